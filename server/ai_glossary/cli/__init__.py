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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="ai-glossary", description="AI/ML glossary language server and tools")
    parser.add_argument("--version", action="version", version=f"ai-glossary {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    serve.add_parser(sub)
    lookup.add_parsers(sub)
    scan.add_parser(sub)
    glossary.add_parsers(sub)
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
