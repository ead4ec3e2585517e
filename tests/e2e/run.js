#!/usr/bin/env node
// run.js — end-to-end tests: native/wasm determinism of levelgen, then the
// built site in headless Chromium (the Slide, Flow, Cities and Assembly screens, shared links, the JS API, the
// app without cross-origin isolation: in a blog post's iframes and on its own; phones, the keyboard, screen
// readers, themes and idle; then pages that fail to load, then the site offline, updated and isolated by its
// service worker, in a profile of its own).
// Prints PASS/FAIL per check and "e2e: N passed, M failed"; screenshots go
// to build/e2e/. E2E_ONLY=slide,flow (names below) runs only those parts.
'use strict';

const h = require('./harness');
const determinism = require('./determinism');
const loading = require('./loading.e2e');
const slide = require('./slide.e2e');
const flow = require('./flow.e2e');
const cities = require('./cities.e2e');
const assembly = require('./assembly.e2e');
const links = require('./links.e2e');
const api = require('./api.e2e');
const embed = require('./embed.e2e');
const devices = require('./devices.e2e');
const offline = require('./offline.e2e');

const only = (process.env.E2E_ONLY || '').split(',').filter(Boolean);
const wanted = (name) => only.length === 0 || only.includes(name);

(async () => {
  if (wanted('determinism')) determinism.run();
  const site = require('path').join(h.BUILD, 'site');
  const server = await h.startServer(site);
  const browser = await h.launchBrowser();
  try {
    if (wanted('slide')) await slide.run(browser.context, server.url);
    if (wanted('flow')) await flow.run(browser.context, server.url);
    if (wanted('cities')) await cities.run(browser.context, server.url, site);
    if (wanted('assembly')) await assembly.run(browser.context, server.url);
    if (wanted('links')) await links.run(browser.context, server.url);
    if (wanted('api')) await api.run(browser.context, server.url);
    if (wanted('embed')) await embed.run(browser.context, server.url, site);
    if (wanted('devices')) await devices.run(browser.context, server.url, site);
    if (wanted('loading')) await loading.run(browser.context, site);
    if (wanted('offline')) await offline.run(site);
  } catch (e) {
    h.check('no unexpected exception', false, String((e && e.stack) || e));
  } finally {
    await browser.close();
    server.stop();
  }
  process.exit(h.summary() ? 1 : 0);
})();
