"""The `build-site` and `serve` subcommands (jinja2 is needed at build time only)."""

from __future__ import annotations

from cotacheck.interfaces.site import builder, server


def add_parser(commands) -> None:
    builder.add_parser(commands)  # build-site DIR
    server.add_parser(commands)  # serve
