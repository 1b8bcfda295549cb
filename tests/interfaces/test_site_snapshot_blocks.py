"""The memory snapshot ships without its blocks of zeros (interfaces/site/snapshot.py `sparse`); the
worker puts them back (site/js/engine-worker.mjs `expand`, mirrored by `expand` here)."""

from __future__ import annotations

import pytest

from cotacheck.interfaces.site.snapshot import BLOCK, expand, sparse


def memory_with(blocks: dict[int, bytes], size: int) -> bytes:
    memory = bytearray(size)
    for block, data in blocks.items():
        memory[block * BLOCK : block * BLOCK + len(data)] = data
    return bytes(memory)


def test_zero_blocks_are_left_out_and_put_back():
    # blocks 0, 1 and 4 hold data, 2-3 and 5 are zeros, the last one is shorter than a block
    memory = memory_with({0: b"\x01" * 10, 1: b"\x02", 4: b"\x00" * (BLOCK - 1) + b"\x03", 6: b"\x04"}, 6 * BLOCK + 100)
    blocks, runs = sparse(memory)
    assert runs == [[0, 2], [4, 1], [6, 1]]
    assert len(blocks) == 3 * BLOCK + 100
    assert expand(blocks, {"bytes": len(memory), "blocks": runs}) == memory


def test_a_memory_of_zeros_keeps_nothing():
    assert sparse(bytes(3 * BLOCK)) == (b"", [])
    assert expand(b"", {"bytes": 3 * BLOCK, "blocks": []}) == bytes(3 * BLOCK)


def test_blocks_that_do_not_fill_their_runs_are_refused():
    memory = memory_with({1: b"\x05"}, 2 * BLOCK)
    blocks, runs = sparse(memory)
    with pytest.raises(ValueError):
        expand(blocks + b"\x00", {"bytes": len(memory), "blocks": runs})
    with pytest.raises(ValueError):
        expand(blocks[:-1], {"bytes": len(memory), "blocks": runs})
