; The inline grammar (see markdown.py): what is cut out of a prose piece. @code spans that only
; name a term lose just their backticks.
(code_span) @code
[(link_destination) (link_title) (uri_autolink) (email_autolink) (html_tag)
 (emphasis_delimiter) (latex_block) (link_label) (backslash_escape) (entity_reference)
 (numeric_character_reference) (hard_line_break)] @x
(inline_link ["[" "]" "(" ")"] @x)
(image ["!" "[" "]" "(" ")"] @x)
(full_reference_link ["[" "]"] @x)
(collapsed_reference_link ["[" "]"] @x)
(shortcut_link ["[" "]"] @x)
