#!/usr/bin/env bash
# The source-compatibility plugin's cost, against the compile it precedes, in one run.
#
# The plugin's tool is built in the configuration of the build that runs it, so this measures the
# debug tool, which `swift build` uses. Its corpus is the Gallery module's app code (the seed
# articles' apps, written as iOS code); the peer is a clean debug compile of that same module
# (every file touched, then `swift build --target Gallery`). Prints the tool's times for a cold run
# (no cache), a run with nothing changed, a one-file body change and a one-file declaration change
# (which rewrites the files with a #selector), and the cold run as a share of the compile.
# Usage: Benchmarks/plugin-cost.sh   (from the repository's root; builds what it needs first)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product uikit-source-compat >/dev/null
swift build --target Gallery >/dev/null
tool=$(swift build --show-bin-path)/uikit-source-compat
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/in" "$work/out"
args=()
n=0
while IFS= read -r file; do
    n=$((n + 1))
    cp "$file" "$work/in/$n-$(basename "$file")"
    args+=(--file "$work/in/$n-$(basename "$file")" "$work/out/$n-$(basename "$file" .swift).linux.swift")
done < <(find Sources/Gallery -name '*.swift' | sort)
lines=$(cat "$work"/in/*.swift | wc -l)

seconds() { local start end; start=$(date +%s.%N); "$@" >/dev/null; end=$(date +%s.%N); echo "$end - $start" | bc; }

cold=$(seconds "$tool" --cache "$work/cache.json" "${args[@]}")
unchanged=$(seconds "$tool" --cache "$work/cache.json" "${args[@]}")
first=$(ls "$work"/in/*.swift | head -1)
echo "// a comment" >> "$first"
body=$(seconds "$tool" --cache "$work/cache.json" "${args[@]}")
printf '\nextension UIView { @objc func benchmarkAddedMethod() {} }\n' >> "$first"
declaration=$(seconds "$tool" --cache "$work/cache.json" "${args[@]}")

find Sources/Gallery -name '*.swift' -exec touch {} +
compile=$(seconds swift build --target Gallery)

echo "Corpus: $n files, $lines lines (Sources/Gallery)"
printf 'Plugin tool (debug): cold %.3f s, nothing changed %.3f s, one body changed %.3f s, one declaration changed %.3f s\n' \
    "$cold" "$unchanged" "$body" "$declaration"
printf 'Peer: clean debug compile of the module %.2f s; the cold rewrite is %.1f%% of it\n' \
    "$compile" "$(echo "100 * $cold / $compile" | bc -l)"
