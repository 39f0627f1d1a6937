"""German names in the case a sentence gives them: the adjectives that open a name agree with its noun
("verteiltes maschinelles Lernen" is "des verteilten maschinellen Lernens", "mit verteiltem
maschinellem Lernen"), and a parallelism named by a closed compound has the adjective of that compound
("Datenparallelität": "datenparalleles Training", "beim datenparallelen Training").

The noun's own case endings ("Lernens", "Modells") are word endings, read by the matcher
(:mod:`.matching.word_ends`); these are whole spellings, made once per name (docs/detection.md,
"Localized names").
"""

from __future__ import annotations

import re

# an adjective (or participle) in one of its endings; the stem keeps at least three letters, and may
# join a noun with a hyphen ("parameter-effizientes": "Parameter-effiziente Fine-Tuning-Methode")
_ADJECTIVE = re.compile(r"([a-zäöüß](?:[a-zäöüß]|-(?=[a-zäöüß])){2,}?)(em|en|er|es|e)")
_ENDINGS = ("e", "em", "en", "er", "es")
# a parallelism's closed or hyphenated compound: what is parallelized, then the noun ("Daten" +
# "parallelität", "Pipeline-Parallelismus"); "Parallelität" alone names no parallelism in particular
_PARALLELISM = re.compile(r"([^\W\d_]{3,}-?)(parallelität|parallelismus)", re.IGNORECASE)


def german_declined(form: str) -> list[str]:
    """The other spellings of a German name in the cases and genders of its opening adjectives, and
    the adjective of a parallelism's compound with each ending (see the module). The name itself is
    not included."""
    out: list[str] = []
    words = form.split(" ")
    # the lower-case words before the name's first capitalized word (its noun, "LoRA", "Fine-Tuning"):
    # those in an adjective's ending agree with it, the others ("vollständig") are adverbs
    run = 0
    while run < len(words) - 1 and words[run][:1].islower():
        run += 1
    if 0 < run < len(words) and not words[run][:1].islower():
        adjectives = [_ADJECTIVE.fullmatch(w) for w in words[:run]]
        if any(adjectives):
            for ending in _ENDINGS:
                head = [m.group(1) + ending if m else w for m, w in zip(adjectives, words)]
                out.append(" ".join(head + words[run:]))
    if len(words) == 1 and (match := _PARALLELISM.fullmatch(form)):
        adjective = (match.group(1) + "parallel").lower()
        out += [adjective + ending for ending in ("", *_ENDINGS)]
    return [s for s in dict.fromkeys(out) if s != form]
