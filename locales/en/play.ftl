# The play screen (src/tutor/play.rs): a whole game against the computer. The game's own
# words (Spieldrei, kommen, gehen, Kritz) stay as the sources write them; each village's own
# words come from its system's YAML (src/text/words.rs) and are explained here.

# Seats and parties.
play-seat-you = A (you)
play-you-mark = {" "}(you)
# The learner's turn (ask_turn).
# What a raise does, after the village's word for it.
play-raise-step = the stake goes up by { $step }
play-raise-piece = the { $piece } moves one field, +{ $step }
play-opt-go = { $go } (give this hand up)
play-confirm-go = You give this hand up, and undo cannot take it back. Really { $go }?
play-prompt-card-raise-go = Your card (a name or number; { $raise }, gehen, quit):
play-prompt-card-go = Your card (a name or number; gehen, quit):
play-prompt-card = Your card (a name or number; quit):
play-opt-quit = · quit the game
play-cannot-raise = You cannot raise now (the parties take turns, or a raise is waiting).
play-not-an-action = '{ $word }' is not an action here; choose a card (its name or number), or quit.
play-not-held = You don't hold { $card }; choose one of your cards.
play-not-legal = You cannot play { $card } now (you must take the trick if you can); choose one of your cards.
# kommen or gehen (ask_come).
play-opt-come = { $come } (accept)
play-opt-give-up = { $go } (give the hand up)
play-come-or-go = Answer { $come } (1) or { $go } (2).
play-ask = Do you accept?
# The village's own question («Kommt Ihr?»), explained.
play-ask-village = «{ $ask }» (do you accept?)
play-ask-kaiser-note = The Kaiser counts for the stake.
# Announcing a Kaiser (ask_kaiser).
play-opt-no-kaiser = no (it stays a plain Banner, the 10)
play-kritze = { $n ->
    [one] { $n } Kritz
   *[other] { $n } Kritze
}
# A Kaiser of so many Kritze by the village's name for it (Dipfili, Grosser).
play-kritze-named = { $name } ({ $n ->
    [one] { $n } Kritz
   *[other] { $n } Kritze
})
play-ask-kaiser = Announce your { $card } as Kaiser?
play-option-number = Answer with the number of an option, 1 to { $n }.
# The deal.
play-your-cards = Your cards: { $cards }
# Lungern's Freien and Nachfreien, open until the first card is led (Learner::freien).
play-why-freien = Your party lost the last hand: before the first card is led it may move the Knopf on, to { $stake }, and { $n ->
        [one] { $others }
       *[other] the other party ({ $others })
    } cannot refuse.
play-why-nachfreien = { $others } { $n ->
        [one] freit
       *[other] freien
    } in Hindersitz: you may move the Knopf on, to { $stake }, and { $n ->
        [one] he cannot
       *[other] they cannot
    } refuse.
play-ask-freien = Freien?
play-ask-nachfreien = Nachfreien?
play-opt-freien = freien (the Knopf moves on)
play-opt-nachfreien = nachfreien (the Knopf moves on)
play-opt-not-now = not now
play-you-freien = You freien: the Knopf moves on, the stake is { $stake }.
play-you-nachfreien = You nachfreien: the Knopf moves on, the stake is { $stake }.
play-they-freien = { $seat } freit: the Knopf moves on, the stake is { $stake }.
play-they-nachfreien = { $seat } nachfreit: the Knopf moves on, the stake is { $stake }.
# Liebenau's joint 3: two Kaiser announced together (src/tutor/night.rs).
play-announces-joint = { $seat } announces two Kaiser together ({ $first }, { $second }): one 3.
play-ask-joint = Announce { $first } and { $second } together, for one 3?
play-opt-joint = together (one 3 for both)
play-opt-alone = each alone
# The covered deal when both parties can win with the table (stans «nachts», willisau
# "Beidne goht's", liebenau's covered Umschlag; src/tutor/night.rs).
play-night-dealt = The first cards are dealt face down: whoever wants to play turns his card, and { $others ->
        [one] the other follows
       *[other] the others follow
    }.
play-night-your-card = Your card, face down: { $card }.
play-ask-turn = Turn your card?
play-opt-turn = turn it (the hand is played)
play-opt-keep = keep it covered
play-night-you-turn = You turn your card: { $others ->
        [one] the other follows
       *[other] the others follow
    }, and the hand is played.
play-night-turned = { $seat } turns his card: { $others ->
        [one] you follow
       *[other] the others follow
    }, and the hand is played.
