import ArgumentParser
import Domain
import Foundation
import Logging
@testable import MVXApp
@testable import MVXCLI
import TerminalUI
import Testing

@Suite("Start-up failures")
struct StartFailureTests {
    @Test("the app says it cannot start in the user's language, with the error's own message")
    func localized() {
        #expect(StartFailure.message(for: AppError.offline("refused"), language: .english)
                == "mvx: cannot start: Can't reach the server. Check that it is running.")
        let chinese = StartFailure.message(for: AppError.storage("locked"), language: .simplifiedChinese)
        #expect(chinese.hasPrefix("mvx: 无法启动: ") && !chinese.contains("Couldn't"))
    }

    @Test("a data folder or server problem names the folder or the URL")
    func namesWhatToChange() {
        #expect(StartFailure.message(for: StartFailure.dataFolder(path: "/proc/nope", problem: .other("No such file or directory")), language: .english)
                == "mvx: cannot start: Can't create or write the data folder /proc/nope (No such file or directory). Choose another with --data-dir.")
        #expect(StartFailure.message(for: StartFailure.dataFolder(path: "/data", problem: .diskFull), language: .english)
                == "mvx: cannot start: Can't write the data folder /data: the disk is full. Free some space, or choose another folder with --data-dir.")
        #expect(StartFailure.message(for: StartFailure.dataFolder(path: "/data", problem: .permissionDenied), language: .simplifiedChinese)
                == "mvx: 无法启动: 无法写入数据文件夹 /data: 没有权限. 请用 --data-dir 换一个.")
        #expect(StartFailure.message(for: StartFailure.server(url: "http://127.0.0.1:1"), language: .simplifiedChinese)
                .contains("http://127.0.0.1:1"))
    }

    @Test("a terminal problem says what it is, not a raw enum")
    func terminal() {
        #expect(StartFailure.terminalMessage(for: TerminalError.notATerminal(errno: 25), language: .english)
                == "mvx: standard input is not a terminal. Run mvx in a terminal window (`mvx serve` runs the backend alone).")
        let failed = StartFailure.terminalMessage(for: TerminalError.systemCall("tcsetattr", errno: 5), language: .english)
        #expect(failed.contains("tcsetattr") && !failed.contains("systemCall") && !failed.contains("errno:"))
    }

    @Test("a missing data folder and a dead server are named when the app starts", .timeLimit(.minutes(1)))
    func startNamesTheFolderAndTheServer() async throws {
        var options = try AppOptions.parse(["--data-dir", "/proc/mvx-cannot-be-here"])
        await #expect(throws: StartFailure.dataFolder(path: "/proc/mvx-cannot-be-here", problem: .other("No such file or directory"))) {
            _ = try await AppEnvironment.start(settings: options.settings(environment: [:]), environment: [:], logger: Logger(label: "test"))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-start-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        options = try AppOptions.parse(["--data-dir", folder.path, "--server", "http://127.0.0.1:1"])
        await #expect(throws: StartFailure.server(url: "http://127.0.0.1:1")) {
            _ = try await AppEnvironment.start(settings: options.settings(environment: [:]), environment: [:], logger: Logger(label: "test"))
        }
        options = try AppOptions.parse(["--data-dir", folder.path, "--latency", "0", "--user", "999"])
        await #expect(throws: StartFailure.noSuchUser(999)) {
            // Signing in checks a bcrypt hash, slow in a debug build: a loaded CI machine must not
            // turn it into a dead server.
            _ = try await AppEnvironment.start(settings: options.settings(environment: [:]), environment: [:], requestTimeout: .seconds(60),
                                               logger: Logger(label: "test"))
        }
    }
}
