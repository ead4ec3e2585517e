// pgw-lab.js — the Lab's run in a plain Web Worker, for the app built without
// threads (pgw-st: pages that are not cross-origin isolated).
//
// The app (src/app/platform/lab_worker.cpp) starts a run with its Lab link;
// the worker (pgw-kinds-worker.js, op "lab") makes the levels on its own
// thread, as fast as native on one core, and posts them in batches of bytes
// (src/core/lab.hpp), which wait here until the app's next frame takes them
// into the same results a threaded run fills. Cancel terminates the worker
// at once: what was taken stays. One run at a time.
'use strict';

(function () {
  // This script's folder: the worker and the wasm live beside it.
  const base = document.currentScript ? document.currentScript.src.replace(/[^/]*$/, '') : '';
  let run = null;

  function stop() {
    if (run) run.worker.terminate();
    run = null;
  }

  window.pgwLab = {
    /** Starts a run of `link` (its tests' pace in µs, 0 for none): '' when the worker started, else why not. */
    start: function (link, paceUs) {
      stop();
      let worker;
      try {
        worker = new Worker(base + 'pgw-kinds-worker.js');
      } catch (e) {
        return String((e && e.message) || e || 'Worker refused');
      }
      const r = { worker: worker, batches: [], size: 0, heard: false, state: 'running', error: '' };
      function end(state, error) {
        if (r.state !== 'running') return;
        r.state = state;
        r.error = error;
        worker.terminate();
      }
      worker.onmessage = function (event) {
        const m = event.data;
        if (m.type === 'lab') {
          r.heard = true;
          if (m.bytes.length > 0) {
            r.batches.push(m.bytes);
            r.size += m.bytes.length;
          }
        } else if (m.type === 'answer') {
          end(m.answer.ok ? 'done' : 'failed', m.answer.ok ? '' : String(m.answer.error));
        }
      };
      worker.onerror = function (event) {
        event.preventDefault();  // the app says so; not the page's uncaught error
        end('failed', event.message || 'the worker could not load');
      };
      worker.postMessage({ op: 'lab', kind: '', a: String(link), b: String(paceUs || 0) });
      run = r;
      return '';
    },
    /** 0 no run, 1 running, 2 done, 3 failed before it was heard from (it never started), 4 failed later. */
    state: function () {
      if (!run) return 0;
      if (run.state === 'running') return 1;
      if (run.state === 'done') return 2;
      return run.heard ? 4 : 3;
    },
    /** Why the run failed ('' while it runs or when it is done). */
    error: function () {
      return run ? run.error : '';
    },
    /** The levels' bytes posted since the last call, in one array (empty when none). */
    take: function () {
      const out = new Uint8Array(run ? run.size : 0);
      if (!run) return out;
      let at = 0;
      for (const bytes of run.batches) {
        out.set(bytes, at);
        at += bytes.length;
      }
      run.batches = [];
      run.size = 0;
      return out;
    },
    /** Ends the run at once (the worker is terminated) and forgets it. */
    cancel: stop,
  };
})();
