"""Names inside code-like prose through the real server: an identifier-shaped API name after its
namespace, a concept inside an identifier (hovered on its own words only), a lower-case
package name written as a name where the project depends on the package, a shell command left in a
docstring without a fence (code, not prose), a link's fragment (code) beside its text (prose), a
name given a list in a comment (a variable) beside the same word in the comment's sentence, and a Go
code generator's marker (code) under a comment's sentence."""

from pathlib import Path

from support.lsp_session import start

WORKSPACES = Path(__file__).resolve().parents[1] / "fixtures" / "workspaces"


async def test_a_dtype_after_its_namespace_hovers(raw_client):
    session = await start(raw_client, "visual-studio-code", WORKSPACES / "plain-project")
    doc = 'def cast(x):\n    """Cast the weights to tf.bfloa‸t16 before saving."""\n'
    text = await session.hover_text("cast.py", "python", doc)
    assert text is not None and text.startswith("**Bfloat16**")
    called = 'def cast(x):\n    """Call torch.optim.Ada‸mW(params) first."""\n'
    assert await session.hover_text("called.py", "python", called) is None


async def test_a_concept_inside_an_identifier_hovers_on_its_own_words(raw_client):
    session = await start(raw_client, "visual-studio-code", WORKSPACES / "plain-project")
    on_form = "x = 1  # set use_gradient_checkpo‸inting to save memory\n"
    text = await session.hover_text("a.py", "python", on_form)
    assert text is not None and "checkpointing" in text.lower()
    on_switch = "x = 1  # set us‸e_gradient_checkpointing to save memory\n"
    assert await session.hover_text("b.py", "python", on_switch) is None
    trap = "x = 1  # read the pipel‸ine_config of the CI job\n"
    assert await session.hover_text("c.py", "python", trap) is None


async def test_a_lower_case_package_written_as_a_name_hovers_where_the_project_uses_it(raw_client):
    comment = "x = 1  # accel‸erate resolved that when it dispatched the module\n"
    session = await start(raw_client, "visual-studio-code", WORKSPACES / "hf-finetuner")
    text = await session.hover_text("hooks.py", "python", comment)
    assert text is not None and text.startswith("**Hugging Face Accelerate**")
    # the architecture's context word ("tokenizer") next to it does not make it the architecture
    installed = "x = 1  # the tokenizer is new, and the installed transfor‸mers supports it\n"
    text = await session.hover_text("wrap.py", "python", installed)
    assert text is not None and text.startswith("**Hugging Face Transformers**")


async def test_the_same_words_stay_quiet_in_a_project_without_the_package(raw_client):
    session = await start(raw_client, "neovim", WORKSPACES / "plain-project")
    comment = "x = 1  # accel‸erate resolved that when it dispatched the module\n"
    assert await session.hover_text("hooks.py", "python", comment) is None


async def test_a_command_line_in_a_docstring_is_code_and_its_sentence_prose(raw_client):
    session = await start(raw_client, "visual-studio-code", WORKSPACES / "plain-project")
    usage = ('"""Apply the LoRA weights on top of a base model.\n\nUsage:\n'
             'python3 -m fastchat.apply_lora --base llama-7b --lo‸ra project-baize/baize-lora-7B\n"""\n')
    assert await session.hover_text("apply.py", "python", usage) is None
    sentence = usage.replace("lo‸ra", "lora").replace("the Lo", "the Lo‸")
    text = await session.hover_text("apply2.py", "python", sentence)
    assert text is not None and text.startswith("**Low-Rank Adaptation**")


async def test_a_class_named_after_a_concept_and_an_moe_layers_gating_hover(raw_client):
    session = await start(raw_client, "visual-studio-code", WORKSPACES / "plain-project")
    moe = '"""MOELayer module which implements MixtureOf‸Experts as described in GShard."""\n'
    text = await session.hover_text("moe_layer.py", "python", moe)
    assert text is not None and text.startswith("**Mixture of Experts")
    gating = "# For top_2 gat‸ing, whether to use a second-place expert.\n"
    text = await session.hover_text("moe.py", "python", gating)
    assert text is not None and text.startswith("**MoE router**")
    inside = '"""The SparseMixtureOf‸ExpertsLayer class wraps the block."""\n'
    assert await session.hover_text("sparse.py", "python", inside) is None
    glu = "# The gated MLP multiplies the gat‸ing branch by the up projection (SwiGLU).\n"
    assert await session.hover_text("mlp.py", "python", glu) is None


async def test_a_file_trees_entry_and_a_quoted_key_are_code(raw_client):
    session = await start(raw_client, "visual-studio-code", WORKSPACES / "plain-project")
    tree = ("import torch\n\n# A DeepSpeed checkpoint directory:\n# epoch=5.ckpt\n# ├── check‸point\n"
            "# └── latest\n")
    assert await session.hover_text("tree.py", "python", tree) is None
    prose = "import torch\n\n# A DeepSpeed check‸point directory:\n# epoch=5.ckpt\n# ├── checkpoint\n"
    assert await session.hover_text("prose.py", "python", prose) is not None
    card = 'import transformers\n\n# Transformers: {{ version["transfor‸mers"] }}\n'
    assert await session.hover_text("card.py", "python", card) is None
    spaced = 'import transformers\n\n# Transformers: {{ version "transfor‸mers" }}\n'
    assert await session.hover_text("spaced.py", "python", spaced) is not None


async def test_a_links_fragment_is_code_and_its_text_prose(raw_client):
    session = await start(raw_client, "neovim", WORKSPACES / "plain-project")
    doc = ('def forward(mask):\n    """mask: Mask of the padding.\n\n'
           '    [What are attention masks?](../glossary#attention-ma‸sk)\n    """\n')
    assert await session.hover_text("model.py", "python", doc) is None
    text = await session.hover_text("model.py", "python", doc.replace("attention masks?", "attention ma‸sks?")
                                    .replace("attention-ma‸sk", "attention-mask"))
    assert text is not None and text.startswith("**Attention mask**")


async def test_a_name_given_a_list_in_a_comment_is_code_and_its_sentence_prose(raw_client):
    session = await start(raw_client, "visual-studio-code", WORKSPACES / "plain-project")
    values = "def score(x):\n    # the scores before the softmax\n    # log‸its = [2.3, -1.2, 5.6]\n    return x\n"
    assert await session.hover_text("values.py", "python", values) is None
    sentence = "def score(x):\n    # the log‸its are the scores before the softmax\n    return x\n"
    text = await session.hover_text("sentence.py", "python", sentence)
    assert text is not None and text.lower().startswith("**logits")


async def test_a_go_code_generators_marker_is_code_and_the_comment_above_it_prose(raw_client):
    session = await start(raw_client, "neovim", WORKSPACES / "plain-project")
    types_go = ("package v1\n\n// MPIJob runs an MPI program over NCCL.\n"
                "// +kubebuilder:validation:Enum=nc‸cl;gloo;mpi\ntype MPIJob struct{}\n")
    assert await session.hover_text("types.go", "go", types_go) is None
    sentence = types_go.replace("nc‸cl;", "nccl;").replace("over NCCL", "over NC‸CL")
    text = await session.hover_text("types2.go", "go", sentence)
    assert text is not None and text.startswith("**NVIDIA Collective Communications Library**")
