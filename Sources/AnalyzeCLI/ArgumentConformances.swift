import Analyzer
import ArgumentParser

// `mvx analyze --format text|json|…` and `mvx-analyze --format …`.

extension ReportFormat: ExpressibleByArgument {}
