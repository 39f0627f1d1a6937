"""Go comments that a tool reads hold no prose (``tool_comments.drop_tool_comments``): a Kubernetes code
generator's markers and Go's compiler directives; a person's comment beside them stays prose."""

from __future__ import annotations

import pytest
from support.regions_helpers import check_invariants, found

from ai_glossary.core.detection.regions import RegionTracker, find_regions

OPERATOR_TYPES = """package v1

// MPIJob runs an MPI program, its workers talking over NCCL.
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +kubebuilder:validation:Enum=nccl;gloo;mpi
// +kubebuilder:object:root=true
// +optional
type MPIJob struct {
\t// Backend names the collective library. +listType=atomic
\tBackend string `json:"backend"`
}

//go:generate mockgen -source=nccl.go -destination=mock_nccl.go
func run() {}
"""


def test_markers_and_directives_are_no_prose_and_the_sentences_beside_them_are():
    regions = find_regions(OPERATOR_TYPES, "go", "prose")
    check_invariants(OPERATOR_TYPES, regions)
    assert found(OPERATOR_TYPES, regions, "MPIJob runs an MPI program, its workers talking over NCCL.")
    assert found(OPERATOR_TYPES, regions, "Backend names the collective library. +listType=atomic")
    for marker in ("k8s:deepcopy-gen", "Enum=nccl;gloo;mpi", "object:root", "+optional", "mockgen"):
        assert not found(OPERATOR_TYPES, regions, marker), marker


@pytest.mark.parametrize("comment", [
    "// + the rest of the batch goes over NCCL",  # a plus, then a space: a person's list or sum
    "// go: the language, not a directive, and NCCL",  # a space after "//"
    "// +1 for NCCL here",  # a number, not a name
    "// +NCCL backs this",  # a capital: no generator's marker
])
def test_a_persons_comment_that_starts_like_one_stays_prose(comment):
    text = f"package main\n\n{comment}\nfunc main() {{}}\n"
    regions = find_regions(text, "go", "prose")
    assert found(text, regions, "NCCL"), comment


def test_the_same_markers_in_another_language_are_left_to_it():
    """Only Go has these tools; a C comment that starts "+name:" is read as written."""
    text = "/* +backend:nccl is the default */\nint x;\n"
    assert found(text, find_regions(text, "c", "prose"), "+backend:nccl")


def test_typing_a_marker_into_an_open_document_drops_its_line_as_a_fresh_scan_does():
    """Letters typed after a lone "+" make a marker ("+optional"): no update keeps it as prose."""
    text = "package v1\n\n// The backend is NCCL.\n// +\ntype A struct{}\n"
    tracker = RegionTracker(text, "go", "prose")
    at = text.index("// +") + len("// +")
    for letter in "optional":
        tracker.update([(at, at, letter)])
        at += 1
        assert tracker.regions == find_regions(tracker.text, "go", "prose")
    assert not found(tracker.text, tracker.regions, "+optional")
    assert found(tracker.text, tracker.regions, "The backend is NCCL.")
