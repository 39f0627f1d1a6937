"""Everyday words of machine-translated Bengali course prose that a name's spellings or its evidence
took for a concept, and the names beside them that still count (docs/detection.md, "Bengali
translations of a name" and section 3).

Expected mentions are marked: «পূর্ব-প্রশিক্ষণ» is a mention, the guillemets are removed before the
text is analysed. The sentences are in the style of the development sample (docs/evaluation.md,
"Development samples": ai-agents-for-beginners', PhiCookBook's, Generative-AI-for-beginners-java's
and LangChain4j-for-Beginners' translations/bn); the traps of pre-departure training are public
Bengali text (travel agencies' pages).
"""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.glossary.builtin import load_builtin
from support.marked import assert_marked_mentions


@pytest.fixture(scope="module")
def builtin():
    return Detector.compile(load_builtin())


# -- পূর্ব, "pre-", is a prefix only joined to its noun; apart it is "prior" or ends another compound --
@pytest.mark.parametrize("marked", [
    "ভাষা মডেলের «পূর্ব-প্রশিক্ষণ» বিপুল পরিমাণ টেক্সটে হয়।\n",
    "ভাষা মডেলের «পূর্বপ্রশিক্ষণ» বিপুল পরিমাণ টেক্সটে হয়।\n",
    "মডেলটি প্রথমে «পূর্ব-প্রশিক্ষিত করা» হয়, তারপর ফাইন-টিউন করা হয়।\n",
    "ভাষা মডেলের «প্রাক-প্রশিক্ষণ» বিপুল পরিমাণ টেক্সটে হয়।\n",
])
def test_the_pre_training_calque_with_its_prefix_joined(builtin, marked):
    assert_marked_mentions(builtin, marked)


@pytest.mark.parametrize("marked", [
    # without prior training: the zero-shot prompt of a course
    "জিরো-শট প্রম্পটিংয়ে ভাষা মডেল কোনো পূর্ব প্রশিক্ষণ ছাড়াই কাজটি সম্পন্ন করে।\n",
    # pre-departure training, pre-Hajj training: -পূর্ব ends the word before it
    "বিদেশগামী কর্মীদের জন্য প্রস্থান-পূর্ব প্রশিক্ষণ এবং ভাষা প্রশিক্ষণ প্রদান করে।\n",
    "হজ-পূর্ব প্রশিক্ষণ কর্মশালা\n",
])
def test_prior_training_stays_quiet(builtin, marked):
    assert_marked_mentions(builtin, marked)


# -- the stage's participle with the passive's auxiliary is its verb; alone, a checkpoint's adjective --
@pytest.mark.parametrize("marked", [
    "SLM-গুলো বিশাল ডেটাসেটে «প্রাক-প্রশিক্ষিত হয়», তারপর নির্দিষ্ট কাজের জন্য ফাইন-টিউন করা হয়।\n",
    "Phi-3 মডেলটি ৩.৩ ট্রিলিয়ন টোকেনে «প্রি-ট্রেইনড হয়েছে»।\n",
    "একটি «প্রাক-প্রশিক্ষিত হয়ে» থাকা মডেল নতুন কাজ দ্রুত শেখে।\n",
    # the adjective of a checkpoint names no stage
    "একটি প্রাক-প্রশিক্ষিত মডেল ডাউনলোড করুন।\n",
    "প্রি-ট্রেইনড মডেল হলো এমন মডেল যা আগে থেকেই শেখানো।\n",
])
def test_pre_trained_with_the_passive_auxiliary_is_the_stage(builtin, marked):
    assert_marked_mentions(builtin, marked)


# -- শেখার হার and রেফারেন্স মডেল: everyday phrases that count with their sense's words nearby ------------
LESSON_ON_RLHF = ("«ইনস্ট্রাকশন টিউনড» LLM প্রায়ই «মানব প্রতিক্রিয়া থেকে রিইনফোর্সমেন্ট লার্নিং» («RLHF») ব্যবহার "
                  "করে পরিমার্জিত হয়। " + "এই পাঠে আমরা প্রম্পট ডিজাইন নিয়ে আলোচনা করব। " * 8 + "\n\n")


@pytest.mark.parametrize("marked", [
    # a course's readers learn at their own pace, far from the lesson's RLHF
    LESSON_ON_RLHF + "শিক্ষার্থীদের শেখার হার আলাদা হতে পারে, তাই নিজের গতিতে পড়ুন।\n",
    # a model to compare the answers with
    LESSON_ON_RLHF + "মূল্যায়নের জন্য একটি রেফারেন্স মডেল বেছে নিন এবং তার উত্তরের সাথে তুলনা করুন।\n",
])
def test_everyday_phrases_of_a_lesson_stay_quiet(builtin, marked):
    assert_marked_mentions(builtin, marked)


@pytest.mark.parametrize("marked", [
    "অপটিমাইজারের «শেখার হার» ধীরে ধীরে কমানো হয়।\n",
    "«RLHF» এবং «DPO»-তে «রেফারেন্স মডেল» স্থির থাকে, আর «KL পেনাল্টি» নীতিকে তার কাছে রাখে।\n",
])
def test_the_phrases_with_their_sense_nearby(builtin, marked):
    assert_marked_mentions(builtin, marked)


