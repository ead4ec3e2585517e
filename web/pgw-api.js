// pgw-api.js — the workbench's generators for a page's own scripts: window.PGW.
//
// Two ways to run, the same answers: on a page where the app runs with
// threads (Module.apiStart, src/web/api.cpp), jobs run on its worker
// threads; anywhere else (any page that includes this script, isolated or
// not) each job gets a plain Web Worker running the generators built without
// threads (pgw-kinds-worker.js), and cancelling terminates it. Nothing blocks
// the page; progress is reported while a job runs; an AbortSignal cancels.
// Every call returns a promise. Types: pgw-api.d.ts.
//
//   const level = await PGW.generate('flow', { width: 7, height: 7, env: 'town', unique: true }, 'castle');
//   level.code, level.link ('#flow-…'), level.recipe ('#recipe/flow/7x7.town.d60.unique/castle')
'use strict';

(function () {
  const POLL_MS = 25;
  // This script's folder: the worker and the wasm live beside it.
  const base = document.currentScript ? document.currentScript.src.replace(/[^/]*$/, '') : '';

  function threaded() {
    return window.Module && typeof Module.apiStart === 'function';
  }

  // --- In the app, on its threads -------------------------------------------
  function parse(json) {
    const answer = JSON.parse(json);
    if (answer.ok === false) throw new Error(answer.error);
    return answer;
  }

  function runThreaded(op, kind, a, b, options) {
    return new Promise(function (resolve, reject) {
      if (op === 'describe') return resolve(parse(Module.apiDescribe(a)).level);
      if (op === 'collection') return resolve(parse(Module.apiCollection(a)).collection);
      if (op === 'generate' && typeof a !== 'string') a = parse(Module.apiParams(kind, a)).params;
      const job = parse(Module.apiStart(op, kind, a, b || '')).job;
      function onAbort() {
        Module.apiCancel(job);
        reject(new Error('cancelled'));
      }
      if (options.signal) options.signal.addEventListener('abort', onAbort, { once: true });
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

  // --- Anywhere, in a plain Web Worker ----------------------------------------
  function runInWorker(op, kind, a, b, options) {
    return new Promise(function (resolve, reject) {
      const worker = new Worker(base + 'pgw-kinds-worker.js');
      function finish() {
        worker.terminate();
        if (options.signal) options.signal.removeEventListener('abort', onAbort);
      }
      function onAbort() {
        finish();
        reject(new Error('cancelled'));
      }
      if (options.signal) options.signal.addEventListener('abort', onAbort, { once: true });
      worker.onmessage = function (event) {
        const message = event.data;
        if (message.type === 'progress') {
          if (options.onProgress) options.onProgress(message.fraction, message.phase);
          return;
        }
        finish();
        if (message.answer.ok) resolve(message.answer.result);
        else reject(new Error(message.answer.error));
      };
      worker.onerror = function (event) {
        finish();
        reject(new Error('the generator worker failed: ' + (event.message || 'it could not load')));
      };
      worker.postMessage({ op: op, kind: kind, a: typeof a === 'string' ? a : JSON.stringify(a || {}), b: b || '' });
    });
  }

  function run(op, kind, a, b, options) {
    options = options || {};
    if (options.signal && options.signal.aborted) return Promise.reject(new Error('cancelled'));
    return threaded() ? runThreaded(op, kind, a, b, options) : runInWorker(op, kind, a, b, options);
  }

  // A level code or level link split into kind and code (shape only: the
  // kind's decoder says what else is wrong).
  function levelCode(text) {
    const match = /^(?:.*#)?(([a-z]+)-[A-Za-z0-9_-]+)$/.exec(String(text).trim());
    if (!match) return Promise.reject(new Error('a level code or level link is needed, like flow-AQcH…'));
    return Promise.resolve({ kind: match[2], code: match[1] });
  }

  // The app in an iframe (?embed) posts each level solved: {type: 'pgw-result', …}.
  const resultListeners = [];
  window.addEventListener('message', function (event) {
    const data = event.data;
    if (!data || data.type !== 'pgw-result') return;
    for (const listener of resultListeners) listener(Object.assign({}, data.result), event.source);
  });

  window.PGW = {
    /** Where jobs run: "threads" inside the app, "worker" anywhere else. */
    backend: function () { return threaded() ? 'threads' : 'worker'; },
    generate: function (kind, params, seed, options) {
      return run('generate', kind, params, String(seed), options);
    },
    solve: function (code, options) {
      return levelCode(code).then(function (level) { return run('solve', level.kind, level.code, '', options); });
    },
    describe: function (code) {
      return levelCode(code).then(function (level) { return run('describe', level.kind, level.code, '', {}); });
    },
    /** A collection link read: its title, author, note and levels (codes, or recipes made when asked). */
    collection: function (link) {
      return run('collection', '', String(link), '', {});
    },
    /** Level `index` (1-based) of a collection: its code at once, or its recipe generated. */
    collectionLevel: function (link, index, options) {
      return PGW.collection(link).then(function (set) {
        const level = set.levels[index - 1];
        if (!level) throw new Error('the collection has levels 1 to ' + set.count + ', not ' + index);
        if (level.code) return { code: level.code, link: '#' + level.code, recipe: level.recipe || '' };
        return run('generate', level.kind, level.params, level.seed, options);
      });
    },
    /** Calls `listener(result, source)` for each level solved in an embedded app on this page:
     *  {kind, code, ms, moves, par, hints, daily, collection, index} (collection: its link, index 1-based). */
    onResult: function (listener) {
      resultListeners.push(listener);
    },
  };
})();
