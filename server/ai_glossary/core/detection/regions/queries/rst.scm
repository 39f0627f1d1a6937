; See rst.py: directives are prose (admonitions), code in a language (code-block) or neither.
[(paragraph) (title) (term)] @prose
(comment) @comment
(directive) @directive