# -- an English term before a capital is a CamelCase identifier, not a Dutch or German compound -----------
@pytest.mark.parametrize("marked", [
    "**EmbeddingModel** - টেক্সটকে সংখ্যাসূচক ভেক্টরে রূপান্তর করে।\n",
    "The EmbeddingModel interface returns one vector per text.\n",
    "De «embeddinglaag» zet elk woord om in een dichte vector.\n",
])
def test_a_camel_case_identifier_is_no_compound(builtin, marked):
    assert_marked_mentions(builtin, marked)


# -- a product's Bengali transliteration that is also an everyday word or name counts with its words nearby --
@pytest.mark.parametrize("marked", [
    "আপনি «ওলামা» ব্যবহার করে লোকাল মডেল চালাতে পারেন, যেমন «GGUF» ফরম্যাটের Phi-3।\n",
    "এনভিডিয়া «নিমো» ফ্রেমওয়ার্ক দিয়ে বড় ভাষা মডেল প্রশিক্ষণ দেওয়া যায়।\n",
    "«জ্যাক্স»-এর jit এবং vmap ফাংশন দ্রুত গণনা করে।\n",
    "«মেডুসা» «স্পেকুলেটিভ ডিকোডিং»-এর জন্য একাধিক ডিকোডিং হেড যোগ করে।\n",
    "«NCCL» «অল-রিডিউস» দ্রুত করতে «শার্প» ইন-নেটওয়ার্ক রিডাকশন ব্যবহার করে।\n",
    "## «ওলামা»\n",  # a name alone in its region needs no evidence
])
def test_transliterated_products_with_their_words(builtin, marked):
    assert_marked_mentions(builtin, marked)


@pytest.mark.parametrize("marked", [
    "দেশের শীর্ষ ওলামায়ে কেরাম এই বিষয়ে মতামত দিয়েছেন।\n",  # the ulama
    "ফাইন্ডিং নিমো একটি জনপ্রিয় অ্যানিমেশন চলচ্চিত্র।\n",
    "জ্যাকস এবং জিলের গল্পটি শিশুদের প্রিয়।\n",
    "গ্রিক পুরাণে মেডুসার দৃষ্টিতে মানুষ পাথর হয়ে যেত।\n",
    "এই ফিল্টার ছবিকে আরও শার্প করে।\n",
])
def test_the_everyday_words_stay_quiet(builtin, marked):
    assert_marked_mentions(builtin, marked)


# -- প্রেক্ষাপট, the translations' other word for context, in the context window's name --------------------
@pytest.mark.parametrize("marked", [
    # Generative-AI-for-beginners-java's translation: the model's context window limits the tokens
    "প্রম্পটে টোকেনের সংখ্যা সীমিত, কারণ মডেলের «প্রেক্ষাপট উইন্ডোর» জন্য টোকেন সীমা থাকে।\n",
    "বড় «প্রেক্ষাপটের দৈর্ঘ্য» বেশি মেমরি নেয়।\n",
    # the word alone: in this context, the historical background
    "এই প্রেক্ষাপটে আমরা ঐতিহাসিক প্রেক্ষাপট নিয়ে আলোচনা করব।\n",
])
def test_the_context_window_with_the_other_word_for_context(builtin, marked):
    assert_marked_mentions(builtin, marked)


# -- the checkpoint of an agent's workflow: a person's review, the workflow's saved state --------------------
@pytest.mark.parametrize("marked", [
    # a coding agent's plan, reviewed by a person (public Bengali text)
    "প্রস্তাবিত মানব চেকপয়েন্ট: সংরক্ষণ করা পরিকল্পনাটি একনজরে দেখে নিন।\n",
    "ওয়ার্কফ্লো প্রতিটি ধাপের পর ওয়ার্কফ্লো অবস্থা একটি চেকপয়েন্টে সংরক্ষণ করে।\n",
    # a model's checkpoint, saved after fine-tuning
    "ফাইন-টিউনিং শেষে মডেলের «চেকপয়েন্ট» সংরক্ষণ করুন এবং Hub-এ আপলোড করুন।\n",
])
def test_a_workflow_checkpoint_is_no_model_checkpoint(builtin, marked):
    assert_marked_mentions(builtin, marked)


# -- an acronym spelled in Bengali letters inside a name; alone, কেভি is a kilovolt ----------------------------
@pytest.mark.parametrize("marked", [
    "লম্বা প্রম্পটে «কেভি ক্যাশ» অনেক মেমরি নেয়।\n",
    "«কেভি ক্যাশ কোয়ান্টাইজেশন» মেমরি অর্ধেক করে।\n",
    "১৩২ কেভি লাইন দিয়ে বিদ্যুৎ সঞ্চালন করা হয়।\n",
])
def test_the_kv_cache_in_bengali_letters(builtin, marked):
    assert_marked_mentions(builtin, marked)
