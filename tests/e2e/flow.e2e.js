// flow.e2e.js — the Flow screen, driven like a player: the tab and buttons
// are clicked, tiles are turned by real clicks on the canvas.
'use strict';

const { execFileSync } = require('child_process');
const path = require('path');
const h = require('./harness');

async function run(context, url) {
  const t0 = Date.now();
  const { page, problems } = await h.openPage(context, url + '/');

  // --- the tab -----------------------------------------------------------------
  await h.clickWidget(page, 'flow_tab');
  let s = await h.waitState(page, (st) => st.kind === 'flow' && st.job === 'idle' && st.level !== '');
  h.check('the Flow tab opens on a generated level', s.level.startsWith('flow-') && s.width > 0 && s.height > 0,
    { width: s.width, height: s.height });
  await h.waitFrames(page, 3);
  const variety = await h.canvasVariety(page);
  h.check('the Flow board is drawn (not a blank canvas)', variety.colours > 12 && variety.other > 0.1, variety);
  h.check('the tile shaders built', s.render_error === undefined, s.render_error);
  await h.screenshot(page, 'flow-01-start');

  // --- generate a 5×5 unique level by clicking Generate -----------------------
  await page.evaluate(() => Module.setParams(JSON.stringify(
    { width: 5, height: 5, env: 'countryside', density: 60, unique: true, seed: 'e2e-flow' })));
  await h.clickWidget(page, 'generate');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.width === 5 && st.seed === 'e2e-flow');
  h.check('Generate makes a 5×5 level, not solved, with loose ends',
    s.height === 5 && s.rotations.length === 25 && s.solution.length === 25 && !s.won && s.loose_ends > 0,
    { loose_ends: s.loose_ends });
  const native = JSON.parse(String(execFileSync(path.join(h.BUILD, 'native/levelgen'),
    ['flow', 'generate', '--width', '5', '--height', '5', '--env', 'countryside', '--unique', '--seed', 'e2e-flow'])));
  h.check('same params and seed give the same Flow level in wasm and native', native.code === s.level,
    { wasm: s.level, native: native.code });

  // --- Check highlights the problems ------------------------------------------
  await h.clickWidget(page, 'check');
  s = await h.waitState(page, (st) => st.checking);
  h.check('Check reports the loose ends', /loose end/.test(s.notice), { notice: s.notice });
  await h.screenshot(page, 'flow-02-check');

  // --- a right-click turns back ------------------------------------------------
  const start = s.rotations;
  const first = start.findIndex((r, i) => r !== s.solution[i]);
  await h.clickCell(page, first % 5, Math.floor(first / 5), 5, 5, { button: 'right' });
  s = await h.waitState(page, (st) => st.moves === 1);
  h.check('a right-click turns a tile counter-clockwise', s.rotations[first] === (start[first] + 3) % 4,
    { before: start[first], after: s.rotations[first] });
  await h.clickWidget(page, 'undo');
  s = await h.waitState(page, (st) => st.moves === 0);
  h.check('undo turns it back', s.rotations[first] === start[first]);

  // --- play to a win by clicking tiles ----------------------------------------
  let clicks = 0;
  for (let cell = 0; cell < 25 && !s.won; ++cell) {
    const turns = (s.solution[cell] - s.rotations[cell] + 4) % 4;
    for (let k = 0; k < turns && !s.won; ++k) {
      await h.clickCell(page, cell % 5, Math.floor(cell / 5), 5, 5);
      ++clicks;
      s = await h.waitState(page, (st, n) => st.moves === n, clicks);
      if (clicks === 2) await h.screenshot(page, 'flow-03-playing');
    }
  }
  s = await h.waitState(page, (st) => st.popup === 'win');
  h.check('clicking every tile into its solved rotation wins', s.won && s.loose_ends === 0 && s.moves === clicks,
    { moves: s.moves, clicks });
  await h.waitFrames(page, 10);  // the last turn's animation ends
  await h.screenshot(page, 'flow-04-won');

  // --- undo un-wins, redo wins again ------------------------------------------
  await page.keyboard.press('Escape');
  await h.waitState(page, (st) => st.popup === 'none');
  await h.clickWidget(page, 'undo');
  s = await h.waitState(page, (st, n) => st.moves === n, clicks - 1);
  h.check('undo un-wins', !s.won && s.loose_ends > 0, { loose_ends: s.loose_ends });
  await h.clickWidget(page, 'redo');
  s = await h.waitState(page, (st) => st.won && st.popup === 'win');
  h.check('redo wins again', s.moves === clicks);
  await page.keyboard.press('Escape');
  await h.waitState(page, (st) => st.popup === 'none');

  // --- restart, lock, hint, solve ----------------------------------------------
  await h.clickWidget(page, 'restart');
  s = await h.waitState(page, (st) => st.moves === 0 && !st.won);
  h.check('restart returns to the scrambled start', JSON.stringify(s.rotations) === JSON.stringify(start));
  await h.clickCell(page, first % 5, Math.floor(first / 5), 5, 5, { button: 'middle' });
  s = await h.waitState(page, (st) => st.locked === 1);
  await h.clickCell(page, first % 5, Math.floor(first / 5), 5, 5);
  s = await h.appState(page);
  h.check('a locked tile does not turn', s.moves === 0 && s.rotations[first] === start[first]);
  await h.clickCell(page, first % 5, Math.floor(first / 5), 5, 5, { button: 'middle' });
  s = await h.waitState(page, (st) => st.locked === 0);

  // --- keyboard: the cursor sits on the last clicked tile ----------------------
  await page.keyboard.press('ArrowLeft');  // the first arrow only shows the cursor
  await page.keyboard.press(' ');
  s = await h.waitState(page, (st) => st.moves === 1);
  h.check('Space turns the cursor\'s tile clockwise', s.rotations[first] === (start[first] + 1) % 4);
  await page.keyboard.press('Shift+Space');
  s = await h.waitState(page, (st) => st.moves === 2);
  h.check('Shift+Space turns it back', s.rotations[first] === start[first]);
  await page.keyboard.press('l');
  s = await h.waitState(page, (st) => st.locked === 1);
  await h.waitFrames(page, 3);
  await h.screenshot(page, 'flow-05-cursor-locked');
  await page.keyboard.press('l');
  s = await h.waitState(page, (st) => st.locked === 0);
  h.check('L locks and unlocks the cursor\'s tile', s.locked === 0);
  await h.clickWidget(page, 'restart');
  s = await h.waitState(page, (st) => st.moves === 0);
  await h.clickWidget(page, 'hint');
  const toDoBefore = s.to_do;
  s = await h.waitState(page, (st) => st.job === 'idle' && st.moves >= 1);  // a half turn is two moves
  const fixed = s.rotations.filter((r, i) => r !== start[i]).length;
  h.check('Hint turns one tile, and "to do" counts one fewer', fixed === 1 && s.to_do === toDoBefore - 1,
    { changed: fixed, to_do: [toDoBefore, s.to_do] });
  // The notice names the technique once: not "Hint · One way left: This tile has only one way left…".
  const head = s.notice.split(':')[0];
  const named = head.startsWith('Hint · ') ? head.slice(7).toLowerCase() : '';
  h.check('the hint\'s notice does not repeat the technique\'s name', s.notice.startsWith('Hint') &&
    (named === '' || !s.notice.slice(head.length).toLowerCase().includes(named)), { notice: s.notice });
  await h.clickWidget(page, 'solve');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.won);
  h.check('Solve solves the board, nothing left to do', s.won && s.loose_ends === 0 && s.to_do === 0);
  await page.keyboard.press('Escape');
  await h.waitState(page, (st) => st.popup === 'none');

  // --- a long press (touch has no right button) turns counter-clockwise --------
  await h.clickWidget(page, 'restart');
  s = await h.waitState(page, (st) => st.moves === 0);
  await h.clickCell(page, first % 5, Math.floor(first / 5), 5, 5, { holdMs: 800 });
  s = await h.waitState(page, (st) => st.moves >= 1);
  await h.waitFrames(page, 3);
  s = await h.appState(page);
  h.check('a long press turns a tile counter-clockwise, once', s.moves === 1 && s.rotations[first] === (start[first] + 3) % 4,
    { moves: s.moves, before: start[first], after: s.rotations[first] });

  await runProgressAndCancel(page);
  await runEditor(page);

  h.check('no console errors or failed requests on the Flow screen', problems.length === 0, problems.slice(0, 5));
  console.log(`flow e2e took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await page.close();
}

// Generation of a 15×15 level through the real form, slowed by the test pace
// (Flow generates it in milliseconds) so the popup can be seen and cancelled.
async function runProgressAndCancel(page) {
  let s = await h.appState(page);
  const before = s.level;
  // The generator polls for a cancel every 64 placements (4 polls in all
  // here: 63, 127, 191 tiles, then uniqueness). Held at the first poll, then
  // let on to the third: the test sees two counts, and the run cannot end
  // before Cancel is reached, however loaded the machine.
  await page.evaluate(() => { Module.setJobPace(20000); Module.holdJobsAfter(1); });
  await page.evaluate(() => Module.setParams(JSON.stringify(
    { width: 15, height: 15, env: 'canyon', density: 70, unique: true, seed: 'e2e-cancel' })));
  await h.clickWidget(page, 'generate');
  s = await h.waitState(page, (st) => st.popup === 'progress' && st.counters['tiles placed'] > 0);
  await page.evaluate(() => Module.holdJobsAfter(3));
  const mid = await h.waitState(page, (st, n) => st.counters['tiles placed'] !== n || st.job !== 'generate',
    s.counters['tiles placed']);
  h.check('the progress popup shows tiles placed of 225 and backtracks, live',
    mid.job === 'generate' && mid.popup === 'progress' && mid.totals['tiles placed'] === 225 &&
    mid.counters['tiles placed'] !== s.counters['tiles placed'] && 'backtracks' in mid.counters && mid.progress > 0,
    { counters: [s.counters, mid.counters], totals: mid.totals, progress: mid.progress });
  await h.screenshot(page, 'flow-06-progress');
  await h.clickWidget(page, 'cancel');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.popup === 'none');
  h.check('Cancel stops generation and keeps the previous level', s.level === before && /cancelled/.test(s.notice),
    { notice: s.notice });
  await page.evaluate(() => Module.setJobPace(0));
  await h.clickWidget(page, 'generate');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.width === 15 && st.seed === 'e2e-cancel');
  const native = JSON.parse(String(execFileSync(path.join(h.BUILD, 'native/levelgen'),
    ['flow', 'generate', '--width', '15', '--height', '15', '--env', 'canyon', '--density', '70', '--unique',
      '--seed', 'e2e-cancel'])));
  h.check('after a cancel, the same request makes the 15×15 level the CLI makes', s.level === native.code && s.to_do > 0,
    { to_do: s.to_do });
  await h.waitFrames(page, 3);
  await h.screenshot(page, 'flow-07-15x15');
}

function cliSolve(code) {
  return JSON.parse(String(execFileSync(path.join(h.BUILD, 'native/levelgen'),
    ['flow', 'solve', '--code', code, '--max-solutions', '20'])));
}

// The editor: a blank puzzle, painting from the palette, live loose ends,
// Validate against the CLI's count, then a generated level edited and played.
async function runEditor(page) {
  await page.evaluate(() => Module.setParams(JSON.stringify(
    { width: 6, height: 5, env: 'countryside', blank: true, edit_before_play: false, seed: 'e2e-blank' })));
  await h.clickWidget(page, 'generate');
  let s = await h.waitState(page, (st) => st.job === 'idle' && st.screen === 'edit' && st.width === 6);
  const empty = s.edit.palette[0];
  h.check('a blank puzzle opens in the editor, every tile empty, nothing loose',
    s.height === 5 && s.tiles.every((t) => t === empty) && s.edit.problems === 0, { problems: s.edit.problems });
  await h.waitFrames(page, 3);
  await h.screenshot(page, 'flow-08-editor-blank');

  // Brush: a palette tile with flows (the empty ones come first).
  await h.clickWidget(page, 'palette_4');
  s = await h.waitState(page, (st) => st.edit.brush_tile === st.edit.palette[4]);
  const brush = s.edit.brush_tile;
  await h.clickCell(page, 0, 0, 6, 5);
  s = await h.waitState(page, (st, b) => st.tiles[0] === b, brush);
  h.check('a click paints the brush tile, and its loose ends show at once', s.edit.problems > 0,
    { problems: s.edit.problems });
  // A drag paints every cell it crosses.
  const from = await h.cellPoint(page, 1, 2, 6, 5);
  const to = await h.cellPoint(page, 4, 2, 6, 5);
  await page.mouse.move(from.x, from.y);
  await h.waitFrames(page, 2);
  await page.mouse.down();
  for (let k = 1; k <= 6; ++k) {
    await page.mouse.move(from.x + (to.x - from.x) * k / 6, from.y);
    await h.waitFrames(page, 2);
  }
  await page.mouse.up();
  s = await h.waitState(page, (st, b) => [13, 14, 15, 16].every((c) => st.tiles[c] === b), brush);
  h.check('a drag paints a row of tiles', true);
  await h.clickCell(page, 2, 2, 6, 5, { button: 'right' });
  s = await h.waitState(page, (st) => st.edit.rotations[14] === 1);
  h.check('a right-click turns a painted tile', s.edit.rotations[14] === 1);
  await page.keyboard.down('Shift');
  await h.clickCell(page, 0, 0, 6, 5);
  await page.keyboard.up('Shift');
  s = await h.waitState(page, (st, e) => st.tiles[0] === e, empty);
  h.check('Shift+click erases a tile', s.tiles[0] === empty);
  await h.waitFrames(page, 3);
  await h.screenshot(page, 'flow-09-editor-painted');

  // Bends in a row, each with a side to an empty tile: no solution, so no code and no play.
  await h.clickWidget(page, 'validate');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.edit.validated);
  h.check('Validate says a row of bends has no solution, and it gets no level code',
    s.edit.solutions === 0 && s.edit.code === '', { solutions: s.edit.solutions, notice: s.notice });
  await h.clickWidget(page, 'play_edited');
  s = await h.waitState(page, (st) => /no solution/.test(st.notice));
  h.check('Play refuses a board without a solution', s.screen === 'edit', { notice: s.notice });
  await h.clickWidget(page, 'undo');
  s = await h.waitState(page, (st, b) => st.tiles[0] === b, brush);
  h.check('undo in the editor restores the erased tile', !s.edit.validated);

  // A fresh blank board and a closed loop of four bends, turned into place by right-clicks.
  await h.clickWidget(page, 'new_blank');
  s = await h.waitState(page, (st, e) => st.tiles.every((t) => t === e) && !st.edit.can_undo, empty);
  const loop = [[1, 1, 1], [2, 1, 2], [1, 2, 0], [2, 2, 3]];  // x, y, quarter turns from (north, east)
  for (const [x, y, turns] of loop) {
    await h.clickCell(page, x, y, 6, 5);
    for (let k = 0; k < turns; ++k) await h.clickCell(page, x, y, 6, 5, { button: 'right' });
  }
  s = await h.waitState(page, (st) => st.edit.problems === 0 && st.tiles[7] !== st.edit.palette[0]);
  h.check('a painted loop shows no loose ends', s.edit.problems === 0 && s.edit.code.startsWith('flow-'));
  await h.waitFrames(page, 3);
  await h.screenshot(page, 'flow-10-editor-loop');
  await h.clickWidget(page, 'validate');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.edit.validated);
  const cli = cliSolve(s.edit.code);
  h.check('Validate counts the solutions the CLI counts', s.edit.solutions === cli.solutions && cli.solutions >= 1,
    { app: s.edit.solutions, cli: cli.solutions, notice: s.notice });
  await h.clickWidget(page, 'play_edited');
  s = await h.waitState(page, (st) => st.screen === 'play' && st.job === 'idle');
  h.check('Play scrambles the painted loop and starts it', !s.won && s.to_do > 0 && s.moves === 0 && s.width === 6,
    { to_do: s.to_do });

  // A generated level, opened in the editor first, then played.
  await page.evaluate(() => Module.setParams(JSON.stringify(
    { width: 5, height: 5, env: 'town', blank: false, edit_before_play: true, unique: true, seed: 'e2e-edit' })));
  await h.clickWidget(page, 'generate');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.screen === 'edit' && st.width === 5);
  h.check('"edit before play" opens the new level in the editor, solved as generated', s.edit.problems === 0,
    { problems: s.edit.problems });
  await h.clickWidget(page, 'validate');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.edit.validated);
  h.check('Validate finds the generated unique level unique', s.edit.solutions === 1, { solutions: s.edit.solutions });
  await h.clickWidget(page, 'play_edited');
  s = await h.waitState(page, (st) => st.screen === 'play' && st.job === 'idle');
  h.check('Play scrambles the edited level and starts it', !s.won && s.to_do > 0 && s.moves === 0 && s.level.startsWith('flow-'),
    { to_do: s.to_do });
  await page.evaluate(() => Module.setParams(JSON.stringify({ edit_before_play: false, env: 'countryside' })));
}

h.test('the Flow screen: generate, check, turn, win, undo, lock, hint, solve, cancel, the editor',
  async ({ context, server }) => {
    await run(context, server.url);
  });
