// embed.e2e.js — the app where there is no cross-origin isolation.
//
// web/embed-example.html, a blog post served from a second origin without
// COOP/COEP, embeds two levels from the app's origin: each iframe loads the
// build without threads, opens its level, generates with progress, cancels
// and plays. The full app opened on a host without the headers runs its jobs
// in short slices (none longer than 16 ms) while frames keep coming, and a
// Cancel lands; its JS API uses a plain worker. The isolated page still uses
// threads.
'use strict';

const h = require('./harness');

const golden = (prefix) => h.goldenRecipes().find(([link]) => link.startsWith(prefix));

// The build a page or frame runs, as the page itself sees it.
const buildOf = (target) => target.evaluate(() => ({
  build: window.__build, isolated: window.crossOriginIsolated, sab: typeof SharedArrayBuffer !== 'undefined',
  sliced: typeof Module.jobSlices === 'function',
}));

async function runBlogPost(context, appUrl, blogUrl) {
  const [slideLink, slideCode] = golden('#recipe/slide/6x6');
  const [flowLink, flowCode] = golden('#recipe/flow/7x7.countryside.d60.unique');
  const { page, problems } = await h.openPage(context, `${blogUrl}/embed-example.html?app=${appUrl}/`, { app: false });
  const top = await page.evaluate(() => ({ isolated: window.crossOriginIsolated, origin: location.origin }));
  const slide = await h.appFrame(page, '?embed' + slideLink);
  const flow = await h.appFrame(page, '?embed' + flowLink);
  const slideBuild = await buildOf(slide);
  const flowBuild = await buildOf(flow);
  h.check('the blog post is another origin and not isolated; its frames come from the app\'s origin',
    !top.isolated && top.origin !== appUrl && new URL(slide.url()).origin === appUrl, { top, frame: slide.url() });
  h.check('both frames load the build without threads (no SharedArrayBuffer there)',
    [slideBuild, flowBuild].every((b) => b.build === 'sliced' && !b.isolated && !b.sab && b.sliced),
    { slideBuild, flowBuild });

  let s = await h.waitState(slide, (st, code) => st.embedded && st.level === code && st.job === 'idle', slideCode);
  let f = await h.waitState(flow, (st, code) => st.embedded && st.level === code && st.job === 'idle', flowCode);
  h.check('each frame opens its recipe\'s golden level', s.kind === 'slide' && f.kind === 'flow');
  await (await slide.frameElement()).scrollIntoViewIfNeeded();
  const variety = await h.canvasVariety(slide);
  h.check('the embedded Slide board is drawn', variety.colours > 12 && variety.other > 0.1, variety);
  await h.screenshot(page, 'embed-01-blog-post');

  // Progress and Cancel: a test pace makes New take long enough to watch.
  // Held at its first poll: it cannot end before Cancel is reached.
  await slide.evaluate(() => { Module.setJobPace(100000); Module.holdJobsAfter(1); });
  await h.clickWidget(slide, 'new');
  s = await h.waitState(slide, (st) => st.popup === 'progress' && st.job === 'generate');
  const frames = await h.frameCount(slide);
  await h.waitFrames(slide, 5);
  h.check('in the frame, New shows the progress popup and frames keep coming', s.popup === 'progress',
    { phase: s.phase, progress: s.progress, frames });
  await h.screenshot(page, 'embed-02-progress');
  await h.clickWidget(slide, 'cancel');
  s = await h.waitState(slide, (st) => st.job === 'idle' && st.popup === 'none', undefined, 3000);
  h.check('Cancel in the frame stops the job and keeps the level', s.level === slideCode, { notice: s.notice });
  await slide.evaluate(() => Module.setJobPace(0));
  await h.clickWidget(slide, 'new');
  s = await h.waitState(slide, (st, code) => st.job === 'idle' && st.level !== '' && st.level !== code, slideCode);
  h.check('New in the frame makes another level of the recipe', s.moves === 0 && s.par >= 8, { par: s.par });

  // Play: the arrow keys (the frame takes the keyboard on a click) and the hint.
  await h.clickCell(slide, 0, 0, 6, 6);
  s = await h.waitState(slide, (st) => !st.animating);
  const before = s.moves;
  for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) {
    await page.keyboard.press(key);
    await h.waitFrames(slide, 3);
    s = await h.waitState(slide, (st) => !st.animating);
    if (s.moves > before) break;
  }
  h.check('the arrow keys play in the frame', s.moves > before, { moves: s.moves });
  await h.clickWidget(slide, 'hint');
  s = await h.waitState(slide, (st) => st.job === 'idle' && st.hint !== '');
  h.check('Hint answers in the frame', s.hint.length > 0, s.hint);

  await (await flow.frameElement()).scrollIntoViewIfNeeded();
  await h.clickCell(flow, 2, 2, 7, 7);
  f = await h.waitState(flow, (st) => st.moves === 1);
  await h.clickWidget(flow, 'hint');
  f = await h.waitState(flow, (st) => st.job === 'idle' && st.moves >= 2);
  h.check('the Flow frame plays: a turn and a hint', f.moves >= 2, { moves: f.moves });
  await h.screenshot(page, 'embed-03-played');
  h.check('no console errors on the blog post or in its frames', problems.length === 0, problems.slice(0, 5));
  await page.close();
}

