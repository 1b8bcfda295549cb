"""`cotacheck serve`: builds the site and serves it on 127.0.0.1 (static files, nothing else).

Only what a static host does: files with the right MIME types (`.mjs` as JavaScript, `.wasm` as
`application/wasm`, which Pyodide's streaming compilation needs), validators for caching, no
directory listings, and the headers the build's `_headers` file asks for (the CSP among them, which
reaches the engine's worker only this way: headers.py). Also used by the browser tests and the
benchmark (`serve_in_thread`).
"""

from __future__ import annotations

import functools
import http.server
import sys
import threading
from pathlib import Path

from cotacheck.errors import InputError
from cotacheck.interfaces.site.builder import ROOT, build_site
from cotacheck.interfaces.site.headers import read_headers

MIME = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".zip": "application/zip",
    ".css": "text/css",
    ".html": "text/html; charset=utf-8",
    ".svg": "image/svg+xml",
    ".webmanifest": "application/manifest+json",
    ".gz": "application/gzip",  # sent as is: the worker decompresses the snapshot itself
    ".py": "text/plain; charset=utf-8",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}
    quiet = True
    site_headers: dict[str, str] = {}

    def list_directory(self, path):  # no listings: a static host shows files only
        self.send_error(404, "Not found")
        return None

    def end_headers(self):
        # Revalidate every time (If-Modified-Since → 304): a reload reuses the cached runtime.
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        for name, value in self.site_headers.items():
            if name != "X-Content-Type-Options":
                self.send_header(name, value)
        super().end_headers()

    def log_message(self, format, *args):
        if not self.quiet:
            super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    quiet = True

    def handle_error(self, request, client_address):
        """A browser that closes the connection mid-download (a reload, a cancelled file) is one quiet line,
        not socketserver's traceback; any other fault keeps the traceback (a bug to report)."""
        error = sys.exc_info()[1]
        if not isinstance(error, ConnectionError):
            return super().handle_error(request, client_address)
        if not self.quiet:
            print(f"conexão encerrada pelo navegador antes do fim ({type(error).__name__})", file=sys.stderr)


def make_server(directory: Path | str, host: str = "127.0.0.1", port: int = 8000, quiet: bool = True) -> Server:
    own = {"quiet": quiet, "site_headers": read_headers(Path(directory))}
    handler = functools.partial(type("Handler", (SiteHandler,), own), directory=str(directory))
    server = Server((host, port), handler)
    server.quiet = quiet
    return server


def serve_in_thread(directory: Path | str, host: str = "127.0.0.1", port: int = 0) -> tuple[Server, str]:
    """Start a server on a free port in a daemon thread; returns it and its base URL (with a slash)."""
    server = make_server(directory, host, port)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://{host}:{server.server_address[1]}/"


def add_parser(commands) -> None:
    serve = commands.add_parser("serve", help="monta o site e o serve em http://127.0.0.1:8000")
    serve.add_argument("--port", type=int, default=8000, help="porta (padrão: 8000)")
    serve.add_argument("--host", default="127.0.0.1", help="endereço (padrão: 127.0.0.1)")
    serve.add_argument("--dir", default=None, help="pasta onde montar o site (padrão: _site/ no projeto)")
    serve.add_argument(
        "--engine",
        default="worker",
        choices=("worker", "pyscript"),
        help="onde o Python roda na página (padrão: worker)",
    )
    serve.set_defaults(run=run_serve)


def run_serve(args) -> int:
    directory = Path(args.dir) if args.dir else ROOT / "_site"
    if not (0 <= args.port <= 65535):
        raise InputError(f"Porta inválida: {args.port}.")
    build_site(directory, engine=args.engine)
    try:
        server = make_server(directory, args.host, args.port, quiet=False)
    except OSError as error:
        raise InputError(
            f"Não foi possível abrir {args.host}:{args.port} ({error.strerror}). Tente outra porta com --port."
        ) from None
    url = f"http://{args.host}:{server.server_address[1]}/"
    print(f"Site montado em {directory}. Servindo em {url} (Ctrl+C para parar).", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0
