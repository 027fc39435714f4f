import Foundation
import Logging

/// The Auto Layout engine of one view hierarchy, kept by its root view (a window, or the top of
/// a tree not in a window): the solver, a record of variables per item that takes part, and
/// every active constraint installed in the tree.
///
/// Changes are recorded and carried out in `updateIfNeeded()`, which the constraints phase runs
/// for each window, `layoutIfNeeded()` runs first, and each layout pass runs before a view's
/// `layoutSubviews()`: the views' `updateConstraints()` leaf to root, then the constraints that
/// were activated, deactivated or changed, then the system constraints whose inputs changed
/// (a frame under an autoresizing mask, an intrinsic size, the safe area or the margins), each
/// an incremental edit of the solver. The solved frames are then set on the views that use
/// Auto Layout, rounded to the pixel grid, so a `layoutIfNeeded()` inside `UIView.animate`
/// animates them.
@MainActor final class LayoutEngine {
    private(set) weak var root: UIView?
    private(set) var solver = ConstraintSolver()

    struct Entry {
        let constraint: NSLayoutConstraint
        /// The constraint in the solver; nil when it is broken (unsatisfiable) or waiting.
        var solverConstraint: SolverConstraint?
        /// The views whose baselines the constraint's expression depends on.
        var baselineViews: [ObjectIdentifier] = []
    }

    private var records: [ObjectIdentifier: LayoutRecord] = [:]
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var pending: [NSLayoutConstraint] = []
    private var pendingIDs: Set<ObjectIdentifier> = []
    private var dirtyRecords: [LayoutRecord] = []
    private var updateRequests: [WeakLayoutView] = []
    private var orphanedVariables = 0
    private var isUpdating = false
    /// Whether anything waits for `updateIfNeeded()`.
    private(set) var hasWork = false

    /// Whether the engine only measures (`systemLayoutSizeFitting`): its records stay out of
    /// the views, it never marks a layer for layout and never sets a frame.
    let isFitting: Bool
    /// In a fitting engine, the width each multi-line label wraps at, from the last solve.
    var fittingLabelWidths: [ObjectIdentifier: CGFloat] = [:]

    init(root: UIView, isFitting: Bool = false) {
        self.root = root
        self.isFitting = isFitting
    }

    /// The active constraints installed in the tree.
    var constraints: [NSLayoutConstraint] { entries.values.map(\.constraint) }

    /// The record of an item already taking part, or nil.
    func existingRecord(of item: AnyObject) -> LayoutRecord? { records[ObjectIdentifier(item)] }

    // MARK: Requests

    private func setNeedsUpdate() {
        guard !hasWork else { return }
        hasWork = true
        if !isUpdating && !isFitting { root?.layer.setNeedsLayout() }
    }

    /// A constraint was activated in this tree.
    func add(_ constraint: NSLayoutConstraint) {
        enqueue(constraint)
    }

    /// A constraint was deactivated: it leaves the solver at the next update.
    func remove(_ constraint: NSLayoutConstraint) {
        enqueue(constraint)
    }

    /// A constraint's constant or priority changed.
    func constraintDidChange(_ constraint: NSLayoutConstraint) {
        enqueue(constraint)
    }

    private func enqueue(_ constraint: NSLayoutConstraint) {
        if pendingIDs.insert(ObjectIdentifier(constraint)).inserted { pending.append(constraint) }
        setNeedsUpdate()
    }

    /// The inputs of an item's system constraints changed (its frame under an autoresizing
    /// mask, its intrinsic size or priorities, its safe area or margins).
    func markDirty(_ record: LayoutRecord) {
        if !record.isDirty {
            record.isDirty = true
            dirtyRecords.append(record)
        }
        setNeedsUpdate()
    }

    /// A view's intrinsic size changed: its content-size constraints and the constraints on its
    /// baselines are made again.
    func intrinsicContentSizeDidChange(_ view: UIView) {
        if let record = existingRecord(of: view) { markDirty(record) }
        let id = ObjectIdentifier(view)
        for entry in entries.values where entry.baselineViews.contains(id) { enqueue(entry.constraint) }
    }

    /// `setNeedsUpdateConstraints()` on a view of this tree.
    func requestUpdateConstraints(_ view: UIView) {
        updateRequests.append(WeakLayoutView(view: view))
        setNeedsUpdate()
    }

    /// A guide left its view: constraints on it are deactivated and it leaves the solver.
    func forget(_ guide: UILayoutGuide) {
        for entry in entries.values where entry.constraint.firstItem === guide || entry.constraint.secondItem === guide {
            entry.constraint.isActive = false
        }
        if let record = existingRecord(of: guide) { drop(record) }
    }

    // MARK: Structure

