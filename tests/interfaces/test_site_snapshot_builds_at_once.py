"""Two site builds at once with the snapshot not yet cached (the suite's workers, a maintainer's build beside
them) each write their own half-made files: one build never reads or removes the other's memory file (the
browser suite's build failed with `snapshot-….gz.raw` gone, removed by a build running beside it)."""

from __future__ import annotations

import gzip
import json
import threading

import pytest

from cotacheck.interfaces.site import build_cache, snapshot


def _fake_take(barrier: threading.Barrier, seen: list):
    """take_snapshot's file handling: the memory written beside the target, read back, removed."""

    def take(runtime, package_zip, target):
        raw = target.with_suffix(".raw")
        raw.write_bytes(b"memory" + b"!" * len(seen))  # each build's memory differs, as real ones do
        seen.append(raw)
        barrier.wait(timeout=60)  # both builds have written their memory file
        memory = raw.read_bytes()
        target.write_bytes(gzip.compress(memory, mtime=0))
        raw.unlink()
        barrier.wait(timeout=60)  # both have removed theirs before either reads the other's
        return {"decode": {"bytes": len(memory)}, "later": []}

    return take


def test_two_builds_at_once_never_share_a_half_made_file(tmp_path, monkeypatch):
    barrier, seen, errors = threading.Barrier(2), [], []
    monkeypatch.setattr(snapshot, "CACHE", tmp_path / "cache")
    monkeypatch.setattr(snapshot, "snapshot_key", lambda runtime, package_zip: "k")
    monkeypatch.setattr(snapshot, "take_snapshot", _fake_take(barrier, seen))
    monkeypatch.setattr(snapshot, "write_small_stdlib", lambda *args: [])
    monkeypatch.setattr(snapshot, "pyodide_version", lambda: "0")

    def build(out):
        (out / "py").mkdir(parents=True)
        (out / "py" / "cotacheck.zip").write_bytes(b"zip")
        try:
            snapshot.build_snapshot(out)
        except Exception as error:  # noqa: BLE001 — the failure is what the test reports
            barrier.abort()
            errors.append(error)

    threads = [threading.Thread(target=build, args=(tmp_path / f"site{i}",)) for i in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors
    assert len(set(seen)) == 2  # each build its own memory file
    for i in range(2):
        py = tmp_path / f"site{i}" / "py"
        manifest = json.loads((py / "snapshot.json").read_text(encoding="utf-8"))
        memory = gzip.decompress((py / "snapshot-k.gz").read_bytes())
        assert memory.startswith(b"memory") and manifest["decode"]["bytes"] == len(memory)
        assert manifest["bytes"] == (py / "snapshot-k.gz").stat().st_size
    entries = list((tmp_path / "cache").iterdir())
    assert [p.name for p in entries] == ["snapshot-k"]  # nothing half-made left behind
    assert sorted(p.name for p in entries[0].iterdir()) == ["info.json", "snapshot-k.gz"]


def test_an_entry_made_twice_keeps_the_first_whole(tmp_path):
    final = tmp_path / "cache" / "entry"

    def make(text):
        def write(entry):
            (entry / "a").write_text(text)
            (entry / "b").write_text(text)

        return write

    build_cache.cached_entry(final, make("first"))
    # a build that took its own copy while the first was being made: its rename fails, it keeps the first
    late = build_cache.own_name(final)
    late.mkdir()
    make("second")(late)
    with pytest.raises(OSError):
        build_cache.os.rename(late, final)
    assert build_cache.cached_entry(final, make("third")) == final
    assert {(final / n).read_text() for n in "ab"} == {"first"}


def test_a_failed_make_leaves_nothing(tmp_path):
    def make(entry):
        (entry / "a").write_text("half")
        raise RuntimeError("Node failed")

    with pytest.raises(RuntimeError):
        build_cache.cached_entry(tmp_path / "cache" / "entry", make)
    assert list((tmp_path / "cache").iterdir()) == []


def test_a_half_made_file_is_named_for_its_build():
    final = snapshot.CACHE / "snapshot-k"
    first, second = build_cache.own_name(final), build_cache.own_name(final)
    assert first != second and first.parent == second.parent == final.parent
    assert first.name.startswith("snapshot-k.") and first.suffix == ".partial"
