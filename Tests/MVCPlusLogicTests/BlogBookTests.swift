import Domain
import MVCPlusLogic
import Testing

/// The shared blog book alone: a like held until answered, a share at a time.
@MainActor
@Suite("MVC+ blog book")
struct BlogBookTests {
    @Test("a like shows at once and is held: a second like meanwhile, or of an unknown blog, is refused; the answer frees it")
    func likeIsHeld() {
        let book = BlogBook()
        let blog = Blog(id: 1, authorId: 7, authorName: "Ann", title: "Hello", likeCount: 3)
        book.store([blog])
        #expect(book.beginLike(true, of: 1) && book.blog(1)?.likeCount == 4 && book.isChanging(1))
        #expect(!book.beginLike(false, of: 1) && book.blog(1)?.isLiked == true)
        #expect(!book.beginLike(true, of: 2))
        book.endLike(of: 1, with: .failure(.serverBusy))
        #expect(book.blog(1) == blog && !book.isChanging(1))
        #expect(book.beginShare(of: 1) && !book.beginShare(of: 1))
        book.endShare(of: 1)
        #expect(book.beginShare(of: 1))
    }
}
