# Die Wörter des Tutors (src/tutor/runner.rs, src/tutor/ui.rs): Fragen, Eingaben,
# Rückmeldungen, das Lektionsmenü, Szenarien und das Quiz.

# Fragen (runner.rs question_text).
tutor-who-takes = Wer macht diesen Stich?
tutor-duel = Welche der beiden Karten sticht die andere? (die erste wird ausgespielt)
tutor-order = Ordne diese Karten nach der Machtposition, die höchste zuerst.
tutor-umschlag = Was ist Trumpf nach diesem Umschlag?
tutor-predict = Wer macht diesen Stich? Sag es voraus.
# Markiert die ausgespielte Karte.
tutor-led = ausgespielt
# Eingaben im Zeilenmodus.
tutor-prompt = Deine Antwort (Name oder Nummer; tipp, zeigen, ende):
tutor-prompt-order = Deine Reihenfolge, die höchste zuerst (Namen oder Nummern; tipp, zeigen, ende):
# Rückmeldungen: ein Zeichen und Worte, damit die Farbe nie das einzige Signal ist.
tutor-right = ✔ Richtig.
tutor-wrong = ✘ Nicht richtig.
tutor-try-again = ✘ Nicht richtig. Versuch es noch einmal.
# Eine leere Antwort (über eine Pipe): was fehlt und was richtig wäre.
tutor-empty-card = Nichts eingegeben: antworte mit der Nummer einer Karte (1 bis { $n }) oder ihrem Namen, oder mit tipp, zeigen oder ende.
tutor-empty-order = Nichts eingegeben: nenne alle { $n } Karten, die höchste zuerst (Namen oder Nummern), oder antworte mit tipp, zeigen oder ende.
tutor-empty-option = Nichts eingegeben: antworte mit der Nummer einer Antwortmöglichkeit (1 bis { $n }) oder ihrem Text, oder mit tipp, zeigen oder ende.
tutor-hint = Tipp: { $hint }
tutor-no-hint = Keine Tipps mehr; «Antwort zeigen» (oder «zeigen» tippen) zeigt sie dir.
tutor-no-hints = Zu dieser Frage gibt es keine Tipps; «Antwort zeigen» (oder «zeigen» tippen) zeigt sie dir.
tutor-answer-is = Die Antwort: { $answer }
tutor-answer-option = { $text } (Antwort { $n })
tutor-you-said = ✘ Nicht richtig: Du hast { $answer } gesagt.
# Die Begründung der Regel-Engine nach einer Frage.
tutor-why = Warum:
tutor-takes = { $card } macht den Stich.
tutor-ranked = Machtposition, die höchste zuerst:
# Zähler und Überschriften einer Lektion.
tutor-step-of = Schritt { $n } von { $total }
tutor-test-of = Test { $n } von { $total }
tutor-test-start = Jetzt ein kurzer Test.
tutor-test-score = Test: { $right } von { $asked } beim ersten Versuch richtig.
tutor-lesson-done = Lektion fertig: { $title }.
tutor-resuming = Es geht weiter, wo du aufgehört hast: { $place }.
tutor-saved = Fortschritt gespeichert; `kaiser learn { $id }` macht hier weiter.
# Terminal: nach einer Seite Lehrtext.
tutor-go-on = [Enter] weiter · [Esc/q] aufhören
# Terminal: nach einer Seite einer Lektion.
tutor-page-keys = [Enter] weiter · [b] zurück · [i] Einleitung · [Esc/q] Lektionsmenü
tutor-more = [Enter] mehr von der Tabelle · [Esc/q] Lektionsmenü
tutor-table-whole = Die ganze Tabelle: kaiser rank --variant { $id } --trump { $trump }
# Der Weg zurück (runner/lesson.rs, runner/keys.rs): zurück, die Einleitung, das Menü.
tutor-nothing-before = Vor diesem Schritt gibt es keinen.
tutor-back-from-test = Zurück zum letzten Schritt der Lektion; der Test beginnt danach von vorn.
tutor-lesson-words-only = zurück und einleitung gehen in Lektionen; hier zählt jede Vorhersage einmal.
tutor-intro-head = Einleitung: { $title }
# Tastenlegenden, je einmal pro Art von Bildschirm (runner/keys.rs); höchstens 80 Spalten.
tutor-keys-lesson = Tasten: ↑↓ Enter wählt (Antwort, oder Tipp, zurück, Einleitung) · Esc/q Menü
tutor-keys-predict = Tasten: ↑↓ Enter wählt (Karte oder Zeile: Tipp, Antwort) · Esc/q aufhören
tutor-keys-scenario = Tasten: ↑↓ Enter wählt (Karte oder Zeile: Tipp, Antwort, Karten) · Esc/q Ende
tutor-keys-menu = Tasten: ↑↓ Enter wählt · Esc/q aufhören (der Fortschritt bleibt)
tutor-keys-village = Tasten: ↑↓ Enter wählt · Esc/q zurück zum Lektionsmenü
tutor-words-lesson = Ausserdem: zurück (Schritt davor), einleitung (Einleitung), menü (Lektionsmenü).
# Das Lektionsmenü (kaiser learn).
tutor-menu-head = kaiser learn · { $lessons } Lektionen · { $done } fertig
tutor-menu-prompt = Lektion (Nummer oder ID; Enter = { $n }; ende):
tutor-menu-prompt-done = Lektion (Nummer oder ID; ende):
tutor-menu-quit = Beenden
tutor-menu-unknown = Keine Lektion '{ $id }'
tutor-menu-village = Dein Spiel: { $village }
tutor-menu-change-village = Spiel (Dorf) wechseln
tutor-village-head = Welches Spiel spielst du? (nach Ort und Quelle)
tutor-village-prompt = Dein Spiel (Nummer oder ID; Enter = { $id }; ende):
tutor-village-prompt-first = Dein Spiel (Nummer oder ID; ende):
tutor-village-choose = Enter allein wählt nichts: tippe die Nummer oder die ID deines Spiels.
tutor-village-unknown = Kein Dorf '{ $id }'
tutor-village-chosen = Dein Spiel: { $village }. Wechseln mit dem Eintrag «dorf» im Lektionsmenü oder `kaiser learn --variant ID`.
tutor-village-change = Wechseln mit dem Eintrag «dorf» im Lektionsmenü oder `kaiser learn --variant ID`.
# Der Stand einer Lektion im Menü und in `kaiser lessons`.
tutor-status-done = fertig
tutor-status-done-score = fertig { $right }/{ $asked }
tutor-status-new = neu
# Menüeinträge im Terminal unter einer Frage.
tutor-opt-hint = · Tipp
tutor-opt-show = · Antwort zeigen
tutor-opt-quit = · aufhören (der Fortschritt bleibt)
tutor-opt-sort-again = · noch einmal ordnen
tutor-opt-back = · zurück: der Schritt davor
tutor-opt-intro = · die Einleitung nochmals
tutor-opt-menu = · Lektionsmenü
tutor-sort-help = (Leertaste nimmt eine Karte auf und legt sie ab, Pfeile schieben sie, Enter bestätigt; Esc/q: { $more })
tutor-esc-hint = Tipp
tutor-esc-answer = Antwort
tutor-esc-back = zurück
tutor-esc-intro = Einleitung
tutor-esc-menu = Menü
tutor-esc-quit = beenden
# Szenarien und das Quiz.
tutor-score = Ergebnis: { $right } von { $asked }.
tutor-source = [{ $source }]
tutor-see-also = Siehe auch: { $ids }
tutor-fillers = Karten, die die Quelle nicht nennt: { $text }
tutor-seed = Startwert { $seed } (derselbe --seed gibt dasselbe Quiz).
tutor-quiz-of = Quiz { $n } von { $total }
tutor-face-up = Aufgedeckt, in der Reihenfolge des Gebens: { $cards }
tutor-stock = Oberste Karte des Stocks: { $cards }
# `scenario play`: das Wort und der Menüeintrag, die die Karten wieder zeigen, und was sie zeigen.
tutor-prompt-play = Deine Antwort (Name oder Nummer; tipp, zeigen, karten, ende):
tutor-opt-hands = · Karten wieder zeigen
tutor-hands-left = Die Karten vor diesem Stich:
tutor-hands-given = Die Karten, wie die Quelle sie gibt:
tutor-hands-none = Die Quelle nennt zu diesem Beispiel keine Karten der Spieler.
tutor-tricks-so-far = Die Stiche bis jetzt:
tutor-trick-done = Schritt { $n }: { $cards }. { $winner } hat ihn gemacht.
tutor-bye = Tschüss.
# Eine Bestätigung im Zeilenmodus (ui.rs): die Frage, dann die Wahl.
tutor-confirm = { $question } [j/N]
# kaiser scenario (src/cli/scenario.rs).
tutor-no-scenario = kein Szenario '{ $id }'{ $near }; `kaiser scenario list` zeigt alle
tutor-col-scenario = Szenario
tutor-col-title = Titel
tutor-col-system = System
tutor-col-played = Gespielt
tutor-col-source = Quelle
# Eine Bestätigung am Terminal (ui.rs): ein Menü mit zwei Einträgen.
tutor-confirm-no = nein
tutor-confirm-yes = ja
tutor-compare-village = In einem anderen Dorf: { $village }
tutor-compare-villages = In anderen Dörfern
# kaiser review (runner/review.rs): die Fehler des Lernenden noch einmal gefragt.
tutor-review-of = Wiederholung { $n } von { $total }
tutor-review-quiz = Quiz-Stich
tutor-review-none = Im Moment ist nichts zu wiederholen.
tutor-review-next = Die nächste Wiederholung ist am { $date } fällig.
tutor-review-empty = Noch keine Fehler zum Wiederholen: Jeder Fehler in einer Lektion, im Quiz, in einem Szenario oder in einer Aufgabe kommt hierher zurück, wenn er fällig ist.
tutor-review-gone = Diese Frage ({ $key }) gibt es in den Lektionen und Szenarien von kaiser nicht mehr; sie bleibt und wird übersprungen.
# Nach einer richtigen Antwort; «Karte» wird nicht gesagt (im Kartenspiel wäre das eine Spielkarte).
tutor-review-up = Sie kommt in { $days } Tagen wieder; noch { $left ->
        [one] eine richtige Antwort
       *[other] { $left } richtige Antworten
    }, und sie ist gelernt.
