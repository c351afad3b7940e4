# Help texts of every command and argument (clap). help-cmd-NAME is a command's one-line
# about, with .long (the long about) and .examples; help-arg-ID is an argument shared by
# several commands, help-arg-COMMAND-ID one that says something of its own.

help-cmd-kaiser = A tutor and rule explorer for Kaisern, the trick-taking card game of Central Switzerland
    .long = A tutor and rule explorer for Kaisern (Kaiserspiel, Kaiserjass), the living heir of the 15th-century Karnöffel. Ask who takes a trick under the rule system of your village, see the Machtposition for any trump, and compare the systems side by side.
    .examples =
        Examples:
        {""}  kaiser trick --variant lungern --trump Schellen Eichel-7 Mugg Oberkaiser Eichel-König
        {""}  kaiser rank --variant stans --trump Rosen
        {""}  kaiser compare --trump Schilten stans liebenau
        {""}  kaiser trump --variant willisau Rosen-König Schellen-7 Eichel-Ass
help-arg-color = When to use colors
help-arg-lang = Language of all output: help, messages, tables, lessons (default: from LC_ALL, LC_MESSAGES or LANG; else en)
help-arg-content = A directory with lessons/ and scenarios/ of your own; they add to the built-in ones (or replace those with the same id)

help-cmd-rank = Show the Machtposition of a rule system for a trump suit
    .examples =
        Examples:
        {""}  kaiser rank --variant lungern --trump Schellen
        {""}  kaiser rank --variant stans --trump Rosen --unannounced Blass
        {""}  kaiser rank --variant lungern --trump Eichel --deck extended-56 --json
