"""English names as writers of papers, docs and code comments write them, gathered by breadth
(docs/evaluation.md, "Names by breadth"): British spellings of the names the engine does not derive
(-isation nouns, "optimiser"), other names and near-synonyms, shortened forms and the names of
variants a reader hovering wants explained by the entry. Each class has a positive and a trap (an
ordinary or other-sense use that stays quiet).

Expected mentions are marked in the text: «RMS normalisation» is a mention, the guillemets are
removed before the text is analysed.
"""

from __future__ import annotations

import pytest

from ai_glossary.core.detection.analysis import DocumentAnalysis
from support.marked import assert_concept_mentions as assert_mentions


# -- British spellings: -isation nouns and "optimiser", which the word forms do not derive -------------------
@pytest.mark.parametrize("marked, concept", [
    ("We compare «post-training quantisation» with quantisation-aware training on the 7B model.\n",
     "post-training-quantization"),
    ("We compare post-training quantisation with «quantisation-aware training» on the 7B model.\n",
     "quantization-aware-training"),
    ("LLaMA uses «root mean square normalisation» («RMS normalisation») instead of LayerNorm.\n", "rmsnorm"),
    ("«Batch normalisation» normalises each channel over the batch.\n", "batch-normalization"),
    ("The «Adam optimiser» keeps two moments per parameter.\n", "adam"),
    ("ZeRO stage 1 is «optimiser state sharding» across the data-parallel ranks.\n", "optimizer-state-sharding"),
    ("Use «paged optimisers» to absorb memory spikes during fine-tuning.\n", "paged-optimizers"),
    ("We report «model FLOPs utilisation» for each run.\n", "model-flops-utilization"),
    ("«Proximal Policy Optimisation» clips the policy ratio.\n", "ppo"),
    ("«Quantised LoRA» loads the frozen base model in 4-bit NF4.\n", "qlora"),
    ("«Weight-only quantisation» keeps activations in 16 bits.\n", "weight-only-quantization"),
])
def test_british_spellings(detector, marked, concept):
    assert_mentions(detector, marked, concept)


