"""Forms that are part of something else's name (:mod:`ai_glossary.core.detection.matching.other_names`):
a glob, another package's hyphenated name, a quoted marker, the step "de-" undoes, a citation's pages,
a link's fragment; through the matcher."""

import pytest

from ai_glossary.core.detection.matching.matcher import TermMatcher
from ai_glossary.core.glossary.model import Concept, Glossary


@pytest.mark.parametrize("text, words", [
    # a glob's "*.": the names of modules or files it matches, not the concept
    ("It always lives on a ``*.experts``/``*.moe`` module.", []),
    # the name as a word, and after a dotted module path's word (the dotted-name rule's own case)
    ("Route tokens in the moe layer; see the MoE docs.", ["moe", "MoE"]),
])
def test_a_form_in_a_glob_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({"moe": Concept("moe", "MoE", ("moe",))}))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # a lower-case hyphenated package name after another word and a hyphen: another product's name
    ("Cela permet à node-llama-cpp d'adapter le placement.", []),
    # the package's own name, its own longer alias, and an English prefix before it keep their mentions
    ("Install llama-cpp or llama-cpp-python; a non-llama-cpp build.", ["llama-cpp", "llama-cpp-python",
                                                                      "llama-cpp"]),
    ("Run it with Node-llama-cpp? No: with llama.cpp.", ["llama-cpp", "llama.cpp"]),
])
def test_a_package_name_at_the_tail_of_another_name_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({"llama-cpp": Concept("llama-cpp", "llama.cpp", ("llama-cpp", "llama-cpp-python"))}))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # a documentation site's icon drawn in the shortcode's place
    ("# Ollama :simple-ollama:", ["Ollama"]),
    ("- [Gemma:7b :simple-ollama:](https://ollama.com/library/gemma) and :ollama-logo:", []),
    # a tag, a word before a colon, and a colon after a digit keep theirs
    ("Run ollama:latest; Ollama: a runtime; at 10:ollama-x: it starts", ["ollama", "Ollama", "ollama"]),
])
def test_a_form_in_an_icons_shortcode_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({"ollama": Concept("ollama", "Ollama", ("ollama",))}))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # a value of a key in a quoted spec of settings, which code parses
    ('#  - "p=f16,c=bf16"  (params in f16, compute in bf16, output in bf16)', ["bf16", "bf16"]),
    ("(e.g. 'c=bf16' -> 'p=f32,c=bf16,o=bf16')", []),
    # a sentence's "=" keeps the name, and so does a key with a space in its quotes
    ('we set dtype=bf16 for the run; "compute = bf16" is the same', ["bf16", "bf16"]),
])
def test_a_value_in_a_quoted_spec_of_settings_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({"bf16": Concept("bf16", "bfloat16", ("bf16",))}))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # a quoted value that a lower-case name opens and a hyphen joins to more: a marker of its own
    ('a local marker such as `apiKey: "ollama-local"` is accepted', []),
    ('set "ollama_local_key" in the file', []),
    # the name alone as a quoted value, unquoted before a hyphen, and a value with a space keep theirs
    ('// or "ollama", "lmstudio"; an ollama-compatible server; "ollama server"', ["ollama", "ollama", "ollama"]),
])
def test_a_name_opening_a_quoted_marker_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({"ollama": Concept("ollama", "Ollama", ("ollama",))}))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # a quoted value with a digit that a lower-case name ends after a hyphen: a folder or a run of its own
    ('# or "output-gemma-3-4b-lora" depending on your training', []),
    ('save to "ckpt-v2-qlora" first', []),
    # the name alone, a value with no digit, or unquoted, keeps its mention
    ('# train "lora" or "with-lora"; the gemma-3-4b-lora run', ["lora", "lora", "lora"]),
])
def test_a_name_ending_a_quoted_value_with_a_digit_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({"lora": Concept("lora", "LoRA", ("lora", "qlora"))}))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # "de-" undoes the step the form names
    ("Quantize and de-quantize tensor, scale, zero-point.", ["Quantize"]),
    ("Quantized and De-quantize the weights.", ["Quantized"]),
    # a word that ends in "de" before a hyphen is no prefix
    ("Use a mode-quantize switch and grade-quantized weights.", ["quantize", "quantized"]),
])
def test_a_form_after_de_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({"quantization": Concept("quantization", "quantization",
                                                            ("quantize", "quantized", "Quantize", "Quantized"))}))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # "non-" negates a form's first word: the rest of it is what is named
    ("It uses non-interleaved 1F1B strategy.", ["1F1B"]),
    ("Runs non-interleaved 1F1B schedule; Non-interleaved 1F1B too.", ["1F1B", "1F1B"]),
    ("either a non-sharded optimizer or FSDP", ["non-sharded", "FSDP"]),
    # the form itself, a form of one word after it, or a word ending in "non": left as it is
    ("an interleaved 1F1B schedule and a canon-interleaved 1F1B", ["interleaved 1F1B", "interleaved 1F1B"]),
])
def test_a_form_after_non_names_what_its_other_words_name(text, words):
    matcher = TermMatcher(Glossary({
        "interleaved": Concept("interleaved", "interleaved 1F1B", ()),
        "one-f-one-b": Concept("one-f-one-b", "1F1B", ()),
        "state-sharding": Concept("state-sharding", "sharded optimizer", ()),
        "sharding": Concept("sharding", "non-sharded", ()),
        "fsdp": Concept("fsdp", "FSDP", ()),
    }))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # "pp." and a page number: a citation's pages
    ("Dense Object Detection, ICCV, 2017, pp. 2999-3007.", []),
    ("In Proc. NeurIPS, pp.1-9, 2020.", []),
    # pipeline parallelism in capitals, or "pp" with no page number after it, keeps its mention
    ("We use TP and PP. 4 GPUs hold each stage.", ["PP"]),
    ("Set pp. The degree of pipeline parallelism.", ["pp", "pipeline parallelism"]),
])
def test_a_citations_pages_are_no_mention(text, words):
    matcher = TermMatcher(Glossary({"pipeline-parallelism": Concept("pipeline-parallelism", "pipeline parallelism",
                                                                    ("PP", "pp"))}))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # the fragment of a Markdown link's target in a docstring, and of a relative path or a URL
    ("Mask of the padding. [What are attention masks?](../glossary#attention-mask)", ["attention masks"]),
    ("See [the mask](#attention-mask).", []),
    ("Read ../glossary#attention-mask and https://hf.co/docs/glossary#attention-mask first.", []),
    # a "#" after a space or a bracket is a tag or a comment, no fragment
    ("Tags: #attention-mask, (#attention-mask)", ["attention-mask", "attention-mask"]),
])
def test_a_links_fragment_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({"attention-mask": Concept("attention-mask", "attention mask",
                                                              ("attention-mask",))}))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words
