# The explorer commands (rank, trick, trump, compare, cards, variants, solve, odds, deal,
# check, glossary), the greeting of a bare `kaiser`, and the messages of the command line
# around them (src/cli/*.rs, src/render/mod.rs, src/main.rs). Card, suit, rank and system
# names, and the game's words (Trumpf, Umschlag, Vorhand, ...), stay German in both languages.

## src/main.rs and src/cli/mod.rs: prefixes on stderr, errors of the shared options
cli-error-prefix = kaiser: error:
cli-warning = kaiser: warning: { $message }
cli-context-writing-output = writing the output
cli-error-cannot-read = cannot read { $path }
cli-io-not-found = no such file or directory
cli-io-permission = permission denied
cli-io-directory = it is a directory
cli-io-not-directory = a part of the path is not a directory
cli-io-not-text = not UTF-8 text
cli-context-kaiser-variant = KAISER_VARIANT names the rule system
cli-error-no-system = no rule system: give --variant ID (one of { $ids }), --variant-file PATH, set KAISER_VARIANT, or choose your village in `kaiser learn`
cli-error-switch-value = --switch { $switch }: the value must be on or off
cli-error-unknown-deck = unknown deck '{ $deck }'; decks are { $decks }
cli-error-file-too-big = file is larger than { $max } bytes, the most a rule system may be
cli-error-is-directory = { $path } is a directory, not a rule-system file
cli-error-not-utf8 = not UTF-8 text
# Session::store: where the progress directory came from, and why it cannot be used.
cli-data-directory = the data directory
cli-error-progress-dir = the progress directory { $dir } ({ $from }) cannot be used; set KAISER_HOME to a directory you can write
# heading(): "lungern: Lungerer Art (...) · Trumpf: Schellen · deck standard-48"
cli-heading-deck = deck { $deck }

## Shared table headers and words (rank, compare, render)
cli-col-cards = Cards
cli-col-source = Source
# A card that is neither Stecher, Throner nor Stupf (the class column of rank and compare).
cli-class-plain = plain

## kaiser rank
cli-rank-unannounced = Not announced (plain 10s): { $cards }
cli-rank-col-name = Name
cli-rank-col-class = Class
cli-rank-col-takes = Takes
cli-rank-every-suit = { $rank } in every suit
cli-rank-source = [{ $source }]

## kaiser trick
cli-trick-switches = Switches on: { $switches }
cli-trick-takes = { $card } takes the trick (card { $n } of { $total }).

## kaiser trump
cli-trump-turn-stock = No trump yet: turn the stock's top card (name it with --stock CARD).
cli-trump-redeal = No trump: shuffle and deal again.

## kaiser compare
cli-compare-named-twice = '{ $id }' is named twice
cli-compare-same-id = two systems have the id '{ $id }'; compare each system once
cli-compare-too-few = compare needs two or more systems: give ids (see `kaiser variants`) or --variant-file PATH
cli-compare-heading = Trumpf: { $trump } · all Kaiser announced
cli-compare-legend = ≠: the card moves against the others (it is not in the longest order all share with the first system), its class differs, or a deck lacks it. Cells: position (1 = top) and class. Plain cards are left out.

## kaiser cards
cli-cards-title-system = { $id }: { $title } · deck { $deck } ({ $n } cards)
cli-cards-title = Deck { $deck } ({ $n } cards)
cli-cards-col-card = Card
cli-cards-col-short = Short
cli-cards-col-nicknames = Nicknames
cli-cards-trump-names = Names that need the trump
cli-cards-any-trump = Any trump card: Trumpf-<rank>, T-<rank> or T<rank> (Trumpf-7, T-Under, T6)
cli-cards-other-villages = Names from other villages are accepted too; `kaiser cards` without --variant lists them all.
cli-cards-spellings = Spellings
cli-cards-spellings-text =
    {""}  Any case, with or without hyphen or space; ä ö ü may be written ae oe ue.
    {""}  Suits: Rosen (Rose, R), Schellen (Schelle, Schallen, S), Eichel (Eicheln, E), Schilten (Schilte, Schilt, Sch)
    {""}  Ranks: Ass (As, Sau, Daus, 2, A), 3-9 (also Drei, Vier, Fünf, Sechs, Sieben, Acht, Neun),
    {""}         Banner (10, Zehn, Kaiser, B), Under (Unter, Bauer, Untermann, U), Ober (Obermann, O), König (K)
    {""}  Compounds as the sources write them: Rosenkönig, Schiltenober, Eichelnfünf, Trumpfdrei
    {""}  Short form: suit letter(s) + rank letter: RK = Rosen-König, SchB = Schilten-Banner, E7, SA
