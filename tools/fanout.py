#!/usr/bin/env python3
"""Independent jobs of the repository's scripts on local threads, or on a
Dask cluster when given its scheduler's address (docs/benchmarks.md,
"Scale-out").

bench/run.py, tools/cce_survey.py, tools/st_survey.py and
tools/ptoas_cases.py take `--dask ADDRESS` (tcp://host:8786): each of their
independent compiles, launches or suites is then a task of the cluster's
scheduler, run by its workers (`dask-scheduler`, `dask-worker` from Debian's
python3-distributed; the workers need this checkout, its build and the
inputs at the same paths, as on one machine or a shared file system, and
PYTHONPATH=<checkout>/build/python:<checkout>/tools).
Results come back in the order of the jobs, so what the scripts print is
the same with and without a cluster, but for the seconds they measure.

  tools/fanout.py local-cluster [--workers N] -- COMMAND ...

starts a cluster of N worker processes on this machine, runs COMMAND with
each `{dask}` in it replaced by the scheduler's address, stops the cluster
and exits with COMMAND's status (what test/Bench/fanout.test does).
"""

import argparse
import concurrent.futures
import os
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# What a worker imports by name: the ptoemu module, the scripts' modules.
WORKER_PATH = [os.path.join(REPO, "build", "python"),
               os.path.join(REPO, "tools")]


def add_arguments(parser):
    parser.add_argument(
        "--dask", metavar="ADDRESS",
        help="run the independent jobs on the Dask scheduler at ADDRESS "
        "(tools/fanout.py)")


def client(address):
    try:
        from distributed import Client
    except ImportError:
        sys.exit("--dask needs Dask's distributed package (Debian: "
                 "python3-distributed, for /usr/bin/python3)")
    try:
        return Client(address, timeout=10)
    except OSError as e:
        sys.exit(f"--dask {address}: no scheduler answers: {e}")


def run_all(function, items, jobs=1, dask=None):
    """[function(item) for item in items]: on the Dask scheduler at
    \\p dask, else on \\p jobs threads."""
    items = list(items)
    if dask:
        with client(dask) as c:
            return c.gather(c.map(function, items, pure=False))
    if jobs <= 1:
        return [function(item) for item in items]
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        return list(pool.map(function, items))


def local_cluster(workers, command):
    from distributed import LocalCluster
    # Worker processes start with this one's sys.path.
    sys.path[:0] = WORKER_PATH
    with LocalCluster(n_workers=workers, threads_per_worker=1,
                      processes=True, dashboard_address=None) as cluster:
        address = cluster.scheduler_address
        return subprocess.run([a.replace("{dask}", address)
                               for a in command]).returncode


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="what", required=True)
    local = sub.add_parser("local-cluster")
    local.add_argument("--workers", type=int, default=2)
    local.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("local-cluster: no command to run")
    return local_cluster(args.workers, command)


if __name__ == "__main__":
    sys.exit(main())
