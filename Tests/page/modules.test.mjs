// The page's files as a whole: index.html's import map lists every module (a module missing
// from it loads without the access token and is refused), each module is type-checked, and every
// import names a module of the page.
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { test } from "node:test";

const directory = new URL("../../Sources/Simulator/Resources/", import.meta.url);
const modules = readdirSync(directory).filter((name) => name.endsWith(".js")).sort();

test("index.html's MODULES are exactly the page's modules, main.js the entry", () => {
  const html = readFileSync(new URL("index.html", directory), "utf8");
  const listed = JSON.parse(html.match(/var MODULES = (\[[^\]]*\]);/)[1]);
  assert.deepEqual([...listed].sort(), modules);
  assert.match(html, /<script type="module" src="main\.js' \+ query \+ '">/);
});

test("every module starts with // @ts-check and imports only modules of the page", () => {
  for (const name of modules) {
    const source = readFileSync(new URL(name, directory), "utf8");
    assert.ok(source.startsWith("// @ts-check\n"), name);
    for (const [, target] of source.matchAll(/^import [^;]* from "([^"]+)";$/gms)) {
      assert.ok(target.startsWith("./") && modules.includes(target.slice(2)), `${name} imports ${target}`);
    }
  }
});
