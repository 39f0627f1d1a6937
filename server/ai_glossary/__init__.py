"""AI Glossary: a language server for AI/ML jargon."""

__version__ = "0.1.0"
