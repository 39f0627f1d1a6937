; The block grammar (see markdown.py). Inline nodes and table cells are prose; fences are scanned in
; their language, HTML blocks as HTML. An indented code block right after a paragraph is looked at
; (markdown.py, _indented_regions). YAML front matter is looked at too (markdown.py, _metadata_regions).
(inline) @inline
(pipe_table_cell) @inline
(fenced_code_block) @fence
(html_block) @html
(indented_code_block) @indented
(minus_metadata) @metadata
