// cotacheck's service worker (rendered at build time by cotacheck/offline.py; served from the site root).
// On install it caches every file the site needs, all of one build (each checked against the build's
// own hash of it), named by the hash of their contents; then it answers every request of the site from that cache, so a second visit makes no
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

// Each file's SHA-256 in this build: a file fetched while a new build is being deployed may be the
// new build's, and a cache holding files of two builds would run them together offline.
const HASHES = {{ hashes|tojson }};
// A .gz the host sent unpacked (Content-Encoding gzip, or its brotli copy of the unpacked bytes, see
// compressed.py): the hash of what it unpacks to. Stored so, it is unpacked as is (gunzip.js).
const UNPACKED_HASHES = {{ unpacked_hashes|tojson }};
const ATTEMPTS = 3;

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

// A file of this build, as a response to cache: fetched again (bypassing the HTTP cache) when its
// contents are not this build's; after ATTEMPTS the install fails, and the browser tries it again
// at a later visit while the previous cache keeps serving.
async function fetchChecked(name) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    // "no-cache": revalidate with the server (a 304 costs no body); then "reload": the network only.
    const response = await fetch(new Request(name, { cache: attempt ? "reload" : "no-cache" }));
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
    const body = await response.arrayBuffer();
    const hash = await sha256(body);
    if (hash === HASHES[name] || hash === UNPACKED_HASHES[name]) {
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    }
  }
  throw new Error(`${name}: not the file of build ${VERSION}`);
}

async function fill(cache) {
  const pending = [...FILES];
  const worker = async () => {
    for (let name = pending.shift(); name !== undefined; name = pending.shift()) {
      await cache.put(name, await fetchChecked(name));
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);  // four at a time: bounded memory
}

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then(async (cache) => {
    try {
      await fill(cache);
      for (const entry of UNPACKED) await unpack(cache, entry);  // one at a time: less memory at once
    } catch (error) {
      await caches.delete(CACHE);  // nothing half-made or mixed is left to be served
      throw error;
    }
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
