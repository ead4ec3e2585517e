// harness.js — what every end-to-end test needs: Playwright Test's `test`
// with this project's fixtures (a server, Debian's Chromium in a profile of
// its own per test), checks that count, clicks on ImGui widgets by name,
// screenshots. playwright.config.js says which browser and which devices.
'use strict';

const base = require('@playwright/test');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { startServer } = require('./server');

const ROOT = path.resolve(__dirname, '../..');
const BUILD = process.env.BUILD_DIR || path.join(ROOT, 'build');
const SITE = path.join(BUILD, 'site');
const OUT = path.join(BUILD, 'e2e');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------
// Checks
//
// A check is one counted result with a name: printed as a PASS or FAIL line
// with its details (measured figures, what went wrong), kept as an annotation
// of the test for the reporter (tests/e2e/reporter.js counts them), and a soft
// expectation, so a failed check fails its test but the test goes on to its
// other checks, and shows in the trace under its name.

function check(name, ok, detail) {
  // In the other engines' projects (engines.e2e.js) a check carries the engine's name.
  const engine = base.test.info().project.metadata.engine;
  if (engine) name = `[${engine}] ${name}`;
  const shown = detail === undefined ? '' : '  ' + JSON.stringify(detail);
  // E2E_TIMES=1: each line starts with the time of day, to see where a long test spends its time.
  const at = process.env.E2E_TIMES ? new Date().toISOString().slice(11, 21) + ' ' : '';
  console.log(`${at}${ok ? 'PASS' : 'FAIL'}  ${name}${shown}`);
  base.test.info().annotations.push({ type: ok ? 'PASS' : 'FAIL', description: name + shown });
  base.expect.soft(!!ok, name).toBe(true);
  return !!ok;
}

// The golden recipe links and the level codes they must open
// (tests/golden/recipes.tsv), as [link, code] pairs.
function goldenRecipes() {
  return fs.readFileSync(path.join(ROOT, 'tests/golden/recipes.tsv'), 'utf8')
    .split('\n').filter((line) => line.startsWith('#recipe/')).map((line) => line.split('\t'));
}

// Links the app shared before issue 13, with the level each opens.
function linksBeforeIssue13() {
  return fs.readFileSync(path.join(ROOT, 'tests/fixtures/links/links_before_issue13.tsv'), 'utf8')
    .split('\n').filter((line) => line.startsWith('http')).map((line) => line.split('\t'));
}

// ---------------------------------------------------------------------------
// Browser and servers

// The fixtures. `context`: a fresh context per test, with the project's device (viewport, pixel ratio,
// touch), in a Chromium each worker launches once with launchOptions (Debian's chromium): a browser
// launched with a profile of its own per test cost 3.9 CPU s and 2 s more than a context (issue 23).
// `persistent` (an option): a Chromium profile of its own on disk instead (an incognito context makes
// Chromium report the site as not installable, and the offline test reads that). Playwright Test
// traces either and takes its failure screenshots as of any context of its own. `server` and `plain`:
// the built site served with the cross-origin isolation headers and without ({ url }).
//
// `motion` (an option, test.use({ motion: 'no-preference' })): the context's prefers-reduced-motion.
// 'reduce' by default: with motion, every input starts 3 s of ambient animation at 60 frames a
// second (frame_pacer.cpp), which in software GL was most of the suite's CPU time while no check
// looked at it. The tests about motion and what moves (Slide, Blocks, the devices' keyboard test and
// the phones' play) take 'no-preference', as does every engine's smoke set.
// `ambient` (an option): with motion, whether ambient motion (glows, ripples, a pulsing hint) runs
// too. Off by default (window.pgwTestAmbient, web/app.js): in software GL an ambient frame cost
// 50-330 ms of CPU, 3 s of them after each input, and only the idle test looks at them.
const test = base.test.extend({
  motion: ['reduce', { option: true }],
  ambient: [false, { option: true }],
  persistent: [false, { option: true }],
  // The worker's Chromium, launched when a test first asks (again if it went away).
  sharedChromium: [async ({ playwright, launchOptions, headless }, use) => {
    let browser = null;
    await use(async () => {
      if (!browser || !browser.isConnected()) browser = await playwright.chromium.launch({ ...launchOptions, headless });
      return browser;
    });
    if (browser && browser.isConnected()) await browser.close();
  }, { scope: 'worker' }],
  context: async ({ sharedChromium, playwright, launchOptions, headless, viewport, deviceScaleFactor, isMobile, hasTouch,
    motion, ambient, persistent }, use) => {
    const options = { viewport, deviceScaleFactor, isMobile, hasTouch, reducedMotion: motion,
      permissions: ['clipboard-read', 'clipboard-write'] };  // the share dialog's Copy is read back
    const noAmbient = (context) => (ambient ? null : context.addInitScript(() => { window.pgwTestAmbient = false; }));
    if (!persistent) {
      const context = await (await sharedChromium()).newContext(options);
      await noAmbient(context);
      await use(context);
      await context.close();
      return;
    }
    const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgw-chromium-'));
    const context = await playwright.chromium.launchPersistentContext(userDataDir, { ...launchOptions, headless, ...options });
    await noAmbient(context);
    await use(context);
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  },
  // Started by global-setup.js, once for the whole run.
  server: [async ({}, use) => use({ url: process.env.PGW_E2E_URL }), { scope: 'worker' }],
  plain: [async ({}, use) => use({ url: process.env.PGW_E2E_PLAIN_URL }), { scope: 'worker' }],
});

