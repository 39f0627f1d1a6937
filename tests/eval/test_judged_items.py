"""The judged words of whole package files (tests/eval/data/judged) and the tool that scores them
(tests/eval/tools/judged_items.py): the data is whole and consistent, the pinned artifacts are fetched
exactly and checked, and the figures are weighted as the docs say. No network: the packages here are
built in a temporary folder."""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import io
import json
import tarfile
import zipfile
from pathlib import Path

import pytest

from ai_glossary.core.glossary.builtin import load_builtin

_SPEC = importlib.util.spec_from_file_location("_eval_judged_items", Path(__file__).parent / "tools" / "judged_items.py")
judged = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(judged)


def test_every_item_names_a_pinned_package_a_concept_and_a_verdict():
    packages, items = judged.load()
    concepts = set(load_builtin().concepts)
    keys = set()
    for item in items:
        package = packages[item["package"]]
        assert item["group"] == package["group"]
        assert item["verdict"] in ("yes", "no") and item["weight"] > 0
        assert item["concept"] in concepts
        assert 0 <= item["start"] < item["end"] and len(item["word"]) == item["end"] - item["start"]
        key = (item["package"], item["path"], item["start"], item["end"], item["concept"])
        assert key not in keys
        keys.add(key)
    assert {item["package"] for item in items} == set(packages)
    assert all(len(p["sha256"]) == 64 and p["artifact"] in ("wheel", "sdist") for p in packages.values())
    assert judged.HELD_OUT <= {item["group"] for item in items}


@pytest.mark.parametrize("filename, expected", [
    ("einops-0.8.2-py3-none-any.whl", ["--only-binary", ":all:"]),
    ("thinc-9.1.1-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
     ["--only-binary", ":all:", "--platform", "manylinux_2_17_x86_64", "--platform", "manylinux2014_x86_64",
      "--abi", "cp312", "--implementation", "cp", "--python-version", "3.12"]),
    # a stable-ABI wheel: its tag is the oldest CPython it runs on, so the running interpreter asks for it
    ("vllm-0.33.0-cp38-abi3-manylinux_2_28_x86_64.whl",
     ["--only-binary", ":all:", "--platform", "manylinux_2_28_x86_64", "--abi", "abi3", "--implementation", "cp"]),
])
def test_pip_is_asked_for_the_pinned_wheel_exactly(filename, expected):
    assert judged.corpus_sources.wheel_args(filename) == expected


def _pin(folder: Path, name: str, data: bytes, artifact: str) -> dict:
    (folder / "judged").mkdir(parents=True, exist_ok=True)
    (folder / "judged" / name).write_bytes(data)
    return {"tree": "demo-1.0", "name": "demo", "version": "1.0", "artifact": artifact, "filename": name,
            "sha256": hashlib.sha256(data).hexdigest(), "licence": "MIT"}


