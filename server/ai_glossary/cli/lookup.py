"""``ai-glossary define`` and ``ai-glossary search``: look a term up, as a hover would show it."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from ai_glossary.cli.common import ALL_LANGUAGES, glossary_option, load_glossary, messages, reader_language
from ai_glossary.core.i18n import N_, NP_

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.glossary.model import Concept, Glossary
    from ai_glossary.core.i18n import Translator


def add_parsers(subparsers: Any, tr: "Translator") -> None:
    define = subparsers.add_parser("define", help=tr(N_("print the definition of a term")))
    define.add_argument("term", help=tr(N_("an id, term, alias, abbreviation or localized name")))
    define.add_argument("--lang", default=None,
                        help=tr(N_("definition language (default: en), or 'all' for every language of the entry")))
    define.add_argument("--fallback", action="append", default=None,
                        help=tr(N_("fallback language (repeatable; default: en)")))
    define.add_argument("--format", choices=["text", "json"], default="text")
    glossary_option(define, tr)
    define.set_defaults(func=cmd_define)

    search = subparsers.add_parser("search", help=tr(N_("fuzzy-search the glossary")))
    search.add_argument("query")
    search.add_argument("--lang", default=None)
    search.add_argument("--limit", type=int, default=10)
    search.add_argument("--format", choices=["text", "json"], default="text")
    glossary_option(search, tr)
    search.set_defaults(func=cmd_search)


# the fields of `define --format json` and `search --format json`, in their order (scripts read them)
DEFINE_FIELDS = ("id", "term", "name", "language", "definition", "aliases", "related", "references")
SEARCH_FIELDS = ("id", "term", "summary")


def entry_languages(concept: "Concept") -> list[str]:
    """The languages the entry has a definition in, English first, then in the data's order."""
    return sorted(concept.definitions, key=lambda code: code != "en")


def cmd_define(args: argparse.Namespace) -> int:
    from ai_glossary.core.reader.lookup import FormIndex, find_concepts, suggest
    from ai_glossary.core.reader.render import DEFAULT_FALLBACKS

    tr = messages(args.message_lang)
    glossary = load_glossary(args.glossary, tr)
    forms = FormIndex.build(glossary)
    concepts = find_concepts(glossary, forms, args.term)
    if not concepts:
        close = suggest(glossary, forms, args.term)
        print(tr(N_("ai-glossary: unknown term {term}"), term=quoted_briefly(args.term, tr)), file=sys.stderr)
        if close:
            print(tr(N_("did you mean: {terms}"), terms=", ".join(f"{c.term} ({c.id})" for c in close)),
                  file=sys.stderr)
        return 1
    if args.lang == ALL_LANGUAGES:
        # each language as it is, no fallback: what the entry says in every language it has
        views = [(concept, lang, []) for concept in concepts for lang in entry_languages(concept)]
    else:
        lang = reader_language(args.lang, glossary)
        fallbacks = [fb for fb in args.fallback or DEFAULT_FALLBACKS if fb != lang]
        views = [(concept, lang, fallbacks) for concept in concepts]
    print_definitions(glossary, views, args.format, all_languages=args.lang == ALL_LANGUAGES)
    return 0


def print_definitions(glossary: "Glossary", views: list, fmt: str, *, all_languages: bool) -> None:
    from ai_glossary.core.reader.labels import language_name
    from ai_glossary.core.reader.render import concept_view, render_concept

    if fmt == "json":
        out = [concept_view(concept, lang, fallbacks, DEFINE_FIELDS) for concept, lang, fallbacks in views]
        print(json.dumps(out[0] if len(out) == 1 else out, ensure_ascii=False, indent=2))
        return
    texts = []
    for concept, lang, fallbacks in views:
        text = render_concept(concept, glossary, lang, fallbacks, markdown=False)
        texts.append(f"[{lang}] {language_name(lang)}\n\n{text}" if all_languages else text)
    print("\n\n---\n\n".join(texts))


def cmd_search(args: argparse.Namespace) -> int:
    from ai_glossary.core.reader.lookup import FormIndex, search
    from ai_glossary.core.reader.render import DEFAULT_FALLBACKS, concept_view, short_summary

    glossary = load_glossary(args.glossary, messages(args.message_lang))
    found = search(glossary, FormIndex.build(glossary), args.query, limit=args.limit)
    lang = reader_language(args.lang, glossary)
    if args.format == "json":
        print(json.dumps([concept_view(c, lang, DEFAULT_FALLBACKS, SEARCH_FIELDS) for c in found], ensure_ascii=False, indent=2))
    else:
        for concept in found:
            print(f"{concept.id:32} {concept.display_name(lang)} - {short_summary(concept, lang, DEFAULT_FALLBACKS)}")
    return 0 if found else 1


def quoted_briefly(term: str, tr: "Translator", limit: int = 80) -> str:
    """The term as typed, for an error message: a pasted megabyte is cut, with its length."""
    if len(term) <= limit:
        return repr(term)
    return tr.plural(NP_("{cut}… ({number} character)", "{cut}… ({number} characters)"), len(term),
                     cut=repr(term[:limit]), number=f"{len(term):,}")
