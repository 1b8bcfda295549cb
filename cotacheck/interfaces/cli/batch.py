"""Reading many editais for `lint`: one after another or in a process pool (`--jobs N`), always yielded
in the order given, so the output is the same bytes whatever N is. A file that cannot be read is an
outcome like the others (its Portuguese error), so it never loses the other files' results: bad input,
memory run out while reading it, a fault of ours, or the process reading it killed (the pool is then
replaced, and the file that killed it told apart by reading it again alone).
"""

from __future__ import annotations

import sys
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, TextIO

from cotacheck.errors import InputError
from cotacheck.linter import file_text, lint_text
from cotacheck.present.terminal import visible


@dataclass(frozen=True)
class Outcome:
    """One file's result, or why it could not be read (`error`, in Portuguese)."""

    name: str
    result: dict | None = None
    error: str | None = None


def lint_file(name: str, options: dict) -> Outcome:
    """Read and lint one file; bad input becomes the outcome's error (run in a pool's worker too)."""
    path = Path(name)
    try:
        if not path.is_file():
            raise InputError(f"Arquivo não encontrado: {name}")
        return Outcome(name, result=lint_path(path, name, options))
    except InputError as error:
        return Outcome(name, error=str(error))
    except MemoryError:
        return Outcome(name, error=f"{name}: faltou memória para ler este arquivo; os outros foram lidos.")
    except Exception as error:  # a fault of ours on this file: said, and the run goes on
        return Outcome(
            name,
            error=f"{name}: erro interno ao ler este arquivo ({type(error).__name__}). Por favor, relate o problema.",
        )


def lint_path(path: Path, name: str, options: dict) -> dict:
    """Lint the file at `path`, its bytes let go once decoded (the CLI held them beside the report)."""
    return lint_text(_text(path, name), filename=name, **options)


def _text(path: Path, name: str) -> str:
    """The text of the file at `path` (`file_text`: a PDF's or a text file's); its bytes let go."""
    try:
        data = path.read_bytes()
    except OSError as error:
        raise InputError(f"Não foi possível ler {name}: {error.strerror}") from None
    return file_text(data, name)


def lint_files(names: list[str], options: dict, jobs: int = 1) -> Iterator[Outcome]:
    """The outcomes in the order of `names`; with `jobs` > 1, read by that many processes."""
    jobs = min(jobs, len(names))
    if jobs <= 1:
        for name in names:
            yield lint_file(name, options)
        return
    start = 0
    while start < len(names):
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = [pool.submit(lint_file, name, options) for name in names[start:]]
            for future in futures:
                try:
                    yield future.result()
                except BrokenProcessPool:
                    break  # a worker died: every file not yet yielded is lost with this pool
                start += 1
        if start < len(names):
            yield _alone(names[start], options)  # which file killed it: this one, read again by itself
            start += 1


def _alone(name: str, options: dict) -> Outcome:
    """The first file a dead pool did not finish, read again in a pool of its own: its result, or, if its
    reading kills that process too, its error (the files after it go to a new pool)."""
    with ProcessPoolExecutor(max_workers=1) as pool:
        try:
            return pool.submit(lint_file, name, options).result()
        except BrokenProcessPool:
            return Outcome(
                name,
                error=f"{name}: o processo que lia este arquivo foi encerrado (falta de memória?); os outros foram lidos.",
            )


class Progress:
    """`12/40 editais` rewritten in place on a terminal's stderr; silent when stderr is not a terminal
    (a pipe, a file, CI) and for a single file."""

    def __init__(self, total: int, stream: TextIO | None = None):
        self.stream = stream or sys.stderr
        self.total = total
        self.done = 0
        self.on = total > 1 and self.stream.isatty()

    def step(self) -> None:
        self.done += 1
        if self.on:
            self.stream.write(f"\r{self.done}/{self.total} editais")
            self.stream.flush()

    def note(self, message: str) -> None:
        """A line of its own (a file's error) on stderr, the progress line redrawn after it."""
        self.stream.write(("\r\x1b[K" if self.on else "") + visible(message) + "\n")  # file names are shown, never run
        self.stream.flush()

    def end(self) -> None:
        if self.on and self.done:
            self.stream.write("\r\x1b[K")  # the line is cleared: the output that follows is the report's
            self.stream.flush()
