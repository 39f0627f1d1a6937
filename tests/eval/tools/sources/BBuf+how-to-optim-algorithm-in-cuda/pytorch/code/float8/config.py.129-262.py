class Float8LinearConfig:
    """
    用于将torch.nn.Linear模块转换为float8进行训练的配置类。
    """

    #
    # 用于转换input、weight、grad_output的每个张量的配置,
    # 这些张量用于计算output、grad_weight和grad_input的gemm操作。
    #
    # 注意:
    # 1. 如果cast_config_input_for_grad_weight为None,则
    #    cast_config_input用于缩放两个使用input的gemm中的input
    # 2. 如果指定了cast_config_input_for_grad_weight,则
    #    a. cast_config_input用于缩放计算output的gemm中的input
    #    b. cast_config_input_for_grad_weight用于缩放计算grad_weight的gemm中的input
    # 3. 同样的行为也适用于cast_config_weight和cast_config_grad_output
    #
    # input相关配置
    cast_config_input: CastConfig = CastConfig()
    cast_config_input_for_grad_weight: Optional[CastConfig] = None
    # weight相关配置  
    cast_config_weight: CastConfig = CastConfig()
    cast_config_weight_for_grad_input: Optional[CastConfig] = None
    # grad_output相关配置
    cast_config_grad_output: CastConfig = CastConfig()
    cast_config_grad_output_for_grad_weight: Optional[CastConfig] = None

    #
    # 用于计算output、grad_input和grad_weight的每个gemm操作的配置
    # TODO:如果fast_accum为False与axiswise缩放一起使用时抛出警告
    #
    gemm_config_output: Float8GemmConfig = Float8GemmConfig(use_fast_accum=True)
    gemm_config_grad_input: Float8GemmConfig = Float8GemmConfig()
    gemm_config_grad_weight: Float8GemmConfig = Float8GemmConfig()

    #
    # 每个linear层的配置
    #

    # 如果为True,在Float8Linear的第一次迭代时,amaxes将使用输入数据初始化。
    # 截至2023-12-30,这在autocast + torch.compile + FSDP下不起作用。
    # 启用此选项对测试有帮助,但对实际训练任务不是必需的。
    enable_amax_init: bool = True

    # 如果为True,将运行pre-forward和post-forward函数。
    # 截至2023-12-30,这在autocast + torch.compile + FSDP下不起作用。
    # 启用此选项对安全性有帮助,但不是严格必需的。
    enable_pre_and_post_forward: bool = True

    # 如果为True,则使用float8 linear模块权重的张量子类,
    # 该子类实现pre/post-all-gather方法以在FSDP2中进行float8 all-gather。
    enable_fsdp_float8_all_gather: bool = False

    # 如果为True,在执行fp8缩放的矩阵乘法之前,
    # 我们将用0填充a(维度1)和b(维度2)的内部维度。
    # 这对于_scaled_mm的矩阵乘法是必需的,因为它有一个强约束:
    # 对于M,N,K,N和K必须是16的倍数。
    # 但这可能导致内存峰值,因此默认关闭。
    pad_inner_dim: bool = False

    # 如果为True,使用模拟而不是硬件加速的gemm
    emulate: bool = False

    # 延迟缩放的配置
    # 注意:这实际上是按张量应用的,但目前只支持对模型中的所有张量和层使用相同的配置。
    # 如果将来我们添加对更细粒度配置的支持,这个字段可能会移到每个张量的配置中。
    delayed_scaling_config: DelayedScalingConfig = DelayedScalingConfig()

    # 如果启用此选项,fp8_weight将始终在反向传播中重新计算。
    # 建议在使用FSDP时启用此标志。
    # 否则,可能会保存整个fp8_weight,而不是分片的权重。
    # 如果使用外部激活检查点上下文或SAC,您可以禁用此选项,
    # 并在自定义的AC上下文中处理fp8权重的重新计算。
    force_recompute_fp8_weight_in_bwd: bool = False

    # 如果为True,我们只使用fp8-all-gather来减少通信成本。
    # gemm计算仍然在原始精度下进行。
    # cast_config_weight用于决定如何将权重转换为fp8,
    # 其他转换配置将被忽略。
    use_fp8_all_gather_only: bool = False

    def __post_init__(self):
        # 如果用户未指定,则填充额外的转换覆盖
        # 注意:这通过使用object.__setattr__绕过了这个dataclass的frozen属性。
        # 这没问题,因为我们真正需要的是这个对象在__post_init__之后被冻结,
        # 以便torch.compile能够工作。
        if self.cast_config_input_for_grad_weight is None:
            object.__setattr__(self, "cast_config_input_for_grad_weight", self.cast_config_input)
        if self.cast_config_weight_for_grad_input is None:
            object.__setattr__(self, "cast_config_weight_for_grad_input", self.cast_config_weight)
        if self.cast_config_grad_output_for_grad_weight is None:
            object.__setattr__(self, "cast_config_grad_output_for_grad_weight", self.cast_config_grad_output)

        # float8 all-gather只支持tensorwise,将来可能支持blockwise
        if self.cast_config_weight.scaling_granularity != ScalingGranularity.TENSORWISE:
            assert not self.enable_fsdp_float8_all_gather, \
                f"enable_fsdp_float8_all_gather只支持tensorwise缩放粒度,得到{self.cast_config_weight.scaling_granularity}"

        # 在兼容性检查中保存一些字符
        cc_i = self.cast_config_input
        cc_w = self.cast_config_weight
        cc_go = self.cast_config_grad_output
        cc_i_gw = self.cast_config_input_for_grad_weight
        cc_w_gi = self.cast_config_weight_for_grad_input
        cc_go_gw = self.cast_config_grad_output_for_grad_weight
        # 目前,我们只有两个操作数要么都是高精度,要么都是float8的gemm内核。
        # 将来可能会放宽这个限制。
        # TODO:使用特定的dtypes使float8检查更精确。
        for cc1, cc2, gemm_name in (
            (cc_i, cc_w, "output"),
            (cc_go, cc_w_gi, "grad_input"),
            (cc_i_gw, cc_go_gw, "grad_weight"),
        ):
            is_disabled_1 = cc1.scaling_type is ScalingType.DISABLED
            is_disabled_2 = cc1.scaling_type is ScalingType.DISABLED
            assert is_disabled_1 == is_disabled_2, \
                f"{gemm_name}的操作数精度不兼容"
        
        if self.use_fp8_all_gather_only:
            assert self.enable_fsdp_float8_all_gather, "use_fp8_all_gather_only需要enable_fsdp_float8_all_gather为True"
            
        # 有关此警告的更多详细信息,请参见force_recompute_fp8_weight_in_bwd周围的注释。
        if (
            self.enable_fsdp_float8_all_gather
            and not self.force_recompute_fp8_weight_in_bwd
        ):
            logger.warning(
                "使用FSDP时,建议启用config.force_recompute_fp8_weight_in_bwd。"
            )
               


# 预制的常用配置方案
# TODO(未来PR): 对此进行一轮设计,最终作为顶层公共API暴露出去
