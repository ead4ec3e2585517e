// slide.e2e.js — the Slide screen, driven like a player: real clicks on the
// canvas, real key presses; the solution comes from the native CLI, not the app.
'use strict';

const { execFileSync } = require('child_process');
const path = require('path');
const h = require('./harness');

const KEYS = { U: ['ArrowUp', 'w'], D: ['ArrowDown', 's'], L: ['ArrowLeft', 'a'], R: ['ArrowRight', 'd'] };

function cliSolve(board) {
  const out = execFileSync(path.join(h.BUILD, 'native/levelgen'), ['slide', 'solve', '-'], { input: board });
  return JSON.parse(String(out));
}

async function run(context, url) {
  const t0 = Date.now();
  // --- start-up --------------------------------------------------------------
  const { page, problems } = await h.openPage(context, url + '/');
  h.check('page is cross-origin isolated (pthreads available)', await page.evaluate(() => self.crossOriginIsolated));
  const firstFrameMs = await page.evaluate(() => window.__firstFrameMs);
  h.check('first frame time recorded', firstFrameMs > 0, { firstFrameMs: Math.round(firstFrameMs) });
  let s = await h.waitState(page, (st) => st.level !== '' && st.job === 'idle');
  h.check('a level is generated at start', s.level.startsWith('slide-') && s.par >= 1, { par: s.par });
  const variety = await h.canvasVariety(page);
  h.check('canvas shows a drawn board, not a blank canvas', variety.colours > 8 && variety.other > 0.05, variety);
  await h.screenshot(page, 'slide-01-start');

  // --- generate by clicking the real button ------------------------------------
  await page.evaluate(() => Module.setParams(JSON.stringify(
    { width: 7, height: 6, min_moves: 6, stationary: 20, moving: 15, hardest: false, seed: 'e2e-play' })));
  const before = s.level;
  await h.clickWidget(page, 'generate');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.popup === 'none');
  h.check('Generate button makes a new 7×6 level with par ≥ 6',
    s.level !== before && s.par >= 6 && s.board.split('\n')[0].length === 7, { par: s.par, seed: s.seed });
  const native = JSON.parse(String(execFileSync(path.join(h.BUILD, 'native/levelgen'),
    ['slide', 'generate', '--width', '7', '--height', '6', '--min-moves', '6', '--seed', 'e2e-play'])));
  h.check('same params and seed give the same level in wasm and native', native.code === s.level,
    { wasm: s.level, native: native.code });

  // --- play to a win with key presses ------------------------------------------
  const solution = cliSolve(s.board);
  h.check('native solver agrees with the app\'s par', solution.solvable && solution.optimal_moves === s.par,
    { cli: solution.optimal_moves, par: s.par });
  const boards = [s.board];
  for (let i = 0; i < solution.moves.length; ++i) {
    const letter = solution.moves[i];
    await page.keyboard.press(KEYS[letter][i % 2]);  // arrows and WASD alternately
    s = await h.waitState(page, (st, n) => st.moves === n && !st.animating, i + 1);
    boards.push(s.board);
    if (i === 0) await h.screenshot(page, 'slide-02-playing');
  }
  s = await h.waitState(page, (st) => st.popup === 'win');
  h.check('following the solver\'s moves wins, in par moves', s.won && s.moves === s.par, { moves: s.moves, par: s.par });
  await h.screenshot(page, 'slide-03-won');

  // --- undo / redo / restart ---------------------------------------------------
  await page.keyboard.press('Escape');  // closes the win popup
  await h.waitState(page, (st) => st.popup === 'none');
  await h.clickWidget(page, 'undo');
  s = await h.waitState(page, (st) => !st.animating);
  h.check('undo restores the position before the last move',
    !s.won && s.moves === solution.moves.length - 1 && s.board === boards[boards.length - 2], { moves: s.moves });
  await h.clickWidget(page, 'redo');
  s = await h.waitState(page, (st) => !st.animating);
  h.check('redo replays it', s.won && s.board === boards[boards.length - 1]);
  await page.keyboard.press('Escape');
  await h.clickWidget(page, 'restart');
  s = await h.waitState(page, (st) => !st.animating);
  h.check('restart returns to the start', s.moves === 0 && s.board === boards[0] && !s.won);

  // --- on-screen arrows, hint, solve -------------------------------------------
  await h.clickWidget(page, { U: 'up', D: 'down', L: 'left', R: 'right' }[solution.moves[0]]);
  s = await h.waitState(page, (st) => st.moves === 1 && !st.animating);
  h.check('an on-screen arrow button makes a move', s.board === boards[1]);
  await h.clickWidget(page, 'hint');
  s = await h.waitState(page, (st) => st.hint !== '' && st.job === 'idle');
  const afterHint = cliSolve(s.board);
  await page.keyboard.press(KEYS[s.hint][0]);
  s = await h.waitState(page, (st) => st.moves === 2 && !st.animating);
  const nowLeft = s.won ? 0 : cliSolve(s.board).optimal_moves;
  h.check('the hint is an optimal next move', nowLeft === afterHint.optimal_moves - 1,
    { before: afterHint.optimal_moves, after: nowLeft });
  if (!s.won) {
    await h.clickWidget(page, 'solve');
    s = await h.waitState(page, (st) => st.won && !st.animating, undefined, 60000);
    h.check('Solve replays an optimal solution to a win', s.won && s.moves === 2 + nowLeft, { moves: s.moves });
  }
  await page.keyboard.press('Escape');

  // --- progress popup and cancel -----------------------------------------------
  await page.evaluate(() => Module.setParams(JSON.stringify(
    { width: 12, height: 12, min_moves: 40, stationary: 10, moving: 30, hardest: true, seed: 'e2e-long' })));
  const kept = (await h.appState(page)).level;
  // 5 ms a poll, held at the 400th (Module.holdJobsAfter): the first board is tried at the 366th poll,
  // and the search cannot end before Cancel is reached, however loaded the machine.
  await page.evaluate(() => { Module.setJobPace(5000); Module.holdJobsAfter(400); });
  await h.clickWidget(page, 'generate');
  s = await h.waitState(page, (st) => st.popup === 'progress' && st.counters['boards tried'] > 0);
  await h.sleep(300);
  const mid = await h.appState(page);
  h.check('progress popup is visible mid-run with live counts',
    mid.popup === 'progress' && mid.job === 'generate' && mid.counters['states explored'] > 0,
    { phase: mid.phase, progress: mid.progress, counters: mid.counters });
  // The popup is all that changes: its frames are paced (a few a second), as a Lab run's.
  const pacing = await page.waitForFunction(() => {
    const p = Module.framePacing();
    return p.reason === 'paced' ? p : false;
  }, null, { timeout: 30000 }).then((j) => j.jsonValue(), () => page.evaluate(() => Module.framePacing()));
  h.check('the progress popup draws its frames paced, not every one', pacing.reason === 'paced', pacing);
  await h.screenshot(page, 'slide-04-progress');
  const cancelAt = await h.clickWidget(page, 'cancel');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.popup === 'none', undefined, 2000);
  h.check('Cancel closes the popup and keeps the previous level', s.level === kept, { cancelAt });
  await h.clickWidget(page, 'generate');
  await h.waitState(page, (st) => st.popup === 'progress');
  await page.keyboard.press('Escape');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.popup === 'none', undefined, 2000);
  h.check('Esc cancels too', s.level === kept);
  await page.evaluate(() => Module.setJobPace(0));

  // --- editor -------------------------------------------------------------------
  await h.clickWidget(page, 'edit');
  s = await h.waitState(page, (st) => st.screen === 'edit');
  await h.clickWidget(page, 'validate');
  s = await h.waitState(page, (st) => st.job === 'idle' && /solvable|unsolvable/.test(st.notice), undefined, 60000);
  h.check('Validate in the editor reports solvability', /solvable/.test(s.notice), { notice: s.notice });
  await h.screenshot(page, 'slide-05-editor');
  await h.clickWidget(page, 'play');
  s = await h.waitState(page, (st) => st.screen === 'play');
  h.check('Play leaves the editor with the level', s.level === kept && s.moves === 0);

  // --- editor: a level built by hand on a blank board ------------------------
  // 3×3, goal at the bottom middle: player top left, a stone bottom right.
  // Down then right stops the player on the goal: par 2.
  await page.evaluate(() => Module.setParams(JSON.stringify({ width: 3, height: 3 })));
  await h.clickWidget(page, 'edit');
  await h.clickWidget(page, 'blank');
  s = await h.waitState(page, (st) => st.screen === 'edit' && st.board.split('\n')[0].length === 3);
  await h.clickWidget(page, 'tool_player');
  await h.clickCell(page, 0, 0, 3, 3);
  await h.clickWidget(page, 'tool_stone');
  await h.clickCell(page, 2, 2, 3, 3);
  s = await h.appState(page);
  h.check('painting on a blank board places the player and a stone', s.board === 'P..\n...\n.GS\n', { board: s.board });
  // The editor's strokes go through History: undo takes the stone off, redo
  // (and the Y key) puts it back.
  await h.clickWidget(page, 'edit_undo');
  s = await h.waitState(page, (st) => st.board !== 'P..\n...\n.GS\n');
  h.check('undo in the editor takes back the last stroke', s.board === 'P..\n...\n.G.\n' && s.edit_redo,
    { board: s.board });
  await h.clickWidget(page, 'edit_redo');
  s = await h.waitState(page, (st) => st.board === 'P..\n...\n.GS\n');
  await page.keyboard.press('z');
  s = await h.waitState(page, (st) => st.board === 'P..\n...\n.G.\n');
  await page.keyboard.press('y');
  s = await h.waitState(page, (st) => st.board === 'P..\n...\n.GS\n');
  h.check('redo, and the Z and Y keys, step through the editor\'s strokes', s.board === 'P..\n...\n.GS\n' && !s.edit_redo,
    { board: s.board });
  await h.clickWidget(page, 'validate');
  s = await h.waitState(page, (st) => st.job === 'idle' && /solvable/.test(st.notice), undefined, 20000);
  h.check('Validate reports the hand-made level solvable in 2', /solvable in 2 moves/.test(s.notice), { notice: s.notice });
  await h.screenshot(page, 'slide-06-editor-painted');
  await h.clickWidget(page, 'play');
  s = await h.waitState(page, (st) => st.screen === 'play');
  h.check('Play starts the edited level with its par', s.par === 2 && s.moves === 0, { par: s.par });
  await page.keyboard.press('ArrowDown');
  await h.waitState(page, (st) => st.moves === 1 && !st.animating);
  await page.keyboard.press('ArrowRight');
  s = await h.waitState(page, (st) => st.won);
  h.check('the edited level is won in par', s.moves === 2);
  await page.keyboard.press('Escape');

  h.check('no console errors or failed requests', problems.length === 0, problems.slice(0, 5));
  console.log(`slide e2e took ${((Date.now() - t0) / 1000).toFixed(1)} s; first frame at ${Math.round(firstFrameMs)} ms`);
  await page.close();
}

// With motion (the harness's default is reduced motion): moves slide over frames here.
h.test.use({ motion: 'no-preference' });

h.test('the Slide screen: generate, play to a win, undo, hint, solve, cancel, the editor', async ({ context, server }) => {
  await run(context, server.url);
});
