"""AES in pure Python, for pypdf where no cryptography library exists (Pyodide's page, a bare CPython).

Government PDFs are often "copy-protected": encrypted with an empty user password and an owner
password. pypdf can open them, but its own fallback has no AES, so without `cryptography` or
`pycryptodome` it refuses AES-128 and AES-256 files. `install()` gives pypdf the AES functions it
calls (CBC for streams and the AES-256 keys, ECB for the /Perms check and the revision 6 hash);
it changes nothing when a real provider is installed. RC4 needs nothing: pypdf's fallback has it.

The cipher follows FIPS-197 with the usual 32-bit table formulation (four 256-entry tables per
direction), which keeps one block near a hundred Python operations. Decrypting is the common path
(every content stream of an encrypted PDF); encrypting serves the revision 6 key derivation.
"""

from __future__ import annotations

import struct

# --- tables ------------------------------------------------------------------------------------------


def _xtime(value: int) -> int:
    value <<= 1
    return (value ^ 0x11B) if value & 0x100 else value


def _multiply(a: int, b: int) -> int:
    product = 0
    while b:
        if b & 1:
            product ^= a
        a = _xtime(a)
        b >>= 1
    return product


def _inverses_by_log() -> list[int]:
    """Inverses in GF(2^8) through powers of the generator 3 (fast, avoids a 65 000-step search)."""
    exp = [0] * 510
    log = [0] * 256
    value = 1
    for power in range(255):
        exp[power] = exp[power + 255] = value
        log[value] = power
        value = _multiply(value, 3)
    return [0] + [exp[255 - log[a]] for a in range(1, 256)]


def _build() -> tuple:
    inverse = _inverses_by_log()
    sbox = [0] * 256
    for x in range(256):
        b = inverse[x]
        s = b
        for shift in range(1, 5):
            s ^= ((b << shift) | (b >> (8 - shift))) & 0xFF
        sbox[x] = s ^ 0x63
    inverse_sbox = [0] * 256
    for x, s in enumerate(sbox):
        inverse_sbox[s] = x

    def rotations(word_of: list[int]) -> tuple[list[int], ...]:
        tables = [word_of]
        for _ in range(3):
            previous = tables[-1]
            tables.append([((w >> 8) | (w << 24)) & 0xFFFFFFFF for w in previous])
        return tuple(tables)

    encrypt_words = []
    decrypt_words = []
    for x in range(256):
        s = sbox[x]
        encrypt_words.append((_multiply(s, 2) << 24) | (s << 16) | (s << 8) | _multiply(s, 3))
        i = inverse_sbox[x]
        decrypt_words.append(
            (_multiply(i, 14) << 24) | (_multiply(i, 9) << 16) | (_multiply(i, 13) << 8) | _multiply(i, 11)
        )
    return sbox, inverse_sbox, rotations(encrypt_words), rotations(decrypt_words)


_SBOX = _INV_SBOX = _TE0 = _TE1 = _TE2 = _TE3 = _TD0 = _TD1 = _TD2 = _TD3 = None
_S24 = _S16 = _S8 = _IS24 = _IS16 = _IS8 = None


def _load_tables() -> None:
    """Build the tables on the first key, not at import: every PDF imports this module, few are
    encrypted, and in Pyodide the build costs a fifth of a second."""
    global _SBOX, _INV_SBOX, _TE0, _TE1, _TE2, _TE3, _TD0, _TD1, _TD2, _TD3, _S24, _S16, _S8, _IS24, _IS16, _IS8
    if _SBOX is not None:
        return
    sbox, inverse_sbox, (_TE0, _TE1, _TE2, _TE3), (_TD0, _TD1, _TD2, _TD3) = _build()
    # S-box values already shifted into each byte position of a word (one lookup, no shift, per byte).
    _S24, _S16, _S8 = [s << 24 for s in sbox], [s << 16 for s in sbox], [s << 8 for s in sbox]
    _IS24, _IS16, _IS8 = (
        [s << 24 for s in inverse_sbox],
        [s << 16 for s in inverse_sbox],
        [s << 8 for s in inverse_sbox],
    )
    _INV_SBOX = inverse_sbox
    _SBOX = sbox  # last: it marks the tables as built


