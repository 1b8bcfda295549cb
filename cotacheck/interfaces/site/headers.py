"""The HTTP headers a host should send with the site, and the files that ask hosts for them.

The pages carry their CSP in a <meta> tag, which does not reach the engine's module worker, cannot
forbid framing, and says nothing of referrers or MIME sniffing. A host that honours a headers file
gets one from the build: `_headers` (Netlify, Cloudflare Pages and the like) and `.htaccess`
(Apache with mod_headers). The dev server (server.py) sends the same headers itself. The worker
also holds itself to the CSP where no header reaches it (site/js/worker-guard.js).
"""

from __future__ import annotations

from pathlib import Path

#: The files written at the site's root (not cached by the service worker: written after its list).
FILES = ("_headers", ".htaccess")


def recommended(csp: str) -> dict[str, str]:
    """Header → value, for every response of the site (the CSP of the pages, plus what a meta tag cannot say)."""
    return {
        "Content-Security-Policy": f"{csp}; frame-ancestors 'none'",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "same-origin",  # no other origin learns a page; a law page links back to its own
        "Cross-Origin-Opener-Policy": "same-origin",
        "Cross-Origin-Resource-Policy": "same-origin",
        "X-Frame-Options": "DENY",
        "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    }


def netlify_headers(csp: str) -> str:
    """`_headers`: one rule for every path."""
    return "/*\n" + "".join(f"  {name}: {value}\n" for name, value in recommended(csp).items())


def apache_htaccess(csp: str) -> str:
    """`.htaccess`: the headers (mod_headers) and the MIME types Pyodide needs."""
    sets = "".join(f'  Header always set {name} "{value}"\n' for name, value in recommended(csp).items())
    return (
        "# Written by `cotacheck site build`: the headers the site expects (docs/site.md).\n"
        f"<IfModule mod_headers.c>\n{sets}</IfModule>\n"
        "AddType text/javascript .mjs\nAddType application/wasm .wasm\nOptions -Indexes\n"
    )


def clear_headers(out: Path) -> None:
    """Remove the headers files of an earlier build (before the service worker lists the site's files)."""
    for name in FILES:
        (out / name).unlink(missing_ok=True)


def write_headers(out: Path, csp: str) -> list[str]:
    (out / "_headers").write_text(netlify_headers(csp), encoding="utf-8")
    (out / ".htaccess").write_text(apache_htaccess(csp), encoding="utf-8")
    return list(FILES)


def read_headers(directory: Path) -> dict[str, str]:
    """The headers a built site's `_headers` asks for (none when it has no such file): what the dev
    server sends, so that it serves a site as a host that honours the file would."""
    path = Path(directory) / "_headers"
    if not path.is_file():
        return {}
    found = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        name, colon, value = line.strip().partition(":")
        if line.startswith("  ") and colon:
            found[name.strip()] = value.strip()
    return found
