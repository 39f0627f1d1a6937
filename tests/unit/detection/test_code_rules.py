"""Which rules a form is tried by (core/detection/matching/code_rules.py): the answer is that of
every rule of CODE_AROUND_A_FORM wherever a character next to the form lets one hold."""

import random

from ai_glossary.core.detection.matching.code_rules import CODE_AROUND_A_FORM, written_as_code


def test_the_rules_are_skipped_only_where_none_of_them_can_hold():
    """written_as_code calls the rules only when a character next to the form can make it code:
    the same answer as calling every rule for every form."""
    pieces = [" ", ".", "(", ")", "{", "}", "/", "./", "*", " * ", "-", "+", "=", ",", ";", "x", "ab", "int ",
              "struct s ", "size_t ", ".cpp", "~/", "\x00", '"', "node-", "x_{", "^{", "`", "``", " method",
              ":meth:", " : float", " (`bool`):", ":0", " : ", "[home]", "["]
    forms = ["FSDP", "world_size", "torch.optim", "adapter", "llama-cpp", "ollama", "cuda"]
    rng = random.Random(11)
    fired = 0
    for _ in range(3000):
        form = rng.choice(forms)
        before = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 4)))
        after = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 4)))
        text = before + form + after
        start, stop = len(before), len(before) + len(form)
        expected = any(rule(text, start, stop, form) for rule in CODE_AROUND_A_FORM)
        fired += expected
        assert written_as_code(text, start, stop, form) == expected, (text, start, stop)
    assert fired > 100  # forms written as code and forms that are not were both tried


def test_each_rule_is_tried_wherever_the_characters_next_to_the_form_let_it_hold():
    """written_as_code tries a form only by the rules its neighbours allow: the same answer as trying
    every rule wherever a character next to the form (before it, after it, a star two before it, " ("
    or " :" after it) is one some rule reads."""
    before_chars, after_chars = set('.{/(-"`*+%^|&'), set(".(}/:[*+%^|&")
    pieces = [" ", ".", "(", ")", "{", "}", "/", "*", " * ", "-", "+", "%", "^", "|", "&", ":", "[", "]", "'",
              '"', "`", "':", '":', '"-', "x", "de", " (", " (int):", " : int", " (float) - ", "_{", "^{", "}(x)",
              "int * ", ", ", "f_x(", "a.b(", "(x) =", "* (", ") =", "- ", "* ", ":0", "[0]", "*.", "\\text{",
              ".py", "./", '-x"', "` method", ":attr:`", "int *", "\x00"]
    forms = ["FSDP", "world_size", "torch.optim", "adapter", "llama-cpp", "lr", "quantize", "PE"]
    rng = random.Random(7)
    fired = 0
    for _ in range(30000):
        form = rng.choice(forms)
        before = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 3)))
        after = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 3)))
        text = before + form + after
        start, stop = len(before), len(before) + len(form)
        next_to_code = ((start > 0 and text[start - 1] in before_chars) or (start > 1 and text[start - 2] == "*")
                        or (stop < len(text) and text[stop] in after_chars) or text.startswith((" (", " :"), stop))
        expected = next_to_code and any(rule(text, start, stop, form) for rule in CODE_AROUND_A_FORM)
        fired += expected
        assert written_as_code(text, start, stop, form) == expected, (text, start, stop)
    assert fired > 1000
