"""``ai-glossary scan``: the glossary terms in the prose of files and directories."""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from typing import TYPE_CHECKING, Any

from ai_glossary.cli.common import glossary_option, load_glossary, messages, reader_language, walked
from ai_glossary.core.i18n import N_, NP_

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.i18n import Translator


def add_parser(subparsers: Any, tr: "Translator") -> None:
    # one definition of the scopes; importing the regions package costs every command ~30 ms
    from ai_glossary.core.detection.scopes import SCOPES

    scan = subparsers.add_parser("scan", help=tr(N_("report glossary terms found in the prose of files and directories")))
    scan.add_argument("paths", nargs="+", metavar="PATH")
    scan.add_argument("--format", choices=["text", "json"], default="text")
    scan.add_argument("--lang", default=None, help=tr(N_("language of the short definitions in text output")))
    scan.add_argument("--scope", choices=SCOPES, default="prose")
    scan.add_argument("--max-size", type=int, default=2 * 1024 * 1024, help=tr(N_("skip files larger than this many bytes")))
    scan.add_argument("--jobs", type=int, default=None, help=tr(N_("worker processes (default: all cores)")))
    glossary_option(scan, tr)
    scan.add_argument("-v", "--verbose", action="store_true", help=tr(N_("list skipped files")))
    scan.set_defaults(func=cmd_scan)


def cmd_scan(args: argparse.Namespace) -> int:
    from ai_glossary.cli.scan_output import JsonLines, TextLines, print_json, print_text
    from ai_glossary.core.scan import scan_paths

    tr = messages(args.message_lang)
    glossary = load_glossary(args.glossary, tr)
    if args.format == "json":
        write, show = JsonLines(), print_json
    else:
        write, show = TextLines(glossary.concepts, reader_language(args.lang, glossary), tr.language), print_text
    report = walked("scan", tr, lambda: scan_paths(args.paths, glossary, scope=args.scope, max_bytes=args.max_size,
                                                  jobs=args.jobs, write=write))
    if report is None:
        return 2
    show(report.written, sys.stdout)
    reasons = Counter(reason for _, reason in report.skipped)
    if args.verbose:  # what a folder's walk leaves out, unreadable or not, does not change the exit code
        for path, reason in report.skipped:
            print(tr(N_("skipped {path}: {reason}"), path=path, reason=reason.render(tr)), file=sys.stderr)
    summary = tr(N_("scanned {files} ({megabytes} MB), {terms}"),
                 files=tr.plural(NP_("{count} file", "{count} files"), report.files),
                 megabytes=f"{report.bytes / 1e6:.1f}",
                 terms=tr.plural(NP_("{count} term found", "{count} terms found"), report.terms))
    if reasons:
        skipped = ", ".join(f"{n} ({reason.render(tr)})" for reason, n in reasons.most_common())
        summary += tr(N_("; skipped {counts}"), counts=skipped)
    print(summary, file=sys.stderr)
    return 0
