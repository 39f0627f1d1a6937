"""Code written in prose is not a mention of a term: each rule here, with its example.

A form found at ``text[start:stop]`` (``stop``: the end of its word, see :mod:`.word_ends`) is
code, and none of the spellings found there is a mention, when one of the rules of
:data:`.code_rules.CODE_AROUND_A_FORM` holds (:func:`.code_rules.written_as_code` asks them). Each
reads only the characters next to the form (and, for a path or a C declaration, the run of
characters around it), so a scan in chunks gives the same answer as one scan.

A form inside a URL or a git reference is not a mention either; those are decided after the
longest forms are chosen (a URL may run far from the form, and hides the shorter forms inside
it): :func:`in_url` and :func:`git_references`; so is a form inside a model's repository id
(:func:`in_model_id`).
"""

from __future__ import annotations

import bisect
import re

from ai_glossary.core.detection.text import REGION_SEPARATOR, is_word_char, run_of

# where a scan's window starts before its first form: a word boundary reads one character
# ("xFSDP"), the tail of a dotted name two ("torch.FSDP")
CONTEXT_BEFORE = 2
# arithmetic next to an identifier: an expression ("=" sets a config key)
OPERATORS = frozenset("*/+%^|&")
# URLs in prose: a scheme or "www.", up to white space or a closing bracket/quote
URL = re.compile(r"(?:\b[a-zA-Z][a-zA-Z0-9+.-]*://|\bwww\.)[^\s<>\"'`)\]]+")
# What ends a URL (or a git reference; none crosses one): white space (the pattern's \s, which is
# str.isspace), these, and the NUL that joins regions. One definition for the per-character test
# (ends_url) and the search (URL_DELIMITER).
_URL_STOPS = frozenset("<>\"'`)]" + REGION_SEPARATOR)
URL_DELIMITER = re.compile("[\\s" + re.escape("".join(sorted(_URL_STOPS))) + "]")
_URL_MARKS = ("://", "www.")  # one of them is in every URL (URL)
# a git reference "owner/repo@commit" (a changelog's "ggerganov/llama.cpp@0e18b2e"), found from its
# "@commit" and read backwards: a pattern that starts at "owner" is tried at every word of a text
_COMMIT = re.compile(r"@[0-9a-fA-F]{7,40}\b")
_REF_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-/")
# what the owner and the name of a model id are made of (see in_model_id)
_ID_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")
# what a file path is made of, and the extension that ends one (see in_file_path)
_PATH_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-/~")
_FILE_EXTENSION = re.compile(r"/[^/]*\.[A-Za-z][A-Za-z0-9]{0,4}$")
# names with a capital, each before a slash, and one name with a dot: names of things given as
# alternatives ("GGUF/llama.cpp", "CUDA/whisper.cpp", "vLLM/TGI/llama.cpp"); a folder is named in small
# letters ("src/llama.cpp", "models/Llama/llama.cpp")
_NAMED_ALTERNATIVES = re.compile(r"(?:[\w.-]*[A-Z][\w.-]*/)+[A-Za-z][\w-]*\.[a-z]{1,4}")
# what the name of a called function is made of (see argument_of_a_call)
_CALLEE_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.")
# a call's value compared in a condition written in a comment ("zero_optimization() is True")
_COMPARED = re.compile(r"\s*(?:==|!=|is\s+(?:not\s+)?(?:True|False|None)\b)")
# a number and its dot after a blank, a "#" or nothing ("3." of "### 3.Data Parallel"; not "v1.", "2.5." or
# a file's "step=10999.")
_ENUMERATOR = re.compile(r"(?:^|[\s#" + REGION_SEPARATOR + r"])\d+\.\Z")
# a capital after a small letter: "DeviceMesh", "AdamW"
_CAPITAL_AFTER_SMALL = re.compile(r"[a-z][A-Z]")


# --- the rules around a form: (text, start, stop, spelling) -> is it code? -------------------------


