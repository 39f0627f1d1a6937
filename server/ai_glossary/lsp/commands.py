"""Server commands over ``workspace/executeCommand``, so that every editor can call them.

- ``aiGlossary.define [query]``: query is a string (id, term, alias or localized name, as a person
  types it) or ``{"term": ...}`` / ``{"id": ...}``. Answers ``{"query", "matches": [{"id", "term",
  "name", "language", "markdown"}], "suggestions": [{"id", "term", "name"}]}``.
- ``aiGlossary.concepts [{"query": ...}]?``: ``[{"id", "term", "name", "aliases", "summary", "tags"}]`` in
  the reader's language; with a query, those a search box would show, best first.
- ``aiGlossary.languages``: ``{"current": code, "languages": [{"code", "name"}]}``.

The look-up rules live in the core (:mod:`ai_glossary.core.reader.lookup`); clients only show
what these return.
"""

from __future__ import annotations

from typing import Any

from pygls.exceptions import JsonRpcInvalidParams

DEFINE = "aiGlossary.define"
CONCEPTS = "aiGlossary.concepts"
LANGUAGES = "aiGlossary.languages"
MAX_QUERY_CHARS = 200  # a look-up query is a term, not a document


def _text_argument(args: tuple[Any, ...], keys: tuple[str, ...], *, required: bool) -> str | None:
    """The one query argument: a string, or an object with one of ``keys``."""
    first = args[0] if args else None
    if isinstance(first, dict):
        first = next((first[k] for k in keys if isinstance(first.get(k), str)), None)
    if isinstance(first, str) and first.strip():
        return first[:MAX_QUERY_CHARS]
    if required or args and args[0] not in (None, {}):
        raise JsonRpcInvalidParams(f"expected a term: a string or an object with {' or '.join(keys)}")
    return None


# pygls reads a command handler's annotations to convert its arguments, so ``ls`` (the server,
# recognised by its name) carries none: the server module imports this one.
async def define(ls, *args: Any) -> dict:
    query = _text_argument(args, ("term", "id"), required=True)
    assert query is not None
    service = await ls.service()
    result = service.define(query, markdown=True)
    return {
        "query": result.query,
        "matches": [
            {"id": d.id, "term": d.term, "name": d.name, "language": d.language, "markdown": d.text}
            for d in result.matches
        ],
        "suggestions": [{"id": c.id, "term": c.term, "name": c.display_name(service.language)}
                        for c in result.suggestions],
    }


async def concepts(ls, *args: Any) -> list[dict]:
    query = _text_argument(args, ("query",), required=False)
    return (await ls.service()).concept_summaries(query)


async def languages(ls, *args: Any) -> dict:
    service = await ls.service()
    return {"current": service.language, "languages": service.languages()}


COMMANDS = {DEFINE: define, CONCEPTS: concepts, LANGUAGES: languages}

