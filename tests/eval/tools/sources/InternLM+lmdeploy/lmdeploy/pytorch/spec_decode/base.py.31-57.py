    def __init__(
        self,
        specdecode_config: SpecDecodeConfig,
        backend_config: BackendConfig,
        inputs_strategy: ModelInputsStrategy,
        agent_strategy: ModelAgentStrategy,
        misc_config: MiscConfig,
        dist_ctx: DistContext,
        device: str = 'cuda',
    ):
        self._enabled = specdecode_config is not None
        self.specdecode_config = specdecode_config
        self.num_spec_tokens = specdecode_config.num_speculative_tokens if specdecode_config is not None else 0
        self.backend_config = backend_config
        self.dist_ctx = dist_ctx
        self.rank = dist_ctx.rank
        self.draft_dist_ctx = _build_draft_dist_ctx(dist_ctx, specdecode_config)
        self.device = device
        self.cache_engine = None
        self.inputs_strategy = inputs_strategy
        self.agent_strategy = agent_strategy
        self.misc_config = misc_config
        self.rejection_sampler = RejectionSampler()
        self.proposer = None
        self.model_config = specdecode_config.model_config if specdecode_config is not None else None
        self.cache_config = specdecode_config.cache_config if specdecode_config is not None else None
        self.method = specdecode_config.method if specdecode_config is not None else None
