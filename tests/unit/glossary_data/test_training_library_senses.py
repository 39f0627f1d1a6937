"""Senses in the files of training loops, NLP frameworks, attribution libraries and tensor compilers,
each beside the glossary's sense that a file of its own keeps: a collective sent to all processes or
named a collective, a straggler among ranks, the temperature that shapes a probability distribution, a
residual block, a dimension sharded across devices or for collective communication, quantized
operations' zero points, checkpointing
for sublinear memory; and the other senses next to them: wav2vec 2.0's vector quantizer (read from the
file's folder), an occlusion's or a pooling's sliding window, the Gumbel-Top-k trick and a CRF's top-k
Viterbi paths, a state dict saved for checkpointing (not recomputation), a SIMD lane's broadcast, a
tensor's unknown rank, a tensor reduction's axes, TVM's tensor expressions ("TE"), a beam search's top-k
hypotheses, an RNN's PackedSequence, voxelized points, RoIAlign's coordinates, an audio tokenizer's
quantizers, the statistical logit transformation, an STFT's window; in the files of LLM API clients, the
embeddings, tokenizers, prompt caching and structured outputs of the models they call (an import of
openai, anthropic or litellm), and their request router and rate limiter's window.

Expected mentions are marked in the text: «broadcast» is a mention, the guillemets are removed before
the text is analysed.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions, unmark
from support.marked import in_a_function as python


@pytest.mark.parametrize("marked, concept", [
    (python('"""«Broadcasts» a boolean flag to all processes in the group from the given source."""'),
     "broadcast"),
    (python('"""«Scatter» ``x`` across all processes in the group over ``dim``."""'), "scatter"),
    (python('"""If different ranks free memory at different times, there will be «stragglers» each step."""'),
     "straggler"),
    (python('"""A «temperature» below 1.0 produces a sharper probability distribution."""'),
     "temperature-sampling"),
    (python('"""Each element of the list is wrapped in a «residual» block."""'), "residual-connection"),
    (python('"""If True, the embedding dimension is «sharded» across devices."""'), "sharding"),
    (python('"""«Scatter» x over dim: a collective, so every worker calls it."""'), "scatter"),
    (python("# collective communication ops need the «sharding» dimension in the highest order"), "sharding"),
    (python('"""This includes the zero point offsets common to «quantized» operations."""'), "quantization"),
    (python('"""This pass supports «checkpointing», as in training deep nets with sublinear memory cost."""'),
     "activation-checkpointing"),
], ids=["broadcast-all-processes", "scatter-all-processes", "stragglers-among-ranks",
        "temperature-distribution", "residual-block", "sharded-across-devices", "scatter-collective",
        "sharding-collective-communication", "quantized-zero-points",
        "checkpointing-sublinear-memory"])
def test_the_glossary_sense_in_a_library_file(detector, marked, concept):
    assert_mentions(detector, marked, concept, language="python")


@pytest.mark.parametrize("text, concept", [
    # each beside a cue of the glossary's sense, which takes the word without the other sense's words
    (python("sliding_window_shapes = (1, 3, 3)\n# Formats shapes of sliding windows, which is necessary for occlusion"),
     "sliding-window-attention"),
    (python('"""A Sampler which uses the Gumbel-Top-k trick for sampling without replacement."""'),
     "top-k-sampling"),
    (python('"""Each result is a list of the top-k Viterbi decodings of the sequence, for sampling."""'),
     "top-k-sampling"),
    (python("# FSDP: for setting type of state dict for checkpointing\nstate_dict_type = None"),
     "activation-checkpointing"),
    (python("# Row broadcasts: lane 15 of each row broadcasts to all lanes, as NCCL would"), "broadcast"),
    (python("# An absent shape field means unknown rank; every rank of the process group reads it"),
     "rank-and-world-size"),
    (python('"""Reduction operators reduce one or more reduce_axes of the input, as a collective operation would."""'),
     "reduce"),
    (python('"""Every element of the input is covered by a sliding window of the pooling, as in Mistral."""'),
     "sliding-window-attention"),
    (python('"""Create a TE tensor from a Relax expression, the tensor expression of TVM, for FP8."""'),
     "transformer-engine"),
    (python('"""The beam search produces the top K hypotheses, before sampling with a language model."""'),
     "top-k-sampling"),
    (python('"""Returns the unpacked output of a PackedSequence (pack_padded_sequence); SFT sequence lengths vary."""'),
     "sequence-packing"),
    (python("# voxelize the points, so the heatmap of each voxel uses these quantized x, y, z in int8"), "quantization"),
    (python('"""RoiAlign avoids the misalignment by removing quantizations of the int8 feature map."""'),
     "quantization"),
    (python('"""Raw vector embeddings from the quantizers of the audio tokens, in int8."""'), "quantization"),
    (python('"""logit: Apply logit transformation on values between 0 and 1, before the softmax."""'), "logits"),
    (python('"""The STFT moves a sliding window of n_fft samples by the hop length, as the KV cache does."""'),
     "sliding-window-attention"),
    (python("# the router's own bookkeeping of fallback targets, behind a dedup gate"), "moe-router"),
    (python('# how long the counter Redis key lives vs how long the sliding window is, with the KV cache'),
     "sliding-window-attention"),
], ids=["occlusion-window", "gumbel-top-k", "viterbi-top-k", "state-dict-checkpointing", "lane-broadcast",
        "unknown-tensor-rank", "reduction-axes", "pooling-window", "tvm-tensor-expression", "beam-hypotheses",
        "rnn-packed-sequence", "voxels", "roi-align", "audio-tokens", "logit-transformation", "stft-window",
        "request-router-gate", "rate-limit-window"])

def test_another_sense_stays_quiet_in_a_library_file(detector, text, concept):
    assert_mentions(detector, text, concept, language="python")


def test_a_keras_family_package_makes_a_keras_file(detector):
    """KerasCV's files import their backend's keras from ``keras_cv``: they are Keras files, where a
    tokenizer is the model's (the framework's family: ``keras_cv``, ``torchaudio``, ``tensorflow_hub``)."""
    body = python("# lazy initialize the component models and the «tokenizer»")
    marked = "from keras_cv.src.backend import keras\n\n" + body
    assert_mentions(detector, marked, "tokenizer", language="python")
    text, _ = unmark(marked)
    assert concept_mentions(detector, text.replace("keras_cv.src.backend", "mylib.backend"), "tokenizer",
                            "python") == []


def test_a_speech_models_vector_quantizer_is_no_quantization(detector):
    """In the folder of wav2vec 2.0's model code, "quantized" is its vector quantizer's codebook targets;
    the same docstring in another model's folder is quantization (the file imports transformers), and so is a
    word nearby that says bits (the counter-evidence of a folder leaves the decision to the words around
    the candidate)."""
    marked = "import transformers\n\n" + python('"""The final projection applied to the network outputs and «quantized» targets."""')
    text, _ = unmark(marked)
    assert concept_mentions(detector, text, "quantization", "python", path="models/wav2vec2/config.py") == []
    assert concept_mentions(detector, text, "quantization", "python", path="models/llama/config.py") == ["quantized"]
    bits = "import transformers\n\n" + python('"""The projection is «quantized» to int8 before export."""')
    text, _ = unmark(bits)
    assert concept_mentions(detector, text, "quantization", "python", path="models/wav2vec2/export.py") == ["quantized"]


@pytest.mark.parametrize("marked, concept", [
    ("import litellm\n\n" + python("# base64 input goes to the image «embeddings» path"), "embedding"),
    ("import litellm\n\n" + python("# fall back to a char count if no «tokenizer» resolves"), "tokenizer"),
    ("import litellm\n\n" + python("# pins every request to one node, or «prompt caching» never hits"),
     "prefix-caching"),
    ("import litellm\n\n" + python("# «Structured outputs» support"), "structured-outputs"),
], ids=["embeddings", "tokenizer", "prompt-caching", "structured-outputs"])
def test_an_llm_api_clients_file_takes_the_models_senses(detector, marked, concept):
    """A file that imports an LLM API client calls models: its embeddings, tokenizers, prompt caching and
    structured outputs are theirs; the same comment in a file that imports none of them has no evidence."""
    assert_mentions(detector, marked, concept, language="python")
    text, _ = unmark(marked)
    assert concept_mentions(detector, text.split("\n\n", 1)[1], concept, "python") == []
