#!/usr/bin/env python3
"""Compare terminal output bytes: a Textual DataTable vs MVX's table, in the same pty harness.

Both programs run in a pseudo-terminal of COLS x ROWS (default 100x30) showing a 10,000-row table
of the same mixed Chinese/ASCII rows. The harness presses Down repeatedly and counts the bytes each
program writes per key press, after its output goes quiet:

  * selection move  - Down while the selection is still inside the visible rows
  * one-row scroll  - Down after the selection reached the bottom (the table scrolls by one row)
  * startup         - everything written until the first screen settles (~ a full repaint)

Usage:
  python3 scripts/textual_compare.py                              # Textual side only
  python3 scripts/textual_compare.py --mvx-cmd "swift run -c release mvx gallery --big-table"
  python3 scripts/textual_compare.py --mvx-cmd ".build/release/mvx bench toolkit --interactive" --json

Needs `pip install textual` for the Textual side. Only the programs it starts are signalled.
"""

import argparse
import fcntl
import json
import os
import re
import select
import shlex
import signal
import statistics
import struct
import subprocess
import sys
import termios
import time

NAMES = ["张伟", "Alice", "李娜", "Bob", "王芳", "Carol", "刘洋", "Dave"]
PHRASES = ["shipped build", "终端界面测试", "reviewed PR", "修复了换行问题", "deployed", "宽字符对齐 OK"]


def row_text(row: int) -> str:
    """The same generated row as MVX's BigTableViewController.text(forRow:)."""
    return f"#{row:05d} {NAMES[row % len(NAMES)]} · {PHRASES[(row // 3) % len(PHRASES)]} {row % 97} — 第{row % 13}条"


# --------------------------------------------------------------------------------------------
# The Textual app (run in the child with --textual-app)

def run_textual_app(rows: int) -> None:
    from textual.app import App, ComposeResult
    from textual.widgets import DataTable

    class TableApp(App):
        CSS = "DataTable { height: 1fr; }"
        BINDINGS = [("q", "quit", "Quit")]

        def compose(self) -> ComposeResult:
            yield DataTable(cursor_type="row", zebra_stripes=False)

        def on_mount(self) -> None:
            table = self.query_one(DataTable)
            table.add_column("Row")
            table.add_rows([(row_text(i),) for i in range(rows)])
            table.focus()

    TableApp().run()


# --------------------------------------------------------------------------------------------
# The pty harness

QUERY_REPLIES = [
    (b"\x1b[?2026$p", b"\x1b[?2026;2$y"),  # DECRQM synchronized output: supported (reset)
    (b"\x1b[6n", b"\x1b[1;1R"),            # cursor position report
]


