"""Render a concept for a reader: hover Markdown or plain text, in the reader's language.

Every text that comes from a glossary is escaped before it goes into Markdown: a workspace glossary
is untrusted input, so it must not inject raw HTML, images or ``command:`` links into the editor.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Mapping, Sequence
from urllib.parse import quote, urlsplit

from ai_glossary.core.glossary.export import references_to_list
from ai_glossary.core.glossary.model import Concept, Glossary, form_key
from ai_glossary.core.i18n import translator
from ai_glossary.core.reader import labels
from ai_glossary.core.reader.labels import language_name

# The languages a reader falls back to when a text is missing in theirs and nothing says otherwise.
DEFAULT_FALLBACKS: tuple[str, ...] = ("en",)

# A hover stays small whatever a glossary holds (a legal user glossary may give one concept
# 300,000 aliases: a 2.9 MB hover, 1.1 s a request): lists are cut with a count, texts with "…".
MAX_LISTED = 12
MAX_TEXT_CHARS = 4_000

# Characters that start inline markup anywhere in a line: emphasis, code, links/images, HTML,
# tables, strikethrough, entities. "(" and ")" only matter after "]", which is escaped.
_MD_INLINE = re.compile(r"([\\`*_\[\]<>|~&])")
# Characters that start a block (heading, list, quote) when they open a line.
_MD_BLOCK_START = re.compile(r"^([#>+\-=]|\d+(?=[.)]))")


def escape_markdown(text: str) -> str:
    """Escape Markdown/HTML-significant characters so glossary text renders literally.

    Newlines are flattened (a glossary text is one paragraph), so only the very start can open a block.
    """
    flat = _MD_INLINE.sub(r"\\\1", " ".join(text.split()))
    return _MD_BLOCK_START.sub(lambda m: "\\" + m.group(1) if not m.group(1).isdigit() else m.group(1) + "\\", flat)


def safe_url(url: str | None) -> str | None:
    """Only plain http(s) links survive; ``command:``, ``javascript:``, ``file:`` and the rest do not."""
    if not url:
        return None
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return None
    return quote(url.strip(), safe=":/?#@!$&'*+,;=%~-._")  # brackets, parens and spaces get encoded


@dataclass(frozen=True, slots=True)
class Localized:
    text: str
    language: str  # the language the text is in
    wanted: str  # the language the reader asked for


def pick(texts: Mapping[str, str], lang: str, fallbacks: Sequence[str]) -> Localized | None:
    """The text in ``lang``, else in the first fallback language that has one, else any."""
    for candidate in [lang, *fallbacks]:
        if candidate in texts:
            return Localized(texts[candidate], candidate, lang)
    if texts:
        first = next(iter(texts))
        return Localized(texts[first], first, lang)
    return None


def pick_summary(concept: Concept, lang: str, fallbacks: Sequence[str]) -> Localized | None:
    """The concept in one line: its summary (picked as :func:`pick` does), else the first sentence
    of its definition (picked the same way), cut at 120 characters."""
    found = pick(concept.summary, lang, fallbacks)
    if found is not None:
        return found
    definition = pick(concept.definitions, lang, fallbacks)
    if definition is None:
        return None
    first = re.split(r"(?<=[.!?।])\s", definition.text, maxsplit=1)[0]
    text = first if len(first) <= 120 else first[:117].rstrip() + "…"
    return Localized(text, definition.language, lang)


def short_summary(concept: Concept, lang: str, fallbacks: Sequence[str]) -> str:
    """The text of :func:`pick_summary`; "" for a concept without a summary or a definition."""
    found = pick_summary(concept, lang, fallbacks)
    return found.text if found is not None else ""


# every field of concept_view, in the order they are written
VIEW_FIELDS = ("id", "term", "name", "language", "definition", "aliases", "summary", "related", "references")


def concept_view(concept: Concept, lang: str, fallbacks: Sequence[str],
                 fields: Sequence[str] = VIEW_FIELDS) -> dict[str, Any]:
    """The concept as a reader of ``lang`` sees it, as JSON data: its name in that language, its
    definition (in ``lang`` or a fallback: ``language`` says which; "" when it has none) and its
    one-line summary. ``fields`` chooses which fields (of :data:`VIEW_FIELDS`), in which order;
    the whole concept, every language, is :func:`~ai_glossary.core.glossary.export.concept_to_dict`.
    """
    definition = pick(concept.definitions, lang, fallbacks)
    view = {
        "id": concept.id,
        "term": concept.term,
        "name": concept.display_name(lang),
        "language": definition.language if definition else lang,
        "definition": definition.text if definition else "",
        "aliases": list(concept.aliases),
        "summary": short_summary(concept, lang, fallbacks),
        "related": list(concept.related),
        "references": references_to_list(concept.references),
        "tags": list(concept.tags),
    }
    return {field: view[field] for field in fields}


def _shown_key(form: str) -> str:
    """Forms a reader sees as one spelling: the same but for case, or a hyphen for a space
    ("ZeRO-3" and "zero 3"). An underscore stays: ``zero_stage`` is the name of a setting."""
    return form_key(form).replace("-", " ")


def _distinct_aliases(concept: Concept, display: str) -> tuple[list[str], int]:
    """Up to ``MAX_LISTED`` aliases to show, each spelling once whatever its case and hyphens
    ("LoRA", not also "lora" and "Lora", the cases people type; "ZeRO-3", not also "zero 3"), none
    the display name or the term; and how many are not shown. Only the first aliases are read, so
    a glossary with 300,000 of them on one concept still renders at once (its count of the rest
    may include a few case variants)."""
    seen = {_shown_key(display), _shown_key(concept.term)}
    shown: list[str] = []
    looked = 0
    for alias in concept.aliases[: 4 * MAX_LISTED]:
        looked += 1
        key = _shown_key(alias)
        if key not in seen:
            seen.add(key)
            shown.append(alias)
            if len(shown) == MAX_LISTED:
                break
    return shown, len(concept.aliases) - looked


def render_concept(
    concept: Concept,
    glossary: Glossary,
    lang: str,
    fallbacks: Sequence[str],
    *,
    markdown: bool = True,
    learner: bool = False,
    other_senses: Sequence[str] = (),
    origin: str | None = None,
) -> str:
    """The concept for a reader of ``lang``. ``learner`` adds the English definition after the
    reader's and a line naming every language the entry has; ``other_senses``, ids of concepts the
    same words may mean as plausibly, a line naming them under the title; ``origin``, the glossary
    file that supplied the definition when it is not the built-in one, a last line naming it."""
    tr = translator(lang)
    display = concept.display_name(lang)
    definition = pick(concept.definitions, lang, fallbacks)
    aliases, more_aliases = _distinct_aliases(concept, display)
    related = [glossary.concepts[r] for r in concept.related if r in glossary.concepts]
    more_related = max(0, len(related) - MAX_LISTED)
    related = related[:MAX_LISTED]
    esc = escape_markdown if markdown else (lambda s: " ".join(s.split()))

    def listed(items: list[str], more: int) -> str:
        joined = ", ".join(items)
        return joined if more <= 0 else f"{joined} {esc(tr(labels.MORE, count=more))}"

    def labelled(label: str, value: str) -> str:
        """``value`` (already escaped) after a label in the reader's language."""
        head = tr(labels.LABELLED, label=esc(tr(label)))  # the label escaped, the language's colon kept as is
        return f"**{head}** {value}" if markdown else f"{head} {value}"

    def cut(text: str) -> str:
        return esc(text if len(text) <= MAX_TEXT_CHARS else text[:MAX_TEXT_CHARS].rstrip() + "…")

    lines: list[str] = []
    display = display[:1].upper() + display[1:]  # localized names are written in running-text case
    if markdown:
        title = f"**{esc(display)}**"
        if display.casefold() != concept.term.casefold():
            title += f" · {esc(concept.term)}"
    else:
        title = display if display.casefold() == concept.term.casefold() else f"{display} ({concept.term})"
    lines.append(title)
    others = [glossary.concepts[o].display_name(lang) for o in other_senses if o in glossary.concepts]
    if others:
        lines.append(labelled(labels.OTHER_SENSES, listed([esc(o) for o in others[:MAX_LISTED]],
                                                           len(others) - MAX_LISTED)))
    if definition is not None and definition.language != lang:
        note = tr(labels.FALLBACK, wanted=language_name(lang), used=language_name(definition.language))
        lines.append(f"_{esc(note)}_" if markdown else f"({note})")
    if definition is not None:
        lines.append(cut(definition.text))
    english = concept.definitions.get("en")
    if learner and english and definition is not None and definition.language != "en":
        lines.append(labelled(labels.IN_ENGLISH, cut(english)))
    if aliases:
        lines.append(labelled(labels.ALIASES, listed([esc(a) for a in aliases], more_aliases)))
    if related:
        lines.append(labelled(labels.RELATED, listed([esc(r.display_name(lang)) for r in related], more_related)))
    if concept.references:
        refs = []
        for ref in concept.references[:MAX_LISTED]:
            url = safe_url(ref.url)
            if markdown:
                refs.append(f"[{esc(ref.title)}]({url})" if url else esc(ref.title))
            else:
                refs.append(f"{ref.title} <{url}>" if url else ref.title)
        lines.append(labelled(labels.REFERENCES, (" · " if markdown else "; ").join(refs)))
    if learner and concept.definitions:
        languages = sorted(concept.definitions, key=lambda code: code != "en")  # English first, then the data's order
        lines.append(labelled(labels.ALSO_IN, " · ".join(esc(language_name(code)) for code in languages)))
    if origin:
        lines.append(labelled(labels.DEFINED_IN, esc(origin)))
    return "\n\n".join(lines)
