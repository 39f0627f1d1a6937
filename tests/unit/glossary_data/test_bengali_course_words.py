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

from support.marked import assert_concept_mentions, assert_marked_mentions, concept_mentions, unmark


# -- পূর্ব, "pre-", is a prefix only joined to its noun; apart it is "prior" or ends another compound --
THE_PRE_TRAINING_CALQUE_WITH_ITS_PREFIX_JOINED = [
    "ভাষা মডেলের «পূর্ব-প্রশিক্ষণ» বিপুল পরিমাণ টেক্সটে হয়।\n",
    "ভাষা মডেলের «পূর্বপ্রশিক্ষণ» বিপুল পরিমাণ টেক্সটে হয়।\n",
    "মডেলটি প্রথমে «পূর্ব-প্রশিক্ষিত করা» হয়, তারপর ফাইন-টিউন করা হয়।\n",
    "ভাষা মডেলের «প্রাক-প্রশিক্ষণ» বিপুল পরিমাণ টেক্সটে হয়।\n",
]


PRIOR_TRAINING_STAYS_QUIET = [
    # without prior training: the zero-shot prompt of a course
    "জিরো-শট প্রম্পটিংয়ে ভাষা মডেল কোনো পূর্ব প্রশিক্ষণ ছাড়াই কাজটি সম্পন্ন করে।\n",
    # pre-departure training, pre-Hajj training: -পূর্ব ends the word before it
    "বিদেশগামী কর্মীদের জন্য প্রস্থান-পূর্ব প্রশিক্ষণ এবং ভাষা প্রশিক্ষণ প্রদান করে।\n",
    "হজ-পূর্ব প্রশিক্ষণ কর্মশালা\n",
]


# -- the stage's participle with the passive's auxiliary is its verb; alone, a checkpoint's adjective --
PRE_TRAINED_WITH_THE_PASSIVE_AUXILIARY_IS_THE_STAGE = [
    "SLM-গুলো বিশাল ডেটাসেটে «প্রাক-প্রশিক্ষিত হয়», তারপর নির্দিষ্ট কাজের জন্য ফাইন-টিউন করা হয়।\n",
    "Phi-3 মডেলটি ৩.৩ ট্রিলিয়ন টোকেনে «প্রি-ট্রেইনড হয়েছে»।\n",
    "একটি «প্রাক-প্রশিক্ষিত হয়ে» থাকা মডেল নতুন কাজ দ্রুত শেখে।\n",
    # the adjective of a checkpoint names no stage
    "একটি প্রাক-প্রশিক্ষিত মডেল ডাউনলোড করুন।\n",
    "প্রি-ট্রেইনড মডেল হলো এমন মডেল যা আগে থেকেই শেখানো।\n",
]


# -- শেখার হার and রেফারেন্স মডেল: everyday phrases that count with their sense's words nearby ------------
LESSON_ON_RLHF = ("«ইনস্ট্রাকশন টিউনড» LLM প্রায়ই «মানব প্রতিক্রিয়া থেকে রিইনফোর্সমেন্ট লার্নিং» («RLHF») ব্যবহার "
                  "করে পরিমার্জিত হয়। " + "এই পাঠে আমরা প্রম্পট ডিজাইন নিয়ে আলোচনা করব। " * 8 + "\n\n")


EVERYDAY_PHRASES_OF_A_LESSON_STAY_QUIET = [
    # a course's readers learn at their own pace, far from the lesson's RLHF
    LESSON_ON_RLHF + "শিক্ষার্থীদের শেখার হার আলাদা হতে পারে, তাই নিজের গতিতে পড়ুন।\n",
    # a model to compare the answers with
    LESSON_ON_RLHF + "মূল্যায়নের জন্য একটি রেফারেন্স মডেল বেছে নিন এবং তার উত্তরের সাথে তুলনা করুন।\n",
]


THE_PHRASES_WITH_THEIR_SENSE_NEARBY = [
    "অপটিমাইজারের «শেখার হার» ধীরে ধীরে কমানো হয়।\n",
    "«RLHF» এবং «DPO»-তে «রেফারেন্স মডেল» স্থির থাকে, আর «KL পেনাল্টি» নীতিকে তার কাছে রাখে।\n",
]


