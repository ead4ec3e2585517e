#!/usr/bin/env node
// run.js — end-to-end tests: native/wasm determinism of levelgen, then the
// built site in headless Chromium.
// Prints PASS/FAIL per check and "e2e: N passed, M failed"; screenshots go
// to build/e2e/.
'use strict';

const h = require('./harness');
const determinism = require('./determinism');
const slide = require('./slide.e2e');

(async () => {
  determinism.run();
  const server = await h.startServer(require('path').join(h.BUILD, 'site'));
  const browser = await h.launchBrowser();
  try {
    await slide.run(browser.context, server.url);
  } catch (e) {
    h.check('no unexpected exception', false, String((e && e.stack) || e));
  } finally {
    await browser.close();
    server.stop();
  }
  process.exit(h.summary() ? 1 : 0);
})();
