/// Frames: what asks for one, when one is drawn, and drawing it (layout pass, draw into the grid,
/// encode the difference, one write).
extension Application {
    /// Asks for a frame that redraws the whole screen: drawn at once in the test driver, or within
    /// ``frameInterval`` while running. (A view asks for less with `setNeedsDisplay()`: only its rows.)
    public func setNeedsRender() {
        needsFullRedraw = true
        setNeedsFrame()
    }

    /// Asks for a frame without marking anything to redraw (its layout pass marks what moves).
    func setNeedsFrame() {
        guard !isRendering else { return }
        needsRender = true
        if isRunning && !isHandlingEvent { scheduleFrame() }
    }

    /// Asks for a frame that redraws the screen rows `rect` (screen coordinates) covers. Rows, not
    /// rectangles: a wide character is never cut, and rows are what the encoder compares.
    func setNeedsDisplay(in rect: Rect) {
        guard ignoresDisplayMarks == 0 else { return }
        let top = max(0, rect.minY), bottom = min(grids[0].size.height, rect.maxY)
        guard top < bottom, rect.width > 0, rect.maxX > 0, rect.minX < grids[0].size.width else { return }
        if marks.height != grids[0].size.height { marks.reset(height: grids[0].size.height) }
        marks.mark(rows: top..<bottom)
        setNeedsFrame()
    }

    /// Asks for the columns `rect` covers to be drawn again, not the whole rows: for a view that
    /// changes one narrow strip (a table's scroll indicator beside rows a scroll moved). No wide
    /// character may cross the strip's edges (the strip is drawn clipped to them).
    func setNeedsDisplay(inColumnsOf rect: Rect) {
        guard ignoresDisplayMarks == 0 else { return }
        let left = max(0, rect.minX), right = min(grids[0].size.width, rect.maxX)
        guard rect.minY < rect.maxY, left < right else { return }
        if marks.height != grids[0].size.height { marks.reset(height: grids[0].size.height) }
        marks.mark(columns: left..<right, rows: rect.minY..<rect.maxY)
        setNeedsFrame()
    }

    /// Moves what the last frame drew in `rect` (screen coordinates) by `dy` rows, as UIKit moves a
    /// scroll view's drawn layers instead of drawing them again: the grid's cells move, what was
    /// marked to redraw moves with them (and stays marked where it was), the rows the move uncovers
    /// are marked, and the encoder is told the moved rows changed (it finds the scroll and sends it
    /// as one). Returns false, moving nothing, when the last frame cannot be moved (none yet, a full
    /// redraw pending, `rect` off the screen): the caller then marks what it changes as usual.
    func moveDrawnContent(in rect: Rect, by dy: Int) -> Bool {
        let grid = grids[gridIndex]
        let size = grid.size
        guard isStarted, !needsFullRedraw, !lastFrameWasTooSmall, ignoresDisplayMarks == 0,
              dy != 0, abs(dy) < rect.height, rect.width > 0, rect.minX >= 0, rect.minY >= 0,
              rect.maxX <= size.width, rect.maxY <= size.height, marks.height == size.height else { return false }
        let broken = grid.moveRows(in: rect, by: dy)
        let uncovered = dy < 0 ? (rect.maxY + dy)..<rect.maxY : rect.minY..<(rect.minY + dy)
        marks.move(rows: rect.minY..<rect.maxY, by: dy, uncovered: uncovered, broken: broken,
                   movesBodies: rect.minX == 0 && rect.maxX >= size.width - 1)
        setNeedsFrame()
        return true
    }

    /// Runs `body` without marking anything to redraw (a table recycling cells a move of its drawn
    /// rows already covered).
    func withoutDisplayMarks(_ body: () -> Void) {
        ignoresDisplayMarks += 1
        defer { ignoresDisplayMarks -= 1 }
        body()
    }


    /// After an input event: draws the frame it asked for at once — the key's answer leaves in the
    /// same turn of the run loop, without waking the timer loop — unless a frame was drawn less
    /// than ``frameInterval`` ago (a burst of keys, a paste): then one frame is scheduled for the end
    /// of the interval and draws them all.
    func drawAfterEvent() {
        guard needsRender, isRunning, !frameScheduled else { return }
        if let last = lastFrameTime, elapsed() - last < frameInterval {
            scheduleFrame()
        } else {
            render()
        }
    }

    func scheduleFrame() {
        guard !frameScheduled else { return }
        frameScheduled = true
        var delay = Duration.zero
        if let last = lastFrameTime { delay = max(.zero, last + frameInterval - elapsed()) }
        schedule(after: delay) { [weak self] in
            guard let self else { return }
            self.frameScheduled = false
            if self.needsRender { self.render() }
        }
    }

    func resizeGrids(to size: Size) {
        for grid in grids where grid.size != size { grid.resize(to: size) }
    }