# -- an English term before a capital is a CamelCase identifier, not a Dutch or German compound -----------
A_CAMEL_CASE_IDENTIFIER_IS_NO_COMPOUND = [
    "**EmbeddingModel** - টেক্সটকে সংখ্যাসূচক ভেক্টরে রূপান্তর করে।\n",
    "The EmbeddingModel interface returns one vector per text.\n",
    "De «embeddinglaag» zet elk woord om in een dichte vector.\n",
]


# -- a product's Bengali transliteration that is also an everyday word or name counts with its words nearby --
TRANSLITERATED_PRODUCTS_WITH_THEIR_WORDS = [
    "আপনি «ওলামা» ব্যবহার করে লোকাল মডেল চালাতে পারেন, যেমন «GGUF» ফরম্যাটের Phi-3।\n",
    "এনভিডিয়া «নিমো» ফ্রেমওয়ার্ক দিয়ে বড় ভাষা মডেল প্রশিক্ষণ দেওয়া যায়।\n",
    "«জ্যাক্স»-এর jit এবং vmap ফাংশন দ্রুত গণনা করে।\n",
    "«মেডুসা» «স্পেকুলেটিভ ডিকোডিং»-এর জন্য একাধিক ডিকোডিং হেড যোগ করে।\n",
    "«NCCL» «অল-রিডিউস» দ্রুত করতে «শার্প» ইন-নেটওয়ার্ক রিডাকশন ব্যবহার করে।\n",
    # a name alone in its region (a heading) needs its words too, or a related concept in the document
    "## «ওলামা»\n\nলোকাল মডেল চালাতে «GGUF» ফাইল লাগে।\n",
]


# লোরা is also LoRa, the long-range radio of IoT lessons, and the name Laura
LORA_IN_BENGALI_LETTERS_WITH_ITS_WORDS = [
    "«লোরা» দিয়ে ফাইন-টিউনিং করলে অল্প প্যারামিটার প্রশিক্ষণ হয়।\n",
    # (the adapter beside LoRA that its words resolve is the adapter, as beside the Latin "LoRA")
    "আমরা Phi-3 মডেলকে «লোরা» «অ্যাডাপ্টার» দিয়ে প্রশিক্ষণ দেব।\n",
    "আমরা «লোরার» সাহায্যে মডেল টিউন করি।\n",  # tuning the model, with the English verb
    "দূরবর্তী খামারের সেন্সরগুলো লোরা রেডিও দিয়ে LoRaWAN গেটওয়েতে ডেটা পাঠায়।\n",
    "IoT ডিভাইসগুলো লোরা প্রযুক্তি ব্যবহার করে কয়েক কিলোমিটার দূরে ডেটা পাঠাতে পারে।\n",
    "লোরা একজন বিখ্যাত গায়িকা।\n",
    "লোরা একটি নতুন টিউন গাইল।\n",  # a tune she sang, not a model tuned
]


THE_EVERYDAY_WORDS_STAY_QUIET = [
    "দেশের শীর্ষ ওলামায়ে কেরাম এই বিষয়ে মতামত দিয়েছেন।\n",  # the ulama
    "## ওলামা\n\nদেশের আলেমদের মতামত এখানে।\n",  # a heading alone, the ulama
    "ফাইন্ডিং নিমো একটি জনপ্রিয় অ্যানিমেশন চলচ্চিত্র।\n",
    "জ্যাকস এবং জিলের গল্পটি শিশুদের প্রিয়।\n",
    "গ্রিক পুরাণে মেডুসার দৃষ্টিতে মানুষ পাথর হয়ে যেত।\n",
    "এই ফিল্টার ছবিকে আরও শার্প করে।\n",
]


# -- প্রেক্ষাপট, the translations' other word for context, in the context window's name --------------------
THE_CONTEXT_WINDOW_WITH_THE_OTHER_WORD_FOR_CONTEXT = [
    # Generative-AI-for-beginners-java's translation: the model's context window limits the tokens
    "প্রম্পটে টোকেনের সংখ্যা সীমিত, কারণ মডেলের «প্রেক্ষাপট উইন্ডোর» জন্য টোকেন সীমা থাকে।\n",
    "বড় «প্রেক্ষাপটের দৈর্ঘ্য» বেশি মেমরি নেয়।\n",
    # the word alone: in this context, the historical background
    "এই প্রেক্ষাপটে আমরা ঐতিহাসিক প্রেক্ষাপট নিয়ে আলোচনা করব।\n",
]


