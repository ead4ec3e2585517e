// collections.js — the measures of collections and the player's records
// (scripts/bench.sh collections; docs/app.md, "Collections, the timer and your progress").
//
//   1. Link lengths, by the native CLI: a 100-level generated Flow ramp (at
//      most 80 characters) and a hand-made collection of 30 Flow 15×15 levels.
//   2. In Debian's Chromium, the threaded build: a 60-level built-in
//      collection's grid after the tap on Levels, its first level on screen
//      after the tap on its tile (pinned: a code, no job), and a 60-level
//      generated collection opened by link, its first level made after the
//      tap (a generation job in the worker): each at most 1 s.
//   3. A store of 10,000 solves in localStorage: the app's load at start
//      (read and parse, appState's journey.load_ms; at most 100 ms), and its
//      export imported again into an empty profile: the same count of solves.
//
//   node bench/collections.js      prints the figures; exits 1 when a limit is missed
'use strict';

const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { chromium } = require('@playwright/test');
const { startServer } = require('../tests/e2e/server');

const ROOT = path.resolve(__dirname, '..');
const BUILD = process.env.BUILD_DIR || path.join(ROOT, 'build');
const SITE = path.join(BUILD, 'site');
const LEVELGEN = path.join(BUILD, 'native/levelgen');
let failed = false;

function report(name, value, unit, limit) {
  const ok = limit === undefined || value <= limit;
  if (!ok) failed = true;
  console.log(`${ok ? '    ' : 'FAIL'} ${name.padEnd(62)} ${String(Math.round(value)).padStart(7)} ${unit}` +
    (limit === undefined ? '' : `   (limit ${limit})`));
}

function levelgen(args, input) {
  return JSON.parse(String(execFileSync(LEVELGEN, args, input === undefined ? {} : { input })).trim().split('\n').pop());
}

function linkLengths() {
  const ramp = levelgen(['collection', 'make', '--kind', 'flow', '--params', '15x15.countryside.d60', '--from', 'easy',
    '--to', 'expert', '--count', '100', '--seed', 'ramp', '--title', 'Flow ramp']);
  report('generated: 100 Flow levels, easy to expert, titled', ramp.link.length, 'chars', 80);
  const codes = String(execFileSync(LEVELGEN, ['flow', 'generate', '--width', '15', '--height', '15', '--seed', '1',
    '--count', '30', '--jobs', '2'])).trim().split('\n').map((l) => JSON.parse(l).code);
  const made = levelgen(['collection', 'make', '--codes', '-', '--title', 'Thirty'], codes.join('\n') + '\n');
  report(`hand-made: 30 Flow 15x15 levels (codes ${codes.join('').length} chars)`, made.link.length, 'chars');
}

// The app's state once `predicate` holds, and the ms from `since` (performance.now in the page) until then.
async function timed(page, since, predicate, arg) {
  await page.waitForFunction(([source, a]) => {
    Module.wake();
    return new Function('s', 'a', 'return (' + source + ')(s, a)')(JSON.parse(Module.appState()), a);
  }, [predicate.toString(), arg], { timeout: 60000, polling: 'raf' });
  return page.evaluate((t) => performance.now() - t, since);
}

// Presses a named widget with the real mouse; returns performance.now() in the page at the press.
async function press(page, name) {
  const at = await page.evaluate((n) => {
    const c = Module.canvas.getBoundingClientRect();
    const r = Module.widgetRect(n);
    return { x: c.left + r.x + r.w / 2, y: c.top + r.y + r.h / 2, w: r.w };
  }, name);
  if (!(at.w > 0)) throw new Error(`widget '${name}' was not drawn`);
  await page.mouse.move(at.x, at.y);
  await page.evaluate(() => new Promise((r) => { Module.wake(); requestAnimationFrame(() => requestAnimationFrame(r)); }));
  await page.mouse.down();
  const since = await page.evaluate(() => performance.now());
  await page.mouse.up();
  return since;
}

async function openCollections(page) {
  await press(page, 'collections');
  await page.waitForFunction(() => { Module.wake(); return JSON.parse(Module.appState()).journey.page === 'collections'; });
}

