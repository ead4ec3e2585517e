// global-setup.js — before any test: the builds the tests need are there
// (else one clear message instead of a failure per test), and the built site
// is served twice, with the cross-origin isolation headers (threads) and
// without (a plain host: the build without threads), on free ports. Their
// addresses reach the tests' `server` and `plain` fixtures (harness.js) through
// the environment the test workers inherit; the returned teardown stops them.
'use strict';

const fs = require('fs');
const path = require('path');
const { startServer } = require('./server');

const BUILD = process.env.BUILD_DIR || path.resolve(__dirname, '../../build');
const SITE = path.join(BUILD, 'site');

module.exports = async () => {
  const needed = ['site/index.html', 'site/pgw.wasm', 'site/pgw-st.wasm', 'native/levelgen', 'wasm/levelgen.js'];
  const missing = needed.filter((f) => !fs.existsSync(path.join(BUILD, f)));
  if (missing.length) {
    throw new Error(`the e2e tests need ${missing.map((f) => path.join(BUILD, f)).join(', ')}: ` +
      'run scripts/build.sh tests first');
  }
  fs.mkdirSync(path.join(BUILD, 'e2e'), { recursive: true });
  const isolated = await startServer(SITE);
  const plain = await startServer(SITE, { isolate: false });
  process.env.PGW_E2E_URL = isolated.url;
  process.env.PGW_E2E_PLAIN_URL = plain.url;
  return async () => {
    isolated.stop();
    plain.stop();
  };
};