# -- the checkpoint of an agent's workflow: a person's review, the workflow's saved state --------------------
A_WORKFLOW_CHECKPOINT_IS_NO_MODEL_CHECKPOINT = [
    # a coding agent's plan, reviewed by a person (public Bengali text)
    "প্রস্তাবিত মানব চেকপয়েন্ট: সংরক্ষণ করা পরিকল্পনাটি একনজরে দেখে নিন।\n",
    "ওয়ার্কফ্লো প্রতিটি ধাপের পর ওয়ার্কফ্লো অবস্থা একটি চেকপয়েন্টে সংরক্ষণ করে।\n",
    # a model's checkpoint, saved after fine-tuning
    "ফাইন-টিউনিং শেষে মডেলের «চেকপয়েন্ট» সংরক্ষণ করুন এবং Hub-এ আপলোড করুন।\n",
]


# -- the English tokenizer in a Bengali sentence that cuts text into tokens; an access token is no such text --
THE_TOKENIZER_BESIDE_TEXT_CUT_INTO_TOKENS = [
    "মডেলটি একটি «tokenizer» দিয়ে টেক্সটকে টোকেনে ভাগ করে।\n",
    "Phi-3-এর «tokenizer» প্রম্পটকে টোকেনে রূপান্তর করে, আর টোকেনের সংখ্যা কনটেক্সটের সীমা ঠিক করে।\n",
    "লগইনের পর একটি অ্যাক্সেস টোকেন দেওয়া হয়; কার্ডের tokenization নিয়ে এখানে কিছু নেই।\n",
]


# -- ব্যাচ সাইজ of a class of students or of an application's messages; a training batch with its words --------
A_CLASS_OR_A_MESSAGE_BATCH_IS_NO_TRAINING_BATCH = [
    "আমাদের IELTS কোর্সে অভিজ্ঞ প্রশিক্ষক, ছোট ব্যাচ সাইজ এবং ইন্টারেক্টিভ ক্লাস রয়েছে।\n",
    "প্রতিটি প্রোগ্রাম নিয়ন্ত্রিত ব্যাচ সাইজ এবং শিক্ষার্থীর নিয়মিত অগ্রগতি পরিমাপকে কেন্দ্র করে সাজানো।\n",
    "«লার্নিং রেট» বা «ব্যাচ সাইজ» কমালে-বাড়ালে কী হয়, তা স্লাইডার টেনে পরীক্ষা করুন।\n",
    "বড় «ব্যাচ সাইজ» বেশি GPU মেমরি নেয়, আর প্রতিটি এপকে কম ধাপ লাগে।\n",
]


# -- ONNX Runtime's execution provider "EP" beside an MoE model is no expert parallelism --------------------
AN_EXECUTION_PROVIDER_IS_NO_EXPERT_PARALLELISM = [
    "Phi-3.5-«MoE» মডেলটি «ONNX» Runtime-এর «CUDA» EP দিয়ে চালানো যায়।\n",
    "«ONNX» Runtime বিভিন্ন Execution Provider (EP) সমর্থন করে, যেমন «CUDA» EP এবং DirectML EP।\n",
    "«Mixture of Experts» মডেলে «EP» ব্যবহার করে এক্সপার্টগুলো বিভিন্ন GPU-তে ভাগ করা হয়।\n",
]


# -- a workshop's progress check: a heading over a task list, or with a check mark -----------------------------
WORKSHOP = "এই মডিউলে আমরা «LoRA» দিয়ে ফাইন-টিউন করা মডেলটি «ONNX» ফরম্যাটে ডিপ্লয় করব।\n\n"
A_WORKSHOP_CHECKPOINT_IS_NO_MODEL_CHECKPOINT = [
    WORKSHOP + "### চেকপয়েন্ট\n\n- [ ] ডিপ্লয়মেন্ট কমান্ড ত্রুটি ছাড়া সম্পন্ন হয়েছে\n- [ ] এজেন্টটি দেখা যাচ্ছে\n",
    WORKSHOP + "### ✅ চেকপয়েন্ট\n\nনিশ্চিত করুন যে সব ধাপ সম্পন্ন হয়েছে।\n",
    "Deploy the fine-tuned «LoRA» model.\n\n### ✅ Checkpoint\n\nMake sure every step above is done.\n",
    # the model's checkpoint of a fine-tuning lesson, as a heading too
    WORKSHOP + "### «চেকপয়েন্ট» থেকে প্রশিক্ষণ আবার শুরু করা\n\nশেষ «চেকপয়েন্ট» সংরক্ষণ করা থাকে।\n",
]


