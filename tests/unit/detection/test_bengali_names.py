"""Bengali translations of a name (docs/detection.md, "Bengali translations of a name"): the loanword
and the native calque of each word of a name replace each other, and a calque with a native head
takes the genitive before it. Each class has a mention and a trap; the sentences are written for
these tests, after real machine-translated Bengali (PhiCookBook's translations/bn, the development
sample of docs/evaluation.md)."""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.detection.matching.bengali_names import (bengali_spellings, bengali_verb_forms,
                                                               bengali_verb_phrases, english_word_spellings,
                                                               marked_bengali_spellings)
from ai_glossary.core.glossary.model import Concept, Glossary
from support.marked import assert_marked_mentions

_CONCEPTS = (
    Concept("data-parallelism", "data parallelism", names={"bn": ("ডেটা প্যারালেলিজম",)}),
    Concept("model-parallelism", "model parallelism", names={"bn": ("মডেল প্যারালেলিজম",)}),
    Concept("full-fine-tuning", "full fine-tuning", names={"bn": ("ফুল ফাইন-টিউনিং",)}),
    Concept("rlhf", "reinforcement learning from human feedback",
            names={"bn": ("মানব প্রতিক্রিয়া থেকে রিইনফোর্সমেন্ট লার্নিং",)}),
    # "pre-trained" describes nearly every checkpoint: the concept opts out of word forms
    Concept("pre-training", "pre-training", names={"bn": ("প্রি-ট্রেনিং",)}, uninflected=frozenset({"pre-training"})),
    Concept("instruction-tuning", "instruction tuning", names={"bn": ("ইনস্ট্রাকশন টিউনিং",)}),
    Concept("embedding", "embedding", names={"bn": ("এমবেডিং",)}),
    Concept("positional-encoding", "positional encoding", names={"bn": ("পজিশনাল এনকোডিং", "পজিশন এমবেডিং")}),
    Concept("learning-rate", "learning rate", names={"bn": ("লার্নিং রেট",)}, context=("গ্রেডিয়েন্ট",)),
    Concept("batch-normalization", "batch normalization", names={"bn": ("ব্যাচ নরমালাইজেশন",)}),
    Concept("layer-normalization", "layer normalization", names={"bn": ("লেয়ার নরমালাইজেশন",)}),
    Concept("weight-decay", "weight decay", names={"bn": ("ওয়েট ডিকে",)}, context=("গ্রেডিয়েন্ট",)),
    Concept("residual-connection", "residual connection", names={"bn": ("রেসিডুয়াল কানেকশন",)}),
    Concept("distributed-deep-learning", "distributed deep learning", names={"bn": ("ডিস্ট্রিবিউটেড ডিপ লার্নিং",)}),
    Concept("mixed-precision-training", "mixed-precision training", names={"bn": ("মিক্সড প্রিসিশন",)}),
    Concept("quantization", "quantization", names={"bn": ("কোয়ান্টাইজেশন",)}, context=("int4", "gptq")),
    # a listed spelling of the genitive that is also an everyday phrase: ambiguous
    Concept("batch-size", "batch size", names={"bn": ("ব্যাচ সাইজ", "ব্যাচের আকার")},
            ambiguous=frozenset({"ব্যাচের আকার"}), context=("অপটিমাইজার",)),
    Concept("beam-search", "Beam search", names={"bn": ("বিম সার্চ",)}),
    Concept("context-window", "context window", names={"bn": ("কনটেক্সট উইন্ডো", "প্রসঙ্গ উইন্ডো")}),
    Concept("reference-model", "reference model", names={"bn": ("রেফারেন্স মডেল",)},
            ambiguous=frozenset({"রেফারেন্স মডেল"}), context=("RLHF",)),
)


@pytest.fixture(scope="module")
def detector():
    return Detector.compile(Glossary({c.id: c for c in _CONCEPTS}))


