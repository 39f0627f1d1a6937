"""Print evaluation snippets for hand labelling: numbered lines, and under each snippet the words
worth a second look.

Usage: python tests/eval/tools/label_view.py [ID_PREFIX ...] [--labels] [--set first|second]

The "look at" list comes from a deliberately broad, case-insensitive regular expression: every
term, alias and localized name (French, Dutch, Bengali) of the glossary data (read straight from the YAML files, with hyphens, spaces
and underscores interchangeable) plus stems such as ``shard``, ``quantiz``, ``parallel``,
``checkpoint``. It is NOT the ai_glossary engine (no region finding, no evidence rules), and it only
points at words: the labeller reads every line and decides from the context, and also adds
mentions the list misses. ``--labels`` prints the current gold labels under each snippet.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import glossary_forms

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "tests" / "eval" / "data"
STEMS = [
    r"\w*parallel\w*", r"\w*shard\w*", r"quanti[sz]\w*", r"\w*checkpoint\w*", r"offload\w*", r"precision",
    r"adapt\w*", r"pipelin\w*", r"batch\w*", r"\w*attention", r"distill\w*", r"warm-?up", r"fp\d+", r"bf16",
    r"int[48]", r"zero\w*", r"broadcast\w*", r"yarn", r"transformers?", r"momentum", r"dropout",
    r"learning[ _-]rate", r"lr", r"\w*norm\w*", r"experts?", r"moe", r"rank\w*", r"collective\w*",
    r"tune|tuning|fine-?tun\w*", r"prefill\w*", r"decod\w*", r"kv", r"cache", r"temperature", r"gradients?",
]


def forms() -> list[str]:
    return sorted({f for c in glossary_forms.concepts() for f in c.all}, key=len, reverse=True)


def pattern() -> re.Pattern[str]:
    parts = [re.escape(f).replace(r"\-", "[-_ ]?").replace(r"\ ", "[-_ ]?") for f in forms()]
    return re.compile(r"(?<![\w])(?:" + "|".join(parts + STEMS) + r")(?![\w])", re.IGNORECASE)


def main(argv: list[str]) -> int:
    show_labels = "--labels" in argv
    data = DATA
    if "--set" in argv:
        i = argv.index("--set")
        data = DATA / argv[i + 1] if argv[i + 1] != "first" else DATA
        argv = argv[:i] + argv[i + 2:]
    prefixes = [a for a in argv if not a.startswith("--")]
    labels = {}
    if show_labels and (data / "labels.jsonl").exists():
        labels = {r["id"]: r["gold"] for r in map(json.loads, (data / "labels.jsonl").open(encoding="utf-8"))}
    rx = pattern()
    for line in (data / "snippets.jsonl").open(encoding="utf-8"):
        rec = json.loads(line)
        if prefixes and not any(rec["id"].startswith(p) for p in prefixes):
            continue
        print(f"===== {rec['id']}  {rec['path']}:{rec['start_line']}  [{rec['language']}]")
        look = []
        for number, text in enumerate(rec["text"].splitlines(), start=1):
            print(f"{number:3d}| {text}")
            found = [m.group(0) for m in rx.finditer(text)]
            if found:
                look.append(f"{number}:{'/'.join(found)}")
        print("  look at:", "  ".join(look))
        if show_labels:
            for g in labels.get(rec["id"], []):
                print(f"  gold {g['line']}: {g['text']!r} -> {g['concept']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
