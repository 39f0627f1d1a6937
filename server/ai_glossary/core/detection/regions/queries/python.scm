; Comments, and docstrings: every string that is a statement on its own. That covers module,
; class and function docstrings, attribute docstrings (PEP 257/PEP 224, used by Sphinx autodoc) and
; bare string blocks used as comments. Being a docstring then does not depend on the position of
; the statement, so an edit elsewhere cannot turn a string into a docstring.
(comment) @comment
(expression_statement . (string) @docstring .)

; --- scope "strings" only ---
(string) @string
