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
from operator import attrgetter

from ai_glossary.core.detection.regions.model import Region

# a code generator's marker: "+" then a lower-case name, then ":" or "=" or nothing more on the line
_MARKER = re.compile(r"\+[a-z][\w.-]*(?:[:=]|\Z)")
# a compiler directive: "//go:" with no space, then a lower-case name ("//go:generate", "//go:build")
_DIRECTIVE = re.compile(r"go:[a-z]")
_LANGUAGE = attrgetter("language")


def _read_by_a_tool(text: str, a: int, b: int) -> bool:
    first = text[a]
    if first == "+":
        return _MARKER.match(text, a, b) is not None
    return first == "g" and text.startswith("//", a - 2, a) and _DIRECTIVE.match(text, a, b) is not None


def drop_tool_comments(text: str, regions: list[Region]) -> list[Region]:
    """``regions`` without the pieces of Go comments that a tool reads; a region left with no piece is
    dropped. Each piece (one line) is judged alone, so a window of the text gives the same answer."""
    if "go" not in map(_LANGUAGE, regions):  # at C speed: most documents hold no Go
        return regions
    out: list[Region] = []
    for r in regions:
        if r.kind == "comment" and r.language == "go":
            kept = tuple(p for p in r.pieces if not _read_by_a_tool(text, *p))
            if not kept:
                continue
            if len(kept) != len(r.pieces):
                r = Region(r.start, r.end, r.kind, kept, r.language)
        out.append(r)
    return out