tutor-review-retired = { $last }-mal richtig in wachsenden Abständen: Diese Frage ist gelernt.
tutor-review-early = Richtig; sie war noch nicht fällig, darum bleibt ihr Plan (fällig am { $date }).
tutor-review-back = Zurück an den Anfang: Sie kommt morgen wieder.
tutor-review-done = Wiederholung fertig: { $right } von { $asked } beim ersten Versuch richtig.
tutor-review-saved = Gespeichert; `kaiser review` macht mit dem weiter, was noch fällig ist.
tutor-review-words-only = zurück und Einleitung gibt es in Lektionen; hier beenden Esc oder q die Wiederholung.
tutor-menu-reviews-due = { $n ->
    [one] 1 Wiederholung ist fällig (dein eigener Fehler noch einmal).
   *[other] { $n } Wiederholungen sind fällig (deine eigenen Fehler noch einmal).
}
tutor-menu-review = Wiederholen ({ $n } fällig)

# kaiser puzzle (src/tutor/puzzle.rs).
tutor-puzzle-daily = Aufgabe des Tages, { $date } ({ $system })
tutor-puzzle-title = Aufgabe { $id } · Level { $level } · Themen: { $themes }
tutor-puzzle-title-plain = Aufgabe { $id } · Level { $level }
tutor-puzzle-setting = { $system }, Trumpf: { $trump }. Alle Hände offen; du bist A und spielst aus. { $ours } gegen { $theirs }; jede Partei braucht { $need } der letzten { $tricks } Stiche.
tutor-puzzle-setting-view = { $system }, Trumpf: { $trump }. Du siehst deine Hand und was { $place } dich von den Karten deiner Partner sehen lässt; du bist A und spielst aus. { $ours } gegen { $theirs }; jede Partei braucht { $need } der letzten { $tricks } Stiche. Die Lösung macht sie in jeder geprüften Verteilung der Karten, die du nicht siehst (unsere Lesart 38; siehe `kaiser readings 38`).
tutor-puzzle-hidden = { $n ->
        [one] 1 Karte, die du nicht siehst
       *[other] { $n } Karten, die du nicht siehst
    }
