"""Comments that a tool reads, not a person: Go's compiler directives and code generators' markers.

A Go file's ``//go:generate mockgen ...`` or ``//go:build linux`` speaks to the toolchain, and the
markers of Kubernetes code generators, on every API type of an operator (Kubeflow's training and MPI
operators, KServe, LeaderWorkerSet), speak to controller-gen and deepcopy-gen:
``// +kubebuilder:validation:Enum=nccl;gloo;mpi``, ``// +k8s:deepcopy-gen:interfaces=...``, a lone
``// +optional``. Their words are the tools' names, options and values ("k8s", "mpi"), so such a line
holds no prose. A person's comment starts with a word or a space after its marker ("// + the rest",
"// go: the language").
"""

from __future__ import annotations

import re

from ai_glossary.core.detection.regions.model import Span

# a code generator's marker: "+" then a lower-case name, then ":" or "=" or nothing more on the line
_MARKER = re.compile(r"\+[a-z][\w.-]*(?:[:=]|\Z)")
# a compiler directive: "//go:" with no space, then a lower-case name ("//go:generate", "//go:build")
_DIRECTIVE = re.compile(r"go:[a-z]")


def read_by_a_tool(text: str, a: int, b: int) -> bool:
    """Is the comment line whose words are ``text[a:b]`` (its ``//`` stripped) a marker or a directive?"""
    first = text[a]
    if first == "+":
        return _MARKER.match(text, a, b) is not None
    return first == "g" and text.startswith("//", a - 2, a) and _DIRECTIVE.match(text, a, b) is not None


def go_comment_pieces(text: str, pieces: list[Span]) -> list[Span]:
    """The pieces of a Go comment (one a line) without those a tool reads. Each line is judged alone,
    so a window of the text gives the same answer; asked only of Go's comments, so a document in any
    other language pays nothing."""
    return [p for p in pieces if not read_by_a_tool(text, *p)]
