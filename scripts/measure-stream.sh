#!/usr/bin/env bash
# Measures the live simulator's stream in headless Chromium, once per frame encoding: the frames
# per second the page shows while the hidden drawer slides (iPhone 15 Pro, full scale) and the
# median time from a click to the first changed frame on the page, with the page's own decode
# and draw time. Uses a release build of the server, as a user runs it, and the end-to-end
# test's measurement (Tests/e2e/test_simulator.py). Prints one JSON line per encoding.
#
# Usage: scripts/measure-stream.sh [--check] [encoding ...]   (default: raw runs deflate png)
#
# FRAMES=display (the default) measures frames at the size the page shows (Fit Screen in a
# 1280×1000 window), as a user's page gets them; FRAMES=device the device's own pixels scaled by
# the browser, as every page had them before the page told the server its size.
#
# With --check (CI), fails when a page shows fewer than MIN_FPS frames a second (default 20) or
# the median click takes more than MAX_CLICK_MS to reach the page (default 150): bounds far
# looser than issue 13's goals (55 fps, one frame plus 10 ms), so that a loaded machine passes
# and only a broken stream fails.
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
if [ "${1:-}" = "--check" ]; then check=1; shift; fi
MIN_FPS=${MIN_FPS:-20}
MAX_CLICK_MS=${MAX_CLICK_MS:-150}
encodings=("$@")
[ ${#encodings[@]} -gt 0 ] || encodings=(raw runs deflate png)
PYTHON=${PYTHON:-python3}
swift build -c release --product simulator >/dev/null
port=$("$PYTHON" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
log=$(mktemp)
setsid .build/release/simulator --port "$port" >"$log" 2>&1 &
server=$!
trap 'kill -TERM -- "-$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 300); do grep -q "serving at" "$log" && break; sleep 0.1; done
results=$(mktemp -d)
for encoding in "${encodings[@]}"; do
  SIMULATOR_URL="http://127.0.0.1:$port/?encoding=$encoding" E2E_RESULTS="$results/$encoding.json" E2E_FRAMES="${FRAMES:-display}" \
    "$PYTHON" -m pytest -q -p no:cacheprovider Tests/e2e/test_simulator.py \
    -k "appears or slides_the_drawer or frame_rate" >/dev/null
  "$PYTHON" - "$results/$encoding.json" "$encoding" "$check" "$MIN_FPS" "$MAX_CLICK_MS" <<'PY'
import json, sys
path, encoding, check, min_fps, max_click = sys.argv[1], sys.argv[2], sys.argv[3] == "1", float(sys.argv[4]), float(sys.argv[5])
d = json.load(open(path))
d["encoding"] = encoding
print(json.dumps({k: d[k] for k in ("encoding", "frames", "canvas", "drawer_animation_fps", "drawer_animation_device_fps",
                                    "median_click_to_frame_ms", "median_page_decode_and_draw_ms")}))
if check:
    problems = []
    if d["drawer_animation_fps"] < min_fps:
        problems.append(f"the page showed {d['drawer_animation_fps']} frames a second, under {min_fps:g}")
    if d["median_click_to_frame_ms"] > max_click:
        problems.append(f"a click took {d['median_click_to_frame_ms']} ms to reach the page (median), over {max_click:g}")
    if problems:
        sys.exit(f"stream check ({encoding}): " + "; ".join(problems))
PY
done
rm -rf "$results"
