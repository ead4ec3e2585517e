// audit.js — the page audited as a test layer: Lighthouse 12 (accessibility, best practices, SEO; the
// desktop and the mobile form factor) and axe-core injected into the started app, on Debian's chromium.
//
//   node scripts/audit.js [SITE]      (scripts/audit.sh; SITE defaults to $SITE_DIR, else $BUILD_DIR/site)
//
// The site is served by scripts/serve.py (tests/e2e/server.js) with the cross-origin isolation headers,
// as scripts/start.sh serves it. Each check prints one PASS or FAIL line with its score or violations; the
// last line is "audit: N passed, M failed" (scripts/test.sh's run_counted). Lighthouse's reports (HTML and
// JSON) and axe's results go to $BUILD_DIR/audit (default build/audit). A category passes at a score of
// at least AUDIT_MIN_SCORE (default 0.95); axe passes with no critical or serious violation (moderate and
// minor ones are listed, not failed). Lighthouse's page must show the app, not its error card (which
// scores as well), and its back/forward cache audit must pass. Nothing here is timed.
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');
const BUILD = process.env.BUILD_DIR || path.join(ROOT, 'build');
const SITE = path.resolve(process.argv[2] || process.env.SITE_DIR || path.join(BUILD, 'site'));
const OUT = path.join(BUILD, 'audit');
const CHROME = process.env.CHROMIUM || '/usr/bin/chromium';
const MIN_SCORE = Number(process.env.AUDIT_MIN_SCORE || 0.95);
// The e2e tests' flags (playwright.config.js) and, as Playwright adds it, SwiftShader's WebGL under
// --disable-gpu, asked for rather than left to Chromium's own fallback.
const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--enable-unsafe-swiftshader',
];
const CATEGORIES = ['accessibility', 'best-practices', 'seo'];
const FAILING_IMPACTS = ['critical', 'serious'];

