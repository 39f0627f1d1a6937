"""Subcommands of the ai-glossary command line (mounted by ai_glossary.cli)."""
