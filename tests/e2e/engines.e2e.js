// engines.e2e.js — a smoke set in the other engines: Firefox (firefox-esr over
// WebDriver BiDi) and WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver),
// one project each (playwright.config.js), driven as tests/e2e/engines.js says.
// The app starts (first frame, drawn, no errors, the build the engine can run),
// each kind's screen opens, a Slide level is won by keys, a Flow tile turns by
// a click, a recipe link and a level code open their levels, the blog post's
// embedded app draws, and the app starts offline after one visit where the
// engine has service workers. The checks carry the engine's name.
'use strict';

const h = require('./harness');
const { test } = require('./engines');

const KEYS = { U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' };
const KINDS = ['slide', 'flow', 'cities', 'assembly', 'blocks'];
const golden = (prefix) => h.goldenRecipes().find(([link]) => link.startsWith(prefix));

// Opens `url` in the engine's tab and waits for the app's first frames; if
// they never come, says what the page showed instead.
async function open(engine, url) {
  await engine.tab.goto(url);
  try {
    await h.waitStarted(engine.tab);
  } catch (e) {
    const seen = await engine.tab.evaluate(() => ({
      href: location.href, readyState: document.readyState, module: typeof Module,
      frames: window.Module && Module.frameCount ? Module.frameCount() : null, build: window.__build,
      loading: (document.getElementById('loading-text') || {}).textContent, errors: window.__errors,
      worker: !!(navigator.serviceWorker && navigator.serviceWorker.controller),
    })).catch((x) => x.message);
    throw new Error(`${e.message}; the page: ${JSON.stringify(seen)}`);
  }
  return engine.tab;
}

// The canvas is drawn (not blank, not one colour) and the page reported no error.
async function drawnAndClean(tab, what) {
  const variety = await h.canvasVariety(tab);
  h.check(`${what}: the canvas is drawn, not blank`, variety.colours > 8 && variety.other > 0.05, variety);
  const problems = await tab.problems();
  h.check(`${what}: no errors logged, no error card`, problems.length === 0, problems.slice(0, 5));
}

test.describe('engines', () => {
  let shot;
  test.beforeEach(({ engine }) => {
    shot = (tab, name) => h.screenshot(tab, `engines-${engine.name}-${name}`);
  });
  // A failed test keeps a screenshot of the engine's tab (Playwright's own is of Chromium pages only).
  test.afterEach(async ({ engine }, testInfo) => {
    if (engine && testInfo.status !== testInfo.expectedStatus) {
      const file = testInfo.outputPath('engine-failed.png');
      if (await engine.tab.screenshot({ path: file }).then(() => true, () => false)) {
        await testInfo.attach('engine-failed', { path: file, contentType: 'image/png' });
      }
      console.log(`   engine's tab: ${await Promise.resolve(engine.tab.url()).catch(() => '?')}`);
    }
  });

  test('the app starts, and each kind\'s screen opens', async ({ engine, server }) => {
    const tab = await open(engine, server.url + '/');
    const start = await tab.evaluate(() => ({
      firstFrameMs: window.__firstFrameMs, build: window.__build, isolated: window.crossOriginIsolated,
      sab: typeof SharedArrayBuffer !== 'undefined', webgl2: !!document.createElement('canvas').getContext('webgl2'),
      viewport: `${innerWidth}×${innerHeight}`,
    }));
    h.check('the first frame is drawn', start.firstFrameMs > 0, { firstFrameMs: Math.round(start.firstFrameMs) });
    h.check('the app runs the build the engine can run (threads only with shared memory)',
      start.build === (start.isolated && start.sab ? 'threads' : 'sliced'), start);
    await h.waitState(tab, (st) => st.level !== '' && st.job === 'idle');
    await drawnAndClean(tab, 'at start');
    await shot(tab, '01-start');
    for (const kind of KINDS) {
      await h.clickWidget(tab, `${kind}_tab`);
      const s = await h.waitState(tab, (st, k) => st.kind === k && st.job === 'idle' && (st.level !== '' || st.tiles > 0),
        kind, 60000);
      await h.waitFrames(tab, 3);
      const variety = await h.canvasVariety(tab);
      h.check(`the ${kind} screen opens on a level and draws it`, variety.colours > 8 && variety.other > 0.05,
        { level: (s.level || '').slice(0, 24), ...variety });
      await shot(tab, `02-${kind}`);
    }
    const problems = await tab.problems();
    h.check('no errors logged on the way', problems.length === 0, problems.slice(0, 5));
  });

  test('a Slide level is won by keys; a Flow tile turns by a click', async ({ engine, server }) => {
    const tab = await open(engine, server.url + '/');
    await h.clickWidget(tab, 'slide_tab');
    await tab.evaluate(() => Module.setParams(JSON.stringify(
      { width: 5, height: 5, min_moves: 4, stationary: 20, moving: 15, hardest: false, seed: 'engines' })));
    await h.clickWidget(tab, 'generate');
    let s = await h.waitState(tab, (st) => st.kind === 'slide' && st.job === 'idle' && st.seed === 'engines' && st.par >= 4);
    // H asks for the hint (a job: threads in one engine, slices in the other), an arrow key plays it.
    for (let n = 0; n < 40 && !s.won; ++n) {
      await tab.keyboard.press('h');
      s = await h.waitState(tab, (st) => st.hint !== '' && st.job === 'idle');
      await tab.keyboard.press(KEYS[s.hint]);
      s = await h.waitState(tab, (st, m) => st.moves === m && !st.animating, n + 1);
    }
    s = await h.waitState(tab, (st) => st.won && st.popup === 'win');
    h.check('the keys (H for the hint, then its arrow) win the Slide level in par', s.won && s.moves === s.par,
      { moves: s.moves, par: s.par });
    await shot(tab, '03-slide-won');
    await tab.keyboard.press('Escape');
    await h.waitState(tab, (st) => st.popup === 'none');

    await h.clickWidget(tab, 'flow_tab');
    s = await h.waitState(tab, (st) => st.kind === 'flow' && st.job === 'idle' && st.level !== '');
    const cell = s.rotations.findIndex((r, i) => r !== s.solution[i]);
    // WebDriver sends a click's press and release as two actions, stamped when each arrives: on a busy
    // machine they can land 0.5 s apart, which the app rightly reads as a long press (it turns back).
    // The press's own timestamps (the app's listeners keep them in window.pgwPress) say which it was;
    // a long one is checked as such and the click tried again.
    let turned = null;
    for (let tries = 1; tries <= 5 && !turned; ++tries) {
      const before = s.rotations[cell];
      await h.clickCell(tab, cell % s.width, Math.floor(cell / s.width), s.width, s.height);
      s = await h.waitState(tab, (st, m) => st.moves === m, tries);
      const heldMs = await tab.evaluate(() => window.pgwPress.upAt - window.pgwPress.downAt);
      const detail = { cell, before, after: s.rotations[cell], heldMs: Math.round(heldMs), tries };
      if (heldMs < 500) turned = detail;
      else h.check('a click held 0.5 s by a busy machine turns the tile back, as a long press', s.rotations[cell] === (before + 3) % 4, detail);
    }
    h.check('a click turns a Flow tile clockwise', turned !== null && turned.after === (turned.before + 1) % 4, turned);
    await h.waitFrames(tab, 10);
    await shot(tab, '04-flow-turned');
    const problems = await tab.problems();
    h.check('no errors logged while playing', problems.length === 0, problems.slice(0, 5));
  });

  test('a recipe link and a level code open their levels', async ({ engine, server }) => {
    const [slideLink, slideCode] = golden('#recipe/slide/');
    let tab = await open(engine, server.url + '/' + slideLink);
    let s = await h.waitState(tab, (st) => st.kind === 'slide' && st.job === 'idle' && st.level !== '');
    h.check('a Slide recipe link opens its golden level', s.level === slideCode, { link: slideLink, level: s.level });
    const [, flowCode] = golden('#recipe/flow/');
    tab = await open(engine, server.url + '/#' + flowCode);
    s = await h.waitState(tab, (st) => st.kind === 'flow' && st.job === 'idle' && st.level !== '');
    h.check('a Flow level code opens that very level', s.level === flowCode, { level: s.level.slice(0, 40) });
    await drawnAndClean(tab, 'the opened link');
    await shot(tab, '05-link');
  });

  test('the blog post\'s embedded app draws its first frame', async ({ engine, server, plain }) => {
    const [link, code] = golden('#recipe/slide/6x6');
    const tab = engine.tab;
    await tab.goto(`${plain.url}/embed-example.html?app=${server.url}/`);
    const frame = await tab.frame(`iframe[data-level="?embed${link}"]`);
    await h.waitStarted(frame);
    const s = await h.waitState(frame, (st, c) => st.embedded && st.level === c && st.job === 'idle', code);
    const built = await frame.evaluate(() => ({ build: window.__build, firstFrameMs: window.__firstFrameMs }));
    h.check('the embed opens its recipe\'s level in the build without threads (the post is not isolated)',
      s.kind === 'slide' && built.build === 'sliced' && built.firstFrameMs > 0, built);
    const variety = await h.canvasVariety(frame);
    h.check('the embedded board is drawn', variety.colours > 8 && variety.other > 0.05, variety);
    const problems = (await frame.evaluate(() => window.__errors)).concat(await tab.problems());
    h.check('no errors in the post or its frame', problems.length === 0, problems.slice(0, 5));
    await shot(tab, '06-embed');
  });

  test('after one visit the app starts offline (where the engine has service workers)', async ({ engine }) => {
    // A server of its own (another origin), stopped to cut the network.
    const own = await h.startServer(h.SITE);
    try {
      const tab = await open(engine, own.url + '/');
      const has = await tab.evaluate(() => 'serviceWorker' in navigator && window.isSecureContext);
      if (!has) {
        h.check('no service worker in this engine: the offline start does not apply', true);
        return;
      }
      const ready = await tab.waitForFunction(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        return reg && reg.active && reg.active.state === 'activated' && (await caches.keys()).length > 0;
      }, null, { timeout: 60000, polling: 200 });
      h.check('the first visit installs the service worker', ready);
      own.stop();
      await tab.reload();
      await h.waitStarted(tab);
      const s = await h.waitState(tab, (st) => st.level !== '' && st.job === 'idle');
      const served = await tab.evaluate(() => !!navigator.serviceWorker.controller);
      h.check('with the server stopped, a reload starts the app from the worker', served && s.level !== '',
        { served, level: s.level.slice(0, 30) });
      await drawnAndClean(tab, 'offline');
      await shot(tab, '07-offline');
    } finally {
      own.stop();
    }
  });
});
