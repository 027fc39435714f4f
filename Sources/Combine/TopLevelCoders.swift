import Foundation

// Foundation's coders are Combine's top-level coders, as Apple's Combine makes them
// (https://developer.apple.com/documentation/combine/toplevelencoder), so
// `.decode(type: Model.self, decoder: JSONDecoder())` and `.encode(encoder: JSONEncoder())`
// compile unchanged.

extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
