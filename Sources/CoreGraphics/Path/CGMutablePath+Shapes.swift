extension CGMutablePath {
    /// The cubic Bézier control distance, relative to the radius, that best approximates a quarter circle: 4/3·(√2 − 1).
    static let quarterCircleKappa: CGFloat = 0.552_284_749_830_793_4

    /// Adds a closed rectangle subpath: minimum corner, then counter-clockwise in a y-up space.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        segments.append(.line(CGPoint(x: r.maxX, y: r.minY).applying(transform)))
        segments.append(.line(CGPoint(x: r.maxX, y: r.maxY).applying(transform)))
        segments.append(.line(CGPoint(x: r.minX, y: r.maxY).applying(transform)))
        segments.append(.close)
    }

    /// Adds one closed rectangle subpath per element of `rects`, in order.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`: four cubic curves from the maximum-x midpoint, counter-clockwise in a y-up space.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = rx * Self.quarterCircleKappa, ky = ry * Self.quarterCircleKappa
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        segments.append(.cubic(p(cx + rx, cy + ky), p(cx + kx, cy + ry), p(cx, cy + ry)))
        segments.append(.cubic(p(cx - kx, cy + ry), p(cx - rx, cy + ky), p(cx - rx, cy)))
        segments.append(.cubic(p(cx - rx, cy - ky), p(cx - kx, cy - ry), p(cx, cy - ry)))
        segments.append(.cubic(p(cx + kx, cy - ry), p(cx + rx, cy - ky), p(cx + rx, cy)))
        segments.append(.close)
    }

    /// Adds a closed rounded rectangle whose corners are quarter ellipses with radii `cornerWidth` and `cornerHeight`.
    ///
    /// Zero radii add a plain rectangle. Traps when a radius is negative or exceeds half the matching side.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        precondition(cornerWidth >= 0 && 2 * cornerWidth <= r.width,
                     "CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:): cornerWidth \(cornerWidth) must be in 0...width/2 (\(r.width / 2))")
        precondition(cornerHeight >= 0 && 2 * cornerHeight <= r.height,
                     "CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:): cornerHeight \(cornerHeight) must be in 0...height/2 (\(r.height / 2))")
        if cornerWidth == 0 || cornerHeight == 0 {
            addRect(r, transform: transform)
            return
        }
        let kx = cornerWidth * Self.quarterCircleKappa, ky = cornerHeight * Self.quarterCircleKappa
        let cw = cornerWidth, ch = cornerHeight
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: CGPoint(x: r.minX + cw, y: r.minY), transform: transform)
        segments.append(.line(p(r.maxX - cw, r.minY)))
        segments.append(.cubic(p(r.maxX - cw + kx, r.minY), p(r.maxX, r.minY + ch - ky), p(r.maxX, r.minY + ch)))
        segments.append(.line(p(r.maxX, r.maxY - ch)))
        segments.append(.cubic(p(r.maxX, r.maxY - ch + ky), p(r.maxX - cw + kx, r.maxY), p(r.maxX - cw, r.maxY)))
        segments.append(.line(p(r.minX + cw, r.maxY)))
        segments.append(.cubic(p(r.minX + cw - kx, r.maxY), p(r.minX, r.maxY - ch + ky), p(r.minX, r.maxY - ch)))
        segments.append(.line(p(r.minX, r.minY + ch)))
        segments.append(.cubic(p(r.minX, r.minY + ch - ky), p(r.minX + cw - kx, r.minY), p(r.minX + cw, r.minY)))
        segments.append(.close)
    }

    /// Adds a circular arc, preceded by a line from the current point to the arc's start (or a move on an empty path).
    ///
    /// Angles are in radians from the positive x-axis. In a y-up space, `clockwise == false` sweeps with
    /// increasing angle (counter-clockwise) and `true` with decreasing angle, as Apple's `CGPathAddArc`;
    /// on a flipped, y-down screen the visual direction is reversed. The sweep is the difference of the
    /// angles brought into the requested direction, at most one full turn. Traps on a negative radius.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        precondition(radius >= 0, "CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:): radius \(radius) is negative")
        let twoPi = 2 * Double.pi
        var sweep = Double(endAngle - startAngle)
        if clockwise {
            if sweep <= -twoPi {
                sweep = -twoPi
            } else if sweep > 0 {
                sweep = sweep.truncatingRemainder(dividingBy: twoPi) - twoPi
                if sweep == -twoPi { sweep = 0 }
            }
        } else {
            if sweep >= twoPi {
                sweep = twoPi
            } else if sweep < 0 {
                sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi
                if sweep == twoPi { sweep = 0 }
            }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: CGFloat(sweep), transform: transform)
    }

    /// Adds an arc of `delta` radians starting at `startAngle`, preceded by a line from the current point (or a move on an empty path).
    ///
    /// Positive `delta` sweeps counter-clockwise in a y-up space. Traps on a negative radius.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        precondition(radius >= 0, "CGMutablePath.addRelativeArc(center:radius:startAngle:delta:): radius \(radius) is negative")
        let (s, c) = CGAffineTransform.exactSinCos(Double(startAngle))
        let start = CGPoint(x: center.x + radius * CGFloat(c), y: center.y + radius * CGFloat(s))
        if segments.isEmpty {
            move(to: start, transform: transform)
        } else {
            prepareForSegment("addArc")
            segments.append(.line(start.applying(transform)))
        }
        appendArcCurves(center: center, radius: radius, startAngle: Double(startAngle), sweep: Double(delta), transform: transform)
    }

    /// Adds a line from the current point towards `tangent1End` and an arc of `radius` tangent to both lines `current→tangent1End` and `tangent1End→tangent2End`.
    ///
    /// Degenerate input (zero radius, coincident or collinear points) adds a line to `tangent1End`.
    /// Traps when the path has no current point.
    public func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        prepareForSegment("addArc(tangent1End:tangent2End:radius:)")
        precondition(radius >= 0, "CGMutablePath.addArc(tangent1End:tangent2End:radius:): radius \(radius) is negative")
        let p0 = currentPoint.applying(transform.inverted())
        let v1x = Double(p0.x - p1.x), v1y = Double(p0.y - p1.y)
        let v2x = Double(p2.x - p1.x), v2y = Double(p2.y - p1.y)
        let l1 = (v1x * v1x + v1y * v1y).squareRoot(), l2 = (v2x * v2x + v2y * v2y).squareRoot()
        let cross = v1x * v2y - v1y * v2x
        if radius == 0 || l1 == 0 || l2 == 0 || abs(cross) <= 1e-12 * l1 * l2 {
            segments.append(.line(p1.applying(transform)))
            return
        }
        let u1x = v1x / l1, u1y = v1y / l1, u2x = v2x / l2, u2y = v2y / l2
        let cosTheta = max(-1, min(1, u1x * u2x + u1y * u2y))
        let theta = acos(cosTheta)
        let r = Double(radius)
        let tangentDistance = r / tan(theta / 2)
        let t1 = CGPoint(x: Double(p1.x) + u1x * tangentDistance, y: Double(p1.y) + u1y * tangentDistance)
        var bx = u1x + u2x, by = u1y + u2y
        let bl = (bx * bx + by * by).squareRoot()
        bx /= bl
        by /= bl
        let centerDistance = r / sin(theta / 2)
        let center = CGPoint(x: Double(p1.x) + bx * centerDistance, y: Double(p1.y) + by * centerDistance)
        let start = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
        // The turn p0→p1→p2 is to the left when (p1-p0)×(p2-p1) > 0, which is -(v1 × v2).
        let sweepMagnitude = Double.pi - theta
        let sweep = -cross > 0 ? sweepMagnitude : -sweepMagnitude
        segments.append(.line(t1.applying(transform)))
        appendArcCurves(center: center, radius: radius, startAngle: start, sweep: sweep, transform: transform)
    }

    /// Appends cubic curves approximating an arc, at most a quarter turn each; a zero sweep appends nothing.
    func appendArcCurves(center: CGPoint, radius: CGFloat, startAngle: Double, sweep: Double,
                         transform: CGAffineTransform) {
        guard sweep != 0, radius > 0 else { return }
        let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4) * Double(radius)
        let cx = Double(center.x), cy = Double(center.y), r = Double(radius)
        var (s0, c0) = CGAffineTransform.exactSinCos(startAngle)
        for i in 1...count {
            let a1 = i == count ? startAngle + sweep : startAngle + step * Double(i)
            let (s1, c1) = CGAffineTransform.exactSinCos(a1)
            let ctrl1 = CGPoint(x: cx + r * c0 - k * s0, y: cy + r * s0 + k * c0)
            let ctrl2 = CGPoint(x: cx + r * c1 + k * s1, y: cy + r * s1 - k * c1)
            let end = CGPoint(x: cx + r * c1, y: cy + r * s1)
            segments.append(.cubic(ctrl1.applying(transform), ctrl2.applying(transform), end.applying(transform)))
            s0 = s1
            c0 = c1
        }
    }
}
