"""Machine-translated Bengali prose about language models (Co-op Translator's course translations): the
names and words its translations write, found with the built-in glossary, and the everyday senses of
the same words, which stay quiet (docs/detection.md, "Bengali translations of a name" and section 3).

Expected mentions are marked in the text: «তাপমাত্রা» is a mention, the guillemets are removed before
the text is analysed. The sentences are written here in the style of the development sample
(docs/evaluation.md, "Development samples": PhiCookBook's, mcp-for-beginners' and ai-agents-for-beginners'
translations/bn).
"""

from __future__ import annotations

import pytest

from support.marked import assert_marked_mentions


@pytest.mark.parametrize("marked", [
    # the sampling temperature with the Bengali words of its sense (a loanword, a calque nearby)
    "«টেম্পারেচার» ০.৭ রাখলে স্যাম্পলিং আরও এলোমেলো হয়।\n",
    "«তাপমাত্রা» প্যারামিটার মডেলের আউটপুটের এলোমেলোতা নিয়ন্ত্রণ করে।\n",
    # (top-p alone names top-p sampling, as "top-p" does)
    "«টপ-পি» এবং «তাপমাত্রার» মান ভাষা মডেলের উত্তর বদলায়।\n",
    # the course's explanation: the temperature sets how creative the answer is
    "বেশি «টেম্পারেচার» উত্তরে বেশি সৃজনশীলতা আনে।\n",
])
def test_temperature_with_the_words_of_sampling(detector, marked):
    assert_marked_mentions(detector, marked)


@pytest.mark.parametrize("marked", [
    # the weather's and a GPU's temperature, even beside a language model
    "আজ ঢাকার তাপমাত্রা ৩০ ডিগ্রি সেলসিয়াস, তাই ভাষা মডেল নিয়ে আলোচনা বাইরে হবে।\n",
    "GPU-র তাপমাত্রা বাড়লে স্যাম্পলিং ধীর হয়।\n",
    # no word of sampling near it
    "রান্নার সময় তাপমাত্রা কমিয়ে দিন।\n",
])
def test_other_temperatures_stay_quiet(detector, marked):
    assert_marked_mentions(detector, marked)


@pytest.mark.parametrize("marked", [
    # the verb of a stage's name (the guidelines count "pre-train" as the stage), an instruction-tuned model
    "Phi-3 মডেলটি উচ্চমানের ডেটাতে «প্রি-ট্রেইন করা» হয়েছে।\n",
    "বেস মডেলটিকে প্রথমে «প্রাক-প্রশিক্ষিত করা» হয়, তারপর ফাইন-টিউন করা হয়।\n",
    "Phi-3-mini একটি «ইনস্ট্রাকশন-টিউনড» মডেল।\n",
    # the calques of a name's words that the translations write
    "«মানব প্রতিক্রিয়া থেকে শক্তিবৃদ্ধি শেখা» («RLHF») মডেলকে নিরাপদ করে।\n",
    "«মানুষের প্রতিক্রিয়া থেকে শক্তিবৃদ্ধিমূলক শিক্ষা» চ্যাট মডেলকে সাহায্য করে।\n",
    "«নির্দেশ টিউনিং» মডেলকে নির্দেশ মানতে শেখায়।\n",
    "«বিম অনুসন্ধান» কয়েকটি সম্ভাব্য সিকোয়েন্স একসাথে রাখে।\n",
    "«টপ-কে স্যাম্পলিং» সবচেয়ে সম্ভাব্য কয়েকটি টোকেন থেকে বেছে নেয়।\n",
    "মডেলটি «পরবর্তী টোকেন ভবিষ্যদ্বাণী» শিখে প্রশিক্ষিত হয়।\n",
    "মডেলটি «পরবর্তী টোকেন পূর্বাভাস» শিখে প্রশিক্ষিত হয়।\n",
    "মডেলের «প্রসঙ্গের দৈর্ঘ্য» ১২৮K টোকেন; «কনটেক্সট লেন্থ» বাড়ানো যায়।\n",
])
def test_names_and_verbs_the_translations_write(detector, marked):
    assert_marked_mentions(detector, marked)


