import Foundation

// Foundation's coders are Combine's top-level coders, as Apple's Combine makes them
// (https://developer.apple.com/documentation/combine/toplevelencoder), so
// `.decode(type: Model.self, decoder: JSONDecoder())` and `.encode(encoder: JSONEncoder())`
// compile unchanged. The conformances are retroactive on purpose: Apple's Combine declares them, and
// Foundation on Linux, which has no Combine, never will.

extension JSONEncoder: @retroactive TopLevelEncoder {}
extension JSONDecoder: @retroactive TopLevelDecoder {}
extension PropertyListEncoder: @retroactive TopLevelEncoder {}
extension PropertyListDecoder: @retroactive TopLevelDecoder {}
