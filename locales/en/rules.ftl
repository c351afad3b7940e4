# The rules engine: its reasoning and its errors (crates/kaiser-engine/src/). Card, suit, rank and rule
# names and the game's words (Stecher, Throner, Stupf, Kaiser, Kritz, ...) stay German.

# Why a trick cannot be resolved (crates/kaiser-engine/src/trick.rs, TrickError)
rules-trick-empty = no cards: name the cards of the trick in play order, the led card first
rules-trick-too-many = { $n } cards in one trick; a trick has at most { $max } (one card per player)
rules-trick-duplicate = { $card } is played twice; each card exists once in the deck
rules-trick-not-in-deck = { $card } is not in the { $deck } deck of rule system '{ $system }'
rules-trick-not-in-deck-other = { $card } is not in the { $deck } deck of rule system '{ $system }'; it is in { $other } (choose with --deck)
rules-trick-face-down-system = '{ $system }' lays no card face down: its sources do not allow it (leave out --down)
rules-trick-face-down-leading = the led card is never laid face down ({ $reading }); mark a later card with --down
rules-trick-face-down-not-played = { $card } is marked with --down but is not among the trick's cards; name it among the cards too

# How the explanation names cards (crates/kaiser-engine/src/trick.rs, label and names)
rules-label-unannounced = { $card } (not announced: a plain 10)
rules-names-none = no card
rules-names-or = { $list } or { $last }

# The class of a row, as tables show it (crates/kaiser-engine/src/system/, Class::name)
rules-class-plain = plain

# The reasoning of a trick, one sentence per card (crates/kaiser-engine/src/trick.rs, explain).
# $class is `plain` or the game's word (Throner, Stecher).
rules-lead-suit = { $me } leads: the trick's suit is { $suit }.
rules-lead-stecher = { $me } leads. It is a Stecher, so the trick has no suit: only a higher Stecher can take it.
rules-lead-stupf = { $me } leads as Stupf, so the trick has no suit: { $who }.
rules-stupf-who-stecher = only a higher Stecher can take it
rules-stupf-who-only = only { $names } can take it
rules-lead-demoted-stupf = { $me } leads in the first trick, where it is no Stupf, only a plain card: the trick's suit is { $suit }.
rules-takes-stecher = { $me } takes { $them }: a Stecher takes every card below it (position { $mine } over { $theirs }).
rules-takes-in-suit = { $me } takes { $them }: { $suit } was led, and inside the led suit a { $class ->
        [plain] plain card
       *[other] { $class }
    } takes every lower card (position { $mine } over { $theirs }).
rules-takes-stupf-taken-by = { $me } takes { $them }: a led { $them } is taken only by { $names }.
rules-takes-stecher-over-stupf = { $me } takes the led Stupf { $them }: a higher Stecher takes a Stupf (position { $mine } over { $theirs }).
rules-takes-extra = { $me } takes the led { $them }.
rules-takes-extra-switch = { $me } takes the led { $them } (switch { $switch } is on).
rules-fails-too-low = { $me } does not take { $them }: position { $mine } is below position { $theirs }.
rules-fails-off-suit = { $me } does not take: it is no { $suit } card, and a { $class ->
        [plain] plain card
       *[other] { $class }
    } takes only inside the led suit ({ $suit }).
rules-fails-no-suit = { $me } does not take: the trick was led with a Stecher or Stupf and has no suit, so a { $class ->
        [plain] plain card
       *[other] { $class }
    } takes nothing.
rules-fails-trump-plain = { $me } does not take: a plain card of the trump suit takes nothing.
rules-fails-stupf-not-led = { $me } does not take: a Stupf counts only when it is led.
rules-fails-stupf-only-by = { $me } does not take the led { $them }: only { $names } can.
rules-fails-limited = { $me } does not take { $them }: a rule of this system limits what { $me } takes.
rules-face-down = { $me } is laid face down, as the source allows; it takes nothing and counts for nothing in this trick ({ $reading }), so { $them } still holds it.
rules-fails-stupf-needs-stecher = { $me } does not take the led Stupf { $them }: only a higher Stecher can.
rules-blocks = { $me } blocks { $names }: they lose their power to take. The trick is now held by { $holder }.

