// libFuzzer target for the Analyzer's Xcode readers (built by scripts/fuzz.sh, not by SwiftPM),
// compiled with just the property-list parser, the Xcode project model and the workspace reader.
//
// For any bytes:
// - parsing never traps (nor does reading the parsed value as an Xcode project, nor reading the
//   text as a workspace's XML), and gives the same result twice;
// - a value that parses prints (`PropertyList.text`) to text that parses back to the same value.

private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPbxproj(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))

    let first = Result { () throws(PropertyListError) in try PropertyListParser.parse(bytes: bytes) }
    let second = Result { () throws(PropertyListError) in try PropertyListParser.parse(bytes: bytes) }
    check(first == second, "two parses of the same bytes differ")
    if case .success(let value) = first {
        let printed = value.text
        let reparsed = Result { () throws(PropertyListError) in try PropertyListParser.parse(printed) }
        check(reparsed == .success(value), "the printed value does not read back: \(printed.debugDescription)")
    }

    let text = String(decoding: bytes, as: UTF8.self)
    let project = Result { () throws(XcodeProjectError) in try XcodeProject(pbxprojPath: "A/A.xcodeproj/project.pbxproj", text: text, absoluteRoot: "/r") }
    let again = Result { () throws(XcodeProjectError) in try XcodeProject(pbxprojPath: "A/A.xcodeproj/project.pbxproj", text: text, absoluteRoot: "/r") }
    check(project == again, "two readings of the same project differ")

    let workspace = Result { () throws(XcodeProjectError) in try XcodeWorkspace(path: "W.xcworkspace/contents.xcworkspacedata", text: text, absoluteRoot: "/r") }
    let workspaceAgain = Result { () throws(XcodeProjectError) in try XcodeWorkspace(path: "W.xcworkspace/contents.xcworkspacedata", text: text, absoluteRoot: "/r") }
    check(workspace == workspaceAgain, "two readings of the same workspace differ")
    return 0
}
