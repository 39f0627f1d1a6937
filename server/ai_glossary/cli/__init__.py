"""The ``ai-glossary`` command: one module per group of subcommands.

- :mod:`.serve`    ``serve``, the language server
- :mod:`.lookup`   ``define``, ``search``
- :mod:`.scan`     ``scan``
- :mod:`.lint`     ``lint``
- :mod:`.glossary` ``check``, ``list``, ``stats``, ``schema``
- :mod:`.exchange` ``export``, ``import``
- :mod:`.report`   ``report``

Each registers its parsers, and every parser sets ``func`` (called as ``args.func(args)``,
returning the exit code). ``python -m ai_glossary`` and the console script both call :func:`main`.
"""

from __future__ import annotations

import argparse
import os
import sys

from ai_glossary import __version__
from ai_glossary.cli import exchange, glossary, lint, lookup, report, scan, serve
from ai_glossary.cli.argparse_messages import argparse_language
from ai_glossary.cli.common import UnreadableGlossary, messages
from ai_glossary.core.i18n import N_


def message_language(argv: list[str]) -> str | None:
    """The ``--lang`` of the command line, wherever it is (before or after the subcommand): the
    language of every message, ``--help`` included, so it is read before the parser is built."""
    early = argparse.ArgumentParser(add_help=False, allow_abbrev=False)
    early.add_argument("--lang", nargs="?")  # a --lang without its value: the real parser says so
    return early.parse_known_args(argv)[0].lang


def build_parser(lang: str | None = None) -> argparse.ArgumentParser:
    """The parser, its help in ``lang``, else in the language of the environment's locale."""
    tr = messages(lang)
    parser = argparse.ArgumentParser(prog="ai-glossary", description=tr(N_("AI/ML glossary language server and tools")))
    parser.add_argument("--version", action="version", version=f"ai-glossary {__version__}",
                        help=tr(N_("show program's version number and exit")))
    parser.add_argument("--lang", dest="message_lang", default=None,
                        help=tr(N_("language of the messages and of this help (default: the environment's "
                                   "locale)")))
    sub = parser.add_subparsers(dest="command", required=True)
    serve.add_parser(sub, tr)
    lookup.add_parsers(sub, tr)
    scan.add_parser(sub, tr)
    lint.add_parser(sub, tr)
    glossary.add_parsers(sub, tr)
    exchange.add_parsers(sub, tr)
    report.add_parser(sub, tr)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    lang = message_language(argv)
    with argparse_language(messages(lang).language):  # argparse's words are taken when it builds, too
        args = build_parser(lang).parse_args(argv)
    args.message_lang = lang  # also a subcommand's own --lang
    try:
        return int(args.func(args) or 0)
    except BrokenPipeError:  # `ai-glossary scan . | head`
        return 0
    except UnreadableGlossary:  # a --glossary file named on the command line: its problem is printed
        return 2
    except KeyboardInterrupt:
        return 130


def run() -> None:
    """The console script and ``python -m ai_glossary``: ``main``, then an exit that does not free
    every object one by one (the compiled glossary, a scan's findings: 40 ms of a 1.8 s scan of
    transformers' tree), as mypy does. The output is flushed first; tests and embedders call
    ``main``, which returns.

    The language server ends with ``SystemExit`` at the ``exit`` notification (pygls): caught here
    too, so that the process ends at once instead of waiting for a worker thread that is still
    compiling a reloaded glossary or editing a glossary file (the editor kills a server that does
    not exit in time: Neovim sends SIGTERM)."""
    try:
        code = main()
    except SystemExit as stop:
        code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # the reader is gone (`scan . | head`), or `serve` closed it
            pass
    os._exit(code)


if __name__ == "__main__":
    run()
