#!/usr/bin/env python3
"""Tests for scripts/check-layering.py: it passes a clean tree and fails, naming file and line, on each rule it enforces.

Run: python3 scripts/test_check_layering.py   (CI runs it before the layering check itself)
"""
import pathlib
import subprocess
import sys
import tempfile
import textwrap
import unittest

SCRIPT = pathlib.Path(__file__).resolve().parent / "check-layering.py"


def write(root: pathlib.Path, path: str, text: str):
    file = root / path
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_text(textwrap.dedent(text), encoding="utf-8")


def make_clean_tree(root: pathlib.Path):
    """A tree that follows every rule: each module imports only lower rows, app code no SPI."""
    write(root, "Sources/CFreeType/shim.h", "")
    write(root, "Sources/CoreGraphics/CGPath.swift", "import Foundation\nimport CFreeType\n")
    write(root, "Sources/QuartzCore/CALayer.swift", "@_spi(QuartzCore) import CoreGraphics\n")
    write(root, "Sources/UIKit/UIView.swift", "@_exported import QuartzCore\n")
    write(root, "Sources/SpringBoard/Device.swift", "@_spi(SpringBoard) import UIKit\n")
    write(root, "Sources/Gallery/App.swift", "import Foundation\nimport UIKit\n")
    write(root, "Examples/HelloSimulator/main.swift", "import UIKit\nimport Simulator\n")


class CheckLayeringTests(unittest.TestCase):
    def run_check(self, root: pathlib.Path):
        result = subprocess.run([sys.executable, str(SCRIPT), "--root", str(root)],
                                capture_output=True, text=True, check=False)
        return result.returncode, result.stdout

    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.root = pathlib.Path(self.directory.name)
        make_clean_tree(self.root)

    def tearDown(self):
        self.directory.cleanup()

    def test_a_tree_that_follows_every_rule_passes(self):
        status, output = self.run_check(self.root)
        self.assertEqual(status, 0, output)
        self.assertIn("Layering check passed", output)

    def test_the_repository_itself_passes(self):
        status, output = self.run_check(SCRIPT.parent.parent)
        self.assertEqual(status, 0, output)

    def test_an_spi_import_in_gallery_fails_naming_the_file_and_line(self):
        write(self.root, "Sources/Gallery/Drawer.swift", """\
            import Foundation

            @_spi(UIKit) import UIKit
            """)
        status, output = self.run_check(self.root)
        self.assertEqual(status, 1, output)
        self.assertIn("Sources/Gallery/Drawer.swift:3: Gallery (row 5) is app code and imports UIKit with @_spi", output)

    def test_a_docc_catalog_holds_a_users_code_which_may_import_what_a_package_can(self):
        write(self.root, "Sources/UIKitTesting/UIKitTesting.docc/Resources/test-01.swift", """\
            import Testing
            import UIKitTesting
            @testable import CounterApp
            """)
        write(self.root, "Sources/UIKitTesting/Harness.swift", "import SpringBoard\n")
        status, output = self.run_check(self.root)
        self.assertEqual(status, 0, output)

    def test_an_spi_import_in_a_docc_catalog_fails_naming_the_file_and_line(self):
        write(self.root, "Sources/UIKitTesting/UIKitTesting.docc/Resources/app-01.swift", """\
            import Foundation
            @_spi(UIKit) import UIKit
            """)
        write(self.root, "Sources/UIKitTesting/Harness.swift", "import SpringBoard\n")
        status, output = self.run_check(self.root)
        self.assertEqual(status, 1, output)
        self.assertIn("Sources/UIKitTesting/UIKitTesting.docc/Resources/app-01.swift:2: documentation code is a user's code", output)

    def test_a_testable_import_in_gallery_fails(self):
        write(self.root, "Sources/Gallery/Drawer.swift", "@testable import UIKit\n")
        status, output = self.run_check(self.root)
        self.assertEqual(status, 1, output)
        self.assertIn("Sources/Gallery/Drawer.swift:1: Gallery (row 5) is app code and imports UIKit with @testable", output)

    def test_an_spi_import_in_an_example_fails_naming_the_file_and_line(self):
        write(self.root, "Examples/HelloSimulator/main.swift", "import Simulator\n@_spi(UIKit) import UIKit\n")
        status, output = self.run_check(self.root)
        self.assertEqual(status, 1, output)
        self.assertIn("Examples/HelloSimulator/main.swift:2: the example HelloSimulator is app code and imports UIKit with @_spi",
                      output)

    def test_an_upward_import_fails_naming_the_file_and_line(self):
        write(self.root, "Sources/UIKit/UIWindow.swift", "import Foundation\nimport SpringBoard\n")
        status, output = self.run_check(self.root)
        self.assertEqual(status, 1, output)
        self.assertIn("Sources/UIKit/UIWindow.swift:2: UIKit (row 3) imports SpringBoard (row 4), a module above it", output)

    def test_a_sideways_import_fails(self):
        write(self.root, "Sources/Gallery/Harness.swift", "import UIKitTesting\n")
        status, output = self.run_check(self.root)
        self.assertEqual(status, 1, output)
        self.assertIn("Sources/Gallery/Harness.swift:1: Gallery (row 5) imports UIKitTesting (row 5), a module beside it", output)

    def test_an_example_importing_a_module_it_is_not_given_fails(self):
        write(self.root, "Examples/HelloSimulator/main.swift", "import UIKit\nimport SpringBoard\n")
        status, output = self.run_check(self.root)
        self.assertEqual(status, 1, output)
        self.assertIn("Examples/HelloSimulator/main.swift:2: the example HelloSimulator imports SpringBoard, which it may not", output)

    def test_os_imports_no_project_module(self):
        write(self.root, "Sources/_os/Logger.swift", "import Logging\nimport UIKit\n")
        status, output = self.run_check(self.root)
        self.assertEqual(status, 1, output)
        self.assertIn("Sources/_os/Logger.swift:2: _os (row 1) imports UIKit (row 3), a module above it", output)

    def test_uikit_may_not_import_combine_which_sits_above_it(self):
        write(self.root, "Sources/UIKit/UIControl.swift", "import _Combine\n")
        status, output = self.run_check(self.root)
        self.assertEqual(status, 1, output)
        self.assertIn("Sources/UIKit/UIControl.swift:1: UIKit (row 3) imports _Combine (row 4), a module above it", output)

    def test_every_problem_is_reported_not_only_the_first(self):
        write(self.root, "Sources/Gallery/Drawer.swift", "@_spi(UIKit) import UIKit\n")
        write(self.root, "Sources/QuartzCore/Bad.swift", "import UIKit\n")
        status, output = self.run_check(self.root)
        self.assertEqual(status, 1, output)
        self.assertIn("Sources/Gallery/Drawer.swift:1:", output)
        self.assertIn("Sources/QuartzCore/Bad.swift:1: QuartzCore (row 2) imports UIKit (row 3), a module above it", output)

    def test_an_unknown_module_or_example_fails_until_it_is_given_a_row(self):
        write(self.root, "Sources/Mystery/Thing.swift", "import Foundation\n")
        write(self.root, "Examples/Another/main.swift", "import UIKit\n")
        status, output = self.run_check(self.root)
        self.assertEqual(status, 1, output)
        self.assertIn("Sources/Mystery: not in the layer table", output)
        self.assertIn("Examples/Another: not in the examples table", output)


if __name__ == "__main__":
    unittest.main()
