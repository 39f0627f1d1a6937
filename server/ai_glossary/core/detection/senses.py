"""Which sense an ambiguous candidate stands for: the evidence's strength for it, the senses at one
span, and one sense per discourse, learned once per version of a document.

:class:`SenseResolution` is the part of :class:`~.view.AnalysisView` that asks the evidence
index (:mod:`.sense_cues`) about candidates. It reads from its host: ``detector``,
``text``, ``_cands`` and ``_shift(i)`` (the candidates per region and where the region is
now), ``_counts`` (unambiguous occurrences per concept), ``_concepts_near(lo, hi, skip)``,
``_candidates_within(lo, hi)`` and ``document_evidence()``; it owns ``_learned``.
"""

from __future__ import annotations

import bisect
import re

from ai_glossary.core.detection.acronyms import expansions, names_another
from ai_glossary.core.detection.sense_cues import AGAINST, DISCOURSE, DOCUMENT, NEARBY, NONE, WINDOW
from ai_glossary.core.detection.matching.candidates import Candidate
from ai_glossary.core.detection.document_context import DocumentEvidence
from ai_glossary.core.detection.text import FoldedText
from ai_glossary.core.glossary.model import form_key

# one sense per discourse: how many other occurrences of a form are read for evidence of its sense
DISCOURSE_TRIES = 64
# the head of a hyphenated proper name: letters in capitals, with digits or lower case between
# ("IP", "T2I", "SDXL", "ControlNet"), the head of "IP-Adapter"; a capitalised word ("Bottleneck")
# is not one
_NAME_HEAD = re.compile(r"(?<![A-Za-z0-9])[A-Z][A-Za-z0-9]*[A-Z0-9][A-Za-z0-9]*-\Z")
# what a hyphen joins to a name to say how something stands to it: "TP-aware", "TP-only", not
# another name ("transformers-mlinter")
_QUALIFIER = re.compile(r"-(?:aware|only|friendly|compatible|enabled|specific|agnostic)(?![\w-])", re.IGNORECASE)


def _START(occurrence: tuple[int, int, Candidate]) -> int:
    return occurrence[0]


class VersionState:
    """What resolving the candidates of one version of a document learns, kept for that version."""

    __slots__ = ("evidence", "strengths", "senses", "countered", "folded", "occurrences", "spelled_out")

    def __init__(self, evidence: DocumentEvidence) -> None:
        self.evidence = evidence  # the version's document evidence: a new version has a new one
        self.strengths: dict[tuple[int, int, str], int] = {}  # (start, end, concept) -> strength
        self.senses: dict[tuple[str, str], bool] = {}  # (concept, form) -> sense of the discourse?
        self.countered: dict[str, bool] = {}  # concept -> a counter-evidence word in the text?
        self.folded: FoldedText | None = None  # the text, for words of its fold, when asked for
        self.occurrences: dict[tuple[str, str], list[tuple[int, int, Candidate]]] | None = None
        self.spelled_out: dict[tuple[str, str], bool] = {}  # (concept, acronym) -> spelled out as another thing?


