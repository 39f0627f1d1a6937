"""The ways French says "from human feedback" in a name, made by rule: a synonym family of
:mod:`.word_forms` ("à partir de retours humains", "avec rétroaction humaine", "par rétroaction
humaine", "basé sur le feedback humain")."""

from __future__ import annotations

# The ways French says learning "from human feedback" (DataFranca lists "à partir de retours
# humains", "avec rétroaction humaine", "avec retour humain"; translations write the others): a
# preposition, an article or none, a noun of feedback in the singular or the plural, and "humain"
# agreeing with it ("à partir de rétroaction humaine", "à partir du retour humain", "avec des retours
# d'information humains", "par rétroaction humaine", "basé sur le feedback humain"). None of these
# nouns starts with a vowel, so no article is elided. 90 phrases.
_FEEDBACK_NOUNS = (("retour", "retours", "m"), ("rétroaction", "rétroactions", "f"), ("feedback", "feedbacks", "m"),
                   ("commentaire", "commentaires", "m"), ("retour d'information", "retours d'information", "m"))
# (preposition, articles before a masculine singular, a feminine singular, a plural)
_FEEDBACK_ARTICLES = (("à partir", ("de", "du"), ("de", "de la"), ("de", "des")),
                      ("avec", ("", "le", "un"), ("", "la", "une"), ("", "les", "des")),
                      ("par", ("", "le"), ("", "la"), ("", "les", "des")),
                      ("basé sur", ("le",), ("la",), ("les", "des")))


def french_from_human_feedback() -> tuple[str, ...]:
    out = []
    for preposition, masculine, feminine, plural in _FEEDBACK_ARTICLES:
        for singular, plural_noun, gender in _FEEDBACK_NOUNS:
            adjective = "humaine" if gender == "f" else "humain"
            for articles, noun, ending in ((feminine if gender == "f" else masculine, singular, ""),
                                           (plural, plural_noun, "s")):
                for article in articles:
                    out.append(" ".join(w for w in (preposition, article, noun, adjective + ending) if w))
    return tuple(out)
