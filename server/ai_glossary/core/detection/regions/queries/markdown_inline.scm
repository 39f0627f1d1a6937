; The inline grammar (see markdown.py): what is cut out of a prose piece, code spans whole.
[(code_span) (link_destination) (link_title) (uri_autolink) (email_autolink) (html_tag)
 (emphasis_delimiter) (latex_block) (link_label) (backslash_escape) (entity_reference)
 (numeric_character_reference) (hard_line_break)] @x
(inline_link ["[" "]" "(" ")"] @x)
; an image is cut out whole: its alt text is shown only when the image is not, like an HTML alt
(image) @x
(full_reference_link ["[" "]"] @x)
(collapsed_reference_link ["[" "]"] @x)
(shortcut_link ["[" "]"] @x)
