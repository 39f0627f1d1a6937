"""More Hugging Face course chapters in the second set (``build_corpus.py --set second``): Simplified
Chinese, Japanese, Spanish and German, so that each of those languages holds at least 60 gold mentions.

Plain data, read by ``build_corpus.py``, which turns each entry into a ``RepoText`` (the fields are
its own) and adds it to ``REPO_TEXTS`` after the first course chapters. Chosen by section before any
labelling: the course's sections in order after chapter 1 section 4 (already in the set), whole
files, skipping the quiz (chapter 1 section 10), the sections a translation lacks and those already
in the set, up to the first file at which the language reaches 60 gold mentions. Each file is cut
into consecutive windows of at most 40 lines (``consecutive``), so that every line is labelled.
Whole files at the course commit (``git show COMMIT:PATH`` in a snapshot brought with the fetch
tool): their sha256 is that of the file at that commit.
"""

from __future__ import annotations

COURSE = ("huggingface/course", "16af5667532d6966f0fe83f44cc848dd7698a215", "Apache-2.0")


def _course(name: str, lang: str, files: tuple[tuple[str, str], ...]) -> dict:
    repo, commit, licence = COURSE
    return {"name": name, "repo": repo, "commit": commit, "licence": licence, "lang": lang,
            "machine_translation": False, "files_": tuple((path, sha256, 1) for path, sha256 in files),
            "count": 1_000, "lines": (1, 40), "consecutive": True}


TEXTS = [
    # chapter 1 sections 5-9 (encoder, decoder and sequence-to-sequence models, bias, summary),
    # chapter 2 sections 1-2 (introduction, behind the pipeline)
    _course("hf-course2-zh", "zh-Hans", (
        ("chapters/zh-CN/chapter1/5.mdx", "448e6f20a8a6c462dfd346d2fec52bca437a6dd40714d1a1572a1ee8304d7946"),
        ("chapters/zh-CN/chapter1/6.mdx", "d121dfabdef3c0195041d94709341688ac6473b1b7c18f2a96138fd6f1b1c3bf"),
        ("chapters/zh-CN/chapter1/7.mdx", "40749a7fac9b51ddf13347aba6bd1848b6fde7b29c35a770bce1381d8a05d8b3"),
        ("chapters/zh-CN/chapter1/8.mdx", "c94cc354f9350712f236f408c02c60731bdbade6d93c69b00396df7f9b09ab3b"),
        ("chapters/zh-CN/chapter1/9.mdx", "8bc14e6f6b5cd19221ea1a349d67678ba7774e6b4e52791c5d2222e48000115c"),
        ("chapters/zh-CN/chapter2/1.mdx", "47ba4e5ca3a29f8bbcf58c1dfa6ed3b649b603e08d70dbaf6a32a17df3fbd2ea"),
        ("chapters/zh-CN/chapter2/2.mdx", "b11b1a37771b0d7e38fbc1a824e70489a6f9572a8d2c579d54a5460a69838367"),
    )),
    # the same sections as the Chinese
    _course("hf-course2-ja", "ja", (
        ("chapters/ja/chapter1/5.mdx", "38fa3244a2b20ad2f0da67186ee7d3da8ffa3a0074d08d7ebb9ad8784cec8112"),
        ("chapters/ja/chapter1/6.mdx", "18192c89a9bab7b55f18588c8981cf150dc3f38b56403bd28c68743f76225218"),
        ("chapters/ja/chapter1/7.mdx", "fbb4c2ff53029acbe859eaa0e79125a26a6287e9de091dace35b3b423bfc5595"),
        ("chapters/ja/chapter1/8.mdx", "583941c0227f62f83c13bd109876a439dc5cdd985403d9048ecc261edc07972f"),
        ("chapters/ja/chapter1/9.mdx", "1a8e34c2ce6f207ad9315f5e6c6fed598556a7f3367734bb1bf46407796ff311"),
        ("chapters/ja/chapter2/1.mdx", "75018356496d541e14279f53bb20c8f170d7991116697a8aafd99c6ab966ca5e"),
        ("chapters/ja/chapter2/2.mdx", "44e1ee90428db16e6b97479221e46fa90289280e505a78231cb026368391a09a"),
    )),
    # chapter 1 sections 5-9 and chapter 2 section 4 (tokenizers; the translation has no chapter 2
    # sections 1-3)
    _course("hf-course2-es", "es", (
        ("chapters/es/chapter1/5.mdx", "af897d0ead282dfa87432b339067b3d25d42060bbb8b283f88b102344c49fd1a"),
        ("chapters/es/chapter1/6.mdx", "3c7d3da111ba43c8f49ef6bbaa0a4d08f0d27398fafd459a39ee874be81787be"),
        ("chapters/es/chapter1/7.mdx", "05b3227a96fd10d50b7d442e2a26688c70a25839ae63bf6f42aa1edb2a855c59"),
        ("chapters/es/chapter1/8.mdx", "00ead5a4ef806ac9f1e725d3f05d566bb3dcfad289f0a4af7eeefd31bcd4ea60"),
        ("chapters/es/chapter1/9.mdx", "ed06155e34bfca19b8385743c28795787cbc1d17ab07e11257f49a67b29da099"),
        ("chapters/es/chapter2/4.mdx", "559cb5bc8714d87e70efd6438ec5f613065b07d19c0f919a01bdf990cd6914e7"),
    )),
    # chapter 1 sections 5-9 and chapter 3 sections 1-2 (introduction, processing the data; the
    # translation has no chapter 2)
    _course("hf-course2-de", "de", (
        ("chapters/de/chapter1/5.mdx", "73899727d7480397d2fd1397e282773a3dbaa55401db4aa443cc09366bace2bf"),
        ("chapters/de/chapter1/6.mdx", "9c0f2a8726b3de6bd5f64f264df0176b9fdfe699b7a9445580e47f2aaf6b8da7"),
        ("chapters/de/chapter1/7.mdx", "fa6cebba96c364a4f91b813dd258174a634f5ba85dbf7fd1ec9860a13f5415f6"),
        ("chapters/de/chapter1/8.mdx", "3f92fdb3d333031f4bb82f05545d05c4ec9c2a7371ff88c9ac55ab5945c68879"),
        ("chapters/de/chapter1/9.mdx", "fd4bf3f1c5a9cc88b3922abbaca6a92e10d9de180913641f0ebff00a48402b74"),
        ("chapters/de/chapter3/1.mdx", "48e1f60b1c9efb8b035e21f0d22b875804766c089172c5877bd63f7e38bdeffa"),
        ("chapters/de/chapter3/2.mdx", "e8f8943641e271405b3749dc57981180e5d8853af23fd7713c9ab6a4bd5bcc17"),
    )),
]
