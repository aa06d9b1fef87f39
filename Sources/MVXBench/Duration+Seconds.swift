extension Duration {
    /// The duration in seconds, as the benches report it.
    public var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
