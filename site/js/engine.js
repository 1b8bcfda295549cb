// The engine: runs cotacheck.web in Pyodide, either in a module worker (default) or on the main
// thread through PyScript, chosen at build time by <html data-engine>. Both expose the same API:
//   const engine = startEngine(root); await engine.ready; await engine.call("calculate", {...})
// call() resolves to the JSON envelope {ok, result} | {ok: false, error}. background() takes the
// same arguments for work nobody waits on (the PDF warm-up): held on the page until no call is in
// flight, then sent one at a time, so that a reader's call waits at most for one such step.

const now = () => performance.timeOrigin + performance.now();  // the worker's clock too

// <html data-engine-busy>: "true" from the start until the page's own engine has imported its page's
// modules ("prepared") and while any engine has a call in flight, else "false". The service worker's
// caching of the whole site waits for "false" (offline.js), so that it never competes with a check.
const busy = { prepared: false, calls: 0 };
function showBusy() {
  document.documentElement.dataset.engineBusy = String(!busy.prepared || busy.calls > 0);
}

function startWorker(root, second) {
  // engine-boot.js has normally started the worker (and the wasm compilation) while the page was
  // being parsed. Without it, start the worker here and let Pyodide fetch the wasm itself. A second
  // engine (`second`: {module}) gets the wasm the first one compiled.
  const boot = second ? null : window.cotacheckBoot;
  if (!second) showBusy();
  const worker = boot ? boot.worker : new Worker(`${root}assets/engine-worker.mjs`, { type: "module" });
  if (!boot) worker.postMessage({ type: "wasm", module: second ? second.module : null });
  const pending = new Map();
  let next = 1;
  let moduleWanted = null;
  const ready = new Promise((resolve, reject) => {
    const onMessage = (event) => {
      const data = event.data;
      if (data.type === "ready") {
        if (!second) window.cotacheckEngineMarks = data.marks;  // read by bench/site_bench.py
        resolve();
      }
      else if (data.type === "module" && moduleWanted) moduleWanted(data.module);
      // The page's functions the worker imported right after "ready" (engine-boot.js data-needs).
      else if (data.type === "prepared") {
        if (!second) { window.cotacheckEnginePrepared = data; busy.prepared = true; showBusy(); }
      }
      else if (data.type === "failed") {
        if (!second) { busy.prepared = true; showBusy(); }  // nothing more will come from it
        reject(new Error(data.message));
      }
      else if (pending.has(data.id)) {
        const arrived = now();
        const { resolve, sent } = pending.get(data.id);
        const envelope = JSON.parse(data.response);
        // Where the call's time went (ms since the epoch; `work` and `json`: durations in Python), for
        // the checker's split of a check (verificar-marks.js); not enumerable, so not part of the answer.
        Object.defineProperty(envelope, "timing", { value: { ...data.timing, sent, arrived, parsed: now() } });
        pending.delete(data.id);
        busy.calls--;
        showBusy();
        resolve(envelope);
        setTimeout(sendHeld, 0);  // after the callers' next calls, which go first
      }
    };
    const onError = (event) => {
      event.preventDefault();
      reject(new Error(event.message || "falha ao iniciar o worker"));
      // A worker that stopped answers nothing more: its calls in flight end with an error.
      for (const { resolve: done } of pending.values()) done({ ok: false, error: "O motor de cálculo parou. Recarregue a página." });
      busy.calls -= pending.size;
      if (!second) busy.prepared = true;  // nothing more will come from it
      showBusy();
      pending.clear();
    };
    worker.addEventListener("message", onMessage);
    worker.addEventListener("error", onError);
    for (const event of boot ? boot.adopt() : []) (event.type === "error" ? onError : onMessage)(event);
  });
  const post = (name, payload, binary, resolve) => {
    const id = next++;
    const sent = now();
    pending.set(id, { resolve, sent });
    busy.calls++;
    showBusy();
    const message = { id, name, payload: JSON.stringify(payload), binary };
    worker.postMessage(message, binary ? [binary.bytes.buffer] : []);
  };
  const held = [];  // background() calls not sent yet
  const sendHeld = () => { if (!pending.size && held.length) post(...held.shift()); };
  return {
    ready,
    worker,
    /** The WebAssembly.Module this engine runs (null if Pyodide compiled its own): for a second engine. */
    module() {
      return new Promise((resolve) => {
        moduleWanted = resolve;
        worker.postMessage({ type: "module" });
      });
    },
    // binary (optional): {bytes: Uint8Array, key: "arquivo.bytes"}, transferred (not copied) to the
    // worker, which puts it into the request at `key`; the page never base64-encodes a large file.
    call(name, payload, binary = null) {
      return new Promise((resolve) => post(name, payload, binary, resolve));
    },
    background(name, payload, binary = null) {
      return new Promise((resolve) => { held.push([name, payload, binary, resolve]); sendHeld(); });
    },
  };
}

function startPyScript(root) {
  let call = null;
  const ready = new Promise((resolve, reject) => {
    window.cotacheckEngineReady = (fn) => { call = fn; resolve(); };
    window.addEventListener("py:error", () => reject(new Error("falha no Python")), { once: true });
  });
  const core = document.createElement("script");
  core.type = "module";
  core.src = `${root}runtime/pyscript/core.js`;
  const py = document.createElement("script");
  py.type = "py";
  py.setAttribute("config", `${root}pyscript.json`);
  py.src = `${root}assets/pyscript_main.py`;
  document.head.append(py, core);
  const engine = {
    ready,
    // On the page's own thread every call runs to its end at once: a background one after a turn of the event loop.
    background: (name, payload, binary = null) => new Promise((resolve) => setTimeout(resolve, 0)).then(() => engine.call(name, payload, binary)),
    async call(name, payload, binary = null) {
      if (binary) {  // PyScript runs on the page: the bytes go as base64 in the JSON request
        let text = "";
        for (let i = 0; i < binary.bytes.length; i += 0x8000) text += String.fromCharCode.apply(null, binary.bytes.subarray(i, i + 0x8000));
        const path = binary.key.replace(/\.bytes$/, ".base64").split(".");
        let target = payload;
        for (const part of path.slice(0, -1)) target = target[part] = target[part] || {};
        target[path[path.length - 1]] = btoa(text);
      }
      return JSON.parse(call(name, JSON.stringify(payload)));
    },
  };
  return engine;
}

/** `second` ({module}): another worker engine beside the page's own (the checker reads a PDF's
 * pages in both at once), given the compiled wasm of the first. */
export function startEngine(root, kind, second = null) {
  return kind === "pyscript" ? startPyScript(root) : startWorker(root, second);
}
