#!/usr/bin/env bash
# Coverage-guided fuzzing (libFuzzer, swiftc -sanitize=fuzzer,address) of the terminal toolkit's
# input parser and its width / truncate / pad / wrap code, and of the analyzer's reader of Xcode
# project files: Fuzz/*.swift, compiled with the sources they test into one binary each under
# .build/fuzz. Each target runs for SECONDS (default 300); a crash stops the script with exit 1
# and names the input that caused it (then keep it as a unit test: in
# Tests/TerminalUITests/Engine/FuzzFindingsTests.swift, or Tests/AnalyzerTests/PropertyListTests.swift
# for pbxproj). Seed pbxproj's corpus with real project files by copying them into
# .build/fuzz/corpus-pbxproj first.
# Usage: scripts/fuzz.sh [SECONDS] [input-parser|text-width|pbxproj]
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-300}"
only="${2:-}"
tui=Sources/TerminalUI
xcode=Sources/Analyzer/Input/Xcode
out=.build/fuzz
mkdir -p "$out"

# The few toolkit files each target needs (the rest of TerminalUI needs swift-clocks).
common=("$tui/Core/Geometry.swift" "$tui/Rendering/TextWidth.swift" "$tui/Rendering/UnicodeRangeTable.swift" "$tui/Rendering/WidthTables.swift")
declare -A sources=(
  [input-parser]="Fuzz/InputParserFuzz.swift $tui/Input/InputParser.swift $tui/Input/Key.swift $tui/Input/UTF8Decoder.swift"
  [text-width]="Fuzz/TextWidthFuzz.swift"
  [pbxproj]="Fuzz/PbxprojFuzz.swift $xcode/PropertyList.swift $xcode/PropertyListParser.swift $xcode/XcodeProject.swift $xcode/XcodeProjectReader.swift $xcode/XcodeWorkspace.swift $xcode/XMLTags.swift"
)

for target in input-parser text-width pbxproj; do
  [ -n "$only" ] && [ "$only" != "$target" ] && continue
  # The toolkit's targets need its common files; the pbxproj reader stands alone.
  extra=("${common[@]}")
  [ "$target" = pbxproj ] && extra=()
  # shellcheck disable=SC2086
  swiftc -O -sanitize=fuzzer,address -parse-as-library -package-name mvx -module-name MVXFuzz \
    ${sources[$target]} "${extra[@]}" -o "$out/$target"
  mkdir -p "$out/corpus-$target" "$out/crashes-$target"
  echo "fuzz: $target for ${seconds}s"
  if ! "$out/$target" "$out/corpus-$target" -max_total_time="$seconds" -print_final_stats=1 \
      -artifact_prefix="$out/crashes-$target/" 2>"$out/$target.log"; then
    tail -n 30 "$out/$target.log"
    echo "fuzz: $target crashed; the input is in $out/crashes-$target/"
    exit 1
  fi
  grep -E "stat::number_of_executed_units|cov:" "$out/$target.log" | tail -n 2
done
echo "fuzz: clean"
