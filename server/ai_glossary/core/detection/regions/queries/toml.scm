(comment) @comment

; --- scope "strings" only ---
; values, not keys
(pair (string) @string)