help-arg-variant = Rule system id (see `kaiser variants`); default: KAISER_VARIANT, else your village from `kaiser learn`
help-arg-variant_file = A rule-system YAML file of your own (house rules); may `extends:` a built-in system
help-arg-deck = Deck: standard-48, stans-40, extended-56, extended-60 (default: the system's first)
help-arg-switches = Turn a named switch on (`NAME` or `NAME=on`) or off (`NAME=off`)
help-arg-trump = The trump suit (Rosen, Schellen, Eichel, Schilten)
help-arg-unannounced = A Banner that was not announced (a plain 10); repeat for more
help-arg-sources = Add a column with each row's source
help-arg-rank-json = Print JSON (docs/json.md): system, trump, deck and rows, top first

help-cmd-compare = Compare rule systems side by side for one trump suit
    .examples =
        Examples:
        {""}  kaiser compare --trump Schilten stans liebenau willisau
        {""}  kaiser compare --trump Rosen lungern karnoeffel --json
        {""}  kaiser compare --trump Eichel lungern --variant-file haus.yaml
help-arg-json = Print JSON (docs/json.md)
help-arg-variant_files = A rule-system YAML file of your own to compare too; repeat for more
help-arg-variants = Rule system ids (see `kaiser variants`); two or more systems in all

help-cmd-trick = Who takes this trick, and why (cards in play order, the led card first)
    .examples =
        Examples:
        {""}  kaiser trick --variant lungern --trump Schellen Eichel-7 Mugg Oberkaiser Eichel-König
        {""}  kaiser trick --variant stans --trump Rosen Teufel Mugg Jos Trumpf-5
        {""}  kaiser trick --variant willisau --trump Rosen --unannounced Blass Rosen-Ober Blass Rosen-König
        {""}  kaiser trick --variant lungern --trump Rosen --switch t9_takes_led_t8 T8 T9 --json
help-arg-first_trick = This is the first trick of the hand (karnoeffel: the Trumpf-7 is then only a 7)
help-arg-down = A card of the trick that was laid face down (it takes nothing), where the system allows it; repeat for more
help-arg-trick-json = Print JSON (docs/json.md): winner (index and name), card, suit (the led suit) and steps
help-arg-cards = The cards in play order, the led card first

help-cmd-trump = Which suit is trump after this Umschlag (face-up cards in deal order)
    .examples =
        Examples:
        {""}  kaiser trump --variant lungern Rosen-König Schellen-7 Eichel-Ass Schilten-Ass
        {""}  kaiser trump --variant willisau Blass Mugg Grün Oberkaiser
        {""}  kaiser trump --variant lungern Blass Mugg --stock Eichel-9
help-arg-stock = The stock's top card, turned when every face-up card is a Kaiser
help-arg-trump-cards = The face-up cards in deal order

help-cmd-cards = List the deck and every accepted card name
    .examples =
        Examples:
        {""}  kaiser cards
        {""}  kaiser cards --variant stans
        {""}  kaiser cards --variant lungern --deck extended-60

help-cmd-variants = List the rule systems with their sources
    .examples =
        Examples:
        {""}  kaiser variants
        {""}  kaiser variants --json

help-cmd-solve = Which party makes its tricks with best play (every hand known), with a line of play
    .examples =
        Examples:
        {""}  kaiser solve --variant liebenau --trump Rosen --hand A=T6,Rosen-Ass,Blass,Schilten-Ober,Schilten-Ass --hand B=Jos,Rosen-3,Schilten-3,Eichel-3,Schellen-3
        {""}  kaiser solve --variant stans --trump Eichel --hand A=Mugg,Jos,R5 --hand B=E7,E3,R3 --hand C=Blass,R4,S5 --hand D=S3,S4,E5 --team A,C --team B,D --need 2 --json
help-arg-hands = A player and their cards, `NAME=CARD,CARD,...`; repeat in seat order (the first leads)
help-arg-teams = A party, `NAME,NAME,...`; repeat for each party (default: everyone alone)
help-arg-need = Tricks a party needs (default: the system's table for this many players and parties; else more than half with two parties)
help-arg-must_overtake = Whoever can take the trick must, as in solo play [Liebenau 1841 (in Zelger 1969), §4]; on by default where the system's table says so
help-arg-solve-json = Print JSON (docs/json.md): winning_team (players), line (each trick's leader, cards with their player, winner)
help-arg-time_limit = Give up after this many seconds without an answer (positions are then unlimited unless --max-positions is given too)
help-arg-max_positions = Give up after this many positions without an answer (default: 40,000,000, some seconds; none with --time-limit alone)

help-cmd-odds = How often a hand's party makes its tricks, over random deals solved double-dummy
    .examples =
        Examples:
        {""}  kaiser odds --variant stans --trump Rosen --hand Mugg,Jos,T3,Rosen-König,Eichel-Ass
        {""}  kaiser odds --variant lungern --trump Eichel --hand Oberkaiser,T6,Eichel-König,Rosen-3,Rosen-4 --seat 2 --samples 5000 --seed 7
help-arg-hand = Your cards (as many as a hand has tricks), comma-separated
help-arg-players = Players at the table (default: the system's usual table, else its first; lungern: four in two parties)
help-arg-odds-parties = Parties, when the system allows several ways for this many players
help-arg-seat = Your seat: 1 is the Vorhand, who leads the first trick
help-arg-odds-partner = A partner's cards you know (shown or signed), comma-separated, after its seat and a colon: 3:Mugg,Rosen-König (without a seat: your next partner's); repeatable
help-arg-samples = Random deals of the unseen cards to solve
help-arg-odds-seed = The seed; the same seed gives the same answer (default: from the clock, printed)

help-cmd-play = Play whole games against the computer: announcing, Spieldrei, gehen, the score
    .examples =
        Examples:
        {""}  kaiser play --variant stans
        {""}  kaiser play --variant willisau --players 6 --seed 7
        {""}  kaiser play --variant lungern --target 51
        {""}  kaiser play --variant stans --seed 3 --open
help-arg-play-open = Play with every hand open; at your turn `undo` takes your last card back
help-arg-play-nachfreien = Lungern: agree Nachfreien for this game (in Hindersitz the other party may move the Knopf on after a Freien)
help-arg-play-variant = Rule system id (see `kaiser variants`); default: KAISER_VARIANT, else your village from `kaiser learn`
help-arg-parties = Parties, when the system allows several ways for this many players (6: 2 or 3)
help-arg-seed = The seed: the same seed gives the same deal (default: from the clock, printed)
help-arg-target = Points that win the game (default: the system's usual target)
help-arg-level = How strong the computer players are: 1 random, 2 greedy, 3 pimc (default), 4 best

help-cmd-arena = Two computer strategies over the same deals: who wins, points, time per decision
    .examples =
        Examples:
        {""}  kaiser arena --variant stans --deals 20 --seed 1 greedy random
        {""}  kaiser arena --variant lungern --players 3 --deals 5 --seed 2 level3 level2 --json
help-arg-arena-deals = Deals to play; each is played once for every party, with A at that party's seats
help-arg-arena-a = Strategy A, the one reported on: random, greedy, pimc, best, or level1 to level4
help-arg-arena-b = Strategy B: random, greedy, pimc, best, or level1 to level4
help-arg-arena-seed = The seed: the same seed gives the same deals and the same results (default: from the clock, printed)

help-cmd-deal = A reproducible deal with its Umschlag
    .examples =
        Examples:
        {""}  kaiser deal --variant stans --players 4 --seed 42
        {""}  kaiser deal --variant lungern --players 6 --parties 3 --seed 1 --json
help-arg-deal-variant = Rule system id (see `kaiser variants`); default: KAISER_VARIANT, else your village from `kaiser learn`

help-cmd-learn = Learn Kaisern lesson by lesson (a menu; resumes where you left off)
    .examples =
        Examples:
        {""}  kaiser learn
        {""}  kaiser learn stecher
        {""}  kaiser --lang de learn 1
        {""}  printf 'Rosen-7\n' | kaiser learn stupf   (answers from stdin, one per line)
help-arg-lesson = A lesson id or number (see `kaiser lessons`); without it, the menu
help-arg-learn-variant = The village whose game you learn (a rule system id, see `kaiser variants`); kept for later runs. Default: KAISER_VARIANT, else the one chosen before, else asked

help-cmd-lessons = List the lessons with your progress
    .examples =
        Examples:
        {""}  kaiser lessons
        {""}  kaiser lessons --json
help-arg-lessons-json = Print JSON (docs/json.md): per lesson id, title (en, de), done, step_count, next (the next step) and last_test (the last test score)

help-cmd-scenario = The sources' worked examples: list, show, or play them
    .examples =
        Examples:
        {""}  kaiser scenario list
        {""}  kaiser scenario show liebenau-m
        {""}  kaiser scenario play liebenau-l

help-cmd-scenario-list = List the scenarios with their sources

help-cmd-scenario-show = Tell a scenario with the engine's reasoning for every trick
help-arg-id = The scenario id

help-cmd-scenario-play = Play a scenario: predict each trick before the engine shows it

help-cmd-quiz = Random tricks from the engine: who takes them? A score at the end
    .examples =
        Examples:
        {""}  kaiser quiz
        {""}  kaiser quiz --variant stans --count 10
        {""}  kaiser quiz --seed 42
help-arg-quiz-variant = Rule system id (default: KAISER_VARIANT, else your village from `kaiser learn`, else every system in turn)
help-arg-count = How many tricks
help-arg-quiz-seed = The seed; the same seed gives the same quiz (default: from the clock, printed)

help-cmd-puzzle = A position from a real deal, every hand open: find the one card that makes it
    .examples =
        Examples:
        {""}  kaiser puzzle
        {""}  kaiser puzzle --daily
        {""}  kaiser puzzle --variant stans --level 2 --theme throner
        {""}  kaiser puzzle --variant stans --seed 1 --json
help-arg-puzzle-variant = Rule system id (default: KAISER_VARIANT, else your village from `kaiser learn`, else stans)
help-arg-puzzle-theme = Only puzzles that show this theme (trumpf-7, throner, blocker, de-n-alte-na, hirata, fuil, unannounced-kaiser, face-down)
help-arg-puzzle-level = Only puzzles of this level (1 easiest to 3); without it, puzzles near your puzzle rating that you have not done yet
help-arg-puzzle-practice = Practice: the puzzle does not count towards your puzzle rating
help-arg-puzzle-view = View-only: you see your hand and what your village lets you see of your partners' cards, not every hand; the answer makes it in every deal of the unseen cards that kaiser tried
help-arg-puzzle-seed = Mine a new puzzle from this seed instead of taking a shipped one
help-arg-puzzle-daily = The puzzle of the day: the same for everyone on one date in one system
help-arg-puzzle-id = A shipped puzzle by its id (as printed above each puzzle)
help-arg-puzzle-json = Print the puzzle as JSON (docs/json/puzzle.schema.json) instead of asking it
help-arg-solve-lead = The first player leads this card: who makes it after that lead, and the line (a puzzle's answer or a tempting card)
help-arg-solve-played = The cards already played to this trick, face up, in play order from the first player (who led it); each is in its player's --hand
help-arg-solve-move = The player to move (after --played) plays this card face up: who makes it after it, and the line
help-arg-solve-down = The player to move (after --played) lays this card face down, where the system allows it: who makes it after it, and the line

help-cmd-review = Your own mistakes again when they are due, at growing intervals
    .examples =
        Examples:
        {""}  kaiser review
        {""}  kaiser review --all
        {""}  kaiser review --json
help-arg-review-all = Every open card, due or not, of every village (a right answer before a card is due leaves its schedule; a wrong one sends it back)
help-arg-review-json = Print the cards to review as JSON (docs/json.md) instead of asking them

help-cmd-progress = Show or reset your progress
    .examples =
        Examples:
        {""}  kaiser progress
        {""}  kaiser progress reset stecher
        {""}  kaiser progress reset --yes

help-cmd-progress-show = Where the progress file is and what it holds

help-cmd-progress-reset = Delete the progress of one lesson or scenario, or all (asks first)
help-arg-progress-reset-id = A lesson or scenario id; without it, everything
help-arg-yes = Do not ask

help-cmd-check = Check lessons, scenarios and puzzles: names, systems, cross-references, and every stated answer against the engine
    .examples =
        Examples:
        {""}  kaiser check
        {""}  kaiser check --content my-lessons
        {""}  kaiser check my-lesson.yaml
help-arg-files = Lesson, scenario or puzzle files to check besides the built-in ones and `--content`

help-cmd-glossary = The game's words: meaning, the systems that use them, a source; none: list them all
    .examples =
        Examples:
        {""}  kaiser glossary
        {""}  kaiser glossary Stupf
        {""}  kaiser glossary taefaeli
        {""}  kaiser --lang de glossary Umschlag
        {""}  kaiser glossary Kritz --json
help-arg-term = A word of the game (any case; ae/oe/ue for umlauts); none: list every term
help-arg-glossary-json = Print JSON (the entry, or every entry)

help-cmd-sources = The bibliography: the five sources with full references; with an id, its sections
    .examples =
        Examples:
        {""}  kaiser sources
        {""}  kaiser sources achermann
        {""}  kaiser --lang de sources gasser
        {""}  kaiser sources --json
help-arg-sources-id = A source id (gasser, achermann, wikipedia, liebenau, willisau); none: list them all
help-arg-sources-json = Print JSON (the entry with its sections, or every entry)

help-cmd-readings = The readings: where the sources are vague or disagree, what kaiser chose; with a number, that reading whole
    .examples =
        Examples:
        {""}  kaiser readings
        {""}  kaiser readings 29
        {""}  kaiser readings --json
help-arg-readings-number = A reading's number (as the other screens cite it: "our reading 29"); none: list them all
help-arg-readings-json = Print JSON (the reading, or every reading)

help-cmd-completions = Print a shell completion script (rule systems, suits and decks complete too)
    .examples =
        Examples:
        {""}  kaiser completions bash > ~/.local/share/bash-completion/completions/kaiser
        {""}  kaiser completions zsh > ~/.zfunc/_kaiser
        {""}  kaiser completions fish > ~/.config/fish/completions/kaiser.fish
        {""}  kaiser completions powershell >> $PROFILE
help-arg-shell = The shell to write the completion script for

help-cmd-man = Print the man page (roff), or write one page per command into a directory
    .examples =
        Examples:
        {""}  kaiser man > kaiser.1 && man ./kaiser.1
        {""}  kaiser man --dir ~/.local/share/man/man1
help-arg-dir = Write kaiser.1 and one page per command (kaiser-trick.1, ...) into this directory instead of printing kaiser.1

# clap's own words. English keeps clap's wording; these are used only where clap has no
# language (German), but both catalogs carry them.
help-help-command = Print this message or the help of the given subcommand(s)
help-flag-help = Print help
help-flag-version = Print version
help-group-learn = Learn the game:
help-group-explore = Explore the rules:
help-group-hands = Hands and games:
help-group-setup = Set-up:
help-heading-usage = Usage:
help-heading-commands = Commands:
help-heading-arguments = Arguments:
help-heading-options = Options:
help-note-env = [env: { $name }]
help-note-default = [default: { $value }]
help-note-values = [possible values: { $values }]

# Usage errors.
help-error = error:
help-error-invalid-value = invalid value '{ $value }' for '{ $arg }'
help-error-unknown-argument = unexpected argument '{ $arg }' found
help-error-unknown-command = unrecognized subcommand '{ $name }'
help-error-missing = the following required arguments were not provided: { $args }
help-note-trump-missing = the trump suit: Rosen, Schellen, Eichel or Schilten (--trump Rosen)
help-error-missing-command = a subcommand is required but one was not provided
help-error-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
help-error-too-many = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
help-error-number-of-values = wrong number of values for '{ $arg }'
help-error-validation = invalid value '{ $value }' for '{ $arg }': { $why }
help-error-no-equals = equal sign is needed when assigning values to '{ $arg }'
help-error-suggest = tip: a similar name exists: { $names }
help-error-more = For more information, try '--help'.

# The values of --lang.
help-lang-en = English (the default)
help-lang-de = German

# The placeholders of values in help and usage (<CARD>, <PATH>).
help-value-card = CARD
help-value-cards = CARDS
help-value-color = COLOR
help-value-count = COUNT
help-value-deck = DECK
help-value-dir = DIR
help-value-id = ID
help-value-lang = LANG
help-value-n = N
help-value-name-cards = NAME=CARDS
help-value-names = NAMES
help-value-name--on-off- = NAME[=on|off]
help-value-path = PATH
help-value-points = POINTS
help-value-samples = SAMPLES
help-value-seed = SEED
help-value-shell = SHELL
help-value-trump = TRUMP
help-value-file = FILE
help-value-lesson = LESSON
help-value-term = TERM
help-error-value-required = a value is required for '{ $arg }' but none was supplied
help-error-once = the argument '{ $arg }' cannot be used multiple times
