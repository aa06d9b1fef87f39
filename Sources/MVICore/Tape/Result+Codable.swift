/// Service answers travel in actions as `Result<Value, AppError>`, and a session tape saves
/// actions — so `Result` must be `Codable`. The standard library does not make it so; this is the
/// one place in the package that does, as `{"success": value}` or `{"failure": error}`.
///
/// `@retroactive`: should the standard library ever add its own conformance, this one must go
/// (the compiler will say so). A wrapper type instead would have changed every action's shape and
/// every `switch` over a response, for no gain in what the file says.
extension Result: @retroactive Encodable where Success: Encodable, Failure: Encodable {
    /// Writes `{"success": value}` or `{"failure": error}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ResultCodingKeys.self)
        switch self {
        case .success(let value): try container.encode(value, forKey: .success)
        case .failure(let error): try container.encode(error, forKey: .failure)
        }
    }
}

extension Result: @retroactive Decodable where Success: Decodable, Failure: Decodable {
    /// Reads `{"success": value}` or `{"failure": error}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ResultCodingKeys.self)
        if container.contains(.success) {
            self = .success(try container.decode(Success.self, forKey: .success))
        } else if container.contains(.failure) {
            self = .failure(try container.decode(Failure.self, forKey: .failure))
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: container.codingPath,
                debugDescription: "a result needs \"success\" or \"failure\""))
        }
    }
}

private enum ResultCodingKeys: String, CodingKey { case success, failure }
