"""Glossary entries as SKOS (Turtle or RDF/XML), through rdflib.

A ``skos:ConceptScheme`` holds one ``skos:Concept`` per entry (IRI: the scheme's base + the id):
``skos:prefLabel`` per language (the display name; English: the term), ``skos:altLabel`` for
the other names and the aliases (English), ``skos:definition`` and ``skos:scopeNote`` (the
summary) per language, ``skos:related`` between concepts, ``dcterms:subject`` for tags and
``rdfs:seeAlso`` for references (with their title as ``dcterms:title``). Read back, a file
written by another tool maps the same properties; ``skos:hiddenLabel`` (match-only forms)
become aliases, and other properties are reported.

Parsing never fetches anything: rdflib reads the given bytes only.
"""

from __future__ import annotations

from typing import Any, Iterable

from ai_glossary.core.exchange.entries import EN, ExchangeError, Notice, concept_id, empty_entry, language_tag

DEFAULT_BASE = "https://ai-glossary.invalid/concept/"
FORMATS = {"turtle": "turtle", "ttl": "turtle", "xml": "xml", "rdfxml": "xml", "rdf": "xml"}


def to_skos(entries: Iterable[dict[str, Any]], syntax: str = "turtle", base: str = DEFAULT_BASE) -> str:
    from rdflib import RDF, RDFS, Graph, Literal, Namespace, URIRef
    from rdflib.namespace import DCTERMS, SKOS

    graph = Graph()
    graph.bind("skos", SKOS)
    graph.bind("dcterms", DCTERMS)
    ns = Namespace(base)
    scheme = URIRef(base.rstrip("/"))
    graph.add((scheme, RDF.type, SKOS.ConceptScheme))
    graph.add((scheme, DCTERMS.title, Literal("AI Glossary", lang=EN)))
    for e in entries:
        node = ns[e["id"]]
        graph.add((node, RDF.type, SKOS.Concept))
        graph.add((node, SKOS.inScheme, scheme))
        graph.add((node, SKOS.notation, Literal(e["id"])))
        graph.add((node, SKOS.prefLabel, Literal(e["term"], lang=EN)))
        for alias in e["aliases"]:
            graph.add((node, SKOS.altLabel, Literal(alias, lang=EN)))
        for lang, names in e["names"].items():
            for i, name in enumerate(names):
                prop = SKOS.prefLabel if i == 0 and lang != EN else SKOS.altLabel
                graph.add((node, prop, Literal(name, lang=lang)))
        for lang, text in e["definitions"].items():
            graph.add((node, SKOS.definition, Literal(text, lang=lang)))
        for lang, text in e["summary"].items():
            graph.add((node, SKOS.scopeNote, Literal(text, lang=lang)))
        for other in e["related"]:
            graph.add((node, SKOS.related, ns[other]))
        for tag in e["tags"]:
            graph.add((node, DCTERMS.subject, Literal(tag)))
        for ref in e["references"]:
            if ref.get("url"):
                target = URIRef(ref["url"])
                graph.add((node, RDFS.seeAlso, target))
                graph.add((target, DCTERMS.title, Literal(ref["title"])))
    return graph.serialize(format=FORMATS[syntax])


def read_skos(data: bytes, path: str, syntax: str) -> tuple[list[dict[str, Any]], list[Notice]]:
    from rdflib import RDF, RDFS, Graph, Literal
    from rdflib.namespace import DCTERMS, SKOS

    graph = Graph()
    try:
        graph.parse(data=data, format=FORMATS[syntax])
    except Exception as err:  # noqa: BLE001 - rdflib's parsers raise many kinds; any means "not this format"
        raise ExchangeError(Notice(path, None, f"not {syntax}: {err}"))
    notices: list[Notice] = []
    taken: set[str] = set()
    by_node: dict[Any, dict[str, Any]] = {}
    nodes = sorted(set(graph.subjects(RDF.type, SKOS.Concept)), key=str)
    known = {RDF.type, SKOS.inScheme, SKOS.notation, SKOS.prefLabel, SKOS.altLabel, SKOS.hiddenLabel,
             SKOS.definition, SKOS.scopeNote, SKOS.related, DCTERMS.subject, RDFS.seeAlso}
    for node in nodes:
        labels: dict[str, list[tuple[int, str]]] = {}
        for prop, rank in ((SKOS.prefLabel, 0), (SKOS.altLabel, 1), (SKOS.hiddenLabel, 2)):
            for label in graph.objects(node, prop):
                if isinstance(label, Literal):
                    labels.setdefault(language_tag(label.language or EN), []).append((rank, str(label)))
        english = [text for _, text in sorted(labels.pop(EN, []))]
        notation = next((str(n) for n in graph.objects(node, SKOS.notation)), "")
        if not english:
            first = next((sorted(v)[0][1] for v in labels.values() if v), None)
            if first is None:
                notices.append(Notice(path, None, f"{node}: a concept without a label is skipped"))
                continue
            english = [first]
        local = notation or str(node).rstrip("/").rsplit("/", 1)[-1].rsplit("#", 1)[-1]
        entry = empty_entry(concept_id(local or english[0], taken), english[0])
        entry["aliases"] = english[1:]
        entry["names"] = {lang: [t for _, t in sorted(v)] for lang, v in sorted(labels.items())}
        for prop, key in ((SKOS.definition, "definitions"), (SKOS.scopeNote, "summary")):
            for text in graph.objects(node, prop):
                entry[key].setdefault(language_tag(getattr(text, "language", None) or EN), str(text))
        entry["tags"] = sorted(str(t) for t in graph.objects(node, DCTERMS.subject))
        for target in sorted(graph.objects(node, RDFS.seeAlso), key=str):
            title = next((str(t) for t in graph.objects(target, DCTERMS.title)), str(target))
            entry["references"].append({"title": title, "url": str(target)})
        for prop in sorted(set(graph.predicates(node)) - known, key=str):
            notices.append(Notice(path, None, f"{node}: {prop} is not imported"))
        by_node[node] = entry
    for node, entry in by_node.items():
        for other in sorted(graph.objects(node, SKOS.related), key=str):
            if other in by_node:
                entry["related"].append(by_node[other]["id"])
            else:
                notices.append(Notice(path, None, f"{node}: related {other} is no concept of this file"))
    return list(by_node.values()), notices
