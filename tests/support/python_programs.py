"""Seeded random Python programs full of the strings and comments a lexer gets wrong: every
prefix, one-line and triple quotes, escapes, f-string fields (conversions, nested format specs,
escaped braces), implicit concatenation, strings at the start of lines inside brackets, attribute
docstrings, one-line blocks, annotations, backslash continuations, trailing commas, CRLF line
ends and shebangs. Not every program is valid Python; callers keep the ones ``ast.parse`` accepts."""

from __future__ import annotations

import random

WORDS = ("gradient descent attention head token model # the a {b} {{c}} \\n \\\\ \\' \\\" >>> ... :: "
         "``` é 😀").split()
PREFIXES = ("", "", "", "r", "b", "u", "f", "rb", "Rb", "F", "fr", "rf", "BR")
FIELDS = ("{x}", "{x!r:>{w}}", "{d['k']}", "{x:#x}", "{{lit}}", "{x}}}", "{{{x}}}", "")
HEADERS = ("def f(a):", "class A(B):", "if x:", "for i in y:", "with a as b:", "async def g():", "try:")


def _words(rng: random.Random, n: int = 4) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(0, n)))


def string(rng: random.Random, triple: bool = True) -> str:
    prefix = rng.choice(PREFIXES)
    quote = rng.choice(["'", '"'] + (["'''", '"""'] if triple else []))
    body = _words(rng)
    if len(quote) == 3 and rng.random() < 0.6:
        body = "\n".join(_words(rng) for _ in range(rng.randint(1, 4)))
        if rng.random() < 0.3:
            body += "\n    >>> x = 1\n    Example::\n\n        code"
    if "r" in prefix.lower() and rng.random() < 0.5:
        body = body.replace("\\", "")
    if "f" in prefix.lower():
        body += rng.choice(FIELDS)
    if "b" in prefix.lower():
        body = body.encode("ascii", "ignore").decode()
    body = body.replace(quote[0], "")
    if body.endswith("\\"):
        body += " "
    return prefix + quote + body + quote


def expression(rng: random.Random, depth: int = 0) -> str:
    r = rng.random()
    if r < 0.3:
        return string(rng)
    if r < 0.4:  # implicit concatenation
        return string(rng) + rng.choice([" ", "\n", " \\\n"]) + string(rng)
    if r < 0.5 and depth < 3:  # brackets over lines: strings that start a line but no statement
        sep = rng.choice([", ", ",\n    ", "\n    , ", ",  # c\n  "])
        opener, closer = rng.choice(["()", "[]", "{}"])
        items = sep.join(expression(rng, depth + 1) for _ in range(rng.randint(1, 3)))
        return opener + rng.choice(["\n", ""]) + items + rng.choice(["", ",", "\n"]) + closer
    if r < 0.6:
        return "x" + rng.choice([" + ", " % ", " if y else "]) + expression(rng, depth + 1)
    return rng.choice(["x", "1", "f(y)", "a.b", "None"])


def simple_statement(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.3:
        return string(rng) + rng.choice(["", "", ",", "  # after", " ;x = 1"])
    if r < 0.5:
        return rng.choice(["x", "self.x", "y: int", "z: 'T'"]) + " = " + expression(rng)
    if r < 0.6:
        return "x: " + string(rng, triple=False)
    if r < 0.7:
        return "f(" + expression(rng) + ")"
    if r < 0.8:
        return "x = \\\n    " + expression(rng)
    if r < 0.9:
        return "print(" + string(rng) + ")"
    return "pass"


def block(rng: random.Random, indent: int = 0, depth: int = 0) -> list[str]:
    lines: list[str] = []
    pad = " " * indent
    for _ in range(rng.randint(1, 5)):
        r = rng.random()
        if r < 0.15:
            lines.append(pad + "#" + rng.choice(["", " ", "!"]) + _words(rng))
        elif r < 0.2:
            lines.append("")
        elif r < 0.35 and depth < 3:
            header = rng.choice(HEADERS)
            if rng.random() < 0.2 and header != "try:":
                lines.append(pad + header + " " + simple_statement(rng))
                continue
            lines.append(pad + header + rng.choice(["", "  # h"]))
            lines.extend(block(rng, indent + 4, depth + 1))
            if header == "try:":
                handler = rng.choice(["except E:", "except:", "finally:"])
                if rng.random() < 0.3:  # a one-line handler
                    lines.append(pad + handler + " " + simple_statement(rng))
                else:
                    lines.append(pad + handler)
                    lines.extend(block(rng, indent + 4, depth + 1))
        else:
            lines.append(pad + simple_statement(rng) + rng.choice(["", "", "  # tail", " \t"]))
    return lines


def program(rng: random.Random) -> str:
    text = "\n".join(block(rng)) + rng.choice(["", "\n"])
    if rng.random() < 0.1:
        text = "#!/usr/bin/env python\n" + text
    if rng.random() < 0.1:
        text = text.replace("\n", "\r\n")
    return text
