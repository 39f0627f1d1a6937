"""Which parts of a document are prose: comments, docstrings and documentation text.

Pure Python; never imports pygls or lsprotocol. Public interface: ``Region``, ``language_for``,
``find_regions``, ``RegionTracker``, ``notebook_cells`` (and ``SCOPES``).

Parsers per language (no hand-written comment regexes; regexes only strip markers and quotes):

- tree-sitter (grammar wheels, offline, loaded lazily; queries compiled once per language per
  process), incremental in ``RegionTracker``: python (comments + module/class/function
  docstrings), javascript (also jsx), typescript, tsx, java, kotlin, scala, c, cpp, cuda, csharp,
  go, rust, swift, ruby, php, lua, bash, julia, sql, yaml, toml, dockerfile, make, html (comments,
  and text outside code-like elements), xml, css, haskell, json/jsonc.
- tree-sitter with own collectors: markdown (``markdown.py``: block + inline grammars) and rst
  (``rst.py``; its incremental re-parse is unreliable, so the tracker re-parses RST fully).
- Pygments (``pygments_regions.py``, tokens ``Comment.*``/``String.Doc``/``String.*``): r, latex
  (text and comments are prose; commands, math and verbatim/math environments are not),
  objective-c, and any other language Pygments has a lexer for (``language_for`` falls back to
  Pygments' lookup by name and by file name: perl, matlab, fortran, elixir, cmake, ...).
- plaintext: every paragraph is a prose region. ipynb (a notebook's JSON text): each cell is
  scanned in its language and the pieces are mapped back into the JSON text.

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
