"""The matcher's case variants and English word forms: which spellings of a form it makes, which
stay ambiguous, and which belong to another concept (the rest of the matcher: test_matcher.py)."""

import pytest

from ai_glossary.core.detection.matching.matcher import TermMatcher


def found(matcher, text):
    return [(text[c.start : c.end], c.concept_id) for c in matcher.find(text)]


@pytest.fixture
def forms_matcher():
    from ai_glossary.core.glossary.model import Concept, Glossary

    concepts = [
        Concept("lora", "Low-Rank Adaptation", ("LoRA", "lora", "Lora")),
        Concept("qlora", "QLoRA", ()),
        Concept("fsdp", "FSDP", ()),
        Concept("one-f-one-b", "1F1B", ()),
        Concept("data-parallelism", "Data parallelism", ("DP",), ambiguous=frozenset({"DP"})),
        Concept("lamb", "LAMB", (), case_sensitive=frozenset({"LAMB"})),
        Concept("sharding", "Sharding", ()),
        Concept("quantization", "Quantization", ()),
        Concept("instruction-tuning", "Instruction tuning", ()),
        Concept("all-reduce", "All-Reduce", ()),
        Concept("gradient-accumulation", "Gradient accumulation", ()),
        Concept("3d-parallelism", "3D parallelism", ()),
        Concept("moe", "Mixture of Experts", ()),
        Concept("embedding", "Embedding", (), uninflected=frozenset({"embedding"})),
        Concept("activation-checkpointing", "Activation checkpointing", ("checkpointing",)),
        Concept("model-checkpoint", "Checkpoint", ()),
    ]
    return TermMatcher(Glossary({c.id: c for c in concepts}))


@pytest.mark.parametrize("spelling", ["LoRA", "LORA", "lora", "Lora"])
def test_lora_in_the_cases_people_type(forms_matcher, spelling):
    assert found(forms_matcher, f"we train a {spelling} adapter") == [(spelling, "lora")]


@pytest.mark.parametrize(("text", "words"), [
    # a plain word in the cases people type: lower case, capitalised, in capitals
    ("Quantization, quantization and QUANTIZATION", ["Quantization", "quantization", "QUANTIZATION"]),
    # a capital after a lower-case start is another name's styling or a typo: "oLLama-7B"
    ("a qUantization table and a sHarding plan", []),
])
def test_a_plain_word_in_no_case_people_type_is_no_mention(forms_matcher, text, words):
    assert [w for w, _ in found(forms_matcher, text)] == words


def test_a_listed_spelling_with_a_capital_after_a_lower_case_start_keeps_its_case():
    from ai_glossary.core.glossary.model import Concept, Glossary

    m = TermMatcher(Glossary({"vllm": Concept("vllm", "vLLM", ("vllm",)),
                              "ollama": Concept("ollama", "Ollama", ())}))
    assert found(m, "serve with vLLM or vllm") == [("vLLM", "vllm"), ("vllm", "vllm")]
    assert found(m, "| oLLama-7B | 7 miljard | and Ollama") == [("Ollama", "ollama")]


def test_a_name_that_opens_in_lower_case_is_also_capitalised():
    from ai_glossary.core.glossary.model import Concept, Glossary

    m = TermMatcher(Glossary({"xformers": Concept("xformers", "xFormers", ())}))
    assert found(m, "XFormers implementation, built on xFormers") == [("XFormers", "xformers"),
                                                                          ("xFormers", "xformers")]
    assert found(m, "an xformers build and an XFORMERS flag; xFORMERS") == [("XFORMERS", "xformers")]


def test_lora_the_radio_is_not_lora(forms_matcher):
    assert found(forms_matcher, "a LoRa gateway and LoRaWAN") == []


@pytest.mark.parametrize(("text", "concept"), [
    ("QLORA", "qlora"), ("fsdp", "fsdp"), ("Fsdp", "fsdp"), ("1f1b", "one-f-one-b")])


def test_acronyms_in_lower_and_upper_case(forms_matcher, text, concept):
    assert found(forms_matcher, f"see {text} here") == [(text, concept)]


def test_an_acronym_among_words_also_matches_in_lower_case():
    from ai_glossary.core.glossary.model import Concept, Glossary

    m = TermMatcher(Glossary({"kv-cache": Concept("kv-cache", "KV cache", ()),
                              "nvme": Concept("nvme", "NVMe offloading", ())}))
    assert found(m, "the kv cache, the KV cache") == [("kv cache", "kv-cache"), ("KV cache", "kv-cache")]
    assert found(m, "the Kv cache") == []  # not every case: only the acronym's own and lower case
    assert found(m, "nvme offloading") == []  # a mixed-case name keeps its case


def test_a_hyphen_may_stand_for_any_space_of_a_form():
    from ai_glossary.core.glossary.model import Concept, Glossary

    m = TermMatcher(Glossary({
        "fsdp": Concept("fsdp", "FSDP", ("fully sharded data parallelism",)),
        "sdp": Concept("sdp", "sharded data parallelism", ()),
    }))
    # the longer form wins, whichever of its spaces are hyphens
    assert found(m, "via fully-sharded data parallelism") == [("fully-sharded data parallelism", "fsdp")]
    assert found(m, "via fully sharded-data parallelism") == [("fully sharded-data parallelism", "fsdp")]


