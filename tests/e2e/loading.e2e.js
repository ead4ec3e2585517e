// loading.e2e.js — when the app cannot start, the page says why instead of
// showing a blank canvas: a site missing the wasm files it needs, with the
// isolation headers and without. With them, a missing pgw.wasm is the
// threaded build failing to start: the build without threads starts in its
// place (fallback.e2e.js has the rest), and only when that one is missing too
// does the error card show.
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const h = require('./harness');

async function errorCard(context, url) {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('#error:not([hidden])', { timeout: 20000 }).catch(() => null);
  const card = await page.evaluate(() => ({
    shown: !document.getElementById('error').hidden,
    loadingHidden: document.getElementById('loading').hidden,
    text: document.getElementById('error-text').textContent,
  }));
  return { page, card };
}

// A copy of the site without the files `missing`, served with or without the headers.
async function withoutFiles(missing, isolate, body) {
  const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'pgw-broken-site-'));
  for (const f of fs.readdirSync(h.SITE)) if (!missing.includes(f)) fs.copyFileSync(path.join(h.SITE, f), path.join(broken, f));
  const server = await h.startServer(broken, { isolate });
  try {
    await body(server.url);
  } finally {
    server.stop();
    fs.rmSync(broken, { recursive: true, force: true });
  }
}

async function missingFile(context, missing, isolate, shot) {
  await withoutFiles(missing, isolate, async (url) => {
    const { page, card } = await errorCard(context, url + '/?sw=0');
    const named = missing[missing.length - 1];
    h.check(`a missing ${missing.join(' and ')} ${isolate ? 'on an isolated page' : 'without isolation'} shows an ` +
      `error card naming ${named}, not a blank canvas`, card.shown && card.loadingHidden && card.text.includes(named), card);
    await h.screenshot(page, shot);
    await page.close();
  });
}

h.test('an isolated page whose pgw.wasm is missing starts the build without threads', async ({ context }) => {
  await withoutFiles(['pgw.wasm'], true, async (url) => {
    const { page, problems } = await h.openPage(context, url + '/?sw=0');
    const s = await h.waitState(page, (st) => st.level !== '' && st.job === 'idle', undefined, 60000);
    // The threaded build's own abort (its wasm is missing) is the refusal; no other error.
    const refusal = /^pageerror: RuntimeError: Aborted\(.*at abort \(http:[^)]*\/pgw\.js:/s;
    const shown = await page.evaluate(() => !document.getElementById('error').hidden);
    h.check('a missing pgw.wasm on an isolated page: the build without threads plays instead, saying why',
      !shown && !s.build.threads && s.build.fell_back && /stopped while starting/.test(s.build.reason) &&
      /without threads/.test(s.toast) && problems.every((p) => !p.startsWith('pageerror') || refusal.test(p)),
      { build: s.build, toast: s.toast, problems });
    await h.screenshot(page, 'loading-01-missing-wasm-fallback');
    await page.close();
  });
});
h.test('an isolated page missing both builds\' wasm shows an error card', async ({ context }) => {
  await missingFile(context, ['pgw.wasm', 'pgw-st.wasm'], true, 'loading-01-missing-both-wasm');
});
h.test('a page without isolation whose pgw-st.js is missing shows an error card', async ({ context }) => {
  await missingFile(context, ['pgw-st.js'], false, 'loading-02-missing-st-js');
});
