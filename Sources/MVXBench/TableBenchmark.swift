#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MVXGallery
import TerminalUI
import TerminalUITesting

/// What ``TableBenchmark/run(samples:)`` measured. Print it with `description`.
public struct TableBenchmarkResult: Sendable, CustomStringConvertible {
    /// The screen size used.
    public var screen: Size
    /// Rows in the timed table.
    public var rows: Int
    /// Selection moves timed.
    public var samples: Int
    /// Median wall time of one selection move (handle key + layout + draw + diff + encode).
    public var selectionMoveMedian: Duration
    /// 99th percentile of the same.
    public var selectionMoveP99: Duration
    /// Median bytes written for one selection move inside the visible rows.
    public var bytesPerSelectionMove: Int
    /// Largest bytes written for one selection move inside the visible rows.
    public var maxBytesPerSelectionMove: Int
    /// Median wall time of a move that scrolls the table by one row.
    public var scrollMoveMedian: Duration
    /// 99th percentile of the same.
    public var scrollMoveP99: Duration
    /// Median bytes written for a move past the bottom (the table scrolls by one row).
    public var bytesPerScrollLine: Int
    /// Largest bytes written for such a move.
    public var maxBytesPerScrollLine: Int
    /// Bytes of a full repaint of the screen.
    public var fullRepaintBytes: Int
    /// Cells on the screen (width × height), for comparison with ``fullRepaintBytes``.
    public var cellCount: Int
    /// Resident memory growth after building, showing and scrolling to the end of a 1,000-row table.
    public var residentBytesThousandRows: Int
    /// Resident memory growth after the same with 1,000,000 rows.
    public var residentBytesMillionRows: Int
    /// Cells the 1,000-row table created.
    public var cellsThousandRows: Int
    /// Cells the 1,000,000-row table created.
    public var cellsMillionRows: Int
    /// Whether the headless terminal emulator, fed the same frames, showed exactly what was drawn.
    public var emulatorAgrees: Bool

    /// A readable multi-line report.
    public var description: String {
        func ms(_ d: Duration) -> String {
            let micro = d.inSeconds * 1_000_000
            let value = (micro / 1000 * 1000).rounded() / 1000
            return "\(value) ms"
        }
        func kib(_ bytes: Int) -> String { "\(bytes / 1024) KiB" }
        return """
        TerminalUI table benchmark (\(screen.width)×\(screen.height), \(rows) rows, \(samples) samples)
          selection move: median \(ms(selectionMoveMedian)), p99 \(ms(selectionMoveP99)); \
        \(bytesPerSelectionMove) bytes (max \(maxBytesPerSelectionMove))
          one-row scroll: median \(ms(scrollMoveMedian)), p99 \(ms(scrollMoveP99)); \
        \(bytesPerScrollLine) bytes (max \(maxBytesPerScrollLine))
          full repaint:   \(fullRepaintBytes) bytes for \(cellCount) cells
          memory:         1,000 rows +\(kib(residentBytesThousandRows)) resident, \(cellsThousandRows) cells; \
        1,000,000 rows +\(kib(residentBytesMillionRows)) resident, \(cellsMillionRows) cells
          emulator agrees with drawn frames: \(emulatorAgrees ? "yes" : "NO")
        """
    }
}