def test_listing_one_case_spelling_as_ambiguous_leaves_the_others_alone():
    from ai_glossary.core.glossary.model import Concept, Glossary

    moe = Concept("moe", "Mixture of Experts", ("MoE", "moe"), ambiguous=frozenset({"moe"}))
    hits = TermMatcher(Glossary({"moe": moe})).find("a MoE layer, a moe layer")
    assert [(h.form, h.ambiguous) for h in hits] == [("MoE", False), ("moe", True)]


def test_a_capitalised_name_of_another_language_keeps_the_ambiguity_of_its_lower_case():
    from ai_glossary.core.glossary.model import Concept, Glossary

    # the German noun "Checkpoint" only opens with a capital: as ambiguous as "checkpoint", in a
    # compound too ("Kennischeckpoint", a quiz heading of a Dutch course)
    ckpt = Concept("ckpt", "Model checkpoint", ("checkpoint",), names={"de": ("Checkpoint",)},
                   ambiguous=frozenset({"checkpoint"}))
    hits = TermMatcher(Glossary({"ckpt": ckpt})).find("## Kennischeckpoint")
    assert [(h.form, h.ambiguous) for h in hits] == [("Checkpoint", True)]


def test_a_localized_name_takes_the_compound_an_english_form_heads():
    from ai_glossary.core.glossary.model import Concept, Glossary

    # "embedding" with the Dutch head "laag" is ambiguous as the English word is; the Dutch name
    # that spells the whole compound is not, and it is the candidate at that span
    emb = Concept("emb", "embedding", (), names={"nl": ("embeddinglaag",)}, ambiguous=frozenset({"embedding"}))
    hits = TermMatcher(Glossary({"emb": emb})).find("de embeddinglaag van het netwerk, een embedding")
    assert [(h.form, h.lang, h.ambiguous) for h in hits] == [("embeddinglaag", "nl", False),
                                                             ("embedding", None, True)]


def test_a_name_that_spells_the_whole_word_comes_before_a_compound_it_holds():
    from ai_glossary.core.glossary.model import Concept, Glossary

    # "leersnelheid" with the linking s heads any Dutch compound; the warmup's own name is the word
    glossary = Glossary({
        "lr": Concept("lr", "learning rate", (), names={"nl": ("leersnelheid",)}),
        "warmup": Concept("warmup", "learning rate warmup", (), names={"nl": ("leersnelheidsopwarming",)}),
    })
    hits = TermMatcher(glossary).find("een leersnelheidsopwarming en een leersnelheidsschema")
    assert [(h.concept_id, h.form) for h in hits] == [("warmup", "leersnelheidsopwarming"),
                                                      ("lr", "leersnelheid")]


def test_qlora_lower_case_is_not_automatic_for_mixed_case_names(forms_matcher):
    assert found(forms_matcher, "qlora") == []  # a mixed-case name opts in through data, as lora does


def test_short_lower_case_acronyms_are_ambiguous(forms_matcher):
    hits = forms_matcher.find("any dp rank, any DP rank")
    assert [(h.form, h.ambiguous) for h in hits] == [("DP", True), ("DP", True)]


def test_case_sensitive_keeps_a_form_to_its_own_case(forms_matcher):
    assert found(forms_matcher, "lamb and Lamb") == []


@pytest.mark.parametrize(("text", "concept"), [
    ("sharded", "sharding"), ("shards", "sharding"), ("quantized", "quantization"), ("quantize", "quantization"),
    ("instruction-tuned", "instruction-tuning"), ("all-reduced", "all-reduce"), ("allreduced", "all-reduce"),
    ("accumulating gradients", "gradient-accumulation"), ("3D-parallel", "3d-parallelism"),
    ("mixtures of experts", "moe"), ("Quantizing", "quantization"),
    ("unsharded", "sharding"), ("reshard", "sharding"), ("resharded", "sharding"), ("resharding", "sharding")])


def test_english_word_forms(forms_matcher, text, concept):
    assert found(forms_matcher, f"the {text} here") == [(text, concept)]


def test_uninflected_opts_a_form_out_of_word_forms(forms_matcher):
    assert found(forms_matcher, "embedded systems") == []
    assert found(forms_matcher, "an embedding") == [("embedding", "embedding")]


def test_an_uninflected_training_stage_keeps_its_verb_with_its_object():
    # "a pre-trained model" is an adjective and names no stage; "pre-trained on" is the verb
    from ai_glossary.core.glossary.model import Concept, Glossary

    stage = Concept("pre-training", "pre-training", ("pretraining",),
                    uninflected=frozenset({"pre-training", "pretraining"}))
    other = Concept("embedding", "Embedding", (), uninflected=frozenset({"embedding"}))
    matcher = TermMatcher(Glossary({c.id: c for c in (stage, other)}))
    assert found(matcher, "models pre-trained on text") == [("pre-trained on", "pre-training")]
    assert found(matcher, "it was pretrained on a corpus") == [("pretrained on", "pre-training")]
    assert found(matcher, "a pre-trained model") == []
    assert found(matcher, "a pretrained model") == []
    assert found(matcher, "embedded on a chip") == []  # no other uninflected form gives a verb


