# Hilfetexte aller Befehle und Argumente (clap). help-cmd-NAME ist die einzeilige
# Beschreibung eines Befehls, mit .long (der langen Beschreibung) und .examples; help-arg-ID
# ist ein Argument, das mehrere Befehle teilen, help-arg-BEFEHL-ID eines mit eigenem Text.

help-cmd-kaiser = Tutor und Regelexplorer für Kaisern, das Stichspiel der Innerschweiz
    .long = Tutor und Regelexplorer für Kaisern (Kaiserspiel, Kaiserjass), den lebendigen Erben des Karnöffelspiels aus dem 15. Jahrhundert. Frag, wer nach dem Regelsystem deines Dorfes einen Stich macht, sieh dir die Machtposition jeder Trumpffarbe an und vergleiche die Systeme nebeneinander.
    .examples =
        Beispiele:
        {""}  kaiser trick --variant lungern --trump Schellen Eichel-7 Mugg Oberkaiser Eichel-König
        {""}  kaiser rank --variant stans --trump Rosen
        {""}  kaiser compare --trump Schilten stans liebenau
        {""}  kaiser trump --variant willisau Rosen-König Schellen-7 Eichel-Ass
help-arg-color = Wann die Ausgabe farbig ist
help-arg-lang = Sprache aller Ausgaben: Hilfe, Meldungen, Tabellen, Lektionen (Standard: aus LC_ALL, LC_MESSAGES oder LANG; sonst en)
help-arg-content = Ein Verzeichnis mit eigenen lessons/ und scenarios/; sie ergänzen die eingebauten (oder ersetzen die mit gleicher ID)

help-cmd-rank = Zeigt die Machtposition eines Regelsystems für eine Trumpffarbe
    .examples =
        Beispiele:
        {""}  kaiser rank --variant lungern --trump Schellen
        {""}  kaiser rank --variant stans --trump Rosen --unannounced Blass
        {""}  kaiser rank --variant lungern --trump Eichel --deck extended-56 --json
help-arg-variant = ID des Regelsystems (siehe `kaiser variants`); Standard: KAISER_VARIANT, sonst dein Dorf aus `kaiser learn`
help-arg-variant_file = Eine eigene Regelsystem-Datei in YAML (Hausregeln); kann mit `extends:` auf einem eingebauten System aufbauen
help-arg-deck = Blatt: standard-48, stans-40, extended-56, extended-60 (Standard: das erste Blatt des Systems)
help-arg-switches = Schaltet einen benannten Schalter ein (`NAME` oder `NAME=on`) oder aus (`NAME=off`)
help-arg-trump = Die Trumpffarbe (Rosen, Schellen, Eichel, Schilten)
help-arg-unannounced = Ein Banner, der nicht angesagt wurde (also eine gewöhnliche 10); für mehrere wiederholen
help-arg-sources = Fügt eine Spalte mit der Quelle jeder Zeile hinzu
help-arg-rank-json = Gibt JSON aus (docs/json.md): system, trump, deck und rows, die höchste zuerst

help-cmd-compare = Vergleicht Regelsysteme für eine Trumpffarbe nebeneinander
    .examples =
        Beispiele:
        {""}  kaiser compare --trump Schilten stans liebenau willisau
        {""}  kaiser compare --trump Rosen lungern karnoeffel --json
        {""}  kaiser compare --trump Eichel lungern --variant-file haus.yaml
help-arg-json = Gibt JSON aus (docs/json.md)
help-arg-variant_files = Eine eigene Regelsystem-Datei in YAML, die mitverglichen wird; für mehrere wiederholen
help-arg-variants = IDs der Regelsysteme (siehe `kaiser variants`); insgesamt zwei oder mehr Systeme

help-cmd-trick = Wer diesen Stich macht und warum (Karten in Spielreihenfolge, die ausgespielte Karte zuerst)
    .examples =
        Beispiele:
        {""}  kaiser trick --variant lungern --trump Schellen Eichel-7 Mugg Oberkaiser Eichel-König
        {""}  kaiser trick --variant stans --trump Rosen Teufel Mugg Jos Trumpf-5
        {""}  kaiser trick --variant willisau --trump Rosen --unannounced Blass Rosen-Ober Blass Rosen-König
        {""}  kaiser trick --variant lungern --trump Rosen --switch t9_takes_led_t8 T8 T9 --json
