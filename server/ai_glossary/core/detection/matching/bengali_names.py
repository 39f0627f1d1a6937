"""The spellings of a Bengali name that translators write, made by rule from the name
(docs/detection.md, "Bengali translations of a name").

A Bengali translation, by a person or a machine, names one concept with a loanword or with a
native calque, and mixes the two within one name: "ডেটা প্যারালেলিজম", "তথ্য সমান্তরালতা",
"ডেটা সমান্তরালতা"; "ফাইন-টিউনিং" and "সূক্ষ্ম সমন্বয়"; "মিক্সড প্রিসিশন" and "মিশ্র
প্রিসিশন". Each family below holds the words used for one English word; a name that holds one
also matches with every other, in every combination (at most :data:`MAX_SPELLINGS` per name).
The spelling variants of one loanword (hasanta, ya-phala, ন/ণ, ...) are not listed here: the
loanword key folds them (:mod:`.loanword_keys`).

- **Synonym families.** Whole words only, between spaces, hyphens or the name's ends: "প্যারালেল"
  is not replaced inside "প্যারালেলিজম". A family word of several words is matched as a whole
  ("রিইনফোর্সমেন্ট লার্নিং"). A member that also names something else in everyday Bengali
  (:data:`EVERYDAY_MEMBERS`: শিক্ষা, education, "শিক্ষার হার" being also the literacy rate) makes
  each spelling that puts it in a name ambiguous: it counts with the concept's evidence. A word of
  another sense altogether is no member (নির্ভুলতা, accuracy, is no precision: docs/terminology/bn.md).
- **Verb forms.** A one-word name in -াইজেশন (English -ization) is also written as its English
  verb and participles: "কোয়ান্টাইজ করা", "কোয়ান্টাইজড মডেল"; another one in -েশন, as its verb
  before the light verb: "ডিস্টিল করে" (:func:`bengali_verb_forms`).
- **Verb phrases.** A name of several words ending in the loanword of training or tuning (ট্রেনিং,
  টিউনিং) or in the native noun প্রশিক্ষণ is also written as its verb, the stem with the light
  verb করা: "প্রি-ট্রেইন করা হয়েছে", "প্রাক-প্রশিক্ষিত করা", "ইনস্ট্রাকশন টিউন করে" (the labelling
  guidelines count the verb "pre-train" as the stage). Where the concept takes English word forms,
  its -ed participle too: "ইনস্ট্রাকশন-টিউনড মডেল" (instruction-tuned), "ফুল ফাইন-টিউনড"; a
  pre-trained model is not the pre-training stage, so a name whose concept opts out of word forms
  gets its participle only before the passive's auxiliary, "প্রাক-প্রশিক্ষিত হয়" (is pre-trained;
  :func:`bengali_verb_phrases`). A one-word name takes none: "এমবেড করা"
  embeds a video as often.
- **English words before a Bengali head.** A name that transliterates the glossary's term word
  for word is also written with its first words in English, as bilingual prose writes them:
  "beam সার্চ" (বিম সার্চ), "context উইন্ডো" (কনটেক্সট উইন্ডো), "learning রেট"
  (:func:`english_word_spellings`). A word is taken as the transliteration of the term's word at
  its place when the two begin with the same sound (:data:`_INITIAL_SOUNDS`): a calque ("প্রসঙ্গ
  উইন্ডো", "শেখার হার") has no English spelling of its words.
- **The genitive before a native head.** A calque whose last word is a native noun puts the word
  before it in the genitive, as Bengali joins two nouns: "মডেলের সমান্তরালতা", "ডেটার
  সমান্তরালতা", "ব্যাচের আকার". With a loanword head the two nouns stand side by side ("মডেল
  প্যারালেলিজম"), so only the names that end in a native head take it.
"""

from __future__ import annotations

import itertools
import re
import unicodedata