    /// A subtree is about to leave this tree: constraints installed inside it go with it
    /// (returned, to be added to its new tree's engine), constraints from outside that reach
    /// into it are deactivated (as UIKit removes them), and its items leave the solver.
    func detach(_ subtree: UIView) -> [NSLayoutConstraint] {
        var carried: [NSLayoutConstraint] = []
        var severed: [NSLayoutConstraint] = []
        for entry in entries.values {
            let constraint = entry.constraint
            guard let installed = constraint.installedView else { continue }
            if installed.isDescendant(of: subtree) {
                carried.append(constraint)
            } else if [constraint.firstItem, constraint.secondItem].contains(where: {
                NSLayoutConstraint.container(of: $0)?.isDescendant(of: subtree) ?? false
            }) {
                severed.append(constraint)
            }
        }
        for constraint in carried { removeFromSolver(constraint) }
        for constraint in severed { constraint.isActive = false }
        for record in Array(records.values) where record.treeView?.isDescendant(of: subtree) ?? true {
            drop(record)
        }
        return carried
    }

    /// Another engine's tree joined this one: its constraints and requests come here.
    func absorb(_ other: LayoutEngine) {
        for entry in other.entries.values { enqueue(entry.constraint) }
        for constraint in other.pending where constraint.isActive { enqueue(constraint) }
        updateRequests += other.updateRequests
        other.dissolve()
        setNeedsUpdate()
    }

    /// Adds constraints that came from another tree.
    func adopt(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { enqueue(constraint) }
    }

    private func dissolve() {
        for record in records.values { record.clearItem() }
        records = [:]
        entries = [:]
        pending = []
        pendingIDs = []
        dirtyRecords = []
        updateRequests = []
        hasWork = false
    }

    // MARK: Update

    /// Runs what waits: `updateConstraints()` leaf to root, the constraints and system
    /// constraints that changed, and the new frames. A frame change that changes an input
    /// (a label wrapping to its new width) runs another round, up to a bound.
    func updateIfNeeded() {
        guard hasWork, !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        var rounds = 0
        while hasWork && rounds < UIKitConstants.layoutEngineMaximumRounds {
            hasWork = false
            runUpdateConstraints()
            for constraint in takePending() { reinstall(constraint) }
            refreshDirtyRecords()
            compactIfNeeded()
            applyFrames()
            rounds += 1
        }
        if hasWork {
            DiagnosticLogging.logger(.layout)?.warning(
                "The layout of \(root.map { "\($0)" } ?? "a released tree") still changed after \(rounds) rounds of solving; the rest waits for the next layout pass (a view whose intrinsic size keeps changing with its frame is a layout loop)")
            hasWork = false
            root?.layer.setNeedsLayout()
        }
    }

    private func takePending() -> [NSLayoutConstraint] {
        let taken = pending
        pending = []
        pendingIDs = []
        return taken
    }

    private func runUpdateConstraints() {
        var passes = 0
        while !updateRequests.isEmpty && passes < UIKitConstants.layoutEngineMaximumRounds {
            let requests = updateRequests.compactMap(\.view).filter { $0.needsUpdateConstraints() }
            updateRequests = []
            // Leaf to root: deeper views first.
            let ordered = requests.map { ($0, $0.depth) }.sorted { $0.1 > $1.1 }.map(\.0)
            for view in ordered where view.needsUpdateConstraints() {
                if view.rootLayoutEngineIfExists !== self {
                    view.rootLayoutEngine.requestUpdateConstraints(view)
                    continue
                }
                view.runUpdateConstraints()
            }
            passes += 1
        }
    }

    private func reinstall(_ constraint: NSLayoutConstraint) {
        removeFromSolver(constraint)
        guard constraint.isActive, isFitting || constraint.engine === self else { return }
        var entry = Entry(constraint: constraint)
        defer { entries[ObjectIdentifier(constraint)] = entry }
        guard let first = constraint.firstItem, let ancestor = constraint.installedView else { return }
        var baselineViews: [ObjectIdentifier] = []
        let lhs = expression(first, constraint.firstAttribute, in: ancestor, baselines: &baselineViews)
        var rhs = SolverExpression(constant: Double(constraint.constant))
        if let second = constraint.secondItem {
            rhs = Double(constraint.multiplier) * expression(second, constraint.secondAttribute, in: ancestor,
                                                             baselines: &baselineViews) + Double(constraint.constant)
        }
        entry.baselineViews = baselineViews
        let relation: SolverRelation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        do {
            entry.solverConstraint = try solver.addConstraint(lhs, relation, rhs,
                                                               strength: SolverStrength(priority: constraint.priority.rawValue))
        } catch {
            UnsatisfiableConstraintsReport(broken: constraint.description,
                                           related: relatedDescriptions(of: constraint.firstItem, constraint.secondItem,
                                                                        excluding: constraint)).log()
        }
    }