help-arg-first_trick = Dies ist der erste Stich des Spiels (karnoeffel: die Trumpf-7 ist dann nur eine 7)
help-arg-down = Eine Karte des Stichs, die verdeckt abgelegt wurde (sie sticht nichts), wo das System es erlaubt; für mehrere wiederholen
help-arg-trick-json = Gibt JSON aus (docs/json.md): winner (Index und Name), card, suit (die ausgespielte Farbe) und steps
help-arg-cards = Die Karten in Spielreihenfolge, die ausgespielte Karte zuerst

help-cmd-trump = Welche Farbe nach diesem Umschlag Trumpf ist (aufgedeckte Karten in der Reihenfolge des Gebens)
    .examples =
        Beispiele:
        {""}  kaiser trump --variant lungern Rosen-König Schellen-7 Eichel-Ass Schilten-Ass
        {""}  kaiser trump --variant willisau Blass Mugg Grün Oberkaiser
        {""}  kaiser trump --variant lungern Blass Mugg --stock Eichel-9
help-arg-stock = Die oberste Karte des Stocks; sie wird umgedreht, wenn alle aufgedeckten Karten Kaiser sind
help-arg-trump-cards = Die aufgedeckten Karten in der Reihenfolge des Gebens

help-cmd-cards = Listet das Blatt und alle gültigen Kartennamen auf
    .examples =
        Beispiele:
        {""}  kaiser cards
        {""}  kaiser cards --variant stans
        {""}  kaiser cards --variant lungern --deck extended-60

help-cmd-variants = Listet die Regelsysteme mit ihren Quellen auf
    .examples =
        Beispiele:
        {""}  kaiser variants
        {""}  kaiser variants --json

help-cmd-solve = Welche Partei bei bester Spielweise (alle Hände bekannt) ihre Stiche macht, samt Spielverlauf
    .examples =
        Beispiele:
        {""}  kaiser solve --variant liebenau --trump Rosen --hand A=T6,Rosen-Ass,Blass,Schilten-Ober,Schilten-Ass --hand B=Jos,Rosen-3,Schilten-3,Eichel-3,Schellen-3
        {""}  kaiser solve --variant stans --trump Eichel --hand A=Mugg,Jos,R5 --hand B=E7,E3,R3 --hand C=Blass,R4,S5 --hand D=S3,S4,E5 --team A,C --team B,D --need 2 --json
help-arg-hands = Ein Spieler und seine Karten, `NAME=KARTE,KARTE,...`; in der Reihenfolge der Plätze wiederholen (der erste spielt aus)
help-arg-teams = Eine Partei, `NAME,NAME,...`; für jede Partei wiederholen (Standard: jeder spielt allein)
help-arg-need = Stiche, die eine Partei braucht (Standard: laut Tisch des Systems für so viele Spieler und Parteien; sonst mehr als die Hälfte bei zwei Parteien)
help-arg-must_overtake = Wer den Stich machen kann, muss ihn machen, wie im Solospiel [Liebenau 1841 (in Zelger 1969), §4]; standardmässig an, wo der Tisch des Systems es vorsieht
help-arg-solve-json = Gibt JSON aus (docs/json.md): winning_team (die Spieler), line (je Stich: wer ausspielt, die Karten mit ihren Spielern, wer ihn macht)
help-arg-time_limit = Nach so vielen Sekunden ohne Antwort aufgeben (Stellungen sind dann unbegrenzt, ausser --max-positions ist auch gegeben)
help-arg-max_positions = Nach so vielen Stellungen ohne Antwort aufgeben (Standard: 40'000'000, einige Sekunden; keine Grenze mit --time-limit allein)

help-cmd-odds = Wie oft die Partei einer Hand ihre Stiche macht (zufällige Verteilungen, mit offenen Karten gelöst)
    .examples =
        Beispiele:
        {""}  kaiser odds --variant stans --trump Rosen --hand Mugg,Jos,T3,Rosen-König,Eichel-Ass
        {""}  kaiser odds --variant lungern --trump Eichel --hand Oberkaiser,T6,Eichel-König,Rosen-3,Rosen-4 --seat 2 --samples 5000 --seed 7