/// The table view benchmark behind `mvx bench toolkit`: a 100×30 app with a 10,000-row table of mixed
/// Chinese and ASCII rows.
@MainActor
public enum TableBenchmark {
    /// Measures selection moves, one-row scrolls, a full repaint and memory (see ``TableBenchmarkResult``).
    /// Timing runs on a device that only counts bytes, so the emulator's work is not measured; a second
    /// pass replays moves into a ``HeadlessTerminal`` to check the frames decode to what was drawn.
    public static func run(samples: Int = 500, screen: Size = Size(width: 100, height: 30), rows: Int = 10_000) -> TableBenchmarkResult {
        let clock = ContinuousClock()

        // Selection moves inside the visible rows.
        let (app, table) = makeApp(rows: rows, screen: screen, terminal: CountingTerminal(size: screen))
        let visible = max(2, screen.height - 2)
        var moveTimes: [Duration] = []
        var moveBytes: [Int] = []
        var down = true
        var position = 0
        for _ in 0..<max(1, samples) {
            let key: Key = down ? .down : .up
            let start = clock.now
            app.handle(.key(key))
            app.render()
            moveTimes.append(start.duration(to: clock.now))
            moveBytes.append(app.lastFrameByteCount)
            position += down ? 1 : -1
            if position >= visible - 1 { down = false } else if position <= 0 { down = true }
        }

        // Moves past the bottom: each scrolls the table by one row.
        app.handle(.key(.home))
        app.render()
        for _ in 0..<(visible + 2) { app.handle(.key(.down)); app.render() }
        var scrollTimes: [Duration] = []
        var scrollBytes: [Int] = []
        for _ in 0..<max(1, samples) {
            let start = clock.now
            app.handle(.key(.down))
            app.render()
            scrollTimes.append(start.duration(to: clock.now))
            scrollBytes.append(app.lastFrameByteCount)
        }
        _ = table

        // Full repaint.
        app.invalidateScreen()
        app.render()
        let full = app.lastFrameByteCount

        // Correctness: the emulator shows what was drawn.
        let headless = HeadlessTerminal(size: screen)
        let (checkApp, _) = makeApp(rows: rows, screen: screen, terminal: headless)
        var agrees = headless.screenText == checkApp.currentGrid.textLines()
        for key in [Key.down, .down, .pageDown, .down, .end, .up, .home] + Array(repeating: Key.down, count: 40) {
            checkApp.handle(.key(key))
            checkApp.render()
            if headless.screenText != checkApp.currentGrid.textLines() { agrees = false }
        }

        // Memory: 1,000 rows vs 1,000,000 rows (after a warm-up run, so one-time allocations do not count).
        _ = memoryProbe(rows: 1_000, screen: screen)
        let (smallResident, smallCells) = memoryProbe(rows: 1_000, screen: screen)
        let (largeResident, largeCells) = memoryProbe(rows: 1_000_000, screen: screen)

        return TableBenchmarkResult(
            screen: screen, rows: rows, samples: max(1, samples),
            selectionMoveMedian: percentile(moveTimes, 0.5), selectionMoveP99: percentile(moveTimes, 0.99),
            bytesPerSelectionMove: percentile(moveBytes, 0.5), maxBytesPerSelectionMove: moveBytes.max() ?? 0,
            scrollMoveMedian: percentile(scrollTimes, 0.5), scrollMoveP99: percentile(scrollTimes, 0.99),
            bytesPerScrollLine: percentile(scrollBytes, 0.5), maxBytesPerScrollLine: scrollBytes.max() ?? 0,
            fullRepaintBytes: full, cellCount: screen.width * screen.height,
            residentBytesThousandRows: smallResident, residentBytesMillionRows: largeResident,
            cellsThousandRows: smallCells, cellsMillionRows: largeCells,
            emulatorAgrees: agrees
        )
    }

    private static func makeApp(rows: Int, screen: Size, terminal: any TerminalDevice) -> (Application, BigTableViewController) {
        let app = Application(terminal: terminal, clock: ContinuousClock())
        let screenController = BigTableViewController(rowCount: rows)
        app.rootViewController = screenController
        try? app.start()
        app.render()
        return (app, screenController)
    }

    private static func memoryProbe(rows: Int, screen: Size) -> (Int, Int) {
        let before = residentBytes()
        let (app, controller) = makeApp(rows: rows, screen: screen, terminal: CountingTerminal(size: screen))
        for key in [Key.pageDown, .pageDown, .end, .pageUp, .home] {
            app.handle(.key(key))
            app.render()
        }
        let after = residentBytes()
        let cells = controller.tableView.createdCellCount
        withExtendedLifetime(app) {}
        return (max(0, after - before), cells)
    }

    private static func percentile<T: Comparable>(_ values: [T], _ p: Double) -> T {
        let sorted = values.sorted()
        let index = min(sorted.count - 1, max(0, Int((Double(sorted.count - 1) * p).rounded(.up))))
        return sorted[index]
    }

    /// Resident set size of this process from `/proc/self/statm` (0 where unavailable).
    static func residentBytes() -> Int {
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 256)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return 0 }
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// A terminal device that only counts the bytes written: for timing the app without the cost
/// of an emulator (benchmarks), where ``HeadlessTerminal`` would also decode every frame.
public final class CountingTerminal: TerminalDevice, @unchecked Sendable {
    /// The terminal's size (fixed).
    public let size: Size
    /// Bytes written so far.
    public private(set) var bytes = 0
    /// Never delivers input: drive the app with ``Application/handle(_:)``.
    public let events: AsyncStream<InputEvent> = AsyncStream { _ in }
    /// A counting terminal of `size`.
    public init(size: Size) { self.size = size }
    public func start() throws {}
    public func stop() {}
    public func write(_ bytes: [UInt8]) { self.bytes += bytes.count }
}
