#!/usr/bin/env bash
# Measures "test reach": the share of each pattern's profile-demo code (its logic and UI targets)
# that its own unit tests execute, beside the share the acceptance suite executes.
#
# A claim such as "MVP makes logic testable" becomes a number: how much of the pattern runs
# under tests that need no terminal, no app and no backend.
#
# Usage (from the repository root; builds into .build-coverage, about 10 minutes the first time):
#   bash scripts/pattern_coverage.sh
set -euo pipefail
SCRATCH=.build-coverage
LLVM_COV=$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov

swift build --build-tests --enable-code-coverage --scratch-path "$SCRATCH" >/dev/null
BIN="$SCRATCH/debug/MVXPackageTests.xctest"
PROF="$SCRATCH/debug/codecov/default.profdata"

# Line coverage of the files under the given source folders, from the last test run.
measure() {
  "$LLVM_COV" export "$BIN" -instr-profile="$PROF" -summary-only 2>/dev/null | python3 -c '
import json, sys
roots = sys.argv[1:]
covered = total = 0
for f in json.load(sys.stdin)["data"][0]["files"]:
    if any("/Sources/%s/" % r in f["filename"] for r in roots):
        covered += f["summary"]["lines"]["covered"]; total += f["summary"]["lines"]["count"]
print("%d%% (%d/%d)" % (round(100 * covered / total) if total else 0, covered, total))
' "$@"
}

run() { swift test --skip-build --enable-code-coverage --scratch-path "$SCRATCH" --filter "$1" >/dev/null 2>&1 || true; }

printf '| pattern | toolkit-free tests reach: logic target | …: whole pattern | view-driving pattern tests reach | acceptance suite reaches |\n|---|---:|---:|---:|---:|\n'
# Tests of the UI-free logic target: no terminal, no app, no backend.
declare -A UNIT=([massive-mvc]="" [mvc]="" [mvp]=MVPPresentersTests [mvvm]=MVVMViewModelsTests [mvi]=MVIFeaturesTests [viper]=VIPERLogicTests [mvc-plus]=MVCPlusLogicTests)
# Pattern tests that must drive the views through the headless terminal.
declare -A VIEWTESTS=([massive-mvc]="" [mvc]=MVCTests [mvp]="" [mvvm]="" [mvi]=MVITests [viper]=VIPERTests [mvc-plus]="")
declare -A LOGIC=([massive-mvc]="" [mvc]="" [mvp]=MVPPresenters [mvvm]=MVVMViewModels [mvi]=MVIFeatures [viper]=VIPERLogic [mvc-plus]=MVCPlusLogic)
declare -A UI=([massive-mvc]=MassiveMVC [mvc]=MVC [mvp]=MVP [mvvm]=MVVM [mvi]=MVI [viper]=VIPER [mvc-plus]=MVCPlus)
declare -A UNIT_LOGIC UNIT_ALL VIEW ACCEPTANCE
run AcceptanceTests
for p in massive-mvc mvc mvp mvvm mvi viper mvc-plus; do
  ACCEPTANCE[$p]=$(measure ${LOGIC[$p]} ${UI[$p]})
done
for p in massive-mvc mvc mvp mvvm mvi viper mvc-plus; do
  if [ -n "${VIEWTESTS[$p]}" ]; then run "${VIEWTESTS[$p]}"; VIEW[$p]=$(measure ${LOGIC[$p]} ${UI[$p]}); else VIEW[$p]="–"; fi
  if [ -z "${UNIT[$p]}" ]; then UNIT_LOGIC[$p]="no logic target"; UNIT_ALL[$p]="0%"; continue; fi
  run "${UNIT[$p]}"
  UNIT_LOGIC[$p]=$(measure ${LOGIC[$p]})
  UNIT_ALL[$p]=$(measure ${LOGIC[$p]} ${UI[$p]})
done
for p in massive-mvc mvc mvp mvvm mvi viper mvc-plus; do
  printf '| %s | %s | %s | %s | %s |\n' "$p" "${UNIT_LOGIC[$p]}" "${UNIT_ALL[$p]}" "${VIEW[$p]}" "${ACCEPTANCE[$p]}"
done
