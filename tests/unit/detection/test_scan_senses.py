"""``scan`` reads the manifests of the scanned folder once and uses the file's path in it."""

from __future__ import annotations

from ai_glossary.core.glossary.builtin import load_builtin
from ai_glossary.core.scan import scan_paths

COMMENT = "x = 1  # apply the TP plan to each block\n"


def ids(report):
    return sorted((f.path, f.at.id) for f in report.findings)


def test_a_dependency_in_pyproject_turns_tp_on(tmp_path):
    (tmp_path / "model.py").write_text(COMMENT, encoding="utf-8")
    glossary = load_builtin()
    assert ids(scan_paths([str(tmp_path)], glossary, jobs=1)) == []
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\ndependencies = ["deepspeed"]\n', encoding="utf-8")
    assert ids(scan_paths([str(tmp_path)], glossary, jobs=1)) == [("model.py", "tensor-parallelism")]


def test_a_requirements_file_counts_for_a_file_argument(tmp_path):
    (tmp_path / "model.py").write_text(COMMENT, encoding="utf-8")
    (tmp_path / "requirements.txt").write_text("megatron-core==0.9\n", encoding="utf-8")
    report = scan_paths([str(tmp_path / "model.py")], load_builtin(), jobs=1)
    assert [f.at.id for f in report.findings] == ["tensor-parallelism"]


def test_the_path_inside_the_scanned_folder_is_evidence_in_worker_processes(tmp_path):
    folder = tmp_path / "distributed"
    folder.mkdir()
    for i in range(10):  # enough files for the process pool
        (folder / f"m{i}.py").write_text(COMMENT, encoding="utf-8")
        (tmp_path / f"plain{i}.py").write_text(COMMENT, encoding="utf-8")
    report = scan_paths([str(tmp_path)], load_builtin(), jobs=2)
    assert sorted(f.path for f in report.findings) == [f"distributed/m{i}.py" for i in range(10)]
