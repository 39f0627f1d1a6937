####################################################
## a model trained on Multi-GPU with DDP
## but without torchrun
##
## date: Mar 26 2024
## author: Aislant Ventus (张浩杰)
####################################################

import argparse
import time
from typing import Type

from torch.utils.data.distributed import DistributedSampler
from torch.distributed.fsdp import ShardingStrategy, MixedPrecision, FullStateDictConfig, \
    StateDictType

import alexnet
from policies import fp32_policy, fpSixteen, bfSixteen, get_wrapper
from torch.distributed import init_process_group, destroy_process_group
import torch
from torch import nn
from torch.utils.data import DataLoader
from torch.optim import Optimizer
from torch.distributed.fsdp import FullyShardedDataParallel as FSDP
import os
from tqdm import tqdm
from datasets import load_dataset


def myprint(*str, color='\033[35m'):
    print(color, end='')
    print(*str, end='\033[0m\n')


class Trainer:
    def __init__(
            self,
            model: nn.Module,
            train_data: DataLoader,
            optimizer_cls: Type[torch.optim.Optimizer],
            lr: float,
            # fsdp config
            auto_wrap_policy,
            mixed_precision_policy,
            sharding_strategy,
            save_every: int,  # default setting of saving strategy is epoch
            snapshot_path: str,
            log_every: int = 100,  # log frequency (how many steps)
            log_strategy: str = 'epoch',  # ['epoch', 'step]
    ):
        # trochrun
        self.local_rank = int(os.environ['LOCAL_RANK'])  # locally gpu rank
        self.rank = int(os.environ['RANK'])  # global gpu rank

        self.train_data = train_data
        self.save_every = save_every
        self.log_every = log_every
        self.log_strategy = log_strategy

        os.makedirs(snapshot_path, exist_ok=True)
        self.snapshot_path = os.path.join(snapshot_path, 'snapshot.pt')

        self.epochs_run = 0
        self.model = model
        if os.path.exists(self.snapshot_path):
            myprint('Loading snapshot')
            self._load_snapshot(self.snapshot_path)

        torch.cuda.set_device(self.local_rank)
        self.model = FSDP(
            module=self.model,
            device_id=torch.cuda.current_device(),
            auto_wrap_policy=auto_wrap_policy,
            mixed_precision=mixed_precision_policy,
            sharding_strategy=sharding_strategy
        )

        # optimize must be initialized after the model was wrapped with FSDP
        self.optimizer = optimizer_cls(params=model.parameters(), lr=lr)

