import Foundation

/// Maps one page's timestamps (milliseconds on the browser's clock) to device seconds, so that
/// the intervals between the page's events are the user's own.
///
/// The first event is anchored at the device's current time; later events keep their distance
/// from the anchor. An event that would land after the device's present (the device's clock
/// paused while idle, or ran slower than the wall clock under load) or more than
/// `maximumLag` before it (a stale anchor) is re-anchored at the present. Results never
/// decrease, even if the browser's timestamps do.
struct BrowserTimeMapping {
    /// How far behind the device's present an event may be placed: longer than any interval the
    /// device's behaviour depends on (`TapCounter`'s 0.35 s tap interval), short enough that
    /// velocity estimates never span a stale gap.
    static let maximumLag: TimeInterval = 1.0

    private var anchor: (browser: Double, device: TimeInterval)?
    private var last: TimeInterval = -.infinity

    /// The device time for an event stamped `milliseconds` by the browser, applied at device time `now`.
    mutating func deviceTime(forBrowserMilliseconds milliseconds: Double, now: TimeInterval) -> TimeInterval {
        var time: TimeInterval
        if let anchor {
            time = anchor.device + (milliseconds - anchor.browser) / 1000
        } else {
            time = now
        }
        if time > now || time < now - Self.maximumLag || !time.isFinite {
            anchor = (milliseconds, now)
            time = now
        } else if anchor == nil {
            anchor = (milliseconds, now)
        }
        time = min(now, max(time, last))
        last = time
        return time
    }
}
