"""The terminology lint: what the glossary says about the way a document writes its terms.

Pure (no pygls, no lsprotocol): the language server's diagnostics and ``ai-glossary lint`` call it
with the matches detection accepted (:mod:`.check`), so the lint never decides what is a mention.
Its rules (:mod:`.rules`): ``spelling``, ``deprecated-form``, ``forbidden-form`` and the opt-in
``unexpanded-abbreviation``; the glossary's preferred spellings and form statuses are compiled
once per glossary (:mod:`.spellings`).
"""

from ai_glossary.core.lint.check import LintFinding, lint_matches, lint_view
from ai_glossary.core.lint.rules import DEFAULT_SEVERITIES, RULES, SEVERITIES, LintRules
from ai_glossary.core.lint.spellings import SpellingTable

__all__ = ["DEFAULT_SEVERITIES", "RULES", "SEVERITIES", "LintFinding", "LintRules", "SpellingTable",
           "lint_matches", "lint_view"]
