(comment) @comment

; --- scope "strings" only ---
(string_literal) @string
