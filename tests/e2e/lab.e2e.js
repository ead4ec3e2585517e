// lab.e2e.js — the Lab view: a #lab/… link opens it with its spec in the
// form (a bad one says what is wrong), a 2×3 Slide sweep runs with frames
// coming while its levels stream, the heatmap and the histograms are drawn
// (their pixels, not only the state), a cell and a bar are picked, a level
// from the bar is played on the Slide screen (the recipe's level, as native
// levelgen makes it), the CSV export is native `levelgen lab`'s but for ms,
// the JSON export agrees with it, a level of the bar is added to My levels,
// and a big sweep is cancelled; while a run goes on, frames are paced. On the
// desktop also: a 10,000-level sweep's memory; the build without threads (a
// page without cross-origin isolation) running the sweep in a plain Web
// Worker, native levelgen's numbers, Cancel, and the sliced run where no
// Worker starts; and levels per second against native levelgen (a benchmark,
// scripts/bench.sh lab). Desktop with the mouse; the phone upright with taps
// (@phone-portrait); the phone on its side (@phone-landscape): the Lab's
// controls at least 44 px, none overlapping.
'use strict';

const { execFileSync, spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const h = require('./harness');
const touch = require('./touch');

const LINK = '#lab/slide/width=6..7;stationary=10..30:10;n=4;seed=e2e';
const BIG = '#lab/slide/width=6..7;stationary=10..30:10;n=2000;seed=big';

// A phone either way up: touch only (taps and drags).
const isPhone = (page) => Math.min(page.viewportSize().width, page.viewportSize().height) < 600;
const levelgen = (args) => String(execFileSync(path.join(h.BUILD, 'native/levelgen'), args,
  { stdio: ['ignore', 'pipe', 'pipe'] }));
const withoutMs = (csv) => csv.trim().split('\n').map((l) => l.slice(0, l.lastIndexOf(','))).join('\n');
const labState = async (page) => (await h.appState(page)).lab;

// A press of a named widget at its centre (pressPoint, below).
async function press(page, name) {
  const box = await page.evaluate(() => { const b = Module.canvas.getBoundingClientRect(); return { x: b.left, y: b.top }; });
  const at = await touch.centre(page, name);
  await pressPoint(page, { x: box.x + at.x, y: box.y + at.y });
}

// Scrolls the Lab's panel until `name` is on screen (the wheel over the
// panel that holds it on the desktop; a finger's drag on the phone). `x`: over
// which column (by default the results', on the right of a wide Lab).
async function scrollTo(page, name, { x = null } = {}) {
  for (let i = 0; i < 60; ++i) {
    await h.waitFrames(page, 2);
    const r = await page.evaluate((n) => Module.widgetRect(n), name);
    const vh = await page.evaluate(() => innerHeight);
    const top = (await page.evaluate(() => Module.widgetRect('lab_body'))).y + 4;  // under the Lab's head
    if (r.w > 0 && r.y >= top && r.y + r.h < vh - 8) return r;
    // Out of sight: down first, then (past the panel's end) back up.
    const up = r.w > 0 ? r.y < top : i >= 15;
    const vw = page.viewportSize().width;
    const at = x !== null ? x : vw >= 760 ? Math.round(vw * 0.7) : 30;
    if (isPhone(page)) {
      // A drag scrolls as far as the finger moves: as far as the widget needs (a short panel on a phone on
      // its side shows little more than a chart), at most 40% of the screen.
      const need = r.w > 0 ? (up ? top - r.y : r.y + r.h - (vh - 8)) + 16 : vh;
      const d = Math.max(24, Math.min(vh * 0.4, need));
      const from = up ? vh * 0.55 - d / 2 : vh * 0.55 + d / 2, to = up ? from + d : from - d;
      await touch.drag(page, { x: at, y: from }, { x: at, y: to });
    } else {
      await page.mouse.move(at, 500);
      await page.mouse.wheel(0, up ? -300 : 300);
    }
  }
  throw new Error(`'${name}' could not be scrolled into view`);
}

async function pressScrolled(page, name, options) {
  await scrollTo(page, name, options);
  await press(page, name);
}

// A press at page point `at`: a tap on the phone, a click (stamped press and release) on the desktop.
async function pressPoint(page, at) {
  if (isPhone(page)) {
    await touch.tapAt(page, at);
  } else {
    await page.mouse.move(at.x, at.y);
    await h.waitFrames(page, 2);
    await h.pressAt(page, at);
  }
  await h.waitFrames(page, 3);
}

// How much of a recorded rectangle of the canvas is not its most common colour (0: blank).
async function regionVariety(page, name) {
  await h.waitFrames(page, 2);
  return h.canvasVariety(page, name);
}

// The page point of heatmap cell (row, col) of a rows × cols map.
async function heatmapPoint(page, row, col, rows, cols) {
  return page.evaluate(([r, c, nr, nc]) => {
    const box = Module.canvas.getBoundingClientRect();
    const m = Module.widgetRect('lab_heatmap');
    return { x: box.left + m.x + (c + 0.5) * m.w / nc, y: box.top + m.y + (r + 0.5) * m.h / nr };
  }, [row, col, rows, cols]);
}

// The cells' mean, min and max par are native levelgen lab's table's for LINK.
function sameAsNative(cells) {
  const table = levelgen(['lab', LINK, '--jobs', '1']);
  const rows = table.split('\n').filter((l) => /^\d/.test(l)).map((l) => l.trim().split(/\s+/));
  return rows.length === 6 && cells.length === 6 && rows.every((r, i) => {
    const c = cells[i];
    return r[0] === c.values[0] && r[1] === c.values[1] && Number(r[4]).toFixed(2) === c.mean.toFixed(2) &&
      Number(r[5]) === c.min && Number(r[6]) === c.max;
  });
}

// Presses Run on a big sweep slowed by the tests' pace, waits for its first levels, presses Cancel:
// the run stops at once and keeps what was made. `pacing`: the frames' reason while it ran.
async function cancelBig(page, tag) {
  await page.evaluate((l) => { Module.openLink(l); Module.wake(); }, BIG);
  let s = await h.waitState(page, (st) => st.lab.open && st.lab.form_cells === 6 && st.lab.form_link.includes('n=2000'));
  await page.evaluate(() => Module.setJobPace(3000));  // each poll waits 3 ms: the run outlasts the test's look
  await pressScrolled(page, 'lab_run');
  s = await h.waitState(page, (st) => st.lab.running && st.lab.done > 0, null, 60000).catch(async (e) => {
    throw new Error(`${e.message.slice(0, 200)}; lab: ${JSON.stringify(await labState(page)).slice(0, 700)}`);
  });
  // Once the press's settling frames are drawn, nobody touches the page: the frames come paced (the frames
  // counted over a second are reported, not checked: a busy machine draws fewer).
  const streaming = await page.evaluate(async () => {
    let p = Module.framePacing();
    for (let i = 0; i < 100 && p.reason !== 'paced'; ++i) {
      await new Promise((r) => setTimeout(r, 50));
      p = Module.framePacing();
    }
    const from = Module.frameCount();
    await new Promise((r) => setTimeout(r, 1000));
    return { ...p, framesInASecond: Module.frameCount() - from };
  });
  s = await h.appState(page);
  h.check(`${tag}: while a run goes on, frames come paced and levels stream in`,
    streaming.reason === 'paced' && s.lab.running && s.lab.done > 0 && s.lab.done < s.lab.total,
    { pacing: streaming, done: s.lab.done, runner: s.lab.runner });
  await h.screenshot(page, `lab-${tag}-06-running`);
  await scrollTo(page, 'lab_cancel');
  await press(page, 'lab_cancel');
  s = await h.waitState(page, (st) => !st.lab.running);
  const at = s.lab.done;
  await page.evaluate(() => Module.setJobPace(0));
  await h.sleep(500);
  const after = await labState(page);
  h.check(`${tag}: Cancel stops the run at once and keeps what was made`,
    s.lab.cancelled && at > 0 && at < 12000 && after.done === at, { done: at, later: after.done, runner: s.lab.runner });
}

async function openLab(page) {
  const s = await h.appState(page);
  if (s.compact_bar) await press(page, 'menu');
  await press(page, 'lab');
  return h.waitState(page, (st) => st.lab.open);
}

async function run(context, url, phone) {
  const tag = phone ? 'phone' : 'desktop';
  const { page, problems } = await h.openPage(context, url + '/' + LINK);

  // --- the link opens the Lab with its spec, not run -----------------------------------------
  let s = await h.waitState(page, (st) => st.lab.open);
  h.check(`${tag}: a #lab link opens the Lab with its spec in the form, not run`,
    s.lab.form_link === LINK && !s.lab.has_run && s.lab.form_cells === 6 && s.lab.form_error === '',
    { form_link: s.lab.form_link, error: s.lab.form_error });
  h.check(`${tag}: workers: ${s.lab.threads ? 'settable, min(cores, 8) by default' : 'one, in the build without threads'}`,
    s.lab.threads ? s.lab.workers >= 1 && s.lab.workers <= 8 : s.lab.workers === 1,
    { threads: s.lab.threads, workers: s.lab.workers });
  await h.screenshot(page, `lab-${tag}-01-form`);

  // --- Run: frames keep coming while levels stream, the charts fill ----------------------------
  await h.waitFrames(page, 2);
  await pressScrolled(page, 'lab_run');
  s = await h.waitState(page, (st) => st.lab.has_run);
  const pacing = await page.evaluate(() => Module.framePacing());
  s = await h.waitState(page, (st) => !st.lab.running && st.lab.done === 24, null, 60000);
  h.check(`${tag}: the 2×3 sweep makes its 24 levels, 6 cells of 4`,
    s.lab.cells.length === 6 && s.lab.cells.every((c) => c.levels === 4 && c.failures === 0 && c.numeric) &&
    s.lab.link === LINK && !s.lab.cancelled,
    { cells: s.lab.cells.map((c) => `${c.values.join('/')}: ${c.mean}`), pacing });
  h.check(`${tag}: every cell's mean, min and max par are native levelgen lab's`, sameAsNative(s.lab.cells),
    { cells: s.lab.cells.length });
  // Done: no job keeps frames coming (the screen under the view may still settle its ambient glow).
  const idle = await page.evaluate(async () => {
    for (let i = 0; i < 100; ++i) {
      const p = Module.framePacing();
      if (p.reason === 'idle') return p;
      await new Promise((r) => setTimeout(r, 100));
    }
    return Module.framePacing();
  });
  h.check(`${tag}: done, the app stops drawing`, idle.reason === 'idle' && idle.jobs === 0, idle);

  // --- the heatmap and a histogram: drawn, not blank; a cell and a bar picked -------------------
  await scrollTo(page, 'lab_heatmap');
  const heat = await regionVariety(page, 'lab_heatmap');
  h.check(`${tag}: the heatmap is drawn (its pixels vary)`, heat.w > 100 && heat.colours >= 4 && heat.other > 0.3, heat);
  await h.screenshot(page, `lab-${tag}-02-heatmap`);
  await pressPoint(page, await heatmapPoint(page, 1, 2, 2, 3));
  s = await h.waitState(page, (st) => st.lab.cell === 5);
  h.check(`${tag}: a ${phone ? 'tap' : 'click'} on a heatmap cell picks it`, s.lab.cell === 5, { cell: s.lab.cell });
  await scrollTo(page, 'lab_hist_measure');
  const hist = await regionVariety(page, 'lab_hist_measure');
  h.check(`${tag}: the cell's histogram of par is drawn`, hist.w > 100 && hist.colours >= 2 && hist.other > 0.02, hist);
  await h.screenshot(page, `lab-${tag}-03-histogram`);
  const bars = s.lab.bars_measure;
  const bar = bars.findIndex((b) => b.count > 0);
  const barAt = await page.evaluate(([b, n]) => {
    const box = Module.canvas.getBoundingClientRect();
    const r = Module.widgetRect('lab_hist_measure');
    return { x: box.left + r.x + (b + 0.5) * r.w / n, y: box.top + r.y + r.h - 12 };
  }, [bar, bars.length]);
  await pressPoint(page, barAt);
  s = await h.waitState(page, (st) => st.lab.histogram === 'measure');
  h.check(`${tag}: a ${phone ? 'tap' : 'click'} on a bar lists its levels`,
    s.lab.bar === bar && s.lab.list_size === bars[bar].count && s.lab.list.every((l) => l.measure === bars[bar].label),
    { bar, bars, list: s.lab.list.map((l) => `${l.seed} ${l.measure}`) });

  // --- a level of the bar added to My levels, then played on the Slide screen ---------------
  const first = s.lab.list[0];
  await scrollTo(page, 'lab_level_0_play');
  await h.screenshot(page, `lab-${tag}-04-list`);
  await press(page, 'lab_level_0_add');
  s = await h.waitState(page, (st) => /^Added seed/.test(st.lab.message));
  const own = s.journey.library.filter((e) => !e.built_in && e.title === 'My levels');
  const kept = own.length === 1 ? await page.evaluate((l) => PGW.collection(l), own[0].link) : null;
  h.check(`${tag}: Add puts the bar's level in My levels, as its recipe`,
    kept !== null && kept.count === 1 && kept.levels[0].seed === first.seed && kept.levels[0].params === first.params,
    { message: s.lab.message, own, level: kept && kept.levels[0] });
  await press(page, 'lab_level_0_play');
  s = await h.waitState(page, (st) => !st.lab.open && st.kind === 'slide' && st.level !== '' && st.job === 'idle');
  const native = JSON.parse(levelgen(['link', first.recipe]));
  h.check(`${tag}: Play opens the level on the Slide screen: the recipe's, as native levelgen makes it`,
    s.level === native.code, { recipe: first.recipe, level: s.level, native: native.code });
  await h.screenshot(page, `lab-${tag}-05-played`);

  // --- back to the Lab: the run is still there; the CSV export --------------------------------
  s = await openLab(page);
  h.check(`${tag}: the Lab keeps its run while closed`, s.lab.done === 24 && s.lab.cell === 5, { done: s.lab.done });
  await scrollTo(page, 'lab_export_csv');
  const [download] = await Promise.all([page.waitForEvent('download'), press(page, 'lab_export_csv')]);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  const nativeCsv = levelgen(['lab', LINK, '--csv', '-', '--jobs', '2']);
  h.check(`${tag}: the CSV export is native levelgen lab's, every column but ms`,
    withoutMs(csv) === withoutMs(nativeCsv) && csv.split('\n')[0] === 'width,stationary,seed,code,par,ms',
    { name: download.suggestedFilename(), lines: csv.trim().split('\n').length });
  // The JSON: its link, each cell's summary as the state has it, each level the CSV's row.
  const [jsonDownload] = await Promise.all([page.waitForEvent('download'), press(page, 'lab_export_json')]);
  const json = JSON.parse(fs.readFileSync(await jsonDownload.path(), 'utf8'));
  const rowsOf = csv.trim().split('\n').slice(1).map((l) => l.split(','));
  h.check(`${tag}: the JSON export: the link, every cell's summary, every level the CSV's (seed, code, par)`,
    json.link === LINK && json.kind === 'slide' && json.cells.length === 6 && json.levels.length === 24 &&
    json.cells.every((c, i) => c.levels === 4 && c.mean === s.lab.cells[i].mean && c.min === s.lab.cells[i].min &&
      c.max === s.lab.cells[i].max && c.values.join('/') === s.lab.cells[i].values.join('/')) &&
    json.levels.every((l, i) => l.ok && l.cell === Math.floor(i / 4) && l.index === i % 4 && l.seed === rowsOf[i][2] &&
      l.code === rowsOf[i][3] && l.measure === rowsOf[i][4]),
    { name: jsonDownload.suggestedFilename(), cells: json.cells && json.cells.length, levels: json.levels && json.levels.length });

  // --- a bad Lab link: the link dialog with the parser's message -------------------------------
  await page.evaluate(() => { Module.openLink('#lab/slide/width=9..3;n=1;seed=x'); Module.wake(); });
  s = await h.waitState(page, (st) => st.dialog === 'link_error');
  h.check(`${tag}: a bad Lab link shows the link dialog with what is wrong`,
    /Lab link/.test(s.link_error) && /9\.\.3|backwards|runs|from/.test(s.link_error), { error: s.link_error });
  await press(page, 'dialog_close');
  await h.waitState(page, (st) => st.dialog === 'none');

  // --- a big sweep cancelled ---------------------------------------------------------------
  await cancelBig(page, tag);

  h.check(`${tag}: no console errors`, problems.length === 0, problems.slice(0, 5));
  return page;
}

// Sets the Workers field by its − and + buttons (the row's items labelled so, beside the field).
async function setWorkers(page, workers) {
  for (let i = 0; i < 20; ++i) {
    const s = await labState(page);
    if (s.workers === workers) return;
    await scrollTo(page, 'lab_workers', { x: 200 });
    const at = await page.evaluate(([more]) => {
      const box = Module.canvas.getBoundingClientRect();
      const field = Module.widgetRect('lab_workers');
      const item = Module.uiItems().find((it) => it.label === (more ? '+' : '-') &&
        Math.abs(it.y - field.y) < 4 && it.x > field.x);
      return item ? { x: box.left + item.x + item.w / 2, y: box.top + item.y + item.h / 2 } : null;
    }, [s.workers < workers]);
    if (!at) throw new Error('the Workers field has no - and + buttons');
    await pressPoint(page, at);
  }
  throw new Error(`the Workers field did not reach ${workers}`);
}

// Native levelgen lab on `jobs` threads: its levels per second (it says so on standard error).
function nativeSpeed(link, jobs) {
  const r = spawnSync(path.join(h.BUILD, 'native/levelgen'), ['lab', link, '--jobs', String(jobs)], { encoding: 'utf8' });
  const m = /\(([\d.]+) levels\/s\) on (\d+) thread/.exec(r.stderr);
  return m ? Number(m[1]) : 0;
}

h.test('the Lab: a Slide sweep, its heatmap and histograms, a level played, the CSV, a cancel (desktop)',
  async ({ context, server }) => {
    const page = await run(context, server.url, false);

    // --- keyboard only: Tab reaches a heatmap cell, named with its numbers; Enter picks it -------
    await page.evaluate((l) => { Module.openLink(l); Module.wake(); }, LINK);
    await h.waitState(page, (st, l) => st.lab.open && st.lab.form_link === l, LINK);
    await page.mouse.move(5, 795);
    let focused = null;
    for (let i = 0; i < 120 && !(focused && /stationary=20: Mean par/.test(focused.description)); ++i) {
      await page.keyboard.press('Tab');
      await h.waitFrames(page, 2);
      focused = await page.evaluate(() => Module.focusedItem());
    }
    await page.keyboard.press('Enter');
    const picked = await h.waitState(page, (st) => st.lab.cell === 1, null, 10000).catch(() => null);
    // (The cancelled run made only its first cell: this one says so.)
    h.check('desktop: Tab reaches a heatmap cell, which says its numbers; Enter picks it',
      picked !== null && focused && /^width=6, stationary=20: Mean par ([\d.]+ \(\d+ levels?\)|not made yet), button$/.test(focused.description),
      { focused: focused && focused.description });
    await page.keyboard.press('Escape');
    await h.waitFrames(page, 3);  // the Esc handled before the link opens (else it would close the Lab the link opened)

    // --- 10,000 levels: memory ---------------------------------------------------------------
    const mem = '#lab/slide/width=6..7;stationary=10..30:10;n=1667;seed=mem';
    await page.evaluate((l) => { Module.openLink(l); Module.wake(); }, mem);
    await h.waitState(page, (st) => st.lab.open && st.lab.form_link.includes('n=1667'));
    await pressScrolled(page, 'lab_run');
    let s = await h.waitState(page, (st) => st.lab.has_run && !st.lab.running && st.lab.done === 10002, null, 300000);
    const stats = await page.evaluate(() => Module.memoryStats());
    h.check('desktop: a 10,002-level sweep keeps the page under 256 MiB',
      stats.peak < 256 * 1024 * 1024,
      { peakMiB: (stats.peak / 1048576).toFixed(1), usedMiB: (stats.used / 1048576).toFixed(1),
        resultsKiB: (s.lab.memory_bytes / 1024).toFixed(0), codesKept: s.lab.codes_kept,
        levelsPerS: s.lab.levels_per_s.toFixed(0), workers: s.lab.run_workers });
    await h.screenshot(page, 'lab-desktop-07-10k');
  });

// The build without threads (a page that is not cross-origin isolated): the run is made in a plain Web
// Worker; where the browser refuses a Worker, in slices between frames, saying so.
h.test('the Lab without threads: the sweep in a plain Web Worker, native levelgen\'s numbers, Cancel; sliced without a Worker',
  async ({ context, plain }) => {
    const { page, problems } = await h.openPage(context, plain.url + '/?sw=0' + LINK);
    let s = await h.waitState(page, (st, l) => st.lab.open && st.lab.form_link === l, LINK);
    h.check('no threads: the build without threads, one worker', !s.build.threads && !s.lab.threads && s.lab.workers === 1,
      { build: s.build, workers: s.lab.workers });
    await pressScrolled(page, 'lab_run');
    s = await h.waitState(page, (st) => st.lab.has_run && !st.lab.running && st.lab.done === 24, null, 60000);
    h.check('no threads: the 2×3 sweep is made in a plain Web Worker; every cell\'s mean, min and max par are native levelgen lab\'s',
      s.lab.runner === 'worker' && s.lab.run_threads === 1 && !s.lab.cancelled && s.lab.error === '' && sameAsNative(s.lab.cells),
      { runner: s.lab.runner, cells: s.lab.cells.map((c) => `${c.values.join('/')}: ${c.mean}`), error: s.lab.error });
    await scrollTo(page, 'lab_export_csv');
    const [download] = await Promise.all([page.waitForEvent('download'), press(page, 'lab_export_csv')]);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    h.check('no threads: the CSV export is native levelgen lab\'s, every column but ms',
      withoutMs(csv) === withoutMs(levelgen(['lab', LINK, '--csv', '-', '--jobs', '1'])), { lines: csv.trim().split('\n').length });
    await h.screenshot(page, 'lab-nothreads-01-done');
    await cancelBig(page, 'nothreads');

    // No Worker: the same sweep sliced between frames, and the view says why.
    await page.evaluate(() => { window.Worker = function () { throw new Error('Worker refused by the test'); }; });
    await page.evaluate((l) => { Module.openLink(l); Module.wake(); }, LINK);
    await h.waitState(page, (st, l) => st.lab.form_link === l && !st.lab.running, LINK);
    await pressScrolled(page, 'lab_run');
    s = await h.waitState(page, (st) => st.lab.has_run && !st.lab.running && st.lab.done === 24, null, 120000);
    h.check('no threads, no Worker: the run is sliced between frames, says why, and makes the same numbers',
      s.lab.runner === 'sliced' && /refused by the test/.test(s.lab.note) && sameAsNative(s.lab.cells),
      { runner: s.lab.runner, note: s.lab.note });
    await scrollTo(page, 'lab_progress');
    await h.screenshot(page, 'lab-nothreads-02-sliced');
    h.check('no threads: no console errors', problems.length === 0, problems.slice(0, 5));
  });

// A benchmark, not a check of the app: run by `scripts/bench.sh lab` (PGW_BENCH=1), skipped by the
// suite. Levels per second in the page against native levelgen lab on the same sweep, one after the
// other in the same run, with 1, 2 and 4 workers, for a sweep of each kind.
const SPEED_SWEEPS = [
  ['#lab/slide/width=6..7;stationary=10..30:10;n=1000;seed=speed', 6000],
  ['#lab/flow/width=7..9;density=40..80:20;n=1000;seed=speed', 9000],
  ['#lab/cities/width=100..200:100;min=2..4;set.height=100;n=200;seed=speed', 1200],
  ['#lab/assembly/assembly=nature_small|nature_medium|nature_large;set.file=forest;n=100;seed=speed', 300],
  ['#lab/blocks/min_moves=5..10:5;walls=0..1;n=50;seed=speed', 200],
];
// LAB_KINDS=slide,flow: only those kinds' sweeps.
const benchSweeps = () => SPEED_SWEEPS.filter(([l]) => !process.env.LAB_KINDS ||
  process.env.LAB_KINDS.split(',').includes(l.split('/')[1]));

// The benchmarks are declared skipped unless PGW_BENCH (then no context is made for them).
const benchTest = process.env.PGW_BENCH ? h.test : h.test.skip;

// The benchmarks' page, the Lab open.
async function benchPage(context, url) {
  h.test.setTimeout(60 * 60 * 1000);
  const { page } = await h.openPage(context, url + LINK);
  await h.waitState(page, (st) => st.lab.open);
  return page;
}

// One sweep of `total` levels run from the form, then native levelgen lab on `workers` threads: their levels per second.
async function benchSweep(page, speed, total, workers) {
  await pressScrolled(page, 'lab_run');
  const s = await h.waitState(page, (st, n) => st.lab.has_run && !st.lab.running && st.lab.done === n, total, 1800000);
  const native = nativeSpeed(speed, workers);
  const figure = { kind: speed.split('/')[1], levels: total, workers, threads: s.lab.run_threads, runner: s.lab.runner,
    page: Math.round(s.lab.levels_per_s), native: Math.round(native),
    ratio: native > 0 ? Number((s.lab.levels_per_s / native).toFixed(2)) : 0 };
  console.log('lab throughput: ' + JSON.stringify(figure));
  return figure;
}

benchTest('levels per second: the page against native levelgen lab, 1, 2 and 4 workers (a benchmark)',
  async ({ context, server }) => {
    const page = await benchPage(context, server.url + '/');
    const figures = [];
    for (const [speed, total] of benchSweeps()) {
      const kind = speed.split('/')[1];
      for (const workers of [1, 2, 4]) {
        await page.evaluate((l) => { Module.openLink(l); Module.wake(); }, speed);
        await h.waitState(page, (st, k) => st.lab.form_link.startsWith(`#lab/${k}/`) && st.lab.form_link.includes('seed=speed'),
          kind);
        await setWorkers(page, workers);
        figures.push(await benchSweep(page, speed, total, workers));
      }
    }
    h.check(`desktop: levels per second, the page against native levelgen lab, 1, 2 and 4 workers (${os.cpus().length} cores)`,
      figures.every((f) => f.page > 0 && f.native > 0) && figures.filter((f) => f.workers === 1).every((f) => f.threads === 1),
      figures);
  });

// The same without threads (the plain host): one worker, a plain Web Worker's, against native on one thread.
benchTest('levels per second without threads: the page\'s Web Worker against native levelgen lab, 1 thread (a benchmark)',
  async ({ context, plain }) => {
    const page = await benchPage(context, plain.url + '/?sw=0');
    const figures = [];
    for (const [speed, total] of benchSweeps()) {
      await page.evaluate((l) => { Module.openLink(l); Module.wake(); }, speed);
      await h.waitState(page, (st, l) => st.lab.form_link === l, speed);
      figures.push(await benchSweep(page, speed, total, 1));
    }
    h.check(`no threads: levels per second, the page's Web Worker against native levelgen lab (${os.cpus().length} cores)`,
      figures.every((f) => f.page > 0 && f.native > 0 && f.runner === 'worker'), figures);
  });

h.test('the Lab on a phone held upright: the sweep by taps, heatmap, histogram, a level played, CSV, cancel @phone-portrait',
  async ({ context, server }) => {
    await run(context, server.url, true);
  });

// The phone on its side (844×390): the form beside the results; every control of the Lab a finger presses
// is at least 44 CSS px and none overlaps another, at the form's top and at the charts after a run.
h.test.describe(() => {
  h.test.use({ deviceScaleFactor: 2 });
  h.test('the Lab on a phone on its side: controls at least 44 px, none overlapping @phone-landscape',
    async ({ context, server }) => {
      const { page, problems } = await h.openPage(context, server.url + '/' + LINK);
      await h.waitState(page, (st, l) => st.lab.open && st.lab.form_link === l, LINK);
      let wrong = await h.layoutProblems(page);
      h.check('landscape phone: the Lab\'s form and Run: nothing under 44 px, overlapping or off the screen',
        wrong.length === 0, wrong.slice(0, 8));
      await h.screenshot(page, 'lab-landscape-01-form');
      await pressScrolled(page, 'lab_run');
      const s = await h.waitState(page, (st) => st.lab.has_run && !st.lab.running && st.lab.done === 24, null, 60000);
      await scrollTo(page, 'lab_heatmap');
      wrong = await h.layoutProblems(page);
      h.check('landscape phone: the run\'s results and charts: nothing under 44 px, overlapping or off the screen',
        s.lab.cells.length === 6 && wrong.length === 0, wrong.slice(0, 8));
      await h.screenshot(page, 'lab-landscape-02-results');
      h.check('landscape phone: no console errors', problems.length === 0, problems.slice(0, 5));
    });
});
