import pytest

from ai_glossary.core.detection.prose_language import name_counts_in, region_language


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("We shard the optimizer state across all ranks of the group.", "en"),
        ("On répartit l'état de l'optimiseur entre les processus du groupe.", "fr"),
        ("We verdelen de toestand van de optimizer over alle processen.", "nl"),
        ("মডেলটি বড় হলে আমরা অপ্টিমাইজারের অবস্থা ভাগ করি", "bn"),
        # German whose articles Dutch shares ("die", "alle") is told by the words only German has
        ("Da beim datenparallelen Training alle Rechenknoten alle Parameter speichern müssen, ist die Größe "
         "begrenzt.", "de"),
        ("Alle knooppunten slaan alle parameters op, dus die grootte is beperkt.", "nl"),
        ("quantification", None),  # one word: cannot be told
        ("", None),
    ],
)
def test_region_language(text, language):
    assert region_language(text) == language


def test_a_latin_localized_name_counts_only_in_its_language_or_unknown():
    assert name_counts_in("fr", "latin", "fr")
    assert name_counts_in("fr-CA", "latin", "fr")
    assert name_counts_in("fr", "latin", None)
    assert not name_counts_in("fr", "latin", "en")
    assert not name_counts_in("nl", "latin", "fr")
    assert name_counts_in(None, "latin", "fr")  # the term and aliases count everywhere
    assert name_counts_in("en", "latin", "fr")
    assert name_counts_in("bn", "bengali", "en")  # a script of its own says its language
