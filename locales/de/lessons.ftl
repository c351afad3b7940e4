# Lektionen und Szenarien (src/lessons/, src/tutor/content.rs): was an einer Inhaltsdatei
# falsch ist (nach "Datei:Zeile: "), was eine Antwort nicht bedeuten kann, und das Glossar.

# Laden (lessons/mod.rs, tutor/content.rs).
lessons-problems = { $n ->
    [one] { $n } Problem in Lektionen und Szenarien:
   *[other] { $n } Probleme in Lektionen und Szenarien:
}
lessons-did-you-mean = ; meintest du { $id }?
lessons-id-used = die ID '{ $id }' ist schon von { $first } belegt; IDs müssen eindeutig sein
lessons-see-unknown = see: '{ $id }' ist weder eine Lektion noch ein Szenario{ $near }
lessons-too-large = die Datei ist grösser als { $max } Bytes, mehr darf eine Inhaltsdatei nicht haben
lessons-no-version = kein format_version; schreib `format_version: { $version }` zuoberst
lessons-newer-version = format_version { $found } ist neuer, als dieser kaiser lesen kann ({ $version }); aktualisiere kaiser
lessons-bad-version = format_version muss { $version } sein
lessons-bad-id = die ID '{ $id }' muss aus 1 bis 40 Kleinbuchstaben, Ziffern oder '-' bestehen, nicht nur aus Ziffern (Nummern wählen Lektionen nach ihrem Platz)
lessons-text-empty = { $field } ist leer; schreib den Text in beiden Sprachen
lessons-no-steps = 'steps' ist leer; eine Lektion braucht mindestens einen Schritt
lessons-no-test = eine Lektion endet mit einem kurzen Test: gib unter 'test' mindestens zwei Fragen an
lessons-no-source = 'source' ist leer; nenne Datei und Abschnitt
lessons-steps-empty = 'steps' ist leer
lessons-not-a-player = '{ $name }' ist keiner der Spieler { $players }
lessons-card-in-two-hands = { $card } ist schon in der Hand von { $other }; jede Karte gibt es nur einmal
lessons-played-twice = { $step }: { $card } wurde schon in { $first } gespielt
lessons-wrong-player = { $step }: { $who } spielt { $card }, aber laut den Händen hat { $owner } diese Karte
lessons-cannot-read = nicht lesbar: { $error }
lessons-is-dir = ist ein Verzeichnis, keine YAML-Datei
lessons-not-utf8 = kein UTF-8-Text
lessons-reading = beim Lesen von { $path }
lessons-content-not-dir = { $named }: kein Verzeichnis (es sollte lessons/ und/oder scenarios/ enthalten)
lessons-content-empty = { $named }: weder lessons/ noch scenarios/ darin; leg Lektionsdateien in { $dir }/lessons/ und Szenariodateien in { $dir }/scenarios/
lessons-not-regular = ist keine gewöhnliche Datei (eine Pipe, ein Socket oder ein Gerät); gelesen werden nur YAML-Dateien
lessons-broken-link = ist ein Verweis auf { $to }, das es nicht gibt
lessons-content-too-many = { $named }: { $count } Dateien in lessons/ und scenarios/, mehr als die { $max }, die ein Inhaltsverzeichnis haben darf
lessons-content-too-big = { $named }: seine Lektionen und Szenarien belegen { $size } Bytes, mehr als die { $max }, die ein Inhaltsverzeichnis haben darf
# Der YAML-Durchgang (lessons/lines.rs).
lessons-not-yaml = kein gültiges YAML: { $error }
lessons-alias = Aliase (*name) sind in einer Inhaltsdatei nicht erlaubt: schreib den Wert aus
lessons-too-deep = mehr als { $max } Ebenen tief verschachtelt; Inhalte brauchen vier
# Schritte (lessons/step.rs), nach "steps[3].feld: ".
lessons-field-empty = ist leer; schreib den Text in beiden Sprachen
lessons-source-empty = ist leer; nenne Datei und Abschnitt
lessons-kind-not-allowed = kind '{ $kind }' ist hier nicht erlaubt; nimm eines von { $kinds }
lessons-field-not-for-kind = '{ $kind }'-Schritte haben kein '{ $field }'
lessons-needs-hint = eine Frage braucht mindestens einen Tipp unter 'hints'
lessons-explain-needs-text = ein 'explain'-Schritt braucht 'text'
lessons-no-system = kein Regelsystem: gib 'variant' (eines von { $ids }) hier oder zuoberst in der Datei an
lessons-no-trump = kein Trumpf: gib 'trump' (Rosen, Schellen, Eichel oder Schilten) hier oder zuoberst in der Datei an
lessons-unknown-deck = unbekanntes Blatt '{ $deck }'; die Blätter sind { $decks }
lessons-one-expect = gib hier eine Antwort an, keine Liste
lessons-duel-two-cards = ein Duell hat genau zwei Karten (die erste wird ausgespielt), nicht { $n }
lessons-trick-needs-cards = ein Stich braucht 'cards' in Spielreihenfolge, die ausgespielte Karte zuerst
lessons-players-for-cards = { $players } Spieler für { $cards } Karten; nenne, wer jede Karte gespielt hat
lessons-expect-not-in-trick = { $card } ist keine Karte dieses Stichs
lessons-engine-differs = erwartet { $want }, aber die Regel-Engine ergibt { $got }: { $why }
lessons-scenario-trick-expect = ein Stich in einem Szenario braucht 'expect': den Gewinner, den die Quelle nennt
lessons-order-count = eine Ordnungsfrage hat 2 bis { $max } Karten
lessons-order-expect-list = gib die Karten als Liste an, die höchste zuerst
lessons-engine-orders = die Regel-Engine ordnet sie so: { $order }
lessons-umschlag-needs-cards = ein Umschlag braucht 'cards': die aufgedeckten Karten in der Reihenfolge des Gebens
lessons-scenario-umschlag-expect = ein Umschlag in einem Szenario braucht 'expect'
lessons-choice-needs-question = eine Auswahlfrage braucht 'question'
lessons-choice-options = eine Auswahlfrage hat 2 bis 6 Antwortmöglichkeiten
lessons-choice-not-option = { $answer } ist keine der Antwortmöglichkeiten; gib 1 bis { $n } an
lessons-choice-needs-answer = eine Auswahlfrage braucht 'answer': die richtige Antwort, ab 1 gezählt
lessons-choice-needs-source = eine Auswahlfrage braucht 'source': nur die Quelle kann ihre Antwort belegen
# Eine Antwort (step.rs parse_answer), und Trumpf-Antworten in Worten.
lessons-nothing-asked = hier wird nichts gefragt
lessons-no-card-number = es gibt keine Karte { $input }; antworte mit 1 bis { $n } oder dem Namen einer Karte
lessons-not-in-trick = { $card } liegt nicht in diesem Stich; antworte mit einer der Karten 1 bis { $n }
lessons-not-to-order = { $card } gehört nicht zu den Karten, die zu ordnen sind
lessons-named-twice = { $card } ist zweimal genannt
lessons-name-all = nenne alle { $n } Karten, die höchste zuerst (Namen oder Nummern)
lessons-no-option = diese Antwortmöglichkeit gibt es nicht
lessons-option-number = antworte mit der Nummer einer Antwortmöglichkeit, 1 bis { $n }, oder mit ihrem Text
lessons-turn-stock = die oberste Karte des Stocks kehren
lessons-redeal = neu geben
# Das Quiz (lessons/quiz.rs).
lessons-quiz-count = --count muss 1 bis { $max } sein
# Das Glossar (lessons/glossary.rs).
lessons-no-term = kein Begriff '{ $term }' im Glossar{ $more }
lessons-no-term-list = ; `kaiser glossary` zeigt alle Begriffe
lessons-glossary-version = format_version { $found } kann dieser kaiser nicht lesen ({ $version })
lessons-term-problem = Begriff '{ $id }': { $problem }
lessons-term-bad-id = die ID darf nur ASCII-Kleinbuchstaben, Ziffern und '-' enthalten
lessons-term-id-twice = die ID kommt zweimal vor; IDs müssen eindeutig sein
lessons-term-field-empty = `{ $field }` ist leer
lessons-term-bad-kind = kind '{ $kind }' ist keines von { $kinds }
lessons-term-no-systems = `systems` ist leer; nenne die Systeme, die den Begriff verwenden, oder all
lessons-term-unknown-system = unbekanntes System '{ $system }'; es gibt all, { $systems }
lessons-term-see-unknown = see: '{ $id }' ist keine Begriffs-ID

