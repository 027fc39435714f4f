// Apple's combining publishers that OpenCombine 0.14 lacks: `Publishers.CombineLatest`,
// `CombineLatest3`, `CombineLatest4`, `Merge` through `Merge8` and `MergeMany`, with the
// `combineLatest(_:)` and `merge(with:)` operators
// (https://developer.apple.com/documentation/combine/publishers/combinelatest,
// https://developer.apple.com/documentation/combine/publishers/merge). Their behaviour is the
// engines' (CombiningEngines.swift).

extension Publishers {

    /// A publisher of the latest values of 2 publishers as a tuple, once each has sent one.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let engine = CombineLatestEngine(count: 2, downstream: subscriber) { values in (values[0] as! A.Output, values[1] as! B.Output) }
            let (a, b) = (self.a, self.b)
            engine.start([{ $0.attach(a, at: 0) }, { $0.attach(b, at: 1) }])
        }
    }

    /// A publisher of the latest values of 3 publishers as a tuple, once each has sent one.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, A.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let engine = CombineLatestEngine(count: 3, downstream: subscriber) { values in (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output) }
            let (a, b, c) = (self.a, self.b, self.c)
            engine.start([{ $0.attach(a, at: 0) }, { $0.attach(b, at: 1) }, { $0.attach(c, at: 2) }])
        }
    }

    /// A publisher of the latest values of 4 publishers as a tuple, once each has sent one.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let engine = CombineLatestEngine(count: 4, downstream: subscriber) { values in (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output, values[3] as! D.Output) }
            let (a, b, c, d) = (self.a, self.b, self.c, self.d)
            engine.start([{ $0.attach(a, at: 0) }, { $0.attach(b, at: 1) }, { $0.attach(c, at: 2) }, { $0.attach(d, at: 3) }])
        }
    }

    /// A publisher of the values of 2 publishers, as each sends them.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let engine = MergeEngine(count: 2, downstream: subscriber)
            let (a, b) = (self.a, self.b)
            engine.start([{ $0.attach(a, at: 0) }, { $0.attach(b, at: 1) }])
        }
    }

    /// A publisher of the values of 3 publishers, as each sends them.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let engine = MergeEngine(count: 3, downstream: subscriber)
            let (a, b, c) = (self.a, self.b, self.c)
            engine.start([{ $0.attach(a, at: 0) }, { $0.attach(b, at: 1) }, { $0.attach(c, at: 2) }])
        }
    }

    /// A publisher of the values of 4 publishers, as each sends them.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure, A.Output == D.Output, A.Failure == D.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let engine = MergeEngine(count: 4, downstream: subscriber)
            let (a, b, c, d) = (self.a, self.b, self.c, self.d)
            engine.start([{ $0.attach(a, at: 0) }, { $0.attach(b, at: 1) }, { $0.attach(c, at: 2) }, { $0.attach(d, at: 3) }])
        }
    }

    /// A publisher of the values of 5 publishers, as each sends them.
    public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure, A.Output == D.Output, A.Failure == D.Failure, A.Output == E.Output, A.Failure == E.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public let e: E

        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let engine = MergeEngine(count: 5, downstream: subscriber)
            let (a, b, c, d, e) = (self.a, self.b, self.c, self.d, self.e)
            engine.start([{ $0.attach(a, at: 0) }, { $0.attach(b, at: 1) }, { $0.attach(c, at: 2) }, { $0.attach(d, at: 3) }, { $0.attach(e, at: 4) }])
        }
    }

    /// A publisher of the values of 6 publishers, as each sends them.
    public struct Merge6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure, A.Output == D.Output, A.Failure == D.Failure, A.Output == E.Output, A.Failure == E.Failure, A.Output == F.Output, A.Failure == F.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public let e: E
        public let f: F

        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let engine = MergeEngine(count: 6, downstream: subscriber)
            let (a, b, c, d, e, f) = (self.a, self.b, self.c, self.d, self.e, self.f)
            engine.start([{ $0.attach(a, at: 0) }, { $0.attach(b, at: 1) }, { $0.attach(c, at: 2) }, { $0.attach(d, at: 3) }, { $0.attach(e, at: 4) }, { $0.attach(f, at: 5) }])
        }
    }

    /// A publisher of the values of 7 publishers, as each sends them.
    public struct Merge7<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure, A.Output == D.Output, A.Failure == D.Failure, A.Output == E.Output, A.Failure == E.Failure, A.Output == F.Output, A.Failure == F.Failure, A.Output == G.Output, A.Failure == G.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public let e: E
        public let f: F
        public let g: G

        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let engine = MergeEngine(count: 7, downstream: subscriber)
            let (a, b, c, d, e, f, g) = (self.a, self.b, self.c, self.d, self.e, self.f, self.g)
            engine.start([{ $0.attach(a, at: 0) }, { $0.attach(b, at: 1) }, { $0.attach(c, at: 2) }, { $0.attach(d, at: 3) }, { $0.attach(e, at: 4) }, { $0.attach(f, at: 5) }, { $0.attach(g, at: 6) }])
        }
    }

    /// A publisher of the values of 8 publishers, as each sends them.
    public struct Merge8<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure, A.Output == D.Output, A.Failure == D.Failure, A.Output == E.Output, A.Failure == E.Failure, A.Output == F.Output, A.Failure == F.Failure, A.Output == G.Output, A.Failure == G.Failure, A.Output == H.Output, A.Failure == H.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public let e: E
        public let f: F
        public let g: G
        public let h: H

        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
            self.h = h
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let engine = MergeEngine(count: 8, downstream: subscriber)
            let (a, b, c, d, e, f, g, h) = (self.a, self.b, self.c, self.d, self.e, self.f, self.g, self.h)
            engine.start([{ $0.attach(a, at: 0) }, { $0.attach(b, at: 1) }, { $0.attach(c, at: 2) }, { $0.attach(d, at: 3) }, { $0.attach(e, at: 4) }, { $0.attach(f, at: 5) }, { $0.attach(g, at: 6) }, { $0.attach(h, at: 7) }])
        }
    }

    /// A publisher of the values of any number of publishers of one type, as each sends them.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let engine = MergeEngine(count: publishers.count, downstream: subscriber)
            engine.start(publishers.enumerated().map { index, publisher in { $0.attach(publisher, at: index) } })
        }

        /// This publisher with `other` added.
        public func merge(with other: Upstream) -> MergeMany {
            MergeMany(publishers + [other])
        }
    }
}

