import Domain
import MVCPlusKit

/// A page of fields (a user's, a draft's): nothing to load, nothing to decide; it publishes
/// the fields for its template.
@MainActor
public final class FieldListController: SceneController {
    public let kind = SceneKind.fieldList
    public let title: String
    public let namespace: String
    public let pendingWork = PendingWork()
    public weak var navigator: (any SceneNavigator)?
    /// The fields, in order.
    public let fields: [DetailField]

    /// The page titled `title` listing `fields`.
    public init(title: String, fields: [DetailField], namespace: String) {
        self.title = title
        self.fields = fields
        self.namespace = namespace
    }

    public func viewDidLoad(channel: ChannelScope) {
        channel.publish(FieldKeys.fields, fields, from: self)
    }
}
