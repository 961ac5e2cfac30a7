"""Runs one command and writes its wall time and the kernel's resource accounting as JSON: the
launcher scripts/bench/bench.py starts every measured process through.

    measure.py RESULT.json COMMAND [ARGUMENTS...]

Why a launcher: Linux carries a process's peak resident memory (ru_maxrss) across execve as
the larger of the new program's and the one it replaced, and a child of bench.py starts as a
copy of bench.py (which has torch loaded: about 230 MB). Measured directly, no child could
report less than bench.py's own peak. Started from this small process instead (about 10 MB),
the command's ru_maxrss is its own (floored at this launcher's). Standard input, output and
error, the environment and the working directory are passed through unchanged. The wall time
runs from just before the fork to the reaping of the child, so the launcher's own start-up is
not in it. Exits with the command's status (128 + N when signal N ended it).
"""
import json
import os
import sys
import time


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    result_path, command = sys.argv[1], sys.argv[2:]
    begin = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        try:
            os.execvp(command[0], command)
        except OSError as error:
            os.write(2, f"measure.py: cannot run {command[0]}: {error}\n".encode())
        os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - begin
    code = os.waitstatus_to_exitcode(status)
    with open(result_path, "w", encoding="utf-8") as out:
        json.dump({"wall_seconds": wall, "peak_rss_kib": usage.ru_maxrss,
                   "user_seconds": usage.ru_utime, "sys_seconds": usage.ru_stime,
                   "exit_status": code}, out)
    sys.exit(code if code >= 0 else 128 - code)


if __name__ == "__main__":
    main()