# Each family: the words one English word is translated with, loanword first. Longest first
# within a family does not matter: a name's words are compared whole.
FAMILIES: tuple[tuple[str, ...], ...] = (
    ("ফাইন-টিউনিং", "সূক্ষ্ম সমন্বয়", "সূক্ষ্ম টিউনিং"),
    # সমান্তরালীকরণ: an adjective's -ীকরণ, as আধুনিকীকরণ
    ("প্যারালেলিজম", "প্যারালালিজম", "সমান্তরালতা", "সমান্তরালকরণ", "সমান্তরালীকরণ"),
    ("প্যারালেল", "প্যারালাল", "সমান্তরাল"),
    ("ডেটা", "ডাটা", "তথ্য"),
    ("ট্রেনিং", "প্রশিক্ষণ"),
    ("প্রি", "প্রাক", "পূর্ব"),
    ("রিইনফোর্সমেন্ট লার্নিং", "রিইনফোর্সমেন্ট শিক্ষণ", "শক্তিবৃদ্ধি শিক্ষণ", "পুনর্বলন শিক্ষণ",
     "রিইনফোর্সমেন্ট শেখা", "শক্তিবৃদ্ধি শেখা", "শক্তিশালীকরণ শিক্ষণ", "শক্তিশালীকরণ শেখা",
     # শিক্ষা alone is education; after a word of reinforcement it is the learning of this name
     "রিইনফোর্সমেন্ট শিক্ষা", "শক্তিবৃদ্ধি শিক্ষা", "শক্তিবৃদ্ধিমূলক শিক্ষা", "শক্তিবৃদ্ধিমূলক শিক্ষণ",
     # with শিখন, the textbooks' and Wikipedia's word of learning ("যন্ত্রীয় শিখন")
     "রিইনফোর্সমেন্ট শিখন", "শক্তিবৃদ্ধি শিখন", "পুনর্বলন শিখন", "পুনর্বলন শেখা", "পুনর্বলন শিক্ষা"),
    ("মানব প্রতিক্রিয়া", "মানুষের প্রতিক্রিয়া", "মানব মতামত", "মানুষের মতামত", "মানব ফিডব্যাক",
     "হিউম্যান ফিডব্যাক", "মানুষের ফিডব্যাক"),
    ("ডিস্ট্রিবিউটেড", "বিতরণকৃত", "বিতরিত", "বণ্টিত"),
    ("মিক্সড", "মিশ্র"),
    ("মিক্সচার", "মিশ্রণ"),
    ("সুপারভাইজড", "তত্ত্বাবধানে", "তত্ত্বাবধানকৃত", "তত্ত্বাবধায়িত", "তত্ত্বাবধানে থাকা"),
    ("ইনস্ট্রাকশন", "নির্দেশনা", "নির্দেশ"),
    ("ফুল", "পূর্ণ", "সম্পূর্ণ"),
    ("কনটেক্সট", "প্রসঙ্গ", "প্রেক্ষাপট"),
    ("রেট", "হার"),
    ("সাইজ", "আকার"),
    ("ল", "আইন", "সূত্র"),
    ("নলেজ", "জ্ঞান"),
    ("ডিস্টিলেশন", "পাতন"),
    ("স্যাম্পলিং", "নমুনায়ন"),
    ("অ্যাটেনশন", "মনোযোগ"),
    ("সার্চ", "অনুসন্ধান"),
    # জানালা, the native window, alone is a house's; in a name it is the model's ("প্রসঙ্গ জানালা")
    ("উইন্ডো", "জানালা"),
    ("পূর্বাভাস", "ভবিষ্যদ্বাণী", "প্রেডিকশন"),
    ("দৈর্ঘ্য", "লেন্থ", "লেংথ"),
    # English has "position" and "positional" embeddings and encodings, and so have the translations
    ("পজিশনাল", "পজিশন", "অবস্থানগত", "অবস্থান"),
    # the words of preference tuning and decoding, loanword or calque ("সরাসরি পছন্দ অপ্টিমাইজেশন",
    # direct preference optimization, in a translated model card; "নীতি", policy; "লোভী", greedy)
    ("ডাইরেক্ট", "সরাসরি", "প্রত্যক্ষ"),
    ("প্রেফারেন্স", "পছন্দ"),
    ("পলিসি", "নীতি"),
    ("রিওয়ার্ড", "পুরস্কার"),
    ("গ্রিডি", "লোভী"),
    ("সেলফ", "স্ব", "আত্ম"),
    # "of" written as English says it or as the Bangla Academy spells it ("মিক্সচার অব এক্সপার্টস"),
    # and the calques of low-rank adaptation ("নিম্ন-র‍্যাংক অভিযোজন")
    ("অফ", "অব"),
    ("লো", "নিম্ন", "কম"),
    ("অ্যাডাপ্টেশন", "অভিযোজন"),
    # learning: the loanword, the calques of the textbooks and Wikipedia ("যন্ত্র শিখন", machine
    # learning; "শিখন হার", learning rate) and the everyday verbal noun and noun (শেখা, শিক্ষা:
    # "শিক্ষার হার" is also the literacy rate, so a spelling with one is ambiguous, EVERYDAY_MEMBERS)
    ("লার্নিং", "শিখন", "শিক্ষণ", "শেখা", "শিক্ষা"),
    ("মেশিন", "যন্ত্র", "যন্ত্রীয়"),
    ("ডিপ", "গভীর"),
    # the words that recur across the names of training and its parts
    ("নরমালাইজেশন", "সাধারণকরণ", "স্বাভাবিকীকরণ", "স্বাভাবিককরণ"),
    ("লেয়ার", "স্তর"),
    ("ওয়েট", "ওজন"),
    # হ্রাস is any decrease ("ওজন হ্রাস", losing weight): a spelling with it is ambiguous
    ("ডিকে", "ক্ষয়", "হ্রাস"),
    ("লস", "ক্ষতি"),
    # and a machine translation's "descent" as lineage ("গ্রেডিয়েন্ট বংশোদ্ভূত", in a translated glossary)
    ("ডিসেন্ট", "অবতরণ", "বংশোদ্ভূত", "বংশদ্ভুত"),
    ("শিডিউল", "সূচি", "সময়সূচি"),
    ("অ্যাকুমুলেশন", "সঞ্চয়", "সঞ্চয়ন"),
    ("অ্যাক্টিভেশন", "সক্রিয়করণ"),
    ("অপটিমাইজেশন", "অনুকূলকরণ"),
    ("টেম্পারেচার", "তাপমাত্রা"),
    ("লিনিয়ার", "রৈখিক"),
    ("মাল্টি", "বহু"),
    ("হেড", "হেডেড"),  # "মাল্টি-হেডেড অ্যাটেনশন", multi-headed attention
    ("পরবর্তী", "নেক্সট"),  # "নেক্সট টোকেন প্রেডিকশন", next-token prediction
    ("ডাইভারজেন্স", "বিচ্যুতি"),
    ("পেয়ার", "জোড়া"),  # "বাইট-জোড়া এনকোডিং", byte-pair encoding
    ("টোকেনাইজেশন", "টোকেনায়ন", "টোকেনকরণ"),
    # কোয়ান্টায়ন is also physics' quantization ("শক্তির কোয়ান্টায়ন"): ambiguous
    ("কোয়ান্টাইজেশন", "কোয়ান্টায়ন"),
    ("ল্যাঙ্গুয়েজ", "ভাষা"),
    ("কানেকশন", "সংযোগ"),
    # অবশিষ্ট is also "the remaining" ("অবশিষ্ট সংযোগ", the remaining connections): ambiguous
    ("রেসিডুয়াল", "অবশিষ্ট"),
    ("কমিউনিকেশন", "যোগাযোগ"),
    ("কালেক্টিভ", "সমষ্টিগত"),
    ("কম্প্রেশন", "সংকোচন"),
    ("প্রুনিং", "ছাঁটাই"),
    ("এক্সপার্ট", "বিশেষজ্ঞ", "এক্সপার্টস"),  # the English plural is often dropped: "মিক্সচার অফ এক্সপার্ট"
    ("সিকোয়েন্স", "অনুক্রম"),
    ("হাইব্রিড", "সংকর"),
    ("স্পেকুলেটিভ", "অনুমানমূলক"),
    ("কন্টিনিউয়াস", "ক্রমাগত", "অবিচ্ছিন্ন"),
    # একত্রীকরণ is any merging or integration ("মডেল একত্রীকরণ" of model schools): ambiguous
    ("মার্জিং", "একত্রীকরণ"),
    # the spellings of query ("কুয়েরি"; "কোয়ারি" is also a stone quarry, but not inside a name of attention)
    ("কোয়েরি", "কুয়েরি", "কোয়ারি"),
    # parameter as the loanword or the calque of Google's translated courses ("পরামিতি"), efficient as দক্ষ
    ("প্যারামিটার", "পরামিতি"),
    ("এফিসিয়েন্ট", "দক্ষ"),
    # local and top as a translation renders them ("স্থানীয় র‍্যাংক", "শীর্ষ-পি"): স্থানীয় is any local
    # thing, an everyday member
    ("লোকাল", "স্থানীয়"),
    ("টপ", "শীর্ষ"),
    # the repetition penalty's words ("পুনরাবৃত্তি জরিমানা"); জরিমানা is any fine, an everyday member
    ("রিপিটিশন", "পুনরাবৃত্তি"),
    ("পেনাল্টি", "জরিমানা"),
    # rotary as a translation renders it ("ঘূর্ণায়মান পজিশন এমবেডিং")
    ("রোটারি", "ঘূর্ণায়মান", "ঘূর্ণমান"),
    # memory as two loanword spellings ("হাই-ব্যান্ডউইডথ মেমোরি" in the news), whose vowels differ
    ("মেমরি", "মেমোরি"),
)
FAMILIES = tuple(tuple(unicodedata.normalize("NFC", m) for m in family) for family in FAMILIES)  # য় is য + nukta
# the family members that are everyday words with other senses as well: a spelling that puts one
# where the name has another word is ambiguous (it counts with the concept's evidence)
EVERYDAY_MEMBERS = frozenset(unicodedata.normalize("NFC", w) for w in ("শেখা", "শিক্ষা", "হ্রাস", "অবশিষ্ট", "ওজন",
                                                                             "একত্রীকরণ", "কোয়ান্টায়ন", "স্থানীয়",
                                                                             "জরিমানা"))
