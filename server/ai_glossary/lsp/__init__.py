"""The LSP layer: pygls server, handlers and position conversion."""