lessons-trick-one-card = eine Stichfrage braucht mindestens zwei Karten: mit einer gibt es nichts zu entscheiden
lessons-bad-version-of = format_version muss eine der Zahlen { $versions } sein
lessons-needs-format-2 = '{ $field }' gehört zum Lektionsformat 2; schreib `format_version: 2` zuoberst in die Lektion (Szenarien kennen kein '{ $field }')
lessons-v2-no-variant = Format 2 kennt kein 'variant' für die ganze Lektion: jede Frage wird im System des Lernenden gestellt; einen einzelnen Schritt in ein anderes Dorf legen 'variant' und 'compare: true'
lessons-v2-no-systems = 'systems' ist leer; nenne einige von { $ids } oder lass es weg für alle
lessons-v2-system-twice = '{ $id }' steht zweimal da
lessons-v2-only-and-except = gib 'only' oder 'except', nicht beides
lessons-v2-not-declared = '{ $id }' ist keines der Systeme der Lektion ({ $ids })
lessons-v2-shown-to-none = dieser Schritt wird keinem System der Lektion gezeigt
lessons-v2-variant-needs-compare = ein Schritt in einem anderen Dorf braucht 'compare: true' (dann erfährt der Lernende, dass er ein anderes Dorf zeigt); ohne 'variant' wird im System des Lernenden gefragt
lessons-v2-key-not-asked = '{ $key }': dieser Schritt wird in { $ids } gefragt; nimm diese Ids oder 'other'
lessons-v2-source-missing = keine Quelle für { $village }; gib seine Id oder 'other' an
lessons-placeholder-unknown = unbekannter Platzhalter {"{"}{ $name }{"}"}; erlaubt sind {"{"}village{"}"}, {"{"}source{"}"} und {"{"}name:KARTE{"}"} (Klammern schreibt man {"{{"} und {"}}"})
lessons-placeholder-unclosed = eine '{"{"}' ohne ihre '{"}"}'; eine Klammer schreibt man {"{{"}
lessons-placeholder-brace = eine '{"}"}' ohne ihre '{"{"}'; eine Klammer schreibt man {"}}"}
lessons-placeholder-no-source = {"{"}source{"}"}: die Bibliographie kennt keine Quelle für { $village }
lessons-quiz-bad-trick = kein Quiz-Stich: zwei bis vier verschiedene Karten aus dem Blatt des Systems

