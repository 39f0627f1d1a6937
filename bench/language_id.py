"""Which language identifier for prose regions? Accuracy on comment-length text and time per call.

    python -m bench.language_id

Text: the English, French and Dutch summaries and definitions of the built-in glossary, cut into
sentences and then into their first 4, 8 and 16 words (comment-length text); plus the English prose
lines of the evaluation set (tests/eval). Candidates: the stop-word score of
``ai_glossary.core.detection.prose_language`` and the baselines in the same run: langid.py (a test
dependency) and, when installed, py3langid, each restricted to en/fr/nl, and langdetect (seeded).
A wrong answer is what hurts (a French name wrongly allowed or refused); an abstention ("unknown")
lets every name count, as with no identifier. Prints figures; not a test.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

from ai_glossary.core.detection.prose_language import region_language
from ai_glossary.core.glossary.builtin import load_builtin

from bench.lib.stats import machine

ROOT = Path(__file__).resolve().parents[1]

LANGS = ("en", "fr", "nl")


def samples() -> list[tuple[str, str]]:
    glossary = load_builtin()
    glossary = getattr(glossary, "glossary", glossary)
    out: list[tuple[str, str]] = []
    for concept in glossary.concepts.values():
        for lang in LANGS:
            for text in (concept.summary.get(lang), concept.definitions.get(lang)):
                for sentence in re.split(r"(?<=[.;])\s+", text or ""):
                    words = sentence.split()
                    for n in (4, 8, 16):
                        if len(words) >= n:
                            out.append((lang, " ".join(words[:n])))
    snippets = ROOT / "tests" / "eval" / "data" / "snippets.jsonl"
    if snippets.exists():
        for line in snippets.read_text(encoding="utf-8").splitlines():
            snippet = json.loads(line)
            for row in snippet.get("text", "").splitlines():
                row = row.strip().lstrip("#/*\"' ").strip()
                if len(row.split()) >= 4 and re.fullmatch(r"[A-Za-z ,.;:()'-]+", row):
                    out.append(("en", row))
    return out


def identifiers():
    found = {"stop words": region_language}
    try:  # langid.py: a test dependency, so there is always one baseline
        from langid.langid import LanguageIdentifier, model

        identifier = LanguageIdentifier.from_modelstring(model)
        identifier.set_languages(list(LANGS))
        found["langid"] = lambda text: identifier.classify(text)[0]
    except ImportError:
        pass
    try:
        import py3langid

        py3langid.set_languages(list(LANGS))
        found["py3langid"] = lambda text: py3langid.classify(text)[0]
    except ImportError:
        pass
    try:
        from langdetect import DetectorFactory, detect
        from langdetect.lang_detect_exception import LangDetectException

        DetectorFactory.seed = 0

        def langdetect_one(text: str) -> str | None:
            try:
                return detect(text)
            except LangDetectException:
                return None

        found["langdetect"] = langdetect_one
    except ImportError:
        pass
    return found


def main() -> None:
    print(machine())
    data = samples()
    print(f"{len(data)} samples: " + ", ".join(f"{lang} {sum(1 for l, _ in data if l == lang)}" for lang in LANGS))
    for name, identify in identifiers().items():
        right = wrong = unknown = 0
        by_len: dict[str, list[int]] = {}
        start = time.perf_counter()
        for lang, text in data:
            got = identify(text)
            bucket = by_len.setdefault("short" if len(text.split()) <= 4 else "long", [0, 0, 0])
            if got is None:
                unknown += 1
                bucket[2] += 1
            elif got == lang:
                right += 1
                bucket[0] += 1
            else:
                wrong += 1
                bucket[1] += 1
        per_call = (time.perf_counter() - start) / len(data) * 1e6
        detail = "  ".join(f"{k} (<=4 words or more): right {v[0]} wrong {v[1]} unknown {v[2]}" for k, v in sorted(by_len.items()))
        print(f"{name:11s} right {right / len(data):6.1%}  wrong {wrong / len(data):6.1%}  "
              f"unknown {unknown / len(data):6.1%}  {per_call:7.1f} us/call")
        print(f"            {detail}")


if __name__ == "__main__":
    main()
