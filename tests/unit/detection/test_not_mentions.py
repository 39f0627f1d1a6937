"""The rules that make a form written as code no mention (core/detection/matching/not_mentions.py)."""

import pytest

from ai_glossary.core.detection.matching.matcher import TermMatcher
from ai_glossary.core.detection.matching.not_mentions import in_id_owner
from ai_glossary.core.glossary.model import Concept, Glossary


@pytest.mark.parametrize("text, words", [
    # a plain word passed to a dotted or snake_case function, in a sentence: a variable of the code
    ("也就是说 model = TFAutoModel.from_pretrained(checkpoint)并不能得到结果。", []),
    ("Resume with load_state_dict(checkpoint, strict=False) here.", []),
    # the same word outside the call, or in brackets after a name that calls nothing
    ("Resume from the checkpoint written by save_checkpoint().", ["checkpoint"]),
    ("保存检查点(checkpoint)以便恢复训练。", ["checkpoint"]),
    ("Save a Checkpoint(checkpoint) first.", ["Checkpoint", "checkpoint"]),
    # a name that spells the concept is a mention as an argument too (the identifiers rule)
    ("Cast it with model.to(fp16) first.", ["fp16"]),
    ("Wrap it with accelerator.prepare(FSDP) first.", ["FSDP"]),
])
def test_a_plain_word_passed_to_a_call_in_prose_is_code(text, words):
    matcher = TermMatcher(Glossary({
        "model-checkpoint": Concept("model-checkpoint", "checkpoint", ()),
        "fp16": Concept("fp16", "FP16", ("fp16",)),
        "fsdp": Concept("fsdp", "FSDP", ()),
        "model-checkpoint": Concept("model-checkpoint", "checkpoint", ("ckpt",)),
    }))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # a sentence names a function by its empty call: a mention, as the evaluation guidelines label ``irecv()``
    ("Always keep the mesh so fully_shard() can apply the policy.", ["fully_shard"]),
    ("If we call multiple all_reduce() (one per group), we reuse the stream.", ["all_reduce"]),
    ("Call dist.all_reduce() after the backward pass.", ["all_reduce"]),
    ("Compile it with torch.compile().", ["torch.compile"]),
    # a call with arguments, a value used in an expression or compared: code
    ("Wrap it: model = fully_shard(model) then train.", []),
    ("The result of dist.all_reduce().wait() is None.", []),
    ("Use torch.compile()[0] here.", []),
    ("since zero_optimization() is True , calls the engine.", []),
    ("if all_reduce() == None we stop.", []),
])
def test_a_function_named_by_its_empty_call_is_a_mention(text, words):
    matcher = TermMatcher(Glossary({
        "fsdp": Concept("fsdp", "FSDP", ("fully_shard",)),
        "all-reduce": Concept("all-reduce", "All-Reduce", ("all_reduce",)),
        "torch-compile": Concept("torch-compile", "torch.compile", ()),
        "zero": Concept("zero", "ZeRO", ("zero_optimization",)),
    }))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # a model's repository id names a repository: the forms inside its name are no mention
    ("Load TheBloke/Llama-2-7B-GPTQ or casperhansen/mixtral-instruct-awq first.", []),
    ("Try Qwen/Qwen2.5-7B-Instruct-GPTQ-Int4 and neuralmagic/Meta-Llama-3-8B-Instruct-FP8.", []),
    ("Repo ids (eg. ostris/super-cereal-sdxl-lora) on the Hub.", []),
    # a repository of an account whose slug has three words or more, whatever its own name
    ("Supports AWQ with [mit-han-lab/llm-awq](https://github.com/mit-han-lab/llm-awq).", ["AWQ"]),
    # alternatives joined by a slash, a name with no owner, a form right after the slash
    ("Load AWQ/GPTQ-quantized weights.", ["AWQ", "GPTQ"]),
    ("We tested Llama-2-7B-AWQ.", ["AWQ"]),
    ("The LoRA/QLoRA-style adapters and FP8/INT8 weights.", ["LoRA", "QLoRA", "FP8"]),
    # one hyphen before the form: a setting's spellings, not a model's name
    ("Use 16-mixed/bf16-mixed precision or fp16/bf16-AMP.", ["mixed precision", "AMP"]),
    ("Compare data-parallel/fsdp-awq and multi-node/llm-awq runs.", ["awq", "awq"]),
    # the name of a file in a path, wherever the form is in it
    ("The slides are in docs/assets/files/SC21-AWQ-Infinity.pdf and the AWQ paper.", ["AWQ"]),
    # Markdown emphasis cut out of an id leaves one space where it was (the pieces are joined so):
    # "TheBloke/Llama-2-7B-**AWQ**", "**TheBloke/Llama-2-7B**-GPTQ", "**TheBloke**/Llama-2-7B-AWQ"
    ("Load TheBloke/Llama-2-7B- AWQ first.", []),
    ("Load TheBloke/Llama-2-7B -GPTQ first.", []),
    ("Load TheBloke /Llama-2-7B-AWQ first.", []),
    # one cut only, and none where the id has no owner or the words are apart
    ("We tested Llama-2-7B- AWQ and TheBloke/ Llama AWQ.", ["AWQ", "AWQ"]),
    ("Run it with --model TheBloke/Llama-2-7B --awq on.", ["awq"]),  # a command line's option
    # a tag after the id, as a local runner or a registry writes one, is the id's: the form anywhere in it
    ("- **bramvanroy/geitje-7b-ultra:AWQ**: a Dutch model", []),
    ("Pull owner/name:latest-awq first.", []),
    # a colon with no id before it, or a space after it, is punctuation
    ("Use AWQ: a quantization. Run llama3:AWQ on it. The TP/DP: AWQ choice.", ["AWQ", "AWQ", "AWQ"]),
    # the tag after an id's colon (Ollama, Docker) is part of the id, wherever the form is in it
    ("- **bramvanroy/geitje-7b-ultra:AWQ**: een Nederlands model", []),
    ("Pull TheBloke/mistral:7b-GPTQ now.", []),
    # a colon with no owned id before it: a label, a name without owner, a colon and a space
    ("Use formats:AWQ or llama3:GPTQ, and TheBloke/Llama: AWQ.", ["AWQ", "GPTQ", "AWQ"]),
])
def test_a_form_inside_a_model_id_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({
        "awq": Concept("awq", "AWQ", ("awq",)),
        "gptq": Concept("gptq", "GPTQ", ()),
        "fp8": Concept("fp8", "FP8", ()),
        "lora": Concept("lora", "LoRA", ("lora",)),
        "qlora": Concept("qlora", "QLoRA", ()),
        "mixed-precision": Concept("mixed-precision", "mixed precision", ("AMP",)),
    }))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # the "s" of a possessive or the letter of a contraction is no one-letter first word of a name
    ("SkyRL's LoRA implementation has the following limitations.", ["LoRA"]),
    ("The team’s LoRA adapters and Punica’s kernels.", ["LoRA"]),
    # the name itself, quoted or not, and a name after a possessive with a space
    ("The paper 'S-LoRA' serves thousands of adapters; S-LoRA pages them.", ["S-LoRA", "S-LoRA"]),
    ("The authors' S-LoRA system.", ["S-LoRA"]),
])
def test_a_letter_after_an_apostrophe_ends_the_word_before_it(text, words):
    matcher = TermMatcher(Glossary({
        "lora": Concept("lora", "LoRA", ()),
        "multi-lora-serving": Concept("multi-lora-serving", "multi-LoRA serving", ("S-LoRA",)),
    }))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # a form joined by a hyphen or an underscore to the rest of a file's name: the file, not the concept
    ("| princeton-nlp-Mistral-7B-Base-SFT-RDPO.jinja | Generic |", []),
    ("Download model-fp16.gguf, read SFT-guide.md and lora_tips.pdf.", []),
    # the same forms in words, with a hyphen or at a sentence's end, and a dotted API name
    ("Use SFT-style data, then FP16. Read the SFT guide in docs.md.", ["SFT", "FP16", "SFT"]),
    ("Wrap it with LoRA-based layers and call sft.train() for fp16-mixed runs.", ["LoRA", "fp16"]),
])
def test_a_form_inside_a_file_name_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({
        "sft": Concept("sft", "supervised fine-tuning", ("SFT",)),
        "fp16": Concept("fp16", "FP16", ()),
        "lora": Concept("lora", "LoRA", ("lora",)),
    }))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # the name of a keyword argument in a call written in the sentence
    ("New rank: ``Communicator().grow(nranks, uid, rank=assigned_rank)``", ["rank"]),
    ("self.attn = nn.MultiheadAttention(d, h, dropout=p, batch_first=True)", []),
    # a comparison, a name after a word, and the name in prose keep their mentions
    ("if rank == 0 the rank broadcasts; set rank=0 on the first node", ["rank", "rank", "rank"]),
    ("a, _ = self.attn(x, x, x, attn_mask=mask)", ["attn_mask"]),
])
def test_a_keyword_arguments_name_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({
        "rank": Concept("rank", "rank", ()),
        "dropout": Concept("dropout", "Dropout", ("dropout",)),
        "attention-mask": Concept("attention-mask", "attention mask", ("attn_mask",)),
    }))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # a folder of a Windows path, between two backslashes
    ("Copy them to C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v12.4\\bin first.", []),
    ("Open *'C:\\Program Files\\NVIDIA\\CUDA\\v12.4\\include'* now.", []),
    # the same name in the sentence around it, after the path's last folder, or after an escape
    ("If it is missing, check the other CUDA toolkit folders under C:\\Tools\\CUDA.", ["CUDA", "CUDA"]),
    ("Escape it as \\*CUDA\\* in Markdown.", ["CUDA"]),
])
def test_a_folder_of_a_windows_path_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({"cuda": Concept("cuda", "CUDA", ())}))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # an institution's letters heading a report's number: a series and a year, or a year and a number
    ("See the technical report MPI-I-2006-4-001 for details.", []),
    ("The MPI-I-2006 report; MPI runs the processes.", ["MPI"]),
    ("See TP-2019-05 and FSDP-CS-2021-101.", []),
    # a version after an acronym, a year alone, a name after it: the acronym
    ("We use MPI-3, MPI-3.1 and MPI-IO; the FSDP-2024 notes.", ["MPI", "MPI", "MPI", "FSDP"]),
])
def test_an_acronym_heading_a_report_number_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({
        "mpi": Concept("mpi", "MPI", ()),
        "fsdp": Concept("fsdp", "FSDP", ()),
        "tp": Concept("tp", "TP", ()),
    }))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # an acronym in capitals, a slash and a name with a dot: two names of one thing, in any language
    ("the GGUF/llama.cpp provider fails", ["GGUF", "llama.cpp"]),
    ("(le fournisseur GGUF/llama.cpp) en cas d’échec.", ["GGUF", "llama.cpp"]),
    # a folder in small letters, or more than one slash, is a path to a file
    ("see src/llama.cpp and ggml/src/llama.cpp", []),
    ("the file GGUF/src/llama.cpp is generated", []),
    # more names with a capital before the dotted one: alternatives still; a folder in small letters among
    # them: a path
    ("serving engines (vLLM/TGI/llama.cpp) compared", ["vLLM", "TGI", "llama.cpp"]),
    ("the file models/TGI/llama.cpp is generated", []),
])
def test_an_acronym_and_a_dotted_name_around_a_slash_are_alternatives(text, words):
    matcher = TermMatcher(Glossary({
        "gguf": Concept("gguf", "GGUF", ()),
        "llama-cpp": Concept("llama-cpp", "llama.cpp", ()),
        "vllm": Concept("vllm", "vLLM", ()),
        "tgi": Concept("tgi", "TGI", ()),
    }))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words



