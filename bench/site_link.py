"""The benchmark's host and network: what a static host compresses, and a slow link (bench/site_bench.py).

A host (`--host`):

* `plain`          sends every file as it is (like `cotacheck serve`);
* `gzip`           gzips on the fly every response a host usually compresses (HTML, JS, CSS, JSON,
                   SVG, wasm), not the files that are compressed already (`.gz`, `.zip`, `.png`):
                   a host that only gzips, such as most static hosts;
* `precompressed`  serves `X.br` in place of `X` with `Content-Encoding: br` when the build wrote
                   one and the browser accepts brotli (nginx `brotli_static`, Caddy `precompressed
                   br`), and gzips the rest as `gzip` does.

A link (`--throttle 9mbit,60ms`): every response waits one round trip before its first byte, and
the bodies of all responses share one link of that rate (a phone's connection is one pipe: six
parallel downloads do not get six times the rate). Chunks are sent in the order they were queued,
so concurrent responses interleave. TCP's slow start and TLS handshakes are not modelled: the
figures are a floor for a real phone network, the same floor for every page.

The handler counts the body bytes it actually sends (after compression) per path.
"""

from __future__ import annotations

import email.utils
import gzip
import io
import os
import re
import threading
import time
from dataclasses import dataclass
from typing import ClassVar
from urllib.parse import unquote, urlparse

from cotacheck.interfaces.site.server import SiteHandler

HOSTS = ("plain", "gzip", "precompressed")
#: What a host compresses on the fly (by suffix); anything else goes as it is.
COMPRESSIBLE = (".html", ".js", ".mjs", ".css", ".json", ".svg", ".wasm", ".webmanifest", ".py", ".txt")
CHUNK = 16 * 1024


@dataclass(frozen=True)
class Link:
    bytes_per_s: float
    latency_s: float

    def describe(self) -> str:
        return f"{self.bytes_per_s * 8 / 1e6:g} Mbit/s, {self.latency_s * 1000:g} ms round trip"


def parse_throttle(text: str) -> Link:
    """ "9mbit,60ms" → Link; rates in kbit/mbit, latencies in ms or s."""
    match = re.fullmatch(r"\s*([\d.]+)\s*(kbit|mbit)\s*,\s*([\d.]+)\s*(ms|s)\s*", text.lower())
    if not match:
        raise ValueError(f"--throttle: expected RATE,LATENCY like 9mbit,60ms, got {text!r}")
    rate, rate_unit, latency, latency_unit = match.groups()
    bits = float(rate) * (1e3 if rate_unit == "kbit" else 1e6)
    return Link(bits / 8, float(latency) / (1000 if latency_unit == "ms" else 1))


class SharedPipe:
    """One link's capacity, shared by every response: each chunk books the next free slot."""

    def __init__(self, link: Link):
        self.link = link
        self._lock = threading.Lock()
        self._free_at = 0.0

    def send(self, write, data: bytes) -> None:
        for start in range(0, len(data), CHUNK):
            chunk = data[start : start + CHUNK]
            with self._lock:
                begin = max(time.monotonic(), self._free_at)
                self._free_at = begin + len(chunk) / self.link.bytes_per_s
                done = self._free_at
            delay = done - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            write(chunk)


class HostHandler(SiteHandler):
    """The site's server as a given host on a given link, counting what it sends."""

    host: ClassVar[str] = "plain"
    pipe: ClassVar[SharedPipe | None] = None
    sent: ClassVar[list[tuple[str, int]]] = []
    _gzipped: ClassVar[dict[tuple[str, float], bytes]] = {}

    def do_GET(self):
        self._wait_round_trip()
        super().do_GET()

    def do_HEAD(self):
        self._wait_round_trip()
        super().do_HEAD()

    def _wait_round_trip(self):
        if self.pipe:
            time.sleep(self.pipe.link.latency_s)

    def send_head(self):
        path = self.translate_path(unquote(urlparse(self.path).path))
        if self.host == "plain" or not os.path.isfile(path):
            return super().send_head()
        accepts = self.headers.get("Accept-Encoding", "")
        if self.host == "precompressed" and "br" in accepts and os.path.isfile(path + ".br"):
            return self._encoded(path, "br", lambda: open(path + ".br", "rb").read())
        if "gzip" in accepts and path.endswith(COMPRESSIBLE):
            return self._encoded(path, "gzip", lambda: self._gzip(path))
        return super().send_head()

    def _gzip(self, path: str) -> bytes:
        key = (path, os.path.getmtime(path))
        if key not in self._gzipped:  # a CDN compresses once and keeps it
            with open(path, "rb") as file:
                self._gzipped[key] = gzip.compress(file.read(), 9, mtime=0)
        return self._gzipped[key]

    def _encoded(self, path: str, encoding: str, body):
        """The response to a GET of `path` with a body in `encoding` (304 when the copy is current)."""
        modified = int(os.path.getmtime(path))
        since = self.headers.get("If-Modified-Since")
        if since:
            try:
                if modified <= email.utils.parsedate_to_datetime(since).timestamp():
                    self.send_response(304)
                    self.end_headers()
                    return None
            except (TypeError, ValueError):
                pass
        data = body()
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", encoding)
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Last-Modified", self.date_time_string(modified))
        self.end_headers()
        return io.BytesIO(data)

    def copyfile(self, source, outputfile):
        data = source.read()
        HostHandler.sent.append((urlparse(self.path).path.lstrip("/"), len(data)))
        if self.pipe:
            self.pipe.send(outputfile.write, data)
        else:
            outputfile.write(data)
