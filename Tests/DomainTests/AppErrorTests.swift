import Foundation
import Testing
@testable import Domain

@Suite("AppError")
struct AppErrorTests {
    @Test("503 reads as the spec's server-busy text, whatever its body")
    func serverBusy() {
        let error = AppError.server(status: 503, code: "fault", message: "injected")
        #expect(error.message(in: .english) == "Server busy, try again later")
        #expect(error.message(in: .simplifiedChinese) == "服务器繁忙, 请稍后再试~")
        #expect(error.isServerBusy)
        #expect(AppError.serverBusy.isServerBusy)
        #expect(!AppError.server(status: 500, code: "", message: "").isServerBusy)
    }

    @Test("every case has a message in both languages", arguments: [
        AppError.offline("connection refused"), .timeout, .server(status: 409, code: "conflict", message: "x"),
        .unauthorized, .invalidCredentials, .forbidden, .notFound, .invalidResponse("not JSON"),
        .invalidInput(.missingCredentials), .invalidInput(.emptyName), .invalidInput(.dueDateInPast),
        .invalidInput(.malformedDate), .invalidInput(.other("page")), .storage("disk full"), .diskFull,
        .server(status: 507, code: "insufficient_storage", message: "x"), .cancelled,
    ])
    func messages(_ error: AppError) {
        let english = error.message(in: .english)
        let chinese = error.message(in: .simplifiedChinese)
        #expect(!english.isEmpty)
        #expect(!chinese.isEmpty)
        #expect(english != chinese)
        #expect(error.localizedDescription == english)
    }

    @Test("specific messages")
    func specificMessages() {
        let strings = Localizer(.english)
        #expect(strings.message(for: .invalidCredentials) == "Wrong username or password")
        #expect(strings.message(for: .invalidInput(.missingCredentials)) == "Enter username and password")
        #expect(strings.message(for: .invalidInput(.emptyName)) == "Enter a name")
        #expect(strings.message(for: .invalidInput(.dueDateInPast)) == "The due date can't be before today")
        #expect(strings.message(for: .server(status: 409, code: "conflict", message: "x")) == "Something went wrong on the server (409).")
        #expect(Localizer(.simplifiedChinese).message(for: .timeout) == "服务器响应超时, 请稍后再试")
        #expect(strings.message(for: .diskFull) == "The disk is full: nothing was saved.")
        #expect(Localizer(.simplifiedChinese).message(for: .diskFull) == "磁盘已满: 没有保存任何内容")
        #expect(strings.message(for: .server(status: 507, code: "insufficient_storage", message: "x")) == "The server's disk is full: nothing was saved.")
    }

    @Test("technical details stay out of the user message but stay in the description")
    func details() {
        let error = AppError.offline("Could not connect to 127.0.0.1:9")
        #expect(!error.message(in: .english).contains("127.0.0.1"))
        #expect(error.description.contains("127.0.0.1"))
    }

    @Test("retryable failures")
    func retryable() {
        #expect(AppError.timeout.isRetryable)
        #expect(AppError.offline("").isRetryable)
        #expect(AppError.serverBusy.isRetryable)
        #expect(!AppError.notFound.isRetryable)
        #expect(!AppError.server(status: 507, code: "insufficient_storage", message: "").isRetryable, "a full disk waits for room")
        #expect(!AppError.diskFull.isRetryable)
        #expect(!AppError.invalidInput(.emptyName).isRetryable)
    }
}
