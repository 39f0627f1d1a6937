"""The sources of the sealed eighth evaluation set (``build_corpus.py --set eighth``).

Plain data, read by ``build_corpus.py`` as ``seventh_set.py`` is. The set is sealed like the fourth
and the fifth (``evaluate.py --set eighth`` prints aggregate figures only) and nobody tunes on these
sources (``tests/eval/data/eighth/README.md``).

Packages: six ML packages chosen for the concept families the sealed sets hold few of (GPU kernels
and number formats, training methods, collectives, serving, model code) and two trap packages (an
ORM whose "models" are tables; a job queue with workers and jobs), in no earlier set, no development
sample and no reserved list; windows of 15-25 lines cut by the builder's regular expressions with the
eighth set's seed. Texts in French, Dutch and Bengali: files (or sections, by heading) chosen by
title before any labelling, each cut into consecutive windows of at most 40 lines, so that every line
of an excerpt is labelled.
"""

from __future__ import annotations

LINES = (15, 25)
SEED_OFFSET = 7  # the seed is the first set's plus this: the second set used 1, ..., the seventh 6


def _package(name: str, version: str, kind: str, artifact: str, filename: str, sha256: str, licence: str,
             count: int = 3, docs: int = 1, added: int = 0) -> dict:
    # ``added``: windows the set was widened by after its first labels; the first ``count`` keep their ids
    return {"name": name, "version": version, "kind": kind, "artifact": artifact, "filename": filename,
            "sha256": sha256, "licence": licence, "count": count + added, "docs": docs, "other": 0, "lines": LINES,
            "first_count": count if added else 0}


PACKAGES = [
    # ML: KV-cache compression for serving, a fine-tuning toolkit (SFT, DPO, reward models), a library
    # of transformer model code, Triton low-bit GEMM kernels, quantized attention kernels (INT8/FP8 on
    # tensor cores) and the Python bindings of MPI (collectives)
    _package("kvpress", "0.5.5", "ml", "sdist", "kvpress-0.5.5.tar.gz",
             "0a5aa714c59c63a0f26588378e3bc9890a55f761a30efd1ad1b6623adb8b5296", "Apache-2.0", count=4, added=8),
    _package("xtuner", "0.2.0", "ml", "sdist", "xtuner-0.2.0.tar.gz",
             "bcb5e28116e7ac9474bcd71ba8e1c9cc95256ee8a2f6831818985c0d20b68440", "Apache-2.0", count=4, added=4),
    _package("x-transformers", "2.31.10", "ml", "sdist", "x_transformers-2.31.10.tar.gz",
             "17f2c50ccb0e2b93f83a84c1374ff7158ed3852310910d6fed26c925776ae403", "MIT", count=3),
    _package("gemlite", "0.6.0.post2", "ml", "sdist", "gemlite-0.6.0.post2.tar.gz",
             "95c32b3d5ff10f6b08673ad08af1940d615fac01350be3e3c21b74eae01260e9", "Apache-2.0", count=3, added=7),
    _package("sageattention", "1.0.6", "ml", "sdist", "sageattention-1.0.6.tar.gz",
             "b0398a5877222ee1abaeccd27d1029309c8b57994794a11c1278e0bfd176512c", "Apache-2.0", count=3),
    _package("mpi4py", "4.1.2", "ml", "wheel", "mpi4py-4.1.2-cp311-cp311-manylinux1_x86_64.manylinux_2_5_x86_64.whl",
             "de484475b80f9e1ffe98cb85e1b776eb9f42bb73ae4d79449d42953f80025bf4", "BSD-3-Clause", count=3, added=7),
    # traps: an ORM (models, fields, sessions, relationships) and a job queue (workers, queues, jobs)
    _package("sqlmodel", "0.0.50", "trap", "sdist", "sqlmodel-0.0.50.tar.gz",
             "8828720c5b6c397df72cdd055286846a352b614da80c1ba05ab7a57b2bb90821", "MIT", count=2),
    _package("rq", "3.0.0", "trap", "sdist", "rq-3.0.0.tar.gz",
             "b41e39b3c36ec3faf9e2402c638a0b25fe18ebb93a1cb15193bc69694f054618", "BSD-2-Clause", count=2),
]

