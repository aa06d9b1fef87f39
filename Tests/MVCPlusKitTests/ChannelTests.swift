import Foundation
import MVCPlusKit
import Testing

/// Something that listens on a channel and records what it heard.
@MainActor
private final class Listener {
    var heard: [String] = []
    func listen(to key: ChannelKey<String>, on scope: ChannelScope) {
        scope.subscribe(key, by: self) { [weak self] in self?.heard.append($0) }
    }
}

/// A text field's stand-in: it shows what it is sent and publishes what is typed.
@MainActor
private final class FakeField {
    var text = ""
    var shown = 0
    let scope: ChannelScope
    let key: ChannelKey<String>
    init(scope: ChannelScope, key: ChannelKey<String>) {
        self.scope = scope
        self.key = key
        scope.subscribe(key, by: self) { [weak self] in self?.text = $0; self?.shown += 1 }
    }
    func type(_ text: String) {
        self.text += text
        scope.publish(key, self.text, from: self)
    }
}

/// A view model's stand-in: it keeps the key's value, trims it, and says back the trimmed value.
@MainActor
private final class TrimmingViewModel {
    var value = ""
    var received = 0
    init(scope: ChannelScope, key: ChannelKey<String>) {
        scope.subscribe(key, by: self) { [weak self, weak scope] text in
            guard let self else { return }
            self.received += 1
            self.value = text.trimmingCharacters(in: .whitespaces)
            if self.value != text { scope?.publish(key, self.value, from: self) }
        }
    }
}

@MainActor
@Suite("MVC+ channel")
struct ChannelTests {
    static let name = ChannelKey<String>("name")

    @Test("a value reaches every subscriber of the key but the sender: no echo")
    func noEcho() {
        let scope = Channel().scope("screen")
        let a = Listener(), b = Listener()
        a.listen(to: Self.name, on: scope)
        b.listen(to: Self.name, on: scope)
        scope.publish(Self.name, "from a", from: a)
        #expect(a.heard.isEmpty && b.heard == ["from a"])
        scope.publish(Self.name, "from nobody")
        #expect(a.heard == ["from nobody"] && b.heard == ["from a", "from nobody"])
        #expect(scope.value(of: Self.name) == "from nobody")
    }

    @Test("namespaces keep two screens' keys apart; a nested scope is its own namespace")
    func namespaces() {
        let channel = Channel()
        let teacher = channel.scope("login").scope("teacher"), student = channel.scope("login").scope("student")
        let t = Listener(), s = Listener()
        t.listen(to: Self.name, on: teacher)
        s.listen(to: Self.name, on: student)
        teacher.publish(Self.name, "Ms Li")
        #expect(t.heard == ["Ms Li"] && s.heard.isEmpty)
        #expect(teacher.namespace == "login.teacher")
        #expect(student.value(of: Self.name) == nil)
        #expect(channel.scope("login.teacher").value(of: Self.name) == "Ms Li", "the same name is the same namespace")
    }

    @Test("a released subscriber is unbound: it is not called, and it is not counted")
    func unbindOnRelease() {
        let scope = Channel().scope("screen")
        var listener: Listener? = Listener()
        listener?.listen(to: Self.name, on: scope)
        let other = Listener()
        other.listen(to: Self.name, on: scope)
        #expect(scope.subscriberCount(of: Self.name) == 2)
        weak let released = listener
        listener = nil
        #expect(released == nil, "the channel does not keep a subscriber alive")
        scope.publish(Self.name, "after")
        #expect(scope.subscriberCount(of: Self.name) == 1 && other.heard == ["after"])
    }

    @Test("a text field bound both ways: typing reaches the view model, its correction comes back once, never looping")
    func twoWayTextField() {
        let scope = Channel().scope("form")
        let field = FakeField(scope: scope, key: Self.name)
        let viewModel = TrimmingViewModel(scope: scope, key: Self.name)
        field.type("Ada")
        #expect(viewModel.value == "Ada" && viewModel.received == 1)
        #expect(field.shown == 0, "the field is not sent its own text back")
        field.type("  ")
        #expect(viewModel.value == "Ada" && viewModel.received == 2)
        #expect(field.text == "Ada" && field.shown == 1, "the view model's correction shows in the field")
        #expect(scope.value(of: Self.name) == "Ada")
    }

    @Test("events: a key with no value")
    func events() {
        let scope = Channel().scope("screen")
        let key = ChannelKey<Void>("refresh")
        var count = 0
        let subscriber = Listener()
        scope.subscribe(key, by: subscriber) { count += 1 }
        scope.publish(key)
        scope.publish(key, from: subscriber)
        #expect(count == 1)
    }
}