def _wheel(files: dict[str, str]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zf:
        for path, text in files.items():
            zf.writestr(path, text)
    return buffer.getvalue()


def test_a_wheel_is_unpacked_as_it_is_and_an_sdist_without_its_top_folder(tmp_path):
    wheel = _pin(tmp_path / "w", "demo-1.0-py3-none-any.whl", _wheel({"demo/mod.py": "x = 1\n"}), "wheel")
    assert (judged.fetch(wheel, tmp_path / "w") / "demo" / "mod.py").read_text() == "x = 1\n"
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as tf:
        data = b"y = 2\n"
        info = tarfile.TarInfo("demo-1.0/demo/mod.py")
        info.size = len(data)
        tf.addfile(info, io.BytesIO(data))
    sdist = _pin(tmp_path / "s", "demo-1.0.tar.gz", buffer.getvalue(), "sdist")
    assert (judged.fetch(sdist, tmp_path / "s") / "demo" / "mod.py").read_text() == "y = 2\n"


class _Index:
    """PyPI's simple index as ``urlopen`` meets it: a project's JSON page, then its files by URL."""

    def __init__(self, files: dict[str, bytes]):
        self.files, self.asked = files, []

    def __call__(self, request, timeout):
        url = getattr(request, "full_url", request)
        self.asked.append((url, getattr(request, "headers", {}).get("Accept")))
        if url.endswith("/"):
            body = json.dumps({"files": [{"filename": name, "url": f"https://files.example/{name}"}
                                         for name in self.files]}).encode()
        else:
            body = self.files[url.rsplit("/", 1)[1]]
        return contextlib.nullcontext(io.BytesIO(body))


def test_an_sdist_is_taken_from_the_index_as_a_file_not_built(tmp_path, monkeypatch):
    """pip would build its metadata first, which for some sdists needs torch; the index gives the file."""
    data = b"sdist bytes"
    pin = _pin(tmp_path / "elsewhere", "My_Pkg-1.0.tar.gz", data, "sdist")
    index = _Index({"My_Pkg-1.0.tar.gz": data, "My_Pkg-1.0-py3-none-any.whl": b"wheel"})
    monkeypatch.setattr(judged.corpus_sources.urllib.request, "urlopen", index)
    Package = judged.corpus_sources.Package
    package = Package("My_Pkg", "1.0", "ml", "sdist", pin["filename"], pin["sha256"], "MIT", 1, 0, 0)
    target = judged.corpus_sources.download(package, tmp_path / "downloads")
    assert target.read_bytes() == data
    assert index.asked == [("https://pypi.org/simple/my-pkg/", "application/vnd.pypi.simple.v1+json"),
                           ("https://files.example/My_Pkg-1.0.tar.gz", None)]
    missing = Package("My_Pkg", "2.0", "ml", "sdist", "My_Pkg-2.0.tar.gz", "0" * 64, "MIT", 1, 0, 0)
    with pytest.raises(SystemExit, match="not in the index"):
        judged.corpus_sources.download(missing, tmp_path / "downloads")


def test_an_artifact_that_differs_from_its_pin_is_refused(tmp_path):
    package = _pin(tmp_path, "demo-1.0-py3-none-any.whl", _wheel({"demo/mod.py": "x = 1\n"}), "wheel")
    with pytest.raises(SystemExit, match="differs from the pinned"):
        judged.fetch({**package, "sha256": "0" * 64}, tmp_path)


def test_the_engine_decides_each_item_and_the_figures_are_weighted(tmp_path):
    text = '"""Shard the model with FSDP.\n\nThe artist collective meets on Fridays."""\n'
    package = _pin(tmp_path, "demo-1.0-py3-none-any.whl", _wheel({"demo/mod.py": text}), "wheel")
    items = [
        {"group": "A", "package": "demo-1.0", "path": "demo/mod.py", "start": text.index("FSDP"),
         "end": text.index("FSDP") + 4, "word": "FSDP", "concept": "fsdp", "verdict": "yes", "weight": 3.0},
        {"group": "A", "package": "demo-1.0", "path": "demo/mod.py", "start": text.index("collective"),
         "end": text.index("collective") + 10, "word": "collective", "concept": "collective-communication",
         "verdict": "no", "weight": 2.0},
    ]
    taken = judged.decide({"demo-1.0": package}, items, tmp_path)
    assert taken == [True, False]
    # a false alarm of weight 1 beside them: precision 3 / 4, recall 3 / 3
    items.append({**items[1], "group": "B", "verdict": "no", "weight": 1.0})
    lines = judged.report(items, taken + [True])
    assert lines[0].startswith("A        2 items  P=1.000 R=1.000")
    assert lines[-1].startswith("all      3 items  P=0.750 R=1.000")


def test_the_held_out_group_shows_no_items(capsys):
    with pytest.raises(SystemExit):
        judged.main(["--errors", sorted(judged.HELD_OUT)[0]])
    assert "held out" in capsys.readouterr().err


def test_the_verdicts_are_frozen():
    # a verdict is changed only when it breaks the guidelines, with the checksum and a note in docs/evaluation.md
    digest = hashlib.sha256((judged.DATA / "items.jsonl").read_bytes()).hexdigest()
    assert (judged.DATA / "items.sha256").read_text().split()[0] == digest
