# Card names the reader did not understand (crates/kaiser-engine/src/cards/names.rs, CardNameError and parse_suit).
# Card, suit and rank names stay German in both languages.
cards-unknown = unknown card '{ $input }'
cards-unknown-suggest = unknown card '{ $input }'; did you mean { $suggestions }?
cards-needs-trump = '{ $input }' means the { $meaning }, which depends on the trump; before trump is known, name the card by its suit (e.g. Rosen-{ $rank })
cards-unknown-suit = unknown suit '{ $input }'; expected { $expected }
