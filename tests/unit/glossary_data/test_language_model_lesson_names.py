"""Names met in lessons on language-model basics and training methods, each a general rule of the built-in
glossary: PyTorch's ``cross_entropy`` named in a formula, the embedding matrix, and the French "limite de
tokens" of a language model (ambiguous: also an API's quota of tokens per minute, which stays quiet); a LoRA
adapter merged, French "modèles de critique", a framework that overlaps computation and communication, Dutch
"kwantificatie" of a model (not of risks); and the Megatron-Turing NLG model, a name that holds the library's
and names a model. The detector is the directory's (conftest.py).

Expected mentions are marked in the text: «cross_entropy» is a mention, the guillemets are removed before
the text is analysed.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions


@pytest.mark.parametrize(("marked", "concept"), [
    ("Perplexity = exp(«cross_entropy»). Lower perplexity means better prediction.\n", "cross-entropy-loss"),
    ("The loss is «F.cross_entropy» over the shifted targets.\n", "cross-entropy-loss"),
    ("The giant table of every token's vector is the «embedding matrix».\n", "embedding"),
    ("Chaque modèle de langage a une «limite de tokens» qu'il peut traiter en une fois.\n", "context-window"),
    ("2. «Limites de tokens» : un facteur clé pour le prompt engineering d'un modèle de langage\n",
     "context-window"),
    # an API's quota of tokens per minute, beside a language model too
    ("L'API impose une limite de tokens par minute à chaque modèle de langage.\n", "context-window"),
    # a limit of tokens with nothing of a language model near it
    ("Le jeu de société fixe une limite de jetons par joueur.\n", "context-window"),
    # a cross_entropy_loss variable is another identifier, only containing the name
    ("We log cross_entropy_loss each step.\n", "cross-entropy-loss"),
], ids=["cross-entropy-in-a-formula", "pytorch-function", "embedding-matrix", "limite-de-tokens",
        "limites-in-a-heading", "a-quota-per-minute", "a-board-games-tokens", "a-longer-identifier"])
def test_names_of_lessons_on_language_models(detector, marked, concept):
    assert_mentions(detector, marked, concept)


@pytest.mark.parametrize(("marked", "concept"), [
    ("PEFT's «merge_and_unload»() is the standard way to «merge a LoRA adapter» into the base model.\n",
     "lora-merging"),
    ("Emploie GRPO pour optimiser sans «modèles de critique» classiques.\n", "value-model"),
    # a model named after the library, beside the library itself
    ("Megatron-Turing NLG (530B) trained on 270B tokens; we train ours with «Megatron-LM».\n", "megatron-lm"),
    ("Horovod «overlaps computation and communication» with its tensor fusion.\n",
     "communication-computation-overlap"),
    ("- Modelgrootte en «kwantificatie»\n- GGUF en 4-bit modellen draaien sneller\n", "quantization"),
    ("Kwantificatie van risico's in de bouw.\n", "quantization"),
    # code comments' words: the DPO trainer, LoRA merged in lower case, a rank in the pipeline, a batch beside a shape
    ("x = 1  # 7. 初始化 «DPO trainer»\n", "dpo"),
    ("Returns the model as an AutoModelForCausalLM, «merging the lora weights» as needed.\n", "lora-merging"),
    ("Receive tensor from previous rank in «pipeline» (forward receive).\n", "pipeline-parallelism"),
    ("Run the CI pipeline on the main branch before the release.\n", "pipeline-parallelism"),
    ("mat: tensor of shape (batch_size, sequence length)\n\nReturns: matrix of «batch size».\n", "batch-size"),
    ("The batch size of the job queue is 100 records.\n", "batch-size"),
], ids=["merge-a-lora-adapter", "modeles-de-critique", "megatron-turing-nlg",
        "overlaps-computation-and-communication", "kwantificatie-of-a-model",
        "kwantificatie-of-risks", "the-dpo-trainer", "lora-merged-in-lower-case", "a-rank-in-the-pipeline",
        "a-ci-pipeline", "batch-size-beside-a-shape", "a-job-queues-batch-size"])
def test_names_of_lessons_on_training_methods(detector, marked, concept):
    assert_mentions(detector, marked, concept)
