import Testing
@testable import Mutation