# Repository snapshots at these commits; each stored excerpt is a run of whole lines of the file, copied
# unchanged, ``first_line`` the upstream line where it starts.
_BOOK = ("aishwaryanr/awesome-generative-ai-guide", "95ea2219458877703b52bcfcafd90826a767c878", "MIT")
_SUPREME = ("SaifulHaqueNiloy/supremeai", "f3c532c367013a6ebbbbd4b03c422cd68d873007", "MIT")
_SUPREME_LONG = ("SaifulHaqueNiloy/supremeai", "67a67b411b2e803be26a2f17f4ea1f86375b2bc3", "MIT")
_SUPREME_CMP = ("SaifulHaqueNiloy/supremeai", "6c0f3571d7585294be25626bb85cb1311c38fb79", "MIT")
_AIWF = ("raqueeb/ai_work_flow", "624bf25ac31767fbd57fa400cb8eae9a05b541be", "unstated")
# the public index holds each of these Dutch pages at its own commit (the repository's history was
# rewritten since, so no snapshot holds them): the text was copied from the index at these commits
_KDG_RAY = ("KdG-OCDI/HPC-public", "06ee0354c51094f0ab92c62266d94bdca209a70d", "unstated")
_KDG_SLURM = ("KdG-OCDI/HPC-public", "1f9071f1216c601d741ccab822585a517a0bf5e5", "unstated")
_KDG_README = ("KdG-OCDI/HPC-public", "06ee0354c51094f0ab92c62266d94bdca209a70d", "unstated")
# added when the set was widened, before any engine run: Dutch texts on running and using LLMs
_RPI_LLM = ("raspberrypilearning/llm-rpi", "e61113a69bf183993ffb56716bced51315f8c76a", "CC-BY-SA-4.0")
_AICHAT_NL = ("ai-tlc/aichat-manual", "2fa8959c647a9ba454ccfe2673dfe5f294564ea7", "MIT")
# copied from the public code index at this commit (the repository's snapshot is too large to fetch)
_AZURE_NL = ("Microsoft/azure-docs.nl-nl", "363fefdc68ff28190f39e841852641d3b371e5be", "CC-BY-4.0")
_COLAB_NL = ("codershiyar/llama-google-colab-tutorial", "9e9d285be2b2d18810d04d9e745d54225b8c8a68", "MIT")


def _text(name: str, source: tuple[str, str, str], lang: str, path: str, sha256: str, first_line: int,
          machine_translation: bool = False, max_lines: int = 40, stored_as: str = "") -> dict:
    # ``stored_as``: a second excerpt of a file already excerpted is stored under its own name
    text = _texts(name, source, lang, ((path, sha256, first_line),), machine_translation, max_lines)
    return {**text, "stored_as": stored_as} if stored_as else text


def _texts(name: str, source: tuple[str, str, str], lang: str, files: tuple[tuple[str, str, int], ...],
           machine_translation: bool = False, max_lines: int = 40) -> dict:
    repo, commit, licence = source
    return {"name": name, "repo": repo, "commit": commit, "licence": licence, "lang": lang,
            "machine_translation": machine_translation, "files_": files,
            "count": 1_000, "lines": (1, max_lines), "consecutive": True}


