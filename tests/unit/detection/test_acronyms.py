"""An acronym the document spells out as something else (:mod:`ai_glossary.core.detection.acronyms`):
"the Max Planck Institute (MPI)" makes the document's MPI the institute, while "Message Passing
Interface (MPI)", an HPC text that spells nothing out, and a British spelling of the concept's own name
keep the glossary's sense."""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.acronyms import expansions, names_another, spells_a_name
from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.glossary.builtin import load_builtin
from support.marked import concept_mentions


@pytest.fixture(scope="module")
def detector() -> Detector:
    return Detector.compile(load_builtin())


@pytest.mark.parametrize("text, spelled", [
    ("The Max Planck Institute (MPI) published it.", "Max Planck Institute"),
    ("The Max Planck Institute for Informatics (MPI) published it.", "Max Planck Institute for Informatics"),
    ("Das Max-Planck-Institut für Informatik (MPI) hat ihn veröffentlicht.", "Max-Planck-Institut für Informatik"),
    ("MPI (Max Planck Institute) published it.", "Max Planck Institute"),
    ("We use the Message Passing Interface (MPI).", "Message Passing Interface"),
], ids=["before", "trailing-words", "hyphens", "after", "own-name"])
def test_an_expansion_is_found_by_its_initials(text, spelled):
    assert [text[a:b] for a, b in expansions(text, "MPI")] == [spelled]


@pytest.mark.parametrize("text, spelled", [
    ("Computes the perceptual path length (`PPL`_) of a generator.", "perceptual path length"),
    ("The Max Planck Institute (**MPI**) published it.", "Max Planck Institute"),
], ids=["rst-link", "bold"])
def test_an_acronym_marked_up_inside_its_parentheses_is_defined_there(text, spelled):
    acronym = "PPL" if "PPL" in text else "MPI"
    assert [text[a:b] for a, b in expansions(text, acronym)] == [spelled]


@pytest.mark.parametrize("repeat", [0, 200], ids=["once", "often"])
def test_a_marked_up_acronym_is_defined_whatever_its_count(repeat):
    """A text that holds the acronym often is searched by pattern, which reads the markup too."""
    text = "Computes the perceptual path length (`PPL`_) of a generator." + " The PPL." * repeat
    assert [text[a:b] for a, b in expansions(text, "PPL")] == ["perceptual path length"]


def test_markup_without_parentheses_defines_nothing():
    assert expansions("The perceptual path length `PPL`_ of a generator.", "PPL") == []


@pytest.mark.parametrize("text", [
    "Launch it with MPI (see the cluster guide).",
    "Each process (MPI) talks to the others.",
    "MPIs (several) are here.",
], ids=["words-after", "one-word", "longer-word"])
def test_words_that_do_not_spell_the_acronym_are_no_expansion(text):
    assert expansions(text, "MPI") == []


@pytest.mark.parametrize("repeat", [0, 1, 200], ids=["once", "twice", "often"])
def test_expansions_before_and_after_the_acronym_whatever_its_count(repeat):
    # a text that holds the acronym more often than the occurrences read one by one is searched
    # for the two patterns instead: the same spans, those before the acronym first
    text = ("MPI (Max Planck Institute) and the Max Planck Institute (MPI). "
            + "MPI rank, " * repeat + "Message Passing Interface (MPI)")
    assert [text[a:b] for a, b in expansions(text, "MPI")] == [
        "Max Planck Institute", "Message Passing Interface", "Max Planck Institute"]


def test_a_british_spelling_of_the_concepts_name_is_the_same_thing():
    text = "Group Relative Policy Optimisation (GRPO)"
    span = expansions(text, "GRPO")[0]
    assert not names_another(text, span, "GRPO", ["Group Relative Policy Optimization"])
    other = "Max Planck Institute (MPI)"
    assert names_another(other, expansions(other, "MPI")[0], "MPI", ["Message Passing Interface"])
    # a concept with no spelled-out name of these initials: nothing to compare, the acronym stays
    assert not names_another(other, expansions(other, "MPI")[0], "MPI", ["Open MPI"])


