"""Language keys: from LSP language ids, Markdown fence names and file names to one canonical key.

Canonical keys are the tree-sitter language names used in ``treesitter.py`` (``python``,
``javascript``, ``tsx``, ``cpp``, ``bash``, ``make``, ...), ``markdown``, ``rst``, ``plaintext``,
``ipynb``, ``r``, ``latex``, or the first alias of a Pygments lexer for the long tail (``perl``,
``matlab``, ``fortran``, ``elixir``, ...).
"""

from __future__ import annotations

import os
from functools import lru_cache

# Keys parsed with tree-sitter (grammar wheels); see treesitter.GRAMMARS.
TREE_SITTER_KEYS = frozenset(
    """python javascript typescript tsx java kotlin scala c cpp cuda csharp go rust swift ruby php lua
    bash julia sql yaml toml dockerfile make html xml css haskell json markdown rst""".split()
)
# Keys with their own non-tree-sitter handling.
SPECIAL_KEYS = frozenset({"plaintext", "ipynb"})
# Pygments-backed keys that we name explicitly (anything else Pygments knows works too).
PYGMENTS_KEYS = {"r": "r", "latex": "latex", "objective-c": "objective-c", "objective-cpp": "objective-c++"}

# LSP languageId (VS Code's identifiers plus common editor variants), Markdown fence info
# strings and other names -> canonical key. Lower-case.
_NAMES: dict[str, str] = {}


def _add(key: str, *names: str) -> None:
    for name in (key, *names):
        _NAMES[name] = key


_add("python", "py", "python3", "py3", "pyi", "python2", "gyp", "bazel", "starlark", "sage", "pyw")
_add("javascript", "js", "javascriptreact", "jsx", "node", "nodejs", "mjs", "cjs", "es6", "ecmascript")
_add("typescript", "ts", "mts", "cts")
_add("tsx", "typescriptreact")
_add("java")
_add("kotlin", "kt", "kts")
_add("scala", "sc", "sbt")
_add("c", "h")
_add("cpp", "c++", "cxx", "cc", "hpp", "hh", "hxx", "arduino", "ino")
_add("cuda", "cuda-cpp", "cu", "cuh")
_add("csharp", "c#", "cs", "c-sharp")
_add("go", "golang")
_add("rust", "rs")
_add("swift")
_add("ruby", "rb", "rake", "gemspec", "podspec")
_add("php", "php3", "php4", "php5", "phtml")
_add("lua", "luau")
_add("bash", "shellscript", "sh", "shell", "zsh", "ksh", "shell-script", "bats", "console-script")
_add("julia", "jl")
_add("sql", "mysql", "postgres", "postgresql", "pgsql", "plsql", "sqlite", "tsql", "mssql")
_add("yaml", "yml", "dockercompose", "github-actions-workflow", "ansible")
_add("toml")
_add("dockerfile", "docker", "containerfile")
_add("make", "makefile", "mk", "mak", "gnumakefile")
_add("html", "htm", "xhtml", "vue-html")
_add("xml", "xsl", "xslt", "svg", "xsd", "plist", "rss", "atom", "wsdl", "pom")
_add("css", "scss", "less")
_add("haskell", "hs", "lhs")
_add("json", "jsonc", "json5", "jsonl")
_add("markdown", "md", "mdown", "mkd", "mkdn", "markdn", "gfm", "rmd", "quarto", "qmd", "mdx")
_add("rst", "restructuredtext", "rest", "rest-text")
_add("plaintext", "text", "txt", "plain", "none", "log")
_add("ipynb", "jupyter", "notebook", "jupyter-notebook")
_add("r", "rscript", "splus", "s")
_add("latex", "tex", "context", "bibtex-style", "sty", "cls")
_add("objective-c", "objc", "obj-c", "objectivec")
_add("objective-cpp", "objcpp", "objc++", "objective-c++", "obj-c++", "mm")

_EXTENSIONS: dict[str, str] = {
    ".py": "python", ".pyi": "python", ".pyw": "python", ".bzl": "python",
    ".js": "javascript", ".mjs": "javascript", ".cjs": "javascript", ".jsx": "javascript",
    ".ts": "typescript", ".mts": "typescript", ".cts": "typescript", ".tsx": "tsx",
    ".java": "java", ".kt": "kotlin", ".kts": "kotlin", ".scala": "scala", ".sc": "scala", ".sbt": "scala",
    ".c": "c", ".h": "c", ".cc": "cpp", ".cpp": "cpp", ".cxx": "cpp", ".c++": "cpp", ".hpp": "cpp",
    ".hh": "cpp", ".hxx": "cpp", ".ino": "cpp", ".cu": "cuda", ".cuh": "cuda", ".cs": "csharp",
    ".go": "go", ".rs": "rust", ".swift": "swift", ".rb": "ruby", ".rake": "ruby", ".gemspec": "ruby",
    ".php": "php", ".phtml": "php", ".lua": "lua",
    ".sh": "bash", ".bash": "bash", ".zsh": "bash", ".ksh": "bash", ".bats": "bash",
    ".jl": "julia", ".sql": "sql", ".yaml": "yaml", ".yml": "yaml", ".toml": "toml",
    ".dockerfile": "dockerfile", ".containerfile": "dockerfile", ".mk": "make", ".mak": "make",
    ".html": "html", ".htm": "html", ".xhtml": "html", ".xml": "xml", ".xsd": "xml", ".xsl": "xml",
    ".xslt": "xml", ".svg": "xml", ".plist": "xml", ".css": "css", ".scss": "css", ".less": "css",
    ".hs": "haskell", ".json": "json", ".jsonc": "json", ".json5": "json",
    ".md": "markdown", ".markdown": "markdown", ".mdown": "markdown", ".mkd": "markdown", ".mdx": "markdown",
    ".rmd": "markdown", ".qmd": "markdown", ".rst": "rst", ".rest": "rst",
    ".txt": "plaintext", ".text": "plaintext", ".log": "plaintext",
    ".ipynb": "ipynb", ".r": "r", ".tex": "latex", ".sty": "latex", ".cls": "latex", ".ltx": "latex",
    ".mm": "objective-cpp", ".pl": "perl", ".pm": "perl", ".t": "perl",
}

