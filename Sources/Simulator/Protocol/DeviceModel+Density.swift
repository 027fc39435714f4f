import SpringBoard

extension DeviceModel {
    /// The panel's pixels per inch, as Apple publishes them, for the page's Physical Size; nil
    /// for a model this table does not know (the page then assumes 163 ppi a point of scale).
    ///
    /// A table here rather than a stored property of `DeviceModel`, whose stored layout the
    /// simulator's device code depends on.
    var pixelsPerInch: Int? {
        switch identifier {
        case "iphone-3gs": return 163
        case "iphone-4", "iphone-6s", "iphone-8": return 326
        case "iphone-x": return 458
        case "iphone-15-pro": return 460
        default: return nil
        }
    }
}
