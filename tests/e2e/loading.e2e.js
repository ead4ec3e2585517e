// loading.e2e.js — when the app cannot start, the page says why instead of
// showing a blank canvas: a site missing the wasm file of the build it needs,
// with the isolation headers (the threaded build) and without (the build
// without threads).
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

// A copy of the site without `missing`, served with or without the headers.
async function missingFile(context, site, missing, isolate, shot) {
  const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'pgw-broken-site-'));
  for (const f of fs.readdirSync(site)) if (f !== missing) fs.copyFileSync(path.join(site, f), path.join(broken, f));
  const server = await h.startServer(broken, { isolate });
  try {
    const { page, card } = await errorCard(context, server.url + '/');
    h.check(`a missing ${missing} ${isolate ? 'on an isolated page' : 'without isolation'} shows an error card ` +
      'naming it, not a blank canvas', card.shown && card.loadingHidden && card.text.includes(missing), card);
    await h.screenshot(page, shot);
    await page.close();
  } finally {
    server.stop();
    fs.rmSync(broken, { recursive: true, force: true });
  }
}

h.test('an isolated page whose pgw.wasm is missing shows an error card', async ({ context }) => {
  await missingFile(context, h.SITE, 'pgw.wasm', true, 'loading-01-missing-wasm');
});
h.test('a page without isolation whose pgw-st.js is missing shows an error card', async ({ context }) => {
  await missingFile(context, h.SITE, 'pgw-st.js', false, 'loading-02-missing-st-js');
});
