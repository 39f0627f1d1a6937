"""The glossary coming in: files on disk, safe YAML with positions, schema, parse, merge, the
built-in data and its cache, and the store that keeps the last good version of every user file."""
