// The recorder's controls: the server's `recorder` message and what the buttons show and send.
import assert from "node:assert/strict";
import { test } from "node:test";
import { parseServerText } from "../../Sources/Simulator/Resources/protocol.js";
import { readRecorderStatus, recordButtonMessage, recorderDownloads, recorderView } from "../../Sources/Simulator/Resources/recorder.js";
import { commandFor } from "../../Sources/Simulator/Resources/shortcuts.js";

const status = (fields) => ({ state: "idle", hasRecording: false, inputs: 0, duration: 0, stopReason: null, ...fields });

test("the server's recorder message is read, and refused without a known state or its counts", () => {
  const text = '{"type":"recorder","state":"recording","hasRecording":false,"inputs":3,"duration":1.5}';
  assert.deepEqual(parseServerText(text), { kind: "recorder", status: status({ state: "recording", inputs: 3, duration: 1.5 }) });
  assert.throws(() => parseServerText('{"type":"recorder","state":"dancing","hasRecording":false,"inputs":0,"duration":0}'), /known state/);
  assert.throws(() => parseServerText('{"type":"recorder","state":"idle","hasRecording":"yes","inputs":0,"duration":0}'), /counts/);
  assert.throws(() => readRecorderStatus({ state: "idle", hasRecording: true, inputs: Infinity, duration: 0 }), /counts/);
  assert.equal(readRecorderStatus({ state: "idle", hasRecording: true, inputs: 1, duration: 1, stopReason: "full" }).stopReason, "full");
});

test("Record records when idle and stops a recording or a replay", () => {
  assert.deepEqual(recordButtonMessage(status({})), { type: "record" });
  assert.deepEqual(recordButtonMessage(status({ state: "recording" })), { type: "stop" });
  assert.deepEqual(recordButtonMessage(status({ state: "replaying" })), { type: "stop" });
});

test("replay and the downloads wait for a finished recording, and everything waits for the connection", () => {
  assert.deepEqual(recorderView(null, true), { recordLabel: "Record", recording: false, canReplay: false, canExport: false, summary: "" });
  const none = recorderView(status({}), true);
  assert.equal(none.canReplay || none.canExport, false);
  const recording = recorderView(status({ state: "recording", inputs: 1, duration: 0.25 }), true);
  assert.deepEqual([recording.recordLabel, recording.recording, recording.canReplay], ["Stop", true, false]);
  assert.equal(recording.summary, "● Recording");
  assert.equal(recorderView(status({ hasRecording: true, inputs: 1, duration: 0.25 }), true).summary, "Recorded 1 input, 0.3 s");
  const done = recorderView(status({ hasRecording: true, inputs: 12, duration: 3 }), true);
  assert.deepEqual([done.recordLabel, done.canReplay, done.canExport, done.summary], ["Record", true, true, "Recorded 12 inputs, 3.0 s"]);
  const replaying = recorderView(status({ state: "replaying", hasRecording: true, inputs: 12, duration: 3 }), true);
  assert.deepEqual([replaying.recordLabel, replaying.canReplay, replaying.canExport], ["Stop", false, false]);
  assert.equal(recorderView(status({ hasRecording: true }), false).canReplay, false);
  assert.match(recorderView(status({ hasRecording: true, stopReason: "the recording reached its limit" }), true).summary, /^the recording reached its limit: /);
});

test("the downloads carry the page's token, and ⌘⇧E and ⌘⇧P record and replay", () => {
  assert.deepEqual(recorderDownloads("?token=abc"), { swift: "recording.swift?token=abc", json: "recording.json?token=abc", movie: "recording.png?token=abc" });
  const key = (k) => ({ key: k, metaKey: false, ctrlKey: true, altKey: false, shiftKey: true });
  assert.equal(commandFor(key("E")), "record");
  assert.equal(commandFor(key("P")), "replay");
});
