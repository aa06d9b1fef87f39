/// Salted bcrypt hashes (cost 10) of the seeded accounts' passwords, computed
/// once with `Bcrypt.hash(_:cost:)` and kept here so that seeding a fresh
/// database costs no hashing time. Logins check them with `Bcrypt.verify`.
enum AccountPasswordHashes {
    /// `me` / `123`.
    static let me = "$2b$10$jWxw525Fcjz4/xendcR29uGm7YhOBbMY8L/O/kPpjnc.CdMgRlrW6"
    /// `teacher` / `111`.
    static let teacher = "$2b$10$WvwNewi4WluM.ZAJYcNsG.MxhZe23WQN0TqiApsrw6wtnEgkNyGoK"
    /// `student` / `111` (its own salt, so it differs from the teacher's hash).
    static let student = "$2b$10$y9Tc23CvYUJGzPoruIJtFO3EcIKqnU3Rk4EAQCyrQ227RD4gb8DhS"
    /// A hash of a random string that no login matches. Checked against when
    /// the username is unknown, so that a wrong username costs as much time as
    /// a wrong password.
    static let decoy = "$2b$10$m//dceTh38qXPybSyorISOa7Pmb8KNxyEJExZoElatRscl3olu9CC"
}
