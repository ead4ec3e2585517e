// grades.e2e.js — difficulty, explaining hints, Check, the certificate and the
// daily puzzle (issue 14), driven like a player: the form's Difficulty combo
// is opened and an entry clicked, Hint and Check are pressed, tiles turned by
// clicks. What the app shows is compared with the native CLI's answer for the
// same level (levelgen flow hint, slide hint, daily), not with itself.
'use strict';

const { execFileSync } = require('child_process');
const path = require('path');
const h = require('./harness');

const LEVELGEN = path.join(h.BUILD, 'native/levelgen');
const cli = (args, input) => JSON.parse(String(execFileSync(LEVELGEN, args, input === undefined ? {} : { input })));

async function chooseDifficulty(page, name) {
  await h.clickWidget(page, 'difficulty');
  await h.clickWidget(page, 'difficulty_' + name);
}

async function runFlow(page) {
  await h.clickWidget(page, 'flow_tab');
  await h.waitState(page, (st) => st.kind === 'flow' && st.job === 'idle' && st.level !== '');
  await page.evaluate(() => Module.setParams(JSON.stringify(
    { width: 10, height: 10, env: 'countryside', density: 60, seed: 'e2e-hard' })));
  await chooseDifficulty(page, 'hard');
  await h.clickWidget(page, 'generate');
  let s = await h.waitState(page, (st) => st.job === 'idle' && st.seed === 'e2e-hard' && st.width === 10, undefined, 60000);
  const native = cli(['flow', 'generate', '--width', '10', '--height', '10', '--env', 'countryside', '--density', '60',
    '--difficulty', 'hard', '--seed', 'e2e-hard']);
  h.check('Hard chosen in the form: the level is the CLI\'s Hard level, and the HUD says Hard',
    s.level === native.code && s.grade === 'Hard' && native.difficulty === 'hard',
    { grade: s.grade, same: s.level === native.code, native: native.difficulty });
  h.check('the certificate proves it unique and Hard, with the CLI\'s deductions per technique',
    s.certificate.known && s.certificate.proved.unique && s.certificate.proved.difficulty === 'hard' &&
    JSON.stringify(s.certificate.proved.techniques) === JSON.stringify(native.certificate.techniques),
    { app: s.certificate.proved, cli: native.certificate });
  await h.screenshot(page, 'grades-01-flow-hard');

  // --- the hint names its technique, rings its tile, outlines its evidence ---
  const expected = cli(['flow', 'hint', '--code', s.level]);
  const before = s.rotations;
  await h.clickWidget(page, 'hint');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.hint_shown.shown);
  const hs = s.hint_shown;
  const rects = await page.evaluate((n) => [Module.widgetRect('hint_ring')]
    .concat([...Array(n).keys()].map((i) => Module.widgetRect('hint_evidence_' + i))), hs.evidence.length);
  h.check('Hint explains: the technique, the tile and the evidence are the CLI\'s hint for this position',
    expected.kind === 'deduction' && hs.cell === expected.cell && hs.technique === expected.title &&
    hs.text === expected.text && JSON.stringify(hs.evidence) === JSON.stringify(expected.evidence.map((e) => e.cell)),
    { app: hs, cli: expected });
  h.check('the hinted tile turned to the deduced way, and no other tile moved',
    s.rotations[hs.cell] === expected.rotation && s.rotations.every((r, i) => i === hs.cell || r === before[i]),
    { cell: hs.cell, rotation: s.rotations[hs.cell], expected: expected.rotation });
  // The technique named once: in the head ("Hint · Chain: …") or, when the text says it already, only there.
  h.check('the notice shows the explanation and names the technique once',
    s.notice.toLowerCase().includes(expected.title.toLowerCase()) && s.notice.includes(expected.text),
    { notice: s.notice });
  h.check('the ring and each evidence outline are drawn on the board', rects.every((r) => r.w > 4 && r.h > 4),
    rects);
  await h.waitFrames(page, 3);
  await h.screenshot(page, 'grades-02-flow-hint');

  // --- Check marks a tile turned in a way the solution rules out ---------------
  // A tile turned as in the solution whose next quarter turn the CLI's check rules out.
  const w = s.width;
  const movesBefore = s.moves;
  const right = s.rotations.findIndex((r, i) => {
    if (r !== s.solution[i] || i === hs.cell) return false;
    const turned = s.rotations.slice();
    turned[i] = (r + 1) % 4;
    return cli(['flow', 'check', '--code', s.level, '--rotations', turned.join('')]).wrong.some((c) => c.cell === i);
  });
  await h.clickCell(page, right % w, Math.floor(right / w), w, s.height);
  s = await h.waitState(page, (st, n) => st.moves === n + 1, movesBefore);
  h.check('a turn clears the hint\'s marks', !s.hint_shown.shown);
  await h.clickWidget(page, 'check');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.checking && /rules out/.test(st.notice));
  const checked = cli(['flow', 'check', '--code', s.level, '--rotations', s.rotations.join('')]);
  h.check('Check marks the tiles the solution rules out (the CLI\'s list), the turned one among them',
    s.wrong.includes(right) && JSON.stringify(s.wrong) === JSON.stringify(checked.wrong.map((c) => c.cell)),
    { app: s.wrong, cli: checked.wrong, turned: right, notice: s.notice });
  await h.waitFrames(page, 3);
  await h.screenshot(page, 'grades-03-flow-check');

  // --- the certificate panel ---------------------------------------------------
  const closed = await h.canvasVariety(page);
  await h.clickWidget(page, 'certificate');
  await h.waitFrames(page, 4);
  const open = await h.canvasVariety(page);
  h.check('the Certificate section opens in the panel', JSON.stringify(open) !== JSON.stringify(closed), { closed, open });
  await h.screenshot(page, 'grades-04-flow-certificate');
  await h.clickWidget(page, 'certificate');  // closed again for the other parts
}

