import Logging
@_spi(Testing) import _os
import UIKitTestSupport

extension LogCapture {
    /// Runs `body` with every log object writing into this capture through handlers at `level`.
    func capturing<Result>(at level: Logging.Logger.Level = .trace, _ body: () throws -> Result) rethrows -> Result {
        try OSLogHandlers.withHandler({ [self] label in handler(label: label, level: level) }, body)
    }
}
