"""Score the detection engine against the hand-labelled evaluation sets.

Usage:  python tests/eval/tools/evaluate.py [--set first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twentyfirst|twentysecond|twentythird|twentyfourth|twentysixth|twentyseventh|twentyfifth|twentyninth|thirtieth|thirtyfirst|twentyeighth|thirtysecond|thirtythird|thirtysixth|thirtyfourth|thirtyfifth|thirtyseventh|thirtyeighth|thirtyninth|fortieth|fortyfirst|fortysecond|fortythird|fortyfourth|fortyfifth|fortysixth|fortyseventh|fortyeighth|fortyninth|fiftieth|fiftyfirst|fiftysecond|fiftythird|fiftyfourth|fiftyfifth|fiftyseventh|fiftyeighth|fiftyninth|sixtieth|sixtyfirst|sixtysecond|sixtythird|sixtyfourth|sixtyfifth|sixtysixth|sixtyseventh|sixtyeighth|sixtyninth|seventieth|all] [--language LANG] [--errors] [--json] [--concepts]

For each set (``build_corpus.SETS``; ``all`` leaves out the sealed ones, ``build_corpus.SEALED``: the
fourth, fifth, fifteenth, eighteenth and nineteenth sets) runs every snippet
through the engine as ``ai-glossary scan`` does (built-in glossary, ``find_in_text`` with scope
"prose", the language from the snippet's LSP languageId, the file's path in its package), pairs
predictions with the gold mentions of ``labels.jsonl`` (same line, same concept, overlapping spans;
each used once) and prints precision, recall and F1: overall, per package kind (ML / trap), per
package, per region kind (``snippet_regions``), per natural language, per concept family (the stem
of the concept's file), on abbreviation mentions, and per concept (``--concepts``); the predictions
that fall on code; and the same figures for a naive baseline: a case-insensitive grep of every
term, alias and localized name over the whole snippet (left word boundary only, no region finding).
``--errors`` lists every false positive and false negative. A sealed set prints aggregates only and
refuses ``--errors``, ``--concepts`` and ``--json`` (``eval_report``). Exits 0 on a report;
``tests/eval/test_detection_quality.py`` holds the thresholds.
"""

from __future__ import annotations

import argparse
import bisect
import importlib.util
import json
import re
import sys
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "tests" / "eval" / "data"
HERE = Path(__file__).resolve().parent


def _sibling(name: str):
    module_name = f"_eval_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, HERE / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module


corpus = _sibling("build_corpus")
glossary_forms = _sibling("glossary_forms")
snippet_regions = _sibling("snippet_regions")
eval_report = _sibling("eval_report")
scoring = _sibling("scoring")
Mention, Result, score_snippet = scoring.Mention, scoring.Result, scoring.score_snippet
SET_DATA = {name: s.out.parent for name, s in corpus.SETS.items()}
SEALED = corpus.SEALED  # aggregate figures only: eval_report.print_sealed
REGION_KINDS = snippet_regions.REGION_KINDS
CODE = snippet_regions.CODE
_line_starts = snippet_regions.line_starts


def region_of(snippet: dict) -> Callable[[int], str]:
    """A function from an offset of the snippet text to its region kind (``snippet_regions``)."""
    return snippet_regions.region_of(snippet, corpus)


def _sources() -> dict[str, object]:
    return {src.name: src for s in corpus.SETS.values() for src in s.sources}


def _package_kinds() -> dict[str, str]:
    return {name: src.kind for name, src in _sources().items()}


def load(data: Path = DATA) -> tuple[list[dict], dict[str, list[dict]]]:
    snippets = [json.loads(line) for line in (data / "snippets.jsonl").open(encoding="utf-8")]
    labels = {r["id"]: r["gold"] for r in map(json.loads, (data / "labels.jsonl").open(encoding="utf-8"))}
    missing = [s["id"] for s in snippets if s["id"] not in labels]
    if missing:
        raise SystemExit(f"labels.jsonl has no record for: {', '.join(missing)}")
    return snippets, labels


def gold_mentions(snippet: dict, gold: list[dict]) -> list[Mention]:
    text = snippet["text"]
    starts = _line_starts(text)
    out = []
    for g in gold:
        start = starts[g["line"] - 1] + g["col"] - 1
        # a phrase broken over lines is written with single spaces: walk the text to find its end
        # (across the next line's comment marker too: "data and model\n# parallelism")
        pos, i = start, 0
        want = g["text"]
        while i < len(want):
            if want[i] == " ":
                broke = False
                while pos < len(text) and text[pos].isspace():
                    broke |= text[pos] == "\n"
                    pos += 1
                if broke:
                    while pos < len(text) and (text[pos] in "#*" or text.startswith("//", pos) or text[pos].isspace()):
                        pos += 2 if text.startswith("//", pos) else 1
                while i < len(want) and want[i] == " ":
                    i += 1
                continue
            if pos >= len(text) or text[pos] != want[i]:
                raise SystemExit(f"{snippet['id']}: gold {g} does not match the snippet text")
            pos += 1
            i += 1
        out.append(Mention(snippet["id"], g["line"], start, pos, g["concept"], g["text"]))
    return out


