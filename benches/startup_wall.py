#!/usr/bin/env python3
"""Paired wall times of process start without cargo (docs/performance-history.md, start-up,
seventh round): hello-world and each kaiser binary's one-shot commands round-robin, median of N
starts each. The same method as `cargo bench --bench startup`, for a machine where that bench
would rebuild every dependency: python3 benches/startup_wall.py N NOW BEFORE HELLO."""
import subprocess, time, statistics, sys, os
N = int(sys.argv[1]) if len(sys.argv) > 1 else 150
now, before, hello = sys.argv[2], sys.argv[3], sys.argv[4]
cmds = [["trick","--variant","lungern","--trump","Rosen","Mugg","Blass"],["rank","--variant","stans","--trump","Rosen"],["--version"]]
cases = [("hello-world", [hello])] + [(f"now {c[0]}", [now]+c) for c in cmds] + [(f"before {c[0]}", [before]+c) for c in cmds]
env = {"PATH": "/usr/bin:/bin", "LANG": "C", "KAISER_HOME": os.environ.get("KAISER_HOME", "/tmp/empty")}
times = {k: [] for k, _ in cases}
for i in range(N):
    for k, argv in cases:
        t = time.perf_counter()
        subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        times[k].append(time.perf_counter() - t)
h = statistics.median(times["hello-world"])
for k, _ in cases:
    m = statistics.median(times[k])
    print(f"{k:16s} {m*1000:6.2f} ms  {m/h:4.2f}x")
