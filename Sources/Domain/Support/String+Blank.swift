extension String {
    /// Whether the string is empty or only white space.
    public var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
