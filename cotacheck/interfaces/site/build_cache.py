"""The site builder's caches (bytecode, snapshot, gzip and brotli copies), safe for builds at once.

The test suite's workers and a maintainer's build may build the site at the same moment, and a
cache entry can be several files that belong together (a memory snapshot and the JSON that decodes
it: two snapshots of the same inputs differ byte for byte). So an entry is a directory made under a
name of this build's own and renamed into place in one step, and never changed after: a build reads
a whole entry from one build, never one file from each. A build that loses the race keeps the
winner's entry and drops its own.
"""

from __future__ import annotations

import os
import secrets
import shutil
from collections.abc import Callable
from pathlib import Path


def own_name(final: Path) -> Path:
    """A path beside `final` that no other build uses: where this build writes before the rename."""
    return final.with_name(f"{final.name}.{os.getpid()}-{secrets.token_hex(4)}.partial")


def cached_entry(final: Path, make: Callable[[Path], None]) -> Path:
    """The directory `final`, made by `make(directory)` in a directory of this build's own when it is
    not there yet; returns `final`, whole (`make` raises to leave nothing in the cache)."""
    if final.is_dir():
        return final
    final.parent.mkdir(parents=True, exist_ok=True)
    work = own_name(final)
    work.mkdir()
    try:
        make(work)
        try:
            os.rename(work, final)  # fails when another build's entry is already there: keep that one
        except OSError:
            if not final.is_dir():
                raise
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return final


def cached_file(final: Path, write: Callable[[Path], None]) -> Path:
    """The file `final`, written by `write(path)` to a path of this build's own when missing, then
    put in place in one step (for a file that is the same whichever build writes it)."""
    if not final.is_file():
        final.parent.mkdir(parents=True, exist_ok=True)
        partial = own_name(final)
        try:
            write(partial)
            partial.replace(final)
        finally:
            partial.unlink(missing_ok=True)
    return final