# the native nouns that head a calque and put the word before them in the genitive
NATIVE_HEADS = frozenset(unicodedata.normalize("NFC", w) for w in (
    "সমান্তরালতা", "সমান্তরালকরণ", "সমান্তরালীকরণ", "প্রশিক্ষণ", "আকার", "হার", "সমন্বয়", "দৈর্ঘ্য", "সাধারণকরণ",
    "স্বাভাবিকীকরণ", "স্বাভাবিককরণ", "ক্ষয়", "সঞ্চয়", "সঞ্চয়ন", "সংকোচন", "ছাঁটাই", "অবতরণ", "একত্রীকরণ"))
# the nouns of parallelism and the adjectives they are written with in a name's place (_adjectives_of_ism)
_ISMS = frozenset(unicodedata.normalize("NFC", w) for w in ("প্যারালেলিজম", "প্যারালালিজম", "সমান্তরালতা"))
_PARALLEL = tuple(unicodedata.normalize("NFC", w) for w in ("প্যারালেল", "প্যারালাল", "সমান্তরাল"))
_NATIVE_PARALLEL = _PARALLEL[-1]
MAX_SPELLINGS = 128  # RLHF's names, of a family of 7 and one of 17 words, have 119; past 128 the first are kept
# family members that are a prefix only when written with their noun, joined or hyphenated
# ("পূর্বপ্রশিক্ষণ", "পূর্ব-প্রশিক্ষণ": pre-training); apart, পূর্ব is the adjective "prior"
# ("কোনো পূর্ব প্রশিক্ষণ ছাড়াই", without prior training) or ends another word's compound
# ("প্রস্থান-পূর্ব প্রশিক্ষণ", pre-departure training)
_JOINED_PREFIXES = tuple(unicodedata.normalize("NFC", w) + " " for w in ("পূর্ব",))

