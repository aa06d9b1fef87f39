import Analyzer
import ArgumentParser

// `mvx analyze --format text|json|…`. (Pattern and demo ids are command-line values through
// `MVXBench`, which `mvx bench` needs first.)

extension ReportFormat: ExpressibleByArgument {}
