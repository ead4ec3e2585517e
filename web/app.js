// app.js — starts the wasm app, and says plainly why when it cannot.
//
// Two builds of the same app: pgw.js (jobs on worker threads) needs a
// cross-origin isolated page for SharedArrayBuffer; pgw-st.js (no threads:
// jobs sliced between frames) runs anywhere else, e.g. inside a blog's
// iframe, and wherever the threaded build fails to start (a refused shared
// memory, a worker that never starts: "Which build" below). Order: check
// what the app needs (WebAssembly, WebGL 2), pick the build, then define
// Module and load it. The loading
// overlay stays until the app's first frame (main.cpp calls pgwFirstFrame);
// any failure before that, or a crash after it, replaces the page with a
// readable message instead of a blank canvas.
//
// For tests: window.__firstFrameMs (performance.now() at the first frame),
// window.__errors (every error and abort message, in order), window.__build
// ("threads" or "sliced") and window.pgwBuildInfo ({build, reason, fellBack,
// notice}: why this build).
'use strict';

(function () {
  const canvas = document.getElementById('canvas');
  const loading = document.getElementById('loading');
  const loadingText = document.getElementById('loading-text');
  const errorBox = document.getElementById('error');
  const errorText = document.getElementById('error-text');
  const errorDetail = document.getElementById('error-detail');

  window.__errors = [];
  let started = false;
  let failed = false;

  // The two builds (see "Which build" below for how one is chosen).
  const BUILDS = {
    threads: { js: 'pgw.js', wasm: 'pgw.wasm', files: 'pgw.js, pgw.wasm and pgw.worker.js' },
    sliced: { js: 'pgw-st.js', wasm: 'pgw-st.wasm', files: 'pgw-st.js and pgw-st.wasm' },
  };
  let build = null;            // the one starting or running: BUILDS.threads or BUILDS.sliced
  let runtimeReady = false;    // its runtime has started (main runs next)
  let poolTimer = 0;
  let gaveUpThreads = false;   // the threaded build failed to start; its leftovers may still throw
  // Which build runs and why: the app's Share dialog and appState read it
  // (src/app/platform/browser.cpp); `notice` asks for the one-time toast of a fallback.
  window.pgwBuildInfo = { build: '', reason: '', fellBack: false, notice: false };

  function fail(message, detail) {
    window.__errors.push(detail ? message + ' ' + detail : message);
    if (failed) return;
    failed = true;
    loading.hidden = true;
    if (started) errorBox.querySelector('.title').textContent = 'The workbench had to stop';
    errorText.textContent = message;
    errorDetail.textContent = detail || '';
    errorBox.hidden = false;
  }

  // --- Called from C++ (src/app/platform/browser.cpp) -----------------------
  window.pgwFirstFrame = function () {
    window.__firstFrameMs = performance.now();
    started = true;
    loading.hidden = true;
    sendMotion();
    // Tests of moving pieces (tests/e2e/harness.js) keep moves but not ambient motion.
    if (window.pgwTestAmbient === false && Module.setAmbientMotion) Module.setAmbientMotion(false);
  };
  window.pgwFatal = function (message, detail) { fail(message, detail); };

  // Screen readers: what the canvas shows as it changes. The same text twice
  // in a row is still read (the region is emptied first). window.__announcements
  // keeps the last ones for tests.
  window.__announcements = [];
  const live = { polite: document.getElementById('live'), urgent: document.getElementById('live-urgent') };
  window.pgwAnnounce = function (text, urgent) {
    window.__announcements.push(text);
    if (window.__announcements.length > 50) window.__announcements.shift();
    const region = urgent ? live.urgent : live.polite;
    region.textContent = '';
    setTimeout(function () { region.textContent = text; }, 30);
  };

  // --- Frames on demand ----------------------------------------------------------
  // The app draws only while something changes (src/app/platform/frame_pacer.hpp) and
  // stops when idle; any input, resize or preference change wakes it. The
  // listeners run in the capture phase, before SDL's own handlers queue the
  // event, and never stop or prevent anything.
  function wake() {
    if (started && window.Module && Module.wake) Module.wake();
  }
  for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'mousedown', 'mousemove',
    'mouseup', 'touchstart', 'touchmove', 'touchend', 'touchcancel', 'wheel', 'keydown', 'keyup', 'focus', 'blur',
    'resize', 'visibilitychange', 'pageshow']) {
    window.addEventListener(type, wake, { capture: true, passive: true });
  }
  // The pixel ratio changes when the window moves to another screen or the page is zoomed.
  (function watchRatio() {
    const query = matchMedia('(resolution: ' + window.devicePixelRatio + 'dppx)');
    query.addEventListener('change', function () { wake(); watchRatio(); }, { once: true });
  })();
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  function sendMotion() {
    if (started && Module.setReducedMotion) Module.setReducedMotion(reducedMotion.matches);
  }
  reducedMotion.addEventListener('change', sendMotion);
  const lightScheme = matchMedia('(prefers-color-scheme: light)');
  lightScheme.addEventListener('change', function () {
    if (started && Module.setSystemDark) Module.setSystemDark(!lightScheme.matches);
  });

  // SDL's mouse handlers prevent the default, which includes taking the
  // focus: inside a blog's iframe the keys would then never reach the app.
  canvas.addEventListener('pointerdown', function () { canvas.focus({ preventScroll: true }); });

  // A link pasted into the address bar of an open page only changes '#…'.
  window.addEventListener('hashchange', function () {
    if (started && window.Module && Module.openLink && location.hash.length > 1) Module.openLink(location.hash);
  });

  // --- Uncaught errors ---------------------------------------------------------
  // Before the first frame any error means the app did not load. After it, a
  // WebAssembly trap means the main loop has stopped: say so, do not freeze.
  function onError(message, thrown) {
    const text = String(message || 'unknown error');
    if (!started) {
      // The threaded build failing while it starts (a refused shared memory
      // throws while pgw.js runs; a worker that cannot load throws from its
      // handler) falls back to the other build instead.
      if (build === BUILDS.threads) {
        const first = text.split('\n')[0];
        const why = typeof Event !== 'undefined' && thrown instanceof Event
          ? 'a worker thread failed to load (' + (thrown.message || thrown.type) + ')'
          : /memory/i.test(first) ? 'the browser refused the shared memory (' + first + ')'
            : 'the threaded build failed to start (' + first + ')';
        if (fallBack(why)) return;
      }
      // After a fallback, the given-up build's abort still throws: its
      // onAbort has already been handled.
      if (gaveUpThreads && /Aborted\(/.test(text)) {
        window.__errors.push(text);
        return;
      }
      fail('The app failed while loading.', text);
    } else if (/RuntimeError|Aborted|abort\(/.test(text)) {
      fail('The app stopped after an internal error. Reload the page to start again.', text);
    } else {
      window.__errors.push(text);
    }
  }
  window.addEventListener('error', function (e) {
    onError(e.error && e.error.stack ? e.error.stack : e.message, e.error);
  });
  window.addEventListener('unhandledrejection', function (e) {
    const r = e.reason;
    onError(r && (r.stack || r.message) ? (r.stack || r.message) : r, r);
  });

  // --- What the app needs ------------------------------------------------------
  if (typeof WebAssembly !== 'object') {
    fail('This browser does not support WebAssembly, which the app is built with.');
    return;
  }
  if (typeof WebGL2RenderingContext === 'undefined') {
    fail('This browser does not support WebGL 2, which the app draws with.',
         'Try a current Chrome, Edge, Firefox or Safari, with hardware acceleration enabled.');
    return;
  }

  // --- Start -------------------------------------------------------------------
  // Keep the last frame readable between frames (drawImage, toDataURL): tests
  // sample the board's pixels, and a later "share as image" needs the same.
  // SDL's context creation has no switch for it, so the canvas adds it.
  const getContext = canvas.getContext;
  canvas.getContext = function (type, attributes) {
    if (type === 'webgl2' || type === 'webgl') {
      attributes = Object.assign({}, attributes, { preserveDrawingBuffer: true });
    }
    return getContext.call(this, type, attributes);
  };

  // --- Which build --------------------------------------------------------------
  // Threads only where SharedArrayBuffer is allowed (a cross-origin isolated
  // page) and where the threaded build then really starts. Browsers refuse it
  // in ways no feature test shows (Safari on iPhones and iPads refuses a
  // shared memory above a few hundred MB; a worker of the pool may never
  // start), so a threaded start that fails before its first frame falls back
  // to the build without threads: in place while its runtime has not started
  // (nothing of it runs yet but its workers, which are stopped), else by one
  // reload. Either way the '#…' link is kept and the autosave is untouched,
  // and the reason is kept in sessionStorage, so this tab does not try threads
  // again (no retry on every reload); the app says so once (a toast) and in
  // its Share dialog, from window.pgwBuildInfo.
  const NO_THREADS_KEY = 'pgw-no-threads';        // sessionStorage: why this tab runs without threads
  const NOTICE_KEY = 'pgw-no-threads-noticed';    // the toast was shown in this tab
  const POOL_MS = 8000;                           // the threaded build's workers must start within this

  function sessionRead(key) {
    try { return sessionStorage.getItem(key); } catch (e) { return null; }
  }
  function sessionWrite(key, value) {
    try { sessionStorage.setItem(key, value); return true; } catch (e) { return false; }
  }
  function describeError(e) {
    return String(e && e.message ? (e.name ? e.name + ': ' : '') + e.message : e);
  }

  // Why this page starts without threads: null when it may try them;
  // fallback: true when threads were expected (an isolated page) and refused.
  function threadsRefused() {
    if (window.crossOriginIsolated !== true) {
      return { why: 'the page is not cross-origin isolated (a frame in another site, or a host without COOP/COEP)', fallback: false };
    }
    const earlier = sessionRead(NO_THREADS_KEY);
    if (earlier) return { why: earlier, fallback: true };
    if (typeof SharedArrayBuffer === 'undefined') return { why: 'SharedArrayBuffer is unavailable', fallback: true };
    if (typeof Worker === 'undefined') return { why: 'Web Workers are unavailable', fallback: true };
    try {
      const probe = new WebAssembly.Memory({ initial: 1, maximum: 1, shared: true });
      if (!(probe.buffer instanceof SharedArrayBuffer)) return { why: 'the browser has no shared WebAssembly memory', fallback: true };
    } catch (e) {
      return { why: 'the browser refused a shared memory (' + describeError(e) + ')', fallback: true };
    }
    return null;
  }

  function start(name, reason, fellBack) {
    build = BUILDS[name];
    runtimeReady = false;
    window.__build = name;
    const noticed = fellBack && sessionRead(NOTICE_KEY) !== null;
    if (fellBack) sessionWrite(NOTICE_KEY, '1');
    window.pgwBuildInfo = { build: name, reason: reason, fellBack: fellBack, notice: fellBack && !noticed };
    const mine = build;
    const current = function () { return build === mine; };  // callbacks of a build given up are ignored

    window.Module = {
      canvas: canvas,
      print: function (text) { console.log(text); },
      // stderr is diagnostics (e.g. a rejected setParams key), not a page error.
      printErr: function (text) { console.warn(text); },
      setStatus: function (text) { if (text && !started && current()) loadingText.textContent = text; },
      onRuntimeInitialized: function () { if (current()) runtimeReady = true; },
      onAbort: function (what) {
        if (!current()) return;
        if (!started && name === 'threads') return fallBack('the threaded build stopped while starting (' + String(what) + ')');
        if (!started) fail('The app could not load or start its WebAssembly code (' + mine.wasm + ').', String(what));
        else fail('The app stopped unexpectedly (WebAssembly abort).', String(what));
      },
    };

    const script = document.createElement('script');
    script.src = mine.js;
    script.onerror = function () {
      if (!current()) return;
      if (name === 'threads') return fallBack('could not load ' + mine.js);
      fail('Could not load ' + mine.js + ', the app\'s code.',
           'Check the connection, and that ' + mine.files + ' are served next to index.html.');
    };
    if (name === 'threads') {
      // The worker pool loads once the wasm is compiled (Module.asm is set);
      // main runs when every worker has started. A worker whose script is
      // blocked or never answers would hold the start for ever.
      let compiledAt = 0;
      poolTimer = setInterval(function () {
        if (!current() || runtimeReady || started) { clearInterval(poolTimer); return; }
        if (!window.Module.asm) return;
        const now = performance.now();
        if (!compiledAt) compiledAt = now;
        if (now - compiledAt < POOL_MS) return;
        const pool = (window.Module.PThread && window.Module.PThread.unusedWorkers) || [];
        const waiting = pool.filter(function (w) { return !w.loaded; }).length;
        fallBack(waiting + ' of ' + pool.length + ' worker threads did not start within ' + POOL_MS / 1000 + ' s');
      }, 250);
    }
    document.body.appendChild(script);
  }

  // The threaded build failed before its first frame: start the other.
  function fallBack(why) {
    if (build !== BUILDS.threads || started) return false;
    window.__errors.push('threads refused: ' + why);
    clearInterval(poolTimer);
    if (runtimeReady) {
      // main may have begun (a GL context, input listeners): start afresh.
      if (sessionWrite(NO_THREADS_KEY, why)) {
        build = null;
        location.reload();
      } else {
        fail('The app could not start its threads, and cannot remember to start without them.', why);
      }
      return true;
    }
    sessionWrite(NO_THREADS_KEY, why);
    // Nothing of it runs but its workers: stop them and start the other build.
    const old = window.Module;
    try {
      const pool = (old && old.PThread && old.PThread.unusedWorkers) || [];
      for (const worker of pool) worker.terminate();
    } catch (e) { /* nothing left to stop */ }
    // Started after the failing code has unwound: an abort runs on (its
    // promise chain aborts a second time, through the global Module), and
    // that must still find the old Module, whose handlers now ignore it.
    build = null;
    gaveUpThreads = true;
    setTimeout(function () { start('sliced', why, true); }, 0);
    return true;
  }

  // pwa.js holds the start while its service worker is about to reload the page.
  Promise.resolve(window.pgwBeforeStart).then(function () {
    const refused = threadsRefused();
    if (refused) start('sliced', refused.why, refused.fallback);
    else start('threads', '', false);
  });

  setTimeout(function () {
    if (!started && !failed) loadingText.textContent = 'Still loading… (a slow connection, or a busy computer)';
  }, 15000);
})();