def tail_of_dotted_name(text: str, start: int, stop: int, spelling: str) -> bool:
    """"torch.FSDP", "torch.utils.checkpoint": the form follows a word and a dot, and is a plain
    word or an acronym, which there names a module or a class of its own. A name spelled as an
    identifier (an underscore, a digit or a capital after a small letter: "dist.all_reduce",
    "torch.bfloat16", "paddle.float16", "trainer.args.fp16", "keras.distribution.DeviceMesh") is
    the concept's own API name in its namespace, and counts, unless it is called
    ("torch.optim.AdamW(params)"; "dist.all_reduce() once per step" names it, see
    :func:`named_with_empty_call`). A number before the dot is a section's or a list's, glued to its
    first word ("3.Data Parallel", "１.Mixed Precision Training"): no name starts with a digit; a file's
    name after it stays the file's ("epoch=5-step=10999.ckpt")."""
    return (start > 1 and text[start - 1] == "." and is_word_char(text[start - 2])
            and not (text[start].isupper() and _ENUMERATOR.search(text, max(0, start - 12), start))
            and (not identifier_shaped(text[start:stop])
                 or (stop < len(text) and text[stop] == "(" and not named_with_empty_call(text, stop))))


def identifier_shaped(name: str) -> bool:
    """Is ``name`` written as an identifier: an underscore, a digit or a capital after a small letter?"""
    return "_" in name or any(c.isdigit() for c in name) or _CAPITAL_AFTER_SMALL.search(name) is not None


def head_of_dotted_name(text: str, start: int, stop: int, spelling: str) -> bool:
    """"deepspeed.initialize": a dot and a word follow the form."""
    return stop + 1 < len(text) and text[stop] == "." and is_word_char(text[stop + 1])


def api_called(text: str, start: int, stop: int, spelling: str) -> bool:
    """"torch.optim.SGD(model.parameters())": an API or identifier form (a dot or an underscore in
    it) that is called. A sentence that names a function by its empty call ("so fully_shard() can
    apply the policy", "multiple all_reduce() (one per group)") names it: see
    :func:`named_with_empty_call`. So does an MPI function with its arguments ("int MPI_Gather(void*
    sendbuf, ...)"), the way courses and slides name MPI's collectives."""
    return (stop < len(text) and text[stop] == "(" and ("." in spelling or "_" in spelling)
            and not named_with_empty_call(text, stop) and spelling[:4].upper() != "MPI_")


def named_with_empty_call(text: str, stop: int) -> bool:
    """Is the "(" at ``text[stop]`` the empty "()" with which prose names a function, as the
    evaluation guidelines label ``irecv()``: nothing inside, and after it the end of the text, white
    space or a punctuation mark of the sentence, not the rest of an expression ("init()[0]",
    "get().to(device)", "f() + 1", "since zero_optimization() is True": a value compared)?"""
    if not text.startswith("()", stop):
        return False
    after = stop + 2
    if after >= len(text):
        return True
    nxt = text[after]
    if nxt == "." and after + 1 < len(text) and is_word_char(text[after + 1]):
        return False  # a method called on its result
    return (nxt.isspace() or nxt in ",.;:!?)'\"`\u2019") and not _COMPARED.match(text, after)


def argument_of_a_call(text: str, start: int, stop: int, spelling: str) -> bool:
    """"model = TFAutoModel.from_pretrained(checkpoint)": a plain word (letters, no capital after
    the first) that is an argument of a call, right after the "(" of a dotted or snake_case name
    and before a ")" or a ",": a variable of the code written in the sentence. A name that spells
    the concept stays a mention there (``model.to(fp16)``, ``wrap(FSDP)``), as the evaluation
    guidelines label identifiers; and a word in brackets after a name ("Parallel(FSDP)",
    "TODO(mxfp8)", "检查点(checkpoint)") calls nothing: its name holds no dot or underscore."""
    if start < 2 or text[start - 1] != "(" or stop >= len(text) or text[stop] not in "),":
        return False
    word = text[start:stop]
    if not (word.isascii() and word.isalpha() and word[1:].islower()):
        return False
    i = start - 1
    while i > 0 and text[i - 1] in _CALLEE_CHARS:
        i -= 1
    callee = text[i : start - 1].strip(".")
    return "_" in callee or "." in callee


def keyword_argument(text: str, start: int, stop: int, spelling: str) -> bool:
    """"grow(nranks, uid, rank=assigned_rank)", "MultiheadAttention(d, h, dropout=p)": a plain lower-case
    word right before "=" (not "==") in a call's arguments, after "(" or "," and spaces: the name of a
    keyword argument, code written in the sentence ("we use lr=0.01" after a word is left as it is)."""
    if stop + 1 >= len(text) or text[stop] != "=" or text[stop + 1] == "=":
        return False
    word = text[start:stop]
    if not (word.isascii() and word.isalpha() and word.islower()):
        return False  # an identifier that spells the concept ("attn_mask=mask") stays a mention
    i = start - 1
    while i >= 0 and text[i] == " ":
        i -= 1
    return i >= 0 and text[i] in "(,"


