"""Where the prose of a document is (``regions``) and which glossary terms it mentions: text
helpers, the term matcher (``matching``), the language of a region (``prose_language``), the senses
of ambiguous forms (``sense_cues``, ``document_context``, ``senses``), and the per-document
analysis."""
