import pytest

from ai_glossary.core.detection.matching.matcher import TermMatcher
from ai_glossary.core.detection.matching.spellings import spelling_variants, variants_with_spans


@pytest.fixture
def matcher(glossary):
    return TermMatcher(glossary)


def found(matcher, text):
    return [(text[c.start : c.end], c.concept_id) for c in matcher.find(text)]


def test_acronyms_are_case_sensitive_and_ordinary_words_do_not_match(matcher):
    assert found(matcher, "ZeRO-3 is not zero, nor Zero") == [("ZeRO-3", "zero")]


def test_longest_match_wins(matcher):
    assert found(matcher, "use ZeRO-3 here") == [("ZeRO-3", "zero")]


@pytest.mark.parametrize("spelling", ["all-reduce", "all reduce", "allreduce", "All-Reduce", "ALLREDUCE", "all-reduces"])
def test_hyphen_space_joined_and_plural_spellings(matcher, spelling):
    assert found(matcher, f"an {spelling} call") == [(spelling, "all-reduce")]


def test_word_boundaries(matcher):
    assert found(matcher, "FSDPv2 and x_FSDP and FSDP.") == [("FSDP", "fsdp")]


def test_bengali_word_boundaries_use_combining_marks(matcher):
    # standalone, genitive ending (-র), and a longer word that merely starts with the term
    text = "লোরা ভালো, লোরার ওজন, লোরাক নয়"
    assert found(matcher, text) == [("লোরা", "lora"), ("লোরার", "lora")]


def test_bengali_formal_plural_and_english_plural_endings(matcher):
    # -সমূহ (formal plural, with its cases) and the -s of an English plural written in Bengali
    text = "লোরাসমূহের ওজন, লোরাস আর লোরাসমূহ; লোরাসম নয়"
    assert found(matcher, text) == [("লোরাসমূহের", "lora"), ("লোরাস", "lora"), ("লোরাসমূহ", "lora")]


def test_french_name_in_nfd_is_found_with_offsets_into_the_original_text(matcher):
    import unicodedata

    text = unicodedata.normalize("NFD", "le parallélisme de données aide")
    hits = matcher.find(text)
    assert [h.concept_id for h in hits] == ["data-parallelism"]
    assert unicodedata.normalize("NFC", text[hits[0].start : hits[0].end]) == "parallélisme de données"


def test_phrase_across_two_comment_lines(matcher):
    text = "# we use Low-Rank\n# Adaptation here"
    pieces = [(2, 17), (20, len(text))]
    hits = matcher.find_in_pieces(text, pieces)
    assert [(text[h.start : h.end], h.concept_id) for h in hits] == [("Low-Rank\n# Adaptation", "lora")]


def test_ambiguous_forms_are_marked(matcher):
    hits = matcher.find("the adapter pattern")
    assert [(h.concept_id, h.ambiguous) for h in hits] == [("adapters", True)]


def test_spelling_variants():
    assert spelling_variants("all-reduce") == ["all-reduce", "all reduce", "allreduce"]
    assert "mixture-of-experts" in spelling_variants("mixture of experts")


def test_spelling_variants_are_the_spellings_the_matcher_compiles_without_their_word_spans():
    # the context words' spellings skip the spans; the spellings and their order are the forms'
    for form in ("all-reduce", "mixture of experts", "fully-sharded data-parallel", "ফাইন-টিউনিং",
                 "প্যারামিটার-দক্ষ ফাইন-টিউনিং", "policy", "LoRA", "data parallel strategy", "x", "",
                 "sparsity", "key", "spy", "POLICY", "accuracy", "2y", "quantity'"):
        assert spelling_variants(form) == [spelling for spelling, _ in variants_with_spans(form)]


def test_a_long_bengali_name_writes_any_of_its_hyphens_as_a_space():
    # the key leaves a hyphen between Bengali letters out, not a space: each mixture is a spelling
    variants = spelling_variants("প্যারামিটার-দক্ষ ফাইন-টিউনিং")
    assert {"প্যারামিটার দক্ষ ফাইন-টিউনিং", "প্যারামিটার-দক্ষ ফাইন টিউনিং", "প্যারামিটার দক্ষ ফাইন টিউনিং"} <= set(variants)
    # a two-word name has its spaced and joined spellings already; an English name reads hyphens as spaces
    assert spelling_variants("ফাইন-টিউনিং") == ["ফাইন-টিউনিং", "ফাইন টিউনিং", "ফাইনটিউনিং"]
    assert spelling_variants("fully-sharded data-parallel") == ["fully-sharded data-parallel",
                                                                "fully sharded data parallel",
                                                                "fully-sharded-data-parallel"]