extension Publisher {

    /// The latest values of this and 1 other publisher, as a tuple.
    public func combineLatest<P>(_ p: P) -> Publishers.CombineLatest<Self, P> where P: Publisher, Failure == P.Failure {
        Publishers.CombineLatest(self, p)
    }

    /// The latest values of this and 1 other publisher, combined by `transform`.
    public func combineLatest<P, T>(_ p: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P: Publisher, Failure == P.Failure {
        Publishers.CombineLatest(self, p).map(transform)
    }

    /// The latest values of this and 2 other publishers, as a tuple.
    public func combineLatest<P, Q>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q> where P: Publisher, Q: Publisher, Failure == P.Failure, Failure == Q.Failure {
        Publishers.CombineLatest3(self, p, q)
    }

    /// The latest values of this and 2 other publishers, combined by `transform`.
    public func combineLatest<P, Q, T>(_ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where P: Publisher, Q: Publisher, Failure == P.Failure, Failure == Q.Failure {
        Publishers.CombineLatest3(self, p, q).map(transform)
    }

    /// The latest values of this and 3 other publishers, as a tuple.
    public func combineLatest<P, Q, R>(_ p: P, _ q: Q, _ r: R) -> Publishers.CombineLatest4<Self, P, Q, R> where P: Publisher, Q: Publisher, R: Publisher, Failure == P.Failure, Failure == Q.Failure, Failure == R.Failure {
        Publishers.CombineLatest4(self, p, q, r)
    }

    /// The latest values of this and 3 other publishers, combined by `transform`.
    public func combineLatest<P, Q, R, T>(_ p: P, _ q: Q, _ r: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T> where P: Publisher, Q: Publisher, R: Publisher, Failure == P.Failure, Failure == Q.Failure, Failure == R.Failure {
        Publishers.CombineLatest4(self, p, q, r).map(transform)
    }

    /// The values of this and 1 other publisher, as each sends them.
    public func merge<B>(with b: B) -> Publishers.Merge<Self, B> where B: Publisher, Output == B.Output, Failure == B.Failure {
        Publishers.Merge(self, b)
    }

    /// The values of this and 2 other publishers, as each sends them.
    public func merge<B, C>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C> where B: Publisher, C: Publisher, Output == B.Output, Failure == B.Failure, Output == C.Output, Failure == C.Failure {
        Publishers.Merge3(self, b, c)
    }

    /// The values of this and 3 other publishers, as each sends them.
    public func merge<B, C, D>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D> where B: Publisher, C: Publisher, D: Publisher, Output == B.Output, Failure == B.Failure, Output == C.Output, Failure == C.Failure, Output == D.Output, Failure == D.Failure {
        Publishers.Merge4(self, b, c, d)
    }

    /// The values of this and 4 other publishers, as each sends them.
    public func merge<B, C, D, E>(with b: B, _ c: C, _ d: D, _ e: E) -> Publishers.Merge5<Self, B, C, D, E> where B: Publisher, C: Publisher, D: Publisher, E: Publisher, Output == B.Output, Failure == B.Failure, Output == C.Output, Failure == C.Failure, Output == D.Output, Failure == D.Failure, Output == E.Output, Failure == E.Failure {
        Publishers.Merge5(self, b, c, d, e)
    }

    /// The values of this and 5 other publishers, as each sends them.
    public func merge<B, C, D, E, F>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F) -> Publishers.Merge6<Self, B, C, D, E, F> where B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, Output == B.Output, Failure == B.Failure, Output == C.Output, Failure == C.Failure, Output == D.Output, Failure == D.Failure, Output == E.Output, Failure == E.Failure, Output == F.Output, Failure == F.Failure {
        Publishers.Merge6(self, b, c, d, e, f)
    }

    /// The values of this and 6 other publishers, as each sends them.
    public func merge<B, C, D, E, F, G>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) -> Publishers.Merge7<Self, B, C, D, E, F, G> where B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, Output == B.Output, Failure == B.Failure, Output == C.Output, Failure == C.Failure, Output == D.Output, Failure == D.Failure, Output == E.Output, Failure == E.Failure, Output == F.Output, Failure == F.Failure, Output == G.Output, Failure == G.Failure {
        Publishers.Merge7(self, b, c, d, e, f, g)
    }

    /// The values of this and 7 other publishers, as each sends them.
    public func merge<B, C, D, E, F, G, H>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) -> Publishers.Merge8<Self, B, C, D, E, F, G, H> where B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher, Output == B.Output, Failure == B.Failure, Output == C.Output, Failure == C.Failure, Output == D.Output, Failure == D.Failure, Output == E.Output, Failure == E.Failure, Output == F.Output, Failure == F.Failure, Output == G.Output, Failure == G.Failure, Output == H.Output, Failure == H.Failure {
        Publishers.Merge8(self, b, c, d, e, f, g, h)
    }
}
