@testable import MVXGallery
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
@Suite struct GalleryTests {
    static let snapshots = Snapshot.directory(forTestFile: #filePath)

    func makeGallery(size: Size = Size(width: 100, height: 30)) async -> (AppDriver, GalleryViewController) {
        let nav = Gallery.makeRootViewController()
        let driver = await AppDriver(size: size, rootViewController: nav)
        Gallery.bindQuitKeys(in: driver.application)
        return (driver, nav.topViewController as! GalleryViewController)
    }

    func expectSnapshot(_ driver: AppDriver, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let failure = Snapshot.verify(driver.screenText, named: name, directory: Self.snapshots)
        #expect(failure == nil, Comment(rawValue: failure ?? ""), sourceLocation: sourceLocation)
    }

    @Test func galleryAt100x30MatchesItsSnapshot() async {
        let (driver, _) = await makeGallery()
        expectSnapshot(driver, "gallery-100x30")
        #expect(driver.screenText == driver.renderedText)
    }

    @Test func alertOverTheGalleryMatchesItsSnapshot() async {
        let (driver, _) = await makeGallery()
        await driver.press("a")
        expectSnapshot(driver, "gallery-alert-100x30")
    }

    @Test func everyWidgetIsOnScreen() async {
        let (driver, _) = await makeGallery()
        for text in ["TerminalUI Gallery · 组件库", "q Quit", "Hello, world! 你好，世界！", "…",
                     "[ ♥ Like 3 ]", "[ ★ Liked 4 ]", "[ Disabled 禁用 ]", "老师好", "••••••", "Search 搜索…",
                     "60%", "Spinning · 加载中", "Today · 今天", "Earlier · 更早", "张伟 Zhang Wei",
                     "[ Follow ]", "[ ♥ 3 ]", "3 posts · 条", "— No more · 没有更多了 —"] {
            #expect(driver.contains(text), "missing \(text)")
        }
        #expect(driver.contains(ProgressView.filledCharacter))
        #expect(driver.contains(ActivityIndicatorView.frames[0]))
    }

    @Test func likeShowsAToastThenUnlikeAsksFirst() async {
        let (driver, _) = await makeGallery()
        await driver.press(.tab)
        await driver.press(.enter)
        #expect(driver.contains("[ ♥ 4 ]"))
        #expect(driver.contains("Liked · 已点赞"))
        await driver.advance(by: .seconds(2))
        #expect(!driver.contains("Liked · 已点赞"))
        await driver.press(.enter)
        #expect(driver.contains("Remove your like?"))
        await driver.press(.enter)
        #expect(driver.contains("[ ♥ 3 ]"))
        #expect(driver.contains("Like removed · 已取消"))
    }

    @Test func followTogglesThroughTheResponderChain() async {
        let (driver, _) = await makeGallery()
        #expect(driver.screenText[2].contains("[ Follow ]"))
        await driver.press(.tab, times: 2)
        await driver.press(.enter)
        #expect(driver.screenText[2].contains("[ Following ]"))
    }

    @Test func pushDetailsAndComeBack() async {
        let (driver, gallery) = await makeGallery()
        await driver.press(.enter)
        #expect(driver.screenText[0].contains("‹ Back"))
        #expect(driver.screenText[0].contains("张伟 Zhang Wei"))
        #expect(driver.contains("Shipping the terminal UIKit today"))
        await driver.press(.escape)
        #expect(gallery.navigationController?.topViewController === gallery)
        await driver.press("p")
        #expect(driver.screenText[0].contains("Details · 详情"))
        await driver.type("好")
        #expect(driver.contains("好"), "the comment field has focus")
        await driver.press(.escape)
        #expect(driver.screenText[0].contains("TerminalUI Gallery"))
    }

    @Test func hudToastEmptyStateAndRefresh() async {
        let (driver, _) = await makeGallery()
        await driver.press("h")
        #expect(driver.contains("Loading… 加载中"))
        await driver.press("e")
        #expect(driver.contains("张伟 Zhang Wei"), "the HUD swallows keys")
        await driver.advance(by: .seconds(2))
        #expect(!driver.contains("Loading… 加载中"))
        await driver.press("e")
        #expect(driver.contains("Nothing here yet · 暂无内容"))
        #expect(!driver.contains("张伟"))
        await driver.press("r")
        #expect(driver.contains("Refreshing…"))
        await driver.advance(by: .milliseconds(1500))
        #expect(!driver.contains("Refreshing…"))
        #expect(driver.contains("张伟 Zhang Wei"))
        await driver.press("t")
        #expect(driver.screenText[29].contains("Saved · 已保存"))
    }

    @Test func qQuits() async {
        let (driver, _) = await makeGallery()
        await driver.press("q")
        #expect(driver.application.isQuitting)
        #expect(!driver.terminal.isStarted, "the terminal is restored")
    }

    @Test func bigTableScreen() async {
        let driver = await AppDriver(size: Size(width: 100, height: 30), rootViewController: Gallery.makeBigTableViewController())
        #expect(driver.screenText[0].hasPrefix(" #00000"))
        await driver.press(.end)
        #expect(driver.screenText[29].contains("#09999"))
    }
}

@MainActor
@Suite struct SmallTerminalTests {
    @Test func twentyByFiveShowsWhatFitsAndNeverCrashes() async {
        let driver = await AppDriver(size: Size(width: 20, height: 5), rootViewController: Gallery.makeRootViewController())
        #expect(driver.screenText.count == 5)
        #expect(driver.screenText.allSatisfy { TextWidth.width(of: $0) <= 20 })
        for key: Key in [.down, .down, .tab, .tab, .enter, .escape, .character("p"), .backspace, .character("a"),
                         .right, .enter, .character("h"), .character("j"), .character("t"), .character("e"),
                         .character("r"), .pageDown, .end, .home, .backTab, .up, .left] {
            await driver.press(key)
            #expect(driver.screenText == driver.renderedText)
        }
        await driver.advance(by: .seconds(3))
        for size in [Size(width: 1, height: 1), Size(width: 0, height: 0), Size(width: 3, height: 2),
                     Size(width: 20, height: 5), Size(width: 7, height: 30)] {
            await driver.resize(to: size)
            await driver.press(.down)
            await driver.press("a")
            await driver.press(.escape)
            #expect(driver.renderedText.count == size.height)
        }
    }
}
