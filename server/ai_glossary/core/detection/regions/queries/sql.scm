; block comments are "marginalia"
[(comment) (marginalia)] @comment

; --- scope "strings" only ---
; only quoted literals (see grammar_rules.sql_accept): not numbers or keywords
(literal) @string
