import CounterApp
import Simulator

// The one line that an iOS app has as UIApplicationMain: it parses the command line, serves the
// simulator page and runs the app on the simulated device until the process is stopped.
await SimulatorServer.run(delegate: { AppDelegate() })
