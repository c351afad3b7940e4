# Die Fortschrittsdatei (src/tutor/progress.rs) und `kaiser progress`, `kaiser lessons`,
# `kaiser learn` (src/cli/learn.rs).

# Fehler und Hinweise zur Fortschrittsdatei.
progress-creating = beim Anlegen von { $path }
progress-opening = beim Öffnen von { $path }
progress-locking = beim Sperren von { $path }
progress-reading = beim Lesen von { $path }
progress-writing = beim Schreiben von { $path }
progress-writing-in = beim Schreiben des Fortschritts in { $path }
progress-keeping-aside = beim Beiseitelegen von { $path } als { $backup }
progress-no-data-dir = kein Datenverzeichnis für die Fortschrittsdatei gefunden; setze KAISER_HOME auf ein Verzeichnis
progress-too-large = sie ist grösser als 1 MiB
progress-not-json = sie ist kein gültiges JSON ({ $error })
progress-newer = sie stammt von einem neueren kaiser (format_version { $found }; dieser liest { $reads })
progress-not-progress = sie enthält keinen kaiser-Fortschritt ({ $error })
progress-kept-aside = die Fortschrittsdatei { $path } war nicht brauchbar: { $why }. Sie ist als { $backup } aufbewahrt; es geht mit neuem Fortschritt weiter.
# kaiser progress show.
progress-summary = Lektionen: { $begun } begonnen, { $done } fertig · Szenarien: { $scenarios } gespielt · Quiz: { $right } von { $asked } richtig
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