# -- an acronym spelled in Bengali letters inside a name; alone, কেভি is a kilovolt ----------------------------
THE_KV_CACHE_IN_BENGALI_LETTERS = [
    "লম্বা প্রম্পটে «কেভি ক্যাশ» অনেক মেমরি নেয়।\n",
    "«কেভি ক্যাশ কোয়ান্টাইজেশন» মেমরি অর্ধেক করে।\n",
    "১৩২ কেভি লাইন দিয়ে বিদ্যুৎ সঞ্চালন করা হয়।\n",
]


# -- "Transformers" among the engines a model runs on is the library, not the architecture -------------------
TRANSFORMERS_AMONG_ENGINES_IS_THE_LIBRARY = [
    # PhiCookBook's Guidance lesson and the runtimes of small language models
    "Guidance বিভিন্ন ব্যাকএন্ড সমর্থন করে, যেমন «Transformers», llama.cpp, AzureAI এবং OpenAI। ভাষা মডেলের "
    "আউটপুট নিয়ন্ত্রণ করা যায়।\n",
    "ছোট ভাষা মডেলগুলো «Transformers», ONNX Runtime, llama.cpp এবং Ollama দিয়ে চালানো যায়।\n",
    "প্রথমে «Transformers» এবং PyTorch ইনস্টল করুন, তারপর মডেলটি ডাউনলোড করুন।\n",
]


TRANSFORMERS_AMONG_ARCHITECTURES_IS_THE_ARCHITECTURE = [
    "আমরা RNN, LSTM এবং «Transformers» তুলনা করব, সেলফ-অ্যাটেনশন সহ।\n",
    "«Transformers» সেলফ-অ্যাটেনশন ব্যবহার করে, RNN-এর মতো নয়; এনকোডার এবং ডিকোডার থাকে।\n",
]


@pytest.mark.parametrize("marked", TRANSFORMERS_AMONG_ENGINES_IS_THE_LIBRARY)
def test_transformers_among_engines_is_the_library(detector, marked):
    assert_concept_mentions(detector, marked, "hugging-face-transformers")
    assert concept_mentions(detector, unmark(marked)[0], "transformer") == []


@pytest.mark.parametrize("marked", TRANSFORMERS_AMONG_ARCHITECTURES_IS_THE_ARCHITECTURE)
def test_transformers_among_architectures_is_the_architecture(detector, marked):
    assert_concept_mentions(detector, marked, "transformer")


# -- a prompt template of prompt engineering (placeholders, reuse) is not a chat model's chat template -------
A_PROMPT_ENGINEERING_TEMPLATE_IS_NO_CHAT_TEMPLATE = [
    "একটি prompt template হলো একটি পূর্বনির্ধারিত রেসিপি, যেখানে প্লেসহোল্ডার থাকে। system prompt এবং user "
    "message আলাদা থাকে।\n",
    "LangChain-এর PromptTemplate দিয়ে একটি prompt template তৈরি করুন, যেখানে {topic} থাকে; assistant উত্তর দেয়।\n",
    "messages-এ role হিসেবে system, user এবং assistant থাকে। একটি prompt template দিয়ে প্রম্পট পুনরায় ব্যবহার করি।\n",
    "A prompt template is a reusable prompt with placeholders for the user's input and the system prompt.\n",
    # the chat template of a model's tokenizer, and a GGUF's prompt template with its model's markers
    "Phi-3 মডেলের জন্য সঠিক «chat template» ব্যবহার করুন, নাহলে <|user|> ও <|assistant|> টোকেন ভুল হবে।\n",
    "The «GGUF file» stores the «prompt template» of the model: «apply_chat_template» fills the assistant turn.\n",
]


