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
mkdir -p corpus/progress_file corpus/answer_lines
printf '{"format_version": 2, "village": "stans", "last": "01-stecher", "lessons": {"01-stecher": {"next": 3, "done": false, "test": {"asked": 1, "right": 1}}}, "quiz": {"asked": 2, "right": 1}, "mine": true}' > corpus/progress_file/v2
printf '{"format_version": 1, "lessons": {"01-stecher": {"next": 1, "done": true}}}' > corpus/progress_file/v1
printf '{"format_version": 99}' > corpus/progress_file/newer
printf 'nonsense' > corpus/progress_file/corrupt
for pick in 0 1 2 3 4 5 6 7 13 40 77; do
  for lang in 0 1; do
    printf '\%03o\%03o\n\nMugg\nhint\n1\nb\nshow\nq\n' "$pick" "$lang" > "corpus/answer_lines/$pick-$lang"
  done
done