@pytest.mark.parametrize("marked", [
    # a native calque for either word, or for both
    "বড় মডেলে «তথ্য সমান্তরালতা» ব্যবহার করা হয়।\n",
    "«ডেটা সমান্তরালতা» এবং «ডাটা প্যারালালিজমের» সুবিধা।\n",
    "«মডেল সমান্তরালকরণ» দিয়ে লেয়ার ভাগ করা হয়।\n",
    "«সম্পূর্ণ সূক্ষ্ম সমন্বয়» সব প্যারামিটার বদলায়।\n",
    "«পূর্ণ ফাইন-টিউনিং» ব্যয়বহুল।\n",
    # a family word of two words, inside a longer name
    "«মানুষের প্রতিক্রিয়া থেকে শক্তিবৃদ্ধি শিক্ষণ» মডেলকে নিরাপদ করে।\n",
    # a prefix written as a word of its own
    "«পূর্ব-প্রশিক্ষণের» সময় মডেল ভাষা শেখে।\n",
    "«প্রাক-প্রশিক্ষণ» শেষে ফাইন-টিউন করা হয়।\n",
    "«মিশ্র প্রিসিশনের» জন্য bfloat16 ব্যবহার করুন।\n",
    "«লার্নিং হার» কমিয়ে দিন।\n",
    # "position" and "positional", loanword or calque (AI-For-Beginners' Transformers lesson)
    "«পজিশনাল এম্বেডিংয়ের» মাধ্যমে আমরা টোকেনের অবস্থান এম্বেড করি।\n",
    "মূল পত্রে প্রস্তাবিত স্থির «অবস্থান এনকোডিং» ফাংশন।\n",
    "«অবস্থানগত এনকোডিং» টোকেনের ক্রম জানায়।\n",
])
def test_loanword_and_calque_replace_each_other(detector, marked):
    assert_marked_mentions(detector, marked)


@pytest.mark.parametrize("marked", [
    # the genitive before a native head, as Bengali joins two nouns
    "«মডেলের সমান্তরালতা» ব্যবহার করে বড় মডেল চালানো যায়।\n",
    "«ডেটার সমান্তরালতায়» প্রতিটি জিপিইউ একটি অংশ পায়।\n",
    "«লার্নিংয়ের হার» বেশি হলে লস লাফায়।\n",
])
def test_genitive_before_a_native_head(detector, marked):
    assert_marked_mentions(detector, marked)


@pytest.mark.parametrize("marked", [
    # শিক্ষা (education) is no member: the literacy rate is no learning rate
    "দেশে শিক্ষার হার বেড়েছে।\n",
    # a loanword head takes no genitive before it: "মডেলের প্যারালেলিজম" is not written
    "মডেলের প্যারালেলিজম নিয়ে কথা নেই।\n",
    # a family word inside a longer word is not replaced: প্যারালেল is not প্যারালেলিজম's
    "তথ্য সমান্তরালভাবে পাঠানো হয়।\n",
    # the word before a native head of another name
    "তথ্যের পরিমাণ বেশি।\n",
    # a spelling the glossary lists as ambiguous stays so when a family also makes it
    "কারখানায় ব্যাচের আকার ছোট রাখা হয়।\n",
    # অবস্থান alone is a place or a stand, and a token's position beside its embedding is no name
    "সে ঘরের কোণে অবস্থান করছিল; দলের অবস্থান স্পষ্ট।\n",
    "টোকেনের অবস্থান আর তার «এমবেডিং» যোগ করা হয়।\n",
])
def test_ordinary_words_stay_quiet(detector, marked):
    assert_marked_mentions(detector, marked)


def test_an_ambiguous_listed_spelling_counts_with_its_context(detector):
    assert_marked_mentions(detector, "অপটিমাইজার আর «ব্যাচের আকার» একসাথে বদলান।\n")


