// memory.js — how much wasm memory the app needs: each kind's largest job, in
// both builds, in Debian's Chromium (scripts/bench.sh memory).
//
// For every case a fresh page opens the case's recipe link, waits until the
// level is made and every background job (grading, certificates) is over,
// then reads Module.memoryStats() (src/app/shell/web_bindings.cpp): `peak` is the
// heap's top (dlmalloc here never gives memory back, so it is the most the
// app has used since it started, its own start included), `memory` the wasm
// memory's size. The threaded build runs on the isolated server, the build
// without threads on the plain one (?sw=0 keeps the service worker out).
// The figures choose PGW_APP_MEMORY in CMakeLists.txt (docs/architecture.md, "Memory").
//
//   node bench/memory.js [--only KIND,...] [--builds threads,sliced]
// Prints a table and writes build/bench/memory.tsv. Exits 1 when a case
// fails to finish or a peak leaves less than a quarter of the threaded
// build's fixed memory free.
'use strict';

const fs = require('fs');
const path = require('path');
const { chromium } = require('@playwright/test');
const { startServer } = require('../tests/e2e/server');

const ROOT = path.resolve(__dirname, '..');
const BUILD = process.env.BUILD_DIR || path.join(ROOT, 'build');
const SITE = path.join(BUILD, 'site');
const OUT = path.join(BUILD, 'bench');
const MB = 1024 * 1024;

// Each kind at its largest form values (the forms' upper limits: Cities
// 1000×1000, Flow 40×40 Expert, Slide 12×12 Expert, Assembly's largest map),
// plus the app with no job (the default Slide level it opens with).
const CASES = [
  { kind: 'slide', label: 'start (default level)', link: '' },
  { kind: 'cities', label: '1000x1000 s1 l2 open, 4 neighbours', link: '#recipe/cities/1000x1000.s1.l2.open.n4/mem' },
  { kind: 'cities', label: '1000x1000 s1 l2 open, 8 neighbours', link: '#recipe/cities/1000x1000.s1.l2.open.n8/mem' },
  { kind: 'cities', label: '1000x1000 s50 l100 mountains, 8', link: '#recipe/cities/1000x1000.s50.l100.mountains.n8/mem' },
  { kind: 'flow', label: '40x40 all d100 Expert', link: '#recipe/flow/40x40.all.d100.expert/mem' },
  { kind: 'flow', label: '40x40 countryside d60 unique', link: '#recipe/flow/40x40.countryside.d60.unique/mem' },
  { kind: 'slide', label: '12x12 Expert (deepest climb)', link: '#recipe/slide/12x12.m8.s20.v15.expert/mem' },
  { kind: 'slide', label: '12x12 min 40 moving 60', link: '#recipe/slide/12x12.m40.s0.v60/mem' },
  { kind: 'assembly', label: 'mansion testall (17x14)', link: '#recipe/assembly/mansion.testall/mem' },
];

function args() {
  const out = { only: null, builds: ['threads', 'sliced'] };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; ++i) {
    if (argv[i] === '--only') out.only = argv[++i].split(',');
    else if (argv[i] === '--builds') out.builds = argv[++i].split(',');
    else throw new Error(`memory.js: unknown argument '${argv[i]}' (--only KIND,... --builds threads,sliced)`);
  }
  return out;
}

// The fixed memory of the threaded build, as CMakeLists.txt sets it.
function threadedMemoryMB() {
  const text = fs.readFileSync(path.join(ROOT, 'CMakeLists.txt'), 'utf8');
  const m = /set\(PGW_APP_MEMORY_MB (\d+)\)/.exec(text);
  return m ? Number(m[1]) : 0;
}

async function measure(browser, url, c) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(url + '/?sw=0' + c.link);
    await page.waitForFunction(() => window.Module && Module.frameCount && Module.frameCount() > 3, null, { timeout: 60000 });
    // The recipe's seed is the level's once it is made (the default level has its own).
    const seed = c.link ? c.link.split('/')[3] : null;
    await page.waitForFunction(([kind, sd]) => {
      Module.wake();
      const s = JSON.parse(Module.appState());
      return s.kind === kind && s.job === 'idle' && (sd === null || s.seed === sd) && s.level && Module.framePacing().jobs === 0;
    }, [c.kind, seed], { timeout: 10 * 60 * 1000, polling: 500 });
    const stats = await page.evaluate(() => ({ ...Module.memoryStats(), build: window.__build }));
    const state = await page.evaluate(() => JSON.parse(Module.appState()));
    return { ...stats, notice: state.notice || '' };
  } finally {
    await page.close();
  }
}

(async () => {
  const opts = args();
  const limitMB = threadedMemoryMB();
  const servers = { threads: await startServer(SITE, { isolate: true }), sliced: await startServer(SITE, { isolate: false }) };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const rows = [];
  let failed = false;
  try {
    for (const c of CASES) {
      if (opts.only && !opts.only.includes(c.kind)) continue;
      for (const build of opts.builds) {
        const t0 = Date.now();
        let r;
        try {
          r = await measure(browser, servers[build].url, c);
          if (r.build !== build) throw new Error(`ran the ${r.build} build, not ${build}`);
        } catch (e) {
          failed = true;
          console.log(`FAIL ${c.kind} ${c.label} (${build}): ${e.message.split('\n')[0]}`);
          continue;
        }
        const row = { kind: c.kind, label: c.label, build, peakMB: r.peak / MB, usedMB: r.used / MB, memoryMB: r.memory / MB,
          seconds: (Date.now() - t0) / 1000 };
        rows.push(row);
        console.log(`${row.kind.padEnd(9)} ${row.label.padEnd(38)} ${build.padEnd(8)} peak ${row.peakMB.toFixed(1).padStart(6)} MB` +
          `  in use ${row.usedMB.toFixed(1).padStart(6)} MB  memory ${row.memoryMB.toFixed(0).padStart(5)} MB  ${row.seconds.toFixed(0)} s`);
      }
    }
  } finally {
    await browser.close();
    servers.threads.stop();
    servers.sliced.stop();
  }
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(path.join(OUT, 'memory.tsv'), ['kind\tcase\tbuild\tpeak_mb\tused_mb\tmemory_mb\tseconds']
    .concat(rows.map((r) => [r.kind, r.label, r.build, r.peakMB.toFixed(1), r.usedMB.toFixed(1), r.memoryMB.toFixed(0),
      r.seconds.toFixed(1)].join('\t'))).join('\n') + '\n');
  const worst = {};
  for (const r of rows) worst[r.build] = Math.max(worst[r.build] || 0, r.peakMB);
  for (const [build, peak] of Object.entries(worst)) console.log(`largest peak, ${build}: ${peak.toFixed(1)} MB`);
  if (limitMB) {
    const headroom = worst.threads !== undefined ? 1 - worst.threads / limitMB : 1;
    console.log(`threaded build's fixed memory: ${limitMB} MB; headroom over the largest peak: ${(headroom * 100).toFixed(0)} %`);
    if (headroom < 0.25) failed = true;
  }
  process.exit(failed ? 1 : 0);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
