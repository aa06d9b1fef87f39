import Domain
import MVICore
import MVIFeatures

/// Makes the root store of every MVI screen that has one — the profile, a user list — from the
/// app's services, and puts it on the session tape when there is one. View controllers are handed
/// stores, never services: the profile's state says which list to open, this makes its store.
@MainActor
struct StoreBuilder {
    private let services: Services
    /// The tape every store made here is recorded on or replayed from (`--record` / `--replay`).
    let tape: TapeDeck?

    /// A builder over `services`, recording on (or replaying) `tape`.
    init(services: Services, tape: TapeDeck?) {
        self.services = services
        self.tape = tape
    }

    /// The store of `userID`'s profile.
    func profile(userID: User.ID) -> Store<ProfileFeature.State, ProfileFeature.Action> {
        let store = Store(
            initialState: ProfileFeature.State(userID: userID, currentUserID: services.currentUserID),
            reducer: ProfileFeature(services: services)
        )
        tape?.attach(store, as: .profile)
        return store
    }

    /// The store of the user list `scene`.
    func userList(_ scene: UserListScene) -> Store<UserListFeature.State, UserListFeature.Action> {
        let store = Store(initialState: UserListFeature.State(scene: scene), reducer: UserListFeature(services: services))
        tape?.attach(store, as: .userList(scene))
        return store
    }

    /// The store of the counter list.
    func counter() -> Store<CounterFeature.State, CounterFeature.Action> {
        Store(initialState: CounterFeature.State(), reducer: CounterFeature(services: services))
    }

    /// The store of `Who are you?` and both role forms.
    func login(strings: Localizer) -> Store<RoleChoiceFeature.State, RoleChoiceFeature.Action> {
        Store(initialState: RoleChoiceFeature.State(), reducer: RoleChoiceFeature(services: services, strings: strings))
    }

    /// The store of the to-do list (and its Add sheet).
    func todo() -> Store<UpcomingFeature.State, UpcomingFeature.Action> {
        Store(initialState: UpcomingFeature.State(), reducer: UpcomingFeature(services: services))
    }

    /// The store of the voice list, with `player`'s updates sent to it as actions.
    func voice(player: any VoicePlayer) -> Store<VoiceFeature.State, VoiceFeature.Action> {
        let store = Store(initialState: VoiceFeature.State(),
                          reducer: VoiceFeature(services: services, player: VoiceFeature.Player(player)))
        player.onUpdate = { [weak store] update in store?.send(.playerUpdated(update)) }
        return store
    }
}
