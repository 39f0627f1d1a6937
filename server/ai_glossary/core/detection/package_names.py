"""A library's package name written in lower case as the name of a thing: "accelerate resolved
that", "the installed transformers supports it", "deepspeed's config", "transformers model".

The same letters are a verb ("to accelerate training") or a common noun's plural ("transformers
are stacked") in the same files; what a writer puts right after a name tells it apart, and
only a name takes it:
- a possessive: "accelerate's hooks", "transformers' tokenizers";
- an auxiliary or a modal verb: "accelerate will place", "transformers does not";
- a verb in the past: "accelerate resolved";
- a verb in the third person singular with its object or an adverb after it, after a name that
  reads as a plural ("transformers supports it"; not "transformers blocks by", a plural noun),
  or after one that reads as a verb with no subject or infinitive marker before it ("accelerate
  streams them in"; not "we accelerate streams", "to accelerate streams");
- after a name that reads as a plural, a noun it names the kind of: "transformers model",
  "transformers generation config" (the architecture's plural does not stand before a noun).

:func:`written_as_name` reads only the words next to the name; the evidence index asks it only
for a form that spells a package the concept's evidence names, in a document whose imports, path
or workspace hold that package (``sense_cues``): the letters alone never make the library.

:func:`followed_by_version` is the one sign that needs no such document: a name followed by a
version, a version requirement or the word for one ("transformers>=4.45", "transformers 4.46.0",
"Transformers v4.40", "transformers (<5)", "newer Transformers releases") is a package in any case
and any project, since neither a verb nor an architecture has releases. A capitalised name
followed by a noun it names the kind of ("the Transformers loader", :func:`names_a_kind`), or whose
possessive names a part of its code ("Transformers' RoPE implementation", :func:`possessive_of_a_detail`), is
the package where the document's evidence holds it, as the lower-case name is.

:func:`listed_among` is the other: a lower-case name in a list of other packages ("torch, datasets,
transformers, peft and trl", "transformers/diffusers") is a package in any project, since a list
names things of one kind. A neighbour that is also an ordinary word ("datasets", "tokenizers")
counts only beside another package: "models, datasets and transformers" stays the architecture.

:func:`listed_among_products` reads a list in any case and in Bengali as well: a name beside the
engines and libraries a model runs on ("যেমন Transformers, llama.cpp, AzureAI", "Transformers, ONNX
Runtime এবং Ollama", "Transformers and PyTorch") is that library, not the architecture its letters
also spell. A comma alone after one other item is no list ("In PyTorch, Transformers are stacked"):
it needs a third item or a conjunction.

:func:`in_a_path` says where the letters are no name at all: a part of a repository, image or file
path ("ray-project/ray:nightly-gpu", "huggingface/transformers#45847", a "ray/0" role). Two plain
words joined by a "/" are alternatives ("LoRA/adapters"), or a list when both are packages
("transformers/diffusers"), not a path.
"""

from __future__ import annotations

import re
from typing import Callable

from ai_glossary.core.detection.text import run_of

_AUXILIARIES = frozenset({
    "is", "isn't", "was", "wasn't", "has", "hasn't", "had", "does", "doesn't", "did", "didn't", "will", "won't",
    "would", "can", "can't", "cannot", "could", "should", "may", "might", "must",
})
# the words before a verb that make it one: a subject pronoun, an infinitive marker, a modal
_VERB_BEFORE = frozenset({"i", "we", "you", "they", "to", "and", "or", "will", "would", "can", "could", "may",
                          "might", "should", "must", "help", "helps", "not", "also", "further", "greatly"})
# what a package names the kind of, written after it ("transformers model")
_KIND_NOUNS = frozenset({"model", "models", "config", "configs", "configuration", "version", "versions", "library",
                         "package", "generation", "integration", "backend", "api", "tokenizer", "tokenizers",
                         "trainer", "pipeline", "pipelines", "release", "installation", "code", "loader",
                         "runtime", "checkpoint", "checkpoints", "implementation", "implementations", "method",
                         "methods"})
