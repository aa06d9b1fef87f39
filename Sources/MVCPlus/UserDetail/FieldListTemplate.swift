import Domain
import MVCPlusKit
import MVCPlusLogic
import SceneViews
import TerminalUI

/// A page of fields (user detail, draft detail), bound to ``FieldKeys``.
final class FieldListTemplate: Template {
    private let fieldList = FieldListView()
    var view: View { fieldList }

    init(channel: ChannelScope) {
        channel.subscribe(FieldKeys.fields, by: self) { [weak self] fields in
            self?.fieldList.fields = fields.map { ($0.label, $0.value) }
        }
    }
}
