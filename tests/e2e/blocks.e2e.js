// blocks.e2e.js — the Blocks screen (Rush Hour with walls, Klotski) driven like a
// player: levels opened by link, cars dragged with the real mouse (the desktop)
// and a finger (the phone upright: CDP touch events), keyboard play (Tab picks a
// piece, the arrows move it), a hint, Solve, the editor, Share, the embed, a
// Klotski level. Solutions and optimal counts come from the native CLI, not the
// app; every check reads appState and the canvas's pixels, so a blank canvas
// fails them.
'use strict';

const { execFileSync } = require('child_process');
const path = require('path');
const h = require('./harness');
const { tap, drag: touchDrag } = require('./touch');

// Hand-made levels; their codes are the kind's encode_level of these boards
// (`levelgen blocks solve` reads either back).
//   Rush 4×4, par 2 (B+2 A+2):   ..B.
//                                AAB.
//                                ....
//                                ....
const RUSH2 = 'blocks-AQAEBAACEBICIZwoaTc';
const RUSH2_BOARD = '..B.AAB.........';
// Klotski: Huarong Dao (81 moves), the exit under A at the bottom.
//   BAAC / BAAC / DEEF / DGHF / I..J
const HUARONG = 'blocks-AQEEBQABAAoBIgAhAyEgISESIyExETIRQBFDEZqDgAs';

const levelgen = (args, input) => JSON.parse(String(execFileSync(path.join(h.BUILD, 'native/levelgen'), args,
  input === undefined ? {} : { input })));
const cliSolve = (board) => levelgen(['blocks', 'solve', '-'], board);

// The page coordinates of a point of piece `letter` (fx, fy: 0..1 across its rectangle, from appState).
async function piecePoint(target, letter, fx = 0.5, fy = 0.5) {
  const s = await h.appState(target);
  const p = s.pieces.find((q) => q.letter === letter);
  if (!p || !(p.rect.w > 0)) throw new Error(`piece ${letter} is not on screen`);
  const c = await target.evaluate(() => { const r = Module.canvas.getBoundingClientRect(); return { x: r.left, y: r.top }; });
  return { x: c.x + p.rect.x + p.rect.w * fx, y: c.y + p.rect.y + p.rect.h * fy, cell: p.rect.w / p.w, piece: p };
}

// The colour of the canvas at page point `at` (the WebGL canvas copied into a 2D one).
async function pixelAt(page, at) {
  return page.evaluate(([x, y]) => {
    const src = Module.canvas;
    const r = src.getBoundingClientRect();
    const c = document.createElement('canvas');
    c.width = src.width;
    c.height = src.height;
    const g = c.getContext('2d');
    g.drawImage(src, 0, 0);
    const d = g.getImageData(Math.round((x - r.left) * src.width / r.width), Math.round((y - r.top) * src.height / r.height), 1, 1).data;
    return { r: d[0], g: d[1], b: d[2] };
  }, [at.x, at.y]);
}
const reddish = (c) => c.r > 150 && c.g < 110 && c.b < 110;

// Drags piece `letter` by (dx, dy) cells with the real mouse, in small steps, one frame each; `via`:
// points on the way, in cells from where it starts (a Klotski block round a corner).
async function mouseDrag(page, letter, dx, dy, via = []) {
  const from = await piecePoint(page, letter, 0.5, 0.5);
  const at = (p) => ({ x: from.x + p[0] * from.cell, y: from.y + p[1] * from.cell });
  await page.mouse.move(from.x, from.y);
  await h.waitFrames(page, 2);
  await page.mouse.down();
  await h.waitFrames(page, 2);
  let last = from;
  for (const to of via.map(at).concat([at([dx, dy])])) {
    const steps = 6;
    for (let i = 1; i <= steps; ++i) {
      await page.mouse.move(last.x + (to.x - last.x) * i / steps, last.y + (to.y - last.y) * i / steps);
      await h.waitFrames(page, 1);
    }
    last = to;
  }
  const mid = await h.appState(page);
  await page.mouse.up();
  await h.waitFrames(page, 2);
  return mid;
}

