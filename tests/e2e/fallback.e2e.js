// fallback.e2e.js — the app starts wherever a browser refuses part of what
// the threaded build needs (issue 20), on the desktop and on a phone held
// upright (touch only), each run ending in a playing app: a Slide level won
// and a Flow level generated.
//
//   - Safari's limit on iPhones and iPads, emulated: WebAssembly.Memory throws
//     "RangeError: Out of memory" for a shared memory whose maximum is above
//     600 MB. The threaded build's fixed memory is under it: threads start.
//   - A browser that refuses every shared memory of real size (the same
//     emulation at 1 MB): the build without threads starts in place of the
//     threaded one, keeps the link it was opening, says so once (a toast, and
//     a line in Share), and a reload in the same tab goes straight to it.
//   - SharedArrayBuffer removed before load on an isolated page.
//   - A worker of the threaded build's pool that never starts (its script
//     answers nothing), and one whose script is missing (404).
// And memory that runs short under a job: Module.holdMemory leaves the job
// too little, the screen says so and the app goes on.
//
// The isolated pages are opened with ?sw=0: the server sends COOP/COEP
// itself, and the service worker's cache would serve a broken copy's files
// from an earlier one.
'use strict';

const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const h = require('./harness');
const { tap, tapInSheet, drag } = require('./touch');

const LEVELGEN = path.join(h.BUILD, 'native/levelgen');
const cli = (args, input) => JSON.parse(String(execFileSync(LEVELGEN, args, input === undefined ? {} : { input })));

// WebAssembly.Memory refusing a shared memory whose maximum is above `mb`.
const refuseSharedAbove = (mb) => `(() => {
  const Original = WebAssembly.Memory;
  const pages = ${mb} * 1024 * 1024 / 65536;
  function Memory(descriptor) {
    if (descriptor && descriptor.shared && descriptor.maximum > pages) throw new RangeError('Out of memory');
    return new Original(descriptor);
  }
  Memory.prototype = Original.prototype;
  WebAssembly.Memory = Memory;
})();`;

// SharedArrayBuffer gone before any script runs. Deleting it is not enough: Chromium with a mobile
// viewport puts it back on an isolated page, so it is held at undefined.
const NO_SAB = `delete window.SharedArrayBuffer;
Object.defineProperty(window, 'SharedArrayBuffer', { value: undefined, writable: false, configurable: false });`;

const SLIDE_RECIPE = '#recipe/slide/6x6.m8.s20.v15/castle';