# -- other names and near-synonyms ----------------------------------------------------------------------
@pytest.mark.parametrize("marked, concept", [
    ("Weights are stored in «brain float 16», also written «bfloat», with the exponent range of FP32.\n", "bf16"),
    ("PyTorch calls it «gradient scaling»: the scaler multiplies the loss so FP16 gradients do not underflow.\n",
     "loss-scaling"),
    ("«SGDR», «cosine annealing with warm restarts», resets the learning rate every few epochs.\n",
     "cosine-learning-rate-schedule"),
    ("Use a «linear warm-up» over 500 «warm-up steps» before decaying the learning rate.\n",
     "learning-rate-warmup"),
    ("Pass the decay rate as «weight_decay» in the optimizer's config.\n", "weight-decay"),
    ("During training we keep «clipping gradients» to a norm of 1.0 after the backward pass.\n",
     "gradient-clipping"),
    ("The student learns from a «distillation loss» on the teacher's logits.\n", "knowledge-distillation"),
    ("The «paged KV cache» stores keys and values in fixed-size blocks.\n", "paged-attention"),
    ("The «key/value cache» grows with the length of the context.\n", "kv-cache"),
    ("«Speculative inference» lets a small «draft model» propose tokens that the target model verifies.\n",
     "speculative-decoding"),
    ("«Group query attention» shares one key head among several query heads.\n", "grouped-query-attention"),
    ("The «softmax», also called «softargmax» or the «normalised exponential function», gives probabilities.\n",
     "softmax"),
    ("GPT is trained by «autoregressive language modelling» over tokens.\n", "causal-language-modeling"),
    ("«Disaggregated inference» runs prefill and decode on different GPUs («P/D disaggregation»).\n",
     "disaggregated-serving"),
    ("«Positional interpolation» squeezes RoPE positions into the trained context window.\n", "rope-scaling"),
    ("With «sample packing» several short sequences share one row, so SFT wastes no padding.\n", "sequence-packing"),
    ("Each MoE layer uses «top-2 routing»: the «MoE gate» picks two experts per token.\n", "moe-router"),
    ("DeepSeek-V3 uses «auxiliary-loss-free load balancing» instead of an «auxiliary balancing loss».\n",
     "load-balancing-loss"),
    ("Interleaved schedules reduce the «pipeline bubble ratio» of 1F1B.\n", "pipeline-bubble"),
    ("«Activation recompute» trades compute for memory: «rematerialisation» of activations in the backward "
     "pass.\n", "activation-checkpointing"),
    ("«Gradient quantisation» sends 8-bit gradients over the network.\n", "gradient-compression"),
    ("The method trains «low-rank adapters» next to the frozen weights.\n", "lora"),
    ("Set «grad accum» to 8 for a larger effective batch.\n", "gradient-accumulation"),
    ("«Iteration-level batching» lets new requests join the running batch.\n", "continuous-batching"),
    ("The V100 has 16 GB of «HBM2» memory.\n", "hbm"),
    ("Lower the temperature and raise the «repeat penalty» to 1.1 in llama.cpp.\n", "repetition-penalty"),
    ("The «ring allreduce» sends each chunk around the ring of GPUs.\n", "ring-all-reduce"),
    ("The «NVIDIA Collective Communication Library» runs the collectives.\n", "nccl"),
    ("In JAX, optax.«clip_by_global_norm» applies «global norm clipping» to the updates.\n", "gradient-clipping"),
    ("Set torch.backends.cuda.matmul.«allow_tf32» = True for faster matmuls.\n", "tf32"),
    ("A «quantised KV cache» halves the memory of long contexts.\n", "kv-cache-quantization"),
    ("«Multi-LoRA inference» serves many fine-tuned variants of one base model.\n", "multi-lora-serving"),
])
def test_other_names(detector, marked, concept):
    assert_mentions(detector, marked, concept)


# -- the same words in other trades stay quiet ------------------------------------------------------------
@pytest.mark.parametrize("text, concept", [
    ("The committee will review the draft model contract before the board meets.\n", "speculative-decoding"),
    ("Architects share a draft model of the building with the city planners.\n", "speculative-decoding"),
    ("Runners do warm-up steps before the race; the coach counts the warm-up steps.\n", "learning-rate-warmup"),
    ("The foam has a bubble ratio of 0.3 and the bubble ratio rises with temperature.\n", "pipeline-bubble"),
    ("The laboratory handles sample packing and shipping of blood tubes to the clinic.\n", "sequence-packing"),
    ("The historian describes positional interpolation of the missing manuscript pages.\n", "rope-scaling"),
    ("The rematerialisation of the old factory into a museum took ten years.\n", "activation-checkpointing"),
    ("Drag the gradient scaling handle in the image editor to stretch the colour gradient.\n", "loss-scaling"),
    ("The router forwards packets using the prefix cache of the routing table.\n", "prefix-caching"),
    ("We clip the gradients of the colour ramp in the SVG so that the fills stay inside the shape.\n",
     "gradient-clipping"),
    ("The distributed optimiser for the delivery trucks plans routes across depots.\n", "distributed-optimizer"),
    ("Judges may impose a repeat penalty on drivers caught speeding twice in a year.\n", "repetition-penalty"),
])
def test_other_trades_stay_quiet(detector, text, concept):
    assert [m.text for m in DocumentAnalysis(text, "markdown", detector).matches() if m.concept_id == concept] == []


def test_geglu_stays_no_swiglu(detector):
    """A sibling GLU variant is not the entry's name (it names another activation)."""
    text = "T5 v1.1 uses GeGLU in its feed-forward blocks.\n"
    assert [m for m in DocumentAnalysis(text, "markdown", detector).matches() if m.concept_id == "swiglu"] == []


