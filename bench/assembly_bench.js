#!/usr/bin/env node
// assembly_bench.js — every assembly of every fixture .ump file, seeds
// 0..SEEDS-1, default cvars: ours natively and in wasm under node
// (assembly_bench), against the original RMA2 (UFO:AI's sv_rma.cpp in
// bench/peers/rma2's harness). One run, one table: mean and worst ms per
// assembly, the runs that made a map, and why not.
//
//   node bench/assembly_bench.js NATIVE_BENCH WASM_BENCH PEER DIR [SEEDS] [PEER_ORIGIN]
//
// PEER "-" leaves the original out (when it could not be built; the table
// says so). PEER_ORIGIN says where the original's sources came from. Exits
// non-zero when native and wasm made different maps, or ours gave up
// (without a proof) on an assembly the peer assembled.
'use strict';

const { execFileSync } = require('child_process');

const [nativeBench, wasmBench, peer, dir, seedsText = '50', peerOrigin = ''] = process.argv.slice(2);
if (!nativeBench || !wasmBench || !peer || !dir) {
  console.error('usage: node bench/assembly_bench.js NATIVE_BENCH WASM_BENCH PEER DIR [SEEDS] [PEER_ORIGIN]');
  process.exit(2);
}
const seeds = Number(seedsText);

function ours(command, args) {
  const rows = new Map();
  for (const line of String(execFileSync(command, args, { maxBuffer: 1 << 26 })).trim().split('\n')) {
    const [platform, file, assembly, runs, ok, mean, worst, nodes, replans, warnings, hash, reason] = line.split('\t');
    rows.set(`${file} ${assembly}`, { platform, file, assembly, runs: Number(runs), ok: Number(ok), mean: Number(mean),
      worst: Number(worst), nodes: Number(nodes), replans: Number(replans), warnings: Number(warnings), hash, reason });
  }
  return rows;
}

// The peer, one assembly at a time: lines "FILE ASSEMBLY SEED STATUS MS TILES [ERROR]".
// Seeds past an assembly's seeds list are not tried by the original (its test mode).
function rma2(file, assembly) {
  if (peer === '-') return { runs: 0, ok: 0, tried: 0, mean: 0, worst: 0, reason: '' };
  let out = '';
  try {
    out = String(execFileSync(peer, [dir, file, assembly, '0', String(seeds - 1)], { maxBuffer: 1 << 26 }));
  } catch (e) {
    out = String(e.stdout || '');
  }
  const runs = out.trim().split('\n').filter(Boolean).map((line) => line.split('\t'))
    .filter((r) => !(r[3] === 'fail' && /^not assembled:/.test(r[6] || '')));
  const ok = runs.filter((r) => r[3] === 'ok');
  const ms = runs.map((r) => Number(r[4]));
  const failure = runs.find((r) => r[3] !== 'ok');
  return { runs: runs.length, ok: ok.length, mean: ms.reduce((a, b) => a + b, 0) / Math.max(1, ms.length),
    worst: Math.max(0, ...ms), reason: failure ? `${failure[3]}${failure[6] ? ': ' + failure[6] : ''}` : '' };
}

const native = ours(nativeBench, [dir, String(seeds)]);
const wasm = ours('node', ['--no-experimental-fetch', wasmBench, dir, String(seeds)]);

const pad = (text, n) => String(text).padEnd(n);
const num = (x, n = 8) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2)).padStart(n);
const made = (ok, runs) => `${String(ok).padStart(3)}/${String(runs).padEnd(3)}`;
console.log(`Assembly: every fixture assembly × seeds 0–${seeds - 1}, default cvars; ms per assembly (mean / worst), ` +
  'maps made / seeds tried');
if (peer !== '-' && peerOrigin) console.log(`RMA2 (the original) built from ${peerOrigin}`);
// Column widths: ms mean and worst 8 each, maps made 7 ("ok/runs").
console.log(`${pad('file assembly', 28)}|${pad(' ours native', 26)}|${pad(' ours wasm', 18)}|${pad(' RMA2 (original)', 26)}|` +
  ' RMA2/nat mean worst');
