// offline.e2e.js — the site offline and installable (web/sw.js, web/pwa.js,
// web/manifest.webmanifest, scripts/make_icons.py, scripts/stamp_sw.py).
//
// In its own browser profile, so the service worker stays out of the other
// tests' pages:
//   1. offline: one visit installs the worker; on the next the worker answers
//      the page; the manifest parses, Chromium sees no installability error,
//      the icons are served; then with the network cut (context offline and
//      the server stopped) a reload starts the app, which draws and generates
//      the CLI's level.
//   2. updates: a second build of the site (one file changed, the worker
//      restamped), found when the site is opened in a second tab, installs
//      beside the first and waits; both tabs keep the first build's files and
//      offer a reload; Reload in one brings the new build to both.
//   3. isolation on a plain host (no COOP/COEP): the first visit reloads once
//      into the threaded build, answered by the worker, and stays so offline;
//      a blog post's iframes of the same app still run without threads; ?sw=0
//      gives the build without threads and unregisters the worker.
'use strict';

const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const h = require('./harness');

// The version and file list build.sh stamped into a site's sw.js.
function stamped(site) {
  const text = fs.readFileSync(path.join(site, 'sw.js'), 'utf8');
  return {
    version: /^const VERSION = '([^']*)';$/m.exec(text)[1],
    files: JSON.parse(/^const FILES = (\[[^\]]*\]);$/m.exec(text)[1]),
  };
}

// What the page knows of its worker and caches.
const workerState = (page) => page.evaluate(async () => {
  const reg = await navigator.serviceWorker.getRegistration();
  const keys = await caches.keys();
  const counts = {};
  for (const key of keys) counts[key] = (await (await caches.open(key)).keys()).length;
  return {
    controller: navigator.serviceWorker.controller ? navigator.serviceWorker.controller.scriptURL : null,
    scope: reg ? reg.scope : null,
    active: reg && reg.active ? reg.active.state : null,
    waiting: !!(reg && reg.waiting),
    caches: counts,
  };
});

const buildOf = (target) => target.evaluate(() => ({
  build: window.__build, isolated: window.crossOriginIsolated, sab: typeof SharedArrayBuffer !== 'undefined',
  frames: window.Module && Module.frameCount ? Module.frameCount() : 0,
}));

// Waits for the app's frames on `page`, across a reload it makes itself, and
// with `isolated` for the page being cross-origin isolated as well. The app draws only while
// something changes: the wait asks for frames (Module.wake), as an input would.
async function waitApp(page, isolated = false, timeout = 60000) {
  await page.waitForFunction((iso) => {
    if (!((!iso || window.crossOriginIsolated) && window.Module && Module.frameCount && Module.wake)) return false;
    Module.wake();
    return Module.frameCount() > 5;
  }, isolated, { timeout }).catch(() => null);
}

// The width and height a PNG's header gives, or null when it is not a PNG.
function pngSize(bytes) {
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// A copy of `site` in a temporary folder.
function copySite(site) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgw-pwa-site-'));
  for (const f of fs.readdirSync(site)) fs.copyFileSync(path.join(site, f), path.join(dir, f));
  return dir;
}

