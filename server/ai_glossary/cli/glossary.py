"""Glossary subcommands: ``check``, ``list``, ``stats`` and ``schema``.

Mounted by ``ai_glossary.cli`` with :func:`add_parsers`. Nothing here imports the language server.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from ai_glossary.cli.common import (ALL_LANGUAGES, glossary_option, load_glossary, messages, messages_option,
                                    reader_language, safe_stream)
from ai_glossary.core.i18n import N_, NP_

if TYPE_CHECKING:  # the loader is imported by the commands that use it: `serve` must start fast
    from ai_glossary.core.glossary.model import Glossary
    from ai_glossary.core.i18n import Translator


def add_parsers(subparsers: Any, tr: "Translator") -> None:
    """Register ``check``, ``list``, ``stats`` and ``schema`` on an argparse subparsers object."""
    check = subparsers.add_parser(
        "check", help=tr(N_("validate glossary files (default: the built-in data)")),
        description=tr(N_("Validate glossary files: YAML syntax, the schema, duplicate ids and keys, "
                          "unknown related ids, forms shared by two concepts. Problems are printed as "
                          "path:line:col: message; the exit code is 1 when there are errors, 2 when a file cannot "
                          "be read.")))
    check.add_argument("paths", nargs="*", metavar="PATH",
                       help=tr(N_("glossary files to check, merged over the built-in data "
                                  "(none: check the built-in data)")))
    check.add_argument("--no-builtin", action="store_true",
                       help=tr(N_("check the files alone, without the built-in data")))
    glossary_option(check, tr)
    messages_option(check, tr)
    check.set_defaults(func=cmd_check)

    lst = subparsers.add_parser("list", help=tr(N_("list every concept of the glossary")),
                                description=tr(N_("List every concept (built-in plus --glossary files).")))
    lst.add_argument("--format", choices=["text", "json"], default="text")
    lst.add_argument("--lang", default=None,
                     help=tr(N_("language of names and definitions (text default: en; json default: all)")))
    glossary_option(lst, tr)
    lst.set_defaults(func=cmd_list)

    stats = subparsers.add_parser(
        "stats", help=tr(N_("concept count and translation coverage per language, of the glossary and the "
                            "messages")))
    stats.add_argument("--format", choices=["text", "json"], default="text")
    glossary_option(stats, tr)
    messages_option(stats, tr)
    stats.set_defaults(func=cmd_stats)

    schema = subparsers.add_parser(
        "schema", help=tr(N_("print the path of the glossary JSON Schema (for YAML editors)")),
        description=tr(N_("Print the file path of the JSON Schema of glossary files, to point the YAML "
                          "language server at it; --print writes the schema itself.")))
    schema.add_argument("--print", dest="print_schema", action="store_true",
                        help=tr(N_("print the schema instead of its path")))
    schema.set_defaults(func=cmd_schema)


def cmd_check(args: argparse.Namespace) -> int:
    tr = messages(args.message_lang)
    paths = list(args.paths) + list(args.glossary or [])
    if args.no_builtin and not paths:
        print(tr(N_("ai-glossary check: --no-builtin needs at least one PATH")), file=sys.stderr)
        return 2
    from ai_glossary.core.glossary.load import check_paths

    problems = check_paths(paths, include_builtin=not args.no_builtin)
    out = safe_stream(sys.stdout)
    for problem in problems:
        print(problem.format(tr=tr), file=out)
    errors = sum(1 for p in problems if p.is_error)
    warnings = len(problems) - errors
    what = (tr.plural(NP_("{count} file", "{count} files"), len(paths)) if paths
            else tr(N_("the built-in glossary")))
    if problems:
        summary = tr(N_("ai-glossary check: {errors}, {warnings} in {what}"),
                     errors=tr.plural(NP_("{count} error", "{count} errors"), errors),
                     warnings=tr.plural(NP_("{count} warning", "{count} warnings"), warnings), what=what)
    else:
        summary = tr(N_("ai-glossary check: {what}: no problems"), what=what)
    print(summary, file=sys.stderr)
    # a file that is missing or cannot be read is an I/O error, as for `scan`: its problem says why
    if any(p.is_error and p.code == "unreadable" for p in problems):
        return 2
    return 1 if errors else 0


def cmd_list(args: argparse.Namespace) -> int:
    glossary = load_glossary(args.glossary, messages(args.message_lang))
    concepts = sorted(glossary.concepts.values(), key=lambda c: c.id)
    out = safe_stream(sys.stdout)
    if args.format == "json":
        from ai_glossary.core.glossary.export import concept_to_dict

        # no --lang, or `all` as `define` takes it: every language
        lang = None if args.lang in (None, ALL_LANGUAGES) else reader_language(args.lang, glossary)
        json.dump([concept_to_dict(c, lang) for c in concepts], out, ensure_ascii=False, indent=2)
        out.write("\n")
        return 0
    from ai_glossary.core.reader.render import DEFAULT_FALLBACKS, pick_summary

    lang = reader_language(args.lang, glossary)
    width = max((len(c.id) for c in concepts), default=0)
    for c in concepts:
        line = f"{c.id:<{width}}  {c.display_name(lang)}"
        summary = pick_summary(c, lang, DEFAULT_FALLBACKS)
        if summary is not None and summary.text.strip():
            # a summary in another language says which one it is
            marker = "" if summary.language == lang else f"[{summary.language}] "
            line += f" - {marker}{summary.text}"
        print(line, file=out)
    return 0


def coverage(glossary: "Glossary") -> dict[str, Any]:
    """Concept count and, per language, how many concepts have a definition, names, a summary."""
    total = len(glossary)
    langs: dict[str, dict[str, int]] = {}
    for concept in glossary.concepts.values():
        for field, mapping in (("definitions", concept.definitions), ("names", concept.names),
                               ("summaries", concept.summary)):
            for lang in mapping:
                langs.setdefault(lang, {"definitions": 0, "names": 0, "summaries": 0})[field] += 1
    order = sorted(langs, key=lambda l: (l != "en", -langs[l]["definitions"], l))
    return {
        "concepts": total,
        "builtin": sum(1 for c in glossary.concepts.values() if c.builtin),
        "user": sum(1 for c in glossary.concepts.values() if not c.builtin),
        "languages": {lang: langs[lang] for lang in order},
    }


def cmd_stats(args: argparse.Namespace) -> int:
    from ai_glossary.core.i18n import catalog_coverage

    glossary = load_glossary(args.glossary, messages(args.message_lang))
    data = coverage(glossary)
    data["messages"] = catalog_coverage()
    out = safe_stream(sys.stdout)
    if args.format == "json":
        json.dump(data, out, ensure_ascii=False, indent=2)
        out.write("\n")
        return 0
    tr = messages(args.message_lang)
    total = data["concepts"]
    print(tr(N_("concepts: {total} (built-in {builtin}, user {user})"), total=total, builtin=data["builtin"],
             user=data["user"]), file=out)
    ui = data["messages"]

    def cell(n: int, of: int) -> str:
        return f"{n} ({100 * n / of:.0f}%)" if of else "0"

    rows = [(tr(N_("language")), tr(N_("definitions")), tr(N_("names")), tr(N_("summaries")), tr(N_("messages")))]
    for lang, c in data["languages"].items():
        # English is the messages' source language: complete by construction
        translated = ui["messages"] if lang == "en" else ui["languages"].get(lang, 0)
        rows.append((lang, cell(c["definitions"], total), cell(c["names"], total), cell(c["summaries"], total),
                     cell(translated, ui["messages"])))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print("  ".join(v.ljust(widths[i]) if i == 0 else v.rjust(widths[i]) for i, v in enumerate(r)).rstrip(),
              file=out)
    return 0


def cmd_schema(args: argparse.Namespace) -> int:
    from importlib import resources

    from ai_glossary.core.glossary.schema import schema_bytes

    if args.print_schema:
        sys.stdout.write(schema_bytes().decode("utf-8"))
        return 0
    resource = resources.files("ai_glossary").joinpath("schema").joinpath("glossary.schema.json")
    print(str(resource))
    return 0
