import AnalyzeCLI
import ArgumentParser

AnalyzeTool.main()
