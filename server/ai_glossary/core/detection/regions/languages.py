"""The language table: one ``LanguageSpec`` per language, and the look-ups built from it.

A spec says how a language is named (LSP language ids, Markdown fence names, file names), which
backend finds its regions (a tree-sitter grammar, a Pygments lexer, or a rule of its own for
``plaintext`` and ``ipynb``), how its comments are written, and what the region tracker may do
with it. ``language_for`` turns a name or a path into a spec's key; keys of the long tail that the
table does not list come from Pygments' own look-up (``perl``, ``haxe``, ...), so any language
Pygments has a lexer for works too.

To add a language: one entry here, its query file in ``queries/`` for a tree-sitter grammar (and
its wheel in pyproject.toml), a sample in tests/support/region_samples.py, and, when editors should
start the server for it, its ids in the editor clients (tests/unit/regions/test_language_table.py checks
them against this table).
"""

from __future__ import annotations

import dataclasses
import importlib.util
import keyword
import os
import re
from dataclasses import dataclass
from functools import lru_cache

from ai_glossary.core.detection.regions.grammar_rules import html_accept, sql_accept
from ai_glossary.core.detection.regions.markdown import collect as markdown_units
from ai_glossary.core.detection.regions.pygments_names import lexer_alias
from ai_glossary.core.detection.regions.pieces import C_STYLE, HASH, QUOTES, SGML, CommentSyntax
from ai_glossary.core.detection.regions.rst import collect as rst_units
from ai_glossary.core.detection.regions.rst import parse_view as rst_parse_view
from ai_glossary.core.detection.regions.treesitter import Grammar

# Python's keywords and soft keywords, and the words of the Python 2 statements tree-sitter-python reads
_PYTHON_KEYWORDS = frozenset(keyword.kwlist + keyword.softkwlist + ["type", "print", "exec"])

# Characters that open or close a comment or a string (see tracker: the deferred re-parse).
_QUOTES = QUOTES + "\\"  # and the backslash that escapes one
_C_FAMILY = _QUOTES + "/*#"


@dataclass(frozen=True, slots=True)
class LanguageSpec:
    """What the project knows about one language."""

    key: str  # what language_for returns, and Region.language
    # LSP languageIds: VS Code's identifiers (the ones the VS Code client activates on and selects)
    lsp_ids: tuple[str, ...] = ()
    # other names of the language: Markdown fence info strings, other editors' ids (Neovim
    # filetypes), extensions' language ids. The key, the ids and these are all accepted anywhere.
    aliases: tuple[str, ...] = ()
    extensions: tuple[str, ...] = ()  # lower-case, with the dot
    filenames: tuple[str, ...] = ()  # whole lower-case file names: "makefile", ".bashrc"
    filename_prefixes: tuple[str, ...] = ()  # "dockerfile." (Dockerfile.gpu)
    grammar: Grammar | None = None  # tree-sitter backend
    pygments: str | None = None  # Pygments backend: the lexer's alias
    comments: CommentSyntax = C_STYLE  # how comment markers are stripped
    # Deferred re-parse (tracker): the characters that may open or close a comment or a string;
    # None: every edit re-parses.
    structural: str | None = None
    # False when the grammar's incremental re-parse is not reliable (the tracker then re-parses)
    incremental: bool = True
    # Words that make syntax (keywords), for a language where which strings are regions depends on
    # it (Python's docstrings): typing in code skips the re-parse only when every word stays a
    # plain name or number, and blanks change only between words (not the indentation). None:
    # typing letters in code never changes which comments and strings are regions.
    keywords: frozenset[str] | None = None
    # A statement that starts at column 0 stands on its own (Python): the tracker may re-parse
    # only the top-level statements around a structural edit (see tracker, "Window re-parse")
    top_level_windows: bool = False
    # The editor clients start the server for it (VS Code activation events and document
    # selector, Neovim filetypes). Not today: JSON, Objective-C and the long tail; notebooks
    # start it as notebooks (VS Code's onNotebook), their cells being documents of their own.
    editors: bool = True
    # In scope "prose" its every region is a comment (its query captures nothing else), so a
    # text with no comment marker in it has none and is not parsed: a generated YAML or TOML
    # file, a 2.6 MB glossary without comments (whose tree took 44 MB), a lock file.
    comment_only: bool = False

    def may_hold_regions(self, text: str, scope: str) -> bool:
        """False when ``text`` can hold no region in ``scope`` (a base scope, "prose" or "strings"):
        a comment-only language's text without the first character of any comment marker."""
        if not self.comment_only or scope != "prose":
            return True
        syntax = self.comments
        return any(marker[0] in text for marker in syntax.line) or any(opener[0] in text for opener, _ in syntax.block)