cli-cards-extended = Extended deck: Einig (1), Nullig (0), Zweiig (Z); a plain 2 is the Ass

## kaiser variants
cli-variants-col-id = Id
cli-variants-col-title = Title
cli-variants-col-region = Region
cli-variants-col-decks = Decks
cli-variants-as = { $title } (like { $parent })
cli-variants-legend = Sources: kaiser sources lists them with full references. Use --variant ID with rank, trick, trump, cards; compare takes several ids.

## kaiser solve
cli-solve-hand-syntax = --hand { $spec }: write NAME=CARD,CARD,... (e.g. --hand A=Jos,Mugg,Rosen-3)
cli-solve-hand-no-name = --hand { $spec }: the player has no name
cli-solve-hand-empty-card = --hand { $spec }: an empty card name (two commas, or a comma at an end); write NAME=CARD,CARD,...
cli-solve-not-in-deck = { $card } is not in the { $deck } deck of rule system '{ $system }'
cli-solve-table = { $players } players, { $leader } leads; each party needs { $need } of { $tricks ->
        [one] 1 trick
       *[other] { $tricks } tricks
    }: { $parties }
cli-solve-wins = { $team } { $members ->
        [one] wins
       *[other] win
    } the hand: { $need ->
        [one] { $need } trick
       *[other] { $need } tricks
    } with best play, whatever { $opponents ->
        [one] { $others } does
       *[other] the others do
    }.
cli-solve-nobody = No party can force its tricks against all the others together.
cli-solve-line = A line of best play:
cli-solve-line-nobody = A line in which { $team } { $members ->
        [one] plays
       *[other] play
    } for their tricks and all the others together stop them:
cli-solve-and = { $names } and { $last }
cli-solve-progress = solving: { $positions } positions searched
cli-solve-gave-up = no answer after { $ran ->
        [time] { $seconds } s ({ $positions } { $count ->
            [one] position
           *[other] positions
        })
       *[positions] { $positions } { $count ->
            [one] position
           *[other] positions
        }
    }: { $system }, { $players } players in { $parties } parties ({ $line }), { $tricks ->
        [one] 1 card
       *[other] { $tricks } cards
    } each; asked which party makes { $need } of { $tricks ->
        [one] 1 trick
       *[other] the { $tricks } tricks
    } whatever the others do
cli-solve-gave-up-try-positions = Try fewer cards per hand, fewer players or fewer parties (--team), or a bigger budget: --max-positions { $more }, or --time-limit 60.
cli-solve-gave-up-try-time = Try fewer cards per hand, fewer players or fewer parties (--team), or more time: --time-limit { $more }.

## kaiser deal
cli-deal-parties-not = { $players } players in { $parties } parties, not { $asked }
# Between the party counts a table allows: "2 or 3".
cli-deal-or = or
cli-deal-table = { $players } players in { $parties } parties ({ $line }), { $cards } cards each{ $discard }; { $need } of { $tricks ->
        [one] 1 trick
       *[other] { $tricks } tricks
    } win · seed { $seed }
cli-deal-discard = , { $n } laid away face down before play
cli-deal-dealer = Dealer { $dealer }; { $leader } (the Vorhand) leads.{ $again }
cli-deal-recut = { $n ->
        [one] A Kaiser lay at the bottom of the cut deck: cut again.
       *[other] A Kaiser lay at the bottom of the cut deck: cut again, { $n } times.
    }
cli-deal-again = { $n ->
        [one] Dealt again once first (all four Kaiser face up).
       *[other] Dealt again { $n } times first (all four Kaiser face up).
    }
cli-deal-umschlag = Umschlag (face up, in deal order): { $cards }
cli-deal-face-up = { $card } (face up)
cli-deal-stock = Stock: { $n ->
        [one] 1 card
       *[other] { $n } cards
    }

## kaiser odds
cli-odds-hand-empty = --hand is empty: give the cards of your hand, e.g. --hand Mugg,Jos,T3,Rosen-König,Eichel-Ass
cli-odds-empty-card = --hand { $hand }: an empty card name (two commas, or a comma at an end)
cli-odds-card-twice = { $card } is named twice; each card exists once in the deck
cli-odds-hand-size = --hand has { $n ->
        [one] 1 card
       *[other] { $n } cards
    }; at a table of { $players } in { $system } a hand holds { $tricks } cards (give the cards you play with)
cli-odds-seat = --seat must be 1 to { $players }
cli-odds-partner-seat = --partner { $given }: seat { $given } is not your partner (you sit at { $seat }; your partners: { $partners })
cli-odds-partner-many = more --partner hands than partners: you have { $n ->
        [one] 1 partner
       *[other] { $n } partners
    } ({ $partners })
