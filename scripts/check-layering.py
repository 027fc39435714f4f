#!/usr/bin/env python3
"""Fails when a module imports a module above it or beside it, or app code imports SPI (docs/architecture.md, "Layers").

Each project module may import only the modules listed for it below: project modules on lower
rows, the system's own modules, and the third-party libraries its row names. App code (the
Gallery module and every example under Examples/) is written against Apple's API only, so it may
not import anything with `@_spi(...)` or `@testable`.

Usage: check-layering.py [--root DIR]   (DIR defaults to the repository holding this script)
"""
import argparse
import pathlib
import re
import sys

SYSTEM = {"Foundation", "FoundationEssentials", "FoundationNetworking", "CoreFoundation", "Glibc", "Musl", "Dispatch", "Synchronization", "_Concurrency"}

# module -> (row, modules it may import besides SYSTEM)
ALLOWED = {
    # Apple's `os`: unified logging over swift-log, and `os_unfair_lock` over Glibc's mutex. It
    # imports no project module, so every layer (and app code) may use it.
    "_os": (1, {"Logging"}),
    "CoreGraphics": (1, {"CFreeType", "CPNG"}),
    "_ObjectiveC": (1, set()),
    "QuartzCore": (2, {"CoreGraphics", "_ObjectiveC"}),
    # Swift Testing's cross-import overlays: beside the module each extends.
    "_Testing_CoreGraphics": (2, {"CoreGraphics", "Testing"}),
    "UIKit": (3, {"QuartzCore", "CoreGraphics", "_ObjectiveC", "Logging"}),
    "SpringBoard": (4, {"UIKit", "QuartzCore", "CoreGraphics", "Logging"}),
    # Apple's `Combine`: OpenCombine, with the Dispatch and Foundation schedulers. Above UIKit
    # because the main thread's device clock is UIKit's (its `@_spi(Combine)`); UIKit never
    # imports it.
    "_Combine": (4, {"OpenCombine", "UIKit"}),
    "_Testing_UIKit": (4, {"_Testing_CoreGraphics", "UIKit"}),
    "UIKitTesting": (5, {"SpringBoard", "UIKit", "QuartzCore", "CoreGraphics"}),
    "Simulator": (5, {"SpringBoard", "UIKit", "QuartzCore", "CoreGraphics", "CZlib", "ArgumentParser",
                      "Hummingbird", "HummingbirdCore", "HummingbirdWebSocket", "WSCore",
                      "NIOCore", "NIOPosix", "NIOHTTP1", "NIOWebSocket", "Logging", "HTTPTypes",
                      "ServiceLifecycle"}),
    "Gallery": (5, {"UIKit"}),
    "UIKitTestingInvariants": (6, {"UIKitTesting", "Testing", "XCTest"}),
    "UIKitSnapshotTesting": (6, {"SnapshotTesting", "UIKitTesting", "SpringBoard", "UIKit", "QuartzCore",
                                 "CoreGraphics"}),
    # The source-compatibility plugin's rewriting and tool: build-time code beside the rows, which
    # imports no project module (an app's sources are rewritten, never linked against them).
    "SourceCompatibility": (1, {"SwiftSyntax", "SwiftParser"}),
    "uikit-source-compat": (2, {"SourceCompatibility"}),
    "simulator": (6, {"Simulator", "SpringBoard", "UIKitTesting", "Gallery", "UIKit", "QuartzCore",
                      "CoreGraphics", "ArgumentParser"}),
}

# Examples/<name> -> the modules it may import besides SYSTEM. An example is a user's own app:
# it sits above every row and sees only what an app developer's package would depend on.
EXAMPLES = {
    "HelloSimulator": {"UIKit", "Simulator"},
}

# Modules whose code is app code: Apple's API only, no SPI.
APP_CODE = {"Gallery"}

SYSTEM_LIBRARIES = ("CFreeType", "CPNG", "CZlib", "UIGestureRecognizerSubclass")

IMPORT = re.compile(r"^\s*((?:@\w+(?:\([^)]*\))?\s+)*)import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)")
BYPASS_ATTRIBUTE = re.compile(r"@(_spi|testable)\b")


def imports(source: pathlib.Path):
    """Yields (line number, attributes, imported module) for each import line of `source`."""
    for number, line in enumerate(source.read_text(encoding="utf-8").splitlines(), 1):
        match = IMPORT.match(line)
        if match:
            yield number, match.group(1), match.group(2)


def check_sources(root: pathlib.Path, name: str, directory: pathlib.Path, row, allowed, is_app_code: bool):
    """The problems of one module or example: imports it may not make, and SPI in app code."""
    problems = []
    what = f"{name} (row {row})" if row is not None else f"the example {name}"
    for source in sorted(directory.rglob("*.swift")):
        if any(part.endswith(".docc") for part in source.relative_to(directory).parts):
            # A DocC catalog's code is a user's own (an app, its tests, a manifest): it may import
            # anything a user's package can, but no SPI.
            for number, attributes, imported in imports(source):
                if "@_spi" in attributes:
                    problems.append(f"{source.relative_to(root)}:{number}: documentation code is a user's code and "
                                    f"imports {imported} with @_spi; it uses public API only")
            continue
        for number, attributes, imported in imports(source):
            where = f"{source.relative_to(root)}:{number}"
            bypass = BYPASS_ATTRIBUTE.search(attributes)
            if is_app_code and bypass:
                problems.append(f"{where}: {what} is app code and imports {imported} with @{bypass.group(1)}; "
                                f"app code uses Apple's API only")
            if imported in SYSTEM or imported in allowed:
                continue
            if imported in ALLOWED and row is not None:
                other_row = ALLOWED[imported][0]
                direction = "above" if other_row > row else ("beside" if other_row == row else "not allowed for")
                problems.append(f"{where}: {what} imports {imported} (row {other_row}), a module {direction} it")
            else:
                problems.append(f"{where}: {what} imports {imported}, which it may not "
                                f"(allowed: {', '.join(sorted(allowed))})")
    return problems


def check(root: pathlib.Path):
    """Every layering problem under `root`, one line each, naming the file and line."""
    problems = []
    sources = root / "Sources"
    for module_dir in sorted(p for p in sources.iterdir() if p.is_dir()):
        module = module_dir.name
        if module in SYSTEM_LIBRARIES:
            continue
        if module not in ALLOWED:
            problems.append(f"Sources/{module}: not in the layer table of scripts/check-layering.py; add it with its row")
            continue
        row, allowed = ALLOWED[module]
        problems += check_sources(root, module, module_dir, row, allowed, module in APP_CODE)
    examples = root / "Examples"
    if examples.is_dir():
        for example_dir in sorted(p for p in examples.iterdir() if p.is_dir()):
            example = example_dir.name
            if example not in EXAMPLES:
                problems.append(f"Examples/{example}: not in the examples table of scripts/check-layering.py; "
                                f"add it with the modules it may import")
                continue
            problems += check_sources(root, example, example_dir, None, EXAMPLES[example], True)
    return problems


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=pathlib.Path, default=pathlib.Path(__file__).resolve().parent.parent,
                        help="the repository to check (default: the one holding this script)")
    root = parser.parse_args(argv).root.resolve()
    problems = check(root)
    if problems:
        print("Layering check failed:")
        for problem in problems:
            print("  " + problem)
        return 1
    print(f"Layering check passed: {len(ALLOWED)} modules import only lower rows, "
          f"and app code ({', '.join(sorted(APP_CODE))} and {len(EXAMPLES)} example(s)) imports no SPI.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