@pytest.mark.parametrize(("text", "form", "expected"), [
    ("dataset:\nopenaccess-ai-collective/jeopardy\n", "collective", True),
    ("Load it from my-org-sharding/data on the Hub.\n", "sharding", True),
    ("We use a collective all-reduce.\n", "collective", False),
    ("the data-collective/broadcast ops\n", "collective", False),
    ("the multi-node-FSDP/DeepSpeed runs\n", "FSDP", False),
    ("the mixed-precision-fp16/bf16 path\n", "fp16", False),
    ("see src/openaccess-ai-collective/jeopardy\n", "collective", False),
])
def test_a_form_ending_an_accounts_slug_before_the_slash_is_the_ids(text, form, expected):
    """An id's owner is an account ("openaccess-ai-collective/jeopardy", a dataset's organisation):
    a lower-case word after a hyphen of an owner with two hyphens before it, right before the slash."""
    start = text.index(form)
    assert in_id_owner(text, start, start + len(form)) is expected



@pytest.mark.parametrize("text, words", [
    # an entry of a file tree drawn in a comment: a file's or a folder's name
    ("Example DeepSpeed checkpoint directory: epoch=5.ckpt ├── checkpoint │   ├── model_states.pt └── checkpoint",
     ["DeepSpeed", "checkpoint"]),
    ("run/ ├─checkpoint-500/ └── logs", []),
    # a lone glyph, or a branch with words between it and the form: prose
    ("see ├ checkpoint, and └── the checkpoint of the last step", ["checkpoint", "checkpoint"]),
])
def test_an_entry_of_a_file_tree_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({"checkpoint": Concept("checkpoint", "checkpoint", ()),
                                    "deepspeed": Concept("deepspeed", "DeepSpeed", ())}))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # a number after a path's first part: a wiki page's or a site's path, not names given as alternatives
    ("Translations:PyTorch/357/fr", []),
    ("see docs/PyTorch/12/install", []),
    # alternatives, and a number that is the first part (a fraction's, a version's)
    ("PyTorch/CUDA and 2/PyTorch/CUDA", ["PyTorch", "PyTorch"]),
])
def test_a_path_with_a_number_after_its_first_part_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({"pytorch": Concept("pytorch", "PyTorch", ())}))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # a name given a list in a comment, wherever its line is joined, or any value at its line's start
    ("# Vector of dimension 768... logits = [2.3, -1.2, 5.6]", []),
    ("logits = 3.5", []),
    # a call's result or another name of code, at its line's start: code that lost its fences
    ("logits = head.forward(hidden_states)", []),
    ("logits = hidden_states / temperature_scale", []),
    # after a word, compared, or given another name: prose and comparisons keep their mentions
    ("set logits=0 on the first node", ["logits"]),
    ("if logits == 3 the logits are fine", ["logits", "logits"]),
    ("the logits = the scores before the softmax", ["logits"]),
])
def test_a_name_given_a_value_in_a_comment_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({"logits": Concept("logits", "logits", ())}))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # called to give a name its value, at the start of a line or of a comment: a function of code
    ('inputs = tokenizer(sentence, return_tensors="pt")', []),
    ("# ids = tokenizer(text)\nthe tokenizer splits text", ["tokenizer"]),
    # after a word, or called with no assignment: prose keeps it
    ("we then write ids = tokenizer(text) to encode", ["tokenizer"]),
    ("the tokenizer (a BPE one) = the first step", ["tokenizer"]),
])
def test_a_word_called_to_give_an_assignment_its_value_is_no_mention(text, words):
    matcher = TermMatcher(Glossary({"tokenizer": Concept("tokenizer", "tokenizer", ())}))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words