def test_verb_forms_of_an_ization_name_count_with_the_concept_context(detector):
    assert_marked_mentions(detector, "GPTQ দিয়ে ওয়েটগুলো int4-এ «কোয়ান্টাইজ» করি; «কোয়ান্টাইজড» মডেলটি ছোট।\n")
    # a verb is more general than its noun: without the context, energy levels are quantized too
    assert_marked_mentions(detector, "আলোর শক্তি কোয়ান্টাইজড।\n")
    assert bengali_verb_forms("ব্যাচ নরমালাইজেশন") == []  # one-word names only


def test_a_name_in_ation_gives_its_verb_before_the_light_verb_only():
    # "ডিস্টিলেশন" (distillation) is written as its verb, "ডিস্টিল করে" (distils)
    assert bengali_verb_forms("ডিস্টিলেশন") == ["ডিস্টিল করা", "ডিস্টিল করে", "ডিস্টিল করতে", "ডিস্টিল করেছে"]
    # never the stem alone, which is often no verb ("জেনারেশন", generation, is not "জেনার")
    assert all(" " in form for form in bengali_verb_forms("জেনারেশন"))
    assert bengali_verb_forms("নলেজ ডিস্টিলেশন") == []  # one-word names only


def test_spellings_are_the_products_of_the_families_and_keep_the_name_out():
    spellings = bengali_spellings("ডেটা প্যারালেলিজম")
    assert "ডেটা প্যারালেলিজম" not in spellings
    assert {"তথ্য সমান্তরালতা", "ডাটা প্যারালালিজম", "ডেটার সমান্তরালতা", "তথ্যের সমান্তরালতা"} <= set(spellings)
    assert "ডেটার প্যারালেলিজম" not in spellings  # a loanword head: no genitive
    assert bengali_spellings("ডিভাইস মেশ") == []  # no family word


def test_the_words_of_preference_tuning_and_decoding_have_their_calques():
    # a translated model card: "সরাসরি পছন্দ অপ্টিমাইজেশন", direct preference optimization
    assert "সরাসরি পছন্দ অপটিমাইজেশন" in bengali_spellings("ডাইরেক্ট প্রেফারেন্স অপটিমাইজেশন")
    assert "প্রক্সিমাল নীতি অপটিমাইজেশন" in bengali_spellings("প্রক্সিমাল পলিসি অপটিমাইজেশন")
    assert "পুরস্কার মডেল" in bengali_spellings("রিওয়ার্ড মডেল")
    assert "লোভী ডিকোডিং" in bengali_spellings("গ্রিডি ডিকোডিং")
    assert "আত্ম-মনোযোগ" in bengali_spellings("সেলফ-অ্যাটেনশন")


@pytest.mark.parametrize("marked", [
    # the verb of a name with the light verb করা, in each family's spelling (the guidelines count
    # "pre-train" as the stage); its endings are read as a name's
    "মডেলটি বিশাল ডেটাতে «প্রি-ট্রেইন করা» হয়েছে।\n",
    "মডেলটিকে ওয়েব টেক্সটে «প্রাক-প্রশিক্ষিত করা» হয়েছিল।\n",
    "আগে «পূর্ব-প্রশিক্ষিত করার» খরচ বেশি।\n",
    "বেস মডেলকে «নির্দেশনা-টিউন করা» হয়।\n",
    # the -ed participle of a concept that takes word forms: an instruction-tuned model
    "«ইনস্ট্রাকশন-টিউনড» মডেলগুলো নির্দেশ মেনে চলে।\n",
    "«নির্দেশনা টিউন্ড» মডেল\n",
])
def test_verb_phrases_of_a_name(detector, marked):
    assert_marked_mentions(detector, marked)


@pytest.mark.parametrize("marked", [
    # a pre-trained model is no mention of the pre-training stage: no participle for that concept
    "একটি প্রি-ট্রেইনড মডেল ডাউনলোড করুন।\n",
    "পূর্ব-প্রশিক্ষিত মডেলগুলো ব্যবহার করুন।\n",
    # a one-word name takes no verb: a video is embedded as often
    "ভিডিওটি পেজে এমবেড করা হয়েছে।\n",
])
def test_verb_phrases_stay_out_of_adjectives_and_one_word_names(detector, marked):
    assert_marked_mentions(detector, marked)


