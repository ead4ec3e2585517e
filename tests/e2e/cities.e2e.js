// cities.e2e.js — the Cities screen: a 500×500 map generated through the form
// with its progress popup, the checker's verdict against the native CLI, pan
// by dragging, zoom by the wheel, buttons and a two-finger pinch, a hovered
// city's rings, the PNG export read back, Cancel, Share, recipe and exact
// links, the embed, and a 1000×1000 map in the build without threads.
'use strict';

const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const h = require('./harness');

// Page coordinates of tile (x, y)'s centre, from the view the app reports.
async function tilePoint(page, s, x, y) {
  const c = await page.evaluate(() => { const r = Module.canvas.getBoundingClientRect(); return { x: r.left, y: r.top }; });
  return { x: c.x + s.view.x0 + (x + 0.5) * s.view.zoom, y: c.y + s.view.y0 + (y + 0.5) * s.view.zoom };
}

// The tile under page point p.
function tileAt(s, canvas, p) {
  return { x: (p.x - canvas.x - s.view.x0) / s.view.zoom, y: (p.y - canvas.y - s.view.y0) / s.view.zoom };
}

function levelgen(args) {
  return JSON.parse(String(execFileSync(path.join(h.BUILD, 'native/levelgen'), args)));
}

// Width, height and colour type of a PNG file's IHDR.
function pngHeader(bytes) {
  const signature = bytes.subarray(0, 8).toString('hex');
  return { png: signature === '89504e470d0a1a0a', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// The app on a host without cross-origin isolation: a 1000×1000 map is made
// by the sliced job runner, in slices short enough to keep frames coming.
async function runSliced(context, plain) {
  // ?sw=0: no service worker to reload the page into the threaded build.
  const { page, problems } = await h.openPage(context, plain.url + '/?sw=0');
  await h.clickWidget(page, 'cities_tab');
  await h.waitState(page, (st) => st.kind === 'cities' && st.job === 'idle' && st.level !== '');
  await page.evaluate(() => Module.setParams(JSON.stringify(
    { width: 1000, height: 1000, min: 3, max: 6, terrain: 'mountains', neighbours: 4, seed: 'e2e-sliced' })));
  const framesAt = await h.frameCount(page);
  const slicesAt = await page.evaluate(() => Module.jobSlices());
  await h.clickWidget(page, 'generate');
  const s = await h.waitState(page, (st) => st.job === 'idle' && st.seed === 'e2e-sliced', undefined, 120000);
  const slices = await page.evaluate(() => Module.jobSlices());
  const frames = (await h.frameCount(page)) - framesAt;
  const native = levelgen(['cities', 'generate', '--width', '1000', '--height', '1000', '--min', '3', '--max', '6',
    '--terrain', 'mountains', '--seed', 'e2e-sliced']);
  h.check('without threads, a 1000×1000 map is made in slices, most within a 16 ms frame, frames still coming, same cities',
    h.slicedOk(slices, slicesAt) && frames >= 5 && s.cities === native.cities && s.violations === 0,
    { slices: slices.count - slicesAt.count, overFrame: slices.overFrame - slicesAt.overFrame, longestMs: slices.longestMs, frames, cities: s.cities, native: native.cities });
  h.check('no console errors in the sliced build', problems.length === 0, problems);
  await page.close();
}


async function run(context, url) {
  const t0 = Date.now();
  const { page, problems } = await h.openPage(context, url + '/');
  const canvas = await page.evaluate(() => { const r = Module.canvas.getBoundingClientRect(); return { x: r.left, y: r.top }; });

  // --- the tab opens on a map --------------------------------------------------
  await h.clickWidget(page, 'cities_tab');
  let s = await h.waitState(page, (st) => st.kind === 'cities' && st.job === 'idle' && st.level !== '');
  h.check('the Cities tab opens on a placed map the checker passes',
    s.level.startsWith('cities-') && s.cities > 1000 && s.violations === 0, { cities: s.cities, params: s.params });
  await h.waitFrames(page, 3);
  const variety = await h.canvasVariety(page);
  h.check('the map is drawn (not a blank canvas)', variety.colours > 20 && variety.other > 0.3, variety);
  await h.screenshot(page, 'cities-01-start');

  // --- 500×500 through the form, with progress ---------------------------------
  const seed = 'e2e-cities';
  await page.evaluate((sd) => Module.setParams(JSON.stringify(
    { width: 500, height: 500, min: 3, max: 6, terrain: 'islands', neighbours: 4, seed: sd })), seed);
  // Paced and held at the 600th of its 644 polls (cities are placed from the 567th): the test sees it
  // placing cities before it can end.
  await page.evaluate(() => { Module.setJobPace(8000); Module.holdJobsAfter(600); });
  await h.clickWidget(page, 'generate');
  s = await h.waitState(page, (st) => st.popup === 'progress' && st.phase === 'placing cities' &&
    st.counters['cities placed'] > 0);
  h.check('the progress popup counts cities placed and tiles left while it runs',
    s.totals['tiles left'] > 0 && s.counters['tiles left'] < s.totals['tiles left'], { counters: s.counters, totals: s.totals });
  await h.screenshot(page, 'cities-02-progress');
  await page.evaluate(() => Module.setJobPace(0));
  s = await h.waitState(page, (st, sd) => st.job === 'idle' && st.seed === sd, seed);
  const native = levelgen(['cities', 'generate', '--width', '500', '--height', '500', '--min', '3', '--max', '6',
    '--terrain', 'islands', '--seed', seed]);
  h.check('the same recipe places the same number of cities in the app (wasm) as in the native CLI',
    s.cities === native.cities && s.far === native.max_distance_violations, { app: s.cities, native: native.cities });
  const histogramTotal = s.histogram.reduce((a, b) => a + b, 0);
  h.check('checker results: no violation, maximal, every lone city explained; the histogram counts the rest',
    s.violations === 0 && s.too_close === 0 && s.free_tiles === 0 && s.far === s.isolated && s.histogram.length === 4 &&
    histogramTotal === s.cities - s.far && /no violation/.test(s.notice),
    { histogram: s.histogram, far: s.far, notice: s.notice });
  h.check('the map is fitted to the field', s.view.fitted && Math.abs(s.view.zoom - s.view.fit_zoom) < 1e-3, s.view);

  // --- pan: drag the map -------------------------------------------------------
  const mid = await tilePoint(page, s, 250, 250);
  const before = s.view;
  await page.mouse.move(mid.x, mid.y);
  await page.mouse.down();
  await page.mouse.move(mid.x - 60, mid.y - 30, { steps: 4 });
  await page.mouse.move(mid.x - 120, mid.y - 60, { steps: 4 });
  await page.mouse.up();
  s = await h.waitState(page, (st, b) => Math.abs(st.view.x0 - (b.x0 - 120)) < 1.5, before);
  h.check('dragging pans the map with the pointer', Math.abs(s.view.y0 - (before.y0 - 60)) < 1.5 && !s.view.fitted,
    { before, after: s.view });

  // --- zoom: the wheel about the pointer, the buttons ---------------------------
  const point = { x: mid.x - 50, y: mid.y - 20 };
  await page.mouse.move(point.x, point.y);
  await h.waitFrames(page, 2);
  const under = tileAt(s, canvas, point);
  await page.mouse.wheel(0, -300);
  s = await h.waitState(page, (st, z) => st.view.zoom > z * 1.2, s.view.zoom);
  const stays = tileAt(s, canvas, point);
  h.check('the wheel zooms in about the pointer: the tile under it stays',
    Math.abs(stays.x - under.x) < 0.6 && Math.abs(stays.y - under.y) < 0.6, { under, stays, zoom: s.view.zoom });
  let zoom = s.view.zoom;
  await h.clickWidget(page, 'zoom_in');
  s = await h.waitState(page, (st, z) => st.view.zoom > z * 1.4, zoom);
  h.check('the + button zooms in', s.view.zoom > zoom, { zoom: s.view.zoom });
  await h.clickWidget(page, 'fit');
  s = await h.waitState(page, (st) => st.view.fitted);
  h.check('Fit shows the whole map again', Math.abs(s.view.zoom - s.view.fit_zoom) < 1e-3, s.view);

  // --- pinch: two fingers spreading apart zoom in --------------------------------
  const cdp = await context.newCDPSession(page);
  const c = await tilePoint(page, s, 250, 250);
  const touch = (type, spread) => cdp.send('Input.dispatchTouchEvent', {
    type, touchPoints: type === 'touchEnd' ? [] : [{ x: c.x - spread, y: c.y, id: 1 }, { x: c.x + spread, y: c.y, id: 2 }],
  });
  zoom = s.view.zoom;
  await touch('touchStart', 40);
  for (const spread of [50, 60, 70, 80]) {
    await touch('touchMove', spread);
    await h.waitFrames(page, 1);
  }
  await touch('touchEnd', 0);
  s = await h.waitState(page, (st, z) => st.view.zoom > z * 1.5, zoom).catch(() => null) || await h.appState(page);
  h.check('a two-finger pinch zooms the map (fingers 80 → 160 px apart: about 2×)',
    s.view.zoom > zoom * 1.6 && s.view.zoom < zoom * 2.4, { before: zoom, after: s.view.zoom });

  // --- hover a city: its rings and nearest neighbours ---------------------------
  await h.clickWidget(page, 'fit');
  for (let i = 0; i < 5; ++i) await h.clickWidget(page, 'zoom_in');  // 1.5⁵ ≈ 7.6× the fitted zoom: marks show
  s = await h.waitState(page, (st) => st.view.zoom > 8);
  const [cx, cy] = s.view.centre_city;
  const at = await tilePoint(page, s, cx, cy);
  await page.mouse.move(at.x, at.y);
  s = await h.waitState(page, (st, t) => st.hover.city >= 0 && st.hover.x === t[0] && st.hover.y === t[1], [cx, cy]);
  h.check('hovering a city shows its rings: tiles closer than s inside the tiles within l',
    s.hover.close_tiles > 0 && s.hover.within_tiles > s.hover.close_tiles, s.hover);
  h.check('and its nearest neighbours, s to l steps away (or none, when the city is alone)',
    (s.hover.nearest >= 3 && s.hover.nearest <= 6 && s.hover.neighbours > 0) || (s.hover.nearest === -1 && s.far > 0),
    s.hover);
  await h.waitFrames(page, 2);
  await h.screenshot(page, 'cities-03-hover');

  // --- export PNG: a download, read back ------------------------------------------
  const downloading = page.waitForEvent('download', { timeout: 30000 });
  await h.clickWidget(page, 'export_png');
  const download = await downloading;
  const file = path.join(h.OUT, 'cities-export.png');
  await download.saveAs(file);
  const bytes = fs.readFileSync(file);
  const header = pngHeader(bytes);
  h.check('Export PNG downloads the map as a PNG, 4 px a tile (2000×2000)',
    header.png && header.width === 2000 && header.height === 2000 && download.suggestedFilename().endsWith('.png'),
    { header, name: download.suggestedFilename(), bytes: bytes.length });
  const colours = await page.evaluate(async (data) => {
    const image = new Image();
    image.src = 'data:image/png;base64,' + data;
    await image.decode();
    const c2 = document.createElement('canvas');
    c2.width = image.width;
    c2.height = image.height;
    const g = c2.getContext('2d');
    g.drawImage(image, 0, 0);
    const d = g.getImageData(0, 0, c2.width, c2.height).data;
    let city = 0, water = 0, land = 0;
    for (let i = 0; i < d.length; i += 4 * 7) {
      if (d[i] === 255 && d[i + 1] === 214 && d[i + 2] === 102) ++city;
      else if (d[i + 2] > d[i + 1] && d[i + 2] > 90) ++water;
      else if (d[i + 1] > d[i] && d[i + 1] > d[i + 2]) ++land;
    }
    return { city, water, land };
  }, bytes.toString('base64'));
  h.check('the PNG shows land, water and cities', colours.city > 1000 && colours.water > 1000 && colours.land > 1000, colours);

  // --- Cancel keeps the map ------------------------------------------------------
  const kept = s.level;
  await page.evaluate(() => {
    Module.setJobPace(20000);
    Module.holdJobsAfter(20);
    Module.setParams(JSON.stringify({ width: 1000, height: 1000, terrain: 'open', seed: 'never' }));
  });
  await h.clickWidget(page, 'generate');
  await h.waitState(page, (st) => st.popup === 'progress' && st.totals['tiles left'] === 1000000);
  await h.clickWidget(page, 'cancel');
  s = await h.waitState(page, (st) => st.job === 'idle' && st.popup === 'none');
  await page.evaluate(() => Module.setJobPace(0));
  h.check('Cancel stops a generation and the map on screen stays', s.level === kept && /cancelled/.test(s.notice) &&
    s.cities > 10000, { notice: s.notice });

  // --- Share: both links for the map ------------------------------------------------
  await h.clickWidget(page, 'share');
  s = await h.waitState(page, (st) => st.dialog === 'share');
  h.check('the share dialog offers the map\'s exact and recipe links',
    s.share.level.endsWith('#' + kept) && s.share.recipe.endsWith('#recipe/cities/500x500.s3.l6.islands.n4/e2e-cities'),
    s.share);
  await h.clickWidget(page, 'dialog_close');

  // --- links: recipe and exact --------------------------------------------------
  const recipe = '#recipe/cities/300x200.s4.l8.mountains.n8/harbour';
  const code = levelgen(['link', recipe]).code;
  await page.evaluate((l) => Module.openLink(l), recipe);
  s = await h.waitState(page, (st, cd) => st.job === 'idle' && st.level === cd, code);
  const mountains = levelgen(['cities', 'generate', '--width', '300', '--height', '200', '--min', '4', '--max', '8',
    '--terrain', 'mountains', '--neighbours', '8', '--seed', 'harbour']);
  h.check('a cities recipe link opens its map: the CLI\'s code, the CLI\'s cities',
    s.seed === 'harbour' && s.params === '300x200.s4.l8.mountains.n8' && s.cities === mountains.cities, { cities: s.cities });
  await page.evaluate(() => Module.openLink('#recipe/cities/500x500.s6.l6/x'));
  s = await h.waitState(page, (st) => st.dialog === 'link_error');
  h.check('a recipe with s = l names the problem', /longest distance 6 must be more than the shortest distance 6/.test(s.link_error),
    { error: s.link_error });
  await h.clickWidget(page, 'dialog_close');
  const exact = await h.openPage(context, url + '/#' + code);
  s = await h.waitState(exact.page, (st, cd) => st.kind === 'cities' && st.job === 'idle' && st.level === cd, code);
  h.check('the exact link opens the same map', s.cities === mountains.cities && s.seed === '', { cities: s.cities });
  await h.waitFrames(exact.page, 2);
  await h.screenshot(exact.page, 'cities-04-mountains-link');
  await exact.page.close();

  const embed = await h.openPage(context, url + '/?embed' + recipe);
  s = await h.waitState(embed.page, (st, cd) => st.kind === 'cities' && st.job === 'idle' && st.level === cd, code);
  await h.clickWidget(embed.page, 'fit');
  h.check('embedded (?embed), a cities recipe shows its map with the toolbar', s.embedded && s.cities === mountains.cities &&
    (await h.canvasVariety(embed.page)).colours > 20, { embedded: s.embedded });
  await h.screenshot(embed.page, 'cities-05-embedded');
  await embed.page.close();

  h.check('no console errors on the Cities screen', problems.length === 0 && exact.problems.length === 0 &&
    embed.problems.length === 0, problems.concat(exact.problems, embed.problems));
  await page.close();
  console.log(`cities e2e: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

h.test('the Cities screen: progress, the checker against the CLI, pan, zoom, pinch, hover, PNG, cancel, links, embed',
  async ({ context, server }) => {
    await run(context, server.url);
  });
h.test('Cities without threads: a 1000×1000 map in slices', async ({ context, plain }) => {
  await runSliced(context, plain);
});