let passed = 0;
let failed = 0;
function check(name, ok, detail) {
  if (ok) passed++; else failed++;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? ': ' + detail : ''}`);
}

// The audits of a category that lost it points (weight > 0, score < 1), worst first.
function lostPoints(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .sort((a, b) => b.weight - a.weight)
    .map((ref) => `${ref.id} (${lhr.audits[ref.id].title})`);
}

// Whether the app in `page` started: waits up to a minute for its frames (or its error card).
async function appStarted(page) {
  try {
    await page.waitForFunction(() => {
      if (!document.getElementById('error').hidden) return true;
      if (!(window.Module && Module.frameCount && Module.wake)) return false;
      Module.wake();
      return Module.frameCount() > 5;
    }, { timeout: 60000, polling: 100 });
  } catch (e) {
    return { ok: false, why: 'no frames in 60 s: ' + String(e.message || e).split('\n')[0] };
  }
  const state = await page.evaluate(() => ({
    error: document.getElementById('error').hidden ? '' : document.getElementById('error').innerText,
    isolated: window.crossOriginIsolated,
    frames: Module.frameCount(),
  }));
  if (state.error) return { ok: false, why: 'error card: ' + state.error.replace(/\s+/g, ' ').slice(0, 200) };
  return { ok: true, why: `${state.frames} frames drawn, crossOriginIsolated ${state.isolated}` };
}

// Lighthouse on `url` in a new page of `browser`; checks the page it audited had started the app.
async function lighthouseRun(lighthouse, desktopConfig, browser, url, formFactor) {
  const page = await browser.newPage();
  // With the categories, the back/forward cache audit (Lighthouse puts it under performance): the
  // page, left and gone back to, must come back from the cache (Cache-Control: no-store would stop it).
  const flags = { output: ['json', 'html'], logLevel: 'error', onlyCategories: CATEGORIES, onlyAudits: ['bf-cache'] };
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config, page);
  const [json, html] = result.report;
  fs.writeFileSync(path.join(OUT, `lighthouse-${formFactor}.json`), json);
  fs.writeFileSync(path.join(OUT, `lighthouse-${formFactor}.html`), html);
  const lhr = result.lhr;
  for (const warning of lhr.runWarnings) console.log(`  lighthouse ${formFactor} warns: ${warning}`);
  // Lighthouse gathers once the page is quiet, the app's wasm loaded and its first frames drawn; its
  // page shows the app, not its error card (no WebGL 2, say), so the scores are the app's. (Its last
  // step leaves the page and goes back: a page the back/forward cache did not keep starts again.)
  const started = await appStarted(page);
  check(`lighthouse ${formFactor}: its page shows the app (frames drawn, no error card)`,
    !lhr.runtimeError && started.ok,
    lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : started.why);
  for (const category of CATEGORIES) {
    const score = lhr.categories[category].score;
    const lost = lostPoints(lhr, category);
    check(`lighthouse ${formFactor}: ${category} ≥ ${MIN_SCORE}`, score !== null && score >= MIN_SCORE,
      `${score === null ? 'no score' : score.toFixed(2)}${lost.length ? '; short of 1: ' + lost.join(', ') : ''}`);
  }
  const bfCache = lhr.audits['bf-cache'];
  const reasons = ((bfCache.details || {}).items || []).map((i) => i.reason);
  check(`lighthouse ${formFactor}: the back/forward cache restores the page`, bfCache.score === 1,
    bfCache.scoreDisplayMode === 'notApplicable' ? 'not tried' : reasons.join('; ') || bfCache.title);
  await page.close();
}

// Opens `url` in a fresh page of `browser` with `viewport`, waits for the app's frames (or its error
// card), injects axe-core and runs it. Returns whether the app started, and axe's violations.
async function axeRun(browser, url, viewport, name) {
  const page = await browser.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(String(e)));
  await page.setViewport(viewport);
  await page.goto(url, { waitUntil: 'load' });
  const { ok: started, why } = await appStarted(page);
  check(`${name}: the app starts (frames drawn, no error card)`, started, why);
  check(`${name}: no console errors`, problems.length === 0, problems.slice(0, 3).join(' | '));
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  fs.writeFileSync(path.join(OUT, `axe-${name.replace(/[^a-z0-9]+/gi, '-')}.json`), JSON.stringify(results, null, 1));
  const describe = (v) => `${v.impact} ${v.id} (${v.nodes.length}: ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(', ')})`;
  const bad = results.violations.filter((v) => FAILING_IMPACTS.includes(v.impact));
  const other = results.violations.filter((v) => !FAILING_IMPACTS.includes(v.impact));
  check(`${name}: axe-core ${require('axe-core/package.json').version}, no critical or serious violations`,
    bad.length === 0, [...bad, ...other].map(describe).join('; ') || 'no violations');
  await page.close();
}

async function main() {
  for (const f of ['index.html', 'pgw.wasm', 'pgw-st.wasm', 'text-bridge.js']) {
    if (!fs.existsSync(path.join(SITE, f))) {
      console.log(`FAIL the site is built: ${SITE} has no ${f} (scripts/build.sh wasm wasm-st site)`);
      console.log('audit: 0 passed, 1 failed');
      process.exitCode = 1;
      return;
    }
  }
  fs.mkdirSync(OUT, { recursive: true });
  const { startServer } = require(path.join(ROOT, 'tests/e2e/server.js'));
  const chromeLauncher = require('chrome-launcher');
  const puppeteer = require('puppeteer-core');
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');

  const server = await startServer(SITE, { isolate: true });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pgw-audit-'));
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROME, chromeFlags: CHROMIUM_FLAGS, userDataDir: profile, logLevel: 'silent',
    });
    const url = server.url + '/';
    console.log(`audit: ${SITE} served at ${url}; ${CHROME}; reports in ${OUT}`);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    for (const formFactor of ['desktop', 'mobile']) await lighthouseRun(lighthouse, desktopConfig, browser, url, formFactor);
    await axeRun(browser, url, { width: 1280, height: 800 }, 'desktop');
    await axeRun(browser, url, { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true }, 'phone');
    await axeRun(browser, url + '?embed#recipe/slide/6x6', { width: 480, height: 420 }, 'embed');
    browser.disconnect();
  } catch (e) {
    check('audit runs to the end', false, String(e.stack || e).split('\n').slice(0, 3).join(' '));
  } finally {
    if (chrome) await chrome.kill();
    server.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  console.log(`audit: ${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main();