    private func removeFromSolver(_ constraint: NSLayoutConstraint) {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        if let installed = entry.solverConstraint { try? solver.removeConstraint(installed) }
    }

    // MARK: Expressions

    /// The expression of `attribute` of `item` in the coordinates of `ancestor` (the
    /// constraint's common ancestor): the item's variables plus the origins of the views on
    /// the way up, bounds origins (scroll offsets) left out.
    private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView,
                            baselines: inout [ObjectIdentifier]) -> SolverExpression {
        var item = item
        var attribute = attribute
        if let plain = attribute.marginlessAttribute {
            if let view = item as? UIView { item = view.layoutMarginsGuide }
            attribute = plain
        }
        let directionView = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        let rightToLeft = directionView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView {
            baselines.append(ObjectIdentifier(view))
        }
        if let view = item as? UIView, view === ancestor {
            return record(for: view).ownExpression(attribute, rightToLeft: rightToLeft)
        }
        let itemRecord = record(forItem: item)
        var result = itemRecord.expression(attribute, rightToLeft: rightToLeft)
        guard !attribute.isDimension else { return result }
        var container = itemRecord.container
        while let view = container, view !== ancestor {
            let viewRecord = record(for: view)
            result = result + (attribute.axis == .horizontal ? viewRecord.x : viewRecord.y).expression
            container = view.superview
        }
        return result
    }

    private func record(forItem item: AnyObject) -> LayoutRecord {
        if let view = item as? UIView { return record(for: view) }
        return record(for: item as! UILayoutGuide)
    }

    /// The view's record, made (with its system constraints due) when it first takes part.
    func record(for view: UIView) -> LayoutRecord {
        if isFitting {
            if let record = records[ObjectIdentifier(view)] { return record }
        } else if let record = view.layoutRecord, record.engine === self {
            return record
        }
        let record = makeRecord()
        record.view = view
        if !isFitting { view.layoutRecord = record }
        records[ObjectIdentifier(view)] = record
        // Subviews under autoresizing masks now follow this view's variables.
        for subview in view.subviews {
            if let sub = existingRecord(of: subview) { markDirty(sub) }
        }
        return record
    }

    func record(for guide: UILayoutGuide) -> LayoutRecord {
        if isFitting {
            if let record = records[ObjectIdentifier(guide)] { return record }
        } else if let record = guide.layoutRecord, record.engine === self {
            return record
        }
        let record = makeRecord()
        record.guide = guide
        if !isFitting { guide.layoutRecord = record }
        records[ObjectIdentifier(guide)] = record
        if let owner = guide.owningView { _ = self.record(for: owner) }
        return record
    }

    private func makeRecord() -> LayoutRecord {
        let record = LayoutRecord(engine: self, x: solver.addVariable(), y: solver.addVariable(),
                                  width: solver.addVariable(), height: solver.addVariable())
        dirtyRecords.append(record)
        setNeedsUpdate()
        return record
    }

    private func drop(_ record: LayoutRecord) {
        for constraint in record.system { try? solver.removeConstraint(constraint) }
        record.system = []
        if let item: AnyObject = record.view ?? record.guide { records.removeValue(forKey: ObjectIdentifier(item)) }
        record.clearItem()
        orphanedVariables += 4
    }

    /// Variables of items that left are never reused; once they outnumber the live ones by
    /// far, the solver is built again from the live constraints, so memory stays bounded.
    private func compactIfNeeded() {
        guard orphanedVariables > UIKitConstants.layoutEngineCompactionThreshold,
              orphanedVariables > records.count * 8 else { return }
        let live = entries.values.map(\.constraint)
        for record in records.values { record.clearItem() }
        records = [:]
        entries = [:]
        solver = ConstraintSolver()
        orphanedVariables = 0
        for constraint in live { reinstall(constraint) }
        for record in dirtyRecords where record.engine === self { refreshSystemConstraints(record) }
        dirtyRecords = []
    }

    // MARK: System constraints

    private func refreshSystemConstraints(_ record: LayoutRecord) {
        record.isDirty = false
        let made = SystemConstraints.make(for: record, engine: self)
        guard made.key != record.systemKey else { return }
        for constraint in record.system { try? solver.removeConstraint(constraint) }
        record.system = []
        record.systemKey = made.key
        for spec in made.specs {
            do {
                record.system.append(try solver.addConstraint(spec.lhs, spec.relation, spec.rhs, strength: spec.strength))
            } catch {
                UnsatisfiableConstraintsReport(broken: spec.describe(),
                                               related: relatedDescriptions(of: record.view ?? record.guide, nil, excluding: nil)).log()
            }
        }
    }

    /// The descriptions of the active constraints on either item, for UIKit's unsatisfiable-constraints message.
    private func relatedDescriptions(of first: AnyObject?, _ second: AnyObject?, excluding: NSLayoutConstraint?) -> [String] {
        let items = [first, second].compactMap { $0 }
        var lines: [String] = []
        for entry in entries.values where entry.constraint !== excluding && entry.solverConstraint != nil {
            let constraint = entry.constraint
            if items.contains(where: { $0 === constraint.firstItem || $0 === constraint.secondItem }) {
                lines.append(constraint.description)
            }
        }
        for item in items {
            if let record = existingRecord(of: item), let view = record.view, view.translatesAutoresizingMaskIntoConstraints {
                lines += SystemConstraints.autoresizingDescriptions(of: view)
            }
        }
        return lines
    }

    // MARK: Frames

    private func applyFrames() {
        for record in Array(records.values) {
            if let view = record.view {
                guard !view.translatesAutoresizingMaskIntoConstraints, view.superview != nil else { continue }
                view.applyLayoutFrame(record.frame)
            } else if let guide = record.guide, guide.kind == .scrollContent, let scrollView = guide.owningView as? UIScrollView {
                let frame = record.frame
                let scale = scrollView.layer.contentsScale
                let size = CGSize(width: (frame.width * scale).rounded() / scale, height: (frame.height * scale).rounded() / scale)
                if scrollView.contentSize != size { scrollView.contentSize = size }
            }
        }
    }
}

