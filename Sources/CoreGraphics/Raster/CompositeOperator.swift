/// The blend equations the rasterizer implements, chosen from a `CGBlendMode`.
enum CompositeOperator {
    /// Source over destination.
    case sourceOver
    /// Source replaces destination where covered.
    case copy
    /// Destination is erased where covered.
    case clear
}
