#!/usr/bin/env bash
# The live simulator end to end: starts `swift run simulator` on a free port, drives the page in
# Debian's headless Chromium through Selenium (Tests/e2e/test_simulator.py), and always stops
# the server. Installs Chromium, its driver, Selenium, pytest and Pillow when they are missing.
#
# Environment: E2E_RESULTS=<file> writes the measured frame rate and latencies as JSON;
# E2E_CONFIGURATION=release serves from a release build (CI's choice: the tests' waits are on
# the wall clock, and a debug server drawing the device's pixels can fall to 7-11 frames a
# second on a 2-core machine, slower than they allow).
config=${E2E_CONFIGURATION:-debug}
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$(date +%s)

SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
  echo "Installing chromium and chromium-driver"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q chromium chromium-driver
fi
PYTHON=${PYTHON:-python3}
# Pillow: the recorder test reads the Movie's frames.
if ! "$PYTHON" -c "import selenium, pytest, PIL" >/dev/null 2>&1; then
  echo "Installing selenium, pytest and Pillow for $PYTHON"
  "$PYTHON" -m pip install -q selenium pytest pillow
fi

# Build first, so the bounded wait below is for the server to start, not for the compiler.
swift build -c "$config" --product simulator

port=$("$PYTHON" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
log=$(mktemp)
# Its own process group, so that stopping it stops whatever `swift run` started.
setsid swift run -c "$config" --skip-build simulator --port "$port" >"$log" 2>&1 &
server=$!
stop_server() {
  if kill -0 "$server" 2>/dev/null; then
    kill -TERM -- "-$server" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$server" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$server" 2>/dev/null || true
  fi
  wait "$server" 2>/dev/null || true
  rm -f "$log"
}
trap stop_server EXIT

# The server prints its address when it listens; wait for it, at most 60 s.
url=""
for _ in $(seq 600); do
  url=$(grep -o "http://[^ ]*:$port[^ ]*" "$log" | head -n 1 || true)
  [ -n "$url" ] && break
  if ! kill -0 "$server" 2>/dev/null; then
    echo "The simulator exited before listening:"; cat "$log"; exit 1
  fi
  sleep 0.1
done
if [ -z "$url" ]; then
  echo "The simulator did not print its address within 60 s:"; cat "$log"; exit 1
fi
echo "Simulator at $url"

status=0
SIMULATOR_URL="$url" timeout 420 "$PYTHON" -m pytest -q -s -p no:cacheprovider Tests/e2e/test_simulator.py Tests/e2e/test_recorder.py || status=$?
if [ "$status" -ne 0 ]; then
  echo "Server log:"; tail -n 50 "$log"
fi
echo "e2e finished in $(( $(date +%s) - start )) s"
exit "$status"