// The whole app on a host without the headers: sliced jobs keep the page live.
// ?sw=0: without it the service worker would reload the page into the
// threaded build (offline.e2e.js checks that).
async function runUnisolatedApp(context, plainUrl) {
  const { page, problems } = await h.openPage(context, plainUrl + '/?sw=0');
  const build = await buildOf(page);
  h.check('without COOP/COEP the page runs the build without threads', build.build === 'sliced' && !build.isolated,
    build);
  await page.evaluate(() => Module.setParams(JSON.stringify(
    { width: 12, height: 12, min_moves: 40, stationary: 10, moving: 30, hardest: true, seed: 'e2e-sliced' })));
  const kept = (await h.appState(page)).level;
  const slicesBefore = await page.evaluate(() => Module.jobSlices());
  await h.clickWidget(page, 'generate');
  let s = await h.waitState(page, (st) => st.popup === 'progress' && st.counters['states explored'] > 0);
  const framesAt = await h.frameCount(page);
  await h.sleep(1500);
  const mid = await h.appState(page);
  const framesLater = await h.frameCount(page);
  const slices = await page.evaluate(() => Module.jobSlices());
  h.check('a long generation runs in slices, most within a 16 ms frame, while frames keep coming',
    mid.job === 'generate' && slices.count - slicesBefore.count > 20 && h.slicedOk(slices, slicesBefore) &&
    framesLater - framesAt >= 5,
    { slices: slices.count - slicesBefore.count, overFrame: slices.overFrame - slicesBefore.overFrame,
      longestMs: slices.longestMs, frames: framesLater - framesAt,
      explored: mid.counters['states explored'] });
  await h.screenshot(page, 'embed-04-unisolated-progress');
  await h.clickWidget(page, 'cancel');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.popup === 'none', undefined, 3000);
  h.check('Cancel stops the sliced job and keeps the previous level', s.level === kept);
  const [link, code] = golden('#recipe/slide/6x6');
  const api = await page.evaluate(async () => ({
    backend: PGW.backend(), level: await PGW.generate('slide', '6x6.m8.s20.v15', 'castle'),
  }));
  h.check('the JS API on that page runs in its plain worker and makes the recipe\'s level',
    api.backend === 'worker' && api.level.code === code && api.level.recipe === link, api.backend);
  h.check('no console errors on the page without isolation', problems.length === 0, problems.slice(0, 5));
  await page.close();
}

async function runIsolated(context, appUrl) {
  const { page } = await h.openPage(context, appUrl + '/');
  const build = await buildOf(page);
  h.check('the isolated page still runs the threaded build', build.build === 'threads' && build.isolated &&
    build.sab && !build.sliced, build);
  await page.close();
}

h.test('the isolated page runs the threaded build', async ({ context, server }) => {
  await runIsolated(context, server.url);
});
h.test('a blog post on another origin embeds two levels: the build without threads, progress, cancel, play',
  async ({ context, server, plain }) => {
    // Another host name as well as another port: plainly a second origin.
    await runBlogPost(context, server.url, plain.url.replace('127.0.0.1', 'localhost'));
  });
h.test('the app on a host without the headers: sliced jobs, cancel, the API\'s plain worker',
  async ({ context, plain }) => {
    await runUnisolatedApp(context, plain.url);
  });