# The Umschlag: its errors and its reasoning (crates/kaiser-engine/src/umschlag.rs)
rules-umschlag-empty = no cards: name the face-up cards in deal order
rules-umschlag-too-many = { $n } face-up cards; one per player, at most 12
rules-umschlag-duplicate = { $card } is named twice; each card exists once
rules-umschlag-not-in-deck = { $card } is not in the { $deck } deck
rules-umschlag-kaiser = { $card } ({ $name }) is a Kaiser and never sets trump.
rules-umschlag-kaiser-last = { $card } ({ $name }) is a Kaiser: in the Umschlag a Kaiser comes after the König, so it sets trump only when every face-up card is a Kaiser.
# A step that rests on our reading, not on the source (docs/readings.md).
rules-umschlag-reading-mark = (our reading { $n })
rules-umschlag-reading = { $text } ({ $reading })
rules-umschlag-lowest-ass = { $card } is the lowest face-up card (the Ass is the lowest card).
rules-umschlag-lowest = { $card } is the lowest face-up card (the Ass is the lowest card, then 3, 4, ... up to the König).
rules-umschlag-ties = { $cards } ties with it but was dealt later: the card dealt first sets trump.
rules-umschlag-trump = { $suit } is trump.
rules-umschlag-redeal = All four Kaiser lie face up and nothing else: shuffle and deal again.
rules-umschlag-kaiser-order = Every face-up card is a Kaiser: then the lowest Kaiser by Stechwert sets trump, in the order { $order }.
rules-umschlag-lowest-kaiser = { $card } is the lowest of them: { $suit } is trump.
rules-umschlag-none-can = Every face-up card is a Kaiser, and none of them can set trump here: turn the stock's top card.
rules-umschlag-turn-stock = Every face-up card is a Kaiser: after the deal, the stock's top card is turned and its suit is trump.
rules-umschlag-turned = The turned card is { $card }: { $suit } is trump.

# A table of named players with hands (src/text/hand.rs, error)
rules-hand-too-few = a hand needs at least two players; give one --hand per player
rules-hand-too-many = { $players } players: rule system '{ $system }' is played by { $allowed }
rules-hand-duplicate-player = player '{ $name }' is named twice; give each player one --hand
rules-hand-card-twice-in-hand = { $card } is twice in { $holder }'s hand; each card exists once
rules-hand-card-twice = { $card } is in { $first }'s hand and in { $second }'s; each card exists once
rules-hand-unequal = hands of unequal size: { $sizes }; every player holds as many cards as the others
rules-hand-empty = { $name }'s hand is empty
rules-hand-unknown-player = --team names '{ $name }', who has no --hand (players: { $players })
rules-hand-two-teams = '{ $name }' is in two teams
rules-hand-teams = --team needs at least two teams with players in each (got { $teams }); or give no --team: then everyone plays alone
rules-hand-no-team = '{ $name }' is in no team; every player belongs to exactly one --team (or give no --team: then everyone plays alone)
rules-hand-need = --need { $need }: a party needs 1 to { $tricks ->
        [one] 1 trick
       *[other] { $tricks } tricks
    }

# How many players a system allows, in words (src/text/hand.rs, players)
rules-players-nobody = nobody
rules-players-range = { $from } to { $to } players
rules-players-one = { $n } players
rules-players-list = { $list } or { $last } players

# Dealing and playing a hand (src/text/hand.rs, deal_error)
rules-deal-players = rule system '{ $system }' has no table for { $players } players; it is played by { $allowed }
rules-deal-redeals = { $n } deals in a row had to be dealt again
rules-deal-hand-over = the hand is over
rules-deal-not-in-hand = { $card } is not in this hand
rules-deal-not-now = { $card } may not be played now
rules-deal-face-down-not-here = { $card } may not be laid face down: these rules have no card laid face down
rules-deal-face-down-leading = { $card } may not be laid face down: the first card of a trick is played face up
rules-deal-face-down-must-take = { $card } may not be laid face down: who can take this trick must

