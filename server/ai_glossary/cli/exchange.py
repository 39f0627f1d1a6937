"""``export`` and ``import``: the glossary in TBX, CSV and SKOS, out and in (core/exchange).

An import writes nothing unless the whole file was read and the glossary it makes loads without
an error beside the built-in one; the file is written atomically and an existing one only with
``--force``. What the file holds that the glossary cannot keep is listed on stderr as
``path:line: message`` (the line where the format has lines).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ai_glossary.cli.common import glossary_option, load_glossary, messages, safe_stream
from ai_glossary.core.i18n import N_

if TYPE_CHECKING:
    from ai_glossary.core.i18n import Translator

EXPORT_FORMATS = ("tbx", "csv", "skos", "html")
# the page's own words (the others are the hover's labels, core/reader/labels.py)
SEARCH = N_("Search")
LANGUAGE = N_("Language")
SHOWN = N_("{shown} of {total} concepts")
IMPORT_FORMATS = ("tbx", "csv", "skos")
SUFFIXES = {".tbx": "tbx", ".xml": "tbx", ".csv": "csv", ".ttl": "skos", ".rdf": "skos", ".owl": "skos"}


def add_parsers(subparsers: Any, tr: "Translator") -> None:
    export = subparsers.add_parser(
        "export", help=tr(N_("write the glossary as TBX, CSV, SKOS or a web page")),
        description=tr(N_("Write the glossary (built-in plus --glossary files, or the files alone with "
                          "--no-builtin) as TBX-Basic v3, CSV, SKOS or a web page.")))
    export.add_argument("--format", choices=EXPORT_FORMATS, required=True)
    export.add_argument("--lang", dest="languages", default=None, metavar="LANG[,LANG...]",
                        help=tr(N_("only these languages (default: every language)")))
    export.add_argument("--pair", default=None, metavar="SOURCE:TARGET",
                        help=tr(N_("CSV: two columns of terms, source and target language (DeepL, Google)")))
    export.add_argument("--syntax", choices=("turtle", "xml"), default="turtle",
                        help=tr(N_("SKOS: Turtle or RDF/XML")))
    export.add_argument("-o", "--output", default=None, metavar="PATH",
                        help=tr(N_("write to this file (default: standard output)")))
    export.add_argument("--no-builtin", action="store_true",
                        help=tr(N_("export the --glossary files alone, without the built-in data")))
    glossary_option(export, tr)
    export.set_defaults(func=cmd_export)

    imp = subparsers.add_parser(
        "import", help=tr(N_("make a glossary file from a TBX, CSV or SKOS file")),
        description=tr(N_("Read a TBX (v2 or v3), CSV or SKOS file and write a glossary file. Nothing is "
                          "written when the file cannot be read whole or the glossary it makes has errors.")))
    imp.add_argument("file", metavar="FILE")
    imp.add_argument("--format", choices=IMPORT_FORMATS, default=None,
                     help=tr(N_("the file's format (default: from its extension)")))
    imp.add_argument("--pair", default=None, metavar="SOURCE:TARGET",
                     help=tr(N_("CSV: two columns of terms, source and target language (DeepL, Google)")))
    imp.add_argument("--syntax", choices=("turtle", "xml"), default=None,
                     help=tr(N_("SKOS: Turtle or RDF/XML (default: from the extension)")))
    imp.add_argument("-o", "--output", default=".ai-glossary.yaml", metavar="PATH",
                     help=tr(N_("the glossary file to write (default: .ai-glossary.yaml)")))
    imp.add_argument("--force", action="store_true", help=tr(N_("replace the output file if it exists")))
    imp.set_defaults(func=cmd_import)


def _pair(value: str | None) -> tuple[str, str] | None:
    if value is None:
        return None
    from ai_glossary.core.i18n import normalize_tag

    source, _, target = value.partition(":")
    tags = normalize_tag(source), normalize_tag(target)
    if None in tags or tags[0] == tags[1]:
        raise ValueError(value)
    return tags  # type: ignore[return-value]


def _error(tr: "Translator", message: str, **values: Any) -> int:
    print(tr(message, **values), file=safe_stream(sys.stderr))
    return 2


def cmd_export(args: argparse.Namespace) -> int:
    from ai_glossary.core.exchange import csv_format, skos, tbx_write
    from ai_glossary.core.exchange.entries import entries_of
    from ai_glossary.core.glossary.load import load
    from ai_glossary.core.glossary.model import Glossary

    tr = messages(args.message_lang)
    try:
        pair = _pair(args.pair)
    except ValueError:
        return _error(tr, N_("--pair needs two different language codes, as en:fr"))
    if pair and args.format != "csv":
        return _error(tr, N_("--pair is for --format csv"))
    if args.no_builtin:
        if not args.glossary:
            return _error(tr, N_("--no-builtin needs at least one --glossary file"))
        result = load(Glossary(), args.glossary)
        for problem in result.all_problems():
            print(problem.format(tr=tr), file=safe_stream(sys.stderr))
        if any(p.is_error for p in result.all_problems()):
            return 2
        glossary = result.glossary
    else:
        glossary = load_glossary(args.glossary, tr)
    languages = [lang.strip() for lang in args.languages.split(",")] if args.languages else None
    entries = entries_of(glossary, languages)
    if args.format == "tbx":
        text = tbx_write.to_tbx(entries)
    elif args.format == "html":
        text = _page(entries, languages)
    elif args.format == "skos":
        text = skos.to_skos(entries, args.syntax)
    elif pair:
        text = csv_format.to_pairs(entries, *pair)
    else:
        text = csv_format.to_csv(entries, languages)
    if args.output is None:
        safe_stream(sys.stdout).write(text)
        return 0
    try:
        _write_atomically(Path(args.output), text)
    except OSError as err:
        return _error(tr, N_("cannot write {path}: {error}"), path=args.output, error=err.strerror or err)
    return 0


def _page(entries: list[dict[str, Any]], languages: list[str] | None) -> str:
    from ai_glossary.core.exchange.html_page import to_html
    from ai_glossary.core.i18n import translator
    from ai_glossary.core.reader import labels

    def labels_of(lang: str) -> dict[str, str]:
        tr = translator(lang)

        def labelled(label: str) -> str:  # with the language's colon: "Liens :" in French
            return tr(labels.LABELLED, label=tr(label))

        return {"search": tr(SEARCH), "language": tr(LANGUAGE), "count": tr(SHOWN), "aliases": labelled(labels.ALIASES),
                "related": labelled(labels.RELATED), "references": tr(labels.REFERENCES)}

    return to_html(entries, labels_of, labels.language_name, languages)


def _guess_format(path: str) -> str | None:
    return SUFFIXES.get(Path(path).suffix.lower())


def cmd_import(args: argparse.Namespace) -> int:
    from ai_glossary.core.exchange.entries import ExchangeError, to_yaml

    tr = messages(args.message_lang)
    err = safe_stream(sys.stderr)
    fmt = args.format or _guess_format(args.file)
    if fmt is None:
        return _error(tr, N_("cannot tell the format of {path}: give --format"), path=args.file)
    try:
        pair = _pair(args.pair)
    except ValueError:
        return _error(tr, N_("--pair needs two different language codes, as en:fr"))
    output = Path(args.output)
    if output.exists() and not args.force:
        return _error(tr, N_("{path} exists: give --force to replace it"), path=args.output)
    try:
        data = Path(args.file).read_bytes()
    except OSError as error:
        return _error(tr, N_("cannot read {path}: {error}"), path=args.file, error=error.strerror or error)
    try:
        entries, notices = _read(fmt, data, args.file, pair, args.syntax)
    except ExchangeError as error:
        print(error.notice, file=err)
        return _error(tr, N_("nothing was written"))
    from ai_glossary.core.exchange.entries import settle_forms
    from ai_glossary.core.glossary.builtin import load_builtin

    notices += settle_forms(entries, load_builtin(), args.file)
    for notice in notices:
        print(notice, file=err)
    header = f"Imported from {Path(args.file).name} by ai-glossary import ({fmt})."
    text = to_yaml(entries, header)
    problems = _check(text, output)
    if problems:
        for problem in problems:
            print(problem.format(tr=tr), file=err)
        return _error(tr, N_("nothing was written"))
    try:
        _write_atomically(output, text)
    except OSError as error:
        return _error(tr, N_("cannot write {path}: {error}"), path=args.output, error=error.strerror or error)
    print(tr(N_("{path}: {count} concepts written, {skipped} things not imported"),
             path=args.output, count=len(entries), skipped=len(notices)), file=err)
    return 0


def _read(fmt: str, data: bytes, path: str, pair: tuple[str, str] | None,
          syntax: str | None) -> tuple[list[dict[str, Any]], list]:
    from ai_glossary.core.exchange import csv_format, skos, tbx_read
    from ai_glossary.core.exchange.entries import ExchangeError, Notice

    if fmt == "tbx":
        return tbx_read.read_tbx(data, path)
    if fmt == "skos":
        chosen = syntax or ("xml" if Path(path).suffix.lower() in (".rdf", ".owl", ".xml") else "turtle")
        return skos.read_skos(data, path, chosen)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ExchangeError(Notice(path, data.count(b"\n", 0, error.start) + 1, "not UTF-8 text"))
    if pair:
        return csv_format.read_pairs(text, path, *pair)
    return csv_format.read_csv(text, path, _is_language)


def _is_language(name: str) -> bool:
    """Is a column name a language tag (``en``, ``pt-BR``, ``zh-Hans``), not a word (``name``)?"""
    import langcodes

    return "_" not in name and langcodes.tag_is_valid(name) and len(name.split("-")[0]) in (2, 3)


def _check(text: str, output: Path) -> list:
    """The errors of the glossary ``text`` would be at ``output``, loaded beside the built-in one."""
    from ai_glossary.core.glossary.builtin import load_builtin
    from ai_glossary.core.glossary.load import load

    folder = output.parent if str(output.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=".ai-glossary-import-", suffix=".yaml", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        return [p for p in load(load_builtin(), [tmp]).all_problems() if p.is_error]
    finally:
        os.unlink(tmp)


def _write_atomically(target: Path, text: str) -> None:
    folder = target.parent if str(target.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    try:
        # mkstemp makes the file private (0600): give it the mode a new file gets here
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


