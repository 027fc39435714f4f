import Foundation

/// The size at which a page is sent the screen: the device's pixels (`deviceWidth` ×
/// `deviceHeight`) scaled to the pixels the page displays (`width` × `height`), never larger.
///
/// A page that shows the screen smaller than the device's pixels asks for frames at its size
/// (`display` message, `pixelsPerPoint`), so that it draws them one frame pixel to one canvas
/// pixel and the browser never downscales them: a browser's downscaling samples a few source
/// pixels per displayed pixel, so one-pixel hairlines vanish or not depending on where they fall.
/// The server area-averages instead (`BoxFilter`), where every device pixel counts by the area it
/// covers. Pure: the maps between the two grids round outward, so a damaged rectangle's scaled
/// rectangle covers every displayed pixel the damage touches.
struct FrameScale: Hashable, Sendable, CustomStringConvertible {
    var deviceWidth: Int
    var deviceHeight: Int
    var width: Int
    var height: Int

    /// The most pixels per point a page may ask for; anything from here up to the model's scale
    /// (3 at most) is the device's own pixels.
    static let maximumPixelsPerPoint = 16.0
    /// The fewest pixels per point a page is sent, a quarter pixel per point, however small it asks:
    /// below it nothing is legible, and a frame's cost per page stays bounded below.
    static let minimumPixelsPerPoint = 0.25

    /// The device's own pixels, unscaled.
    init(deviceWidth: Int, deviceHeight: Int) {
        self.init(deviceWidth: deviceWidth, deviceHeight: deviceHeight, width: deviceWidth, height: deviceHeight)
    }

    init(deviceWidth: Int, deviceHeight: Int, width: Int, height: Int) {
        precondition(deviceWidth > 0 && deviceHeight > 0 && (1...deviceWidth).contains(width) && (1...deviceHeight).contains(height),
                     "FrameScale: \(width)×\(height) is not a size within \(deviceWidth)×\(deviceHeight)")
        self.deviceWidth = deviceWidth
        self.deviceHeight = deviceHeight
        self.width = width
        self.height = height
    }

    /// The size for a page that displays `pixelsPerPoint` pixels per point of a screen of
    /// `deviceWidth` × `deviceHeight` pixels at `scale` pixels per point: each side's points
    /// times `pixelsPerPoint`, rounded to the nearest pixel (half up, as the page's geometry.js
    /// `framePixelSize` rounds), between `minimumPixelsPerPoint` and the device's pixels. A page
    /// that has not said (nil) gets the device's pixels.
    static func forPage(pixelsPerPoint: Double?, deviceWidth: Int, deviceHeight: Int, scale: Double) -> FrameScale {
        guard let pixelsPerPoint, pixelsPerPoint < scale else { return FrameScale(deviceWidth: deviceWidth, deviceHeight: deviceHeight) }
        let s = max(pixelsPerPoint, minimumPixelsPerPoint)
        func side(_ pixels: Int) -> Int {
            min(pixels, max(1, Int((Double(pixels) / scale * s).rounded(.toNearestOrAwayFromZero))))
        }
        return FrameScale(deviceWidth: deviceWidth, deviceHeight: deviceHeight, width: side(deviceWidth), height: side(deviceHeight))
    }

    /// Whether frames go at the device's own pixels.
    var isIdentity: Bool { width == deviceWidth && height == deviceHeight }

    var description: String { isIdentity ? "\(width)×\(height)" : "\(width)×\(height) from \(deviceWidth)×\(deviceHeight)" }

    /// The displayed pixels that device pixels `rect` touch (rounded outward).
    func scaled(_ rect: PixelRect) -> PixelRect {
        let x0 = rect.x * width / deviceWidth, y0 = rect.y * height / deviceHeight
        let x1 = (rect.maxX * width + deviceWidth - 1) / deviceWidth, y1 = (rect.maxY * height + deviceHeight - 1) / deviceHeight
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The device pixels that displayed pixels `rect` average (rounded outward).
    func source(of rect: PixelRect) -> PixelRect {
        let x0 = rect.x * deviceWidth / width, y0 = rect.y * deviceHeight / height
        let x1 = (rect.maxX * deviceWidth + width - 1) / width, y1 = (rect.maxY * deviceHeight + height - 1) / height
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