# The exact search (crates/kaiser-engine/src/solver.rs, TooBig)
rules-solver-too-big = this deal is too big to solve exactly: more than { $n } positions without an answer; try fewer cards or fewer players
rules-solver-line-mismatch = the solver's line of play does not reach its own verdict; this is a bug in kaiser: please report it with the command

# Building the Machtposition table (crates/kaiser-engine/src/power.rs, PowerError)
rules-power-not-a-banner = --unannounced takes a Banner (a Kaiser), not { $card }
rules-power-no-kaiser = rule system '{ $system }' has no Kaiser: its Banner are always plain 10s, so there is nothing to leave unannounced
rules-power-deck = rule system '{ $system }' does not use deck { $deck }; it uses { $decks }
rules-power-switch = rule system '{ $system }' has no switch '{ $name }'; it has: { $known }
# An empty list of names (switches)
rules-none = none

# Loading a rule system (crates/kaiser-engine/src/system/, SystemError): the file, the line and the problem
rules-system-unknown = unknown rule system '{ $id }'; known: { $known }
# The id looks like a file's path: say how a file is given.
rules-system-unknown-file = unknown rule system '{ $id }'; known: { $known }. A rule-system file is given with --variant-file { $id }
rules-system-unknown-suggest = unknown rule system '{ $id }'; known: { $known } (did you mean { $suggestion }?)
rules-pattern-unknown-rank = unknown rank '{ $rank }' in pattern '{ $pattern }'
rules-pattern-unknown = { $problem }; a pattern is a card (Rosen-König), a trump card (T-7) or a rank in every suit (*-König)
rules-system-yaml = not valid YAML: { $info }
rules-system-yaml-anchor = not valid YAML: { $info } (a pattern that starts with * must be quoted: '*-König')
rules-system-alias = aliases (*name) are not allowed in a rule-system file: write the value out
rules-system-too-deep = nested more than { $max } levels deep; a rule-system file needs five
rules-system-too-big = file is { $bytes } bytes; a rule system is at most { $max } bytes
rules-system-extends-deep = 'extends' chains more than { $max } systems deep
rules-system-extends-unknown = 'extends: { $parent }' names no known rule system
rules-system-extends-cycle = 'extends: { $parent }' forms a cycle
rules-system-format-version = format_version { $version } is not understood by this kaiser (it reads { $reads })
rules-system-missing = missing '{ $what }' (give it here or in the system named by 'extends')
rules-system-bad-id = id '{ $id }' must be 1-40 characters of a-z, 0-9, '-' or '_', starting with a letter
rules-system-title-empty = 'title' is empty
rules-system-sources-empty = 'sources' is empty: cite where the rules come from
rules-system-decks-empty = 'decks' is empty
rules-system-deck-twice = 'decks' names a deck twice
rules-system-kaiser-order = umschlag: 'all_kaiser: kaiser-order' needs 'kaiser_order' (a list of suits)
rules-system-umschlag-basis = umschlag: give 'basis.{ $key }' (a source or a reading) or a 'source' for every step
rules-system-umschlag-empty = umschlag: a basis needs a citation, or a reading with its number (1 or more) and its text in 'en' and 'de'
rules-system-partners-basis = partners: a basis needs a citation, or a reading with its number (1 or more) and its text in 'en' and 'de'; a Sprecher needs 'from' of 2 or more
rules-system-citation-missing = citations: '{ $key }' is missing; cite the source of that rule
rules-system-bad-switch = switch name '{ $name }' must be 1-40 characters of a-z, 0-9 or '_' (as typed after --switch)
rules-system-set-switch = set_switches: no switch '{ $name }'; this system has: { $known }
rules-system-rows-count = 'rows' must hold 1 to 64 rows
rules-system-row-cards-empty = 'cards' is empty
rules-system-row-source-empty = 'source' is empty: cite the source of this row
rules-system-row-stupf-only = 'taken_by' and 'not_in_first_trick' belong to class stupf only
rules-system-limit-not-in-row = limits names { $pattern }, which is not a card of this row; put the limit on the row that holds it
rules-system-limit-empty = a limit needs 'takes_only' or 'cannot_take'
rules-system-extra-switch = extra_takes names switch '{ $switch }', which is not defined under 'switches' (defined: { $known })
rules-system-nickname-pattern = a nickname names one card, not a '*-' pattern
rules-system-nickname-empty = nickname '{ $name }' is empty or not printable
rules-system-nickname-taken = nickname '{ $name }' is already the name of { $existing }; choose another
rules-system-nickname-twice = nickname '{ $name }' is given twice
rules-system-table-players = players must be 2 to 12
rules-system-table-parties = { $players } players cannot sit in { $parties } equal parties
rules-system-table-discard = cards must be more than discard
rules-system-table-cards = { $players } players x { $cards } cards is more than the { $biggest } cards of the biggest deck
rules-system-table-deck = deck { $deck } is not one of the system's decks
rules-system-table-deck-cards = { $players } players x { $cards } cards is more than the { $size } cards of deck { $deck }
rules-system-table-need = need must be 1 to { $tricks } (the tricks of the hand)
rules-system-no-row = { $card } has no row under trump { $trump } (deck { $deck }); add it to a row, e.g. with '*-{ $rank }'
rules-system-no-row-unannounced = { $card } has no row under trump { $trump } (deck { $deck }, Kaiser unannounced); add it to a row, e.g. with '*-{ $rank }'

