"""How the evaluation sets' windows are cut and chosen, with plain regular expressions and never
with the ai_glossary engine (so that what is evaluated does not decide what is sampled): which lines
are prose, where a window may start and end, the words a window must mention, and the seeded choice
per source. Used by ``build_corpus.py``."""

from __future__ import annotations

import io
import random
import re
import tokenize
import zlib
from dataclasses import dataclass, replace

from corpus_sources import DOCS, SEED, Package, RepoText, Source, language_of

# -- what a window must mention (raw regular expressions, case-insensitive; not the glossary) -----
ML_WORDS = r"""
zero(?:-?[123]|-offload|-infinity)? | fsdp2? | fully.sharded | all[-_ ]?reduce | all[-_ ]?gather | reduce[-_ ]?scatter |
all[-_ ]?to[-_ ]?all | alltoall | (?:tensor|pipeline|data|sequence|context|expert|model)[-_ ]parallel\w* |
lora | qlora | dora | adapters? | peft | prefix[- ]tuning | prompt[- ]tuning | ia3 |
(?:gradient|activation)[- ]checkpointing | recomput\w* | mixed[- ]precision | amp | fp16 | bf16 | bfloat16 |
fp8 | fp32 | tf32 | half[- ]precision | kv[- ]cache | flash[- ]?attention | offload\w* | nccl | mpi | gloo |
shard\w* | quantiz\w* | learning[- ]rate | lr | warm-?up | batch[- ]size | micro[- ]?batch\w* |
gradient[- ]accumulation | gradient[- ]clipping | dropout | checkpoints? | pipelines? | transformers? | broadcast |
moe | mixture[- ]of[- ]experts | experts? | self[- ]attention | rotary | rope | layer[- ]?norm | rmsnorm |
deepspeed | megatron | horovod | accelerate | dpo | rlhf | sft | momentum | adamw? | sgd | weight[- ]decay |
torchrun | slurm | kubernetes | yarn | tpus? | xla | infiniband | rdma | nvlink | elastic | stragglers? |
temperature | top[-_ ]p | beam[- ]search | speculative | prefill | distillation | 1f1b | bubble | interleaved |
ddp | dp | tp | pp | sp | cp | ep | vpp | spark | ray | triton | ulysses | collectives?
"""
TRAP_WORDS = r"""
adapters? | pipelines? | transformers? | broadcast\w* | zero | shard\w* | yarn | checkpoints? |
batch[- ]size | warm-?up | temperature | momentum | offload\w* | quantiz\w* | distill\w* | ray |
triton | accelerate | elastic | stragglers? | mpi | dropout | bubble | prefill | learning[- ]rate |
lr | dp | tp | pp | sp | cp | ep | amp | ib | kd | swa | moe | hadoop | spark | collectives? | tpu
"""

# ML words of the translated texts (French, Dutch, Bengali), added to ML_WORDS for them
LOCAL_WORDS = r"""
entraînement | apprentissage | taux | optimiseur | planificateur | décroissance | précision | distribué\w* |
gradients? | lots? | époques? | pré-?entraîn\w* | attention | couches? | poids | modèles? |
leersnelheid | training | gradiënt\w* | aandacht\w* | normalisatie\w* | gewicht\w* | transformer\w* |
প্রশিক্ষণ\w* | ট্রান্সফরমার\w* | গ্রেডিয়েন্ট\w* | ড্রপআউট\w* | লার্নিং | মডেল\w* | নরমালাইজেশন\w* |
অপ্টিমাইজার\w* | মোমেন্টাম\w* | ট্রেনিং\w*
"""