help-arg-hand = Deine Karten (so viele, wie ein Spiel Stiche hat), durch Kommas getrennt
help-arg-players = Spieler am Tisch (Standard: der übliche Tisch des Systems, sonst sein erster; Lungern: vier in zwei Parteien)
help-arg-odds-parties = Parteien, wenn das System für so viele Spieler mehrere Einteilungen zulässt
help-arg-seat = Dein Platz: 1 ist die Vorhand, die den ersten Stich ausspielt
help-arg-odds-partner = Karten eines Partners, die du kennst (gezeigt oder gedeutet), durch Kommas getrennt, nach seinem Platz und einem Doppelpunkt: 3:Mugg,Rosen-König (ohne Platz: die deines nächsten Partners); mehrmals möglich
help-arg-samples = Wie viele zufällige Verteilungen der unbekannten Karten gelöst werden
help-arg-odds-seed = Der Startwert; gleicher Startwert, gleiche Antwort (Standard: aus der Uhrzeit, wird angezeigt)

help-cmd-play = Spielt ganze Partien gegen den Computer: Ansagen, Spieldrei, gehen, Punktestand
    .examples =
        Beispiele:
        {""}  kaiser play --variant stans
        {""}  kaiser play --variant willisau --players 6 --seed 7
        {""}  kaiser play --variant lungern --target 51
        {""}  kaiser play --variant stans --seed 3 --open
help-arg-play-open = Mit offenen Karten spielen; bei deinem Zug nimmt `zurück` deine letzte Karte zurück
help-arg-play-nachfreien = Lungern: Nachfreien für diese Partie abmachen (im Hindersitz darf die Gegenpartei nach dem Freien den Knopf weiter rücken)
help-arg-play-variant = ID des Regelsystems (siehe `kaiser variants`); Standard: KAISER_VARIANT, sonst dein Dorf aus `kaiser learn`
help-arg-parties = Parteien, wenn das System für so viele Spieler mehrere Einteilungen zulässt (6: 2 oder 3)
help-arg-seed = Der Startwert: gleicher Startwert, gleiche Verteilung (Standard: aus der Uhrzeit, wird angezeigt)
help-arg-target = Punkte, mit denen man die Partie gewinnt (Standard: das übliche Partieziel des Systems)
help-arg-level = Wie stark die Computerspieler sind: 1 zufällig (random), 2 gierig (greedy), 3 pimc (Standard), 4 best

help-cmd-arena = Zwei Computerstrategien über dieselben Verteilungen: Gewinne, Punkte, Zeit pro Entscheid
    .examples =
        Beispiele:
        {""}  kaiser arena --variant stans --deals 20 --seed 1 greedy random
        {""}  kaiser arena --variant lungern --players 3 --deals 5 --seed 2 level3 level2 --json
help-arg-arena-deals = Wie viele Verteilungen; jede wird für jede Partei einmal gespielt, mit A auf den Plätzen dieser Partei
help-arg-arena-a = Strategie A, über die berichtet wird: random, greedy, pimc, best oder level1 bis level4
help-arg-arena-b = Strategie B: random, greedy, pimc, best oder level1 bis level4
help-arg-arena-seed = Der Startwert: gleicher Startwert, gleiche Verteilungen und gleiche Ergebnisse (Standard: aus der Uhrzeit, wird angezeigt)

help-cmd-deal = Eine reproduzierbare Verteilung samt Umschlag
    .examples =
        Beispiele:
        {""}  kaiser deal --variant stans --players 4 --seed 42
        {""}  kaiser deal --variant lungern --players 6 --parties 3 --seed 1 --json
help-arg-deal-variant = ID des Regelsystems (siehe `kaiser variants`); Standard: KAISER_VARIANT, sonst dein Dorf aus `kaiser learn`