def test_a_word_form_never_takes_another_concepts_spelling(forms_matcher):
    # "checkpoints" is the plural of the concept "Checkpoint", not a form of "checkpointing"
    assert found(forms_matcher, "save checkpoints") == [("checkpoints", "model-checkpoint")]


def test_a_three_letter_mixed_case_acronym_in_sentence_case_is_ambiguous():
    from ai_glossary.core.glossary.model import Concept, Glossary

    m = TermMatcher(Glossary({"moe": Concept("moe", "Mixture of Experts", ("MoE",)),
                              "dora": Concept("dora", "DoRA", ())}))
    hits = m.find("Moe block. The MoE layer. Dora the explorer")
    assert [(h.form, h.ambiguous) for h in hits if h.concept_id == "moe"] == [("MoE", True), ("MoE", False)]
    assert [h for h in hits if h.concept_id == "dora"] == []  # four letters: "Dora", "Rope" are words
    assert found(m, "the mOE and moE") == []  # sentence case only


def test_a_bengali_name_of_three_words_with_two_of_them_hyphenated():
    from ai_glossary.core.glossary.model import Concept, Glossary

    m = TermMatcher(Glossary({"mpt": Concept("mpt", "mixed-precision training", (),
                                             names={"bn": ("মিক্সড প্রিসিশন ট্রেনিং", "মিক্সড প্রিসিশন")})}))
    for text in ("মিক্সড-প্রিসিশন ট্রেনিং দিয়ে", "মিক্সড প্রিসিশন-ট্রেনিং দিয়ে", "মিক্সড প্রিসিশন ট্রেনিং দিয়ে"):
        assert found(m, text) == [(text.removesuffix(" দিয়ে"), "mpt")]
    # the two words alone stay the shorter name, and an English three-word form is unchanged
    assert found(m, "মিক্সড-প্রিসিশন দিয়ে") == [("মিক্সড-প্রিসিশন", "mpt")]
    assert found(m, "mixed-precision training") == [("mixed-precision training", "mpt")]


def test_a_class_under_its_module_path_also_matches_in_lower_case():
    from ai_glossary.core.glossary.model import Concept, Glossary

    concepts = [Concept("embedding", "Embedding", ("nn.Embedding",)),
                Concept("adamw", "AdamW", ("torch.optim.AdamW",))]
    matcher = TermMatcher(Glossary({c.id: c for c in concepts}))
    # docstrings name modules by their kind in lower case ("``nn.embedding`` under RowWiseParallel")
    assert found(matcher, "the model is nn.embedding under a plan") == [("nn.embedding", "embedding")]
    assert found(matcher, "the model is nn.Embedding under a plan") == [("nn.Embedding", "embedding")]
    # a mixed-case name in its last part keeps its case, and the module path keeps its own
    assert found(matcher, "use torch.optim.adamw or NN.embedding") == []


def test_a_parallelism_abbreviation_takes_its_degree():
    from ai_glossary.core.detection.matching.spellings import degree_spellings

    assert degree_spellings("EP", "expert parallelism")[:5] == ["EP1", "EP2", "EP4", "EP8", "EP16"]
    assert "TP2048" in degree_spellings("TP", "tensor parallelism")
    # powers of two only: other numbers after the letters are codes and names (TP53, CP1252)
    assert "TP53" not in degree_spellings("TP", "tensor parallelism")
    # the abbreviation of a concept that is no parallelism, and a word that is no abbreviation, take none
    assert degree_spellings("LR", "learning rate") == []
    assert degree_spellings("pipeline", "pipeline parallelism") == []
    # a schedule's name of three capitals is no parallelism's abbreviation
    assert degree_spellings("ZBV", "zero-bubble pipeline parallelism") == []


def test_a_lower_case_name_listed_beside_a_mixed_case_one_is_also_capitalised():
    from ai_glossary.core.glossary.model import Concept, Glossary

    matcher = TermMatcher(Glossary({"wordpiece": Concept("wordpiece", "WordPiece", ("wordpiece",)),
                                    "moe": Concept("moe", "MoE", ("moe",), ambiguous=frozenset({"moe"}))}))
    # people type the lower case, and capitalise it where a heading opens ("### 2.3.2 *Wordpiece*")
    assert found(matcher, "### 2.3.2 *Wordpiece*") == [("Wordpiece", "wordpiece")]
    assert found(matcher, "the wordpiece and WordPiece vocabularies") == [("wordpiece", "wordpiece"),
                                                                            ("WordPiece", "wordpiece")]
    # a name of fewer than five letters takes no such spelling of its own: "Moe" keeps its ambiguity
    assert [c.ambiguous for c in matcher.find("Moe said so")] == [True]
    # a word with another capital inside is still no case people type
    assert found(matcher, "WordPIECE") == []
