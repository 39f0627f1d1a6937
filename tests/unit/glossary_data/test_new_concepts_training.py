"""The match rules of the concepts in glossary_data/concepts/training-methods.yaml and
language-model-basics.yaml, on the built-in glossary.

Each ambiguous form has a trap (its ordinary sense, in text that looks real) and a positive case
(the ML sense, with the evidence the rule asks for); case-sensitive forms have the ordinary word
next to them. A probe lists the concepts that must not be found and those that must.
"""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.analysis import DocumentAnalysis
from support.probes import Probe, check_probe, probe_id

PROBES = [
    # kl-divergence: "beta" is the KL weight only in preference tuning
    Probe("beta-adam", "import torch\n# Adam uses beta 0.9 and 0.999 for the two moments.\n", ("kl-divergence",)),
    Probe("beta-release", "import trl\n# This trainer option is in beta and may change.\n", ("kl-divergence",)),
    Probe("beta-dpo", "import trl\n# beta sets how far the policy may move from the reference model in DPO.\n",
          (), ("kl-divergence", "dpo")),
    Probe("kl-penalty", "# Subtract the KL penalty (kl_coef = 0.05) from the reward.\n", (), ("kl-divergence",)),
    # reference-model: the OSI model, a baseline, and the frozen policy
    Probe("reference-osi", "# The OSI reference model has seven layers.\n", ("reference-model",)),
    Probe("reference-baseline", "import torch\n# Compare accuracy against the reference model from the paper.\n",
          ("reference-model",)),
    Probe("reference-dpo", "import trl\n# Compute log-probs under the frozen reference model for the DPO loss.\n",
          (), ("reference-model",)),
    Probe("reference-fr", "import trl\n# Le modèle de référence reste gelé pendant l'entraînement DPO.\n",
          (), ("reference-model",)),
    # value-model: a pricing model, and PPO's critic
    Probe("value-pricing", "# The value model for pricing estimates customer lifetime value.\n", ("value-model",)),
    Probe("value-pricing-advantage", "# The value model gives our customers a pricing advantage.\n", ("value-model",)),
    Probe("value-ppo", "import trl\n# The value model (critic) predicts returns; PPO computes advantages with GAE.\n",
          (), ("value-model", "ppo")),
    # pre-training: the briefing before a job, the generic "pre-trained", and the training stage
    Probe("pretraining-hr", "# Pre-training checklist for new employees: safety briefing first.\n", ("pre-training",)),
    Probe("pretrained-adjective", "import transformers\n# Load the pre-trained weights, then fine-tune the pretrained model.\n",
          ("pre-training",)),
    Probe("pretraining-staff", "# Pre-training for new staff covers the downstream steps of the warehouse.\n",
          ("pre-training",)),
    Probe("pretraining-stage", "import transformers\n# Continued pre-training on a medical corpus before fine-tuning.\n",
          (), ("pre-training",)),
    # post-training: a course's survey, post-training quantization, and the stage after pre-training
    Probe("posttraining-survey", "# Fill in the post-training survey for the workshop participants.\n",
          ("post-training",)),
    Probe("posttraining-quantization", "import trl\n# After SFT, apply post-training int8 quantization with calibration data.\n",
          ("post-training",)),
    Probe("posttrained", "# The post-trained model follows instructions after SFT and DPO.\n", (), ("post-training",)),
    Probe("posttraining-stage", "# Post-training: SFT, then DPO on preference pairs.\n", (), ("post-training", "dpo")),
    # scaling-laws: biology, and compute-optimal training
    Probe("scaling-biology", "# Allometric scaling laws relate metabolic rate to body mass.\n", ("scaling-laws",)),
    Probe("scaling-turbulence", "# The solver's FLOPs grow with the grid; Kolmogorov scaling laws fix the spectrum slope.\n",
          ("scaling-laws",)),
    Probe("scaling-llm", "# Scaling laws for language models predict the loss from the compute budget.\n",
          (), ("scaling-laws",)),
    # muon: the particle, and the optimizer
    Probe("muon-particle", "import torch\n# Select events with exactly one muon and two jets from the detector.\n",
          ("muon",)),
    Probe("muon-classifier", "import torch\n# The classifier separates muon from pion tracks; the optimizer is AdamW.\n",
          ("muon",)),
    Probe("muon-optimizer", "import torch\n# Muon orthogonalizes the momentum update with Newton-Schulz; AdamW does the rest.\n",
          (), ("muon",)),
    # distributed-optimizer: Horovod's wrapper, and Megatron-Core's sharded optimizer
    Probe("distopt-horovod", "import horovod.torch as hvd\n# Wrap the optimizer in a DistributedOptimizer to average gradients.\n",
          ("distributed-optimizer",)),
    Probe("distopt-horovod-in-megatron", "from megatron.core import parallel_state\n"
          "# Horovod's DistributedOptimizer all-reduces gradients instead of sharding them.\n", ("distributed-optimizer",)),
    Probe("distopt-megatron", "from megatron.core import parallel_state\n"
          "# The distributed optimizer shards main params across data-parallel ranks.\n", (), ("distributed-optimizer",)),
    # distributed-sampler: an MCMC sampler, and PyTorch's DistributedSampler
    Probe("sampler-mcmc", "import torch\n# Run the distributed sampler over the posterior with MCMC chains.\n",
          ("distributed-sampler",)),
    Probe("sampler-mcmc-ranks", "import torch.distributed as dist\n"
          "# Each rank runs a distributed sampler over the posterior with NUTS.\n", ("distributed-sampler",)),
    Probe("sampler-ddp", "import torch.distributed as dist\n"
          "# Use a distributed sampler so each rank reads its own part; call set_epoch every epoch.\n",
          (), ("distributed-sampler",)),
    # structured-outputs: a CLI's JSON dump, the word "outlines", and constrained decoding
    Probe("structured-cli", "# The CLI can print structured output as JSON or YAML.\n", ("structured-outputs",)),
    Probe("structured-vllm", "import vllm\n# Request structured outputs with a JSON schema; xgrammar masks the logits.\n",
          (), ("structured-outputs",)),
    Probe("outlines-word", "# Outlines of the plan: first collect the data.\n", ("structured-outputs",)),
    Probe("outlines-verb", "import vllm\n# This section outlines the sampling parameters of the engine.\n",
          ("structured-outputs",)),
    Probe("outlines-library", "# Outlines compiles the JSON schema into a finite-state machine over the vocabulary.\n",
          (), ("structured-outputs",)),
    # case-sensitive forms next to the ordinary words
    Probe("kto-polish", "# Kto to jest? Nie wiem.\n", ("kto",)),
    Probe("orpo-surname", "# Prime Minister Orpo opened the session.\n", ("orpo",)),
    Probe("kto-orpo", "# Train with KTO or ORPO instead of DPO.\n", (), ("kto", "orpo")),
    Probe("ties-dare-words", "# Nobody would dare to cut the ties with the old API.\n", ("lora-merging",)),
    Probe("ties-dare-methods", "import peft\n# Combine the adapters with TIES or DARE, then call merge_and_unload.\n",
          (), ("lora-merging",)),
    # the API class is DataParallel, the joined "data parallel" stays data parallelism
    Probe("dataparallel-class", "# DataParallel is slower than DistributedDataParallel.\n",
          ("data-parallelism",), ("data-parallel-legacy",)),
]


@pytest.mark.parametrize("probe", PROBES, ids=probe_id)
def test_the_probe_gets_the_right_senses(detector, probe):
    check_probe(detector, probe)


def test_post_training_quantization_stays_its_own_concept(detector):
    text = "# Apply post-training quantization to the model before serving.\n"
    analysis = DocumentAnalysis(text, "python", detector)
    found = [(m.text, m.concept_id) for m in analysis.matches()]
    assert ("post-training quantization", "post-training-quantization") in found
    assert "post-training" not in {concept for _, concept in found}
