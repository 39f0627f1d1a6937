"""The output formats of ``ai-glossary lint``: text and JSON as writers of one file's findings
(made where the file is linted, as ``scan``'s are: :mod:`.scan_output`), and SARIF 2.1.0, made of
the JSON findings for GitHub code scanning."""

from __future__ import annotations

import json
from pathlib import PurePath
from typing import TYPE_CHECKING, Any

from ai_glossary import __version__
from ai_glossary.core.i18n import N_, translator

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.i18n import Translator
    from ai_glossary.core.scan import Finding

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
# SARIF's levels: "note" stands for information and hints
SARIF_LEVELS = {"error": "error", "warning": "warning", "info": "note", "hint": "note"}


class _Writer:
    """Holds only a language tag, so that it pickles for the worker processes."""

    def __init__(self, messages: str) -> None:
        self._messages = messages
        self._tr: "Translator | None" = None

    def __getstate__(self) -> dict:
        return {"_messages": self._messages, "_tr": None}

    def tr(self) -> "Translator":
        if self._tr is None:
            self._tr = translator(self._messages)
        return self._tr

    def message(self, rule: str, text: str, replacement: str) -> str:
        from ai_glossary.core.lint.rules import MESSAGES

        return self.tr()(MESSAGES[rule], text=text, replacement=replacement)


class LintText(_Writer):
    """``path:line:column: severity: message [rule]``, the message in the language of the messages;
    the severity and the rule stay in English, for the problem matchers of editors and CI."""

    def __call__(self, findings: list["Finding"]) -> str:
        tr = self.tr()
        in_cell = tr(N_("{path}[cell {cell}]"))
        lines = []
        for f in findings:
            where = f.path if f.cell is None else in_cell.format(path=f.path, cell=f.cell)
            line, column, _el, _ec, rule, severity, _id, text, replacement = f.at
            lines.append(f"{where}:{line}:{column}: {severity}: {self.message(rule, text, replacement)} [{rule}]")
        return "\n".join(lines)


class LintJson(_Writer):
    """One JSON object a finding: ``{path, line, column, end_line, end_column, rule, severity, id,
    text, replacement, message}`` (and ``cell`` in a notebook); lines of one array."""

    def __call__(self, findings: list["Finding"]) -> str:
        out = []
        for f in findings:
            line, column, end_line, end_column, rule, severity, concept, text, replacement = f.at
            item: dict[str, Any] = {"path": f.path, "line": line, "column": column, "end_line": end_line,
                                    "end_column": end_column, "rule": rule, "severity": severity, "id": concept,
                                    "text": text, "replacement": replacement,
                                    "message": self.message(rule, text, replacement)}
            if f.cell is not None:
                item["cell"] = f.cell
            out.append(json.dumps(item, ensure_ascii=False))
        return ",\n".join(out)


def sarif(written: list[str], rules: dict[str, str], tr: "Translator") -> dict[str, Any]:
    """A SARIF 2.1.0 log of the findings :class:`LintJson` wrote; ``rules``: each rule that ran and
    its severity. Paths are URIs relative to the working directory (``%SRCROOT%``: the repository
    root in CI); columns count code points."""
    from ai_glossary.core.lint.rules import DESCRIPTIONS, RULES

    findings = json.loads("[" + ",\n".join(written) + "]") if written else []
    ids = [rule for rule in RULES if rule in rules]
    driver = {
        "name": "ai-glossary",
        "version": __version__,
        "rules": [{"id": rule, "name": "".join(w.title() for w in rule.split("-")),
                   "shortDescription": {"text": tr(DESCRIPTIONS[rule])},
                   "defaultConfiguration": {"level": SARIF_LEVELS[rules[rule]]}} for rule in ids],
    }
    results = []
    for f in findings:
        location: dict[str, Any] = {"uri": _uri(f["path"])}
        if not PurePath(f["path"]).is_absolute():
            location["uriBaseId"] = "%SRCROOT%"
        result: dict[str, Any] = {
            "ruleId": f["rule"], "ruleIndex": ids.index(f["rule"]), "level": SARIF_LEVELS[f["severity"]],
            "message": {"text": f["message"]},
            "locations": [{"physicalLocation": {"artifactLocation": location, "region": {
                "startLine": f["line"], "startColumn": f["column"], "endLine": f["end_line"],
                "endColumn": f["end_column"]}}}],
            "properties": {"concept": f["id"], "replacement": f["replacement"]},
        }
        if "cell" in f:
            result["properties"]["cell"] = f["cell"]
        results.append(result)
    return {"$schema": SARIF_SCHEMA, "version": "2.1.0",
            "runs": [{"tool": {"driver": driver}, "columnKind": "unicodeCodePoints", "results": results}]}


def _uri(path: str) -> str:
    """A path as a URI reference: absolute as ``file:``, relative with its characters escaped."""
    from urllib.parse import quote

    pure = PurePath(path)
    return pure.as_uri() if pure.is_absolute() else quote(pure.as_posix())