def test_a_code_name_of_accumulation_steps(detector):
    text = "Set grad_accum_steps to 8 so that the effective batch is eight micro-batches.\n"
    assert [m.text for m in DocumentAnalysis(text, "markdown", detector).matches()
            if m.concept_id == "gradient-accumulation"] == ["grad_accum_steps"]



# -- second pass: parallelism, training methods and training, as framework docs and papers write them ------
# (names in words and identifiers that spell a name; identifiers that only hold a short form, `tp_degree`,
# `min_lr`, `grad_acc`, are no mentions by the evaluation guidelines and stay out of the glossary)
@pytest.mark.parametrize("marked, concept", [
    ("Megatron calls it «inter-layer model parallelism»: each stage holds a block of layers.\n",
     "pipeline-parallelism"),
    ("Experts are split over GPUs with «expert model parallelism».\n", "expert-parallelism"),
    ("Every device holds one block of the array along the «mesh axis» named 'data' in jax.sharding.\n",
     "device-mesh"),
    ("The compiler maps the «logical mesh» of the stage onto the «physical mesh» of GPUs with XLA.\n",
     "device-mesh"),
    ("We «instruction tune» the base model on 50k prompts.\n", "instruction-tuning"),
    ("We «supervised fine-tune» the base model on chat data first.\n", "supervised-fine-tuning"),
    ("The «DPO loss» compares the chosen and rejected completions.\n", "dpo"),
    ("The «reward_model» scores each completion.\n", "reward-model"),
    ("The «KL penalty» is the «relative entropy» between the policy and the reference.\n", "kl-divergence"),
    ("PPO with «adaptive KL control» keeps the policy near the SFT model.\n", "kl-divergence"),
    ("Pick the «LR scheduler» and a «learning rate schedule» with «LR decay» after the warmup.\n",
     "learning-rate"),
    ("The FP16 «loss scale» is halved after an overflow.\n", "loss-scaling"),
    ("Build the optimizer with «optax.adamw» and a cosine schedule.\n", "adamw"),
    ("Apply «layer_norm» before each block.\n", "layer-normalization"),
    ("«ZeRO-DP» partitions the optimizer states across data-parallel ranks.\n", "zero"),
    ("Ulysses runs an «alltoall» over the heads; MoE dispatch uses «alltoallv» with per-rank counts.\n",
     "all-to-all"),
    # the eleventh set's English misses, as classes
    ("Use a trainer that only does minimal «SGD» training and nothing else.\n", "sgd"),
    ("The mode is «sendrecv» or broadcast between the two meshes.\n", "point-to-point-communication"),
    ("«Point-to-point» ops send activations between pipeline stages.\n", "point-to-point-communication"),
    ("«structured_output»: a dictionary holding the «structured output» configuration.\n", "structured-outputs"),
    ("«Quantize» [n, k] weight tensor.\n", "quantization"),
])
def test_second_pass_names(detector, marked, concept):
    assert_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    ("The training costs SGD 1,200 per seat, payable in Singapore dollars.\n", "sgd"),
    ("The mesh axis of the finite element grid is aligned with the beam; refine each mesh dimension.\n",
     "device-mesh"),
    ("A point-to-point link joins the two routers of the branch office.\n", "point-to-point-communication"),
    ("Quantize the colors of the image to a 16-colour palette.\n", "quantization"),
    ("Since the last checkpoint, PostgreSQL has written the dirty pages to disk.\n", "model-checkpoint"),
    ("The critic network of film reviewers met in Cannes this year.\n", "value-model"),
    ("The insurer's loss scale ranks claims by their severity.\n", "loss-scaling"),
])
def test_second_pass_other_senses_stay_quiet(detector, text, concept):
    assert [m.text for m in DocumentAnalysis(text, "markdown", detector).matches() if m.concept_id == concept] == []


