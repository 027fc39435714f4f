#!/usr/bin/env python3
"""Fuzzes a running simulator server's HTTP and WebSocket protocol on 127.0.0.1 for a bounded time.

Usage: fuzz-protocol.py --port PORT --pid PID [--seconds 60] [--seed 1] [--max-rss-mb 768] [--only SCENARIOS]
       (scripts/fuzz-protocol.sh starts the server and calls this)

For the given time, seeded, it sends what docs/simulator-protocol.md allows and much that it does
not: valid messages with random and mutated field values, truncated and mangled JSON, wrong types,
huge numbers, NaN and infinities, unknown message types, deep nesting, invalid UTF-8, binary
frames, fragmented and oversized frames, bad opcodes and reserved bits, unmasked frames, abrupt
closes mid-frame, pages that never read, and HTTP junk (half requests, bad upgrade headers, huge
heads). Meanwhile it samples the server's memory (/proc/PID/status). Afterwards the server must be
alive, answer /screenshot.png with a PNG, and give a fresh WebSocket session its hello and a
full frame, each within 30 s; its peak RSS (VmHWM) must stay under --max-rss-mb.

Prints one line, `protocol fuzz: N inputs, C crashes, peak RSS M MB (...)`, and exits 1 when the
server died, stopped answering, or went over the bound. On a failure the last inputs sent are
written to --trail (one repr per line) so the run can be read back; the same seed replays the
same choices (the server's timing may still differ).
"""
import argparse
import base64
import collections
import json
import random
import select
import socket
import struct
import sys
import threading
import time

HOST = "127.0.0.1"
MAX_MESSAGE = 4096          # the protocol's largest text message
MAX_FRAME = 1 << 20         # the server's largest WebSocket frame
NON_READING_POOL = 48       # pages held open that never read, at most
IO_TIMEOUT = 3.0            # seconds any one socket operation may take while fuzzing
CHECK_SECONDS = 30.0        # how long each check after the run may take


