import CFreeType

extension CGFont {
    /// Returns the glyph that maps `character` in the font's Unicode character map, or nil when the font has none.
    @_spi(UIKit)
    public func glyph(for character: Unicode.Scalar) -> CGGlyph? {
        let index = withFace { FT_Get_Char_Index($0, FT_ULong(character.value)) }
        return index == 0 ? nil : CGGlyph(truncatingIfNeeded: index)
    }

    /// Returns the horizontal advance of `glyph` in font units, or nil when the index is out of range.
    @_spi(UIKit) @_spi(SpringBoard)
    public func advance(for glyph: CGGlyph) -> Int? {
        withFace { face in
            guard Int(glyph) < Int(face.pointee.num_glyphs) else { return nil }
            var advance: FT_Fixed = 0
            guard FT_Get_Advance(face, FT_UInt(glyph), CGFont.outlineLoadFlags, &advance) == 0 else { return nil }
            return Int(advance)
        }
    }

    /// Returns the kerning adjustment between `left` and `right`, in font units, from the font's `kern` table; 0 when it has none.
    @_spi(UIKit)
    public func kerning(left: CGGlyph, right: CGGlyph) -> Int {
        withFace { face in
            var vector = FT_Vector()
            guard FT_Get_Kerning(face, FT_UInt(left), FT_UInt(right), FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector) == 0
            else { return 0 }
            return Int(vector.x)
        }
    }

    /// Returns the unhinted outline of `glyph` in font units (y up, origin on the baseline), or nil when the index is out of range.
    ///
    /// Outlines are cached, so repeated calls return the same path object.
    @_spi(UIKit) @_spi(Simulator)
    public func path(for glyph: CGGlyph) -> CGPath? {
        withFace { face in
            if let cached = outlineCache[glyph] { return cached }
            guard Int(glyph) < Int(face.pointee.num_glyphs),
                  FT_Load_Glyph(face, FT_UInt(glyph), CGFont.outlineLoadFlags) == 0 else { return nil }
            let builder = OutlineBuilder()
            var funcs = FT_Outline_Funcs(
                move_to: { to, user in
                    let b = Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
                    b.path.closeSubpath()
                    b.path.move(to: OutlineBuilder.point(to!))
                    return 0
                },
                line_to: { to, user in
                    Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue().path.addLine(to: OutlineBuilder.point(to!))
                    return 0
                },
                conic_to: { control, to, user in
                    Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue().path
                        .addQuadCurve(to: OutlineBuilder.point(to!), control: OutlineBuilder.point(control!))
                    return 0
                },
                cubic_to: { c1, c2, to, user in
                    Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue().path
                        .addCurve(to: OutlineBuilder.point(to!), control1: OutlineBuilder.point(c1!), control2: OutlineBuilder.point(c2!))
                    return 0
                },
                shift: 0, delta: 0)
            let user = Unmanaged.passUnretained(builder).toOpaque()
            let error = FT_Outline_Decompose(&face.pointee.glyph.pointee.outline, &funcs, user)
            guard error == 0 else { return nil }
            builder.path.closeSubpath()
            let path = CGPath(segments: builder.path.segments)
            outlineCache[glyph] = path
            return path
        }
    }
}

/// Collects FreeType's outline callbacks into a path.
private final class OutlineBuilder {
    let path = CGMutablePath()

    static func point(_ v: UnsafePointer<FT_Vector>) -> CGPoint {
        CGPoint(x: CGFloat(v.pointee.x), y: CGFloat(v.pointee.y))
    }
}
