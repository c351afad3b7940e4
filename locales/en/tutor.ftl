# The tutor's own words (src/tutor/runner.rs, src/tutor/ui.rs): questions, prompts, feedback,
# the lesson menu, scenarios and the quiz. Lesson texts come from the content files.

# Questions (runner.rs question_text).
tutor-who-takes = Who takes this trick?
tutor-duel = Which of these two cards takes the other? (the first is led)
tutor-order = Put these cards in Machtposition order, highest first.
tutor-umschlag = What is trump after this Umschlag?
tutor-predict = Who takes this trick? Predict it.
# Marks the led card among the options.
tutor-led = led
# Line-mode prompts.
tutor-prompt = Your answer (a name or number; hint, skip, quit):
tutor-prompt-order = Your order, highest first (names or numbers; hint, skip, quit):
# Feedback: a mark and words, so colour is never the only signal.
tutor-right = ✔ Right.
tutor-wrong = ✘ Not right.
tutor-try-again = ✘ Not right. Try again.
# An empty answer (piped): what was wrong and what would be right.
tutor-empty-card = Nothing was typed: answer with a card's number (1 to { $n }) or its name, or with hint, skip or quit.
tutor-empty-order = Nothing was typed: name all { $n } cards, highest first (names or numbers), or answer hint, skip or quit.
tutor-empty-option = Nothing was typed: answer with an option's number (1 to { $n }) or its text, or with hint, skip or quit.
tutor-hint = Hint: { $hint }
tutor-no-hint = No more hints; "show the answer" (or typing skip) shows it.
tutor-no-hints = This question has no hints; "show the answer" (or typing skip) shows it.
tutor-answer-is = The answer: { $answer }
tutor-answer-option = { $text } (option { $n })
tutor-you-said = ✘ Not right: you said { $answer }.
# The engine's reasoning after a question.
tutor-why = Why:
tutor-takes = { $card } takes the trick.
tutor-ranked = Machtposition, highest first:
# Counters and headings of a lesson.
tutor-step-of = Step { $n } of { $total }
tutor-test-of = Test { $n } of { $total }
tutor-test-start = Now a short test.
tutor-test-score = Test: { $right } of { $asked } right at the first try.
tutor-lesson-done = Lesson done: { $title }.
tutor-resuming = Going on where you left off: { $place }.
tutor-saved = Progress saved; `kaiser learn { $id }` goes on from here.
# Terminal: after a page of teaching.
tutor-go-on = [Enter] go on · [Esc/q] leave
# Terminal: after a page of a lesson.
tutor-page-keys = [Enter] go on · [b] back · [i] intro · [Esc/q] lesson menu
tutor-more = [Enter] more of the table · [Esc/q] lesson menu
tutor-table-whole = The whole table: kaiser rank --variant { $id } --trump { $trump }
# The way back (runner/lesson.rs, runner/keys.rs): back, the introduction, the menu.
tutor-nothing-before = There is no step before this one.
tutor-back-from-test = Back to the lesson's last step; the test starts again after it.
tutor-lesson-words-only = back and intro work in lessons; here each prediction counts once.
tutor-intro-head = Introduction: { $title }
# Key legends, each shown once per kind of screen (runner/keys.rs); at most 80 columns.
tutor-keys-lesson = Keys: ↑↓ Enter choose (an answer, or a row: hint, back, intro) · Esc/q menu
tutor-keys-predict = Keys: ↑↓ Enter choose (a card, or a row: hint, answer) · Esc/q leave
tutor-keys-scenario = Keys: ↑↓ Enter choose (a card, or a row: hint, answer, hands) · Esc/q leave
tutor-keys-menu = Keys: ↑↓ Enter choose · Esc/q leave (progress is kept)
tutor-keys-village = Keys: ↑↓ Enter choose · Esc/q back to the lesson menu
tutor-words-lesson = Also: back (the step before), intro (the introduction), menu (lesson menu).
# The lesson menu (kaiser learn).
tutor-menu-head = kaiser learn · { $lessons } lessons · { $done } done
tutor-menu-prompt = Lesson (number or id; Enter = { $n }; quit):
tutor-menu-prompt-done = Lesson (number or id; quit):
tutor-menu-quit = Quit
tutor-menu-unknown = No lesson '{ $id }'
tutor-menu-village = Your game: { $village }
tutor-menu-change-village = Change your game (village)
tutor-village-head = Which game do you play? (by place and source)
tutor-village-prompt = Your game (number or id; Enter = { $id }; quit):
tutor-village-prompt-first = Your game (number or id; quit):
tutor-village-choose = Enter alone chooses nothing: type your game's number or id.
tutor-village-unknown = No village '{ $id }'
tutor-village-chosen = Your game: { $village }. Change it with the menu entry 'village' or `kaiser learn --variant ID`.
tutor-village-change = Change it with the menu entry 'village' or `kaiser learn --variant ID`.
# A lesson's status in the menu and in `kaiser lessons`.
tutor-status-done = done
tutor-status-done-score = done { $right }/{ $asked }
tutor-status-new = new
# Terminal menu entries under a question.
tutor-opt-hint = · hint
tutor-opt-show = · show the answer
tutor-opt-quit = · quit (progress is kept)
tutor-opt-sort-again = · sort again
tutor-opt-back = · back: the step before
tutor-opt-intro = · the introduction again
tutor-opt-menu = · lesson menu
tutor-sort-help = (space picks a card up and puts it down, arrows move it, Enter confirms; Esc/q: { $more })
tutor-esc-hint = hint
tutor-esc-answer = answer
tutor-esc-back = back
tutor-esc-intro = intro
tutor-esc-menu = menu
tutor-esc-quit = quit
# Scenarios and the quiz.
tutor-score = Score: { $right } of { $asked }.
tutor-source = [{ $source }]
tutor-see-also = See also: { $ids }
tutor-fillers = Cards the source does not name: { $text }
tutor-seed = Seed { $seed } (the same --seed gives the same quiz).
tutor-quiz-of = Quiz { $n } of { $total }
tutor-face-up = Face up, in deal order: { $cards }
tutor-stock = Stock's top card: { $cards }
# `scenario play`: the word and menu row that show the hands again, and what they show.
tutor-prompt-play = Your answer (a name or number; hint, skip, hands, quit):
tutor-opt-hands = · show the hands again
tutor-hands-left = Hands before this trick:
tutor-hands-given = Hands as the source gives them:
tutor-hands-none = The source gives no hands for this example.
tutor-tricks-so-far = Tricks so far:
tutor-trick-done = Step { $n }: { $cards }. { $winner } took it.
tutor-bye = Bye.
# A confirmation in line mode (ui.rs): the question, then the choices.
tutor-confirm = { $question } [y/N]
# kaiser scenario (src/cli/scenario.rs).
tutor-no-scenario = no scenario '{ $id }'{ $near }; `kaiser scenario list` lists them
tutor-col-scenario = Scenario
tutor-col-title = Title
tutor-col-system = System
tutor-col-played = Played
tutor-col-source = Source
# A confirmation on a terminal (ui.rs): a menu of two.
tutor-confirm-no = no
tutor-confirm-yes = yes
tutor-compare-village = In another village: { $village }
tutor-compare-villages = In other villages
# kaiser review (runner/review.rs): the learner's mistakes asked again.
tutor-review-of = Review { $n } of { $total }
tutor-review-quiz = Quiz trick
tutor-review-none = Nothing to review now.
tutor-review-next = The next review is due on { $date }.
tutor-review-empty = No mistakes to review yet: every mistake in a lesson, the quiz, a scenario or a puzzle comes back here when it is due.
tutor-review-gone = This question ({ $key }) is no longer in kaiser's lessons or scenarios; it is kept and skipped.
# Said after a right answer; "card" is not said (in a card game it would mean a playing card).
tutor-review-up = It comes again in { $days } days; { $left ->
        [one] one more right answer
       *[other] { $left } more right answers
    } and it is learnt.
