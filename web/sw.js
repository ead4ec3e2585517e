// sw.js — the service worker: the site offline, one build at a time, and the
// cross-origin isolation headers a plain static host does not send.
//
// Registered by pwa.js from the site's root, so its scope is the whole site.
// scripts/stamp_sw.py writes VERSION and FILES below into build/site/sw.js:
// FILES is every file the app needs (both builds, the API's worker, icons,
// manifest), VERSION a hash of their contents (and of this file), so each
// build of the site has its own cache, "pgw-<VERSION>".
//
//   install   fetch every file into this version's cache, past the HTTP cache;
//             any failure (a missing file) fails the install: no half cache.
//   waiting   a new version waits while an older one controls pages; pwa.js
//             offers a reload and then posts "skip-waiting".
//   activate  delete the caches of other versions.
//   fetch     answer the files of FILES from this version's cache only (the
//             app page for "./" and "index.html" with any query), anything
//             else from the network. So a page never mixes two builds.
//
// Cross-origin isolation (the technique of the coi-serviceworker project,
// written here): the app page, when it is a top-level document, gets
// Cross-Origin-Opener-Policy: same-origin and Cross-Origin-Embedder-Policy:
// require-corp, and worker scripts get the same COEP (a dedicated worker of an
// isolated page must have it), so a host without those headers gets the
// threaded build after one reload (pwa.js). In a frame (a blog's embed) the
// app page is served as it is, and stays without threads. A navigation with
// "sw=0" in its query is left to the network (for tests and for turning the
// worker off: pwa.js then unregisters it).
'use strict';

const VERSION = 'unstamped';
const FILES = [];

const PREFIX = 'pgw-';
const CACHE = PREFIX + VERSION;
const BASE = new URL('./', self.location).href;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) =>
    cache.addAll(FILES.map((name) => new Request(BASE + name, { cache: 'reload' })))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(
    names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)))));
});

self.addEventListener('message', (event) => {
  // Held open until the activation is under way: Chromium 156 stops a waiting worker once its message
  // event ends, and a bare skipWaiting() was lost with it (the page's Reload did nothing).
  if (event.data && event.data.type === 'skip-waiting') event.waitUntil(self.skipWaiting());
});

// The name in FILES a request asks for, or '' when it is not one of them.
function cachedName(request) {
  const url = new URL(request.url);
  if (!url.href.startsWith(BASE)) return '';
  const name = url.pathname.slice(new URL(BASE).pathname.length);
  if (request.mode === 'navigate') {
    if (new URLSearchParams(url.search).get('sw') === '0') return '';
    if (name === '' || name === 'index.html') return 'index.html';
  }
  return url.search === '' && FILES.includes(name) ? name : '';
}

// The response with the isolation headers that `request` needs, when the host
// did not send them. Pages are always answered with a new Response: a cached
// one that came through a redirect (hosts that send /index.html to /) must
// not answer a navigation.
function withHeaders(request, response) {
  const top = request.mode === 'navigate' && request.destination === 'document';
  const worker = request.destination === 'worker';
  if ((request.mode !== 'navigate' && !worker) || response.status === 0) return response;
  const headers = new Headers(response.headers);
  if ((top || worker) && !headers.has('Cross-Origin-Embedder-Policy')) {
    headers.set('Cross-Origin-Embedder-Policy', 'require-corp');
  }
  if (top && !headers.has('Cross-Origin-Opener-Policy')) headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const name = cachedName(request);
  if (!name) return;  // not the app's: the browser fetches it as usual
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(BASE + name))
    .then((cached) => cached || fetch(request))  // evicted, or an unstamped worker
    .then((response) => withHeaders(request, response)));
});
