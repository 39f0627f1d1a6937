"""One PyPI package serves every editor: the sdist and the wheel pass `twine check --strict`, the
wheel carries what the server reads at run time, and, installed with `pipx install WHEEL` or
`uv tool install WHEEL` into a fresh venv, it defines a term, speaks the compiled catalogs' languages and answers a hover over
stdio."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import zipfile
from email.parser import HeaderParser
from pathlib import Path

import pytest
import trove_classifiers

from support.packaging import REPO, Dist, InstalledVenv, tomllib
from support.rawrpc import RawServer

pytestmark = pytest.mark.process

PACKAGE = REPO / "server" / "ai_glossary"


def shipped_files() -> set[str]:
    """Every file of the checkout that the server reads at run time, as a path in the wheel."""
    files = {f"ai_glossary/glossary_data/{p.relative_to(REPO / 'glossary_data').as_posix()}"
             for folder in ("concepts", "translations") for p in (REPO / "glossary_data" / folder).glob("*.yaml")}
    for pattern in ("schema/*.json", "locale/*/LC_MESSAGES/*.mo", "core/detection/regions/queries/*.scm"):
        files |= {f"ai_glossary/{p.relative_to(PACKAGE).as_posix()}" for p in PACKAGE.glob(pattern)}
    return files


def test_twine_check_strict_passes_on_the_sdist_and_the_wheel(dist: Dist):
    proc = subprocess.run([sys.executable, "-m", "twine", "check", "--strict", str(dist.sdist), str(dist.wheel)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.count("PASSED") == 2, proc.stdout


def test_the_wheel_carries_the_data_the_catalogs_and_the_schema(dist: Dist):
    expected = shipped_files()
    # the checkout has them all: 15 concept files, 4 translation files, a catalog per non-English language
    assert sum("/concepts/" in f for f in expected) >= 10 and sum(f.endswith(".mo") for f in expected) >= 7
    assert "ai_glossary/schema/glossary.schema.json" in expected
    names = set(zipfile.ZipFile(dist.wheel).namelist())
    assert sorted(expected - names) == []
    # the terminology bases are for contributors, not shipped (docs/glossary-format.md)
    assert not any("/terminology/" in n for n in names)


def test_the_wheel_metadata_is_what_pypi_shows(dist: Dist):
    with zipfile.ZipFile(dist.wheel) as wheel:
        meta_name = next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))
        meta = HeaderParser().parsestr(wheel.read(meta_name).decode())
        licenses = [n for n in wheel.namelist() if ".dist-info/licenses/" in n]
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert meta["Name"] == "ai-glossary"
    assert meta["Version"] == _package_version()
    assert meta["License-Expression"] == "MIT" and licenses == [f"{meta_name.split('/')[0]}/licenses/LICENSE"]
    assert meta["Description-Content-Type"] == "text/markdown"
    urls = dict(u.split(", ", 1) for u in meta.get_all("Project-URL"))
    assert urls["Repository"] == project["urls"]["Repository"]
    classifiers = meta.get_all("Classifier")
    # PyPI refuses an upload with a classifier outside its list (twine check does not look)
    assert [c for c in classifiers if c not in trove_classifiers.classifiers] == []
    assert not any(c.startswith("License ::") for c in classifiers)  # refused next to License-Expression
    for version in ("3.10", "3.11", "3.12", "3.13"):
        assert f"Programming Language :: Python :: {version}" in classifiers
    assert set(meta["Requires-Python"].split(",")) == set(project["requires-python"].split(","))
    entry_points = zipfile.ZipFile(dist.wheel).read(meta_name.replace("METADATA", "entry_points.txt")).decode()
    # the console script, and the spec jupyter-lsp finds the server by (docs/editors.md, JupyterLab)
    assert entry_points.split() == ["[console_scripts]", "ai-glossary", "=", "ai_glossary.cli:run",
                                    "[jupyter_lsp_spec_v1]", "ai-glossary", "=", "ai_glossary.jupyter_spec:spec"]


def _package_version() -> str:
    namespace: dict[str, str] = {}
    exec((PACKAGE / "__init__.py").read_text(encoding="utf-8"), namespace)  # noqa: S102 - our own file
    return namespace["__version__"]


def test_the_installed_wheel_runs_from_its_venv_not_the_checkout(installed_venv: InstalledVenv):
    proc = installed_venv.run(installed_venv.python, "-c",
                              "import ai_glossary, sys; print(ai_glossary.__file__)")
    assert proc.returncode == 0, proc.stderr
    assert Path(proc.stdout.strip()).is_relative_to(installed_venv.root), proc.stdout
    schema = installed_venv.run(installed_venv.ai_glossary, "schema")
    assert schema.returncode == 0 and Path(schema.stdout.strip()).is_file(), schema.stdout + schema.stderr
    assert Path(schema.stdout.strip()).is_relative_to(installed_venv.root)


def test_the_installed_wheel_defines_fsdp(installed_venv: InstalledVenv):
    proc = installed_venv.run(installed_venv.ai_glossary, "define", "FSDP")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("Fully Sharded Data Parallel"), proc.stdout
    french = installed_venv.run(installed_venv.ai_glossary, "define", "FSDP", "--lang", "fr")
    assert french.returncode == 0, french.stderr
    assert french.stdout.startswith("Parallélisme de données entièrement partitionné"), french.stdout


def test_the_installed_wheel_speaks_the_compiled_catalogs(installed_venv: InstalledVenv):
    # the message comes from locale/fr/LC_MESSAGES/ai_glossary.mo: without it, English
    proc = installed_venv.run(installed_venv.ai_glossary, "define", "NOPEXYZ", "--lang", "fr")
    assert proc.returncode == 1
    assert "terme inconnu 'NOPEXYZ'" in proc.stderr, proc.stderr


def test_the_installed_wheel_serves_a_hover(installed_venv: InstalledVenv):
    async def hover() -> dict:
        server = await RawServer.start([installed_venv.ai_glossary, "serve"], env=installed_venv.env,
                                       cwd=str(installed_venv.cwd))
        try:
            await server.initialize()
            server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
                "uri": "file:///notes.md", "languageId": "markdown", "version": 1,
                "text": "We shard the model with FSDP.\n"}}})
            server.send({"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {
                "textDocument": {"uri": "file:///notes.md"}, "position": {"line": 0, "character": 25}}})
            answer = await server.response(2, timeout=60)
            server.send({"jsonrpc": "2.0", "id": 3, "method": "shutdown"})
            await server.response(3)
            server.send({"jsonrpc": "2.0", "method": "exit"})
            return answer
        finally:
            await server.close()

    answer = asyncio.run(hover())
    assert "error" not in answer, answer
    contents = answer["result"]["contents"]
    assert contents["kind"] == "markdown"
    assert "Fully Sharded Data Parallel" in contents["value"], contents["value"]
