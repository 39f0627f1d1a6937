"""The glossary coming in, pure data and no LSP:

- ``model``      Concept, Glossary, ``form_key`` (how forms are compared)
- ``problems``   Problem (``path:line:col: message``), GlossaryLoadError
- ``files``      finding and reading user glossary files, the size limit
- ``yaml_nodes`` safe YAML with positions; ``schema`` JSON Schema checks with readable messages
- ``parse``      one file's text -> ParsedFile (``parsed``: ParsedFile, the ConceptCache), choosing how
                 ``reading.FileReading`` reads it: the whole text or a ``splice``; ``concept_build``
                 one concept's mapping -> Concept; ``positions`` where its parts were written;
                 ``limits`` the forms a concept and a file may give
- ``merge``      files over a base, cross-file checks
- ``load``       ``load(base, paths, overrides)``, the one way user files come in; ``check_paths``
- ``builtin``    the built-in data and its JSON cache (``load_builtin``); ``package_files`` the
                 files shipped in the package (the data, the schema) and their stamps
- ``export``     a concept as JSON data and back
- ``store``      ``load`` plus the last good version of every user file and the concepts read last
                 time (the language server's)
"""
