extension CGContext {
    /// Sets the color used by fills and text.
    public func setFillColor(_ color: CGColor) {
        state.fillColor = color
    }

    /// Sets the fill color from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill color to a gray level.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the color used by strokes.
    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color
    }

    /// Sets the stroke color from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke color to a gray level.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the stroke width in user-space units; the default is 1.
    public func setLineWidth(_ width: CGFloat) {
        state.lineWidth = width
    }

    /// Sets how open subpath ends are drawn; the default is `.butt`.
    public func setLineCap(_ cap: CGLineCap) {
        state.lineCap = cap
    }

    /// Sets how corners are drawn; the default is `.miter`.
    public func setLineJoin(_ join: CGLineJoin) {
        state.lineJoin = join
    }

    /// Sets the ratio of miter length to line width beyond which miter joins become bevels; the default is 10.
    public func setMiterLimit(_ limit: CGFloat) {
        state.miterLimit = limit
    }

    /// Sets the dash pattern: alternating painted and unpainted lengths in user space, starting `phase` into the pattern.
    ///
    /// An empty array draws solid lines. Traps when a length is negative or all lengths are zero.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        precondition(lengths.allSatisfy { $0 >= 0 }, "CGContext.setLineDash(phase:lengths:): lengths \(lengths) contain a negative value")
        precondition(lengths.isEmpty || lengths.contains { $0 > 0 },
                     "CGContext.setLineDash(phase:lengths:): lengths \(lengths) are all zero")
        state.dashPhase = phase
        state.dashLengths = lengths
    }

    /// Sets the global alpha, clamped to 0...1, that multiplies everything drawn afterwards.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = min(1, max(0, alpha))
    }

    /// Sets how drawing combines with existing pixels (`.normal`, `.copy` or `.clear`).
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
        state.compositeOperator = mode.compositeOperator
    }

    /// Turns anti-aliasing of fills, strokes, clips and text on or off; when off, a pixel is drawn when at least half of it is covered.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
    }

    /// The filtering used when drawing scaled or rotated images: nearest pixel for `.none`, bilinear otherwise.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    // MARK: Filling and stroking

    /// Fills the current path with the fill color under `rule`, then clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let segments = currentPath.segments
        beginPath()
        render(segments, transform: flip, rule: rule, paint: solidPaint(state.fillColor))
    }

    /// Strokes the current path with the stroke color and line settings, then clears the path.
    ///
    /// The line width, dashes and joins are measured in the user space current at this call.
    public func strokePath() {
        let segments = currentPath.segments
        beginPath()
        strokeSegments(segments)
    }

    /// Fills and/or strokes the current path as `mode` says, then clears the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let segments = currentPath.segments
        beginPath()
        switch mode {
        case .fill: render(segments, transform: flip, rule: .winding, paint: solidPaint(state.fillColor))
        case .eoFill: render(segments, transform: flip, rule: .evenOdd, paint: solidPaint(state.fillColor))
        case .stroke: strokeSegments(segments)
        case .fillStroke:
            render(segments, transform: flip, rule: .winding, paint: solidPaint(state.fillColor))
            strokeSegments(segments)
        case .eoFillStroke:
            render(segments, transform: flip, rule: .evenOdd, paint: solidPaint(state.fillColor))
            strokeSegments(segments)
        }
    }

    /// Fills `rect` with the fill color; the current path is left alone.
    ///
    /// A rectangle whose edges land on pixel boundaries under an axis-aligned CTM takes a fast path
    /// with exactly the result of the general rasterizer.
    public func fill(_ rect: CGRect) {
        if let pixels = pixelAlignedDeviceRect(rect) {
            fillPixelRect(pixels, paint: solidPaint(state.fillColor))
            return
        }
        if fillAxisAlignedRect(rect, paint: solidPaint(state.fillColor)) { return }
        let path = CGMutablePath()
        path.addRect(rect)
        render(path.segments, transform: userToDevice, rule: .winding, paint: solidPaint(state.fillColor))
    }

    /// Fills the union of `rects` with the fill color in one pass, so overlaps are not painted twice.
    public func fill(_ rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects)
        render(path.segments, transform: userToDevice, rule: .winding, paint: solidPaint(state.fillColor))
    }

    /// Fills the ellipse inscribed in `rect` with the fill color.
    public func fillEllipse(in rect: CGRect) {
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        render(path.segments, transform: userToDevice, rule: .winding, paint: solidPaint(state.fillColor))
    }

    /// Strokes the outline of `rect` with the current stroke settings.
    public func stroke(_ rect: CGRect) {
        let path = CGMutablePath()
        path.addRect(rect, transform: state.ctm)
        strokeSegments(path.segments)
    }

    /// Strokes the outline of `rect` with line width `width`, leaving the state's line width unchanged.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        state.lineWidth = width
        stroke(rect)
        state.lineWidth = saved
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: state.ctm)
        strokeSegments(path.segments)
    }

    /// Strokes independent line segments between consecutive pairs of `points`; an odd last point is ignored.
    public func strokeLineSegments(between points: [CGPoint]) {
        let path = CGMutablePath()
        var i = 0
        while i + 1 < points.count {
            path.move(to: points[i], transform: state.ctm)
            path.addLine(to: points[i + 1], transform: state.ctm)
            i += 2
        }
        strokeSegments(path.segments)
    }

    /// Makes the pixels of `rect` transparent black through the clip, whatever the blend mode and alpha.
    public func clear(_ rect: CGRect) {
        let savedOperator = state.compositeOperator
        state.compositeOperator = .clear
        defer { state.compositeOperator = savedOperator }
        if let pixels = pixelAlignedDeviceRect(rect) {
            fillPixelRect(pixels, paint: .solid(0))
            return
        }
        let path = CGMutablePath()
        path.addRect(rect)
        render(path.segments, transform: userToDevice, rule: .winding, paint: .solid(0))
    }

    /// Strokes `segments` given in the default user space with the current stroke settings.
    func strokeSegments(_ segments: [PathSegment]) {
        let ctm = state.ctm
        let det = ctm.a * ctm.d - ctm.b * ctm.c
        guard det != 0, det.isFinite, state.lineWidth > 0 else { return }
        let inverse = ctm.inverted()
        let tolerance = CoreGraphicsConstants.deviceFlatteningTolerance / ctm.maximumScale
        var flat = PathFlattener.flatten(segments, transform: inverse, tolerance: tolerance)
        if !state.dashLengths.isEmpty {
            flat = PathDasher.dash(flat, lengths: state.dashLengths.map { Double($0) }, phase: Double(state.dashPhase))
        }
        let stroker = PathStroker(lineWidth: Double(state.lineWidth), cap: state.lineCap, join: state.lineJoin,
                                  miterLimit: Double(state.miterLimit), tolerance: tolerance)
        let device = userToDevice
        let polygons = stroker.stroke(flat).map { polygon in
            FlatSubpath(points: polygon.map { $0.applying(device) }, isClosed: true, isCurveInterior: [])
        }
        render(polygons, rule: .winding, paint: solidPaint(state.strokeColor))
    }
}
