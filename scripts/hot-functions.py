#!/usr/bin/env python3
"""Writes the linker's symbol ordering file (Sources/mvx/mvx.order): the functions a key runs.

Why: after the terminal has been idle for a few milliseconds, every page of code a key touches costs
a page-table walk again (about 0.2 µs a page on these virtual machines, against a few nanoseconds
for the same code packed together; docs/benchmarks.md, "Code pages a key"). A key of the profile ran
477 functions spread over 211 pages of a 50 MB text segment. lld lays the sections of the functions
named in the ordering file first, together (`--symbol-ordering-file`, set in Package.swift for
release builds; MVX's own targets are compiled with `-function-sections` so that each function is a
section of its own; the static Swift runtime and standard library already are).

How: runs the release `mvx` under callgrind in a pseudo-terminal for every pattern and demo,
collecting only while a key is handled (inside `POSIXTerminal.readInput`), presses the keys below,
and lists every function of the executable that ran, the most instructions first. A stale file only
loses the packing: names it lists that no longer exist are skipped (`--no-warn-symbol-ordering`).

Usage:
  swift build -c release --product mvx
  python3 scripts/hot-functions.py                       # all patterns and demos, writes the file
  python3 scripts/hot-functions.py --patterns mvc --demos profile --output /tmp/mvc.order
  python3 scripts/hot-functions.py --check .build/release/mvx   # where the listed functions landed
  python3 scripts/hot-functions.py --from DIR   # from callgrind files kept earlier (DIR/*.out)

Needs valgrind (apt-get install -y valgrind) and about a minute per pattern and demo.
"""

import argparse
import collections
import fcntl
import os
import pty
import re
import select
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time

PATTERNS = ["massive-mvc", "mvc", "mvp", "mvvm", "mvi", "viper", "mvc-plus"]
DEMOS = ["profile", "me", "counter", "login", "todo", "voice"]
DOWN, UP, TAB, BACKSPACE, ESC = b"\x1b[B", b"\x1b[A", b"\t", b"\x7f", b"\x1b"

# What a person does in each demo: moves, and types where there is a field.
KEYS = {
    "profile": [DOWN] * 12 + [UP] * 6,
    "me": [DOWN] * 12 + [UP] * 6,
    "counter": [DOWN] * 6 + [UP] * 6 + [b"+"] * 3,
    "login": [b"m", b"e", BACKSPACE, TAB, b"1", b"2", BACKSPACE, TAB, DOWN, UP],
    "todo": [DOWN] * 4 + [UP] * 4 + [b"a", b"B", b"u", b"y", BACKSPACE, ESC],
    "voice": [DOWN] * 6 + [UP] * 6,
}


def drain(fd: int, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                os.read(fd, 65536)
            except OSError:
                return


def profile_run(binary: str, pattern: str, demo: str, out: str, data_dir: str, startup: float) -> None:
    cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--demangle=no",
           "--toggle-collect=*POSIXTerminal*readInput*",
           binary, "--pattern", pattern, "--demo", demo, "--data-dir", data_dir]
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.execvp(cmd[0], cmd)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    drain(fd, startup)
    for key in KEYS[demo]:
        os.write(fd, key)
        drain(fd, 0.4)
    os.kill(pid, signal.SIGTERM)
    drain(fd, 3)
    os.waitpid(pid, 0)
    os.close(fd)


def functions(out: str, binary_name: str | None) -> dict[str, int]:
    """Instructions a function of `binary_name` (any executable in the file when None) ran
    (exclusive), from a callgrind file."""
    text = subprocess.run(["callgrind_annotate", "--threshold=100", out],
                          capture_output=True, text=True, check=True).stdout
    found: dict[str, int] = {}
    for line in text.splitlines():
        match = re.match(r"\s*([\d,]+)\s+\(.*?\)\s+\S*?:(\S+)\s+\[(.*)\]$", line)
        if not match:
            continue
        binary = match.group(3)
        if binary_name is None and ".so" not in binary or os.path.basename(binary) == binary_name:
            name = re.sub(r"'\d+$", "", match.group(2))  # callgrind's mark of a recursive call
            found[name] = found.get(name, 0) + int(match.group(1).replace(",", ""))
    return found