@pytest.mark.parametrize("text, words", [
    # a heading's or a list's number glued to its first word: no name starts with a digit
    ("### 3.Data Parallel", ["Data Parallel"]),
    ("### １.Mixed Precision Training (混合精度学習)", ["Mixed Precision Training"]),
    ("2.Gradient Accumulation, then 3.FSDP", ["Gradient Accumulation", "FSDP"]),
    # a name, a version or a number after another dot stays a namespace, and a file's name its own
    ("Use torch.FSDP, v1.FSDP or 2.5.FSDP here.", []),
    ("# epoch=5-step=10999.ckpt and run 3.ckpt", []),
])
def test_a_number_glued_to_its_first_word_is_no_namespace(text, words):
    matcher = TermMatcher(Glossary({
        "data-parallelism": Concept("data-parallelism", "Data Parallelism", ("Data Parallel",)),
        "mixed-precision-training": Concept("mixed-precision-training", "Mixed Precision Training", ()),
        "gradient-accumulation": Concept("gradient-accumulation", "Gradient Accumulation", ()),
        "fsdp": Concept("fsdp", "FSDP", ()),
        "model-checkpoint": Concept("model-checkpoint", "checkpoint", ("ckpt",)),
    }))
    assert [text[c.start:c.end] for c in matcher.find(text)] == words
