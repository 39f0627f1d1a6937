"""The sense model through the real server: the document's imports and path, and the workspace
folder's declared dependencies, decide whether an ambiguous abbreviation hovers."""

from pathlib import Path

import pytest

from support.lsp_session import start

WORKSPACES = Path(__file__).resolve().parents[1] / "fixtures" / "workspaces"
COMMENT = "x = 1  # apply the T‸P plan to each block\n"


async def test_a_declared_dependency_turns_tp_on(raw_client):
    session = await start(raw_client, "visual-studio-code", WORKSPACES / "deepspeed-trainer")
    text = await session.hover_text("model.py", "python", COMMENT)
    assert text is not None and "Tensor Parallelism" in text


async def test_without_evidence_tp_stays_quiet(raw_client):
    session = await start(raw_client, "neovim", WORKSPACES / "plain-project")
    assert await session.hover_text("model.py", "python", COMMENT) is None


@pytest.mark.parametrize("prefix, expected", [
    ("import torch.distributed as dist\n", True),
    ("from megatron.core import parallel_state\n", True),
    ("import torch.distributed as dist\nfrom sklearn.metrics import f1_score\n", False),
    ("import torchmetrics\nimport torch.distributed\n", False),
])
async def test_imports_turn_tp_on_and_metrics_turn_it_off(raw_client, prefix, expected):
    session = await start(raw_client, "visual-studio-code", WORKSPACES / "plain-project")
    text = await session.hover_text("train.py", "python", prefix + COMMENT)
    assert (text is not None and "Tensor Parallelism" in text) is expected


async def test_a_parallel_folder_turns_dp_on(raw_client):
    session = await start(raw_client, "neovim", WORKSPACES / "plain-project")
    # (no role word after it: "the DP group" is data parallelism by its words alone)
    comment = "x = 1  # all-gather over ‸DP before the step\n"
    assert await session.hover_text("utils.py", "python", comment) is None
    text = await session.hover_text("parallel/utils.py", "python", comment)
    assert text is not None and "Data Parallelism" in text


async def test_counter_evidence_wins_in_a_distributed_workspace(raw_client):
    session = await start(raw_client, "visual-studio-code", WORKSPACES / "deepspeed-trainer")
    text = "import opacus\nx = 1  # train with ‸DP-SGD and a privacy budget\n"
    assert await session.hover_text("private.py", "python", text) is None


async def test_lower_case_transformers_is_the_package_or_the_architecture(raw_client):
    session = await start(raw_client, "visual-studio-code", WORKSPACES / "plain-project")
    package = "import transformers\nx = 1  # pin trans‸formers below 5.1\n"
    text = await session.hover_text("compat.py", "python", package)
    assert text is not None and text.startswith("**Hugging Face Transformers**")
    architecture = "import transformers\nx = 1  # trans‸formers stack self-attention blocks\n"
    text = await session.hover_text("notes.py", "python", architecture)
    assert text is not None and text.startswith("**Transformer**")


async def test_a_list_of_packages_names_the_library_and_a_path_names_none(raw_client):
    session = await start(raw_client, "visual-studio-code", WORKSPACES / "plain-project")
    listed = "x = 1  # needs torch, datasets, trans‸formers, peft and trl\n"
    text = await session.hover_text("setup_notes.py", "python", listed)
    assert text is not None and text.startswith("**Hugging Face Transformers**")
    path = "import transformers\nx = 1  # fixed by huggingface/trans‸formers#45847\n"
    assert await session.hover_text("clone.py", "python", path) is None


async def test_two_plausible_senses_the_hover_says_so(raw_client):
    session = await start(raw_client, "neovim", WORKSPACES / "plain-project")
    text = ("import transformers\nx = 1  # pin trans‸formers below 5.1\n" + "y = 2\n" * 80
            + "# each block applies self-attention\n")
    hover = await session.hover_text("compat.py", "python", text)
    assert hover is not None and "Hugging Face Transformers" in hover.splitlines()[0]
    assert "Here it may also mean" in hover and "Transformer" in hover.split("Here it may also mean")[1]


async def test_a_capital_transformers_is_the_library_next_to_its_signs_only(raw_client):
    session = await start(raw_client, "visual-studio-code", WORKSPACES / "plain-project")
    library = "import transformers\nx = 1  # export Trans‸formers models loaded with from_pretrained\n"
    text = await session.hover_text("export.py", "python", library)
    assert text is not None and text.startswith("**Hugging Face Transformers**")
    title = "import transformers\nimport torch\nx = 1  # see: Compression for Pre-trained Trans‸formers (2022)\n"
    text = await session.hover_text("papers.py", "python", title)
    assert text is None or not text.startswith("**Hugging Face Transformers**")


async def test_a_framework_named_nearby_gives_quantization_its_ml_sense(raw_client):
    session = await start(raw_client, "neovim", WORKSPACES / "plain-project")
    text = await session.hover_text("README.md", "markdown", "Quanto is a pytorch quanti‸zation backend.\n")
    assert text is not None and "Quantization" in text.splitlines()[0]
    assert await session.hover_text("audio.md", "markdown", "The quanti‸zation of the signal adds noise.\n") is None


async def test_a_note_directive_in_a_docstring_is_prose(raw_client):
    session = await start(raw_client, "visual-studio-code", WORKSPACES / "plain-project")
    text = 'def step():\n    """Update.\n\n    .. note::\n        Called by ZeRO-Off‸load.\n    """\n'
    hover = await session.hover_text("optim.py", "python", text)
    assert hover is not None and "ZeRO-Offload" in hover