class Engine:
    """The engine as ``ai-glossary scan`` runs it (imported lazily: labelling needs none of it)."""

    def __init__(self) -> None:
        from ai_glossary.core.detection.detector import Detector
        from ai_glossary.core.detection.regions import language_for
        from ai_glossary.core.glossary.builtin import load_builtin
        from ai_glossary.core.detection.document_context import FileContext
        from ai_glossary.core.scan import find_in_text

        self._context = FileContext
        self._compiled = Detector.compile(load_builtin())
        self._language_for = language_for
        self._find = find_in_text

    def predict(self, snippet: dict) -> list[Mention]:
        text = snippet["text"]
        starts = _line_starts(text)
        language = self._language_for(snippet["language"], snippet["path"])
        out = []
        # scan of the package's folder: its path there (no manifests: the snippets come without them)
        context = self._context(snippet["path"])
        for line, col, end_line, end_col, concept, matched in self._find(self._compiled, text, language, "prose", context):
            start = starts[line - 1] + col - 1
            end = starts[end_line - 1] + end_col - 1
            out.append(Mention(snippet["id"], line, start, end, concept, matched))
        return out


class InFileEngine(Engine):
    """The engine as a reader meets it: each snippet's whole file is analysed, in its package, and
    only the predictions on the snippet's lines are scored (the labels cover those lines only).

    The file comes from the pinned artifact (``build_corpus.py`` downloads and checks it; the window
    must equal the snippet); the workspace evidence is what ``read_workspace`` finds in the
    manifests at the artifact's root (``pyproject.toml``, ``requirements*.txt``, ``package.json``):
    an sdist's, as in a clone of the project. A wheel carries no manifest, and a repository text
    none of its repository's, so theirs is empty: the figures understate what a clone gives."""

    def __init__(self, download_dir: Path) -> None:
        super().__init__()
        from ai_glossary.core.detection.document_context import read_workspace

        self._read_workspace = read_workspace
        self._download_dir = download_dir
        self._files: dict[str, dict[str, str]] = {}
        self._workspaces: dict[str, object] = {}

    def _package(self, name: str) -> tuple[dict[str, str], object]:
        if name not in self._files:
            source = _sources()[name]
            self._files[name] = dict(source.files(self._download_dir))
            self._workspaces[name] = self._workspace_of(source)
        return self._files[name], self._workspaces[name]

    def _workspace_of(self, source) -> object:
        import tarfile
        import tempfile

        from ai_glossary.core.detection.document_context import NO_WORKSPACE

        if getattr(source, "artifact", None) != "sdist":
            return NO_WORKSPACE
        manifest = re.compile(r"(pyproject\.toml|package\.json|requirements[^/]*\.txt|requirements/[^/]+\.txt)")
        with tempfile.TemporaryDirectory() as root, tarfile.open(self._download_dir / source.filename) as tf:
            for info in tf.getmembers():
                inner = info.name.split("/", 1)[1] if "/" in info.name else ""
                if info.isfile() and manifest.fullmatch(inner):
                    target = Path(root) / inner
                    target.parent.mkdir(parents=True, exist_ok=True)
                    handle = tf.extractfile(info)
                    if handle is not None:
                        target.write_bytes(handle.read())
            return self._read_workspace(root)

    def predict(self, snippet: dict) -> list[Mention]:
        files, workspace = self._package(snippet["package"])
        source = _sources()[snippet["package"]]
        whole = files[snippet["path"]]
        lines = whole.splitlines(keepends=True)
        first = snippet["start_line"] - corpus.first_line(source, snippet["path"])
        count = snippet["text"].count("\n")
        window = "".join(line.rstrip("\r\n") + "\n" for line in lines[first:first + count])
        if window != snippet["text"]:
            raise SystemExit(f"{snippet['id']}: the window of {snippet['path']} differs from the snippet")
        starts = _line_starts(snippet["text"])
        language = self._language_for(snippet["language"], snippet["path"])
        context = self._context(snippet["path"], workspace)
        out = []
        for line, col, end_line, end_col, concept, matched in self._find(self._compiled, whole, language, "prose", context):
            line, end_line = line - first, end_line - first
            if 1 <= line and end_line <= count:
                start = starts[line - 1] + col - 1
                end = starts[end_line - 1] + end_col - 1
                out.append(Mention(snippet["id"], line, start, end, concept, matched))
        return out


class NaiveGrep:
    """The naive baseline: a case-insensitive grep of every term, alias and localized name over
    the whole text (code included), with a word boundary on the left only, so that ``transformers``
    and ``checkpoints`` match; the longest form wins at a position, and a form shared by several
    concepts predicts all of them."""

    def __init__(self) -> None:
        owners: dict[str, set[str]] = {}
        for c in glossary_forms.concepts():
            for form in c.all:
                owners.setdefault(form.casefold(), set()).add(c.id)
        self._owners = owners
        alternatives = sorted(owners, key=len, reverse=True)
        self._pattern = re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, alternatives)) + ")", re.IGNORECASE)

    def predict(self, snippet: dict) -> list[Mention]:
        text = snippet["text"]
        starts = _line_starts(text)
        out = []
        for m in self._pattern.finditer(text):
            line = bisect.bisect_right(starts, m.start())
            for concept in sorted(self._owners[m.group(0).casefold()]):
                out.append(Mention(snippet["id"], line, m.start(), m.end(), concept, m.group(0)))
        return out


