// api.e2e.js — the JS API (web/pgw-api.js) as a page's script uses it, on
// the app's page (threads) and on a page without cross-origin isolation
// (web/api-example.html: a plain Web Worker): generate with progress, the same
// level as the native CLI, describe, solve, errors that name the problem,
// cancel by AbortSignal.
'use strict';

const { execFileSync } = require('child_process');
const path = require('path');
const h = require('./harness');

// Collections through PGW: read by link (levels as codes or recipes), a level generated when asked, a changed
// generator named.
async function checkCollections(page, backend) {
  const series = '#collection/ramp/slide1/6x6.m8.s20.v15/easy-medium/10/api/Series';
  const coll = await page.evaluate(async (link) => {
    const set = await PGW.collection(link);
    const second = await PGW.collectionLevel(link, 2);
    let bad = 'no error';
    try { await PGW.collection(link.replace('slide1', 'slide9')); } catch (e) { bad = e.message; }
    return { set, second, bad };
  }, series);
  const second = JSON.parse(String(execFileSync(path.join(h.BUILD, 'native/levelgen'),
    ['link', '#recipe/slide/6x6.m8.s20.v15.easy/api.2'])));
  h.check(`PGW.collection reads a collection link; collectionLevel makes its level as the CLI does (${backend})`,
    coll.set.count === 10 && coll.set.title === 'Series' && coll.set.levels[1].recipe === '#recipe/slide/6x6.m8.s20.v15.easy/api.2' &&
    coll.second.code === second.code && /version 9/.test(coll.bad), { second: coll.second.code, bad: coll.bad });
}