class Session:
    """One program running in its own pty of the given size."""

    def __init__(self, argv, cols, rows, env_extra=None, reply_queries=True):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        env = dict(os.environ)
        env.update({"TERM": "xterm-256color", "COLORTERM": "truecolor", "LANG": "C.UTF-8",
                    "LC_ALL": "C.UTF-8", "COLUMNS": str(cols), "LINES": str(rows)})
        env.update(env_extra or {})

        def make_controlling_tty():
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)

        self.proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env,
                                     start_new_session=True, preexec_fn=make_controlling_tty,
                                     close_fds=True)
        os.close(slave)
        self.reply_queries = reply_queries
        self.tail = b""
        self.total = 0

    def read_until_quiet(self, settle, max_wait, first_timeout=None):
        """Bytes written until nothing arrived for `settle` seconds (or `max_wait` passed)."""
        out = bytearray()
        start = time.monotonic()
        last = start
        first_timeout = settle if first_timeout is None else first_timeout
        while True:
            now = time.monotonic()
            quiet_for = now - last
            if out and quiet_for >= settle:
                break
            if not out and now - start >= first_timeout:
                break
            if now - start >= max_wait:
                break
            wait = settle - quiet_for if out else first_timeout - (now - start)
            ready, _, _ = select.select([self.master], [], [], max(0.005, min(wait, 0.05)))
            if not ready:
                continue
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                break  # the program exited
            if not chunk:
                break
            out += chunk
            last = time.monotonic()
            self._answer_queries(chunk)
        self.total += len(out)
        return bytes(out)

    def _answer_queries(self, chunk):
        if not self.reply_queries:
            return
        data = self.tail + chunk
        for query, reply in QUERY_REPLIES:
            for _ in range(data.count(query)):
                os.write(self.master, reply)
        self.tail = data[-16:]

    def send(self, data: bytes):
        os.write(self.master, data)

    def close(self, quit_keys: bytes):
        try:
            if quit_keys:
                self.send(quit_keys)
            self.proc.wait(timeout=3)
        except (subprocess.TimeoutExpired, OSError):
            try:
                os.killpg(self.proc.pid, signal.SIGTERM)
                self.proc.wait(timeout=3)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                try:
                    os.killpg(self.proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
        finally:
            try:
                self.read_until_quiet(0.05, 0.2)
            except OSError:
                pass
            os.close(self.master)


def measure(name, argv, args, env_extra=None, quit_keys=b"q"):
    """Runs one program and returns its byte figures."""
    session = Session(argv, args.cols, args.rows, env_extra, reply_queries=not args.no_query_replies)
    try:
        # The first screen: output until quiet, and at least a quarter screen of bytes (mode set-up
        # sequences alone do not count as a painted screen).
        startup = b""
        deadline = time.monotonic() + args.startup_timeout
        while len(startup) < args.cols * args.rows // 4 and time.monotonic() < deadline:
            chunk = session.read_until_quiet(args.startup_settle, deadline - time.monotonic(),
                                             first_timeout=deadline - time.monotonic())
            if not chunk and session.proc.poll() is not None:
                break
            startup += chunk
        if not startup:
            raise RuntimeError(f"{name}: no output within {args.startup_timeout}s (command: {shlex.join(argv)})")
        per_key = []
        for _ in range(args.downs):
            session.send(b"\x1b[B")
            per_key.append(len(session.read_until_quiet(args.settle, args.max_wait)))
    finally:
        session.close(quit_keys)
    visible = args.rows
    moves = per_key[: max(1, visible - 6)]                    # well inside the visible rows
    scrolls = per_key[visible + 4:] if len(per_key) > visible + 4 else []  # well past the bottom
    return {
        "name": name,
        "command": shlex.join(argv),
        "startup_bytes": len(startup),
        "selection_move": summarize(moves),
        "one_row_scroll": summarize(scrolls),
        "per_key": per_key,
    }


def summarize(values):
    if not values:
        return None
    ordered = sorted(values)
    return {"median": statistics.median(ordered), "mean": round(statistics.fmean(ordered), 1),
            "min": ordered[0], "max": ordered[-1], "samples": len(ordered)}


def fmt(summary):
    if not summary:
        return "n/a"
    return f"median {summary['median']:>7} B  mean {summary['mean']:>8} B  max {summary['max']:>6} B  (n={summary['samples']})"


def ratio(a, b, key):
    if not a or not b or not a.get(key) or not b.get(key) or not b[key]["median"]:
        return "n/a"
    return f"{a[key]['median'] / b[key]['median']:.2f}x"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mvx-cmd", help="command line that shows MVX's 10,000-row table full screen")
    parser.add_argument("--mvx-quit", default="q", help="keys that quit the MVX program (default: q)")
    parser.add_argument("--cols", type=int, default=100)
    parser.add_argument("--rows", type=int, default=30)
    parser.add_argument("--table-rows", type=int, default=10_000)
    parser.add_argument("--downs", type=int, default=60, help="Down presses per program")
    parser.add_argument("--settle", type=float, default=0.3, help="quiet time that ends one key's output (s)")
    parser.add_argument("--max-wait", type=float, default=3.0, help="longest wait for one key's output (s)")
    parser.add_argument("--startup-settle", type=float, default=1.0)
    parser.add_argument("--startup-timeout", type=float, default=60.0)
    parser.add_argument("--no-query-replies", action="store_true",
                        help="do not answer terminal queries (synchronized-output support, cursor position)")
    parser.add_argument("--skip-textual", action="store_true")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--textual-app", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.textual_app:
        run_textual_app(args.table_rows)
        return

    results = {}
    if not args.skip_textual:
        try:
            import textual  # noqa: F401
        except ImportError:
            sys.exit("textual is not installed: pip install textual")
        results["textual"] = measure(
            "Textual", [sys.executable, os.path.abspath(__file__), "--textual-app", "--table-rows", str(args.table_rows)],
            args, env_extra={"TEXTUAL_ANIMATIONS": "none"}, quit_keys=b"q")
    if args.mvx_cmd:
        quit_keys = args.mvx_quit.encode().decode("unicode_escape").encode("latin-1")
        results["mvx"] = measure("MVX", shlex.split(args.mvx_cmd), args, quit_keys=quit_keys)

    if args.json:
        print(json.dumps(results, ensure_ascii=False, indent=2))
        return
    print(f"Bytes written per key press, {args.cols}x{args.rows} pty, {args.table_rows} rows, {args.downs} Down presses")
    for result in results.values():
        print(f"\n{result['name']}: {result['command']}")
        print(f"  startup (first screen): {result['startup_bytes']} B")
        print(f"  selection move:         {fmt(result['selection_move'])}")
        print(f"  one-row scroll:         {fmt(result['one_row_scroll'])}")
    if "mvx" in results and "textual" in results:
        m, t = results["mvx"], results["textual"]
        print("\nMVX / Textual (medians):")
        print(f"  selection move: {ratio(m, t, 'selection_move')}")
        print(f"  one-row scroll: {ratio(m, t, 'one_row_scroll')}")
        if t["startup_bytes"]:
            print(f"  startup:        {m['startup_bytes'] / t['startup_bytes']:.2f}x")
    elif "mvx" not in results:
        print("\n(MVX side not measured: pass --mvx-cmd \"<command showing the 10,000-row table>\")")


if __name__ == "__main__":
    main()
