import Domain
import Testing

@Suite("Blog answers")
struct BlogAnswerTests {
    private let shown = Blog(id: 1, authorId: 7, authorName: "Tara", title: "T", summary: "", body: "",
                             likeCount: 10, shareCount: 5, isLiked: false)

    @Test("a like's answer sets the likes only: a share that answered meanwhile keeps its count")
    func likeAnswerKeepsShares() {
        var answer = shown
        answer.likeCount = 11
        answer.isLiked = true
        answer.shareCount = 4                       // the like was counted before the share
        var current = shown
        current.shareCount = 6                      // the share's answer arrived first
        let merged = current.withLike(from: answer)
        #expect(merged.likeCount == 11 && merged.isLiked && merged.shareCount == 6)
    }

    @Test("a share's answer sets the share count only: a like in flight keeps showing")
    func shareAnswerKeepsLikes() {
        let liking = shown.withLike(true)
        var answer = shown
        answer.shareCount = 6
        let merged = liking.withShares(from: answer)
        #expect(merged.shareCount == 6 && merged.likeCount == 11 && merged.isLiked)
    }
}
