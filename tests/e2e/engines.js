// engines.js — Firefox and WebKit for the smoke set of engines.e2e.js, each
// driven through its own WebDriver endpoint, behind one small tab object that
// harness.js's helpers (waitState, clickWidget, clickCell, canvasVariety,
// screenshot…) take as they take a Playwright page: evaluate, waitForFunction,
// mouse, keyboard, screenshot.
//
//   firefox  Debian's firefox-esr over WebDriver BiDi, spoken by puppeteer-core
//            (Playwright 1.65's own BiDi Firefox sends emulation.setMediaFeaturesOverride
//            when it makes a context, which Firefox 153 ESR answers "unknown command").
//   webkit   WebKitGTK's MiniBrowser through Debian's WebKitWebDriver (webkit2gtk-driver),
//            spoken by selenium-webdriver (Playwright cannot drive MiniBrowser).
//
// Neither draws WebGL 2 headless here (headless Firefox shows the app's error
// card; MiniBrowser has no headless mode), so both get a window: on $DISPLAY
// when there is one (xvfb-run), else on an Xvfb of our own for the worker.
// Nothing is downloaded: FIREFOX=, WEBKIT_DRIVER= and MINIBROWSER= name other binaries.
'use strict';

const { spawn } = require('child_process');
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const h = require('./harness');
const { freePort } = require('./server');

const FIREFOX = process.env.FIREFOX || '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const VIEWPORT = { width: 1280, height: 800 };

// A helper process that ends with the worker, also when the worker ends
// without tearing its fixtures down (a start that outlived its time limit).
function spawnOwned(command, args, options) {
  const proc = spawn(command, args, options);
  const stop = () => proc.kill();
  process.on('exit', stop);
  proc.on('exit', () => process.off('exit', stop));
  return proc;
}

// An X display for the browsers' windows: $DISPLAY, or an Xvfb started here
// (-displayfd: it picks a free display number and says which).
async function startDisplay() {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop: () => {} };
  const proc = spawnOwned('Xvfb', ['-displayfd', '1', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'pipe', 'ignore'] });
  const number = await new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve(out.trim());
    });
    proc.on('error', (e) => reject(new Error(`Xvfb did not start (apt-get install xvfb): ${e.message}`)));
    proc.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    setTimeout(() => reject(new Error('Xvfb gave no display in 20 s')), 20000);
  });
  return { display: ':' + number, stop: () => proc.kill() };
}

// Polls `evaluate(fn, arg)` until it returns something truthy: the same for
// both drivers (and across a page's own reload, when the script's context goes).
async function poll(tab, fn, arg, { timeout = 30000, polling = 50 } = {}) {
  const end = Date.now() + timeout;
  let last = '';  // what the last try gave: a value or an error, for the message if none comes
  for (;;) {
    try {
      const value = await tab.evaluate(fn, arg);
      if (value) return value;
      last = `returned ${JSON.stringify(value)}`;
    } catch (e) {
      last = `threw ${e.name}: ${e.message}`;
    }
    if (Date.now() > end) throw new Error(`waitForFunction timed out after ${timeout} ms; the last try ${last}`);
    await h.sleep(typeof polling === 'number' ? polling : 50);
  }
}

// What a page reports that went wrong: the app's own list (web/app.js keeps
// every error and abort in window.__errors), its error card, and what the
// hooks below saw logged.
const PAGE_PROBLEMS = () => {
  const card = document.getElementById('error');
  return [].concat(window.__errors || [], window.__engineProblems || [],
    card && !card.hidden ? ['error card: ' + card.innerText.slice(0, 200)] : []);
};
// For WebKitWebDriver, which has no log endpoint: console.error and uncaught
// errors from when the page has loaded (the app's start runs after that).
const HOOK_PROBLEMS = () => {
  if (window.__engineProblems) return;
  window.__engineProblems = [];
  const error = console.error.bind(console);
  console.error = (...args) => { window.__engineProblems.push('console.error: ' + args.join(' ')); error(...args); };
  window.addEventListener('error', (e) => window.__engineProblems.push('pageerror: ' + e.message));
};

// ---------------------------------------------------------------------------
// Firefox: puppeteer-core over WebDriver BiDi

