"""Names that kernel libraries, MPI bindings and machine-translated training docs write for concepts:
llama.cpp's quantization types, "weight-only" after a number format, QLoRA's "Normal Float", the
microscaling "MXFPn", MPI's "Gather to All", "pre-filling", the Dutch "gegevens parallellisme" of a
machine translation, and their other senses, which stay quiet (docs/detection.md, sections 2 and 3).

Expected mentions are marked in the text: «Q2_K» is a mention, the guillemets are removed before the text
is analysed. The texts are written in the style of such docs and comments; they use the built-in glossary.
"""

from __future__ import annotations

from support.marked import assert_concept_mentions as assert_mentions
from support.marked import concept_mentions as mentions


def test_llama_cpp_quantization_types_are_gguf(detector):
    marked = '    "A16W2_HQQ_INT",  # «GGUF» «Q2_K» int2, then «IQ4_XS» and «Q6_K» for the larger files\n'
    assert_mentions(detector, marked, "gguf", "python")


def test_a_gguf_expansion_in_brackets(detector):
    assert_mentions(detector, "«GGUF» («GPT-Generated Unified Format») files hold the tensors.\n", "gguf")


def test_weight_only_after_a_number_format_is_the_quantization_scheme(detector):
    marked = ('    "A16W8_FP8",   # FP8 «weight-only» per-channel\n'
              '    "A16W4_HQQ_INT",  # HQQ/GPTQ/AWQ int4 «weight-only»\n')
    assert_mentions(detector, marked, "weight-only-quantization", "python")


def test_a_weight_only_checkpoint_or_load_stays_quiet(detector):
    for text in ("# Save a weight-only checkpoint, without the optimizer state, to resume from.\n",
                 "# torch.load(path, weights_only=True) reads a weight-only file without pickle.\n",
                 "# The export is weight-only in this release.\n"):
        assert mentions(detector, text, "weight-only-quantization", "python") == [], text


def test_normal_float_in_capitals_and_mxfpn(detector):
    assert_mentions(detector, "| «NF4» | 4 | «Normal Float» | QLoRA |\n", "nf4")
    assert_mentions(detector, "Precision support: FP8 × FP8 and «MXFPn» × «MXFPn».\n", "microscaling-formats")


def test_a_normal_float_value_stays_quiet(detector):
    assert mentions(detector, "Any normal float value works here; a Normal float is fine.\n", "nf4") == []


def test_mpi_names_of_collectives(detector):
    assert_mentions(detector, '    def allgather(self, sendobj):\n        """«Gather to All»."""\n', "all-gather", "python")


def test_prefill_hyphenated_and_causal_language_models(detector):
    assert_mentions(detector, "# KV cache compression during «pre-filling», then greedy decoding.\n", "prefill", "python")
    assert_mentions(detector, "# A pipeline for «causal language models».\n", "causal-language-modeling", "python")
    assert mentions(detector, "# Fill in the pre-filled form and a causal model of the data.\n", "prefill",
                    "python") == []


def test_attention_words_of_kernel_comments(detector):
    assert_mentions(detector, "# with one query token, just turn off «causal masking»\n", "attention-mask", "python")
    assert_mentions(detector, "# works as well as «dot product attention» when the temperature is learned\n",
                    "scaled-dot-product-attention", "python")
    assert mentions(detector, "# the dot product of the query and key vectors\n", "scaled-dot-product-attention",
                    "python") == []


def test_pre_and_post_layernorm_are_the_residual_placements(detector):
    marked = "Use «pre-layernorm» rather than «post-layernorm»; the LayerNorm itself is unchanged.\n"
    assert_mentions(detector, marked, "residual-connection")
    assert mentions(detector, marked.replace("«", "").replace("»", ""), "layer-normalization") == ["LayerNorm"]


def test_dutch_machine_translation_of_data_and_model_parallelism(detector):
    marked = ("Er zijn twee hoofdtypen gedistribueerde training: «gegevens parallellisme» en model parallellisme. "
              "«Gegevensparallellisme» is de eenvoudigste manier om de modeltraining te verdelen.\n")
    assert_mentions(detector, marked, "data-parallelism")
    marked = "In «model parallellisme», ook wel «netwerk parallellisme» genoemd, wordt het model gesegmenteerd.\n"
    assert_mentions(detector, marked, "model-parallelism")
    assert_mentions(detector, "In «model parallelism», also known as «network parallelism», the model is split.\n",
                    "model-parallelism")


def test_gegevens_in_other_dutch_sentences_stays_quiet(detector):
    assert mentions(detector, "De gegevens worden parallel verwerkt door de database.\n", "data-parallelism") == []
    assert mentions(detector, "Het neurale netwerk wordt getraind op de gegevens.\n", "model-parallelism") == []


def test_a_bengali_lora_merge(detector):
    assert_mentions(detector, "তখন Task Vector / Delta Merging («LoRA মার্জ») ব্যবহার করুন।\n", "lora-merging")
