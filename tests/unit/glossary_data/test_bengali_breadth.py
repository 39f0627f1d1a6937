"""The Bengali names of the built-in glossary's concepts as Bengali writers write them: the calques
of the textbooks and of Bengali Wikipedia ("শিখন হার", "ব্যাচের সাধারণকরণ", "ওজন ক্ষয়"), the
everyday words that make a spelling ambiguous ("শিক্ষার হার", also the literacy rate), and the
physical temperature a text on softmax compares the sampling one to (docs/detection.md, "Bengali
translations of a name"). Expected mentions are marked: «শিখন হার» is a mention. The sentences are
written here after the retired tenth set's Bengali question-and-answer translations and Wikipedia.
"""

from __future__ import annotations

import pytest

from support.marked import assert_concept_mentions, assert_marked_mentions


@pytest.mark.parametrize("marked", [
    # learning rate with each word of learning, the genitive before হার, and the everyday শিক্ষা beside
    # the words of a network's training
    "মেশিন লার্নিংয়ে «শিখন হার» হলো একটি টিউনিং প্যারামিটার।\n",
    "অ্যাডাডেল্টা একটি «স্টোকাস্টিক গ্রেডিয়েন্ট ডিসেন্ট» পদ্ধতি, যা প্রতি মাত্রায় অভিযোজিত «শিক্ষার হারের» উপর চলে।\n",
    "নেটওয়ার্কটি গ্রেডিয়েন্ট বিস্ফোরিত না করে উচ্চতর «শিক্ষার হার» ব্যবহার করতে পারে।\n",
    # momentum and weight decay with the words of a network's training nearby
    "নিউরাল নেটওয়ার্ক: «মোমেন্টাম» ও «ওজন ক্ষয়» দুটিই «শেখার হারের» সঙ্গে কাজ করে।\n",
    # the native word of normalization, after the genitive of batch and layer
    "তদুপরি, «ব্যাচের সাধারণকরণ» নেটওয়ার্ককে স্থিতিশীল করে।\n",
    "«স্তর স্বাভাবিকীকরণ» প্রতিটি টোকেনের ফিচারের ওপর হয়।\n",
    # the calques of Bengali Wikipedia's machine and deep learning inside a name
    "«বিতরণকৃত গভীর শিখন» বহু জিপিইউতে চলে।\n",
    # the English plural dropped in a transliterated name
    "«মিক্সচার অফ এক্সপার্ট» প্রতিটি টোকেনে কয়েকটি এক্সপার্ট চালায়।\n",
    "«স্টোকাস্টিক গ্রেডিয়েন্ট অবতরণ» প্রতি ধাপে একটি মিনি-ব্যাচ নেয়।\n",
])
def test_the_names_bengali_writers_write(detector, marked):
    assert_marked_mentions(detector, marked)


@pytest.mark.parametrize("marked", [
    # the literacy rate, a body's weight, a match's momentum
    "দেশে শিক্ষার হার বেড়ে ৭৫ শতাংশ হয়েছে; নারী শিক্ষার হারও বেড়েছে।\n",
    "নিয়মিত ব্যায়ামে ওজন ক্ষয় ও ওজন হ্রাস দুটোই সম্ভব।\n",
    "শেষ ওভারে দলটি মোমেন্টাম ধরে রাখতে পারেনি।\n",
    # a school's curriculum and its teaching-learning
    "নতুন কারিকুলাম শিখন-শেখানো কার্যক্রমে বড় পরিবর্তন এনেছে।\n",
    # the remaining connections of a utility
    "অবশিষ্ট সংযোগ আগামীকাল বিচ্ছিন্ন করা হবে।\n",
])
def test_everyday_phrases_stay_quiet(detector, marked):
    assert_marked_mentions(detector, marked)