_IZATION = "\u09be\u0987\u099c\u09c7\u09b6\u09a8"  # -াইজেশন, English -ization
_ATION = "\u09c7\u09b6\u09a8"  # -েশন, English -ation
_IZE_FORMS = ("\u09be\u0987\u099c", "\u09be\u0987\u099c\u09a1", "\u09be\u0987\u099c\u09bf\u0982")  # -াইজ, -াইজড, -াইজিং
_SEPARATOR = re.compile(r"([ \-])")
_MEMBERS = sorted(((tuple(_SEPARATOR.split(member)[::2]), member, family)
                   for family in FAMILIES for member in family), key=lambda m: -len(m[0]))
# a Bengali vowel (independent or sign) ends the word: its genitive is -র, else -ের or -এর
_VOWEL_END = re.compile("[\u0985-\u0994\u09be-\u09cc\u09d7]$")


def bengali_verb_forms(name: str) -> list[str]:
    """The English verb and participles a one-word name of an action in -ization is written with
    in Bengali: "কোয়ান্টাইজেশন" -> "কোয়ান্টাইজ" (quantize, before করা), "কোয়ান্টাইজড",
    "কোয়ান্টাইজিং"; of another name in -ation, the English verb with the light verb after it
    ("ডিস্টিলেশন" -> "ডিস্টিল করে", distil), as the stem alone is often no verb ("জেনারেশন", not
    "জেনার"). A verb is more general than its noun: the caller makes them ambiguous."""
    if " " in name or "-" in name:
        return []
    if name.endswith(_IZATION) and len(name) - len(_IZATION) >= 3:
        stem = name[: -len(_IZATION)]
        return [stem + ending for ending in _IZE_FORMS]
    if name.endswith(_ATION) and len(name) - len(_ATION) >= 3:
        return [name[: -len(_ATION)] + " " + verb for verb in LIGHT_VERB]
    return []


