/// An immutable color ramp with colors at locations in 0...1, as Apple's `CGGradient`.
///
/// Colors are interpolated component-wise without premultiplication, as Core Graphics does, so a ramp
/// from opaque white to `CGColor.clear` passes through translucent gray.
public final class CGGradient: Sendable {
    /// Stops sorted by location: (location, r, g, b, a) with straight sRGB components.
    let stops: [(location: Double, r: Double, g: Double, b: Double, a: Double)]

    /// Creates a gradient from colors and matching locations, or returns nil for fewer than one color or a count mismatch.
    ///
    /// `locations` nil spaces the colors evenly from 0 to 1. Locations are clamped to 0...1 and sorted.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        let locs: [Double]
        if let locations {
            guard locations.count == colors.count else { return nil }
            locs = locations.map { min(1, max(0, Double($0))) }
        } else {
            locs = colors.count == 1 ? [0] : (0..<colors.count).map { Double($0) / Double(colors.count - 1) }
        }
        stops = zip(locs, colors).map { ($0, $1.rgba.r, $1.rgba.g, $1.rgba.b, $1.rgba.a) }.sorted { $0.location < $1.location }
    }

    /// Creates a gradient from `count` colors given as consecutive components with alpha in `space`, or nil when the arrays are too short.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: [CGFloat], locations: [CGFloat]?, count: Int) {
        let n = space.numberOfComponents + 1
        guard count > 0, components.count >= count * n, locations.map({ $0.count >= count }) ?? true else { return nil }
        let colors: [CGColor] = (0..<count).map { i in
            let c = Array(components[(i * n)..<(i * n + n)])
            return CGColor(space: space, clampedComponents: c)
        }
        self.init(colorsSpace: space, colors: colors, locations: locations.map { Array($0.prefix(count)) })
    }

    /// Returns the straight color at `t` in 0...1; before the first stop and after the last the end colors hold.
    func color(at t: Double) -> (r: Double, g: Double, b: Double, a: Double) {
        let first = stops[0], last = stops[stops.count - 1]
        if t <= first.location { return (first.r, first.g, first.b, first.a) }
        if t >= last.location { return (last.r, last.g, last.b, last.a) }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return (a.r + (b.r - a.r) * f, a.g + (b.g - a.g) * f, a.b + (b.b - a.b) * f, a.a + (b.a - a.a) * f)
        }
        return (last.r, last.g, last.b, last.a)
    }
}
