"""Replay on a Dask cluster (bridgelaw.distributed, the optional extra): a local cluster of two
worker processes on this machine gives the classification and merged counts of one process."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaw.cli import app
from bridgelaw.notation import find_files
from bridgelaw.parallel import replay_parallel
from bridgelaw.replay import ClaimEntry, Entry
from test_parallel import write_archive

distributed = pytest.importorskip("distributed", reason="the optional extra bridgelaw[dask] is not installed")


def test_dask_local_cluster_of_two_workers_equals_one_process(tmp_path: Path) -> None:
    from bridgelaw.distributed import replay_dask

    files = []
    for k in range(6):
        f = tmp_path / f"part{k}.lin"
        write_archive(f, 40 if k else 300, k % 3, seed=k + 3)
        files.append(f)
    one = replay_parallel(list(find_files([tmp_path])), workers=1, task_bytes=3000)
    one_dd = replay_parallel(list(find_files([tmp_path])), workers=1, task_bytes=3000, dd=True)
    assert one_dd.claim_entries
    assert one.problems and one.boards > 400
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None)
    streamed: list[Entry] = []
    try:
        with distributed.Client(cluster) as client:
            assert len(client.nthreads()) == 2
            got = replay_dask([tmp_path], client, task_bytes=3000)
            kept = replay_dask([tmp_path], client, task_bytes=3000, on_problem=streamed.append)
            claims: list[ClaimEntry] = []
            got_dd = replay_dask([tmp_path], client, task_bytes=3000, dd=True, on_claim=claims.append)
        cli = CliRunner().invoke(app, ["replay", str(tmp_path), "--json", "--scheduler",
                                       cluster.scheduler_address])
    finally:
        cluster.close()
    assert json.dumps(got.to_json()) == json.dumps(one.to_json())
    # streamed: the entries in the order of one process, as they are merged; none kept
    assert streamed == one.problems and kept.problems == [] and kept.counts == one.counts
    assert cli.exit_code == 0 and cli.stdout == json.dumps(one_dd.to_json(), indent=1) + "\n"
    assert claims == one_dd.claim_entries and got_dd.claims == one_dd.claims and got_dd.claim_entries == []
