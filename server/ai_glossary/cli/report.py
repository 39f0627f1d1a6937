"""``report``: which concepts a tree of text uses, how often, where and in which languages, as a
self-contained HTML page with charts and as JSON (core/report.py, core/report_page.py).

Runs on the local process pool by default, on a Dask cluster with ``--scheduler ADDRESS``
(core/report_run.py). A progress bar goes to stderr when it is a terminal.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from ai_glossary.cli.common import glossary_option, load_glossary, messages, reader_language, safe_stream
from ai_glossary.core.i18n import N_

if TYPE_CHECKING:
    from ai_glossary.core.i18n import Translator


def add_parser(subparsers: Any, tr: "Translator") -> None:
    rep = subparsers.add_parser(
        "report", help=tr(N_("report which glossary concepts files use, where and in which languages")),
        description=tr(N_("Scan files and folders and report the concepts they mention: how often, in which "
                          "folders, file kinds and languages, the abbreviations never expanded in a file, and the "
                          "concepts without a definition in the reader's language; as an HTML page with charts "
                          "and as JSON.")))
    rep.add_argument("paths", nargs="+", metavar="PATH")
    rep.add_argument("-o", "--output", default=None, metavar="PATH",
                     help=tr(N_("write the HTML report to this file")))
    rep.add_argument("--json", dest="json_output", default=None, metavar="PATH",
                     help=tr(N_("write the report as JSON to this file ('-': standard output)")))
    rep.add_argument("--lang", default=None, help=tr(N_("the reader's language (default: en)")))
    rep.add_argument("--jobs", type=int, default=None, metavar="N",
                     help=tr(N_("worker processes (default: one per core)")))
    rep.add_argument("--scheduler", default=None, metavar="ADDRESS",
                     help=tr(N_("run on the Dask cluster of this scheduler (tcp://host:8786)")))
    rep.add_argument("--scheduler-timeout", type=float, default=30, metavar="SECONDS",
                     help=tr(N_("how long to wait for the scheduler (default: 30)")))
    rep.add_argument("-v", "--verbose", action="store_true", help=tr(N_("list skipped files")))
    rep.add_argument("--no-progress", action="store_true", help=tr(N_("no progress bar")))
    glossary_option(rep, tr)
    rep.set_defaults(func=cmd_report)


class _Bar:
    """tqdm's bar on a terminal; nothing elsewhere (CI logs, pipes)."""

    def __init__(self, enabled: bool) -> None:
        self.bar = None
        self.enabled = enabled

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        if self.bar is None:
            from tqdm import tqdm

            self.bar = tqdm(total=total, unit="file", file=sys.stderr, leave=False)
        self.bar.update(done - self.bar.n)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def cmd_report(args: argparse.Namespace) -> int:
    from ai_glossary.core import report
    from ai_glossary.core.report_run import usage_here, usage_on_cluster

    tr = messages(args.message_lang)
    err = safe_stream(sys.stderr)
    if args.output is None and args.json_output is None:
        print(tr(N_("give -o PATH for the HTML report, --json PATH for JSON, or both")), file=err)
        return 2
    glossary = load_glossary(args.glossary, tr)
    reader = reader_language(args.lang, glossary)
    bar = _Bar(not args.no_progress and err.isatty())
    try:
        if args.scheduler:
            try:
                total, account = usage_on_cluster(args.scheduler, args.paths, glossary, progress=bar,
                                                  timeout=args.scheduler_timeout)
            except ImportError:
                print(tr(N_("--scheduler needs Dask: pip install 'ai-glossary[distributed]'")), file=err)
                return 2
            except OSError as error:
                print(tr(N_("cannot reach the scheduler {address}: {error}"), address=args.scheduler, error=error),
                      file=err)
                return 2
        else:
            total, account = usage_here(args.paths, glossary, jobs=args.jobs, progress=bar)
    finally:
        bar.close()
    if args.verbose:
        for path, why in account.skipped:
            print(tr(N_("skipped {path}: {reason}"), path=path, reason=why.render(tr)), file=err)
    data = report.finished(total, glossary, reader, account.files, len(account.skipped))
    if args.json_output == "-":
        json.dump(data, safe_stream(sys.stdout), ensure_ascii=False, indent=2)
        print(file=sys.stdout)
    elif args.json_output:
        with open(args.json_output, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False, indent=2)
    if args.output:
        try:
            from ai_glossary.core.report_page import to_page

            page = to_page(data)
        except ImportError:
            print(tr(N_("the HTML report needs leather: pip install 'ai-glossary[report]'")), file=err)
            return 2
        with open(args.output, "w", encoding="utf-8") as fh:
            fh.write(page)
    return 0