# Aufgabendateien (src/lessons/puzzles.rs): was falsch ist, nach "Datei:Zeile: ".
lessons-puzzles-at = { $file }:{ $line }: { $problem }
lessons-puzzles-yaml = keine Aufgabendatei: { $problem }
lessons-puzzles-format = format_version { $found } ist unbekannt (dieses kaiser liest 1 bis { $known })
lessons-puzzles-system = kein Regelsystem '{ $system }'
lessons-puzzles-bad-card = keine Karte '{ $card }'
lessons-puzzles-bad-deck = kein Blatt '{ $deck }'
lessons-puzzles-bad-suit = keine Farbe '{ $suit }'
lessons-puzzles-bad-theme = kein Thema '{ $theme }'
lessons-puzzles-level = Level { $level } passt nicht zur Bewertung (Stiche, Verlockungen, Tiefe ergeben { $graded })
lessons-puzzles-twice = die ID '{ $id }' kommt zweimal vor
lessons-puzzles-unsolved = Aufgabe { $id }: { $problem }
lessons-puzzles-not-position = die Hände sind keine Stellung dieses Systems (Grössen, Plätze, eine Karte doppelt oder nicht im Blatt)
lessons-puzzles-no-answer = keine Karte macht die Stiche
lessons-puzzles-not-unique = die Antwort ist nicht die einzige: { $cards } machen die Stiche
lessons-puzzles-wrong-wins = { $card } steht als falsch da, macht aber die Stiche
lessons-puzzles-not-equivalent = { $cards } machen die Stiche, sind aber keine gleichwertigen Karten
lessons-puzzles-not-a-kaiser = { $card } ist als nicht angesagt aufgeführt, ist aber kein Kaiser in den Händen
lessons-puzzles-same-announced = mit allen Kaisern angesagt machen dieselben Karten die Stiche
lessons-puzzles-mid-format = on_table und face_down brauchen format_version 2 (diese Datei sagt { $found })
lessons-puzzles-on-table-full = { $n } Karten auf dem Tisch, aber der Stich hat { $seats } Plätze: höchstens { $seats } weniger eine, die letzte für den, der am Zug ist
lessons-puzzles-on-table-view = Eine Aufgabe mit eigener Sicht beginnt mit dem Ausspielen: on_table oder view weglassen
lessons-puzzles-down-leading = face_down: true braucht die Karten, die schon auf dem Tisch liegen (on_table): die erste Karte eines Stichs wird offen gespielt
lessons-puzzles-down-not-here = face_down: true, aber { $system } kennt kein verdecktes Ablegen; weglassen