# -- the report -------------------------------------------------------------------------------------
@dataclass
class Report:
    overall: Result
    by_kind: dict[str, Result]
    by_package: dict[str, Result]
    snippets: dict[str, dict]
    per_snippet: dict[str, Result]
    by_region: dict[str, Result] = field(default_factory=dict)
    by_language: dict[str, Result] = field(default_factory=dict)
    by_concept: dict[str, Result] = field(default_factory=dict)
    by_family: dict[str, Result] = field(default_factory=dict)  # the stem of the concept's file
    abbreviations: Result = field(default_factory=Result)
    on_code: list[Mention] = field(default_factory=list)  # predictions that fall on code


def _language_of(snippet: dict, sources: dict) -> str:
    src = sources.get(snippet["package"])
    return getattr(src, "lang", "en")


def evaluate(data: Path = DATA, engine: Engine | NaiveGrep | None = None,
             languages: Collection[str] | None = None) -> Report:
    """The scores of the set; with ``languages``, of the snippets in those natural languages only."""
    snippets, labels = load(data)
    sources = _sources()
    if languages is not None:
        snippets = [s for s in snippets if _language_of(s, sources) in languages]
    forms = {c.id: c for c in glossary_forms.concepts()}
    engine = engine or Engine()
    report = Report(Result(), {}, {}, {s["id"]: s for s in snippets}, {})
    for s in snippets:
        gold = gold_mentions(s, labels[s["id"]])
        predicted = engine.predict(s)
        result = score_snippet(gold, predicted)
        report.per_snippet[s["id"]] = result
        report.overall.add(result)
        kind = sources[s["package"]].kind if s["package"] in sources else "?"
        report.by_kind.setdefault(kind, Result()).add(result)
        report.by_package.setdefault(s["package"], Result()).add(result)
        report.by_language.setdefault(_language_of(s, sources), Result()).add(result)
        region = region_of(s)
        for part, where in scoring.split(result, lambda m: region(m.start)):
            report.by_region.setdefault(where, Result()).add(part)
        for part, concept in scoring.split(result, lambda m: m.concept):
            report.by_concept.setdefault(concept, Result()).add(part)
        for part, family in scoring.split(result, lambda m: forms[m.concept].family if m.concept in forms else "?"):
            report.by_family.setdefault(family, Result()).add(part)
        report.abbreviations.add(_abbreviation_part(result, forms))
        report.on_code += [p for p in predicted if region(p.start) == CODE]
    return report


def _abbreviation_part(result: Result, forms: dict) -> Result:
    """Gold abbreviation mentions (``glossary_forms.is_abbreviation``) and the predictions paired
    with them; false positives whose matched text is an abbreviation of their concept."""
    def abbreviation(m: Mention) -> bool:
        return m.concept in forms and glossary_forms.is_abbreviation(m.text, forms[m.concept])
    return Result([(g, p) for g, p in result.tp if abbreviation(g)], [m for m in result.fp if abbreviation(m)],
                  [m for m in result.fn if abbreviation(m)])


def sets_for(choice: str) -> list[str]:
    """The sets ``--set choice`` reports: ``all`` is every set but the sealed ones."""
    return [name for name in SET_DATA if name not in SEALED] if choice == "all" else [choice]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", choices=[*SET_DATA, "all"], default="all", dest="corpus",
                        help=f"one set, or all but the sealed ones ({', '.join(sorted(SEALED))})")
    parser.add_argument("--errors", action="store_true", help="list every false positive and false negative")
    parser.add_argument("--concepts", action="store_true", help="figures per concept")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--language", action="append", default=None, metavar="LANG",
                        help="only the snippets in this natural language (repeatable: en, fr, nl, bn, zh-Hans, ja, es, de)")
    parser.add_argument("--in-files", action="store_true",
                        help="analyse each snippet's whole file in its package (downloads the pinned artifacts)")
    parser.add_argument("--download-dir", type=Path, default=corpus.DEFAULT_DOWNLOADS)
    args = parser.parse_args(argv)
    if args.corpus in SEALED and (args.errors or args.concepts or args.json):
        parser.error(f"the {args.corpus} set is sealed: it reports aggregate figures only "
                     "(overall, per language, per concept family); --errors, --concepts and --json are refused")
    names = sets_for(args.corpus)
    engine, grep = (InFileEngine(args.download_dir) if args.in_files else Engine()), NaiveGrep()
    out = {}
    for name in names:
        report = evaluate(SET_DATA[name], engine, args.language)
        if name in SEALED:
            eval_report.print_sealed(name, report)
            continue
        baseline = evaluate(SET_DATA[name], grep, args.language)
        if args.json:
            out[name] = {**eval_report.figures(report), "naive_grep": eval_report.figures(baseline)}
        else:
            eval_report.print_report(name, report, baseline, args)
    if args.json:
        print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
