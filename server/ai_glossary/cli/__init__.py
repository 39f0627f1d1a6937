"""The ``ai-glossary`` command: one module per group of subcommands.

- :mod:`.serve`    ``serve``, the language server
- :mod:`.lookup`   ``define``, ``search``
- :mod:`.scan`     ``scan``
- :mod:`.glossary` ``check``, ``list``, ``stats``, ``schema``

Each registers its parsers, and every parser sets ``func`` (called as ``args.func(args)``,
returning the exit code). ``python -m ai_glossary`` and the console script both call :func:`main`.
"""

from __future__ import annotations

import argparse
import sys

from ai_glossary import __version__
from ai_glossary.cli import glossary, lookup, scan, serve
from ai_glossary.cli.common import messages
from ai_glossary.core.i18n import N_


def build_parser() -> argparse.ArgumentParser:
    """The parser, its help in the language of the environment's locale (``--lang`` is read later)."""
    tr = messages()
    parser = argparse.ArgumentParser(prog="ai-glossary", description=tr(N_("AI/ML glossary language server and tools")))
    parser.add_argument("--version", action="version", version=f"ai-glossary {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    serve.add_parser(sub, tr)
    lookup.add_parsers(sub, tr)
    scan.add_parser(sub, tr)
    glossary.add_parsers(sub, tr)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except BrokenPipeError:  # `ai-glossary scan . | head`
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
