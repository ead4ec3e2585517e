// assembly.e2e.js — the Assembly screen: a fixture opened, an assembly run
// with progress and checked against the native CLI, the map drawn and a
// square hovered, the dead ends of a constrained assembly stepped through,
// pasted text with an error named by line, a file that disagrees with itself
// assembled as the game does (warnings marked, listed, explained on hover)
// and refused by Strict, and the map's links (pasted text travels in them,
// packed, when it is small enough).
'use strict';

const { execFileSync } = require('child_process');
const path = require('path');
const h = require('./harness');

const FIXTURES = path.join(h.ROOT, 'data/ump');  // the shipped maps

function levelgen(args) {
  const out = String(execFileSync(path.join(h.BUILD, 'native/levelgen'), args));
  return JSON.parse(out.trim().split('\n')[0]);
}

async function run(context, url) {
  const t0 = Date.now();
  const { page, problems } = await h.openPage(context, url + '/');

  // --- the tab opens on an assembled forest map ----------------------------------
  await h.clickWidget(page, 'assembly_tab');
  let s = await h.waitState(page, (st) => st.kind === 'assembly' && st.job === 'idle' && st.tiles > 0);
  h.check('the Assembly tab opens on an assembled forest map', s.file === 'forest' && s.ok && s.level.startsWith('assembly-'),
    { assembly: s.assembly, tiles: s.tiles });
  await h.waitFrames(page, 3);
  const variety = await h.canvasVariety(page);
  h.check('the map is drawn (not a blank canvas)', variety.colours > 12 && variety.other > 0.2, variety);
  await h.screenshot(page, 'assembly-01-start');

  // --- progress and Cancel on a long search (a test pace slows it) -----------------
  const kept = s.level;
  // The seed with the longest search for nature_medium, as the native CLI finds it.
  const runs = String(execFileSync(path.join(h.BUILD, 'native/levelgen'),
    ['assembly', path.join(FIXTURES, 'forest.ump'), '--assembly', 'nature_medium', '--seeds', '50']))
    .trim().split('\n').map((line) => JSON.parse(line)).filter((r) => r.nodes !== undefined);
  const longest = runs.reduce((a, b) => (b.nodes > a.nodes ? b : a));
  await page.evaluate((sd) => Module.setParams(JSON.stringify({ assembly: 'nature_medium', seed: sd })), String(longest.seed));
  // Held at its first poll (Module.holdJobsAfter; 256 nodes in): the search cannot end before Cancel is
  // reached (unheld at 30 ms a poll it lasted 2.8 s, and once ended first while a build shared the cores).
  await page.evaluate(() => { Module.setJobPace(30000); Module.holdJobsAfter(1); });
  await h.clickWidget(page, 'assemble');
  s = await h.waitState(page, (st) => st.popup === 'progress' && st.counters['nodes searched'] > 0);
  h.check('Assemble shows progress: squares covered of the map, nodes searched', s.totals['squares covered'] === 120,
    { counters: s.counters, totals: s.totals, seed: longest.seed, nodes: longest.nodes });
  await h.screenshot(page, 'assembly-02-progress');
  await h.clickWidget(page, 'cancel');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.popup === 'none');
  await page.evaluate(() => Module.setJobPace(0));
  h.check('Cancel stops the search and the map on screen stays', s.level === kept && /cancelled/.test(s.notice),
    { notice: s.notice });

  // --- farm large, seed 3, through the form ----------------------------------------
  await page.evaluate(() => Module.setParams(JSON.stringify({ file: 'farm', assembly: 'large', seed: '3' })));
  await h.clickWidget(page, 'assemble');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.seed === '3' && st.assembly === 'large');
  const native = levelgen(['assemble', path.join(FIXTURES, 'farm.ump'), '--assembly', 'large', '--seed', '3']);  // the first name
  h.check('the map is the one the native CLI assembles for the same seed (same number of tiles), verified',
    s.ok && native.ok && s.tiles === native.placements.length && /verifier agrees/.test(s.notice),
    { app: s.tiles, native: native.placements.length, notice: s.notice });

  // --- hover a square ---------------------------------------------------------------
  const map = await page.evaluate(() => Module.widgetRect('map'));
  const canvas = await page.evaluate(() => { const r = Module.canvas.getBoundingClientRect(); return { x: r.left, y: r.top }; });
  await page.mouse.move(canvas.x + map.x + map.w * 0.3, canvas.y + map.y + map.h * 0.6);
  s = await h.waitState(page, (st) => st.hover_x > 0 && st.hover_y > 0);
  h.check('hovering the map names a square', s.hover_x >= 1 && s.hover_x <= 12 && s.hover_y >= 1 && s.hover_y <= 12,
    { x: s.hover_x, y: s.hover_y });
  await h.waitFrames(page, 2);
  await h.screenshot(page, 'assembly-03-hover');

  // --- dead ends of a constrained assembly -------------------------------------------
  await page.evaluate(() => Module.setParams(JSON.stringify({ file: 'forest', assembly: 'nature_medium', seed: '21' })));
  await h.clickWidget(page, 'assemble');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.seed === '21' && st.assembly === 'nature_medium');
  h.check('forest nature_medium (seed 21, the original\'s 30 s case) assembles, with dead ends kept', s.ok && s.dead_ends > 10,
    { dead_ends: s.dead_ends, notice: s.notice });
  await h.clickWidget(page, 'dead_end_next');
  s = await h.waitState(page, (st) => st.dead_end === 0);
  const first = s.dead_end_reason;
  await h.clickWidget(page, 'dead_end_next');
  s = await h.waitState(page, (st) => st.dead_end === 1);
  h.check('the dead-end explorer steps through the dead ends, each with its reason',
    first.length > 10 && s.dead_end_reason.length > 10, { first, second: s.dead_end_reason });
  await h.waitFrames(page, 2);
  await h.screenshot(page, 'assembly-04-dead-end');
  await h.clickWidget(page, 'dead_end_map');
  s = await h.waitState(page, (st) => st.dead_end === -1);

  // --- pasted text: an error named by line, then a good text -----------------------
  await page.evaluate(() => Module.setParams(JSON.stringify({
    text: 'tile +a\n{\n3 3\n0 a 0\na +a a\n0 a 0\n}\nassembly two\n{\nsize "2 1"\n+a "0 9"\n+b "0 1"\n}\n' })));
  await h.clickWidget(page, 'use_text');
  s = await h.waitState(page, (st) => st.parse_failed);
  h.check('pasted text with an unknown tile is refused, the error named with its line',
    /pasted\.ump:12:1: assembly 'two': no tile '\+b'/.test(s.diagnostics[0]) && s.file === 'forest', s.diagnostics);
  await h.waitFrames(page, 2);
  await h.screenshot(page, 'assembly-05-editor-error');
  await page.evaluate(() => Module.setParams(JSON.stringify({
    text: 'tile +a\n{\n3 3\n0 a 0\na +a a\n0 a 0\n}\nassembly two\n{\nsize "2 1"\n+a "0 9"\n}\n', seed: 'p' })));
  await h.clickWidget(page, 'use_text');
  s = await h.waitState(page, (st) => st.pasted && !st.parse_failed && st.assembly === 'two');
  await h.clickWidget(page, 'assemble');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.seed === 'p');
  h.check('pasted text assembles, and its level code carries the text', s.ok && s.tiles === 2 &&
    s.level.startsWith('assembly-') && s.no_link === '', { tiles: s.tiles, level: s.level.slice(0, 40) });
  const pastedCode = s.level;
  await h.clickWidget(page, 'share');
  s = await h.waitState(page, (st) => st.dialog === 'share');
  const pastedShare = s.share;
  h.check('the share dialog gives links for the pasted map: the recipe holds the text, packed',
    pastedShare.level.endsWith('#' + pastedCode) && /#recipe\/assembly\/pasted~[A-Za-z0-9_-]+\.two\/p$/.test(pastedShare.recipe),
    pastedShare);
  await h.clickWidget(page, 'dialog_close');
  const pastedLink = await h.openPage(context, pastedShare.recipe);
  s = await h.waitState(pastedLink.page, (st) => st.kind === 'assembly' && st.job === 'idle' && st.level !== '');
  h.check('the pasted map\'s recipe link makes the same map in a new tab, the text in use',
    s.level === pastedCode && s.pasted && s.file === 'pasted' && s.assembly === 'two' && s.tiles === 2 &&
    !/Welcome back/.test(s.toast), { level: s.level.slice(0, 40), file: s.file, toast: s.toast });
  await h.screenshot(pastedLink.page, 'assembly-07-pasted-link');
  await pastedLink.page.close();
  // A pasted text too big for a link (a long comment of noise) still assembles, and says why it has no link.
  let noise = '';
  for (let i = 0, x = 7; i < 9000; i++) { x = (x * 1103515245 + 12345) % 2147483648; noise += String.fromCharCode(97 + (x >> 16) % 26); }
  await page.evaluate((t) => Module.setParams(JSON.stringify({ text: t, seed: 'q' })),
    '// ' + noise + '\ntile +a\n{\n3 3\n0 a 0\na +a a\n0 a 0\n}\nassembly two\n{\nsize "2 1"\n+a "0 9"\n}\n');
  await h.clickWidget(page, 'use_text');
  await h.clickWidget(page, 'assemble');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.seed === 'q');
  await h.clickWidget(page, 'share');
  s = await h.waitState(page, (st) => st.dialog === 'share');
  h.check('a pasted text too big for a link assembles, and the share dialog says why there is no link',
    s.ok && s.level === '' && s.share.level === '' && /^No link: the pasted text packs to \d+ bytes, more than a link carries/.test(s.share.no_link),
    { ok: s.ok, no_link: s.share.no_link });
  await h.waitFrames(page, 2);
  await h.screenshot(page, 'assembly-08-no-link');
  await h.clickWidget(page, 'dialog_close');

  // --- a file that disagrees with itself: city small, the game's way, then Strict ----
  s = await h.waitState(page, (st) => st.job === 'idle');
  if (s.editor) await h.clickWidget(page, 'edit_text');  // the editor, open since the pasted texts, hidden
  await page.evaluate(() => Module.setParams(JSON.stringify({ file: 'city', assembly: 'small', seed: '1' })));
  await h.clickWidget(page, 'assemble');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.seed === '1' && st.file === 'city');
  const cityCli = levelgen(['assembly', path.join(FIXTURES, 'city.ump'), '--assembly', 'small', '--seed', '1']);
  h.check('city small, once refused, is assembled as the game does, its warnings as the CLI lists them',
    s.ok && !s.strict && s.warnings === 24 && cityCli.ok && cityCli.warnings.length === s.warnings &&
    s.verdict === 'assembled as the game does, with 24 warnings' && s.verdict === cityCli.verdict &&
    /^Assembled as the game does, with 24 warnings: 33 tiles/.test(s.notice) && s.level.startsWith('assembly-'),
    { ok: s.ok, warnings: s.warnings, verdict: s.verdict, notice: s.notice, cli: cityCli.verdict });
  const cityMap = await page.evaluate(() => Module.widgetRect('map'));
  const listed = await page.evaluate(() => Module.widgetRect('warnings'));
  h.check('the warnings are listed in the panel', listed.w > 100 && listed.h > 30, listed);
  // Square 1, 1 (bottom left of the 8×11 map): two rings disagree there, and no tile covers it.
  const cell = cityMap.w / 8;
  await page.mouse.move(canvas.x + cityMap.x + cell * 0.5, canvas.y + cityMap.y + cityMap.h - cell * 0.5);
  s = await h.waitState(page, (st) => st.hover_x === 1 && st.hover_y === 1);
  const atSquare = cityCli.warnings.filter((w) => w.x === 1 && w.y === 1);
  h.check('hovering a marked square explains its warnings', s.hover_warnings === atSquare.length && atSquare.length >= 2 &&
    atSquare.some((w) => /\+strv_1a at 0 1: at 1, 1 it has 'a' where the map has 'l'/.test(w.text)),
    { hover: s.hover_warnings, cli: atSquare.map((w) => w.text) });
  await h.waitFrames(page, 2);
  await h.screenshot(page, 'assembly-09-warnings');
  await page.mouse.move(canvas.x + 5, canvas.y + 5);
  await h.clickWidget(page, 'strict');
  s = await h.waitState(page, (st) => st.strict);
  await h.clickWidget(page, 'assemble');
  s = await h.waitState(page, (st) => st.job === 'idle' && !st.ok);
  h.check('Strict refuses the file with the message it always gave',
    s.reason === "the fixed tile +strv_1a at 0 1 does not fit: at 1, 1 it has 'a' where the map has 'l'" &&
    /^Cannot be assembled: the fixed tile \+strv_1a/.test(s.notice) && s.warnings === 0, { reason: s.reason, notice: s.notice });
  await h.waitFrames(page, 2);
  await h.screenshot(page, 'assembly-10-strict');
  await h.clickWidget(page, 'strict');
  s = await h.waitState(page, (st) => !st.strict);
  await page.evaluate((l) => Module.openLink(l), '#recipe/assembly/city.medium.strict/2');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.seed === '2' && st.assembly === 'medium');
  h.check('a recipe link with .strict opens with Strict ticked and refuses the file', s.strict && !s.ok &&
    /^the fixed tile \+strv_1a at 0 1 does not fit/.test(s.reason), { strict: s.strict, reason: s.reason });
  await h.clickWidget(page, 'strict');
  s = await h.waitState(page, (st) => !st.strict);

  // --- links ------------------------------------------------------------------------
  const recipe = '#recipe/assembly/village.small.rm_drop~craft_drop_firebird/1';
  const golden = h.goldenRecipes().find(([link]) => link === recipe)[1];
  await page.evaluate((l) => Module.openLink(l), recipe);
  s = await h.waitState(page, (st) => st.job === 'idle' && st.seed === '1' && st.file === 'village');
  h.check('a recipe link assembles its map: the golden code', s.level === golden, { level: s.level.slice(0, 40) });
  const exact = await h.openPage(context, url + '/#' + golden);
  s = await h.waitState(exact.page, (st) => st.kind === 'assembly' && st.level !== '' && st.tiles > 0);
  h.check('the exact link opens the same map without a search', s.level === golden && s.ok, { tiles: s.tiles });
  await h.screenshot(exact.page, 'assembly-06-link');
  await exact.page.close();

  h.check('no console errors on the Assembly screen', problems.length === 0 && exact.problems.length === 0,
    problems.concat(exact.problems));
  await page.close();
  console.log(`assembly e2e: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

h.test('the Assembly screen: progress, cancel, the CLI\'s maps, hover, dead ends, pasted text, warnings, Strict, links',
  async ({ context, server }) => {
    await run(context, server.url);
  });
