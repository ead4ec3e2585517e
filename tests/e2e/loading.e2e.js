// loading.e2e.js — when the app cannot start, the page says why instead of
// showing a blank canvas: a host without the isolation headers, and a site
// whose wasm file is missing.
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

async function run(context, site) {
  const plain = await h.startServer(site, { isolate: false });
  try {
    const { page, card } = await errorCard(context, plain.url + '/');
    h.check('without COOP/COEP the page explains that it needs cross-origin isolation',
      card.shown && card.loadingHidden && /cross-origin isolated/.test(card.text), card);
    await h.screenshot(page, 'loading-01-not-isolated');
    await page.close();
  } finally {
    plain.stop();
  }

  // A copy of the site without its wasm file.
  const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'pgw-broken-site-'));
  for (const f of fs.readdirSync(site)) if (f !== 'pgw.wasm') fs.copyFileSync(path.join(site, f), path.join(broken, f));
  const server = await h.startServer(broken);
  try {
    const { page, card } = await errorCard(context, server.url + '/');
    h.check('a missing wasm file shows an error card, not a blank canvas', card.shown && card.text.length > 10, card);
    await h.screenshot(page, 'loading-02-missing-wasm');
    await page.close();
  } finally {
    server.stop();
    fs.rmSync(broken, { recursive: true, force: true });
  }
}

module.exports = { run };
