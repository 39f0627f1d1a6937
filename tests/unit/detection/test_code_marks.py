"""Names that prose marks as code (core/detection/matching/code_marks.py), through the matcher."""

import pytest

from ai_glossary.core.detection.matching.matcher import TermMatcher
from ai_glossary.core.glossary.model import Concept, Glossary

CUDA = {"cuda": Concept("cuda", "CUDA", ())}


def found(concepts: dict[str, Concept], text: str) -> list[str]:
    """The words of ``text`` a matcher of ``concepts`` takes."""
    return [text[c.start:c.end] for c in TermMatcher(Glossary(concepts)).find(text)]


@pytest.mark.parametrize("text, words", [
    # a plain word in backticks called a code name, or given a Sphinx role: that name
    ("MPI information must be provided under an ``mpi`` section.", ["MPI"]),
    ("the `offload` method of the hook; call the `cuda` method", []),
    ("This :attr:`momentum` argument is not the optimizer's; see :meth:`offload`.", []),
    # a package, an implementation, an identifier that spells the concept: mentions
    ("the `transformers` API, `sdpa` and `eager`, the `fp16` flag", ["transformers", "sdpa", "fp16"]),
    ("the `offload` of activations to the CPU", ["offload"]),
])
def test_a_plain_word_in_backticks_called_a_code_name_is_no_mention(text, words):
    assert found({
        "mpi": Concept("mpi", "MPI", ()),
        "offloading": Concept("offloading", "offloading", ("offload",)),
        "momentum": Concept("momentum", "momentum", ()),
        "cuda": Concept("cuda", "CUDA", ()),
        "transformers": Concept("transformers", "transformers", ()),
        "sdpa": Concept("sdpa", "SDPA", ()),
        "fp16": Concept("fp16", "FP16", ("fp16",)),
    }, text) == words


@pytest.mark.parametrize("text, words", [
    # a device's name and index, as code writes a device string
    ('by default "cuda:0"; or "cuda:1"', []),
    # the platform in prose, a colon before a version or a sentence
    ("Install CUDA: it is needed. cuda: 12.1 works, on cuda 12", ["CUDA", "cuda", "cuda"]),
])
def test_a_device_string_is_no_mention(text, words):
    assert found(CUDA, text) == words


@pytest.mark.parametrize("text, words", [
    # a name indexed like a mapping or an array
    ("reserves ``dense + percentage * HBM[current]``; CACHE[key] too", []),
    # a citation's bracket, an empty one, a version after a space: prose
    ("FSDP [1] shards the states; HBM3 and HBM [] memory", ["FSDP", "HBM3", "HBM"]),
])
def test_a_subscripted_name_is_no_mention(text, words):
    assert found({"hbm": Concept("hbm", "HBM", ("HBM3",)), "fsdp": Concept("fsdp", "FSDP", ()),
                  "cache": Concept("cache", "CACHE", ())}, text) == words


@pytest.mark.parametrize("text, words", [
    # a plain word in quotes between square brackets: the key a mapping is indexed with
    ('- Transformers: {{ version["transformers"] }}; read config[\'lr\']', ["Transformers"]),
    # a quoted word in a sentence, a key that spells the concept, a list of one string: mentions
    ('the "transformers" package, config["FSDP"], a ["transformers", "peft"] list', ["transformers", "FSDP",
                                                                                      "transformers"]),
])
def test_a_quoted_key_between_brackets_is_no_mention(text, words):
    assert found({"transformers": Concept("transformers", "Transformers", ()), "fsdp": Concept("fsdp", "FSDP", ()),
                  "lr": Concept("lr", "learning rate", ("lr",))}, text) == words


@pytest.mark.parametrize("text, words", [
    # a method named without its object, as prose writes a tensor's: code
    ("such as ``.cuda()``, ``.cpu()``, ``.numpy()``; or call .cuda() on it", []),
    # the platform in a sentence, after a sentence's full stop, and a dotted name's tail (another rule's)
    ("Runs on CUDA. CUDA (the platform) is needed; the .cuda file is kept", ["CUDA", "CUDA", "cuda"]),
])
def test_a_method_named_without_its_object_is_no_mention(text, words):
    assert found(CUDA, text) == words


@pytest.mark.parametrize("text, words", [
    # a plain word in backticks that the docstring declares a parameter: that parameter's name
    (":param embedding: A fixed embedding. :param dimension: Ignored when `embedding` is given.", ["embedding"]),
    ("Args: rank: rank of the current process. By default, `rank` is read from the group.", ["rank"]),
    ("rank (int): the process's number; `rank` 0 writes the file.", []),
    # not declared here: the word in backticks keeps its mention
    ("The `embedding` of each token, and the `rank` of this process.", ["embedding", "rank"]),
])
def test_a_declared_parameter_in_backticks_is_no_mention(text, words):
    assert found({"embedding": Concept("embedding", "embedding", ()), "rank": Concept("rank", "rank", ())},
                 text) == words
