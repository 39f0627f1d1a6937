"""The words of the product in the reader's language: gettext catalogs and language tags.

Messages are written in English in the code, marked with :func:`N_` (or passed to a
:class:`Translator`), extracted and compiled with Babel (``scripts/i18n.sh``; docs/translating.md)
into ``ai_glossary/locale/<lang>/LC_MESSAGES/ai_glossary.mo``, and read here with the standard
library's :mod:`gettext`. There is no global "current language": every caller asks for the
:func:`translator` of the language it resolved (one per request in the server), so two requests in
two languages never race on shared state.

Language tags arrive in many shapes (``fr-CA``, ``pt-br``, ``fr_FR.UTF-8``, ``zh_CN``);
:func:`normalize_tag` reads them with ``langcodes``, and :func:`negotiate` picks the first
preference we have, by its full tag or by its base language written in the same script
(``zh-CN`` gets ``zh-Hans``, ``zh-TW`` does not: docs/translating.md says why). A catalog's folder
is its tag with ``_`` for ``-`` (``locale/zh_Hans/``), as gettext and Babel name locales.
"""

from __future__ import annotations

import gettext
import json
import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Mapping

DOMAIN = "ai_glossary"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
SOURCE_LANGUAGE = "en"


def N_(message: str) -> str:
    """Marks a message for extraction; it is translated later, by the reader's translator."""
    return message


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Marks a message with plural forms for extraction (``ngettext``: each language has its own
    plural rule, which Babel writes in the catalog's ``Plural-Forms``); its number is ``{count}``."""
    return singular, plural


@dataclass(frozen=True, slots=True)
class Translator:
    """The messages of one language (English, the source, for a language without a catalog)."""

    language: str
    catalog: gettext.NullTranslations

    def __call__(self, message: str, /, **args: Any) -> str:
        text = self.catalog.gettext(message)
        return text.format(**args) if args else text

    def plural(self, forms: tuple[str, str], count: int, /, **args: Any) -> str:
        """The form of ``forms`` (made by :func:`NP_`) for the number ``count``."""
        return self.catalog.ngettext(forms[0], forms[1], count).format(count=count, **args)


@lru_cache(maxsize=None)
def translator(language: str) -> Translator:
    """The translator of ``language`` (a tag), negotiated against the catalogs as the reader's
    language is (``fr-CA`` gets ``fr``, ``zh-CN`` gets ``zh-Hans``); English when none serves it.
    Its ``language`` is the catalog's tag, which gettext finds under :func:`catalog_folder`."""
    found = negotiate([normalize_tag(language) or SOURCE_LANGUAGE], ui_languages())
    if found is None or found == SOURCE_LANGUAGE:
        return Translator(SOURCE_LANGUAGE, gettext.NullTranslations())
    catalog = gettext.translation(DOMAIN, str(LOCALE_DIR), languages=[catalog_folder(found)], fallback=True)
    return Translator(found, catalog)


def catalog_folder(tag: str) -> str:
    """The locale folder of a tag: ``zh-Hans`` -> ``zh_Hans`` (gettext's and Babel's spelling)."""
    return tag.replace("-", "_")


def catalog_tag(folder: str) -> str:
    return folder.replace("_", "-")


ENGLISH = Translator(SOURCE_LANGUAGE, gettext.NullTranslations())


@dataclass(frozen=True, slots=True)
class Message:
    """A message to render later, in a language not known yet where it is made.

    ``template`` is a message marked with :func:`N_`, or the two forms of :func:`NP_` (then the
    argument ``count`` picks the form). An argument may itself be a Message, rendered in the same
    language. :meth:`to_json` / :meth:`from_json` keep it in a cache, to be translated when shown.
    """

    template: str | tuple[str, str]
    args: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, template: str | tuple[str, str], **args: Any) -> "Message":
        return cls(template, tuple(args.items()))

    def render(self, tr: Translator = ENGLISH) -> str:
        args = {key: value.render(tr) if isinstance(value, Message) else value for key, value in self.args}
        if isinstance(self.template, tuple):
            return tr.plural(self.template, args.pop("count"), **args)
        return tr(self.template, **args)

    def __str__(self) -> str:
        return self.render()

    def to_json(self) -> dict[str, Any]:
        def value(v: Any) -> Any:
            if isinstance(v, Message):
                return v.to_json()
            return v if isinstance(v, (str, int, float)) else str(v)

        template = list(self.template) if isinstance(self.template, tuple) else self.template
        return {"template": template, "args": {key: value(v) for key, v in self.args}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Message":
        template = data["template"]
        if isinstance(template, list) and len(template) == 2 and all(isinstance(t, str) for t in template):
            template = (template[0], template[1])
        elif not isinstance(template, str):
            raise ValueError(f"not a message template: {template!r}")
        args = {key: cls.from_json(v) if isinstance(v, dict) else v for key, v in dict(data["args"]).items()}
        return cls.of(template, **args)


class LocalizedError(ValueError):
    """A ValueError whose text can be rendered in the reader's language (``str()`` is English)."""

    def __init__(self, template: str, **args: Any) -> None:
        self.message = Message.of(template, **args)
        super().__init__(self.message.render())


# -- language tags --------------------------------------------------------------------------------
@lru_cache(maxsize=256)
def normalize_tag(tag: str | None) -> str | None:
    """A BCP 47 tag in its standard form (``pt-br`` -> ``pt-BR``, ``fr_FR.UTF-8`` -> ``fr-FR``);
    None for no language (``C``, ``POSIX``, empty) or a tag that is not one."""
    if not tag:
        return None
    # a POSIX locale name: language_TERRITORY.codeset@modifier
    spelled = tag.split(".")[0].split("@")[0].replace("_", "-").strip()
    if spelled.upper() in ("", "C", "POSIX"):
        return None
    if spelled == SOURCE_LANGUAGE:  # standard already; the CLI reads it at every start (langcodes: ~25 ms)
        return spelled
    import langcodes  # ~25 ms: only when a tag is read, never on the way to the initialize answer

    try:
        return langcodes.standardize_tag(spelled)
    except (langcodes.tag_parser.LanguageTagError, ValueError):
        return None


def base_language(tag: str) -> str:
    return tag.split("-")[0].lower()


def is_language_tag(value: str) -> bool:
    return normalize_tag(value) is not None


def negotiate(preferences: Iterable[str | None], available: Iterable[str]) -> str | None:
    """The first preference we have: by its full tag, else by an available tag that is its base
    language alone or with a script (``fr``, ``zh-Hans``), written in the script the preference
    is written in (CLDR's likely scripts: ``fr-CA`` -> ``fr``, ``zh``, ``zh-CN``, ``zh-SG`` ->
    ``zh-Hans``; ``zh-TW``, ``zh-HK``, ``zh-Hant`` -> none of them, their script is Traditional).
    A regional tag we have (``pt-BR``) serves only itself."""
    available = list(available)
    have: dict[str, str] | None = None  # made at the first tag to look up: langcodes costs ~25 ms
    for preference in preferences:
        if preference in available:  # spelled as we spell it ("fr", "pt-BR"): the same tag
            return preference
        tag = normalize_tag(preference)
        if tag is None:
            continue
        if have is None:
            have = {normalize_tag(a) or a: a for a in available}
        if tag in have:
            return have[tag]
        base = base_language(tag)
        # the base language alone first (``fr`` before ``fr-Latn``), then with its script
        for candidate in sorted((a for a in have if base_language(a) == base and _without_region(a)), key=len):
            if likely_script(candidate) == likely_script(tag):
                return have[candidate]
    return None


def _without_region(tag: str) -> bool:
    """``fr`` or ``zh-Hans`` (a language, maybe its script), not ``pt-BR``."""
    parts = tag.split("-")
    return len(parts) == 1 or (len(parts) == 2 and len(parts[1]) == 4 and parts[1].isalpha())


@lru_cache(maxsize=256)
def likely_script(tag: str) -> str | None:
    """The script a tag is written in, given or likely (CLDR): ``zh-TW`` -> ``Hant``, ``ja`` -> ``Jpan``."""
    import langcodes

    return langcodes.Language.get(tag).maximize().script


def language_and_script(tag: str) -> str:
    """``zh-TW`` -> ``zh-Hant``, ``zh-CN`` -> ``zh-Hans``, ``fr-CA`` -> ``fr-Latn``: to name a tag's language."""
    script = likely_script(tag)
    return f"{base_language(tag)}-{script}" if script else base_language(tag)


def environment_language(environ: Mapping[str, str] | None = None) -> str | None:
    """The language of the environment's locale, as gettext reads it (LANGUAGE's first entry,
    LC_ALL, LC_MESSAGES, LANG: the first one set)."""
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        first = value.split(":")[0] if name == "LANGUAGE" else value
        if first:
            return normalize_tag(first)
    return None


# -- what the catalogs hold -----------------------------------------------------------------------
def ui_languages() -> tuple[str, ...]:
    """English and every language with a compiled catalog (by tag: ``zh-Hans`` for the folder
    ``zh_Hans``), in the order of the locale folder."""
    found = sorted(catalog_tag(p.parent.parent.name) for p in LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.mo"))
    return (SOURCE_LANGUAGE, *(lang for lang in found if lang != SOURCE_LANGUAGE))


def catalog_coverage() -> dict[str, Any]:
    """How complete the catalogs are: ``{"messages": N, "languages": {lang: translated}}``.

    Written by ``scripts/i18n.sh`` (Babel counts the template and each catalog when it compiles
    them) into ``locale/coverage.json``; a test checks that it matches the catalogs.
    """
    with open(LOCALE_DIR / "coverage.json", encoding="utf-8") as fh:
        return json.load(fh)