def own_sections(package: str) -> set[str]:
    """The functions that are a section of their own wherever they are defined in what the release `mvx`
    links: only those can be moved. A function inside a larger section would bring the whole section
    into the packed run, and lld moves every section defining a listed name (local names such as
    merged specialisations repeat across objects), so a name defined anywhere inside a larger section
    is left out."""
    inputs = [line.strip() for line in open(os.path.join(package, ".build", "release", "mvx.product", "Objects.LinkFileList"))]
    swift = subprocess.run(["swift", "-print-target-info"], capture_output=True, text=True, check=True).stdout
    resources = re.search(r'"runtimeResourcePath"\s*:\s*"([^"]+)"', swift).group(1)
    static = os.path.join(os.path.dirname(resources), "swift_static", "linux")
    inputs += [os.path.join(static, name) for name in sorted(os.listdir(static)) if name.endswith(".a")]
    own: set[str] = set()
    shared: set[str] = set()
    section_line = re.compile(r"^\s*\[\s*(\d+)\]\s+(\S+)")
    symbol_line = re.compile(r"^\s*\d+:\s+[0-9a-f]+\s+\d+\s+FUNC\s+\S+\s+\S+\s+(\d+)\s+(\S+)")
    for path in inputs:
        listing = subprocess.run(["readelf", "-SsW", path], capture_output=True, text=True, errors="replace").stdout
        sections: dict[str, str] = {}
        for line in listing.splitlines():
            if line.startswith("File: "):
                sections = {}  # the next member of an archive
            elif match := section_line.match(line):
                sections[match.group(1)] = match.group(2)
            elif match := symbol_line.match(line):
                name = match.group(2)
                (own if sections.get(match.group(1)) == ".text." + name else shared).add(name)
    return own - shared


def check(binary: str, order: str) -> int:
    """Prints how many pages of code the listed functions occupy in `binary`, and over how many MB."""
    listed = [line.strip() for line in open(order) if line.strip() and not line.startswith("#")]
    table = subprocess.run(["nm", "-S", "--defined-only", binary], capture_output=True, text=True, check=True).stdout
    where: dict[str, tuple[int, int]] = {}
    for line in table.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in "tTwW":
            where.setdefault(parts[3], (int(parts[0], 16), int(parts[1], 16)))
    found = [where[name] for name in listed if name in where]
    pages = {page for start, size in found for page in range(start >> 12, ((start + max(size, 1) - 1) >> 12) + 1)}
    span = (max(s + n for s, n in found) - min(s for s, _ in found)) / 1e6 if found else 0
    print(f"{len(listed)} functions listed, {len(found)} in {binary}: {len(pages)} pages of 4 KiB over {span:.2f} MB")
    return 0


def main() -> int:
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(here, "..", ".build", "release", "mvx"))
    parser.add_argument("--output", default=os.path.join(here, "..", "Sources", "mvx", "mvx.order"))
    parser.add_argument("--patterns", default=",".join(PATTERNS))
    parser.add_argument("--demos", default=",".join(DEMOS))
    parser.add_argument("--startup", type=float, default=20, help="seconds to let the app start under valgrind")
    parser.add_argument("--from", dest="source", metavar="DIR",
                        help="read the callgrind files in DIR (*.out) instead of running the app")
    parser.add_argument("--keep", metavar="DIR", help="keep the callgrind files in DIR")
    parser.add_argument("--check", metavar="BINARY", help="only report where the listed functions landed in BINARY")
    args = parser.parse_args()
    if args.check:
        return check(args.check, args.output)

    totals: collections.Counter[str] = collections.Counter()
    runs: collections.Counter[str] = collections.Counter()  # how many pattern × demo runs used a function

    def record(ran: dict[str, int]) -> None:
        totals.update(ran)
        runs.update(ran.keys())

    if args.source:
        for name in sorted(os.listdir(args.source)):
            if name.endswith(".out"):
                record(functions(os.path.join(args.source, name), None))
    else:
        with tempfile.TemporaryDirectory() as work:
            keep = args.keep or work
            os.makedirs(keep, exist_ok=True)
            # valgrind cannot read the debug information of Swift 6.3 binaries; the symbol table is enough.
            binary = os.path.join(work, "mvx")
            subprocess.run(["strip", "--strip-debug", "-o", binary, args.binary], check=True)
            for pattern in args.patterns.split(","):
                for demo in args.demos.split(","):
                    out = os.path.join(keep, f"{pattern}.{demo}.out")
                    profile_run(binary, pattern, demo, out, os.path.join(work, f"data-{pattern}-{demo}"), args.startup)
                    ran = functions(out, "mvx")
                    record(ran)
                    print(f"{pattern:12} {demo:8} {len(ran):5} functions, {sum(ran.values()):>10,} instructions",
                          file=sys.stderr)

    movable = own_sections(os.path.join(here, ".."))
    kept = [(name, count) for name, count in totals.items() if name in movable]
    with open(args.output, "w") as file:
        file.write("# The functions a key runs in the release mvx, those more demos run first: lld lays them out\n")
        file.write("# together (Package.swift, --symbol-ordering-file). Written by scripts/hot-functions.py.\n")
        # What every demo runs first (the toolkit, the runtime), then what fewer demos share, so that
        # one demo's functions stay close together; within a group, the most instructions first.
        for name, _ in sorted(kept, key=lambda item: (-runs[item[0]], -item[1], item[0])):
            file.write(name + "\n")
    print(f"{len(totals)} functions ran, {len(kept)} can be moved -> {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
