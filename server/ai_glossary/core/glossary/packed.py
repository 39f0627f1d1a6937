"""A glossary sent to fresh worker processes as bytes pickled a few concepts at a time.

Starting a fresh worker (forkserver or spawn) pickles its initializer's arguments in one call that
holds the GIL until it returns: the built-in glossary (273 concepts in eight languages, 2.0 MB)
takes 8-13 ms, and the language server starts four workers for a references request (two for the
search, two for the index build), while its hovers wait for that GIL. Pickled here 16 concepts at a
time (under 1 ms each, with a switch point between two), once per glossary, the arguments are
bytes, whose pickling is a copy.
"""

from __future__ import annotations

import pickle
from dataclasses import dataclass

from ai_glossary.core.glossary.model import Glossary

CONCEPTS_PER_PIECE = 16


@dataclass(frozen=True, slots=True)
class PackedGlossary:
    pieces: tuple[bytes, ...]  # each a pickled dict of concepts, in the glossary's order
    context_words: frozenset[str]

    def unpack(self) -> Glossary:
        concepts = {}
        for piece in self.pieces:
            concepts.update(pickle.loads(piece))
        return Glossary(concepts, self.context_words)


# The last glossary packed: a glossary is never changed once built (a reload builds a new one), and
# the search's and the index's workers get the same one
_last: tuple[Glossary, PackedGlossary] | None = None


def packed(glossary: Glossary) -> PackedGlossary:
    global _last
    last = _last
    if last is not None and last[0] is glossary:
        return last[1]
    items = list(glossary.concepts.items())
    pieces = tuple(pickle.dumps(dict(items[i : i + CONCEPTS_PER_PIECE]), protocol=pickle.HIGHEST_PROTOCOL)
                   for i in range(0, len(items), CONCEPTS_PER_PIECE))
    result = PackedGlossary(pieces, glossary.context_words)
    _last = (glossary, result)
    return result
