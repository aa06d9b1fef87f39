import Foundation
import Testing
@testable import Domain

@Suite("Data directory")
struct DataDirectoryTests {
    @Test("an explicit folder wins, with ~ expanded")
    func override() {
        #expect(DataDirectory.location(override: "/srv/mvx", environment: ["XDG_DATA_HOME": "/x"]).path == "/srv/mvx")
        #expect(DataDirectory.location(override: "~/data", environment: ["HOME": "/home/ada"]).path == "/home/ada/data")
    }

    @Test("then XDG_DATA_HOME, when absolute")
    func xdg() {
        #expect(DataDirectory.location(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"]).path == "/data/mvx")
        #expect(DataDirectory.location(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ada"]).path == "/home/ada/.local/share/mvx")
        #expect(DataDirectory.location(environment: ["XDG_DATA_HOME": "", "HOME": "/home/ada"]).path == "/home/ada/.local/share/mvx")
    }

    @Test("creates the folder, and reports a file in the way")
    func creates() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-datadir-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let url = try DataDirectory.resolve(environment: ["XDG_DATA_HOME": root.path])
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(try DataDirectory.resolve(environment: ["XDG_DATA_HOME": root.path]) == url, "resolving twice is fine")

        let file = root.appendingPathComponent("file")
        try Data().write(to: file)
        #expect(throws: AppError.self) { try DataDirectory.resolve(override: file.path, environment: [:]) }
    }
}