def test_find_in_regions_maps_every_region_back_to_the_document(matcher):
    text = "# ZeRO and\n# all reduce\nx = FSDP\n# Low-Rank\n# Adaptation লোরা\n"
    regions = [[(2, 10), (13, 23)], [(35, 43), (46, len(text) - 1)], []]
    batched = matcher.find_in_regions(text, regions)
    assert [[(text[c.start : c.end], c.concept_id) for c in cands] for cands in batched] == [
        [("ZeRO", "zero"), ("all reduce", "all-reduce")],
        [("Low-Rank\n# Adaptation", "lora"), ("লোরা", "lora")],
        [],  # FSDP is in code, outside every region
    ]


def test_acronym_words_keep_their_case_but_other_words_follow_the_sentence(matcher, glossary):
    from ai_glossary.core.glossary.model import Concept, Glossary

    g = Glossary({"psgd": Concept("psgd", "parallel SGD", ())})
    m = TermMatcher(g)
    # the acronym as written or, among the form's other words, all in lower case; no other case
    assert [t for t, _ in found(m, "Parallel SGD works; parallel sgd too; parallel Sgd does not")] == [
        "Parallel SGD", "parallel sgd"]


def test_a_git_reference_is_not_prose(matcher):
    # the middle one is a repository name in a "owner/repo@commit" reference
    assert found(matcher, "Update FSDP to pytorch/FSDP@0e18b2e7d0b5 and see FSDP") == [("FSDP", "fsdp")] * 2
    assert found(matcher, "see pytorch/FSDP and FSDP@home") == [("FSDP", "fsdp")] * 2  # no commit: prose


def test_a_url_that_ends_a_region_does_not_run_into_the_next(matcher):
    text = "# see https://example.org/docs\n# FSDP shards it\n"
    first, second = (text.index("see"), text.index("\n")), (text.index("FSDP"), len(text) - 1)
    assert [[c.concept_id for c in cands] for cands in matcher.find_in_regions(text, [[first], [second]])] == [
        [], ["fsdp"]]


def test_an_identifier_in_a_formula_is_code():
    from ai_glossary.core.glossary.model import Concept, Glossary

    m = TermMatcher(Glossary({"pp": Concept("pp", "pipeline parallelism", ("pipeline_parallel_size",))}))
    assert found(m, "perform (chunks-1)*pipeline_parallel_size steps") == []
    assert found(m, "with pipeline_parallel_size=4 or more") == [("pipeline_parallel_size", "pp")]  # a config key
    assert found(m, "set pipeline_parallel_size to 4") == [("pipeline_parallel_size", "pp")]


def test_an_identifier_in_a_template_field_is_code():
    from ai_glossary.core.glossary.model import Concept, Glossary

    m = TermMatcher(Glossary({"rank": Concept("rank", "rank", ("local_rank",))}))
    assert found(m, "saved as ``{prefix}_rank{local_rank}.bin``") == []
    assert found(m, "DP_SIZE=$(( ${NUM_GPUS} / ${local_rank} ))") == []
    assert found(m, "each local_rank {0, 1} writes its own file") == [("local_rank", "rank")]


def test_a_name_declared_after_a_c_pointer_type_is_code(matcher):
    # a C header quoted in a comment (ctypes bindings do it for every function they wrap)
    assert found(matcher, "(const struct llama_adapter_lora * adapter, int32_t i);") == []
    assert found(matcher, "void merge(struct lora *adapter);") == []
    assert found(matcher, "float * adapters[4];") == []
    # prose around a star: a Markdown bullet or emphasis, a product, and a name used in a formula
    assert found(matcher, "* adapter, tuned") == [("adapter", "adapters")]
    assert found(matcher, "the *adapter*, tuned") == [("adapter", "adapters")]
    assert found(matcher, "rank * adapter count") == [("adapter", "adapters")]
    assert found(matcher, "(one per rank * adapter)") == [("adapter", "adapters")]
    assert found(matcher, "the *pipeline* adapters, tuned") == [("adapters", "adapters")]


