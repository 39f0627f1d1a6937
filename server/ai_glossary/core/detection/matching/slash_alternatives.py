"""A word after a slash that shares the modifier of the name before it: "positional
encoding/embedding" is positional encoding or positional embedding, one mention of positional
encoding, not the generic embedding after it (:func:`shared_modifier`). The matcher (:mod:`.matcher`) calls it on the hits it keeps."""

from __future__ import annotations

from typing import Callable

from ai_glossary.core.detection.matching.candidates import Hit


def shared_modifier(text: str, taken: list[Hit], forms_in: Callable[[str], list[Hit]]) -> list[Hit]:
    """``taken`` (leftmost-longest hits in ``text``, sorted), where a hit right after a "/" that
    ends a name of several words is read with that name's words before its last one: when they
    spell, with the hit, one whole form of a concept (``forms_in`` finds the forms in a text), that
    form is the hit ("gradient accumulation/checkpointing"), and where it names the concept of the
    name before the slash, the two are one mention of it ("Positional Encoding/Embedding"); a name
    of one word shares nothing ("tokenizer/embedding": two things), and a hit whose shared
    spelling is no form stays as it was ("mixed precision/quantization")."""
    if not any(text[start - 1] == "/" for start, _, _ in taken if start):
        return taken  # no hit right after a "/" (most chunks with a slash: a path, a URL, code)
    out: list[Hit] = []
    i, n = 0, len(taken)
    while i < n:
        start, end, _ = taken[i]
        j = i + 1
        while j < n and taken[j][0] == start and taken[j][1] == end:
            j += 1  # the other senses at this span
        before = out[-1] if out else None
        if before is not None and start == before[1] + 1 and text[before[1]] == "/":
            entry = _read_with_modifier(text, before, start, end, forms_in)
            if entry is not None and entry.concept_id == before[2].concept_id and not before[2].ambiguous:
                out[-1] = (before[0], end, before[2])  # two names of one concept: one mention
                i = j
                continue
            if entry is not None:
                out.append((start, end, entry))
                i = j
                continue
        out.extend(taken[i:j])
        i = j
    return out


def _read_with_modifier(text: str, before: Hit, start: int, end: int, forms_in: Callable[[str], list[Hit]]):
    name = text[before[0]:before[1]]
    cut = max(name.rfind(" "), name.rfind("-"))
    if cut <= 0 or "/" in name:
        return None
    shared = name[:cut + 1] + text[start:end]
    for a, b, entry in forms_in(shared):
        if a == 0 and b == len(shared) and entry.concept_id and not entry.ambiguous:
            return entry
    return None
