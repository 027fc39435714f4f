extension CGContext {
    /// Sets the font used by `showGlyphs(_:at:)`; part of the graphics state.
    public func setFont(_ font: CGFont) {
        state.font = font
    }

    /// Sets the text size in text-space units (an em square of `size` by `size`); part of the graphics state; the default is 12.
    public func setFontSize(_ size: CGFloat) {
        state.fontSize = size
    }

    /// The origin of text space in user space: the translation of `textMatrix`.
    public var textPosition: CGPoint {
        get { CGPoint(x: textMatrix.tx, y: textMatrix.ty) }
        set {
            textMatrix.tx = newValue.x
            textMatrix.ty = newValue.y
        }
    }

    /// Fills `glyphs` of the current font with the fill color, each with its origin at the matching position in text space.
    ///
    /// Glyph outlines are unhinted, scaled from font units to `fontSize` text units, placed at their
    /// position, mapped through `textMatrix` into user space and through the CTM, then filled with the
    /// winding rule, so transforms, clipping, alpha and blend mode apply as to any fill. Traps when no
    /// font is set or the arrays' counts differ.
    public func showGlyphs(_ glyphs: [CGGlyph], at positions: [CGPoint]) {
        guard let font = state.font else {
            preconditionFailure("CGContext.showGlyphs(_:at:): no font is set; call setFont(_:) first")
        }
        precondition(glyphs.count == positions.count,
                     "CGContext.showGlyphs(_:at:): \(glyphs.count) glyphs but \(positions.count) positions")
        let scale = state.fontSize / CGFloat(font.unitsPerEm)
        let textToDevice = textMatrix.concatenating(userToDevice)
        var polygons: [FlatSubpath] = []
        for (glyph, position) in zip(glyphs, positions) {
            guard let outline = font.path(for: glyph), !outline.isEmpty else { continue }
            let glyphToDevice = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: position.x, ty: position.y)
                .concatenating(textToDevice)
            polygons += PathFlattener.flatten(outline.segments, transform: glyphToDevice, tolerance: CoreGraphicsConstants.deviceFlatteningTolerance)
        }
        render(polygons, rule: .winding, paint: solidPaint(state.fillColor))
    }
}