// --- 1. Offline ---------------------------------------------------------------
async function runOffline(context, site) {
  const { version, files } = stamped(site);
  h.check('the served worker lists the app\'s files (both builds, the API worker, icons, manifest) and a version',
    /^[0-9a-f]{16}$/.test(version) && ['index.html', 'app.js', 'pwa.js', 'pgw.js', 'pgw.wasm', 'pgw.worker.js',
      'pgw-st.js', 'pgw-st.wasm', 'pgw-kinds.js', 'pgw-kinds.wasm', 'pgw-api.js', 'pgw-kinds-worker.js',
      'manifest.webmanifest', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'apple-touch-icon.png',
      'favicon-32.png'].every((f) => files.includes(f)) && !files.includes('sw.js'), { version, files });

  const server = await h.startServer(site);
  const url = server.url + '/';
  let cut = false;
  try {
    const { page, problems } = await h.openPage(context, url);
    await page.evaluate(() => navigator.serviceWorker.ready);
    let w = await workerState(page);
    h.check('the first visit installs the worker for the whole site and caches every listed file in its version',
      w.scope === url && w.active === 'activated' && w.caches['pgw-' + version] === files.length &&
      Object.keys(w.caches).length === 1, w);

    await page.reload();
    await waitApp(page);
    w = await workerState(page);
    const fromWorker = await page.evaluate(() => performance.getEntriesByType('resource')
      .filter((e) => /pgw\.(js|wasm)$/.test(e.name)).map((e) => ({ name: e.name, worker: e.workerStart > 0 })));
    h.check('on the next visit the worker answers the page and the app\'s files',
      w.controller === url + 'sw.js' && fromWorker.length >= 2 && fromWorker.every((e) => e.worker),
      { controller: w.controller, fromWorker });

    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    const parsed = JSON.parse(manifest.data || '{}');
    const installability = await cdp.send('Page.getInstallabilityErrors');
    h.check('the manifest parses without errors: name, standalone, theme colour, start_url and scope ./',
      manifest.url === url + 'manifest.webmanifest' && manifest.errors.length === 0 &&
      parsed.name === 'Procgen Workbench' && parsed.display === 'standalone' && parsed.start_url === './' &&
      parsed.scope === './' && parsed.theme_color === '#0b0f17', { errors: manifest.errors, name: parsed.name });
    h.check('Chromium reports no installability errors', installability.installabilityErrors.length === 0,
      installability.installabilityErrors);
    await cdp.detach();

    const icons = parsed.icons.map((icon) => icon.src).concat(await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')].map((l) => l.getAttribute('href'))));
    const served = [];
    for (const src of icons) {
      const response = await page.request.get(url + src);
      const size = pngSize(await response.body());
      served.push({ src, status: response.status(), type: response.headers()['content-type'], size });
    }
    const declared = parsed.icons.map((i) => i.sizes);
    h.check('icons: 192 and 512 px, maskable ones, an apple-touch-icon and a favicon, served as PNGs of their sizes',
      ['192x192', '512x512'].every((s) => declared.includes(s)) && parsed.icons.some((i) => i.purpose === 'maskable') &&
      served.length === 6 && served.every((s) => s.status === 200 && s.type === 'image/png' && s.size &&
        new RegExp(`-${s.size.width}\\.png$|^apple-touch-icon\\.png$`).test(s.src) && s.size.width === s.size.height) &&
      served.some((s) => s.src === 'apple-touch-icon.png' && s.size.width === 180), served);

    // The network cut: the browser offline and the server gone.
    await context.setOffline(true);
    server.stop();
    cut = true;
    const probe = await context.newPage();
    const network = await probe.goto(url + 'embed-example.html').then(
      (r) => 'answered ' + r.status(), (e) => 'failed: ' + e.message.split('\n')[0]);
    await probe.close();
    h.check('the network is cut (a page the worker does not keep cannot be opened)', network.startsWith('failed'),
      network);
    await page.reload();
    await waitApp(page);
    const build = await buildOf(page);
    const variety = await h.canvasVariety(page);
    h.check('offline, a reload starts the app and it draws its first frames (threads: the host\'s headers are kept)',
      build.frames > 5 && build.build === 'threads' && build.isolated && variety.colours > 8 && variety.other > 0.05,
      { build, variety });
    await page.evaluate(() => Module.setParams(JSON.stringify(
      { width: 7, height: 6, min_moves: 6, stationary: 20, moving: 15, hardest: false, seed: 'e2e-offline' })));
    const before = (await h.appState(page)).level;
    await h.clickWidget(page, 'generate');
    const s = await h.waitState(page, (st, b) => st.job === 'idle' && st.popup === 'none' && st.level !== b, before);
    const native = JSON.parse(String(execFileSync(path.join(h.BUILD, 'native/levelgen'),
      ['slide', 'generate', '--width', '7', '--height', '6', '--min-moves', '6', '--seed', 'e2e-offline'])));
    h.check('offline, Generate makes the level the native CLI makes', s.level === native.code,
      { app: s.level, native: native.code });
    await h.screenshot(page, 'offline-01-offline-app');
    h.check('no console errors on the page, online or off', problems.length === 0, problems.slice(0, 5));
    await page.close();
  } finally {
    if (cut) await context.setOffline(false);
    else server.stop();
  }
}

// --- 2. An update -------------------------------------------------------------
// A banner's text and buttons, and its live region.
const bannerOf = (page) => page.evaluate(() => {
  const b = document.getElementById('pwa-update');
  return { role: b.getAttribute('role'), live: b.getAttribute('aria-live'), text: b.textContent,
    buttons: [...b.querySelectorAll('button')].map((x) => x.textContent) };
});
const offered = (banner) => banner.role === 'status' && banner.live === 'polite' &&
  banner.text.startsWith('A new version is ready.') && banner.buttons[0] === 'Reload';

// Which build a tab shows and what its requests get.
const buildShown = (page) => page.evaluate(async () => ({
  meta: !!document.querySelector('meta[name="e2e-build"]'),
  fetched: (await (await fetch('index.html')).text()).includes('e2e-build'),
}));

async function runUpdate(context, site) {
  const dir = copySite(site);
  const server = await h.startServer(dir);
  const url = server.url + '/';
  try {
    const first = stamped(dir).version;
    const { page, problems } = await h.openPage(context, url);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await waitApp(page);

    // The second build: index.html changed, the worker restamped from its template in one step (a copy
    // of the template, then its stamp, once let the browser install the unstamped worker in between).
    const index = path.join(dir, 'index.html');
    fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace('</head>', '<meta name="e2e-build" content="second">\n</head>'));
    execFileSync('python3', [path.join(h.ROOT, 'scripts/stamp_sw.py'), dir, path.join(h.ROOT, 'web/sw.js')]);
    const second = stamped(dir).version;

    // The site opened again in a second tab: the visit finds the new worker,
    // which installs beside the first and waits; both tabs offer a reload.
    const { page: tab, problems: tabProblems } = await h.openPage(context, url);
    await Promise.all([page, tab].map((p) => p.waitForSelector('#pwa-update button', { timeout: 60000 }).catch(() => null)));
    const banners = [await bannerOf(page), await bannerOf(tab)];
    h.check('a new build installs in the background and both open tabs offer a reload, in a polite status region',
      banners.every(offered), banners);
    const waiting = await workerState(tab);
    const kept = [await buildShown(page), await buildShown(tab)];
    h.check('while it waits, the pages and their requests get the first build\'s files from the first version\'s cache',
      first !== second && waiting.waiting && kept.every((k) => !k.meta && !k.fetched) &&
      waiting.caches['pgw-' + first] > 0 && waiting.caches['pgw-' + second] > 0, { first, second, waiting, kept });
    await h.screenshot(tab, 'offline-02-update-banner');

    // Reload in the second tab: the new worker takes over and both tabs reload.
    const reloaded = page.waitForNavigation({ timeout: 60000 });
    await Promise.all([tab.waitForNavigation({ timeout: 60000 }), tab.click('#pwa-update button:not(.later)')]);
    await reloaded;
    await Promise.all([waitApp(page), waitApp(tab)]);
    const after = await workerState(tab);
    const now = [await buildShown(page), await buildShown(tab)];
    const left = [await bannerOf(page), await bannerOf(tab)].map((b) => b.text);
    h.check('Reload: the new worker takes over, both tabs reload with the second build, the old cache is gone',
      now.every((n) => n.meta && n.fetched) && left.every((t) => t === '') && !after.waiting &&
      Object.keys(after.caches).join() === 'pgw-' + second && (await h.frameCount(page)) > 5 &&
      (await h.frameCount(tab)) > 5, { now, left, after });
    const all = problems.concat(tabProblems);
    h.check('no console errors through the update', all.length === 0, all.slice(0, 5));
    await tab.close();
    await page.close();
  } finally {
    server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// --- 3. Isolation on a plain host --------------------------------------------
async function runIsolation(context, site) {
  const plain = await h.startServer(site, { isolate: false });
  const blog = await h.startServer(site, { isolate: false });
  const url = plain.url + '/';
  let cut = false;
  try {
    const page = await context.newPage();
    const problems = h.watch(page);
    let loads = 0;
    const appCode = [];
    page.on('load', () => { ++loads; });
    page.on('request', (r) => {  // the pthread workers load pgw.js again: names are kept once
      const name = r.url().replace(url, '');
      if (/^pgw(-st)?\.(js|wasm)$/.test(name) && !appCode.includes(name)) appCode.push(name);
    });
    await page.goto(url);
    await waitApp(page, true);
    const build = await buildOf(page);
    const how = await page.evaluate(() => ({
      navigation: performance.getEntriesByType('navigation')[0].type,
      controller: !!navigator.serviceWorker.controller, guard: sessionStorage.getItem('pgw-isolation-reload'),
      backend: PGW.backend(),
    }));
    h.check('on a host without COOP/COEP the top-level app reloads once, answered by the worker, into the ' +
      'threaded build', build.build === 'threads' && build.isolated && build.sab && loads === 2 &&
      how.navigation === 'reload' && how.controller && how.guard === null && how.backend === 'threads',
      { build, loads, how });
    h.check('the app\'s code was loaded after the reload only, the threaded build (it did not start twice)',
      appCode.join() === 'pgw.js,pgw.wasm', appCode);
    const [link, code] = h.goldenRecipes().find(([l]) => l.startsWith('#recipe/slide/6x6'));
    const made = await page.evaluate(() => Promise.race([  // a job that never ends fails the check, not the run
      PGW.generate('slide', '6x6.m8.s20.v15', 'castle').catch((e) => ({ error: e.message })),
      new Promise((resolve) => setTimeout(() => resolve({ error: 'no answer in 60 s' }), 60000))]));
    h.check('there a job runs on the threaded build\'s worker threads: PGW makes the golden recipe\'s level',
      made.code === code && made.recipe === link, made);
    await h.screenshot(page, 'offline-03-plain-host-threads');

    // A blog post on another origin embeds the same app from the plain host.
    const post = await context.newPage();
    const postProblems = h.watch(post);
    await post.goto(`${blog.url.replace('127.0.0.1', 'localhost')}/embed-example.html?app=${url}`);
    const frames = [];
    for (const level of await post.$$eval('iframe.workbench', (all) => all.map((f) => f.dataset.level))) {
      frames.push(await buildOf(await h.appFrame(post, level)));
    }
    h.check('the blog post\'s iframes of that app still run the build without threads',
      frames.length >= 3 && frames.every((f) => f.build === 'sliced' && !f.isolated && !f.sab), frames);
    h.check('no console errors on the blog post or in its frames', postProblems.length === 0, postProblems.slice(0, 5));
    await post.close();

    // Offline on the plain host: the worker still adds the headers, so threads.
    await context.setOffline(true);
    plain.stop();
    cut = true;
    await page.reload();
    await waitApp(page, true, 30000);
    const offline = await buildOf(page);
    h.check('offline on the plain host the app still starts with threads', offline.build === 'threads' &&
      offline.isolated && offline.frames > 5, offline);
    h.check('no console errors on the plain host\'s app page', problems.length === 0, problems.slice(0, 5));
    await page.close();
  } finally {
    if (cut) await context.setOffline(false);
    else plain.stop();
    blog.stop();
  }
}

// ?sw=0 on a host without the headers: no worker, the build without threads,
// and a worker left from an earlier visit is unregistered.
async function runSwOff(context, site) {
  const plain = await h.startServer(site, { isolate: false });
  const url = plain.url + '/';
  try {
    const { page } = await h.openPage(context, url);
    await waitApp(page, true);
    const on = await buildOf(page);
    await page.goto(url + '?sw=0');
    await waitApp(page);
    const off = await buildOf(page);
    const registration = () => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => (r ? r.scope : null)));
    let reg = await registration();
    for (let i = 0; i < 100 && reg !== null; ++i) {
      await h.sleep(100);
      reg = await registration();
    }
    h.check('?sw=0 turns the worker off: the build without threads, and the worker unregistered',
      on.build === 'threads' && off.build === 'sliced' && !off.isolated && reg === null, { on, off, reg });
    await page.close();
  } finally {
    plain.stop();
  }
}

// Each in a profile of its own, and with servers of its own: they are stopped to cut the network.
// Each test a Chromium profile of its own on disk (harness.js): Chromium says an incognito context's site
// is not installable.
h.test.use({ persistent: true });

h.test('offline: the worker installs and answers, the manifest and icons, the app starts with the network cut',
  async ({ context }) => {
    await runOffline(context, h.SITE);
  });
h.test('an update: a second build waits beside the first, both tabs offer a reload, Reload brings it to both',
  async ({ context }) => {
    await runUpdate(context, h.SITE);
  });
h.test('a plain host: the worker makes the app isolated (threads), online and offline; a blog post\'s iframes not',
  async ({ context }) => {
    await runIsolation(context, h.SITE);
  });
h.test('?sw=0 turns the worker off', async ({ context }) => {
  await runSwOff(context, h.SITE);
});
