(comment) @comment

; --- scope "strings" only ---
[(string) (encapsed_string) (heredoc) (nowdoc)] @string