# ML words of the Simplified Chinese, Japanese, Spanish and German texts, added to ML_WORDS for each
NEW_LANGUAGE_WORDS = {
    "zh-Hans": "训练 | 模型 | 注意力 | 梯度 | 学习率 | 优化器 | 微调 | 预训练 | 张量 | 权重 | 并行 | 显存 | 反向传播",
    "ja": "学習 | 訓練 | モデル | アテンション | 勾配 | 学習率 | オプティマイザ | ファインチューニング | 事前学習 | "
          "バッチサイズ | テンソル | 重み | 並列",
    "es": "entrenamiento | entrenar | aprendizaje | tasa | optimizador | gradientes? | lotes? | épocas? | "
          "pre-?entrena\\w* | atención | capas? | pesos | modelos?",
    "de": "training | trainier\\w* | lernrate | optimierer | gradienten? | batch\\w* | epochen? | vortrain\\w* | "
          "aufmerksamkeit | schichten? | gewichte? | modelle?",
}


def _compile(words: str, word: str = r"\w") -> re.Pattern[str]:
    """The words as whole words: ``word`` is the character class (its inside) of a word's letters."""
    alternatives = [w.strip() for w in words.replace("\n", " ").split(" | ") if w.strip()]
    return re.compile(rf"(?<![{word}-])(?:" + "|".join(alternatives) + rf")(?![{word}])", re.IGNORECASE)


ML_RE = _compile(ML_WORDS)
TRAP_RE = _compile(TRAP_WORDS)
TRANSLATED_RE = _compile(ML_WORDS + " | " + LOCAL_WORDS)
# Chinese and Japanese write no spaces: only a Latin letter or digit ends a word there
NEW_LANGUAGE_RE = {lang: _compile(ML_WORDS + " | " + words, "A-Za-z0-9_" if lang in ("zh-Hans", "ja") else r"\w")
                   for lang, words in NEW_LANGUAGE_WORDS.items()}

HARD_MAX = 60


# -- structure: which lines are prose, where a window may start and end ----------------------------
@dataclass
class Layout:
    prose: list[bool]  # per line (0-based)
    can_start: list[bool]
    can_end: list[bool]


def layout(text: str, language: str) -> Layout | None:
    lines = text.splitlines()
    n = len(lines)
    if language == "python":
        return _python_layout(text, n)
    prose = [False] * n
    can_start = [True] * n
    can_end = [True] * n
    if language == "markdown":
        fence = None
        for i, line in enumerate(lines):
            stripped = line.lstrip()
            marker = re.match(r"(`{3,}|~{3,})", stripped)
            inside = fence is not None
            if marker and (fence is None or stripped.startswith(fence)):
                fence = None if fence else marker.group(1)
                inside = True
            prose[i] = not inside and bool(stripped) and not line.startswith("    ")
            can_start[i] = not inside and (i == 0 or not lines[i - 1].strip() or lines[i - 1].startswith("#"))
            can_end[i] = fence is None
    elif language == "restructuredtext":
        literal_indent = None
        for i, line in enumerate(lines):
            stripped = line.strip()
            indent = len(line) - len(line.lstrip())
            if literal_indent is not None and stripped and indent <= literal_indent:
                literal_indent = None
            inside = literal_indent is not None
            prose[i] = not inside and bool(stripped) and not stripped.startswith((".. code", ".. image", ">>>"))
            can_start[i] = not inside and indent == 0 and bool(stripped) and (i == 0 or not lines[i - 1].strip())
            if stripped.endswith("::") and not inside:
                literal_indent = indent
    elif language == "yaml":
        for i, line in enumerate(lines):
            prose[i] = "#" in line
            # a mapping key or a list item at any depth (not a wrapped scalar)
            can_start[i] = bool(re.match(r"\s*(- |[\w.-]+:(\s|$)|#)", line))
    else:  # C-style comments
        in_block = False
        for i, line in enumerate(lines):
            starts_inside = in_block
            has_comment = in_block
            j = 0
            while j < len(line):
                if in_block:
                    k = line.find("*/", j)
                    if k < 0:
                        break
                    in_block, j = False, k + 2
                else:
                    k_line, k_block = line.find("//", j), line.find("/*", j)
                    if k_line >= 0 and (k_block < 0 or k_line < k_block):
                        has_comment = True
                        break
                    if k_block < 0:
                        break
                    has_comment, in_block, j = True, True, k_block + 2
            prose[i] = has_comment
            can_start[i] = not starts_inside
            can_end[i] = not in_block
    return Layout(prose, can_start, can_end)


