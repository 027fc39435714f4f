#!/usr/bin/env python3
"""Fails when a module imports a module above it or beside it (docs/architecture.md, "Layers").

Each project module may import only the modules listed for it below: project modules on lower
rows, the system's own modules, and the third-party libraries its row names.
"""
import pathlib
import re
import sys

SYSTEM = {"Foundation", "FoundationEssentials", "CoreFoundation", "Glibc", "Musl", "Dispatch", "Synchronization", "_Concurrency"}

# module -> (row, modules it may import besides SYSTEM)
ALLOWED = {
    "CoreGraphics": (1, {"CFreeType", "CPNG"}),
    "QuartzCore": (2, {"CoreGraphics"}),
    "UIKit": (3, {"QuartzCore", "CoreGraphics"}),
    "SpringBoard": (4, {"UIKit", "QuartzCore", "CoreGraphics"}),
    "UIKitTesting": (5, {"SpringBoard", "UIKit", "QuartzCore", "CoreGraphics"}),
    "Simulator": (5, {"SpringBoard", "UIKit", "QuartzCore", "CoreGraphics",
                      "Hummingbird", "HummingbirdCore", "HummingbirdWebSocket", "WSCore",
                      "NIOCore", "NIOPosix", "NIOHTTP1", "NIOWebSocket", "Logging", "HTTPTypes",
                      "ServiceLifecycle"}),
    "Gallery": (5, {"UIKit"}),
    "simulator": (6, {"Simulator", "SpringBoard", "UIKitTesting", "Gallery", "UIKit", "QuartzCore",
                      "CoreGraphics", "ArgumentParser"}),
}

IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def main() -> int:
    root = pathlib.Path(__file__).resolve().parent.parent / "Sources"
    problems = []
    for module_dir in sorted(p for p in root.iterdir() if p.is_dir()):
        module = module_dir.name
        if module in ("CFreeType", "CPNG"):
            continue
        if module not in ALLOWED:
            problems.append(f"{module}: not in the layer table of scripts/check-layering.py; add it with its row")
            continue
        row, allowed = ALLOWED[module]
        for source in sorted(module_dir.rglob("*.swift")):
            for number, line in enumerate(source.read_text(encoding="utf-8").splitlines(), 1):
                match = IMPORT.match(line)
                if not match:
                    continue
                imported = match.group(1)
                if imported in SYSTEM or imported in allowed:
                    continue
                where = f"{source.relative_to(root.parent)}:{number}"
                if imported in ALLOWED:
                    other_row = ALLOWED[imported][0]
                    direction = "above" if other_row > row else ("beside" if other_row == row else "not allowed for")
                    problems.append(f"{where}: {module} (row {row}) imports {imported} (row {other_row}), a module {direction} it")
                else:
                    problems.append(f"{where}: {module} imports {imported}, which its row does not allow")
    if problems:
        print("Layering check failed:")
        for problem in problems:
            print("  " + problem)
        return 1
    print(f"Layering check passed: {len(ALLOWED)} modules import only lower rows.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
