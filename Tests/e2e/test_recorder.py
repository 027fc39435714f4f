"""End-to-end test of the recorder in headless Chromium: Record, Stop, Replay, Export and Movie.

Run with the other e2e tests through Tests/e2e/run.sh (it starts the server). The recording is
made through the page, the way a user makes one; the server keeps it on the device's clock.
E2E_RECORDING_DIR, when set, receives the recording's JSON and exported Swift test.
"""
import base64
import io
import os

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_simulator import (APP, MODEL, STATUS_BAR_TAP, drawer_open, driver, hello, hidden_drawer_on_default_model,  # noqa: F401
                            pointer_drag, press_keys, settle, shot, tap, wait_for)


def recorder(driver):
    return driver.execute_script("const r = window.simulatorRecorder; return r && r.status;")


def fetch_base64(driver, path):
    """GETs `path` (relative to the page, with its token) from the page; returns (status, bytes)."""
    result = driver.execute_async_script("""
        const [path, done] = arguments;
        fetch(path).then(async (r) => {
          const bytes = new Uint8Array(await r.arrayBuffer());
          let text = "";
          for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          done([r.status, btoa(text)]);
        }).catch((e) => done([0, String(e)]));
    """, path)
    return result[0], base64.b64decode(result[1]) if result[0] else b""


def link(driver, element_id):
    return driver.find_element(By.ID, element_id).get_attribute("href")


def live_screen(driver):
    status, png = fetch_base64(driver, link(driver, "screenshot-button"))
    assert status == 200
    return png


def rgba(png):
    from PIL import Image
    return Image.open(io.BytesIO(png)).convert("RGBA")


def test_record_stop_replay_export_and_movie(driver):
    driver.set_script_timeout(300)
    hidden_drawer_on_default_model(driver)
    wait_for(lambda: recorder(driver), 10, "the recorder's state")
    if recorder(driver)["state"] != "idle":  # left recording or replaying by an earlier run against this server
        driver.execute_script("window.simulatorSocket.send(JSON.stringify({type: 'stop'}))")
        wait_for(lambda: recorder(driver)["state"] == "idle", 10, "the recorder to stop")
    replay_button = driver.find_element(By.ID, "replay-button")
    launches = driver.execute_script("return window.simulatorStats.hellos || 0;")

    # Record: the device relaunches and the recorder says so.
    driver.find_element(By.ID, "record-button").click()
    wait_for(lambda: recorder(driver)["state"] == "recording", 10, "the recorder to record")
    assert driver.find_element(By.ID, "record-button").get_attribute("aria-pressed") == "true"
    settle(driver)
    tap(driver, *STATUS_BAR_TAP)
    wait_for(lambda: drawer_open(driver), 10, "the drawer to open")
    settle(driver)
    pointer_drag(driver, [(200, 600), (200, 520), (200, 440), (200, 360)], step_ms=16, hold_ms=100)
    settle(driver)
    shot(driver, "recorder-recording")
    # Stop on the keyboard (⌘⇧E).
    press_keys(driver, "e", modifiers=(Keys.CONTROL, Keys.SHIFT))
    wait_for(lambda: recorder(driver)["state"] == "idle" and recorder(driver)["hasRecording"], 10, "the recording to stop")
    settle(driver)
    recorded = recorder(driver)
    assert recorded["inputs"] >= 6
    recorded_screen = live_screen(driver)
    assert replay_button.is_enabled()
    shot(driver, "recorder-stopped")

    # Export: the recording's JSON and the Swift test.
    status, json_bytes = fetch_base64(driver, link(driver, "recording-json-button"))
    assert status == 200
    import json
    recording = json.loads(json_bytes)
    assert recording["format"] == "openuikit-recording" and recording["version"] == 1
    assert recording["model"] == MODEL and recording["app"] == APP
    assert len(recording["inputs"]) == recorded["inputs"]
    types = [i["type"] for i in recording["inputs"]]
    assert types[0] == "down" and types.count("down") == 2 and types.count("up") == 2 and "move" in types
    times = [i["t"] for i in recording["inputs"]]
    assert times == sorted(times) and times[-1] <= recording["duration"]
    status, swift_bytes = fetch_base64(driver, link(driver, "export-button"))
    assert status == 200
    swift = swift_bytes.decode()
    assert "struct RecordedHiddenDrawerTests {" in swift
    assert "try harness.replay(Self.inputs, until:" in swift
    assert swift.count("        .at(") == len(recording["inputs"])
    assert 'assertScreenshot(named: "recorded-hidden-drawer-iphone-15-pro"' in swift
    out = os.environ.get("E2E_RECORDING_DIR")
    if out:
        with open(os.path.join(out, "recording.json"), "wb") as f:
            f.write(json_bytes)
        with open(os.path.join(out, "RecordedHiddenDrawerTests.swift"), "wb") as f:
            f.write(swift_bytes)
        with open(os.path.join(out, "live-final.png"), "wb") as f:
            f.write(recorded_screen)

    # Change the screen, then replay (⌘⇧P): it ends where the recording ended.
    tap(driver, *STATUS_BAR_TAP)
    settle(driver)
    assert live_screen(driver) != recorded_screen
    press_keys(driver, "p", modifiers=(Keys.CONTROL, Keys.SHIFT))
    wait_for(lambda: recorder(driver)["state"] == "replaying", 10, "the replay to start")
    assert not replay_button.is_enabled()
    shot(driver, "recorder-replaying")
    wait_for(lambda: recorder(driver)["state"] == "idle", 30, "the replay to end")
    settle(driver)
    shot(driver, "recorder-replayed")
    assert rgba(live_screen(driver)).tobytes() == rgba(recorded_screen).tobytes(), "the replay ended on another screen"

    # Movie: an APNG rendered on virtual time, whose last frame is the recording's last screen.
    from PIL import Image
    status, movie = fetch_base64(driver, link(driver, "movie-button"))
    assert status == 200 and movie[:8] == b"\x89PNG\r\n\x1a\n" and b"acTL" in movie[:100]
    image = Image.open(io.BytesIO(movie))
    frames = image.n_frames
    assert image.is_animated and frames > 5, f"{frames} frames"
    durations = []
    directory = os.environ.get("TMPDIR", "/tmp")
    for index in range(frames):
        image.seek(index)
        durations.append(image.info.get("duration", 0))
        if index in (0, frames // 2, frames - 1):
            path = os.path.join(directory, f"openuikit-e2e-movie-frame-{index}.png")
            image.convert("RGBA").save(path)
            print("movie frame:", path)
    last = image.convert("RGBA")
    assert last.size == (1179, 2556)
    assert last.tobytes() == rgba(recorded_screen).tobytes(), "the movie's last frame is not the recording's last screen"
    total = sum(durations) / 1000
    # Every display frame of the recording, plus the settling and a one-second hold at the end.
    assert abs(total - (recording["duration"] + 1)) < 1.5, f"the movie lasts {total:.2f} s for {recording['duration']:.2f} s"
    assert all(d > 0 and round(d * 60 / 1000, 3) == round(d * 60 / 1000) for d in durations), "delays are whole display frames"
    print(f"movie: {frames} frames, {total:.2f} s, {len(movie)} bytes; recording: {len(recording['inputs'])} inputs, {recording['duration']:.2f} s")
    del launches