cli-odds-partner-yours = { $card } is in your own hand (--hand); a partner cannot hold it too
cli-odds-partner-twice = seat { $seat } is named twice with --partner; give each partner's cards once
cli-odds-partner-empty = --partner { $value }: an empty card name (two commas, or a comma at an end)
cli-odds-partner-size = --partner for seat { $seat } names { $n } cards; a hand holds { $tricks }
cli-odds-partner = Your partner at seat { $seat } holds { $cards }{ $rest ->
        [0] {""}
        [one] {" "}and 1 card you do not know
       *[other] {" "}and { $rest } cards you do not know
    }
# The word after the count of the progress bar: "412/1000 deals".
cli-odds-progress-deals = deals
cli-odds-too-big = a table of { $players } players with { $tricks } cards each is too big to solve deal by deal (a deal took more than { $budget } positions); odds work for the smaller tables
cli-odds-your-hand = Your hand (seat { $seat }, { $role }): { $cards }
cli-odds-role-vorhand = the Vorhand, you lead
cli-odds-role-other = you do not lead
cli-odds-table = { $players } players in { $parties } parties ({ $line }); your party needs { $need } of { $tricks ->
        [one] 1 trick
       *[other] { $tricks } tricks
    }.
cli-odds-no-margin = too few deals for a margin; try --samples 1000
cli-odds-margin-same = every deal went the same way
cli-odds-margin-small = less than ±0.1% at 95%
cli-odds-margin = ±{ $margin }% at 95%
cli-odds-result = Your party makes its tricks in { $percent }% of { $samples ->
        [one] { $samples } random deal
       *[other] { $samples } random deals
    } ({ $spread }).
cli-odds-note = Each deal of the unseen cards is solved double-dummy: as if every hand lay open and everyone played best. Seed { $seed }.

## kaiser check
cli-check-ok = ok: { $lessons ->
        [one] 1 lesson
       *[other] { $lessons } lessons
    } with { $questions ->
        [one] 1 question
       *[other] { $questions } questions
    }, { $scenarios ->
        [one] 1 scenario
       *[other] { $scenarios } scenarios
    } with { $tricks } tricks and Umschläge; every stated answer agrees with the engine

## kaiser glossary
cli-glossary-all = all
cli-glossary-col-term = Term
cli-glossary-col-meaning = Meaning
cli-glossary-footer = One term in full: kaiser glossary TERM (e.g. kaiser glossary Stupf).
cli-glossary-systems = Systems
cli-glossary-see-also = See also
cli-glossary-unknown = no term '{ $asked }' in the glossary; `kaiser glossary` lists every term
cli-glossary-did-you-mean = no term '{ $asked }' in the glossary; did you mean { $near }?

## kaiser completions and kaiser man
cli-context-writing-completions = writing the completion script
cli-context-rendering-man = rendering the man page
cli-context-writing-man = writing the man page
cli-context-creating = creating { $path }
cli-context-rendering-page = rendering { $page }
cli-context-writing = writing { $path }
cli-man-wrote = { $n ->
        [one] Wrote 1 man page:
       *[other] Wrote { $n } man pages:
    }

## The greeting of a bare `kaiser`: what it is, three commands to start with, where to go on.
cli-greeting-about =
    who takes the trick in Kaisern, and why.
    A tutor and rule explorer for the card game of Central Switzerland, village by village.
cli-greeting-start = Start here:
cli-greeting-learn = lessons step by step, with your progress
cli-greeting-trick = who takes this trick, and why
cli-greeting-rank = the Machtposition for a trump
cli-greeting-more = All commands: kaiser --help · the game's words: kaiser glossary

## src/text/cite.rs: citations in book form. Locators that are words, in the reader's language.
cli-cite-and = and
cli-cite-footnote = footnote { $n }
cli-cite-footnotes = footnotes { $n }
cli-cite-row = row { $n }
cli-cite-rows = rows { $n }
cli-cite-example = example { $n }
# A reading of kaiser's (where the sources are vague), never a source's word: `reading 15` in
# a YAML citation, followed there by `kaiser readings 15`.
cli-cite-reading = our reading { $n }
cli-cite-readings = our readings { $n }
# The one way a screen points at a reading (text::reading_ref): what it is and the command
# that shows it whole.
cli-reading-ref = our reading { $n }; see `kaiser readings { $n }`
# Below a trick explanation, in square brackets as every screen cites: every step rests on
# one source…
cli-cite-source = [{ $source }]
# …or on several: one line per source with the steps it supports.
cli-cite-steps = [{ $n ->
    [one] step
   *[other] steps
} { $steps }: { $source }]

