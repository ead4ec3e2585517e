// determinism.e2e.js — the same (params, seed) must give byte-identical levels
// from the native levelgen and from levelgen compiled to wasm (run in node),
// and the golden recipe links (tests/golden/recipes.tsv) must open their
// committed levels in both.
'use strict';

const { execFileSync } = require('child_process');
const path = require('path');
const h = require('./harness');

const CASES = [
  ['--width', '6', '--height', '6', '--seed', '1'],
  ['--width', '6', '--height', '6', '--seed', 'castle'],
  ['--width', '9', '--height', '5', '--min-moves', '12', '--seed', '77'],
  ['--width', '4', '--height', '11', '--stationary', '30', '--moving', '10', '--seed', '3'],
  ['--width', '10', '--height', '10', '--moving', '5', '--hardest', '--seed', '2026'],
  ['--width', '12', '--height', '12', '--moving', '8', '--stationary', '25', '--min-moves', '10', '--seed', '5'],
];

function levelgen(wasm, args) {
  const out = wasm
    ? execFileSync('node', ['--no-experimental-fetch', path.join(h.BUILD, 'wasm/levelgen.js'), ...args])
    : execFileSync(path.join(h.BUILD, 'native/levelgen'), args);
  return JSON.parse(String(out));
}

h.test('native and wasm levelgen agree; the golden recipes open their levels in both', () => {
  for (const c of CASES) {
    const args = ['slide', 'generate', ...c];
    const a = levelgen(false, args), b = levelgen(true, args);
    h.check(`native and wasm agree: ${c.join(' ')}`,
      a.code === b.code && a.optimal_moves === b.optimal_moves && a.code.startsWith('slide-'),
      { native: a.code, wasm: b.code, par: a.optimal_moves });
  }
  const golden = h.goldenRecipes();
  let same = 0;
  const differ = [];
  for (const [link, code] of golden) {
    const a = levelgen(false, ['link', link]), b = levelgen(true, ['link', link]);
    if (a.code === code && b.code === code) ++same;
    else differ.push({ link, golden: code.slice(0, 24), native: a.code.slice(0, 24), wasm: b.code.slice(0, 24) });
  }
  h.check(`golden recipe links open their committed levels natively and in wasm (${same} of ${golden.length})`,
    golden.length >= 10 && differ.length === 0, differ.slice(0, 3));
});
