# Lessons and scenarios (src/lessons/, src/tutor/content.rs): what is wrong with a content file
# (after "file:line: "), what a learner's answer cannot mean, and glossary lookups.

# Loading (lessons/mod.rs, tutor/content.rs).
lessons-problems = { $n ->
    [one] { $n } problem in lessons and scenarios:
   *[other] { $n } problems in lessons and scenarios:
}
lessons-did-you-mean = ; did you mean { $id }?
lessons-id-used = id '{ $id }' is already used by { $first }; ids must be unique
lessons-see-unknown = see: '{ $id }' is neither a lesson nor a scenario{ $near }
lessons-too-large = file is larger than { $max } bytes, the most a content file may be
lessons-no-version = no format_version; write `format_version: { $version }` at the top
lessons-newer-version = format_version { $found } is newer than this kaiser reads ({ $version }); update kaiser
lessons-bad-version = format_version must be { $version }
lessons-bad-id = id '{ $id }' must be 1 to 40 lowercase letters, digits or '-', not only digits (numbers pick lessons by place)
lessons-text-empty = { $field } is empty; write the text in both languages
lessons-no-steps = 'steps' is empty; a lesson needs at least one step
lessons-no-test = a lesson ends with a short test: give at least two questions under 'test'
lessons-no-source = 'source' is empty; name the file and section
lessons-steps-empty = 'steps' is empty
lessons-not-a-player = '{ $name }' is not one of the players { $players }
lessons-card-in-two-hands = { $card } is already in { $other }'s hand; each card exists once
lessons-played-twice = { $step }: { $card } was already played in { $first }
lessons-wrong-player = { $step }: { $who } plays { $card }, but the hands give it to { $owner }
lessons-cannot-read = cannot read: { $error }
lessons-is-dir = is a directory, not a YAML file
lessons-not-utf8 = not UTF-8 text
lessons-reading = reading { $path }
lessons-content-not-dir = { $named }: not a directory (it should hold lessons/ and/or scenarios/)
lessons-content-empty = { $named }: no lessons/ or scenarios/ in it; put lesson files in { $dir }/lessons/ and scenario files in { $dir }/scenarios/
lessons-not-regular = is not a regular file (a pipe, socket or device); only YAML files are read
lessons-broken-link = is a link to { $to }, which does not exist
lessons-content-too-many = { $named }: { $count } files in lessons/ and scenarios/, more than the { $max } a content directory may hold
lessons-content-too-big = { $named }: its lessons and scenarios take { $size } bytes, more than the { $max } a content directory may hold
# The YAML walk (lessons/lines.rs).
lessons-not-yaml = not valid YAML: { $error }
lessons-alias = aliases (*name) are not allowed in a content file: write the value out
lessons-too-deep = nested more than { $max } levels deep; content needs four
# Steps (lessons/step.rs), after "steps[3].field: ".
lessons-field-empty = is empty; write the text in both languages
lessons-source-empty = is empty; name the file and section
lessons-kind-not-allowed = kind '{ $kind }' is not allowed here; use one of { $kinds }
lessons-field-not-for-kind = '{ $kind }' steps have no '{ $field }'
lessons-needs-hint = a question needs at least one hint under 'hints'
lessons-explain-needs-text = an 'explain' step needs 'text'
lessons-no-system = no rule system: give 'variant' (one of { $ids }) here or at the top of the file
lessons-no-trump = no trump: give 'trump' (Rosen, Schellen, Eichel or Schilten) here or at the top of the file
lessons-unknown-deck = unknown deck '{ $deck }'; decks are { $decks }
lessons-one-expect = give one answer here, not a list
lessons-duel-two-cards = a duel has exactly two cards (the first is led), not { $n }
lessons-trick-needs-cards = a trick needs 'cards' in play order, the led card first
lessons-players-for-cards = { $players } players for { $cards } cards; name who played each card
lessons-expect-not-in-trick = { $card } is not one of the trick's cards
lessons-engine-differs = expects { $want }, but the engine gives { $got }: { $why }
lessons-scenario-trick-expect = a scenario trick needs 'expect': the winner the source states
lessons-order-count = an order question has 2 to { $max } cards
lessons-order-expect-list = give the cards as a list, highest first
lessons-engine-orders = the engine orders them { $order }
lessons-umschlag-needs-cards = an umschlag needs 'cards': the face-up cards in deal order
lessons-scenario-umschlag-expect = a scenario umschlag needs 'expect'
lessons-choice-needs-question = a choice needs 'question'
lessons-choice-options = a choice has 2 to 6 options
lessons-choice-not-option = { $answer } is not an option; give 1 to { $n }
lessons-choice-needs-answer = a choice needs 'answer': the right option, 1-based
lessons-choice-needs-source = a choice needs 'source': only the source can back its answer
# A learner's answer (step.rs parse_answer), and trump answers in words.
lessons-nothing-asked = nothing is asked here
lessons-no-card-number = there is no card { $input }; answer 1 to { $n }, or a card's name
lessons-not-in-trick = { $card } is not in this trick; answer one of the cards 1 to { $n }
lessons-not-to-order = { $card } is not one of the cards to order
lessons-named-twice = { $card } is named twice
lessons-name-all = name all { $n } cards, highest first (names or numbers)
lessons-no-option = no such option
lessons-option-number = answer with the number of an option, 1 to { $n }, or its text
lessons-turn-stock = turn the stock's top card
lessons-redeal = deal again
# The quiz (lessons/quiz.rs).
lessons-quiz-count = --count must be 1 to { $max }
# The glossary (lessons/glossary.rs).
lessons-no-term = no term '{ $term }' in the glossary{ $more }
lessons-no-term-list = ; `kaiser glossary` lists every term
lessons-glossary-version = format_version { $found } is not one this kaiser reads ({ $version })
lessons-term-problem = term '{ $id }': { $problem }
lessons-term-bad-id = the id must be lower-case ASCII letters, digits and '-'
lessons-term-id-twice = the id is used twice; ids must be unique
lessons-term-field-empty = `{ $field }` is empty
lessons-term-bad-kind = kind '{ $kind }' is not one of { $kinds }
lessons-term-no-systems = `systems` is empty; name the systems that use it, or all
lessons-term-unknown-system = unknown system '{ $system }'; systems are all, { $systems }
lessons-term-see-unknown = see: '{ $id }' is not a term id

