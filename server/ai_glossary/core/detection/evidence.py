"""When does an ambiguous form ("sharding", "adapter", "YARN", "DP") count as the glossary term?

An ambiguous candidate of concept C counts when there is evidence of the ML sense (docs/detection.md):
1. C itself occurs, through an unambiguous form, anywhere in the same document; or
2. within ``WINDOW`` characters on either side (code included: ``torch.distributed`` is evidence) there
   is an unambiguous occurrence of C or of a concept related to C (either direction); or
3. within that window there is one of C's own ``match.context`` words; a concept without context words
   of its own accepts the glossary's global context words instead.
"""

from __future__ import annotations

from typing import Iterable, Mapping

import ahocorasick

from ai_glossary.core.detection.matcher import spelling_variants
from ai_glossary.core.glossary.model import Glossary
from ai_glossary.core.detection.text import fold, is_word_char

WINDOW = 300
GLOBAL = "*"


class EvidenceIndex:
    """Context words and relations of a glossary, compiled once per glossary."""

    def __init__(self, glossary: Glossary) -> None:
        owners: dict[str, set[str]] = {}

        def add(word: str, owner: str) -> None:
            # "large batch" also matches "large-batch" and "largebatch", as forms do
            for spelling in spelling_variants(word):
                owners.setdefault(fold(spelling), set()).add(owner)

        for word in glossary.context_words:
            add(word, GLOBAL)
        self._has_own_context: set[str] = set()
        self.related: dict[str, frozenset[str]] = {}
        reverse: dict[str, set[str]] = {}
        for concept in glossary.concepts.values():
            for word in concept.context:
                add(word, concept.id)
                self._has_own_context.add(concept.id)
            for other in concept.related:
                reverse.setdefault(other, set()).add(concept.id)
        for concept in glossary.concepts.values():
            self.related[concept.id] = frozenset({concept.id, *concept.related, *reverse.get(concept.id, ())})
        self._automaton = ahocorasick.Automaton()
        for key, ids in owners.items():
            self._automaton.add_word(key, (len(key), frozenset(ids)))
        self._empty = not owners
        if owners:
            self._automaton.make_automaton()

    def context_owners(self, text: str) -> set[str]:
        """Concept ids (and GLOBAL) whose context words occur as whole words in ``text``."""
        if self._empty or not text:
            return set()
        folded = fold(text)
        n = len(text)
        found: set[str] = set()
        for last, (length, ids) in self._automaton.iter(folded):
            start = last - length + 1
            end = last + 1
            if start > 0 and is_word_char(text[start - 1]) and is_word_char(text[start]):
                continue
            # allow a plural 's' after a context word ("GPUs", "gradients")
            if end < n and is_word_char(text[end]) and is_word_char(text[end - 1]):
                if not (folded[end] == "s" and (end + 1 >= n or not is_word_char(text[end + 1]))):
                    continue
            found.update(ids)
        return found

    def accepts(
        self,
        concept_id: str,
        window_text: str,
        nearby_concepts: Iterable[str],
        document_counts: Mapping[str, int],
    ) -> bool:
        """``document_counts``: unambiguous occurrences per concept id in the whole document."""
        if document_counts.get(concept_id, 0) > 0:
            return True
        related = self.related.get(concept_id, frozenset({concept_id}))
        if any(other in related for other in nearby_concepts):
            return True
        owners = self.context_owners(window_text)
        if concept_id in owners:
            return True
        return concept_id not in self._has_own_context and GLOBAL in owners
