"""The pure core: never imports pygls or lsprotocol.

- ``glossary/``  the data coming in (files, YAML, schema, parse, merge, built-in cache, store)
- ``detection/`` where the prose is and which terms it mentions (text, matcher, evidence, regions)
- ``reader/``    what the reader sees (render, look-up, completion)
- ``options``, ``snapshot``, ``documents``, ``service``, ``scan``: what the front ends (``cli``,
  ``lsp``) call.
"""
