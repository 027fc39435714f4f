#!/usr/bin/env bash
# Measures the live simulator's stream in headless Chromium, once per frame encoding: the frames
# per second the page shows while the hidden drawer slides (iPhone 15 Pro, full scale) and the
# median time from a click to the first changed frame on the page, with the page's own decode
# and draw time. Uses a release build of the server, as a user runs it, and the end-to-end
# test's measurement (Tests/e2e/test_simulator.py). Prints one JSON line per encoding.
#
# Usage: scripts/measure-stream.sh [encoding ...]   (default: raw deflate png)
set -euo pipefail
cd "$(dirname "$0")/.."
encodings=("$@")
[ ${#encodings[@]} -gt 0 ] || encodings=(raw deflate png)
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
  SIMULATOR_URL="http://127.0.0.1:$port/?encoding=$encoding" E2E_RESULTS="$results/$encoding.json" \
    "$PYTHON" -m pytest -q -p no:cacheprovider Tests/e2e/test_simulator.py \
    -k "appears or slides_the_drawer or frame_rate" >/dev/null
  "$PYTHON" -c 'import json, sys; d = json.load(open(sys.argv[1])); d["encoding"] = sys.argv[2]; print(json.dumps({k: d[k] for k in ("encoding", "drawer_animation_fps", "drawer_animation_device_fps", "median_click_to_frame_ms", "median_page_decode_and_draw_ms")}))' "$results/$encoding.json" "$encoding"
done
rm -rf "$results"
