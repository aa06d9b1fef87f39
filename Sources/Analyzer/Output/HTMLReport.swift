import Foundation

/// The report as one self-contained HTML page: inline SVG charts (the module graph, instability
/// against abstractness with the main sequence, the largest types), tables, no JavaScript.
struct HTMLReport {
    let report: AnalysisReport

    static let colors: [String: String] = [
        "massive-mvc": "#d62728", "mvc": "#ff7f0e", "mvp": "#2ca02c", "mvvm": "#1f77b4",
        "mvi": "#9467bd", "viper": "#8c564b", "vip": "#bcbd22", "ribs": "#17becf", "mv": "#98df8a",
        "mvc-plus": "#e377c2", "unknown": "#9a9a9a",
    ]

    private var modules: [ModuleReport] { report.modules.filter { !$0.test } }

    func render() -> String {
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <title>\(escape(report.root)) — mvx analyze</title>
            <style>
            body { font: 14px/1.45 -apple-system, system-ui, sans-serif; margin: 2em auto; max-width: 1100px; color: #222; padding: 0 1em; }
            h1 { font-size: 1.5em; } h2 { font-size: 1.2em; margin-top: 2em; }
            table { border-collapse: collapse; margin: .5em 0; } td, th { padding: 2px 10px; border-bottom: 1px solid #eee; text-align: left; }
            td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
            svg { background: #fcfcfc; border: 1px solid #eee; }
            svg text { font: 11px system-ui, sans-serif; fill: #333; }
            .legend span { display: inline-block; margin-right: 1em; } .legend i { display: inline-block; width: .8em; height: .8em; border-radius: 50%; margin-right: .3em; }
            </style></head><body>
            <h1>\(escape(report.root))</h1>
            <p>\(report.files.grouped) files, \(report.lines.grouped) code lines (not blank, not only a comment), \(report.modules.count) modules.</p>
            <p><strong>Pattern: \(escape(report.pattern.label))</strong> (confidence \(report.pattern.confidence.twoDecimals))</p>
            <ul>\(report.pattern.evidence.map { "<li>\(escape($0))</li>" }.joined())</ul>

            """
        html += "<h2>Module graph</h2>\n<p>An arrow points from a module to one whose types it mentions; a circle's area follows the module's lines, its colour the module's pattern guess. Test modules are left out.</p>\n"
        html += legend() + moduleGraph()
        html += "<h2>Instability and abstractness</h2>\n<p>I = Ce / (Ca + Ce), A = protocols / types. Modules near the dashed main sequence (A + I = 1) balance the two; the lower left is rigid and concrete, the upper right abstract and unused. Larger modules are labelled first; hover a dot for any other.</p>\n"
        html += mainSequence()
        html += "<h2>Largest types</h2>\n<p>Code lines of each type with all its extensions.</p>\n" + largestTypes()
        html += "<h2>Modules</h2>\n" + moduleTable()
        html += "<h2>Smells</h2>\n" + smellTable()
        if let violations = report.violations {
            html += "<h2>Rules</h2>\n"
            html += "<p>\(escape(report.rules?.line ?? "Rules: none broken"))</p>\n"
            if !violations.isEmpty {
                html += "<ul>" + violations.map {
                    "<li><code>\(escape("\($0.file):\($0.line):\($0.column)"))</code>: \(escape($0.detail)) — \(escape($0.rule)) (\(escape($0.rulesFile ?? "rules")) line \($0.ruleLine))\($0.baselined ? " (in the baseline)" : "")"
                        + ($0.why.map { "<br>why: \(escape($0))" } ?? "") + ($0.fix.map { "<br>fix: \(escape($0))" } ?? "") + "</li>"
                }.joined() + "</ul>\n"
            }
            if let skipped = report.rules?.skipped, !skipped.isEmpty {
                html += "<p>Skipped, naming nothing the tree has:</p>\n<ul>" + skipped.map {
                    "<li>\(escape($0.rule)) (\(escape($0.rulesFile ?? "rules")) line \($0.ruleLine)): \(escape($0.reason))</li>"
                }.joined() + "</ul>\n"
            }
        }
        return html + "</body></html>\n"
    }

    private func legend() -> String {
        let used = Set(modules.map(\.pattern.guess))
        let items = (PatternGuesser.patterns + ["unknown"]).filter(used.contains).map {
            "<span><i style=\"background:\(Self.colors[$0] ?? "#999")\"></i>\($0)</span>"
        }
        return "<p class=\"legend\">\(items.joined())</p>\n"
    }

    /// Modules on a circle, edges as arrows.
    private func moduleGraph() -> String {
        let width = 980.0, height = 720.0, center = width / 2, middle = height / 2, ring = height / 2 - 60
        let maxLines = Double(modules.map(\.lines).max() ?? 1)
        var position: [String: (x: Double, y: Double, r: Double)] = [:]
        // Modules of one pattern sit together on the ring.
        let order = PatternGuesser.patterns + ["unknown"]
        let ringModules = modules.sorted {
            (order.firstIndex(of: $0.pattern.guess) ?? order.count, $0.name) < (order.firstIndex(of: $1.pattern.guess) ?? order.count, $1.name)
        }
        for (offset, module) in ringModules.enumerated() {
            let angle = 2 * Double.pi * Double(offset) / Double(max(1, modules.count)) - Double.pi / 2
            let radius = 4 + 22 * (Double(module.lines) / max(1, maxLines)).squareRoot()
            position[module.name] = (center + ring * cos(angle), middle + ring * sin(angle), radius)
        }
        var svg = "<svg width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\">\n"
        svg += "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"6\" markerHeight=\"6\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#777\"/></marker></defs>\n"
        let maxTypes = Double(report.edges.map(\.types).max() ?? 1)
        for edge in report.edges {
            guard let from = position[edge.from], let to = position[edge.to] else { continue }
            let dx = to.x - from.x, dy = to.y - from.y, length = max(1, (dx * dx + dy * dy).squareRoot())
            let start = (from.x + dx / length * from.r, from.y + dy / length * from.r)
            let end = (to.x - dx / length * (to.r + 2), to.y - dy / length * (to.r + 2))
            let opacity = 0.25 + 0.6 * Double(edge.types) / maxTypes
            svg += "<line x1=\"\(f(start.0))\" y1=\"\(f(start.1))\" x2=\"\(f(end.0))\" y2=\"\(f(end.1))\" stroke=\"#777\" stroke-opacity=\"\(f(opacity))\" marker-end=\"url(#arrow)\"><title>\(escape(edge.from)) → \(escape(edge.to)): \(edge.types) types</title></line>\n"
        }
        for module in modules {
            guard let spot = position[module.name] else { continue }
            let color = Self.colors[module.pattern.guess] ?? "#999"
            let anchor = spot.x < center - 1 ? "end" : spot.x > center + 1 ? "start" : "middle"
            let labelX = spot.x + (anchor == "end" ? -(spot.r + 4) : anchor == "start" ? spot.r + 4 : 0)
            svg += "<circle cx=\"\(f(spot.x))\" cy=\"\(f(spot.y))\" r=\"\(f(spot.r))\" fill=\"\(color)\" fill-opacity=\"0.85\"><title>\(escape(module.name)): \(module.lines) lines, \(module.pattern.guess)</title></circle>\n"
            svg += "<text x=\"\(f(labelX))\" y=\"\(f(spot.y + 4))\" text-anchor=\"\(anchor)\">\(escape(module.name))</text>\n"
        }
        return svg + "</svg>\n"
    }

    /// I on x, A on y, the main sequence A + I = 1 dashed.
    private func mainSequence() -> String {
        let size = 420.0, pad = 40.0, span = size - 2 * pad
        func x(_ value: Double) -> Double { pad + value * span }
        func y(_ value: Double) -> Double { size - pad - value * span }
        var svg = "<svg width=\"\(Int(size))\" height=\"\(Int(size))\" viewBox=\"0 0 \(Int(size)) \(Int(size))\">\n"
        svg += "<rect x=\"\(f(pad))\" y=\"\(f(pad))\" width=\"\(f(span))\" height=\"\(f(span))\" fill=\"none\" stroke=\"#ccc\"/>\n"
        svg += "<line x1=\"\(f(x(0)))\" y1=\"\(f(y(1)))\" x2=\"\(f(x(1)))\" y2=\"\(f(y(0)))\" stroke=\"#999\" stroke-dasharray=\"5,4\"/>\n"
        svg += "<text x=\"\(f(size / 2))\" y=\"\(f(size - 8))\" text-anchor=\"middle\">instability I</text>\n"
        svg += "<text x=\"12\" y=\"\(f(size / 2))\" text-anchor=\"middle\" transform=\"rotate(-90 12 \(f(size / 2)))\">abstractness A</text>\n"
        svg += "<text x=\"\(f(x(0)))\" y=\"\(f(size - pad + 14))\" text-anchor=\"middle\">0</text><text x=\"\(f(x(1)))\" y=\"\(f(size - pad + 14))\" text-anchor=\"middle\">1</text>\n"
        // A label that would overlap one already drawn is left to the dot's tooltip.
        var labels: [(x: Double, y: Double, width: Double)] = []
        for module in modules.sorted(by: { $0.lines > $1.lines }) {
            let color = Self.colors[module.pattern.guess] ?? "#999"
            let labelX = x(module.instability) + 7, labelY = y(module.abstractness) + 4
            let width = Double(module.name.count) * 7.2
            let free = !labels.contains { abs($0.y - labelY) < 12 && labelX < $0.x + $0.width && $0.x < labelX + width }
            if free { labels.append((labelX, labelY, width)) }
            svg += "<circle cx=\"\(f(x(module.instability)))\" cy=\"\(f(y(module.abstractness)))\" r=\"5\" fill=\"\(color)\" fill-opacity=\"0.8\"><title>\(escape(module.name)): I \(module.instability.twoDecimals), A \(module.abstractness.twoDecimals), D \(module.distance.twoDecimals)</title></circle>\n"
            if free { svg += "<text x=\"\(f(labelX))\" y=\"\(f(labelY))\">\(escape(module.name))</text>\n" }
        }
        return svg + "</svg>\n"
    }

    private func largestTypes(count: Int = 20) -> String {
        let tests = Set(report.modules.filter(\.test).map(\.name))
        let types = Array(report.types.lazy.filter { !tests.contains($0.module) }.prefix(count))
        let rowHeight = 20.0, labelWidth = 300.0, barWidth = 460.0
        let height = rowHeight * Double(types.count) + 10
        let largest = Double(types.first?.lines ?? 1)
        var svg = "<svg width=\"\(Int(labelWidth + barWidth + 80))\" height=\"\(Int(height))\">\n"
        for (row, type) in types.enumerated() {
            let top = 5 + rowHeight * Double(row)
            let width = max(1, barWidth * Double(type.lines) / max(1, largest))
            let color = Self.colors[report.modules.first { $0.name == type.module }?.pattern.guess ?? "unknown"] ?? "#999"
            svg += "<text x=\"\(f(labelWidth - 6))\" y=\"\(f(top + 14))\" text-anchor=\"end\">\(escape(type.name)) · \(escape(type.module))</text>\n"
            svg += "<rect x=\"\(f(labelWidth))\" y=\"\(f(top + 3))\" width=\"\(f(width))\" height=\"\(f(rowHeight - 6))\" fill=\"\(color)\" fill-opacity=\"0.8\"><title>\(escape(type.name)): \(type.lines) lines in \(type.files) files</title></rect>\n"
            svg += "<text x=\"\(f(labelWidth + width + 6))\" y=\"\(f(top + 14))\">\(type.lines.grouped)</text>\n"
        }
        return svg + "</svg>\n"
    }

    private func moduleTable() -> String {
        var rows = "<table><tr><th>module</th><th class=n>files</th><th class=n>types</th><th class=n>lines</th><th class=n>Ca</th><th class=n>Ce</th><th class=n>I</th><th class=n>A</th><th class=n>D</th><th>pattern</th></tr>\n"
        for module in report.modules {
            let pattern = module.test ? "tests" : "\(module.pattern.label)\(module.pattern.confidence == 0 ? "" : " (\(module.pattern.confidence.twoDecimals))")"
            rows += "<tr><td>\(escape(module.name))</td><td class=n>\(module.files)</td><td class=n>\(module.types)</td><td class=n>\(module.lines.grouped)</td><td class=n>\(module.ca)</td><td class=n>\(module.ce)</td><td class=n>\(module.instability.twoDecimals)</td><td class=n>\(module.abstractness.twoDecimals)</td><td class=n>\(module.distance.twoDecimals)</td><td>\(escape(pattern))</td></tr>\n"
        }
        return rows + "</table>\n"
    }

    private func smellTable() -> String {
        let smells = report.smells
        let rows = [
            ("types over \(smells.largeTypeThreshold) lines", smells.largeTypes.count),
            ("view controllers doing networking or storage", smells.viewControllersDoingIO.count),
            ("singletons (static let shared, …)", smells.singletons.count),
            ("global accesses (Type.shared, …)", smells.globalAccesses.reduce(0) { $0 + $1.count }),
            ("global variables", smells.globalVariables),
        ]
        var html = "<table>" + rows.map { "<tr><td>\(escape($0.0))</td><td class=n>\($0.1)</td></tr>" }.joined()
        html += "<tr><td>dependencies typed by a protocol</td><td class=n>\(smells.protocolTypedDependencies) of \(smells.protocolTypedDependencies + smells.concreteDependencies)</td></tr></table>\n"
        return html
    }

    private func f(_ value: Double) -> String { String(format: "%.1f", value) }

    private func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
