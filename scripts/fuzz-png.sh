#!/usr/bin/env bash
# Fuzzes the PNG decoder (CGImage(pngData:)) with random mutations of valid PNGs for a bounded time.
#
# Usage: scripts/fuzz-png.sh [SECONDS] [SEED]     (defaults: 60 s, seed 1)
# CI:    .ci/run calls scripts/fuzz-png.sh 20 with the day of the year as the seed
#
# Builds the tests, runs CGImagePNGFuzzTests (skipped unless PNG_FUZZ_SECONDS is set) and prints
# its summary: inputs tried, how they ended, crashes and peak memory. A crash exits non-zero and
# keeps the input that caused it in .build/png-fuzz-crash-SEED.png; the same seed replays the run.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
seed="${2:-1}"
input=".build/png-fuzz-input-$$.png"
swift build --build-tests >/dev/null
log="$(mktemp)"
status=0
PNG_FUZZ_SECONDS="$seconds" PNG_FUZZ_SEED="$seed" PNG_FUZZ_INPUT_FILE="$input" \
    swift test --skip-build --filter CGImagePNGFuzzTests >"$log" 2>&1 || status=$?
if grep -q '^png-fuzz:' "$log" && [ "$status" -eq 0 ]; then
    grep '^png-fuzz:' "$log"
    rm -f "$input" "$log"
    exit 0
fi
cat "$log" | tail -n 40
if [ -f "$input" ]; then
    mv "$input" ".build/png-fuzz-crash-$seed.png"
    echo "png-fuzz: seed $seed failed (exit $status); 1 crash or failure, input kept in .build/png-fuzz-crash-$seed.png" >&2
else
    echo "png-fuzz: seed $seed failed (exit $status) before decoding any input" >&2
fi
rm -f "$log"
exit 1