tutor-review-retired = Right { $last } times at growing intervals: this question is learnt.
tutor-review-early = Right; it was not due yet, so its schedule stays (due on { $date }).
tutor-review-back = Back to the start: it comes again tomorrow.
tutor-review-done = Review done: { $right } of { $asked } right at the first try.
tutor-review-saved = Review saved; `kaiser review` goes on with what is still due.
tutor-review-words-only = back and intro work in lessons; here Esc or q ends the review.
tutor-menu-reviews-due = { $n ->
    [one] 1 review is due (your own mistake again).
   *[other] { $n } reviews are due (your own mistakes again).
}
tutor-menu-review = Review ({ $n } due)

# kaiser puzzle (src/tutor/puzzle.rs).
tutor-puzzle-daily = Puzzle of the day, { $date } ({ $system })
tutor-puzzle-title = Puzzle { $id } · level { $level } · themes: { $themes }
tutor-puzzle-title-plain = Puzzle { $id } · level { $level }
tutor-puzzle-setting = { $system }, Trumpf: { $trump }. Every hand open; you are A and lead. { $ours } against { $theirs }; each party needs { $need } of the last { $tricks } tricks.
tutor-puzzle-setting-view = { $system }, Trumpf: { $trump }. You see your hand and what { $place } lets you see of your partners' cards; you are A and lead. { $ours } against { $theirs }; each party needs { $need } of the last { $tricks } tricks. The answer makes them in every deal of the cards you do not see that kaiser tried (our reading 38; see `kaiser readings 38`).
tutor-puzzle-hidden = { $n ->
        [one] 1 card you do not see
       *[other] { $n } cards you do not see
    }
