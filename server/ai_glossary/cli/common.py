"""What the subcommands share: the ``--glossary`` option, loading the glossary, output streams.

Nothing here imports the core at module level: ``serve`` must start fast.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Callable, TextIO

from ai_glossary.core.i18n import N_

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.glossary.model import Glossary
    from ai_glossary.core.i18n import Translator
    from ai_glossary.core.scan import ScanReport

ALL_LANGUAGES = "all"  # `define --lang all`: every language of the entry


def messages(lang: str | None = None) -> "Translator":
    """The CLI's messages in ``--lang`` when it is given (and a language), else in the language
    of the environment's locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else English."""
    from ai_glossary.core.i18n import environment_language, translator

    chosen = lang if lang and lang != ALL_LANGUAGES else None
    return translator(chosen or environment_language() or "en")


def reader_language(lang: str | None, glossary: "Glossary") -> str:
    """The language of the definitions for ``--lang`` (default English), negotiated against the
    glossary's languages as the server negotiates the reader's: ``zh-CN`` -> ``zh-Hans``,
    ``de-AT`` -> ``de``. A language the glossary lacks is kept (the fallbacks then decide)."""
    from ai_glossary.core.i18n import SOURCE_LANGUAGE, negotiate

    wanted = lang or SOURCE_LANGUAGE
    return negotiate([wanted], glossary.languages()) or wanted


def glossary_option(parser: argparse.ArgumentParser, tr: "Translator") -> None:
    parser.add_argument("--glossary", action="append", default=None, metavar="PATH",
                        help=tr(N_("also load this user glossary file (repeatable; later files win)")))


def messages_option(parser: argparse.ArgumentParser, tr: "Translator") -> None:
    """``--lang`` for a subcommand whose only words are messages (``main`` reads it before parsing)."""
    parser.add_argument("--lang", help=tr(N_("language of the messages (default: the environment's locale)")))


def safe_stream(stream: TextIO) -> TextIO:
    """Never crash on a terminal that cannot show Bengali: escape what it cannot encode."""
    try:
        stream.reconfigure(errors="backslashreplace")  # type: ignore[attr-defined]
    except (AttributeError, ValueError):
        pass
    return stream


class UnreadableGlossary(Exception):
    """A ``--glossary`` file that is missing or cannot be read: an I/O error, so the command stops
    and exits 2 (:func:`ai_glossary.cli.main`); the file's problem was printed."""


def load_glossary(paths: list[str] | None, tr: "Translator | None" = None) -> "Glossary":
    """The built-in glossary merged with the ``--glossary`` files; their problems go to stderr,
    in the language of ``tr`` (default: English). Raises :class:`UnreadableGlossary` after
    printing them when a file could not be read."""
    from ai_glossary.core.i18n import ENGLISH

    from ai_glossary.core.detection.gcpause import gc_paused
    from ai_glossary.core.glossary.builtin import load_builtin
    from ai_glossary.core.glossary.load import load

    # as the server loads it (engine.load_builtin): the containers of the glossary's cache, none in a
    # reference cycle, walked again by every collection while they are made (with the eight reader
    # languages, about 15 ms of the warm load's 46 ms of CPU; 2 of 24 with four)
    with gc_paused():
        result = load(load_builtin(), paths or [])
    err = safe_stream(sys.stderr)
    problems = result.all_problems()
    for problem in problems:
        print(problem.format(tr=tr or ENGLISH), file=err)
    if any(problem.is_error and problem.code == "unreadable" for problem in problems):
        raise UnreadableGlossary()
    return result.glossary


def walked(command: str, tr: "Translator", walk: Callable[[], "ScanReport"]) -> "ScanReport | None":
    """``walk()`` (a ``scan_paths``), or None once one line on standard error has said why a path
    named on the command line cannot be read (the command then exits 2); what a folder's walk
    cannot read is only skipped."""
    from ai_glossary.core.i18n import Message
    from ai_glossary.core.path_errors import UnreadablePath

    try:
        return walk()
    except FileNotFoundError as exc:
        print(tr(N_("ai-glossary {command}: no such file or directory: {path}"), command=command,
                 path=exc.filename or exc), file=sys.stderr)
    except UnreadablePath as exc:
        reason = exc.reason.render(tr) if isinstance(exc.reason, Message) else exc.reason
        print(tr(N_("ai-glossary {command}: cannot read {path}: {reason}"), command=command, path=exc.path,
                 reason=reason), file=sys.stderr)
    except (NotADirectoryError, PermissionError) as exc:
        print(tr(N_("ai-glossary {command}: {error}"), command=command, error=exc), file=sys.stderr)
    return None
