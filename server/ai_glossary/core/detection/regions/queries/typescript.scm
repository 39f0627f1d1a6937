[(comment) (html_comment)] @comment

; --- scope "strings" only ---
[(string) (template_string)] @string
