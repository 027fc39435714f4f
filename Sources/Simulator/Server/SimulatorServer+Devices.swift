import Foundation
import Hummingbird
import NIOCore

extension SimulatorServer {
    /// The devices' routes, for the page's side-by-side view:
    ///
    /// - `GET /devices`: the devices running (`id`, `model`, `name`, `app`), the most that may run,
    ///   and the models and apps to add, as JSON.
    /// - `POST /devices?model=ID&app=ID[&os=VERSION]`: starts a device (201 with its `id`); 400
    ///   with the reason for a choice the server refuses, 409 when `DeviceRegistry.maximumDevices`
    ///   run already.
    /// - `DELETE /devices/ID`: closes a device and its pages' sockets (204); 404 for an unknown
    ///   one, 409 for the last.
    ///
    /// The two that change something also refuse a request whose `Origin` is another site's (a
    /// page elsewhere cannot start devices on this machine), as the WebSocket's upgrade does.
    @MainActor func addDeviceRoutes<Context: RequestContext>(to router: Router<Context>, devices: DeviceRegistry, policy: AccessPolicy) {
        router.get("/devices") { _, _ in
            await Self.json(devices.listText, status: .ok)
        }
        router.post("/devices") { request, _ in
            if let refusal = Self.crossSiteRefusal(request, policy: policy) { return refusal }
            let query = request.uri.queryParameters
            let field = { (name: String) -> String? in query[name[...]].map(String.init) }
            for name in ["model", "app", "os"] {
                if let value = field(name), value.utf8.count > 64 {
                    return PageResources.text("\(name) is over 64 bytes\n", status: .badRequest)
                }
            }
            guard let model = field("model") else { return PageResources.text("model is missing\n", status: .badRequest) }
            let outcome: Result<String, DeviceRegistry.AddError> = await MainActor.run {
                do throws(DeviceRegistry.AddError) {
                    return .success(try devices.add(model: model, os: field("os"), app: field("app")))
                } catch {
                    return .failure(error)
                }
            }
            switch outcome {
            case let .success(id):
                return Self.json(#"{"id":"\#(id)"}"#, status: .created)
            case let .failure(error):
                if case .tooMany = error { return PageResources.text("\(error)\n", status: .conflict) }
                return PageResources.text("\(error)\n", status: .badRequest)
            }
        }
        router.delete("/devices/:id") { request, context in
            if let refusal = Self.crossSiteRefusal(request, policy: policy) { return refusal }
            let id = context.parameters.get("id") ?? ""
            let closed: Bool? = await MainActor.run {
                guard devices.ids.contains(id) else { return nil }
                return devices.close(id)
            }
            switch closed {
            case nil: return Self.unknownDevice(id)
            case false?: return PageResources.text("device \(id) is the last one; it stays\n", status: .conflict)
            case true?: return Response(status: .noContent)
            }
        }
    }

    /// 404 naming the device that does not run.
    static func unknownDevice(_ id: String?) -> Response {
        let shown = String((id ?? "").prefix(16))
        return PageResources.text("no device \"\(shown)\" runs here\n", status: .notFound)
    }

    /// 403 for a request whose `Origin` is not this server's, else nil.
    static func crossSiteRefusal(_ request: Request, policy: AccessPolicy) -> Response? {
        let origins = request.headers[values: .origin]
        guard case let .forbidden(reason) = policy.checkUpgrade(queryToken: request.uri.queryParameters["token"].map(String.init),
                                                                host: request.head.authority, origins: origins) else { return nil }
        return PageResources.text("forbidden: \(reason)\n", status: .forbidden)
    }

    static func json(_ text: String, status: HTTPResponse.Status) -> Response {
        Response(status: status, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                 body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
