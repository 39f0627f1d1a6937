class Batch:
    def __init__(self, batch_id, reqs: List[Req], dp_size_in_node: int):
        self.batch_id = batch_id
        self.reqs = reqs
        self.id_to_reqs = {req.request_id: req for req in reqs}
        self.dp_size_in_node = dp_size_in_node
        return

    def input_tokens(self):
        batch_input_tokens = 0
        for req in self.reqs:
            batch_input_tokens += req.input_len
        return batch_input_tokens

    def get_batch_decode_need_tokens(self):
        new_batch_decode_need_tokens = [0 for _ in range(self.dp_size_in_node)]  # for chunked prefill

        for req in self.reqs:
            req_dp_index = req.sample_params.suggested_dp_index
            new_batch_decode_need_tokens[req_dp_index] += req.get_decode_need_tokens()

        return new_batch_decode_need_tokens

    def get_req_list_for_dp(self, dp_index: int):
        if self.dp_size_in_node == 1:
            return self.reqs

        req_list = []
        for req in self.reqs:
            if req.sample_params.suggested_dp_index == dp_index:
                req_list.append(req)
        return req_list

    def filter_out_finished_req(self, shm_req_manager: ShmReqManager):
        unfinished_req_ids = []
        for req in self.reqs:
            # 更新aborted 标记，可以触发推理进程主动退出aborted的请求。
            if req.is_aborted:
                req.router_aborted = True