async function browserMeasures(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url + '/?sw=0');
  await page.waitForFunction(() => window.Module && Module.frameCount && Module.frameCount() > 3, null, { timeout: 60000 });
  await openCollections(page);
  let s = JSON.parse(await page.evaluate(() => Module.appState()));
  const long = s.journey.library.findIndex((c) => c.count === 60 && c.title.startsWith('Flow'));
  let since = await press(page, `coll_${long}_levels`);
  report('built-in 60-level collection: its grid after the tap', await timed(page, since,
    (st) => st.journey.page === 'levels'), 'ms', 1000);
  since = await press(page, 'level_1');
  report('its level 1 on screen after the tap (pinned code)', await timed(page, since,
    (st) => st.journey.page === 'none' && st.collection.index === 0 && st.level !== '' && st.job === 'idle'), 'ms', 1000);

  const ramp = '#collection/ramp/flow1/10x10.countryside.d60/easy-expert/60/bench/Bench';
  await page.evaluate((link) => Module.openLink(link), ramp);
  await page.waitForFunction(() => { Module.wake(); return JSON.parse(Module.appState()).journey.page === 'levels'; });
  since = await press(page, 'level_1');
  report('generated 60-level collection: level 1 made and on screen after the tap', await timed(page, since,
    (st) => st.journey.page === 'none' && st.collection.index === 0 && st.level !== '' && st.job === 'idle'), 'ms', 1000);
  await context.close();
}

// 10,000 solves in the store's own text (core/records.hpp's line format).
function bigStore() {
  const lines = ['pgw-records 1'];
  const grades = ['easy', 'medium', 'hard', 'expert', 'any'];
  for (let i = 0; i < 10000; ++i) {
    const id = (0x1000000000000n + BigInt(i) * 7919n).toString(16).padStart(16, '0').slice(-16);
    const day = new Date(Date.UTC(2026, 0, 1) + (i % 300) * 86400000).toISOString().slice(0, 10);
    lines.push(['s', id, i % 2 ? 'flow' : 'slide', 5 + i % 8, 5 + i % 8, grades[i % 5], day, 5000 + (i * 37) % 90000,
      10 + i % 30, i % 3 ? 10 + i % 25 : 0, i % 4 === 0 ? 1 : 0, i % 50 === 0 ? 1 : 0].join(' '));
  }
  return lines.join('\n') + '\n';
}

async function storeMeasures(browser, url) {
  const store = bigStore();
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(url + '/?sw=0');
  await page.waitForFunction(() => window.Module && Module.frameCount && Module.frameCount() > 3, null, { timeout: 60000 });
  await page.evaluate((text) => localStorage.setItem('pgw.records', text), store);
  const loads = [];
  for (let i = 0; i < 3; ++i) {
    await page.reload();
    await page.waitForFunction(() => window.Module && Module.frameCount && Module.frameCount() > 3, null, { timeout: 60000 });
    const s = JSON.parse(await page.evaluate(() => Module.appState()));
    if (s.journey.stats.solves !== 10000) throw new Error(`the store loaded ${s.journey.stats.solves} solves, not 10000`);
    loads.push(s.journey.load_ms);
  }
  report(`a store of 10,000 solves (${(store.length / 1024).toFixed(0)} kB): load at start, worst of 3`, Math.max(...loads),
    'ms', 100);
  // Export, then import into an empty profile.
  await page.evaluate(() => { Module.wake(); });
  const s = JSON.parse(await page.evaluate(() => Module.appState()));
  await openCollections(page);
  await press(page, 'view_stats');
  await page.waitForFunction(() => { Module.wake(); return JSON.parse(Module.appState()).journey.page === 'stats'; });
  const [download] = await Promise.all([page.waitForEvent('download'), press(page, 'stats_export')]);
  const exported = fs.readFileSync(await download.path(), 'utf8');
  const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const other = await fresh.newPage();
  await other.goto(url + '/?sw=0');
  await other.waitForFunction(() => window.Module && Module.frameCount && Module.frameCount() > 3, null, { timeout: 60000 });
  const t0 = Date.now();
  await other.evaluate((text) => Module.importText('progress.json', text), exported);
  const after = JSON.parse(await other.evaluate(() => { Module.wake(); return Module.appState(); }));
  console.log(`     export (${(exported.length / 1024).toFixed(0)} kB) imported into an empty profile in ${Date.now() - t0} ms: ` +
    `${after.journey.stats.solves} solves (${s.journey.stats.solves} exported)`);
  if (after.journey.stats.solves !== s.journey.stats.solves) failed = true;
  await fresh.close();
  await context.close();
}

(async () => {
  linkLengths();
  const server = await startServer(SITE, { isolate: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    await browserMeasures(browser, server.url);
    await storeMeasures(browser, server.url);
  } finally {
    await browser.close();
    server.stop();
  }
  process.exit(failed ? 1 : 0);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
