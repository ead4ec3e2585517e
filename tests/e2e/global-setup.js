// global-setup.js — before any test: the builds the tests need are there,
// else one clear message instead of a failure per test.
'use strict';

const fs = require('fs');
const path = require('path');

const BUILD = process.env.BUILD_DIR || path.resolve(__dirname, '../../build');

module.exports = async () => {
  const needed = ['site/index.html', 'site/pgw.wasm', 'site/pgw-st.wasm', 'native/levelgen', 'wasm/levelgen.js'];
  const missing = needed.filter((f) => !fs.existsSync(path.join(BUILD, f)));
  if (missing.length) {
    throw new Error(`the e2e tests need ${missing.map((f) => path.join(BUILD, f)).join(', ')}: ` +
      'run scripts/build.sh native wasm wasm-st site first');
  }
  fs.mkdirSync(path.join(BUILD, 'e2e'), { recursive: true });
};
