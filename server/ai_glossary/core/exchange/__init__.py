"""The glossary in other tools' formats, out and in (``ai-glossary export`` / ``import``).

- :mod:`.entries`    the fields every format carries (an *entry*: a concept's own fields as plain
                     data), notices of what an import could not map, and the YAML an import writes
- :mod:`.csv_format` one row per concept with a column per language (Phrase, Google equivalent-term
                     sets), and two-column source/target files (DeepL, Google unidirectional)
- :mod:`.tbx_read`   TBX v2 (``martif``) and v3 (ISO 30042:2019, DCA and DCT styles), parsed with
                     defusedxml: no entity expansion, no external entities, no network
- :mod:`.tbx_write`  TBX-Basic v3 (DCA)
- :mod:`.skos`       SKOS in Turtle or RDF/XML, through rdflib

Pure: nothing here reads or writes files; the CLI does (atomically, and never after an error).
"""
