"""``ai-glossary serve``: the language server, over stdio or TCP."""

from __future__ import annotations

import argparse
import logging
import sys
from typing import TYPE_CHECKING, Any

from ai_glossary.core.i18n import N_

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.i18n import Translator


def add_parser(subparsers: Any, tr: "Translator") -> None:
    serve = subparsers.add_parser("serve", help=tr(N_("run the language server (stdio by default)")))
    serve.add_argument("--stdio", action="store_true",
                       help=tr(N_("use stdio (the default; accepted for clients that pass it)")))
    serve.add_argument("--tcp", action="store_true", help=tr(N_("listen on TCP instead of stdio")))
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=2087)
    serve.add_argument("--log-file", help=tr(N_("write logs to this file (logs never go to stdout)")))
    serve.add_argument("--log-level", default="warning", choices=["debug", "info", "warning", "error"])
    serve.set_defaults(func=cmd_serve)


def cmd_serve(args: argparse.Namespace) -> int:
    handlers: list[logging.Handler] = [
        logging.FileHandler(args.log_file, encoding="utf-8") if args.log_file else logging.StreamHandler(sys.stderr)
    ]
    logging.basicConfig(level=args.log_level.upper(), handlers=handlers, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    from ai_glossary.lsp.server import create_server

    server = create_server()
    if args.tcp:
        server.start_tcp(args.host, args.port)
    else:
        server.start_io()
    # LSP: exit after shutdown is a clean stop (0); exit without shutdown, or a lost client, is 1
    return 0 if server.shutdown_requested else 1