def identifier_in_formula(text: str, start: int, stop: int, spelling: str) -> bool:
    """"(chunks - 1)*pipeline_parallel_size": an identifier form next to an arithmetic operator."""
    return "_" in spelling and ((start > 0 and text[start - 1] in OPERATORS)
                                or (stop < len(text) and text[stop] in OPERATORS))


def template_field(text: str, start: int, stop: int, spelling: str) -> bool:
    """"{prefix}_rank{local_rank}.bin": an identifier form that is a template's field."""
    return "_" in spelling and start > 0 and text[start - 1] == "{" and stop < len(text) and text[stop] == "}"


def part_of_file_path(text: str, start: int, stop: int, spelling: str) -> bool:
    """"csrc/adam/cpu_adam.cpp", "./deepspeed/launcher": next to a "/" in a path, which names a
    file, no concept (see :func:`in_file_path`); a folder of a Windows path, between two
    backslashes ("C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v12.4\\bin"), no
    escape or TeX command has one after it."""
    if start > 0 and text[start - 1] == "\\" and stop < len(text) and text[stop] == "\\":
        return True
    return (((start > 0 and text[start - 1] == "/") or (stop < len(text) and text[stop] == "/"))
            and in_file_path(text, start, stop))


# the apostrophes that end a word's possessive or contraction ("SkyRL's", "don’t")
APOSTROPHES = frozenset("'\u2019")


def letter_after_apostrophe(text: str, start: int, spelling: str) -> bool:
    """"SkyRL's LoRA": a form whose first word is one letter ("S-LoRA", written "S LoRA" too) starts
    right after a word and an apostrophe. That letter ends the word before it (a possessive or a
    contraction); a quotation mark before the name ("'S-LoRA'") follows a space instead."""
    return (start > 1 and text[start - 1] in APOSTROPHES and len(spelling) > 1 and spelling[1] in " -"
            and is_word_char(text[start - 2]))


def in_file_path(text: str, start: int, stop: int) -> bool:
    """Is ``text[start:stop]`` (next to a "/") part of a file path: a run of name characters and
    slashes that ends with a file extension ("csrc/adam/cpu_adam.cpp") or starts at the root, the
    home or the current folder ("/opt/deepspeed", "~/lora", "./zero"), or that holds a number after
    its first part ("PyTorch/357/fr")? "adam/adamw" and "TP/PP" are alternatives, not paths."""
    a, b = run_of(text, start, stop, _PATH_CHARS)
    run = text[a:b].rstrip(".")
    if _FILE_EXTENSION.search(run) is not None:
        return not _NAMED_ALTERNATIVES.fullmatch(run)
    # a number after the first of three parts or more: a page's path ("Translations:PyTorch/357/fr"),
    # not names given as alternatives
    parts = run.split("/")
    if len(parts) >= 3 and any(part.isdigit() for part in parts[1:]):
        return True
    # a root, home or current folder begins a word ("C++/CUDA" is two names); so does the start of
    # a region, which is the start of the text or the NUL that joins it to the region before
    # (one rule, wherever the region falls in what is matched at once)
    return run.startswith(("/", "./", "../", "~/")) and (a == 0 or text[a - 1].isspace()
                                                         or text[a - 1] in REGION_SEPARATOR + "([{<\"'`=")


# --- URLs and git references, around the forms chosen ---------------------------------------------


def url_marks(text: str) -> list[int]:
    """Where each of the ``_URL_MARKS`` in ``text`` starts, in order (str.find: a regular
    expression for either took longer than the whole URL test it saves)."""
    marks = []
    for mark in _URL_MARKS:
        at = text.find(mark)
        while at >= 0:
            marks.append(at)
            at = text.find(mark, at + 1)
    marks.sort()
    return marks


def in_url(text: str, start: int, end: int, marks: list[int]) -> bool:
    """"https://github.com/microsoft/DeepSpeed": does ``text[start:end]`` overlap a URL? A URL runs
    to the next character it cannot hold, so only the run of such characters around the hit is
    searched, not the whole text; and only when the run holds one of the ``marks`` (where each
    "://" and "www." of ``text`` starts), as every URL does: most hits are in a file that has a URL
    in its licence header, far from it."""
    n = len(text)
    stop = URL_DELIMITER.search(text, end)
    right = stop.start() if stop else n
    last = bisect.bisect_left(marks, right) - 1  # the last mark before the run's end
    if last < 0 or (marks[last] < start and URL_DELIMITER.search(text, marks[last], start)):
        return False  # no mark in the run: from there to the hit is a character no URL holds
    left = start
    while left > 0 and not ends_url(text[left - 1]):
        left -= 1
    m = URL.search(text, left, right)
    return m is not None and m.start() < end


