// pgw-kinds-worker.js — the generators in a plain Web Worker, for pages that
// are not cross-origin isolated (no threads there). web/pgw-api.js starts one
// worker per job and terminates it to cancel.
//
// The app built without threads starts one for a Lab run (web/pgw-lab.js).
//
// In:  {op: "generate"|"solve"|"describe"|"collection"|"lab", kind, a, b}   (see src/web/kinds_worker.cpp)
// Out: {type: "progress", fraction, phase}* then {type: "answer", answer: {ok, result|error}};
//      op "lab": {type: "lab", bytes, done, total}* (its levels, in batches) instead of progress
'use strict';

let request = null;

function answer() {
  const { op, kind, a, b } = request;
  postMessage({ type: 'answer', answer: JSON.parse(Module.kindsRun(op, kind, a, b)) });
}

var Module = {
  onRuntimeInitialized: function () {
    if (request) answer();
  },
  // The wasm could not load or stopped (memory ran out): an answer saying so, not silence.
  onAbort: function (what) {
    postMessage({ type: 'answer', answer: { ok: false, error: 'the generators stopped: ' + what } });
  },
};

onmessage = function (event) {
  request = event.data;
  if (Module.kindsRun) answer();
};

importScripts('pgw-kinds.js');
