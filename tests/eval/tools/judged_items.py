"""Score the engine on judged words of whole package files (``tests/eval/data/judged``).

Usage:  PYTHONPATH=server python tests/eval/tools/judged_items.py [--group G ...] [--errors GROUP]
        [--download-dir DIR]

Each item is a place in a file of a pinned PyPI package (``packages.json``: name, version, artifact,
sha256, licence) where the engine took a word, or passed over an ambiguous candidate, judged blind
against ``GUIDELINES.md`` as a mention of its concept or not (``items.jsonl``: the package, the path in
it, the character offsets, the word, the concept, the verdict and the weight of the item's stratum;
docs/evaluation.md, "Every word taken, and the ambiguous ones passed over", says how they were drawn).
The tool downloads each package (an sdist from PyPI's index, a wheel with pip) and checks its sha256
(``corpus_sources.download``), unpacks it under ``DIR/judged/`` (a wheel as it is, an sdist without its
top folder), analyses each file that holds items as ``ai-glossary scan`` does, with the file's path and
the tree's workspace evidence, and prints per group the weighted precision over the words taken and the recall over the mentions. The held-out
group (``HELD_OUT``) prints its figures only: ``--errors`` refuses it.
"""

from __future__ import annotations

import argparse
import json
import sys
import tarfile
import zipfile
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import corpus_sources  # noqa: E402  (the pinned artifacts are fetched and checked as the sets' are)

DATA = corpus_sources.ROOT / "tests" / "eval" / "data" / "judged"
HELD_OUT = frozenset({"K"})  # measured, never read


def load(data: Path = DATA) -> tuple[dict[str, dict], list[dict]]:
    """The packages by tree name ("name-version") and the judged items."""
    packages = {p["tree"]: p for p in json.loads((data / "packages.json").read_text(encoding="utf-8"))}
    items = [json.loads(line) for line in (data / "items.jsonl").open(encoding="utf-8")]
    return packages, items


def fetch(package: dict, folder: Path) -> Path:
    """The package's tree, downloaded, checked against its sha256 and unpacked once."""
    tree = folder / "judged" / package["tree"]
    if (tree / ".unpacked").exists():
        return tree
    pinned = corpus_sources.Package(package["name"], package["version"], "ml", package["artifact"],
                                    package["filename"], package["sha256"], package["licence"], 0, 0, 0)
    archive = corpus_sources.download(pinned, folder / "judged")
    tree.mkdir(parents=True, exist_ok=True)
    if package["artifact"] == "wheel":
        with zipfile.ZipFile(archive) as zf:
            zf.extractall(tree)
    else:
        with tarfile.open(archive) as tf:
            for member in tf.getmembers():
                _top, _, rest = member.name.partition("/")
                if rest and (member.isfile() or member.isdir()):
                    member.name = rest
                    tf.extract(member, tree, filter="data")
    (tree / ".unpacked").touch()
    return tree


def decide(packages: dict[str, dict], items: list[dict], folder: Path) -> list[bool]:
    """Whether the engine takes each item's word in its concept, item by item."""
    from ai_glossary.core.detection.analysis import DocumentAnalysis
    from ai_glossary.core.detection.detector import Detector
    from ai_glossary.core.detection.regions import language_for
    from ai_glossary.core.glossary.builtin import load_builtin
    from ai_glossary.core.scan_files import ScanReport, iter_files

    detector = Detector.compile(load_builtin())
    wanted: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
    for index, item in enumerate(items):
        wanted[item["package"]][item["path"]].append(index)
    taken = [False] * len(items)
    for name in sorted(wanted):
        root = fetch(packages[name], folder)
        paths = wanted[name]
        for job in iter_files([str(root)], ScanReport()):
            indices = paths.pop(job.display, None)
            if indices is None:
                continue
            text = Path(job.path).read_text(encoding="utf-8")
            analysis = DocumentAnalysis(text, language_for(None, job.path), detector, context=job.context)
            found = {(m.start, m.end, m.concept_id) for m in analysis.matches()}
            for index in indices:
                item = items[index]
                if text[item["start"]:item["end"]] != item["word"]:
                    raise SystemExit(f"{name}/{item['path']}:{item['start']}: the text differs from the pinned word")
                taken[index] = (item["start"], item["end"], item["concept"]) in found
        if paths:
            raise SystemExit(f"{name}: no file {sorted(paths)[0]} in the package")
    return taken


def cell(item: dict, taken: bool) -> str:
    mention = item["verdict"] == "yes"
    return ("tp" if mention else "fp") if taken else ("fn" if mention else "tn")


def report(items: list[dict], taken: list[bool]) -> list[str]:
    """One line per group, then all groups pooled: weighted P and R, and the weighted cells."""
    cells: dict[str, Counter] = defaultdict(Counter)
    counts: Counter = Counter()
    for item, took in zip(items, taken):
        for group in (item["group"], "all"):
            cells[group][cell(item, took)] += item["weight"]
            counts[group] += 1
    lines = []
    for group in sorted(cells, key=lambda g: (g == "all", g)):
        c = cells[group]
        precision = c["tp"] / max(c["tp"] + c["fp"], 1e-9)
        recall = c["tp"] / max(c["tp"] + c["fn"], 1e-9)
        lines.append(f"{group:4s} {counts[group]:5d} items  P={precision:.3f} R={recall:.3f}   "
                     f"(weighted tp {c['tp']:.0f} fp {c['fp']:.0f} fn {c['fn']:.0f} tn {c['tn']:.0f})")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--group", action="append", help="only these groups (repeatable)")
    parser.add_argument("--errors", metavar="GROUP", help="list the false alarms and misses of one group")
    parser.add_argument("--download-dir", type=Path, default=corpus_sources.DEFAULT_DOWNLOADS)
    args = parser.parse_args(argv)
    if args.errors in HELD_OUT:
        parser.error(f"group {args.errors} is held out: its figures only, never its items")
    packages, items = load()
    chosen = set(args.group or ()) | ({args.errors} if args.errors else set())
    if chosen:
        items = [item for item in items if item["group"] in chosen]
    taken = decide(packages, items, args.download_dir)
    print("\n".join(report(items, taken)))
    if args.errors:
        for item, took in zip(items, taken):
            kind = cell(item, took)
            if item["group"] == args.errors and kind in ("fp", "fn"):
                print(f"  {kind.upper()} {item['package']}/{item['path']}:{item['start']} {item['word']!r} -> "
                      f"{item['concept']} (weight {item['weight']:g})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
