"""Built-in glossary data (YAML)."""