// The same with a finger.
async function fingerDrag(page, letter, dx, dy) {
  const from = await piecePoint(page, letter, 0.5, 0.5);
  await touchDrag(page, from, { x: from.x + dx * from.cell, y: from.y + dy * from.cell }, { steps: 8 });
}

// Tab (or Shift+Tab) until piece `letter` is selected: the pieces in reading order come before the panel.
async function selectByTab(page, letter) {
  for (let guard = 0; guard < 20; ++guard) {
    const s = await h.appState(page);
    if (s.piece_focus && s.selected === letter) return s;
    const order = s.pieces.slice().sort((p, q) => (p.y * s.width + p.x) - (q.y * s.width + q.x)).map((p) => p.letter);
    const at = s.piece_focus ? order.indexOf(s.selected) : -1;
    await page.keyboard.press(order.indexOf(letter) >= at ? 'Tab' : 'Shift+Tab');
    await h.waitFrames(page, 2);
  }
  throw new Error(`Tab never reached piece ${letter}`);
}

// Rush moves of the CLI ("B+1 C-2 …") as [letter, cells]; the piece's axis says which arrow.
const rushMoves = (text) => text.split(' ').map((m) => [m[0], (m[1] === '+' ? 1 : -1) * Number(m.slice(2))]);

async function openLevel(context, url, fragment) {
  const { page, problems } = await h.openPage(context, url + '/' + fragment);
  const s = await h.waitState(page, (st) => st.kind === 'blocks' && st.screen === 'play' && st.job === 'idle' &&
    st.par > 0 && st.level !== '', undefined, 60000);
  return { page, problems, s };
}

// --- the desktop: mouse, keyboard, hint, solve, editor, share, embed, Klotski -----------------------------

