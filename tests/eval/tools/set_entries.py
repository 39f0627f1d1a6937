"""The entries the sets' source lists (``*_set.py``) are written with: a pinned package sampled in
windows, a page of the public page store, a repository's file taken whole or an excerpt of its lines,
and any of them marked as a trap text.

Plain data helpers, imported by the set modules that ``build_corpus.py`` loads by path (the tools
folder is on ``sys.path`` by then).
"""

from __future__ import annotations

from typing import Callable

# the lines of one package window: at least 15, at most 25
PACKAGE_LINES = (15, 25)
# no commit exists for a web page: the "commit" of a stored page names the store and the day the sets
# took it
PAGE_STORE = "page-store@2026-12-05"


def package_entries(count: int, lines: tuple[int, int] = PACKAGE_LINES) -> Callable[..., dict]:
    """The maker of a set's package entries, ``count`` windows of ``lines`` lines each by default."""

    def package(name: str, version: str, kind: str, artifact: str, filename: str, sha256: str, licence: str,
                count: int = count, docs: int = 1, skip: tuple[str, ...] = (), only: tuple[str, ...] = (),
                other: int = 0) -> dict:
        """``skip``: path prefixes never sampled (a vendored copy of another project's files); ``only``: when
        given, the only files sampled (paths or path prefixes chosen by their names, before any reading);
        ``other``: at most this many windows of C++/CUDA/JavaScript/YAML comments."""
        entry = {"name": name, "version": version, "kind": kind, "artifact": artifact, "filename": filename,
                 "sha256": sha256, "licence": licence, "count": count, "docs": docs, "other": other, "lines": lines}
        entry = {**entry, "skip": skip} if skip else entry
        return {**entry, "only": only} if only else entry

    return package


def page(name: str, host: str, lang: str, path: str, sha256: str, machine_translation: bool = False) -> dict:
    """A page of the page store, taken whole in consecutive windows of at most 40 lines: ``repo`` is
    "pages/<host>", ``path`` the page's path on that host (a query string written into the file name)."""
    return {"name": name, "repo": f"pages/{host}", "commit": PAGE_STORE, "licence": "unstated", "lang": lang,
            "machine_translation": machine_translation, "files_": ((path, sha256, 1),),
            "count": 1_000, "lines": (1, 40), "consecutive": True}


def trap(entry: dict) -> dict:
    """``entry`` as a trap text: its words look like glossary terms in another sense."""
    return {**entry, "kind": "trap"}


def repo_file(name: str, source: tuple[str, str, str], lang: str, path: str, sha256: str,
              machine_translation: bool = False) -> dict:
    """A repository's file at a commit (``source``: repository, commit, licence), taken whole in
    consecutive windows of at most 40 lines."""
    repo, commit, licence = source
    return {"name": name, "repo": repo, "commit": commit, "licence": licence, "lang": lang,
            "machine_translation": machine_translation, "files_": ((path, sha256, 1),),
            "count": 1_000, "lines": (1, 40), "consecutive": True}


def repo_excerpt(name: str, source: tuple[str, str, str], lang: str, path: str, first: int, last: int, sha256: str,
                 machine_translation: bool = False, stored_as: str = "", kind: str = "") -> dict:
    """Lines ``first`` to ``last`` of a repository's file at a commit (``source``: repository, commit, licence),
    stored as ``<path>.<first>-<last>.md`` unless ``stored_as`` says otherwise, in consecutive windows of at
    most 40 lines; ``kind`` "trap" for a source of ordinary words."""
    repo, commit, licence = source
    entry = {"name": name, "repo": repo, "commit": commit, "licence": licence, "lang": lang,
             "machine_translation": machine_translation, "files_": ((path, sha256, first),),
             "count": 1_000, "lines": (1, 40), "consecutive": True,
             "stored_as": stored_as or f"{path}.{first}-{last}.md"}
    return {**entry, "kind": kind} if kind else entry
