"""The guides of local runners and inference servers (a runner's context-length page, a server's
options and router mode, a back-end's notes) and of RL trainers: the serving words they use without
the engine's code words nearby, and the other senses of the same words, which stay quiet
(docs/detection.md, section 3).

Expected mentions are marked in the text: «context length» is a mention, the guillemets are removed
before the text is analysed. The texts are written in the style of such guides; they use the
built-in glossary.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions as mentions

# a paragraph between the engine's name and the sentence, longer than the 300 characters of "nearby"
_FAR = "The app keeps its settings in a file in the user's home folder and reads them at start. " * 5 + "\n\n"


# -- the context window in a runner's or a server's guide -------------------------------------------------
@pytest.mark.parametrize("marked", [
    "# Ollama\n\n" + _FAR + "«Context length» is the maximum number of tokens that the model has access to in memory.\n",
    "Run it with llama.cpp.\n\n" + _FAR + "- `truncate`: truncates the end of each input to fit within «context length».\n",
    "Raise the «context length» so that the prompt fits: search results return thousands of tokens.\n",
], ids=["runner-guide", "server-option", "tokens"])
def test_context_length_in_a_serving_guide(detector, marked):
    assert_mentions(detector, marked, "context-window")


@pytest.mark.parametrize("text", [
    # a search tool's lines of context and a TLS context, with no serving name in the document
    "Truncate the output when the context length of the grep match is exceeded.\n",
    "The SSL context size is fixed by the server's configuration.\n",
    # a text watermark's window of previous tokens, in a file that names a runner
    "Export to Ollama is supported.\n\n" + _FAR + "The context length of previous tokens to use in seeding. "
    "Higher context length makes watermarking more robust.\n",
], ids=["grep", "ssl", "watermark"])
def test_other_context_lengths_stay_quiet(detector, text):
    assert mentions(detector, text, "context-window") == []


# -- the prefill and prompt caching in a runner's back-end notes ---------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Convert the model to GGUF with llama.cpp.\n\n" + _FAR + "llava-1.6 benefits from batched «prompt processing».\n",
     "prefill"),
    ("The llama.cpp back-end for Ascend NPUs.\n\n" + _FAR + "Enable graph execution during the «prefill» stage.\n",
     "prefill"),
    ("Options of llama-server.\n\n" + _FAR + "Whether to enable «prompt caching» (default: enabled).\n",
     "prefix-caching"),
    ("| «Prompt caching» | `cache_control` blocks for caching prefixes |\n", "prefix-caching"),
], ids=["prompt-processing", "prefill-stage", "server-option", "cache-control"])
def test_prefill_and_prompt_caching_in_a_runner_guide(detector, marked, concept):
    assert_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    # a web form's prefill, a survey's prompt processing and a shell's prompt caching, with no engine
    ("Use the saved profile to prefill the form at the checkout stage.\n", "prefill"),
    ("The survey measures prompt processing of visual cues in children.\n", "prefill"),
    ("The shell redraws its prompt; prompt caching of the git status makes it faster.\n", "prefix-caching"),
    # the assistant's answer begun in advance, beside the runner's name and an engine's import
    ("import vllm\n\nServe it with llama.cpp. This allows you to \"prefill\" part of the model's response for it.\n",
     "prefill"),
    ("llama-server: whether to prefill the assistant's response if the last message is an assistant message.\n",
     "prefill"),
], ids=["web-form", "psychology", "shell-prompt", "assistant-answer", "server-option"])
def test_other_prefills_and_prompt_caches_stay_quiet(detector, text, concept):
    assert mentions(detector, text, concept) == []


# -- offloading the model to the CPU ------------------------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "Enabling «CPU-offloading» means that parts of the model are moved to CPU when the GPU memory is short.\n",
    "Use the maximum context length, and avoid «offloading» the model to CPU.\n",
], ids=["gpu-memory", "model-to-cpu"])
def test_offloading_the_model(detector, marked):
    assert_mentions(detector, marked, "offloading")


def test_offloading_work_to_a_thread_stays_quiet(detector):
    text = "Offload CPU-bound work to a thread pool so that the event loop and the CPU memory stay free.\n"
    assert mentions(detector, text, "offloading") == []


# -- a server's request router is no MoE router --------------------------------------------------------------
def test_a_servers_router_mode_is_no_moe_router(detector):
    text = ("The server has mixture-of-experts options (--cpu-moe).\n\n"
            "`llama-server` can be launched in a router mode that loads models on demand. The router uses the "
            "`model` field of the JSON body to route the request to the right instance.\n")
    assert mentions(detector, text, "moe-router") == []


def test_the_experts_router_still_counts(detector):
    assert_mentions(detector, "The «router» sends each token to the top-2 experts of the MoE layer.\n", "moe-router")


# -- "KL regularization" names the divergence ---------------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "Uses keyword actions, a task-only reward and «KL regularization».\n",
    "The «KL regularisation» keeps the policy close to the reference.\n",
], ids=["z", "s"])
def test_kl_regularization(detector, marked):
    assert_mentions(detector, marked, "kl-divergence")


def test_other_regularizations_are_no_kl(detector):
    assert mentions(detector, "Use L2 regularization and dropout in the KLM airline's demand model.\n",
                    "kl-divergence") == []


# -- "YaRN" as its paper spells it, in a model's card ----------------------------------------------------------
def test_yarn_spelled_as_its_paper_is_the_rope_scaling(detector):
    marked = "It uses 128 experts with 8 activated per token, and supports up to 131K context with «YaRN».\n"
    assert_mentions(detector, marked, "rope-scaling")


@pytest.mark.parametrize("text", [
    "Submit the job to YARN; the ResourceManager schedules the containers.\n",
    "The Yarn package manager caches the modules of the build.\n",
], ids=["hadoop", "package-manager"])
def test_other_yarns_stay_quiet(detector, text):
    assert mentions(detector, text, "rope-scaling") == []


# -- a scheduler's verb of preemption ----------------------------------------------------------------------
@pytest.mark.parametrize("marked", [
    "# The scheduler «preempts» requests when KV-cache blocks run out and recomputes them later.\n",
    "# «Preempted» sequences are swapped to CPU or recomputed when the KV cache is full.\n",
], ids=["preempts", "preempted"])
def test_a_schedulers_preemption_verb(detector, marked):
    assert_mentions(detector, marked, "preemption", language="python")


@pytest.mark.parametrize("text", [
    "# The OS preempts the thread when its time slice ends.\n",
    "# Spot instances can be preempted by the cloud provider.\n",
], ids=["os-thread", "spot-instance"])
def test_other_preemptions_stay_quiet(detector, text):
    assert mentions(detector, text, "preemption", language="python") == []