@pytest.mark.parametrize("names", [["Message Passing Interface"], ["Open MPI"], ["MPI"], []],
                         ids=["spelled", "unspelled", "itself", "none"])
def test_without_a_name_spelled_by_the_initials_no_expansion_names_another(names):
    # the resolution searches the text for expansions only when one of the concept's names is
    # spelled by the acronym's initials: otherwise names_another says no to every expansion
    text = "Max Planck Institute (MPI) and Mars Pathfinder Instrument (MPI)"
    spelled = spells_a_name("MPI", names)
    assert spelled == (names == ["Message Passing Interface"])
    if not spelled:
        assert not any(names_another(text, span, "MPI", names) for span in expansions(text, "MPI"))


@pytest.mark.parametrize("text", [
    "The Max Planck Institute for Informatics (MPI) published a technical report. The MPI is in Saarbrücken.\n",
    "MPI (Max Planck Institute) researchers wrote the paper; MPI hosts the workshop.\n",
], ids=["before", "after"])
def test_an_institute_spelled_out_as_mpi_stays_quiet(detector, text):
    assert concept_mentions(detector, text, "mpi") == []


@pytest.mark.parametrize("text, words", [
    ("The Message Passing Interface (MPI) starts the processes; MPI ranks share a communicator.\n",
     ["Message Passing Interface", "MPI", "MPI"]),
    ("Launch the job with MPI across four nodes; each rank calls MPI_Init first.\n", ["MPI"]),
], ids=["own-expansion", "no-expansion"])
def test_mpi_in_hpc_text_still_counts(detector, text, words):
    assert concept_mentions(detector, text, "mpi") == words


def test_an_expansion_with_its_middle_misremembered_is_the_same_thing():
    text = "Group Reasoning Post-Optimization (GRPO)"
    assert not names_another(text, expansions(text, "GRPO")[0], "GRPO", ["Group Relative Policy Optimization"])
    # two words of three differ at an end: another thing of the same initials
    for other, letters, name in [("Stochastic Weight Averaging (SWA)", "SWA", "Sliding Window Attention"),
                                 ("Sparse Window Averaging (SWA)", "SWA", "Sliding Window Attention"),
                                 ("Dynamic Programming (DP)", "DP", "Data Parallelism"),
                                 ("Data Processing (DP)", "DP", "Data Parallelism")]:
        assert names_another(other, expansions(other, letters)[0], letters, [name]), other


def test_a_misremembered_expansion_keeps_the_acronym(detector):
    text = ("Four methods: Direct Preference Optimization (DPO), and Group Reasoning Post-Optimization (GRPO).\n"
            "GRPO samples a group of answers per prompt.\n")
    assert concept_mentions(detector, text, "grpo") == ["GRPO", "GRPO"]


def test_a_british_spelling_keeps_the_acronym(detector):
    # the British spelling is a name of its own too, as the American one is
    text = "Group Relative Policy Optimisation (GRPO) drops the critic of PPO. GRPO samples groups.\n"
    assert concept_mentions(detector, text, "grpo") == ["Group Relative Policy Optimisation", "GRPO", "GRPO"]


def test_the_names_an_acronym_spells_are_learned_once_per_detector(detector):
    # MPI spells the Message Passing Interface: its names are kept for every document the detector
    # reads; an acronym that spells none of the concept's names keeps none, and the text is not searched
    names = detector.names_spelled_by("mpi", "MPI")
    assert "Message Passing Interface" in names
    assert detector.names_spelled_by("mpi", "MPI") is names
    assert detector.names_spelled_by("mpi", "XYZ") == ()
    assert detector.names_spelled_by("no-such-concept", "MPI") == ()
    # a second document after the first: the kept names still tell its institute from the interface
    quiet = "The Max Planck Institute for Informatics (MPI) published a technical report. The MPI is in Saarbrücken.\n"
    counts = "The Message Passing Interface (MPI) starts the processes; MPI ranks share a communicator.\n"
    assert concept_mentions(detector, counts, "mpi") == ["Message Passing Interface", "MPI", "MPI"]
    assert concept_mentions(detector, quiet, "mpi") == []
    assert concept_mentions(detector, counts, "mpi") == ["Message Passing Interface", "MPI", "MPI"]
