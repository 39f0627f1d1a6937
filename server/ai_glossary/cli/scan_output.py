"""The two output formats of ``ai-glossary scan``, as writers of one file's findings.

``scan_paths(write=...)`` calls a writer where the file is scanned, in a worker process when there
are several: the workers turn findings into text and the command only joins the files' texts, in
order. A writer keeps only what pickles (worker processes that are not forked get a copy).
"""

from __future__ import annotations

from json.encoder import encode_basestring
from typing import TYPE_CHECKING, TextIO

from ai_glossary.core.i18n import N_, translator

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.glossary.model import Concept
    from ai_glossary.core.scan import Finding


class JsonLines:
    """A file's findings as lines of one JSON array, each as ``json.dumps`` writes it (``indent``
    would force the slow pure-Python encoder). Written with the json module's string encoder
    rather than a dict and ``json.dumps`` per finding: 3x faster; the file's part of a line is
    written once, and each term's once in a process."""

    def __init__(self) -> None:
        self._terms: dict[tuple[str, str], str] = {}  # (concept id, text) -> its part of a line

    def __call__(self, findings: list[Finding]) -> str:
        quote = encode_basestring
        terms = self._terms
        path = '{"path": ' + quote(findings[0].path)
        lines = []
        for f in findings:
            line, column, end_line, end_column, concept, text = f.at
            term = terms.get((concept, text))
            if term is None:
                term = terms[(concept, text)] = f'"id": {quote(concept)}, "text": {quote(text)}'
            cell = "" if f.cell is None else f', "cell": {f.cell}'
            lines.append(f'{path}, "line": {line}, "column": {column}, "end_line": {end_line}, '
                         f'"end_column": {end_column}, {term}{cell}}}')
        return ",\n".join(lines)


def print_json(written: list[str], out: TextIO) -> None:
    """The files' lines written by :class:`JsonLines` as one array, one finding per line."""
    if not written:
        out.write("[]\n")
        return
    out.write("[\n")
    _print_joined(written, ",\n", out)
    out.write("\n]\n")


def print_text(written: list[str], out: TextIO) -> None:
    """The files' lines written by :class:`TextLines`."""
    if written:
        _print_joined(written, "\n", out)
        out.write("\n")


def _print_joined(written: list[str], separator: str, out: TextIO) -> None:
    """``out.write(separator.join(written))``, a file's text at a time: the joined string costs
    more (0.03 s for transformers' tree, whose one emoji makes all of it 4 bytes a character)."""
    write = out.write
    write(written[0])
    for text in written[1:]:
        write(separator)
        write(text)


class TextLines:
    """A file's findings as lines ``path:line:column: Name (id) - summary``, the name and summary
    in the reader's language ``lang``, a notebook cell (``path[cell 2]``) in the language of the
    messages, ``messages`` (a language tag)."""

    def __init__(self, concepts: dict[str, Concept], lang: str, messages: str) -> None:
        self._concepts = concepts
        self._lang = lang
        self._in_cell = translator(messages)(N_("{path}[cell {cell}]"))  # formatted per finding
        self._described: dict[str, str] = {}  # concept id -> "Name (id) - summary"

    def _describe(self, concept_id: str) -> str:
        from ai_glossary.core.reader.render import DEFAULT_FALLBACKS, short_summary  # JSON needs no rendering

        concept = self._concepts[concept_id]
        text = f"{concept.display_name(self._lang)} ({concept_id}) - {short_summary(concept, self._lang, DEFAULT_FALLBACKS)}"
        self._described[concept_id] = text
        return text

    def __call__(self, findings: list[Finding]) -> str:
        path = findings[0].path
        described = self._described
        lines = []
        for f in findings:
            where = path if f.cell is None else self._in_cell.format(path=path, cell=f.cell)
            line, column, _end_line, _end_column, concept, _text = f.at
            lines.append(f"{where}:{line}:{column}: {described.get(concept) or self._describe(concept)}")
        return "\n".join(lines)
