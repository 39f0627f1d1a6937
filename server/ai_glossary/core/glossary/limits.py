"""How many forms (terms, aliases and localized names) one concept and one file may give.

Every form is compiled into the matcher and the name indexes, about 20 µs of CPU each on this
2-core machine: through the server's reload (read, check, merge over the built-in glossary and
compile), one concept of 300,000 aliases took 7.1 s of CPU, and 100 concepts of 1,000 forms
(100,000 forms) 1.8-2.7 s. Within the 5 MB file limit a file of short aliases can hold over a
million forms (20 s or more); these limits keep what loads within about 3 s of CPU, and refuse
the rest before its schema check and building, at the first form over a limit (the 300,000
aliases: refused in 0.7 s), while a server keeps serving the file's last good version.
No real concept comes near the first: the built-in ones have at most 18 forms.
"""

from __future__ import annotations

from typing import Any, Iterator

from ai_glossary.core.i18n import N_

MAX_CONCEPT_FORMS = 1_000
MAX_FILE_FORMS = 100_000

CONCEPT_OVER = N_("{concept} has {count} forms (term, aliases and names together); the limit is {limit} "
                  "per concept: keep the forms people write, or split the concept")
FILE_OVER = N_("the file has more than {limit} forms (terms, aliases and names together); this concept and "
               "the ones after it are not loaded: split the glossary into several files")


def _form_paths(raw: Any) -> Iterator[tuple[Any, ...]]:
    """The path (under the concept) of each form written in a concept's mapping, in order:
    ``term``, each alias, each localized name. Values of the wrong type count as one form."""
    if not isinstance(raw, dict):
        return
    if "term" in raw:
        yield ("term",)
    aliases = raw.get("aliases")
    if isinstance(aliases, list):
        yield from (("aliases", i) for i in range(len(aliases)))
    elif aliases is not None:
        yield ("aliases",)
    names = raw.get("names")
    if isinstance(names, dict):
        for lang, value in names.items():
            if isinstance(value, list):
                yield from (("names", lang, i) for i in range(len(value)))
            else:
                yield ("names", lang)


def form_count(raw: Any) -> int:
    """How many forms a concept's mapping writes (without listing them: 300,000 aliases count at once)."""
    if not isinstance(raw, dict):
        return 0
    aliases, names = raw.get("aliases"), raw.get("names")
    count = ("term" in raw) + (len(aliases) if isinstance(aliases, list) else aliases is not None)
    if isinstance(names, dict):
        count += sum(len(v) if isinstance(v, list) else 1 for v in names.values())
    return count


def nth_form_path(raw: Any, n: int) -> tuple[Any, ...]:
    """The path of the ``n``-th (0-based) form of a concept's mapping; () for the concept itself."""
    for i, path in enumerate(_form_paths(raw)):
        if i == n:
            return path
    return ()