// Console errors, page errors and failed requests, kept for a final check.
function watch(page) {
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push('console.error: ' + m.text()); });
  page.on('pageerror', (e) => problems.push('pageerror: ' + (e.stack || e.message)));
  page.on('requestfailed', (r) => problems.push('request failed: ' + r.url()));
  return problems;
}

// A new tab on `url` with its problems watched; waits for the app's first
// frames unless `app` is false (a page that is not the app).
async function openPage(context, url, { app = true } = {}) {
  const page = await context.newPage();
  const problems = watch(page);
  await page.goto(url);
  if (app) await waitStarted(page);
  return { page, problems };
}

// ---------------------------------------------------------------------------
// The app's test hooks (src/app/shell/web_bindings.cpp)

const appState = (page) => page.evaluate(() => JSON.parse(Module.appState()));
const frameCount = (page) => page.evaluate(() => Module.frameCount());

// The app draws only while something changes (src/app/platform/frame_pacer.hpp), so
// waiting for frames first asks for them (Module.wake), as an input would. A start takes a few
// seconds; 90 s is for a loaded machine (a CI run once took over 30, beside the sanitizer build).
async function waitStarted(target) {
  await target.waitForFunction(() => {
    if (!(window.Module && Module.frameCount && Module.wake)) return false;
    Module.wake();
    return Module.frameCount() > 5;
  }, null, { timeout: 90000 });
}

async function waitFrames(page, more) {
  const target = await page.evaluate(() => { Module.wake(); return Module.frameCount(); }) + more;
  await page.waitForFunction((t) => { Module.wake(); return Module.frameCount() >= t; }, target, { timeout: 15000 });
}

// Runs `inputs` (real keys, CDP input) while the page draws no frame, then lets the frames come: all
// of it reaches the app in one frame, as on a busy machine or a slow phone, and never depends on
// when a frame happened to fall. The app's loop asks for each frame with requestAnimationFrame
// (Emscripten's emscripten_request_animation_frame_loop): the calls are held, then made. Inputs
// that wait for a frame (waitFrames, waitState) cannot be among them. Returns the frames drawn while
// held: 0, or the inputs did not all reach one frame.
async function inOneFrame(page, inputs) {
  await page.evaluate(() => {
    if (!window.__pgwHold) {
      const raf = window.requestAnimationFrame.bind(window);
      const held = [];
      window.__pgwHold = { on: false, held, raf };
      window.requestAnimationFrame = (f) => {
        if (window.__pgwHold.on) { held.push(f); return 0; }
        return raf(f);
      };
    }
    window.__pgwHold.on = true;
    // A frame asked for before the hold is drawn first: this callback, asked for after it, runs in
    // the same animation frame, behind it.
    return new Promise((resolve) => window.__pgwHold.raf(() => resolve()));
  });
  const before = await frameCount(page);
  let drawn;
  try {
    await inputs();
    drawn = await frameCount(page) - before;
  } finally {
    await page.evaluate(() => {
      const hold = window.__pgwHold;
      hold.on = false;
      hold.held.splice(0).forEach((f) => hold.raf(f));
    });
  }
  return drawn;
}

async function waitState(page, predicate, arg, timeout = 30000) {
  try {
    await page.waitForFunction(
      ([source, a]) => window.Module && typeof Module.appState === 'function' && Module.frameCount() > 2 &&
        new Function('s', 'a', 'return (' + source + ')(s, a)')(JSON.parse(Module.appState()), a),
      [predicate.toString(), arg], { timeout, polling: 20 });
  } catch (e) {
    // Say what was awaited and what the app looked like instead.
    const last = JSON.stringify(await appState(page)).slice(0, 600);
    throw new Error(`waitState timed out on ${predicate.toString()}; last state: ${last}`);
  }
  return appState(page);
}

