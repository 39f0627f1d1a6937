"""What the reader sees: rendered definitions, look-up by term, and completion."""