# a part of a code base, named after a library's possessive ("Transformers' RoPE implementation")
_DETAIL_NOUNS = _KIND_NOUNS | frozenset({"default", "defaults", "class", "classes", "module", "modules", "function",
                                         "functions", "docs", "documentation", "source", "port", "kernel",
                                         "kernels", "cache", "utilities", "utils"})
# what follows a verb and not a plural noun: an object pronoun, a determiner, an adverb
_OBJECTS = frozenset({"it", "them", "this", "that", "these", "those", "the", "a", "an", "its", "their", "our",
                      "your", "both", "all", "only", "every", "each", "no", "not", "now", "also", "automatically",
                      "internally", "natively"})
# a requirement specifier ("==4.44.2", ">= 4.45", " (<5)"), or a release written with a dot or a "v"
# ("4.46.0", "5.x", "v4.40", "v5"); a bare number is a count ("transformers 2 layers deep")
# or the words that name releases ("newer Transformers releases", "the transformers version")
# (a requirement's operator may end its line, the version on the next: "transformers >=" then
# "# 4.40" in a comment, or a list item's continuation line)
_VERSION = re.compile(r"[ \t]*\(?[ \t]*(?:[=<>!~]=|[<>])[ \t]*(?:\n[ \t]*(?:#+|//+|\*|--)?[ \t]*)?v?\d"
                      r"|[ \t]+v?\d+\.(?:\d+|x\b)|[ \t]+v\d+\b"
                      r"|[ \t]+(?:releases?|versions?)\b", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z]+(?:['\u2019][a-z]+)?")
# what separates the items of a list of packages: a comma (and/or after it), "and", "or", "&", "/", "+"
_LIST_SEPARATOR = r"(?:[ \t]*,[ \t]*(?:(?:and|or)[ \t]+)?|[ \t]+(?:and|or|&)[ \t]+|[ \t]*[/+][ \t]*)"
_ITEM_AFTER = re.compile(_LIST_SEPARATOR + r"(?P<item>[a-z][a-z0-9_-]*)(?![A-Za-z0-9_])")
_ITEM_BEFORE = re.compile(r"(?<![A-Za-z0-9_.])(?P<item>[a-z][a-z0-9_-]*)" + _LIST_SEPARATOR + r"$")
# how a separator ends, the spaces after it left out (``_items_around``)
_LIST_SEPARATOR_ENDS = (",", "and", "or", "&", "/", "+")
# package names that are ordinary words as well ("datasets", "outlines"): a neighbour of their
# letters alone does not make a list of packages
_ORDINARY_WORDS = frozenset({"accelerate", "adapters", "apex", "datasets", "distributed", "dynamo", "evaluate",
                             "muon", "optimum", "outlines", "ray", "tokenizers", "yarn"})
_LIST_REACH = 3  # items read on either side
# what a repository, image or file path is made of ("ray-project/ray:nightly-gpu")
_PATH_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-/:~")
# what may stand between two words of a comment across a line break: white space and a marker
_GAP = re.compile(r"[ \t]*(?:\r?\n[ \t]*(?:#+|//+|\*|--)?[ \t]*)?")


def written_as_name(text: str, start: int, end: int) -> bool:
    """Is the lower-case name at ``text[start:end]`` (a possessive ending included) written as
    the name of a thing (see the module)?"""
    name = text[start:end]
    if name.endswith(("'s", "\u2019s")) or text.startswith(("'s", "\u2019s"), end):
        return True
    plural = name.endswith("s")
    if plural and end < len(text) and text[end] in "'\u2019" and (end + 1 == len(text) or not text[end + 1].isalpha()):
        return True  # "transformers' tokenizers"
    gap = _GAP.match(text, end)
    after = _WORD.match(text, gap.end()) if gap.end() > end else None
    if after is None:
        return False
    word = after.group().lower().replace("\u2019", "'")
    if word in _AUXILIARIES or (len(word) > 3 and word.endswith("ed")):
        return True
    if not _third_person(word) or not _object_after(text, after.end()):
        return plural and word in _KIND_NOUNS
    return plural or _word_before(text, start) not in _VERB_BEFORE


def _third_person(word: str) -> bool:
    return len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is", "'s"))


def _object_after(text: str, end: int) -> bool:
    """Does an object or an adverb follow the word ending at ``end`` ("supports it", "streams
    them in")? A word in -s before a preposition or a verb is a plural noun ("transformers blocks
    by", "layers are")."""
    gap = _GAP.match(text, end)
    after = _WORD.match(text, gap.end()) if gap.end() > end else None
    return after is not None and after.group().lower() in _OBJECTS


def _word_before(text: str, start: int) -> str:
    i = start
    while i > 0 and text[i - 1] in " \t":
        i -= 1
    j = i
    while j > 0 and (text[j - 1].isalpha() or text[j - 1] in "'\u2019"):
        j -= 1
    return text[j:i].lower()


def names_a_kind(text: str, end: int) -> bool:
    """Is the name ending at ``end`` followed by a noun it names the kind of ("the Transformers
    loader", "Transformers model")? The architecture's plural stands before no noun: one writes
    "Transformer models"."""
    gap = _GAP.match(text, end)
    after = _WORD.match(text, gap.end()) if gap.end() > end else None
    return after is not None and after.group().lower() in _KIND_NOUNS


def possessive_of_a_detail(text: str, end: int) -> bool:
    """Is the name ending at ``end`` a plural's possessive ("Transformers'") whose next three words
    hold a part of a code base ("Transformers' RoPE implementation", "Transformers' default
    cache")? The architecture's possessive names its traits ("Transformers' attention layers")."""
    if not text.startswith(("'", "\u2019"), end) or (end + 1 < len(text) and text[end + 1].isalnum()):
        return False
    at = end + 1
    for _ in range(3):
        word = _WORD.match(text, _GAP.match(text, at).end())
        if word is None:
            return False
        if word.group().lower() in _DETAIL_NOUNS:
            return True
        at = word.end()
    return False


# a name in code after a possessive: a constant, a snake_case or CamelCase name, a call
# ("transformers' ALL_ATTENTION_FUNCTIONS", "accelerate's DataLoaderShard", "peft's get_peft_model()");
# not a mixed-case acronym, which names a concept ("Transformers' RoPE implementation")
_POSSESSIVE = re.compile(r"['\u2019]s?(?![A-Za-z0-9])")
_IDENTIFIER = re.compile(r"[ \t]+`?(?:[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+|[A-Z][a-z0-9]{2,}[A-Z][a-z][A-Za-z0-9]*|[A-Za-z_]\w*\(\))")


def possessive_of_an_identifier(text: str, start: int, end: int) -> bool:
    """Is the name at ``text[start:end]`` a possessive followed by a name in code? Only a code base
    owns its constants, classes and functions; an architecture or a verb owns none."""
    at = end
    if not text.endswith(("'s", "\u2019s"), start, end):
        possessive = _POSSESSIVE.match(text, end)
        if possessive is None:
            return False
        at = possessive.end()
    return _IDENTIFIER.match(text, at) is not None


# an import statement around a package's name, written in prose or in code that lost its fences
# ("from transformers import pipeline", "import accelerate")
_IMPORT_BEFORE = re.compile(r"(?:^|(?<=[\s;>`]))(?:from|import)[ \t]+\Z")
_FROM_AFTER = re.compile(r"(?:\.[A-Za-z_]\w*)*[ \t]+import[ \t]+[\w(*]")
_IMPORT_AFTER = re.compile(r"(?:\.[A-Za-z_]\w*)*(?:[ \t]+as[ \t]+\w+)?[ \t]*(?:$|[\n;,#`])", re.MULTILINE)


def imported_here(text: str, start: int, end: int) -> bool:
    """Is the name at ``text[start:end]`` the module of an import statement ("from transformers import
    pipeline", "import accelerate as acc")? Only a package is imported."""
    before = _IMPORT_BEFORE.search(text, max(0, start - 8), start)
    if before is None:
        return False
    if text.startswith("from", before.start()):
        return _FROM_AFTER.match(text, end) is not None
    return _IMPORT_AFTER.match(text, end) is not None


def followed_by_version(text: str, end: int) -> bool:
    """Does a version or a version requirement follow the name ending at ``end`` (see the module)?"""
    return _VERSION.match(text, end) is not None


# occurrences of a name read for a version after it, per name and version of a document
_PIN_READS = 64


def pinned_packages(text: str) -> Callable[[str], bool]:
    """Which packages ``text`` writes with a version after them somewhere (:func:`followed_by_version`:
    "fix qwen3-omni transformers<5.0"): a document that pins a package is about that package, as one
    that imports it is, so its name elsewhere in it, written as the name of a thing ("transformers
    threads these kwargs into the vision tower"), is the package. Answers per lower-case name, each
    found with ``str.find`` the first time it is asked."""
    answers: dict[str, bool] = {}

    def pins(name: str) -> bool:
        got = answers.get(name)
        if got is None:
            got = answers[name] = _pinned(text, name)
        return got

    return pins


def _pinned(text: str, name: str) -> bool:
    for spelling in dict.fromkeys((name, name.capitalize())):
        at, reads = text.find(spelling), 0
        while at >= 0 and reads < _PIN_READS:
            end = at + len(spelling)
            if ((at == 0 or not (text[at - 1].isalnum() or text[at - 1] in "_.-"))
                    and (end == len(text) or not (text[end].isalnum() or text[end] in "_-"))
                    and followed_by_version(text, end)):
                return True
            at, reads = text.find(spelling, end), reads + 1
    return False


def _items_around(text: str, start: int, end: int, after: re.Pattern, before: re.Pattern,
                  separator_ends: tuple[str, ...]) -> list[re.Match]:
    """The items (group ``item``) of a list on either side of ``text[start:end]``, up to
    ``_LIST_REACH`` each way: ``after`` matches from the end of the name or of the item before it,
    ``before`` ends where the name or the item after it starts (within 80 characters), with a
    separator that ends in one of ``separator_ends`` and spaces or tabs."""
    items = []
    at = end
    for _ in range(_LIST_REACH):
        item = after.match(text, at)
        if item is None:
            break
        items.append(item)
        at = item.end()
    at = start
    for _ in range(_LIST_REACH):
        lo = max(0, at - 80)
        if not _separator_before(text, lo, at, separator_ends):
            break  # most names follow a word: the search would try the 80 characters before it
        item = before.search(text, lo, at)
        if item is None:
            break
        items.append(item)
        at = item.start()
    return items


def _separator_before(text: str, lo: int, at: int, ends: tuple[str, ...]) -> bool:
    """Can a separator that ends in one of ``ends`` and spaces or tabs end at ``at`` (or before a
    newline there: the ``$`` of the patterns before a name also matches before a final newline),
    within ``text[lo:at]``?"""
    if at > lo and text[at - 1] == "\n":
        at -= 1
    while at > lo and text[at - 1] in " \t":
        at -= 1
    return text.endswith(ends, lo, at)


def listed_among(text: str, start: int, end: int, packages: frozenset[str]) -> bool:
    """Is the name at ``text[start:end]`` an item of a list that holds other ``packages`` (lower-case
    names): one that is no ordinary word, or two (see the module)?"""
    items = _items_around(text, start, end, _ITEM_AFTER, _ITEM_BEFORE, _LIST_SEPARATOR_ENDS)
    neighbours = [item["item"] for item in items]
    name = text[start:end]
    return _enough_packages([n for n in neighbours if n in packages and n != name])


def _enough_packages(known: list[str]) -> bool:
    """Do the package names beside a name make a list of packages: one that is no ordinary word,
    or two?"""
    return len(known) >= 2 or any(n not in _ORDINARY_WORDS for n in known)


# the engines and libraries course prose lists a model's runtimes with, as written (lower-cased), beside
# the packages of the glossary's evidence: "ONNX Runtime", "llama.cpp", "Ollama", "OpenVINO"
PRODUCT_NAMES = frozenset({"pytorch", "torch", "tensorflow", "keras", "jax", "onnx", "onnxruntime", "openvino",
                           "mlx", "llama.cpp", "ollama", "vllm", "sglang", "tensorrt", "tensorrt-llm", "directml",
                           "mediapipe", "deepspeed", "peft", "trl", "diffusers", "langchain", "llamaindex"})
# an item of such a list: one to three Latin-script words, with the dots, pluses and hyphens of product
# names ("ONNX Runtime")
_PRODUCT = r"[A-Za-z][A-Za-z0-9_.+-]*(?:[ \t]+[A-Za-z][A-Za-z0-9_.+-]*){0,2}"
# what joins two items: a comma (with a conjunction after it), a conjunction of English or Bengali,
# "&", "/", "+" or the ideographic comma
_CONJUNCTIONS = ("and", "or", "এবং", "ও", "বা", "অথবা", "আর")
_CONJUNCTION = "(?:" + "|".join(_CONJUNCTIONS) + ")"
_PRODUCT_SEPARATOR = (r"(?:[ \t]*[,、][ \t]*(?:" + _CONJUNCTION + r"[ \t]+)?|[ \t]+" + _CONJUNCTION
                      + r"[ \t]+|[ \t]*[&/+][ \t]*)")
_PRODUCT_AFTER = re.compile("(?P<sep>" + _PRODUCT_SEPARATOR + ")(?P<item>" + _PRODUCT + ")")
_PRODUCT_BEFORE = re.compile(r"(?<![A-Za-z0-9_.+-])(?P<item>" + _PRODUCT + ")(?P<sep>" + _PRODUCT_SEPARATOR + ")$")
_PRODUCT_SEPARATOR_ENDS = (",", "\u3001", "&", "/", "+", *_CONJUNCTIONS)


def listed_among_products(text: str, start: int, end: int, packages: frozenset[str]) -> bool:
    """Is the name at ``text[start:end]``, in any case, an item of a list of engines and libraries
    (``packages`` and :data:`PRODUCT_NAMES`, compared in lower case) with a third item or a
    conjunction in it (see the module)?"""
    items = _items_around(text, start, end, _PRODUCT_AFTER, _PRODUCT_BEFORE, _PRODUCT_SEPARATOR_ENDS)
    neighbours, separators = [item["item"] for item in items], [item["sep"] for item in items]
    name = text[start:end].lower()
    words = (w.lower().rstrip(".-+") for n in neighbours for w in n.split())
    if not _enough_packages([w for w in words if (w in packages or w in PRODUCT_NAMES) and w != name]):
        return False
    return len(neighbours) >= 2 or any(s.strip(" \t,、") for s in separators)


def in_a_path(text: str, start: int, end: int, packages: frozenset[str]) -> bool:
    """Is the name at ``text[start:end]`` a part of a path with a "/" in it, whose parts are not all
    ``packages`` (see the module)?"""
    a, b = run_of(text, start, end, _PATH_CHARS)
    run = text[a:b].strip(".:")
    parts = run.split("/")
    if len(parts) < 2 or all(part.lower() in packages for part in parts):
        return False
    # "tokenizer/tokenizers", "LoRA/adapters" are alternatives: a path has more than two parts, a tag,
    # a pull request or issue after it, a number, or a name's punctuation in a part
    return (len(parts) > 2 or ":" in run or text.startswith(("#", "@"), b)
            or any(not part or part.isdigit() or any(c in part for c in "-_.~") for part in parts))
