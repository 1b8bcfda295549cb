// The law pages (leis/*.html). A link from a result lands on one provision (…#art-1-p2, or an act's
// entry): above it, a banner says which law and article it is and links back to the page the reader
// came from. The link's address is the referrer, which keeps that page's inputs (?lei=go&vagas=37).
// The checker keeps its result in the fragment or in memory, which the referrer lacks: from there a
// click goes back in history when there is one.
const FROM = {
  "index.html": { name: "à calculadora" },
  "chamada.html": { name: "a “Quando serei chamado?”" },
  "verificar.html": { name: "à verificação do edital", history: true },
};

let moves = 0;  // in-page jumps since the page opened (each adds a history entry)

function cameFrom() {
  let url;
  try {
    url = new URL(document.referrer);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  return url;
}

function backLink(url) {
  const from = FROM[url.pathname.split("/").pop() || "index.html"] || { name: "à página anterior", history: true };
  const link = document.createElement("a");
  link.href = url.href;
  link.className = "back";
  link.textContent = `← Voltar ${from.name}`;
  link.addEventListener("click", (event) => {
    if (!from.history || history.length <= 1) return;  // the address is enough, or there is no history
    event.preventDefault();
    history.go(-(moves + 1));
  });
  return link;
}

function line(...children) {
  const p = document.createElement("p");
  p.append(...children);
  return p;
}

function showTarget() {
  document.querySelector(".target-banner")?.remove();
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target || !target.dataset.cite) return null;
  const banner = document.createElement("div");
  banner.className = "target-banner";
  const cite = document.createElement("strong");
  cite.textContent = target.dataset.cite;
  banner.append(line("Você está em: ", cite, " (destacado abaixo)."));
  const from = cameFrom();
  if (from) banner.append(line(backLink(from)));
  if (target.tagName === "LI") target.prepend(banner); else target.before(banner);
  banner.scrollIntoView({ block: "start" });
  return banner;
}

showTarget();
// The browser may scroll to the fragment once the page has loaded: keep the banner in view.
window.addEventListener("load", () => document.querySelector(".target-banner")?.scrollIntoView({ block: "start" }));
window.addEventListener("hashchange", () => {
  moves += 1;
  showTarget();
});
