/// Cuts polylines into the dashes of a dash pattern.
enum PathDasher {
    /// Returns the open pieces of `subpaths` that fall on the "on" intervals of `lengths`, starting `phase` into the pattern.
    ///
    /// `lengths` alternates on and off lengths and must have a positive sum. Each subpath restarts the pattern.
    static func dash(_ subpaths: [FlatSubpath], lengths: [Double], phase: Double) -> [FlatSubpath] {
        let total = lengths.reduce(0, +)
        guard total > 0 else { return subpaths }
        var result: [FlatSubpath] = []
        for subpath in subpaths {
            var points = subpath.points
            var interior = subpath.isCurveInterior
            if subpath.isClosed, let first = points.first {
                points.append(first)
                interior.append(false)
            }
            var index = 0
            var remaining = phase.truncatingRemainder(dividingBy: total)
            if remaining < 0 { remaining += total }
            while remaining >= lengths[index] {
                remaining -= lengths[index]
                index = (index + 1) % lengths.count
            }
            remaining = lengths[index] - remaining
            var on = index % 2 == 0
            var piece = FlatSubpath(points: on ? [points[0]] : [], isClosed: false, isCurveInterior: on ? [false] : [])
            for i in 1..<max(1, points.count) {
                let a = points[i - 1], b = points[i]
                let segmentLength = Double(hypot(b.x - a.x, b.y - a.y))
                var travelled = 0.0
                while segmentLength - travelled > remaining {
                    travelled += remaining
                    let t = travelled / segmentLength
                    let p = CGPoint(x: Double(a.x) + Double(b.x - a.x) * t, y: Double(a.y) + Double(b.y - a.y) * t)
                    if on {
                        piece.points.append(p)
                        piece.isCurveInterior.append(false)
                        result.append(piece)
                        piece = FlatSubpath(points: [], isClosed: false, isCurveInterior: [])
                    } else {
                        piece = FlatSubpath(points: [p], isClosed: false, isCurveInterior: [false])
                    }
                    on.toggle()
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                }
                remaining -= segmentLength - travelled
                if on {
                    piece.points.append(b)
                    piece.isCurveInterior.append(interior[i])
                }
            }
            if on && piece.points.count > 1 { result.append(piece) }
        }
        return result
    }
}
