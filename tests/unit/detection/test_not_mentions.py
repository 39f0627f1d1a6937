"""The rules that make a form written as code no mention (core/detection/matching/not_mentions.py)."""

import random

from ai_glossary.core.detection.matching.not_mentions import CODE_AROUND_A_FORM, written_as_code


def test_the_rules_are_skipped_only_where_none_of_them_can_hold():
    """written_as_code calls the rules only when a character next to the form can make it code:
    the same answer as calling every rule for every form."""
    pieces = [" ", ".", "(", ")", "{", "}", "/", "./", "*", " * ", "-", "+", "=", ",", ";", "x", "ab", "int ",
              "struct s ", "size_t ", ".cpp", "~/", "\x00"]
    forms = ["FSDP", "world_size", "torch.optim", "adapter"]
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
