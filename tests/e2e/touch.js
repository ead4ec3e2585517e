// touch.js — a finger on the app, for the tests of phones (devices.e2e.js,
// fallback.e2e.js): CDP touch events (Input.dispatchTouchEvent), what a
// phone's browser sends, on the app's widgets by their test-hook names.
'use strict';

const h = require('./harness');

const { cdpOf } = h;

async function touch(page, type, points) {
  await (await cdpOf(page)).send('Input.dispatchTouchEvent',
    { type, touchPoints: points.map((p, i) => ({ x: p.x, y: p.y, id: i })) });
}

async function centre(page, name) {
  await h.waitFrames(page, 1);
  const r = await page.evaluate((n) => Module.widgetRect(n), name);
  if (!(r.w > 0 && r.h > 0)) throw new Error(`widget '${name}' was not drawn in the last frame`);
  return { x: r.x + r.w / 2, y: r.y + r.h / 2, w: r.w, h: r.h };
}

// A tap: down and up 40 ms apart by the events' own timestamps, which is how
// the app tells a tap from a long press. Without them an event is stamped when
// the browser takes it, and the browser may hold the second until the page
// has answered the first: on a busy machine a slow frame then stamps a tap
// as a 0.5 s long press. Both are sent before either is answered.
async function sendTap(page, at) {
  const cdp = await cdpOf(page);
  const t = Date.now() / 1000;
  await Promise.all([
    cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y, id: 0 }], timestamp: t }),
    cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: t + 0.04 })]);
}
async function tapAt(page, at) {
  await sendTap(page, at);
  await h.waitFrames(page, 3);
}
// A tap at `at`, then the app's state until `predicate(state, arg)` holds (a frame or two, where
// tapAt waits three frames whatever happens: a loop of taps at pixel ratio 3 spent most of its time
// drawing frames nobody looked at). False when it never held within `timeout` ms.
async function tapUntil(page, at, predicate, arg, timeout = 10000) {
  await sendTap(page, at);
  try {
    await h.waitState(page, predicate, arg, timeout);
    return true;
  } catch (e) {
    return false;
  }
}
async function tap(page, name) {
  await tapAt(page, await centre(page, name));
}

// One finger from `from` to `to` in `steps` moves; `holdMs` before lifting it.
async function drag(page, from, to, { steps = 8, holdMs = 0 } = {}) {
  await touch(page, 'touchStart', [from]);
  await h.waitFrames(page, 1);
  for (let i = 1; i <= steps; ++i) {
    await touch(page, 'touchMove', [{ x: from.x + (to.x - from.x) * i / steps, y: from.y + (to.y - from.y) * i / steps }]);
    await h.waitFrames(page, 1);
  }
  if (holdMs) await h.sleep(holdMs);
  await touch(page, 'touchEnd', []);
  await h.waitFrames(page, 3);
}

// Scrolls the open sheet (a finger drag) until `name` is drawn, then taps it.
async function tapInSheet(page, name) {
  for (let i = 0; i < 8; ++i) {
    const r = await page.evaluate((n) => Module.widgetRect(n), name);
    const vh = await page.evaluate(() => innerHeight);
    if (r.w > 0 && r.y > 0 && r.y + r.h < vh - 4) return tap(page, name);
    const head = await centre(page, 'sheet_close');
    const from = { x: head.x - 120, y: Math.min(vh - 60, head.y + 320) };
    await drag(page, from, { x: from.x, y: from.y - 220 });
  }
  throw new Error(`'${name}' never came into the sheet`);
}

module.exports = { cdpOf, touch, centre, tapAt, tapUntil, tap, drag, tapInSheet };
