/// The index of a glyph in a font, as Apple's `CGGlyph`.
public typealias CGGlyph = UInt16
