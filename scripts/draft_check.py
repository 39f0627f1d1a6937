"""Quick self-check for glossary YAML drafts (used while writing content).

Usage: python scripts/draft_check.py glossary_data/concepts/FILE.yaml [...]
Checks: schema, required languages, sentence count, langid language guess.
The real validator is `ai-glossary check`; this is a stop-gap for authors.
"""
import json, re, sys, pathlib
import yaml, jsonschema, langid

ROOT = pathlib.Path(__file__).resolve().parents[1]
schema = json.loads((ROOT / "server/ai_glossary/schema/glossary.schema.json").read_text())
langid.set_languages(["en", "fr", "nl", "bn"])
bad = 0
for path in sys.argv[1:]:
    data = yaml.safe_load(open(path, encoding="utf-8"))
    for err in jsonschema.Draft202012Validator(schema).iter_errors(data):
        print(f"{path}: schema: {list(err.absolute_path)}: {err.message}"); bad += 1
    for c in data.get("concepts", []):
        for lang in ("en", "fr", "nl", "bn"):
            text = c.get("definitions", {}).get(lang)
            if not text:
                print(f"{path}: {c['id']}: missing definition {lang}"); bad += 1; continue
            guess = langid.classify(text)[0]
            if guess != lang:
                print(f"{path}: {c['id']}: {lang} definition identified as {guess}"); bad += 1
            n = len([s for s in re.split(r"(?<=[.!?।])\s+", text.strip()) if s])
            if n > 3:
                print(f"{path}: {c['id']}: {lang} definition has {n} sentences"); bad += 1
print("problems:", bad)
