// links.e2e.js — shared links: exact and recipe links open the expected
// level for each kind (the golden recipes of tests/golden/recipes.tsv), a
// damaged link shows the error dialog and the app goes on, the share dialog
// hands out links that open the same level, the Open dialog and '#…'
// changes open links too.
'use strict';

const h = require('./harness');

async function run(context, url) {
  const t0 = Date.now();
  const links = h.goldenRecipes();
  const recipe = (kind) => links.find(([link]) => link.startsWith(`#recipe/${kind}/`) && !link.includes('blank'));

  // --- a recipe link and an exact link per kind --------------------------------
  for (const kind of ['slide', 'flow']) {
    const [link, code] = recipe(kind);
    let { page } = await h.openPage(context, url + '/' + link);
    let s = await h.waitState(page, (st, k) => st.kind === k && st.job === 'idle' && st.level !== '', kind);
    h.check(`a ${kind} recipe link opens its golden level`, s.level === code && s.seed !== '',
      { link, level: s.level.slice(0, 30), golden: code.slice(0, 30) });
    await h.screenshot(page, `links-01-${kind}-recipe`);
    await page.close();

    ({ page } = await h.openPage(context, url + '/#' + code));
    s = await h.waitState(page, (st, k) => st.kind === k && st.job === 'idle' && st.screen === 'play' && st.level !== '', kind);
    h.check(`a ${kind} exact link opens that very level`, s.level === code, { level: s.level.slice(0, 30) });
    await page.close();
  }

  // --- links shared before issue 13 (tests/fixtures/links) still open ----------
  // The first as the page's address, the others as the address's '#…' changing in that page (the same
  // decoder either way; a page per link was an app start each).
  let legacy = null;
  for (const [shared, code] of h.linksBeforeIssue13()) {
    const kind = code.slice(0, code.indexOf('-'));
    const hash = shared.slice(shared.indexOf('#'));
    if (!legacy) {
      ({ page: legacy } = await h.openPage(context, url + '/' + hash));
    } else {
      await legacy.evaluate((x) => { location.hash = x; }, hash);
    }
    const s = await h.waitState(legacy, (st, a) => st.kind === a.kind && st.job === 'idle' && st.level === a.code,
      { kind, code });
    h.check(`${kind}: a link made before issue 13 opens its level`, s.level === code, { shared: shared.slice(0, 60) });
  }
  await legacy.close();

  // --- a damaged link: a dialog says why, the app goes on ----------------------
  const [, flowCode] = recipe('flow');
  const damaged = flowCode.slice(0, 20) + (flowCode[20] === 'A' ? 'B' : 'A') + flowCode.slice(21);
  const { page, problems } = await h.openPage(context, url + '/#' + damaged);
  let s = await h.waitState(page, (st) => st.dialog === 'link_error');
  h.check('a damaged link shows what is wrong', /checksum mismatch/.test(s.link_error), { error: s.link_error });
  await h.waitFrames(page, 3);
  await h.screenshot(page, 'links-02-damaged');
  await h.clickWidget(page, 'dialog_close');
  s = await h.waitState(page, (st) => st.dialog === 'none' && st.job === 'idle' && st.level !== '');
  h.check('after the dialog the app carries on with a level', s.level.startsWith(s.kind + '-'), { kind: s.kind });
  await page.evaluate(() => { location.hash = '#recipe/flow/99x7.countryside/a'; });
  s = await h.waitState(page, (st) => st.dialog === 'link_error');
  h.check('a recipe with a bad size names the value', s.link_error === 'width 99 is out of range 2–40', { error: s.link_error });
  await h.clickWidget(page, 'dialog_close');
  await page.evaluate(() => { location.hash = '#<img src=x onerror=alert(1)>'; });
  s = await h.waitState(page, (st) => st.dialog === 'link_error');
  const injected = await page.evaluate(() => document.querySelectorAll('img').length);
  h.check('link text is never placed into the page', injected === 0 && s.link_error.length > 0, { error: s.link_error });
  await h.clickWidget(page, 'dialog_close');

  // --- '#…' changing on an open page opens the new link -------------------------
  const [slideLink, slideCode] = recipe('slide');
  await page.evaluate((l) => { location.hash = l; }, slideLink);
  s = await h.waitState(page, (st, c) => st.kind === 'slide' && st.level === c && st.job === 'idle', slideCode);
  h.check('a new #recipe in the address bar opens its level', s.level === slideCode);

  // --- share: the links it hands out open the same level -------------------------
  await h.clickWidget(page, 'flow_tab');
  await page.evaluate(() => Module.setParams(JSON.stringify({ width: 6, height: 6, env: 'canyon', unique: true, seed: 'share me' })));
  await h.clickWidget(page, 'generate');
  s = await h.waitState(page, (st) => st.kind === 'flow' && st.job === 'idle' && st.seed === 'share me');
  const level = s.level;
  await h.clickWidget(page, 'share');
  s = await h.waitState(page, (st) => st.dialog === 'share');
  h.check('the share dialog offers a level link, a recipe link and an embed snippet',
    s.share.level.endsWith('#' + level) && s.share.recipe.endsWith('#recipe/flow/6x6.canyon.d60.unique/share%20me') &&
    /^<iframe src="[^"]+\?embed#recipe\/flow\//.test(s.share.embed), s.share);
  await h.clickWidget(page, 'copy_recipe');
  s = await h.waitState(page, (st) => st.share && st.share.copied === 'recipe');
  const clipboard = await page.evaluate(() => navigator.clipboard.readText().catch((e) => 'unreadable: ' + e.message));
  h.check('Copy puts the recipe link on the clipboard', clipboard === s.share.recipe, { clipboard });
  await h.waitFrames(page, 2);
  await h.screenshot(page, 'links-03-share');
  await h.clickWidget(page, 'dialog_close');
  for (const which of ['level', 'recipe']) {
    const other = await h.openPage(context, s.share[which]);
    const st = await h.waitState(other.page, (x) => x.kind === 'flow' && x.job === 'idle' && x.screen === 'play' && x.level !== '');
    h.check(`the shared ${which} link opens the same level in a new tab`, st.level === level);
    await other.page.close();
  }

  // --- the Open dialog takes a pasted link ----------------------------------------
  await h.clickWidget(page, 'open_link');
  await h.waitState(page, (st) => st.dialog === 'open');
  await h.clickWidget(page, 'open_field');
  await page.keyboard.type(slideLink);
  await h.waitFrames(page, 2);
  await h.clickWidget(page, 'open_go');
  s = await h.waitState(page, (st, c) => st.dialog === 'none' && st.kind === 'slide' && st.level === c && st.job === 'idle', slideCode);
  h.check('a link pasted into Open link opens its level', s.level === slideCode);

  await runAutosave(page);
  await runEmbed(context, url);

  h.check('no console errors or failed requests while opening links', problems.length === 0, problems.slice(0, 5));
  console.log(`links e2e took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await page.close();
}

// Autosave: a game survives a reload; a damaged or old save is discarded with a notice.
async function runAutosave(page) {
  await h.clickWidget(page, 'flow_tab');
  await page.evaluate(() => Module.setParams(JSON.stringify({ width: 5, height: 5, env: 'town', unique: true, seed: 'autosave' })));
  await h.clickWidget(page, 'generate');
  let s = await h.waitState(page, (st) => st.kind === 'flow' && st.job === 'idle' && st.seed === 'autosave');
  await h.clickCell(page, 1, 1, 5, 5);
  await h.clickCell(page, 3, 2, 5, 5, { button: 'right' });
  await h.clickCell(page, 0, 4, 5, 5, { button: 'middle' });
  s = await h.waitState(page, (st) => st.moves === 2 && st.locked === 1);
  await page.waitForFunction(() => /\n[+-]\d+[+-]\d+\nlocks=\d/.test(localStorage.getItem('pgw.save.flow') || ''), null,
    { timeout: 15000 });
  const before = s;
  await page.reload();
  s = await h.waitState(page, (st) => st.kind === 'flow' && st.level !== '' && st.job === 'idle');
  h.check('after a reload the game is as it was: level, moves, turns, lock, recipe',
    s.level === before.level && s.moves === 2 && JSON.stringify(s.rotations) === JSON.stringify(before.rotations) &&
    s.locked === 1 && s.seed === 'autosave' && /Welcome back/.test(s.toast),
    { moves: s.moves, locked: s.locked, seed: s.seed, toast: s.toast, same: s.level === before.level,
      turns: [before.rotations.join(''), s.rotations.join('')] });
  await h.clickWidget(page, 'undo');
  s = await h.waitState(page, (st) => st.moves === 1);
  h.check('undo works on the restored history', s.moves === 1);
  await page.waitForFunction(() => /\n[+-]\d+\nlocks=/.test(localStorage.getItem('pgw.save.flow') || ''), null,
    { timeout: 15000 });
  const saved = (level) => page.waitForFunction((l) => (localStorage.getItem('pgw.save.flow') || '').includes(l),
    level, { timeout: 15000 });

  // A won game comes back won, without its win popup standing in the way.
  await h.clickWidget(page, 'solve');
  s = await h.waitState(page, (st) => st.won && st.popup === 'win' && st.job === 'idle' && !st.animating);
  const wonMoves = s.moves;
  await page.keyboard.press('Escape');
  await page.waitForFunction((n) => {
    const lines = (localStorage.getItem('pgw.save.flow') || '').split('\n');
    return lines.length === 4 && (lines[2].match(/[+-]/g) || []).length === n;
  }, wonMoves, { timeout: 15000 });
  await page.reload();
  s = await h.waitState(page, (st) => st.kind === 'flow' && st.level !== '' && st.job === 'idle');
  await h.waitFrames(page, 10);
  s = await h.appState(page);
  h.check('a restored won game shows the won board, no win popup', s.won && s.moves === wonMoves && s.popup === 'none',
    { won: s.won, moves: s.moves, popup: s.popup });

  for (const [bad, why] of [['pgw-save 1\nflow-AQUFAAAA\n+1\n', 'damaged code'], ['pgw-save 0\nx\ny\nz', 'old format'],
    ['pgw-save 1\n' + before.level + '\n+1+999\nlocks=', 'a move off the board']]) {
    await saved(s.level);  // the page has written its own save: the bad one stays until the reload
    await page.evaluate((text) => localStorage.setItem('pgw.save.flow', text), bad);
    await page.reload();
    s = await h.waitState(page, (st) => st.kind === 'flow' && st.job === 'idle' && st.level !== '');
    h.check(`a save with ${why} is discarded with a notice, and a new level starts`,
      /could not be restored/.test(s.toast) && s.moves === 0 &&
      (await page.evaluate(() => localStorage.getItem('pgw.save.flow'))) !== bad, { toast: s.toast });
  }
  await h.screenshot(page, 'links-04-autosave-discarded');

  // The editor's board survives a reload too, even when it has no solution yet.
  // A level of a fixed recipe: on the random level the discarded saves leave,
  // the painted corner could still leave the board solvable (Play would then
  // play it instead of staying in the editor).
  await page.evaluate(() => Module.setParams(JSON.stringify({ width: 5, height: 5, env: 'town', unique: true, seed: 'editor' })));
  await h.clickWidget(page, 'generate');
  s = await h.waitState(page, (st) => st.kind === 'flow' && st.job === 'idle' && st.seed === 'editor');
  await h.clickWidget(page, 'edit');
  s = await h.waitState(page, (st) => st.screen === 'edit');
  await h.clickWidget(page, 'palette_2');
  s = await h.waitState(page, (st) => st.edit.brush_tile === st.edit.palette[2]);
  await h.clickCell(page, 0, 0, s.width, s.height);
  s = await h.waitState(page, (st) => st.tiles[0] === st.edit.brush_tile && st.edit.problems > 0);
  const edited = s;
  await page.waitForFunction((t) => (localStorage.getItem('pgw.save.flow') || '').includes('edit=' + t.width + 'x'),
    edited, { timeout: 15000 });
  await page.waitForTimeout(1500);  // the last stroke's save
  await page.reload();
  s = await h.waitState(page, (st) => st.kind === 'flow' && st.screen === 'edit' && st.job === 'idle');
  h.check('after a reload the editor shows the board as painted, loose ends and all',
    JSON.stringify(s.tiles) === JSON.stringify(edited.tiles) &&
    JSON.stringify(s.edit.rotations) === JSON.stringify(edited.edit.rotations) && s.edit.problems === edited.edit.problems,
    { problems: [edited.edit.problems, s.edit.problems] });
  await h.clickWidget(page, 'play');
  // This page stays open through the embed test: let the check that Play asks
  // for finish (the board has loose ends, so the editor stays) and any save it
  // leads to land, so that test sees only what the embed would write.
  s = await h.waitState(page, (st) => st.job === 'idle' && /No arrangement/.test(st.notice));
  h.check('Play on a restored board without a solution keeps the editor and says why', s.screen === 'edit',
    { screen: s.screen, notice: s.notice });
  await h.waitFrames(page, 45);
}

// ?embed: only the board and a toolbar, at an iframe's size; the visitor's own
// autosaved game is left alone.
async function runEmbed(context, url) {
  const [link, code] = h.goldenRecipes().find(([l]) => l.startsWith('#recipe/flow/7x7'));
  const { page, problems } = await h.openPage(context, url + '/');
  await h.waitFrames(page, 45);  // past this page's first autosave, should it write one
  const savedBefore = await page.evaluate(() => localStorage.getItem('pgw.save.flow'));
  await page.setViewportSize({ width: 480, height: 420 });
  await page.goto(url + '/?embed' + link);
  let s = await h.waitState(page, (st) => st.embedded && st.kind === 'flow' && st.job === 'idle' && st.level !== '');
  const drawn = await page.evaluate(() => ['share', 'generate', 'new', 'restart', 'undo', 'hint', 'full_app']
    .map((n) => [n, Module.widgetRect(n).w > 0]));
  h.check('embed mode shows the board and a toolbar (new, restart, undo, hint, full app), no menus',
    s.level === code && JSON.stringify(drawn) === JSON.stringify([['share', false], ['generate', false], ['new', true],
      ['restart', true], ['undo', true], ['hint', true], ['full_app', true]]), drawn);
  const variety = await h.canvasVariety(page);
  h.check('the embedded board is drawn', variety.colours > 12 && variety.other > 0.1, variety);
  await h.screenshot(page, 'links-05-embed');
  await h.clickCell(page, 2, 2, 7, 7);
  s = await h.waitState(page, (st) => st.moves === 1);
  await h.clickWidget(page, 'undo');
  s = await h.waitState(page, (st) => st.moves === 0);
  await h.clickWidget(page, 'hint');
  s = await h.waitState(page, (st) => st.moves >= 1 && st.job === 'idle');
  h.check('the toolbar plays: a turn, undo, hint', s.moves >= 1);
  await h.clickWidget(page, 'new');
  s = await h.waitState(page, (st, c) => st.job === 'idle' && st.level !== c && st.moves === 0, code);
  h.check('New makes another level of the same recipe', s.width === 7 && s.height === 7);
  await h.waitFrames(page, 25);  // the autosave would have written by now
  const savedAfter = await page.evaluate(() => localStorage.getItem('pgw.save.flow'));
  h.check('an embed leaves the visitor\'s autosaved game alone', savedBefore !== null && savedAfter === savedBefore,
    savedAfter === savedBefore ? undefined : { before: savedBefore, after: savedAfter });
  h.check('no console errors in embed mode', problems.length === 0, problems.slice(0, 5));
  await page.close();
}

h.test('links: recipe and exact links, damaged links, share, Open link, autosave, embed', async ({ context, server }) => {
  await run(context, server.url);
});
