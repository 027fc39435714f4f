extension CGPath {
    /// The smallest rectangle containing every point of the path, control points included, as Apple's.
    ///
    /// An empty path returns `CGRect.null`.
    public var boundingBox: CGRect {
        var box = BoundsAccumulator()
        for segment in segments {
            switch segment {
            case .move(let p), .line(let p): box.add(p)
            case .quad(let c, let p):
                box.add(c)
                box.add(p)
            case .cubic(let c1, let c2, let p):
                box.add(c1)
                box.add(c2)
                box.add(p)
            case .close: break
            }
        }
        return box.rect
    }

    /// The smallest rectangle containing the path's points and curves, without control points.
    ///
    /// Curve extrema are found analytically. An empty path returns `CGRect.null`.
    public var boundingBoxOfPath: CGRect {
        var box = BoundsAccumulator()
        var last = CGPoint.zero
        var start = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                box.add(p)
                last = p
                start = p
            case .line(let p):
                box.add(p)
                last = p
            case .quad(let c, let p):
                box.add(p)
                for t in Self.quadExtrema(Double(last.x), Double(c.x), Double(p.x))
                    + Self.quadExtrema(Double(last.y), Double(c.y), Double(p.y)) {
                    let mt = 1 - t
                    box.add(CGPoint(x: mt * mt * Double(last.x) + 2 * mt * t * Double(c.x) + t * t * Double(p.x),
                                    y: mt * mt * Double(last.y) + 2 * mt * t * Double(c.y) + t * t * Double(p.y)))
                }
                last = p
            case .cubic(let c1, let c2, let p):
                box.add(p)
                for t in Self.cubicExtrema(Double(last.x), Double(c1.x), Double(c2.x), Double(p.x))
                    + Self.cubicExtrema(Double(last.y), Double(c1.y), Double(c2.y), Double(p.y)) {
                    let mt = 1 - t
                    let w0 = mt * mt * mt, w1 = 3 * mt * mt * t, w2 = 3 * mt * t * t, w3 = t * t * t
                    box.add(CGPoint(x: w0 * Double(last.x) + w1 * Double(c1.x) + w2 * Double(c2.x) + w3 * Double(p.x),
                                    y: w0 * Double(last.y) + w1 * Double(c1.y) + w2 * Double(c2.y) + w3 * Double(p.y)))
                }
                last = p
            case .close:
                last = start
            }
        }
        return box.rect
    }

    /// Returns the parameters in (0, 1) where a quadratic Bézier coordinate has a zero derivative.
    static func quadExtrema(_ p0: Double, _ p1: Double, _ p2: Double) -> [Double] {
        let denominator = p0 - 2 * p1 + p2
        guard denominator != 0 else { return [] }
        let t = (p0 - p1) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Returns the parameters in (0, 1) where a cubic Bézier coordinate has a zero derivative.
    static func cubicExtrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // Derivative / 3 = a t² + b t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let s = discriminant.squareRoot()
                roots.append((-b + s) / (2 * a))
                roots.append((-b - s) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}

/// Grows a rectangle point by point; starts null.
struct BoundsAccumulator {
    private var minX = Double.infinity, minY = Double.infinity
    private var maxX = -Double.infinity, maxY = -Double.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, Double(p.x))
        minY = min(minY, Double(p.y))
        maxX = max(maxX, Double(p.x))
        maxY = max(maxY, Double(p.y))
    }

    var rect: CGRect {
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
