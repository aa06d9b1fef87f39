import Foundation
import Testing

@Suite("Counters and voice messages")
struct CounterAndVoiceTests {
    @Test("20 counters named Item 1…20")
    func counters() async throws {
        try await withServer { client in
            let response = try await client.get("/v1/counters")
            #expect(response.status == 200)
            let counters = try response.decode([Wire.Counter].self)
            #expect(counters.map(\.title) == (1...20).map { "Item \($0)" })
            let raw = try #require(try JSONSerialization.jsonObject(with: response.body) as? [[String: Any]])
            #expect(raw.allSatisfy { Set($0.keys) == Wire.Keys.counter })
        }
    }

    @Test("increment adds one and returns the counter; unknown 404, malformed 400")
    func increment() async throws {
        try await withServer { client in
            let before = try await client.get("/v1/counters").decode([Wire.Counter].self)[2]
            let response = try await client.send("POST", "/v1/counters/\(before.id)/increment")
            #expect(response.status == 200)
            #expect(try response.decode(Wire.Counter.self) == Wire.Counter(id: before.id, title: before.title, value: before.value + 1))
            #expect(try await client.send("POST", "/v1/counters/77/increment").status == 404)
            #expect(try await client.send("POST", "/v1/counters/seven/increment").status == 400)
        }
    }

    @Test("200 concurrent increments of one counter all count")
    func concurrentIncrements() async throws {
        try await withServer { client in
            let before = try await client.get("/v1/counters").decode([Wire.Counter].self)[0].value
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<200 {
                    group.addTask { try await client.send("POST", "/v1/counters/1/increment").status }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(statuses.count == 200)
            #expect(statuses.allSatisfy { $0 == 200 })
            let after = try await client.get("/v1/counters").decode([Wire.Counter].self)[0].value
            #expect(after == before + 200)
        }
    }

    @Test("12 voice messages of 3…60 seconds in time order")
    func voiceMessages() async throws {
        try await withServer { client in
            let response = try await client.get("/v1/voice-messages")
            #expect(response.status == 200)
            let raw = try #require(try JSONSerialization.jsonObject(with: response.body) as? [[String: Any]])
            #expect(raw.allSatisfy { Set($0.keys) == Wire.Keys.voiceMessage })
            let messages = try response.decode([Wire.VoiceMessage].self)
            #expect(messages.count == 12)
            #expect(messages.allSatisfy { (3...60).contains($0.durationSeconds) && !$0.sender.isEmpty })
            #expect(messages.map(\.sentAt) == messages.map(\.sentAt).sorted())
        }
    }
}
