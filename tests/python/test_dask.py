"""dates.dask: a partitioned column read on a LocalCluster of worker processes equals one
normalize() call on the whole column, and each worker loads the model once."""

import pandas as pd
import pytest

import dates
import dates.dask
from conftest import MODEL, real_world_inputs

distributed = pytest.importorskip("distributed")
dd = pytest.importorskip("dask.dataframe")


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None)
    with distributed.Client(cluster) as client:
        yield client
    cluster.close()


def test_partitions_read_as_one_column(model, client):
    # Month-first-looking rows first, the day-first evidence only in the last partition: read
    # partition by partition on their own, the first ones would read 3/4/15 as 4 March.
    # The real-world lines between them are those that cast no vote (counts: rows, then rows by
    # convention set; set 0 fits none, set 7 all three).
    silent = [t for t in real_world_inputs("real-world.tsv")
              if (lambda c: c[1] + c[8] == 1)(model.column_votes([t]))][:160]
    texts = ["3/4/15", "5/6/2001", "7/8/99", "1/2/03"] * 10 + silent
    texts += ["31/12/1999", "13/01/2020", "25/04/2015"]
    column = pd.Series(texts, index=range(1000, 1000 + len(texts)), name="when")
    column.iloc[5] = None
    frame = dd.from_pandas(column, npartitions=4)
    read, convention = dates.dask.to_iso(frame, str(MODEL))
    got = read.compute()
    expected = dates.to_iso(column, model)  # one call on the whole column
    assert convention["order"] == "dmy"
    pd.testing.assert_frame_equal(got, expected)
    assert got.loc[1000, "output"] == "2015-04-03"
    assert model.normalize(texts[:50])[0].output == "2015-03-04"  # the first partition alone
    # One model a worker process, not one a partition.
    assert set(client.run(dates.dask.loads_in_this_process).values()) == {1}


def test_a_scheduler_address_with_workers_started_apart(model, tmp_path):
    # What a multi-machine cluster is: `dask-scheduler` and `dask-worker` processes started on
    # their own, the client given only the scheduler's address. Here all on loopback.
    import os
    import socket
    import subprocess
    import sys
    import time

    # Held (bound with SO_REUSEADDR, never listening) while the scheduler, which sets
    # SO_REUSEADDR too, listens on it: no test running beside this one is handed the port.
    reservation = socket.socket()
    reservation.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    reservation.bind(("127.0.0.1", 0))
    port = reservation.getsockname()[1]
    address = f"tcp://127.0.0.1:{port}"
    environment = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    log = open(tmp_path / "cluster.log", "w")
    processes = [subprocess.Popen(
        [sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1",
         "--port", str(port), "--no-dashboard"], stdout=log, stderr=log, env=environment)]
    try:
        time.sleep(1.0)
        processes += [subprocess.Popen(
            [sys.executable, "-m", "distributed.cli.dask_worker", address, "--nworkers", "1",
             "--nthreads", "1", "--no-dashboard", "--local-directory", str(tmp_path / f"w{k}")],
            stdout=log, stderr=log, env=environment, cwd="/") for k in range(2)]
        with distributed.Client(address, timeout=30) as client:
            client.wait_for_workers(2, timeout=60)
            texts = ["3/4/15", "5/6/2001", "7/8/99", "1/2/03"] * 5 + ["31/12/1999", "13/01/2020"]
            column = pd.Series(texts, name="when")
            read, convention = dates.dask.to_iso(dd.from_pandas(column, npartitions=3), str(MODEL))
            pd.testing.assert_frame_equal(read.compute(), dates.to_iso(column, model))
            assert convention["order"] == "dmy"
    finally:
        for process in reversed(processes):
            process.terminate()
        for process in processes:
            process.wait(timeout=30)
        log.close()
        reservation.close()
