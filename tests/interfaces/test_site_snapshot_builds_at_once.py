"""Two site builds at once with the snapshot not yet cached (the suite's workers, a maintainer's build beside
them) each write their own half-made files: one build never reads or removes the other's memory file (the
browser suite's build failed with `snapshot-….gz.raw` gone, removed by a build running beside it)."""

from __future__ import annotations

import gzip
import threading

from cotacheck.interfaces.site import snapshot


def _fake_take(barrier: threading.Barrier, seen: list):
    """take_snapshot's file handling: the memory written beside the target, read back, removed."""

    def take(runtime, package_zip, target):
        raw = target.with_suffix(".raw")
        raw.write_bytes(b"memory")
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
        assert gzip.decompress((tmp_path / f"site{i}" / "py" / "snapshot-k.gz").read_bytes()) == b"memory"
    assert sorted(p.name for p in (tmp_path / "cache").iterdir()) == ["snapshot-k.gz", "snapshot-k.gz.json"]


def test_a_half_made_file_is_named_for_its_build():
    final = snapshot.CACHE / "snapshot-k.gz"
    first, second = snapshot.partial_path(final), snapshot.partial_path(final)
    assert first != second and first.parent == second.parent == final.parent
    assert first.name.startswith("snapshot-k.gz.") and first.suffix == ".partial"
