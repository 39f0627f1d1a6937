"""Other senses that ML package files write, where the file's own evidence (its torch imports, its
folders) would otherwise take the word in the glossary's sense: a profiler's or a denoising loop's
warm-up, the logit-normal distribution, an attention layer's value heads, a PID controller's "kd",
the perceptual path length (PPL), a distillation's softening temperature, latents packed into
patches, a video's temporal sliding windows, a model's structured return value; and in the files of
other libraries a running average's window, a Spark pipeline's stages, a Pareto rank, the
beta-divergence, a classifier's calibration temperature, an image quantized to grey levels, an
operating system's process group, a TensorDict's batch size (its leading dimensions), a ranking
metric's top-k, the logit lens, Stream-K's data-parallel tiles, a GEMM epilogue's broadcast, a tensor's
reduction along a dimension. Each
beside the glossary's sense, which a file of its own keeps.

Expected mentions are marked in the text: «warmup» is a mention, the guillemets are removed before
the text is analysed.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions as assert_mentions

TORCH = "import torch\nimport torch.distributed as dist\n\n"


def python(body: str) -> str:
    return TORCH + "def f(x):\n    " + body.strip().replace("\n", "\n    ") + "\n    return x\n"


@pytest.mark.parametrize("marked, concept", [
    (python('"""The «warmup» lasts 500 steps, then the learning rate decays."""'), "learning-rate-warmup"),
    (python('"""Samples timesteps from a logit-normal distribution, then scales the «logits»."""'), "logits"),
    (python('"""PPO puts a «value head» on top of the policy model."""'), "value-model"),
    (python('"""Response-based «KD»: the student matches the teacher\'s soft labels."""'), "knowledge-distillation"),
    (python('"""Computes the «perplexity» («PPL») of the model on the batch."""\n# the «PPL» of each sample'),
     "perplexity"),
    (python('"""Sample the next token with «temperature» 0.7 and top-p 0.9."""'), "temperature-sampling"),
    (python('"""«Packing» puts short samples in one row of max_seq_length, split by cu_seqlens."""'),
     "sequence-packing"),
    (python('"""Mistral uses a «sliding window» of 4096 tokens in each attention layer."""'),
     "sliding-window-attention"),
    (python('"""With vLLM «structured outputs», the sampled JSON follows the schema."""'),
     "structured-outputs"),
    (python('"""past_key_value (tuple): the «past key values» of each layer, for the next step."""')
     .replace("past_key_value (", "«past_key_value» ("), "kv-cache"),
    (python("# use torch «sdp attn» when the kernel is available"), "scaled-dot-product-attention"),
], ids=["lr-warmup", "logits", "value-head", "kd", "perplexity", "sampling-temperature", "packing",
        "sliding-window", "structured-outputs", "past-key-values", "sdp-attn"])
def test_the_glossary_sense_in_a_package_file(detector, marked, concept):
    assert_mentions(detector, marked, concept, language="python")


@pytest.mark.parametrize("text, concept", [
    (python('"""The profiler\'s scheduler: wait, then warmup, then active recording."""'),
     "learning-rate-warmup"),
    (python('"""Number of scheduler warmup steps for this chunk of the denoising loop."""'),
     "learning-rate-warmup"),
    (python('"""Base mean of the logit-normal schedule of the sigmas."""'), "logits"),
    (python('"""A function that takes in the query, key, and value heads and returns new ones."""'),
     "value-model"),
    (python('"""The regulator\'s gains.\n\nkp: Proportional coefficient\nkd: Derivative coefficient\n"""'),
     "knowledge-distillation"),
    (python('"""Computes the perceptual path length (`PPL`_) of a generator model.\n\n'
            'num_samples: Number of samples to use for the PPL computation.\n"""'), "perplexity"),
    (python('"""temperature: Temperature parameter to soften the distributions of the logits."""'),
     "temperature-sampling"),
    (python('"""Unpacked latents of shape [B, C, F, H, W] are patched into tokens, then the attention mask."""'),
     "sequence-packing"),
    (python('"""Generate a video via temporal sliding windows over the latent frames, each with its KV cache."""'),
     "sliding-window-attention"),
    (python('"""Whether to return a dict-like structured output of type `ModelOutput` or a tuple of logits."""'),
     "structured-outputs"),
    (python('"""Tracks a running average of the KV cache\'s hit rate over a sliding window."""'),
     "sliding-window-attention"),
    (python('"""A Spark pipeline model, whose pipeline stages read the featuresCol."""'), "pipeline-parallelism"),
    (python('"""Pareto rank. Pareto ranks are computed from the objective values."""'), "rank-and-world-size"),
    (python('"""beta : float. Parameter of the beta-divergence (Itakura-Saito, Kullback-Leibler)."""'),
     "kl-divergence"),
    (python('"""Temperature scaling calibrates a classifier: softmax(logits / T), T the temperature."""'),
     "temperature-sampling"),
    (python('"""The image is quantized to 256 grey levels and stored as unsigned 8-bit integers."""'),
     "quantization"),
    (python('"""The child process runs in the same process group as the parent, so a Ctrl+C reaches both."""'),
     "process-group"),
    (python('"""DCG@k of the top-k logits, the ranking metric of the recommended items."""'), "top-k-sampling"),
    (python("# A layer called ad hoc, a logit lens, takes and returns the hidden states"), "logits"),
    (python("# DP blocks consume their tiles at stride; Stream-K blocks share the rest"), "data-parallelism"),
    (python("# Column vector broadcast in the epilogue of the GEMM"), "broadcast"),
    (python('"""dim (int): The dimension to perform reduce on, before the collective operation."""'), "reduce"),
], ids=["profiler-warmup", "denoising-warmup", "logit-normal", "attention-value-heads", "pid-gain",
        "perceptual-path-length", "distillation-temperature", "latent-patches", "video-windows",
        "return-value", "running-average", "spark-pipeline", "pareto-rank", "beta-divergence",
        "calibration-temperature", "grey-levels", "os-process-group", "ranking-metric", "logit-lens",
        "stream-k-tiles", "epilogue-broadcast", "tensor-reduction"])
def test_another_sense_stays_quiet_in_a_package_file(detector, text, concept):
    assert_mentions(detector, text, concept, language="python")


TENSORDICT = "import torch\nfrom tensordict import TensorDict\n\n"


def test_a_tensordicts_batch_size_is_its_leading_dimensions(detector):
    """A file of TensorDict's says "batch size" of the dimensions its tensors share; only a cue nearby
    (an optimizer's learning rate) makes it the number of examples per step there."""
    shape = TENSORDICT + 'def f(td):\n    """batch_size (torch.Size): the batch size of the TensorDict."""\n'
    assert_mentions(detector, shape, "batch-size", language="python")
    step = TENSORDICT + 'def f(td):\n    """The «batch size» of each step, with the learning rate."""\n'
    assert_mentions(detector, step, "batch-size", language="python")
