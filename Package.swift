// swift-tools-version: 6.1
// MVX — one app, every classic UI architecture.
//
// Targets are laid out by layer (see README "Layout" and docs/architecture.md):
//   Domain          models, service protocols, strings, formatting (no dependencies)
//   LiveServices    the Domain protocols over HTTP, and the local SQLite to-do store
//   Backend         the `mvx serve` HTTP server (Hummingbird + GRDB)
//   TerminalUI      a UIKit-shaped toolkit for the terminal; TerminalUITesting: its headless terminal
//   PatternKit      what every pattern shares; SceneViews: the views every pattern drives alike
//   <pattern>       each pattern's UI target, and its UI-free logic target where it promises one
//   Analyzer        `mvx analyze`: sizes, module metrics, smells and a pattern guess for any Swift tree (swift-syntax)
//   Mutation        `mvx mutate`: mutation testing for any SwiftPM package (swift-syntax, mutant schemata)
//   MVXApp          the app: composition root, catalog, compare screen
//   MVXBench        `mvx bench`; MVXReport: `mvx report`; MVXGallery: `mvx gallery`
//   AnalyzeCLI      the `analyze` command, shared by `mvx analyze` and the `mvx-analyze` tool
//   MVXCLI          the `mvx` command: the root, the app's options, `serve`, `analyze`, `mutate`
//   mvx             the executable: a one-line main
//   mvx-analyze     `mvx analyze` alone, the tool the plugins (Plugins/) run in a team's package
import PackageDescription

/// The language settings every target has. The targets another package builds through the
/// plugins (`mvx-analyze` and what it depends on) have these alone: a package depended on by
/// version may not use unsafe flags in what its dependents build (PluginTests checks the closure).
let languageSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let strictSettings: [SwiftSetting] = languageSettings + [
    // Each function in a section of its own in release builds, so that the linker can lay the
    // functions a key runs side by side (the `mvx` target's ordering file, below).
    .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release)),
]

/// Generic code whose clients should get it specialised (the MVI store and the features built on it):
/// its bodies go into the module's interface, as `@inlinable` would put them, in release builds.
let crossModuleOptimized: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]