class FirefoxTab {
  constructor(page) {
    this.page = page;
    this.mouse = page.mouse;
    this.keyboard = page.keyboard;
    this.logged = [];
    page.on('console', (m) => { if (m.type() === 'error') this.logged.push('console.error: ' + m.text()); });
    page.on('pageerror', (e) => this.logged.push('pageerror: ' + (e.message || e)));
    page.on('requestfailed', (r) => this.logged.push('request failed: ' + r.url()));
  }
  url() { return this.page.url(); }
  async goto(url) {
    // A link that differs only after '#' would not load the page again.
    if (this.page.url().split('#')[0] === url.split('#')[0]) await this.page.goto('about:blank');
    this.logged = [];
    await this.page.goto(url, { waitUntil: 'load' });
  }
  reload() { return this.page.reload({ waitUntil: 'load' }); }
  evaluate(fn, arg) { return this.page.evaluate(fn, arg); }
  waitForFunction(fn, arg, options) { return poll(this, fn, arg, options); }
  screenshot({ path: file }) { return this.page.screenshot({ path: file }); }
  async problems() { return this.logged.concat(await this.evaluate(PAGE_PROBLEMS).catch(() => [])); }
  // The document of the iframe `selector` (another origin): evaluate and waits only.
  async frame(selector) {
    const element = await this.page.waitForSelector(selector);
    await element.scrollIntoView();
    let frame = null;
    for (let i = 0; i < 200 && !(frame && frame.url().startsWith('http')); ++i) {
      frame = await element.contentFrame();
      await h.sleep(50);
    }
    return { evaluate: (fn, arg) => frame.evaluate(fn, arg), waitForFunction(fn, arg, o) { return poll(this, fn, arg, o); } };
  }
}

