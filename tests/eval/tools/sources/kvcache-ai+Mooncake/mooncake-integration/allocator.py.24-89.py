class NVLinkAllocator:
    _instances: Dict[torch_device, CUDAPluggableAllocator] = {}
    _lock: Final = threading.Lock()
    _supports_fabric: int = MemoryBackend.UNKNOWN
    _probe_done: bool = False

    @classmethod
    def _get_so_path(cls) -> str:
        return get_mooncake_so_path(
            "nvlink_allocator.so",
            "SGLANG_MOONCAKE_CUSTOM_MEM_POOL require mooncake-transfer-engine >= 0.3.3.post2.",
        )

    @classmethod
    def _probe_fabric_memory_support(cls, so_path: str) -> MemoryBackend:
        supported_type = probe_allocator_backend(
            so_path,
            "mc_allocator_probe",
            ctypes.c_int,
            int(MemoryBackend.UNSUPPORTED),
        )
        try:
            backend = MemoryBackend(supported_type)
        except ValueError:
            logger.info("Unknown Backend error")
            return MemoryBackend.UNKNOWN

        if backend == MemoryBackend.USE_CUDAMALLOC:
            logger.info("Use CudaMalloc fallback")
        elif backend == MemoryBackend.USE_CUMEMCREATE:
            logger.info("Supports Fabric Memory")
        elif backend == MemoryBackend.UNSUPPORTED:
            logger.info("Allocator backend probing is unsupported")
        else:
            logger.info("Unknown Backend error")
        return backend

    @classmethod
    def detect_mem_backend(cls) -> MemoryBackend:
        """Public API: check if fabric memory is supported."""
        if not cls._probe_done:
            with cls._lock:
                if cls._probe_done:
                    return cls._supports_fabric
                try:
                    cls._supports_fabric = cls._probe_fabric_memory_support(
                        cls._get_so_path()
                    )
                except Exception as e:
                    logger.error(
                        f"Critical error during fabric memory probe setup: {e}"
                    )
                    cls._supports_fabric = MemoryBackend.UNSUPPORTED

                cls._probe_done = True
        return cls._supports_fabric

    @classmethod
    def get_allocator(cls, device: torch_device) -> CUDAPluggableAllocator:
        with cls._lock:
            if device not in cls._instances:
                so_path = cls._get_so_path()
                cls._instances[device] = CUDAPluggableAllocator(
                    so_path, "mc_allocator_malloc", "mc_allocator_free"
                )
            return cls._instances[device]
