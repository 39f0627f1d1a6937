"""The compiled caches' files (the built-in glossary's, :mod:`.builtin`; the matcher's,
:mod:`ai_glossary.core.detection.matching.matcher_cache` and ``joined_cache``): written atomically,
the few latest of each kind kept, and checked when read.

A checked file starts with a line of the length and crc32 of the rest (:func:`check_line`), checked
before anything in it is read; a file that fails is ignored as missing, and its cache written again.
JSON only, never pickle: a cache file cannot run code.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
import zlib
from pathlib import Path
from typing import Any, Callable, TypeVar

log = logging.getLogger(__name__)
T = TypeVar("T")

KEEP_CACHE_FILES = 3


def read_cache_file(path: Path, cache_format: int, key: str, decode: Callable[[dict], T], what: str) -> T | None:
    """``decode`` of the JSON object in the cache file ``path`` when it is of ``cache_format`` and
    ``key``; None when the file is missing, of another format or key, or damaged: whatever
    ``decode`` raises means damage (``what`` names the cache in the log)."""
    try:
        with open(path, "rb") as fh:
            raw = json.load(fh)
        if not isinstance(raw, dict) or raw.get("format") != cache_format or raw.get("key") != key:
            log.info("ignoring %s %s: different format or key", what, path)
            return None
        return decode(raw)
    except FileNotFoundError:
        return None
    except Exception as err:  # noqa: BLE001 - any damage means "no cache"
        log.warning("ignoring unreadable %s %s: %s", what, path, err)
        return None


def write_cache_file(target: Path, payload: Any, pattern: str, what: str) -> Path | None:
    """``payload`` as JSON (bytes as they are) in ``target``, atomically: written to a temporary
    file of the same folder, synced, then renamed over ``target`` (``os.replace``), so a crash
    mid-write cannot leave a half-written file behind, nor a temporary one. Then only the few latest files of ``pattern``
    are kept. Returns ``target``, or None if it could not be written (``what`` names the cache in
    the log)."""
    directory = target.parent
    tmp_name = None
    try:
        directory.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name.split('-')[0]}-", suffix=".tmp", dir=directory)
        raw = isinstance(payload, bytes)
        with os.fdopen(fd, "wb") if raw else os.fdopen(fd, "w", encoding="utf-8") as fh:
            if raw:
                fh.write(payload)
            else:
                json.dump(payload, fh, ensure_ascii=False, separators=(",", ":"))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp_name, target)
        tmp_name = None
        _prune(directory, pattern, keep=target)
        return target
    except (OSError, ValueError) as err:  # ValueError: text JSON cannot write as UTF-8 (a lone surrogate)
        log.info("could not write %s in %s: %s", what, directory, err)
        return None
    finally:
        if tmp_name is not None:
            try:
                os.unlink(tmp_name)
            except OSError:
                pass


def write_checked_file(target: Path, data: bytes, pattern: str, what: str) -> Path | None:
    """``data`` after a line of its length and crc32 (:func:`check_line`), atomically
    (:func:`write_cache_file`)."""
    return write_cache_file(target, check_line(data) + b"\n" + data, pattern, what)


def check_line(data: "bytes | memoryview") -> bytes:
    """The first line of a checked cache file: the length and crc32 of the rest.

    What it protects against is accidental damage: a file cut short or with bytes changed (a full
    disk, a crash on a file system that does not keep the rename's order, a bad sector, another
    program writing there). The length catches every cut; crc32 catches every error burst of up to
    32 bits and misses other damage once in 2**32. A sha256 written in the same file did no more:
    whoever can write the file can write its digest too, so neither is a defence against a file
    written on purpose. That one is bounded by what is read: JSON only (no code runs), and each
    value checked for its type and bounds when read. crc32 takes 3.9 instructions a byte (zlib)
    where OpenSSL's sha256 takes 28 without the SHA extensions (callgrind) and twice the CPU with
    them: 0.7 against 1.7 ms for 3.2 MB."""
    return b"crc32:%d:%08x" % (len(data), zlib.crc32(data))


def read_checked_lines(path: Path) -> list[bytes] | None:
    """The lines of the data :func:`write_checked_file` wrote in ``path`` (no other copy of the
    file is made); None when the file is missing, unreadable or damaged. Each line break is looked
    for with ``bytes.find`` (``memchr``): a file of long lines (the glossary's 550 lines of 2.2 MB)
    is read in a few hundred calls, where ``split`` compared every byte (11 M instructions)."""
    checked = read_checked_data(path)
    if checked is None:
        return None
    data, start = checked
    lines, find = [], data.find
    end = find(b"\n", start)
    while end >= 0:
        lines.append(data[start:end])
        start, end = end + 1, find(b"\n", end + 1)
    lines.append(data[start:])
    return lines


def read_checked_data(path: Path) -> tuple[bytes, int] | None:
    """The content of ``path`` and where the data :func:`write_checked_file` wrote in it starts;
    None when the file is missing, unreadable or damaged (its length or crc32 is not the one
    written, :func:`check_line`: 0.5 ms for 2.2 MB)."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    start = data.find(b"\n") + 1
    if not start or check_line(memoryview(data)[start:]) != data[:start - 1]:
        return None
    return data, start


def _prune(directory: Path, pattern: str, keep: Path) -> None:
    """Keep the few most recent cache files (other versions of the package may share the dir)."""
    try:
        files = sorted(directory.glob(pattern), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in files[KEEP_CACHE_FILES:]:
            if old != keep:
                old.unlink()
    except OSError:
        pass
