import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1

/// Hummingbird's HTTP/1 child channel with the connection rules it leaves out, applied where the
/// HTTP version is still known (between NIO's HTTP/1 decoder and the HTTP-types codec):
/// ``HTTP1ConnectionRules``.
struct BackendHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    /// The stock channel, which does everything else.
    let base: HTTP1Channel

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let codec = try channel.pipeline.syncOperations.handler(type: HTTP1ToHTTPServerCodec.self)
            try channel.pipeline.syncOperations.addHandler(HTTP1ConnectionRules(), position: .before(codec))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// Three rules of HTTP/1 connections:
///
/// - A request that is not keep-alive (HTTP/1.0 without `Connection: keep-alive`, or
///   `Connection: close`) gets `Connection: close` on its answer, and the connection is closed
///   once the answer is written.
/// - A request the HTTP parser rejects before its head is complete gets a 400 in the API's JSON
///   error shape (Hummingbird's own has an empty body), and the connection is closed. A body
///   that breaks after its head reached a route is the route's to answer (`invalid_body`), so
///   that error goes on up the pipeline.
/// - When the server stops, a request still being received (a client holding a half-sent body)
///   gets ``stopGrace`` to finish; then its connection is closed, so that a stop never waits on
///   a client. (Hummingbird drains requests in flight and closes idle connections itself.)
final class HTTP1ConnectionRules: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// The JSON body of the parser's 400.
    static let malformedRequestBody = #"{"error":{"code":"bad_request","message":"The request is not valid HTTP/1.1."}}"#

    /// How long a request still being received may go on once the server stops.
    static let stopGrace = TimeAmount.seconds(2)

    private var keepAlive = true
    private var answeredParserError = false
    private var isInRequest = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            keepAlive = head.isKeepAlive
            isInRequest = true
        case .end:
            isInRequest = false
        case .body:
            break
        }
        context.fireChannelRead(data)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ChannelShouldQuiesceEvent, isInRequest {
            let channel = context.channel
            context.eventLoop.scheduleTask(in: Self.stopGrace) { channel.close(promise: nil) }
        }
        context.fireUserInboundEventTriggered(event)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !keepAlive else { return context.write(data, promise: promise) }
        switch unwrapOutboundIn(data) {
        case .head(var head):
            head.headers.replaceOrAdd(name: "connection", value: "close")
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .end:
            let written = promise ?? context.eventLoop.makePromise()
            context.write(data, promise: written)
            let channel = context.channel
            written.futureResult.whenComplete { _ in channel.close(promise: nil) }
        case .body:
            context.write(data, promise: promise)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard error is HTTPParserError, !isInRequest, !answeredParserError else { return context.fireErrorCaught(error) }
        answeredParserError = true
        let body = context.channel.allocator.buffer(string: Self.malformedRequestBody)
        let headers = HTTPHeaders([
            ("content-type", "application/json; charset=utf-8"),
            ("content-length", String(body.readableBytes)),
            ("connection", "close"),
        ])
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .badRequest, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}
