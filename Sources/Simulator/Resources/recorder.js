// @ts-check
// The recorder's controls: Record / Stop, Replay, and the downloads of the last recording (a
// Swift test, its JSON, a screen recording). The server records on the device's own clock and
// sends a `recorder` message whenever its state changes; the page only asks and shows. The
// pure parts (reading the message, what the controls show) are tested with `node --test`.

/**
 * @typedef {object} RecorderStatus
 * @property {"idle" | "recording" | "replaying"} state
 * @property {boolean} hasRecording a finished recording can be replayed and exported
 * @property {number} inputs inputs of the recording being made when it started (0), else of the last one
 * @property {number} duration its length in device seconds
 * @property {string | null} stopReason why the last recording stopped by itself
 */

/** @typedef {{type: "record"} | {type: "stop"} | {type: "replay"}} RecorderMessage */

const STATES = ["idle", "recording", "replaying"];

/**
 * Reads the server's `recorder` message; throws for one without a known state or with fields of
 * the wrong type.
 * @param {Record<string, unknown>} object
 * @returns {RecorderStatus}
 */
export function readRecorderStatus(object) {
  const { state, hasRecording, inputs, duration, stopReason } = object;
  if (typeof state !== "string" || !STATES.includes(state)) throw new Error("The server's recorder message has no known state");
  if (typeof hasRecording !== "boolean" || typeof inputs !== "number" || typeof duration !== "number"
      || !Number.isFinite(inputs) || !Number.isFinite(duration)) {
    throw new Error("The server's recorder message lacks its counts");
  }
  return {
    state: /** @type {RecorderStatus["state"]} */ (state), hasRecording, inputs, duration,
    stopReason: typeof stopReason === "string" ? stopReason : null,
  };
}

/**
 * The message the Record / Stop button sends in `status`'s state: Stop while recording or
 * replaying, else Record.
 * @param {RecorderStatus} status
 * @returns {RecorderMessage}
 */
export function recordButtonMessage(status) {
  return status.state === "idle" ? { type: "record" } : { type: "stop" };
}

/**
 * @typedef {object} RecorderView
 * @property {string} recordLabel "Record" or "Stop"
 * @property {boolean} recording whether the Record button shows pressed
 * @property {boolean} canReplay
 * @property {boolean} canExport
 * @property {string} summary the status line's text
 */

/**
 * What the controls show for `status` (null before the server has said anything) while the page
 * is `connected` or not.
 * @param {RecorderStatus | null} status
 * @param {boolean} connected
 * @returns {RecorderView}
 */
export function recorderView(status, connected) {
  if (!status || !connected) {
    return { recordLabel: "Record", recording: false, canReplay: false, canExport: false, summary: "" };
  }
  const length = `${status.inputs} input${status.inputs === 1 ? "" : "s"}, ${status.duration.toFixed(1)} s`;
  const idle = status.state === "idle";
  let summary = "";
  // The server says how many inputs a recording holds when it stops, not at every input.
  if (status.state === "recording") summary = "● Recording";
  else if (status.state === "replaying") summary = `▶ Replaying (${length})`;
  else if (status.hasRecording) summary = (status.stopReason ? status.stopReason + ": " : "Recorded ") + length;
  return {
    recordLabel: idle ? "Record" : "Stop", recording: status.state === "recording",
    canReplay: idle && status.hasRecording, canExport: idle && status.hasRecording, summary,
  };
}

/**
 * The download addresses of the last recording, with the page's access token query (or "").
 * @param {string} tokenQuery
 */
export function recorderDownloads(tokenQuery) {
  return {
    swift: "recording.swift" + tokenQuery, json: "recording.json" + tokenQuery, movie: "recording.png" + tokenQuery,
  };
}

/** The recorder's buttons in the page. */
export class RecorderControls {
  /**
   * @param {{record: HTMLButtonElement, replay: HTMLButtonElement, exportTest: HTMLAnchorElement,
   *   json: HTMLAnchorElement, movie: HTMLAnchorElement, status: HTMLElement}} elements
   * @param {(message: RecorderMessage) => void} send
   * @param {string} tokenQuery
   */
  constructor(elements, send, tokenQuery) {
    this.el = elements;
    this.send = send;
    // The server tells a page of the recorder only once something has been recorded or runs.
    /** @type {RecorderStatus} */
    this.status = { state: "idle", hasRecording: false, inputs: 0, duration: 0, stopReason: null };
    this.connected = false;
    const downloads = recorderDownloads(tokenQuery);
    this.el.exportTest.href = downloads.swift;
    this.el.json.href = downloads.json;
    this.el.movie.href = downloads.movie;
    this.el.record.addEventListener("click", () => this.toggleRecording());
    this.el.replay.addEventListener("click", () => this.replay());
    for (const link of [this.el.exportTest, this.el.json, this.el.movie]) {
      link.addEventListener("click", (e) => { if (link.getAttribute("aria-disabled") === "true") e.preventDefault(); });
    }
    this.render();
  }

  /** Record, or Stop while recording or replaying (⌘⇧E). */
  toggleRecording() {
    if (this.connected) this.send(recordButtonMessage(this.status));
  }

  /** Replay the last recording (⌘⇧P). */
  replay() {
    if (recorderView(this.status, this.connected).canReplay) this.send({ type: "replay" });
  }

  /** @param {RecorderStatus} status */
  onStatus(status) {
    this.status = status;
    this.render();
  }

  /** @param {boolean} connected */
  setConnected(connected) {
    this.connected = connected;
    this.render();
  }

  render() {
    const view = recorderView(this.status, this.connected);
    const label = this.el.record.querySelector("span.label");
    if (label) label.textContent = view.recordLabel;
    this.el.record.setAttribute("aria-pressed", view.recording ? "true" : "false");
    this.el.record.classList.toggle("recording", view.recording);
    this.el.record.disabled = !this.connected;
    this.el.replay.disabled = !view.canReplay;
    for (const link of [this.el.exportTest, this.el.json, this.el.movie]) {
      link.setAttribute("aria-disabled", view.canExport ? "false" : "true");
      link.classList.toggle("disabled", !view.canExport);
    }
    this.el.status.textContent = view.summary;
    this.el.status.dataset.state = this.status.state;
  }
}
