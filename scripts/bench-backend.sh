#!/usr/bin/env bash
# Benchmarks the backend (`mvx serve`) with wrk on the loopback interface:
# a trivial route (/v1/health) against the hot data route
# (/v1/users/7/blogs?page=0), in the same run, release build.
#
# Usage: scripts/bench-backend.sh [--duration SECONDS] [--connections N] [--threads N] [--rounds N] [--no-build]
#
# Environment:
#   SERVE_CMD   the command that runs the server, default "<release bin>/mvx serve"
#               (any command that accepts `mvx serve`'s flags and prints "Listening on URL")
#   PACKAGE_DIR the Swift package to build, default: this repository
#
# Needs wrk (apt-get install -y wrk) and curl. Sends traffic to 127.0.0.1 only,
# for a bounded time, and stops the server it started.
set -euo pipefail

duration=10
connections=32
threads=1
rounds=3
build=1
while [[ $# -gt 0 ]]; do
    case "$1" in
        --duration) duration="$2"; shift 2 ;;
        --connections) connections="$2"; shift 2 ;;
        --threads) threads="$2"; shift 2 ;;
        --rounds) rounds="$2"; shift 2 ;;
        --no-build) build=0; shift ;;
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
        *) echo "unknown option: $1" >&2; exit 2 ;;
    esac
done

command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk" >&2; exit 1; }
command -v curl >/dev/null || { echo "curl is missing" >&2; exit 1; }

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package_dir="${PACKAGE_DIR:-$(dirname "$script_dir")}"

if [[ -z "${SERVE_CMD:-}" ]]; then
    if [[ $build == 1 ]]; then
        echo "== building release (swift build -c release --product mvx)"
        swift build -c release --product mvx --package-path "$package_dir" >&2
    fi
    bin_dir="$(swift build -c release --show-bin-path --package-path "$package_dir")"
    SERVE_CMD="$bin_dir/mvx serve"
fi

work_dir="$(mktemp -d)"
server_pid=""
cleanup() {
    if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
        kill -TERM "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work_dir"
}
trap cleanup EXIT

now_ms() { date +%s%3N; }

# Starts the server on a free port with a database in $1; sets server_pid and base_url,
# and startup_ms (launch to "Listening on" line).
start_server() {
    local data_dir="$1"
    local out="$work_dir/server.out"
    : >"$out"
    local started
    started="$(now_ms)"
    # shellcheck disable=SC2086
    $SERVE_CMD --port 0 --data-dir "$data_dir" --log-level warning >"$out" 2>"$work_dir/server.err" &
    server_pid=$!
    base_url=""
    for _ in $(seq 1 3000); do
        base_url="$(sed -n 's/^Listening on \(http:\/\/[^ ]*\)$/\1/p' "$out" | head -n 1)"
        [[ -n "$base_url" ]] && break
        kill -0 "$server_pid" 2>/dev/null || { cat "$work_dir/server.err" >&2; echo "server exited" >&2; exit 1; }
        sleep 0.01
    done
    [[ -n "$base_url" ]] || { echo "server did not report its port" >&2; exit 1; }
    startup_ms=$(( $(now_ms) - started ))
}

stop_server() {
    local started
    started="$(now_ms)"
    kill -TERM "$server_pid"
    wait "$server_pid" || true
    server_pid=""
    shutdown_ms=$(( $(now_ms) - started ))
}

# Converts wrk's "1.23ms" / "850.00us" / "1.02s" to milliseconds.
to_ms() {
    awk -v v="$1" 'BEGIN {
        if (v ~ /us$/) { sub(/us$/, "", v); printf "%.3f", v / 1000 }
        else if (v ~ /ms$/) { sub(/ms$/, "", v); printf "%.3f", v }
        else if (v ~ /s$/) { sub(/s$/, "", v); printf "%.3f", v * 1000 }
        else { printf "%s", v }
    }'
}

median() { sort -g | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else printf "%.3f\n", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# Runs wrk once on $1; prints "rps p50_ms p99_ms".
run_wrk() {
    local out
    out="$(wrk -t"$threads" -c"$connections" -d"${duration}s" --latency "$1")"
    echo "$out" >>"$work_dir/wrk.log"
    if grep -q "Non-2xx" <<<"$out"; then
        echo "wrk saw non-2xx answers on $1:" >&2
        echo "$out" >&2
        exit 1
    fi
    local rps p50 p99
    rps="$(awk '/^Requests\/sec:/ { print $2 }' <<<"$out")"
    p50="$(to_ms "$(awk '$1 == "50%" { print $2 }' <<<"$out")")"
    p99="$(to_ms "$(awk '$1 == "99%" { print $2 }' <<<"$out")")"
    echo "$rps $p50 $p99"
}

echo "== startup"
start_server "$work_dir/data"
fresh_ms=$startup_ms
stop_server
start_server "$work_dir/data"
reopen_ms=$startup_ms
echo "fresh database (open + migrate + seed + bind): ${fresh_ms} ms; existing database: ${reopen_ms} ms (both include process launch)"

health="$base_url/v1/health"
blogs="$base_url/v1/users/7/blogs?page=0"
curl -fsS "$health" >/dev/null
curl -fsS "$blogs" >/dev/null

echo "== warm-up"
wrk -t"$threads" -c"$connections" -d2s "$health" >/dev/null
wrk -t"$threads" -c"$connections" -d2s "$blogs" >/dev/null

echo "== $rounds rounds of ${duration}s per route, wrk -t$threads -c$connections --latency"
: >"$work_dir/health.txt"
: >"$work_dir/blogs.txt"
for round in $(seq 1 "$rounds"); do
    h="$(run_wrk "$health")"
    b="$(run_wrk "$blogs")"
    echo "round $round  health: $h   blogs: $b   (req/s p50ms p99ms)"
    echo "$h" >>"$work_dir/health.txt"
    echo "$b" >>"$work_dir/blogs.txt"
done

stop_server
echo "graceful shutdown after SIGTERM: ${shutdown_ms} ms"

h_rps="$(cut -d' ' -f1 "$work_dir/health.txt" | median)"
h_p50="$(cut -d' ' -f2 "$work_dir/health.txt" | median)"
h_p99="$(cut -d' ' -f3 "$work_dir/health.txt" | median)"
b_rps="$(cut -d' ' -f1 "$work_dir/blogs.txt" | median)"
b_p50="$(cut -d' ' -f2 "$work_dir/blogs.txt" | median)"
b_p99="$(cut -d' ' -f3 "$work_dir/blogs.txt" | median)"
ratio="$(awk -v b="$b_rps" -v h="$h_rps" 'BEGIN { printf "%.2f", b / h }')"

echo
echo "== summary (medians of $rounds rounds; $(nproc) cores shared by wrk and the server)"
printf '%-34s %12s %10s %10s\n' "route" "req/s" "p50 ms" "p99 ms"
printf '%-34s %12s %10s %10s\n' "GET /v1/health" "$h_rps" "$h_p50" "$h_p99"
printf '%-34s %12s %10s %10s\n' "GET /v1/users/7/blogs?page=0" "$b_rps" "$b_p50" "$b_p99"
echo "blogs / health throughput: $ratio (target >= 0.33)"
verdict="PASS"
awk -v r="$ratio" 'BEGIN { exit !(r >= 0.333) }' || verdict="FAIL"
awk -v p="$b_p99" 'BEGIN { exit !(p < 10) }' || verdict="FAIL"
echo "blogs p99: $b_p99 ms (target < 10)"
echo "verdict: $verdict"