def test_a_physical_temperature_beside_softmax_is_no_sampling_temperature(detector):
    # the Boltzmann distribution of thermodynamics, to which a text on softmax compares it
    assert_marked_mentions(detector, "«সফটম্যাক্স» ফাংশন বোল্টজম্যান বিতরণের মতো, থার্মোডাইনামিক্সের একটি"
                                    " নির্দিষ্ট তাপমাত্রায় কণার সম্ভাব্যতা বন্টন; এতে একটি 'তাপমাত্রা' প্যারামিটার আছে।\n")
    # the sampling temperature beside softmax, with no physics nearby, still counts
    assert_marked_mentions(detector, "«সফটম্যাক্সের» আগে «লজিটকে» «তাপমাত্রা» দিয়ে ভাগ করা হয়।\n")


@pytest.mark.parametrize("marked", [
    # the short names of the normalizations, a KV cache with কী, and the transliterated optimizers
    # beside the words of training
    "«ব্যাচ নর্ম» আর «লেয়ার নর্মের» পার্থক্য কী?\n",
    "«কী-ভ্যালু ক্যাশ» মেমরি খায়।\n",
    "অপটিমাইজার হিসেবে «অ্যাডাম» নিন, «লার্নিং রেট» কম রাখুন।\n",
    "সাধারণ «এসজিডি» দিয়ে গ্রেডিয়েন্ট ধাপে ধাপে নামানো হয়।\n",
    # a machine translation's "descent" as lineage, and the KL divergence as a deviation
    "«স্টোকাস্টিক গ্রেডিয়েন্ট বংশোদ্ভূত» প্রতি ধাপে একটি নমুনা নেয়।\n",
    "নীতির «KL বিচ্যুতি» ছোট রাখা হয়।\n",
    # RL with the textbooks' শিখন inside RLHF
    "«মানব প্রতিক্রিয়া থেকে পুনর্বলন শিখন» চ্যাটবটকে নিরাপদ করে।\n",
])
def test_short_names_transliterations_and_translated_words(detector, marked):
    assert_marked_mentions(detector, marked)


@pytest.mark.parametrize("marked", [
    # a first name and a currency's code
    "অ্যাডাম স্মিথ অর্থনীতির জনক।\n",
    "আজ ১ এসজিডি সমান ৮৫ টাকা।\n",
    # a merger of model schools
    "সরকার মডেল একত্রীকরণ প্রকল্প নিয়েছে।\n",
])
def test_names_and_their_other_senses_stay_quiet(detector, marked):
    assert_marked_mentions(detector, marked)


@pytest.mark.parametrize("marked", [
    # transliterated acronyms and terms of hardware, number formats, serving and language modelling
    "এইচ২০০ চিপে ১৪১ জিবি «এইচবিএম৩ই» মেমরি আছে; «উচ্চ ব্যান্ডউইথ মেমরি» দ্রুত।\n",
    "«এফপি১৬» ও «এফপি৮» ফরম্যাটে প্রশিক্ষণ চলে।\n",
    "«আরএলএইচএফ» দিয়ে চ্যাটবট সাজানো হয়।\n",
    "«টাইম টু ফার্স্ট টোকেন» কমাতে হবে।\n",
    "মডেল «নেক্সট টোকেন প্রেডিকশন» শেখে।\n",
    "«শব্দ এমবেডিং» আর «টোকেন এমবেডিং» এক নয়।\n",
    "«মাল্টি-হেডেড অ্যাটেনশন» কয়েকটি হেড চালায়।\n",
])
def test_transliterations_and_calques_of_the_most_met_concepts(detector, marked):
    assert_marked_mentions(detector, marked)


def test_predicting_the_next_token_is_no_name(detector):
    # the task described with its verb ("the next token's prediction is given") is no mention of the
    # objective, as the labelling guidelines read "predicting the next token"
    assert_marked_mentions(detector, "বেস মডেলের প্রধান কাজ হলো ক্রমে পরবর্তী টোকেনের পূর্বাভাস দেওয়া।\n")


