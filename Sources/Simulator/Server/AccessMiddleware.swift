import Hummingbird
import Logging

/// Applies the `AccessPolicy` to every HTTP request: 401 without the token, 403 for a Host
/// that is not loopback when no token is used.
struct AccessMiddleware<Context: RequestContext>: RouterMiddleware {
    let policy: AccessPolicy

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        switch policy.check(queryToken: request.uri.queryParameters["token"].map(String.init), host: request.head.authority) {
        case .allowed:
            return try await next(request, context)
        case .unauthorized:
            context.logger.notice("Refused \(request.method) \(request.uri.path): missing or wrong access token")
            return PageResources.text("access token required: open the URL the simulator printed\n", status: .unauthorized)
        case let .forbidden(reason):
            context.logger.notice("Refused \(request.method) \(request.uri.path): \(reason)")
            return PageResources.text("forbidden: \(reason)\n", status: .forbidden)
        }
    }
}
