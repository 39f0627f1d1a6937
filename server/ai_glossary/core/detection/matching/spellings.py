"""The spellings a glossary form is matched in, each a function of the form alone (and of its
concept's match rules): hyphen, space and joined spellings, the cases people type an acronym in,
English word forms. The matcher compiles them
(:mod:`.matcher`); docs/detection.md says the same for users. One test reads the text a form is
found in: a case nobody types for a plain word (:func:`capitals_after_lower`).
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Set as AbstractSet

from ai_glossary.core.detection.text import fold

_SEPARATORS = (" ", "-")
# a hyphen between two Bengali characters, which the loanword key leaves out (loanwords are written
# whole or hyphenated at their English parts), and which translators also write as a space
_BENGALI_HYPHEN = re.compile("(?<=[\u0980-\u09ff])-(?=[\u0980-\u09ff])")


def exact_words(form: str, folded: str, concept_cs: set[str], concept_ci: set[str]) -> list[bool]:
    """For each word of ``form`` (``folded`` is ``fold(form)``): must it match case exactly?

    ``concept_cs``/``concept_ci`` hold folded forms (match rules name forms in any case).
    """
    tokens = form_words(form)
    if folded in concept_cs:
        return [True] * len(tokens)
    if folded in concept_ci:
        return [False] * len(tokens)
    # A capital inside a word marks an acronym or a mixed-case name: FSDP, ZeRO, GPipe, the LM of
    # Megatron-LM. Title case ("All-Reduce", "Data Parallelism") is not a reason. In ASCII,
    # lower() changes exactly the capitals, in one C call.
    return [token[1:] != token[1:].lower() if token.isascii() else any(ch.isupper() for ch in token[1:])
            for token in tokens]


def capital_inside(form: str) -> bool:
    """Has a word of ``form`` a capital after its first letter (LoRA, the LM of Megatron-LM)?"""
    if form.isascii() and form[1:] == form[1:].lower():
        return False  # no capital after the first letter at all (most forms): one C call
    return any(any(ch.isupper() for ch in t[1:]) for t in form_words(form))


def capitals_after_lower(text: str, start: int, end: int, spelling: str) -> bool:
    """Does the first word of the text a case-free form matched at ``start:end`` open in lower case
    and hold a capital ("oLLama", "tRansformers"), unlike ``spelling``? People type a plain word in
    lower case, capitalised or in capitals; a capital after a lower-case start is the styling of
    another name or a typo, unless the glossary spells it so ("vLLM"). A later word may be
    capitalised ("top-K", "token Embedding"). Asked only when the text opens in lower case."""
    piece = text[start + 1 : end]
    if piece == piece.lower() or text.startswith(spelling, start):
        return False  # most texts: no capital at all (two C calls)
    i = start + 1
    while i < end and text[i].isalpha():
        if text[i].isupper():
            return True
        i += 1
    return False


def form_words(form: str) -> list[str]:
    return form.replace("-", " ").split(" ")


def spelling_variants(form: str) -> list[str]:
    """Hyphen/space/joined spellings of ``form`` (the form itself first) and a -ies plural."""
    if " " not in form and "-" not in form:  # one word (most context words): itself and its plural
        plural = _plural_in_ies(form)
        return [form] if plural is None else [form, plural]
    return [spelling for spelling, _ in variants_with_spans(form, with_spans=False)]


def _plural_in_ies(form: str) -> str | None:
    """"sparsities" of "sparsity": a consonant and "y" end the form (of four letters or more)."""
    if len(form) > 3 and form.endswith("y") and form[-2:-1].isalpha() and form[-2] not in "aeiou":
        return form[:-1] + "ies"
    return None


def variants_with_spans(form: str, with_spans: bool = True,
                        joined: bool = True) -> list[tuple[str, list[tuple[int, int]]]]:
    """Spelling variants of ``form``, each with the (start, end) of every word in it (an empty
    list for each unless ``with_spans``: a form without a word to match exactly needs none); a
    form of two words is also written joined unless not ``joined`` (:func:`names_a_part`)."""

    def spans(tokens: list[str], sep: str) -> list[tuple[int, int]]:
        if not with_spans:
            return []
        out, pos = [], 0
        for token in tokens:
            out.append((pos, pos + len(token)))
            pos += len(token) + len(sep)
        return out

    tokens = form_words(form)
    variants: list[tuple[str, list[tuple[int, int]]]] = []
    # the form as written keeps its own separators, all one character long like " "
    original_spans = spans(tokens, " ")
    variants.append((form, original_spans))
    if len(tokens) > 1 and all(tokens):
        for sep in _SEPARATORS:
            variants.append((sep.join(tokens), spans(tokens, sep)))
        # a Bengali name of three words or more, hyphenated and spaced: any of its hyphens is also
        # written as a space ("প্যারামিটার দক্ষ ফাইন-টিউনিং", "ফুল ফাইন টিউনিং"), as the key leaves a
        # hyphen out but not a space; English text reads every hyphen as a space
        hyphens = [m.start() for m in _BENGALI_HYPHEN.finditer(form)] if len(tokens) > 2 and not form.isascii() else []
        for count in range(1, min(len(hyphens), 3)):
            for chosen in itertools.combinations(hyphens, count):
                variants.append(("".join(" " if i in chosen else ch for i, ch in enumerate(form)), original_spans))
        if joined and len(tokens) == 2 and all(t.isalnum() or _letters_and_signs(t) for t in tokens):
            variants.append(("".join(tokens), spans(tokens, "")))
        elif len(tokens) > 2 and not form.isascii() and all(_bengali_word(t) for t in tokens):
            # a Bengali name hyphenates two of its words and keeps the space before the third
            # ("মিক্সড-প্রিসিশন ট্রেনিং"); the key leaves the hyphen out, as it joins the two
            for i in range(len(tokens) - 1):
                parts = tokens[:i] + [tokens[i] + tokens[i + 1]] + tokens[i + 2:]
                variants.append((" ".join(parts), [] if not with_spans else spans(parts, " ")))
    plural = _plural_in_ies(form)
    if plural is not None:
        variants.append((plural, original_spans[:-1] + [(original_spans[-1][0], len(form) + 2)] if with_spans else []))
    seen: set[str] = set()
    return [(v, t) for v, t in variants if not (v in seen or seen.add(v))]


def _bengali_word(token: str) -> bool:
    return _letters_and_signs(token) and any("\u0980" <= ch <= "\u09ff" for ch in token)


def _letters_and_signs(token: str) -> bool:
    """Letters and combining signs only: a Bengali word ("ব্যাচ"), whose vowel signs and hasanta
    are marks, not letters."""
    return all(ch.isalnum() or unicodedata.category(ch)[0] == "M" for ch in token)


# a dotted API name whose one capital opens its last part: a class in its module (nn.Embedding,
# torch.optim.Adam), not a mixed-case name (torch.optim.AdamW, LoRA)
_CLASS_IN_MODULE = re.compile(r"(?:[a-z][a-z0-9_]*\.)+[A-Z][a-z0-9]+")


def case_variants(spelling: str, exact_tokens: list[bool], exact_as_written: bool) -> list[tuple[str, bool]]:
    """``spelling`` and the other cases people type an acronym in, each with whether that spelling
    is ambiguous (needs evidence) on its own.

    A form with a word that must keep its case also matches written all in capitals: LORA, QLORA,
    ZERO-3. An acronym among the ordinary words of a form also matches in lower case: "kv cache" for
    "KV cache". An acronym written all in capitals (FSDP, NCCL, GPTQ, 1F1B) also matches all in lower
    case and capitalised (fsdp, Fsdp): lower-case acronyms are what people type in comments. At
    most three letters or digits (dp, lr, amp, moe) are ordinary words or syllables as well, so
    those spellings are ambiguous; two-letter ones take no capitalised spelling ("Dp"). A
    mixed-case name (LoRA, ZeRO) keeps its lower case out, because "zero" is a word and "LoRa" a
    radio: list "lora" under ``match.case_sensitive`` to accept it; one that opens in lower case (xFormers)
    is also capitalised (XFormers); one of three letters (MoE) is also
    written in sentence case where it opens a sentence ("Moe block"), an ambiguous spelling as "Moe"
    is a name. A lower-case name of five letters or more that a concept lists beside its mixed-case
    one ("wordpiece", "sentencepiece") is also capitalised ("Wordpiece"). ``match.case_sensitive``
    (``exact_as_written``) keeps a form to its own case, and a capitalised name (Adam) to its case and all capitals (ADAM).
    """
    out = [(spelling, False)]
    if exact_as_written:
        # a capitalised name (Adam, Accelerate, Ulysses) is also written in capitals in headings
        # and shouted comments: ADAM, "ADAM OPTIMIZER"; its lower case stays out ("adam", a person)
        if all(t.isalpha() and t[0].isupper() and t[1:].islower() for t in form_words(spelling)):
            out.append((spelling.upper(), False))
        return out
    if not any(exact_tokens):
        return out
    upper = spelling.upper()
    if upper != spelling and len(upper) == len(spelling):
        out.append((upper, False))
    if spelling.isalpha() and spelling[0].islower() and not spelling[1:].islower():
        # a name that opens in lower case with a capital inside (xFormers, cuDNN) is capitalised where a
        # sentence or a heading opens: "XFormers implementation"
        out.append((spelling[0].upper() + spelling[1:], False))
    if _CLASS_IN_MODULE.fullmatch(spelling):
        # a class under its module path (nn.Embedding) is written in lower case in docstrings that
        # name modules by their kind ("``nn.embedding`` under ``RowWiseParallel``", "``nn.linear``")
        out.append((spelling.lower(), False))
    tokens = form_words(spelling)
    if len(tokens) == len(exact_tokens) > 1 and not all(exact_tokens) and all(
            token.isalnum() and not any(ch.islower() for ch in token) for token, exact in zip(tokens, exact_tokens) if exact):
        # an acronym among ordinary words: "kv cache", "cpu offload"; the words around it keep it specific
        lower = spelling.lower()
        if lower != spelling and len(lower) == len(spelling):
            out.append((lower, False))
    letters = [ch for ch in spelling if ch.isalpha()]
    if len(letters) == len(spelling) == 3 and spelling[0].isupper() and not spelling[1:].islower():
        # a mixed-case acronym of three letters (MoE) opening a sentence or a heading: "Moe block";
        # a name as well ("Moe Szyslak"), so ambiguous
        sentence = spelling[0] + spelling[1:].lower()
        if not any(sentence == v for v, _ in out):
            out.append((sentence, True))
    if len(letters) == len(spelling) >= 5 and spelling.islower() and all(exact_tokens):
        # the lower case a concept lists beside its mixed-case name ("wordpiece" beside WordPiece) is
        # what people type, and they capitalise it where a heading or a sentence opens ("### Wordpiece")
        out.append((spelling[0].upper() + spelling[1:], False))
        return out
    if not letters or any(ch.islower() for ch in letters) or not all(exact_tokens):
        return out
    size = sum(ch.isalnum() for ch in spelling)
    lower = spelling.lower()
    for variant in (lower, lower[:1].upper() + lower[1:]):
        if len(variant) != len(spelling) or any(variant == v for v, _ in out) or (size <= 2 and variant != lower):
            continue
        out.append((variant, size <= 3))
    return out


# English word forms: the endings of a last word that names an action, and what it becomes.
_SUFFIX_FORMS = (
    ("ization", ("ize", "ized", "izes", "izing", "ise", "ised", "ises", "ising")),
    ("isation", ("ise", "ised", "ises", "ising", "ize", "ized", "izes", "izing")),
    ("ation", ("ate", "ated", "ates", "ating", "ed", "ing")),
    ("ing", ("ed",)),
)
_VOWELS = frozenset("aeiou")


def english_word_forms(form: str, exact_tokens: list[bool]) -> list[str]:
    """Verb, participle and adjective forms of an English form (docs/detection.md, "Word forms").

    - a last word in -ization/-isation/-ation/-ing gives its verb forms: quantization -> quantize,
      quantized, quantizing; distillation -> distilled; sharding -> sharded (and shards: an -ing
      word whose stem ends in two different consonants takes -s, and as one word also un- and re-:
      unsharded, reshard, resharded, resharding); instruction tuning -> instruction tuned, so
      instruction-tuned;
    - two words ending in an -ation noun also read the other way round: gradient accumulation ->
      accumulating gradients;
    - in a form of several words, -ism gives the adjective: 3D parallelism -> 3D parallel (3D-parallel);
    - a hyphenated compound gives its -ed/-ing forms: all-reduce -> all-reduced, all-reducing;
    - "X of Y" takes the plural of X: mixtures of experts.
    The last word must be a plain word (letters only, five or more, no capital inside); the
    spellings made are matched like the form, with its ambiguity. ``match.uninflected`` opts a form out.
    """
    tokens = form_words(form)
    last = tokens[-1]
    if exact_tokens[-1] or not last.isalpha() or len(last) < 5:
        return []
    head = form[: len(form) - len(last)]
    low = last.lower()
    out: list[str] = []
    for suffix, endings in _SUFFIX_FORMS:
        stem = last[: len(last) - len(suffix)]
        if not low.endswith(suffix) or len(stem) < 3:
            continue
        out += [head + stem + ending for ending in endings]
        if suffix == "ing" and stem[-1] != stem[-2] and not {stem[-1].lower(), stem[-2].lower()} & _VOWELS and stem[-1] != "h":
            out.append(head + stem + "s")  # sharding -> shards (not "tuns", "clipps", "batchs")
            if len(tokens) == 1:
                # the undoing and the doing again: unsharded, reshard, resharded, resharding
                verb = low[: len(low) - len(suffix)]
                out += [f"un{verb}ed", f"re{verb}", f"re{verb}ed", f"re{verb}s", f"re{low}"]
        first = tokens[0]
        if len(tokens) == 2 and suffix != "ing" and first.isalpha() and first[1:].islower() and not first.endswith("s"):
            gerunds = [stem + e for e in endings if e.endswith("ing")][:2]
            out += [f"{gerund} {first.lower()}s" for gerund in gerunds]  # accumulating gradients
        break
    else:
        if len(tokens) > 1 and low.endswith("ism"):
            out.append(head + last[:-3])
        elif "-" in form and " " not in form and not low.endswith(("s", "y", "ed")):
            out += [head + last + "d", head + last[:-1] + "ing"] if low.endswith("e") else [head + last + "ed", head + last + "ing"]
    if len(tokens) == 3 and tokens[1] == "of" and not exact_tokens[0] and tokens[0].isalpha():
        out.append(tokens[0] + "s" + form[len(tokens[0]):])
    return out


def english_stage_verbs(form: str) -> list[str]:
    """The verb of a training stage whose word forms are kept out (``match.uninflected``), with the
    preposition of what it trains on: "pre-training" -> "pre-trained on", "pretraining" ->
    "pretrained on". Its bare participle is the adjective of nearly every checkpoint ("a
    pre-trained model", "pretrained weights"), which names no stage; "trained on" names the data of
    one, as "pré-entraîné sur" does in French (tests/eval/data/GUIDELINES.md, section 7). Only a
    one-word form (hyphens allowed) whose last part is "training" gives one."""
    if " " in form or not form.isascii():
        return []
    low = form.lower()
    if not low.endswith("training") or low == "training":
        return []
    return [form[: len(form) - len("ing")] + "ed on"]


def degree_spellings(form: str, term: str) -> list[str]:
    """A parallelism's abbreviation with its degree written after it: "EP" -> "EP8", "EP16", ...
    ("EP16" in a kernel's heuristics, "TP2" in a recipe), for an abbreviation of two capitals of a
    concept whose term ends in "parallelism" (EP, TP, PP, DP, CP, SP; not a schedule's name, "ZBV"). Only
    powers of two, as parallel degrees are: the other numbers after such letters are codes and names (TP53
    a gene, CP1252 a code page)."""
    if not (len(form) == 2 and form.isascii() and form.isalpha() and form.isupper()):
        return []
    if not term.lower().endswith("parallelism"):
        return []
    return [f"{form}{2 ** k}" for k in range(12)]


# Prefixes an English writer may set off with a hyphen ("auto-regressive", "back-propagation",
# "hyper-parameter"); not the two-letter ones (de, re, co, un), which begin too many words that are
# no compound of them ("decoder", "reward", "cosine")
_HYPHENABLE_PREFIXES = ("auto", "back", "cross", "feed", "hyper", "inter", "intra", "meta", "micro",
                        "mini", "multi", "over", "post", "pre", "semi", "sub", "under")
_PREFIXED_REST = 5  # letters after the prefix: "pre-fill" of "prefill" is no compound writers hyphenate less


def prefix_hyphen_spellings(form: str) -> list[str]:
    """An English form with one of its words that opens with a prefix written hyphenated at it:
    "autoregressive language model" -> "auto-regressive language model", "backpropagation" ->
    "back-propagation" (whose spellings with a space follow, as for every hyphenated form). A word
    with a capital inside keeps its letters together ("GPipe"); so does a word already hyphenated."""
    if not form.isascii():
        return []
    words = form.split(" ")
    out = []
    for i, word in enumerate(words):
        if "-" in word or not word.isalpha() or word[1:] != word[1:].lower():
            continue
        lower = word.lower()
        for prefix in _HYPHENABLE_PREFIXES:
            if lower.startswith(prefix) and len(word) - len(prefix) >= _PREFIXED_REST:
                out.append(" ".join(words[:i] + [word[:len(prefix)] + "-" + word[len(prefix):]] + words[i + 1:]))
                break
    return out


# the words of an English form a class or a setting joins: letters or digits ("top-2 gating")
_JOINABLE_WORD = re.compile(r"[A-Za-z0-9]+")


def camel_case_spellings(form: str) -> list[str]:
    """The identifiers a form of an English name is written as in code-like prose, matched in this
    case only: a form of three or four words as a CamelCase class name ("mixture of experts" ->
    "MixtureOfExperts", "top-2 gating" -> "Top2Gating"; two words have their joined spelling already,
    in any case), and a snake_case form as the lowerCamelCase setting of a JavaScript or JSON API
    ("top_p" -> "topP", "kv_cache_dtype" -> "kvCacheDtype"). A word written with a capital inside
    keeps it ("KV cache offloading" -> "KVCacheOffloading")."""
    if not form.isascii():
        return []
    if "_" in form:
        parts = form.split("_")
        if not all(_JOINABLE_WORD.fullmatch(p) for p in parts) or not parts[0].islower():
            return []
        return [parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])]
    words = form_words(form)
    if not 3 <= len(words) <= 4 or not all(_JOINABLE_WORD.fullmatch(w) for w in words):
        return []
    return ["".join(w[:1].upper() + w[1:] for w in words)]


def names_a_part(form: str, folded_forms: AbstractSet[str]) -> bool:
    """Is ``form`` two words of letters whose first is itself a form of the same concept ("Transformer
    block", "embedding layer", "DPO loss")? Its joined spelling is left out: joined, it is a class that
    names a part of the thing ("TransformerBlock", "EmbeddingLayer"), as the evaluation guidelines
    label it (section 15: a one-word form with another word), while the two words in prose are the form;
    a form whose second word is the concept's ("token embedding" -> "TokenEmbedding") keeps it."""
    words = form_words(form)
    return len(words) == 2 and all(w.isalpha() for w in words) and fold(words[0]) in folded_forms
