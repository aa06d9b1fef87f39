import Foundation

/// The report as one self-contained HTML page, in the spirit of Stryker's: the score of the
/// package, each folder and each file; the survivors first; each file's source with its mutants
/// at their lines (status colour-coded, before → after, the tests that killed or covered them);
/// filters by status. No script, and nothing from the network: the filters are checkboxes and
/// CSS, a file's source folds with `<details>`.
public enum HTMLReport {
    /// The statuses in the order the page lists them: what needs a reader first.
    static let statusOrder: [MutantStatus] = [.survived, .noCoverage, .timeout, .killed, .compileError, .ignored]

    /// The page.
    public static func render(_ report: MutationReport) -> String {
        let files = FileSummary.all(report)
        var html = head(report)
        // The filters' checkboxes come first, so that `~` selectors reach everything after them.
        for status in statusOrder {
            html += "<input type=\"checkbox\" class=\"filter\" id=\"show-\(status.rawValue)\" checked>\n"
        }
        html += "<header>\n<h1>mvx mutate: \(escape(report.packageName))</h1>\n"
        html += "<p class=\"targets\">Targets: \(escape(report.targets.joined(separator: ", "))) · \(report.results.count) mutants"
        if let sampledFrom = report.sampledFrom { html += " (a sample of \(sampledFrom))" }
        html += "</p>\n"
        for line in report.notes { html += "<p class=\"note\">\(escape(line))</p>\n" }
        html += "<p class=\"score\">Mutation score <strong class=\"\(scoreClass(report.score))\">\(percent(report.score))</strong>"
            + " (of covered code \(percent(report.coveredScore)))</p>\n"
        html += "<nav class=\"filters\">Show: "
        let counts = report.counts
        for status in statusOrder {
            html += "<label for=\"show-\(status.rawValue)\" class=\"chip s-\(status.rawValue)\">\(label(status)) \(counts[status] ?? 0)</label> "
        }
        html += "</nav>\n</header>\n<main>\n"
        html += scoreTable(report, files: files)
        html += survivorList(report)
        for file in files { html += fileSection(file, report: report) }
        html += "</main>\n<footer>" + escape(timeLine(report)) + "</footer>\n</body></html>\n"
        return html
    }

    // MARK: Parts

    static func head(_ report: MutationReport) -> String {
        var css = """
            body { font: 14px/1.45 system-ui, -apple-system, sans-serif; margin: 0 auto; max-width: 1200px; padding: 0 1em 2em; color: #1d1d1f; background: #fff; }
            h1 { font-size: 1.45em; margin: .8em 0 .2em; } h2 { font-size: 1.15em; margin: 1.6em 0 .4em; }
            header p { margin: .2em 0; } .score strong { font-size: 1.2em; }
            .high { color: #1a7f37; } .medium { color: #9a6700; } .low { color: #cf222e; } .none { color: #6e7781; }
            input.filter { position: absolute; left: -9999px; }
            .filters { margin: .6em 0; } .chip { display: inline-block; padding: 2px 10px; margin: 2px 2px 2px 0; border-radius: 12px; cursor: pointer; border: 2px solid transparent; user-select: none; }
            table { border-collapse: collapse; } .scores td, .scores th { padding: 2px 10px; border-bottom: 1px solid #eaeef2; text-align: right; font-variant-numeric: tabular-nums; }
            .scores td:first-child, .scores th:first-child { text-align: left; } .scores tr.package td { font-weight: 600; } .scores tr.folder td:first-child { color: #57606a; }
            .bar { display: inline-block; width: 80px; height: 8px; background: #eaeef2; border-radius: 4px; overflow: hidden; vertical-align: middle; margin-right: 6px; } .bar i { display: block; height: 100%; }
            ul.survivors { padding-left: 1.2em; } ul.survivors li { margin: 2px 0; }
            code, .src { font: 12.5px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
            details.file { margin: .5em 0; border: 1px solid #d0d7de; border-radius: 6px; } details.file > summary { padding: 6px 10px; cursor: pointer; background: #f6f8fa; border-radius: 6px; }
            details.file[open] > summary { border-bottom: 1px solid #d0d7de; border-radius: 6px 6px 0 0; }
            .src { width: 100%; } .src td { padding: 0 8px; vertical-align: top; white-space: pre-wrap; word-break: break-all; }
            .src td.ln { width: 1%; text-align: right; color: #8c959f; user-select: none; white-space: nowrap; }
            .src td.dots { width: 1%; white-space: nowrap; padding: 0 2px; }
            .dot { display: inline-block; width: 8px; height: 8px; border-radius: 50%; margin: 0 1px; }
            .src tr.mutants td { padding: 2px 8px 6px; white-space: normal; }
            .mutant { font: 13px/1.4 system-ui, sans-serif; margin: 3px 0; padding: 4px 8px; border-left: 4px solid; border-radius: 3px; background: #f6f8fa; }
            .mutant .badge { font-weight: 600; margin-right: .4em; } .mutant .tests, .mutant .reason { color: #57606a; display: block; }
            mark { background: none; border-bottom: 2px solid; color: inherit; }
            footer { margin-top: 2em; color: #57606a; font-size: .9em; }
            """
        for status in MutantStatus.allCases {
            let (fore, back) = colors(status)
            let name = status.rawValue
            css += "\n.s-\(name) { background: \(back); color: \(fore); } .mutant.s-\(name) { border-left-color: \(fore); color: #1d1d1f; }"
                + " .dot.s-\(name) { background: \(fore); } mark.s-\(name) { border-bottom-color: \(fore); background: none; color: inherit; }"
            // A filter unticked hides that status's mutants, their dots and their survivor lines.
            css += "\n#show-\(name):not(:checked) ~ main .m-\(name) { display: none; }"
                + " #show-\(name):not(:checked) ~ header label[for=show-\(name)] { opacity: .35; text-decoration: line-through; }"
                + " #show-\(name):checked ~ header label[for=show-\(name)] { border-color: \(fore); }"
        }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(report.packageName)) — mvx mutate</title>
            <style>
            \(css)
            </style></head><body>