# --- key schedule ------------------------------------------------------------------------------------


def _expand(key: bytes) -> list[int]:
    """Round keys as 32-bit words: 44 for a 16-byte key, 60 for a 32-byte key (24-byte keys too)."""
    if len(key) not in (16, 24, 32):
        raise ValueError(f"AES key must be 16, 24 or 32 bytes, not {len(key)}")
    nk = len(key) // 4
    words = list(struct.unpack(f">{nk}I", key))
    total = 4 * (nk + 7)
    rcon = 1
    for i in range(nk, total):
        t = words[i - 1]
        if i % nk == 0:
            t = (_S24[(t >> 16) & 255] | _S16[(t >> 8) & 255] | _S8[t & 255] | _SBOX[t >> 24]) ^ (rcon << 24)
            rcon = _xtime(rcon)
        elif nk > 6 and i % nk == 4:
            t = _S24[t >> 24] | _S16[(t >> 16) & 255] | _S8[(t >> 8) & 255] | _SBOX[t & 255]
        words.append(words[i - nk] ^ t)
    return words


def _decryption_keys(words: list[int]) -> list[int]:
    """Round keys in reverse order, inner ones through InvMixColumns (the equivalent inverse cipher)."""
    rounds = len(words) // 4 - 1
    out = []
    for r in range(rounds, -1, -1):
        for w in words[4 * r : 4 * r + 4]:
            if 0 < r < rounds:
                # InvMixColumns of a word = Td applied to S-box(byte): Td tables already hold InvSubBytes.
                w = (
                    _TD0[_SBOX[w >> 24]]
                    ^ _TD1[_SBOX[(w >> 16) & 255]]
                    ^ _TD2[_SBOX[(w >> 8) & 255]]
                    ^ _TD3[_SBOX[w & 255]]
                )
            out.append(w)
    return out


