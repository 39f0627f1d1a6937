; text outside code-like elements is documentation text (see grammar_rules.html_accept)
(comment) @comment
(text) @prose
