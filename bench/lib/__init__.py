"""What the benchmarks share: workloads, one LSP client, statistics, the servers compared."""
