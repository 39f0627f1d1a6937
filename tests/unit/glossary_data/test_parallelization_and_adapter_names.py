"""Names fresh text writes that the glossary lacked: a parallelism's "-ization" noun, DDP spelled out
(English, and the Dutch adjective's inflected form), in-flight batching in Bengali, a LoRA adapter's
merging and its matrices in Dutch, and ONNX Runtime's package name; each with the words around it
that stay quiet (docs/evaluation.md, "The thirteenth set").

Expected mentions are marked in the text: «model parallelization» is a mention, the guillemets are
removed before the text is analysed.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions


@pytest.mark.parametrize("marked, concept", [
    ("Parallelformers is designed to make «model parallelization» easier.\n", "model-parallelism"),
    ("We compare «data parallelization» with FSDP on eight GPUs.\n", "data-parallelism"),
    ("Use «Distributed Data Parallelism» more than 90% of the time.\n", "distributed-data-parallel"),
    ("Bekijk concepten zoals «gedistribueerde gegevensparallellisme» en modelparallellisme.\n",
     "distributed-data-parallel"),
    ("অপ্টিমাইজেশনের মধ্যে রয়েছে FP8 এবং «ইনফ্লাইট ব্যাচিংয়ের» মতো প্রযুক্তি।\n", "continuous-batching"),
    ("### «LoRA-Adapter Samenvoegen» met Basismodel\n", "lora-merging"),
    ("LoRA traint kleine «adaptermatrices» terwijl het basismodel bevroren blijft.\n", "adapters"),
    ("Verwijder eerst alles van «onnx», «onnxruntime» en de GenAI-pakketten.\n", "onnx"),
])
def test_a_name_fresh_text_writes(detector, marked, concept):
    assert_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    # the -ization noun alone, and a build's parallelization
    ("The parallelization of the test suite halves its time.\n", "model-parallelism"),
    ("The build's parallelization uses every core.\n", "data-parallelism"),
    # the Dutch adjective before another noun
    ("De gedistribueerde database repliceert gegevens.\n", "distributed-data-parallel"),
    # an adapter of a power plug, merging branches in git
    ("De adapter past op de stekker; voeg de branches samen met git merge.\n", "lora-merging"),
])
def test_the_words_around_them_stay_quiet(detector, text, concept):
    assert_mentions(detector, text, concept)