let failed = false;
const all = { nat: [], wasm: [], peer: [], natWorst: 0, wasmWorst: 0, peerWorst: 0, ourFailures: [], peerFailures: [],
  warned: [] };
for (const [key, n] of native) {
  const w = wasm.get(key);
  const p = rma2(n.file, n.assembly);
  const ratio = (a, b) => (b > 0 && p.runs > 0 ? `${(a / b).toFixed(1)}×` : '–').padStart(7);
  const peerColumns = p.runs > 0 ? `${num(p.mean)} ${num(p.worst)} ${made(p.ok, p.runs)}` : pad('   –', 25);  // 25 + ' ' = 26
  console.log(`${pad(key, 28)}|${num(n.mean)} ${num(n.worst)} ${made(n.ok, n.runs)} |${num(w.mean)} ${num(w.worst)} |` +
    `${peerColumns} |${ratio(p.mean, n.mean)} ${ratio(p.worst, n.worst)}`);
  if (n.ok < n.runs) all.ourFailures.push(`${key}: ${n.runs - n.ok} of ${n.runs} (${n.reason})`);
  if (n.warnings > 0) all.warned.push(`${key} (${n.warnings})`);
  if (p.ok < p.runs) all.peerFailures.push(`${key}: ${p.runs - p.ok} of ${p.runs} (${p.reason})`);
  if (n.hash !== w.hash) { console.log(`!! ${key}: native and wasm made different maps`); failed = true; }
  // A proof (an exhausted search) is an answer; giving up where the original made a map is a fault.
  if (n.ok < n.runs && p.ok > 0 && /^gave up/.test(n.reason)) {
    console.log(`!! ${key}: ours gave up where the original assembled`);
    failed = true;
  }
  if (n.ok === 0) continue;  // the all-assemblies row: the assemblies ours can assemble
  for (const [list, row] of [[all.nat, n], [all.wasm, w]]) list.push(row.mean);
  if (p.runs > 0) all.peer.push(p.mean);
  all.natWorst = Math.max(all.natWorst, n.worst);
  all.wasmWorst = Math.max(all.wasmWorst, w.worst);
  all.peerWorst = Math.max(all.peerWorst, p.worst);
}
const avg = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
console.log(`${pad('assembled ones, all', 28)}|${pad(`${num(avg(all.nat))} ${num(all.natWorst)}`, 26)}|` +
  `${num(avg(all.wasm))} ${num(all.wasmWorst)} |` +
  `${pad(all.peer.length ? `${num(avg(all.peer))} ${num(all.peerWorst)}` : '   –', 25)} |` +
  `${all.peer.length ? `${(avg(all.peer) / avg(all.nat)).toFixed(1)}×`.padStart(7) + ' ' +
    `${(all.peerWorst / all.natWorst).toFixed(1)}×`.padStart(7) : ''}`);
console.log(`Targets (native): mean ≤ 4 ms ${avg(all.nat) <= 4 ? 'MET' : 'NOT MET'}, worst ≤ 200 ms ${all.natWorst <= 200 ? 'MET' : 'NOT MET'}`);
console.log(`Assembled as the game does, with warnings (most in a run): ${all.warned.length ? all.warned.join(', ') : 'none'}`);
console.log(`Ours failed: ${all.ourFailures.length ? '\n  ' + all.ourFailures.join('\n  ') : 'none'}`);
if (peer === '-') console.log('RMA2: not run (its source could not be built; see bench/peers/rma2/README.md)');
else console.log(`RMA2 failed (seeds past a seeds list are not tried): ${all.peerFailures.length ? '\n  ' + all.peerFailures.join('\n  ') : 'none'}`);
process.exit(failed ? 1 : 0);
