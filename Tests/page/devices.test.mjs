// The device list and the desk's addresses.
import assert from "node:assert/strict";
import { test } from "node:test";
import { addDeviceURL, closeDeviceURL, devicePageQuery, readDeviceList } from "../../Sources/Simulator/Resources/devices.js";

test("each device's page keeps this page's parameters and names its device", () => {
  assert.equal(devicePageQuery("?token=abc&encoding=raw", "2"), "?token=abc&encoding=raw&device=2&embedded=1");
  assert.equal(devicePageQuery("", "1"), "?device=1&embedded=1");
  assert.equal(devicePageQuery("?device=3", "4"), "?device=4&embedded=1");
});

test("adding and closing carry the token and escape the choice", () => {
  assert.equal(addDeviceURL("?token=t", { model: "iphone-8", app: "hidden-drawer" }), "devices?token=t&model=iphone-8&app=hidden-drawer");
  assert.equal(addDeviceURL("", { model: "a&b" }), "devices?model=a%26b");
  assert.equal(closeDeviceURL("?token=t", "2"), "devices/2?token=t");
  assert.equal(closeDeviceURL("", "../x"), "devices/..%2Fx");
});

test("a malformed list is refused", () => {
  assert.throws(() => readDeviceList(null));
  assert.throws(() => readDeviceList({ devices: [{ id: 1 }], maximum: 4 }));
  const list = readDeviceList({ devices: [{ id: "1", model: "iphone-8", name: "iPhone 8", app: "x" }], maximum: 4 });
  assert.deepEqual(list.models, []);
  assert.equal(list.devices.length, 1);
});