def test_file_paths_are_not_prose(matcher):
    assert found(matcher, "see csrc/lora/fsdp_utils.cpp and ./FSDP/run or ~/FSDP/x, then FSDP.") == [("FSDP", "fsdp")]
    # slashes between alternatives are prose
    assert found(matcher, "C++/FSDP kernels") == [("FSDP", "fsdp")]
    assert found(matcher, "with FSDP/ZeRO-3 or ZeRO/LoRA.") == [
        ("FSDP", "fsdp"), ("ZeRO-3", "zero"), ("ZeRO", "zero"), ("LoRA", "lora")]


def test_a_path_at_the_start_of_a_region_is_a_path_wherever_the_region_falls(matcher):
    """A root folder begins a word at a region's start too: the same answer whether the region is
    matched alone, first, or after another one (they are joined with a NUL), and line by line. (A
    random-edit soak found "- //LoRA" answered differently by an edited document and a fresh one.)"""
    text = "LoRA first\n//LoRA adapters and FSDP\n"
    first, second = (0, 10), (11, 36)
    alone = matcher.find_in_regions(text, [[second]])[0]
    after_another = matcher.find_in_regions(text, [[first], [second]])[1]
    by_line = matcher.scan_line(text, second).candidates
    assert [text[c.start:c.end] for c in alone] == ["adapters", "FSDP"]
    assert list(after_another) == list(alone) == list(by_line)


def test_a_url_ends_at_any_white_space(matcher):
    # a no-break space ends a URL as a space does: the term after it is prose
    assert found(matcher, "see https://example.org/a\u00a0FSDP shards it") == [("FSDP", "fsdp")]


def test_urls_are_not_prose(matcher):
    assert found(matcher, "see https://example.org/fsdp/ZeRO-3.html and www.FSDP.org, or FSDP") == [("FSDP", "fsdp")]


def test_dotted_names_are_code(matcher):
    assert found(matcher, "call FSDP.wrap() or torch.FSDP, but FSDP. Done") == [("FSDP", "fsdp")]


# -- the language of a region decides whether a localized name counts --------------------------

@pytest.fixture
def lang_matcher():
    from ai_glossary.core.glossary.model import Concept, Glossary

    concepts = [
        Concept("quantization", "Quantization", (), names={"fr": ("quantification",), "nl": ("kwantisatie",)}),
        Concept("adam", "Adam", ()),
        Concept("transformer", "Transformer", (), names={"bn": ("ট্রান্সফরমার",)}),
    ]
    return TermMatcher(Glossary({c.id: c for c in concepts}))


def test_french_name_in_english_prose_is_quiet(lang_matcher):
    assert found(lang_matcher, "Uncertainty quantification for the model: we estimate the calibration error.") == []


def test_french_name_in_french_prose_matches(lang_matcher):
    text = "La quantification des poids réduit la mémoire du modèle."
    assert found(lang_matcher, text) == [("quantification", "quantization")]


def test_localized_name_in_a_region_of_unknown_language_matches(lang_matcher):
    assert found(lang_matcher, "quantification") == [("quantification", "quantization")]


def test_dutch_name_in_dutch_prose_matches(lang_matcher):
    assert found(lang_matcher, "Het gebruik van kwantisatie is nuttig voor het model.") == [("kwantisatie", "quantization")]


def test_each_region_has_its_own_language(lang_matcher):
    text = "# Uncertainty quantification for the model is what we want\n# la quantification des poids\n"
    first, second = (2, text.index("\n")), (text.index("\n") + 3, len(text) - 1)
    regions = lang_matcher.find_in_regions(text, [[first], [second]])
    assert [[text[c.start : c.end] for c in cands] for cands in regions] == [[], ["quantification"]]


def test_english_terms_match_inside_french_and_bengali_sentences(lang_matcher):
    assert found(lang_matcher, "On entraîne le modèle avec Adam et le Transformer est gelé.") == [
        ("Adam", "adam"), ("Transformer", "transformer")]
    assert [c for _, c in found(lang_matcher, "Transformer মডেলগুলো বড়")] == ["transformer"]


