(comment) @comment

; --- scope "strings" only ---
; values, not keys
(pair value: (string) @string)
(array (string) @string)
