"""The glossary's names read straight from its YAML data, without the ai_glossary engine.

Used where the evaluation must not depend on the engine: the labeller's "look at" list
(``label_view.py``), the rule that says which gold mentions are abbreviations, and the naive grep
baseline (``evaluate.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[3]
CONCEPTS = ROOT / "glossary_data" / "concepts"
# An abbreviation: 2-6 letters/digits with at least two capitals (TP, LoRA, ZeRO, FP16, 1F1B, MoE)
ABBREVIATION = re.compile(r"(?=(?:.*[A-Z]){2})[A-Za-z0-9]{2,6}")


@dataclass(frozen=True)
class ConceptForms:
    id: str
    english: tuple[str, ...]  # term and aliases
    localized: tuple[str, ...]  # names in every other language
    family: str = ""  # the stem of the concepts file that defines it (language-model-basics, ...)

    @property
    def all(self) -> tuple[str, ...]:
        return self.english + self.localized

    @property
    def abbreviations(self) -> frozenset[str]:
        return frozenset(f.casefold() for f in self.english if ABBREVIATION.fullmatch(f))


def concepts(folder: Path = CONCEPTS) -> list[ConceptForms]:
    out = []
    for path in sorted(folder.glob("*.yaml")):
        for concept in yaml.safe_load(path.read_text(encoding="utf-8")).get("concepts", []):
            english = (concept["term"], *concept.get("aliases", []))
            localized = tuple(name for names in concept.get("names", {}).values() for name in names)
            out.append(ConceptForms(concept["id"], english, localized, path.stem))
    return out


def is_abbreviation(text: str, forms: ConceptForms) -> bool:
    """Whether a gold mention's text is one of its concept's abbreviations, in any case, with an
    optional plural or possessive ending (``TPUs``, ``tp``, ``LoRA's``)."""
    bare = re.sub(r"(?:'s|s)$", "", text)
    return text.casefold() in forms.abbreviations or bare.casefold() in forms.abbreviations
