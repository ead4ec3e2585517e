// shuffling-cities.js — seed 002's algorithm ("Shuffling Cities", Yujian Yao,
// 2012) written from the post, as its author's JavaScript would run it: one
// object per tile, a shuffled list of tiles with a priority band at its
// front, and a breadth-first search around each new city.
//
// Each pick comes from the band (tiles within l of a city) while it has any,
// else from the whole list; the tiles closer than s to the new city leave the
// list and the others within l join the band. It runs until the list is
// empty. Distances are 4-neighbour steps on an open map, as in the post.
'use strict';

function shufflingCities(width, height, s, l, random = Math.random) {
  // The map: a tile per cell; randomList holds them all at first.
  const tiles = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) tiles.push({ x, y, pos: 0, isCity: false, removed: false, seen: 0 });
  const randomList = tiles.slice();
  randomList.forEach((t, i) => { t.pos = i; });
  let priorityListLen = 0;
  let stamp = 0;

  function removeAt(pos) {
    const r = randomList[pos];
    if (pos < priorityListLen) {  // first to the end of the priority list
      priorityListLen--;
      const tmp = randomList[priorityListLen];
      tmp.pos = pos;
      randomList[pos] = tmp;
      randomList[priorityListLen] = r;
      r.pos = priorityListLen;
    }
    if (r.pos + 1 === randomList.length) {
      randomList.pop();
    } else {
      const replace = randomList.pop();
      replace.pos = r.pos;
      randomList[r.pos] = replace;
    }
    r.removed = true;
  }

  function toPriority(t) {
    if (t.pos < priorityListLen) return;
    const other = randomList[priorityListLen];
    other.pos = t.pos;
    randomList[t.pos] = other;
    randomList[priorityListLen] = t;
    t.pos = priorityListLen;
    priorityListLen++;
  }

  // Breadth-first traversal around the city: the positions of the tiles
  // closer than s (to remove); those from s to l join the priority list.
  function getPosOfTilesAround(city) {
    stamp++;
    const toRemove = [];
    let frontier = [city];
    city.seen = stamp;
    for (let d = 0; d <= l && frontier.length > 0; d++) {
      const next = [];
      for (const t of frontier) {
        if (!t.removed) {
          if (d < s) toRemove.push(t);
          else toPriority(t);
        }
        if (d === l) continue;
        for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
          const nx = t.x + dx, ny = t.y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const n = tiles[ny * width + nx];
          if (n.seen === stamp) continue;
          n.seen = stamp;
          next.push(n);
        }
      }
      frontier = next;
    }
    return toRemove;
  }

  const cities = [];
  while (randomList.length > 0) {
    const within = priorityListLen || randomList.length;
    const p = Math.floor(random() * within);
    const city = randomList[p];
    city.isCity = true;
    cities.push(city);
    for (const t of getPosOfTilesAround(city)) removeAt(t.pos);
  }
  return cities;
}

module.exports = { shufflingCities };
