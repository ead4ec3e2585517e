// flow.e2e.js — the Flow screen, driven like a player: the tab and buttons
// are clicked, tiles are turned by real clicks on the canvas.
'use strict';

const { execFileSync } = require('child_process');
const path = require('path');
const h = require('./harness');

// Clicks the centre of cell (x, y) of the board (left: clockwise).
async function clickCell(page, x, y, width, height, button = 'left') {
  const at = await page.evaluate(([cx, cy, w, hgt]) => {
    const c = Module.canvas.getBoundingClientRect();
    const r = Module.widgetRect('board');
    return { x: c.left + r.x + (cx + 0.5) * r.w / w, y: c.top + r.y + (cy + 0.5) * r.h / hgt };
  }, [x, y, width, height]);
  await page.mouse.move(at.x, at.y);
  await h.waitFrames(page, 1);
  await page.mouse.down({ button });
  await h.waitFrames(page, 1);
  await page.mouse.up({ button });
  await h.waitFrames(page, 1);
}

async function run(context, url) {
  const page = await context.newPage();
  const problems = h.watch(page);
  const t0 = Date.now();
  await page.goto(url + '/');
  await page.waitForFunction(() => window.Module && Module.frameCount && Module.frameCount() > 5, null,
    { timeout: 30000 });

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
  await clickCell(page, first % 5, Math.floor(first / 5), 5, 5, 'right');
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
      await clickCell(page, cell % 5, Math.floor(cell / 5), 5, 5);
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
  await clickCell(page, first % 5, Math.floor(first / 5), 5, 5, 'middle');
  s = await h.waitState(page, (st) => st.locked === 1);
  await clickCell(page, first % 5, Math.floor(first / 5), 5, 5);
  s = await h.appState(page);
  h.check('a locked tile does not turn', s.moves === 0 && s.rotations[first] === start[first]);
  await clickCell(page, first % 5, Math.floor(first / 5), 5, 5, 'middle');
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
  s = await h.waitState(page, (st) => st.job === 'idle' && st.moves === 1);
  const fixed = s.rotations.filter((r, i) => r !== start[i]).length;
  h.check('Hint turns one tile', fixed === 1, { changed: fixed });
  await h.clickWidget(page, 'solve');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.won);
  h.check('Solve solves the board', s.won && s.loose_ends === 0);
  await page.keyboard.press('Escape');

  h.check('no console errors or failed requests on the Flow screen', problems.length === 0, problems.slice(0, 5));
  console.log(`flow e2e took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await page.close();
}

module.exports = { run };
