"""A small glossary built in code."""

from __future__ import annotations

from ai_glossary.core.glossary.model import Concept, Glossary, Reference


def small_glossary() -> Glossary:
    concepts = [
        Concept(
            "zero",
            "Zero Redundancy Optimizer",
            ("ZeRO", "ZeRO-3"),
            names={"fr": ("optimiseur à redondance nulle",), "bn": ("জিরো রিডানডেন্সি অপটিমাইজার",)},
            definitions={"en": "Partitions optimizer state, gradients and parameters.", "fr": "Partitionne les états."},
            related=("fsdp",),
            references=(Reference("ZeRO paper", "https://arxiv.org/abs/1910.02054"),),
        ),
        Concept("fsdp", "Fully Sharded Data Parallel", ("FSDP",), definitions={"en": "PyTorch sharded DP."}, related=("zero",)),
        Concept("all-reduce", "All-Reduce", (), definitions={"en": "A collective."}),
        Concept(
            "lora",
            "Low-Rank Adaptation",
            ("LoRA",),
            names={"bn": ("লোরা",), "fr": ("adaptation de faible rang",)},
            definitions={"en": "Low-rank adapters.", "bn": "লো-র‍্যাঙ্ক।"},
            related=("adapters",),
        ),
        Concept(
            "adapters",
            "Adapters",
            ("adapter",),
            definitions={"en": "Small trainable modules."},
            ambiguous=frozenset({"Adapters", "adapter"}),
            context=("fine-tuning", "peft", "frozen"),
            related=("lora",),
        ),
        Concept(
            "hadoop-yarn",
            "Hadoop YARN",
            ("YARN",),
            definitions={"en": "Hadoop's resource manager."},
            ambiguous=frozenset({"YARN"}),
            context=("hadoop", "resourcemanager", "spark"),
        ),
        Concept(
            "data-parallelism",
            "Data Parallelism",
            ("DP",),
            names={"fr": ("parallélisme de données",)},
            definitions={"en": "Replicate the model, split the batch."},
            ambiguous=frozenset({"DP"}),
        ),
        Concept("flash-attention", "FlashAttention", ("Flash Attention",), definitions={"en": "IO-aware exact attention."}),
    ]
    return Glossary({c.id: c for c in concepts}, context_words=frozenset({"gpu", "gradient", "training"}))


# A project glossary file: a concept of its own, and an alias added to a built-in concept.
PROJECT_GLOSSARY = """\
concepts:
  - id: blorp-sharding
    term: Blorp Sharding
    aliases: [BlorpS]
    definitions:
      en: Splitting blorps across the nodes of a cluster.
  - id: fsdp
    aliases: [volledig gesharde DP]
"""