            """
    }

    static func scoreTable(_ report: MutationReport, files: [FileSummary]) -> String {
        var rows: [(kind: String, name: String, depth: Int, counts: Counts, anchor: String?)] = []
        rows.append(("package", report.packageName, 0, Counts(report.results), nil))
        var folders: [String: [MutantResult]] = [:]
        for result in report.results {
            var parts = result.mutant.file.split(separator: "/").dropLast()
            while !parts.isEmpty {
                folders[parts.joined(separator: "/"), default: []].append(result)
                parts = parts.dropLast()
            }
        }
        // Folders and files in path order, each file under its folder.
        let entries = folders.keys.map { ($0 + "/", true) } + files.map { ($0.path, false) }
        for (path, isFolder) in entries.sorted(by: { $0.0 < $1.0 }) {
            let depth = path.split(separator: "/").count
            if isFolder {
                let name = String(path.dropLast())
                rows.append(("folder", name + "/", depth, Counts(folders[name] ?? []), nil))
            } else if let file = files.first(where: { $0.path == path }) {
                rows.append(("file", file.path.split(separator: "/").last.map(String.init) ?? file.path, depth, Counts(file.results), file.anchor))
            }
        }
        var html = "<h2>Scores</h2>\n<table class=\"scores\">\n<tr><th>Package, folder, file</th><th>Score</th><th>Covered</th>"
        for status in statusOrder { html += "<th>\(label(status))</th>" }
        html += "<th>Mutants</th></tr>\n"
        for row in rows {
            let indent = row.depth > 0 ? " style=\"padding-left: \(10 + 14 * (row.depth - 1))px\"" : ""
            let name = row.anchor.map { "<a href=\"#\($0)\">\(escape(row.name))</a>" } ?? escape(row.name)
            html += "<tr class=\"\(row.kind)\"><td\(indent)>\(name)</td><td>\(bar(row.counts.score))<span class=\"\(scoreClass(row.counts.score))\">\(percent(row.counts.score))</span></td>"
                + "<td>\(percent(row.counts.coveredScore))</td>"
            for status in statusOrder { html += "<td>\(row.counts.byStatus[status] ?? 0)</td>" }
            html += "<td>\(row.counts.total)</td></tr>\n"
        }
        return html + "</table>\n"
    }

    static func survivorList(_ report: MutationReport) -> String {
        let survivors = report.survivors
        guard !survivors.isEmpty else { return "<h2>Survivors</h2>\n<p>None: the tests caught every mutant they reach.</p>\n" }
        var html = "<h2>Survivors (\(survivors.count))</h2>\n<ul class=\"survivors\">\n"
        for result in survivors {
            let mutant = result.mutant
            html += "<li class=\"m-Survived\"><a href=\"#m-\(mutant.id)\"><code>\(escape("\(mutant.file):\(mutant.start.line):\(mutant.start.column)"))</code></a> "
                + "<code>\(escape(mutant.original))</code> → <code>\(escape(after(mutant)))</code> (\(mutant.mutationOperator.rawValue))"
            if !result.coveredBy.isEmpty { html += " — covered by \(escape(result.coveredBy.map(\.name).joined(separator: ", ")))" }
            html += "</li>\n"
        }
        return html + "</ul>\n"
    }

    static func fileSection(_ file: FileSummary, report: MutationReport) -> String {
        let counts = Counts(file.results)
        let open = (counts.byStatus[.survived] ?? 0) > 0 ? " open" : ""
        var html = "<details class=\"file\" id=\"\(file.anchor)\"\(open)><summary><code>\(escape(file.path))</code> — "
            + "<span class=\"\(scoreClass(counts.score))\">\(percent(counts.score))</span> · "
            + statusOrder.compactMap { status in counts.byStatus[status].map { "\($0) \(label(status).lowercased())" } }.joined(separator: ", ")
            + "</summary>\n<table class=\"src\">\n"
        let byLine = Dictionary(grouping: file.results, by: \.mutant.start.line)
        let lines = (report.sources[file.path] ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var shownLines = lines
        if shownLines.last == "" { shownLines.removeLast() }
        // A mutant past the file's end (a source missing from the report) is still listed.
        let lastLine = max(shownLines.count, byLine.keys.max() ?? 0)
        for number in 1...max(lastLine, 1) {
            let text = number <= shownLines.count ? shownLines[number - 1] : ""
            let here = (byLine[number] ?? []).sorted(by: listOrder)
            let dots = here.map { "<i class=\"dot s-\($0.status.rawValue) m-\($0.status.rawValue)\" title=\"\($0.status.rawValue)\"></i>" }.joined()
            html += "<tr><td class=\"ln\">\(number)</td><td class=\"dots\">\(dots)</td><td>\(highlighted(text, line: number, results: here))</td></tr>\n"
            if !here.isEmpty {
                html += "<tr class=\"mutants\"><td></td><td></td><td>" + here.map(card).joined() + "</td></tr>\n"
            }
        }
        return html + "</table>\n</details>\n"
    }

    /// One mutant: its status, operator, place, before → after, its tests and its reason.
    static func card(_ result: MutantResult) -> String {
        let mutant = result.mutant
        let status = result.status.rawValue
        var html = "<div class=\"mutant s-\(status) m-\(status)\" id=\"m-\(mutant.id)\"><span class=\"badge\">\(label(result.status))</span>"
            + "\(mutant.mutationOperator.rawValue) at \(mutant.start.line):\(mutant.start.column): "
            + "<code>\(escape(mutant.original))</code> → <code>\(escape(after(mutant)))</code>"
        if !result.killedBy.isEmpty {
            html += "<span class=\"tests\">killed by \(escape(result.killedBy.map(\.name).joined(separator: ", ")))</span>"
        }
        if !result.coveredBy.isEmpty {
            html += "<span class=\"tests\">covered by \(escape(result.coveredBy.map(\.name).joined(separator: ", ")))</span>"
        }
        if let reason = result.statusReason { html += "<span class=\"reason\">\(escape(reason))</span>" }
        return html + "</div>"
    }

    /// A source line with the code its mutants change underlined (the first of overlapping
    /// ones; to the line's end when the change goes on).
    static func highlighted(_ text: String, line: Int, results: [MutantResult]) -> String {
        let bytes = Array(text.utf8)
        var spans: [(start: Int, end: Int, status: MutantStatus)] = []
        for result in results.sorted(by: { ($0.mutant.start.column, -$0.mutant.end.column) < ($1.mutant.start.column, -$1.mutant.end.column) }) {
            let start = result.mutant.start.column - 1
            let end = result.mutant.end.line == line ? result.mutant.end.column - 1 : bytes.count
            guard start >= 0, start < end, end <= bytes.count else { continue }
            if let last = spans.last, start < last.end { continue }
            spans.append((start, end, result.status))
        }
        var html = ""
        var at = 0
        for span in spans {
            html += escape(String(decoding: bytes[at..<span.start], as: UTF8.self))
            html += "<mark class=\"s-\(span.status.rawValue)\">" + escape(String(decoding: bytes[span.start..<span.end], as: UTF8.self)) + "</mark>"
            at = span.end
        }
        return html + escape(String(decoding: bytes[at...], as: UTF8.self))
    }

    // MARK: Helpers

    /// A file's mutants, and where the page's section for it is.
    struct FileSummary {
        var path: String
        var results: [MutantResult]
        var anchor: String

        /// Every file of the report: those with survivors first (most first), then by path.
        static func all(_ report: MutationReport) -> [FileSummary] {
            let grouped = Dictionary(grouping: report.results, by: \.mutant.file)
            let paths = Set(grouped.keys).union(report.sources.keys).sorted()
            let files = paths.enumerated().map { index, path in
                FileSummary(path: path, results: grouped[path] ?? [], anchor: "file-\(index + 1)")
            }
            return files.sorted { lhs, rhs in
                let (left, right) = (lhs.results.count { $0.status == .survived }, rhs.results.count { $0.status == .survived })
                return left != right ? left > right : lhs.path < rhs.path
            }
        }
    }

    /// Counts of a group of mutants, and their scores as the report counts them.
    struct Counts {
        var byStatus: [MutantStatus: Int] = [:]
        var total: Int
        var score: Double?
        var coveredScore: Double?

        init(_ results: [MutantResult]) {
            for result in results { byStatus[result.status, default: 0] += 1 }
            total = results.count
            let report = MutationReport(packageName: "", targets: [], sources: [:], results: results)
            score = report.score
            coveredScore = report.coveredScore
        }
    }

    /// Survivors first, then by column and id.
    static func listOrder(_ lhs: MutantResult, _ rhs: MutantResult) -> Bool {
        let (left, right) = (statusOrder.firstIndex(of: lhs.status) ?? 0, statusOrder.firstIndex(of: rhs.status) ?? 0)
        if left != right { return left < right }
        return (lhs.mutant.start.column, lhs.mutant.id) < (rhs.mutant.start.column, rhs.mutant.id)
    }

    static func after(_ mutant: Mutant) -> String {
        mutant.mutationOperator == .voidMethodCall ? "(call removed)" : mutant.replacement
    }

    static func label(_ status: MutantStatus) -> String {
        switch status {
        case .killed: "Killed"
        case .survived: "Survived"
        case .timeout: "Timeout"
        case .noCoverage: "No coverage"
        case .compileError: "Compile error"
        case .ignored: "Ignored"
        }
    }

    /// Text colour and background of a status.
    static func colors(_ status: MutantStatus) -> (String, String) {
        switch status {
        case .killed: ("#1a7f37", "#dafbe1")
        case .survived: ("#cf222e", "#ffebe9")
        case .timeout: ("#0969da", "#ddf4ff")
        case .noCoverage: ("#bc4c00", "#fff1e5")
        case .compileError: ("#6e7781", "#eaeef2")
        case .ignored: ("#8250df", "#fbefff")
        }
    }

    /// `high`, `medium` or `low` by the JSON report's thresholds (80 and 60); `none` without a score.
    static func scoreClass(_ score: Double?) -> String {
        guard let score else { return "none" }
        return score >= 80 ? "high" : score >= 60 ? "medium" : "low"
    }

    static func bar(_ score: Double?) -> String {
        guard let score else { return "<span class=\"bar\"></span>" }
        let colour = scoreClass(score) == "high" ? "#2da44e" : scoreClass(score) == "medium" ? "#d4a72c" : "#e5534b"
        return "<span class=\"bar\"><i style=\"width: \(Int(score.rounded()))%; background: \(colour)\"></i></span>"
    }

    static func percent(_ value: Double?) -> String {
        value.map { TextReport.percent($0) } ?? "n/a"
    }

    static func timeLine(_ report: MutationReport) -> String {
        TextReport.render(report).split(separator: "\n").last.map(String.init) ?? ""
    }

    /// Text escaped for HTML; `://` written with character references, so that no address in a
    /// file's source (a string literal's URL) reads as one in the page's text.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped.replacingOccurrences(of: "://", with: ":&#47;&#47;")
    }
}
