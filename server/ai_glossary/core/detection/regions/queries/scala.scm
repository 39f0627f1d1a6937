[(comment) (block_comment)] @comment

; --- scope "strings" only ---
[(string) (interpolated_string)] @string
