"""``ai-glossary export`` and ``import``: files written whole or not at all."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "exchange"


@pytest.mark.parametrize("fmt, suffix", [("tbx", ".tbx"), ("csv", ".csv"), ("skos", ".ttl")])
def test_an_exported_glossary_imports_into_a_file_that_defines(cli, tmp_path, fmt, suffix):
    exported = tmp_path / f"glossary{suffix}"
    code, _, err = cli("export", "--format", fmt, "--lang", "en,fr", "-o", str(exported))
    assert code == 0, err
    target = tmp_path / "project.yaml"
    code, _, err = cli("import", str(exported), "-o", str(target))
    assert code == 0, err
    data = yaml.safe_load(target.read_text(encoding="utf-8"))
    assert len(data["concepts"]) > 250
    code, out, _ = cli("check", str(target))
    assert code == 0


def test_an_imported_termbase_defines_its_terms(cli, tmp_path):
    target = tmp_path / ".ai-glossary.yaml"
    code, _, err = cli("import", str(FIXTURES / "tbx-basic-v3-dca.tbx"), "-o", str(target))
    assert code == 0, err
    assert "partOfSpeech" in err  # what was left out is said
    code, out, _ = cli("define", "early stopping", "--glossary", str(target))
    assert code == 0 and "validation metric" in out
    code, out, _ = cli("define", "parada temprana", "--glossary", str(target), "--lang", "es")
    assert code == 0


@pytest.mark.parametrize("fixture", ["billion-laughs.tbx", "external-entity.tbx"])
def test_hostile_xml_writes_nothing(cli, tmp_path, fixture):
    target = tmp_path / "out.yaml"
    code, _, err = cli("import", str(FIXTURES / fixture), "-o", str(target))
    assert code == 2 and "refused" in err and not target.exists()
    assert list(tmp_path.iterdir()) == []  # no temporary file left behind either


def test_a_file_cut_in_the_middle_writes_nothing(cli, tmp_path):
    source = tmp_path / "cut.tbx"
    whole = (FIXTURES / "tbx-basic-v2.tbx").read_bytes()
    source.write_bytes(whole[: len(whole) // 2])
    code, _, err = cli("import", str(source), "-o", str(tmp_path / "out.yaml"))
    assert code == 2 and "cut.tbx:" in err and not (tmp_path / "out.yaml").exists()


def test_an_existing_file_is_replaced_only_with_force(cli, tmp_path):
    target = tmp_path / ".ai-glossary.yaml"
    target.write_text("concepts: []\n", encoding="utf-8")
    code, _, err = cli("import", str(FIXTURES / "deepl-en-de.csv"), "--pair", "en:de", "-o", str(target))
    assert code == 2 and "--force" in err and target.read_text(encoding="utf-8") == "concepts: []\n"
    code, _, err = cli("import", str(FIXTURES / "deepl-en-de.csv"), "--pair", "en:de", "-o", str(target), "--force")
    assert code == 0 and "Lernrate" in target.read_text(encoding="utf-8")


def test_a_glossary_with_errors_is_not_written(cli, tmp_path):
    # a reference the glossary format refuses (not https): the import reports it and writes nothing
    source = tmp_path / "refs.csv"
    source.write_text("en,references\nmodel zoo,Zoo <ftp://example.org/zoo>\n", encoding="utf-8")
    code, _, err = cli("import", str(source), "-o", str(tmp_path / "out.yaml"))
    assert code == 2 and not (tmp_path / "out.yaml").exists()
    assert "nothing was written" in err


def test_pairs_export(cli):
    code, out, _ = cli("export", "--format", "csv", "--pair", "en:nl")
    assert code == 0
    assert "Fully Sharded Data Parallel" in out or "FSDP" in out
    assert len(out.splitlines()) > 250


def test_usage_errors(cli, tmp_path):
    assert cli("export", "--format", "tbx", "--pair", "en:fr")[0] == 2
    assert cli("import", str(tmp_path / "missing.tbx"))[0] == 2
    assert cli("import", str(tmp_path / "file.unknown"))[0] == 2
