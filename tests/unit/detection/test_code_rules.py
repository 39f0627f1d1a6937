"""Which rules a form is tried by (core/detection/matching/code_rules.py): the answer is that of
every rule of CODE_AROUND_A_FORM wherever a character next to the form lets one hold."""

import random

from ai_glossary.core.detection.matching.code_rules import CODE_AROUND_A_FORM, written_as_code


def _cases(pieces: list[str], forms: list[str], seed: int, count: int, most: int):
    """``count`` random texts, each a form with up to ``most`` pieces before and after it: (text, start,
    stop, form), the same for a seed."""
    rng = random.Random(seed)
    for _ in range(count):
        form = rng.choice(forms)
        before = "".join(rng.choice(pieces) for _ in range(rng.randint(0, most)))
        after = "".join(rng.choice(pieces) for _ in range(rng.randint(0, most)))
        yield before + form + after, len(before), len(before) + len(form), form


def test_the_rules_are_skipped_only_where_none_of_them_can_hold():
    """written_as_code calls the rules only when a character next to the form can make it code:
    the same answer as calling every rule for every form."""
    pieces = [" ", ".", "(", ")", "{", "}", "/", "./", "*", " * ", "-", "+", "=", ",", ";", "x", "ab", "int ",
              "struct s ", "size_t ", ".cpp", "~/", "\x00", '"', "node-", "x_{", "^{", "`", "``", " method",
              ":meth:", " : float", " (`bool`):", ":0", " : ", "[home]", "["]
    forms = ["FSDP", "world_size", "torch.optim", "adapter", "llama-cpp", "ollama", "cuda"]
    fired = 0
    for text, start, stop, form in _cases(pieces, forms, seed=11, count=3000, most=4):
        expected = any(rule(text, start, stop, form) for rule in CODE_AROUND_A_FORM)
        fired += expected
        assert written_as_code(text, start, stop, form) == expected, (text, start, stop)
    assert fired > 100  # forms written as code and forms that are not were both tried


def test_each_rule_is_tried_wherever_the_characters_next_to_the_form_let_it_hold():
    """written_as_code tries a form only by the rules its neighbours allow: the same answer as trying
    every rule wherever a character next to the form (before it, after it, a star two before it, " (",
    " :" or " =" after it) is one some rule reads."""
    before_chars, after_chars = set('.{/(-"`*+%^|&:='), set(".(}/:[*+%^|&=")
    pieces = [" ", ".", "(", ")", "{", "}", "/", "*", " * ", "-", "+", "%", "^", "|", "&", ":", "[", "]", "'",
              '"', "`", "':", '":', '"-', "x", "de", " (", " (int):", " : int", " (float) - ", "_{", "^{", "}(x)",
              '"p=', ",c=", "=", ":simple-",
              "int * ", ", ", "f_x(", "a.b(", "(x) =", "* (", ") =", "- ", "* ", ":0", "[0]", "*.", "\\text{",
              ".py", "./", '-x"', "` method", ":attr:`", "int *", "\x00"]
    forms = ["FSDP", "world_size", "torch.optim", "adapter", "llama-cpp", "lr", "quantize", "PE"]
    fired = 0
    for text, start, stop, form in _cases(pieces, forms, seed=7, count=30000, most=3):
        next_to_code = ((start > 0 and text[start - 1] in before_chars) or (start > 1 and text[start - 2] == "*")
                        or (stop < len(text) and text[stop] in after_chars) or text.startswith((" (", " :", " ="), stop))
        expected = next_to_code and any(rule(text, start, stop, form) for rule in CODE_AROUND_A_FORM)
        fired += expected
        assert written_as_code(text, start, stop, form) == expected, (text, start, stop)
    assert fired > 1000
