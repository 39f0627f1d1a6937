"""What the glossary says about each written form of a concept: the spelling it prefers among
the forms that differ only by case, spacing or hyphenation, and the status of a form (``usage``).

A concept's forms fall into groups of the same letters (:func:`letters`: case-folded, spaces and
hyphens removed): "PyTorch", "pytorch" and "Pytorch" are one group, "ZeRO-3", "Zero-3", "Zero3"
and "zero 3" another. Each group has one preferred spelling:

1. a form the glossary marks ``preferred``;
2. else the term (or, for a group of localized names, the language's display name);
3. else the first form with a capital inside a word (the way a project writes its name: "ZeRO-3");
4. else the first form listed.

A form marked ``deprecated`` or ``forbidden`` is never preferred. A form marked ``admitted`` (or
``preferred``) is written as it may be: the ``spelling`` rule leaves it alone.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ai_glossary.core.glossary.model import Concept, FormUsage, Glossary, form_key
from ai_glossary.core.detection.matching.spellings import capital_inside

ACCEPTED = frozenset({"preferred", "admitted"})
RETIRED = frozenset({"deprecated", "forbidden"})
# endings detection lets a form take that are no part of its spelling ("PyTorch's", "LoRAs")
_ENDINGS = ("'s", "\u2019s", "es", "s")
_SEPARATOR = re.compile(r"[\s\-\u2010]")


def letters(text: str) -> str:
    """The key of a group: the text case-folded, without its spaces and hyphens."""
    return form_key(text).replace(" ", "").replace("-", "").replace("\u2010", "")


class ConceptSpellings(NamedTuple):
    preferred: dict[str, str]  # letters(form) -> the preferred spelling of that group
    accepted: dict[str, tuple[str, ...]]  # letters(form) -> the group's forms written as they may be
    retired: dict[str, FormUsage]  # form_key(form) -> its deprecated or forbidden status
    term: str


def concept_spellings(concept: Concept) -> ConceptSpellings:
    statuses = {form_key(u.form): u for u in concept.usage}
    retired = {key: u for key, u in statuses.items() if u.status in RETIRED}
    groups: dict[str, list[tuple[int, str]]] = {}  # letters -> (rank, form); the lowest rank wins
    display_names = {names[0] for names in concept.names.values()}
    for order, (form, _lang) in enumerate(concept.surface_forms()):
        key = form_key(form)
        if not form or key in retired:
            continue
        status = statuses.get(key)
        if status is not None and status.status == "preferred":
            rank = 0
        elif form == concept.term or form in display_names:
            rank = 1
        elif capital_inside(form):
            rank = 2
        else:
            rank = 3
        groups.setdefault(letters(form), []).append((rank * 100_000 + order, form))
    preferred = {key: min(forms)[1] for key, forms in groups.items()}
    accepted = {key: (form,) for key, form in preferred.items()}
    for usage in concept.usage:
        if usage.status in ACCEPTED:
            key = letters(usage.form)
            accepted[key] = accepted.get(key, ()) + (usage.form,)
    return ConceptSpellings(preferred, accepted, retired, concept.term)


class Advice(NamedTuple):
    """What a rule says of one written form: the rule, how much of the text it covers (the
    spelling without an ending), and what to write instead."""

    rule: str
    length: int
    replacement: str


_ADVISED_MAX = 50_000  # distinct mentions kept judged: a few MB at most


class SpellingTable:
    """The spellings of every concept of one glossary, compiled the first time a concept is met
    (a document mentions a few dozen of the glossary's concepts)."""

    def __init__(self, glossary: Glossary) -> None:
        self._concepts = glossary.concepts
        self._compiled: dict[str, ConceptSpellings] = {}
        # a tree writes a few thousand distinct mentions, each many times (transformers' src/:
        # 30,624 matches, 912 distinct): each is judged once
        self._advised: dict[tuple[str, str, str], Advice | None] = {}

    def of(self, concept_id: str) -> ConceptSpellings | None:
        found = self._compiled.get(concept_id)
        if found is None:
            concept = self._concepts.get(concept_id)
            if concept is None:
                return None
            found = self._compiled[concept_id] = concept_spellings(concept)
        return found

    def concept(self, concept_id: str) -> Concept | None:
        return self._concepts.get(concept_id)

    def advice(self, concept_id: str, form: str, text: str) -> Advice | None:
        """What the glossary says of ``text``, written for its ``form`` of the concept: a retired
        form's status, else a spelling that is not the preferred one of its group."""
        key = (concept_id, form, text)
        if key in self._advised:
            return self._advised[key]
        if len(self._advised) >= _ADVISED_MAX:
            self._advised.clear()
        advice = self._advised[key] = self._advice(concept_id, form, text)
        return advice

    def _advice(self, concept_id: str, form: str, text: str) -> Advice | None:
        spellings = self.of(concept_id)
        if spellings is None:
            return None
        usage = spellings.retired.get(form_key(form))
        if usage is not None:
            replacement = usage.use or spellings.preferred.get(letters(form)) or spellings.term
            return Advice(f"{usage.status}-form", len(text), replacement)
        stem = text
        preferred = spellings.preferred.get(letters(stem))
        if preferred is None:
            for ending in _ENDINGS:
                if text.endswith(ending) and len(text) > len(ending) + 1:
                    stem = text[: -len(ending)]
                    preferred = spellings.preferred.get(letters(stem))
                    if preferred is not None:
                        break
        # a spelling any form the glossary accepts allows ("rms norm" beside the admitted "RMS norm")
        if preferred is None or not all(_misspelled(stem, form) for form in spellings.accepted[letters(stem)]):
            return None
        return Advice("spelling", len(stem), preferred)


def _misspelled(text: str, preferred: str) -> bool:
    """Is ``text`` (the letters of ``preferred``) another spelling of a name? Only a name's
    spelling counts, a form with a capital inside a word ("PyTorch", "ZeRO-3", "FSDP", "KV
    cache"): the case and hyphens of ordinary words ("Fine-tuning", "data parallelism") follow the
    sentence and the house style, which ``usage`` can state. Within a name:

    - words joined or split otherwise are another spelling ("flash attention", "Zero3");
    - a hyphen for a space, or a space for a hyphen, is one only between two words of the name
      itself ("FlashAttention 2"), not next to an ordinary word ("KV-cache quantization" is how
      English joins a compound modifier);
    - a word without a capital inside takes any case ("KV Cache" in a heading), and an acronym
      may be written in lower case ("fsdp", "jax": how commands and packages write it).
    """
    if not capital_inside(preferred):
        return False
    words, names = _SEPARATOR.split(text), _SEPARATOR.split(preferred)
    if len(words) != len(names):
        return True
    separators, preferred_separators = _SEPARATOR.findall(text), _SEPARATOR.findall(preferred)
    for i, (sep, name_sep) in enumerate(zip(separators, preferred_separators)):
        if sep != name_sep and not (_ordinary(names[i]) or _ordinary(names[i + 1])):
            return True
    for word, name in zip(words, names):
        if word == name or not capital_inside(name) or (word.islower() and _is_acronym(name)):
            continue
        return True
    return False


def _ordinary(word: str) -> bool:
    """A word of letters without a capital after its first ("cache", "quantization")."""
    return word.isalpha() and not capital_inside(word)


def _is_acronym(form: str) -> bool:
    """Written all in capitals (FSDP, JAX, 1F1B), not a mixed-case name (PyTorch, ZeRO-3)."""
    cased = [ch for ch in form if ch.isalpha()]
    return len(cased) >= 2 and all(ch.isupper() for ch in cased)
