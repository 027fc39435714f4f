@_exported import Foundation
// On Linux URLSession, URLRequest and URLProtocol live in FoundationNetworking; `import UIKit`
// brings them, as `import UIKit` brings all of Foundation on iOS.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import CoreGraphics
@_exported import QuartzCore
