"""Scopes (core/detection/scopes.py): an enum that is also the string the settings, the command
line and JSON use."""

import json

from ai_glossary.core.detection.scopes import SCOPES, Scope


def test_a_scope_is_the_string_it_is_spelled_as():
    assert SCOPES == ("prose", "strings", "everywhere")
    assert Scope.PROSE == "prose" and "everywhere" == Scope.EVERYWHERE
    assert Scope("strings") is Scope.STRINGS
    assert "strings" in set(Scope) and Scope.PROSE in SCOPES


def test_a_scope_prints_formats_and_serializes_as_its_name():
    assert str(Scope.PROSE) == "prose"
    assert f"{Scope.STRINGS}" == "strings" and "{:>8}".format(Scope.PROSE) == "   prose"
    assert json.dumps({"scope": Scope.EVERYWHERE}) == '{"scope": "everywhere"}'
