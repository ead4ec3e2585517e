// pgw-api.js — the workbench's generators for a page's own scripts: window.PGW.
//
// Promises over the Embind calls of src/web/api.cpp. Generation and solving
// run on the app's worker threads and never block the page; progress is
// reported while they run, and an AbortSignal cancels them. Types: pgw-api.d.ts.
//
//   await PGW.ready;
//   const level = await PGW.generate('flow', { width: 7, height: 7, env: 'town', unique: true }, 'castle');
//   location.hash = level.link;   // or level.recipe: the short form
'use strict';

(function () {
  const POLL_MS = 25;

  function parse(json) {
    const answer = JSON.parse(json);
    if (answer.ok === false) throw new Error(answer.error);
    return answer;
  }

  const ready = new Promise(function (resolve) {
    (function wait() {
      if (window.Module && typeof Module.apiStart === 'function') resolve();
      else setTimeout(wait, POLL_MS);
    })();
  });

  function paramsText(kind, params) {
    if (typeof params === 'string') return params;
    return parse(Module.apiParams(kind, params || {})).params;
  }

  function run(op, kind, a, b, options) {
    options = options || {};
    return new Promise(function (resolve, reject) {
      const started = parse(Module.apiStart(op, kind, a, b || ''));
      const job = started.job;
      function onAbort() {
        Module.apiCancel(job);
        reject(new Error('cancelled'));
      }
      if (options.signal) {
        if (options.signal.aborted) return onAbort();
        options.signal.addEventListener('abort', onAbort, { once: true });
      }
      (function poll() {
        if (options.signal && options.signal.aborted) return;
        const status = JSON.parse(Module.apiPoll(job));
        if (status.state === 'running') {
          if (options.onProgress) options.onProgress(status.progress, status.phase);
          setTimeout(poll, POLL_MS);
          return;
        }
        if (options.signal) options.signal.removeEventListener('abort', onAbort);
        if (status.state === 'done') resolve(status.result);
        else reject(new Error(status.error || 'the job was lost'));
      })();
    });
  }

  window.PGW = {
    ready: ready,
    kinds: function () { return JSON.parse(Module.apiKinds()); },
    paramsText: paramsText,
    generate: function (kind, params, seed, options) {
      return ready.then(function () {
        return run('generate', kind, paramsText(kind, params), String(seed), options);
      });
    },
    solve: function (code, options) {
      return ready.then(function () {
        const link = parse(Module.apiCheckLink(code));
        return run('solve', link.kind, link.code, '', options);
      });
    },
    describe: function (code) { return parse(Module.apiDescribe(code)).level; },
    checkLink: function (text) { return parse(Module.apiCheckLink(text)); },
  };
})();