# -- logits as the hard g of "logit" writes them, and the statistician's log-odds left out -------------------
THE_LOGITS_WITH_A_HARD_G = [
    "এতে «ONNX» Runtime ইনফারেন্স, «লগিট» প্রসেসিং, স্যাম্পলিং এবং «KV ক্যাশ» ম্যানেজমেন্ট রয়েছে।\n",
    "«softmax»-এর আগে মডেল প্রতিটি টোকেনের জন্য একটি «লগিট» দেয়; «লগিটগুলো» «টেম্পারেচার» দিয়ে ভাগ করা হয়।\n",
    # a Logitech mouse is no logit
    "লগিটেক মাউস ও কিবোর্ড কিনুন।\n",
]


# -- a name with its first words in English before its Bengali head ("context উইন্ডো") ---------------------
ENGLISH_WORDS_BEFORE_A_BENGALI_HEAD = [
    # "greedy" before the slash is greedy search, the decoding strategy beside beam search
    "এতে «greedy»/«beam সার্চ» এবং «top-k স্যাম্পলিং» সমর্থন রয়েছে।\n",
    "কথোপকথন দীর্ঘ হওয়ার সাথে সাথে «context উইন্ডো» শেষ হয়ে যায়।\n",
    "মডেলের «Context উইন্ডোতে» চ্যাট হিস্টোরি পুশ করি।\n",
    "প্রশিক্ষণের সময় «gradient অ্যাকুমুলেশন» আর «learning রেট» ঠিক করুন।\n",
    # a batch of a job stays quiet as ব্যাচ সাইজ does without its sense
    "প্রতিটি রিপোর্টের batch সাইজ ১০০ এসএমএস।\n",
]

# -- what CLIP stands for, in Bengali letters, is the model's name; the stage named alone still counts ----------
WHAT_CLIP_STANDS_FOR_IN_BENGALI_LETTERS = [
    "## কনট্রাস্টিভ ইমেজ প্রি-ট্রেনিং (CLIP)\n",
    "CLIP (কনট্রাস্টিভ ল্যাঙ্গুয়েজ-ইমেজ প্রি-ট্রেইনিং) ছবি আর টেক্সট মেলায়।\n",
    "একবার এই মডেলটির «প্রি-ট্রেনিং» সম্পন্ন হলে, আমরা এটিকে একটি ব্যাচ ইমেজ দিতে পারি।\n",
]

# -- জানালা, the native window, in the context window's name; top-p alone in Bengali letters -----------------
THE_NATIVE_WINDOW_AND_TOP_P_ALONE = [
    "এই API বড় «প্রসঙ্গ জানালা» প্রদান করে (সর্বোচ্চ 204K টোকেন পর্যন্ত)।\n",
    "বার্তা বেশি হলে «প্রসঙ্গ জানালার» ব্যবস্থাপনা দরকার।\n",
    "«টেম্পারেচার» ও «টপ-পি» দিয়ে মডেলের আউটপুট নিয়ন্ত্রণ করুন।\n",
    # a house's window, a desktop PC, and a wall jumped over (টপকে) stay quiet
    "ঘরের জানালা খুলে দাও, প্রসঙ্গ বদলাও।\n",
    "গেমিং-ডেস্কটপ-পিসি কিনুন।\n",
    "ছেলেটি দেয়াল টপকে পালাল।\n",
]

# -- the calques of preference tuning and decoding; the everyday words alone stay quiet ------------------------
THE_CALQUES_OF_PREFERENCE_TUNING_AND_DECODING = [
    # PhiCookBook's Phi-3-vision page: supervised fine-tuning and direct preference optimization
    "প্রশিক্ষণ প্রক্রিয়ায় «সুপারভাইজড ফাইন-টিউনিং» এবং «সরাসরি পছন্দ অপ্টিমাইজেশন» অন্তর্ভুক্ত ছিল।\n",
    "«পুরস্কার মডেল» প্রতিটি উত্তরকে একটি স্কোর দেয়।\n",
    "«লোভী ডিকোডিং» প্রতিটি ধাপে সবচেয়ে সম্ভাব্য টোকেন বেছে নেয়।\n",
    "«প্রক্সিমাল নীতি অপ্টিমাইজেশন» («PPO») নীতিকে ধীরে ধীরে বদলায়।\n",
    "প্রতিটি টোকেন «আত্ম-মনোযোগ» দিয়ে বাকি টোকেনগুলো দেখে।\n",
    # a prize, a choice told directly, a greedy man, a policy of a government
    "সেরা ছাত্রকে পুরস্কার দেওয়া হয়; আমার পছন্দ সরাসরি জানাবো।\n",
    "লোভী মানুষ কখনো সুখী হয় না।\n",
    "সরকারের নতুন নীতি অপ্টিমাইজেশনের দিকে নজর দিচ্ছে।\n",
]

