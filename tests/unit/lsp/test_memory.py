"""Freed memory given back to the system after a reload (lsp/memory.py)."""

import sys

import pytest

from ai_glossary.lsp import memory


def test_on_linux_with_glibc_the_free_pages_are_given_back():
    if not sys.platform.startswith("linux"):
        pytest.skip("malloc_trim is glibc's")
    assert memory.release_free_memory() is True


def test_elsewhere_it_does_nothing(monkeypatch):
    memory._malloc_trim.cache_clear()
    monkeypatch.setattr(sys, "platform", "darwin")
    try:
        assert memory.release_free_memory() is False
    finally:
        memory._malloc_trim.cache_clear()
