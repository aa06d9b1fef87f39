/// Small hand-written project files in the two shapes Xcode writes.
enum XcodeFixtures {
    /// Classic groups (Xcode ≤ 15): files through the group tree with each kind of source tree;
    /// `Shared.swift` is compiled into the app and its widget.
    static let classic = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 56;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \t\tB1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* App.swift */; };
        \t\tB2 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Shared.swift */; };
        \t\tB3 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Shared.swift */; };
        \t\tB4 /* AppTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = F4 /* AppTests.swift */; };
        \t\tB5 /* Root.swift in Sources */ = {isa = PBXBuildFile; fileRef = F5 /* Root.swift */; };
        \t\tB6 /* Generated.swift in Sources */ = {isa = PBXBuildFile; fileRef = F6 /* Generated.swift */; };
        \t\tB7 /* Lib.swift in Sources */ = {isa = PBXBuildFile; fileRef = F7 /* Lib.swift */; };
        \t\tB8 /* Collections in Frameworks */ = {isa = PBXBuildFile; productRef = P1 /* Collections */; };
        \t\tB9 /* Entry.swift in Sources */ = {isa = PBXBuildFile; fileRef = F9 /* Entry.swift */; };
        \t\tBA /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = V1 /* Localizable.strings */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        \t\tF1 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
        \t\tF2 /* Shared.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "Shared Code/Shared.swift"; sourceTree = "<group>"; };
        \t\tF4 /* AppTests.swift */ = {isa = PBXFileReference; path = AppTests.swift; sourceTree = "<group>"; };
        \t\tF5 /* Root.swift */ = {isa = PBXFileReference; path = Support/Root.swift; sourceTree = SOURCE_ROOT; };
        \t\tF6 /* Generated.swift */ = {isa = PBXFileReference; path = Generated.swift; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tF7 /* Lib.swift */ = {isa = PBXFileReference; path = /abs/repo/Vendor/Lib.swift; sourceTree = "<absolute>"; };
        \t\tF8 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tF9 /* Entry.swift */ = {isa = PBXFileReference; name = Entry.swift; path = ../Widget/Entry.swift; sourceTree = "<group>"; };
        \t\tFA /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        \t\tG0 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tG1 /* App */,
        \t\t\t\tG2 /* AppTests */,
        \t\t\t\tF5 /* Root.swift */,
        \t\t\t\tF7 /* Lib.swift */,
        \t\t\t\tG3 /* Products */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tG1 /* App */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (G11 /* Logical */, F1 /* App.swift */, V1 /* Localizable.strings */, );
        \t\t\tpath = App;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tG11 /* Logical */ = {isa = PBXGroup; children = (F2, F9, ); name = Logical; sourceTree = "<group>"; };
        \t\tG2 /* AppTests */ = {isa = PBXGroup; children = (F4, ); path = AppTests; sourceTree = "<group>"; };
        \t\tG3 /* Products */ = {isa = PBXGroup; children = (F8, ); name = Products; sourceTree = "<group>"; };
        /* End PBXGroup section */

        /* Begin PBXVariantGroup section */
        \t\tV1 /* Localizable.strings */ = {isa = PBXVariantGroup; children = (FA /* en */, ); name = Localizable.strings; sourceTree = "<group>"; };
        /* End PBXVariantGroup section */

        /* Begin PBXNativeTarget section */
        \t\tT1 /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (S1 /* Sources */, R1 /* Resources */, );
        \t\t\tname = App;
        \t\t\tproductName = App;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tT2 /* AppTests */ = {isa = PBXNativeTarget; buildPhases = (S2, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
        \t\tT3 /* App Widget */ = {isa = PBXNativeTarget; buildPhases = (S3, ); name = "App Widget"; productType = "com.apple.product-type.app-extension"; };
        \t\tT4 /* Lint */ = {isa = PBXAggregateTarget; buildPhases = (); name = Lint; };
        /* End PBXNativeTarget section */

        \t\tP0 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tmainGroup = G0;
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (T1 /* App */, T2 /* AppTests */, T3 /* App Widget */, T4 /* Lint */, );
        \t\t};
        \t\tR1 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (BA, ); };
        \t\tS1 /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (B1, B2, B5, B6, B7, ); runOnlyForDeploymentPostprocessing = 0; };
        \t\tS2 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B4, ); };
        \t\tS3 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B3, B8, B9, ); };
        \t};
        \trootObject = P0 /* Project object */;
        }
        """

    /// Xcode 16's folder-synchronized groups: the app compiles its folder but the widget's file
    /// (an exception for the app, which adds it to the widget) and nothing in `Assets.bundle`.
    static let synchronized = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        \t\tE1 /* Exceptions for "App" folder in "App" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\tInfo.plist,
        \t\t\t\tWidget/Entry.swift,
        \t\t\t);
        \t\t\ttarget = T1 /* App */;
        \t\t};
        \t\tE2 /* Exceptions for "App" folder in "Widget" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\t"Widget/Entry.swift",
        \t\t\t);
        \t\t\ttarget = T3 /* Widget */;
        \t\t};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        \t\tR1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1 /* PBXFileSystemSynchronizedBuildFileExceptionSet */, E2 /* PBXFileSystemSynchronizedBuildFileExceptionSet */, ); explicitFileTypes = {}; explicitFolders = (Assets.bundle, ); path = App; sourceTree = "<group>"; };
        \t\tR2 /* AppUITests */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = AppUITests; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        \t\tG0 = {isa = PBXGroup; children = (G1 /* Apps */, ); sourceTree = "<group>"; };
        \t\tG1 /* Apps */ = {isa = PBXGroup; children = (R1 /* App */, R2 /* AppUITests */, ); path = Apps; sourceTree = "<group>"; };
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\tT1 /* App */ = {isa = PBXNativeTarget; buildPhases = (S1, ); fileSystemSynchronizedGroups = (R1 /* App */, ); name = App; productType = "com.apple.product-type.application"; };
        \t\tT2 /* AppUITests */ = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (R2 /* AppUITests */, ); name = AppUITests; productType = "com.apple.product-type.bundle.ui-testing"; };
        \t\tT3 /* Widget */ = {isa = PBXNativeTarget; buildPhases = (S3, ); name = Widget; productType = "com.apple.product-type.app-extension"; };
        /* End PBXNativeTarget section */

        \t\tP0 /* Project object */ = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3, ); };
        \t\tS1 = {isa = PBXSourcesBuildPhase; files = (); };
        \t\tS3 = {isa = PBXSourcesBuildPhase; files = (); };
        \t};
        \trootObject = P0 /* Project object */;
        }
        """
}
