// cotacheck's service worker (rendered at build time by cotacheck/offline.py; served from the site root).
// On install it caches every file the site needs, all of one build, named by the hash of their
// contents; then it answers every request of the site from that cache, so a second visit makes no
// network request and the site works with no network. A new build is a new cache: it is filled
// while the old one keeps serving, and only replaces it (as a whole) when the page asks, after
// telling the reader that a new version is ready.
const VERSION = {{ version|tojson }};
const FILES = {{ files|tojson }};
const CACHE = `cotacheck-${VERSION}`;
const SCOPE = new URL("./", self.location).href;

// Gzipped files the cache also keeps unpacked, as [name to store, .gz in FILES, type]: Pyodide's wasm
// under its own name (a page this worker controls compiles it from a plain cached response, whose
// compiled code Chromium can keep), the memory snapshot in place of its .gz (the engine's worker
// accepts both: a repeat visit skips unpacking 31 MB). See cotacheck/interfaces/site/compressed.py.
const UNPACKED = {{ unpacked|tojson }};

importScripts("assets/gunzip.js");  // cotacheckGunzipped

async function unpack(cache, [name, packedName, type]) {
  await cache.put(name, await cotacheckGunzipped(await cache.match(packedName), type));
}

self.addEventListener("install", (event) => {
  // "no-cache": revalidate with the server (a 304 costs no body), never take a stale HTTP cache
  // entry from another build.
  event.waitUntil(caches.open(CACHE).then(async (cache) => {
    await cache.addAll(FILES.map((f) => new Request(f, { cache: "no-cache" })));
    for (const entry of UNPACKED) await unpack(cache, entry);  // one at a time: less memory at once
  }));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys().then((keys) =>
    Promise.all(keys.filter((k) => k.startsWith("cotacheck-") && k !== CACHE).map((k) => caches.delete(k)))));
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "activate-new-version") self.skipWaiting();
  else if (data.type === "status") {
    event.waitUntil(caches.open(CACHE).then(async (cache) => {
      const missing = (await Promise.all([...FILES, ...UNPACKED.map(([name]) => name)].map((f) => cache.match(f)))).filter((r) => !r).length;
      event.source.postMessage({ type: "status", version: VERSION, complete: missing === 0 });
    }));
  }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  const url = new URL(request.url);
  // Pages are cached without their query (?lei=go&vagas=37): the page reads it itself.
  const key = url.pathname.endsWith("/") ? new URL("index.html", url).href : url.origin + url.pathname;
  event.respondWith(caches.open(CACHE).then((cache) => cache.match(key)).then((hit) => hit || fetch(request)));
});
