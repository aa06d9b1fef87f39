import MassiveMVC
import MVC
import MVI
import MVP
import MVVM
import PatternKit
import VIPER

/// Every pattern module linked into the app. A pattern appears in the catalog (and in
/// the acceptance suite) by being listed here.
public enum PatternRegistry {
    /// The modules, in catalog order.
    public static let modules: [any PatternModule.Type] = [
        MassiveMVCModule.self,
        MVCModule.self,
        MVPModule.self,
        MVVMModule.self,
        MVIModule.self,
        VIPERModule.self,
    ]

    /// The module implementing `pattern`, if it is linked in.
    public static func module(for pattern: PatternID) -> (any PatternModule.Type)? {
        modules.first { $0.pattern == pattern }
    }

    /// The patterns implementing `demo`.
    public static func patterns(implementing demo: DemoID) -> [PatternID] {
        modules.filter { $0.demos.contains(demo) }.map { $0.pattern }
    }
}