// Wins the Slide level on screen with the CLI's solution: keys on the
// desktop, swipes on a phone.
async function winSlide(page, phone) {
  let s = await h.waitState(page, (st) => st.kind === 'slide' && st.job === 'idle' && st.level !== '', undefined, 60000);
  const solution = cli(['slide', 'solve', '-'], s.board);
  const KEYS = { U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' };
  const swipe = { U: [0, -1], D: [0, 1], L: [-1, 0], R: [1, 0] };
  const board = await page.evaluate(() => Module.widgetRect('board'));
  const mid = { x: board.x + board.w / 2, y: board.y + board.h / 2 };
  for (let i = 0; i < solution.moves.length; ++i) {
    const m = solution.moves[i];
    if (phone) {
      await drag(page, mid, { x: mid.x + swipe[m][0] * board.w * 0.3, y: mid.y + swipe[m][1] * board.h * 0.3 }, { steps: 4 });
    } else {
      await page.keyboard.press(KEYS[m]);
    }
    s = await h.waitState(page, (st, n) => st.moves === n && !st.animating, i + 1);
  }
  s = await h.waitState(page, (st) => st.won && st.popup === 'win');
  // The win popup's Close, as a player would.
  if (phone) await tap(page, 'win_close');
  else await h.clickWidget(page, 'win_close');
  await h.waitState(page, (st) => st.popup === 'none');
  return s;
}

// Opens Flow (the tab, or the menu on a phone) and generates a 7×7 level by its Generate button.
async function generateFlow(page, phone, seed) {
  if (phone) {
    await tap(page, 'menu');
    await tap(page, 'flow_tab');
  } else {
    await h.clickWidget(page, 'flow_tab');
  }
  await h.waitState(page, (st) => st.kind === 'flow' && st.job === 'idle', undefined, 60000);
  await page.evaluate((sd) => Module.setParams(JSON.stringify({ width: 7, height: 7, env: 'countryside', density: 60,
    unique: false, blank: false, difficulty: 'any', seed: sd })), seed);
  if (phone) {
    await tap(page, 'options');
    await tapInSheet(page, 'generate');
  } else {
    await h.clickWidget(page, 'generate');
  }
  const s = await h.waitState(page, (st, sd) => st.kind === 'flow' && st.job === 'idle' && st.seed === sd && st.level !== '',
    seed, 60000);
  const native = cli(['flow', 'generate', '--width', '7', '--height', '7', '--env', 'countryside', '--density', '60',
    '--seed', seed]);
  return { s, same: s.level === native.code };
}

// Opens the Share dialog (in the top bar on a phone too) and reads its line about the build.
async function shareLine(page, phone, shot) {
  if (phone) await tap(page, 'share');
  else await h.clickWidget(page, 'share');
  const s = await h.waitState(page, (st) => st.dialog === 'share');
  await h.waitFrames(page, 2);
  if (shot) await h.screenshot(page, shot);
  if (phone) await tap(page, 'dialog_close');
  else await h.clickWidget(page, 'dialog_close');
  await h.waitState(page, (st) => st.dialog === 'none');
  return s.build.line;
}

// One run: `init` before every page's scripts, the site at `url`; checks that
// it starts `expect` ('threads' or 'sliced'), names why, and plays.
async function run(context, { url, init, expect, why, name, phone, shot, refusal }) {
  if (init) await context.addInitScript(init);
  const recipe = cli(['link', SLIDE_RECIPE]).code;
  const { page, problems } = await h.openPage(context, url + '/?sw=0' + SLIDE_RECIPE);
  let s = await h.waitState(page, (st, code) => st.kind === 'slide' && st.level === code && st.job === 'idle', recipe, 60000);
  const info = await page.evaluate(() => ({ build: window.__build, info: window.pgwBuildInfo, errors: window.__errors }));
  const device = phone ? 'phone' : 'desktop';
  h.check(`${device}, ${name}: the ${expect === 'threads' ? 'threaded build' : 'build without threads'} starts and ` +
    'opens the link it was given', info.build === expect && s.build.threads === (expect === 'threads') &&
    (why ? why.test(s.build.reason) : s.build.reason === ''), { build: info.build, state: s.build, errors: info.errors });
  if (expect === 'sliced') {
    h.check(`${device}, ${name}: says so once, in a toast`, /without threads/.test(s.toast) && s.build.fell_back,
      { toast: s.toast });
    await h.screenshot(page, `${shot}-toast`);
  }
  const line = await shareLine(page, phone, `${shot}-share`);
  h.check(`${device}, ${name}: the Share dialog says which build runs and why`,
    expect === 'threads' ? /^This app runs with threads \(4 workers\)\.$/.test(line) : /^This app runs without threads: /.test(line) &&
      why.test(line), { line });
  // The JS API follows the build: the app's threads, or its own worker without them.
  const api = await page.evaluate(() => PGW.generate('slide', '6x6.m8.s20.v15', 'castle')
    .then((l) => ({ backend: PGW.backend(), code: l.code }), (e) => ({ error: String(e) })));
  h.check(`${device}, ${name}: the JS API runs on ${expect === 'threads' ? 'the app\'s threads' : 'its own worker'} and ` +
    'makes the recipe\'s level', api.backend === (expect === 'threads' ? 'threads' : 'worker') && api.code === recipe,
    { api, recipe });
  s = await winSlide(page, phone);
  const flow = await generateFlow(page, phone, 'fallback-' + device);
  h.check(`${device}, ${name}: a Slide level won and a Flow level generated (the CLI's)`,
    s.won && flow.same && flow.s.build.threads === (expect === 'threads'), { won: s.won, flow: flow.same });
  await h.screenshot(page, `${shot}-flow`);
  if (expect === 'sliced') {
    // The same tab again: straight to the build without threads, no second toast, the game kept.
    await page.reload();
    s = await h.waitState(page, (st) => st.kind === 'flow' && st.level !== '' && st.job === 'idle', undefined, 60000);
    const again = await page.evaluate(() => ({ build: window.__build, info: window.pgwBuildInfo }));
    h.check(`${device}, ${name}: a reload in the same tab starts without threads at once, without a second toast, ` +
      'the game kept', again.build === 'sliced' && !again.info.notice && !/without threads/.test(s.toast) &&
      s.level === flow.s.level && why.test(s.build.reason), { again, toast: s.toast });
  }
  // The refusal itself (an uncaught RangeError, a worker script's 404) is expected; nothing else is.
  const unexpected = problems.filter((p) => !(refusal && refusal.test(p)));
  h.check(`${device}, ${name}: no page error but the refusal itself`, unexpected.length === 0, problems);
  await page.close();
}

// A copy of the site with pgw.worker.js replaced (`text`) or removed (null).
function siteWithWorker(text) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgw-worker-site-'));
  for (const f of fs.readdirSync(h.SITE)) {
    if (f === 'pgw.worker.js' && text === null) continue;
    fs.writeFileSync(path.join(dir, f), f === 'pgw.worker.js' ? text : fs.readFileSync(path.join(h.SITE, f)));
  }
  return dir;
}

