extension CGPath {
    /// Returns the outline of the path stroked with the given line parameters, mapped through `transform`, as a closed path to fill with the winding rule.
    ///
    /// Curves are flattened before stroking, so the outline is made of lines. The stroke is computed in
    /// path space and then transformed, as a stroke drawn under that transform would be.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let scale = transform.approximateScale
        let tolerance = scale > 0 ? CoreGraphicsConstants.strokingFlatteningTolerance / scale : CoreGraphicsConstants.strokingFlatteningTolerance
        let flat = PathFlattener.flatten(segments, transform: .identity, tolerance: tolerance)
        let stroker = PathStroker(lineWidth: Double(lineWidth), cap: lineCap, join: lineJoin,
                                  miterLimit: Double(miterLimit), tolerance: tolerance)
        var out: [PathSegment] = []
        for polygon in stroker.stroke(flat) where polygon.count > 1 {
            out.append(.move(polygon[0].applying(transform)))
            for p in polygon.dropFirst() { out.append(.line(p.applying(transform))) }
            out.append(.close)
        }
        return CGPath(segments: out)
    }
}

extension CGAffineTransform {
    /// The geometric mean of the transform's two scale factors, the square root of the absolute determinant.
    var approximateScale: Double {
        abs(Double(a * d - b * c)).squareRoot()
    }

    /// The larger of the transform's two singular values: how much it stretches lengths at most.
    var maximumScale: Double {
        let a = Double(self.a), b = Double(self.b), c = Double(self.c), d = Double(self.d)
        let s = a * a + b * b + c * c + d * d
        let det = a * d - b * c
        return ((s + (max(0, s * s - 4 * det * det)).squareRoot()) / 2).squareRoot()
    }
}