help-cmd-learn = Führt dich Lektion für Lektion ins Kaisern ein (ein Menü; macht dort weiter, wo du aufgehört hast)
    .examples =
        Beispiele:
        {""}  kaiser learn
        {""}  kaiser learn stecher
        {""}  kaiser --lang de learn 1
        {""}  printf 'Rosen-7\n' | kaiser learn stupf   (Antworten aus stdin, eine pro Zeile)
help-arg-lesson = ID oder Nummer einer Lektion (siehe `kaiser lessons`); ohne: das Menü
help-arg-learn-variant = Das Dorf, dessen Spiel du lernst (ID eines Regelsystems, siehe `kaiser variants`); wird gespeichert. Standard: KAISER_VARIANT, sonst das zuvor gewählte, sonst wird gefragt

help-cmd-lessons = Listet die Lektionen mit deinem Fortschritt auf
    .examples =
        Beispiele:
        {""}  kaiser lessons
        {""}  kaiser lessons --json
help-arg-lessons-json = Gibt JSON aus (docs/json.md): je Lektion id, title (en, de), done, step_count, next (nächster Schritt) und last_test (letztes Testergebnis)

help-cmd-scenario = Die Beispiele aus den Quellen: auflisten, zeigen oder spielen
    .examples =
        Beispiele:
        {""}  kaiser scenario list
        {""}  kaiser scenario show liebenau-m
        {""}  kaiser scenario play liebenau-l

help-cmd-scenario-list = Listet die Szenarien mit ihren Quellen auf

help-cmd-scenario-show = Erzählt ein Szenario mit der Begründung der Engine für jeden Stich
help-arg-id = Die ID des Szenarios

help-cmd-scenario-play = Spielt ein Szenario: Du sagst jeden Stich voraus, bevor die Engine ihn zeigt

help-cmd-quiz = Zufällige Stiche aus der Engine: Wer macht sie? Am Ende eine Auswertung
    .examples =
        Beispiele:
        {""}  kaiser quiz
        {""}  kaiser quiz --variant stans --count 10
        {""}  kaiser quiz --seed 42
help-arg-quiz-variant = ID des Regelsystems (Standard: KAISER_VARIANT, sonst dein Dorf aus `kaiser learn`, sonst alle Systeme der Reihe nach)
help-arg-count = Wie viele Stiche
help-arg-quiz-seed = Der Startwert; gleicher Startwert, gleiches Quiz (Standard: aus der Uhrzeit, wird angezeigt)

help-cmd-puzzle = Eine Stellung aus einer echten Verteilung, alle Hände offen: Finde die eine Karte, die es schafft
    .examples =
        Beispiele:
        {""}  kaiser puzzle
        {""}  kaiser puzzle --daily
        {""}  kaiser puzzle --variant stans --level 2 --theme throner
        {""}  kaiser puzzle --variant stans --seed 1 --json
help-arg-puzzle-variant = ID des Regelsystems (Standard: KAISER_VARIANT, sonst dein Dorf aus `kaiser learn`, sonst stans)
help-arg-puzzle-theme = Nur Aufgaben mit diesem Thema (trumpf-7, throner, blocker, de-n-alte-na, hirata, fuil, unannounced-kaiser, face-down)
help-arg-puzzle-level = Nur Aufgaben dieses Levels (1 am leichtesten bis 3); ohne es Aufgaben nahe deiner Aufgaben-Wertung, die du noch nicht hattest
help-arg-puzzle-practice = Übung: Die Aufgabe zählt nicht für deine Aufgaben-Wertung
help-arg-puzzle-view = Nur was du siehst: deine Hand und was dein Dorf dich von den Karten deiner Partner sehen lässt, nicht alle Hände; die Lösung macht es in jeder geprüften Verteilung der Karten, die du nicht siehst
help-arg-puzzle-seed = Eine neue Aufgabe aus diesem Startwert erzeugen, statt eine mitgelieferte zu nehmen
help-arg-puzzle-daily = Die Aufgabe des Tages: für alle dieselbe an einem Datum in einem System
help-arg-puzzle-id = Eine mitgelieferte Aufgabe nach ihrer ID (wie sie über jeder Aufgabe steht)
help-arg-puzzle-json = Gibt die Aufgabe als JSON aus (docs/json/puzzle.schema.json), statt sie zu stellen
help-arg-solve-lead = Der erste Spieler spielt diese Karte aus: wer es danach schafft, samt Spielverlauf (die Antwort einer Aufgabe oder eine verlockende Karte)
help-arg-solve-played = Die Karten, die schon in diesen Stich gespielt sind, offen, in der Spielfolge ab dem ersten Spieler (der ausgespielt hat); jede steht in der --hand ihres Spielers
help-arg-solve-move = Wer am Zug ist (nach --played), spielt diese Karte offen: wer es danach schafft, samt Spielverlauf
help-arg-solve-down = Wer am Zug ist (nach --played), legt diese Karte verdeckt ab, wo das System es erlaubt: wer es danach schafft, samt Spielverlauf