# the light verb of a Bengali compound verb, in the forms a course's prose writes it ("করা হয়",
# "করে", "করতে হবে", "করেছে"); its case endings ("করার", "করাতে") are read as a name's are
LIGHT_VERB = ("করা", "করে", "করতে", "করেছে")
# the passive's auxiliary after a participle ("প্রাক-প্রশিক্ষিত হয়", is pre-trained; "হয়েছে", has
# been): the verb of the stage, as "est pré-entraîné" is in French, where the participle alone
# ("প্রাক-প্রশিক্ষিত মডেল") is the adjective of a checkpoint and names none
PASSIVE_AUXILIARY = tuple(unicodedata.normalize("NFC", w) for w in ("হয়", "হয়েছে", "হয়েছিল", "হবে"))
# the -ing loanwords of training and tuning, whose verbs the guidelines count as the stage
# ("pre-train", "prompt-tune"); a name's other -ing words (checkpointing, batching, decoding) keep
# their verbs out, which would triple the Bengali spellings of the glossary for few mentions
_ING_HEADS = ("ট্রেনিং", "ট্রেইনিং", "টিউনিং")
_ING = "\u09bf\u0982"  # -িং, English -ing
_TRAINING_NATIVE, _TRAINED_NATIVE = "প্রশিক্ষণ", "প্রশিক্ষিত"


def bengali_verb_phrases(name: str, participles: bool) -> list[str]:
    """The verb of a name of several words that ends in ট্রেনিং, টিউনিং or প্রশিক্ষণ, with
    the light verb করা ("প্রি-ট্রেইনিং" -> "প্রি-ট্রেইন করা", "প্রাক-প্রশিক্ষণ" -> "প্রাক-প্রশিক্ষিত
    করা", and so for each spelling of the name's families), and with ``participles`` its -ed
    participle alone ("ইনস্ট্রাকশন টিউনিং" -> "ইনস্ট্রাকশন টিউনড")."""
    if " " not in name and "-" not in name:
        return []
    out: list[str] = []
    for spelling in _family_spellings(name):
        if spelling.endswith(_TRAINING_NATIVE):
            stem = participle = spelling[: -len(_TRAINING_NATIVE)] + _TRAINED_NATIVE
        elif _SEPARATOR.split(spelling)[-1] in _ING_HEADS:
            stem = spelling[: -len(_ING)]
            participle = stem + "\u09a1"  # -ড: "টিউনড", "ট্রেইনড"
        else:
            continue
        # the last two words apart or hyphenated: "নির্দেশনা টিউন করা", "নির্দেশনা-টিউন করা"
        stems = dict.fromkeys([stem, "-".join(stem.rsplit(" ", 1))])
        out += [f"{s} {verb}" for s in stems for verb in LIGHT_VERB]
        if participles:
            out.append(participle)
        else:  # the participle is an adjective; with the passive's auxiliary, the stage's verb
            out += [f"{p} {aux}" for p in dict.fromkeys([participle, "-".join(participle.rsplit(" ", 1))])
                    for aux in PASSIVE_AUXILIARY]
    return [unicodedata.normalize("NFC", s) for s in dict.fromkeys(out)]