class Fuzzer:
    """The fuzzing client: scenarios that each open connections, send one kind of abuse and leave."""

    def __init__(self, port, pid, seed, trail_size=400):
        self.port = port
        self.pid = pid
        self.rng = random.Random(seed)
        self.inputs = 0
        self.trail = collections.deque(maxlen=trail_size)
        self.idle = []              # sockets that never read
        self.models = ["iphone-15-pro", "iphone-8", "iphone-3gs"]
        self.apps = ["hidden-drawer"]
        self.screen = (393, 852)

    # MARK: bookkeeping

    def note(self, kind, data):
        """Counts one input and keeps it in the trail."""
        self.inputs += 1
        if isinstance(data, (bytes, bytearray)) and len(data) > 300:
            data = bytes(data[:300]) + b"...(%d bytes)" % len(data)
        elif isinstance(data, str) and len(data) > 300:
            data = data[:300] + "...(%d chars)" % len(data)
        self.trail.append("%s %r" % (kind, data))

    def server_alive(self):
        try:
            with open("/proc/%d/status" % self.pid) as status:
                for line in status:
                    if line.startswith("State:"):
                        return "Z" not in line.split()[1] and "X" not in line.split()[1]
        except OSError:
            return False
        return True

    # MARK: sockets

    def connect(self):
        s = socket.create_connection((HOST, self.port), timeout=IO_TIMEOUT)
        s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        return s

    def send(self, s, data):
        try:
            s.sendall(data)
            return True
        except OSError:
            return False

    def abort(self, s):
        """Closes with a reset instead of a FIN, as a crashed browser does."""
        try:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        except OSError:
            pass
        s.close()

    def drain(self, s, seconds=0.05):
        """Reads whatever is waiting, for at most `seconds`; False once the peer closed."""
        end = time.monotonic() + seconds
        while True:
            left = end - time.monotonic()
            if left <= 0:
                return True
            try:
                ready, _, _ = select.select([s], [], [], left)
                if not ready:
                    return True
                if not s.recv(1 << 16):
                    return False
            except OSError:
                return False

    def upgrade_request(self, path="/ws", host=None, extra=None, omit=()):
        key = base64.b64encode(self.rng.randbytes(16)).decode()
        headers = collections.OrderedDict([
            ("Host", host or "%s:%d" % (HOST, self.port)),
            ("Upgrade", "websocket"),
            ("Connection", "Upgrade"),
            ("Sec-WebSocket-Key", key),
            ("Sec-WebSocket-Version", "13"),
        ])
        for name in omit:
            headers.pop(name, None)
        for name, value in (extra or []):
            headers[name] = value
        head = "GET %s HTTP/1.1\r\n" % path + "".join("%s: %s\r\n" % item for item in headers.items()) + "\r\n"
        return head.encode("latin-1", "replace")

    def read_head(self, s, limit=16384):
        data = b""
        while b"\r\n\r\n" not in data and len(data) < limit:
            chunk = s.recv(4096)
            if not chunk:
                break
            data += chunk
        head, _, rest = data.partition(b"\r\n\r\n")
        return head, rest

    def open_websocket(self):
        """A connected, upgraded WebSocket and the bytes read past the head; None if refused."""
        s = self.connect()
        self.send(s, self.upgrade_request())
        head, rest = self.read_head(s)
        if not head.startswith(b"HTTP/1.1 101"):
            s.close()
            return None, b""
        return s, rest

    # MARK: WebSocket framing

    def frame(self, opcode, payload, fin=True, mask=True, rsv=0, declared=None):
        """One client frame; `declared` overrides the length field (the payload is sent as given)."""
        length = len(payload) if declared is None else declared
        first = (0x80 if fin else 0) | ((rsv & 7) << 4) | (opcode & 0xF)
        mask_bit = 0x80 if mask else 0
        if length < 126:
            header = struct.pack("!BB", first, mask_bit | length)
        elif length < 1 << 16:
            header = struct.pack("!BBH", first, mask_bit | 126, length)
        else:
            header = struct.pack("!BBQ", first, mask_bit | 127, length & 0xFFFFFFFFFFFFFFFF)
        if not mask:
            return header + payload
        key = self.rng.randbytes(4)
        size = len(payload)
        if size == 0:
            return header + key
        stretched = (key * (size // 4 + 1))[:size]
        masked = (int.from_bytes(payload, "big") ^ int.from_bytes(stretched, "big")).to_bytes(size, "big")
        return header + key + masked

    def read_frame(self, s, buffer):
        """Reads one server frame: (opcode, payload, rest of buffer)."""
        def need(n):
            nonlocal buffer
            while len(buffer) < n:
                chunk = s.recv(1 << 16)
                if not chunk:
                    raise ConnectionError("closed")
                buffer += chunk
        need(2)
        opcode, length = buffer[0] & 0xF, buffer[1] & 0x7F
        offset = 2
        if length == 126:
            need(4)
            length, offset = struct.unpack("!H", buffer[2:4])[0], 4
        elif length == 127:
            need(10)
            length, offset = struct.unpack("!Q", buffer[2:10])[0], 10
        need(offset + length)
        return opcode, bytes(buffer[offset:offset + length]), buffer[offset + length:]

    # MARK: messages

    def number(self):
        return self.rng.choice([
            0, -1, 1, 9, 10, 11, 0.5, -0.0, 1e-300, 2 ** 31, 2 ** 32, 2 ** 32 - 1, 2 ** 53 + 1, 2 ** 63, 2 ** 64,
            10 ** 30, -10 ** 30, 1.7976931348623157e308, self.rng.uniform(-1e6, 1e6), self.rng.randint(-5, 5000),
        ])

    def odd_value(self):
        """A JSON value of a surprising type or size, as source text."""
        return self.rng.choice([
            "null", "true", "false", '""', '"x"', "[]", "{}", "[1,2,3]", '{"a":1}', "NaN", "Infinity", "-Infinity",
            "1e400", "-1e400", "1e-400", "123456789012345678901234567890", "-0", "0.0000001", "1.5", "01", "+1",
            '"\\u0000"', '"\\ud800"', '"%s"' % ("a" * self.rng.randint(0, 3000)), "9" * self.rng.randint(1, 400),
            json.dumps(self.number()),
        ])

    def valid_message(self):
        """A message of the protocol with plausible, random field values."""
        width, height = self.screen
        kind = self.rng.choices(["touch", "home", "controlCenter", "notificationCenter", "rotate", "inCall",
                                 "slowAnimations", "configure", "inspect", "display"], [12, 1, 1, 1, 1, 1, 1, 1, 1, 1])[0]
        message = {"type": kind}
        if kind == "touch":
            message["phase"] = self.rng.choice(["down", "move", "up", "cancel"])
            message["id"] = self.rng.randint(0, 9)
            message["x"] = self.rng.choice([self.rng.uniform(0, width), self.rng.randint(-10, width + 10), 0, width])
            message["y"] = self.rng.choice([self.rng.uniform(0, height), self.rng.randint(-10, height + 10), 0, height])
            message["t"] = self.rng.choice([time.time() * 1000, self.rng.uniform(-1e12, 1e15), 0])
        elif kind == "rotate":
            message["direction"] = self.rng.choice(["left", "right"])
        elif kind in ("inCall", "slowAnimations"):
            message["enabled"] = self.rng.random() < 0.5
        elif kind == "configure":
            message["model"] = self.rng.choice(self.models + ["iphone-99", ""])
            if self.rng.random() < 0.5:
                message["os"] = self.rng.choice(["3.0", "6.0", "17.0", "17", "99.0", "x", ""])
            message["app"] = self.rng.choice(self.apps + ["nope"])
        elif kind == "display":
            message["pixelsPerPoint"] = self.rng.choice([self.rng.uniform(0.01, 4), 1, 3, 0, -1, 16, 17, 1e-9])
        if self.rng.random() < 0.5:
            message["seq"] = self.rng.randint(0, 2 ** 32 - 1)
        return message

    def mangled_text(self, how=None):
        """Valid JSON with one field's value replaced, mutated bytes, truncation, or nonsense."""
        message = self.valid_message()
        text = json.dumps(message)
        how = self.rng.randrange(12) if how is None else how
        if how == 0:    # one field of another type or size
            key = self.rng.choice(list(message))
            return text.replace(json.dumps(key) + ": " + json.dumps(message[key]), json.dumps(key) + ": " + self.odd_value(), 1)
        if how == 1:    # an extra or missing field
            if self.rng.random() < 0.5 and len(message) > 1:
                message.pop(self.rng.choice([k for k in message if k != "type"] or ["type"]))
                return json.dumps(message)
            return text[:-1] + ', "%s": %s}' % (self.rng.choice(["extra", "type", "seq", "x", ""]), self.odd_value())
        if how == 2:    # truncated
            return text[:self.rng.randrange(len(text))]
        if how == 3:    # flipped bytes
            raw = bytearray(text.encode())
            for _ in range(self.rng.randint(1, 4)):
                raw[self.rng.randrange(len(raw))] = self.rng.getrandbits(8)
            return bytes(raw)
        if how == 4:    # unknown type
            message["type"] = self.rng.choice(["", "Touch", "touch ", "shutdown", "x" * 200, "__proto__"])
            return json.dumps(message)
        if how == 5:    # deep nesting
            depth = self.rng.choice([64, 512, 1000, 2000])
            return "[" * depth + "]" * depth if self.rng.random() < 0.5 else '{"a":' * depth + "1" + "}" * depth
        if how == 6:    # not an object
            return self.rng.choice(["[]", "1", '"touch"', "null", "", " ", "\n", "{", "}", "[{}]"])
        if how == 7:    # sizes around the limit
            pad = MAX_MESSAGE - len(text) + self.rng.randint(-30, 30)
            return text[:-1] + ', "pad": "%s"}' % ("p" * max(pad, 0))
        if how == 8:    # invalid UTF-8
            return text.encode()[:-2] + b"\xff\xfe\xc0\x80\xed\xa0\x80" + b'"}'
        if how == 9:    # duplicated keys
            return text[:-1] + ', "type": "home", "type": 5}'
        if how == 10:   # random printable junk
            return "".join(self.rng.choice('{}[]:,"\\ 0123456789.eE-+abtnulrsf') for _ in range(self.rng.randint(1, 200)))
        return json.dumps(message, indent=self.rng.choice([None, 1, 8]))

    def payload(self):
        choice = self.rng.random()
        if choice < 0.35:
            return json.dumps(self.valid_message()).encode()
        text = self.mangled_text()
        return text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass")

    # MARK: scenarios

    def scenario_session(self):
        """A page that sends a burst of valid and mangled messages, reads a little, and leaves."""
        s, _ = self.open_websocket()
        if s is None:
            return
        try:
            for _ in range(self.rng.randint(1, 60)):
                data = self.payload()
                self.note("text", data)
                if not self.send(s, self.frame(0x1, data)):
                    break
                if self.rng.random() < 0.1 and not self.drain(s, 0.01):
                    break
            self.drain(s, 0.05)
        finally:
            if self.rng.random() < 0.5:
                self.send(s, self.frame(0x8, struct.pack("!H", 1000)))
                s.close()
            else:
                self.abort(s)

    def scenario_touch_storm(self):
        """A page that puts fingers down, moves them, and leaves with some still down."""
        s, _ = self.open_websocket()
        if s is None:
            return
        width, height = self.screen
        down = set()
        for _ in range(self.rng.randint(5, 80)):
            finger = self.rng.randint(0, 9)
            phase = "move" if finger in down else "down"
            if finger in down and self.rng.random() < 0.3:
                phase = self.rng.choice(["up", "cancel"])
            message = {"type": "touch", "phase": phase, "id": finger, "x": self.rng.uniform(0, width - 1),
                       "y": self.rng.uniform(0, height - 1), "t": time.time() * 1000}
            if phase == "down":
                down.add(finger)
            elif phase in ("up", "cancel"):
                down.discard(finger)
            data = json.dumps(message).encode()
            self.note("touch", data)
            if not self.send(s, self.frame(0x1, data)):
                break
        self.abort(s) if self.rng.random() < 0.5 else s.close()

    def scenario_frames(self):
        """Binary, fragmented, control and malformed frames."""
        s, _ = self.open_websocket()
        if s is None:
            return
        how = self.rng.randrange(10)
        frames = []
        if how == 0:    # binary messages
            frames = [self.frame(0x2, self.rng.randbytes(self.rng.randint(0, 2000)))
                      for _ in range(self.rng.randint(1, 5))]
        elif how == 1:  # a message in fragments, maybe with pings between and maybe over the limit
            data = self.payload() * self.rng.choice([1, 1, 2, 40])
            cuts = sorted(self.rng.sample(range(1, max(len(data), 2)), min(self.rng.randint(1, 6), max(len(data) - 1, 1))))
            pieces = [data[a:b] for a, b in zip([0] + cuts, cuts + [len(data)])]
            for index, piece in enumerate(pieces):
                frames.append(self.frame(0x1 if index == 0 else 0x0, piece, fin=index == len(pieces) - 1))
                if self.rng.random() < 0.3:
                    frames.append(self.frame(0x9, b"ping"))
        elif how == 2:  # continuation with nothing to continue, or a new message inside a fragmented one
            frames = [self.frame(0x0, self.payload())] if self.rng.random() < 0.5 else \
                [self.frame(0x1, b'{"type":', fin=False), self.frame(0x1, b'"home"}'), self.frame(0x0, b"}")]
        elif how == 3:  # reserved opcodes and bits
            frames = [self.frame(self.rng.choice([3, 4, 5, 6, 7, 0xB, 0xC, 0xD, 0xE, 0xF]), self.payload(),
                                 rsv=self.rng.randint(0, 7))]
        elif how == 4:  # unmasked client frame
            frames = [self.frame(0x1, self.payload(), mask=False)]
        elif how == 5:  # control frames that break the rules
            frames = [self.rng.choice([
                self.frame(0x9, b"p" * 200),                      # ping over 125 bytes
                self.frame(0x9, b"ping", fin=False),              # fragmented ping
                self.frame(0x8, b"\x03"),                         # close with a one-byte body
                self.frame(0x8, struct.pack("!H", 999) + b"x"),   # close with an invalid code
                self.frame(0x8, struct.pack("!H", 1000) + b"\xff\xfe"),
                self.frame(0xA, b"unsolicited pong"),
            ]) for _ in range(self.rng.randint(1, 3))]
        elif how == 6:  # a frame over the server's limit, sent in full
            frames = [self.frame(0x1, b"x" * (MAX_FRAME + self.rng.randint(1, 4096)))]
        elif how == 7:  # a header that declares a huge frame, then nothing
            frames = [self.frame(0x1, b"", declared=self.rng.choice([MAX_FRAME + 1, 2 ** 32, 2 ** 63 - 1, 2 ** 64 - 1]))]
        elif how == 8:  # a frame cut off in the middle
            whole = self.frame(0x1, self.payload())
            frames = [whole[:self.rng.randrange(1, len(whole))]]
        else:           # a long message that fills most of a frame
            frames = [self.frame(0x1, b'{"type":"home","pad":"' + b"a" * self.rng.randint(MAX_MESSAGE, 200000) + b'"}')]
        for data in frames:
            self.note("frame", data)
            if not self.send(s, data):
                break
        self.drain(s, 0.03)
        self.abort(s) if self.rng.random() < 0.7 else s.close()

    def scenario_non_reading(self):
        """Opens pages that never read (some send refused messages), keeping a bounded pool open."""
        for _ in range(self.rng.randint(1, 6)):
            if len(self.idle) >= NON_READING_POOL:
                self.abort(self.idle.pop(self.rng.randrange(len(self.idle))))
            s, _ = self.open_websocket()
            if s is None:
                continue
            s.setblocking(False)
            burst = self.rng.choice([0, 0, 10, 200])
            # Some ask for the view tree again and again: its replies are the largest text a page can be sent.
            asks_for_trees = self.rng.random() < 0.3
            for _ in range(burst):
                data = json.dumps({"type": "inspect"}) if asks_for_trees else self.mangled_text()
                data = data if isinstance(data, bytes) else data.encode("utf-8", "surrogatepass")
                self.note("unread", data)
                try:
                    s.send(self.frame(0x1, data))
                except OSError:
                    break
            self.idle.append(s)
        if self.idle and self.rng.random() < 0.2:
            self.abort(self.idle.pop(self.rng.randrange(len(self.idle))))

    def scenario_http(self):
        """HTTP junk: half requests, bad upgrades, huge heads, odd methods and paths, pipelining."""
        s = self.connect()
        how = self.rng.randrange(11)
        host = "%s:%d" % (HOST, self.port)
        if how == 0:    # half a request head, left open for a while or dropped
            data = self.rng.choice([b"GET / HTTP/1.1\r\nHost: " + host.encode(), b"GET /scre", b"G", b"POST / HTTP/1.1\r\n"])
        elif how == 1:  # an upgrade with a header missing or wrong
            data = self.rng.choice([
                self.upgrade_request(omit=[self.rng.choice(["Upgrade", "Connection", "Sec-WebSocket-Key", "Sec-WebSocket-Version", "Host"])]),
                self.upgrade_request(extra=[("Sec-WebSocket-Version", self.rng.choice(["8", "99", "", "13, 8"]))]),
                self.upgrade_request(extra=[("Sec-WebSocket-Key", self.rng.choice(["", "short", "=" * 40]))]),
                self.upgrade_request(extra=[("Origin", self.rng.choice(["http://evil.example", "null", "http://127.0.0.1:1"]))]),
                self.upgrade_request(host=self.rng.choice(["evil.example", "", "127.0.0.1:%d:1" % self.port, "[::1"])),
                self.upgrade_request(path=self.rng.choice(["/ws?token=x", "/ws/", "/WS", "/", "/ws?" + "a" * 5000])),
            ])
        elif how == 2:  # a huge head
            data = b"GET / HTTP/1.1\r\nHost: " + host.encode() + b"\r\n" + \
                b"".join(b"X-%d: %s\r\n" % (i, b"v" * self.rng.randint(1, 4000)) for i in range(self.rng.randint(10, 200))) + b"\r\n"
        elif how == 3:  # odd methods, versions and paths
            data = ("%s %s %s\r\nHost: %s\r\n\r\n" % (
                self.rng.choice(["GET", "POST", "PUT", "DELETE", "OPTIONS", "TRACE", "CONNECT", "BREW", "get", ""]),
                self.rng.choice(["/", "/screenshot.png", "/../../etc/passwd", "/%00", "*", "http://x/", "/" + "a" * 3000, "/simulator.js"]),
                self.rng.choice(["HTTP/1.1", "HTTP/1.0", "HTTP/2.0", "HTTP/9", ""]), host)).encode()
        elif how == 4:  # a body with bad framing
            data = self.rng.choice([
                b"POST / HTTP/1.1\r\nHost: " + host.encode() + b"\r\nContent-Length: 100000000\r\n\r\nabc",
                b"POST / HTTP/1.1\r\nHost: " + host.encode() + b"\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n",
                b"POST / HTTP/1.1\r\nHost: " + host.encode() + b"\r\nContent-Length: -1\r\n\r\n",
                b"POST / HTTP/1.1\r\nHost: " + host.encode() + b"\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nabcdef",
            ])
        elif how == 5:  # pipelined requests
            data = b"".join(b"GET /simulator.css HTTP/1.1\r\nHost: " + host.encode() + b"\r\n\r\n" for _ in range(self.rng.randint(2, 30)))
        elif how == 6:  # binary garbage
            data = self.rng.randbytes(self.rng.randint(1, 3000))
        elif how == 7:  # a screenshot, read or not
            data = b"GET /screenshot.png HTTP/1.1\r\nHost: " + host.encode() + b"\r\n\r\n"
        elif how == 8:  # a WebSocket-looking request on another path, or an upgrade to h2c
            data = self.upgrade_request(extra=[("Upgrade", self.rng.choice(["h2c", "websocket, h2c", "WebSocket", ""]))])
        elif how == 9:  # a header line without a colon, or with bare LF endings
            data = self.rng.choice([b"GET / HTTP/1.1\r\nHost " + host.encode() + b"\r\n\r\n",
                                    b"GET / HTTP/1.1\nHost: " + host.encode() + b"\n\n",
                                    b"GET / HTTP/1.1\r\nHost: " + host.encode() + b"\r\n\x00: \x01\r\n\r\n"])
        else:           # a request line alone, byte by byte
            data = b"GET / HTTP/1.1\r\n"
        self.note("http", data)
        if how == 10:
            for byte in data:
                if not self.send(s, bytes([byte])):
                    break
        else:
            self.send(s, data)
        if how == 0 and self.rng.random() < 0.5 and len(self.idle) < NON_READING_POOL:
            self.idle.append(s)     # half-open: the server's header timeout must close it
            return
        if how == 7 and self.rng.random() < 0.5:
            self.abort(s)
            return
        self.drain(s, 0.05)
        self.abort(s) if self.rng.random() < 0.5 else s.close()

    def learn(self):
        """Reads the models, apps and screen size from a hello, for plausible messages."""
        s, rest = self.open_websocket()
        if s is None:
            raise SystemExit("protocol fuzz: the server refused the first WebSocket upgrade")
        try:
            opcode, payload, _ = self.read_frame(s, rest)
            hello = json.loads(payload)
            self.models = [model["id"] for model in hello["models"]]
            self.apps = [app["id"] for app in hello["apps"]]
            self.screen = (hello["device"]["screen"]["width"], hello["device"]["screen"]["height"])
        finally:
            s.close()

    SCENARIOS = {"session": 8, "touch_storm": 3, "frames": 5, "non_reading": 2, "http": 5}

    def run(self, seconds, only=None):
        self.learn()
        chosen = [name for name in self.SCENARIOS if not only or name in only]
        functions = [getattr(self, "scenario_" + name) for name in chosen]
        weights = [self.SCENARIOS[name] for name in chosen]
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                self.rng.choices(functions, weights)[0]()
            except (OSError, ConnectionError, ValueError):
                pass    # the server closing a connection it must close is not a failure
            if not self.server_alive():
                return False
        for s in self.idle:
            self.abort(s)
        self.idle.clear()
        return self.server_alive()

    # MARK: checks after the run

    def screenshot_works(self):
        """GET /screenshot.png answers a PNG within CHECK_SECONDS (503 is retried: two may still be rendering)."""
        deadline = time.monotonic() + CHECK_SECONDS
        while time.monotonic() < deadline:
            try:
                s = socket.create_connection((HOST, self.port), timeout=max(deadline - time.monotonic(), 0.1))
                s.sendall(b"GET /screenshot.png HTTP/1.1\r\nHost: %s:%d\r\nConnection: close\r\n\r\n" % (HOST.encode(), self.port))
                data = b""
                while True:
                    chunk = s.recv(1 << 16)
                    if not chunk:
                        break
                    data += chunk
                s.close()
            except OSError:
                time.sleep(0.5)
                continue
            head, _, body = data.partition(b"\r\n\r\n")
            if head.startswith(b"HTTP/1.1 503"):
                time.sleep(0.5)
                continue
            return head.startswith(b"HTTP/1.1 200") and body.startswith(b"\x89PNG\r\n\x1a\n")
        return False

    def websocket_works(self):
        """A fresh page gets its hello and a full frame of the screen within CHECK_SECONDS."""
        try:
            s, buffer = self.open_websocket()
            if s is None:
                return False
            deadline = time.monotonic() + CHECK_SECONDS
            s.settimeout(CHECK_SECONDS)
            opcode, payload, buffer = self.read_frame(s, buffer)
            if opcode != 0x1 or json.loads(payload).get("type") != "hello":
                return False
            for _ in range(10):
                s.settimeout(max(deadline - time.monotonic(), 0.1))
                opcode, payload, buffer = self.read_frame(s, buffer)
                if opcode == 0x2:
                    s.close()
                    return payload[:4] == b"OUKF" and struct.unpack("<H", payload[16:18])[0] >= 1
            return False
        except (OSError, ConnectionError, ValueError):
            return False


class MemorySampler(threading.Thread):
    """Samples the server's resident memory every 50 ms; `peak_kb` is the largest VmHWM or VmRSS seen."""

    def __init__(self, pid):
        super().__init__(daemon=True)
        self.pid = pid
        self.peak_kb = 0
        self.start_kb = self.read().get("VmRSS", 0)
        self.stopping = threading.Event()

    def read(self):
        values = {}
        try:
            with open("/proc/%d/status" % self.pid) as status:
                for line in status:
                    if line.startswith(("VmHWM:", "VmRSS:")):
                        name, value = line.split(":")
                        values[name] = int(value.split()[0])
        except OSError:
            pass
        return values

    def sample(self):
        self.peak_kb = max([self.peak_kb] + list(self.read().values()))

    def run(self):
        while not self.stopping.wait(0.05):
            self.sample()

    def stop(self):
        self.stopping.set()
        self.join()
        self.sample()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--pid", type=int, required=True, help="the server's process, for its memory and liveness")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-rss-mb", type=int, default=768)
    parser.add_argument("--trail", default=None, help="where to write the last inputs on a failure")
    parser.add_argument("--only", default=None, help="comma-separated scenarios to run (default: all): "
                        + ", ".join(Fuzzer.SCENARIOS))
    args = parser.parse_args(argv)

    fuzzer = Fuzzer(args.port, args.pid, args.seed)
    sampler = MemorySampler(args.pid)
    sampler.start()
    started = time.monotonic()
    alive = fuzzer.run(args.seconds, only=args.only.split(",") if args.only else None)
    problems = []
    if not alive:
        problems.append("the server died")
    else:
        if not fuzzer.screenshot_works():
            problems.append("the server did not answer /screenshot.png with a PNG")
        if not fuzzer.websocket_works():
            problems.append("a fresh WebSocket session got no hello and full frame")
    sampler.stop()
    peak_mb = sampler.peak_kb / 1024
    if peak_mb > args.max_rss_mb:
        problems.append("peak RSS %.0f MB is over the bound of %d MB" % (peak_mb, args.max_rss_mb))
    crashes = 0 if alive else 1
    print("protocol fuzz: %d inputs, %d crashes, peak RSS %.0f MB (seed %d, %.0f s, RSS %.0f MB at start, bound %d MB)"
          % (fuzzer.inputs, crashes, peak_mb, args.seed, time.monotonic() - started, sampler.start_kb / 1024, args.max_rss_mb))
    if problems:
        print("protocol fuzz: FAILED: " + "; ".join(problems), file=sys.stderr)
        if args.trail:
            with open(args.trail, "w") as trail:
                trail.write("\n".join(fuzzer.trail) + "\n")
            print("protocol fuzz: the last %d inputs are in %s" % (len(fuzzer.trail), args.trail), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
