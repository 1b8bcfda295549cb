// The page's Content-Security-Policy, as far as a worker can hold itself to it. A <meta> CSP does
// not reach a module worker, and a host that sends no headers (a plain static host, python -m
// http.server) gives the engine's worker none: code in it could fetch any origin or eval strings.
// Imported first by engine-worker.mjs, before Pyodide loads: requests (fetch, XMLHttpRequest,
// importScripts, the Cache API) go only to the site's own origin, and what the engine never uses
// (WebSocket, EventSource, WebTransport, nested workers, eval, the Function constructors, string
// timers) throws. Each guard replaces the original where it is defined (on a prototype, often), not
// writable and not configurable, so that deleting or reassigning the global name does not bring the
// original back. `self.cotacheckGuard` lists what was guarded (tests/browser/test_worker_guard.py).
const origin = self.location.origin;
const guarded = [];

function ownOrigin(url) {
  try {
    const parsed = new URL(String(url), self.location.href);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.origin === origin;
  } catch {
    return false;
  }
}

function refusal(what, url) {
  return new TypeError(`cotacheck: ${what} refused in the engine's worker${url === undefined ? "" : ` (${String(url).slice(0, 80)})`}`);
}

/** Put `value` in place of `name` where it is defined: on `target`, or the first prototype above it that has it. */
function lock(target, name, value) {
  let object = target;
  while (object && !Object.hasOwn(object, name)) object = Object.getPrototypeOf(object);
  Object.defineProperty(object || target, name, { value, writable: false, configurable: false, enumerable: false });
  guarded.push(name);
}

/** A global the engine itself replaces later (engine-worker.mjs wraps fetch): the prototype's copy is
 * locked, and the global's own one stays writable (its base is the guarded function). */
function lockWritable(name, value) {
  lock(Object.getPrototypeOf(self), name, value);
  Object.defineProperty(self, name, { value, writable: true, configurable: true, enumerable: true });
}

const nativeFetch = self.fetch;
lockWritable("fetch", function fetch(resource, init) {
  const url = resource instanceof Request ? resource.url : resource;
  return ownOrigin(url) ? nativeFetch.call(self, resource, init) : Promise.reject(refusal("fetch", url));
});

const nativeOpen = XMLHttpRequest.prototype.open;
lock(XMLHttpRequest.prototype, "open", function open(method, url, ...rest) {
  if (!ownOrigin(url)) throw refusal("XMLHttpRequest", url);
  return nativeOpen.call(this, method, url, ...rest);
});

if (typeof self.importScripts === "function") {
  const nativeImport = self.importScripts;
  lock(self, "importScripts", function importScripts(...urls) {
    for (const url of urls) if (!ownOrigin(url)) throw refusal("importScripts", url);
    return nativeImport.apply(self, urls);
  });
}

if (typeof Cache === "function") {
  const check = (requests) => { for (const r of requests) if (!ownOrigin(r instanceof Request ? r.url : r)) throw refusal("Cache", r); };
  const { add, addAll } = Cache.prototype;
  lock(Cache.prototype, "add", function (request) { check([request]); return add.call(this, request); });
  lock(Cache.prototype, "addAll", function (requests) { check(requests); return addAll.call(this, requests); });
}

for (const name of ["WebSocket", "EventSource", "WebTransport", "Worker", "SharedWorker"]) {
  if (name in self) lock(self, name, function refused() { throw refusal(name); });
}

const noEval = function () { throw refusal("eval"); };
lock(self, "eval", noEval);
// Each kind of function keeps its constructor's name and prototype (instanceof, .constructor.name).
for (const sample of [function () {}, async function () {}, function* () {}, async function* () {}]) {
  const kind = Object.getPrototypeOf(sample);
  const blocked = function () { throw refusal(`${kind.constructor.name} constructor`); };
  Object.defineProperty(blocked, "name", { value: kind.constructor.name });
  blocked.prototype = kind;
  lock(kind, "constructor", blocked);
  if (kind === Function.prototype) lock(self, "Function", blocked);
}

for (const name of ["setTimeout", "setInterval"]) {
  const native = self[name];
  lockWritable(name, function timer(handler, ...rest) {
    if (typeof handler !== "function") throw refusal(`${name} with a string`);
    return native.call(self, handler, ...rest);
  });
}

self.cotacheckGuard = Object.freeze(guarded);