# -- the Transformer a model is based on ("-ভিত্তিক মডেল"), in either spelling; a power supply's stays quiet ------
A_MODEL_BASED_ON_THE_TRANSFORMER = [
    "«ট্রান্সফর্মার»-ভিত্তিক মডেলগুলো টেক্সট তৈরি করে।\n",
    "«Transformer»-ভিত্তিক ভাষা মডেল\n",
    # AI-For-Beginners' language-model lesson: the genitive of "language model" is its context too
    "নতুন প্রি-ট্রেইনড ভাষার মডেলগুলো বড় «ট্রান্সফর্মার» দিয়ে তৈরি।\n",
    "বিদ্যুৎ সরবরাহে ট্রান্সফর্মার-ভিত্তিক আইসোলেশন ব্যবহৃত হয়।\n",
    "এই ট্রান্সফর্মার ২২০ ভোল্ট থেকে ১২ ভোল্টে নামায়।\n",
]

# -- what a course says the temperature does to the answers, in Bengali; a physics exam and the weather stay quiet --
THE_TEMPERATURE_OF_A_CHAT_MODEL_IN_BENGALI = [
    "«টেম্পারেচার» প্যারামিটার বাড়ালে মডেলের উত্তর বেশি সৃজনশীল হয়।\n",
    "«টেমপারেচার» কমালে আউটপুট আরও ডিটারমিনিস্টিক হয়।\n",
    "«তাপমাত্রা» ও সর্বোচ্চ টোকেন সংখ্যা ঠিক করুন।\n",
    "পদার্থবিজ্ঞানের সৃজনশীল প্রশ্ন: তাপমাত্রা বাড়লে গ্যাসের আয়তন কী হয়?\n",
    "দুপুরে তাপমাত্রা বাড়ে, বিকেলে বাতাস বেশি এলোমেলো হয়।\n",
]

# -- QLoRA in Bengali letters, the mini-batch's size; a minibus stays quiet ------------------------------------
QLORA_AND_THE_MINI_BATCH_SIZE_IN_BENGALI = [
    "«কিউলোরা» দিয়ে ৪-বিট মডেলে ফাইন-টিউনিং করা যায়।\n",
    # AI-For-Beginners' NLP overview: "reduce the minibatch size" when GPU memory runs out
    "GPU মেমরি সমস্যা হলে «মিনিব্যাচ সাইজ» কমান।\n",
    "«মিনি-ব্যাচের আকার» ৩২ রাখুন।\n",
    "মিনিবাসের আকার ছোট, তাই ভিড় বেশি।\n",
]

# -- a long name with a hyphen written as a space, "of" as অব, low-rank adaptation in its calques ----------------
HYPHENS_AS_SPACES_AND_THE_CALQUES_OF_LORA = [
    "«প্যারামিটার দক্ষ ফাইন-টিউনিং» («PEFT») অল্প প্যারামিটার বদলায়।\n",
    "«ফুল ফাইন টিউনিং» সব প্যারামিটার বদলায়, «সুপারভাইজড ফাইন টিউনিং» লেবেলযুক্ত উদাহরণে হয়।\n",
    "«মিক্সচার অব এক্সপার্টস» মডেলে প্রতিটি টোকেন কয়েকটি এক্সপার্টে যায়।\n",
    "«নিম্ন-র‍্যাংক অভিযোজন» («LoRA») ছোট ম্যাট্রিক্স শেখে।\n",
    # a low price, the adaptation of a species, a bag of goods
    "নিম্ন আয়ের মানুষের জন্য জলবায়ু অভিযোজন জরুরি।\n",
    "ব্যাংক অব আমেরিকা একটি বড় ব্যাংক।\n",
]