def test_transliterated_product_and_format_names(detector):
    # a Bengali blog's transliterations of the names of engines, optimizers and formats
    assert_marked_mentions(detector, "«ভিএলএলএম» ও «ডিপস্পিড» দিয়ে চালান; «অ্যাডামডব্লিউ» অপটিমাইজার, «বিএফ১৬» ফরম্যাট,"
                                    " «জিপিটিকিউ» «কোয়ান্টাইজেশন»।\n")
    # and of the acronyms of parallelism, tuning, serving, tokenization and communication
    assert_marked_mentions(detector, "«এফএসডিপি» ও «ডিডিপি» দিয়ে প্রশিক্ষণ; «পিইএফটি» পদ্ধতি; «টিটিএফটি» কমে; «বিপিই»"
                                    " «টোকেনাইজার»; «এনসিসিএল» ব্যাকএন্ড।\n")


@pytest.mark.parametrize("marked", [
    # the calques of machine-translated documentation: byte pair, tokenization, low rank, supervised
    "«বাইট-জোড়া এনকোডিং» দিয়ে «টোকেনায়ন» করা হয়।\n",
    "«কম-র‍্যাংক অভিযোজন» অল্প প্যারামিটার শেখে।\n",
    "«তত্ত্বাবধানে থাকা সূক্ষ্ম-টিউনিং» লেবেলযুক্ত উদাহরণে চলে।\n",
    # কোয়ান্টায়ন counts beside the words of model compression, and physics' quantization stays quiet
    "«GPTQ» দিয়ে মডেলের «কোয়ান্টায়ন» করা হয়; int4 ওজন।\n",
    "শক্তির কোয়ান্টায়ন প্ল্যাঙ্কের ধারণা।\n",
    # the hyperparameters of a tuning job
    "হাইপারপ্যারামিটার: «শেখার হার» ও «ব্যাচের আকার»।\n",
])
def test_calques_of_machine_translated_documentation(detector, marked):
    assert_marked_mentions(detector, marked)


@pytest.mark.parametrize("marked", [
    # a provider's context caching, loanword or calque of context (Gemini's translated docs)
    "Gemini API «প্রসঙ্গ ক্যাশিং» বৈশিষ্ট্য ব্যবহার করে ইনপুট টোকেন একবার পাঠানো যায়।\n",
    "«কনটেক্সট ক্যাশিং» জেমিনি 1.5 প্রো মডেলে পাওয়া যায়।\n",
    # distillation named beside fine-tuning, the other way to adapt a model
    "LLM: ফাইন-টিউনিং, «ডিস্টিলেশন» এবং প্রম্পট ইঞ্জিনিয়ারিং।\n",
    # and the still's distillation stays quiet
    "অ্যালকোহল তৈরিতে ডিস্টিলেশন একটি পুরনো পদ্ধতি।\n",
    # the batch size in a training step's words, loanword or calque, in the English plural too
    "এক্সপেরিমেন্টিং উইথ ডিফারেন্ট «ব্যাচ সাইজেস» ইন এআই মডেলস\n",
    "একটি ট্রেনিং স্টেপের সময় যতগুলো উদাহরণ একসাথে প্রসেস হয়, তা-ই «ব্যাচ সাইজ»।\n",
    # and a coaching class's batch size stays quiet
    "আমাদের কোচিংয়ে ব্যাচ সাইজ ২০ জন, ট্রেনিং সেন্টারে ক্লাস সকালে।\n",
])
def test_the_retired_eleventh_sets_classes(detector, marked):
    assert_marked_mentions(detector, marked)