def _long_tail(key: str, comments: CommentSyntax, *extensions: str, filenames: tuple[str, ...] = ()) -> LanguageSpec:
    """A language found through Pygments that the table names only for its comment syntax."""
    return LanguageSpec(key, extensions=extensions, filenames=filenames, pygments=key, comments=comments,
                        editors=False)


LANGUAGES: tuple[LanguageSpec, ...] = (
    LanguageSpec("python", ("python",),
                 ("py", "python3", "py3", "pyi", "python2", "gyp", "bazel", "starlark", "sage", "pyw"),
                 (".py", ".pyi", ".pyw", ".bzl"),
                 ("build", "build.bazel", "workspace", "sconstruct", "sconscript", "snakefile"),
                 grammar=Grammar("tree_sitter_python", "python"), comments=HASH, structural=_QUOTES + "#",
                 keywords=_PYTHON_KEYWORDS, top_level_windows=True),
    LanguageSpec("javascript", ("javascript", "javascriptreact"),
                 ("js", "jsx", "node", "nodejs", "mjs", "cjs", "es6", "ecmascript"),
                 (".js", ".mjs", ".cjs", ".jsx"),
                 grammar=Grammar("tree_sitter_javascript", "javascript"), structural=_C_FAMILY),
    LanguageSpec("typescript", ("typescript",), ("ts", "mts", "cts"), (".ts", ".mts", ".cts"),
                 grammar=Grammar("tree_sitter_typescript", "typescript", "language_typescript"), structural=_C_FAMILY),
    LanguageSpec("tsx", ("typescriptreact",), (), (".tsx",),
                 grammar=Grammar("tree_sitter_typescript", "tsx", "language_tsx"), structural=_C_FAMILY),
    LanguageSpec("java", ("java",), (), (".java",), grammar=Grammar("tree_sitter_java", "java"), structural=_C_FAMILY),
    LanguageSpec("kotlin", ("kotlin",), ("kt", "kts"), (".kt", ".kts"),
                 grammar=Grammar("tree_sitter_kotlin", "kotlin"), structural=_C_FAMILY),
    LanguageSpec("scala", ("scala",), ("sc", "sbt"), (".scala", ".sc", ".sbt"),
                 grammar=Grammar("tree_sitter_scala", "scala"), structural=_C_FAMILY),
    LanguageSpec("c", ("c",), ("h",), (".c", ".h"), grammar=Grammar("tree_sitter_c", "c"), structural=_C_FAMILY),
    LanguageSpec("cpp", ("cpp",), ("c++", "cxx", "cc", "hpp", "hh", "hxx", "arduino", "ino"),
                 (".cc", ".cpp", ".cxx", ".c++", ".hpp", ".hh", ".hxx", ".ino"),
                 grammar=Grammar("tree_sitter_cpp", "cpp"), structural=_C_FAMILY),
    LanguageSpec("cuda", ("cuda-cpp",), ("cu", "cuh"), (".cu", ".cuh"),
                 grammar=Grammar("tree_sitter_cuda", "cuda"), structural=_C_FAMILY),
    LanguageSpec("csharp", ("csharp",), ("c#", "cs", "c-sharp"), (".cs",),
                 grammar=Grammar("tree_sitter_c_sharp", "csharp"), structural=_C_FAMILY),
    LanguageSpec("go", ("go",), ("golang",), (".go",), grammar=Grammar("tree_sitter_go", "go"), structural=_C_FAMILY),
    LanguageSpec("rust", ("rust",), ("rs",), (".rs",), grammar=Grammar("tree_sitter_rust", "rust"),
                 structural=_C_FAMILY),
    LanguageSpec("swift", ("swift",), (), (".swift",), grammar=Grammar("tree_sitter_swift", "swift"),
                 structural=_C_FAMILY),
    LanguageSpec("ruby", ("ruby",), ("rb", "rake", "gemspec", "podspec"), (".rb", ".rake", ".gemspec"),
                 ("gemfile", "rakefile", "podfile", "vagrantfile", "brewfile"),
                 grammar=Grammar("tree_sitter_ruby", "ruby"),
                 comments=CommentSyntax(("#",), (("=begin", "=end"),), "", ":")),
    LanguageSpec("php", ("php",), ("php3", "php4", "php5", "phtml"), (".php", ".phtml"),
                 grammar=Grammar("tree_sitter_php", "php", "language_php"),
                 comments=CommentSyntax(("//", "#"), (("/*", "*/"),), "*", "!")),
    LanguageSpec("lua", ("lua",), ("luau",), (".lua",), grammar=Grammar("tree_sitter_lua", "lua", content_child=True),
                 comments=CommentSyntax(("--",), (("--[[", "]]"),))),
    LanguageSpec("bash", ("shellscript",), ("sh", "shell", "zsh", "ksh", "shell-script", "bats", "console-script"),
                 (".sh", ".bash", ".zsh", ".ksh", ".bats"),
                 (".bashrc", ".bash_profile", ".bash_login", ".bash_logout", ".profile", ".zshrc", ".zprofile",
                  ".zshenv", ".kshrc", "pkgbuild", "apkbuild", ".envrc"),
                 grammar=Grammar("tree_sitter_bash", "bash"), comments=HASH, comment_only=True),
    LanguageSpec("julia", ("julia",), ("jl",), (".jl",), grammar=Grammar("tree_sitter_julia", "julia"),
                 comments=CommentSyntax(("#",), (("#=", "=#"),), "", "!")),
    LanguageSpec("sql", ("sql",), ("mysql", "postgres", "postgresql", "pgsql", "plsql", "sqlite", "tsql", "mssql"),
                 (".sql",), grammar=Grammar("tree_sitter_sql", "sql", accept=sql_accept),
                 comments=CommentSyntax(("--", "#"), (("/*", "*/"),), "*")),
    LanguageSpec("yaml", ("yaml",), ("yml", "dockercompose", "github-actions-workflow", "ansible"), (".yaml", ".yml"),
                 grammar=Grammar("tree_sitter_yaml", "yaml"), comments=HASH, comment_only=True),
    LanguageSpec("toml", ("toml",), (), (".toml",), ("pipfile", "cargo.lock", "poetry.lock", "uv.lock"),
                 grammar=Grammar("tree_sitter_toml", "toml"), comments=HASH, comment_only=True),
    LanguageSpec("dockerfile", ("dockerfile",), ("docker", "containerfile"), (".dockerfile", ".containerfile"),
                 ("dockerfile", "containerfile"), ("dockerfile.", "containerfile."),
                 grammar=Grammar("tree_sitter_dockerfile", "dockerfile"), comments=HASH, comment_only=True),
    LanguageSpec("make", ("makefile",), ("mk", "mak", "gnumakefile"), (".mk", ".mak", ".make"),
                 ("makefile", "gnumakefile", "bsdmakefile"), ("makefile.",),
                 grammar=Grammar("tree_sitter_make", "make"), comments=HASH, comment_only=True),
    LanguageSpec("html", ("html",), ("htm", "xhtml", "vue-html"), (".html", ".htm", ".xhtml"),
                 grammar=Grammar("tree_sitter_html", "html", accept=html_accept), comments=SGML),
    LanguageSpec("xml", ("xml",), ("xsl", "xslt", "svg", "xsd", "plist", "rss", "atom", "wsdl", "pom"),
                 (".xml", ".xsd", ".xsl", ".xslt", ".svg", ".plist"),
                 grammar=Grammar("tree_sitter_xml", "xml", "language_xml"), comments=SGML),
    LanguageSpec("css", ("css",), ("scss", "less"), (".css", ".scss", ".less"),
                 grammar=Grammar("tree_sitter_css", "css"),
                 comments=CommentSyntax(("//",), (("/*", "*/"),), "*")),
    LanguageSpec("haskell", ("haskell",), ("hs", "lhs"), (".hs",), grammar=Grammar("tree_sitter_haskell", "haskell"),
                 comments=CommentSyntax(("--",), (("{-", "-}"),), "", "|^")),
    LanguageSpec("json", ("json", "jsonc"), ("json5", "jsonl"), (".json", ".jsonc", ".json5"),
                 grammar=Grammar("tree_sitter_json", "json"), editors=False),
    LanguageSpec("markdown", ("markdown",),
                 ("md", "mdown", "mkd", "mkdn", "markdn", "gfm", "rmd", "quarto", "qmd", "mdx"),
                 (".md", ".markdown", ".mdown", ".mkd", ".mdx", ".rmd", ".qmd"),
                 grammar=Grammar("tree_sitter_markdown", "markdown", collector=markdown_units), comments=SGML),
    # tree-sitter-rst 0.2: incremental re-parses sometimes differ from a fresh parse (its external
    # scanner keeps state), so the tracker re-parses RST documents fully.
    LanguageSpec("rst", ("restructuredtext",), ("rest", "rest-text"), (".rst", ".rest"),
                 grammar=Grammar("tree_sitter_rst", "rst", collector=rst_units, parse_view=rst_parse_view),
                 comments=CommentSyntax(("..",)),
                 incremental=False),
    # every paragraph is a prose region (finder.plaintext_regions)
    LanguageSpec("plaintext", ("plaintext",), ("text", "txt", "plain", "none", "log"), (".txt", ".text", ".log"),
                 ("readme", "license", "copying", "authors")),
    # a notebook's JSON text: each cell in its language (notebook.py)
    LanguageSpec("ipynb", (), ("jupyter", "notebook", "jupyter-notebook"), (".ipynb",), editors=False),
    LanguageSpec("r", ("r",), ("rscript", "splus", "s"), (".r",), (".rprofile",), pygments="r", comments=HASH),
    # LaTeX: text and comments are prose; commands, math and verbatim/math environments are not
    LanguageSpec("latex", ("latex",), ("tex", "context", "bibtex-style", "sty", "cls"),
                 (".tex", ".sty", ".cls", ".ltx"),
                 pygments="latex", comments=CommentSyntax(("%",))),
    LanguageSpec("objective-c", ("objective-c",), ("objc", "obj-c", "objectivec"), pygments="objective-c",
                 editors=False),
    LanguageSpec("objective-cpp", ("objective-cpp",), ("objcpp", "objc++", "objective-c++", "obj-c++", "mm"), (".mm",),
                 pygments="objective-c++", editors=False),
    # The long tail: keys are the Pygments lexers' first aliases (what Pygments' look-up gives).
    _long_tail("perl", CommentSyntax(("#",), (("=pod", "=cut"),), "", ""), ".pl", ".pm", ".t"),
    _long_tail("elixir", HASH),
    _long_tail("matlab", CommentSyntax(("%",), (("%{", "%}"),))),
    _long_tail("octave", CommentSyntax(("%", "#"), (("%{", "%}"),))),
    _long_tail("fortran", CommentSyntax(("!",))),
    _long_tail("fortranfixed", CommentSyntax(("!", "C ", "c ", "*"))),
    _long_tail("dart", C_STYLE),
    _long_tail("groovy", C_STYLE),
    _long_tail("erlang", CommentSyntax(("%",))),
    _long_tail("clojure", CommentSyntax((";",))),
    _long_tail("common-lisp", CommentSyntax((";",), (("#|", "|#"),))),
    _long_tail("scheme", CommentSyntax((";",), (("#|", "|#"),))),
    _long_tail("emacs-lisp", CommentSyntax((";",))),
    _long_tail("ocaml", CommentSyntax((), (("(*", "*)"),), "*")),
    _long_tail("fsharp", CommentSyntax(("//",), (("(*", "*)"),), "*")),
    _long_tail("vim", CommentSyntax(('"',))),
    _long_tail("vb.net", CommentSyntax(("'", "REM "))),
    _long_tail("batch", CommentSyntax(("REM", "rem", "::"))),
    _long_tail("powershell", CommentSyntax(("#",), (("<#", "#>"),))),
    _long_tail("nimrod", CommentSyntax(("#",), (("#[", "]#"),))),
    _long_tail("zig", CommentSyntax(("//",))),
    _long_tail("d", CommentSyntax(("//",), (("/*", "*/"), ("/+", "+/")), "*+")),
    _long_tail("delphi", CommentSyntax(("//",), (("{", "}"), ("(*", "*)")))),
    _long_tail("ada", CommentSyntax(("--",))),
    _long_tail("vhdl", CommentSyntax(("--",))),
    _long_tail("verilog", C_STYLE),
    _long_tail("systemverilog", C_STYLE),
    _long_tail("cmake", CommentSyntax(("#",), (("#[[", "]]"),)), filenames=("cmakelists.txt",)),
    # pip's requirements files (requirements*.txt, an egg-info's requires.txt): package names and
    # version pins, not prose; their "#" comments are (see _REQUIREMENTS)
    LanguageSpec("pip-requirements", ("pip-requirements",), ("requirements",), pygments="bash", comments=HASH,
                 editors=False),
    _long_tail("nixos", CommentSyntax(("#",), (("/*", "*/"),), "*")),
    _long_tail("terraform", CommentSyntax(("#", "//"), (("/*", "*/"),), "*")),
    _long_tail("protobuf", C_STYLE),
    _long_tail("graphql", HASH),
    _long_tail("solidity", C_STYLE),
    _long_tail("prolog", CommentSyntax(("%",), (("/*", "*/"),))),
    _long_tail("tcl", HASH),
    _long_tail("awk", HASH),
    _long_tail("nginx", HASH),
    _long_tail("ini", CommentSyntax((";", "#"))),
    _long_tail("apacheconf", HASH),
)



