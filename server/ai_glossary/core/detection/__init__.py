"""Where the prose of a document is (``regions``) and which glossary terms it mentions: text
helpers, the term matcher, the evidence for ambiguous forms, and the per-document analysis."""