# -- Bengali --------------------------------------------------------------------------------------

@pytest.mark.parametrize("ending", ["গুলি", "গুলো", "দের", "টি", "টা", "গুলোকে", "টির", "েরও"])
def test_bengali_plural_and_case_endings(lang_matcher, ending):
    text = f"ট্রান্সফরমার{ending} বড়"
    assert found(lang_matcher, text) == [(f"ট্রান্সফরমার{ending}", "transformer")]


def test_bengali_form_followed_by_another_word_is_not_a_mention(lang_matcher):
    assert found(lang_matcher, "ট্রান্সফরমারখানাক") == []


def test_latin_term_with_a_bengali_ending(lang_matcher):
    assert found(lang_matcher, "Transformerগুলো বড়") == [("Transformerগুলো", "transformer")]


def test_bengali_forms_match_with_and_without_a_zero_width_joiner(matcher):
    # the glossary writes "লো-র‍্যাঙ্ক" style names with a joiner; writers often type none
    from ai_glossary.core.glossary.model import Concept, Glossary

    m = TermMatcher(Glossary({"lora": Concept("lora", "LoRA", (), names={"bn": ("লো-র\u200d্যাঙ্ক অ্যাডাপ্টেশন",)})}))
    assert [c for _, c in found(m, "## লো-র্যাঙ্ক অ্যাডাপ্টেশন")] == ["lora"]
    assert [c for _, c in found(m, "লো-র\u200d্যাঙ্ক অ্যাডাপ্টেশনের")] == ["lora"]


def test_an_ambiguous_localized_name_that_is_a_whole_region_is_marked_alone():
    # its sense is then read from the related concepts of the whole document (senses.py;
    # tests/unit/glossary_data/test_course_prose_fr.py)
    from ai_glossary.core.glossary.model import Concept, Glossary

    name = "ট্রান্সফরমার"
    m = TermMatcher(Glossary({"transformer": Concept(
        "transformer", "Transformer", (), names={"bn": (name,)}, ambiguous=frozenset({name}))}))
    text = f"{name}\n{name} বিদ্যুৎ সরবরাহ করে"
    heading, sentence = m.find_in_regions(text, [[(0, len(name))], [(len(name) + 1, len(text))]])
    assert [(c.ambiguous, c.alone) for c in heading] == [(True, True)]
    assert [(c.ambiguous, c.alone) for c in sentence] == [(True, False)]


def test_a_listed_lower_case_alias_is_not_ambiguous_like_a_derived_one():
    from ai_glossary.core.glossary.model import Concept, Glossary

    m = TermMatcher(Glossary({
        "ddp": Concept("ddp", "DDP", ("ddp",)),
        "tpu": Concept("tpu", "TPU", ()),
    }))
    assert [(h.form, h.ambiguous) for h in m.find("wrap it in ddp on a tpu")] == [("ddp", False), ("TPU", True)]


def test_typographic_apostrophe_is_the_ascii_one():
    from ai_glossary.core.glossary.model import Concept, Glossary

    m = TermMatcher(Glossary({"learning-rate": Concept("learning-rate", "Learning rate", (), names={"fr": ("taux d'apprentissage",)})}))
    assert found(m, "le taux d’apprentissage initial") == [("taux d’apprentissage", "learning-rate")]


def test_an_api_name_listed_as_an_alias_matches_as_a_whole_dotted_name():
    from ai_glossary.core.glossary.model import Concept, Glossary

    m = TermMatcher(Glossary({
        "adamw": Concept("adamw", "AdamW", ("torch.optim.AdamW",)),
        "pytorch-distributed": Concept("pytorch-distributed", "PyTorch Distributed", ("torch.distributed", "init_process_group")),
    }))
    assert found(m, "Use `torch.optim.AdamW` with torch.distributed.") == [
        ("torch.optim.AdamW", "adamw"), ("torch.distributed", "pytorch-distributed")]
    # the head or the tail of a longer dotted name is not the API: torch.distributed.checkpoint
    assert found(m, "see torch.distributed.checkpoint and my.torch.distributed") == []
    # an API name that is called is code written in prose
    assert found(m, "opt = torch.optim.AdamW(params); init_process_group(backend)") == []
    assert found(m, "call init_process_group first") == [("init_process_group", "pytorch-distributed")]


