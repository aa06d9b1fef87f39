#!/usr/bin/env python3
"""Times acknowledged writes against a running `mvx serve`: N sequential
`POST /v1/counters/{id}/increment` on one keep-alive connection (each commits one
transaction), reporting writes per second, median and p99. Stdlib only.

    mvx serve --port 8080 --latency 0 --data-dir /tmp/bench &
    python3 scripts/bench-increments.py --port 8080 --count 2000 --rounds 3
"""
import argparse
import http.client
import statistics
import time


def round_once(port, count):
    connection = http.client.HTTPConnection("127.0.0.1", port)
    latencies = []
    for index in range(count):
        start = time.perf_counter()
        connection.request("POST", f"/v1/counters/{1 + index % 20}/increment", body=b"",
                           headers={"Content-Length": "0"})
        response = connection.getresponse()
        response.read()
        if response.status != 200:
            raise SystemExit(f"increment answered {response.status}")
        latencies.append((time.perf_counter() - start) * 1000)
    latencies.sort()
    return count / sum(latencies) * 1000, statistics.median(latencies), latencies[int(count * 0.99)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=3)
    options = parser.parse_args()
    for _ in range(options.rounds):
        rate, median, p99 = round_once(options.port, options.count)
        print(f"{options.count} increments: {rate:.0f}/s, median {median:.3f} ms, p99 {p99:.3f} ms")


if __name__ == "__main__":
    main()