# Chosen by file title (or by heading) before any labelling; every line of an excerpt is in a window.
TEXTS = [
    # a book on large language models written in French: the overview of its RLHF chapter (the
    # introduction and the pipeline section), the introduction of its chapter on optimisation
    # techniques, and the first lines of its quantization chapter (its contents and the start of
    # its introduction)
    _text("book-rlhf-fr", _BOOK, "fr", "book/CHAPITRE_14_RLHF_COMPLETE.md",
          "3267af34d430553e8905bac0ba17beb828524576a2f1c94cbdacf488d1f1477a", 1),
    _text("book-optimization-fr", _BOOK, "fr", "book/CHAPITRE_10_OPTIMIZATION_TECHNIQUES.md",
          "1095fd18923d44668be921ffc68a14ee731ae7aa3c7c724908a7fe8579dac01d", 1),
    _text("book-quantization-fr", _BOOK, "fr", "book/CHAPITRE_16_QUANTIZATION.md",
          "ce928d0dd83b182f161b508acea513a138b856705b2c925c71701974bd715735", 1),
    # added when the set was widened (before any engine run), by heading: the RLHF chapter's PPO
    # algorithm section and the start of its section on the alternatives to RLHF (DPO: its prose and
    # loss, to the heading of its implementation, whose code runs longer than a window)
    _text("book-ppo-fr", _BOOK, "fr", "book/CHAPITRE_14_RLHF_COMPLETE.md",
          "2980a735ea0b6f31cafa3eb90029d65d52fd7aa15bc5e6dcea6c7816855a6147", 518,
          stored_as="book/CHAPITRE_14_RLHF_COMPLETE.518-543.md"),
    _text("book-dpo-fr", _BOOK, "fr", "book/CHAPITRE_14_RLHF_COMPLETE.md",
          "cbda4717d1357e5ffb5e880e62dd211535084e1d1378437d7b22e7b6e32a7210", 715,
          stored_as="book/CHAPITRE_14_RLHF_COMPLETE.715-734.md"),
    # a university's documentation of its compute cluster, written in Dutch: distributed computing
    # with Ray (whole), the first sections of its Slurm page, and the cluster overview of its front page
    _text("kdg-ray-nl", _KDG_RAY, "nl", "docs/nl/ray.md",
          "ee289e87117f9cbf3c9accd5ae77b02b7cb08f39ec9984927ce9e58ce7ac4983", 1),
    _text("kdg-slurm-nl", _KDG_SLURM, "nl", "docs/nl/slurm.md",
          "d07c05c7ebbb73b834aa66f3fd39845c4d1c0d384c26941a27f848730001f2e5", 1),
    _text("kdg-cluster-nl", _KDG_README, "nl", "docs/nl/README.md",
          "8afe28373e110f605166ba6b2abb2239f5a15c3833b0d74680f1f20350acd184", 1),
    # a project's plans written in Bengali (English terms kept in the Bengali prose): model slicing,
    # merging and zero-cost deployment (whole), and a terminal-based AI agent (whole)
    _text("supreme-slicing-bn", _SUPREME, "bn", "docs/-01-admin's plan/slicing_and_combiend_ai_model.md",
          "c61787cdb1146ed564c2534916ce8eaa7b3050cf1c8ae5c20992ae36c7f2d888", 1),
    _text("supreme-agent-bn", _SUPREME, "bn",
          "docs/-01-admin's plan/headless,zro cost terminal base ai agent/headless,zro cost terminal base ai agent.md",
          "67a4a99131db8b1b9f02dce897ee38ebb48f3bc0eabdbc9c376454fd0c04f207", 1),
    # the same plan's later, longer version (kept in another folder of the repository): its gap
    # analysis, roadmap and first implementation phase, from its title to the end of that phase's
    # script (its lines 1-125 are the plan above)
    _text("supreme-roadmap-bn", _SUPREME_LONG, "bn", "docs/-01-admin's plan/New folder/slicing_and_combiend_ai_model.md",
          "c081f71d1fed0e702b7f84ad96e8cbbdc137a9183f31815828366d4cd9096056", 129),
    # and its comparison of AI models, written in Bengali: the sections on self-learning and on API quotas
    _text("supreme-models-bn", _SUPREME_CMP, "bn", "AI_MODEL_COMPARISON_BANGLA.md",
          "9c2167c850bdafaf9bbf972538caac7f24fd1200d1c8abffb903b3254697e6cd", 229),
    # Bengali training material on local LLM inference: the production, performance and benefits
    # sections of its RAG guide, the model comparison and the upgrade guide (whole)
    _text("aiwf-rag-bn", _AIWF, "bn", "llmtraining/docs/bangla/rag-qwen.md",
          "2d01f1683703c12964a22ff92be1b754fac7e7619b805ab2b07696260b2d4459", 198),
    _text("aiwf-comparison-bn", _AIWF, "bn", "llmtraining/docs/bangla/model-comparison.md",
          "633857440571bd3b0f02ad4b6caa0c7c85ee75a7f6d54e2d40268ba4448fa14f", 1),
    _text("aiwf-gemma-bn", _AIWF, "bn", "llmtraining/docs/bangla/upgrading-to-gemma.md",
          "9f6801a60ad99e1ca76fb2d2e0cc9fa6ff65b09f2100989390a5ef39ed2b290d", 1),
    # added when the set was widened (before any engine run), chosen by title: a Raspberry Pi
    # Foundation project on running LLMs locally with Ollama, translated into Dutch by its volunteers
    # (its six steps, whole), and a Dutch tutorial on running Llama 3.1 in Google Colab (its README, whole);
    _texts("rpi-llm-nl", _RPI_LLM, "nl", (
        ("nl-NL/step_1.md", "b437194886c41c4562b4fa1273baa1b11004d1b51cc3acab2240335bcde15221", 1),
        ("nl-NL/step_2.md", "3d32da2e703ff5f6b41e59d925b303779bb8b56a62143ca71e04cb5d506b47ce", 1),
        ("nl-NL/step_3.md", "f6fdae86c0152d10ba0b600cca4c4c365cda6c4d26bebc880eccf3364d27abf5", 1),
        ("nl-NL/step_4.md", "24badc3f2628221e8ca62cb8a47592458e1941286cf2467affae8f1b45b109bd", 1),
        ("nl-NL/step_5.md", "10bcd07f9debe372e25faa78b419d47832abe87351df496fd108fa7b9121e05e", 1),
        ("nl-NL/step_6.md", "b964932128d338dd7e4d4e0cfc0e2f82e45f73cab27caf00e3aa3dab36cfd962", 1),
    )),
    _text("colab-llama-nl", _COLAB_NL, "nl", "README_NL.md", "678884a75c022e786eda7be15ba50827210798c324148c73715f2b8e619409db", 1),
    # and a Dutch manual of a university's AI chat service: its FAQ and its glossary (whole)
    _texts("aichat-manual-nl", _AICHAT_NL, "nl", (
        ("docs/nl/05-veelgestelde-vragen.md", "92d98ada168df4ea4f333cf875989543d75631383f24883f2d56eb1c8c637ea2", 1),
        ("docs/nl/06-begrippenlijst.md", "1c36b487b83bf2a2a3af91289cc4308ca333dc7ab37a369517292312aff896ec", 1),
    )),
    # and Microsoft's machine-translated Dutch documentation of a cloud ML service: its article on
    # distributed training (whole)
    _text("azure-distributed-nl", _AZURE_NL, "nl", "articles/machine-learning/concept-distributed-training.md",
          "2207c38527ef1d2a510beb5dbb9f4f92001b623718a75e691753b17e8bfb2278", 1, machine_translation=True),
]