tutor-puzzle-right-view = ✔ Richtig: { $card } macht die Stiche in jeder geprüften Verteilung der Karten, die du nicht siehst. Im echten Spiel:
tutor-puzzle-wrong-view = ✘ Nicht richtig: Im echten Spiel { $opponents ->
        [one] schlägt { $theirs }
       *[other] schlagen die anderen
    } { $card } mit bestem Spiel:
tutor-puzzle-wrong-elsewhere = ✘ Nicht richtig: { $card } macht es im echten Spiel, aber nicht, wenn die verdeckten Karten so liegen:
tutor-puzzle-ask = Welche Karte spielst du aus? (Name oder Nummer; tipp, zeigen, zurück):
tutor-puzzle-row-hint = ein Tipp
tutor-puzzle-row-show = die Antwort zeigen
tutor-puzzle-row-back = zurück (die Aufgabe verlassen)
tutor-puzzle-hint = Tipp: { $hint }
tutor-puzzle-no-more-hints = Keine Tipps mehr; «die Antwort zeigen» (oder zeigen tippen) zeigt sie.
tutor-puzzle-hint-count = Deine Partei braucht { $need } der letzten { $tricks } Stiche gegen beste Abwehr; { $wrong ->
        [one] eine Karte sieht gut aus und scheitert.
       *[other] { $wrong } Karten sehen gut aus und scheitern.
    }
