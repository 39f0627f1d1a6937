(comment) @comment

; --- scope "strings" only ---
[(string) (heredoc_body)] @string
