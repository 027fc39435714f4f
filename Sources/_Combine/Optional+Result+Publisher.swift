// Apple's spelling of the publishers of an optional and a result, `Optional.Publisher` and
// `Result.Publisher` with their `publisher` properties
// (https://developer.apple.com/documentation/swift/optional/publisher,
// https://developer.apple.com/documentation/swift/result/publisher).
//
// OpenCombine declares these only where no module named Combine can be imported (this one is
// `_Combine`, so it does); declared here too, they are Apple's whatever OpenCombine decides: a
// declaration of this module shadows the same one of OpenCombine, which it imports.

extension Optional {
    /// The publisher of an optional: its value once, then finished, or finished at once when nil.
    public typealias Publisher = OCombine.Publisher

    /// A publisher of this optional's value.
    public var publisher: Publisher { ocombine.publisher }
}

extension Result {
    /// The publisher of a result: its success once, then finished, or its failure.
    public typealias Publisher = OCombine.Publisher

    /// A publisher of this result.
    public var publisher: Publisher { ocombine.publisher }
}