async function run(context, url) {
  const t0 = Date.now();
  const { page, problems } = await h.openPage(context, url + '/');
  await page.waitForFunction(() => typeof Module.apiStart === 'function', null, { timeout: 30000 });
  h.check('on the app\'s page PGW runs on its threads', await page.evaluate(() => PGW.backend()) === 'threads');

  const made = await page.evaluate(async () => {
    let reports = 0;
    const level = await PGW.generate('flow', { width: 9, height: 6, env: 'town', unique: true }, 'api',
      { onProgress: () => { ++reports; } });
    return { level, reports };
  });
  const native = JSON.parse(String(execFileSync(path.join(h.BUILD, 'native/levelgen'),
    ['flow', 'generate', '--width', '9', '--height', '6', '--env', 'town', '--unique', '--seed', 'api'])));
  h.check('PGW.generate makes the level the native CLI makes, with links',
    made.level.code === native.code && made.level.link === '#' + native.code &&
    made.level.recipe === '#recipe/flow/9x6.town.d60.unique/api', made.level.recipe);

  const described = await page.evaluate((code) => PGW.describe(code), made.level.code);
  h.check('PGW.describe reads the level', described.width === 9 && described.height === 6 && described.environment === 'town',
    described);
  const solved = await page.evaluate((code) => PGW.solve(code), made.level.code);
  h.check('PGW.solve counts one solution for a unique level and returns it', solved.unique && solved.solutions === 1 &&
    solved.solution.startsWith('flow-'));
  const slide = await page.evaluate(async () => {
    const level = await PGW.generate('slide', '6x6.m8.s20.v15', 'castle');
    return { level, solution: await PGW.solve(level.code) };
  });
  h.check('Slide through the same API: its golden recipe level, solved optimally',
    slide.level.code === 'slide-AQYGAwWGTkQABhAACAEYrzyF' && slide.solution.solvable && slide.solution.optimal_moves >= 8,
    slide.solution);

  const cities = await page.evaluate(async () => {
    const level = await PGW.generate('cities', { width: 300, height: 200, min: 3, max: 6, terrain: 'islands' }, 'harbour');
    return { level, verdict: await PGW.solve(level.code), described: await PGW.describe(level.link) };
  });
  h.check('Cities through the same API: a code, and the checker\'s verdict on its placement',
    cities.level.code.startsWith('cities-') && cities.verdict.cities > 1000 && cities.verdict.min_distance_ok &&
    cities.verdict.maximal && cities.verdict.max_distance_violations === cities.verdict.isolated &&
    cities.described.params === '300x200.s3.l6.islands.n4', cities);

  const assembly = await page.evaluate(async () => {
    const text = 'tile +a\n{\n3 3\n0 a 0\na +a a\n0 a 0\n}\nassembly two\n{\nsize "2 1"\n+a "0 9"\n}\n';
    const level = await PGW.generate('assembly', { text, assembly: 'two' }, 'api');
    let bad = 'no error';
    try { await PGW.generate('assembly', { text: text.replace('+a "0 9"', '+b "0 9"'), assembly: 'two' }, 'api'); } catch (e) { bad = e.message; }
    return { level, verdict: await PGW.solve(level.code), described: await PGW.describe(level.link), bad };
  });
  h.check('Assembly through the same API takes a pasted .ump text: the link carries it, the verifier agrees',
    /#recipe\/assembly\/pasted~[A-Za-z0-9_-]+\.two\/api$/.test(assembly.level.recipe) && assembly.verdict.verified &&
    assembly.verdict.tiles === 2 && assembly.described.file === 'pasted' &&
    assembly.bad === "the pasted map text does not parse: pasted.ump:11:1: assembly 'two': no tile '+b'", assembly);

  await checkCollections(page, 'threads');

  const errors = await page.evaluate(async () => {
    const out = [];
    for (const call of [() => PGW.generate('flow', { width: 99 }, 's'), () => PGW.generate('flow', { colour: 'red' }, 's'),
      () => PGW.generate('mazes', {}, 's'), () => PGW.solve('flow-AQUF')]) {
      try { await call(); out.push('no error'); } catch (e) { out.push(e.message); }
    }
    try { await PGW.describe('#recipe/flow/7x7/s'); out.push('no error'); } catch (e) { out.push(e.message); }
    return out;
  });
  h.check('bad calls reject with messages that name the problem', errors[0] === 'width 99 is out of range 2–40' &&
    /unknown parameter 'colour'/.test(errors[1]) && errors[2] === "unknown kind 'mazes'" && errors[3].length > 0 &&
    errors[3] !== 'no error' && /a level code or level link is needed/.test(errors[4]), errors);

  const cancelled = await page.evaluate(async () => {
    Module.setJobPace(20000);  // held at its first poll: still running when the abort comes
    Module.holdJobsAfter(1);
    const abort = new AbortController();
    const pending = PGW.generate('flow', { width: 30, height: 30 }, 'slow', { signal: abort.signal });
    setTimeout(() => abort.abort(), 300);
    const t = performance.now();
    let message = 'finished';
    try { await pending; } catch (e) { message = e.message; }
    Module.setJobPace(0);
    return { message, ms: performance.now() - t };
  });
  h.check('an AbortSignal cancels a running generation', cancelled.message === 'cancelled', cancelled);
  h.check('no console errors while using the JS API', problems.length === 0, problems.slice(0, 5));
  await page.close();
  console.log(`api e2e took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

// A blog-like page served without COOP/COEP: PGW runs the generators in a plain Web Worker.
async function runWorker(context, server) {
  const { page, problems } = await h.openPage(context, server.url + '/api-example.html', { app: false });
  const isolated = await page.evaluate(() => self.crossOriginIsolated);
  h.check('the example page is not cross-origin isolated and PGW uses a plain worker',
    !isolated && await page.evaluate(() => PGW.backend()) === 'worker');
  await page.fill('#seed', 'api');
  await page.click('#new');
  await page.waitForFunction(() => document.getElementById('code').textContent !== '', null, { timeout: 30000 });
  const shown = await page.evaluate(() => ({ code: document.getElementById('code').textContent,
    status: document.getElementById('status').textContent, play: document.getElementById('play').getAttribute('href') }));
  const native = JSON.parse(String(execFileSync(path.join(h.BUILD, 'native/levelgen'),
    ['flow', 'generate', '--width', '9', '--height', '7', '--env', 'town', '--unique', '--seed', 'api'])));
  h.check('the example page\'s button makes the CLI\'s level without threads, with a recipe link to play it',
    shown.code === native.code && shown.play === 'index.html#recipe/flow/9x7.town.d60.unique/api', shown);
  await h.screenshot(page, 'api-01-example-page');
  const more = await page.evaluate(async (code) => {
    const out = { solved: await PGW.solve(code), described: await PGW.describe('https://x.org/#' + code) };
    try { await PGW.generate('flow', { width: 99 }, 's'); out.error = 'no error'; } catch (e) { out.error = e.message; }
    let reports = 0;
    const abort = new AbortController();
    const pending = PGW.generate('slide', '12x12.m40.s10.v30.hardest', 'slow',
      { signal: abort.signal, onProgress: () => { ++reports; } });
    setTimeout(() => abort.abort(), 1500);
    try { await pending; out.cancel = 'finished'; } catch (e) { out.cancel = e.message; }
    out.reports = reports;
    return out;
  }, native.code);
  h.check('without threads: solve, describe, errors named, progress reported, cancel by abort',
    more.solved.unique && more.described.width === 9 && more.error === 'width 99 is out of range 2–40' &&
    more.cancel === 'cancelled' && more.reports > 0, more);

  await checkCollections(page, 'plain worker');
  h.check('no console errors on the example page', problems.length === 0, problems.slice(0, 5));
  await page.close();
}

h.test('the JS API on the app\'s page (threads): generate, describe, solve, errors, abort', async ({ context, server }) => {
  await run(context, server.url);
});
h.test('the JS API in a plain worker on a page without isolation', async ({ context, plain }) => {
  await runWorker(context, plain);
});
