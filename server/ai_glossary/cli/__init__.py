"""The ``ai-glossary`` command: serve, define, scan, search, check, list, stats.

``python -m ai_glossary`` and the console script both call :func:`main`.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections import Counter

from ai_glossary import __version__
from ai_glossary.cli.common import load_glossary


def cmd_serve(args: argparse.Namespace) -> int:
    handlers: list[logging.Handler] = [
        logging.FileHandler(args.log_file, encoding="utf-8") if args.log_file else logging.StreamHandler(sys.stderr)
    ]
    logging.basicConfig(level=args.log_level.upper(), handlers=handlers, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    from ai_glossary.lsp.server import create_server

    server = create_server()
    if args.tcp:
        server.start_tcp(args.host, args.port)
    else:
        server.start_io()
    # LSP: exit after shutdown is a clean stop (0); exit without shutdown, or a lost client, is 1
    return 0 if server.shutdown_requested else 1


DEFINE_FIELDS = ("id", "term", "name", "language", "definition", "aliases", "related", "references")
SEARCH_FIELDS = ("id", "term", "summary")


def cmd_define(args: argparse.Namespace) -> int:
    from ai_glossary.core.reader.lookup import FormIndex, find_concepts, suggest
    from ai_glossary.core.reader.render import DEFAULT_FALLBACKS, concept_view, render_concept

    glossary = load_glossary(args.glossary)
    forms = FormIndex.build(glossary)
    concepts = find_concepts(glossary, forms, args.term)
    if not concepts:
        close = suggest(glossary, forms, args.term)
        print(f"ai-glossary: unknown term {args.term!r}", file=sys.stderr)
        if close:
            print("did you mean: " + ", ".join(f"{c.term} ({c.id})" for c in close), file=sys.stderr)
        return 1
    fallbacks = [lang for lang in args.fallback or DEFAULT_FALLBACKS if lang != args.lang]
    if args.format == "json":
        out = [concept_view(concept, args.lang, fallbacks, DEFINE_FIELDS) for concept in concepts]
        print(json.dumps(out[0] if len(out) == 1 else out, ensure_ascii=False, indent=2))
    else:
        print("\n\n---\n\n".join(render_concept(c, glossary, args.lang, fallbacks, markdown=False) for c in concepts))
    return 0


def cmd_search(args: argparse.Namespace) -> int:
    from ai_glossary.core.reader.lookup import FormIndex, search
    from ai_glossary.core.reader.render import DEFAULT_FALLBACKS, concept_view, short_summary

    glossary = load_glossary(args.glossary)
    found = search(glossary, FormIndex.build(glossary), args.query, limit=args.limit)
    if args.format == "json":
        print(json.dumps([concept_view(c, args.lang, DEFAULT_FALLBACKS, SEARCH_FIELDS) for c in found], ensure_ascii=False, indent=2))
    else:
        for concept in found:
            print(f"{concept.id:32} {concept.display_name(args.lang)} - {short_summary(concept, args.lang, DEFAULT_FALLBACKS)}")
    return 0 if found else 1


def cmd_scan(args: argparse.Namespace) -> int:
    from ai_glossary.core.scan import findings_json, scan_paths

    glossary = load_glossary(args.glossary)
    try:
        report = scan_paths(args.paths, glossary, scope=args.scope, max_bytes=args.max_size, jobs=args.jobs)
    except (FileNotFoundError, NotADirectoryError, PermissionError) as exc:
        print(f"ai-glossary scan: {exc}", file=sys.stderr)
        return 2
    if args.format == "json":
        print(findings_json(report))
    else:
        from ai_glossary.core.reader.render import DEFAULT_FALLBACKS, short_summary  # text output only: JSON needs no rendering

        for f in report.findings:
            concept = glossary.concepts[f.id]
            where = f"{f.path}[cell {f.cell}]" if f.cell is not None else f.path
            print(f"{where}:{f.line}:{f.column}: {concept.display_name(args.lang)} ({f.id}) - {short_summary(concept, args.lang, DEFAULT_FALLBACKS)}")
    reasons = Counter(reason for _, reason in report.skipped)
    if args.verbose:
        for path, reason in report.skipped:
            print(f"skipped {path}: {reason}", file=sys.stderr)
    summary = f"scanned {report.files} files ({report.bytes / 1e6:.1f} MB), {len(report.findings)} terms found"
    if reasons:
        summary += "; skipped " + ", ".join(f"{n} ({reason})" for reason, n in reasons.most_common())
    print(summary, file=sys.stderr)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="ai-glossary", description="AI/ML glossary language server and tools")
    parser.add_argument("--version", action="version", version=f"ai-glossary {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    serve = sub.add_parser("serve", help="run the language server (stdio by default)")
    serve.add_argument("--stdio", action="store_true", help="use stdio (the default; accepted for clients that pass it)")
    serve.add_argument("--tcp", action="store_true", help="listen on TCP instead of stdio")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=2087)
    serve.add_argument("--log-file", help="write logs to this file (logs never go to stdout)")
    serve.add_argument("--log-level", default="warning", choices=["debug", "info", "warning", "error"])
    serve.set_defaults(func=cmd_serve)

    define = sub.add_parser("define", help="print the definition of a term")
    define.add_argument("term", help="an id, term, alias, abbreviation or localized name")
    define.add_argument("--lang", default="en", help="definition language (default: en)")
    define.add_argument("--fallback", action="append", default=None, help="fallback language (repeatable; default: en)")
    define.add_argument("--format", choices=["text", "json"], default="text")
    define.add_argument("--glossary", action="append", help="extra glossary file (repeatable)")
    define.set_defaults(func=cmd_define)

    search = sub.add_parser("search", help="fuzzy-search the glossary")
    search.add_argument("query")
    search.add_argument("--lang", default="en")
    search.add_argument("--limit", type=int, default=10)
    search.add_argument("--format", choices=["text", "json"], default="text")
    search.add_argument("--glossary", action="append")
    search.set_defaults(func=cmd_search)

    scan = sub.add_parser("scan", help="report glossary terms found in the prose of files and directories")
    scan.add_argument("paths", nargs="+", metavar="PATH")
    scan.add_argument("--format", choices=["text", "json"], default="text")
    scan.add_argument("--lang", default="en", help="language of the short definitions in text output")
    scan.add_argument("--scope", choices=["prose", "strings", "everywhere"], default="prose")
    scan.add_argument("--max-size", type=int, default=2 * 1024 * 1024, help="skip files larger than this many bytes")
    scan.add_argument("--jobs", type=int, default=None, help="worker processes (default: all cores)")
    scan.add_argument("--glossary", action="append")
    scan.add_argument("-v", "--verbose", action="store_true", help="list skipped files")
    scan.set_defaults(func=cmd_scan)

    try:
        from ai_glossary.cli.glossary import add_parsers
    except ImportError:  # pragma: no cover - the module ships with the package
        pass
    else:
        add_parsers(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except BrokenPipeError:  # `ai-glossary scan . | head`
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
