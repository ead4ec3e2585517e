// playwright.config.js — the end-to-end tests (tests/e2e/*.e2e.js) on Playwright Test, driving
// Debian's chromium (never a downloaded browser): one project per device. The desktop runs every
// part but the engines; the phone upright and on its side run the device checks tagged for them
// (devices.e2e.js, and blocks, fallback and journey upright). Two projects run the engines' smoke set
// (engines.e2e.js) in the other engines, each on its own WebDriver endpoint (tests/e2e/engines.js):
// `firefox` (Debian's firefox-esr over WebDriver BiDi) and `webkit` (WebKitGTK's MiniBrowser through
// WebKitWebDriver), in windows on $DISPLAY or on an Xvfb of their own.
//
//   npx playwright test                         every part, every device
//   npx playwright test slide flow              some parts (file names)
//   npx playwright test --project=phone-portrait
//   npx playwright test --project=firefox --project=webkit
//   E2E_ONLY=slide,flow npx playwright test     the same parts by name (scripts/test.sh passes it on)
//
// Checks print PASS/FAIL lines; tests/e2e/reporter.js ends with "e2e: N passed, M failed" (checks).
// Named screenshots go to build/e2e/. A failed test is run once more, traced (tracing every first run
// would record thousands of screencast frames of a canvas app and slow the whole suite); its trace and
// a screenshot of each page are kept in build/e2e/results/<test>-retry1/ (open with
// `npx playwright show-trace <trace.zip>`). One that passes only then is reported as flaky on the
// reporter's last line.
'use strict';

const { defineConfig } = require('@playwright/test');
const path = require('path');

const BUILD = process.env.BUILD_DIR || path.join(__dirname, 'build');

// The parts, by the names E2E_ONLY takes, and their files.
const PARTS = ['determinism', 'slide', 'flow', 'grades', 'cities', 'assembly', 'blocks', 'links', 'api', 'embed',
  'devices', 'loading', 'fallback', 'offline', 'journey', 'lab', 'engines'];
const only = (process.env.E2E_ONLY || '').split(',').map((p) => p.trim()).filter(Boolean);
const unknown = only.filter((p) => !PARTS.includes(p));
if (unknown.length) {
  throw new Error(`E2E_ONLY: no part named ${unknown.map((p) => `'${p}'`).join(', ')}; the parts are ${PARTS.join(', ')}`);
}
const files = (parts) => parts.filter((p) => only.length === 0 || only.includes(p)).map((p) => `${p}.e2e.js`);

const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  ...(process.env.E2E_CHROMIUM_ARGS || '').split(' ').filter(Boolean),  // to try a flag
];
// A phone: pixel ratio 3 (an iPhone's), touch only, a mobile viewport. Tests whose checks do not
// depend on the ratio take 2 (most Android phones') with test.use: in software GL a frame at 3 draws
// 2.25 times the pixels, and the phones' tests were half the suite's time (issue 23).
const phone = (width, height) => ({ viewport: { width, height }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

const projects = [
  { name: 'desktop', testMatch: files(PARTS.filter((p) => p !== 'engines')), grepInvert: /@phone/,
    use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
  { name: 'phone-portrait', testMatch: files(['blocks', 'devices', 'fallback', 'journey', 'lab']), grep: /@phone-portrait/,
    use: phone(390, 844) },
  { name: 'phone-landscape', testMatch: files(['blocks', 'devices', 'lab']), grep: /@phone-landscape/, use: phone(844, 390) },
  // The other engines: their tests take the `engine` fixture (engines.js), not Chromium's context.
  { name: 'firefox', testMatch: files(['engines']), metadata: { engine: 'firefox' } },
  { name: 'webkit', testMatch: files(['engines']), metadata: { engine: 'webkit' } },
].filter((p) => p.testMatch.length > 0);

module.exports = defineConfig({
  testDir: 'tests/e2e',
  outputDir: path.join(BUILD, 'e2e/results'),
  // Two workers (E2E_WORKERS to change): the tests' waits for a browser leave the second core free.
  // No check measures wall time, so two browsers side by side cannot fail one (issue 23, point 2).
  workers: Number(process.env.E2E_WORKERS || 2),
  fullyParallel: false,
  // A failed test runs once more, for its trace; one that passes only then is flaky, and a flaky test
  // fails the run (its exit status here, and one failed check in the reporter's count): a bug to fix.
  retries: 1,
  failOnFlakyTests: true,
  // A test is one part of the old runner (a screen, a device): minutes, not seconds. The phone upright
  // took 8.5 min with the two cores shared by other builds (5 min otherwise): a limit for a hang only.
  timeout: 15 * 60 * 1000,
  reporter: [[path.join(__dirname, 'tests/e2e/reporter.js')],
    ['html', { outputFolder: path.join(BUILD, 'e2e/report'), open: 'never' }]],
  globalSetup: path.join(__dirname, 'tests/e2e/global-setup.js'),
  use: {
    launchOptions: { executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    headless: true,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects,
});
