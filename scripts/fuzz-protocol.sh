#!/usr/bin/env bash
# Fuzzes the live simulator's HTTP and WebSocket protocol on 127.0.0.1 for a bounded time.
#
# Usage: scripts/fuzz-protocol.sh [SECONDS] [SEED]     (defaults: 60 s, seed 1)
# CI:    .ci/run fuzzes its debug server for 20 s with the day of the year as the seed
#
# Builds the server (release, or PROTOCOL_FUZZ_CONFIGURATION), starts it on a free port, and runs scripts/fuzz-protocol.py against
# it (valid and mangled messages, bad frames, pages that never read, HTTP junk; see its header).
# Then the server must still be alive, answer /screenshot.png and give a new page its frames,
# with its peak RSS under PROTOCOL_FUZZ_MAX_RSS_MB (default 768). Prints one summary line: inputs
# tried, crashes and peak memory. A failure exits non-zero and keeps the last inputs in
# .build/protocol-fuzz-failure-SEED.txt and the server's log in .build/protocol-fuzz-server-SEED.log.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
seed="${2:-1}"
max_rss_mb="${PROTOCOL_FUZZ_MAX_RSS_MB:-768}"
# The release server by default; CI fuzzes the debug one that its screenshot step has built,
# which saves a release build of SwiftNIO and Hummingbird (about 8 minutes on 2 cores).
configuration="${PROTOCOL_FUZZ_CONFIGURATION:-release}"
swift build -c "$configuration" --product simulator >/dev/null
server_binary="$(swift build -c "$configuration" --show-bin-path)/simulator"
log="$(mktemp)"
# The binary itself, not `swift run`, so that $server is the process whose memory is measured.
"$server_binary" --port 0 >"$log" 2>&1 &
server=$!
stop_server() {
  if kill -0 "$server" 2>/dev/null; then
    kill -TERM "$server" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$server" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$server" 2>/dev/null || true
  fi
  wait "$server" 2>/dev/null || true
  rm -f "$log"
}
trap stop_server EXIT

# The server prints its address when it listens (port 0: the system chose a free one).
port=""
for _ in $(seq 300); do
  port=$(grep -o 'http://127\.0\.0\.1:[0-9]*' "$log" | head -n 1 | sed 's/.*://' || true)
  [ -n "$port" ] && break
  if ! kill -0 "$server" 2>/dev/null; then
    echo "protocol-fuzz: the simulator exited before listening:" >&2; cat "$log" >&2; exit 1
  fi
  sleep 0.1
done
if [ -z "$port" ]; then
  echo "protocol-fuzz: the simulator did not listen within 30 s:" >&2; cat "$log" >&2; exit 1
fi

status=0
python3 scripts/fuzz-protocol.py --port "$port" --pid "$server" --seconds "$seconds" --seed "$seed" \
    --max-rss-mb "$max_rss_mb" --trail ".build/protocol-fuzz-failure-$seed.txt" || status=$?
if [ "$status" -ne 0 ]; then
  cp "$log" ".build/protocol-fuzz-server-$seed.log"
  echo "protocol-fuzz: seed $seed failed; server log in .build/protocol-fuzz-server-$seed.log, last lines:" >&2
  tail -n 20 "$log" >&2
fi
exit "$status"
