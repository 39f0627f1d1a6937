def merge_models(
    model_paths: list[Path],
    output_dir: Path,
    model_weights: list[float] | None = None,
    dtype: torch.dtype = torch.bfloat16,
) -> None:
    """Merge models by weighted averaging of their safetensors weights."""
    model_weights = model_weights or [1.0] * len(model_paths)

    if len(model_weights) != len(model_paths):
        raise ValueError(f"Number of weights ({len(model_weights)}) must match number of models ({len(model_paths)})")

    total_weight = sum(model_weights)
    if math.isclose(total_weight, 0.0):
        raise ValueError("Weights must not sum to zero")
    model_weights = [w / total_weight for w in model_weights]

    logger.info(f"Merging {len(model_paths)} models with weights: {model_weights}")

    safetensor_files = get_safetensor_files(model_paths[0])
    logger.info(f"Found {len(safetensor_files)} safetensor files")

    # Verify all models have identical safetensor file sets
    for model_path in model_paths[1:]:
        other_files = get_safetensor_files(model_path)
        if other_files != safetensor_files:
            raise ValueError(f"Model {model_path} has different safetensor files: {other_files} vs {safetensor_files}")

    output_dir.mkdir(parents=True, exist_ok=True)

    for safetensor_file in tqdm(safetensor_files, desc="Processing files"):
        model_tensors = _load_tensors(model_paths, safetensor_file)
        merged_tensors = _merge_tensors(model_tensors, model_weights, dtype)
        save_file(merged_tensors, str(output_dir / safetensor_file))

    # Copy config files from first model
    config_files = ["config.json", "generation_config.json", "model.safetensors.index.json"]
    for f in config_files:
        src = model_paths[0] / f
        if src.exists():
            shutil.copy(src, output_dir / f)
            logger.info(f"Copied {f}")

    # Copy tokenizer files from first model
    tokenizer_files = [
        "tokenizer.json",
        "tokenizer.model",
        "tokenizer_config.json",
        "special_tokens_map.json",
        "added_tokens.json",
        "vocab.json",
        "merges.txt",
        "chat_template.jinja",
    ]
    for f in tokenizer_files:
        src = model_paths[0] / f
        if src.exists():
            shutil.copy(src, output_dir / f)
            logger.info(f"Copied {f}")

    logger.info(f"Merge complete! Output at: {output_dir}")
