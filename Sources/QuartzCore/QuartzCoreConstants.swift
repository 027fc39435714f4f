import Foundation

/// The numbers that tune Core Animation's behaviour, each with the source of its value.
///
/// Apple's QuartzCore has none of these as API, so they are internal: app code cannot see them.
/// "Reference §n" is `shared/reference/uikit-behaviour.md`, with its confidence mark: [H]
/// documented or seen alike in several sources, [M] one good source, [L] folklore or inference.
/// A layer above QuartzCore that needs one gets it through SPI in
/// the group named after that layer (`@_spi(SpringBoard)`, say), never `public`.
@usableFromInline enum QuartzCoreConstants {
    // MARK: Time

    /// The display's refresh interval when its host does not give one: 1/60 s.
    ///
    /// Every iPhone the simulator models refreshes at 60 Hz (Apple's `CADisplayLink`
    /// documentation: the link fires at the display's native refresh rate). Usable from inline
    /// code only because `CAHostContext.init`'s default argument names it.
    @usableFromInline static let defaultFrameInterval: CFTimeInterval = 1.0 / 60.0

    // MARK: Animation

    /// The duration of implicit animations in a transaction that sets none: 0.25 s.
    ///
    /// Apple's `CATransaction.animationDuration()` documentation: "the default duration is 0.25
    /// seconds"; the same value is the duration of every layer's implicit actions.
    static let defaultAnimationDuration: CFTimeInterval = 0.25

    /// How close to rest (as a fraction of the distance) a spring must stay to count as settled: 0.001.
    ///
    /// Apple does not document `CASpringAnimation.settlingDuration`'s threshold (reference §6.4
    /// says only that it is computed [H]); 0.001 of the distance is below half a pixel for any
    /// on-screen move of under 500 points at 3× scale. OpenUIKit's choice.
    static let springSettlingThreshold = 0.001

    // MARK: Compositor

    /// The number of box blurs that approximate a shadow's Gaussian blur: 3.
    ///
    /// Apple's ImageEffects sample code (`UIImage+ImageEffects`) approximates a Gaussian by three
    /// box blurs; `ShadowGeometry.kernelSize` gives their width.
    static let shadowBlurPasses = 3

    /// The most damage boxes kept before neighbours are merged into bounding boxes: 8.
    ///
    /// Each box costs one culled walk of the layer tree, so a handful keeps that walk cheap while
    /// still separating far-apart changes (a clock in the status bar and a moving card, say).
    /// OpenUIKit's choice, measured with `Benchmarks`; Apple's compositor is not public.
    static let maximumDamageBoxCount = 8

    /// The most memory the compositor's cache of layer groups' pixels holds: 48 MiB.
    ///
    /// Four full screens of the largest phone (1290 × 2796 px is 14.4 MB), so a fading full-screen view,
    /// a sheet and the views beneath them stay cached together, while a phone's compositor never keeps
    /// more than about three times its own screen. OpenUIKit's choice; Apple's render server sizes its
    /// cache to the GPU's memory.
    static let layerContentCacheByteLimit = 48 << 20
}
