(comment) @comment

; --- scope "strings" only ---
[(string_literal) (raw_string_literal)] @string