_FILENAMES: dict[str, str] = {
    "dockerfile": "dockerfile", "containerfile": "dockerfile",
    "makefile": "make", "gnumakefile": "make", "bsdmakefile": "make",
    ".bashrc": "bash", ".bash_profile": "bash", ".bash_login": "bash", ".bash_logout": "bash",
    ".profile": "bash", ".zshrc": "bash", ".zprofile": "bash", ".zshenv": "bash", ".kshrc": "bash",
    "pkgbuild": "bash", "apkbuild": "bash", ".envrc": "bash",
    "gemfile": "ruby", "rakefile": "ruby", "podfile": "ruby", "vagrantfile": "ruby", "brewfile": "ruby",
    "build": "python", "build.bazel": "python", "workspace": "python", "sconstruct": "python",
    "sconscript": "python", "snakefile": "python",
    "pipfile": "toml", "cargo.lock": "toml", "poetry.lock": "toml", "uv.lock": "toml",
    "readme": "plaintext", "license": "plaintext", "copying": "plaintext", "authors": "plaintext",
    ".rprofile": "r", "cmakelists.txt": "cmake",
}


@lru_cache(maxsize=512)
def pygments_lexer_name(key: str) -> str | None:
    """The Pygments lexer alias for a long-tail key, or None when Pygments does not know it."""
    name = PYGMENTS_KEYS.get(key, key)
    try:
        from pygments.lexers import get_lexer_by_name
        from pygments.util import ClassNotFound
    except ImportError:  # pragma: no cover - pygments is a dependency
        return None
    try:
        lexer = get_lexer_by_name(name)
    except ClassNotFound:
        return None
    if not lexer.aliases or lexer.aliases[0] in ("text",):
        return None
    return name


@lru_cache(maxsize=1024)
def _from_name(name: str) -> str | None:
    name = name.strip().lower()
    if not name:
        return None
    key = _NAMES.get(name)
    if key:
        return key
    # Fence info strings like "{python}" or "python title=x.py"; ids like "source.python".
    for cleaned in (name.strip("{}.").split()[0] if name.strip("{}.") else "", name.rsplit(".", 1)[-1]):
        if cleaned and cleaned in _NAMES:
            return _NAMES[cleaned]
    return _pygments_key("get_lexer_by_name", name)


def _pygments_key(finder: str, arg: str) -> str | None:
    """Our key for the Pygments lexer that ``pygments.lexers.<finder>(arg)`` picks, if any."""
    import pygments.lexers
    from pygments.util import ClassNotFound

    try:
        lexer = getattr(pygments.lexers, finder)(arg)
    except ClassNotFound:
        return None
    alias = lexer.aliases[0] if lexer.aliases else None
    if alias is None or alias == "text":
        return None
    return _NAMES.get(alias, alias)


@lru_cache(maxsize=1024)
def _from_path(path: str) -> str | None:
    base = os.path.basename(path.replace("\\", "/").rstrip("/"))
    if not base:
        return None
    low = base.lower()
    if low in _FILENAMES:
        return _FILENAMES[low]
    if low.startswith(("dockerfile.", "containerfile.")) or low.endswith((".dockerfile", ".containerfile")):
        return "dockerfile"
    if low.startswith("makefile.") or low.endswith((".make", ".mk")):
        return "make"
    ext = os.path.splitext(low)[1]
    if ext in _EXTENSIONS:
        return _EXTENSIONS[ext]
    return _pygments_key("get_lexer_for_filename", base)


def language_for(language_id: str | None = None, path: str | None = None) -> str | None:
    """Canonical language key from an LSP ``languageId``, else from a file name or path.

    Returns None when neither is known (callers then find no regions: we never guess).
    A ``path`` may also be a ``file://`` URI.
    """
    if language_id:
        key = _from_name(language_id)
        if key:
            return key
    if path:
        if "://" in path:
            from urllib.parse import unquote, urlparse

            path = unquote(urlparse(path).path)
        return _from_path(path)
    return None
