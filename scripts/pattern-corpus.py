#!/usr/bin/env python3
"""Runs `mvx analyze` over the labelled corpus (docs/analyze-corpus.tsv) and prints how often its
`Pattern:` guess says what each app's authors say: accuracy, per architecture, a confusion table
and the calibration of the confidence.

The corpus lists public repositories, not their code: check each one out first, one folder per
repository named OWNER+NAME under CORPUS (e.g. `git archive HEAD | tar -x -C CORPUS/owner+name`).

    scripts/pattern-corpus.py --corpus /work/corpus [--mvx .build/release/mvx] [--set holdout] [--markdown]

Standard library only. Exit 1 when a tree is missing (named), 0 otherwise.
"""
import argparse
import collections
import csv
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
VOCABULARY = ["massive-mvc", "mvc", "mvp", "mvvm", "mvi", "viper", "vip", "ribs", "mv", "mvc-plus", "no-ui", "unknown"]


def read_corpus(path):
    with open(path, newline="", encoding="utf-8") as handle:
        rows = [row for row in csv.DictReader((line for line in handle if not line.startswith("#")), delimiter="\t")]
    return rows


def analyze(mvx, folder):
    done = subprocess.run([mvx, "analyze", folder, "--format", "json"], capture_output=True, text=True)
    if done.returncode not in (0, 1):
        return None, done.stderr.strip().splitlines()[-1:] or ["exit %d" % done.returncode]
    report = json.loads(done.stdout)
    pattern = report["pattern"]
    return pattern, None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", required=True, help="folder holding one OWNER+NAME checkout per repository")
    parser.add_argument("--list", default=os.path.join(HERE, "..", "docs", "analyze-corpus.tsv"))
    parser.add_argument("--mvx", default=os.path.join(HERE, "..", ".build", "release", "mvx"))
    parser.add_argument("--set", choices=["tune", "holdout", "all"], default="all")
    parser.add_argument("--markdown", action="store_true", help="print the corpus table as Markdown too")
    parser.add_argument("--json", help="write every row's result to this file")
    args = parser.parse_args()

    rows = [row for row in read_corpus(args.list) if args.set == "all" or row["set"] == args.set]
    results, missing = [], []
    for row in rows:
        folder = os.path.join(args.corpus, row["repo"].replace("/", "+"), row["folder"])
        if not os.path.isdir(folder):
            missing.append(folder)
            continue
        pattern, error = analyze(args.mvx, folder)
        guess = pattern["guess"] if pattern else "error"
        confidence = pattern["confidence"] if pattern else 0.0
        traits = (pattern or {}).get("traits") or []
        results.append(dict(row, guess=guess, confidence=confidence, traits=traits, error=error,
                            right=guess == row["expected"]))

    width = max([len(r["repo"] + r["folder"]) for r in results] + [20]) + 3
    print("%-*s %-12s %-12s %5s  %s" % (width, "app (folder)", "expected", "guess", "conf", "set"))
    for r in results:
        name = r["repo"] + ("" if r["folder"] == "." else "/" + r["folder"])
        mark = "ok" if r["right"] else "WRONG"
        print("%-*s %-12s %-12s %5.2f  %-7s %s%s" % (width, name, r["expected"], r["guess"], r["confidence"], r["set"], mark,
                                                   " (%s)" % r["error"][0] if r["error"] else ""))
    total = len(results)
    right = sum(r["right"] for r in results)
    print("\naccuracy: %d of %d (%.0f%%)" % (right, total, 100.0 * right / total if total else 0))
    by_name = collections.defaultdict(lambda: [0, 0])
    for r in results:
        by_name[r["expected"]][1] += 1
        by_name[r["expected"]][0] += r["right"]
    print("per architecture: " + ", ".join("%s %d/%d" % (k, v[0], v[1]) for k, v in sorted(by_name.items())))
    sure = [r for r in results if r["confidence"] >= 0.8]
    print("calibration: at confidence >= 0.8, %d of %d right; below, %d of %d" % (
        sum(r["right"] for r in sure), len(sure),
        sum(r["right"] for r in results if r["confidence"] < 0.8), total - len(sure)))
    unknown = [r["repo"] for r in results if r["guess"] == "unknown"]
    print("unknown: %s" % (", ".join(unknown) if unknown else "none"))

    names = [n for n in VOCABULARY if any(r["expected"] == n or r["guess"] == n for r in results)]
    names += sorted({r["guess"] for r in results} - set(names))
    print("\nconfusion (rows: the authors' word, columns: the guess)")
    print("| expected \\ guess | " + " | ".join(names) + " |")
    print("|---|" + "---:|" * len(names))
    for expected in names:
        if not any(r["expected"] == expected for r in results):
            continue
        cells = [str(sum(1 for r in results if r["expected"] == expected and r["guess"] == g) or "") for g in names]
        print("| %s | %s |" % (expected, " | ".join(cells)))

    if args.markdown:
        print("\n| app | where its authors say it | expected | guess | confidence | right |")
        print("|---|---|---|---|---:|---|")
        for r in results:
            name = r["repo"] + ("" if r["folder"] == "." else " `" + r["folder"] + "`")
            guess = r["guess"] + (", with " + " and ".join(r["traits"]) if r["traits"] else "")
            print("| %s | %s | %s | %s | %.2f | %s |" % (name, r["statement"], r["expected"], guess, r["confidence"],
                                                        "yes" if r["right"] else "**no**"))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(results, handle, indent=1)
    if missing:
        print("\nmissing trees (check them out first):\n  " + "\n  ".join(missing), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
