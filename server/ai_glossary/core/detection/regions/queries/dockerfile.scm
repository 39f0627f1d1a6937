(comment) @comment

; --- scope "strings" only ---
[(double_quoted_string) (single_quoted_string) (json_string)] @string
