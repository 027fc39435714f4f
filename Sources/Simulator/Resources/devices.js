// @ts-check
// Several devices side by side: the server's list of devices, and the desk that shows each in a
// frame of its own page (`?device=ID`), with its own bezel, toolbar, stream and keyboard focus,
// as each simulated device is its own window in Simulator. The pure parts (addresses, the list's
// shape) are tested with `node --test Tests/page`; `showDesk` holds the DOM.

/**
 * @typedef {object} DeviceEntry
 * @property {string} id
 * @property {string} model
 * @property {string} name
 * @property {string} app
 */

/**
 * @typedef {object} DeviceList
 * @property {DeviceEntry[]} devices
 * @property {number} maximum
 * @property {{id: string, name: string}[]} models
 * @property {{id: string, title: string}[]} apps
 */

/**
 * The server's device list (`GET /devices`), checked for shape.
 * @param {unknown} value
 * @returns {DeviceList}
 */
export function readDeviceList(value) {
  const v = /** @type {any} */ (value);
  if (!v || !Array.isArray(v.devices) || typeof v.maximum !== "number") throw new Error("the device list is malformed");
  for (const d of v.devices) {
    if (!d || typeof d.id !== "string" || typeof d.model !== "string") throw new Error("a device of the list is malformed");
  }
  return { devices: v.devices, maximum: v.maximum, models: Array.isArray(v.models) ? v.models : [],
    apps: Array.isArray(v.apps) ? v.apps : [] };
}

/**
 * The address of device `id`'s own page inside the desk: this page's parameters (the token,
 * the encoding, the scale) with `device` and `embedded`.
 * @param {string} search this page's query string
 * @param {string} id
 * @returns {string}
 */
export function devicePageQuery(search, id) {
  const params = new URLSearchParams(search);
  params.set("device", id);
  params.set("embedded", "1");
  return "?" + params.toString();
}

/**
 * The request that adds a device.
 * @param {string} tokenQuery "" or "?token=…"
 * @param {{model: string, app?: string}} choice
 * @returns {string}
 */
export function addDeviceURL(tokenQuery, choice) {
  const params = new URLSearchParams(tokenQuery);
  params.set("model", choice.model);
  if (choice.app) params.set("app", choice.app);
  return "devices?" + params.toString();
}

/**
 * The request that closes device `id`.
 * @param {string} tokenQuery
 * @param {string} id
 * @returns {string}
 */
export function closeDeviceURL(tokenQuery, id) {
  return "devices/" + encodeURIComponent(id) + tokenQuery;
}

/**
 * Replaces the page with the desk: a bar to add a device, and one column per device, each its
 * own page in a frame with a close button above it.
 * @param {DeviceList} list
 * @param {string} tokenQuery
 * @param {(message: string) => void} reportError
 */
export function showDesk(list, tokenQuery, reportError) {
  document.body.classList.add("desk-mode");
  document.title = list.devices.length + " devices — OpenUIKit Simulator";
  const desk = document.createElement("div");
  desk.id = "desk";
  const bar = document.createElement("header");
  bar.className = "desk-bar";
  const title = document.createElement("span");
  title.className = "desk-title";
  title.textContent = "OpenUIKit Simulator · " + list.devices.length + " devices";
  const model = document.createElement("select");
  model.id = "desk-model";
  model.setAttribute("aria-label", "Model of the device to add");
  for (const m of list.models) model.add(new Option(m.name, m.id));
  const app = document.createElement("select");
  app.id = "desk-app";
  app.setAttribute("aria-label", "App of the device to add");
  for (const a of list.apps) app.add(new Option(a.title, a.id));
  const add = document.createElement("button");
  add.id = "desk-add";
  add.type = "button";
  add.textContent = "Add Device";
  add.disabled = list.devices.length >= list.maximum;
  add.title = add.disabled ? "At most " + list.maximum + " devices run at once" : "Start another device beside these";
  add.addEventListener("click", () => {
    fetch(addDeviceURL(tokenQuery, { model: model.value, app: app.value }), { method: "POST" })
      .then((r) => r.ok ? location.reload() : r.text().then((t) => reportError(t.trim())))
      .catch((e) => reportError(String(e)));
  });
  bar.append(title, model, app, add);
  const row = document.createElement("div");
  row.className = "desk-row";
  for (const device of list.devices) {
    const column = document.createElement("section");
    column.className = "desk-device";
    column.dataset.device = device.id;
    const head = document.createElement("div");
    head.className = "desk-device-head";
    const name = document.createElement("span");
    name.textContent = device.name;
    const close = document.createElement("button");
    close.type = "button";
    close.className = "desk-close";
    close.textContent = "×";
    close.title = "Close " + device.name;
    close.setAttribute("aria-label", "Close " + device.name);
    close.addEventListener("click", () => {
      fetch(closeDeviceURL(tokenQuery, device.id), { method: "DELETE" })
        .then((r) => r.ok ? location.reload() : r.text().then((t) => reportError(t.trim())))
        .catch((e) => reportError(String(e)));
    });
    head.append(name, close);
    const frame = document.createElement("iframe");
    frame.title = device.name;
    frame.src = devicePageQuery(location.search, device.id);
    column.append(head, frame);
    row.append(column);
  }
  desk.append(bar, row);
  document.body.append(desk);
}
