#!/usr/bin/env python3
"""Counts what each pattern's profile demo costs in code and what its tests reach.

Prints Markdown tables (used in docs/comparison.md):
  1. lines of code per pattern, split into logic (the UI-free target) and UI (the toolkit target),
     and per scene folder — non-blank lines that are not only a comment;
  2. types and protocols declared;
  3. unit tests per pattern (Swift Testing `@Test` functions and parameterised cases are counted
     as functions) and the lines of their test files.

Run from the repository root: python3 scripts/pattern_stats.py
"""
import os
import re
import sys

PATTERNS = [
    # name, logic target (UI-free) or None, UI target, the pattern's own test targets
    ("massive-mvc", None, "MassiveMVC", []),
    ("mvc", None, "MVC", ["MVCTests"]),
    ("mvp", "MVPPresenters", "MVP", ["MVPPresentersTests"]),
    ("mvvm", "MVVMViewModels", "MVVM", ["MVVMViewModelsTests"]),
    ("mvi", "MVIFeatures", "MVI", ["MVIFeaturesTests", "MVITests"]),
    ("viper", "VIPERLogic", "VIPER", ["VIPERLogicTests", "VIPERTests"]),
    # MVC+'s kit (channel, model state machine) is counted apart, like MVICore.
    ("mvc-plus", "MVCPlusLogic", "MVCPlus", ["MVCPlusLogicTests", "MVCPlusKitTests"]),
]
# Scene folders, the same relative path in every pattern; Support holds a pattern's own helpers.
SCENES = ["Profile", "BlogDetail", "UserDetail", "DraftDetail", "UserList", "Counter", "Login", "Todo", "Voice", "Support"]


def swift_files(root):
    for dirpath, _, files in os.walk(root):
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(dirpath, name)


def code_lines(path):
    count = 0
    in_block = False
    with open(path, encoding="utf-8") as handle:
        for raw in handle:
            line = raw.strip()
            if in_block:
                if "*/" in line:
                    in_block = False
                continue
            if not line or line.startswith("//"):
                continue
            if line.startswith("/*"):
                in_block = "*/" not in line
                continue
            count += 1
    return count


def lines_under(root, scene=None):
    if not root or not os.path.isdir(root):
        return 0
    total = 0
    for path in swift_files(root):
        rel = os.path.relpath(path, root)
        top = rel.split(os.sep)[0]
        if scene is None or top == scene:
            total += code_lines(path)
    return total


DECL = re.compile(r"^\s*(?:public |private |fileprivate |internal |open |final |@MainActor |nonisolated )*"
                  r"(class|struct|enum|protocol|actor)\s+\w+")


def declarations(root):
    kinds = {"types": 0, "protocols": 0}
    if not root or not os.path.isdir(root):
        return kinds
    for path in swift_files(root):
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                match = DECL.match(line)
                if match:
                    kinds["protocols" if match.group(1) == "protocol" else "types"] += 1
    return kinds


def tests(root):
    if not root or not os.path.isdir(root):
        return 0, 0
    count = lines = 0
    for path in swift_files(root):
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        count += len(re.findall(r"^\s*@Test\b", text, re.M))
        lines += code_lines(path)
    return count, lines


def main():
    src, tst = "Sources", "Tests"
    if not os.path.isdir(src):
        sys.exit("run from the repository root")
    print("| pattern | logic (UI-free) | UI | total | " + " | ".join(SCENES) + " |")
    print("|---|---:|---:|---:|" + "---:|" * len(SCENES))
    for name, logic, ui, _ in PATTERNS:
        logic_root = os.path.join(src, logic) if logic else None
        ui_root = os.path.join(src, ui)
        l, u = lines_under(logic_root), lines_under(ui_root)
        scenes = [lines_under(logic_root, s) + lines_under(ui_root, s) for s in SCENES]
        print(f"| {name} | {l or '–'} | {u} | {l + u} | " + " | ".join(str(s) if s else "–" for s in scenes) + " |")
    print()
    print("| pattern | types | protocols | unit tests | test lines |")
    print("|---|---:|---:|---:|---:|")
    for name, logic, ui, targets in PATTERNS:
        d1 = declarations(os.path.join(src, logic) if logic else None)
        d2 = declarations(os.path.join(src, ui))
        count = lines = 0
        for target in targets:
            c, n = tests(os.path.join(tst, target))
            count, lines = count + c, lines + n
        print(f"| {name} | {d1['types'] + d2['types']} | {d1['protocols'] + d2['protocols']} | {count or '–'} | {lines or '–'} |")


if __name__ == "__main__":
    main()
