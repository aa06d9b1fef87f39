import Dispatch
import HummingbirdBcrypt

/// Checks passwords against bcrypt hashes on a Dispatch worker, so that the
/// ~50 ms of hashing never occupies one of Swift concurrency's few threads
/// (the machine this runs on may have only two).
enum PasswordVerifier {
    static func verify(_ password: String, hash: String) async -> Bool {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(returning: Bcrypt.verify(password, hash: hash))
            }
        }
    }
}