// The app in the blog post's iframe whose data-level is `level`, once it draws
// (scrolled to first: the post's iframes load lazily).
async function appFrame(page, level) {
  const element = await page.$(`iframe[data-level="${level}"]`);
  await element.scrollIntoViewIfNeeded();
  let frame = null;
  for (let i = 0; i < 200 && !(frame && frame.url().startsWith('http')); ++i) {
    frame = await element.contentFrame();
    await sleep(50);
  }
  await waitStarted(frame);
  return frame;
}

// Widgets and cells are found in a page, or in a frame (an embed): a frame's
// coordinates are offset by its iframe's place on the page.
async function frameOffset(target) {
  if (typeof target.parentFrame !== 'function' || !target.parentFrame()) return { x: 0, y: 0 };
  const box = await (await target.frameElement()).boundingBox();
  return { x: box.x, y: box.y };
}
const mouseOf = (target) => (target.mouse ? target.mouse : target.page().mouse);

// The page's own CDP session (one per page; Chromium).
async function cdpOf(page) {
  if (!page.__cdp) page.__cdp = await page.context().newCDPSession(page);
  return page.__cdp;
}

// Presses a mouse button at page point `at` and releases it, the two events stamped by their own
// timestamps `holdMs` apart (40 ms for a plain click): the app tells a click from a long press by the
// events' timestamps. Unstamped, the release is stamped when the browser takes it, after the page has
// answered the press, and on a busy machine a slow frame in between made a click a long press.
// The other engines' pages (engines.js) have no CDP: their mouse's own down and up.
async function pressAt(target, at, { button = 'left', holdMs = 0 } = {}) {
  const page = target.mouse ? target : target.page();
  if (typeof page.context !== 'function') {
    await page.mouse.down({ button });
    if (holdMs > 0) await sleep(holdMs);
    await page.mouse.up({ button });
    return;
  }
  const cdp = await cdpOf(page);
  const t = Date.now() / 1000;
  const event = (type, buttons, timestamp) =>
    ({ type, x: at.x, y: at.y, button, buttons, clickCount: 1, timestamp });
  await cdp.send('Input.dispatchMouseEvent', event('mousePressed', button === 'right' ? 2 : 1, t));
  if (holdMs > 0) await sleep(holdMs);
  await cdp.send('Input.dispatchMouseEvent', event('mouseReleased', 0, t + Math.max(holdMs, 40) / 1000));
}

// Moves the real mouse onto the named widget's centre and clicks it. The
// position is read again once the mouse is there: a widget can move while
// it is reached (a popup that grows as its counters arrive).
async function clickWidget(target, name, button = 'left') {
  const offset = await frameOffset(target);
  const centre = () => target.evaluate(([n, o]) => {
    const c = Module.canvas.getBoundingClientRect();
    const r = Module.widgetRect(n);
    return { x: o.x + c.left + r.x + r.w / 2, y: o.y + c.top + r.y + r.h / 2, w: r.w, h: r.h };
  }, [name, offset]);
  const mouse = mouseOf(target);
  await waitFrames(target, 1);  // a frame that shows what the test's last call changed
  let at = null;
  for (let tries = 0; tries < 5; ++tries) {
    const now = await centre();
    if (!(now.w > 0 && now.h > 0)) throw new Error(`widget '${name}' was not drawn in the last frame`);
    if (at && Math.abs(now.x - at.x) < 0.5 && Math.abs(now.y - at.y) < 0.5) break;
    at = now;
    await mouse.move(at.x, at.y);
    await waitFrames(target, 2);  // ImGui sees the hover before the press
  }
  await mouse.down({ button });
  await waitFrames(target, 2);
  await mouse.up({ button });
  await waitFrames(target, 2);
  return at;
}

// The page coordinates of the centre of cell (x, y) of a width × height board
// drawn in the widget recorded as `widget`.
async function cellPoint(target, x, y, width, height, widget = 'board') {
  const offset = await frameOffset(target);
  return target.evaluate(([cx, cy, w, hgt, name, o]) => {
    const c = Module.canvas.getBoundingClientRect();
    const r = Module.widgetRect(name);
    return { x: o.x + c.left + r.x + (cx + 0.5) * r.w / w, y: o.y + c.top + r.y + (cy + 0.5) * r.h / hgt };
  }, [x, y, width, height, widget, offset]);
}

// Clicks cell (x, y) of the board with the real mouse; `holdMs` keeps the
// button down that long (a long press). A plain click is released 40 ms after
// the press by the events' timestamps (pressAt), whatever the frames take (the
// SDL backend still shows ImGui one frame with the button down).
async function clickCell(target, x, y, width, height, { button = 'left', holdMs = 0 } = {}) {
  const at = await cellPoint(target, x, y, width, height);
  await mouseOf(target).move(at.x, at.y);
  await waitFrames(target, 2);
  await pressAt(target, at, { button, holdMs });
  await waitFrames(target, 2);
}

