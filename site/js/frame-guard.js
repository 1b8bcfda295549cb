// A page shown inside another site's frame. The hosting headers forbid it (X-Frame-Options,
// `frame-ancestors 'none'`), but a host that does not send the build's `_headers` lets any site frame
// the pages, cover them or imitate parts of them (clickjacking), and a <meta> CSP cannot forbid it.
// So a page checks for itself, from <head> before anything is drawn: framed, it hides everything,
// then shows only a link that opens it in a tab of its own. `html[data-framed]` marks that state.
(() => {
  if (window.top === window.self) return;
  const root = document.documentElement;
  root.dataset.framed = "true";
  root.hidden = true;
  addEventListener("DOMContentLoaded", () => {
    const link = document.createElement("a");
    link.href = location.href;
    link.target = "_blank";
    link.rel = "noopener noreferrer";
    link.textContent = "Abrir esta página numa aba própria";
    const note = document.createElement("p");
    note.id = "aberta-em-outro-site";
    note.append("Esta página do cotacheck foi aberta dentro de outro site, que poderia cobri-la ou imitar partes dela. ", link, ".");
    document.body.replaceChildren(note);
    root.hidden = false;
  });
})();