@pytest.mark.parametrize("marked", [
    # transliterated abbreviations and names of the finetuning and language-model families
    "প্রথমে «এসএফটি», তারপর «ডিপিও» দিয়ে পছন্দের জোড়া থেকে শেখানো হয়; আগে «পিপিও» ব্যবহৃত হতো।\n",
    "«অটোরিগ্রেসিভ ভাষা মডেল» একটির পর একটি টোকেন তৈরি করে।\n",
    "«রোটারি এমবেডিং» ব্যবহার করে মডেলের «কনটেক্সট সাইজ» ৮১৯২ টোকেন।\n",
    "ওজন «ফ্লোট১৬» বা «বিফ্লোট১৬» ফরম্যাটে রাখা হয়।\n",
    "«বিশেষজ্ঞ মিশ্রণ» মডেলে রাউটার প্রতিটি টোকেন দুটি এক্সপার্টে পাঠায়।\n",
    # the families of query, parameter, efficient, top, repetition and penalty
    "«গ্রুপ কুয়েরি অ্যাটেনশন» আর «মাল্টি-কুয়েরি অ্যাটেনশন» «KV ক্যাশ» ছোট করে।\n",
    "«পরামিতি-দক্ষ সূক্ষ্ম সমন্বয়» অল্প কিছু পরামিতি বদলায়।\n",
    "«শীর্ষ-পি নমুনায়ন» আর «পুনরাবৃত্তি জরিমানা» দুটোই ডিকোডিংয়ের সেটিং।\n",
    "«ঘূর্ণায়মান পজিশন এমবেডিং» («RoPE») টোকেনের অবস্থান এনকোড করে।\n",
    # libraries, formats and optimizers transliterated
    "মডেলটি «হাগিং ফেস ট্রান্সফরমার্স» দিয়ে লোড হয়, এমবেডিং আসে «সেন্টেন্স ট্রান্সফরমার্স» থেকে।\n",
    "«মেগাট্রন-এলএম», «পিসিআইই», «এডব্লিউকিউ», «টিএফ৩২», «ফ্লোট৩২» আর «অ্যাডাফ্যাক্টর»।\n",
    # the schedule's and warm-up's names, and a structured output beside a JSON schema
    "«লার্নিং রেটের» জন্য «কোসাইন অ্যানিলিং» আর ৫০০টি «ওয়ার্মআপ স্টেপ»।\n",
    "JSON স্কিমা দিয়ে «কাঠামোগত আউটপুট» পাওয়া যায়।\n",
    # English initialisms written letter by letter
    "«কিউএটি» আর «পিটিকিউ» দুই ধরনের «কোয়ান্টাইজেশন»; «জিআরপিও» একটি আরএল পদ্ধতি।\n",
    "«জিকিউএ», «এমকিউএ» আর «এমএইচএ»; নোডের মধ্যে «আরডিএমএ»।\n",
    "«এমওই» মডেলে «টোকেন রাউটিং» করে প্রতিটি টোকেন কয়েকটি এক্সপার্টে পাঠায়।\n",
    "«এমপিআই» দিয়ে নোডগুলোর মধ্যে «অল-রিডিউস» চালানো হয়।\n",
])
def test_names_of_the_second_breadth_pass(detector, marked):
    assert_marked_mentions(detector, marked)


@pytest.mark.parametrize("marked", [
    # an everyday member makes its spelling ambiguous: a school's local ranking, a court's repeated fines
    "জেলার স্থানীয় র‍্যাংক তালিকায় স্কুলটি প্রথম হয়েছে।\n",
    "অপরাধের পুনরাবৃত্তি জরিমানা দ্বিগুণ করবে বলে আদালত জানিয়েছে।\n",
    # a district officer's abbreviation, with no word of preference tuning nearby
    "উপজেলা ডিপিও অফিসে আজ সভা হয়েছে।\n",
    # a stone quarry
    "পাথর কোয়ারি থেকে ট্রাকে করে পাথর আনা হয়।\n",
    # a footballer's warm-up and a factory's structured output
    "ফুটবল ম্যাচের আগে ওয়ার্মআপ স্টেপ শেখানো হয়।\n",
    "কারখানার কাঠামোগত আউটপুট বেড়েছে বলে অর্থনীতিবিদরা জানান।\n",
    # a ministry's and a poverty index's initials
    "এমওই জানিয়েছে, প্রতিটি স্কুলে একটি রাউটার ও একজন আইটি এক্সপার্ট থাকবে।\n",
    "দেশের এমপিআই সূচক, বহুমাত্রিক দারিদ্র্যের মাপ, কমেছে।\n",
])
def test_the_second_breadth_pass_stays_quiet_on_everyday_text(detector, marked):
    assert_marked_mentions(detector, marked)