def python_tokens(text: str) -> list[tokenize.TokenInfo] | None:
    try:
        return list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return None


def string_statements(tokens: list[tokenize.TokenInfo]) -> list[tokenize.TokenInfo]:
    """The string tokens that stand alone as a statement: docstrings and their like."""
    significant = [t for t in tokens if t.type not in (tokenize.NL, tokenize.COMMENT)]
    out = []
    for k, tok in enumerate(significant):
        if tok.type != tokenize.STRING:
            continue
        before = significant[k - 1].type if k else tokenize.NEWLINE
        after = significant[k + 1].type if k + 1 < len(significant) else tokenize.NEWLINE
        if before in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT) and after == tokenize.NEWLINE:
            out.append(tok)
    return out


def _python_layout(text: str, n: int) -> Layout | None:
    prose = [False] * n
    can_start = [False] * n
    can_end = [False] * n
    tokens = python_tokens(text)
    if tokens is None:
        return None
    layout_tokens = (tokenize.NEWLINE, tokenize.NL, tokenize.INDENT, tokenize.DEDENT, tokenize.COMMENT,
                     tokenize.ENDMARKER)
    for tok in string_statements(tokens):
        for row in range(tok.start[0], tok.end[0] + 1):
            if row - 1 < n:
                prose[row - 1] = True
    in_statement = False
    for tok in tokens:
        row = tok.start[0] - 1
        if row >= n:
            continue
        if tok.type == tokenize.COMMENT:
            prose[row] = True
        if tok.type == tokenize.NEWLINE:
            in_statement = False
            can_end[tok.end[0] - 1] = True
        elif tok.type in (tokenize.NL, tokenize.COMMENT):
            if not in_statement:
                can_start[row] = can_end[row] = True
        elif tok.type not in layout_tokens:
            if not in_statement:
                can_start[row] = True
            in_statement = True
    return Layout(prose, can_start, can_end)


# -- windows ---------------------------------------------------------------------------------------
@dataclass
class Window:
    path: str
    language: str
    start: int  # 0-based, inclusive
    end: int  # 0-based, exclusive
    hits: int