class AES:
    """One AES key, ready to encrypt and decrypt blocks in ECB and CBC modes (no padding here)."""

    def __init__(self, key: bytes) -> None:
        _load_tables()
        self._encrypt_keys = _expand(bytes(key))
        self._decrypt_keys = _decryption_keys(self._encrypt_keys)
        self._rounds = len(self._encrypt_keys) // 4 - 1

    def _schedule(self, rk: list[int]) -> tuple[tuple[int, ...], list[tuple[int, ...]], tuple[int, ...]]:
        """The first round key, the inner rounds' keys (one tuple a round: unpacked, not indexed, in
        the loop) and the last round key, as four words each."""
        last = 4 * self._rounds
        return tuple(rk[:4]), [tuple(rk[r : r + 4]) for r in range(4, last, 4)], tuple(rk[last : last + 4])

    # The two block functions are written out (no helper calls per block): they are the whole cost.
    def _encrypt_words(self, words: list[int], iv: tuple[int, int, int, int] | None) -> list[int]:
        te0, te1, te2, te3 = _TE0, _TE1, _TE2, _TE3
        s24, s16, s8, s0 = _S24, _S16, _S8, _SBOX
        (k0, k1, k2, k3), inner, (f0, f1, f2, f3) = self._schedule(self._encrypt_keys)
        out = []
        c0, c1, c2, c3 = iv if iv is not None else (0, 0, 0, 0)
        for n in range(0, len(words), 4):
            a0, a1, a2, a3 = words[n : n + 4]
            if iv is not None:
                a0 ^= c0
                a1 ^= c1
                a2 ^= c2
                a3 ^= c3
            a0 ^= k0
            a1 ^= k1
            a2 ^= k2
            a3 ^= k3
            for r0, r1, r2, r3 in inner:
                a0, a1, a2, a3 = (
                    te0[a0 >> 24] ^ te1[(a1 >> 16) & 255] ^ te2[(a2 >> 8) & 255] ^ te3[a3 & 255] ^ r0,
                    te0[a1 >> 24] ^ te1[(a2 >> 16) & 255] ^ te2[(a3 >> 8) & 255] ^ te3[a0 & 255] ^ r1,
                    te0[a2 >> 24] ^ te1[(a3 >> 16) & 255] ^ te2[(a0 >> 8) & 255] ^ te3[a1 & 255] ^ r2,
                    te0[a3 >> 24] ^ te1[(a0 >> 16) & 255] ^ te2[(a1 >> 8) & 255] ^ te3[a2 & 255] ^ r3,
                )
            c0 = (s24[a0 >> 24] | s16[(a1 >> 16) & 255] | s8[(a2 >> 8) & 255] | s0[a3 & 255]) ^ f0
            c1 = (s24[a1 >> 24] | s16[(a2 >> 16) & 255] | s8[(a3 >> 8) & 255] | s0[a0 & 255]) ^ f1
            c2 = (s24[a2 >> 24] | s16[(a3 >> 16) & 255] | s8[(a0 >> 8) & 255] | s0[a1 & 255]) ^ f2
            c3 = (s24[a3 >> 24] | s16[(a0 >> 16) & 255] | s8[(a1 >> 8) & 255] | s0[a2 & 255]) ^ f3
            out += (c0, c1, c2, c3)
        return out

    def _decrypt_words(self, words: list[int], iv: tuple[int, int, int, int] | None) -> list[int]:
        td0, td1, td2, td3 = _TD0, _TD1, _TD2, _TD3
        s24, s16, s8, s0 = _IS24, _IS16, _IS8, _INV_SBOX
        (k0, k1, k2, k3), inner, (f0, f1, f2, f3) = self._schedule(self._decrypt_keys)
        out = []
        p0, p1, p2, p3 = iv if iv is not None else (0, 0, 0, 0)
        for n in range(0, len(words), 4):
            w0, w1, w2, w3 = words[n : n + 4]
            a0 = w0 ^ k0
            a1 = w1 ^ k1
            a2 = w2 ^ k2
            a3 = w3 ^ k3
            for r0, r1, r2, r3 in inner:
                a0, a1, a2, a3 = (
                    td0[a0 >> 24] ^ td1[(a3 >> 16) & 255] ^ td2[(a2 >> 8) & 255] ^ td3[a1 & 255] ^ r0,
                    td0[a1 >> 24] ^ td1[(a0 >> 16) & 255] ^ td2[(a3 >> 8) & 255] ^ td3[a2 & 255] ^ r1,
                    td0[a2 >> 24] ^ td1[(a1 >> 16) & 255] ^ td2[(a0 >> 8) & 255] ^ td3[a3 & 255] ^ r2,
                    td0[a3 >> 24] ^ td1[(a2 >> 16) & 255] ^ td2[(a1 >> 8) & 255] ^ td3[a0 & 255] ^ r3,
                )
            out += (
                (s24[a0 >> 24] | s16[(a3 >> 16) & 255] | s8[(a2 >> 8) & 255] | s0[a1 & 255]) ^ f0 ^ p0,
                (s24[a1 >> 24] | s16[(a0 >> 16) & 255] | s8[(a3 >> 8) & 255] | s0[a2 & 255]) ^ f1 ^ p1,
                (s24[a2 >> 24] | s16[(a1 >> 16) & 255] | s8[(a0 >> 8) & 255] | s0[a3 & 255]) ^ f2 ^ p2,
                (s24[a3 >> 24] | s16[(a2 >> 16) & 255] | s8[(a1 >> 8) & 255] | s0[a0 & 255]) ^ f3 ^ p3,
            )
            if iv is not None:
                p0, p1, p2, p3 = w0, w1, w2, w3
        return out

    def encrypt_ecb(self, data: bytes) -> bytes:
        return _pack(self._encrypt_words(_words(data), None))

    def decrypt_ecb(self, data: bytes) -> bytes:
        return _pack(self._decrypt_words(_words(data), None))

    def encrypt_cbc(self, iv: bytes, data: bytes) -> bytes:
        return _pack(self._encrypt_words(_words(data), struct.unpack(">4I", iv)))

    def decrypt_cbc(self, iv: bytes, data: bytes) -> bytes:
        return _pack(self._decrypt_words(_words(data), struct.unpack(">4I", iv)))


