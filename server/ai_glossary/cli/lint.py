"""``ai-glossary lint``: the terminology lint over files and directories, for CI and pre-commit."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from ai_glossary.cli.common import glossary_option, load_glossary, messages, walked
from ai_glossary.core.i18n import N_, NP_

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.i18n import Translator
    from ai_glossary.core.lint.rules import LintRules

LEVELS = ("error", "warning", "info", "hint")


def add_parser(subparsers: Any, tr: "Translator") -> None:
    lint = subparsers.add_parser(
        "lint", help=tr(N_("check how the prose of files writes the glossary's terms (exit 1 on a finding)")))
    lint.add_argument("paths", nargs="+", metavar="PATH")
    lint.add_argument("--format", choices=["text", "json", "sarif"], default="text")
    lint.add_argument("--severity", choices=LEVELS, default="hint",
                      help=tr(N_("report only findings of this severity or above (default: all)")))
    lint.add_argument("--rule", action="append", default=[], metavar="RULE=LEVEL",
                      help=tr(N_("the severity of a rule: error, warning, info, hint or off (repeatable)")))
    lint.add_argument("--lang", help=tr(N_("language of the messages (default: the environment's locale)")))
    lint.add_argument("--max-size", type=int, default=2 * 1024 * 1024, help=tr(N_("skip files larger than this many bytes")))
    lint.add_argument("--jobs", type=int, default=None, help=tr(N_("worker processes (default: all cores)")))
    glossary_option(lint, tr)
    lint.add_argument("-v", "--verbose", action="store_true", help=tr(N_("list skipped files")))
    lint.set_defaults(func=cmd_lint)


def lint_rules(given: list[str], threshold: str, tr: "Translator") -> "LintRules":
    """The rules of ``--rule`` over the defaults, those below ``threshold`` turned off; a bad
    ``--rule`` raises ValueError with its message."""
    from ai_glossary.core.lint.rules import OFF, RULES, SEVERITIES, LintRules, at_least

    changes: dict[str, str] = {}
    for item in given:
        rule, _, level = item.partition("=")
        if rule not in RULES or level not in (*SEVERITIES, OFF):
            raise ValueError(tr(N_("ai-glossary lint: --rule {value}: expected RULE=LEVEL, RULE one of {rules} and "
                                   "LEVEL one of {levels}"), value=item, rules=", ".join(RULES),
                                levels=", ".join((*SEVERITIES, OFF))))
        changes[rule] = level
    rules = LintRules().with_severities(changes)
    return rules.with_severities({rule: OFF for rule in RULES
                                  if rules.on(rule) and not at_least(rules.severity(rule), threshold)})


def cmd_lint(args: argparse.Namespace) -> int:
    from ai_glossary.cli.lint_output import LintJson, LintText, sarif
    from ai_glossary.cli.scan_output import print_json, print_text
    from ai_glossary.core.lint.in_files import LintFinder, LintOccurrence
    from ai_glossary.core.lint.rules import RULES
    from ai_glossary.core.scan import scan_paths

    tr = messages(args.message_lang)
    try:
        rules = lint_rules(args.rule, args.severity, tr)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    glossary = load_glossary(args.glossary, tr)
    write = LintText(tr.language) if args.format == "text" else LintJson(tr.language)
    report = walked("lint", tr, lambda: scan_paths(args.paths, glossary, max_bytes=args.max_size, jobs=args.jobs,
                                                  write=write, find=LintFinder(rules), record=LintOccurrence,
                                                  joined=True))
    if report is None:
        return 2
    if args.format == "sarif":
        ran = {rule: rules.severity(rule) for rule in RULES if rules.on(rule)}
        json.dump(sarif(report.written, ran, tr), sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    elif args.format == "json":
        print_json(report.written, sys.stdout)
    else:
        print_text(report.written, sys.stdout)
    if args.verbose:
        for path, reason in report.skipped:
            print(tr(N_("skipped {path}: {reason}"), path=path, reason=reason.render(tr)), file=sys.stderr)
    print(tr(N_("linted {files}: {findings}"), files=tr.plural(NP_("{count} file", "{count} files"), report.files),
             findings=tr.plural(NP_("{count} finding", "{count} findings"), report.terms)), file=sys.stderr)
    return 1 if report.terms else 0