def test_verb_phrases_are_made_from_each_family_spelling():
    phrases = bengali_verb_phrases("প্রি-ট্রেনিং", participles=False)
    assert {"প্রি-ট্রেন করা", "প্রাক-ট্রেন করে", "প্রাক-প্রশিক্ষিত করা", "পূর্ব-প্রশিক্ষিত করতে"} <= set(phrases)
    assert not any(" " not in p for p in phrases)  # no participle alone
    assert "ইনস্ট্রাকশন টিউনড" in bengali_verb_phrases("ইনস্ট্রাকশন টিউনিং", participles=True)
    # only the names of training and tuning: a merge or a decoding has no verb of its stage
    assert bengali_verb_phrases("LoRA মার্জিং", participles=True) == []
    assert bengali_verb_phrases("স্পেকুলেটিভ ডিকোডিং", participles=True) == []
    assert bengali_verb_phrases("এমবেডিং", participles=True) == []
    assert bengali_verb_phrases("প্যারামিটার সার্ভার", participles=True) == []


@pytest.mark.parametrize("marked", [
    # the term's first words in English before the transliteration's head, as bilingual prose and
    # machine translations write them (PhiCookBook's ONNX Runtime GenAI page: "greedy/beam সার্চ")
    "এতে greedy/«beam সার্চ» এবং TopK সমর্থন রয়েছে।\n",
    "দীর্ঘ কথোপকথনে «context উইন্ডো» শেষ হয়ে যায়; নতুন «Context উইন্ডোতে» শুধু সারাংশ থাকে।\n",
    "প্রশিক্ষণ অস্থির হলে «learning রেট» কমিয়ে দিন।\n",
    # an English lead keeps the name's ambiguity: with its sense nearby it counts
    "RLHF-এ «reference মডেল» থেকে দূরত্ব মাপা হয়।\n",
    # and the last word in English after the transliteration's first ones
    "RLHF-এ π_ref হলো «রেফারেন্স Model», আর log_pi_ref হলো ফ্রিজড «রেফারেন্স Model»-এর প্রোবাবিলিটি।\n",
])
def test_english_words_before_a_bengali_head(detector, marked):
    assert_marked_mentions(detector, marked)


@pytest.mark.parametrize("marked", [
    # an ambiguous name's English lead without its sense: a product's reference model number
    "পণ্যের reference মডেল নম্বর বাক্সে লেখা আছে।\n",
    # the English word alone, and an English word before a head that is not its name's
    "এই context বুঝতে উইন্ডো খুলুন।\n",
    "search সার্চ বক্সে লিখুন।\n",
    # a calque takes no English last word: "প্রসঙ্গ" is no transliteration of "context"
    "একটি প্রসঙ্গ window খুলুন।\n",
])
def test_english_words_before_a_bengali_head_stay_out_of_other_phrases(detector, marked):
    assert_marked_mentions(detector, marked)


def test_english_words_only_for_a_transliteration_of_the_term():
    assert english_word_spellings("বিম সার্চ", "Beam search") == ["Beam সার্চ", "বিম search"]
    assert english_word_spellings("ফুলি শার্ডেড ডেটা প্যারালেল", "Fully Sharded Data Parallel") == [
        "Fully শার্ডেড ডেটা প্যারালেল", "Fully Sharded ডেটা প্যারালেল", "Fully Sharded Data প্যারালেল",
        "ফুলি শার্ডেড ডেটা Parallel"]
    # and its last word in English: "রেফারেন্স Model-এর প্রোবাবিলিটি"
    assert english_word_spellings("রেফারেন্স মডেল", "reference model") == ["reference মডেল", "রেফারেন্স model"]
    # a calque begins with another sound: "প্রসঙ্গ" is no "context", "শেখার" no "learning"
    assert english_word_spellings("প্রসঙ্গ উইন্ডো", "context window") == []
    assert english_word_spellings("শেখার হার", "learning rate") == []
    # another number of words, or nothing Bengali left
    assert english_word_spellings("ট্রান্সফরমার মডেল", "Transformer") == []
    assert english_word_spellings("লোকাল SGD", "Local SGD") == []