tutor-puzzle-hint-kind = Die Karte, die es schafft, ist { $kind ->
        [stecher] ein Stecher.
        [throner] ein Throner.
        [stupf] ein Stupf.
       *[plain] eine gewöhnliche Karte.
    }
tutor-puzzle-hint-themes = Die Stellung zeigt: { $themes }.
tutor-puzzle-not-in-hand = «{ $answer }» ist keine deiner Karten. Meintest du { $near }?
tutor-puzzle-shown = Die Antwort: { $card }. Bei bester Spielweise:
tutor-puzzle-right = ✔ Richtig: { $card } macht die Stiche, egal, was { $opponents ->
        [one] { $theirs } tut
       *[other] die anderen tun
    }:
tutor-puzzle-why = Warum der erste Stich so ausgeht:
tutor-puzzle-wrong = ✘ Nicht richtig: nach { $card } { $opponents ->
        [one] schlägt dich { $theirs }
       *[other] schlagen dich die anderen
    } bei bester Spielweise:
tutor-puzzle-again = Versuch es nochmals.
tutor-puzzle-rating = Deine Aufgaben-Wertung: { $before } → { $after }
tutor-puzzle-rating-shown = Deine Aufgaben-Wertung: { $before } → { $after }. Eine Aufgabe, deren Antwort du dir zeigen lässt, zählt als nicht gelöst.
tutor-puzzle-rating-missed = Deine Aufgaben-Wertung: { $before } → { $after }. Eine Aufgabe zählt nur als gelöst, wenn deine erste Karte die richtige ist, und deine war es nicht.
tutor-puzzle-rating-hint = Deine Aufgaben-Wertung: { $before } → { $after }. Eine Aufgabe, die du nach einem Tipp gelöst hast, zählt als nicht gelöst.
tutor-puzzle-practice = Übung: Diese Aufgabe zählt nicht für deine Aufgaben-Wertung.
tutor-puzzle-repeat = Diese Aufgabe hattest du schon: Sie hat einmal gezählt, nicht noch einmal.

# kaiser puzzle, Stellungen mitten im Stich: Aufgaben zum verdeckten Ablegen (src/tutor/puzzle_mid.rs).
tutor-puzzle-setting-mid = { $system }, Trumpf: { $trump }. Alle Hände offen; du bist A, und der Stich ist schon angespielt: Die Karten auf dem Tisch stehen unten. { $ours } gegen { $theirs }; jede Partei braucht { $need } der letzten { $tricks } Stiche, diesen mitgezählt.
tutor-puzzle-on-table = Auf dem Tisch, in Spielfolge: { $cards }
tutor-puzzle-ask-mid = Welche Karte spielst du? (Name oder Nummer; ab KARTE legt sie verdeckt ab; tipp, zeigen, zurück):
tutor-puzzle-hint-down = Der Zug, der es schafft, legt eine Karte verdeckt ab.
tutor-puzzle-why-down = Offen gespielt, würden { $wrong } die Stiche verlieren; verdeckt abgelegt, hält { $card } sie für deine Partei.