def windows_for(path: str, text: str, language: str, pattern: re.Pattern[str], rng: random.Random,
                code_hits: bool = False, lines_range: tuple[int, int] = (15, 40)) -> list[Window]:
    """Windows around prose lines that match ``pattern``; with ``code_hits``, around any matching
    line (trap words in YAML/JavaScript code: the engine must leave them alone)."""
    lay = layout(text, language)
    if lay is None:
        return []
    min_lines, max_lines = lines_range
    lines = text.splitlines()
    n = len(lines)
    if n < min_lines:
        return []
    if code_hits:
        lay.prose = [True] * n if not any(lay.prose) else lay.prose
        hit_lines = [i for i in range(n) if pattern.search(lines[i])]
    else:
        hit_lines = [i for i in range(n) if lay.prose[i] and pattern.search(lines[i])]
    out: list[Window] = []
    covered = -1
    for h in hit_lines:
        if h < covered:
            continue
        length = rng.randint(min_lines, max_lines)
        lead = rng.randint(0, min(10, length // 3))
        start = max(0, h - lead)
        while start > 0 and not lay.can_start[start]:
            start -= 1
        if not lay.can_start[start] and start != 0:
            continue
        end = min(n, start + length)
        while end < n and not lay.can_end[end - 1]:
            end += 1
        if end - start > HARD_MAX or end <= h:
            continue
        if end - start < min_lines:
            continue
        prose_lines = sum(lay.prose[start:end])
        hits = sum(1 for i in range(start, end) if lay.prose[i] and pattern.search(lines[i]))
        if prose_lines < 3:
            continue
        out.append(Window(path, language, start, end, hits))
        covered = end
    return out


def consecutive_windows(path: str, text: str, language: str, max_lines: int) -> list[Window]:
    """Every line of the text, in consecutive windows of at most ``max_lines`` (about even in
    length) that end where a window may end and the next may start (a paragraph break outside a
    fence). A stretch longer than ``max_lines`` with no such break (a long fence, or two fences of
    a framework switch) stays whole, up to ``HARD_MAX`` lines."""
    lay = layout(text, language)
    n = len(text.splitlines())

    def breaks_at(end: int) -> bool:
        return lay is None or end >= n or (lay.can_end[end - 1] and lay.can_start[end])

    out, start = [], 0
    while start < n:
        parts = -(-(n - start) // max_lines)  # as few windows as fit, of even length
        end = min(n, start + -(-(n - start) // parts))
        while start + 1 < end and not breaks_at(end):
            end -= 1
        if not breaks_at(end):  # no break before the target: the first one after it
            end = next((e for e in range(start + max_lines + 1, min(n, start + HARD_MAX) + 1) if breaks_at(e)),
                       end)
        out.append(Window(path, language, start, end, 0))
        start = end
    return out


def select(pkg: Source, files: list[tuple[str, str]], seed: int = SEED) -> list[Window]:
    if getattr(pkg, "consecutive", False):
        return [w for path, text in files
                for w in consecutive_windows(path, text, language_of(path, True) or "", pkg.lines[1])]
    rng = random.Random(seed ^ zlib.crc32(pkg.name.encode()))
    pattern = (TRAP_RE if pkg.kind == "trap" else ML_RE if pkg.lang == "en"
               else NEW_LANGUAGE_RE.get(pkg.lang, TRANSLATED_RE))
    candidates: list[Window] = []
    for path, text in files:
        language = language_of(path, isinstance(pkg, RepoText)) or ""
        code_hits = pkg.kind == "trap" and language in ("yaml", "javascript")
        candidates.extend(windows_for(path, text, language, pattern, rng, code_hits, pkg.lines))
    candidates = [w for w in candidates if w.hits >= (2 if pkg.kind == "ml" else 1)]
    rng.shuffle(candidates)
    chosen: list[Window] = []
    per_file: dict[str, int] = {}
    docs = other = 0
    for w in candidates:
        if len(chosen) >= pkg.count:
            break
        if per_file.get(w.path, 0) >= 3:
            continue
        if any(c.path == w.path and c.start < w.end and w.start < c.end for c in chosen):
            continue
        if w.language in DOCS:
            if docs >= pkg.docs:
                continue
            docs += 1
        elif w.language != "python":
            if other >= pkg.other:
                continue
            other += 1
        elif len(chosen) - docs - other >= pkg.count - pkg.docs - pkg.other and (docs < pkg.docs or other < pkg.other):
            # keep room for documentation and other languages while they can still be found
            if _still_available(candidates, chosen, pkg, docs, other):
                continue
        per_file[w.path] = per_file.get(w.path, 0) + 1
        chosen.append(w)
    return sorted(chosen, key=lambda w: (w.path, w.start))


def _still_available(candidates: list[Window], chosen: list[Window], pkg: Package, docs: int, other: int) -> bool:
    taken = {(c.path, c.start) for c in chosen}
    for w in candidates:
        if (w.path, w.start) in taken:
            continue
        if w.language in DOCS and docs < pkg.docs:
            return True
        if w.language not in DOCS and w.language != "python" and other < pkg.other:
            return True
    return False


def first_line(pkg: Source, path: str) -> int:
    return pkg.first_line(path) if isinstance(pkg, RepoText) else 1


def widened(pkg: Package, files: list[tuple[str, str]], seed: int) -> list[Window]:
    """The windows of a package whose count was raised after its windows were labelled: those the
    first count chose, in their order (so their ids stay), then the ones the raised count adds."""
    first = select(replace(pkg, count=pkg.first_count), files, seed)
    chosen = select(pkg, files, seed)
    kept = {(w.path, w.start, w.end) for w in chosen}
    if any((w.path, w.start, w.end) not in kept for w in first):
        raise SystemExit(f"{pkg.source}: the raised count drops a window the first count chose")
    before = {(w.path, w.start, w.end) for w in first}
    return [*first, *(w for w in chosen if (w.path, w.start, w.end) not in before)]
