"""``ai-glossary define`` and ``ai-glossary search``: look a term up, as a hover would show it."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ai_glossary.cli.common import glossary_option, load_glossary


def add_parsers(subparsers: Any) -> None:
    define = subparsers.add_parser("define", help="print the definition of a term")
    define.add_argument("term", help="an id, term, alias, abbreviation or localized name")
    define.add_argument("--lang", default="en", help="definition language (default: en)")
    define.add_argument("--fallback", action="append", default=None, help="fallback language (repeatable; default: en)")
    define.add_argument("--format", choices=["text", "json"], default="text")
    glossary_option(define)
    define.set_defaults(func=cmd_define)

    search = subparsers.add_parser("search", help="fuzzy-search the glossary")
    search.add_argument("query")
    search.add_argument("--lang", default="en")
    search.add_argument("--limit", type=int, default=10)
    search.add_argument("--format", choices=["text", "json"], default="text")
    glossary_option(search)
    search.set_defaults(func=cmd_search)


# the fields of `define --format json` and `search --format json`, in their order (scripts read them)
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
        print(f"ai-glossary: unknown term {quoted_briefly(args.term)}", file=sys.stderr)
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


def quoted_briefly(term: str, limit: int = 80) -> str:
    """The term as typed, for an error message: a pasted megabyte is cut, with its length."""
    if len(term) <= limit:
        return repr(term)
    return f"{term[:limit]!r}… ({len(term):,} characters)"
