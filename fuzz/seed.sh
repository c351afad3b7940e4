#!/bin/sh
# Seed corpora from the product's own data: every card name `kaiser cards` lists, the built-in
# rule systems, lessons and scenarios. Run from fuzz/ (needs a built `kaiser` in ../target or PATH).
set -eu
kaiser=${KAISER:-../target/release/kaiser}
mkdir -p corpus/card_names corpus/system_yaml corpus/content_yaml corpus/trick
i=0
for v in lungern stans buochs willisau karnoeffel silenen; do
  "$kaiser" cards --variant "$v" --json | tr -c 'A-Za-z0-9äöüÄÖÜ_-' '\n' | grep -v '^$' | sort -u |
  while read -r name; do
    i=$((i + 1))
    printf '\%03o%s' $((i % 256)) "$name" > "corpus/card_names/$v-$i"
  done
done
cp ../crates/kaiser-engine/systems/*.yaml corpus/system_yaml/
for f in ../lessons/*.yaml; do { printf '\000'; cat "$f"; } > "corpus/content_yaml/lesson-$(basename "$f")"; done
for f in ../scenarios/*.yaml; do { printf '\001'; cat "$f"; } > "corpus/content_yaml/scenario-$(basename "$f")"; done
