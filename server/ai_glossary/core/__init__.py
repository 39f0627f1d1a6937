"""The pure core: glossary, regions, matching and rendering. Never imports pygls."""
