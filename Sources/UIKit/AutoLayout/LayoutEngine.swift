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

    /// Who put each solver constraint there (by its index): an app's constraint, or a system
    /// constraint of a record, for the unsatisfiable-constraints message and the debugging calls.
    struct Owner {
        weak var constraint: NSLayoutConstraint?
        var describe: () -> String
    }

    private var owners: [Int: Owner] = [:]
    /// The very weak constraints `exerciseAmbiguityInLayout()` holds variables with, by variable index.
    private var exercisePins: [Int: SolverConstraint] = [:]
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

    /// Whether the constraint is in the solver (false when it waits or was broken as unsatisfiable).
    func isSolving(_ constraint: NSLayoutConstraint) -> Bool {
        entries[ObjectIdentifier(constraint)]?.solverConstraint != nil
    }

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
        var seen = Set<ObjectIdentifier>()
        // The solved constraints, and those activated since the last update.
        for constraint in entries.values.map(\.constraint) + pending where seen.insert(ObjectIdentifier(constraint)).inserted {
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
        owners = [:]
        exercisePins = [:]
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
        // Leading and trailing read in the direction of the view the constraint is installed
        // on; right to left, a constraint between them runs along a mirrored X axis, so a
        // positive constant moves toward the trailing (left) side.
        let rightToLeft = ancestor.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let mirrored = rightToLeft && (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
        let lhs = expression(first, constraint.firstAttribute, in: ancestor, rightToLeft: rightToLeft,
                             mirrored: mirrored, baselines: &baselineViews)
        var rhs = SolverExpression(constant: Double(constraint.constant))
        if let second = constraint.secondItem {
            rhs = Double(constraint.multiplier) * expression(second, constraint.secondAttribute, in: ancestor, rightToLeft: rightToLeft,
                                                             mirrored: mirrored, baselines: &baselineViews)
                + Double(constraint.constant)
        }
        entry.baselineViews = baselineViews
        let relation: SolverRelation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        entry.solverConstraint = addToSolver(lhs, relation, rhs, strength: SolverStrength(priority: constraint.priority.rawValue),
                                             owner: Owner(constraint: constraint) { [weak constraint] in constraint?.description ?? "<NSLayoutConstraint: released>" })
    }

    private func removeFromSolver(_ constraint: NSLayoutConstraint) {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        if let installed = entry.solverConstraint { removeSolverConstraint(installed) }
    }

    private func removeSolverConstraint(_ constraint: SolverConstraint) {
        try? solver.removeConstraint(constraint)
        owners[constraint.index] = nil
    }

    // MARK: Unsatisfiable constraints

    /// Adds a constraint to the solver; when the required constraints leave no room for it,
    /// breaks one of the conflicting set and logs UIKit's message (reference §15).
    ///
    /// Which one breaks (iOS does not document it; its logs show that the system's own
    /// constraints, autoresizing masks and encapsulated sizes, are kept and an app constraint
    /// of the conflict goes): an app constraint that does not fit is itself left out; a system
    /// constraint that does not fit is added after breaking the app constraint of the conflict
    /// that was added last, as many times as it takes (the Auto Layout Guide: "The system
    /// continues to break constraints until it finds a valid layout"), or is left out when the
    /// conflict is the system's alone. The message lists the conflicting required constraints
    /// (found in the solver's tableau, see `ConstraintSolver.lastConflict`) in the order they
    /// were added, the new one last. A broken constraint stays out until it changes or is
    /// activated again.
    private func addToSolver(_ lhs: SolverExpression, _ relation: SolverRelation, _ rhs: SolverExpression,
                             strength: SolverStrength, owner: Owner) -> SolverConstraint? {
        while true {
            do {
                let added = try solver.addConstraint(lhs, relation, rhs, strength: strength)
                owners[added.index] = owner
                return added
            } catch {
                let conflict = solver.lastConflict.compactMap { index in owners[index.index].map { (index, $0) } }
                let listed = conflict.map { $0.1.describe() } + [owner.describe()]
                guard owner.constraint == nil,
                      let (victimIndex, victim) = conflict.last(where: { $0.1.constraint != nil }),
                      let victimConstraint = victim.constraint else {
                    UnsatisfiableConstraintsReport(constraints: listed, broken: owner.describe()).log()
                    return nil
                }
                UnsatisfiableConstraintsReport(constraints: listed, broken: victim.describe()).log()
                removeSolverConstraint(victimIndex)
                entries[ObjectIdentifier(victimConstraint)]?.solverConstraint = nil
            }
        }
    }

    // MARK: Debugging

    /// Whether any of the item's variables can take another value in an equally good solution
    /// (`hasAmbiguousLayout`); false for an item that takes no part in layout.
    ///
    /// The holds of `exerciseAmbiguityInLayout()` are left out of the test, so an exercised
    /// view stays ambiguous, as on iOS.
    func hasAmbiguousLayout(_ item: AnyObject) -> Bool {
        updateIfNeeded()
        guard let record = existingRecord(of: item) else { return false }
        var probe = solver
        for pin in exercisePins.values { try? probe.removeConstraint(pin) }
        return [record.x, record.y, record.width, record.height].contains { probe.isAmbiguous($0) }
    }

    /// How far `exerciseAmbiguityInLayout()` pushes an ambiguous variable: 20 pt, or as far as
    /// the constraints allow (iOS moves the view to "another valid solution" without saying which).
    static let exerciseStep = 20.0

    /// Moves each ambiguous variable of the item to another solution that satisfies the
    /// constraints as well, held there by a constraint weaker than any priority (so it yields to
    /// every later change), and sets the new frames.
    func exerciseAmbiguity(_ item: AnyObject) {
        updateIfNeeded()
        guard let record = existingRecord(of: item) else { return }
        for variable in [record.x, record.y, record.width, record.height] {
            if let pin = exercisePins.removeValue(forKey: variable.index) { try? solver.removeConstraint(pin) }
            guard let value = solver.probe(variable, step: Self.exerciseStep) else { continue }
            if let pin = try? solver.addConstraint(variable.expression, .equal, value, strength: .probe) {
                exercisePins[variable.index] = pin
            }
        }
        applyFrames()
    }

    /// The app's active constraints that fix the item's frame in `axis` (its origin and size
    /// in its container), in the order they were added to the solver.
    ///
    /// Read from the solver's tableau (`constraintsDetermining`): a constraint counts when the
    /// solution combines it to place the item, so one that holds the item's container, or a
    /// preference that lost, does not. UIKit's own constraints (autoresizing masks, intrinsic
    /// sizes, system guides) are not `NSLayoutConstraint` objects here and are left out.
    func constraintsAffectingLayout(_ item: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        updateIfNeeded()
        guard let record = existingRecord(of: item) else { return [] }
        let variables = axis == .horizontal ? [record.x, record.width] : [record.y, record.height]
        let indices = Set(variables.flatMap { solver.constraintsDetermining($0) }.map(\.index)).sorted()
        return indices.compactMap { owners[$0]?.constraint }
    }

    // MARK: Expressions

    /// The expression of `attribute` of `item` in the coordinates of `ancestor` (the
    /// constraint's common ancestor): the item's variables plus the origins of the views on
    /// the way up, bounds origins (scroll offsets) left out; negated when `mirrored`.
    private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView,
                            rightToLeft: Bool, mirrored: Bool, baselines: inout [ObjectIdentifier]) -> SolverExpression {
        let result = unmirroredExpression(item, attribute, in: ancestor, rightToLeft: rightToLeft, baselines: &baselines)
        return mirrored && !attribute.isDimension ? -1 * result : result
    }

    private func unmirroredExpression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView,
                                      rightToLeft: Bool, baselines: inout [ObjectIdentifier]) -> SolverExpression {
        var item = item
        var attribute = attribute
        if let plain = attribute.marginlessAttribute {
            if let view = item as? UIView { item = view.layoutMarginsGuide }
            attribute = plain
        }
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView {
            // A view's baseline is that of the view its `forFirst/LastBaselineLayout` names:
            // the constraint holds that view's baseline, in the ancestor's coordinates.
            let baselineView = view.baselineView(last: attribute == .lastBaseline)
            baselines.append(ObjectIdentifier(baselineView))
            item = baselineView
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

    /// The view's record, made when it first takes part.
    func record(for view: UIView) -> LayoutRecord {
        if let record = records[ObjectIdentifier(view)] { return record }
        let record = makeRecord(view: view, guide: nil)
        // Subviews under autoresizing masks now follow this view's variables.
        for subview in view.subviews {
            if let sub = existingRecord(of: subview) { markDirty(sub) }
        }
        return record
    }

    /// The guide's record, made when it first takes part.
    func record(for guide: UILayoutGuide) -> LayoutRecord {
        if let record = records[ObjectIdentifier(guide)] { return record }
        return makeRecord(view: nil, guide: guide)
    }

    /// A record for a view or a guide, with its system constraints in the solver at once: they
    /// go in before the constraint that brought the item, so a constraint that contradicts a
    /// translated frame is the one broken, as in UIKit's logs.
    private func makeRecord(view: UIView?, guide: UILayoutGuide?) -> LayoutRecord {
        let record = LayoutRecord(engine: self, x: solver.addVariable(), y: solver.addVariable(),
                                  width: solver.addVariable(), height: solver.addVariable())
        record.view = view
        record.guide = guide
        // A measuring engine keeps its records to itself (see `isFitting`).
        if !isFitting {
            view?.layoutRecord = record
            guide?.layoutRecord = record
        }
        let item: AnyObject = view ?? guide!
        records[ObjectIdentifier(item)] = record
        refreshSystemConstraints(record)
        setNeedsUpdate()
        return record
    }

    private func drop(_ record: LayoutRecord) {
        for constraint in record.system { removeSolverConstraint(constraint) }
        for variable in [record.x, record.y, record.width, record.height] {
            if let pin = exercisePins.removeValue(forKey: variable.index) { try? solver.removeConstraint(pin) }
        }
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
        owners = [:]
        exercisePins = [:]
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
        for constraint in record.system { removeSolverConstraint(constraint) }
        record.system = []
        record.systemKey = made.key
        for spec in made.specs {
            if let added = addToSolver(spec.lhs, spec.relation, spec.rhs, strength: spec.strength,
                                       owner: Owner(constraint: nil, describe: spec.describe)) {
                record.system.append(added)
            }
        }
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