@pytest.mark.parametrize("marked", [
    # the calques of learning, normalization, layer, weight and decay, in every name that holds the word
    "উইকিপিডিয়া: মেশিন লার্নিংয়ে «শিখন হার» একটি টিউনিং প্যারামিটার।\n",
    "«শিক্ষণ হারের» মান ছোট রাখুন।\n",
    "«ব্যাচের সাধারণকরণ» নেটওয়ার্ককে স্থিতিশীল করে।\n",
    "ট্রান্সফরমারে «স্তর স্বাভাবিকীকরণ» প্রতিটি টোকেনে হয়।\n",
    "«স্তরের স্বাভাবিকীকরণ» ব্যাচের ওপর নির্ভর করে না।\n",
    "«ওয়েট ক্ষয়» ওভারফিটিং কমায়।\n",
    "«বিতরণকৃত গভীর শিখন» অনেক জিপিইউ লাগে।\n",
    "«রেসিডুয়াল সংযোগ» গ্রেডিয়েন্টকে পথ দেয়।\n",
])
def test_the_calques_of_recurring_words(detector, marked):
    assert_marked_mentions(detector, marked)


@pytest.mark.parametrize("marked", [
    # an everyday member (শিক্ষা, শেখা, হ্রাস, অবশিষ্ট, ওজন) makes the spelling ambiguous: it counts
    # with the concept's context, as "শিক্ষার হার" beside a gradient ...
    "গ্রেডিয়েন্ট বিস্ফোরিত না করে উচ্চতর «শিক্ষার হার» ব্যবহার করা যায়।\n",
    "গ্রেডিয়েন্ট বড় হলে «ওজন হ্রাস» বাড়ান।\n",
    # ... and stays quiet without it: the literacy rate, a diet, the remaining connections
    "দেশে শিক্ষার হার বেড়েছে, শিক্ষার হারের লক্ষ্য পূরণ হয়নি।\n",
    "ডায়েটে ওজন হ্রাস সম্ভব।\n",
    "অবশিষ্ট সংযোগ আগামীকাল বিচ্ছিন্ন করা হবে।\n",
])
def test_an_everyday_member_makes_its_spellings_ambiguous(detector, marked):
    assert_marked_mentions(detector, marked)


def test_spellings_are_marked_everyday_where_a_member_has_another_sense():
    marks = marked_bengali_spellings("লার্নিং রেট")
    assert marks["শিখন হার"] is False and marks["শিক্ষণের হার"] is False
    assert marks["শিক্ষার হার"] is True and marks["শেখার হার"] is True
    # the name's own word is no substitution: a name that writes শেখা keeps its own ambiguity
    assert marked_bengali_spellings("শেখার হার").get("লার্নিংয়ের হার") is not True
    assert marked_bengali_spellings("ওয়েট ডিকে")["ওজনের ক্ষয়"] is True
    assert marked_bengali_spellings("ওয়েট ডিকে")["ওয়েট ক্ষয়"] is False


def test_the_families_hold_the_words_of_textbooks_and_machine_translations():
    assert "যন্ত্রীয় শিখন" in bengali_spellings("মেশিন লার্নিং")  # Bengali Wikipedia's machine learning
    assert "গ্রেডিয়েন্ট বংশোদ্ভূত" in bengali_spellings("গ্রেডিয়েন্ট ডিসেন্ট")  # "descent" as lineage
    assert "পুনর্বলন শিখন থেকে" in bengali_spellings("রিইনফোর্সমেন্ট লার্নিং থেকে")
    assert "কনটেক্সট লেংথ" in bengali_spellings("কনটেক্সট দৈর্ঘ্য")