lessons-trick-one-card = a trick question needs at least two cards: with one there is nothing to decide
lessons-bad-version-of = format_version must be one of { $versions }
lessons-needs-format-2 = '{ $field }' belongs to lesson format 2; write `format_version: 2` at the top of a lesson (scenarios have no '{ $field }')
lessons-v2-no-variant = format 2 has no lesson-wide 'variant': every question is asked in the learner's system; fix one step to another village with 'variant' and 'compare: true'
lessons-v2-no-systems = 'systems' is empty; name some of { $ids }, or leave it out for all of them
lessons-v2-system-twice = '{ $id }' is named twice
lessons-v2-only-and-except = give 'only' or 'except', not both
lessons-v2-not-declared = '{ $id }' is not one of the lesson's systems ({ $ids })
lessons-v2-shown-to-none = this step is shown to no system of the lesson
lessons-v2-variant-needs-compare = a step fixed to another village needs 'compare: true' (then the learner is told it shows another village); leave out 'variant' to ask in the learner's system
lessons-v2-key-not-asked = '{ $key }': this step is asked in { $ids }; use those ids or 'other'
lessons-v2-source-missing = no source for { $village }; add its id or 'other'
lessons-placeholder-unknown = unknown placeholder {"{"}{ $name }{"}"}; use {"{"}village{"}"}, {"{"}source{"}"} or {"{"}name:CARD{"}"} (write {"{{"} and {"}}"} for braces)
lessons-placeholder-unclosed = a '{"{"}' without its '{"}"}'; write {"{{"} for a brace
lessons-placeholder-brace = a '{"}"}' without its '{"{"}'; write {"}}"} for a brace
lessons-placeholder-no-source = {"{"}source{"}"}: the bibliography has no source for { $village }
lessons-quiz-bad-trick = not a quiz trick: two to four different cards of the system's deck

# Puzzle files (src/lessons/puzzles.rs): what is wrong, after "file:line: ".
lessons-puzzles-at = { $file }:{ $line }: { $problem }
lessons-puzzles-yaml = not a puzzle file: { $problem }
lessons-puzzles-format = format_version { $found } is not known (this kaiser reads 1 to { $known })
lessons-puzzles-system = no rule system '{ $system }'
lessons-puzzles-bad-card = no card '{ $card }'
lessons-puzzles-bad-deck = no deck '{ $deck }'
lessons-puzzles-bad-suit = no suit '{ $suit }'
lessons-puzzles-bad-theme = no theme '{ $theme }'
lessons-puzzles-level = level { $level } does not fit the grade (tricks, tempting, depth give { $graded })
lessons-puzzles-twice = the id '{ $id }' is used twice
lessons-puzzles-unsolved = puzzle { $id }: { $problem }
lessons-puzzles-not-position = the hands are no position of this system (sizes, seats, a card twice or not in the deck)
lessons-puzzles-no-answer = no card makes the tricks
lessons-puzzles-not-unique = the answer is not the one: { $cards } make the tricks
lessons-puzzles-wrong-wins = { $card } is listed as wrong but makes the tricks
lessons-puzzles-not-equivalent = { $cards } make the tricks but are not equivalent cards
lessons-puzzles-not-a-kaiser = { $card } is listed as unannounced but is no Kaiser held in the hands
lessons-puzzles-same-announced = the same cards make the tricks with every Kaiser announced
lessons-puzzles-mid-format = on_table and face_down need format_version 2 (this file says { $found })
lessons-puzzles-on-table-full = { $n } cards on the table, but the trick has { $seats } seats: at most { $seats } less one, the last for the one to move
lessons-puzzles-on-table-view = a view-only puzzle starts with a lead: leave out on_table or view
lessons-puzzles-down-leading = face_down: true needs the cards already on the table (on_table): the first card of a trick is played face up
lessons-puzzles-down-not-here = face_down: true, but { $system } has no card laid face down; leave it out