# The stake section of a rule-system file (src/text/stake.rs, invalid)
rules-stake-missing = '{ $what }' is missing (give it here or in the system named by 'extends')
rules-stake-kritze-rising = { $field }: { $values } must be rising numbers of Kritze from 1 to 9, each once
rules-stake-kritze-empty = { $field } is empty; give the Kritze allowed then
rules-stake-kritze-not-allowed = { $field }: { $value } is not one of kaiser.values { $allowed }
rules-stake-source-empty = { $field }.source is empty: cite the seed file, section and a short quote
rules-stake-table-value = table.value must be at least 1
rules-stake-raise = raise: 'name' must be given and 'step' be at least 1
rules-stake-stepwise = kaiser.stepwise adds one Kritz at a time, so kaiser.values must be 1 to n; it is { $values }
rules-stake-max-per-announcement = kaiser.max_per_announcement must be at least 1
rules-stake-joint-three = kaiser.joint_three needs 3 among kaiser.values
rules-stake-target-values = target.values must list targets of at least 1
rules-stake-target-default = target.default { $target } is not allowed; { $targets }
rules-stake-target-by-table = target.by_table: { $target } is not allowed; { $targets }
rules-stake-board-raise = board needs 'raise': the Knopf moves by one raise step
rules-stake-board-fields = board.fields { $fields } must start at table.value { $table } and go up by raise.step { $step }
rules-stake-freien-raise = freien needs 'raise': Freien moves the Knopf by one raise step
rules-stake-zu-hause = zu_hause_bleiben: from { $from } must be at least to { $to } (target minus from .. target minus to)
rules-stake-gespielt-below = gespielt_bleiben.below { $below } must be less than zu_hause_bleiben.to { $to }
rules-stake-gespielt-table = gespielt_bleiben.table must be at least 1

# The game targets in words (src/text/stake.rs, targets); $list is e.g. "51 or 101"
rules-stake-targets = the game goes to { $list }
rules-stake-targets-odd = the game goes to { $list }, or any other odd number
rules-stake-targets-any = the game goes to { $list }, or any other number
rules-stake-nothing = nothing