tutor-puzzle-right-view = ✔ Right: { $card } makes the tricks in every deal of the unseen cards that kaiser tried. In the real deal:
tutor-puzzle-wrong-view = ✘ Not right: in the real deal { $opponents ->
        [one] { $theirs } beats
       *[other] the others beat
    } { $card } with best play:
tutor-puzzle-wrong-elsewhere = ✘ Not right: { $card } makes it in the real deal, but not if the hidden cards lie so:
tutor-puzzle-ask = Which card do you lead? (a name or number; hint, show, back):
tutor-puzzle-row-hint = a hint
tutor-puzzle-row-show = show the answer
tutor-puzzle-row-back = back (leave the puzzle)
tutor-puzzle-hint = Hint: { $hint }
tutor-puzzle-no-more-hints = No more hints; "show the answer" (or typing show) shows it.
tutor-puzzle-hint-count = Your party needs { $need } of the last { $tricks } tricks against best defence; { $wrong ->
        [one] one card looks good and fails.
       *[other] { $wrong } cards look good and fail.
    }
tutor-puzzle-hint-kind = The card that makes it is { $kind ->
        [stecher] a Stecher.
        [throner] a Throner.
        [stupf] a Stupf.
       *[plain] a plain card.
    }
tutor-puzzle-hint-themes = The position shows: { $themes }.
tutor-puzzle-not-in-hand = '{ $answer }' is none of your cards. Did you mean { $near }?
tutor-puzzle-shown = The answer: { $card }. With best play:
tutor-puzzle-right = ✔ Right: { $card } makes the tricks, whatever { $opponents ->
        [one] { $theirs } does
       *[other] the others do
    }:
tutor-puzzle-why = Why the first trick goes so:
tutor-puzzle-wrong = ✘ Not right: after { $card } { $opponents ->
        [one] { $theirs } beats you
       *[other] the others beat you
    } with best play:
tutor-puzzle-again = Try again.
tutor-puzzle-rating = Your puzzle rating: { $before } → { $after }
tutor-puzzle-rating-shown = Your puzzle rating: { $before } → { $after }. A puzzle whose answer you asked to see counts as not solved.
tutor-puzzle-rating-missed = Your puzzle rating: { $before } → { $after }. A puzzle counts as solved only when your first card is right, and yours was not.
tutor-puzzle-rating-hint = Your puzzle rating: { $before } → { $after }. A puzzle solved after a hint counts as not solved.
tutor-puzzle-practice = Practice: this puzzle does not count towards your puzzle rating.
tutor-puzzle-repeat = You have done this puzzle before: it counted once, not again.

# kaiser puzzle, positions that start mid-trick: face-down puzzles (src/tutor/puzzle_mid.rs).
tutor-puzzle-setting-mid = { $system }, Trumpf: { $trump }. Every hand open; you are A, and the trick is already led: the cards on the table are below. { $ours } against { $theirs }; each party needs { $need } of the last { $tricks } tricks, this one counted.
tutor-puzzle-on-table = On the table, in play order: { $cards }
tutor-puzzle-ask-mid = Which card do you play? (a name or number; down CARD lays it face down; hint, show, back):
tutor-puzzle-hint-down = The move that makes it lays a card face down.
tutor-puzzle-why-down = Played face up, { $wrong } would lose the tricks; laid face down, { $card } keeps them for your party.
