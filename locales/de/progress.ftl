# Die Fortschrittsdatei (src/tutor/progress.rs) und `kaiser progress`, `kaiser lessons`,
# `kaiser learn` (src/cli/learn.rs).

# Fehler und Hinweise zur Fortschrittsdatei.
progress-creating = beim Anlegen von { $path }
progress-opening = beim Öffnen von { $path }
progress-locking = beim Sperren von { $path }
progress-reading = beim Lesen von { $path }
progress-writing = beim Schreiben von { $path }
progress-not-writable = in { $path } kann nicht geschrieben werden: { $error }
progress-keeping-aside = beim Beiseitelegen von { $path } als { $backup }
progress-no-data-dir = kein Datenverzeichnis für die Fortschrittsdatei gefunden; setze KAISER_HOME auf ein Verzeichnis
progress-too-large = sie ist grösser als 1 MiB
progress-not-json = sie ist kein gültiges JSON ({ $error })
progress-newer-refused = die Fortschrittsdatei { $path } stammt von einem neueren kaiser (format_version { $found }; dieser liest { $reads }); sie bleibt, wie sie ist. Nimm den neueren kaiser, oder verschiebe die Datei, um neu zu beginnen
progress-not-progress = sie enthält keinen kaiser-Fortschritt ({ $error })
progress-kept-aside = die Fortschrittsdatei { $path } war nicht brauchbar: { $why }. Sie ist als { $backup } aufbewahrt ({ $held }); es geht mit neuem Fortschritt weiter.
progress-held = sie enthielt { $lessons ->
    [one] 1 Lektion
   *[other] { $lessons } Lektionen
}, { $scenarios ->
    [one] 1 Szenario
   *[other] { $scenarios } Szenarien
} und { $asked } Quiz-Antworten in { $size } Bytes
progress-held-bytes = sie enthielt { $size } Bytes
progress-would-be-too-large = nicht gespeichert: der Fortschritt bräuchte { $size } Bytes, mehr als das 1 MiB, das kaiser wieder liest; { $path } bleibt, wie es war
progress-lock-waiting = ein anderer kaiser hält { $path }; es wird bis zu { $secs } s gewartet
progress-lock-timeout = ein anderer kaiser hielt { $path } { $secs } s lang; kaiser gibt auf (läuft kein anderer kaiser, lösche diese Datei)
# kaiser progress show.
progress-summary = Lektionen: { $begun } begonnen, { $done } fertig · Szenarien: { $scenarios } gespielt · Quiz: { $right } von { $asked } richtig
progress-no-village-yet = Dein Spiel: noch nicht gewählt (`kaiser learn` fragt).
progress-others = (dazu { $n ->
    [one] ein Eintrag
   *[other] { $n } Einträge
} für Lektionen oder Szenarien, die es hier nicht gibt)
# kaiser progress reset.
progress-no-lesson-number = keine Lektion { $n }; `kaiser lessons` zeigt alle
progress-no-lesson-or-scenario = keine Lektion und kein Szenario '{ $id }'{ $near }
progress-nothing-for = Für { $id } gibt es keinen Fortschritt; nichts zu löschen.
progress-delete-one = Den Fortschritt von { $id } löschen?
progress-delete-all = Den ganzen Fortschritt löschen?
progress-nothing-deleted = Nichts gelöscht.
progress-deleted = Gelöscht.
# kaiser learn und kaiser lessons.
progress-no-lesson = keine Lektion '{ $id }'{ $near }; `kaiser lessons` zeigt alle
progress-no-village = kein Dorf '{ $id }'{ $near }; eines von: { $ids }
progress-col-lesson = Lektion
progress-col-title = Titel
progress-col-steps = Schritte
progress-col-progress = Stand
progress-steps-and-test = { $steps } + { $test } Test
progress-lesson-not-in-village = die Lektion '{ $id }' ist nicht für { $village } geschrieben; `kaiser lessons` zeigt deine
progress-bad-now = KAISER_NOW ist keine Zeit: «{ $value }» (RFC 3339 wie 2026-11-25T09:00:00Z, ein Datum wie 2026-11-25 oder Sekunden seit 1970; für Tests gedacht)
progress-rating = Aufgaben-Wertung in { $system }: { $rating } ± { $deviation } ({ $n ->
        [one] 1 Aufgabe
       *[other] { $n } Aufgaben
    } gewertet)
progress-reviews = Wiederholungen: { $due } fällig, { $waiting } warten, { $retired } fertig (`kaiser review`)
