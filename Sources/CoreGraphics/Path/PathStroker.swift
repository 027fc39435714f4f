/// Builds the outline of a stroke: closed polygons that, filled with the non-zero rule, cover the stroked area.
///
/// Each open subpath becomes one polygon (left offset forward, end cap, left offset of the reversed
/// path, start cap); each closed subpath becomes two polygons of opposite orientation. Outer joins
/// follow the join style; inner joins go through the vertex itself, which non-zero filling absorbs.
struct PathStroker {
    /// Half the line width.
    let halfWidth: Double
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: Double
    /// The greatest distance between a true round cap or join and its polygon.
    let tolerance: Double

    init(lineWidth: Double, cap: CGLineCap, join: CGLineJoin, miterLimit: Double, tolerance: Double) {
        halfWidth = abs(lineWidth) / 2
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.tolerance = tolerance
    }

    /// A vertex with the unit direction of the segment leaving it.
    private struct Vertex {
        var point: (x: Double, y: Double)
        var isCurveInterior: Bool
    }

    /// Returns the stroke outline polygons of `subpaths`.
    func stroke(_ subpaths: [FlatSubpath]) -> [[CGPoint]] {
        guard halfWidth > 0 else { return [] }
        var result: [[CGPoint]] = []
        for subpath in subpaths {
            var vertices: [Vertex] = []
            for (i, p) in subpath.points.enumerated() {
                let v = Vertex(point: (Double(p.x), Double(p.y)), isCurveInterior: subpath.isCurveInterior[i])
                if let last = vertices.last, Self.distance(last.point, v.point) < 1e-9 { continue }
                vertices.append(v)
            }
            if subpath.isClosed, vertices.count > 1, Self.distance(vertices[0].point, vertices[vertices.count - 1].point) < 1e-9 {
                vertices.removeLast()
            }
            if vertices.count == 1 {
                if let dot = degenerateDot(at: vertices[0].point) { result.append(dot) }
                continue
            }
            if subpath.isClosed && vertices.count > 2 {
                result.append(offsetContour(vertices, closed: true))
                result.append(offsetContour(vertices.reversed(), closed: true))
            } else {
                var outline = offsetContour(vertices, closed: false)
                appendCap(to: &outline, at: vertices[vertices.count - 1].point, from: vertices[vertices.count - 2].point)
                let reversed = Array(vertices.reversed())
                outline += offsetContour(reversed, closed: false)
                appendCap(to: &outline, at: reversed[reversed.count - 1].point, from: reversed[reversed.count - 2].point)
                result.append(outline)
            }
        }
        return result
    }

    /// Returns the polygon drawn for a subpath of zero length: a disc for round caps, an axis-aligned square for square caps, nothing for butt caps.
    private func degenerateDot(at p: (x: Double, y: Double)) -> [CGPoint]? {
        switch cap {
        case .butt:
            return nil
        case .square:
            return [CGPoint(x: p.x - halfWidth, y: p.y - halfWidth), CGPoint(x: p.x + halfWidth, y: p.y - halfWidth),
                    CGPoint(x: p.x + halfWidth, y: p.y + halfWidth), CGPoint(x: p.x - halfWidth, y: p.y + halfWidth)]
        case .round:
            var out: [CGPoint] = []
            appendArc(to: &out, center: p, from: (1, 0), sweep: 2 * Double.pi)
            return out
        }
    }

    /// Returns the offset of `vertices` on their left side (y-up), with joins at interior vertices, and at every vertex when closed.
    private func offsetContour(_ vertices: [Vertex], closed: Bool) -> [CGPoint] {
        let n = vertices.count
        let segmentCount = closed ? n : n - 1
        var directions: [(x: Double, y: Double)] = []
        directions.reserveCapacity(segmentCount)
        for i in 0..<segmentCount {
            let a = vertices[i].point, b = vertices[(i + 1) % n].point
            let len = Self.distance(a, b)
            directions.append(((b.x - a.x) / len, (b.y - a.y) / len))
        }
        var out: [CGPoint] = []
        out.reserveCapacity(n * 2)
        let hw = halfWidth
        if !closed {
            let d = directions[0], p = vertices[0].point
            out.append(CGPoint(x: p.x - d.y * hw, y: p.y + d.x * hw))
        }
        let joinRange = closed ? 0..<n : 1..<(n - 1)
        for i in joinRange {
            let d0 = directions[(i - 1 + segmentCount) % segmentCount], d1 = directions[i % segmentCount]
            appendJoin(to: &out, at: vertices[i].point, d0: d0, d1: d1, curveInterior: vertices[i].isCurveInterior)
        }
        if !closed {
            let d = directions[segmentCount - 1], p = vertices[n - 1].point
            out.append(CGPoint(x: p.x - d.y * hw, y: p.y + d.x * hw))
        }
        return out
    }