# Moves the stake rules refuse (src/text/stake.rs, error)
rules-stake-no-party = there is no party { $party }; the stake of a hand is between party 0 and party 1
rules-stake-hand-over = the hand is over; start the next hand
rules-stake-target = a game target of { $target } is not possible; { $targets }
rules-stake-game-over = the game is over: party { $party } has reached the target; start a new game
rules-stake-no-raise = this rule system knows no raising: the hand is worth the table, { $table }
rules-stake-window = { $what } is not possible { $now }: it is allowed { $window }
rules-stake-pending = party { $party }'s { $what } still waits for an answer: party { $other } says kommen or gehen first
rules-stake-answer-first = party { $party }'s { $what } waits for an answer: kommen or gehen first, then raise
rules-stake-alternation = party { $party } made the last { $name }: party { $other } must make one before party { $party } may again ({ $name } alternates)
rules-stake-gespielt = { $name }: party { $party } leads the game and may raise only by announcing Kaiser, not by { $what }
rules-stake-nothing-pending = nothing waits for an answer: kommen answers a raise of the other party
rules-stake-own-raise = party { $party } cannot answer its own raise; party { $other } answers it (kommen or gehen)
rules-stake-no-kaiser = this rule system has no Kaiser to announce
rules-stake-not-a-kaiser = { $card } is not a Kaiser; the Kaiser are the four Banner
rules-stake-kaiser-twice = { $card } is already announced in this hand
rules-stake-empty-announcement = an announcement names at least one Kaiser
rules-stake-too-many-kaiser = { $count } Kaiser in one announcement: at most { $max } may be announced at a time
rules-stake-kaiser-value = a Kaiser with { $kritze } { $kritze ->
        [one] Kritz
       *[other] Kritze
    } is not allowed{ $why }; allowed: { $allowed }
rules-stake-first-kaiser-three = the first Kaiser of the hand must be written with 3 (a Kaiser, not a Dipfili) at this table
rules-stake-not-stepwise = Kritze are given in one announcement here (no "Kommt Ihr?" step by step); announce the Kaiser with its full Kritze
rules-stake-unknown-kaiser = party { $party } has no accepted Kaiser { $card } to give another Kritz; announce it first
rules-stake-no-joint = two Kaiser cannot share one 3 here; announce each with its own Kritze
rules-stake-no-freien = this rule system knows no { $what }
rules-stake-freien-right = party { $party } may not { $what }: { $why }
rules-stake-no-gehen = this rule system knows no gehen: the hand is played out
rules-stake-no-false-kaiser-rule = this rule system has no rule for a false Kaiser
rules-stake-no-kaiser-announced = party { $party } announced no Kaiser in this hand, so none of its Kaiser can be false
rules-stake-already-false = a false Kaiser is already proved in this hand
rules-stake-unanswered = party { $party }'s { $what } still waits for an answer; answer it (kommen or gehen) before { $next }
rules-stake-order = { $what } is not possible { $now }
rules-stake-no-night-deal = no covered (night) deal now: { $why }
# Why a Kaiser value is not allowed: the end-game state's name (after a space)
rules-stake-why-goes = for party { $party } now ({ $name })

# Where a hand stands, and when a move is allowed (src/text/stake.rs, stage and window)
rules-stake-stage-before-deal = before the deal
rules-stake-stage-dealing = during the deal
rules-stake-stage-play = once the first card is led
rules-stake-stage-over = after the hand
rules-stake-from-before-deal = from before the deal
rules-stake-from-deal = from the deal
rules-stake-until-first-lead = until the first card is led
rules-stake-until-last-card = to the last card of the hand

# Moves and raises in words (src/text/stake.rs, raise)
rules-stake-raise-word = raise
rules-stake-joint-kaiser = Kaiser ({ $a } and { $b }, together 3)
rules-stake-kritz-for = Kritz for { $card }
rules-stake-announcing-kaiser = announcing a Kaiser
rules-stake-dealing = dealing
rules-stake-now-dealt = now: the cards are already dealt
rules-stake-leading = leading
rules-stake-leading-first = leading the first card
rules-stake-now-twice = twice
rules-stake-winning-by-tricks = winning by tricks
rules-stake-next-dealt = the first card is dealt
rules-stake-next-led = the first card is led
rules-stake-next-hand-ends = the hand ends

