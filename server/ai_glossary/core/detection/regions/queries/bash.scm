(comment) @comment

; --- scope "strings" only ---
[(string) (raw_string) (ansi_c_string) (heredoc_body)] @string
