# Card names the reader did not understand (crates/kaiser-engine/src/cards/names.rs, CardNameError and parse_suit).
# Card, suit and rank names stay German in both languages.
cards-unknown = unbekannte Karte '{ $input }'
cards-unknown-suggest = unbekannte Karte '{ $input }'; meintest du { $suggestions }?
cards-needs-trump = '{ $input }' bedeutet { $meaning }, und das hängt vom Trumpf ab; solange der Trumpf nicht bekannt ist, nenne die Karte mit ihrer Farbe (z. B. Rosen-{ $rank })
cards-unknown-suit = unbekannte Farbe '{ $input }'; erwartet: { $expected }