play-thrown-in = Nobody turns: the cards are thrown in (throw-in { $n }), shuffled, and { $dealer } deals face down again.
play-thrown-in-last = Nobody turns: the cards are thrown in (throw-in { $n }); now the hand is played anyway, and { $dealer } deals face up.
# Liebenau, each for himself (reading 41): the hand that turned leads the first trick; a deal
# nobody turned writes its Kritze aside.
play-night-you-lead = At a table where each plays for himself, the hand that turned leads: you lead the first trick, the others in turn after you.
play-night-leads = At a table where each plays for himself, the hand that turned leads: { $seat } leads the first trick, the others in turn after.
play-kritze-aside = The Kritze of the deal thrown in are written aside ({ $aside } in all now): the next player to make three tricks takes them with his hand.
# The cut: a Kaiser at the bottom of the deck, so the cutter cuts again (stans, willisau).
play-recut = { $n ->
    [one] A Kaiser lay at the bottom of the cut deck: cut again.
   *[other] A Kaiser lay at the bottom of the cut deck: cut again, { $n } times.
}
play-heading = kaiser play · { $title } · seed { $seed }
play-table = { $players } players in { $parties } parties ({ $list }). { $rules }
play-rules = You are A; { $mates ->
        [0] you play alone
       *[other] you play with { $partners }
    }. { $need } of { $tricks ->
        [one] 1 trick
       *[other] { $tricks } tricks
    } win a hand; the game goes to { $target }.
play-rules-alone = You are A. { $need } of { $tricks ->
        [one] 1 trick
       *[other] { $tricks } tricks
    } win a hand; the game goes to { $target }. Every hand is worth { $value } and the Kritze of the Kaiser announced; with more than two parties nobody raises or goes.
play-hand-heading = Hand { $n } · dealer { $dealer } · { $leader } leads · score{"\u00A0"}{ $score }
play-hand-heading-alone = Hand { $n } · dealer { $dealer } · { $leader } leads
play-phase = The score calls for «{ $name }».
play-announces = { $seat } announces a Kaiser with the { $card }: { $kritze }.
# Laying cards away (stans).
play-lay-away = Lay a card away face down, { $n } of { $total }:
play-lay-away-number = Give the number or the name of a card you hold to lay away.
play-lay-away-why = Of your { $dealt } cards you keep { $kept } for the game's { $kept } tricks and lay { $away } away before it starts { $source }.
play-all-lay-away = { $n ->
        [one] Everyone lays 1 card away face down.
       *[other] Everyone lays { $n } cards away face down.
    }
# The end of a hand and of the game.
play-books-tricks = { $party } { $members ->
        [one] books
       *[other] book
    } { $points } with their tricks.
play-books-gehen = { $party } { $members ->
        [one] books
       *[other] book
    } { $points } because { $gone ->
        [one] { $others }
       *[other] the other party ({ $others })
    } went.
play-books-false-kaiser = { $party } { $members ->
        [one] books
       *[other] book
    } { $points } because of a false Kaiser.
play-nobody-books = No party made its tricks: nobody books this hand.
play-game-won = { $party } { $members ->
        [one] wins
       *[other] win
    } the game, { $score }.
play-game-won-you = { $party } { $members ->
        [one] wins
       *[other] win
    } the game (your party), { $score }.
play-board-party = Party
play-board-score = Score
play-board-to-go = To go
play-left = You left the game at { $standing } (it goes to { $target }).
# The tricks.
play-trick-heading = Trick { $n } · { $leader } leads · Trumpf { $trump } · stake { $stake } · tricks{"\u00A0"}{ $tricks }
play-trick-heading-alone = Trick { $n } · { $leader } leads · Trumpf { $trump } · the hand is worth { $value } · tricks{"\u00A0"}{ $tricks }
play-stake-kaiser = The stake is { $stake }: the { $table } every hand is worth, and the Kritze of the Kaiser announced ({ $kritze }).
play-on-table = On the table: { $cards }; { $seat } holds the trick so far
play-you-raise = You say { $said }.
play-they-raise = { $seat }: { $said }
play-they-come = { $party } { $members ->
        [one] comes
       *[other] come
    }: the stake is now { $stake }, what the hand is worth ({ $before } and { $why }).
play-they-go = { $party } { $members ->
        [one] gives
       *[other] give
    } the hand up ({ $go }).
play-you-come = You come: the stake is now { $stake }, what the hand is worth ({ $before } and { $why }).
# What an accepted raise added (play-you-come, play-they-come).
play-adds-kaiser = { $kritze } for the Kaiser { $card }
play-adds-joint = 3 for the Kaiser { $first } and { $second } together
play-adds-kritz = one more Kritz for the Kaiser { $card }
play-adds-raise = { $step } for { $raise }
play-plays = { $seat } plays { $card }.
play-takes-with = { $seat } takes the trick with { $card }.
play-takes = { $seat } takes the trick.
play-books = { $party } books { $points }.
play-nobody-wins = Nobody wins this hand: nobody books.
play-wins-alone = { $party } wins the game.
# Errors.
play-no-stake = rule system '{ $id }' has no stake rules to play with
play-bad-target = a game target of { $target } is not possible; { $allowed }

