"""Which of the forms found in a text are its candidates: at each start the longest, nothing that
overlaps it, but the other senses of an ambiguous one (:func:`longest_non_overlapping`). The
matcher (:mod:`.matcher`) calls it on the hits of each chunk it scans."""

from __future__ import annotations

from typing import Iterable

from ai_glossary.core.detection.matching.candidates import Hit


def longest_non_overlapping(hits: Iterable[Hit], last_end: int = -1,
                            stop: int | None = None) -> tuple[list[Hit], int]:
    """Leftmost-longest: at each start the longest candidate, and nothing that overlaps it, except
    the other senses of an ambiguous candidate: the candidates of other concepts at exactly its
    span, themselves ambiguous. They follow it, a spelling matched with its exact case first
    (lower-case "transformers" is the package before it is the architecture's plural); the first
    sense the evidence accepts is the one found (``DocumentAnalysis``).

    An unambiguous form of a concept replaces an ambiguous one of the same concept and language at
    its span: the term "logits" is found where the ambiguous alias "logit" with its plural ending is.
    At one span and case, a form that spells the whole word comes before one read with an ending or
    as a compound's part.

    A candidate that would cut the next one short gives way to a shorter one at its start that ends
    before the next begins: "PyTorch distributed training" reads "PyTorch" and "distributed training",
    not "PyTorch distributed" and a lone "training"; with nothing longer after it, "PyTorch
    Distributed" stays whole.

    ``last_end``: where the candidates chosen before these end (they all start earlier); returned
    with the chosen ones, for the next. ``stop``: where the hits to choose from end; those that start
    at or after it only let the last one chosen give way to its head, as they would in one scan."""
    chosen: list[Hit] = []
    shorter: list[Hit] = []  # the hits passed over at the start of the last one chosen, longest first
    # at one span, a form that spells the whole word before one read with an ending or as part of
    # a compound: the name "leersnelheidsopwarming" (warmup) before "leersnelheid" heading it
    for hit in sorted(hits, key=lambda h: (h[0], -h[1], not h[2].exact, _beyond_spelling(h))):
        if stop is not None and hit[0] >= stop:
            if hit[0] >= last_end:
                break
            if (head := _head_giving_way(chosen, shorter, hit, last_end)) is not None:
                chosen[-1], last_end = head, head[1]
                break
        elif hit[0] >= last_end:
            chosen.append(hit)
            last_end = hit[1]
            shorter = []
        elif chosen and hit[0] == chosen[-1][0] and hit[1] < last_end:
            shorter.append(hit)
        elif (head := _head_giving_way(chosen, shorter, hit, last_end)) is not None:
            chosen[-1] = head
            chosen.append(hit)
            last_end = hit[1]
            shorter = []
        elif not hit[2].ambiguous and hit[0] == chosen[-1][0] and hit[1] == last_end and _same_sense(chosen, hit):
            del chosen[len(chosen) - len(_same_span(chosen)):]
            chosen.append(hit)
        elif (chosen and hit[2].ambiguous and hit[0] == chosen[-1][0] and hit[1] == last_end
              and chosen[-1][2].ambiguous and all(h[2].concept_id != hit[2].concept_id for h in _same_span(chosen))):
            chosen.append(hit)
    return chosen, last_end


def _head_giving_way(chosen: list[Hit], shorter: list[Hit], hit: Hit, last_end: int) -> Hit | None:
    """The head the last chosen hit gives way to, if it is alone at its span and ends inside ``hit``:
    the longest of ``shorter`` (the hits passed over at its start) that ends before ``hit`` begins."""
    if not (chosen and hit[0] < last_end < hit[1] and len(_same_span(chosen)) == 1):
        return None
    return next((h for h in shorter if h[1] <= hit[0]), None)


def _same_sense(chosen: list[Hit], hit: Hit) -> bool:
    """Is ``hit`` another form of the concept and language of the ambiguous hit first chosen at its
    span? Or a localized name that spells the whole of a compound the English form heads: "embeddinglaag",
    the Dutch name, where "embedding" with the Dutch head "laag" was found (no English text writes it)."""
    first_hit = _same_span(chosen)[0]
    first = first_hit[2]
    return first.ambiguous and first.concept_id == hit[2].concept_id and (
        first.lang == hit[2].lang
        or (first.lang is None and hit[2].lang is not None and _beyond_spelling(first_hit)
            and not _beyond_spelling(hit)))


def _beyond_spelling(hit: Hit) -> bool:
    """Is the hit longer than its form's spelling: read with an ending, or as a compound's part?"""
    return len(hit[2].spelling) < hit[1] - hit[0]


def _same_span(chosen: list[Hit]) -> list[Hit]:
    """The last chosen hit and the other senses chosen at its span."""
    start, end = chosen[-1][0], chosen[-1][1]
    i = len(chosen) - 1
    while i > 0 and chosen[i - 1][0] == start and chosen[i - 1][1] == end:
        i -= 1
    return chosen[i:]
