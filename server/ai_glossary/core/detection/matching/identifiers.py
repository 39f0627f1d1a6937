"""Identifier forms of concepts (``world_size``, ``tp_size``) used anywhere in a document, code included.

A file that computes a ``world_size`` is about process ranks, whatever it imports: the sense model
(:mod:`.sense_cues`) counts such a use as the document using the concept. Built from the glossary's
forms and match rules, so it belongs to the matcher's inputs and is made with it, each
concept's spellings kept with the concept's compiled forms.
"""

from __future__ import annotations

import re
from types import MappingProxyType
from typing import Callable, Mapping

from ai_glossary.core.detection.text import fold
from ai_glossary.core.glossary.model import Concept

# an identifier form: words joined by underscores (world_size, init_process_group, tp_size)
_IDENTIFIER = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+")


def identifier_spellings(concept: Concept) -> tuple[str, ...]:
    """The spellings of ``concept``'s unambiguous identifier forms, sorted (none for most)."""
    ambiguous = {fold(a) for a in concept.ambiguous}
    spellings: set[str] = set()
    for form, lang in concept.surface_forms():
        if lang in (None, "en") and _IDENTIFIER.fullmatch(form) and fold(form) not in ambiguous:
            spellings.update((form, form.upper()))  # env variables: LOCAL_RANK, WORLD_SIZE
    return tuple(sorted(spellings))


class IdentifierIndex:
    """The unambiguous identifier forms of every concept, and whether a text uses one of a
    concept's as a whole name, code included (``self.world_size``, ``LOCAL_RANK``): a file that
    computes a ``world_size`` is about process ranks, whatever its imports."""

    def __init__(self, spellings: dict[str, tuple[str, ...]]) -> None:
        """``spellings``: concept id -> its :func:`identifier_spellings`, for the concepts that have some."""
        self._spellings = spellings

    @property
    def spellings(self) -> Mapping[str, tuple[str, ...]]:
        return MappingProxyType(self._spellings)

    def uses(self, text: str, concept_id: str) -> bool:
        """A few ``str.find`` over the text (memchr speed), asked only for the concepts an
        ambiguous candidate's evidence names."""
        return any(holds_name(text, spelling) for spelling in self._spellings.get(concept_id, ()))

    def uses_in(self, text: str) -> Callable[[str], bool]:
        """Whether ``text`` uses a concept's identifier forms, asked lazily per concept
        (``DocumentEvidence.uses_identifiers_of``)."""
        return _IdentifierUses(self, text)


class _IdentifierUses:
    """One text's answers to ``IdentifierIndex.uses``, each computed once (a dict write is atomic)."""

    __slots__ = ("_index", "_text", "_known")

    def __init__(self, index: IdentifierIndex, text: str) -> None:
        self._index, self._text, self._known = index, text, {}

    def __call__(self, concept_id: str) -> bool:
        known = self._known.get(concept_id)
        if known is None:
            known = self._known[concept_id] = self._index.uses(self._text, concept_id)
        return known


def holds_name(text: str, spelling: str) -> bool:
    """Does ``text`` hold ``spelling`` as a whole name, not as part of a longer one
    ("max_world_size_hint" holds no ``world_size``)? ``str.find`` over the text (memchr speed)."""
    n = len(text)
    at = text.find(spelling)
    while at >= 0:
        end = at + len(spelling)
        if not (at > 0 and _is_name_char(text[at - 1])) and not (end < n and _is_name_char(text[end])):
            return True
        at = text.find(spelling, end)
    return False


def _is_name_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_"