def ends_url(ch: str) -> bool:
    """A character no URL holds (see _URL_STOPS)."""
    return ch in _URL_STOPS or ch.isspace()


def in_id_owner(text: str, start: int, stop: int) -> bool:
    """Is ``text[start:stop]`` the last part of the owner of an id, "owner/name", after a hyphen of an
    owner that holds two hyphens or more before it ("openaccess-ai-collective/jeopardy", a dataset's
    organisation)? The owner names an account, as the name after the slash names its repository
    (:func:`in_model_id`); "data-parallel/FSDP" (one hyphen), "AWQ/GPTQ" and a name in capitals keep theirs."""
    if start < 3 or stop + 1 >= len(text) or text[stop] != "/" or not text[stop + 1].isalnum():
        return False
    if text[start - 1] != "-" or not (text[start:stop].isalpha() and text[start:stop].islower()):
        return False  # an account is a slug of words; "multi-node-FSDP/DeepSpeed", "...-fp16/bf16" are prose
    a = _id_start(text, start - 1, [False])
    return (a == 0 or text[a - 1] != "/") and text.count("-", a, start) >= 2 and text[a].isalpha()


def in_model_id(text: str, start: int) -> bool:
    """Is the form at ``text[start:]`` a later part of the name in a model's repository id,
    "owner/name" ("TheBloke/Llama-2-7B-GPTQ", "Qwen/Qwen2.5-7B-Instruct-AWQ",
    "ostris/super-cereal-sdxl-lora")? Such an id names a repository, as a path does; the form
    follows a "-", "_" or "." of the name, which holds two hyphens or more before it (a family, a
    size, a variant), or whose owner is an account's slug of three words or more ("mit-han-lab/llm-awq").
    Read backwards from the form only, so "AWQ/GPTQ-quantized" and
    "pre-/post-training" (a form right after the slash: alternatives), "16-mixed/bf16-mixed
    precision" and "fp16/bf16-AMP" (one hyphen: spellings of a setting) and "Llama-2-7B-AWQ" (no
    owner) keep theirs. The name of a file in a path is a path's part the same way
    ("docs/assets/files/SC21-ZeRO-Infinity.pdf", :func:`in_file_path`). So is a tag after the id, as a
    local runner or a container registry writes one ("bramvanroy/geitje-7b-ultra:Q4_K_M",
    "owner/name:latest-gguf"): the form anywhere in the tag names the file it pulls."""
    if start < 3:
        return False
    before = text[start - 1]
    if before not in "-_.:" and not (before == " " and text[start - 2] in "-_.:"):
        return False  # (most forms: no "-", "_", "." or ":" before the form, nor before a cut's space)
    # emphasis cut out of Markdown leaves one space where it was, inside the id:
    # "TheBloke/Llama-2-7B-**AWQ**", "**TheBloke/Llama-2-7B**-AWQ", "**TheBloke**/Llama-2-7B-AWQ"
    cut = [False]
    j = _over_a_cut(text, start, cut) if before == " " else start
    if text[j - 1] not in "-_.:":
        return False
    a = j if text[j - 1] == ":" else _id_start(text, j - 1, cut)
    tagged = a >= 2 and text[a - 1] == ":"
    if tagged:
        a = _id_start(text, a - 1, cut)
    if a < 2 or text[a - 1] != "/":
        return False
    b = _id_start(text, a - 1, cut)
    if not any(c.isalpha() for c in text[b:a - 1]):
        return False
    return (tagged or text.count("-", a, start) >= 2 or in_file_path(text, start, start + 1)
            or (text.count("-", b, a - 1) >= 2 and text[b:a - 1].islower()))


# the extensions of the files whose names hold a model's or a recipe's words in tables and lists
# (chat templates, GGUF weights, notebooks); a dotted API name ends with no such word
_FILE_NAME_EXTENSIONS = frozenset({
    "jinja", "gguf", "safetensors", "bin", "pt", "pth", "ckpt", "onnx", "json", "jsonl", "yaml", "yml", "toml",
    "md", "mdx", "rst", "txt", "pdf", "ipynb", "py", "sh", "png", "jpg", "jpeg", "svg", "gif", "csv", "parquet",
    "zip", "gz", "whl",
})


