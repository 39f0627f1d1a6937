#!/usr/bin/env python3
"""Copy editor setup snippets (files under editors/) verbatim into Markdown docs.

A doc marks an included file like this; everything between the markers is regenerated:

    <!-- include: editors/emacs/ai-glossary-eglot.el -->
    ```elisp
    ...file content...
    ```
    <!-- end include -->

Usage: python scripts/sync_editor_docs.py [--check] [DOC ...]   (default: docs/editors.md)
--check exits 1 (and names the files) when a doc differs from its snippets; tests run it so the
documented setup and the tested setup cannot drift.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DOCS = [ROOT / "docs" / "editors.md", ROOT / "editors" / "neovim" / "README.md"]
FENCE_LANG = {".el": "elisp", ".vim": "vim", ".toml": "toml", ".json": "jsonc", ".lua": "lua",
              ".sublime-settings": "jsonc", ".sh": "sh", ".rs": "rust"}
INCLUDE = re.compile(
    r"(?P<open><!-- include: (?P<path>[^ ]+) -->\n)(?P<body>.*?)(?P<close><!-- end include -->)", re.S
)


def render(doc: Path) -> str:
    text = doc.read_text(encoding="utf-8")

    def block(m: re.Match) -> str:
        path = ROOT / m["path"]
        if not path.is_file():
            raise SystemExit(f"{doc.relative_to(ROOT)}: included file not found: {m['path']}")
        content = path.read_text(encoding="utf-8")
        if not content.endswith("\n"):
            content += "\n"
        lang = next((v for k, v in FENCE_LANG.items() if path.name.endswith(k)), "")
        fence = "````" if "```" in content else "```"
        return f"{m['open']}{fence}{lang}\n{content}{fence}\n{m['close']}"

    return INCLUDE.sub(block, text)


def main(argv: list[str]) -> int:
    check = "--check" in argv
    docs = [Path(a).resolve() for a in argv if a != "--check"] or [d for d in DEFAULT_DOCS if d.exists()]
    stale = []
    for doc in docs:
        new = render(doc)
        if new != doc.read_text(encoding="utf-8"):
            stale.append(doc)
            if not check:
                doc.write_text(new, encoding="utf-8")
    if check and stale:
        names = ", ".join(str(d.relative_to(ROOT)) for d in stale)
        print(f"out of date with editors/ snippets: {names}; run: python scripts/sync_editor_docs.py")
        return 1
    for doc in stale:
        print(f"updated {doc.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