def _words(data: bytes) -> list[int]:
    if len(data) % 16:
        raise ValueError("AES data must be a whole number of 16-byte blocks")
    return list(struct.unpack(f">{len(data) // 4}I", data))


def _pack(words: list[int]) -> bytes:
    return struct.pack(f">{len(words)}I", *words)


# --- the functions and class pypdf calls -------------------------------------------------------------


def aes_ecb_encrypt(key: bytes, data: bytes) -> bytes:
    return AES(key).encrypt_ecb(data)


def aes_ecb_decrypt(key: bytes, data: bytes) -> bytes:
    return AES(key).decrypt_ecb(data)


def aes_cbc_encrypt(key: bytes, iv: bytes, data: bytes) -> bytes:
    return AES(key).encrypt_cbc(iv, data)


def aes_cbc_decrypt(key: bytes, iv: bytes, data: bytes) -> bytes:
    return AES(key).decrypt_cbc(iv, data)


class CryptAES:
    """pypdf's per-document stream cipher: 16-byte IV first, then CBC with PKCS#7 padding."""

    def __init__(self, key: bytes) -> None:
        self._aes = AES(key)

    def encrypt(self, data: bytes) -> bytes:
        import secrets  # only pypdf's writer encrypts; readers need not import it

        iv = secrets.token_bytes(16)
        pad = 16 - len(data) % 16
        return iv + self._aes.encrypt_cbc(iv, data + bytes([pad]) * pad)

    def decrypt(self, data: bytes, *, strict: bool = True) -> bytes:
        iv, body = data[:16], data[16:]
        if not body:
            return body
        if len(body) % 16:
            if strict:
                from pypdf.errors import PdfStreamError

                raise PdfStreamError("AES data is not a whole number of blocks")
            pad = 16 - len(body) % 16  # a truncated stream: read what there is
            body += bytes([pad]) * pad
        if len(iv) < 16:
            iv = iv.ljust(16, b"\0")
        plain = self._aes.decrypt_cbc(iv, body)
        pad = plain[-1]
        if 1 <= pad <= 16 and plain[-pad:] == bytes([pad]) * pad:
            return plain[:-pad]
        if strict:
            from pypdf.errors import PdfStreamError

            raise PdfStreamError("invalid AES padding")
        return plain[:-pad] if 1 <= pad <= 16 else plain


PROVIDER = ("cotacheck-pure-python-aes", "1")
_NAMES = ("CryptAES", "aes_ecb_encrypt", "aes_ecb_decrypt", "aes_cbc_encrypt", "aes_cbc_decrypt")


def install(force: bool = False) -> dict | None:
    """Give pypdf our AES if it has only its AES-less fallback (or always, with `force`).

    Returns what was replaced (for `restore`), or None when pypdf already has a real provider.
    pypdf's `_encryption` imported the names from `_crypt_providers` at import time, so both
    modules are updated.
    """
    from pypdf import _crypt_providers as providers
    from pypdf import _encryption as encryption

    current = providers.crypt_provider[0]
    if current == PROVIDER[0] or (current != "local_crypt_fallback" and not force):
        return None
    previous = {"crypt_provider": providers.crypt_provider}
    ours = globals()
    for name in _NAMES:
        previous[name] = getattr(encryption, name)
        setattr(providers, name, ours[name])
        setattr(encryption, name, ours[name])
    providers.crypt_provider = PROVIDER
    return previous


def restore(previous: dict | None) -> None:
    """Undo `install` (tests that force our provider put the real one back)."""
    if not previous:
        return
    from pypdf import _crypt_providers as providers
    from pypdf import _encryption as encryption

    for name, value in previous.items():
        setattr(providers, name, value)
        if name != "crypt_provider":
            setattr(encryption, name, value)
