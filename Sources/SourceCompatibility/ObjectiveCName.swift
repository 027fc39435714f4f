/// Objective-C selector names as the Swift compiler gives them to `@objc` members.
///
/// A method `tick()` is `tick`; `tick(_:)` is `tick:`; `move(_:to:)` is `move:to:`. A first
/// argument label joins the base name, capitalized, after "With" unless the label starts with a
/// preposition or the base name ends with one: `load(url:)` is `loadWithUrl:`, `scroll(to:)` is
/// `scrollTo:`, `didSelect(at:)` is `didSelectAt:`. A property's getter is its name and its setter
/// `set` and the capitalized name, with a colon. These are the rules of the compiler's
/// `AbstractFunctionDecl::getObjCSelector` and `VarDecl::getObjCSetterSelector`, with its list of
/// prepositions (swift/include/swift/Basic/PartsOfSpeech.def).
enum ObjectiveCName {
    /// The selector name of a method with base name `base` and argument labels `labels`
    /// (`"_"` or `""` for an unlabelled argument).
    static func method(base: String, labels: [String]) -> String {
        guard let first = labels.first else { return base }
        let firstLabel = first == "_" ? "" : first
        var head = base
        if !firstLabel.isEmpty {
            if !prepositions.contains(firstWord(of: firstLabel)) && !prepositions.contains(lastWord(of: base)) {
                head += "With"
            }
            head += sentenceCase(firstLabel)
        }
        let rest = labels.dropFirst().map { $0 == "_" ? "" : $0 }
        return ([head] + rest).map { $0 + ":" }.joined()
    }

    /// The selector name of the getter of a property named `name`.
    static func getter(_ name: String) -> String { name }

    /// The selector name of the setter of a property named `name`.
    static func setter(_ name: String) -> String { "set" + sentenceCase(name) + ":" }

    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
        "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
        "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
    ]

    private static func sentenceCase(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// The first camel-case word, lowercased: "atIndex" → "at", "URL" → "url".
    private static func firstWord(of name: String) -> String {
        words(of: name).first?.lowercased() ?? ""
    }

    /// The last camel-case word, lowercased: "scrollTo" → "to".
    private static func lastWord(of name: String) -> String {
        words(of: name).last?.lowercased() ?? ""
    }

    /// Camel-case words: a new word starts at an upper-case letter after a lower-case one, and
    /// at the last capital of a run of capitals followed by a lower-case letter ("URLString" →
    /// "URL", "String").
    private static func words(of name: String) -> [String] {
        let characters = Array(name.trimmingUnderscores)
        var words: [String] = []
        var current = ""
        for (i, c) in characters.enumerated() {
            let previous = i > 0 ? characters[i - 1] : nil
            let next = i + 1 < characters.count ? characters[i + 1] : nil
            let startsWord = c.isUppercase && previous != nil
                && (previous!.isLowercase || previous!.isNumber || (next?.isLowercase ?? false))
            if startsWord && !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(c)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

private extension String {
    var trimmingUnderscores: Substring {
        self.drop { $0 == "_" }
    }
}
