import Foundation

extension UIView {
    func attach(_ recognizer: UIGestureRecognizer) {
        if recognizer.view === self, attachedGestureRecognizers.contains(where: { $0 === recognizer }) { return }
        recognizer.view?.detach(recognizer)
        attachedGestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    func detach(_ recognizer: UIGestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        recognizer.environment?.withdraw(recognizer)
        attachedGestureRecognizers.remove(at: index)
        recognizer.view = nil
    }

    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for old in attachedGestureRecognizers where !recognizers.contains(where: { $0 === old }) { detach(old) }
        for recognizer in recognizers { attach(recognizer) }
        attachedGestureRecognizers = recognizers.reduce(into: []) { list, recognizer in
            if !list.contains(where: { $0 === recognizer }) { list.append(recognizer) }
        }
    }
}
