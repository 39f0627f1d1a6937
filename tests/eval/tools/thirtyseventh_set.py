"""The sources of the thirty-seventh evaluation set (``build_corpus.py --set thirtyseventh``): development text.

Plain data, read by ``build_corpus.py`` as ``thirtyfourth_set.py`` is. The set is NOT sealed: it is development
text (``evaluate.py --set thirtyseventh --errors``), labelled by hand before the engine ever ran on it, so that its
errors are worth reading (``tests/eval/data/thirtyseventh/README.md``). It holds English only.

Its point is the two concept families whose recall on fresh text is thinnest, from many authors (at most two
windows from any one source): collectives and frameworks (reduce, gather, scatter, barrier, all-to-all, process
groups, NCCL, Gloo, MPI, torchrun, ranks, the PyTorch, JAX, TensorFlow, DeepSpeed, Megatron and Horovod names) and
training methods (KL divergence, reference models, KTO, ORPO, pre-training and post-training, scaling laws, Muon,
paged optimizers, DistributedSampler, DataParallel, LoRA's rank and alpha, rsLoRA, LoRA initialization, model
merging). No packages. Pages of the public page store (course notes and lecture slides on MPI's collectives, a
notebook of collective operations, a package's page for NCCL, a book's section on Horovod, a JAX course page, comparisons of DataParallel and DistributedDataParallel and of the frameworks, a
sampler's API page, wiki and heuristic pages on rsLoRA and paged optimizers, blog posts and lessons on preference
optimization, scaling laws, Muon and model merging, a commit message of a LoRA trainer) and one repository file (an
optimizer library's README on Muon and its collectives), chosen by title, path or search excerpt before any
labelling, in no earlier set, no development sample, no claim and no reserved list, with three trap pages whose
ordinary words look like glossary terms (a message bus's scatter-gather; version control's merges; an HPC batch
scheduler).

A page is taken as the store holds its beginning, an unfinished last line left out; every text is cut into
consecutive windows of at most 40 lines, so that every line is labelled. To hold about 15 gold mentions a source,
dense pages were cut, at a line boundary, to their first lines (named in the README). Claimed and left before
labelling: a transcript of MPI slides that repeats its title (about 27 mentions), a guide to PLAPACK's collectives
written as one paragraph (about 34) and the same book's section on DeepSpeed and Megatron-LM (about 21 beside the
Horovod section's 22), none of which could be cut to about 15 mentions at a line boundary.
"""

from __future__ import annotations

from set_entries import page, repo_excerpt, trap

LINES = (15, 25)
SEED_OFFSET = 36  # the seed is the first set's plus this: the second set used 1, ..., the thirty-sixth 35

PACKAGES: list[dict] = []

# Repository files at these commits (snapshots of the repositories: the stored text is a run of the file's lines,
# byte for byte); a licence file: MIT (Microsoft's, in a copy of microsoft/dion)
_DION = ("tyler-romero/dion", "d727cbc934c6e11d0cb9f3199fdc69cb38369cf3", "MIT")


_page = page


