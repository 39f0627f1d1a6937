"""Detection quality on the hand-labelled evaluation sets (tests/eval/data, docs/evaluation.md).

Reads the committed snippets and labels only (no network) and scores the engine exactly as
``ai-glossary scan`` runs it, through ``tests/eval/tools/evaluate.py``.

Targets on the first set: precision >= 0.95, recall >= 0.90; on each set: precision >= 0.97,
recall >= 0.93, recall >= 0.90 in French, Dutch and Bengali, recall >= 0.85 on abbreviation
mentions, no code line flagged. The ones the
current engine meets are asserted here as floors; the others are reported in docs/evaluation.md
("Targets") and by ``python tests/eval/tools/evaluate.py``.

The second set's windows in Simplified Chinese, Japanese, Spanish and German (``NEW_LANGUAGES`` of
build_corpus.py) are scored on their own, not in the floors above: 67 to 94 mentions per language, so
one mention moves a language's figures by 1 to 1.5 points. Together (329 mentions; measured P 0.997,
R 0.948) they are held to the precision and recall targets. Each meets precision >= 0.97 and recall
>= 0.90 on its own (Chinese P 1.000 / R 0.966, Japanese 0.989 / 0.979, Spanish 1.000 / 0.900, German
1.000 / 0.940), asserted per language; ``python tests/eval/tools/evaluate.py --set second --language
ja`` reports each language.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parent / "data"
SECOND = DATA / "second"
THIRD = DATA / "third"  # sealed until it had served nine measurements; now development text (docs/evaluation.md)
FOURTH = DATA / "fourth"  # sealed like the third; no test runs the engine on it (docs/evaluation.md)
FIFTH = DATA / "fifth"  # sealed like the third and the fourth; no test runs the engine on it
SIXTH = DATA / "sixth"  # sealed for two measurements; now development text (docs/evaluation.md)
SEVENTH = DATA / "seventh"  # sealed for two measurements; now development text (docs/evaluation.md)
EIGHTH = DATA / "eighth"  # sealed for two measurements; now development text (docs/evaluation.md)
NINTH = DATA / "ninth"  # sealed for two measurements; now development text (docs/evaluation.md)
TENTH = DATA / "tenth"  # sealed for two measurements; now development text (docs/evaluation.md)
ELEVENTH = DATA / "eleventh"  # sealed for two measurements; now development text (docs/evaluation.md)
TWELFTH = DATA / "twelfth"  # sealed for two measurements; now development text (docs/evaluation.md)
THIRTEENTH = DATA / "thirteenth"  # sealed for two measurements; now development text (docs/evaluation.md)
FOURTEENTH = DATA / "fourteenth"  # sealed for two measurements; now development text (docs/evaluation.md)
FIFTEENTH = DATA / "fifteenth"  # sealed like the fourth and fifth; no test runs the engine on it
SIXTEENTH = DATA / "sixteenth"  # sealed for two measurements; now development text (docs/evaluation.md)
SEVENTEENTH = DATA / "seventeenth"  # sealed for two measurements; now development text (docs/evaluation.md)
EIGHTEENTH = DATA / "eighteenth"  # sealed (English and French); no test runs the engine on it
NINETEENTH = DATA / "nineteenth"  # sealed (Bengali and Dutch only); no test runs the engine on it
TWENTIETH = DATA / "twentieth"  # development text (English and French), labelled blind; not sealed
TWENTYFIRST = DATA / "twentyfirst"  # development text labelled blind (Bengali and Dutch only); not sealed
TWENTYSECOND = DATA / "twentysecond"  # development text labelled blind (English and French only); not sealed
TWENTYTHIRD = DATA / "twentythird"  # development text labelled blind (Bengali and Dutch only); not sealed
TWENTYFOURTH = DATA / "twentyfourth"  # development text labelled blind (English and French only); not sealed
TWENTYSIXTH = DATA / "twentysixth"  # development text labelled blind (English and French only); not sealed
TWENTYSEVENTH = DATA / "twentyseventh"  # development text labelled blind (French only); not sealed
TWENTYFIFTH = DATA / "twentyfifth"  # development text labelled blind (Bengali and Dutch only); not sealed
TWENTYNINTH = DATA / "twentyninth"  # development text labelled blind (French only, many authors); not sealed
THIRTIETH = DATA / "thirtieth"  # development text labelled blind (Bengali and Dutch only); not sealed
THIRTYFIRST = DATA / "thirtyfirst"  # development text labelled blind (English only, many authors); not sealed
TWENTYEIGHTH = DATA / "twentyeighth"  # development text labelled blind (English code comments only); not sealed
THIRTYSECOND = DATA / "thirtysecond"  # development text labelled blind (English only: collectives, serving); not sealed
THIRTYTHIRD = DATA / "thirtythird"  # development text labelled blind (French only, language-model basics); not sealed
THIRTYSIXTH = DATA / "thirtysixth"  # development text labelled blind (French and Dutch: serving, hardware); not sealed
THIRTYFOURTH = DATA / "thirtyfourth"  # development text labelled blind (English only: serving, training methods); not sealed
THIRTYFIFTH = DATA / "thirtyfifth"  # development text labelled blind (English code comments, many authors); not sealed
THIRTYSEVENTH = DATA / "thirtyseventh"  # development text labelled blind (English only: collectives, training methods); not sealed
THIRTYEIGHTH = DATA / "thirtyeighth"  # development text labelled blind (English only: serving, LM basics, training methods); not sealed
THIRTYNINTH = DATA / "thirtyninth"  # development text labelled blind (French and Dutch: training methods, frameworks); not sealed
FORTIETH = DATA / "fortieth"  # development text labelled blind (English code comments: collectives, parallelism, serving); not sealed
FORTYFIRST = DATA / "fortyfirst"  # development text labelled blind (French, Dutch, Bengali: serving, LM basics, collectives); not sealed
FORTYSECOND = DATA / "fortysecond"  # development text labelled blind (English only: a real mix of families, many authors); not sealed
FORTYTHIRD = DATA / "fortythird"  # development text labelled blind (French and Dutch: a mix of families, many authors); not sealed
FORTYFOURTH = DATA / "fortyfourth"  # development text labelled blind (English only: training methods, collectives, serving, LM basics); not sealed
FORTYFIFTH = DATA / "fortyfifth"  # development text labelled blind (French and Dutch: four thin families, many authors); not sealed
FORTYSIXTH = DATA / "fortysixth"  # development text labelled blind (English only: four thin families, many authors); not sealed
FORTYSEVENTH = DATA / "fortyseventh"  # development text labelled blind (English only: a real mix of families, many authors); not sealed
FORTYEIGHTH = DATA / "fortyeighth"  # development text labelled blind (English only: notebooks, reStructuredText, C++/CUDA comments); not sealed
FORTYNINTH = DATA / "fortyninth"  # development text labelled blind (English only: collectives, serving, LM basics, training methods; many authors); not sealed
FIFTIETH = DATA / "fiftieth"  # development text labelled blind (English only: comments and docs of Rust, Go, C++/CUDA, TypeScript/JavaScript and YAML ML projects); not sealed
FIFTYFIRST = DATA / "fiftyfirst"  # development text labelled blind (French, Dutch and Bengali: text written by people in those languages, any family); not sealed
FIFTYSECOND = DATA / "fiftysecond"  # development text labelled blind (English only: docstrings and comments of Python ML packages and research code); not sealed
FIFTYTHIRD = DATA / "fiftythird"  # development text labelled blind (English only: pages on the subjects of four glossary files, with three traps); not sealed
FIFTYFOURTH = DATA / "fiftyfourth"  # development text labelled blind (Simplified Chinese and Japanese written by people, with two traps); not sealed
FIFTYFIFTH = DATA / "fiftyfifth"  # development text labelled blind (Spanish and German: text written by people in those languages, any family); not sealed
FIFTYSEVENTH = DATA / "fiftyseventh"  # development text labelled blind (a second sample of Simplified Chinese and Japanese written by people, with two traps); not sealed
FIFTYEIGHTH = DATA / "fiftyeighth"  # development text labelled blind (a second sample of Spanish and German written by people, on glossary-family subjects, with two traps); not sealed
FIFTYNINTH = DATA / "fiftyninth"  # development text labelled blind (English, French and Dutch on three thin families, with two traps); not sealed
SIXTIETH = DATA / "sixtieth"  # development text labelled blind (German and Simplified Chinese on three thin families, with two traps); not sealed
SIXTYFIRST = DATA / "sixtyfirst"  # development text labelled blind (Japanese and Spanish on three thin families, with two traps); not sealed
SIXTYSECOND = DATA / "sixtysecond"  # development text labelled blind (English, French and Dutch on language-model basics, with two traps); not sealed
SIXTYTHIRD = DATA / "sixtythird"  # development text labelled blind (English and French on training methods, with two traps); not sealed
SIXTYFOURTH = DATA / "sixtyfourth"  # development text labelled blind (Simplified Chinese, Japanese, Spanish and German on language-model basics, with two traps); not sealed
SIXTYFIFTH = DATA / "sixtyfifth"  # development text labelled blind (English, French and Dutch on collectives and serving, with two traps); not sealed
SIXTYSIXTH = DATA / "sixtysixth"  # development text labelled blind (Simplified Chinese, Japanese, Spanish and German on collectives and serving, with two traps); not sealed
SIXTYSEVENTH = DATA / "sixtyseventh"  # development text labelled blind (English comments and docstrings of ML code on training methods, collectives and serving, with three trap files); not sealed
SIXTYEIGHTH = DATA / "sixtyeighth"  # development text labelled blind (Spanish, German, Simplified Chinese and Japanese on training methods, with two traps); not sealed
SIXTYNINTH = DATA / "sixtyninth"  # development text labelled blind (English comments and docstrings of whole ML classes, functions and files on serving, collectives and training methods, with three trap files); not sealed
SEVENTIETH = DATA / "seventieth"  # development text labelled blind (Simplified Chinese and Japanese comments and docstrings of ML code, with two traps); not sealed
# every set, in the order of build_corpus.SETS (the first set's folder is tests/eval/data itself)
SETS = [DATA, SECOND, THIRD, FOURTH, FIFTH, SIXTH, SEVENTH, EIGHTH, NINTH, TENTH, ELEVENTH, TWELFTH, THIRTEENTH,
        FOURTEENTH, FIFTEENTH, SIXTEENTH, SEVENTEENTH, EIGHTEENTH, NINETEENTH, TWENTIETH, TWENTYFIRST, TWENTYSECOND,
        TWENTYTHIRD, TWENTYFOURTH, TWENTYSIXTH, TWENTYSEVENTH, TWENTYFIFTH, TWENTYNINTH, THIRTIETH, THIRTYFIRST,
        TWENTYEIGHTH, THIRTYSECOND, THIRTYTHIRD, THIRTYSIXTH, THIRTYFOURTH, THIRTYFIFTH, THIRTYSEVENTH,
        THIRTYEIGHTH, THIRTYNINTH, FORTIETH, FORTYFIRST, FORTYSECOND, FORTYTHIRD, FORTYFOURTH, FORTYFIFTH,
        FORTYSIXTH, FORTYSEVENTH, FORTYEIGHTH, FORTYNINTH, FIFTIETH, FIFTYFIRST, FIFTYSECOND, FIFTYTHIRD, FIFTYFOURTH, FIFTYFIFTH, FIFTYSEVENTH, FIFTYEIGHTH, FIFTYNINTH, SIXTIETH, SIXTYFIRST, SIXTYSECOND, SIXTYTHIRD, SIXTYFOURTH, SIXTYFIFTH, SIXTYSIXTH, SIXTYSEVENTH, SIXTYEIGHTH, SIXTYNINTH, SEVENTIETH]
SET_NAMES = ["first", "second", *(data.name for data in SETS[2:])]

PRECISION_TARGET = 0.95
ISSUE_PRECISION_TARGET = 0.97  # on each set; met on both
ISSUE_RECALL_TARGET = 0.93  # on each set; met on both
LANGUAGE_RECALL_TARGET = 0.90  # in each of French, Dutch and Bengali; met on the second set
ABBREVIATION_RECALL_TARGET = 0.85  # on each set; met on both
# Trap snippets (packages where the words have their everyday sense: requests, scikit-learn, numpy,
# pymongo, jupyterlab, hatch-jupyter-builder, luigi; 75 snippets). Observed today: 0 false
# positives. One is allowed as headroom for a single borderline case; a systematic regression (a
# context word that also fires in the ordinary sense, e.g. "stage" for "pipeline", which was tried
# and hit two MongoDB "aggregation pipeline stage" lines at once) shows up as two or more. The same
# rule holds for the 27 trap snippets of the second set (scrapy, apache-beam, django, pyarrow,
# matplotlib, kombu; observed: 0).
MAX_TRAP_FALSE_POSITIVES = 1
MAX_FALSE_POSITIVES_PER_TRAP_SNIPPET = 1


def _load_evaluate():
    path = Path(__file__).resolve().parent / "tools" / "evaluate.py"
    spec = importlib.util.spec_from_file_location("_eval_evaluate", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


evaluate = _load_evaluate()


@pytest.fixture(scope="module")
def engine():
    return evaluate.Engine()


@pytest.fixture(scope="module")
def report(engine):
    return evaluate.evaluate(DATA, engine)


NEW_LANGUAGES = evaluate.corpus.NEW_LANGUAGES
FIRST_LANGUAGES = ("en", "fr", "nl", "bn")


@pytest.fixture(scope="module")
def second(engine):
    return evaluate.evaluate(SECOND, engine, FIRST_LANGUAGES)


@pytest.fixture(scope="module")
def second_new_languages(engine):
    return evaluate.evaluate(SECOND, engine, NEW_LANGUAGES)


def _describe(result) -> str:
    lines = [f"P={result.precision:.3f} R={result.recall:.3f} tp={len(result.tp)} fp={len(result.fp)} fn={len(result.fn)}"]
    lines += [f"FP {m.snippet}:{m.line} {m.text!r} -> {m.concept}" for m in result.fp[:40]]
    lines += [f"FN {m.snippet}:{m.line} {m.text!r} -> {m.concept}" for m in result.fn[:40]]
    return "\n".join(lines)


def _records(data: Path, name: str) -> list[dict]:
    return [json.loads(line) for line in (data / name).open(encoding="utf-8")]


@pytest.mark.parametrize("data", SETS, ids=SET_NAMES)
def test_data_is_consistent(data, engine):
    snippets, labels = _records(data, "snippets.jsonl"), _records(data, "labels.jsonl")
    ids = [s["id"] for s in snippets]
    assert len(ids) == len(set(ids))
    assert sorted(ids) == sorted(r["id"] for r in labels)
    for s in snippets:
        assert set(s) == {"id", "package", "version", "path", "start_line", "language", "text"}
        # a stored page of the ninth to sixteenth sets is the beginning the page store holds, at times
        # shorter (one line); a tenth-set page with no blank line before its sixtieth line is cut line
        # by line where the builder finds no paragraph break (build_corpus.consecutive_windows); one
        # thirteenth-set page ends in a 107-line program in one fence, kept in one window of up to 130
        # lines (thirteenth_set.py) so that no window starts inside the fence
        low = {NINTH: 5, TENTH: 1, ELEVENTH: 1, TWELFTH: 1, THIRTEENTH: 1, FOURTEENTH: 1,
               FIFTEENTH: 1, SIXTEENTH: 1, SEVENTEENTH: 1, EIGHTEENTH: 1, TWENTIETH: 1, TWENTYFIRST: 1,
               TWENTYSECOND: 1, TWENTYTHIRD: 1, TWENTYFOURTH: 1, TWENTYSIXTH: 1, TWENTYSEVENTH: 1,
               TWENTYFIFTH: 1, TWENTYNINTH: 1, THIRTIETH: 1, THIRTYFIRST: 1, THIRTYSECOND: 1,
               THIRTYTHIRD: 1, THIRTYSIXTH: 1, THIRTYFOURTH: 1, THIRTYFIFTH: 1, THIRTYSEVENTH: 1,
               THIRTYEIGHTH: 1, THIRTYNINTH: 1, FORTIETH: 1, FORTYFIRST: 1, FORTYSECOND: 1, FORTYTHIRD: 1,
               FORTYFOURTH: 1, FORTYFIFTH: 1, FORTYSIXTH: 1, FORTYSEVENTH: 1, FORTYEIGHTH: 1, FORTYNINTH: 1, FIFTIETH: 1, FIFTYFIRST: 1, FIFTYSECOND: 1, FIFTYTHIRD: 1, FIFTYFOURTH: 1, FIFTYFIFTH: 1, FIFTYSEVENTH: 1, FIFTYEIGHTH: 1, FIFTYNINTH: 1, SIXTIETH: 1, SIXTYFIRST: 1, SIXTYSECOND: 1, SIXTYTHIRD: 1, SIXTYFOURTH: 1, SIXTYFIFTH: 1, SIXTYSIXTH: 1, SIXTYSEVENTH: 1, SIXTYEIGHTH: 1, SIXTYNINTH: 1, SEVENTIETH: 1}.get(data, 10)
        high = 130 if data == THIRTEENTH and s["package"] == "phicookbook-rust-inference-bn" else 60
        high = 100 if data == SEVENTEENTH and s["package"] == "nptmodel-readme-bn" else high  # a 78-line fence
        high = 100 if data == SIXTYNINTH else high  # a whole class, function or file of up to 95 lines in one window
        high = 150 if data == SEVENTIETH else high  # whole classes or functions of ML code, one window each (seventieth_set.py)
        assert low <= s["text"].count("\n") <= high, s["id"]
    by_id = {s["id"]: s for s in snippets}
    known = set(engine._compiled.glossary.concepts)
    for r in labels:
        evaluate.gold_mentions(by_id[r["id"]], r["gold"])  # raises when a label does not match the text
        for g in r["gold"]:
            assert g["concept"] in known, (r["id"], g)
    # the thirtieth (Bengali and Dutch, many authors) holds 40: fresh Bengali and Dutch text on ML ran short, and
    # much of what was found is trap text (tests/eval/data/thirtieth/README.md); the forty-fifth (French and Dutch,
    # four thin families) 95: fresh French and Dutch text on these families ran short, and dense sources were cut to
    # keep each family under 30 % of the set (tests/eval/data/fortyfifth/README.md); the sixty-ninth (English ML code
    # taken as whole classes, functions and files) 35: code windows chosen by structure hold little prose
    # (tests/eval/data/sixtyninth/README.md)
    assert sum(len(r["gold"]) for r in labels) >= {DATA: 400, THIRTIETH: 40, FORTYFIFTH: 90, FIFTYFIRST: 75, SIXTYNINTH: 35}.get(data, 120)


@pytest.mark.parametrize("data", SETS, ids=SET_NAMES)
def test_labels_are_frozen(data):
    """Labels change only when they break tests/eval/data/GUIDELINES.md: whoever changes one updates
    labels.sha256 and lists the change under "Label changes" in docs/evaluation.md."""
    digest = hashlib.sha256((data / "labels.jsonl").read_bytes()).hexdigest()
    assert digest == (data / "labels.sha256").read_text(encoding="utf-8").strip()


@pytest.mark.parametrize("name", SET_NAMES[2:])  # the sets after the first two
def test_a_sealed_set_is_independent_of_the_sets_before_it(name):
    """Its sources are in no earlier set (by the sets' source lists, so that the sealed snippets of
    another set are never read here), it holds no huggingface/transformers translated docs (an
    independent check uses them) and it has prose in each of English, French, Dutch and Bengali (the
    sixteenth: English and French, its only languages)."""
    names = list(evaluate.corpus.SETS)
    earlier = [evaluate.corpus.SETS[n].sources for n in names[:names.index(name)]]
    earlier_names = {src.name for sources in earlier for src in sources}
    earlier_repos = {src.repo for sources in earlier for src in sources if isinstance(src, evaluate.corpus.RepoText)}
    sources = {src.name: src for src in evaluate.corpus.SETS[name].sources}
    snippets = _records(evaluate.SET_DATA[name], "snippets.jsonl")
    assert {s["package"] for s in snippets} <= set(sources)
    assert not set(sources) & earlier_names
    repos = {src.repo for src in sources.values() if isinstance(src, evaluate.corpus.RepoText)}
    assert "huggingface/transformers" not in repos and not repos & earlier_repos
    non_blank: dict[str, int] = {}
    for s in snippets:
        language = getattr(sources[s["package"]], "lang", "en")
        non_blank[language] = non_blank.get(language, 0) + sum(1 for line in s["text"].splitlines() if line.strip())
    # the twenty-seventh (development text, French only) holds 356 non-blank lines: its fresh French sources on
    # distributed and memory-saving training ran short (tests/eval/data/twentyseventh/README.md); the thirtieth
    # (Bengali and Dutch, many authors) 342, for the same reason (tests/eval/data/thirtieth/README.md); the
    # thirty-first (English only) 324: pages whose paragraphs are single long lines, eight of its dense texts cut
    # to hold about 15 mentions a source (tests/eval/data/thirtyfirst/README.md); the thirty-third (French only,
    # language-model basics and training methods) 356: small samples from many authors, pages that are the short
    # beginnings the page store holds (tests/eval/data/thirtythird/README.md); the thirty-sixth (French and Dutch,
    # serving, hardware and collectives) 368: fresh French and Dutch text on these subjects ran short, and its pages
    # are the short beginnings the page store holds (tests/eval/data/thirtysixth/README.md); the thirty-fourth
    # (English only, serving and training methods) 297: dense pages and files cut to hold about 15 mentions a
    # source (tests/eval/data/thirtyfourth/README.md); the thirty-seventh (English only, collectives and training
    # methods) 293, for the same reason, its pages being the short beginnings the page store holds
    # (tests/eval/data/thirtyseventh/README.md); the thirty-eighth (English only, serving, language-model basics and
    # training methods) 426, for the same reasons (tests/eval/data/thirtyeighth/README.md); the thirty-ninth (French
    # and Dutch, training methods and frameworks) 195: fresh French, Dutch and Bengali text on these subjects ran
    # short, and its pages are the short beginnings the page store holds, whose paragraphs are single long lines
    # (tests/eval/data/thirtyninth/README.md); the forty-third (French and Dutch, a mix of families) 373, for the same
    # reasons (tests/eval/data/fortythird/README.md); the forty-fifth (French and Dutch, four thin families) 263, for
    # the same reasons, dense pages cut to keep each family under 30 % (tests/eval/data/fortyfifth/README.md); the
    # fifty-first (French, Dutch and Bengali written by people) 369, built short of its brief (its README.md); the
    # fifty-third (English only, four thin families) 203: short page beginnings, built short of its brief (its README.md);
    # the fifty-fourth (Simplified Chinese and Japanese written by people) 300: short page beginnings and excerpts, built
    # short of its brief (its README.md); the fifty-fifth (Spanish and German written by people) 270: short page
    # beginnings whose paragraphs are single long lines, built short of its brief (its README.md); the fifty-seventh
    # (a second sample of Simplified Chinese and Japanese written by people) 200: short excerpts of notes, built short
    # of its brief (its README.md); the fifty-eighth (a second sample of Spanish and German written by
    # people) 350: excerpts of sections chosen by subject, 20 windows (its README.md); the fifty-ninth (English,
    # French and Dutch, three thin families) 290: short page beginnings, dense pages cut to hold about 15 mentions a
    # source, Dutch and Bengali text short of its brief (its README.md); the sixtieth (German and Simplified Chinese,
    # three thin families) 360: page beginnings and section excerpts, 26 windows (its README.md); the sixty-first
    # (Japanese and Spanish, three thin families) 290: short page beginnings and section excerpts, 21 windows (its README.md); the
    # sixty-second (English, French and Dutch, language-model basics) 200: short page beginnings, 20 windows (its README.md); the
    # sixty-third (English and French, training methods) 200: short page beginnings, 20 windows (its README.md); the
    # sixty-fourth (Simplified Chinese, Japanese, Spanish and German, language-model basics) 210: short page beginnings, 17 windows (its README.md); the
    # sixty-fifth (English, French and Dutch, collectives and serving) 180: page beginnings cut to twelve lines, 19 windows (its README.md); the
    # sixty-sixth (the same four languages as the sixty-fourth, collectives and serving) 150: page beginnings cut to sixteen lines of text (its README.md); the
    # sixty-eighth (the same four languages, training methods) 100: page beginnings cut to sixteen lines of text, many of them long paragraphs (its README.md)
    assert sum(non_blank.values()) >= {"third": 400, "twentyseventh": 350, "thirtieth": 340, "thirtyfirst": 300,
                                       "thirtythird": 350, "thirtysixth": 350, "thirtyfourth": 290,
                                       "thirtyseventh": 290, "thirtyeighth": 420, "thirtyninth": 190,
                                       "fortythird": 370, "fortyfifth": 260, "fiftyfirst": 360,
                                       "fiftythird": 200, "fiftyfourth": 300, "fiftyfifth": 270, "fiftyseventh": 200, "fiftyeighth": 350, "fiftyninth": 290, "sixtieth": 360, "sixtyfirst": 290, "sixtysecond": 200, "sixtythird": 200, "sixtyfourth": 210, "sixtyfifth": 180, "sixtysixth": 150, "sixtyeighth": 100}.get(name, 500)
    # the sixteenth set holds English and French text only, the seventeenth Dutch and Bengali only; the
    # twentieth, twenty-second, twenty-fourth and twenty-sixth (development sets, labelled blind like the sealed
    # ones) English and French only, the twenty-seventh, twenty-ninth and thirty-third French only, the twenty-first,
    # twenty-third, twenty-fifth and thirtieth Bengali and Dutch only, the twenty-eighth, thirty-first,
    # thirty-second, thirty-fourth, thirty-fifth, thirty-seventh, thirty-eighth, fortieth, forty-second,
    # forty-fourth, forty-sixth, forty-seventh, forty-eighth, forty-ninth, fiftieth, fifty-second, fifty-third and sixty-seventh English only, the thirty-sixth, thirty-ninth, forty-third
    # and forty-fifth French and Dutch
    # only, the forty-first and fifty-first French, Dutch and Bengali, the fifty-fourth Simplified Chinese and Japanese,
    # the fifty-fifth Spanish and German, the fifty-seventh Simplified Chinese and Japanese, the fifty-eighth Spanish and German,
    # the fifty-ninth English, French and Dutch (no Bengali found outside earlier sets' sources, its README.md),
    # the sixtieth German and Simplified Chinese, the sixty-first Japanese and Spanish, the sixty-second English, French and
    # Dutch (no Bengali found outside earlier sets' sources, its README.md), the sixty-third English and French (no Dutch or
    # Bengali found outside earlier sets' sources, its README.md), the sixty-fourth Simplified Chinese, Japanese, Spanish and
    # German, the sixty-fifth English, French and Dutch (no Bengali found outside earlier sets' sources, its README.md), the
    # sixty-sixth and sixty-eighth Simplified Chinese, Japanese, Spanish and German, the seventieth Simplified Chinese and
    # Japanese (code comments and docstrings)
    languages = {"sixteenth": {"en", "fr"}, "seventeenth": {"nl", "bn"}, "eighteenth": {"en", "fr"},
                 "nineteenth": {"nl", "bn"}, "twentieth": {"en", "fr"}, "twentyfirst": {"nl", "bn"},
                 "twentysecond": {"en", "fr"}, "twentythird": {"nl", "bn"},
                 "twentyfourth": {"en", "fr"}, "twentysixth": {"en", "fr"}, "twentyseventh": {"fr"},
                 "twentyfifth": {"nl", "bn"}, "twentyninth": {"fr"}, "thirtieth": {"nl", "bn"},
                 "thirtyfirst": {"en"}, "twentyeighth": {"en"}, "thirtysecond": {"en"},
                 "thirtythird": {"fr"}, "thirtysixth": {"fr", "nl"}, "thirtyfourth": {"en"},
                 "thirtyfifth": {"en"}, "thirtyseventh": {"en"}, "thirtyeighth": {"en"}, "thirtyninth": {"fr", "nl"},
                 "fortieth": {"en"}, "fortyfirst": {"fr", "nl", "bn"}, "fortysecond": {"en"},
                 "fortythird": {"fr", "nl"}, "fortyfourth": {"en"}, "fortyfifth": {"fr", "nl"},
                 "fortysixth": {"en"}, "fortyseventh": {"en"}, "fortyeighth": {"en"}, "fortyninth": {"en"}, "fiftieth": {"en"}, "fiftyfirst": {"fr", "nl", "bn"}, "fiftysecond": {"en"}, "fiftythird": {"en"}, "fiftyfourth": {"zh-Hans", "ja"}, "fiftyfifth": {"es", "de"}, "fiftyseventh": {"zh-Hans", "ja"}, "fiftyeighth": {"es", "de"}, "fiftyninth": {"en", "fr", "nl"}, "sixtieth": {"de", "zh-Hans"}, "sixtyfirst": {"ja", "es"}, "sixtysecond": {"en", "fr", "nl"}, "sixtythird": {"en", "fr"}, "sixtyfourth": {"zh-Hans", "ja", "es", "de"}, "sixtyfifth": {"en", "fr", "nl"}, "sixtysixth": {"zh-Hans", "ja", "es", "de"}, "sixtyseventh": {"en"}, "sixtyeighth": {"zh-Hans", "ja", "es", "de"}, "sixtyninth": {"en"}, "seventieth": {"zh-Hans", "ja"}}.get(
                     name, {"en", "fr", "nl", "bn"})
    assert set(non_blank) == languages


def test_second_set_is_independent_and_large_enough():
    snippets = _records(SECOND, "snippets.jsonl")
    sources = evaluate._sources()
    first = {s["package"] for s in _records(DATA, "snippets.jsonl")}
    packages = {s["package"] for s in snippets if isinstance(sources[s["package"]], evaluate.corpus.Package)}
    assert len(packages) >= 10 and not packages & first
    lines = {s["id"]: s["text"].count("\n") for s in snippets}
    trap = sum(lines[s["id"]] for s in snippets if sources[s["package"]].kind == "trap")
    # a third of the lines are traps, in the set the floors are asserted on (the new languages'
    # windows are ML text, kept out of those floors: see the module's docstring)
    asserted = sum(lines[s["id"]] for s in snippets if sources[s["package"]].lang not in NEW_LANGUAGES)
    assert asserted >= 450 and 3 * trap >= asserted
    prose_lines: dict[str, int] = {}
    for s in snippets:
        lang = sources[s["package"]].lang
        prose_lines[lang] = prose_lines.get(lang, 0) + sum(1 for line in s["text"].splitlines() if line.strip())
    assert prose_lines["fr"] >= 80 and prose_lines["nl"] >= 40 and prose_lines["bn"] >= 40, prose_lines
    assert all(prose_lines[lang] >= 40 for lang in NEW_LANGUAGES), prose_lines
    assert set(prose_lines) == {*FIRST_LANGUAGES, *NEW_LANGUAGES}


def test_the_new_languages_are_scored_each_on_its_own(second_new_languages):
    """Each new language has gold mentions and its own figures; none of its predictions is on code."""
    by_language = second_new_languages.by_language
    assert set(by_language) == set(NEW_LANGUAGES)
    for language, result in by_language.items():
        assert len(result.tp) + len(result.fn) >= 8, (language, _describe(result))
    on_code = second_new_languages.on_code
    assert not on_code, [f"{m.snippet}:{m.line} {m.text!r} -> {m.concept}" for m in on_code]


def test_the_new_languages_meet_the_targets_together(second_new_languages):
    result = second_new_languages.overall
    assert result.precision >= ISSUE_PRECISION_TARGET, _describe(result)
    assert result.recall >= ISSUE_RECALL_TARGET, _describe(result)


@pytest.mark.parametrize("language", NEW_LANGUAGES)
def test_each_new_language_at_the_bar(second_new_languages, language):
    result = second_new_languages.by_language[language]
    assert result.precision >= ISSUE_PRECISION_TARGET, _describe(result)
    assert result.recall >= LANGUAGE_RECALL_TARGET, _describe(result)


@pytest.mark.parametrize("which", ["report", "second"])
def test_recall_target(which, request):
    result = request.getfixturevalue(which).overall
    assert result.recall >= ISSUE_RECALL_TARGET, _describe(result)


@pytest.mark.parametrize("language", ["fr", "nl", "bn"])
def test_recall_target_in_each_language(second, language):
    result = second.by_language[language]
    assert result.recall >= LANGUAGE_RECALL_TARGET, _describe(result)


@pytest.mark.parametrize("which", ["report", "second"])
def test_precision_target(which, request):
    result = request.getfixturevalue(which).overall
    assert result.precision >= PRECISION_TARGET, _describe(result)
    assert result.precision >= ISSUE_PRECISION_TARGET, _describe(result)


@pytest.mark.parametrize("which", ["report", "second"])
def test_abbreviation_recall_target(which, request):
    result = request.getfixturevalue(which).abbreviations
    assert result.recall >= ABBREVIATION_RECALL_TARGET, _describe(result)


@pytest.mark.parametrize("which", ["report", "second"])
def test_no_code_line_is_flagged(which, request):
    on_code = request.getfixturevalue(which).on_code
    assert not on_code, [f"{m.snippet}:{m.line} {m.text!r} -> {m.concept}" for m in on_code]


@pytest.mark.parametrize(("which", "minimum"), [("report", 60), ("second", 20)])
def test_trap_snippets_stay_quiet(which, minimum, request):
    result = request.getfixturevalue(which)
    kinds = evaluate._package_kinds()
    trap = [sid for sid, s in result.snippets.items() if kinds[s["package"]] == "trap"]
    assert len(trap) >= minimum
    per_snippet = {sid: len(result.per_snippet[sid].fp) for sid in trap}
    total = sum(per_snippet.values())
    noisy = {sid: n for sid, n in per_snippet.items() if n > MAX_FALSE_POSITIVES_PER_TRAP_SNIPPET}
    details = [f"{m.snippet}:{m.line} {m.text!r} -> {m.concept}" for sid in trap for m in result.per_snippet[sid].fp]
    assert total <= MAX_TRAP_FALSE_POSITIVES, details
    assert not noisy, details