async function launchFirefox(display) {
  const puppeteer = require('puppeteer-core');
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pgw-firefox-'));
  process.on('exit', () => fs.rmSync(profile, { recursive: true, force: true }));  // puppeteer ends Firefox first
  const browser = await puppeteer.launch({
    browser: 'firefox', protocol: 'webDriverBiDi', executablePath: FIREFOX, headless: false,
    userDataDir: profile, defaultViewport: null, env: { ...process.env, DISPLAY: display },
  });
  const page = (await browser.pages())[0] || await browser.newPage();
  await page.setViewport(VIEWPORT);  // (puppeteer's defaultViewport left the first page 955 px high)
  return {
    name: 'firefox',
    version: await browser.version(),
    tab: new FirefoxTab(page),
    close: async () => {
      await browser.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------
// WebKit: selenium-webdriver and WebKitWebDriver

// Runs a function's source with one JSON argument in the page and hands back
// its (awaited) result; exceptions come back as errors.
const ASYNC_CALL = `const done = arguments[arguments.length - 1];
Promise.resolve().then(() => (0, eval)('(' + arguments[0] + ')')(arguments[1])).then(
  (value) => done({ value: value === undefined ? null : value }),
  (e) => done({ error: String(e && e.stack ? e.stack : e) }));`;

class WebKitTab {
  constructor(driver) {
    const { Key, Button, Origin } = require('selenium-webdriver');
    const keys = { ArrowUp: Key.ARROW_UP, ArrowDown: Key.ARROW_DOWN, ArrowLeft: Key.ARROW_LEFT,
      ArrowRight: Key.ARROW_RIGHT, Escape: Key.ESCAPE, Enter: Key.ENTER, Tab: Key.TAB, Space: ' ' };
    const buttons = { left: Button.LEFT, middle: Button.MIDDLE, right: Button.RIGHT };
    const act = (build) => build(driver.actions({ async: true })).perform();
    this.driver = driver;
    this.inFrame = null;  // the element of the iframe scripts run in, or null for the page
    this.mouse = {
      move: (x, y) => act((a) => a.move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })),
      down: ({ button = 'left' } = {}) => act((a) => a.press(buttons[button])),
      up: ({ button = 'left' } = {}) => act((a) => a.release(buttons[button])),
    };
    this.keyboard = {
      press: (key) => {
        const k = keys[key] || key;
        return act((a) => a.keyDown(k).keyUp(k));
      },
    };
  }
  url() { return this.driver.getCurrentUrl(); }
  async goto(url) {
    if ((await this.driver.getCurrentUrl()).split('#')[0] === url.split('#')[0]) await this.driver.get('about:blank');
    await this.driver.get(url);
    await this.evaluate(HOOK_PROBLEMS);
  }
  async reload() {
    await this.driver.navigate().refresh();
    await this.evaluate(HOOK_PROBLEMS);
  }
  async evaluate(fn, arg) {
    const result = await this.driver.executeAsyncScript(ASYNC_CALL, fn.toString(), arg === undefined ? null : arg);
    if (result && result.error !== undefined) throw new Error(result.error);
    return result ? result.value : result;
  }
  waitForFunction(fn, arg, options) { return poll(this, fn, arg, options); }
  async screenshot({ path: file }) {
    fs.writeFileSync(file, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
  }
  problems() { return this.evaluate(PAGE_PROBLEMS); }
  async frame(selector) {
    const { By } = require('selenium-webdriver');
    const driver = this.driver;
    const element = await driver.findElement(By.css(selector));
    await driver.executeScript('arguments[0].scrollIntoView()', element);
    const inside = async (run) => {
      await driver.switchTo().frame(element);
      try {
        return await run();
      } finally {
        await driver.switchTo().defaultContent();
      }
    };
    return {
      evaluate: (fn, arg) => inside(() => this.evaluate(fn, arg)),
      waitForFunction(fn, arg, o) { return poll(this, fn, arg, o); },
    };
  }
}

// WebKitWebDriver answering on its port.
async function driverReady(url) {
  for (let i = 0; i < 200; ++i) {
    const ok = await new Promise((resolve) => {
      http.get(url + '/status', (res) => { res.resume(); resolve(res.statusCode === 200); }).on('error', () => resolve(false));
    });
    if (ok) return;
    await h.sleep(50);
  }
  throw new Error(`${WEBKIT_DRIVER} did not answer at ${url} in 10 s (apt-get install webkit2gtk-driver)`);
}

async function launchWebKit(display) {
  const { Builder } = require('selenium-webdriver');
  const port = await freePort();
  const proc = spawnOwned(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
  const url = `http://127.0.0.1:${port}`;
  let driver = null;
  try {
    await driverReady(url);
    driver = await new Builder().usingServer(url).withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    }).build();
    await driver.manage().setTimeouts({ script: 60000, pageLoad: 60000 });
    // The window's size less the page's is the window's own chrome: the page gets VIEWPORT.
    await driver.manage().window().setRect(VIEWPORT);
    const inner = await driver.executeScript('return [innerWidth, innerHeight]');
    await driver.manage().window().setRect({
      width: 2 * VIEWPORT.width - inner[0], height: 2 * VIEWPORT.height - inner[1] });
  } catch (e) {
    if (driver) await driver.quit().catch(() => {});
    proc.kill();
    throw e;
  }
  const caps = await driver.getCapabilities();
  return {
    name: 'webkit',
    version: `${caps.get('browserName')} ${caps.get('browserVersion')}`,
    tab: new WebKitTab(driver),
    close: async () => {
      await driver.quit().catch(() => {});
      proc.kill();
    },
  };
}

// ---------------------------------------------------------------------------
// The fixture: the project's engine (its metadata.engine), launched once for
// the worker on a display, with one tab the tests navigate.

const LAUNCH = { firefox: launchFirefox, webkit: launchWebKit };
// What each needs, and the Debian package that brings it (scripts/setup.sh installs them).
const NEEDS = {
  firefox: [[FIREFOX, 'firefox-esr']],
  webkit: [[WEBKIT_DRIVER, 'webkit2gtk-driver'], [MINIBROWSER, 'webkit2gtk-driver']],
};

const test = h.test.extend({
  engine: [async ({}, use, workerInfo) => {
    const name = workerInfo.project.metadata.engine;
    if (!LAUNCH[name]) throw new Error(`project ${workerInfo.project.name}: metadata.engine must be one of ${Object.keys(LAUNCH)}`);
    const missing = NEEDS[name].filter(([file]) => !fs.existsSync(file));
    if (missing.length) {
      throw new Error(`${name}: no ${missing.map(([file, pkg]) => `${file} (apt-get install ${pkg})`).join(', ')}`);
    }
    const display = await startDisplay();
    let engine = null;
    try {
      engine = await LAUNCH[name](display.display);
      console.log(`${name}: ${engine.version} on display ${display.display}`);
      await use(engine);
    } finally {
      if (engine) await engine.close();
      display.stop();
    }
  }, { scope: 'worker', timeout: 120000 }],  // a start on a loaded machine, not a test's limit
});

module.exports = { test };
