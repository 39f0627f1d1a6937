"""Files shipped inside the package (the built-in glossary data, the schema), found without
``importlib.resources`` when their package is a folder of its own, as in a normal or an editable
install: the first use of ``importlib.resources`` at start-up imports its readers and ``zipfile``
(3.2-3.4 ms of CPU). A package that is not such a folder (a zip install) is read through
``importlib.resources``. And their stamps, or their bytes, for the caches' keys
(:mod:`.builtin`, :mod:`ai_glossary.core.detection.matching.matcher_cache`).
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from importlib.abc import Traversable


def package_folder(package: str) -> Path | None:
    """The folder of ``package`` when it is one folder on the file system, found without
    importing the package itself (its parents are imported); else None."""
    try:
        spec = importlib.util.find_spec(package)
    except (ImportError, ValueError):
        return None
    locations = list(spec.submodule_search_locations or ()) if spec is not None else []
    return Path(locations[0]) if len(locations) == 1 and os.path.isdir(locations[0]) else None


def package_resource(package: str, *parts: str) -> "Traversable":
    """``parts`` inside ``package``: a :class:`~pathlib.Path` when the package is a folder,
    else what ``importlib.resources`` gives (which raises ModuleNotFoundError for no package)."""
    folder = package_folder(package)
    if folder is not None:
        return folder.joinpath(*parts)
    from importlib import resources

    resource = resources.files(package)
    for part in parts:
        resource = resource.joinpath(part)
    return resource


def file_stamp(path: "str | os.PathLike[str]") -> bytes:
    """The size, modification and change times (nanoseconds) and the inode of the file at
    ``path``: a change to its content changes them (the :mod:`.builtin` docstring says when that
    holds). Raises OSError."""
    st = os.stat(path)
    return f"stat:{st.st_size}:{st.st_mtime_ns}:{st.st_ctime_ns}:{st.st_ino}".encode()


def module_stamp(name: str) -> bytes:
    """:func:`file_stamp` of the file the module ``name`` is loaded from, as CPython checks a
    ``.pyc`` against its source; its bytes (:func:`module_source`) when that is no file of its own."""
    spec = importlib.util.find_spec(name)
    origin = spec.origin if spec is not None else None
    if origin and spec.has_location and os.path.isfile(origin):  # type: ignore[union-attr]
        return file_stamp(origin)
    return module_source(name)


def module_source(name: str) -> bytes:
    """The bytes of the module ``name`` is loaded from (its source; a .pyc in a sourceless
    install): what a cache key holds of the code that shapes the cache."""
    spec = importlib.util.find_spec(name)
    return spec.loader.get_data(spec.origin)  # type: ignore[union-attr]
