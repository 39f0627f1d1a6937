"""One compiled spelling of a concept's form: what the matcher's tables hold and its hits carry."""

from __future__ import annotations

from typing import NamedTuple


class FormEntry(NamedTuple):
    """One compiled spelling of one surface form of a concept. (A tuple: the start-up makes
    thousands from the matcher cache, three times faster than a frozen dataclass.)"""

    concept_id: str
    form: str  # the form as written in the glossary
    spelling: str  # the exact spelling this entry matches (a variant of ``form``)
    lang: str | None
    exact: tuple[tuple[int, int], ...]  # slices of ``spelling`` that must match case exactly
    ambiguous: bool
    script: str
    exact_whole: bool = False  # ``exact`` is the whole spelling (an acronym): one startswith
    french_verb: bool = False  # also spelled like a French infinitive ("transformer"), see region_names.may_be_french_verb
