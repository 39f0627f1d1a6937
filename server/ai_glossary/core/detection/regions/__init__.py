"""Which parts of a document are prose: comments, docstrings and documentation text.

Pure Python; never imports pygls or lsprotocol. Public interface: ``Region``, ``language_for``,
``find_regions``, ``RegionTracker``, ``notebook_cells`` (and ``SCOPES``).

The languages, their names and the backend that reads each are in one table,
``languages.LANGUAGES``. The backends: tree-sitter (``parsing.py`` parses, ``treesitter.py``
collects with the queries in ``queries/*.scm``, with own collectors for Markdown and
reStructuredText in ``markdown.py`` and ``rst.py``), Pygments (``pygments_regions.py``: R, LaTeX
and any language Pygments has a lexer for), plain text (every paragraph is a prose region) and
notebooks (``notebook.py``: each cell in its language, mapped back into the JSON text). ``RegionTracker`` (``tracker.py``) keeps the
regions of an open document current across edits, incrementally for tree-sitter languages: its
state (``state.py``: the text, its tree, the ``RegionList`` of ``region_list.py`` that moves the
regions after an edit lazily), the edits that skip the re-parse (``deferred.py``), the Python
windows re-parsed on their own (``python_windows.py``), and the window re-read after a re-parse
(``window.py``, also ``regions_around`` for the first hover).

The modules import each other directly, never this package (which imports them).

Scopes: "prose" (comments, docstrings, documentation text), "strings" (also every string
literal, kind "string"), "everywhere" (the gaps between those filled with kind "code" regions).
Language keys come from ``language_for``; ``None`` or an unknown key gives no regions.
"""

from ai_glossary.core.detection.regions.finder import SCOPES, find_regions
from ai_glossary.core.detection.regions.languages import language_for
from ai_glossary.core.detection.regions.model import Region
from ai_glossary.core.detection.regions.notebook import notebook_cells
from ai_glossary.core.detection.regions.tracker import RegionTracker

__all__ = ["Region", "RegionTracker", "SCOPES", "find_regions", "language_for", "notebook_cells"]