async function runDesktop(context, url) {
  const t0 = Date.now();
  // --- a level by its link, won by dragging with the mouse ---------------------------------------------------
  let { page, problems, s } = await openLevel(context, url, '#' + RUSH2);
  h.check('a Blocks level link opens its level, solved for its par (2), on the Blocks screen',
    s.level === RUSH2 && s.board === RUSH2_BOARD && s.par === 2 && s.rules === 'rush' && s.grade === 'Easy',
    { level: s.level, board: s.board, par: s.par, grade: s.grade });
  const variety = await h.canvasVariety(page);
  const aColour = await pixelAt(page, await piecePoint(page, 'A', 0.15, 0.5));
  const board = await page.evaluate(() => Module.widgetRect('board'));
  h.check('the board is drawn where appState says: many colours, car A red under its rectangle',
    variety.colours > 8 && variety.other > 0.05 && reddish(aColour) && board.w > 200, { variety, aColour, board });
  await h.screenshot(page, 'blocks-01-rush-level');

  let mid = await mouseDrag(page, 'B', 0, 2);
  s = await h.waitState(page, (st) => st.moves === 1 && !st.animating);
  h.check('a mouse drag moves car B down 2 in one move, following the pointer while held',
    s.board === '....AA....B...B.' && s.steps === 2 && mid.dragging === 'B', { board: s.board, dragging: mid.dragging });
  mid = await mouseDrag(page, 'A', 3, 0);  // past the edge: held at the end of its free run
  s = await h.waitState(page, (st) => st.won && st.popup === 'win');
  h.check('dragging A out to the exit wins in par (2 moves, 4 steps); the win popup opens',
    s.moves === 2 && s.steps === 4 && s.won, { moves: s.moves, steps: s.steps });
  await h.screenshot(page, 'blocks-02-rush-won');
  await page.keyboard.press('Escape');
  await h.waitState(page, (st) => st.popup === 'none');
  await h.clickWidget(page, 'undo');
  s = await h.waitState(page, (st) => !st.animating && st.moves === 1);
  h.check('Undo takes the last move back', s.board === '....AA....B...B.' && !s.won, { board: s.board });
  await h.clickWidget(page, 'restart');
  s = await h.waitState(page, (st) => !st.animating && st.moves === 0);
  h.check('Restart returns to the start', s.board === RUSH2_BOARD);

  // A drag that goes nowhere (blocked) and a tap: no move, the tap selects.
  await mouseDrag(page, 'A', 2, 0);
  s = await h.waitState(page, (st) => st.dragging === '' && !st.animating);
  const tapAt = await piecePoint(page, 'B');
  await page.mouse.click(tapAt.x, tapAt.y);
  s = await h.waitState(page, (st) => st.selected === 'B');
  h.check('a blocked drag makes no move; a click on a car selects it', s.moves === 0 && s.board === RUSH2_BOARD,
    { moves: s.moves, selected: s.selected });

  // --- a generated level (the recipe link), played with the keyboard ------------------------------------------
  const native = levelgen(['blocks', 'generate', '--width', '4', '--height', '4', '--min-moves', '3', '--seed', '1']);
  await page.goto(url + '/#recipe/blocks/4x4.m3/1');
  s = await h.waitState(page, (st, code) => st.kind === 'blocks' && st.job === 'idle' && st.level === code, native.code, 60000);
  h.check('a recipe link makes the same level in wasm as levelgen natively, with its par',
    s.par === native.optimal_moves && s.board === native.board, { wasm: s.level, native: native.code, par: s.par });
  // Solved from the level code (the board's text names the pieces the same way).
  const solution = cliSolve(s.level);
  const said = [];
  for (const [letter, d] of rushMoves(solution.moves)) {
    s = await selectByTab(page, letter);
    const p = s.pieces.find((q) => q.letter === letter);
    const key = p.w > p.h ? (d > 0 ? 'ArrowRight' : 'ArrowLeft') : (d > 0 ? 'ArrowDown' : 'ArrowUp');
    for (let k = 0; k < Math.abs(d); ++k) {
      const before = (await h.appState(page)).board;
      await page.keyboard.press(key);
      s = await h.waitState(page, (st, b) => st.board !== b && !st.animating, before);
    }
    said.push(await page.evaluate(() => window.__announcements.filter((t) => /^Car /.test(t)).pop() || ''));
    if (said.length === 1) await h.screenshot(page, 'blocks-03-keyboard');
  }
  s = await h.waitState(page, (st) => st.won && st.popup === 'win');
  h.check('Tab picks each car in reading order and the arrows move it: the CLI\'s solution wins in par',
    s.moves === s.par && s.moves === solution.optimal_moves, { moves: s.moves, par: s.par });
  h.check('each move is announced to screen readers ("Car C down 2. 5 moves, par 23.")',
    said.length > 0 && /^Car [A-Z] (up|down|left|right) \d+\. \d+ moves?, par \d+\.$/.test(said[0]) &&
    /Solved in \d+ moves, par \d+\./.test(said[said.length - 1]), said.slice(0, 2).concat(said.slice(-1)));
  await page.keyboard.press('Escape');
  await h.waitState(page, (st) => st.popup === 'none');

  // --- hint and Solve ------------------------------------------------------------------------------------------
  await h.clickWidget(page, 'restart');
  s = await h.waitState(page, (st) => st.moves === 0 && !st.animating);
  await h.clickWidget(page, 'hint');
  s = await h.waitState(page, (st) => st.hint !== '' && st.job === 'idle');
  const fromHere = cliSolve(s.board);
  h.check('Hint shows the next optimal move and what is left ("Move C down 2 — 6 moves left")',
    /^Move [A-Z] (up|down|left|right) \d+ — \d+ moves? left$/.test(s.hint_text) &&
    s.hint_remaining === fromHere.optimal_moves && s.notice.startsWith('Hint') && s.hints_taken === 1,
    { hint: s.hint, text: s.hint_text, cli: fromHere.optimal_moves });
  await h.screenshot(page, 'blocks-04-hint');
  const [hl, hd] = rushMoves(s.hint)[0];
  const hp = s.pieces.find((q) => q.letter === hl);
  await mouseDrag(page, hl, hp.w > hp.h ? hd : 0, hp.w > hp.h ? 0 : hd);
  s = await h.waitState(page, (st) => st.moves === 1 && !st.animating);
  const left = s.won ? 0 : cliSolve(s.board).optimal_moves;
  h.check('the hinted move, dragged, leaves one move fewer to go', left === fromHere.optimal_moves - 1,
    { before: fromHere.optimal_moves, after: left });
  await h.clickWidget(page, 'solve');
  s = await h.waitState(page, (st) => st.won && !st.animating, undefined, 60000);
  h.check('Solve replays an optimal solution to a win', s.moves === 1 + left, { moves: s.moves });
  await page.keyboard.press('Escape');

  // --- generate from the form, and Cancel --------------------------------------------------------------------
  await page.evaluate(() => Module.setParams(JSON.stringify(
    { rules: 'rush', width: 6, height: 6, min_moves: 8, walls: 2, difficulty: 'any', seed: 'e2e walls' })));
  await h.clickWidget(page, 'generate');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.popup === 'none' && st.width === 6, undefined, 60000);
  const walled = levelgen(['blocks', 'generate', '--width', '6', '--height', '6', '--min-moves', '8', '--walls', '2',
    '--seed', 'e2e walls']);
  h.check('Generate makes a 6×6 level with 2 walls and par ≥ 8, the same as levelgen natively',
    s.level === walled.code && s.par >= 8 && (s.board.match(/x/g) || []).length === 2, { par: s.par, board: s.board });
  await h.screenshot(page, 'blocks-05-walls');
  const kept = s.level;
  await page.evaluate(() => Module.setParams(JSON.stringify({ width: 8, height: 8, min_moves: 60, walls: 0, seed: 'long' })));
  // Paced and held at the 20th poll: it cannot end before Cancel is reached.
  await page.evaluate(() => { Module.setJobPace(20000); Module.holdJobsAfter(20); });
  await h.clickWidget(page, 'generate');
  s = await h.waitState(page, (st) => st.popup === 'progress' && st.job === 'generate');
  await h.screenshot(page, 'blocks-06-progress');
  await h.clickWidget(page, 'cancel');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.popup === 'none', undefined, 5000);
  h.check('a generation shows its progress popup; Cancel keeps the level', s.level === kept, { notice: s.notice });
  await page.evaluate(() => Module.setJobPace(0));

  // --- the editor: a car placed on a blank board, the validation, Play ---------------------------------------
  await page.evaluate(() => Module.setParams(JSON.stringify({ rules: 'rush', width: 4, height: 4 })));
  await h.clickWidget(page, 'edit');
  await h.clickWidget(page, 'blank');
  s = await h.waitState(page, (st) => st.screen === 'edit' && st.width === 4 && st.editor.validated);
  const blankSaid = s.editor.validation;
  await h.clickWidget(page, 'tool_tall');
  await h.clickCell(page, 2, 0, 4, 4);
  s = await h.waitState(page, (st, before) => st.editor.validated && st.editor.validation !== before, blankSaid);
  h.check('the editor: a car placed on a blank board changes the validation ("Solvable in 1 move" → in 2)',
    blankSaid === 'Solvable in 1 move (2 steps).' && s.board === RUSH2_BOARD &&
    s.editor.validation === 'Solvable in 2 moves (4 steps).' && s.editor.tool === 'Car down',
    { before: blankSaid, after: s.editor.validation, board: s.board });
  await h.screenshot(page, 'blocks-07-editor');
  await h.clickWidget(page, 'tool_wall');
  await h.clickCell(page, 2, 3, 4, 4);
  s = await h.waitState(page, (st) => st.editor.validated && /^Not solvable/.test(st.editor.validation));
  h.check('a wall under the car makes it unsolvable, and the editor says why', !s.editor.solvable,
    { validation: s.editor.validation });
  await h.clickWidget(page, 'edit_undo');
  s = await h.waitState(page, (st) => st.editor.validated && st.editor.solvable);
  await h.clickWidget(page, 'play');
  s = await h.waitState(page, (st) => st.screen === 'play' && st.job === 'idle');
  h.check('Play plays the edited board with its par (it is the hand-made level)', s.level === RUSH2 && s.par === 2 &&
    s.moves === 0, { level: s.level, par: s.par });

  // --- Share: the link opens the same level in a new page ----------------------------------------------------
  await h.clickWidget(page, 'share');
  s = await h.waitState(page, (st) => st.dialog === 'share');
  const shared = s.share.level;
  await h.waitFrames(page, 2);  // the dialog drawn, as a person sees it before pressing Esc (a run lost an Esc)
  await page.keyboard.press('Escape');
  await h.waitState(page, (st) => st.dialog === 'none');
  const other = await h.openPage(context, shared);
  const o = await h.waitState(other.page, (st) => st.kind === 'blocks' && st.screen === 'play' && st.job === 'idle' &&
    st.par > 0);
  h.check('Share\'s level link reopens the same level, with its par, in a new page',
    shared.endsWith('#' + RUSH2) && o.level === RUSH2 && o.par === 2 && o.board === RUSH2_BOARD, { shared, level: o.level });
  await other.page.close();
  await page.bringToFront();
  await h.waitFrames(page, 3);

  // --- autosave: a reload brings the game back --------------------------------------------------------------
  await mouseDrag(page, 'B', 0, 2);
  await h.waitState(page, (st) => st.moves === 1 && !st.animating);
  await h.waitFrames(page, 45);  // the autosave writes every so often
  await page.goto(url + '/');
  await h.waitStarted(page);
  await h.clickWidget(page, 'blocks_tab');
  s = await h.waitState(page, (st) => st.kind === 'blocks' && st.job === 'idle' && st.level !== '');
  h.check('the game is autosaved: a reload brings the level and its move back', s.level === RUSH2 && s.moves === 1 &&
    s.board === '....AA....B...B.', { level: s.level, moves: s.moves });

  // --- the daily puzzle: a 6×6 Rush Hour level of the day, Medium -------------------------------------------
  await page.goto(url + '/#daily/blocks/2026-11-24');
  s = await h.waitState(page, (st) => st.kind === 'blocks' && st.job === 'idle' && st.daily && st.daily.playing,
    undefined, 90000);
  const daily = levelgen(['daily', 'blocks', '--date', '2026-11-24']);
  h.check('the daily Blocks link opens the day\'s 6×6 Medium level, the same as levelgen daily',
    s.level === daily.code && s.width === 6 && s.height === 6 && s.grade === 'Medium' && s.daily.date === '2026-11-24',
    { level: s.level, cli: daily.code, grade: s.grade, daily: s.daily });

  // --- Klotski: Huarong Dao opened by link, one move ----------------------------------------------------------
  await page.goto(url + '/#' + HUARONG);
  s = await h.waitState(page, (st, c) => st.kind === 'blocks' && st.level === c && st.par > 0 && st.job === 'idle', HUARONG, 60000);
  h.check('a Klotski level by link: Huarong Dao, solved for its par (81)', s.rules === 'klotski' && s.par === 81 &&
    s.width === 4 && s.height === 5, { par: s.par });
  // G (the 1×1 above the gap) down one cell, then on to the right: round a corner in one move.
  const gFrom = s.pieces.find((q) => q.letter === 'G');
  await mouseDrag(page, 'G', 1, 1, [[0, 1]]);
  s = await h.waitState(page, (st) => st.moves === 1 && !st.animating);
  const g = s.pieces.find((q) => q.letter === 'G');
  h.check('a Klotski block dragged down and round the corner to the right: one move of 2 steps',
    g.y === gFrom.y + 1 && g.x === gFrom.x + 1 && s.steps === 2, { from: gFrom, to: g, steps: s.steps });
  await h.screenshot(page, 'blocks-08-klotski');
  // Reduced motion: Undo puts the block back at once, no glide (with motion it glides along its path).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await h.waitFrames(page, 2);
  const moved = s.board;
  await page.keyboard.press('z');
  s = await h.waitState(page, (st, b) => st.board !== b, moved);
  h.check('reduced motion: Undo shows the block back where it was at once (no glide)', s.moves === 0 && !s.animating &&
    s.pieces.find((q) => q.letter === 'G').y === gFrom.y, { moves: s.moves, animating: s.animating });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await h.waitFrames(page, 4);
  await h.screenshot(page, 'blocks-09-klotski-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  // Generate after a Klotski link makes a Klotski level of its size (the form follows the level opened).
  await h.clickWidget(page, 'generate');
  s = await h.waitState(page, (st, c) => st.level !== c && st.level !== '' && st.job === 'idle' && st.par > 0, HUARONG,
    60000);
  h.check('Generate after the Klotski link makes another 4×5 Klotski level (the form follows the level)', s.rules === 'klotski' && s.width === 4 &&
    s.height === 5, { rules: s.rules, size: `${s.width}×${s.height}`, par: s.par });

  // --- the embed: ?embed#<code>, played by the mouse ---------------------------------------------------------
  await page.setViewportSize({ width: 480, height: 420 });
  await page.goto(url + '/?embed#' + RUSH2);
  s = await h.waitState(page, (st) => st.embedded && st.kind === 'blocks' && st.job === 'idle' && st.par === 2);
  const drawn = await page.evaluate(() => ['share', 'new', 'restart', 'undo', 'hint', 'full_app']
    .map((n) => [n, Module.widgetRect(n).w > 0]));
  h.check('the embed shows the level and its toolbar, no Share', s.level === RUSH2 &&
    JSON.stringify(drawn) === JSON.stringify([['share', false], ['new', true], ['restart', true], ['undo', true],
      ['hint', true], ['full_app', true]]), drawn);
  await mouseDrag(page, 'B', 0, 2);
  await h.waitState(page, (st) => st.moves === 1 && !st.animating);
  await mouseDrag(page, 'A', 2, 0);
  s = await h.waitState(page, (st) => st.won);
  h.check('the embedded level is won by dragging', s.moves === 2, { moves: s.moves });
  await h.screenshot(page, 'blocks-10-embed');

  h.check('no console errors or failed requests', problems.length === 0, problems.slice(0, 5));
  console.log(`blocks e2e (desktop) took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await page.close();
}

// --- the phone upright: touch only ----------------------------------------------------------------------------

async function runPhone(context, url) {
  // A 6×6 level: its pieces at least 44 CSS px; nothing overlaps, on the board's screen or in its sheet.
  const [link6, code6] = h.goldenRecipes().find(([l]) => l.startsWith('#recipe/blocks/6x6'));
  let { page, problems, s } = await openLevel(context, url, link6);
  const cells = s.pieces.map((p) => Math.min(p.rect.w / p.w, p.rect.h / p.h));
  const wrong = await h.layoutProblems(page);
  h.check('phone: a 6×6 level in the compact layout; every cell of a piece is at least 44 CSS px; nothing overlaps',
    s.level === code6 && s.layout === 'compact' && s.touch && Math.min(...cells) >= 44 && wrong.length === 0,
    { cell: Math.min(...cells), layout: s.layout, wrong: wrong.slice(0, 6) });
  const aColour = await pixelAt(page, await piecePoint(page, 'A', 0.15, 0.5));
  h.check('phone: car A is drawn red where appState puts it', reddish(aColour), aColour);
  await h.screenshot(page, 'blocks-11-phone-6x6');
  await tap(page, 'options');
  await h.waitState(page, (st) => st.sheet);
  const inSheet = await h.layoutProblems(page);
  h.check('phone: the Options sheet: nothing overlaps or is under 44 px', inSheet.length === 0, inSheet.slice(0, 6));
  await h.screenshot(page, 'blocks-12-phone-sheet');
  await tap(page, 'sheet_close');
  await h.waitState(page, (st) => !st.sheet);

  // The hint by a tap on the rail.
  await tap(page, 'hint');
  s = await h.waitState(page, (st) => st.hint !== '' && st.job === 'idle');
  h.check('phone: the rail\'s Hint shows the next move', /^Move [A-Z] /.test(s.hint_text), { hint: s.hint_text });
  await h.screenshot(page, 'blocks-13-phone-hint');

  // The small level, won by dragging with a finger.
  await page.goto(url + '/#' + RUSH2);
  s = await h.waitState(page, (st, c) => st.kind === 'blocks' && st.level === c && st.par === 2 && st.job === 'idle', RUSH2);
  await fingerDrag(page, 'B', 0, 2);
  s = await h.waitState(page, (st) => st.moves === 1 && !st.animating);
  h.check('phone: a finger drags car B down 2', s.board === '....AA....B...B.', { board: s.board });
  await fingerDrag(page, 'A', 2, 0);
  s = await h.waitState(page, (st) => st.won && st.popup === 'win');
  h.check('phone: a finger drags A out: won in par', s.moves === 2, { moves: s.moves });
  await h.screenshot(page, 'blocks-14-phone-won');
  h.check('phone: no console errors or failed requests', problems.length === 0, problems.slice(0, 5));
  await page.close();
}

// --- the phone on its side: touch only ----------------------------------------------------------------------------

async function runLandscape(context, url) {
  // The 6×6 level fits the short side with 44 px cells, beside the rail; the Klotski classic too.
  const [link6, code6] = h.goldenRecipes().find(([l]) => l.startsWith('#recipe/blocks/6x6'));
  let { page, problems, s } = await openLevel(context, url, link6);
  let cells = s.pieces.map((p) => Math.min(p.rect.w / p.w, p.rect.h / p.h));
  let wrong = await h.layoutProblems(page);
  h.check('landscape phone: a 6×6 level in the compact layout; every cell of a piece is at least 44 CSS px; ' +
    'nothing overlaps', s.level === code6 && s.layout === 'compact' && s.touch && Math.min(...cells) >= 44 &&
    wrong.length === 0, { cell: Math.min(...cells), layout: s.layout, wrong: wrong.slice(0, 6) });
  await h.screenshot(page, 'blocks-15-landscape-6x6');
  await tap(page, 'options');
  await h.waitState(page, (st) => st.sheet);
  const inSheet = await h.layoutProblems(page);
  h.check('landscape phone: the Options drawer: nothing overlaps or is under 44 px', inSheet.length === 0,
    inSheet.slice(0, 6));
  await h.screenshot(page, 'blocks-16-landscape-drawer');
  await tap(page, 'sheet_close');
  await h.waitState(page, (st) => !st.sheet);

  await page.goto(url + '/#' + HUARONG);
  s = await h.waitState(page, (st, c) => st.kind === 'blocks' && st.level === c && st.par === 81 && st.job === 'idle',
    HUARONG);
  cells = s.pieces.map((p) => Math.min(p.rect.w / p.w, p.rect.h / p.h));
  wrong = await h.layoutProblems(page);
  h.check('landscape phone: Huarong Dao (4×5) fits, cells at least 44 CSS px, nothing overlaps',
    Math.min(...cells) >= 44 && wrong.length === 0, { cell: Math.min(...cells), wrong: wrong.slice(0, 6) });
  await h.screenshot(page, 'blocks-17-landscape-klotski');

  await page.goto(url + '/#' + RUSH2);
  s = await h.waitState(page, (st, c) => st.kind === 'blocks' && st.level === c && st.par === 2 && st.job === 'idle', RUSH2);
  await fingerDrag(page, 'B', 0, 2);
  s = await h.waitState(page, (st) => st.moves === 1 && !st.animating);
  await fingerDrag(page, 'A', 2, 0);
  s = await h.waitState(page, (st) => st.won && st.popup === 'win');
  h.check('landscape phone: the small level won by two finger drags', s.moves === 2 && s.board !== RUSH2_BOARD,
    { moves: s.moves });
  await h.screenshot(page, 'blocks-18-landscape-won');
  h.check('landscape phone: no console errors or failed requests', problems.length === 0, problems.slice(0, 5));
  await page.close();
}

// With motion (the harness's default is reduced motion): pieces glide here, and one check turns it off.
h.test.use({ motion: 'no-preference' });

h.test('the Blocks screen: a link, mouse drags to a win, keyboard play, hint, solve, generate, editor, share, ' +
  'autosave, Klotski, the embed', async ({ context, server }) => {
  await runDesktop(context, server.url);
});

h.test('the Blocks screen on a phone held upright: 44 px pieces, the sheet, a hint, a win by touch @phone-portrait',
  async ({ context, server }) => {
    await runPhone(context, server.url);
  });

// On its side at pixel ratio 2 (an Android phone's): 44 CSS px do not depend on the ratio, and the
// phone upright keeps 3.
h.test.describe(() => {
  h.test.use({ deviceScaleFactor: 2 });
  h.test('the Blocks screen on a phone on its side: 44 px pieces, the drawer, a win by touch @phone-landscape',
    async ({ context, server }) => {
      await runLandscape(context, server.url);
    });
});
