/// One subpath reduced to straight lines.
struct FlatSubpath {
    /// The vertices in order; consecutive duplicates are kept as the path gave them.
    var points: [CGPoint]
    /// Whether the subpath ended with a close element.
    var isClosed: Bool
    /// For each vertex, whether it lies inside a flattened curve rather than at a corner the path author wrote.
    var isCurveInterior: [Bool]
}

/// Turns path segments into polylines whose distance from the true curves stays within a tolerance.
enum PathFlattener {
    /// Returns the subpaths of `segments`, each point mapped through `transform` before flattening.
    ///
    /// `tolerance` is the greatest allowed distance between a curve and its lines, in the output space.
    /// A subpath made of a single move is dropped.
    static func flatten(_ segments: [PathSegment], transform: CGAffineTransform, tolerance: Double) -> [FlatSubpath] {
        var result: [FlatSubpath] = []
        var current = FlatSubpath(points: [], isClosed: false, isCurveInterior: [])
        var last = CGPoint.zero
        var start = CGPoint.zero
        let identity = transform.isIdentity

        func finish() {
            if current.points.count > 1 || (current.points.count == 1 && current.isClosed) {
                result.append(current)
            }
            current = FlatSubpath(points: [], isClosed: false, isCurveInterior: [])
        }
        func ensureStarted() {
            if current.points.isEmpty {
                current.points.append(last)
                current.isCurveInterior.append(false)
            }
        }
        for segment in segments {
            let s = identity ? segment : segment.applying(transform)
            switch s {
            case .move(let p):
                finish()
                current.points.append(p)
                current.isCurveInterior.append(false)
                last = p
                start = p
            case .line(let p):
                ensureStarted()
                current.points.append(p)
                current.isCurveInterior.append(false)
                last = p
            case .quad(let c, let p):
                ensureStarted()
                let ddx = Double(last.x - 2 * c.x + p.x), ddy = Double(last.y - 2 * c.y + p.y)
                let dd = (ddx * ddx + ddy * ddy).squareRoot()
                let n = subdivisions(dd / (4 * tolerance))
                let p0 = last
                for i in 1..<n {
                    let t = Double(i) / Double(n), mt = 1 - t
                    current.points.append(CGPoint(
                        x: mt * mt * Double(p0.x) + 2 * mt * t * Double(c.x) + t * t * Double(p.x),
                        y: mt * mt * Double(p0.y) + 2 * mt * t * Double(c.y) + t * t * Double(p.y)))
                    current.isCurveInterior.append(true)
                }
                current.points.append(p)
                current.isCurveInterior.append(false)
                last = p
            case .cubic(let c1, let c2, let p):
                ensureStarted()
                let p0 = last
                let ax = Double(p0.x - 2 * c1.x + c2.x), ay = Double(p0.y - 2 * c1.y + c2.y)
                let bx = Double(c1.x - 2 * c2.x + p.x), by = Double(c1.y - 2 * c2.y + p.y)
                let m = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
                let n = subdivisions(3 * m / (4 * tolerance))
                for i in 1..<n {
                    let t = Double(i) / Double(n), mt = 1 - t
                    let w0 = mt * mt * mt, w1 = 3 * mt * mt * t, w2 = 3 * mt * t * t, w3 = t * t * t
                    current.points.append(CGPoint(
                        x: w0 * Double(p0.x) + w1 * Double(c1.x) + w2 * Double(c2.x) + w3 * Double(p.x),
                        y: w0 * Double(p0.y) + w1 * Double(c1.y) + w2 * Double(c2.y) + w3 * Double(p.y)))
                    current.isCurveInterior.append(true)
                }
                current.points.append(p)
                current.isCurveInterior.append(false)
                last = p
            case .close:
                if !current.points.isEmpty {
                    current.isClosed = true
                    finish()
                }
                last = start
            }
        }
        finish()
        return result
    }

    /// Returns the number of lines for a curve whose squared-subdivision estimate is `squared`, at least one.
    private static func subdivisions(_ squared: Double) -> Int {
        guard squared.isFinite else { return CoreGraphicsConstants.maximumCurveSubdivisions }
        let n = squared.squareRoot().rounded(.up)
        return max(1, min(CoreGraphicsConstants.maximumCurveSubdivisions, Int(n)))
    }
}