@pytest.mark.parametrize("marked", [
    # the genitive with its light verb says "predicts the next token", a verb phrase that names no
    # task, as in English (the labels of the retired third set); the compound above is the name
    "LLM পরবর্তী টোকেনের ভবিষ্যদ্বাণী করে টেক্সট তৈরি করে।\n",
    # a pre-trained model is no mention of the pre-training stage (labelling guidelines, section 6)
    "«QLoRA» প্রি-ট্রেইনড LLM এর ওজন প্যারামিটারগুলোকে ৪-বিট প্রিসিশনে রূপান্তর করে।\n",
    "একটি পূর্ব-প্রশিক্ষিত মডেল দিয়ে শুরু করুন।\n",
    # a search of a database is no beam search; MCP's "sampling" requests are no sampling method
    "ডাটাবেসে অনুসন্ধান দ্রুত হয়।\n",
    "নমুনা সংগ্রহ অনুরোধ ক্লায়েন্টের কাছে পাঠানো হয়।\n",
    # education (শিক্ষা) after a word that is no family member of reinforcement
    "মানুষের প্রতিক্রিয়া থেকে প্রাথমিক শিক্ষা উন্নত হয়।\n",
    # a length alone is no name
    "রাস্তার দৈর্ঘ্য দশ কিলোমিটার।\n",
    # the weather forecast: a family word alone is no name
    "আবহাওয়ার পূর্বাভাস অনুযায়ী কাল বৃষ্টি হবে।\n",
])
def test_ordinary_words_stay_quiet(detector, marked):
    assert_marked_mentions(detector, marked)


@pytest.mark.parametrize("marked", [
    # an ambiguous name or an English term in a Bengali sentence, with the Bengali words of its sense:
    # the calques of "attention mechanism" and "natural language processing", "cosine similarity", "language model"
    "LLM-গুলো «ট্রান্সফরমার» নামক আর্কিটেকচারের উপর ভিত্তি করে তৈরি, যা মনোযোগ প্রক্রিয়া ব্যবহার করে।\n",
    "«ট্রান্সফরমার» প্রাকৃতিক ভাষা প্রক্রিয়াকরণে বিপ্লব এনেছে।\n",
    "প্রাকৃতিক ভাষা প্রক্রিয়াকরণে «Tokenizer» টেক্সটকে টোকেনে ভাগ করে।\n",
    "আমরা «embeddings» তৈরি করে কোসাইন সাদৃশ্য হিসাব করি।\n",
    "মডেলটি «pre-training» পর্যায়ে ভাষা মডেল হিসেবে শেখে।\n",
    # a calque of post-training, and the other spelling of "balancing"
    "«প্রশিক্ষণ-পরবর্তী» ধাপে মডেলকে «রিওয়ার্ড মডেল» দিয়ে অ্যালাইনমেন্ট করা হয়।\n",
    "«লোড ব্যালেন্সিং লস» এক্সপার্টগুলোর মধ্যে টোকেন সমানভাবে ভাগ করে।\n",
])
def test_the_bengali_words_of_a_sense(detector, marked):
    assert_marked_mentions(detector, marked)


@pytest.mark.parametrize("marked", [
    # the electrical transformer; a staff survey after a course; a briefing for employees
    "বিদ্যুৎকেন্দ্রের ট্রান্সফরমার মনোযোগ দিয়ে পরীক্ষা করা হয়।\n",
    "প্রশিক্ষণ-পরবর্তী জরিপে কর্মীরা মতামত দিয়েছেন।\n",
    "ভাষা মডেল নিয়ে আলোচনার আগে কর্মীদের pre-training ওয়ার্কশপ হবে।\n",
    # post-training quantization is a concept of its own
    "«প্রশিক্ষণ-পরবর্তী কোয়ান্টাইজেশন» মডেলকে ছোট করে।\n",
])
def test_the_other_senses_of_those_words_stay_quiet(detector, marked):
    assert_marked_mentions(detector, marked)


@pytest.mark.parametrize("marked", [
    # what GPT stands for is the name of a family of models, as "Open Pretrained Transformer" is OPT's
    # (labelling guidelines: product and model names that contain a form are not gold)
    "GPT (Generative Pre-trained Transformer) models use «self-attention».\n",
    "GPT (জেনারেটিভ প্রি-ট্রেইনড ট্রান্সফরমার) মডেল «সেলফ-অ্যাটেনশন» ব্যবহার করে।\n",
    "জেনারেটিভ প্রি-ট্রেনড ট্রান্সফর্মার (GPT) একটি ভাষা মডেল।\n",
    # the architecture next to it is the concept
    "GPT-এর «ট্রান্সফরমার আর্কিটেকচার» «সেলফ-অ্যাটেনশন» ব্যবহার করে।\n",
])
def test_the_name_gpt_stands_for_is_a_model_name(detector, marked):
    assert_marked_mentions(detector, marked)
