"""Print how complete the server's message catalogs are, as JSON (``locale/coverage.json``).

``{"messages": <messages in the template>, "languages": {tag: <of them translated>}}`` (a tag such as
``zh-Hans``, the folder `zh_Hans` spelled as a language tag): read by
``ai-glossary stats`` without Babel at run time. ``scripts/i18n.sh`` writes it; a test checks it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from babel.messages.pofile import read_po


def coverage(locale_dir: Path) -> dict:
    with open(locale_dir / "ai_glossary.pot", "rb") as fh:
        template = {m.id for m in read_po(fh) if m.id}
    languages = {}
    for po in sorted(locale_dir.glob("*/LC_MESSAGES/ai_glossary.po")):
        with open(po, "rb") as fh:
            translated = {m.id for m in read_po(fh) if m.id and m.string and not m.fuzzy}
        languages[po.parent.parent.name.replace("_", "-")] = len(template & translated)  # the tag: zh_Hans -> zh-Hans
    return {"messages": len(template), "languages": languages}


if __name__ == "__main__":
    print(json.dumps(coverage(Path(sys.argv[1])), indent=2, sort_keys=True))
