@testable import Backend
import Foundation
import Hummingbird
import Testing

@Suite("JSON writer and timestamps")
struct WireFormatTests {
    @Test("strings are escaped so that JSONSerialization reads them back", arguments: [
        "plain", "", "quote \" backslash \\ slash /", "line\nfeed\r\ttab", "\u{0}\u{1}\u{8}\u{c}\u{1f}\u{7f}",
        "中文，摘要", "emoji 🎉 and é", "\u{2028}\u{2029}",
    ])
    func escaping(text: String) throws {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("text")
        writer.string(text)
        writer.key("n")
        writer.int(Int64.min)
        writer.key("m")
        writer.int(Int64.max)
        writer.key("list")
        writer.beginArray()
        writer.int(0)
        writer.bool(true)
        writer.bool(false)
        writer.endArray()
        writer.endObject()
        let data = Data(writer.buffer.readableBytesView)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["text"] as? String == text)
        #expect((object["n"] as? NSNumber)?.int64Value == Int64.min)
        #expect((object["m"] as? NSNumber)?.int64Value == Int64.max)
        #expect(object["list"] as? [Any] != nil)
    }

    @Test("timestamps match ISO8601DateFormatter", arguments: [
        Int64(0), 1_795_161_600, 951_782_400, 4_102_444_799, -86_401, 1_709_164_800,
    ])
    func timestamps(seconds: Int64) {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        let expected = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        #expect(ISO8601Timestamp.string(fromUnixSeconds: seconds) == expected)
    }

    @Test("SplitMix64 gives its published first values for seed 0")
    func splitMix() {
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    }
}