def with_installed_backend(spec: LanguageSpec) -> LanguageSpec:
    """``spec``, read with Pygments when its grammar's wheel is not installed: a platform's
    VS Code package leaves out a grammar with no wheel for it (tree-sitter-dockerfile has none
    for linux-arm64, darwin-x64, win32-x64; editors/vscode/scripts/bundle_server.py)."""
    if spec.grammar is None or importlib.util.find_spec(spec.grammar.module) is not None:
        return spec
    return dataclasses.replace(spec, grammar=None, pygments=spec.pygments or spec.key)


_SPECS: dict[str, LanguageSpec] = {spec.key: with_installed_backend(spec) for spec in LANGUAGES}
# every name (key, LSP id, alias) -> key
_NAMES: dict[str, str] = {name: spec.key for spec in LANGUAGES for name in (spec.key, *spec.lsp_ids, *spec.aliases)}
_EXTENSIONS: dict[str, str] = {ext: spec.key for spec in LANGUAGES for ext in spec.extensions}
_FILENAMES: dict[str, str] = {name: spec.key for spec in LANGUAGES for name in spec.filenames}
_PREFIXES: tuple[tuple[str, str], ...] = tuple((p, spec.key) for spec in LANGUAGES for p in spec.filename_prefixes)
# the names pip's requirements files take: "requirements.txt", "requirements-dev.txt",
# "requirements/base.txt" is "base.txt" (plain text), an egg-info's "requires.txt", "constraints.txt"
_REQUIREMENTS = re.compile(r"(?:requirements|requires|constraints)(?:[-_.][a-z0-9_.-]*)?\.(?:txt|in)\Z")