# Why Freien or Nachfreien is refused (src/text/stake.rs, freien_bar)
rules-freien-beyond-start = { $name }: the Knopf already stands beyond the start
rules-freien-gespielt = { $name }: the Knopf already starts on { $table }, so there is nothing to freien
rules-freien-zu-hause = { $name }: the better party may no longer freien (the Knopf stays home)
rules-freien-led = it must be done before the first card is led
rules-freien-missed = it must come before any Spielen and any Kaiser; the moment is missed
rules-freien-not-agreed = Nachfreien was not agreed for this Partie
rules-freien-nobody-yet = nobody has freit yet
rules-freien-other-party = only the other party nachfreit
rules-freien-vordersitz = in Vordersitz (the freiende party does not deal) there is no Nachfreien
rules-freien-nach-done = Nachfreien is done already
rules-freien-done = Freien is done already
rules-freien-first-hand = nobody may freien in the first hand of a Partie
rules-freien-loser = only party { $party }, which lost the previous hand, may

# The covered (night) deal (src/text/stake.rs, night_bar)
rules-night-none = this rule system has no night deal
rules-night-max = after { $max } throw-ins the hand is played in any case, dealt as usual
rules-night-needs = { $name } needs both parties at { $points } or more

# A booked hand (src/text/stake.rs, booking)
rules-booking = party { $party } books { $points } ({ $how })
rules-booking-tricks = by tricks
rules-booking-gehen = the other party went
rules-booking-false-kaiser = the other party announced a false Kaiser

# Messages of libraries (serde's YAML errors, number parsing), rebuilt in the user's language
# by i18n::library_message. The English is the library's own wording.
rules-lib-missing-field = missing field `{ $field }`
rules-lib-duplicate-field = duplicate field `{ $field }`
rules-lib-unknown-field = unknown field `{ $name }`, expected { $allowed }
rules-lib-unknown-variant = unknown variant `{ $name }`, expected { $allowed }
rules-lib-no-fields = unknown field `{ $name }`, there are no fields
rules-lib-invalid-type = invalid type: { $found }, expected { $expected }
rules-lib-invalid-value = invalid value: { $found }, expected { $expected }
rules-lib-invalid-length = invalid length { $found }, expected { $expected }
rules-lib-not-in-range = { $value } is not in { $range }
rules-lib-invalid-digit = invalid digit found in string
rules-lib-empty-number = cannot parse integer from empty string
rules-lib-too-large = number too large to fit in target type
rules-lib-too-small = number too small to fit in target type
rules-lib-unknown-field-one-of = unknown field `{ $name }`, expected one of { $allowed }
rules-lib-unknown-variant-one-of = unknown variant `{ $name }`, expected one of { $allowed }
rules-lib-control-characters = control characters are not allowed
rules-lib-text-expected = a text, or a map with `en` and `de`
# A text of a data file ({ $field } is `en` or `de`) that is empty or only blanks
rules-text-blank = the `{ $field }` text is empty; write one text for both languages, or `{"{"}en: ..., de: ...{"}"}` with a text in each
rules-lib-a-map = a map of fields (key: value)
rules-lib-word-sequence = sequence
rules-lib-word-map = map
rules-lib-word-nothing = unit value
rules-lib-word-string = string
rules-lib-word-integer = integer
rules-lib-word-float = floating point
rules-lib-word-boolean = boolean
rules-lib-word-a-boolean = a boolean
rules-lib-word-a-string = a string
rules-lib-word-a-sequence = a sequence
rules-lib-word-a-number = a whole number

## The YAML parser's complaints (it speaks English only): text/system.rs `syntax`.
rules-yaml-flow-sequence = a list in [ ] is not closed: expected ',' or ']'
rules-yaml-flow-mapping = a map in { "{" } { "}" } is not closed: expected ',' or '{ "}" }'
rules-yaml-block-mapping = a line is indented unlike the lines around it, or a key is missing
rules-yaml-block-collection = a list entry without '- ', or indented unlike the others
rules-yaml-no-value = a value is missing
rules-yaml-open-quote = a quotation mark is never closed
rules-yaml-tab = a tab where YAML wants spaces
rules-yaml-colon = a ': ' where no key can start (put a text with ': ' in quotes)
rules-yaml-dash = a '- ' list entry where no list can start (check the indentation)
rules-yaml-indentation = wrong indentation
rules-yaml-anchor = an alias (*name) without its anchor