def bengali_spellings(name: str) -> list[str]:
    """Every other spelling of the Bengali ``name`` made by its synonym families and, for a name
    with a native head, the genitive of the word before it. The name itself is not included."""
    return list(marked_bengali_spellings(name))


def marked_bengali_spellings(name: str) -> dict[str, bool]:
    """Each spelling of :func:`bengali_spellings`, and whether it is an everyday phrase as well: one
    that puts an everyday member of a family (:data:`EVERYDAY_MEMBERS`) in the name ("শিক্ষার হার",
    the literacy rate, for "লার্নিং রেট"). The caller makes such a spelling ambiguous."""
    out: dict[str, bool] = {}
    for spelling, everyday in _marked_family_spellings(name).items():
        for s in [spelling] + _genitive_before_head(spelling):
            if s != name:
                out[s] = out.get(s, True) and everyday
        for s, adjective_everyday in _adjectives_of_ism(spelling):
            if s != name:
                out[s] = out.get(s, True) and (everyday or adjective_everyday)
    return out


def _adjectives_of_ism(spelling: str) -> list[tuple[str, bool]]:
    """A name of several words ending in parallelism is also written with its adjective, as English
    writes "data parallel" for data parallelism: "ডেটা প্যারালেলিজম" -> "ডেটা প্যারালেল", "ডেটা
    সমান্তরাল". The native adjective is any "parallel" too ("বিশেষজ্ঞ সমান্তরাল তদন্ত", an experts'
    parallel inquiry): its spelling is marked everyday."""
    words = spelling.split(" ")
    if len(words) < 2 or words[-1] not in _ISMS:
        return []
    head = " ".join(words[:-1])
    return [(unicodedata.normalize("NFC", f"{head} {adjective}"), adjective == _NATIVE_PARALLEL)
            for adjective in _PARALLEL]


def prefix_apart(spelling: str) -> bool:
    """Does ``spelling`` write a joined-only prefix apart from its noun ("পূর্ব প্রশিক্ষণ")? Such a
    spelling is an everyday phrase, not the name (see :data:`_JOINED_PREFIXES`)."""
    return any(spelling.startswith(p) or " " + p in spelling for p in _JOINED_PREFIXES)


def _family_spellings(name: str) -> list[str]:
    """``name`` and its spellings made by the synonym families, in every combination (at most
    :data:`MAX_SPELLINGS`), the name first."""
    return list(_marked_family_spellings(name))


def _marked_family_spellings(name: str) -> dict[str, bool]:
    """Each spelling of :func:`_family_spellings`, and whether it puts an everyday member
    (:data:`EVERYDAY_MEMBERS`) where the name has another word."""
    parts = _SEPARATOR.split(name)
    words, separators = parts[::2], parts[1::2]
    # per segment of the name: its spellings (the segment first), each with its everyday mark
    choices: list[list[tuple[str, bool]]] = []
    i = 0
    while i < len(words):
        for member_words, member, family in _MEMBERS:
            n = len(member_words)
            if tuple(words[i:i + n]) == member_words:
                segment = _join(words[i:i + n], separators[i:i + n - 1])
                choices.append([(segment, False)] + [(m, m in EVERYDAY_MEMBERS) for m in family if m != member])
                i += n
                break
        else:
            choices.append([(words[i], False)])
            i += 1
        if i < len(words):
            choices[-1] = [(c + separators[i - 1], e) for c, e in choices[-1]]
    out: dict[str, bool] = {}
    for combination in itertools.islice(itertools.product(*choices), MAX_SPELLINGS):
        spelling = "".join(c for c, _ in combination)
        out.setdefault(spelling, any(e for _, e in combination))
    return out


def _join(words: list[str], separators: list[str]) -> str:
    return "".join(w + s for w, s in zip(words, separators)) + words[-1]