@pytest.mark.parametrize("text, named", [
    # a lecture's slide that shows MPI's C signature names the collective, as a signature in a comment
    # does: MPI's functions are written as calls more often than not
    ("int MPI_Gather(void* sendbuf, int sendcount)", ["MPI_Gather"]),
    ("MPI_BARRIER(comm) Global Synchronization within a given communicator", ["MPI_BARRIER"]),
    ("Typical signature in C is MPI_Allreduce(void* sendbuf, void* recvbuf, int count)", ["MPI_Allreduce"]),
    # another API called with its arguments stays code
    ("dist.gather_object(obj, object_gather_list) collects them", []),
])
def test_an_mpi_function_written_with_its_arguments_names_its_collective(text, named):
    from ai_glossary.core.glossary.model import Concept, Glossary

    m = TermMatcher(Glossary({
        "gather": Concept("gather", "gather", ("MPI_Gather", "dist.gather_object")),
        "barrier": Concept("barrier", "barrier", ("MPI_Barrier",)),
        "all-reduce": Concept("all-reduce", "all-reduce", ("MPI_Allreduce",)),
    }))
    assert [t for t, _ in found(m, text)] == named


def test_a_hit_is_in_a_url_only_where_its_run_of_characters_holds_one():
    # in_url looks for a URL only when the run of characters around the hit holds a "://" or a
    # "www.": the same answer as searching every run
    import random

    from ai_glossary.core.detection.matching.not_mentions import URL, ends_url, in_url, url_marks

    def searched(text, start, end):
        left, right = start, end
        while left > 0 and not ends_url(text[left - 1]):
            left -= 1
        while right < len(text) and not ends_url(text[right]):
            right += 1
        m = URL.search(text, left, right)
        return m is not None and m.start() < end

    pieces = ["https://", "www.", "://", "x.org", "/a", "FSDP", "ab", " ", "\u00a0", "(", ")", "'", "\x00", "\n", "."]
    rng = random.Random(5)
    urls = 0
    for _ in range(400):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 10)))
        marks = url_marks(text)
        if not marks:
            continue
        for start in range(len(text)):
            for end in range(start + 1, min(len(text), start + 8) + 1):
                expected = searched(text, start, end)
                urls += expected
                assert in_url(text, start, end, marks) == expected, (text, start, end)
    assert urls  # hits inside URLs and outside them were both tried


def test_a_spelling_listed_with_its_exact_case_goes_before_another_concepts_joined_spelling():
    from ai_glossary.core.glossary.model import Concept, Glossary

    # "data parallel" is also spelled "dataparallel" (joined, any case); the API class listed as
    # "DataParallel" by a concept loaded later is that class where its exact case is written
    m = TermMatcher(Glossary({
        "data-parallelism": Concept("data-parallelism", "Data Parallelism", ("data parallel",)),
        "data-parallel-legacy": Concept("data-parallel-legacy", "DataParallel", ()),
    }))
    assert found(m, "DataParallel is slower") == [("DataParallel", "data-parallel-legacy")]
    assert found(m, "one dataparallel group") == [("dataparallel", "data-parallelism")]


def test_a_localized_name_that_does_not_count_here_hides_no_term_inside_it():
    from ai_glossary.core.glossary.model import Concept, Glossary

    # the German name "All-Reduce-Operation" is "all-reduce operation" by its letters (a hyphen is a
    # space): in English prose the term inside it is the mention; in German the name is
    m = TermMatcher(Glossary({"all-reduce": Concept("all-reduce", "all-reduce", ("allreduce",),
                                                    names={"de": ("All-Reduce-Operation",)})}))
    english = "Each rank then dispatches the all-reduce operation to the process group."
    german = "Jeder Rank ruft dann die All-Reduce-Operation der Prozessgruppe auf."
    assert found(m, english) == [("all-reduce", "all-reduce")]
    assert found(m, german) == [("All-Reduce-Operation", "all-reduce")]
    regions = m.find_in_regions(f"{english}\n{german}", [[(0, len(english))], [(len(english) + 1, len(english) + 1 + len(german))]])
    assert [[(c.end - c.start, c.lang) for c in r] for r in regions] == [[(10, None)], [(20, "de")]]