# -- an English name in a Bengali sentence, with the Bengali words of its sense; its other senses stay quiet -----
ENGLISH_NAMES_WITH_THE_BENGALI_WORDS_OF_THEIR_SENSE = [
    "«top-p» মান ০.৯ রাখুন, তাহলে মডেল কম সম্ভাব্য টোকেন বাদ দেবে।\n",
    "মডেলের «context length» ৪০৯৬ টোকেন।\n",
    "«Quantization» মডেলের আকার কমায় এবং ইনফারেন্স দ্রুত করে।\n",
    "প্রতিটি টোকেনের «logit» থেকে সম্ভাবনা পাওয়া যায়।\n",
    "«DPO»-তে «রেফারেন্স মডেল» স্থির থাকে, আর পছন্দের জোড়া থেকে শেখে।\n",
    # a data protection officer, the statistician's logit
    "আমাদের ডেটা সুরক্ষা কর্মকর্তা (DPO) আপনার পছন্দের ডেটা নিয়ে কাজ করেন।\n",
    "logit রিগ্রেশনে সম্ভাবনার লগ-অডস নেওয়া হয়।\n",
]

# -- the Bengali embedding with the words of its sense; a page's video, a PDF's fonts, embedded devices ---------
THE_EMBEDDING_WITH_ITS_WORDS = [
    # a Bengali book on deep learning (the word written with U+09DF, য় in one character)
    "বাংলা ভাষায় ন্যাচারাল ল্যাঙ্গু\u09dfেজ প্রসেসিং, টেক্সট «এমবেডিংএর» গতি ছুটছে।\n",
    "মডেলটি টেক্সট এবং ছবির জন্য আলাদা «এম্বেডিং» লেয়ার ব্যবহার করে।\n",
    # "ওয়ার্ড এমবেডিং" is a name of its own, as "word embedding" is the English one's alias
    "### «এমবেডিংস»\n\n[«ওয়ার্ড এমবেডিংস»](https://wikipedia.org/wiki/Word_embedding) পাঠ্যকে সংখ্যায় রূপান্তর করে।\n",
    # the English plural -s before a Bengali case ending ("এম্বেডিংসের", "এমবেডিংসকে")
    "শব্দের ভেক্টর হিসেবে «এম্বেডিংসের» একটি সমস্যা হলো এটি স্ট্যাটিক।\n",
    "ওয়েবপেজে ইউটিউব ভিডিও এমবেডিংসের জন্য iframe ব্যবহার করুন।\n",
    "ওয়েবপেজে ইউটিউব ভিডিও এমবেডিং করার জন্য iframe ব্যবহার করুন।\n",
    "ফন্ট এমবেডিং করলে পিডিএফ সব কম্পিউটারে একই দেখায়।\n",
    "মোবাইল এবং এমবেডিং ডিভাইসে অ্যাপ চালানো যায়।\n",
]