async function runSlide(page) {
  await h.clickWidget(page, 'slide_tab');
  await h.waitState(page, (st) => st.kind === 'slide' && st.job === 'idle' && st.level !== '');
  await page.evaluate(() => Module.setParams(JSON.stringify(
    { width: 7, height: 7, min_moves: 8, stationary: 20, moving: 15, hardest: false, seed: 'e2e-band' })));
  await chooseDifficulty(page, 'medium');
  await h.clickWidget(page, 'generate');
  let s = await h.waitState(page, (st) => st.job === 'idle' && st.seed === 'e2e-band', undefined, 90000);
  const native = cli(['slide', 'generate', '--width', '7', '--height', '7', '--min-moves', '8', '--difficulty', 'medium',
    '--seed', 'e2e-band']);
  h.check('a Slide band chosen in the form: the CLI\'s level, and the HUD says Medium',
    s.level === native.code && s.grade === 'Medium' && s.certificate.proved.band === 'medium',
    { grade: s.grade, same: s.level === native.code, cert: s.certificate.proved });
  const expected = cli(['slide', 'hint', '-'], s.board);
  await h.clickWidget(page, 'hint');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.hint !== '');
  h.check('Slide\'s hint explains by consequence (the CLI\'s text), and points the best way',
    s.hint_text === expected.text && s.hint === expected.best && /moves to the goal from there/.test(s.notice),
    { app: s.hint_text, cli: expected.text, notice: s.notice });
  await h.waitFrames(page, 3);
  await h.screenshot(page, 'grades-05-slide-hint');
}

async function runDaily(context, url) {
  const date = '2026-11-24';
  const { page, problems } = await h.openPage(context, url + '/#daily/slide/' + date);
  let s = await h.waitState(page, (st) => st.kind === 'slide' && st.job === 'idle' && st.level !== '', undefined, 60000);
  const native = cli(['daily', 'slide', '--date', date]);
  h.check('#daily/slide/<date> opens that day\'s level (the CLI\'s)', s.level === native.code && s.daily.playing &&
    s.seed === date, { same: s.level === native.code, daily: s.daily });
  // One hint, then a win with the CLI's solution, by keys.
  await h.clickWidget(page, 'hint');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.hint !== '');
  const solution = cli(['slide', 'solve', '-'], s.board);
  const KEYS = { U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' };
  for (const [i, m] of [...solution.moves].entries()) {
    await page.keyboard.press(KEYS[m]);
    s = await h.waitState(page, (st, n) => st.moves === n && !st.animating, i + 1);
  }
  s = await h.waitState(page, (st) => st.won && st.popup === 'win');
  const share = `Slide daily ${date} · 8×8 Medium · ${solution.moves.length} moves · 1 hint`;
  const rect = await page.evaluate(() => Module.widgetRect('copy_result'));
  h.check('after the win the popup offers the result to share, without the level', s.daily.share === share &&
    rect.w > 0, { share: s.daily.share, expected: share });
  await h.screenshot(page, 'grades-06-daily-share');
  await h.clickWidget(page, 'copy_result');
  const copied = await page.evaluate(() => navigator.clipboard.readText()).catch((e) => String(e));
  h.check('Copy result puts the share text on the clipboard', copied === share, { copied });
  await page.keyboard.press('Escape');
  await page.waitForFunction((n) => (localStorage.getItem('pgw.save.slide') || '').split('\n')[2] === n,
    solution.moves, { timeout: 15000 });
  await page.reload();
  s = await h.waitState(page, (st) => st.kind === 'slide' && st.level !== '' && st.job === 'idle');
  h.check('a won daily restored by the autosave is still the daily, its result (and its hint) still to share',
    s.won && s.daily && s.daily.playing && s.daily.share === share, { won: s.won, daily: s.daily });

  // #daily/flow: today's (UTC) Flow level; the menu's entry opens the same.
  const today = new Date().toISOString().slice(0, 10);
  await page.goto(url + '/#daily/flow');
  s = await h.waitState(page, (st) => st.kind === 'flow' && st.job === 'idle' && st.level !== '', undefined, 60000);
  const todays = cli(['daily', 'flow', '--date', today]);
  h.check('#daily/flow opens today\'s Flow level, Medium', s.level === todays.code && s.seed === today &&
    s.daily.playing && s.grade === 'Medium', { seed: s.seed, grade: s.grade, same: s.level === todays.code });
  await h.clickWidget(page, 'slide_tab');
  await h.clickWidget(page, 'daily');
  await h.clickWidget(page, 'daily_slide');
  s = await h.waitState(page, (st, d) => st.kind === 'slide' && st.job === 'idle' && st.seed === d && st.moves === 0,
    today, 60000);
  h.check('the Daily menu opens today\'s Slide level', s.level === cli(['daily', 'slide', '--date', today]).code &&
    s.daily.playing);
  await page.goto(url + '/#daily/cities');
  s = await h.waitState(page, (st) => st.dialog === 'link_error');
  h.check('a daily link for a kind without one says which kinds have one', /flow, slide/.test(s.link_error),
    { error: s.link_error });
  h.check('no console errors in the daily part', problems.length === 0, problems.slice(0, 5));
  await page.close();
}

h.test('difficulty, explaining hints, Check, the certificate and the daily puzzle', async ({ context, server }) => {
  const t0 = Date.now();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const { page, problems } = await h.openPage(context, server.url + '/');
  await runFlow(page);
  await runSlide(page);
  h.check('no console errors or failed requests', problems.length === 0, problems.slice(0, 5));
  await page.close();
  await runDaily(context, server.url);
  console.log(`grades e2e took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
});
