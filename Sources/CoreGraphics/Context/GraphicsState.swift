/// The part of a context's state that `saveGState()` saves and `restoreGState()` restores.
struct GraphicsState {
    var ctm = CGAffineTransform.identity
    var clip: ClipRegion
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var compositeOperator = CompositeOperator.sourceOver
    var shouldAntialias = true
    var interpolationQuality = CGInterpolationQuality.default
    var font: CGFont?
    var fontSize: CGFloat = 12
}