# -- names by breadth of the parallelism, hardware, collectives, training-method, serving, networking and
# seed concepts: transliterations of the English names and aliases, initialisms letter by letter (এমএফইউ,
# এসএলও, এফএসডিপি২, আরওসিএম), the Bengali digits of a stage or a version, and the ঙ্ক spelling of synchronous
@pytest.mark.parametrize("marked, concept", [
    ("«কমিউনিকেশন-কম্পিউটেশন ওভারল্যাপ» all-reduce-এর খরচ লুকিয়ে রাখে।\n", "communication-computation-overlap"),
    ("Megatron-এ «সিলেক্টিভ রিকম্পিউটেশন» মেমরি বাঁচায়।\n", "selective-activation-recomputation"),
    ("প্রতিটি র‍্যাংক «শার্ডেড চেকপয়েন্ট»-এর নিজের অংশ লেখে।\n", "distributed-checkpointing"),
    ("MoE লেয়ারের «টোকেন রাউটিং» প্রতিটি টোকেনকে দুটি এক্সপার্টে পাঠায়, গেটিং দিয়ে।\n", "moe-router"),
    ("«অক্সিলিয়ারি লস» গেটিং নেটওয়ার্ককে টোকেনগুলো সমানভাবে ভাগ করতে বাধ্য করে; এমওই মডেলে এটি জরুরি।\n",
     "load-balancing-loss"),
    ("এমওই মডেলে «ক্যাপাসিটি ফ্যাক্টর» ঠিক করে একটি এক্সপার্ট কত টোকেন নেবে।\n", "expert-capacity-factor"),
    ("«অপারেটর ফিউশন» মেমরিতে মধ্যবর্তী ফলাফল লেখা এড়ায়।\n", "kernel-fusion"),
    ("«কুডা গ্রাফ» একবার কার্নেলগুলো রেকর্ড করে।\n", "cuda-graphs"),
    ("এই ট্রেনিংয়ের «এমএফইউ» ৪০ শতাংশ।\n", "model-flops-utilization"),
    ("«কেএল ডাইভারজেন্স» দুটি সম্ভাবনা বণ্টনের পার্থক্য মাপে।\n", "kl-divergence"),
    ("PPO-তে একটি «ভ্যালু নেটওয়ার্ক» পলিসির অ্যাডভান্টেজ অনুমান করে।\n", "value-model"),
    ("«খণ্ডিত প্রিফিল» লম্বা প্রম্পটকে ভাগ করে প্রসেস করে।\n", "chunked-prefill"),
    ("«ডিসঅ্যাগ্রিগেটেড ইনফারেন্স»-এ প্রিফিল ও ডিকোড আলাদা GPU-তে চলে।\n", "disaggregated-serving"),
    ("«ইন্টার-টোকেন ল্যাটেন্সি» ব্যাচ সাইজের ওপর নির্ভর করে।\n", "time-per-output-token"),
    ("DeepSeek-V2 «মাল্টি-হেড ল্যাটেন্ট অ্যাটেনশন» ব্যবহার করে।\n", "multi-head-latent-attention"),
    ("«রোপ স্কেলিং» কনটেক্সট উইন্ডো বাড়ায়।\n", "rope-scaling"),
    ("প্রথম টোকেনের «এসএলও» ২০০ মিলিসেকেন্ড।\n", "service-level-objective"),
    ("«১-বিট অ্যাডাম» যোগাযোগের খরচ কমায়।\n", "one-bit-adam"),
    ("«জিপাইপ» মাইক্রো-ব্যাচ ব্যবহার করে।\n", "gpipe"),
    ("«ড্যাস্ক» দিয়ে ক্লাস্টারে ডেটা প্রসেস করা যায়।\n", "dask"),
    ("«পাইটর্চ ডিস্ট্রিবিউটেড» প্রসেস গ্রুপ দেয়।\n", "pytorch-distributed"),
    ("«টেনসরফ্লো ডিস্ট্রিবিউটেড» «MirroredStrategy» দেয়।\n", "tensorflow-distributed"),
    ("«হাডুপ ইয়ার্ন» ক্লাস্টারের রিসোর্স ভাগ করে।\n", "hadoop-yarn"),
    ("«ডিস্ট্রিবিউটেড এসজিডি» একাধিক ওয়ার্কারের গ্রেডিয়েন্টের গড় নেয়।\n", "distributed-gradient-descent"),
    ("«পাইটোর্চ» দিয়ে মডেল ট্রেন করা হয়।\n", "pytorch"),
    ("«সিঙ্ক্রোনাস ট্রেনিং» সব ওয়ার্কারের জন্য অপেক্ষা করে।\n", "synchronous-training"),
    ("«অ্যাসিঙ্ক্রোনাস ট্রেনিং» অপেক্ষা করে না।\n", "asynchronous-training"),
    ("ডিপস্পিড «জিরো-৩» অপটিমাইজার স্টেট ভাগ করে।\n", "zero"),
    ("«এফএসডিপি২» দিয়ে বড় মডেল ট্রেন করা যায়।\n", "fsdp"),
    ("«ইন্টার-টোকেন লেটেন্সি» কম।\n", "time-per-output-token"),
    ("«টাইম পার আউটপুট টোকেন» ডিকোডিংয়ের গতি মাপে।\n", "time-per-output-token"),
    ("«অ্যাক্টিভেশন রিকম্পিউটেশন» মেমরি বাঁচায়।\n", "activation-checkpointing"),
    ("«গ্রেডিয়েন্ট অ্যাকিউমুলেশন» বড় ব্যাচ সিমুলেট করে।\n", "gradient-accumulation"),
    ("«আরওসিএম» দিয়ে এএমডি জিপিইউ চলে।\n", "rocm"),
    ("«লামা সিপিপি» দিয়ে মডেল চালানো হয়।\n", "llama-cpp"),
    ("«ডিপ স্পিড» দিয়ে বড় মডেল ট্রেন করা হয়।\n", "deepspeed"),
    ("«জিরো রিডানড্যান্সি অপটিমাইজার» মেমরি বাঁচায়।\n", "zero"),
    ("«লেয়ার-ওয়াইজ লার্নিং রেট ডিকে» নিচের লেয়ারের হার কমায়।\n", "layer-wise-learning-rate-decay"),
    ("«ডিস্যাগ্রিগেটেড সার্ভিং» প্রিফিল ও ডিকোড আলাদা করে।\n", "disaggregated-serving"),
    ("«মাল্টি-লোরা সার্ভিং» অনেক অ্যাডাপ্টার একসঙ্গে চালায়।\n", "multi-lora-serving"),
    ("«কেএল পেনাল্টি» যোগ করুন।\n", "kl-divergence"),
    ("«লোরা মার্জ» করা হয়।\n", "lora-merging"),
    ("«স্কেলিং ল» অনুযায়ী বড় মডেলের জন্য বেশি ডেটা লাগে।\n", "scaling-laws"),
    ("«অফলোডিং» দিয়ে অপটিমাইজার স্টেট সিপিইউ মেমরিতে রাখা হয়।\n", "offloading"),
])
def test_bengali_names_of_the_distributed_and_serving_families(detector, marked, concept):
    assert_concept_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    # a power plant's capacity factor, thermodynamics, a company's value network, a football score, an
    # accountant's loss, a metro station's tokens
    ("বিদ্যুৎকেন্দ্রের ক্যাপাসিটি ফ্যাক্টর এ বছর কমেছে।\n", "expert-capacity-factor"),
    ("আপেক্ষিক এনট্রপি তাপগতিবিদ্যার একটি ধারণা।\n", "kl-divergence"),
    ("কোম্পানির ভ্যালু নেটওয়ার্ক সরবরাহকারী ও ক্রেতাদের যুক্ত করে।\n", "value-model"),
    ("জিরো-৩ গোলে ম্যাচ হেরেছে দলটি।\n", "zero"),
    ("হিসাবরক্ষক বছরের শেষে অক্সিলিয়ারি লস আলাদা করে দেখান।\n", "load-balancing-loss"),
    ("মেট্রো স্টেশনে টোকেন রাউটিং নিয়ে যাত্রীরা অভিযোগ করেছেন।\n", "moe-router"),
])
def test_the_same_bengali_words_outside_ml_stay_quiet(detector, text, concept):
    assert_concept_mentions(detector, text, concept)
