/// A named value on a ``Channel``, typed: `ChannelKey<String>("name")`.
///
/// Keys are the only thing a view model and a template share: the view model publishes and
/// subscribes to keys, the template binds its views to the same keys, and neither knows the
/// other exists.
public struct ChannelKey<Value>: Hashable, Sendable, CustomStringConvertible {
    /// The key's name inside its screen's namespace.
    public let name: String

    /// A key called `name`.
    public init(_ name: String) { self.name = name }

    public var description: String { name }
}

/// MVC+'s binding: a KVO-like publish / subscribe on named keys, namespaced per screen, that
/// never echoes a change back to the object that published it.
///
/// One channel serves a whole demo; each screen talks on its own ``ChannelScope`` (`login.teacher`,
/// `login.student`), so two screens can use the same key names without hearing each other.
///
/// ```swift
/// let scope = Channel().scope("login.teacher")
/// scope.subscribe(LoginKeys.username, by: viewModel) { viewModel.username = $0 }   // V → VM
/// scope.subscribe(LoginKeys.status, by: statusLabel) { statusLabel.text = $0 }      // VM → V
/// scope.publish(LoginKeys.username, "teacher", from: usernameField)
/// ```
///
/// How it differs from Observation (MVVM's binding): there the view holds the view model and
/// reads its properties, and Observation re-runs the reads when they change; here neither side
/// holds the other, values are pushed synchronously by key, a view's edit travels the same way
/// as the view model's answer (both directions are one mechanism), and the sender is never
/// called back with its own value.
@MainActor
public final class Channel {
    private struct Subscription {
        weak var subscriber: AnyObject?
        let handler: @MainActor (Any) -> Void
    }

    private var subscriptions: [String: [Subscription]] = [:]
    private var lastValues: [String: Any] = [:]

    /// An empty channel.
    public init() {}

    /// The namespace of one screen.
    public func scope(_ namespace: String) -> ChannelScope {
        ChannelScope(channel: self, namespace: namespace)
    }

    fileprivate func publish(_ value: Any, on path: String, from sender: AnyObject?) {
        lastValues[path] = value
        // Deliver to a copy: a handler may subscribe or publish in turn.
        for subscription in subscriptions[path] ?? [] {
            guard let subscriber = subscription.subscriber else { continue }
            if let sender, subscriber === sender { continue }
            subscription.handler(value)
        }
        subscriptions[path]?.removeAll { $0.subscriber == nil }
    }

    fileprivate func subscribe(_ path: String, by subscriber: AnyObject, _ handler: @escaping @MainActor (Any) -> Void) {
        subscriptions[path, default: []].removeAll { $0.subscriber == nil }
        subscriptions[path, default: []].append(Subscription(subscriber: subscriber, handler: handler))
    }

    fileprivate func lastValue(on path: String) -> Any? { lastValues[path] }

    fileprivate func liveSubscriberCount(on path: String) -> Int {
        (subscriptions[path] ?? []).filter { $0.subscriber != nil }.count
    }
}

/// One screen's namespace on a ``Channel``: publish a key's value, subscribe to a key.
@MainActor
public final class ChannelScope {
    /// The screen's namespace (`counter`, `login.teacher`).
    public let namespace: String
    private let channel: Channel

    fileprivate init(channel: Channel, namespace: String) {
        self.channel = channel
        self.namespace = namespace
    }

    private func path(_ name: String) -> String { namespace + "/" + name }

    /// Sets `key` to `value` and tells every subscriber of the key in this namespace, except
    /// `sender` (no echo).
    public func publish<Value>(_ key: ChannelKey<Value>, _ value: Value, from sender: AnyObject? = nil) {
        channel.publish(value, on: path(key.name), from: sender)
    }

    /// Sends an event (a key whose value is nothing: a button press).
    public func publish(_ key: ChannelKey<Void>, from sender: AnyObject? = nil) {
        channel.publish((), on: path(key.name), from: sender)
    }

    /// Calls `handler` with every later value of `key` published by anyone but `subscriber`,
    /// for as long as `subscriber` lives (the channel holds it weakly: a released subscriber is
    /// unbound). The handler must not hold `subscriber` strongly.
    public func subscribe<Value>(_ key: ChannelKey<Value>, by subscriber: AnyObject,
                                 _ handler: @escaping @MainActor (Value) -> Void) {
        channel.subscribe(path(key.name), by: subscriber) { value in
            if let value = value as? Value { handler(value) }
        }
    }

    /// The last value published on `key`, if any.
    public func value<Value>(of key: ChannelKey<Value>) -> Value? {
        channel.lastValue(on: path(key.name)) as? Value
    }

    /// How many live subscribers `key` has (for tests of unbinding).
    public func subscriberCount<Value>(of key: ChannelKey<Value>) -> Int {
        channel.liveSubscriberCount(on: path(key.name))
    }

    /// A scope nested in this one (`login` → `login.teacher`).
    public func scope(_ name: String) -> ChannelScope {
        ChannelScope(channel: channel, namespace: namespace + "." + name)
    }
}
