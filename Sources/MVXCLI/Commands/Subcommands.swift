import AnalyzeCLI
import ArgumentParser
import MVXBench
import MVXGallery
import MVXReport

extension MVXCommand {
    /// Every subcommand of `mvx`, in help order.
    static let subcommandTypes: [any ParsableCommand.Type] = [
        AppCommand.self,
        ServeCommand.self,
        GalleryCommand.self,
        BenchCommand.self,
        AnalyzeCommand.self,
        MutateCommand.self,
        ReportCommand.self,
        TodoWriterCommand.self,
    ]
}