def spec_for(key: str | None) -> LanguageSpec | None:
    """The table's entry for a key from ``language_for`` (None for keys only Pygments knows)."""
    return _SPECS.get(key) if key is not None else None


def grammar(key: str) -> Grammar | None:
    """The tree-sitter grammar of ``key``, or None when another backend reads it."""
    spec = _SPECS.get(key)
    return spec.grammar if spec is not None else None


@lru_cache(maxsize=512)
def pygments_lexer_name(key: str) -> str | None:
    """The Pygments lexer alias for a key, or None when Pygments does not know it."""
    spec = _SPECS.get(key)
    name = spec.pygments if spec is not None and spec.pygments else key
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
    if _REQUIREMENTS.match(low):
        return "pip-requirements"
    for prefix, key in _PREFIXES:
        if low.startswith(prefix):
            return key
    ext = os.path.splitext(low)[1]
    if ext in _EXTENSIONS:
        return _EXTENSIONS[ext]
    alias = lexer_alias(base)
    return None if alias is None or alias == "text" else _NAMES.get(alias, alias)


def language_for(language_id: str | None = None, path: str | None = None) -> str | None:
    """Canonical language key from an LSP ``languageId``, else from a file name or path.

    Returns None when neither is known (callers then find no regions: we never guess).
    A ``path`` may also be a ``file://`` URI. A notebook's text is read as a notebook whatever
    its ``languageId`` says: editors that open a ``.ipynb`` file as text call it ``json``
    (Neovim's filetype), and its cells' prose would be lost as JSON strings.
    """
    if path and "://" in path:
        from urllib.parse import unquote, urlparse

        path = unquote(urlparse(path).path)
    if path and path.lower().endswith(".ipynb"):
        return _from_path(path)
    if language_id:
        key = _from_name(language_id)
        if key:
            return key
    if path:
        return _from_path(path)
    return None
