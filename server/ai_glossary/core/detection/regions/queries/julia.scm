[(line_comment) (block_comment)] @comment

; --- scope "strings" only ---
[(string_literal) (prefixed_string_literal)] @string
