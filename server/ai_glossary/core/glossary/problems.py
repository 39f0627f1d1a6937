"""Problems found while reading glossary files (shown by `ai-glossary check` and as diagnostics)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable

from ai_glossary.core.i18n import ENGLISH, N_, Message

if TYPE_CHECKING:  # pragma: no cover
    from ai_glossary.core.i18n import Translator


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem in a glossary file, at a 1-based line/column (columns count characters).

    ``str(problem)`` is ``path:line:col: message``, the format compilers use, so editors and
    terminals can jump to it; :meth:`format` also marks warnings. ``code`` is a short stable
    identifier (e.g. ``"unknown-related"``) that tests and the language server can use; the
    message is for people. A problem made with :meth:`of` also keeps its message template, so
    that the server can show it in the reader's language (:meth:`localized`); quoted fields and
    paths are arguments, kept verbatim.
    """

    path: str
    line: int
    column: int
    message: str
    severity: str = "error"  # "error" or "warning"
    code: str = ""
    template: Message | None = field(default=None, compare=False, repr=False)

    @classmethod
    def of(cls, path: str, line: int, column: int, template: str, /, *, severity: str = "error", code: str = "",
           **args: Any) -> "Problem":
        return cls.with_message(path, line, column, Message.of(template, **args), severity=severity, code=code)

    @classmethod
    def with_message(cls, path: str, line: int, column: int, message: Message, *, severity: str = "error",
                     code: str = "") -> "Problem":
        return cls(path, line, column, message.render(ENGLISH), severity, code, message)

    def localized(self, tr: "Translator") -> str:
        """The message in the language of ``tr`` (English for a problem made without a template)."""
        return self.template.render(tr) if self.template is not None else self.message

    def __str__(self) -> str:
        return self.format(with_severity=False)

    def format(self, with_severity: bool = True, tr: "Translator" = ENGLISH) -> str:
        """``path:line:col: message``; ``with_severity`` marks a warning
        (``path:line:col: warning: message``), while an error stays unmarked, as compilers print them.
        ``tr`` gives the message (and the word for a warning) in the reader's language."""
        message = self.localized(tr)
        if with_severity and not self.is_error:
            return tr(N_("{where}: warning: {message}"), where=self.where, message=message)
        return f"{self.where}: {message}"

    @property
    def where(self) -> str:
        return f"{self.path}:{self.line}:{self.column}"

    @property
    def is_error(self) -> bool:
        return self.severity == "error"

    def to_json(self) -> dict:
        return {
            "path": self.path,
            "line": self.line,
            "column": self.column,
            "message": self.message,
            "severity": self.severity,
            "code": self.code,
            # what the message is made of, so that a problem read back (the built-in cache) is
            # still shown in the reader's language
            "template": self.template.to_json() if self.template is not None else None,
        }

    @classmethod
    def from_json(cls, data: dict) -> "Problem":
        template = data.get("template")
        return cls(
            path=str(data["path"]),
            line=int(data["line"]),
            column=int(data["column"]),
            message=str(data["message"]),
            severity=str(data.get("severity", "error")),
            code=str(data.get("code", "")),
            template=Message.from_json(template) if template is not None else None,
        )


class GlossaryLoadError(Exception):
    """Raised when a glossary cannot be loaded at all; carries every problem found."""

    def __init__(self, problems: Iterable[Problem], message: str | None = None) -> None:
        self.problems: tuple[Problem, ...] = tuple(problems)
        if message is None:
            shown = [str(p) for p in self.problems[:5]]
            more = len(self.problems) - len(shown)
            message = "\n".join(shown) + (f"\n... and {more} more" if more > 0 else "")
            message = message or "the glossary could not be loaded"
        super().__init__(message)


def did_you_mean(word: str, choices: Iterable[str], cutoff: float) -> Message | None:
    """" (did you mean 'x'?)" for the choice closest to ``word`` (difflib's ratio at least
    ``cutoff``); None when none is that close."""
    import difflib  # for a suggestion only: not imported on the way to a first answer

    guess = difflib.get_close_matches(word, list(choices), n=1, cutoff=cutoff)
    return Message.of(N_(" (did you mean '{id}'?)"), id=guess[0]) if guess else None


def sort_problems(problems: Iterable[Problem], path_order: list[str] | None = None) -> list[Problem]:
    """Problems ordered by file (in ``path_order`` first, then by name), line and column."""
    order = {p: i for i, p in enumerate(path_order or [])}
    return sorted(
        problems,
        key=lambda p: (order.get(p.path, len(order)), p.path, p.line, p.column, p.message),
    )