def _genitive_before_head(spelling: str) -> list[str]:
    """"মডেল সমান্তরালতা" -> "মডেলের সমান্তরালতা", "মডেল এর সমান্তরালতা" is not written."""
    words = spelling.split(" ")
    if len(words) < 2 or words[-1] not in NATIVE_HEADS:
        return []
    return genitive_before_last(spelling)


def genitive_before_last(phrase: str) -> list[str]:
    """The phrase with the word before its last in the genitive, as Bengali joins two nouns
    ("ভাষা মডেল" -> "ভাষার মডেল", "জিপিইউ মেমরি" -> "জিপিইউর মেমরি"): a name does so only before
    a native head, a sense's context phrase before any Bengali word (its words are cues, not a name)."""
    words = phrase.split(" ")
    if len(words) < 2 or not _BENGALI.match(words[-2][-1:]) or not _BENGALI.match(words[-1][:1]):
        return []
    before = words[-2]
    if _VOWEL_END.search(before):
        endings = ["র"]
    elif before.endswith("\u0982"):  # ং: "লার্নিংয়ের", "লার্নিং-এর"
        endings = ["য়ের", "-এর"]
    else:
        endings = ["ের", "-এর"]
    return [unicodedata.normalize("NFC", " ".join(words[:-2] + [before + e, words[-1]])) for e in endings]


# the Latin letters an English word may begin with, by the Bengali letter its transliteration
# begins with: a transliterated word keeps its first sound, a calque does not ("প্রসঙ্গ" is no
# "context")
_INITIAL_SOUNDS = {
    "ক": "ckq", "খ": "k", "গ": "g", "ঘ": "g", "চ": "c", "ছ": "c", "জ": "jgz", "ঝ": "jz", "ট": "t",
    "ঠ": "t", "ড": "d", "ঢ": "d", "ত": "t", "থ": "t", "দ": "d", "ধ": "d", "ন": "nk", "প": "p",
    "ফ": "fp", "ব": "bvw", "ভ": "vb", "ম": "m", "য": "yj", "র": "rw", "ল": "l", "শ": "sc",
    "ষ": "s", "স": "scp", "হ": "hw", "অ": "aoeu", "আ": "ao", "ই": "ieyu", "ঈ": "ie", "উ": "uwo",
    "ঊ": "u", "এ": "aei", "ঐ": "ai", "ও": "ow", "ঔ": "o",
}
_LATIN_WORD = re.compile("[A-Za-z][A-Za-z0-9]*$")
_BENGALI = re.compile("[\u0980-\u09ff]")


def english_word_spellings(name: str, term: str) -> list[str]:
    """The spellings of ``name`` with its first words written as the English ``term`` writes
    them, where ``name`` transliterates ``term`` word for word: "বিম সার্চ" and "Beam search" ->
    "Beam সার্চ", and with its last word so: "রেফারেন্স মডেল" and "reference model" -> "রেফারেন্স
    model" (bilingual prose mixes the two either way: "context উইন্ডোতে", "রেফারেন্স Model-এর"); the whole
    term is the English form itself."""
    parts, english = _SEPARATOR.split(name), _SEPARATOR.split(term)
    words, separators = parts[::2], parts[1::2]
    if len(words) < 2 or len(words) != len(english[::2]):
        return []
    out: list[str] = []
    for k, (word, eng) in enumerate(zip(words[:-1], english[::2])):
        if not _LATIN_WORD.match(eng) or eng[0].lower() not in _INITIAL_SOUNDS.get(word[:1], ""):
            break
        spelling = _join(english[: 2 * k + 1: 2] + words[k + 1:], separators)
        if _BENGALI.search(spelling):  # "লোকাল SGD" -> "Local SGD" is the English form
            out.append(unicodedata.normalize("NFC", spelling))
    # the last word in English, of a name that transliterates the term from its first word ("প্রসঙ্গ উইন্ডো",
    # a calque of "context window", takes none)
    if all(_LATIN_WORD.match(e) and e[0].lower() in _INITIAL_SOUNDS.get(w[:1], "")
           for w, e in ((words[0], english[0]), (words[-1], english[-1]))):
        out.append(unicodedata.normalize("NFC", _join(words[:-1] + [english[-1]], separators)))
    return out
