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
tutor-hint = Hint: { $hint }
tutor-no-hint = No more hints; "show the answer" (or typing skip) shows it.
tutor-no-hints = This question has no hints; "show the answer" (or typing skip) shows it.
tutor-answer-is = The answer: { $answer }
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
tutor-go-on = [Enter] go on · [q] leave
# The lesson menu (kaiser learn).
tutor-menu-head = kaiser learn · { $lessons } lessons · { $done } done
tutor-menu-prompt = Lesson (number or id; Enter = { $id }; quit):
tutor-menu-prompt-done = Lesson (number or id; quit):
tutor-menu-quit = Quit
tutor-menu-unknown = No lesson '{ $id }'
tutor-menu-village = Your game: { $village }
tutor-menu-change-village = Change your game (village)
tutor-village-head = Which game do you play? (by place and source)
tutor-village-prompt = Your game (number or id; Enter = { $id }; quit):
tutor-village-unknown = No village '{ $id }'
tutor-village-chosen = Your game: { $village }. Change it with the menu entry 'village' or `kaiser learn --variant ID`.
# A lesson's status in the menu and in `kaiser lessons`.
tutor-status-done = done
tutor-status-done-score = done { $right }/{ $asked }
tutor-status-new = new
# Terminal menu entries under a question.
tutor-opt-hint = · hint
tutor-opt-show = · show the answer
tutor-opt-quit = · quit (progress is kept)
tutor-opt-sort-again = · sort again
tutor-sort-help = (space picks a card up and puts it down, arrows move it, Enter confirms, Esc: hint, answer or leave)
# Scenarios and the quiz.
tutor-score = Score: { $right } of { $asked }.
tutor-source = [Source: { $source }]
tutor-see-also = See also: { $ids }
tutor-fillers = Cards the source does not name: { $text }
tutor-seed = Seed { $seed } (the same --seed gives the same quiz).
tutor-quiz-of = Quiz { $n } of { $total }
tutor-face-up = Face up, in deal order: { $cards }
tutor-stock = Stock's top card: { $cards }
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