# Chosen by title, path or search excerpt before any labelling; every line of a stored text is in a window.
TEXTS = [
    # collectives: a notebook of collective operations (first 14 lines); NCCL's package page; notes on ring and tree
    # all-reduce; lecture slides of message-passing functions; a slide of MPI's collective operations; an
    # encyclopedia entry on MPI_Allreduce; MPI_REDUCE's reference; two lecture slides on MPI_Reduce and on MPI_Gather
    # and MPI_Scatter (one source, two windows)
    _page("joonha-collective-operations-en", "joonha.notion.site", "en",
          "Aug-25-Collective-Operations-800ef12968064aa297c96a6a1235eea0.md",
          "4fb18dc515c5f50f475e3ee66c341e96c7a5f2ecdd55b571dc6bae879fb33b1a"),
    _page("anaconda-nccl-en", "anaconda.org", "en", "rapidsai/nccl.md",
          "96c396089b171f94d3473f954b0efd765a55c437d9af25f3447e6738db316927"),
    _page("yaaang-collectives-en", "yaaang.notion.site", "en",
          "Distributed-and-parallel-computation-2e5178e0f85a40d5b2e9382937d4f9e3.md",
          "ac50db321ef91e9252569f8006bf2dff6e49c7977b8f5079c17f631db9a7c801"),
    _page("fradav-message-passing-en", "fradav.github.io", "en",
          "miashs-2-advanced-programming-parallel-computing-2023-2024/docs-resources/Slides/Courses/"
          "5_Distributed.revealjs.html.md",
          "f38eb127468ed468daa5b4425debdf3aa9eb491e733b76127061edaa90664bea"),
    _page("infomall-mpi-collectives-en", "infomall.org", "en",
          "sites/dsc/storage1/c3/shared/project/fox/foilsets/06/rawfoils/cps615mpi98/tsld042.htm.md",
          "1b6667fdcb8fb8a98c7a5574f2f3cd99d5db7650f6bb6f57f7cfbd5b4a43c353"),
    _page("infinitelexicon-mpi-allreduce-en", "infinitelexicon.pages.dev", "en", "MPIAllreduce.md",
          "0596b1d50426f510207bc7ba81636e5755fd6a0e0ada7978abd0718c2873e510"),
    _page("utk-mpi-reduce-en", "www.cs.utk.edu", "en", "~cs430/labs/MPI_index/MPI_reduce.html.md",
          "f8b0707c9254199695d977a6c7c4cbde2cfd46278e32bbfdd37e7547b07fc028"),
    _page("buffalo-mpi-reduce-en", "www.nsm.buffalo.edu", "en",
          "courses/mth667/cor501f03/lecture7_files/slide0016.htm.md",
          "839c523e77c194be8494eb6a118a1846ed8faeb00009db8b9bce0c0802bada17"),
    _page("buffalo-mpi-gather-scatter-en", "www.nsm.buffalo.edu", "en",
          "courses/mth667/cor501f03/lecture7_files/slide0017.htm.md",
          "35281e874f7d32d25fa566e21c8722c2509f33f43c7aceec9482b5faaf9d6fb1"),
    # frameworks: a book's section on Horovod; JAX's collectives in a course (first 7 lines); the frameworks compared
    # (a buyer's guide, first 32 lines; a blog post, first 11 lines); a blog's PyTorch index; DataParallel against
    # DistributedDataParallel (first 20 lines) and a minimal DataParallel tutorial; a sampler's API page (first 19
    # lines); an optimizer library's table of parallelizations and its collectives (README lines 144-160)
    _page("scalablebook-horovod-en", "scalablebook.apartsin.com", "en",
          "part-4-parallel-deep-learning/module-15-data-parallel-deep-learning/section-15.7.html.md",
          "0a96cf8583a1bf243297e605412c648561e726669beeb4ee7f2adabc81e39db6"),
    _page("apxml-jax-collectives-en", "apxml.com", "en",
          "courses/advanced-jax/chapter-3-distributed-computing-jax/collective-communication-primitives.md",
          "1c8797ff819990ae5e43ad46baf4f1e29970f4e11310ede5e007f5ae2d11c3bc"),
    _page("tensorrigs-frameworks-en", "tensorrigs.com", "en", "blog/dl-frameworks.md",
          "242ec444a2c66bb13df30e40bc8d7c8098bb651e59affc55775a4f08f5cf01db"),
    _page("deepstream-frameworks-en", "deepstream-ai.blogspot.com", "en",
          "2025/08/open-source-ai-frameworks-pytorch-tensorflow-jax.html.md",
          "0660092195bd7a2758f6928aa6e8927e3065e46ddf75c25b95ba026f342daf74"),
    _page("deepakkarkala-pytorch-index-en", "deepak-karkala.github.io", "en", "blog/pytorch/index.html.md",
          "06bc81e30a1eb3c258e353d2b159d3964f818dd23e05c62998ac0cb355ac62a1"),
    _page("abhik-dataparallel-en", "www.abhik.ai", "en", "concepts/pytorch/data-parallel.md",
          "90e84d3781f7c1a1ae0278750b19a5e5365159c4aa02cf78592c38f6a86bbbdc"),
    _page("wrnmd-miniddp-en", "wrnmd.com", "en", "mstwutao/MiniDDP.md",
          "c1e490b9e5d52dad871aef3e1eeac7baecaa35f7ab60355e1985de7d3dfd78d8"),
    _page("lucid-distributed-sampler-en", "chanlumerico.github.io", "en",
          "lucid/api/lucid.utils.data/DistributedSampler.md",
          "7adb6f5a17251d0602bc7ba5c2f7de68d969d3c720fcf7a653706a8412471675"),
    repo_excerpt("dion-readme-optimizers-en", _DION, "en", "README.md", 144, 160,
                 "b7cb29d913c1c907092b9660211d5ab3e066bfa1dc21e72d5b39470e61bf4329"),
    # training methods: DPO, KTO and ORPO (first 10 lines); preference optimization beyond RLHF (first 11 lines);
    # preference-learning variants (first 4 lines); rsLoRA (a wiki page) and its heuristic page (first 22 lines);
    # paged optimizers (a principle page, first 15 lines; a code wiki's page); Chinchilla scaling laws (a book
    # section, first 9 lines; a lesson's summary, first 4 lines; a blog post, first 11 lines); Muon's algorithm;
    # model merging (a guide, first 7 lines); a LoRA trainer's commit message (PiSSA, rsLoRA)
    _page("atomeons-dpo-kto-orpo-en", "atomeons.com", "en", "learn/atlas/dpo-kto-orpo.md",
          "436d50af63d221ad246c9785f5a99ea6599eade3f3b14087d811bd0c8ce0dde2"),
    _page("freetools-beyond-rlhf-en", "learn.freetools.me", "en",
          "beyond-rlhf-the-complete-architecture-of-modern-preference-optimization-for-llm-alignment.md",
          "e64bd52a09323e821e7b11e1ef7544073570f70f75f923bfcfe6a55fdabfb300"),
    _page("braindrip-preference-variants-en", "braindrip-v2.vercel.app", "en",
          "courses/llm-concepts/05-alignment-and-post-training/preference-learning-variants.md",
          "7600d2fd16cd1d629f41d8d9d62aabc4be2efcddf03741fb5e7b4c392be89fb2"),
    _page("aiwiki-rslora-en", "aiwiki.ai", "en", "wiki/rslora/raw.md",
          "6046fb2d927438ccfde782f1bcbf7d3086560a94801c3cbb2d4cd216d602e5af"),
    _page("leeroopedia-rslora-en", "leeroopedia.com", "en", "index.php/Heuristic:Huggingface_Peft_RSLoRA_Scaling.md",
          "665697ceddd4221968f671c50ccec70f1c8535ff0ac42ecd7e8ee283beceea15"),
    _page("leeroopedia-paged-optimizer-en", "leeroopedia.com", "en",
          "index.php/Principle:Bitsandbytes_foundation_Bitsandbytes_Paged_Optimizer.md",
          "71e265ecac045d1decd2cd8e08d70a1c4798507cd0fc28a7fd3922974099b841"),
    _page("deepwiki-paged-optimizers-en", "deepwiki.com", "en",
          "bitsandbytes-foundation/bitsandbytes/6.1-8-bit-and-paged-optimizers.md",
          "106f9b1aabc6552fb2d0fcd845ee006767ea1873313184df066e9c49a41bcf6b"),
    _page("mlherobook-chinchilla-en", "ml-hero-book.pages.dev", "en", "ch16-pretraining/03-chinchilla.md",
          "a99dc32e6cc82c859df2ca4034c88ceb5df430ecc7153c698152459467685930"),
    _page("clawdemy-scaling-summary-en", "clawdemy.org", "en", "lessons/ai-foundations/why-scale-matters/summary.md",
          "2f864bafd69ab90a72fa4a7737b2a72a7129ed69ec9077d8b536f21fcee57a15"),
    _page("mlatscale-scaling-laws-en", "www.machinelearningatscale.com", "en",
          "blog/scaling-laws-llms-chinchilla-guide.md",
          "45cea0f246c1d6da7c1db583223b1a0a4e86ea174c245f43828331020c5c121d"),
    _page("ayushgarg-muon-en", "ayushgarg.ca", "en",
          "notes/Muon-An-optimizer-for-hidden-layers-in-neural-networks.md",
          "f07322c1f7abfeb6a345ce3451ed0e0866038c3444829729bdbd5ae35d248d67"),
    _page("solanagarden-model-merging-en", "solana.garden", "en", "guides/llm-model-merging-explained.md",
          "ce52d3039aaf88e34c8c3c86b853f2bbac063146b7a300264ba53de44fc22291"),
    _page("selva-lora-commit-en", "gitea.ts-pc.fr", "en",
          "Ethanfel/ComfyUI-SelVA/src/commit/30127c13ca9c0e369c63bba6e4a56ed1062147f9/selva_core.md",
          "ff751f7f7b162b9d08e2c9de7d99ffc5440d97b584eabc67e9df7d0db107d55b"),
    # traps: a message bus's scatter-gather (first 18 lines); version control's merges; an HPC batch scheduler
    trap(_page("eip-scatter-gather-en", "www.enterpriseintegrationpatterns.com", "en",
                "patterns/messaging/BroadcastAggregate.html.md",
                "14efb6c018247a5ee075a20f8ef9e74166ce5c975e2f0a8f3100cfe9a8266bad")),
    trap(_page("yeasin50-git-merge-en", "yeasin50.github.io", "en", "yt/git/10_git_merge.md",
                "ba3d3055f8306451a9756d129ec3376d428c07d8a8cd4c37d2aee1db1ebc4dcc")),
    trap(_page("torque-batch-scheduler-en", "docs.adaptivecomputing.com", "en", "torque/archive/3-0-2/p.introduction.php.md",
                "b3fdfd2743d3c3477f4f46b8c401e1dc181dc82fb69a1fbc26d7f812f954603b")),
]
