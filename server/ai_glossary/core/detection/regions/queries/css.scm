[(comment) (js_comment)] @comment

; --- scope "strings" only ---
(string_value) @string