    /// Appends the left-side points of the join at `p` between incoming direction `d0` and outgoing `d1`.
    private func appendJoin(to out: inout [CGPoint], at p: (x: Double, y: Double),
                            d0: (x: Double, y: Double), d1: (x: Double, y: Double), curveInterior: Bool) {
        let hw = halfWidth
        let n0 = (x: -d0.y, y: d0.x), n1 = (x: -d1.y, y: d1.x)
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        let start = CGPoint(x: p.x + n0.x * hw, y: p.y + n0.y * hw)
        let end = CGPoint(x: p.x + n1.x * hw, y: p.y + n1.y * hw)
        if abs(cross) < 1e-12 && dot > 0 {
            out.append(start)
            return
        }
        if cross > 0 {
            // Left turn: the left side is the inner side.
            out.append(start)
            out.append(CGPoint(x: p.x, y: p.y))
            out.append(end)
            return
        }
        let style: CGLineJoin = curveInterior ? .round : join
        switch style {
        case .bevel:
            out.append(start)
            out.append(end)
        case .round:
            out.append(start)
            appendArc(to: &out, center: p, from: n0, sweep: -acos(max(-1, min(1, dot))))
            out.append(end)
        case .miter:
            out.append(start)
            if dot > -1 + 1e-12 && (1 + dot) / 2 >= 1 / (miterLimit * miterLimit) {
                let k = hw / (1 + dot)
                out.append(CGPoint(x: p.x + (n0.x + n1.x) * k, y: p.y + (n0.y + n1.y) * k))
            }
            out.append(end)
        }
    }

    /// Appends a cap at the end point `p` of a segment coming from `from`, between the left and right offsets.
    private func appendCap(to out: inout [CGPoint], at p: (x: Double, y: Double), from q: (x: Double, y: Double)) {
        let len = Self.distance(p, q)
        let d = (x: (p.x - q.x) / len, y: (p.y - q.y) / len)
        let n = (x: -d.y, y: d.x)
        let hw = halfWidth
        switch cap {
        case .butt:
            break
        case .square:
            out.append(CGPoint(x: p.x + (n.x + d.x) * hw, y: p.y + (n.y + d.y) * hw))
            out.append(CGPoint(x: p.x + (d.x - n.x) * hw, y: p.y + (d.y - n.y) * hw))
        case .round:
            appendArc(to: &out, center: p, from: n, sweep: -Double.pi)
        }
    }

    /// Appends the interior points of an arc of radius `halfWidth` around `center`, from unit direction `from`, over `sweep` radians (negative is clockwise in y-up).
    private func appendArc(to out: inout [CGPoint], center: (x: Double, y: Double), from u: (x: Double, y: Double), sweep: Double) {
        let hw = halfWidth
        let maxStep = tolerance < hw ? 2 * acos(1 - tolerance / hw) : Double.pi / 2
        let count = max(1, Int((abs(sweep) / maxStep).rounded(.up)))
        let full = abs(abs(sweep) - 2 * Double.pi) < 1e-12
        let start = atan2(u.y, u.x)
        if full {
            for i in 0..<count {
                let a = start + sweep * Double(i) / Double(count)
                out.append(CGPoint(x: center.x + cos(a) * hw, y: center.y + sin(a) * hw))
            }
            return
        }
        guard count > 1 else { return }
        for i in 1..<count {
            let a = start + sweep * Double(i) / Double(count)
            out.append(CGPoint(x: center.x + cos(a) * hw, y: center.y + sin(a) * hw))
        }
    }

    private static func distance(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
}
