// lab.e2e.js — the Lab view: a #lab/… link opens it with its spec in the
// form (a bad one says what is wrong), a 2×3 Slide sweep runs with frames
// coming while its levels stream, the heatmap and the histograms are drawn
// (their pixels, not only the state), a cell and a bar are picked, a level
// from the bar is played on the Slide screen (the recipe's level, as native
// levelgen makes it), the CSV export is native `levelgen lab`'s but for ms,
// and a big sweep is cancelled. On the desktop also: a 10,000-level sweep's
// memory, and levels per second against native levelgen on 1, 2 and all
// workers. Desktop with the mouse; the phone upright with taps (@phone-portrait).
'use strict';

const { execFileSync, spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const h = require('./harness');
const touch = require('./touch');

const LINK = '#lab/slide/width=6..7;stationary=10..30:10;n=4;seed=e2e';
const BIG = '#lab/slide/width=6..7;stationary=10..30:10;n=2000;seed=big';

const isPhone = (page) => page.viewportSize().width < 600;
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
// panel that holds it on the desktop; a finger's drag on the phone).
async function scrollTo(page, name, { x = null } = {}) {
  for (let i = 0; i < 60; ++i) {
    await h.waitFrames(page, 2);
    const r = await page.evaluate((n) => Module.widgetRect(n), name);
    const vh = await page.evaluate(() => innerHeight);
    const top = (await page.evaluate(() => Module.widgetRect('lab_body'))).y + 4;  // under the Lab's head
    if (r.w > 0 && r.y >= top && r.y + r.h < vh - 8) return r;
    // Out of sight: down first, then (past the panel's end) back up.
    const up = r.w > 0 ? r.y < top : i >= 15;
    if (isPhone(page)) {
      const from = up ? vh * 0.35 : vh * 0.75, to = up ? vh * 0.75 : vh * 0.35;
      await touch.drag(page, { x: 30, y: from }, { x: 30, y: to });
    } else {
      await page.mouse.move(x !== null ? x : 900, 500);
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
  // The numbers are native levelgen's table's.
  const table = levelgen(['lab', LINK, '--jobs', '1']);
  const rows = table.split('\n').filter((l) => /^\d/.test(l)).map((l) => l.trim().split(/\s+/));
  const same = rows.length === 6 && rows.every((r, i) => {
    const c = s.lab.cells[i];
    return r[0] === c.values[0] && r[1] === c.values[1] && Number(r[4]).toFixed(2) === c.mean.toFixed(2) &&
      Number(r[5]) === c.min && Number(r[6]) === c.max;
  });
  h.check(`${tag}: every cell's mean, min and max par are native levelgen lab's`, same, { rows: rows.length });
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

  // --- a level of the bar played on the Slide screen -----------------------------------------
  const first = s.lab.list[0];
  await scrollTo(page, 'lab_level_0_play');
  await h.screenshot(page, `lab-${tag}-04-list`);
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

  // --- a bad Lab link: the link dialog with the parser's message -------------------------------
  await page.evaluate(() => { Module.openLink('#lab/slide/width=9..3;n=1;seed=x'); Module.wake(); });
  s = await h.waitState(page, (st) => st.dialog === 'link_error');
  h.check(`${tag}: a bad Lab link shows the link dialog with what is wrong`,
    /Lab link/.test(s.link_error) && /9\.\.3|backwards|runs|from/.test(s.link_error), { error: s.link_error });
  await press(page, 'dialog_close');
  await h.waitState(page, (st) => st.dialog === 'none');

  // --- a big sweep cancelled ---------------------------------------------------------------
  await page.evaluate((l) => { Module.openLink(l); Module.wake(); }, BIG);
  s = await h.waitState(page, (st) => st.lab.open && st.lab.form_cells === 6 && st.lab.form_link.includes('n=2000'));
  await page.evaluate(() => Module.setJobPace(3000));  // each poll waits 3 ms: the run outlasts the test's look
  await pressScrolled(page, 'lab_run');
  s = await h.waitState(page, (st) => st.lab.running && st.lab.done > 0, null, 60000).catch(async (e) => {
    throw new Error(`${e.message.slice(0, 200)}; lab: ${JSON.stringify(await labState(page)).slice(0, 700)}`);
  });
  const streaming = await page.evaluate(() => Module.framePacing());
  h.check(`${tag}: while a run goes on, frames keep coming and levels stream in`,
    streaming.reason !== 'idle' && s.lab.done < s.lab.total, { pacing: streaming, done: s.lab.done });
  await h.screenshot(page, `lab-${tag}-06-running`);
  await scrollTo(page, 'lab_cancel');
  await press(page, 'lab_cancel');
  s = await h.waitState(page, (st) => !st.lab.running);
  const at = s.lab.done;
  await page.evaluate(() => Module.setJobPace(0));
  await h.sleep(500);
  const after = await labState(page);
  h.check(`${tag}: Cancel stops the run at once and keeps what was made`,
    s.lab.cancelled && at > 0 && at < 12000 && after.done === at, { done: at, later: after.done });

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

    // --- 10,000 levels: memory ---------------------------------------------------------------
    const mem = '#lab/slide/width=6..7;stationary=10..30:10;n=1667;seed=mem';
    await page.evaluate((l) => { Module.openLink(l); Module.wake(); }, mem);
    await h.waitState(page, (st) => st.lab.form_link.includes('n=1667'));
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
h.test('levels per second: the page against native levelgen lab, 1, 2 and 4 workers (a benchmark)',
  async ({ context, server }) => {
    h.test.setTimeout(60 * 60 * 1000);
    h.test.skip(!process.env.PGW_BENCH, 'a benchmark: scripts/bench.sh lab');
    const { page } = await h.openPage(context, server.url + '/' + LINK);
    let s = await h.waitState(page, (st) => st.lab.open);
    const figures = [];
    for (const [speed, total] of SPEED_SWEEPS) {
      const kind = speed.split('/')[1];
      for (const workers of [1, 2, 4]) {
        await page.evaluate((l) => { Module.openLink(l); Module.wake(); }, speed);
        await h.waitState(page, (st, k) => st.lab.form_link.startsWith(`#lab/${k}/`) && st.lab.form_link.includes('seed=speed'),
          kind);
        await setWorkers(page, workers);
        await pressScrolled(page, 'lab_run');
        s = await h.waitState(page, (st, n) => st.lab.has_run && !st.lab.running && st.lab.done === n, total, 600000);
        const native = nativeSpeed(speed, workers);
        figures.push({ kind, levels: total, workers, threads: s.lab.run_threads, page: Math.round(s.lab.levels_per_s),
          native: Math.round(native), ratio: native > 0 ? Number((s.lab.levels_per_s / native).toFixed(2)) : 0 });
        console.log('lab throughput: ' + JSON.stringify(figures[figures.length - 1]));
      }
    }
    h.check(`desktop: levels per second, the page against native levelgen lab, 1, 2 and 4 workers (${os.cpus().length} cores)`,
      figures.every((f) => f.page > 0 && f.native > 0) && figures.filter((f) => f.workers === 1).every((f) => f.threads === 1),
      figures);
  });

h.test('the Lab on a phone held upright: the sweep by taps, heatmap, histogram, a level played, CSV, cancel @phone-portrait',
  async ({ context, server }) => {
    await run(context, server.url, true);
  });