// Fraction of canvas pixels that differ from the most common colour: a blank
// or single-colour canvas scores near 0. With `widget`, of that recorded
// rectangle only (a chart), at its own size in CSS px.
async function canvasVariety(page, widget = null) {
  return page.evaluate((name) => {
    const src = Module.canvas;
    const r = name ? Module.widgetRect(name) : null;
    const scale = src.width / src.getBoundingClientRect().width;
    const from = r ? [r.x * scale, r.y * scale, r.w * scale, r.h * scale] : [0, 0, src.width, src.height];
    const c = document.createElement('canvas');
    c.width = r ? Math.max(1, Math.round(r.w)) : 160;
    c.height = r ? Math.max(1, Math.round(r.h)) : Math.max(1, Math.round(160 * src.height / src.width));
    const g = c.getContext('2d');
    g.drawImage(src, ...from, 0, 0, c.width, c.height);
    const d = g.getImageData(0, 0, c.width, c.height).data;
    const counts = new Map();
    for (let i = 0; i < d.length; i += 4) {
      const key = (d[i] >> 3) << 10 | (d[i + 1] >> 3) << 5 | (d[i + 2] >> 3);
      counts.set(key, (counts.get(key) || 0) + 1);
    }
    const top = Math.max(...counts.values());
    const out = { colours: counts.size, other: 1 - top / (d.length / 4) };
    return r ? { w: r.w, h: r.h, ...out } : out;
  }, widget);
}

// ---------------------------------------------------------------------------
// Layout checks (devices.e2e.js, blocks.e2e.js)

const overlap = (a, b) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
                          Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

// From the app's own widget rectangles: nothing overlaps another widget of its
// window or a drawn stat, nothing leaves the screen, and every control a
// finger can press is at least 44 CSS px each way. Background items (a
// board's input area) are meant to lie under others.
async function layoutProblems(page) {
  await waitFrames(page, 2);
  const { items, rects, vw, vh } = await page.evaluate(() => ({
    items: Module.uiItems(), rects: Module.hookRects(), vw: innerWidth, vh: innerHeight }));
  const problems = [];
  const name = (i) => i.hook || i.label || i.role;
  const live = items.filter((i) => !i.background && i.w > 1 && i.h > 1);
  for (const i of live) {
    if (i.x < -0.5 || i.y < -0.5 || i.x + i.w > vw + 0.5 || i.y + i.h > vh + 0.5)
      problems.push(`${name(i)} leaves the screen`);
    if (i.role !== 'other' && !i.disabled && (i.fullW < 43.5 || i.fullH < 43.5))
      problems.push(`${name(i)} is ${Math.round(i.fullW)}×${Math.round(i.fullH)} px`);
  }
  for (let a = 0; a < live.length; ++a)
    for (let b = a + 1; b < live.length; ++b)
      if (live[a].window === live[b].window && overlap(live[a], live[b]) > 2)
        problems.push(`${name(live[a])} overlaps ${name(live[b])}`);
  const stats = Object.entries(rects).filter(([n]) => /^hud_\d$/.test(n)).map(([n, r]) => ({ n, ...r }));
  for (const s of stats) {
    if (s.x < 0 || s.x + s.w > vw) problems.push(`${s.n} leaves the screen`);
    for (const i of live)
      if (i.root === '##shell' && overlap(s, i) > 2) problems.push(`${name(i)} lies on ${s.n}`);
  }
  return problems;
}

async function screenshot(page, name) {
  fs.mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, name + '.png');
  await page.screenshot({ path: file });
  return file;
}

// Slices are 6 ms of work, timed by the page's wall clock (a browser has no
// CPU clock), which a busy machine stretches whenever the OS preempts the page
// mid-slice. So this asks only what a load cannot break: more than 10 slices
// ran, and most of them (the median) fit in a 16 ms frame. How long the work
// runs between two polls (what bounds the longest slice and a cancel's
// latency) is checked in CPU time by the unit tests (tests/cancel_check.hpp);
// the longest slice here is only reported.
function slicedOk(slices, before) {
  const count = slices.count - before.count;
  return count > 10 && (slices.overFrame - before.overFrame) * 2 <= count;
}

module.exports = {
  test, ROOT, BUILD, SITE, OUT, sleep, goldenRecipes, linksBeforeIssue13, check, startServer, watch, openPage, appState, frameCount,
  waitStarted, appFrame, waitFrames, inOneFrame, waitState, clickWidget, cellPoint, clickCell, cdpOf, pressAt, canvasVariety, layoutProblems, screenshot,
  slicedOk,
};