# -- third pass: the thin families (parallelism, hardware, serving, training methods) --------------------------
@pytest.mark.parametrize("marked, concept", [
    ("The kernel issues «Matrix Core» mfma ops on AMD's gfx942.\n", "tensor-cores"),
    ("NaN appears intermittently with «paged KV» (block_table) in the decode kernel.\n", "paged-attention"),
    ("Append the new tokens of each sequence to the «paged cache» before attention.\n", "paged-attention"),
    ("Write the new rows into the «K/V cache» of the draft model.\n", "kv-cache"),
    ("End-to-end «torch compile» with dynamic shapes; «Torch compiling» your model saves memory.\n",
     "torch-compile"),
    ("Blackwell uses «FA4» («FlashAttention-4»); Hopper uses «FA3».\n", "flash-attention"),
    ("Explicitly «unshard» the parameters while FSDP is idle; FSDP2 «unshards» each block.\n", "sharding"),
    ("FSDP picks the DP «submesh» out of the «device mesh»; disjoint «sub-meshes» decide on their own.\n",
     "device-mesh"),
    ("This parameter is not supported in «PagedAdam8bit»; use «PagedLion32bit» or «paged_adam_8bit».\n",
     "paged-optimizers"),
    ("We «distill» the 70B teacher into an 8B student; the student «distils» the teacher's logits.\n",
     "knowledge-distillation"),
    ("Set the sharding strategy to «FULL_SHARD», or «SHARD_GRAD_OP» to keep parameters whole.\n", "fsdp"),
    ("«Fusing the kernels» saves a round trip to HBM: the «fused op» is «fused into a single kernel».\n",
     "kernel-fusion"),    # the degrees' settings beside tp_size, pp_size and dp_size, and PEFT's settings in an Args: list
    ("Set «cp_size» to the degree; ring attention runs over the «CP» group.\n", "context-parallelism"),
    ("Set «ep_size» to the number of ranks that hold the MoE layer's experts.\n", "expert-parallelism"),
    ("Args:\n    «use_dora» (bool): decompose the update into magnitude and direction.\n", "dora"),
    ("Args:\n    «lora_rank» (int): rank of the update; «lora_alpha» scales it.\n", "lora-hyperparameters"),    ("We «checkpoint activations» to save memory and «recompute activations» in the backward pass.\n",
     "activation-checkpointing"),
    ("Enable «act ckpt» on each block to fit the longer sequences.\n", "activation-checkpointing"),
    ("Each of the 64 «mixture-of-expert» layers routes a token to two experts.\n", "mixture-of-experts"),
    ("A «monitored barrier» reports which rank is stuck.\n", "barrier"),
    ("We «offload activations» to the host and prefetch them for the backward pass.\n", "activation-offloading"),
])
def test_third_pass_names(detector, marked, concept):
    assert_mentions(detector, marked, concept)


@pytest.mark.parametrize("text, concept", [
    ("The matrix core of the library is a sparse direct solver.\n", "tensor-cores"),
    ("The buffer pool keeps a paged cache of the database's pages on disk.\n", "paged-attention"),
    ("The key-value store serves a paged KV scan over RocksDB.\n", "paged-attention"),
    ("Unshard the database after moving the tenants off the shard key in MongoDB.\n", "sharding"),
    ("The polygon mesh is cut into submeshes for the finite element solver.\n", "device-mesh"),
    ("We distill the whisky twice in copper stills.\n", "knowledge-distillation"),
    ("The async copy takes cp_size, an optional copy size override in bytes.\n", "context-parallelism"),
    ("The panel was a mixture of expert opinions and public comments.\n", "mixture-of-experts"),
    # a kernel compiler's software pipeline has stages too
    ("Leading modes are batch dimensions (for example a software-pipeline stage) that repeat along TMEM.\n",
     "pipeline-parallelism"),
])
def test_third_pass_other_senses_stay_quiet(detector, text, concept):
    assert [m.text for m in DocumentAnalysis(text, "markdown", detector).matches() if m.concept_id == concept] == []
