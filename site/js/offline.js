// Every page: registers the service worker (sw.js at the site root, see cotacheck/offline.py) and
// keeps the footer's line #offline honest: "funciona sem internet" only once the worker is active
// and its cache holds every file of the site; "nova versão pronta" with a button when a new
// build has been cached and waits to replace this one. Registration waits until the page's engine
// is ready (or the page has loaded) and the page and its engine are idle, so that caching never
// competes with the first start-up nor with a first check.
const html = document.documentElement;
const root = html.dataset.root || "";
const line = document.getElementById("offline");

function say(state, ...nodes) {
  html.dataset.offline = state;  // read by the tests and the benchmark
  if (!line) return;
  line.replaceChildren(...nodes);
  line.hidden = nodes.length === 0;
}

async function checkComplete(registration) {
  const worker = registration.active;
  if (!worker) return;
  const answer = await new Promise((resolve) => {
    const channel = (event) => {
      if (event.data && event.data.type === "status") {
        navigator.serviceWorker.removeEventListener("message", channel);
        resolve(event.data);
      }
    };
    navigator.serviceWorker.addEventListener("message", channel);
    worker.postMessage({ type: "status" });
  });
  if (answer.complete && html.dataset.offline !== "update") {
    html.dataset.siteVersion = answer.version;
    say("true", "Este site funciona sem internet neste aparelho: tudo o que ele usa já está guardado.");
  }
}

function offerUpdate(registration) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "secondary";
  button.textContent = "Usar a nova versão";
  button.addEventListener("click", () => {
    if (registration.waiting) registration.waiting.postMessage({ type: "activate-new-version" });
  });
  say("update", "Uma nova versão do site está pronta. ", button);
}

function watch(registration) {
  const track = (worker) => {
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(registration);
      if (worker.state === "activated") checkComplete(registration);
    });
  };
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration);
  track(registration.installing);
  registration.addEventListener("updatefound", () => track(registration.installing));
  checkComplete(registration);
}

async function register() {
  try {
    const registration = await navigator.serviceWorker.register(`${root}sw.js`);
    watch(registration);
  } catch (error) {
    console.warn("cotacheck: service worker not registered:", error.message);
    say("false");
  }
}

if ("serviceWorker" in navigator && window.isSecureContext) {
  // The new version took over (the reader asked for it): reload so the page is all of one build.
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (html.dataset.offline === "update" && !reloading) {
      reloading = true;
      location.reload();
    }
  });
  // Then the first idle moment (at most 2 s later) with the engine idle too (engine.js's
  // data-engine-busy: its page's modules imported, no call in flight): the page's first answer is drawn,
  // and a check asked for at "pronto" done, before the service worker starts caching the rest of the
  // site over the same link and the same cores.
  const whenIdle = () => (window.requestIdleCallback ? requestIdleCallback(attempt, { timeout: 2000 }) : setTimeout(attempt, 0));
  // A check asked for (verificar.js's data-checking) counts as busy from the click, before its call is sent.
  const busy = () => html.dataset.engineBusy === "true" || html.dataset.checking === "true";
  const attempt = () => {
    if (!busy()) return register();
    new MutationObserver((_, observer) => {
      if (!busy()) { observer.disconnect(); whenIdle(); }
    }).observe(html, { attributes: true, attributeFilter: ["data-engine-busy", "data-checking"] });
  };
  const whenQuiet = () => {
    if (!document.getElementById("motor") || html.dataset.ready) return whenIdle();
    new MutationObserver((_, observer) => {
      if (html.dataset.ready) { observer.disconnect(); whenIdle(); }
    }).observe(html, { attributes: true, attributeFilter: ["data-ready"] });
  };
  if (document.readyState === "complete") whenQuiet(); else addEventListener("load", whenQuiet, { once: true });
} else {
  say("false");
}
