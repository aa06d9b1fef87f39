import MassiveMVC
import MVC
import MVCPlus
import MVI
import MVP
import MVVM
import PatternKit
import VIPER

/// Every pattern linked into the app, by its entry point. A pattern appears in the catalog
/// (and in the acceptance suite) by being listed here.
public enum PatternRegistry {
    /// The entry points, in catalog order.
    public static let entryPoints: [any PatternEntryPoint.Type] = [
        MassiveMVCEntryPoint.self,
        MVCEntryPoint.self,
        MVPEntryPoint.self,
        MVVMEntryPoint.self,
        MVIEntryPoint.self,
        VIPEREntryPoint.self,
        MVCPlusEntryPoint.self,
    ]

    /// The entry point of `pattern`, if it is linked in.
    public static func entryPoint(for pattern: PatternID) -> (any PatternEntryPoint.Type)? {
        entryPoints.first { $0.pattern == pattern }
    }

    /// Every linked pattern, in catalog order (each implements every demo).
    public static var patterns: [PatternID] { entryPoints.map { $0.pattern } }
}
