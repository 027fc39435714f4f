extension CGContext {
    /// Fills the clip area with `gradient` along the axis from `start` to `end` in user space.
    ///
    /// Points project perpendicularly onto the axis; only the band between the two perpendiculars
    /// through `start` and `end` is painted unless `options` extends the end colors beyond them. The
    /// band's edges are anti-aliased. Coincident start and end points draw nothing.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
        let length = (dx * dx + dy * dy).squareRoot()
        let device = userToDevice
        let det = device.a * device.d - device.b * device.c
        guard length > 0, det != 0, det.isFinite, !state.clip.bounds.isEmpty else { return }
        // Reach: a distance in user space beyond which the clip area cannot extend from `start`.
        let clipUser = state.clip.bounds.cgRect.applying(device.inverted())
        let corners = [CGPoint(x: clipUser.minX, y: clipUser.minY), CGPoint(x: clipUser.maxX, y: clipUser.minY),
                       CGPoint(x: clipUser.minX, y: clipUser.maxY), CGPoint(x: clipUser.maxX, y: clipUser.maxY)]
        let reach = corners.map { Double(hypot($0.x - start.x, $0.y - start.y)) }.max()! + length + 1
        let ux = dx / length, uy = dy / length
        let nx = -uy, ny = ux
        let back = options.contains(.drawsBeforeStartLocation) ? reach : 0
        let forward = options.contains(.drawsAfterEndLocation) ? reach : 0
        let sx = Double(start.x) - ux * back, sy = Double(start.y) - uy * back
        let ex = Double(end.x) + ux * forward, ey = Double(end.y) + uy * forward
        let band = [CGPoint(x: sx + nx * reach, y: sy + ny * reach), CGPoint(x: sx - nx * reach, y: sy - ny * reach),
                    CGPoint(x: ex - nx * reach, y: ey - ny * reach), CGPoint(x: ex + nx * reach, y: ey + ny * reach)]
        let polygon = FlatSubpath(points: band.map { $0.applying(device) }, isClosed: true, isCurveInterior: [])
        let shader = LinearGradientShader(gradient: gradient, start: start, end: end, userToDevice: device, kernels: pixelKernels)
        render([polygon], rule: .winding, paint: .shader(shader, alpha: alphaByte))
    }
}