# What the learner may ask at their turn (src/tutor/board.rs); the words are typed in either
# language.
play-cmd-why = why
play-cmd-rank = rank
play-cmd-last = last
play-cmd-undo = undo
play-cmd-help = help
play-cmd-quit = quit
play-opt-commands = · ? commands (why, rank, last…)
play-commands-intro = At your turn, ? (or help) lists what else you can ask.
play-commands-intro-menu = At your turn, the menu's row '? commands' lists what else you can ask or do.
play-commands-prompt = What do you want to see or do?
play-opt-cards = · back to your cards
play-menu-why = { $word }: the last trick, step by step
play-menu-rank = { $word }: the Machtposition
play-menu-last = { $word }: the last trick
play-menu-undo = { $word }: take your last card back
play-help-heading = At your turn you can type:
play-help-why = { $word }: why the last trick went as it did, step by step, with the sources
play-help-rank = { $word }: the Machtposition of this hand's trump
play-help-last = { $word }: the last trick: the cards, who played them, who took it
play-help-undo = { $word }: take back your last card (and the cards played after it)
play-help-help = ?, { $word }: this list
play-help-card = a card's name or number: play it
play-help-quit = { $word }: leave the game
play-no-trick-yet = No trick has been played yet in this hand.
play-last = Trick { $n }: { $cards }. { $seat } took it with { $card }.
play-why-heading = Why trick { $n } went as it did:
play-why-player = card { $n } { $seat }
play-rank-heading = The Machtposition with Trumpf { $trump }, top first:
play-rank-more = What each row takes: kaiser rank --variant { $id } --trump { $trump }
# --open: every hand on the table, and undo.
play-open-intro = The cards are open: you see every hand, and undo takes back your last card. Beginners learn this way ({ $reading }).
play-open-hand = { $seat } holds { $cards }
play-undo-closed = Taking a card back is for games with open cards: kaiser play --open.
play-undo-none = You have played no card in this hand yet: nothing to take back.
play-undone = You take back { $card }, and the cards played after it.
# What partners see of each other (issue 15 item 2): the rule once, then a line per partner.
play-partners-all = Partners show each other their cards.
play-partners-sprecher = { $seat } is your party's Sprecher: you see his cards, he sees yours and every partner's.
play-partners-you-sprecher = You are your party's Sprecher: you see every partner's cards, and they see yours.
play-partners-signs = Partners sign their high cards to the party's Schreiber, { $seat }; he signs his Könige.
play-partners-you-schreiber = You are your party's Schreiber: your partners sign their high cards to you, and you your Könige to them.
play-partners-none = Partners do not show each other their cards.
play-partner-shows = { $seat } (partner) shows { $cards }
play-partner-shows-sprecher = { $seat } (your Sprecher) shows { $cards }
play-partner-signs = { $seat } (partner) signs { $cards }
play-partner-signs-none = { $seat } (partner) signs no high card
play-partner-wurf = { $seat } (your Schreiber) signs his Könige: { $cards }
play-partner-wurf-none = { $seat } (your Schreiber) signs no König

# Cards laid face down (issue 15 item 3; src/tutor/board.rs, seat.rs): the words are typed in
# either language, before the card.
play-cmd-down = down
play-help-down = { $word } CARD (or its number): lay the card face down; it takes nothing, and the others do not see it
play-face-down-card = a card face down
play-face-down-shown = { $card } face down
play-why-face-down = { $seat }: { $card }, takes nothing.
play-lays-down = { $seat } lays a card face down.
play-lays-down-shown = { $seat } lays { $card } face down.
play-lays-down-kaiser = { $seat } lays a Kaiser face down and names it: { $card }.
play-down-not-here = These rules have no card laid face down; play a card face up.
play-down-leading = You lead: the first card of a trick is played face up.
play-down-must-take = You can take this trick, and here who can take must: play a card face up.
play-down-which = Which card? Type its name or number after the word, e.g. "down 2".
play-menu-down = { $word }: lay a card face down
play-down-prompt = Which card face down

# Lungern's stepwise Kritze (src/tutor/steps.rs): one more Kritz at a time, each answered.
play-they-add-kritz = { $seat } gives the Kaiser { $card } one more Kritz, { $kritze } in all: { $ask }
play-you-add-kritz = You give your Kaiser { $card } one more Kritz, { $kritze } in all: { $ask }
play-why-kritz = The others came to your Kaiser { $card }. You may give it one more Kritz and ask again, { $ask }; if they go then, the Kritze before it count.
play-ask-kritz = One more Kritz?
play-opt-kritz = one more ({ $kritze } in all)
play-opt-no-kritz = no more (it keeps { $kritze })
# Liebenau's pauses in the deal (src/tutor/steps.rs; reading 40): halten and lassen are the
# village's words for kommen and gehen.
play-pause-umschlag = The dealer pauses after the first face-up cards ({ $cards }): each party may make a { $raise }, hold, or leave the hand.
play-pause-covered = The dealer pauses after four covered cards: each party may make a { $raise }, hold, or leave the hand.
play-pause-your-cards = Your cards so far: { $cards }
play-pause-no-cards = You hold no card yet.
play-ask-pause = Hold, { $raise }, or leave?
play-opt-hold = { $come } (hold: the deal goes on)
play-opt-hold-theirs = { $come } (hold their { $raise }: the stake is { $stake })
play-opt-leave = { $go } (leave the hand: { $n ->
        [one] { $others }
       *[other] the other party ({ $others })
    } books { $stake })