/// A view held weakly, for the engine's list of views that asked for `updateConstraints()`.
struct WeakLayoutView {
    weak var view: UIView?
}

extension LayoutRecord {
    /// Unlinks the record from its item and engine.
    func clearItem() {
        if let view, view.layoutRecord === self { view.layoutRecord = nil }
        if let guide, guide.layoutRecord === self { guide.layoutRecord = nil }
        engine = nil
    }
}

// MARK: Fitting

extension LayoutEngine {
    /// The intrinsic size the engine uses for `view`: in a fitting engine, a multi-line label
    /// that wraps at its layout width wraps at the width the last solve gave it.
    func intrinsicSize(of view: UIView) -> CGSize {
        if isFitting, let label = view as? UILabel, let width = fittingLabelWidths[ObjectIdentifier(label)] {
            return label.intrinsicSize(wrappingAt: width)
        }
        return view.intrinsicContentSize
    }

    /// The size of `view` that its own constraints give (those installed on it and its
    /// descendants, with its descendants' system constraints and its own content size, never
    /// its autoresizing constraints), nearest `target` at the two priorities, from an engine of
    /// its own: the view's frame and its tree's engine are left alone.
    ///
    /// Multi-line labels that wrap at their layout width are measured again at the width each
    /// solve gives them, up to the engine's bound of rounds, as the tree's engine does when it
    /// sets their frames.
    static func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority,
                            vertical: UILayoutPriority) -> CGSize {
        let engine = LayoutEngine(root: view, isFitting: true)
        let rootRecord = engine.record(for: view)
        var stack = [view]
        while let current = stack.popLast() {
            for constraint in current.layoutState?.constraints ?? [] where constraint.isActive { engine.reinstall(constraint) }
            stack += current.subviews
        }
        engine.refreshDirtyRecords()
        _ = try? engine.solver.addConstraint(rootRecord.width.expression, .equal, SolverExpression(constant: Double(target.width)),
                                             strength: SolverStrength(priority: horizontal.rawValue))
        _ = try? engine.solver.addConstraint(rootRecord.height.expression, .equal, SolverExpression(constant: Double(target.height)),
                                             strength: SolverStrength(priority: vertical.rawValue))
        for _ in 0..<UIKitConstants.layoutEngineMaximumRounds {
            var changed = false
            for record in Array(engine.records.values) {
                guard let label = record.view as? UILabel, label.wrapsAtLayoutWidth else { continue }
                let width = CGFloat(engine.solver.value(of: record.width))
                let id = ObjectIdentifier(label)
                if let previous = engine.fittingLabelWidths[id], abs(previous - width) < 0.001 { continue }
                engine.fittingLabelWidths[id] = width
                engine.intrinsicContentSizeDidChange(label)
                changed = true
            }
            guard changed else { break }
            for constraint in engine.takePending() { engine.reinstall(constraint) }
            engine.refreshDirtyRecords()
        }
        return CGSize(width: engine.solver.value(of: rootRecord.width), height: engine.solver.value(of: rootRecord.height))
    }

    private func refreshDirtyRecords() {
        while !dirtyRecords.isEmpty {
            let dirty = dirtyRecords
            dirtyRecords = []
            for record in dirty where record.engine === self { refreshSystemConstraints(record) }
        }
    }
}
