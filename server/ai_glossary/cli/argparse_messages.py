"""argparse's own words ("usage:", "options", its errors) in the reader's language.

argparse translates its texts with the standard :mod:`gettext` functions, in gettext's current
text domain. Our catalogs hold translations of the texts below (argparse's own message ids, as
Python 3.10-3.13 write them; the list only marks them for extraction), and :func:`argparse_language`
points gettext at our domain, in the chosen language, while the command line is parsed.
"""

from __future__ import annotations

import gettext
import os
from contextlib import contextmanager
from typing import Iterator

from ai_glossary.core.i18n import DOMAIN, LOCALE_DIR, N_, NP_

ARGPARSE_MESSAGES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    NP_("expected %s argument", "expected %s arguments"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"),
    N_("ignored explicit argument %r"),
)


@contextmanager
def argparse_language(language: str) -> Iterator[None]:
    """While parsing: argparse's gettext calls read our catalog of ``language`` (a tag).

    gettext takes the language from ``LANGUAGE`` (which wins over ``LC_ALL``, ``LC_MESSAGES`` and
    ``LANG``): it is set to the chosen one, and the text domain and ``LANGUAGE`` are put back after.
    """
    previous_domain = gettext.textdomain()
    previous_language = os.environ.get("LANGUAGE")
    gettext.bindtextdomain(DOMAIN, str(LOCALE_DIR))
    gettext.textdomain(DOMAIN)
    os.environ["LANGUAGE"] = language.replace("-", "_")
    try:
        yield
    finally:
        gettext.textdomain(previous_domain)
        if previous_language is None:
            del os.environ["LANGUAGE"]
        else:
            os.environ["LANGUAGE"] = previous_language
