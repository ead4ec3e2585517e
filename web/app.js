// app.js — starts the wasm app, and says plainly why when it cannot.
//
// Two builds of the same app: pgw.js (jobs on worker threads) needs a
// cross-origin isolated page for SharedArrayBuffer; pgw-st.js (no threads:
// jobs sliced between frames) runs anywhere else, e.g. inside a blog's
// iframe. Order: check what the app needs (WebAssembly, WebGL 2), pick the
// build, then define Module and load it. The loading
// overlay stays until the app's first frame (main.cpp calls pgwFirstFrame);
// any failure before that, or a crash after it, replaces the page with a
// readable message instead of a blank canvas.
//
// For tests: window.__firstFrameMs (performance.now() at the first frame),
// window.__errors (every error and abort message, in order) and
// window.__build ("threads" or "sliced").
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

  function fail(message, detail) {
    window.__errors.push(detail ? message + ' ' + detail : message);
    if (failed) return;
    failed = true;
    loading.hidden = true;
    errorText.textContent = message;
    errorDetail.textContent = detail || '';
    errorBox.hidden = false;
  }

  // --- Called from C++ (src/app/browser.cpp) --------------------------------
  window.pgwFirstFrame = function () {
    window.__firstFrameMs = performance.now();
    started = true;
    loading.hidden = true;
    sendMotion();
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
  // The app draws only while something changes (src/app/frame_pacer.hpp) and
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
  function onError(message) {
    const text = String(message || 'unknown error');
    if (!started) {
      fail('The app failed while loading.', text);
    } else if (/RuntimeError|Aborted|abort\(/.test(text)) {
      fail('The app stopped after an internal error. Reload the page to start again.', text);
    } else {
      window.__errors.push(text);
    }
  }
  window.addEventListener('error', function (e) {
    onError(e.error && e.error.stack ? e.error.stack : e.message);
  });
  window.addEventListener('unhandledrejection', function (e) {
    const r = e.reason;
    onError(r && (r.stack || r.message) ? (r.stack || r.message) : r);
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

  // Threads only where SharedArrayBuffer is allowed: a cross-origin isolated page.
  const threads = window.crossOriginIsolated === true && typeof SharedArrayBuffer !== 'undefined';
  const build = threads ? { js: 'pgw.js', wasm: 'pgw.wasm', files: 'pgw.js, pgw.wasm and pgw.worker.js' }
                        : { js: 'pgw-st.js', wasm: 'pgw-st.wasm', files: 'pgw-st.js and pgw-st.wasm' };
  window.__build = threads ? 'threads' : 'sliced';

  window.Module = {
    canvas: canvas,
    print: function (text) { console.log(text); },
    // stderr is diagnostics (e.g. a rejected setParams key), not a page error.
    printErr: function (text) { console.warn(text); },
    setStatus: function (text) { if (text && !started) loadingText.textContent = text; },
    onAbort: function (what) {
      if (!started) fail('The app could not load or start its WebAssembly code (' + build.wasm + ').', String(what));
      else fail('The app stopped unexpectedly (WebAssembly abort).', String(what));
    },
  };

  const script = document.createElement('script');
  script.src = build.js;
  script.onerror = function () {
    fail('Could not load ' + build.js + ', the app\'s code.',
         'Check the connection, and that ' + build.files + ' are served next to index.html.');
  };
  // pwa.js holds the start while its service worker is about to reload the page.
  Promise.resolve(window.pgwBeforeStart).then(function () { document.body.appendChild(script); });

  setTimeout(function () {
    if (!started && !failed) loadingText.textContent = 'Still loading… (a slow connection, or a busy computer)';
  }, 15000);
})();
