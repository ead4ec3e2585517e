#!/usr/bin/env node
// cities_bench.js — Cities generation at 200×200, 500×500 and 1000×1000,
// s = 3, l = 6, open terrain, 4 neighbours: ours natively and in wasm under
// node (cities_bench), against (a) seed 002's algorithm in JavaScript
// (bench/peers/shuffling-cities.js) and (b) the npm package
// poisson-disk-sampling (Bridson's algorithm, continuous), whose radius is
// chosen so it makes as many points as we make cities. One run, one table.
//
//   node bench/cities_bench.js NATIVE_BENCH WASM_BENCH [SIZES] [MIN_SECONDS]
//
// Exits non-zero when native and wasm placed different cities or the
// checker found a fault in ours.
'use strict';

const { execFileSync } = require('child_process');
const PoissonDiskSampling = require('poisson-disk-sampling');
const { shufflingCities } = require('./peers/shuffling-cities');

const [nativeBench, wasmBench, sizeList = '200,500,1000', minSecondsText = '1'] = process.argv.slice(2);
if (!nativeBench || !wasmBench) {
  console.error('usage: node bench/cities_bench.js NATIVE_BENCH WASM_BENCH [SIZES] [MIN_SECONDS]');
  process.exit(2);
}
const sizes = sizeList.split(',').map(Number);
const minSeconds = Number(minSecondsText);

function ours(command, args) {
  const rows = {};
  for (const line of String(execFileSync(command, args)).trim().split('\n')) {
    const [platform, size, s, l, cities, mean, best, runs, hash, verdict] = line.split('\t');
    rows[size] = { platform, cities: Number(cities), mean: Number(mean), best: Number(best), runs: Number(runs),
      hash, verdict };
  }
  return rows;
}

// Mean ms of `run` over at least 3 runs and `minSeconds`.
function timed(run) {
  let runs = 0, total = 0, last;
  const start = performance.now();
  while (runs < 3 || performance.now() - start < minSeconds * 1000) {
    const t0 = performance.now();
    last = run();
    total += performance.now() - t0;
    ++runs;
  }
  return { mean: total / runs, runs, count: last };
}

// Bridson's points per area at radius r: about k·area/r² (k measured here
// once, on a 300×300 square), so r = √(k·area/target).
function bridsonRadius(size, target) {
  const r0 = 2.5;
  const probe = new PoissonDiskSampling({ shape: [300, 300], minDistance: r0, maxDistance: 2 * r0, tries: 30 }).fill();
  const k = probe.length * r0 * r0 / (300 * 300);
  return Math.sqrt(k * size * size / target);
}

const native = ours(nativeBench, [sizeList, minSecondsText]);
const wasm = ours('node', ['--no-experimental-fetch', wasmBench, sizeList, minSecondsText]);
const fmt = (v) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
const ratio = (a, b) => (a / b).toFixed(1) + '×';
console.log('Cities, open terrain, s = 3, l = 6, 4 neighbours: mean ms per map (cities or points made)');
console.log('size        | ours native      | ours wasm        | seed 002 (JS)     | Bridson npm (JS)          | seed/nat seed/wasm | Bridson/nat Bridson/wasm');
let failed = false;
const targets = [];
for (const size of sizes) {
  const n = native[size], w = wasm[size];
  const seed = timed(() => shufflingCities(size, size, 3, 6).length);
  const r = bridsonRadius(size, n.cities);
  const bridson = timed(() => new PoissonDiskSampling({ shape: [size, size], minDistance: r, maxDistance: 2 * r,
    tries: 30 }).fill().length);
  console.log(`${(size + '×' + size).padEnd(11)} | ${fmt(n.mean).padStart(7)} (${n.cities}) | ${fmt(w.mean).padStart(7)} (${w.cities}) | ` +
    `${fmt(seed.mean).padStart(7)} (${seed.count}) | ${fmt(bridson.mean).padStart(7)} (${bridson.count}, r ${r.toFixed(2)}) | ` +
    `${ratio(seed.mean, n.mean).padStart(8)} ${ratio(seed.mean, w.mean).padStart(9)} | ` +
    `${ratio(bridson.mean, n.mean).padStart(11)} ${ratio(bridson.mean, w.mean).padStart(12)}`);
  if (n.hash !== w.hash) { console.log(`!! ${size}: native and wasm placed different cities`); failed = true; }
  if (n.verdict !== 'ok' || w.verdict !== 'ok') { console.log(`!! ${size}: checker: ${n.verdict} / ${w.verdict}`); failed = true; }
  if (size === 1000) targets.push({ seed, bridson, n, w });
}
for (const { seed, bridson, n, w } of targets) {
  const met = (ok) => (ok ? 'MET' : 'NOT MET');
  console.log(`Target ≥ 10× the seed algorithm at 1000×1000: native ${met(seed.mean >= 10 * n.mean)}, wasm ${met(seed.mean >= 10 * w.mean)}`);
  console.log(`Target faster than Bridson at 1000×1000:     native ${met(bridson.mean > n.mean)}, wasm ${met(bridson.mean > w.mean)}`);
}
console.log(`Cross-check: native and wasm cities ${failed ? 'DIFFER or failed the checker' : 'identical, and the checker passes them'}`);
process.exit(failed ? 1 : 0);
