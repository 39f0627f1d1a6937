[(comment) (multiline_comment)] @comment

; --- scope "strings" only ---
[(line_string_literal) (multi_line_string_literal) (raw_string_literal)] @string
