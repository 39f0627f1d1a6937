"""Benchmarks: each module prints its figures beside a baseline's, in one run (not tests).

Run from the repository root as ``python -m bench.<name>``; ``bench/README.md`` lists them.
Shared helpers are in :mod:`bench.lib`.
"""
