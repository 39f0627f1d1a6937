[(comment) (haddock)] @comment

; --- scope "strings" only ---
(string) @string
