import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif

/// `mvx bench echo --bytes N` (hidden): a program that does no work — it answers every read from
/// the terminal with `N` bytes of text, in raw mode, as an app answers a key with its frame.
///
/// `mvx bench keys` times it beside `cat`: `cat` never wakes (the terminal driver echoes the key
/// itself), so the gap between the two is what any app pays for being woken and writing a frame's
/// bytes, before it does anything — the part of a key's time no change to MVX can take away.
struct ZeroWorkAnswer: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "echo",
        abstract: "Answer every key with N bytes and do nothing else (the zero-work baseline of bench keys).",
        shouldDisplay: false
    )

    /// What a selection move on the profile writes (`mvx bench keys` prints each demo's bytes).
    static let profileFrameBytes = 356

    @Option(help: "Bytes written for each key read.")
    var bytes = profileFrameBytes

    func run() throws {
        var saved = termios()
        let isTerminal = tcgetattr(0, &saved) == 0
        if isTerminal {
            var raw = saved
            cfmakeraw(&raw)
            tcsetattr(0, TCSANOW, &raw)
        }
        defer { if isTerminal { tcsetattr(0, TCSANOW, &saved) } }
        let line = Array("Getting caching right — a row of text the size of a frame's. ".utf8)
        let frame = (0..<max(0, bytes)).map { line[$0 % line.count] }
        var input = [UInt8](repeating: 0, count: 256)
        while true {
            let count = input.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            // End of input, an error, or Ctrl-C (raw mode: no signal) ends it.
            guard count > 0, !input[0..<count].contains(3) else { return }
            _ = frame.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        }
    }
}
