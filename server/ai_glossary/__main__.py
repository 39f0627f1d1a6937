from ai_glossary.cli import run

run()