## kaiser sources
cli-sources-systems = Rule systems: { $systems }
cli-sources-sections = Sections:
cli-sources-footer = One source with its sections: kaiser sources ID (e.g. kaiser sources achermann).
cli-sources-unknown = no source '{ $asked }'; `kaiser sources` lists them all
cli-sources-did-you-mean = no source '{ $asked }'; did you mean { $near }?
cli-readings-english = The readings are written in English; their quotes are the sources' German.
cli-readings-footer = One reading whole: kaiser readings N (e.g. kaiser readings 29).
cli-readings-unknown = no reading '{ $asked }'; the readings are numbered 1 to { $last } (`kaiser readings` lists them)

## kaiser arena
cli-arena-unknown = unknown strategy '{ $name }': random, greedy, pimc, best, or level1 to level4
cli-arena-deals = --deals must be at least 1
cli-arena-progress-deals = deals
cli-arena-table = { $players } players in { $parties } parties ({ $line }); { $deals ->
        [one] one deal
       *[other] { $deals } deals
    }, each played { $plays ->
        [2] twice, the strategies swapped
       *[other] { $plays } times, with A at each party in turn
    }.
cli-arena-sides = A: { $a } (level { $alevel }) · B: { $b } (level { $blevel })
cli-arena-wins = A wins { $percent }% of the { $hands } hands (±{ $margin }% at 95%; even is { $even }%).
cli-arena-points = A's points per hand under the stake: { $points } (±{ $margin } at 95%).
cli-arena-time = Time per decision, { $side } ({ $strategy }): median { $median } ms, mean { $mean } ms, 95% within { $p95 } ms ({ $decisions } decisions).
cli-arena-note = Seed { $seed }. Each deal is played from the same cards for every party; a hand nobody books counts as even. Times are measured on this machine and differ from run to run.

# kaiser puzzle (src/cli/puzzle.rs) and its part of kaiser check and kaiser solve.
cli-check-puzzles = ok: { $puzzles ->
        [one] 1 puzzle
       *[other] { $puzzles } puzzles
    } in { $files ->
        [one] 1 file
       *[other] { $files } files
    } re-solved, each with one answer
cli-solve-lead-not-held = { $player } cannot lead { $card }: not in the hand, or not allowed now
cli-solve-played-empty = --played { $cards }: an empty card name (two commas, or a comma at an end); write --played CARD,CARD in play order from the first player
cli-solve-played-not-held = { $player } cannot have played { $card } to this trick: not in the hand, or not allowed then; --played lists the trick's cards in play order from the first --hand, and each player's --hand holds the card played
cli-solve-move-not-allowed = { $player } cannot play { $card } now: not in the hand, or not allowed after the cards on the table
cli-solve-down-not-allowed = { $player } cannot lay { $card } face down now: not in the hand, the system has no face-down play, nobody has played to the trick yet, or who can take must take; try --move { $card } to play it face up
cli-solve-no-move = { $player } has no card to play after the cards on the table
cli-puzzle-theme = no puzzle theme '{ $theme }'; the themes: { $themes }
cli-puzzle-theme-not-here = rule system '{ $system }' has no '{ $theme }' (none of its cards play that part)
cli-puzzle-theme-not-named = rule system '{ $system }' has no '{ $theme }': «hiratä» is a word of the Stans game, said with dr Fuil { $source }, and { $system }'s source has no such word; try --variant stans, buochs or wolfenschiessen
cli-puzzle-theme-elsewhere = no puzzle of { $system } shows '{ $theme }': kaiser found it only in { $systems }; try --variant with one of them
cli-puzzle-theme-nowhere = no shipped puzzle shows '{ $theme }' yet
cli-puzzle-none-mined = no puzzle of this kind in the deals of seed { $seed } ({ $system }); try another seed, level or theme
cli-puzzle-cut-progress = deals of { $system } searched for a face-down puzzle
cli-puzzle-none-cut = no face-down puzzle in the first { $deals } deals of seed { $seed } ({ $system }): positions where only a card laid face down makes it are rare; try another seed, such as --seed { $next }, or a shipped one: kaiser puzzle --variant { $system } --theme face-down
cli-puzzle-view-not-here = { $system } has no view-only puzzles: its partners see none of each other's cards (our reading 38; see `kaiser readings 38`); try it without --view and --level 4
cli-puzzle-no-id = no shipped puzzle '{ $id }' in { $system }
cli-puzzle-none = no shipped puzzle of this kind in { $system }; try another level or theme, or mine one with --seed
