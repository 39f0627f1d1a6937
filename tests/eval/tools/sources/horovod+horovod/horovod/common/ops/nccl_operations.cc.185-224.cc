Status NCCLAllreduce::Execute(std::vector<TensorTableEntry>& entries,
                              const Response& response) {
  auto& first_entry = entries[0];

  gpu_op_context_.InitGPU(entries);
  nccl_op_context_.InitNCCLComm(entries, response.devices());
  gpu_op_context_.InitGPUQueue(entries, response);

  WaitForData(entries);

  ncclRedOp_t ncclOp = ncclSum;
  double prescale_factor = response.prescale_factor();
  double postscale_factor = response.postscale_factor();

  if (response.reduce_op() == ReduceOp::AVERAGE) {
#if !HAVE_ROCM
#ifdef NCCL_AVG_SUPPORTED
    // Use NCCLAvg op in place of postscale_factor
    ncclOp = ncclAvg;
#else
    auto process_set_id = first_entry.process_set_id;
    auto& process_set = global_state_->process_set_table.Get(process_set_id);
    ncclOp = ncclSum;
    // Averaging happens via postscale_factor
    postscale_factor /= process_set.controller->GetSize();
#endif
#else
    throw std::logic_error("AVERAGE not allowed.");
#endif
  } else if (response.reduce_op() == ReduceOp::SUM) {
    ncclOp = ncclSum;
  } else if (response.reduce_op() == ReduceOp::MIN) {
    ncclOp = ncclMin;
  } else if (response.reduce_op() == ReduceOp::MAX) {
    ncclOp = ncclMax;
  } else if (response.reduce_op() == ReduceOp::PRODUCT) {
    ncclOp = ncclProd;
  } else {
    throw std::logic_error("Reduction op type not supported.");
  }
