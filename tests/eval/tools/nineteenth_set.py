"""The sources of the nineteenth evaluation set (``build_corpus.py --set nineteenth``): sealed.

Plain data, read by ``build_corpus.py`` as ``seventeenth_set.py`` is. The set is sealed: nobody reads its
snippets or labels to tune the detection, and ``evaluate.py --set nineteenth`` prints aggregate figures
only (``tests/eval/data/nineteenth/README.md``).

No packages. Bengali and Dutch texts only: repository files chosen by path before any labelling, weighted
toward language-model basics (tokens, embeddings, softmax, loss), training (optimizers, learning rate,
batch size, epochs) and mixed precision, in no earlier set, no development sample, no development claim and
no reserved list; each taken whole and cut into consecutive windows of at most 40 lines, so that every line
is labelled. Bengali: three study notes of one learner's machine-learning notebook repository (PyTorch's
optimizers and losses, the design of NLP model architectures, a book chapter's summary on working with text
data for a language model). Dutch: fourteen pages of a multilingual AI terms dictionary whose Dutch pages
are generated text (noted as machine translations), on tokenization, softmax, the context window,
embeddings, the learning rate, batch size, epochs, mixed-precision and distributed training, gradient
accumulation, Adam, dropout, AI hardware and NVIDIA.
"""

from __future__ import annotations

from set_entries import repo_file

LINES = (15, 25)
SEED_OFFSET = 18  # the seed is the first set's plus this: the second set used 1, ..., the seventeenth 16

PACKAGES: list[dict] = []


# Repository files at these commits; each stored file is the whole file.
_NOTES_BN = ("Mahfuzar148/Machine-Learning-and-Deep-learning", "92f80bccf63e67ea908343510f76993276af7df0",
             "unstated")
# the README states the MIT licence; the Dutch pages are generated text (a language model's), noted as
# machine translations
_TERMS_NL = ("wangdan197902-art/ai-terms-dict", "32228776fd85c42b6f103d6708691738f7cb66b6", "MIT")


# Chosen by path before any labelling; every line of a file is in a window.
TEXTS = [
    # Bengali: a learner's study notes (PyTorch's optimizers and losses; NLP model architectures; a book
    # chapter's summary on text data for a language model: tokenization, embeddings)
    repo_file("mahfuzar-optimizers-losses-bn", _NOTES_BN, "bn",
              "Pytorch/Digit Classification/pytorch_optimizers_and_losses_bn.md",
              "9593d55e56837cf6a85a963a1b8e96fcaee6558b38bc19cc457b28b68e5f3c53"),
    repo_file("mahfuzar-nlp-architecture-bn", _NOTES_BN, "bn",
              "Pytorch/Digit Classification/nlp_model_architecture_design.md",
              "92af5808d0139149fdc11b80ee68fc764d4d905c9dd6ef823a156786c53f8206"),
    repo_file("mahfuzar-llm-text-data-bn", _NOTES_BN, "bn",
              "LLM/Build a Large Language Model (From Scratch)” by Sebastian Raschka /Chapter 2 Summary: Working with Text Data.md",
              "52a38f148db6b8c3e420e78e00b1f156737099a43688090c8a4c79b5dc360822"),
    # Dutch: pages of a multilingual AI terms dictionary (generated text)
    *(repo_file(f"aiterms-{term.replace('_', '-')}-nl", _TERMS_NL, "nl", f"content/nl/terms/{term}.md", sha256,
                machine_translation=True)
      for term, sha256 in (
          ("tokenization", "68dfa586b7ada26e4e8ace21de4094e81cf77794cdea0666c96482773247ec5a"),
          ("softmax", "9f69c27e11d3013afe25364df33822a05af495677a6fb7edab9ec0c2fa74bce8"),
          ("context_window", "f353956249b5d5b4f8a1c46b367f3a258a446335cb53211ee412d33c0f58affd"),
          ("embedding", "d33a0356ea8000100d1e3650a9f04f726f828b882f535b71b16e1574dc80a291"),
          ("learning_rate", "e467099caa57e60e98b2e853d71632fa1e0636c0bfb376254156682c05ffdd6c"),
          ("batch_size", "cd18783d6eb4d4f5ee3441aa72da0dfc8b123352fbffa428353b999aa4a148c0"),
          ("epoch", "ee3d9ed767e3eeea194bb6b8612f1e78e56291818235b197227c4e5eeb3b946d"),
          ("mixed_precision_training", "ade5a202601a0717412a71554146b0051f262d4e41b9896fab2dc40b1fea3739"),
          ("distributed_training", "b520b59b965eb7763d80cc6edf1f6c3ac2c38fe57c20369b4a567aac78c3ac77"),
          ("gradient_accumulation", "902345dd1748cba770a3ae25c3c72be8e98ff04a326195935f2889ca6b513da0"),
          ("adam", "b40111a0746eefeccf2b5507b1d7586c1822fcec007e747dea8c7933c7271f99"),
          ("dropout", "bdccb69caba1c2b710ed7fa22281b3f3cc1b7c7b49e77e3042c471b05b077c0e"),
          ("hardware_for_artificial_intelligence", "695f870e3dc46c33c224835940d2fdb993824f8c35123fd59f905320390787db"),
          ("nvidia", "02b4eb88a9861c1e368c7cf61214b2fdc03cc2af2980178e827fa4838c06697e"))),
]