help-cmd-review = Deine eigenen Fehler wieder, wenn sie fällig sind, in wachsenden Abständen
    .examples =
        Beispiele:
        {""}  kaiser review
        {""}  kaiser review --all
        {""}  kaiser review --json
help-arg-review-all = Jede offene Karte, fällig oder nicht, aus jedem Dorf (eine richtige Antwort vor der Fälligkeit lässt den Plan, wie er ist; eine falsche schickt sie zurück)
help-arg-review-json = Gibt die Karten zum Wiederholen als JSON aus (docs/json.md), statt sie abzufragen

help-cmd-progress = Zeigt deinen Fortschritt oder setzt ihn zurück
    .examples =
        Beispiele:
        {""}  kaiser progress
        {""}  kaiser progress reset stecher
        {""}  kaiser progress reset --yes

help-cmd-progress-show = Wo die Fortschrittsdatei liegt und was sie enthält

help-cmd-progress-reset = Löscht den Fortschritt einer Lektion oder eines Szenarios oder alles (fragt vorher)
help-arg-progress-reset-id = ID einer Lektion oder eines Szenarios; ohne: alles
help-arg-yes = Nicht nachfragen

help-cmd-check = Prüft Lektionen, Szenarien und Aufgaben: Namen, Systeme, Querverweise und jede angegebene Antwort mit der Engine
    .examples =
        Beispiele:
        {""}  kaiser check
        {""}  kaiser check --content my-lessons
        {""}  kaiser check my-lesson.yaml
help-arg-files = Lektions-, Szenario- oder Aufgabendateien, die zusätzlich zu den eingebauten und `--content` geprüft werden

help-cmd-glossary = Die Begriffe des Spiels: Bedeutung, die Systeme, die sie kennen, eine Quelle; ohne Begriff: alle auflisten
    .examples =
        Beispiele:
        {""}  kaiser glossary
        {""}  kaiser glossary Stupf
        {""}  kaiser glossary taefaeli
        {""}  kaiser --lang de glossary Umschlag
        {""}  kaiser glossary Kritz --json
help-arg-term = Ein Begriff des Spiels (Gross-/Kleinschreibung egal; ae/oe/ue für Umlaute); ohne: alle Begriffe auflisten
help-arg-glossary-json = Gibt JSON aus (den Eintrag oder alle Einträge)

help-cmd-sources = Das Literaturverzeichnis: die fünf Quellen mit vollständigen Angaben; mit einer ID ihre Abschnitte
    .examples =
        Beispiele:
        {""}  kaiser sources
        {""}  kaiser sources achermann
        {""}  kaiser --lang de sources gasser
        {""}  kaiser sources --json
help-arg-sources-id = Eine Quellen-ID (gasser, achermann, wikipedia, liebenau, willisau); ohne: alle auflisten
help-arg-sources-json = Gibt JSON aus (den Eintrag mit seinen Abschnitten oder alle Einträge)

help-cmd-readings = Die Lesarten: wo die Quellen unklar sind oder sich widersprechen, was kaiser gewählt hat; mit einer Nummer die ganze Lesart
    .examples =
        Beispiele:
        {""}  kaiser readings
        {""}  kaiser readings 29
        {""}  kaiser readings --json
help-arg-readings-number = Die Nummer einer Lesart (wie die anderen Bildschirme sie nennen: «unsere Lesart 29»); ohne: alle auflisten
help-arg-readings-json = Gibt JSON aus (die Lesart oder alle Lesarten)

