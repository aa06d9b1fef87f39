/// Part of ``TableView``: the scroll indicator, and what the table draws beside its cells.
extension TableView {
    func drawScrollIndicator(_ canvas: Canvas) {
        guard showsVerticalScrollIndicator, contentScrolls, totalRowCount > 0 else { return }
        let vh = viewportHeight
        guard vh > 0 else { return }
        let x = bounds.width - 1
        let rows = layoutEntries.compactMap { entry -> IndexPath? in
            if case .row(let ip) = entry.item { return ip }
            return nil
        }
        let firstIndex = rows.first.map { globalIndex($0) } ?? 0
        let lastIndex = rows.last.map { globalIndex($0) } ?? firstIndex
        let total = max(1, totalRowCount)
        let thumb = max(1, min(vh, (vh * (lastIndex - firstIndex + 1) + total - 1) / total))
        var top = (vh * firstIndex) / total
        if lastIndex == total - 1 { top = vh - thumb }
        top = min(max(0, top), vh - thumb)
        let track = Style(foreground: .gray, attributes: [.dim])
        let thumbStyle = Style(foreground: .gray)
        for y in 0..<vh {
            let inThumb = y >= top && y < top + thumb
            (inThumb ? Self.thumbRun : Self.trackRun)
                .draw(in: canvas, at: Point(x: x, y: viewportTop + y), style: inThumb ? thumbStyle : track)
        }
    }

    static let thumbRun = GlyphRun("┃")

    static let trackRun = GlyphRun("│")

    func globalIndex(_ indexPath: IndexPath) -> Int {
        (rowOffsets.indices.contains(indexPath.section) ? rowOffsets[indexPath.section] : 0) + indexPath.row
    }
}
