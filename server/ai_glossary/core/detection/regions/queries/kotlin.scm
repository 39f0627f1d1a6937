[(line_comment) (block_comment)] @comment

; --- scope "strings" only ---
[(string_literal) (multiline_string_literal)] @string
