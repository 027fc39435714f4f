extension CGPath {
    /// Whether `point` is inside the path mapped through `transform`, under `rule`.
    ///
    /// Open subpaths count as closed by a straight line. A point exactly on a left or bottom edge is
    /// inside and one on a right or top edge is outside, so adjacent rectangles never both contain it.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let px = Double(point.x), py = Double(point.y)
        var winding = 0
        for subpath in PathFlattener.flatten(segments, transform: transform, tolerance: CoreGraphicsConstants.containsFlatteningTolerance) {
            let pts = subpath.points
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                let ax = Double(a.x), ay = Double(a.y), bx = Double(b.x), by = Double(b.y)
                if ay <= py && by > py {
                    if (bx - ax) * (py - ay) - (px - ax) * (by - ay) > 0 { winding += 1 }
                } else if by <= py && ay > py {
                    if (bx - ax) * (py - ay) - (px - ax) * (by - ay) < 0 { winding -= 1 }
                }
            }
        }
        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }
}
