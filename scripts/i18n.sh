#!/usr/bin/env bash
# The server's message catalogs, with Babel (pip install babel; it is in the "test" extra):
#   bash scripts/i18n.sh             extract the messages, update every catalog, compile them
#   bash scripts/i18n.sh init LANG   start the catalog of a new language (then run it again)
# The compiled .mo files and locale/coverage.json are committed (docs/translating.md says why);
# tests/unit/core/test_catalogs.py fails when they are not what this script makes of the .po files.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
LOCALE=server/ai_glossary/locale
POT=$LOCALE/ai_glossary.pot
pybabel() { "$PY" -c 'import sys; from babel.messages.frontend import main; sys.argv[0] = "pybabel"; main()' "$@"; }

if [ "${1:-}" = init ]; then
  pybabel init -i "$POT" -d "$LOCALE" -D ai_glossary -l "$2"
  exit 0
fi
pybabel extract --no-default-keywords -k N_ -k NP_:1,2 --add-location file --sort-by-file --omit-header \
  --project ai-glossary -o "$POT" server/ai_glossary
pybabel update -i "$POT" -d "$LOCALE" -D ai_glossary --no-fuzzy-matching --ignore-obsolete --ignore-pot-creation-date
pybabel compile -d "$LOCALE" -D ai_glossary --statistics
"$PY" scripts/catalog_coverage.py "$LOCALE" > "$LOCALE/coverage.json"
