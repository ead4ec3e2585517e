// pwa.js — offline and installing: registers the service worker (sw.js),
// reloads once into cross-origin isolation where only the worker can give it,
// and offers a reload when a new version of the site is ready.
//
// Runs before app.js. Its work is for top-level pages: inside a blog's iframe
// it registers no worker and makes no reload for isolation (the app there runs
// without threads); it only reloads a frame that a worker answers when a new
// version takes over (below).
//
//   Isolation. app.js picks the threaded build when the page is
//   crossOriginIsolated. On a host that does not send COOP/COEP, the worker
//   adds them to the app page (sw.js), which helps only pages it answers. So
//   when this page is top-level, not isolated and not answered by the worker
//   (a first visit, or a reload that bypassed it), this script registers the
//   worker, waits until it is active, and reloads once. A flag in
//   sessionStorage stops a second reload in a row when the first did not make
//   the page isolated (a browser that ignores the headers); it is cleared on
//   an isolated page.
//
//   Starting. window.pgwBeforeStart is a promise that app.js waits for before
//   it loads the app's code. It is pending only while such a reload is on its
//   way, so the app never starts twice; it resolves when the page will not
//   reload after all: no worker (it failed to install, e.g. a missing file, or
//   registering is blocked), or the worker takes more than 20 s to be ready
//   (the page then starts without threads; the next visit has them).
//
//   Updates. Each visit (and every hour) asks for sw.js again; a new version
//   of the site installs in the background and waits.
//   The page then shows "A new version is ready. Reload"; Reload tells the
//   waiting worker to take over, and every page of the site reloads when it
//   does (a page never goes on with the files of two builds).
//
// ?sw=0 turns all of this off for the page and unregisters the site's worker
// (the e2e tests of the build without threads on a plain host use it).
'use strict';

(function () {
  window.pgwBeforeStart = Promise.resolve();
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const container = navigator.serviceWorker;
  // A new worker took over this page (a Reload here or in another tab): start
  // again with its files. Frames too, when the site's worker answers them.
  if (container.controller) container.addEventListener('controllerchange', function () { location.reload(); });
  if (window.top !== window) return;

  const script = new URL('sw.js', location.href).href;
  const GUARD = 'pgw-isolation-reload';
  const READY_MS = 20000;

  if (new URLSearchParams(location.search).get('sw') === '0') {
    container.getRegistration().then(function (reg) {
      if (reg && reg.active && reg.active.scriptURL === script) reg.unregister();
    });
    return;
  }

  function session(value) {  // sessionStorage may be off (privacy settings): then no reload
    try {
      if (value === undefined) return sessionStorage.getItem(GUARD);
      if (value === null) sessionStorage.removeItem(GUARD);
      else sessionStorage.setItem(GUARD, value);
      return value;
    } catch (e) {
      return 'unavailable';
    }
  }

  const isolated = window.crossOriginIsolated === true;
  if (isolated) session(null);
  const answeredByWorker = !!container.controller;
  const reloadForIsolation = 'crossOriginIsolated' in window && !isolated && !answeredByWorker && session() === null;

  // Resolves true once `reg` has an active worker, false when it will not.
  function whenActive(reg) {
    return new Promise(function (resolve) {
      if (!reg) return resolve(false);  // registering was blocked
      if (reg.active) return resolve(true);
      const worker = reg.installing || reg.waiting;
      if (!worker) return resolve(false);
      worker.addEventListener('statechange', function () {
        if (worker.state === 'activating' || worker.state === 'activated') resolve(true);
        if (worker.state === 'redundant') resolve(false);
      });
    });
  }

  // --- The update banner ------------------------------------------------------
  // A polite status region, present from the start and empty (so it takes no
  // room) until an update is offered; pwa.css gives it its look.
  const banner = document.createElement('div');
  banner.id = 'pwa-update';
  banner.setAttribute('role', 'status');
  banner.setAttribute('aria-live', 'polite');
  // The app reads keys on the whole window: keys meant for these buttons stop here.
  for (const type of ['keydown', 'keypress', 'keyup']) {
    banner.addEventListener(type, function (event) { event.stopPropagation(); });
  }
  document.body.appendChild(banner);

  function offer(worker) {
    if (banner.firstChild) return;
    const text = document.createElement('span');
    text.textContent = 'A new version is ready.';
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.textContent = 'Reload';
    reload.onclick = function () {
      reload.disabled = true;
      reload.textContent = 'Reloading…';
      // controllerchange (above) reloads. Chromium 156 can drop the message to a waiting worker it has
      // stopped, so it is posted again, to the registration's waiting worker, until one takes over.
      worker.postMessage({ type: 'skip-waiting' });
      const again = setInterval(function () {
        container.getRegistration().then(function (reg) {
          if (reg && reg.waiting) reg.waiting.postMessage({ type: 'skip-waiting' });
          else clearInterval(again);
        }).catch(function () { clearInterval(again); });
      }, 2000);
    };
    const later = document.createElement('button');
    later.type = 'button';
    later.className = 'later';
    later.textContent = 'Later';
    later.onclick = function () { banner.replaceChildren(); };
    banner.append(text, reload, later);
  }

  function watchUpdates(reg) {
    let tracked = null;
    function track(worker) {
      if (worker === tracked) return;
      tracked = worker;
      worker.addEventListener('statechange', function () {
        if (worker.state === 'installed' && container.controller) offer(worker);
      });
    }
    if (reg.waiting && container.controller) offer(reg.waiting);
    if (reg.installing) track(reg.installing);
    reg.addEventListener('updatefound', function () { if (reg.installing) track(reg.installing); });
    if (container.controller && !reg.installing && !reg.waiting) reg.update().catch(function () {});  // each visit checks
    setInterval(function () { reg.update().catch(function () {}); }, 60 * 60 * 1000);
  }

  // --- Register ---------------------------------------------------------------
  function register() {
    return container.register(script).then(function (reg) {
      if (reg) watchUpdates(reg);
      return reg;
    });
  }

  if (!reloadForIsolation) {
    // Not in the way of the app's own loading.
    window.addEventListener('load', function () { register().catch(function () {}); });
    return;
  }

  const loadingText = document.getElementById('loading-text');
  if (loadingText) loadingText.textContent = 'Setting up the app to work offline…';
  let settled = false;
  window.pgwBeforeStart = new Promise(function (start) {
    function startHere() {
      if (settled) return;
      settled = true;
      start();
    }
    setTimeout(startHere, READY_MS);
    register().then(whenActive).then(function (active) {
      if (!active || settled) return startHere();
      settled = true;
      session('1');
      location.reload();
    }, startHere);
  });
})();
