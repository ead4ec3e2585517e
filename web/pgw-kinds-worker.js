// pgw-kinds-worker.js — the generators in a plain Web Worker, for pages that
// are not cross-origin isolated (no threads there). web/pgw-api.js starts one
// worker per job and terminates it to cancel.
//
// In:  {op: "generate"|"solve"|"describe"|"collection", kind, a, b}   (see src/web/kinds_worker.cpp)
// Out: {type: "progress", fraction, phase}* then {type: "answer", answer: {ok, result|error}}
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
};

onmessage = function (event) {
  request = event.data;
  if (Module.kindsRun) answer();
};

importScripts('pgw-kinds.js');