@pytest.mark.parametrize("marked", [
    # a name ending in parallelism is also written with its adjective, as "data parallel" is
    "«ডেটা প্যারালেল» প্রশিক্ষণে প্রতিটি জিপিইউ মডেলের একটি কপি রাখে।\n",
    "«মডেল প্যারালাল» পদ্ধতিতে লেয়ার ভাগ হয়।\n",
    # the native adjective is any "parallel": quiet without the concept's evidence
    "তথ্য সমান্তরাল পথে দুই অফিসে পাঠানো হয়।\n",
])
def test_the_adjective_of_parallelism(detector, marked):
    assert_marked_mentions(detector, marked)


@pytest.fixture(scope="module")
def context_detector():
    # the batch size's Bengali context words as the glossary writes them, calques only
    concept = Concept("batch-size", "batch size", names={"bn": ("ব্যাচ সাইজ",)}, ambiguous=frozenset({"ব্যাচ সাইজ"}),
                      context=("মডেল প্রশিক্ষণ", "শিখন হার", "ট্রেনিং স্টেপ"))
    reference = Concept("reference-model", "reference model", names={"bn": ("রেফারেন্স মডেল",)},
                        ambiguous=frozenset({"রেফারেন্স মডেল"}), context=("পলিসি",))
    return Detector.compile(Glossary({c.id: c for c in (concept, reference)}))


@pytest.mark.parametrize("marked", [
    # a Bengali context word is read in its families' spellings too: "মডেল প্রশিক্ষণ" is "মডেল ট্রেনিং",
    # "ট্রেনিং স্টেপ" is "প্রশিক্ষণ স্টেপ" (and their case endings)
    "«ব্যাচ সাইজ» মডেল ট্রেনিংয়ের বেশ কয়েকটি দিককে প্রভাবিত করে।\n",
    "একটি প্রশিক্ষণ স্টেপের সময় একসাথে প্রসেস করা ডেটা, তার সংখ্যা হলো «ব্যাচ সাইজ»।\n",
    "«ব্যাচ সাইজ» বদলালে লার্নিং রেটও বদলাতে হয়।\n",
    # not in a spelling that puts an everyday word in it: "শিক্ষার হার" is the literacy rate, and a
    # class of students has a batch size
    "কোচিংয়ে ব্যাচ সাইজ ছোট, তাই জেলার শিক্ষার হার বেড়েছে।\n",
    "ব্যাচ সাইজ ২০ জন, ট্রেনিং সেন্টারে ক্লাস হয় সকালে।\n",
    "প্রতিটি ব্যাচ সাইজ ৩০ জন, প্রশিক্ষণের ধাপ তিনটি।\n",
    # a context word alone keeps its spelling: নীতি, the calque of "পলিসি", is any policy
    "পলিসি মডেলকে «রেফারেন্স মডেল» থেকে দূরে যেতে দেওয়া হয় না।\n",
    "সরকারের নীতি অনুযায়ী রেফারেন্স মডেল স্কুলে পাঠ্যক্রম চালু হবে।\n",
])
def test_a_context_word_is_read_in_its_families_spellings(context_detector, marked):
    assert_marked_mentions(context_detector, marked)


@pytest.mark.parametrize("marked", [
    # the English plural written in Bengali letters, -েস after a sibilant as -স after another sound
    "এক্সপেরিমেন্টিং উইথ ডিফারেন্ট «ব্যাচ সাইজেস» ইন মডেল প্রশিক্ষণ\n",
    "বিভিন্ন «ব্যাচ সাইজেসের» সাথে মডেল প্রশিক্ষণ\n",
    # a longer word is no ending
    "ব্যাচ সাইজেসন মডেল প্রশিক্ষণ\n",
])
def test_the_english_plural_in_es(context_detector, marked):
    assert_marked_mentions(context_detector, marked)
