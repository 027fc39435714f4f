import Foundation
@_spi(QuartzCore) import CoreGraphics

extension CACompositor {
    /// Draws the shadow of the drawn layer `record` into `target`, within the screen pixels `cull`.
    ///
    /// The shape is the alpha of the layer's background, contents, border and sublayers, drawn
    /// offscreen shifted by the shadow offset into a bitmap that covers the shadow's visible part plus the
    /// blur's reach, so the pixels are the same however the screen is divided into damaged regions. It
    /// is blurred by three box blurs, tinted by the shadow colour times `shadowOpacity`, and composited;
    /// `masksToBounds` clips it to the rounded bounds, as it does in Core Animation. Pixels that the
    /// layer's own opaque background covers next are skipped.
    func drawShadow(_ record: LayerRecord, in target: DrawTarget, cull: PixelBox) {
        guard let node = record.node, let shadow = node.shadow else { return }
        var area = shadow.shadowBox(of: node.contentBox).intersection(cull)
        if node.state.masksToBounds { area = area.intersection(node.boundsBox) }
        let box = target.bitmapBox(of: area)
        let pieces = box.subtracting(opaqueInterior(of: node, in: target))
        guard !pieces.isEmpty else { return }
        let margin = shadow.margin
        withOffscreen(width: box.width + 2 * margin, height: box.height + 2 * margin,
                      originX: target.originX + CGFloat(box.x0 - margin) - shadow.dx,
                      originY: target.originY + CGFloat(box.y0 - margin) - shadow.dy) { shape in
            let contentCull = shape.screenBox.intersection(node.contentBox)
            if !contentCull.isEmpty {
                drawBody(record, in: shape, cull: contentCull, alpha: 1, castsShadow: false)
            }
            blurAlpha(of: shape, shadow)
            let colors = Self.shadowColors(shadow)
            for piece in pieces {
                let source = piece.offsetBy(dx: margin - box.x0, dy: margin - box.y0)
                tint(shape, within: source, colors)
                composite(shape, source, into: target, at: piece, alpha: 1,
                          clippedTo: node.state.masksToBounds ? node : nil)
            }
        }
    }

    /// The pixels of `target` that the node's opaque background certainly covers, drawn right after its shadow.
    private func opaqueInterior(of node: RenderNode, in target: DrawTarget) -> PixelBox {
        guard !node.opaqueBox.isEmpty else { return .empty }
        return PixelBox.interior(of: node.opaqueBox.cgRect.offsetBy(dx: -target.originX, dy: -target.originY))
    }

    /// Blurs the alpha of the whole `shape` bitmap into `shadowPlane`.
    private func blurAlpha(of shape: DrawTarget, _ shadow: ShadowGeometry) {
        let count = shape.width * shape.height
        if shadowPlane.count < count { shadowPlane = Array(repeating: 0, count: count) }
        let pixels = shape.buffer.bytes.assumingMemoryBound(to: UInt32.self)
        shadowPlane.withUnsafeMutableBufferPointer { planeBuffer in
            let plane = planeBuffer.baseAddress!
            for i in 0..<count { plane[i] = UInt8(truncatingIfNeeded: pixels[i] >> 24) }
            blur.blurPlane(plane, width: shape.width, height: shape.height, size: shadow.kernelSize,
                           passes: QuartzCoreConstants.shadowBlurPasses)
        }
    }

    /// Replaces the pixels `box` of `shape` by `colors` indexed by the blurred alpha in `shadowPlane`.
    private func tint(_ shape: DrawTarget, within box: PixelBox, _ colors: [UInt32]) {
        let width = shape.width
        let pixels = shape.buffer.bytes.assumingMemoryBound(to: UInt32.self)
        shadowPlane.withUnsafeBufferPointer { plane in
            colors.withUnsafeBufferPointer { table in
                for y in box.y0..<box.y1 {
                    for x in box.x0..<box.x1 { pixels[y * width + x] = table[Int(plane[y * width + x])] }
                }
            }
        }
    }

    /// The premultiplied shadow pixel for each blurred alpha 0...255: the colour at its alpha times `opacity` times the blurred alpha.
    static func shadowColors(_ shadow: ShadowGeometry) -> [UInt32] {
        let (red, green, blue, alpha) = straightComponents(of: shadow.color)
        let weight = Double(alpha * shadow.opacity)
        func byte(_ v: CGFloat) -> UInt32 { UInt32(max(0, min(255, (Double(v) * 255).rounded()))) }
        func times(_ c: UInt32, _ a: UInt32) -> UInt32 {
            let t = c * a + 128
            return (t + (t >> 8)) >> 8
        }
        let r = byte(red), g = byte(green), b = byte(blue)
        return (0...255).map { (level: Int) -> UInt32 in
            let a = UInt32(max(0, min(255, (weight * Double(level)).rounded())))
            return times(r, a) | times(g, a) << 8 | times(b, a) << 16 | a << 24
        }
    }

    /// The colour's straight red, green, blue and alpha in 0...1.
    static func straightComponents(of color: CGColor) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        let c = color.components ?? []
        switch color.colorSpace?.model {
        case .monochrome?:
            guard c.count >= 2 else { return (0, 0, 0, color.alpha) }
            return (c[0], c[0], c[0], c[1])
        case .rgb?, nil:
            guard c.count >= 4 else { return (0, 0, 0, color.alpha) }
            return (c[0], c[1], c[2], c[3])
        }
    }
}
