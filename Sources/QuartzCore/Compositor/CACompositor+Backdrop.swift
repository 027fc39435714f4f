import Foundation
@_spi(QuartzCore) import CoreGraphics

extension CACompositor {
    /// Draws the backdrop of the drawn backdrop layer `record` into `target`, within the screen pixels `cull`.
    ///
    /// What lies beneath the layer (every layer drawn before it, over the screen's clear colour) is
    /// drawn again into an offscreen bitmap covering the layer's visible region widened by the blur's
    /// reach and clipped to the screen, so the pixels are the same however the screen is divided into
    /// damaged regions, and beyond the screen's edges the blur repeats the edge pixels. When the layer
    /// is drawn onto the screen inside a redrawn box that holds that whole area, the screen already
    /// shows what lies beneath there, and the blur reads it from the screen into the bitmap
    /// instead. The bitmap is blurred as the backdrop's plan says, on cells aligned to the screen for
    /// a large σ (only the region's rows need to come out); what the region is drawn from (its own
    /// pixels, or the cells around it) is saturated and tinted by CoreGraphics' pixel stages (with a
    /// contrast fill, tinted by the colour its mean luma picks), and the region is composited with
    /// `alpha`, clipped to the layer's rounded bounds. Inside a bitmap that does not lie on whole
    /// screen pixels (a shadow's shape, where only coverage counts) the bounds are filled instead.
    func drawBackdrop(_ record: LayerRecord, _ backdrop: BackdropGeometry, in target: DrawTarget, cull: PixelBox,
                      alpha: CGFloat) {
        guard let node = record.node, let root = rootRecord else { return }
        let region = node.boundsBox.intersection(cull).intersection(target.screenBox)
        guard !region.isEmpty else { return }
        guard target.originX == target.originX.rounded(), target.originY == target.originY.rounded() else {
            let context = target.context
            context.saveGState()
            context.concatenate(target.userSpace(node.world))
            context.setAlpha(alpha)
            context.setFillColor(CGColor.black)
            context.addPath(CGPath(roundedRect: node.state.bounds, cornerWidth: node.cornerRadius,
                                   cornerHeight: node.cornerRadius, transform: nil))
            context.fillPath()
            context.restoreGState()
            return
        }
        let sample = region.expanded(by: backdrop.reach).intersection(screenBox)
        // Drawn straight onto the screen, inside a box being redrawn that holds the whole sample, the
        // screen already holds exactly what lies beneath, unless this layer is the box's occluder.
        let beneathIsOnScreen = target.buffer === screen && sample.intersection(redrawBox) == sample
            && reachedOccluder !== record
        withOffscreen(width: sample.width, height: sample.height, originX: CGFloat(sample.x0),
                      originY: CGFloat(sample.y0), cleared: !beneathIsOnScreen) { beneath in
            // On the screen, the blur's first pass reads what lies beneath from there, uncopied.
            let onScreen = beneathIsOnScreen
                ? CGPixelBitmap(pixels: screen.bytes.assumingMemoryBound(to: UInt32.self) + sample.y0 * pixelWidth + sample.x0,
                                width: sample.width, height: sample.height, rowPixels: pixelWidth)
                : nil
            if !beneathIsOnScreen {
                if isOpaque {
                    beneath.context.setFillColor(CGColor.black)
                    beneath.context.fill(CGRect(x: 0, y: 0, width: sample.width, height: sample.height))
                }
                let outer = (backdropStop, backdropStopReached, occluderPath)
                backdropStop = record
                backdropStopReached = false
                occluderPath = []
                drawLayer(root, in: beneath, cull: sample)
                (backdropStop, backdropStopReached, occluderPath) = outer
            }

            let pixels = beneath.buffer.bytes.assumingMemoryBound(to: UInt32.self)
            let source = region.offsetBy(dx: -sample.x0, dy: -sample.y0)
            blur.blur(CGPixelBitmap(pixels: pixels, width: sample.width, height: sample.height, rowPixels: sample.width),
                      plan: backdrop.blur, rows: source.y0..<source.y1, from: onScreen, origin: (sample.x0, sample.y0),
                      columns: source.x0..<source.x1) { blurred in
                if backdrop.saturation != 1 { CGPixelStages.saturate(blurred, by: backdrop.saturation) }
                let tint = backdrop.contrast.map { $0.color(overLuma: CGPixelStages.meanLuma(of: blurred)) } ?? backdrop.tint
                if let tint { CGPixelStages.tint(blurred, with: tint) }
            }
            composite(beneath, source, into: target,
                      at: region.offsetBy(dx: -Int(target.originX), dy: -Int(target.originY)), alpha: alpha,
                      clippedTo: node)
        }
    }
}