let package = Package(
    name: "MVX",
    platforms: [.macOS(.v15)],
    // The `mvx` command, and for a team's own package the analyzer as a tool and its plugins:
    // `swift package mvx-analyze`, `swift package mvx-analyze-baseline` and the build-tool plugin (README, "Use it in your project").
    // The libraries are not offered to other packages: the release settings below (function
    // sections, the toolkit's unchecked exclusivity) are unsafe flags, which SwiftPM refuses in
    // a package depended on by version — the plugins' closure has none.
    products: [
        .executable(name: "mvx", targets: ["mvx"]),
        .executable(name: "mvx-analyze", targets: ["mvx-analyze"]),
        .plugin(name: "MVXAnalyzeCommandPlugin", targets: ["MVXAnalyzeCommandPlugin"]),
        .plugin(name: "MVXAnalyzeBaselinePlugin", targets: ["MVXAnalyzeBaselinePlugin"]),
        .plugin(name: "MVXAnalyzeBuildToolPlugin", targets: ["MVXAnalyzeBuildToolPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/pointfreeco/swift-clocks.git", from: "1.1.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
    ],
    targets: [
        // MARK: Domain
        .target(name: "Domain", swiftSettings: strictSettings),

        // MARK: Live services and backend
        .target(
            name: "LiveServices",
            dependencies: [
                "Domain",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Backend",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: Pattern infrastructure
        /// The small TCA-shaped store that runs MVI features (no UI, no Domain).
        .target(name: "MVICore", swiftSettings: strictSettings + crossModuleOptimized),
        /// An exhaustive `TestStore` for MVI reducers (test code only).
        .target(name: "MVITestSupport", dependencies: ["MVICore"], swiftSettings: strictSettings),

        // MARK: Terminal toolkit
        /// The UIKit-shaped toolkit an app links: views, controllers, the renderer, terminal I/O.
        .target(
            name: "TerminalUI",
            dependencies: [.product(name: "Clocks", package: "swift-clocks")],
            // Release builds skip the run-time exclusivity checks in the toolkit's per-cell loops
            // (debug builds and every test keep them): 18 % of a frame (docs/benchmarks.md). They
            // also skip the run-time check Swift 6 adds to each call of a main-actor closure (a map's,
            // a buffer's) that it is on the main actor — about 200 instructions a call, 6 % of a key
            // on the own profile; the compiler has proved the isolation (strict concurrency), and
            // debug builds and the tests keep the checks.
            swiftSettings: strictSettings + [.unsafeFlags(["-enforce-exclusivity=unchecked", "-Xfrontend", "-disable-dynamic-actor-isolation"], .when(configuration: .release))]
        ),
        /// For tests and benchmarks only: the headless terminal (a VT emulator), the `AppDriver`
        /// that runs an app on it without sleeps, and golden-screen snapshots.
        .target(
            name: "TerminalUITesting",
            dependencies: ["TerminalUI", .product(name: "Clocks", package: "swift-clocks")],
            swiftSettings: strictSettings
        ),

        // MARK: Patterns
        /// What every pattern shares: pattern / demo ids, the demo context, the module protocol.
        .target(name: "PatternKit", dependencies: ["Domain", "TerminalUI"], swiftSettings: strictSettings),
        /// Views every pattern drives the same way (headers, cells, detail views): setters only, no logic.
        .target(name: "SceneViews", dependencies: ["TerminalUI"], swiftSettings: strictSettings),
        /// The baseline: one view controller per screen does everything.
        .target(name: "MassiveMVC", dependencies: ["Domain", "TerminalUI", "SceneViews", "PatternKit"], swiftSettings: strictSettings),
        /// Apple-style MVC done well: view controllers assemble self-managed modules (child view
        /// controllers, table helpers, cell helpers, a shared blog model).
        .target(name: "MVC", dependencies: ["Domain", "TerminalUI", "SceneViews", "PatternKit"], swiftSettings: strictSettings),
        /// MVVM's view models: observable state and commands (Observation), no toolkit.
        .target(name: "MVVMViewModels", dependencies: ["Domain"], swiftSettings: strictSettings),
        /// MVVM: view controllers and cells bound to the view models.
        .target(
            name: "MVVM",
            dependencies: ["MVVMViewModels", "Domain", "TerminalUI", "SceneViews", "PatternKit"],
            swiftSettings: strictSettings
        ),
        /// MVP's UI-free half: presenters, view protocols and view data (no toolkit).
        .target(name: "MVPPresenters", dependencies: ["Domain"], swiftSettings: strictSettings),
        /// MVP's passive views: view controllers and cells implementing the view protocols.
        .target(name: "MVP", dependencies: ["MVPPresenters", "Domain", "TerminalUI", "SceneViews", "PatternKit"], swiftSettings: strictSettings),
        /// VIPER's UI-free half: per module entities, interactors, presenters, view and router protocols.
        .target(name: "VIPERLogic", dependencies: ["Domain"], swiftSettings: strictSettings),
        /// VIPER's UIKit half: view controllers, routers (navigation only) and module builders (the only code that assembles a module).
        .target(
            name: "VIPER",
            dependencies: ["VIPERLogic", "Domain", "TerminalUI", "SceneViews", "PatternKit"],
            swiftSettings: strictSettings
        ),
        /// MVI's features: value states, action enums and pure reducers run by `MVICore` (no toolkit).
        .target(name: "MVIFeatures", dependencies: ["Domain", "MVICore"], swiftSettings: strictSettings + crossModuleOptimized),
        /// MVI: view controllers that render a store's state and send it actions.
        .target(
            name: "MVI",
            dependencies: ["MVIFeatures", "MVICore", "Domain", "TerminalUI", "SceneViews", "PatternKit"],
            swiftSettings: strictSettings
        ),

        /// MVC+ (the Vizzle design): the channel and the model state machine (UI-free).
        .target(name: "MVCPlusKit", dependencies: ["Domain"], swiftSettings: strictSettings),
        /// MVC+: the scene-controller protocol and its kinds, scene controllers, models and view
        /// models (UI-free: cannot see a view).
        .target(name: "MVCPlusLogic", dependencies: ["Domain", "MVCPlusKit"], swiftSettings: strictSettings),
        /// MVC+: the base controllers and the view templates.
        .target(
            name: "MVCPlus",
            dependencies: ["MVCPlusLogic", "MVCPlusKit", "Domain", "TerminalUI", "SceneViews", "PatternKit"],
            swiftSettings: strictSettings
        ),

        // MARK: The analyzer
        /// `mvx analyze`: parses a Swift tree (swift-syntax) and measures its types, modules and
        /// smells, and guesses its pattern; checks layer rules as a gate (its config file is YAML:
        /// Yams). Knows nothing of the app.
        .target(
            name: "Analyzer",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: languageSettings
        ),
        /// The `analyze` command (swift-argument-parser) over the analyzer: `mvx analyze` and `mvx-analyze`.
        .target(
            name: "AnalyzeCLI",
            dependencies: ["Analyzer", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: languageSettings
        ),
        /// `mvx-analyze`: the analyzer alone, the tool the plugins run (no app, backend or toolkit).
        .executableTarget(
            name: "mvx-analyze",
            dependencies: ["AnalyzeCLI", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: languageSettings
        ),
        /// `swift package mvx-analyze [args]`: `mvx-analyze` on the package's folder; it writes nothing.
        .plugin(
            name: "MVXAnalyzeCommandPlugin",
            capability: .command(
                intent: .custom(verb: "mvx-analyze", description: "Check the package's code against its architecture rules (mvx analyze).")
            ),
            dependencies: ["mvx-analyze"]
        ),
        /// `swift package --allow-writing-to-package-directory mvx-analyze-baseline [FILE]`: today's
        /// violations written to the package's baseline file.
        .plugin(
            name: "MVXAnalyzeBaselinePlugin",
            capability: .command(
                intent: .custom(verb: "mvx-analyze-baseline", description: "Write the package's rule violations to a baseline file (mvx analyze --write-baseline)."),
                permissions: [.writeToPackageDirectory(reason: "mvx-analyze-baseline writes the baseline file (.mvx-baseline.json unless named) into the package.")]
            ),
            dependencies: ["mvx-analyze"]
        ),
        /// Each target it is applied to checked on every build, violations as compiler diagnostics.
        .plugin(name: "MVXAnalyzeBuildToolPlugin", capability: .buildTool(), dependencies: ["mvx-analyze"]),

        // MARK: Mutation testing
        /// `mvx mutate`: writes mutants of a SwiftPM package's code behind a runtime switch into a
        /// copy of it (swift-syntax), builds its tests once and runs them per mutant. Knows nothing of the app.
        .target(
            name: "Mutation",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: The command's parts
        /// The app: the composition root (settings, the backend and live services, the session in
        /// this terminal), the catalog and the compare screen. Depends on what the app runs.
        .target(
            name: "MVXApp",
            dependencies: [
                "Domain", "LiveServices", "Backend", "TerminalUI", "PatternKit",
                "MassiveMVC", "MVC", "MVVM", "MVP", "VIPER", "MVI", "MVCPlus",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        /// `mvx gallery`: every toolkit widget on one screen.
        .target(
            name: "MVXGallery",
            dependencies: ["TerminalUI", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSettings
        ),
        /// `mvx bench`: the command and its benchmarks (the headless terminal drives the app without a TTY).
        .target(
            name: "MVXBench",
            dependencies: [
                "MVXApp", "MVXGallery", "Analyzer", "Domain", "PatternKit", "TerminalUI", "TerminalUITesting",
                "Backend", "LiveServices", "MVVM", "MVICore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        /// `mvx report`: writes docs/comparison.md and the catalog's figures from the code and the benchmarks.
        .target(
            name: "MVXReport",
            dependencies: ["MVXBench", "Analyzer", "PatternKit", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSettings
        ),
        /// The `mvx` command: the root command, the app's options, and the subcommands that are not a
        /// part of their own (`app`, `serve`, `analyze`, `mutate`, `todo-writer`); `bench`, `report` and `gallery`
        /// come from their parts.
        .target(
            name: "MVXCLI",
            dependencies: [
                "MVXApp", "MVXBench", "MVXReport", "MVXGallery", "AnalyzeCLI",
                "Domain", "LiveServices", "Backend", "TerminalUI", "PatternKit", "Analyzer", "Mutation", "MVI", "MVICore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "mvx",
            dependencies: ["MVXCLI"],
            exclude: ["mvx.order"],
            swiftSettings: strictSettings,
            // Release builds on Linux link the Swift runtime and Foundation into the executable, with
            // lld packing its relative relocations (glibc ≥ 2.36 reads DT_RELR): the process maps 
            // fewer libraries and fewer relocation pages — docs/benchmarks.md, "Memory". lld lays the
            // functions a key runs first and together (`mvx.order`, written by scripts/hot-functions.py):
            // a key touches about half the pages of code, and each page touched after an idle spell costs a
            // page-table walk — docs/benchmarks.md, "Code pages a key".
            linkerSettings: [.unsafeFlags(
                ["-static-stdlib", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                 "-Xlinker", "--no-export-dynamic",
                 "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/mvx/mvx.order",
                 "-Xlinker", "--no-warn-symbol-ordering",
                 "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims", "-l_FoundationCollections"],
                .when(platforms: [.linux], configuration: .release)
            )]
        ),

        // MARK: Tests
        .testTarget(name: "DomainTests", dependencies: ["Domain"], swiftSettings: strictSettings),
        .testTarget(name: "AnalyzerTests", dependencies: ["Analyzer"], swiftSettings: strictSettings),
        // Tests/Fixtures/MutateFixture is a package of its own that the end-to-end test runs `mvx mutate` on.
        .testTarget(name: "MutationTests", dependencies: ["Mutation"], swiftSettings: strictSettings),
        // Tests/Fixtures/AnalyzeFixture depends on MVX by path: the plugins end to end, as a team gets them.
        .testTarget(name: "PluginTests", swiftSettings: strictSettings),
        .testTarget(
            name: "BackendTests",
            dependencies: [
                "Backend",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LiveServicesTests",
            dependencies: [
                "LiveServices", "Backend", "Domain",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: ["TerminalUI", "TerminalUITesting", .product(name: "Clocks", package: "swift-clocks")],
            resources: [.copy("__Snapshots__")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SceneViewsTests",
            dependencies: ["SceneViews", "TerminalUI", "TerminalUITesting"],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "MVVMViewModelsTests", dependencies: ["MVVMViewModels", "Domain"], swiftSettings: strictSettings),
        .testTarget(name: "MVPPresentersTests", dependencies: ["MVPPresenters", "Domain"], swiftSettings: strictSettings),
        .testTarget(name: "VIPERLogicTests", dependencies: ["VIPERLogic", "Domain"], swiftSettings: strictSettings),
        .testTarget(
            name: "VIPERTests",
            dependencies: ["VIPER", "VIPERLogic", "Domain", "TerminalUI", "TerminalUITesting", "SceneViews", "PatternKit"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MVIFeaturesTests",
            dependencies: ["MVIFeatures", "MVICore", "MVITestSupport", "Domain"],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "MVICoreTests", dependencies: ["MVICore", "MVITestSupport"], swiftSettings: strictSettings),
        .testTarget(
            name: "MVITests",
            dependencies: ["MVI", "MVICore", "MVIFeatures", "Domain", "TerminalUI", "TerminalUITesting", "PatternKit"],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "MVCPlusKitTests", dependencies: ["MVCPlusKit", "Domain"], swiftSettings: strictSettings),
        .testTarget(name: "MVCPlusLogicTests", dependencies: ["MVCPlusLogic", "MVCPlusKit", "Domain"], swiftSettings: strictSettings),
        // The acceptance harness (a real backend, live services, one pattern's demo on a headless
        // terminal) and `mvx serve` as a process: shared by the acceptance suite and the fault matrix.
        .target(
            name: "AcceptanceSupport",
            dependencies: [
                "MVXApp", "PatternKit", "Domain", "LiveServices", "Backend", "TerminalUI", "TerminalUITesting",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/AcceptanceSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "AcceptanceTests",
            dependencies: ["AcceptanceSupport", "MVXApp", "PatternKit", "Domain", "LiveServices", "TerminalUI", "TerminalUITesting"],
            exclude: ["__Snapshots__"],
            swiftSettings: strictSettings
        ),
        // Every pattern × every demo against a server answering badly, slowly, flakily, or killed.
        .testTarget(
            name: "FaultMatrixTests",
            dependencies: ["AcceptanceSupport", "MVXApp", "PatternKit", "Domain", "LiveServices", "Backend", "TerminalUI", "TerminalUITesting"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MVXCLITests",
            dependencies: [
                "AcceptanceSupport", "Analyzer", "MVXCLI", "MVXApp", "MVXBench", "MVXReport", "MVXGallery",
                "PatternKit", "TerminalUI", "TerminalUITesting", "Domain", "LiveServices",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MVCTests",
            dependencies: ["MVC", "Domain", "TerminalUI", "TerminalUITesting", "SceneViews", "PatternKit", .product(name: "Clocks", package: "swift-clocks")],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "MVVMTests", dependencies: ["MVVM", "TerminalUI", "TerminalUITesting"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