# each class: its sentences, mentions marked, everyday senses quiet
CLASSES = {name.lower(): cases for name, cases in [
    ("THE_PRE_TRAINING_CALQUE_WITH_ITS_PREFIX_JOINED", THE_PRE_TRAINING_CALQUE_WITH_ITS_PREFIX_JOINED),
    ("PRIOR_TRAINING_STAYS_QUIET", PRIOR_TRAINING_STAYS_QUIET),
    ("PRE_TRAINED_WITH_THE_PASSIVE_AUXILIARY_IS_THE_STAGE", PRE_TRAINED_WITH_THE_PASSIVE_AUXILIARY_IS_THE_STAGE),
    ("EVERYDAY_PHRASES_OF_A_LESSON_STAY_QUIET", EVERYDAY_PHRASES_OF_A_LESSON_STAY_QUIET),
    ("THE_PHRASES_WITH_THEIR_SENSE_NEARBY", THE_PHRASES_WITH_THEIR_SENSE_NEARBY),
    ("A_CAMEL_CASE_IDENTIFIER_IS_NO_COMPOUND", A_CAMEL_CASE_IDENTIFIER_IS_NO_COMPOUND),
    ("TRANSLITERATED_PRODUCTS_WITH_THEIR_WORDS", TRANSLITERATED_PRODUCTS_WITH_THEIR_WORDS),
    ("THE_EVERYDAY_WORDS_STAY_QUIET", THE_EVERYDAY_WORDS_STAY_QUIET),
    ("THE_CONTEXT_WINDOW_WITH_THE_OTHER_WORD_FOR_CONTEXT", THE_CONTEXT_WINDOW_WITH_THE_OTHER_WORD_FOR_CONTEXT),
    ("A_WORKFLOW_CHECKPOINT_IS_NO_MODEL_CHECKPOINT", A_WORKFLOW_CHECKPOINT_IS_NO_MODEL_CHECKPOINT),
    ("THE_KV_CACHE_IN_BENGALI_LETTERS", THE_KV_CACHE_IN_BENGALI_LETTERS),
    ("A_PROMPT_ENGINEERING_TEMPLATE_IS_NO_CHAT_TEMPLATE", A_PROMPT_ENGINEERING_TEMPLATE_IS_NO_CHAT_TEMPLATE),
    ("A_WORKSHOP_CHECKPOINT_IS_NO_MODEL_CHECKPOINT", A_WORKSHOP_CHECKPOINT_IS_NO_MODEL_CHECKPOINT),
    ("THE_TOKENIZER_BESIDE_TEXT_CUT_INTO_TOKENS", THE_TOKENIZER_BESIDE_TEXT_CUT_INTO_TOKENS),
    ("A_CLASS_OR_A_MESSAGE_BATCH_IS_NO_TRAINING_BATCH", A_CLASS_OR_A_MESSAGE_BATCH_IS_NO_TRAINING_BATCH),
    ("LORA_IN_BENGALI_LETTERS_WITH_ITS_WORDS", LORA_IN_BENGALI_LETTERS_WITH_ITS_WORDS),
    ("AN_EXECUTION_PROVIDER_IS_NO_EXPERT_PARALLELISM", AN_EXECUTION_PROVIDER_IS_NO_EXPERT_PARALLELISM),
    ("THE_LOGITS_WITH_A_HARD_G", THE_LOGITS_WITH_A_HARD_G),
    ("ENGLISH_WORDS_BEFORE_A_BENGALI_HEAD", ENGLISH_WORDS_BEFORE_A_BENGALI_HEAD),
    ("WHAT_CLIP_STANDS_FOR_IN_BENGALI_LETTERS", WHAT_CLIP_STANDS_FOR_IN_BENGALI_LETTERS),
    ("THE_NATIVE_WINDOW_AND_TOP_P_ALONE", THE_NATIVE_WINDOW_AND_TOP_P_ALONE),
    ("THE_CALQUES_OF_PREFERENCE_TUNING_AND_DECODING", THE_CALQUES_OF_PREFERENCE_TUNING_AND_DECODING),
    ("A_MODEL_BASED_ON_THE_TRANSFORMER", A_MODEL_BASED_ON_THE_TRANSFORMER),
    ("THE_TEMPERATURE_OF_A_CHAT_MODEL_IN_BENGALI", THE_TEMPERATURE_OF_A_CHAT_MODEL_IN_BENGALI),
    ("QLORA_AND_THE_MINI_BATCH_SIZE_IN_BENGALI", QLORA_AND_THE_MINI_BATCH_SIZE_IN_BENGALI),
    ("HYPHENS_AS_SPACES_AND_THE_CALQUES_OF_LORA", HYPHENS_AS_SPACES_AND_THE_CALQUES_OF_LORA),
    ("ENGLISH_NAMES_WITH_THE_BENGALI_WORDS_OF_THEIR_SENSE", ENGLISH_NAMES_WITH_THE_BENGALI_WORDS_OF_THEIR_SENSE),
    ("THE_EMBEDDING_WITH_ITS_WORDS", THE_EMBEDDING_WITH_ITS_WORDS),
]}


@pytest.mark.parametrize("marked", [pytest.param(marked, id=f"{name}-{i}")
                                    for name, cases in CLASSES.items() for i, marked in enumerate(cases)])
def test_bengali_course_prose(detector, marked):
    assert_marked_mentions(detector, marked)
