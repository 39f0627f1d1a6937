(comment) @comment

; --- scope "strings" only ---
(string) @string
