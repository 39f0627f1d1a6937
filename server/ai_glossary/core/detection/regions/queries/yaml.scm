(comment) @comment

; --- scope "strings" only ---
[(double_quote_scalar) (single_quote_scalar) (block_scalar)] @string
; plain scalars only as values, not keys
(block_mapping_pair value: (flow_node (plain_scalar) @string))
(block_sequence_item (flow_node (plain_scalar) @string))
