"""Where terms are looked for: "prose" (comments, docstrings, documentation text), "strings" (also
string literals), "everywhere" (code too).

A module of its own, outside ``regions``: the settings and the CLI's argument parser need the names
at start-up, and importing ``regions`` loads the whole region finder (~20 ms).
"""

SCOPES = ("prose", "strings", "everywhere")