help-cmd-completions = Gibt ein Vervollständigungsskript für die Shell aus (vervollständigt auch Regelsysteme, Farben und Blätter)
    .examples =
        Beispiele:
        {""}  kaiser completions bash > ~/.local/share/bash-completion/completions/kaiser
        {""}  kaiser completions zsh > ~/.zfunc/_kaiser
        {""}  kaiser completions fish > ~/.config/fish/completions/kaiser.fish
        {""}  kaiser completions powershell >> $PROFILE
help-arg-shell = Die Shell, für die das Vervollständigungsskript geschrieben wird

help-cmd-man = Gibt die Manpage aus (roff) oder schreibt eine Seite pro Befehl in ein Verzeichnis
    .examples =
        Beispiele:
        {""}  kaiser man > kaiser.1 && man ./kaiser.1
        {""}  kaiser man --dir ~/.local/share/man/man1
help-arg-dir = Schreibt kaiser.1 und eine Seite pro Befehl (kaiser-trick.1, ...) in dieses Verzeichnis, statt kaiser.1 auszugeben

# Die eigenen Wörter von clap. Englisch behält den Wortlaut von clap; diese Texte gelten nur,
# wo clap die Sprache nicht kennt (Deutsch), aber beide Kataloge führen sie.
help-help-command = Zeigt diese Hilfe oder die Hilfe der angegebenen Befehle
help-flag-help = Hilfe anzeigen
help-flag-version = Version anzeigen
help-group-learn = Das Spiel lernen:
help-group-explore = Die Regeln erkunden:
help-group-hands = Hände und Spiele:
help-group-setup = Einrichten:
help-heading-usage = Aufruf:
help-heading-commands = Befehle:
help-heading-arguments = Argumente:
help-heading-options = Optionen:
help-note-env = [Umgebung: { $name }]
help-note-default = [Standard: { $value }]
help-note-values = [Werte: { $values }]

# Aufruffehler.
help-error = Fehler:
help-error-invalid-value = ungültiger Wert '{ $value }' für '{ $arg }'
help-error-unknown-argument = unbekanntes Argument '{ $arg }'
help-error-unknown-command = unbekannter Befehl '{ $name }'
help-error-missing = diese erforderlichen Argumente fehlen: { $args }
help-note-trump-missing = die Trumpffarbe: Rosen, Schellen, Eichel oder Schilten (--trump Rosen)
help-error-missing-command = ein Befehl ist erforderlich, wurde aber nicht angegeben
help-error-conflict = das Argument '{ $arg }' kann nicht zusammen mit '{ $other }' verwendet werden
help-error-too-many = unerwarteter Wert '{ $value }' für '{ $arg }'; es wurden keine weiteren erwartet
help-error-number-of-values = falsche Anzahl Werte für '{ $arg }'
help-error-validation = ungültiger Wert '{ $value }' für '{ $arg }': { $why }
help-error-no-equals = für '{ $arg }' muss der Wert mit einem Gleichheitszeichen angegeben werden
help-error-suggest = Tipp: es gibt einen ähnlichen Namen: { $names }
help-error-more = Mehr dazu: '--help'.

# Die Werte von --lang.
help-lang-en = Englisch (Standard)
help-lang-de = Deutsch

# Die Platzhalter für Werte in Hilfe und Aufruf (<KARTE>, <PFAD>).
help-value-card = KARTE
help-value-cards = KARTEN
help-value-color = MODUS
help-value-count = ANZAHL
help-value-deck = BLATT
help-value-dir = VERZEICHNIS
help-value-id = ID
help-value-lang = SPRACHE
help-value-n = N
help-value-name-cards = NAME=KARTEN
help-value-names = NAMEN
help-value-name--on-off- = NAME[=on|off]
help-value-path = PFAD
help-value-points = PUNKTE
help-value-samples = ANZAHL
help-value-seed = SEED
help-value-shell = SHELL
help-value-trump = TRUMPF
help-value-file = DATEI
help-value-lesson = LEKTION
help-value-term = BEGRIFF
help-error-value-required = für '{ $arg }' fehlt ein Wert
help-error-once = das Argument '{ $arg }' darf nur einmal vorkommen
