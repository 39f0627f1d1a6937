; text outside code-like elements is documentation text (see treesitter.html_accept)
(comment) @comment
(text) @prose
