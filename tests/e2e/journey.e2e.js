// journey.e2e.js — the player's journey: a built-in collection played through
// (solved marks, times, Continue after a reload), the statistics, a daily
// streak over two days (the test clock: window.pgwTestClockOffset), a
// collection made from the screen and opened by its link in a fresh
// profile, a collection in the blog's embed, progress exported and imported
// in a fresh profile, and a damaged store that loses nothing else.
// Desktop with the mouse; the phone upright with taps (@phone-portrait).
'use strict';

const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const h = require('./harness');
const touch = require('./touch');

const KEYS = { U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' };

// The built-in collection's pinned codes, as the data file has them.
function builtinCodes(name) {
  return fs.readFileSync(path.join(h.ROOT, 'data/collections', name + '.txt'), 'utf8')
    .split('\n').filter((l) => /^[a-z]+-/.test(l)).map((l) => l.split(' ')[0]);
}

const isPhone = (page) => page.viewportSize().width < 600;

// Another context (a profile of its own) with the same device, in the same Chromium: a second player,
// or the same one on a new device.
async function freshContext(context, { viewport, deviceScaleFactor, isMobile, hasTouch }) {
  const other = await context.browser().newContext({ viewport, deviceScaleFactor, isMobile, hasTouch,
    reducedMotion: 'reduce' });  // as harness.js
  return { context: other, close: () => other.close() };
}

// A press of a named widget: a tap on the phone, a click on the desktop.
async function press(page, name) {
  if (isPhone(page)) {
    await touch.tap(page, name);
    await h.waitFrames(page, 2);
  } else {
    await h.clickWidget(page, name);
  }
}

// A press of a widget in the journey view's scrolled body: scrolled into view
// first (the wheel on the desktop, a finger's drag on the phone).
async function pressScrolled(page, name) {
  for (let i = 0; i < 20; ++i) {
    await h.waitFrames(page, 2);
    const r = await page.evaluate((n) => Module.widgetRect(n), name);
    const vh = await page.evaluate(() => innerHeight);
    if (r.w > 0 && r.y + r.h < vh - 8) break;
    if (isPhone(page)) {
      await touch.drag(page, { x: 200, y: vh * 0.75 }, { x: 200, y: vh * 0.35 });
    } else {
      await page.mouse.move(640, 500);
      await page.mouse.wheel(0, 240);
    }
  }
  await press(page, name);
}

// Opens the Collections view: the top bar's button, or the phone's menu.
async function openCollections(page) {
  const s = await h.appState(page);
  if (s.compact_bar) {
    await press(page, 'menu');
    await press(page, 'collections');
  } else {
    await press(page, 'collections');
  }
  return h.waitState(page, (st) => st.journey.page === 'collections');
}

// Plays the Slide level on screen to a win with the native solver's moves.
async function solveSlide(page) {
  const keyboard = (typeof page.page === 'function' ? page.page() : page).keyboard;
  let s = await h.waitState(page, (st) => st.kind === 'slide' && st.level !== '' && st.job === 'idle');
  const solution = JSON.parse(String(execFileSync(path.join(h.BUILD, 'native/levelgen'), ['slide', 'solve', '-'],
    { input: s.board })));
  for (let i = 0; i < solution.moves.length; ++i) {
    await keyboard.press(KEYS[solution.moves[i]]);
    s = await h.waitState(page, (st, n) => st.moves === n && !st.animating, i + 1);
  }
  return h.waitState(page, (st) => st.popup === 'win');
}

async function run(context, url, phone) {
  const tag = phone ? 'phone' : 'desktop';
  const codes = builtinCodes('10-slide-first-steps');

  // --- a built-in collection: the first level, then Next -------------------------------------
  let { page, problems } = await h.openPage(context, url + '/');
  let s = await openCollections(page);
  const first = s.journey.library[0];
  h.check(`${tag}: built-in collections listed first, with their progress`,
    s.journey.library.filter((c) => c.built_in).length >= 4 && first.count === codes.length && first.solved === 0,
    { titles: s.journey.library.map((c) => c.title) });
  await h.screenshot(page, `journey-${tag}-01-collections`);
  await press(page, 'coll_0_continue');
  s = await h.waitState(page, (st) => st.journey.page === 'none' && st.collection.entry === 0 && st.level !== '');
  h.check(`${tag}: Start opens the collection's first pinned level, and says where it sits`,
    s.level === codes[0] && s.collection.index === 0 && s.collection.count === codes.length,
    { level: s.level, collection: s.collection });
  const placeRect = await page.evaluate(() => Module.widgetRect('coll_place'));
  h.check(`${tag}: the band shows the place`, placeRect.w > 40, placeRect);
  h.check(`${tag}: the clock waits for the first move`, s.clock_ms === 0 && s.clock === '0:00', { clock: s.clock });
  if (!phone) {
    // The clock: it runs from the first move; it stands still while the tab is hidden, and goes on when shown.
    await page.keyboard.press('ArrowUp');
    s = await h.waitState(page, (st) => st.clock_ms > 0);
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const hiddenAt = (await h.appState(page)).clock_ms;
    await h.sleep(1200);
    const stillAt = (await h.appState(page)).clock_ms;
    h.check(`${tag}: the clock stands still while the tab is hidden`, stillAt - hiddenAt < 50, { hiddenAt, stillAt });
    await page.evaluate(() => {
      delete document.hidden;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    s = await h.waitState(page, (st, was) => st.clock_ms > was + 100, stillAt);
    h.check(`${tag}: and goes on when it is shown again`, s.clock_ms > stillAt);
    await page.keyboard.press('r');  // Restart: the level from its start, the clock going on
    await h.waitState(page, (st) => st.moves === 0);
  }
  s = await solveSlide(page);
  h.check(`${tag}: the win is timed and the popup shows the time`, s.clock_ms > 0 &&
    (await page.evaluate(() => Module.widgetRect('win_results'))).w > 0, { clock_ms: s.clock_ms });
  await h.screenshot(page, `journey-${tag}-02-win`);
  await press(page, 'next');
  s = await h.waitState(page, (st) => st.collection.index === 1 && st.level !== '' && st.popup === 'none');
  h.check(`${tag}: the win popup's Next opens level 2 of the collection`, s.level === codes[1], { level: s.level });
  s = await solveSlide(page);
  await press(page, 'win_close');

  // --- marks and progress; a reload and Continue ------------------------------------------
  s = await openCollections(page);
  h.check(`${tag}: two levels solved show in the collection's progress`, s.journey.library[0].solved === 2 &&
    s.journey.library[0].continue === 2, s.journey.library[0]);
  await press(page, 'coll_0_levels');
  s = await h.waitState(page, (st) => st.journey.page === 'levels');
  await h.screenshot(page, `journey-${tag}-03-levels`);
  // Print: the printable pages are made off the frame, then the print dialog (a frame of the page).
  await pressScrolled(page, 'levels_print');
  await page.waitForFunction(() => typeof window.pgwLastPrint === 'string', null, { timeout: 60000 });
  const printed = await page.evaluate(() => window.pgwLastPrint);
  const svgs = (printed.match(/<svg/g) || []).length;
  h.check(`${tag}: Print makes the collection's pages: puzzles, then solutions`, svgs >= 2 &&
    (printed.match(/Solution: /g) || []).length === codes.length && /— solutions/.test(printed), { svgs, bytes: printed.length });
  if (!phone) {
    const sheet = await context.newPage();
    await sheet.setViewportSize({ width: 794, height: 1123 });
    await sheet.setContent(printed);
    await sheet.screenshot({ path: path.join(h.OUT, 'journey-print-cover.png') });
    await sheet.evaluate(() => document.querySelectorAll('.page')[1].scrollIntoView());
    await sheet.screenshot({ path: path.join(h.OUT, 'journey-print-puzzles.png') });
    await sheet.evaluate(() => { const p = document.querySelectorAll('.page'); p[p.length - 1].scrollIntoView(); });
    await sheet.screenshot({ path: path.join(h.OUT, 'journey-print-solutions.png') });
    await sheet.close();
  }
  await page.reload();
  await h.waitStarted(page);
  s = await openCollections(page);
  h.check(`${tag}: after a reload the progress is still there`, s.journey.library[0].solved === 2);
  await press(page, 'coll_0_continue');
  s = await h.waitState(page, (st) => st.collection.entry === 0 && st.level !== '' && st.journey.page === 'none');
  h.check(`${tag}: Continue opens the first unsolved level (3)`, s.collection.index === 2 && s.level === codes[2],
    s.collection);
  s = await solveSlide(page);
  await press(page, 'win_close');

  // --- statistics after three solved levels ------------------------------------------------
  s = await openCollections(page);
  await press(page, 'view_stats');
  s = await h.waitState(page, (st) => st.journey.page === 'stats');
  h.check(`${tag}: statistics count three solved levels with times`, s.journey.stats.levels === 3 &&
    s.journey.stats.best_ms > 0 && s.journey.stats.median_ms >= s.journey.stats.best_ms, s.journey.stats);
  const histogram = await page.evaluate(() => Module.widgetRect('stats_histogram'));
  h.check(`${tag}: the histogram of solve times is drawn`, histogram.w > 100 && histogram.h > 50, histogram);
  await h.screenshot(page, `journey-${tag}-04-stats`);
  await press(page, 'view_close');

  // --- a daily streak over two days (the test clock) -----------------------------------------
  const day = (offset) => new Date(Date.now() + offset * 1000).toISOString().slice(0, 10);
  await page.evaluate(() => { window.pgwTestClockOffset = -86400; });
  await page.evaluate((d) => Module.openLink('#daily/slide/' + d), day(-86400));
  s = await solveSlide(page);
  await press(page, 'win_close');
  await page.evaluate(() => { window.pgwTestClockOffset = 0; });
  await page.evaluate(() => Module.openLink('#daily/slide'));
  s = await solveSlide(page);
  await press(page, 'win_close');
  s = await openCollections(page);
  await press(page, 'view_stats');
  s = await h.waitState(page, (st) => st.journey.page === 'stats');
  h.check(`${tag}: two days of dailies make a streak of 2`, s.journey.stats.streak === 2 &&
    s.journey.stats.longest === 2, s.journey.stats);
  const calendar = await page.evaluate(() => Module.widgetRect('stats_calendar'));
  h.check(`${tag}: the streak calendar is drawn`, calendar.w > 80, calendar);
  await h.screenshot(page, `journey-${tag}-05-streak`);

  // --- export, then import in a fresh profile ---------------------------------------------------
  const [download] = await Promise.all([page.waitForEvent('download'), pressScrolled(page, 'stats_export')]);
  const exported = fs.readFileSync(await download.path(), 'utf8');
  h.check(`${tag}: Export saves a progress file`, /"format":"pgw-progress"/.test(exported), { bytes: exported.length });
  await press(page, 'view_close');

  // --- a collection made from the screen --------------------------------------------------------
  await press(page, 'share');
  await h.waitState(page, (st) => st.dialog === 'share');
  await press(page, 'add_to_collection');
  await press(page, 'dialog_close');
  s = await openCollections(page);
  const own = s.journey.library.findIndex((c) => !c.built_in);
  h.check(`${tag}: Add to my collection makes the player's own collection`, own >= 0 &&
    s.journey.library[own].count === 1, s.journey.library[own]);
  await pressScrolled(page, `coll_${own}_levels`);
  await h.waitState(page, (st) => st.journey.page === 'levels');
  const ownLink = s.journey.library[own].link;
  h.check(`${tag}: its link is a collection link`, ownLink.startsWith('#collection/'), { ownLink });
  await h.screenshot(page, `journey-${tag}-06-own`);
  h.check(`${tag}: no errors on the page`, problems.length === 0, problems);
  await page.close();

  return { exported, ownLink };
}

// A second profile: the shared link opens the collection; the exported progress imports.
async function freshProfile(browserContext, url, { exported, ownLink }, tag) {
  const { page, problems } = await h.openPage(browserContext, url + '/' + ownLink);
  let s = await h.waitState(page, (st) => st.journey.page === 'levels');
  const entry = s.journey.library[s.journey.entry];
  h.check(`${tag}: the shared collection opens in a fresh profile`, entry && entry.link === ownLink && entry.count === 1,
    entry);
  {
    await page.evaluate((text) => Module.importText('progress.json', text), exported);
    s = await h.waitState(page, (st) => st.journey.page === 'stats');
    h.check(`${tag}: the exported progress imports in a fresh profile`, s.journey.stats.levels >= 5 &&
      /Imported/.test(s.journey.message), { stats: s.journey.stats, message: s.journey.message });
    await page.evaluate((text) => Module.importText('progress.json', text), exported);
    s = await h.waitState(page, (st) => /0 solves added/.test(st.journey.message));
    h.check(`${tag}: importing it again adds nothing twice`, s.journey.stats.solves >= 5, s.journey.stats);
    await page.evaluate(() => Module.importText('bad.json', '{"format":"pgw-progress","version":1,"solves":[{"kind":3}]}'));
    s = await h.waitState(page, (st) => /Nothing was imported/.test(st.journey.message));
    h.check(`${tag}: a bad progress file is named and changes nothing`, s.journey.stats.solves >= 5,
      { message: s.journey.message });
  }
  h.check(`${tag}: no errors on the fresh profile's page`, problems.length === 0, problems);
  await page.close();
}

// The whole journey in one profile, then the shared link and the exported progress in another.
async function journey({ context, server, viewport, deviceScaleFactor, isMobile, hasTouch }, phone) {
  const result = await run(context, server.url, phone);
  const other = await freshContext(context, { viewport, deviceScaleFactor, isMobile, hasTouch });
  await freshProfile(other.context, server.url, result, phone ? 'phone' : 'desktop');
  await other.close();
}

h.test('the journey: a collection played, statistics, a streak, sharing, export and import',
  async ({ context, server, viewport, deviceScaleFactor, isMobile, hasTouch }) =>
    journey({ context, server, viewport, deviceScaleFactor, isMobile, hasTouch }, false));

// At pixel ratio 2 (an Android phone's; the devices test plays upright at 3): the journey's checks
// are of taps and what the app keeps, not of pixels.
h.test.describe(() => {
  h.test.use({ deviceScaleFactor: 2 });
  h.test('the journey on a phone: a collection played with taps @phone-portrait',
    async ({ context, server, viewport, deviceScaleFactor, isMobile, hasTouch }) =>
      journey({ context, server, viewport, deviceScaleFactor, isMobile, hasTouch }, true));
});

h.test('a series in the blog post: a generated collection in the embed, its second level played, results reported',
  async ({ context, server, plain }) => {
    const blog = plain.url.replace('127.0.0.1', 'localhost');  // another origin, not isolated
    const { page, problems } = await h.openPage(context, `${blog}/embed-example.html?app=${server.url}/`, { app: false });
    const series = await page.evaluate(() => document.getElementById('series').dataset.level);
    const frame = await h.appFrame(page, series);
    let s = await h.waitState(frame, (st) => st.embedded && st.collection.entry >= 0 && st.level !== '' &&
      st.job === 'idle', undefined, 60000);
    h.check('the embed opens the series at its first level, made from its recipe', s.collection.index === 0 &&
      s.collection.count === 10 && s.collection.title === 'A short series', s.collection);
    await h.clickWidget(frame, 'coll_next');
    s = await h.waitState(frame, (st) => st.collection.index === 1 && st.level !== '' && st.job === 'idle',
      undefined, 60000);
    const native = JSON.parse(String(execFileSync(path.join(h.BUILD, 'native/levelgen'),
      ['link', '#recipe/slide/6x6.m8.s20.v15.easy/blog.2'])));
    h.check('Next makes the series\' second level, the same as the native CLI makes it', s.level === native.code,
      { wasm: s.level, native: native.code });
    await h.clickWidget(frame, 'coll_place');  // the frame takes the keyboard
    s = await solveSlide(frame);
    h.check('the embed plays the second level to a win', s.won);
    const caption = await page.waitForFunction(() => /solved 1/.test(document.getElementById('series-caption').textContent),
      null, { timeout: 10000 }).then(() => page.evaluate(() => document.getElementById('series-caption').textContent));
    h.check('the blog page hears of the result (PGW.onResult) with the series\' place', /board 2/.test(caption), { caption });
    await (await frame.frameElement()).scrollIntoViewIfNeeded();
    await h.screenshot(page, 'journey-embed-series');
    await page.keyboard.press('Escape');
    await h.clickWidget(frame, 'coll_prev');
    s = await h.waitState(frame, (st) => st.collection.index === 0 && st.level !== '');
    h.check('Previous goes back to level 1', s.collection.index === 0);
    h.check('no errors on the blog page', problems.length === 0, problems);
  });

h.test('storage refused or full: said once, and play goes on', async ({ context, server }) => {
  // Refused: every localStorage call throws (a sandboxed frame, some private modes).
  let page = await context.newPage();
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
  });
  let problems = h.watch(page);
  await page.goto(server.url + '/');
  await h.waitStarted(page);
  let s = await h.waitState(page, (st) => st.level !== '' && st.job === 'idle');
  h.check('storage refused: a toast says nothing will be kept', /keeps nothing/.test(s.toast), { toast: s.toast });
  s = await solveSlide(page);
  h.check('storage refused: the level still plays to a win, counted for the session', s.journey.stats.solves === 1,
    s.journey.stats);
  h.check('no errors with storage refused', problems.length === 0, problems);
  await page.close();
  // Full: writes throw QuotaExceededError once the app has started.
  ({ page, problems } = await h.openPage(context, server.url + '/'));
  s = await h.waitState(page, (st) => st.level !== '' && st.job === 'idle');
  await page.evaluate(() => {
    Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };
  });
  s = await solveSlide(page);
  s = await h.waitState(page, (st) => /could not be saved/.test(st.toast));
  h.check('storage full: a toast says the progress could not be saved, and how to keep it', /Export/.test(s.toast),
    { toast: s.toast });
  h.check('no errors with storage full', problems.length === 0, problems);
});

h.test('damaged stored progress: a clear message, the saved game kept', async ({ context, server }) => {
  const { page, problems } = await h.openPage(context, server.url + '/');
  let s = await h.waitState(page, (st) => st.level !== '' && st.job === 'idle');
  const level = s.level;
  await h.waitFrames(page, 3);
  await page.evaluate(() => localStorage.setItem('pgw.records', 'pgw-records 1\nthis is not a record'));
  await page.reload();
  await h.waitStarted(page);
  s = await h.waitState(page, (st) => st.level !== '');
  h.check('the damaged store is said in a toast', /could not be read/.test(s.toast), { toast: s.toast });
  h.check('the saved game is still the same level', s.level === level, { level: s.level, was: level });
  const aside = await page.evaluate(() => localStorage.getItem('pgw.records.damaged'));
  h.check('the damaged text is kept aside, as it was', aside === 'pgw-records 1\nthis is not a record');
  await h.screenshot(page, 'journey-damaged');
  h.check('no errors on the page', problems.length === 0, problems);
});
