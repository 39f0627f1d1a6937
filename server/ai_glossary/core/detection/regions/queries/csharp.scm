(comment) @comment

; --- scope "strings" only ---
[(string_literal) (verbatim_string_literal) (raw_string_literal)
 (interpolated_string_expression)] @string
