def get_base_model_state_dict_from_peft(peft_state_dict, lora_alpha, lora_r):
    """
    Return the state dict for the base model given the state dict for a lora-wrapped 
    AutoModelForCausalLM, merging the lora weights as needed.

    This helper is needed because automated weight merging does not work with FSDP.
    """
    state_dict = {}

    for name in peft_state_dict.keys():
        if 'lora_A' in name:
            base_param_name = name.replace('lora_A.default', 'base_layer')
            
            lora_a = peft_state_dict[name]
            lora_b = peft_state_dict[name.replace('lora_A', 'lora_B')]
            scaling = lora_alpha / lora_r

            new_name = name.replace('lora_A.default.', '').replace('base_model.model.', '')
            state_dict[new_name] = peft_state_dict[base_param_name] + (lora_b @ lora_a) * scaling
        elif 'lora_B' in name or 'base_layer' in name:
            continue
        else:
            new_name = name.replace('base_model.model.', '')
            state_dict[new_name] = peft_state_dict[name]

    return state_dict


def set_offline_if_needed():
    try:
        token = HfFolder.get_token()
        api = HfApi()
        api.whoami(token)

        os.environ['HF_DATASETS_OFFLINE'] = '0'
        os.environ['HF_HUB_OFFLINE'] = '0'
    except huggingface_hub.errors.OfflineModeIsEnabled:
        print("No valid token found. Falling back to offline mode.")
        os.environ['HF_DATASETS_OFFLINE'] = '1' 
        os.environ['HF_HUB_OFFLINE'] = '1'


def rank0_print(*args, **kwargs):
    """Print, but only on rank 0."""
    if not dist.is_initialized() or dist.get_rank() == 0:
        print(*args, **kwargs)


def on_rank0():
    return (not dist.is_initialized()) or (dist.get_rank() == 0)


def pad_to_length(tensor: torch.Tensor, length: int, pad_value: Union[int, float], dim: int = -1) -> torch.Tensor:
    if tensor.size(dim) >= length:
        return tensor
    else:
        pad_size = list(tensor.shape)
        pad_size[dim] = length - tensor.size(dim)
        return torch.cat([tensor, pad_value * torch.ones(*pad_size, dtype=tensor.dtype, device=tensor.device)], dim=dim)