    /// The grid of the last frame.
    public var currentGrid: CellGrid { grids[gridIndex] }

    /// Work run at the start of every frame, before its layout pass, in the order added, for every
    /// application of the process. A binding that applies model changes on a later turn of the run
    /// loop (MVVM's `observe`) applies them here too, so a change reaches the frame of the key that
    /// made it instead of a second frame a frame interval later.
    public static func addFrameStartHandler(_ handler: @escaping @MainActor () -> Void) {
        frameStartHandlers.append(handler)
    }
    static var frameStartHandlers: [@MainActor () -> Void] = []

    /// Draws a frame now: layout pass, draw into the grid, encode the difference, one write.
    public func render() {
        guard isStarted, !isRendering else { return }
        isRendering = true
        defer { isRendering = false; needsRender = false }
        for handler in Self.frameStartHandlers { handler() }
        lastFrameTime = elapsed()
        frameTrace?.frameStarted()
        let size = grids[0].size
        if window.frame.size != size { window.frame = Rect(origin: .zero, size: size) }
        window.ensureFocus()
        // A layout may add, remove or hide the focused view (and a focus change asks for layout):
        // focus is checked again after one. Without a layout pending, nothing changed in between.
        if window.needsLayoutPass {
            window.layoutIfNeeded()
            window.ensureFocus()
            window.layoutIfNeeded()
        }
        frameTrace?.ended(.layout)
        let grid = grids[gridIndex]
        // The key-hint line is worked out at every frame (from the focused responder up) and its
        // row drawn again when it changed.
        if window.showsKeyHints, window.keyHintBar.superview === window, window.keyHintBar.contentChanged() {
            setNeedsDisplay(in: window.keyHintBar.frame)
        }
        let tooSmall = minimumSize != nil && isTerminalTooSmall
        let full = needsFullRedraw || tooSmall || lastFrameWasTooSmall || marks.height != grid.size.height
        var changedRows: [Bool]?
        var bodySources: [Int]?
        let counts = full ? (rows: grid.size.height, cells: grid.size.height * grid.size.width)
                          : marks.drawnCounts(width: grid.size.width)
        (lastFrameRedrawnRows, lastFrameRedrawnCells) = counts
        if full {
            grid.clear()
            let canvas = Canvas(grid: grid, origin: .zero, clip: Rect(origin: .zero, size: grid.size))
            if let minimumSize, tooSmall {
                drawTooSmall(needing: minimumSize, in: canvas)
            } else {
                window.drawHierarchy(in: canvas)
            }
            if !usesColor { grid.removeColors() }
        } else if !marks.isEmpty {
            changedRows = marks.changedRows
            bodySources = marks.bodySources(width: grid.size.width)
            window.drawRows(marks.wholeRows, into: grid, usesColor: usesColor)
            window.drawStrips(marks.strips, besides: marks.wholeRows, into: grid, usesColor: usesColor)
        } else {
            changedRows = Array(repeating: false, count: grid.size.height)
        }
        needsFullRedraw = false
        lastFrameWasTooSmall = tooSmall
        marks.reset(height: grid.size.height)
        if let changedRows, verifiesPartialRedraws { verifyPartialRedraw(of: grid, rows: changedRows) }
        frameTrace?.ended(.draw)
        var cursor: Point?
        if !isTerminalTooSmall, let view = window.firstResponder as? View, view.isVisibleOnScreen,
           let p = view.textCursorPosition {
            let screen = view.convert(p, to: nil)
            if Rect(origin: .zero, size: grid.size).contains(screen) { cursor = screen }
        }
        let bytes = encoder.encode(grid, cursor: cursor, changedRows: changedRows, bodySources: bodySources)
        frameTrace?.ended(.encode)
        lastFrameByteCount = bytes.count
        frameCount += 1
        if !bytes.isEmpty { terminal.write(bytes) }
        frameTrace?.ended(.write)
    }


    /// `Terminal too small (needs W×H)`, centred, wrapped onto as many lines as the width needs.
    func drawTooSmall(needing minimum: Size, in canvas: Canvas) {
        let size = canvas.bounds.size
        guard size.width > 0, size.height > 0 else { return }
        let text = texts.terminalTooSmall(needing: minimum)
        let lines = TextWidth.wrap(text, width: size.width)
        let top = max(0, (size.height - lines.count) / 2)
        for (i, line) in lines.prefix(size.height).enumerated() {
            let x = max(0, (size.width - TextWidth.width(of: line)) / 2)
            canvas.draw(line, at: Point(x: x, y: top + i), style: Theme.secondaryText)
        }
    }

    /// Forces the next frame to repaint the whole screen.
    public func invalidateScreen() {
        encoder.invalidate()
        setNeedsRender()
    }
}
