import ArgumentParser
import Foundation
import SpringBoard
import Testing
@testable import Simulator

/// An app's own command that adds an option beside the simulator's, as the README shows.
private struct AppWithOwnOptions: ParsableCommand {
    @OptionGroup var simulator: SimulatorOptions
    @Flag(help: "Start with demo data.") var demoData = false
}

@Suite("The command line of an app run in the simulator")
struct SimulatorOptionsTests {
    @Test("Options set the address, the device and the OS, with a space or an equals sign")
    func options() throws {
        let configuration = try SimulatorOptions.parse(["--port", "9000", "--host=0.0.0.0", "--device", "iphone-8", "--os=12.0"])
            .configuration
        #expect(configuration.port == 9000)
        #expect(configuration.host == "0.0.0.0")
        #expect(configuration.model == .iPhone8)
        #expect(configuration.systemVersion?.majorVersion == 12)
        let defaults = try SimulatorOptions.parse([]).configuration
        #expect(defaults.host == "127.0.0.1")
        #expect(defaults.port == 8080)
        #expect(defaults.model == .iPhone15Pro)
        #expect(defaults.systemVersion == nil)
    }

    @Test("The help lists every device and every iOS version with the defaults")
    func helpListsTheValues() {
        let help = SimulatorOptions.helpMessage(columns: 1000)
        #expect(help.contains("(values: iphone-3gs, iphone-4, iphone-6s, iphone-8, iphone-x, iphone-15-pro)"))
        #expect(help.contains("The device model (iphone-15-pro when omitted); give it again"))
        #expect(help.contains("3.0, 4.0, 5.0, 6.0, 7.0, 9.0, 10.0, 11.0, 12.0"))
        #expect(help.contains("26.0"))
        #expect(help.contains("--host <address>"))
        #expect(help.contains("--port <port>"))
    }

    @Test("An unknown device is a usage error that lists the valid devices")
    func unknownDevice() {
        do {
            _ = try SimulatorOptions.parse(["--device", "iphone-9"])
            Issue.record("an unknown device was accepted")
        } catch {
            let message = SimulatorOptions.fullMessage(for: error)
            #expect(message.contains("iphone-9"))
            #expect(DeviceModel.all.allSatisfy { message.contains("- \($0.identifier)\n") || message.hasSuffix("- \($0.identifier)") })
            #expect(SimulatorOptions.exitCode(for: error) == .validationFailure)
        }
    }

    @Test("An iOS version the device does not run is refused with the versions it runs")
    func unsupportedVersion() {
        do {
            _ = try SimulatorOptions.parse(["--device", "iphone-8", "--os", "5.0"])
            Issue.record("iOS 5 on an iPhone 8 was accepted")
        } catch {
            let message = SimulatorOptions.fullMessage(for: error)
            #expect(message.contains("iPhone 8 runs iOS 11 to 16, not 5.0"))
            #expect(SimulatorOptions.exitCode(for: error) == .validationFailure)
        }
        #expect(throws: (any Error).self) { try SimulatorOptions.parse(["--os", "seventeen"]) }
    }

    @Test("Unknown options, missing values and ports out of range are refused")
    func refusals() {
        #expect(throws: (any Error).self) { try SimulatorOptions.parse(["--verbose"]) }
        #expect(throws: (any Error).self) { try SimulatorOptions.parse(["--port"]) }
        #expect(throws: (any Error).self) { try SimulatorOptions.parse(["--port", "http"]) }
        do {
            _ = try SimulatorOptions.parse(["--port", "70000"])
            Issue.record("port 70000 was accepted")
        } catch {
            #expect(SimulatorOptions.fullMessage(for: error).contains("--port must be between 0 and 65535 (got 70000)"))
        }
    }

    @Test("Shell completion offers the devices and the iOS versions")
    func completion() {
        let bash = SimulatorAppCommand.completionScript(for: .bash)
        for identifier in ["iphone-3gs", "iphone-4", "iphone-6s", "iphone-8", "iphone-x", "iphone-15-pro", "3.0", "17.0", "26.0"] {
            #expect(bash.contains("'\(identifier)'"))
        }
    }

    @Test("The one-line form answers --help and --version and refuses unknown options as usage errors")
    func oneLineForm() throws {
        #expect(try SimulatorAppCommand.parse(["--device", "iphone-x"]).simulator.device.model == .iPhoneX)
        do {
            _ = try SimulatorAppCommand.parse(["--help"])
            Issue.record("--help did not ask for the help")
        } catch {
            #expect(SimulatorAppCommand.exitCode(for: error) == .success)
            #expect(SimulatorAppCommand.fullMessage(for: error).contains("iphone-15-pro"))
            #expect(SimulatorAppCommand.fullMessage(for: error).contains("--version"))
        }
        SimulatorAppCommand.$appVersion.withValue("2.1") {
            do {
                _ = try SimulatorAppCommand.parse(["--version"])
                Issue.record("--version did not ask for the version")
            } catch {
                #expect(SimulatorAppCommand.exitCode(for: error) == .success)
                #expect(SimulatorAppCommand.fullMessage(for: error) == "2.1")
            }
        }
        do {
            _ = try SimulatorAppCommand.parse(["--verbose"])
            Issue.record("an unknown option was accepted")
        } catch {
            #expect(SimulatorAppCommand.exitCode(for: error) == .validationFailure)
        }
    }

    @Test("An app's own command embeds the simulator's options beside its own")
    func embedding() throws {
        let command = try AppWithOwnOptions.parse(["--demo-data", "--device", "iphone-x", "--port", "0"])
        #expect(command.demoData)
        #expect(command.simulator.configuration.model == .iPhoneX)
        #expect(command.simulator.configuration.port == 0)
        #expect(AppWithOwnOptions.helpMessage(columns: 1000).contains("iphone-3gs, iphone-4"))
        #expect(throws: (any Error).self) { try AppWithOwnOptions.parse(["--device", "ipad"]) }
    }
}
