#!/usr/bin/env bash
# Builds and tests this package, a user's own, against OpenUIKit by version: a clone of the
# checkout's HEAD tagged 0.1.0, reached through a file:// URL as a remote repository is, so
# SwiftPM applies the rules it applies to `.package(url:from:)` (no unsafe flags, among them).
# Usage: Tests/Consumer/run.sh   (commit first: the clone takes HEAD, not the work tree)
# CONSUMER_WORK=DIR keeps the clone and the build in DIR between runs, for working on this script.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
if [ -n "${CONSUMER_WORK:-}" ]; then
    work=$CONSUMER_WORK
    mkdir -p "$work"
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi

# A new folder for each clone: SwiftPM caches repositories by URL, and fetching does not move a tag.
rm -rf "$work/clones"
clone="$work/clones/$(date +%s%N)/OpenUIKit"
git clone -q --no-local "$root" "$clone"
git -C "$clone" tag -l | xargs -r git -C "$clone" tag -d >/dev/null
git -C "$clone" tag 0.1.0
mkdir -p "$work/Consumer"
find "$work/Consumer" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
(cd "$root/Tests/Consumer" && tar --dereference --exclude=.build -cf - .) | (cd "$work/Consumer" && tar -xf -)
cd "$work/Consumer"
export OPENUIKIT_URL="file://$clone"

# The README's code compiles as pasted: each block marked "compiled in FILE" is in that file.
python3 - "$root/README.md" <<'PY'
import pathlib, re, sys
readme = pathlib.Path(sys.argv[1])
blocks = re.findall(r"<!-- compiled in (\S+) -->\n```swift\n(.*?)```", readme.read_text(), re.S)
assert blocks, "README.md marks no compiled block"
for path, code in blocks:
    text = (readme.parent / path).read_text()
    assert code in text, f"README.md's block marked {path} differs from that file"
print(f"README: {len(blocks)} blocks are in the consumer package as pasted")
PY

# The app library first, so that UIKit's module exists before the rest compiles: as in an
# incremental build, swift-snapshot-testing, which imports UIKit without depending on it
# (`canImport(UIKit)`), must then compile without OpenUIKit's C module maps.
swift build --target CounterApp
swift build --build-tests

# No module of OpenUIKit's UIKit and test-kit products needs a C module map in its clients: a file
# importing them type-checks with only the build's module directory on the search path.
# (Simulator is left out: its interface carries Hummingbird and SwiftNIO, whose own C shims an
# app target gets by depending on the Simulator product. So is _Combine: it re-exports
# OpenCombine, which imports its C helpers, and an app target gets their module map from the
# UIKit product.)
printf 'import UIKit\nimport _os\nimport SpringBoard\nimport UIKitTesting\nimport UIKitTestingInvariants\nimport UIKitSnapshotTesting\nimport SnapshotTesting\n' > probe.swift
swiftc -typecheck -I .build/debug/Modules probe.swift

# The tests, with screenshots attached as PNG files.
mkdir -p attachments
# Snapshot references are committed: a missing or different one fails instead of being recorded.
SNAPSHOT_TESTING_RECORD=never swift test --skip-build --attachments-path attachments 2>&1 | tee test.log
grep -q "Executed 4 tests, with 0 failures" test.log
head -c 8 "attachments/two taps.png" | od -An -tx1 | grep -q "89 50 4e 47 0d 0a 1a 0a"

# The apps in the simulator: the tutorial's with the simulator's options, the README's with an
# option of its own beside them.
help=$(.build/debug/CounterSimulator --help)
for option in --device --os --port iphone-15-pro; do
    grep -q -- "$option" <<<"$help" || { echo "CounterSimulator --help lacks $option"; exit 1; }
done
help=$(.build/debug/HelloApp --help)
for option in --device --os --port --demo-data iphone-15-pro; do
    grep -q -- "$option" <<<"$help" || { echo "HelloApp --help lacks $option"; exit 1; }
done
[ "$(.build/debug/HelloApp --version)" = "2.1" ]

# The iOS app folder compiled through the source-compatibility plugin runs in the simulator from
# its own @UIApplicationMain, with the simulator's options.
help=$(.build/debug/Notes --help)
for option in --device --os --port; do
    grep -q -- "$option" <<<"$help" || { echo "Notes --help lacks $option"; exit 1; }
done

# A misspelled selector in an app folder is a compile error at the app's own file and line.
if CONSUMER_BROKEN_APP=1 swift build --target BrokenApp >broken.log 2>&1; then
    echo "BrokenApp, whose selector is misspelled, built"; exit 1
fi
grep -q "Diagnostics/BrokenApp/ViewController.swift:10:[0-9]*: error: .*'tappd'" broken.log \
    || { cat broken.log; echo "the misspelled selector's error is not at BrokenApp/ViewController.swift:10"; exit 1; }
echo "Consumer package: built and tested against OpenUIKit 0.1.0 by version"