async function withSite(text, body) {
  const dir = siteWithWorker(text);
  const server = await h.startServer(dir, { isolate: true });
  try {
    await body(server.url);
  } finally {
    server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

for (const [tag, phone] of [['', false], [' @phone-portrait', true]]) {
  const device = phone ? 'phone' : 'desktop';
  h.test(`Safari's shared-memory limit (600 MB) emulated: threads start within it${tag}`, async ({ context, server }) => {
    await run(context, { url: server.url, init: refuseSharedAbove(600), expect: 'threads', name: 'the iPhone limit',
      phone, shot: `fallback-01-${device}-iphone-limit` });
  });
  h.test(`every shared memory refused: the build without threads in its place${tag}`, async ({ context, server }) => {
    await run(context, { url: server.url, init: refuseSharedAbove(1), expect: 'sliced', why: /refused|Out of memory/,
      refusal: /^pageerror: RangeError: Out of memory/,
      name: 'shared memory refused', phone, shot: `fallback-02-${device}-memory-refused` });
  });
  h.test(`SharedArrayBuffer removed on an isolated page: the build without threads${tag}`, async ({ context, server }) => {
    await run(context, { url: server.url, init: NO_SAB, expect: 'sliced',
      why: /SharedArrayBuffer is unavailable/, name: 'no SharedArrayBuffer', phone, shot: `fallback-03-${device}-no-sab` });
  });
  h.test(`a pool worker that never starts: the build without threads after 8 s${tag}`, async ({ context }) => {
    await withSite('self.onmessage = function () {};\n', (url) => run(context, { url, expect: 'sliced',
      why: /worker threads did not start within 8 s/, name: 'a worker that never starts', phone,
      shot: `fallback-04-${device}-worker-silent` }));
  });
}

h.test('a pool worker whose script is missing: the build without threads', async ({ context }) => {
  // The script's 404 may come before the pool listens for it: then the 8 s watchdog catches it.
  await withSite(null, (url) => run(context, { url, expect: 'sliced', refusal: /^request failed: .*\/pgw\.worker\.js$|^pageerror: Event$/,
    why: /worker thread failed to load|worker threads did not start/,
    name: 'a missing worker script', phone: false, shot: 'fallback-05-desktop-worker-missing' }));
});

h.test('memory that runs short under a job: the screen says so, the app goes on', async ({ context, server }) => {
  const { page, problems } = await h.openPage(context, server.url + '/?sw=0' + SLIDE_RECIPE);
  let s = await h.waitState(page, (st) => st.kind === 'slide' && st.job === 'idle' && st.level !== '', undefined, 60000);
  const before = s.level;
  // A 12×12 Expert climb needs about 220 MB (README, "Memory"). Left 40 MB, it runs short in small steps
  // and stops at its next cancel poll; left 120 MB, it tends to run short inside an allocation larger than
  // the reserve, and is given up where it stands (its memory kept until a reload). Either way: a message.
  for (const [i, left] of [40, 120].entries()) {
    const held = await page.evaluate((l) => {
      const m = Module.memoryStats();
      const mb = Math.floor((m.memory - m.used) / 1048576) - l;
      Module.holdMemory(mb);
      return mb;
    }, left);
    await page.evaluate((sd) => Module.setParams(JSON.stringify({ width: 12, height: 12, difficulty: 'expert', seed: sd })),
      'short-' + i);
    await h.clickWidget(page, 'generate');
    s = await h.waitState(page, (st) => st.job === 'idle' && /needs more memory/.test(st.notice), undefined, 5 * 60000);
    const shown = await page.evaluate(() => !document.getElementById('error').hidden);
    h.check(`left ${left} MB, a generation that runs short of memory stops with a message naming the memory; the level ` +
      'stays, no error page', /^Generation stopped: it needs more memory than the app has \(\d+ MB\)/.test(s.notice) &&
      s.level === before && !shown, { held, notice: s.notice });
    await h.screenshot(page, `fallback-06-out-of-memory-${left}`);
    await page.evaluate(() => Module.holdMemory(0));
  }
  await page.evaluate(() => Module.setParams(JSON.stringify({ width: 6, height: 6, difficulty: 'any', seed: 'after' })));
  await h.clickWidget(page, 'generate');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.seed === 'after' && st.level !== '', undefined, 60000);
  const info = await page.evaluate(() => ({ errors: window.__errors, shown: !document.getElementById('error').hidden }));
  h.check('memory let go: the next generation works, no error page', s.level !== before && !info.shown &&
    problems.every((p) => !p.startsWith('pageerror')), { info, problems });
  await page.close();
});
