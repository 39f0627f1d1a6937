(comment) @comment

; --- scope "strings" only ---
[(interpreted_string_literal) (raw_string_literal)] @string