def in_file_name(text: str, start: int, stop: int) -> bool:
    """Is ``text[start:stop]`` a part of a file's name joined to the rest by a hyphen or an
    underscore ("princeton-nlp-Mistral-7B-Base-SFT-RDPO.jinja", "model-fp16.gguf", "SFT-guide.md"),
    a name with no folder before it? A file's name names the file, as a path does
    (:func:`in_file_path`); "ZeRO-3." ending a sentence and "torch.compile" end with no extension."""
    if not ((start > 0 and text[start - 1] in "-_") or (stop < len(text) and text[stop] in "-_")):
        return False
    a, b = run_of(text, start, stop, _ID_CHARS)
    run = text[a:b].rstrip(".")
    dot = run.rfind(".")
    return dot > stop - a and run[dot + 1:].lower() in _FILE_NAME_EXTENSIONS


# the branch that a file tree, as `tree` draws one, puts before an entry: "├── checkpoint", "└── latest"
# (a comment's lines are joined into one region, so the row's start is not at hand; the branch is enough)
_TREE_BRANCH = re.compile(r"[├└][─━]+[ \t]*\Z")


def in_file_tree(text: str, start: int) -> bool:
    """Is ``text[start]`` the first letter of an entry of a file tree drawn in text ("├── checkpoint"
    under "epoch=5-step=10999.ckpt")? The entry names a file or a folder, as a path does."""
    return _TREE_BRANCH.search(text, max(0, start - 12), start) is not None


def in_file_listing(text: str, start: int, stop: int, dots: bool, tree: bool) -> bool:
    """:func:`in_file_name` where the text holds a dot, :func:`in_file_tree` where it draws a tree."""
    return (dots and in_file_name(text, start, stop)) or (tree and in_file_tree(text, start))


def _over_a_cut(text: str, i: int, cut: list[bool]) -> int:
    """``i - 1`` when ``text[i - 1]`` is the one space a cut of markup leaves between two parts of
    an id (a name character or "/" before it, none used yet; not before a command line's "--option"),
    else ``i``."""
    if not cut[0] and i > 1 and text[i - 1] == " " and (text[i - 2] in _ID_CHARS or text[i - 2] == "/") and (
            not text.startswith("--", i)):
        cut[0] = True
        return i - 1
    return i


def _id_start(text: str, a: int, cut: list[bool]) -> int:
    """Where the run of id characters that ends at ``a`` starts, read over one cut of markup."""
    while True:
        while a > 0 and text[a - 1] in _ID_CHARS:
            a -= 1
        moved = _over_a_cut(text, a, cut)
        if moved == a:
            return a
        a = moved


# what follows an institution's letters in the number of one of its reports: a series and a year
# ("MPI-I-2006-4-001", "CMU-CS-2019-101"), or a year and a number ("TR-2019-05")
_REPORT_NUMBER = re.compile(r"-(?:[A-Z0-9]{1,6}-)?(?:19|20)[0-9]{2}-[A-Za-z0-9]|-[A-Z]{1,6}-(?:19|20)[0-9]{2}\b")


def in_report_number(text: str, start: int, stop: int) -> bool:
    """Is the acronym at ``text[start:stop]`` the head of a report's number ("MPI-I-2006-4-001":
    the Max Planck Institute's, not the Message Passing Interface)? An acronym's version after it
    ("MPI-3", "ZeRO-3", "MPI-3.1") is none."""
    return stop < len(text) and text[stop] == "-" and text[start:stop].isupper() and (
        _REPORT_NUMBER.match(text, stop) is not None)


def git_references(text: str, lo: int = 0, hi: int | None = None) -> list[tuple[int, int]]:
    """Spans of "owner/repo@commit" references ("ggerganov/llama.cpp@0e18b2e") in ``text`` (from
    ``lo`` to ``hi``: where words begin and end, as no reference crosses a white space, a bracket
    or a quote)."""
    spans = []
    for m in _COMMIT.finditer(text, lo, len(text) if hi is None else hi):
        start = m.start()
        while start > lo and text[start - 1] in _REF_CHARS:
            start -= 1
        if text.count("/", start, m.start()) == 1:
            spans.append((start, m.end()))
    return spans