class SenseResolution:
    """Resolving ambiguous candidates, for :class:`~.view.AnalysisView` (see the module)."""

    _learned: VersionState | None = None

    def _strength(self, cand: Candidate, start: int, end: int) -> int:
        if cand.form.isupper() and self._spelled_out_otherwise(cand):
            return NONE  # "the Max Planck Institute (MPI)": the document's MPI is the institute
        if not cand.ambiguous:
            return NEARBY
        if self._tail_of_a_name(start, end):
            return AGAINST
        strength = self._evidence_strength(cand, start, end)
        if strength == NONE and (self._sense_of_discourse(cand) or self._resolved_neighbour(cand, start, end)):
            # the weakest evidence: another sense at the span with evidence of its own wins
            return DISCOURSE
        if strength == NONE and cand.alone and self._named_by_document(cand):
            return DOCUMENT
        return strength

    def _tail_of_a_name(self, start: int, end: int) -> bool:
        """Is the capitalised word at ``[start, end)`` the last part of a hyphenated proper name
        whose head is in capitals and names no concept ("IP-Adapter", "T2I-Adapter": named models)?
        A head that is a form keeps the compound ("QLoRA-Adapter", "PEFT-Adapter"), and so does an
        acronym tail ("Phi-3.5-MoE", the generic MoE inside a model's name)."""
        text = self.text
        word = text[start:end]
        if start < 2 or text[start - 1] != "-" or not word[:1].isupper() or not word[1:].islower():
            return False  # (the head ends in a hyphen right before the word: no search without one)
        head = _NAME_HEAD.search(text, max(0, start - 40), start)
        if head is None:
            return False
        a, b = head.start(), start - 1
        return not any(a <= c_start and c_end <= b for c_start, c_end, _ in self._candidates_within(a, b))

    def _resolved_neighbour(self, cand: Candidate, start: int, end: int) -> bool:
        """Is an ambiguous occurrence of another, related concept within ``WINDOW`` characters taken by
        evidence of its own near it? Then it supports ``cand`` as an unambiguous one would: "le
        pré-entraînement du modèle de langage, puis le réglage des instructions". Only its own
        evidence counts (:meth:`_evidence_strength` reads unambiguous neighbours only), so no
        chain of ambiguous words supports another: "le réglage des instructions de travail après le
        pré-entraînement des nouvelles recrues" stays quiet."""
        related = self.detector.evidence.related.get(cand.concept_id)
        text = self.text
        if not related or (end < len(text) - 1 and text[end] == "-" and text[end + 1].isalpha()
                           and not _QUALIFIER.match(text, end)) or (
                start > 1 and text[start - 1] == "-" and text[start - 2].isalpha()):
            return False  # a part of a longer hyphenated name: "transformers-mlinter==0.1.6", another package
        if self._slash_partner_taken(cand, start, end):
            return True
        lo, hi = start - WINDOW, end + WINDOW
        for (concept, _), found in self._occurrences(self._version()).items():
            if concept not in related or concept == cand.concept_id:
                continue  # (another occurrence of the same concept: one sense per discourse decides)
            i = bisect.bisect_left(found, lo, key=_START)
            while i < len(found) and found[i][0] < hi:
                a, b, other = found[i]
                if (a, b) != (start, end) and b > lo and self._evidence_strength(other, a, b) == NEARBY:
                    return True
                i += 1
        return False

    def _slash_partner_taken(self, cand: Candidate, start: int, end: int) -> bool:
        """Is ``cand`` joined by a "/" to a candidate of another concept of the same kind (a shared
        tag: two parallelisms) that its own evidence takes? Alternatives listed with a slash are
        things of one kind: in "TP/EP aware", EP taken by the experts near it supports TP."""
        text = self.text
        if end < len(text) and text[end] == "/":
            partners = [(a, b, c) for a, b, c in self._candidates_within(end + 1, end + 2) if a == end + 1]
        elif start > 0 and text[start - 1] == "/":
            partners = [(a, b, c) for a, b, c in self._candidates_within(start - 2, start - 1) if b == start - 1]
        else:
            return False
        concepts = self.detector.glossary.concepts
        own = concepts.get(cand.concept_id)
        tags = set(own.tags) if own is not None else set()
        for o_start, o_end, other in partners:
            partner = concepts.get(other.concept_id)
            if other.concept_id == cand.concept_id or partner is None or not tags.intersection(partner.tags):
                continue
            if not other.ambiguous or self._evidence_strength(other, o_start, o_end) == NEARBY:
                return True
        return False

    def _spelled_out_otherwise(self, cand: Candidate) -> bool:
        """Does the document spell the acronym ``cand`` is written as out as something else
        (:mod:`.acronyms`): expansions with no candidate of its concept or a related one inside,
        and not its own name? Once per acronym, concept and version of the document."""
        learned = self._version()
        key = (cand.concept_id, cand.form)
        known = learned.spelled_out.get(key)
        if known is None:
            # no name to compare an expansion with: none names another thing (4 asks in 10)
            names = self.detector.names_spelled_by(cand.concept_id, cand.form)
            spans = expansions(self.text, cand.form) if names else []
            known = False
            if spans:
                related = self.detector.evidence.related.get(cand.concept_id, frozenset({cand.concept_id}))
                known = all(not self._concept_within(a, b, related)
                            and names_another(self.text, (a, b), cand.form, names) for a, b in spans)
            learned.spelled_out[key] = known
        return known

    def _concept_within(self, lo: int, hi: int, concepts: frozenset[str]) -> bool:
        """Is a candidate of one of ``concepts`` inside ``[lo, hi)`` (absolute offsets)?"""
        return any(lo <= a and b <= hi and c.concept_id in concepts for a, b, c in self._candidates_within(lo, hi))

    def _named_by_document(self, cand: Candidate) -> bool:
        """A localized name that is a region of its own ("## ট্রান্সফরমার", "### Point de
        contrôle") has no words around it to tell its sense: does the document name a concept
        related to it anywhere? (Its context words are read near it only: a workshop's steps to
        check "sauvegarde" files too.)"""
        counts = self._counts
        return any(counts.get(other, 0) for other in self.detector.evidence.related.get(cand.concept_id, ()))

    def _evidence_strength(self, cand: Candidate, start: int, end: int) -> int:
        """The evidence's word on ``cand`` at ``[start, end)``, computed once per version of the
        document (resolving a candidate and looking for the sense of its discourse both ask)."""
        known = self._version().strengths
        key = (start, end, cand.concept_id)
        strength = known.get(key)
        if strength is None:
            text = self.text
            lo, hi = max(0, start - WINDOW), min(len(text), end + WINDOW)
            nearby = self._concepts_near(lo, hi, (start, end))
            strength = known[key] = self.detector.evidence.strength(
                cand.concept_id, cand.form, text[lo:hi], (start - lo, end - lo), nearby, self._counts,
                self.document_evidence(),
            )
        return strength

    def _version(self) -> VersionState:
        """What resolving learns about the current version of the text. A new version starts
        empty: ``document_evidence()`` is a new object after every change of text or context."""
        evidence = self.document_evidence()
        if self._learned is None or self._learned.evidence is not evidence:
            self._learned = VersionState(evidence)
        return self._learned

    def _sense_of_discourse(self, cand: Candidate) -> bool:
        """One sense per discourse: does the text near another occurrence of the same ambiguous
        form take it in this concept's sense? Then an occurrence with no evidence of its own (a
        French "les transformers" three paragraphs after "les couches d'attention des
        transformers") is taken in it too; counter-evidence near it still wins. Computed once per
        form and version of the document, from at most ``DISCOURSE_TRIES`` occurrences; never in a
        document that holds a counter-evidence word of the concept anywhere (both senses may be
        there: a simulated-annealing "temperature" in a file about sampling)."""
        learned = self._version()
        key = (cand.concept_id, form_key(cand.form))
        if key in learned.senses:
            return learned.senses[key]
        learned.senses[key] = False  # while looking, and when nothing is found
        occurrences = self._occurrences(learned).get(key, ())
        if len(occurrences) < 2 or not any(self._evidence_strength(other, start, end) == NEARBY
                                           for start, end, other in occurrences[:DISCOURSE_TRIES]):
            return False
        # a sense to spread: unless the document has the other sense somewhere (read last: the
        # whole text, once per concept and version)
        countered = learned.countered.get(cand.concept_id)
        if countered is None:
            if learned.folded is None:
                learned.folded = FoldedText(self.text)
            countered = learned.countered[cand.concept_id] = self.detector.evidence.countered_in(
                cand.concept_id, learned.folded)
        learned.senses[key] = not countered
        return not countered

    def _occurrences(self, learned: VersionState) -> dict[tuple[str, str], list[tuple[int, int, Candidate]]]:
        """The ambiguous candidates of the current version, by (concept, form), in document order,
        at their current offsets: one pass, the first time a sense of discourse is asked for."""
        if learned.occurrences is None:
            learned.occurrences = {}
            for i, cands in enumerate(self._cands):
                base = self._shift(i)
                for c in cands:
                    if c.ambiguous:
                        learned.occurrences.setdefault((c.concept_id, form_key(c.form)), []).append(
                            (base + c.start, base + c.end, c))
        return learned.occurrences

    def _senses(self, cands: list[Candidate], k: int, base: int) -> tuple[Candidate | None, tuple[str, ...], int]:
        """The candidate ``cands[k]`` stands for, or None: of the senses at its span (the matcher
        puts another concept's candidate at the same span right after it), the first of the
        strongest the evidence takes; the concepts of the others taken as strongly; and the index
        after those senses."""
        first = cands[k]
        best, best_strength, ties = None, NONE, []
        j = k
        while j < len(cands) and cands[j].start == first.start and cands[j].end == first.end:
            strength = self._strength(cands[j], base + first.start, base + first.end)
            if strength > best_strength:
                best, best_strength, ties = cands[j], strength, []
            elif strength == best_strength and best is not None:
                ties.append(cands[j].concept_id)
            j += 1
        return best, tuple(ties), j
