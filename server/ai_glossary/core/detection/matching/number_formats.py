"""The spelled-out names of a floating-point format
(docs/detection.md, "Word formation in French, Dutch, German and Spanish").

Translators and writers spell "FP16" out: "virgule flottante 16 bits", "nombres à virgule
flottante sur 16 bits", "flottants de 16 bits", "16-bits drijvende komma", "16-bits zwevende
komma", "16-bits floating point", "16-bit floating point" (in Dutch text too: a
hyphen ends it, "16-bit floating point-getallen"),
"16-Bit-Gleitkommazahlen", "coma flotante de 16 bits", "16-bit floating point". A concept whose
term or alias is a floating-point format of N bits (``FP16``, ``float16``, ``FP8``, ``float32``)
matches these names of N bits in each language, made here by rule rather than listed per format.
A name with no width ("virgule flottante", "floating point") names no format, and matches nothing.
A float's name is also written with its width apart ("la précision *bfloat 16*", "float 32"): the
words "float" and "bfloat" say what the number is (:func:`width_apart`).
"""

from __future__ import annotations

import re
from typing import Iterable

# FP16, fp8, float16, Float32: the forms that say a concept is an N-bit floating-point format
_FLOAT_FORM = re.compile(r"(?:fp|float)(\d{1,2})", re.IGNORECASE)

# Spelled-out names per language; {n} is the width. Hyphens and spaces are one (the matcher's
# spelling variants): "16-bits drijvende komma" is also "16 bits drijvende komma".
_PATTERNS: tuple[tuple[str | None, tuple[str, ...]], ...] = (
    (None, ("{n}-bit floating point", "{n}-bit floating-point", "{n}-bit float")),
    ("fr", ("virgule flottante {n} bits", "virgule flottante sur {n} bits", "virgule flottante de {n} bits",
            "virgule flottante à {n} bits", "{n} bits à virgule flottante", "flottant {n} bits", "flottants {n} bits",
            "flottants sur {n} bits", "flottant de {n} bits", "flottants de {n} bits")),
    # "zwevende komma" is the other Dutch name of the floating point (Dutch Wikipedia: "Zwevendekommagetal"),
    # and translations leave "floating point" in English after the Dutch "16-bits"; the number written
    # before its point as translations turn "16-bit floating point numbers" ("16-bits getallen met
    # drijvende komma"), and the float of the English name with its Dutch plural ("32-bits floats")
    ("nl", ("{n}-bits drijvende komma", "{n}-bit drijvende komma", "drijvende komma van {n} bits",
            "{n}-bits drijvendekommagetal", "{n}-bits zwevende komma", "{n}-bit zwevende komma",
            "zwevende komma van {n} bits", "{n}-bits zwevendekommagetal", "{n}-bits floating point",
            "{n}-bits drijvende-kommagetal", "{n}-bits drijvende-kommagetallen", "{n}-bits getal met drijvende komma",
            "{n}-bits getallen met drijvende komma", "{n}-bits float", "{n}-bits floats",
            # the format named as German names it ("Gleitkommaformat")
            "{n}-bits drijvendekommaformaat", "{n}-bits zwevendekommaformaat")),
    ("de", ("{n}-Bit-Gleitkomma", "{n}-Bit-Gleitkommazahl", "{n}-Bit-Gleitkommaformat", "Gleitkommazahl mit {n} Bit",
            "Gleitkommazahlen mit {n} Bit", "{n}-Bit-Float")),
    ("es", ("coma flotante de {n} bits", "punto flotante de {n} bits", "{n} bits de punto flotante",
            "{n} bits de coma flotante", "flotante de {n} bits")),
)


def float_width(forms: Iterable[str]) -> int | None:
    """The width in bits of the floating-point format that one of ``forms`` names, or None."""
    for form in forms:
        match = _FLOAT_FORM.fullmatch(form)
        if match is not None:
            return int(match.group(1))
    return None


def spelled_out_names(forms: Iterable[str]) -> list[tuple[str, str | None]]:
    """(name, language) of each spelled-out name of the format that ``forms`` (a concept's term and
    aliases) name; language None for English, which counts in every language."""
    width = float_width(forms)
    if width is None:
        return []
    return [(pattern.format(n=width), lang) for lang, patterns in _PATTERNS for pattern in patterns]


# bfloat16, float16, Float32: a float's name, whose width is also written apart ("bfloat 16")
_FLOAT_NAME = re.compile(r"(b?float)(\d{1,2})", re.IGNORECASE)


def width_apart(form: str) -> list[str]:
    """The float's name ``form`` with its width written apart ("bfloat16" -> "bfloat 16"), or none.
    Only the names that spell "float": "FP 16" and "BF 16" are letters and a number of anything."""
    match = _FLOAT_NAME.fullmatch(form)
    return [f"{match.group(1)} {match.group(2)}"] if match is not None else []
