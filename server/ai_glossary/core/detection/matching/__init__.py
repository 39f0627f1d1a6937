"""Finding glossary terms in prose: what is compiled of each concept (``compiled``, from the
``spellings`` of its forms and its ``identifiers``), the automaton over all of them and the scan
(``matcher``), where a word ends (``word_ends``), code written in prose that is not a mention
(``not_mentions``), a long line matched again near an edit (``long_lines``), the concepts joined
into one table (``join``), and the compiled built-in concepts and their joined table kept on disk
(``matcher_cache``, ``joined_cache``). A match is a :class:`~.candidates.Candidate`."""
