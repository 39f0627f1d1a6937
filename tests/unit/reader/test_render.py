import re

from ai_glossary.core.glossary.model import Concept, Glossary, Reference
from ai_glossary.core.reader.render import escape_markdown, render_concept, safe_url


def test_hover_in_readers_language_with_canonical_term(glossary):
    text = render_concept(glossary.concepts["zero"], glossary, "fr", ["en"])
    assert text.startswith("**Optimiseur à redondance nulle** · Zero Redundancy Optimizer")
    assert "Partitionne les états." in text
    assert "**Autres formes :** ZeRO, ZeRO-3" in text
    assert "[ZeRO paper](https://arxiv.org/abs/1910.02054)" in text


def test_missing_language_falls_back_and_says_so(glossary):
    text = render_concept(glossary.concepts["fsdp"], glossary, "nl", ["en"])
    assert "Nog geen definitie in het Nederlands" in text
    assert "PyTorch sharded DP" in text


def test_plain_text_rendering_has_no_markup(glossary):
    text = render_concept(glossary.concepts["zero"], glossary, "en", [], markdown=False)
    assert "**" not in text and "\\" not in text
    assert "ZeRO paper <https://arxiv.org/abs/1910.02054>" in text


def test_workspace_text_cannot_inject_html_or_command_links():
    evil = Concept(
        "evil",
        "Evil <img src=x onerror=alert(1)>",
        ("[click](command:workbench.action.terminal.new)",),
        definitions={"en": "<script>alert(1)</script> **bold** [x](command:rm)"},
        references=(Reference("run me", "command:workbench.action.terminal.new"), Reference("js", "javascript:alert(1)")),
        builtin=False,
    )
    text = render_concept(evil, Glossary({"evil": evil}), "en", [])
    # every '<' is backslash-escaped (a literal in CommonMark), so no HTML reaches the renderer
    assert re.search(r"(?<!\\)<", text) is None
    # a link needs an unescaped "](": none may lead to command: or javascript:
    assert re.search(r"(?<!\\)\]\((command|javascript):", text) is None
    assert "\\<script\\>" in text


def test_safe_url():
    assert safe_url("https://example.org/a b(c)") == "https://example.org/a%20b%28c%29"
    assert safe_url("command:foo") is None
    assert safe_url("file:///etc/passwd") is None


def test_escape_markdown_flattens_newlines_and_escapes_block_starts():
    assert escape_markdown("a\n\n# b") == "a # b"
    assert escape_markdown("# heading") == "\\# heading"
    assert escape_markdown("- item") == "\\- item"
    assert escape_markdown("1. item") == "1\\. item"
    assert escape_markdown("*x* `y` [z](w) <b> a|b &amp;") == "\\*x\\* \\`y\\` \\[z\\](w) \\<b\\> a\\|b \\&amp;"


def test_a_hover_stays_small_whatever_the_glossary_holds():
    from ai_glossary.core.glossary.model import Concept, Glossary
    from ai_glossary.core.reader.render import MAX_LISTED, MAX_TEXT_CHARS

    many = tuple(f"blorp-{i}" for i in range(300_000))
    big = Concept("blorp", "Blorp", many, definitions={"en": "x" * 100_000},
                  related=tuple(f"r{i}" for i in range(40)))
    glossary = Glossary({"blorp": big, **{f"r{i}": Concept(f"r{i}", f"R{i}") for i in range(40)}})
    for lang, more in [("en", "and 299988 more"), ("fr", "et 299988 de plus"), ("nl", "en nog 299988"),
                       ("bn", "আরও 299988টি")]:
        text = render_concept(big, glossary, lang, ["en"], markdown=True)
        assert len(text) < MAX_TEXT_CHARS + 2_000
        assert more in text and "blorp-11" in text and "blorp-12," not in text
        assert ("R11" in text) and ("R12" not in text) and (str(40 - MAX_LISTED) in text)
    plain = render_concept(big, glossary, "en", [], markdown=False)
    assert plain.count("x") <= MAX_TEXT_CHARS and "…" in plain


def test_learner_hover_adds_the_english_definition_and_the_entrys_languages(glossary):
    text = render_concept(glossary.concepts["zero"], glossary, "fr", ["en"], learner=True)
    paragraphs = text.split("\n\n")
    french = paragraphs.index("Partitionne les états.")
    assert paragraphs[french + 1] == "**En anglais :** Partitions optimizer state, gradients and parameters."
    assert paragraphs[-1] == "**Existe aussi en :** English · Français"


def test_learner_hover_in_english_or_after_a_fallback_does_not_repeat_the_english_text(glossary):
    english = render_concept(glossary.concepts["zero"], glossary, "en", [], learner=True)
    assert english.count("Partitions optimizer state") == 1 and english.endswith("**Also in:** English · Français")
    fallback = render_concept(glossary.concepts["fsdp"], glossary, "bn", ["en"], learner=True)
    assert fallback.count("PyTorch sharded DP.") == 1
    assert "বাংলা ভাষায় এখনও সংজ্ঞা নেই; English সংজ্ঞা দেখানো হচ্ছে।" in fallback
    assert fallback.endswith("**অন্যান্য ভাষায়ও আছে:** English")


def test_the_learner_hover_is_off_unless_asked(glossary):
    assert "Also in" not in render_concept(glossary.concepts["zero"], glossary, "en", [])


def test_another_plausible_sense_is_named_under_the_title(glossary):
    text = render_concept(glossary.concepts["zero"], glossary, "fr", ["en"], other_senses=["fsdp", "unknown-id"])
    paragraphs = text.split("\n\n")
    assert paragraphs[1] == f"**Peut aussi désigner ici :** {glossary.concepts['fsdp'].display_name('fr')}"
    assert "Here it may also mean" not in render_concept(glossary.concepts["zero"], glossary, "en", [])


def test_each_other_form_is_listed_once_whatever_its_case():
    lora = Concept("lora", "Low-Rank Adaptation", ("LoRA", "lora", "Lora", "LORA", "low-rank adaptation", "LoRA adapters"),
                   definitions={"en": "Trains low-rank updates."})
    text = render_concept(lora, Glossary({"lora": lora}), "en", [])
    assert "**Also written:** LoRA, LoRA adapters" in text
    zero = Concept("zero", "Zero Redundancy Optimizer", ("ZeRO", "ZeRO-3", "zero 3", "zero_stage", "Zero-3"),
                   definitions={"en": "Shards optimizer state."})
    assert render_concept(zero, Glossary({"zero": zero}), "en", []).endswith("**Also written:** ZeRO, ZeRO-3, zero\\_stage")
