"""Look for general weaknesses in text that no evaluation set holds (a development sample).

Usage:  python tests/eval/tools/dev_sample.py misses FOLDER [PREFIX ...]
        python tests/eval/tools/dev_sample.py predictions FOLDER

``misses``: in the Python and Markdown files of FOLDER (only those under the PREFIXes, when
given), every place in prose where the naive grep of ``evaluate.py`` finds a glossary form as a
whole word and the engine finds nothing, counted by (text, concept), with two examples each.
Most are right to be missed (a LoRA "rank", a "shard" of a dataset); the others point at rules.
``predictions``: every prediction of the engine in each package folder of FOLDER (read with that
package's manifests, as ``scan`` does), counted, with examples: run it on packages outside ML,
where each one is a likely false alarm.

Neither labels anything: the evaluation sets (``evaluate.py``) are the measure; this is where rules
come from, so that the sets stay unseen. The samples used are listed in docs/evaluation.md.
"""

from __future__ import annotations

import argparse
import collections
import importlib.util
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
LANGUAGES = {".py": "python", ".md": "markdown", ".rst": "restructuredtext"}


def _engine():
    from ai_glossary.core.detection.detector import Detector
    from ai_glossary.core.glossary.builtin import load_builtin

    return Detector.compile(load_builtin())


def _files(root: Path, suffixes: tuple[str, ...]) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.suffix in suffixes and p.is_file())


def _line(text: str, at: int) -> str:
    return text[text.rfind("\n", 0, at) + 1: text.find("\n", at)].strip()[:150]


def misses(root: Path, prefixes: list[str]) -> None:
    from ai_glossary.core.detection.document_context import FileContext
    from ai_glossary.core.scan import _ScanAnalysis

    spec = importlib.util.spec_from_file_location("_eval_evaluate", HERE / "evaluate.py")
    evaluate = importlib.util.module_from_spec(spec)
    sys.modules["_eval_evaluate"] = evaluate
    spec.loader.exec_module(evaluate)
    detector, grep = _engine(), evaluate.NaiveGrep()
    missed: collections.Counter = collections.Counter()
    examples: dict = {}
    for path in _files(root, (".py", ".md")):
        rel = str(path.relative_to(root))
        if prefixes and not any(rel.startswith(p) for p in prefixes):
            continue
        text = path.read_text(errors="replace")
        language = LANGUAGES[path.suffix]
        analysis = _ScanAnalysis(text, language, detector, "prose", FileContext(rel))
        prose = [(r.start, r.end) for r in analysis.regions]
        found = {m.start for m in analysis.matches()}
        for g in grep.predict({"id": "-", "text": text, "language": language, "path": rel}):
            whole = re.match(r"(?:s|es|'s)?(?![\w.])", text[g.end:g.end + 3]) is not None
            if g.start in found or not whole or (g.start and text[g.start - 1] in "._`/"):
                continue
            if any(a <= g.start < b for a, b in prose):
                key = (g.text.lower(), g.concept)
                missed[key] += 1
                examples.setdefault(key, []).append(f"{rel}: {_line(text, g.start)}")
    for key, n in missed.most_common(60):
        print(n, key)
        for example in examples[key][:2]:
            print("     ", example)


def predictions(root: Path) -> None:
    from ai_glossary.core.detection.document_context import FileContext, read_workspace
    from ai_glossary.core.scan import _ScanAnalysis

    detector = _engine()
    count: collections.Counter = collections.Counter()
    examples: dict = {}
    files = 0
    for package in sorted(p for p in root.iterdir() if p.is_dir()):
        workspace = read_workspace(package)
        for path in _files(package, tuple(LANGUAGES)):
            rel = str(path.relative_to(package))
            files += 1
            text = path.read_text(errors="replace")
            analysis = _ScanAnalysis(text, LANGUAGES[path.suffix], detector, "prose", FileContext(rel, workspace))
            for m in analysis.matches():
                key = (m.text, m.concept_id)
                count[key] += 1
                examples.setdefault(key, []).append(f"{package.name}/{rel}: {_line(text, m.start)}")
    print(files, "files,", sum(count.values()), "predictions")
    for key, n in count.most_common(60):
        print(n, key)
        for example in examples[key][:2]:
            print("     ", example)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mode", choices=["misses", "predictions"])
    parser.add_argument("folder", type=Path)
    parser.add_argument("prefixes", nargs="*", help="misses: only files under these paths in FOLDER")
    args = parser.parse_args(argv)
    if args.mode == "misses":
        misses(args.folder, args.prefixes)
    else:
        predictions(args.folder)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
