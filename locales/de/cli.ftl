# Die Befehle zum Nachschlagen (rank, trick, trump, compare, cards, variants, solve, odds,
# deal, check, glossary), die Begrüssung eines blossen `kaiser` und die Meldungen der
# Befehlszeile darum herum (src/cli/*.rs, src/render/mod.rs, src/main.rs). Karten-, Farben-,
# Rang- und Systemnamen und die Wörter des Spiels bleiben in beiden Sprachen deutsch.

## src/main.rs und src/cli/mod.rs: Vorsilben auf stderr, Fehler der gemeinsamen Optionen
cli-error-prefix = kaiser: Fehler:
cli-warning = kaiser: Warnung: { $message }
cli-context-writing-output = beim Schreiben der Ausgabe
cli-error-cannot-read = { $path } kann nicht gelesen werden
cli-io-not-found = Datei oder Verzeichnis nicht gefunden
cli-io-permission = keine Berechtigung
cli-io-directory = das ist ein Verzeichnis
cli-io-not-directory = ein Teil des Pfads ist kein Verzeichnis
cli-io-not-text = kein UTF-8-Text
cli-context-kaiser-variant = KAISER_VARIANT nennt das Regelsystem
cli-error-no-system = kein Regelsystem: gib --variant ID an (eines von { $ids }), --variant-file PFAD, setze KAISER_VARIANT, oder wähle dein Dorf in `kaiser learn`
cli-error-switch-value = --switch { $switch }: der Wert muss on oder off sein
cli-error-unknown-deck = unbekanntes Blatt '{ $deck }'; die Blätter sind { $decks }
cli-error-file-too-big = die Datei ist grösser als { $max } Bytes, mehr darf ein Regelsystem nicht haben
cli-error-is-directory = { $path } ist ein Verzeichnis, keine Regelsystem-Datei
cli-error-not-utf8 = kein UTF-8-Text
# Session::store: woher das Fortschrittsverzeichnis kommt, und warum es nicht geht.
cli-data-directory = das Datenverzeichnis
cli-error-progress-dir = das Fortschrittsverzeichnis { $dir } ({ $from }) kann nicht verwendet werden; setze KAISER_HOME auf ein Verzeichnis, in das du schreiben kannst
# heading(): "lungern: Lungerer Art (...) · Trumpf: Schellen · Blatt standard-48"
cli-heading-deck = Blatt { $deck }

## Gemeinsame Spaltenköpfe und Wörter (rank, compare, render)
cli-col-cards = Karten
cli-col-source = Quelle
# Eine Karte, die weder Stecher noch Throner noch Stupf ist (Spalte Klasse bei rank und compare).
cli-class-plain = gewöhnlich

## kaiser rank
cli-rank-unannounced = Nicht angesagt (gewöhnliche 10er): { $cards }
cli-rank-col-name = Name
cli-rank-col-class = Klasse
cli-rank-col-takes = Sticht
cli-rank-every-suit = { $rank } in jeder Farbe
cli-rank-source = [{ $source }]

## kaiser trick
cli-trick-switches = Eingeschaltet: { $switches }
cli-trick-takes = { $card } macht den Stich (Karte { $n } von { $total }).

## kaiser trump
cli-trump-turn-stock = Noch kein Trumpf: dreh die oberste Karte des Stocks um (nenne sie mit --stock KARTE).
cli-trump-redeal = Kein Trumpf: mischen und neu geben.

## kaiser compare
cli-compare-named-twice = '{ $id }' ist zweimal genannt
cli-compare-same-id = zwei Systeme haben die ID '{ $id }'; vergleiche jedes System nur einmal
cli-compare-too-few = compare braucht zwei oder mehr Systeme: gib IDs an (siehe `kaiser variants`) oder --variant-file PFAD
cli-compare-heading = Trumpf: { $trump } · alle Kaiser angesagt
cli-compare-legend = ≠: die Karte verschiebt sich gegenüber den anderen (sie gehört nicht zur längsten Reihenfolge, die alle mit dem ersten System teilen), ihre Klasse ist anders, oder einem Blatt fehlt sie. Zellen: Position (1 = die höchste) und Klasse. Gewöhnliche Karten sind weggelassen.

## kaiser cards
cli-cards-title-system = { $id }: { $title } · Blatt { $deck } ({ $n } Karten)
cli-cards-title = Blatt { $deck } ({ $n } Karten)
cli-cards-col-card = Karte
cli-cards-col-short = Kurz
cli-cards-col-nicknames = Übernamen
cli-cards-trump-names = Namen, die den Trumpf brauchen
cli-cards-any-trump = Jede Trumpfkarte: Trumpf-<Rang>, T-<Rang> oder T<Rang> (Trumpf-7, T-Under, T6)
cli-cards-other-villages = Namen aus anderen Dörfern gelten auch; `kaiser cards` ohne --variant listet alle auf.
cli-cards-spellings = Schreibweisen
cli-cards-spellings-text =
    {""}  Gross oder klein, mit oder ohne Bindestrich oder Leerschlag; ä ö ü auch als ae oe ue.
    {""}  Farben: Rosen (Rose, R), Schellen (Schelle, Schallen, S), Eichel (Eicheln, E), Schilten (Schilte, Schilt, Sch)
    {""}  Ränge: Ass (As, Sau, Daus, 2, A), 3-9 (auch Drei, Vier, Fünf, Sechs, Sieben, Acht, Neun),
    {""}         Banner (10, Zehn, Kaiser, B), Under (Unter, Bauer, Untermann, U), Ober (Obermann, O), König (K)
    {""}  Zusammengesetzt, wie die Quellen schreiben: Rosenkönig, Schiltenober, Eichelnfünf, Trumpfdrei
    {""}  Kurzform: Farbbuchstabe(n) + Rangbuchstabe: RK = Rosen-König, SchB = Schilten-Banner, E7, SA
cli-cards-extended = Erweitertes Blatt: Einig (1), Nullig (0), Zweiig (Z); eine gewöhnliche 2 ist das Ass

## kaiser variants
cli-variants-col-id = ID
cli-variants-col-title = Titel
cli-variants-col-region = Gegend
cli-variants-col-decks = Blätter
cli-variants-as = { $title } (wie { $parent })
cli-variants-legend = Quellen: kaiser sources listet sie mit vollständigen Angaben. --variant ID gilt für rank, trick, trump, cards; compare nimmt mehrere IDs.

## kaiser solve
cli-solve-hand-syntax = --hand { $spec }: schreib NAME=KARTE,KARTE,... (z. B. --hand A=Jos,Mugg,Rosen-3)
cli-solve-hand-no-name = --hand { $spec }: der Spieler hat keinen Namen
cli-solve-hand-empty-card = --hand { $spec }: ein leerer Kartenname (zwei Kommas, oder ein Komma am Ende); schreib NAME=KARTE,KARTE,...
cli-solve-not-in-deck = { $card } ist nicht im Blatt { $deck } des Regelsystems '{ $system }'
cli-solve-table = { $players } Spieler, { $leader } spielt aus; jede Partei braucht { $need } von { $tricks ->
        [one] 1 Stich
       *[other] { $tricks } Stichen
    }: { $parties }
cli-solve-wins = { $team } { $members ->
        [one] gewinnt
       *[other] gewinnen
    } das Spiel: { $need ->
        [one] einen Stich
       *[other] { $need } Stiche
    } bei bester Spielweise, egal, was { $opponents ->
        [one] { $others } tut
       *[other] die anderen tun
    }.
cli-solve-nobody = Keine Partei kann ihre Stiche gegen alle anderen zusammen erzwingen.
cli-solve-line = Ein Spielverlauf bei bester Spielweise:
cli-solve-line-nobody = Ein Spielverlauf, in dem { $team } { $members ->
        [one] um seine Stiche spielt
       *[other] um ihre Stiche spielen
    } und alle anderen zusammen das verhindern:
cli-solve-and = { $names } und { $last }
cli-solve-progress = rechnet: { $positions } Stellungen durchsucht
cli-solve-gave-up = keine Antwort nach { $ran ->
        [time] { $seconds } s ({ $positions } { $count ->
            [one] Stellung
           *[other] Stellungen
        })
       *[positions] { $positions } { $count ->
            [one] Stellung
           *[other] Stellungen
        }
    }: { $system }, { $players } Spieler in { $parties } Parteien ({ $line }), je { $tricks ->
        [one] 1 Karte
       *[other] { $tricks } Karten
    }; gefragt war, welche Partei { $need } { $tricks ->
        [one] von 1 Stich
       *[other] der { $tricks } Stiche
    } macht, egal, was die anderen tun
cli-solve-gave-up-try-positions = Versuch es mit weniger Karten pro Hand, weniger Spielern oder weniger Parteien (--team), oder mit einem grösseren Budget: --max-positions { $more }, oder --time-limit 60.
cli-solve-gave-up-try-time = Versuch es mit weniger Karten pro Hand, weniger Spielern oder weniger Parteien (--team), oder mit mehr Zeit: --time-limit { $more }.

## kaiser deal
cli-deal-parties-not = { $players } Spieler in { $parties } Parteien, nicht { $asked }
# Zwischen den Parteienzahlen, die ein Tisch erlaubt: "2 oder 3".
cli-deal-or = oder
cli-deal-table = { $players } Spieler in { $parties } Parteien ({ $line }), je { $cards } Karten{ $discard }; { $need } von { $tricks ->
        [one] 1 Stich
       *[other] { $tricks } Stichen
    } gewinnen · Startwert { $seed }
cli-deal-discard = , { $n ->
        [one] eine wird
       *[other] { $n } werden
    } vor dem Spiel verdeckt weggelegt
cli-deal-dealer = Geber { $dealer }; { $leader } (die Vorhand) spielt aus.{ $again }
cli-deal-recut = { $n ->
        [one] Zuunterst lag ein Kaiser: Es wurde nochmals abgehoben.
       *[other] Zuunterst lag ein Kaiser: Es wurde { $n } Mal nochmals abgehoben.
    }
cli-deal-again = Zuerst { $n ->
        [one] einmal
       *[other] { $n } Mal
    } neu gegeben (alle vier Kaiser aufgedeckt).
cli-deal-umschlag = Umschlag (aufgedeckt, in der Reihenfolge des Gebens): { $cards }
cli-deal-face-up = { $card } (aufgedeckt)
cli-deal-stock = Stock: { $n ->
        [one] eine Karte
       *[other] { $n } Karten
    }

## kaiser odds
cli-odds-hand-empty = --hand ist leer: gib die Karten deiner Hand an, z. B. --hand Mugg,Jos,T3,Rosen-König,Eichel-Ass
cli-odds-empty-card = --hand { $hand }: ein leerer Kartenname (zwei Kommas, oder ein Komma am Ende)
cli-odds-card-twice = { $card } ist zweimal genannt; jede Karte gibt es nur einmal im Blatt
cli-odds-hand-size = --hand hat { $n ->
        [one] eine Karte
       *[other] { $n } Karten
    }; an einem Tisch mit { $players } Spielern hat in { $system } jede Hand { $tricks } Karten (gib die Karten an, mit denen du spielst)
cli-odds-seat = --seat muss 1 bis { $players } sein
cli-odds-partner-seat = --partner { $given }: Platz { $given } ist nicht dein Partner (du sitzt auf { $seat }; deine Partner: { $partners })
cli-odds-partner-many = mehr Hände mit --partner als Partner: du hast { $n ->
        [one] einen Partner
       *[other] { $n } Partner
    } ({ $partners })
cli-odds-partner-yours = { $card } ist in deiner eigenen Hand (--hand); ein Partner kann sie nicht auch halten
cli-odds-partner-twice = Platz { $seat } ist zweimal mit --partner genannt; gib die Karten jedes Partners einmal an
cli-odds-partner-empty = --partner { $value }: ein leerer Kartenname (zwei Kommas, oder ein Komma am Ende)
cli-odds-partner-size = --partner für Platz { $seat } nennt { $n } Karten; eine Hand hat { $tricks }
cli-odds-partner = Dein Partner auf Platz { $seat } hat { $cards }{ $rest ->
        [0] {""}
        [one] {" "}und eine Karte, die du nicht kennst
       *[other] {" "}und { $rest } Karten, die du nicht kennst
    }
# Das Wort nach der Zahl im Fortschrittsbalken: "412/1000 Verteilungen".
cli-odds-progress-deals = Verteilungen
cli-odds-too-big = ein Tisch mit { $players } Spielern und je { $tricks } Karten ist zu gross, um Verteilung für Verteilung gelöst zu werden (eine Verteilung brauchte mehr als { $budget } Stellungen); odds funktioniert für die kleineren Tische
cli-odds-your-hand = Deine Hand (Platz { $seat }, { $role }): { $cards }
cli-odds-role-vorhand = die Vorhand, du spielst aus
cli-odds-role-other = du spielst nicht aus
cli-odds-table = { $players } Spieler in { $parties } Parteien ({ $line }); deine Partei braucht { $need } von { $tricks ->
        [one] 1 Stich
       *[other] { $tricks } Stichen
    }.
cli-odds-no-margin = zu wenige Verteilungen für eine Fehlergrenze; versuch --samples 1000
cli-odds-margin-same = alle Verteilungen gingen gleich aus
cli-odds-margin-small = weniger als ±0,1 % bei 95 %
cli-odds-margin = ±{ $margin } % bei 95 %
cli-odds-result = Deine Partei macht ihre Stiche in { $percent } % von { $samples ->
        [one] einer zufälligen Verteilung
       *[other] { $samples } zufälligen Verteilungen
    } ({ $spread }).
cli-odds-note = Jede Verteilung der unbekannten Karten wird mit offenen Karten gelöst: als ob alle Hände offen lägen und alle bestmöglich spielten. Startwert { $seed }.

## kaiser check
cli-check-ok = ok: { $lessons ->
        [one] eine Lektion
       *[other] { $lessons } Lektionen
    } mit { $questions ->
        [one] einer Frage
       *[other] { $questions } Fragen
    }, { $scenarios ->
        [one] ein Szenario
       *[other] { $scenarios } Szenarien
    } mit { $tricks ->
        [one] 1 Stich oder Umschlag
       *[other] { $tricks } Stichen und Umschlägen
    }; jede angegebene Antwort stimmt mit der Regel-Engine überein

## kaiser glossary
cli-glossary-all = alle
cli-glossary-col-term = Begriff
cli-glossary-col-meaning = Bedeutung
cli-glossary-footer = Ein Begriff ausführlich: kaiser glossary BEGRIFF (z. B. kaiser glossary Stupf).
cli-glossary-systems = Systeme
cli-glossary-see-also = Siehe auch
cli-glossary-unknown = kein Begriff '{ $asked }' im Glossar; `kaiser glossary` zeigt alle Begriffe
cli-glossary-did-you-mean = kein Begriff '{ $asked }' im Glossar; meintest du { $near }?

## kaiser completions und kaiser man
cli-context-writing-completions = beim Schreiben des Vervollständigungsskripts
cli-context-rendering-man = beim Erstellen der Manpage
cli-context-writing-man = beim Schreiben der Manpage
cli-context-creating = beim Anlegen von { $path }
cli-context-rendering-page = beim Erstellen von { $page }
cli-context-writing = beim Schreiben von { $path }
cli-man-wrote = { $n ->
        [one] Eine Manpage geschrieben:
       *[other] { $n } Manpages geschrieben:
    }

## Die Begrüssung eines blossen `kaiser`: was es ist, drei Befehle zum Anfangen, wie weiter.
cli-greeting-about =
    wer beim Kaisern den Stich macht, und warum.
    Tutor und Regelexplorer für das Kartenspiel der Innerschweiz, Dorf für Dorf.
cli-greeting-start = Zum Anfangen:
cli-greeting-learn = Lektionen Schritt für Schritt, mit Fortschritt
cli-greeting-trick = wer diesen Stich macht, und warum
cli-greeting-rank = die Machtposition für einen Trumpf
cli-greeting-more = Alle Befehle: kaiser --help · Wörter des Spiels: kaiser glossary

## src/text/cite.rs: Zitate in Buchform. Stellenangaben in Worten, in der Sprache des Lesers.
cli-cite-and = und
cli-cite-footnote = Fussnote { $n }
cli-cite-footnotes = Fussnoten { $n }
cli-cite-row = Zeile { $n }
cli-cite-rows = Zeilen { $n }
cli-cite-example = Beispiel { $n }
# Eine Lesart von kaiser (wo die Quellen unklar sind), nie das Wort einer Quelle.
cli-cite-reading = unsere Lesart { $n }
cli-cite-readings = unsere Lesarten { $n }
# Wie jeder Bildschirm auf eine Lesart verweist (text::reading_ref): was sie ist und der
# Befehl, der sie ganz zeigt.
cli-reading-ref = unsere Lesart { $n }; siehe `kaiser readings { $n }`
# Unter einer Stich-Erklärung, in eckigen Klammern wie auf jedem Bildschirm: alle Schritte
# stützen sich auf eine Quelle …
cli-cite-source = [{ $source }]
# … oder auf mehrere: je Quelle eine Zeile mit ihren Schritten.
cli-cite-steps = [{ $n ->
    [one] Schritt
   *[other] Schritte
} { $steps }: { $source }]

## kaiser sources
cli-sources-systems = Regelsysteme: { $systems }
cli-sources-sections = Abschnitte:
cli-sources-footer = Eine Quelle mit ihren Abschnitten: kaiser sources ID (z. B. kaiser sources achermann).
cli-sources-unknown = keine Quelle '{ $asked }'; `kaiser sources` listet alle auf
cli-sources-did-you-mean = keine Quelle '{ $asked }'; meintest du { $near }?
cli-readings-english = Die Lesarten sind englisch geschrieben; ihre Zitate sind das Deutsch der Quellen.
cli-readings-footer = Eine Lesart ganz: kaiser readings N (z. B. kaiser readings 29).
cli-readings-unknown = keine Lesart «{ $asked }»; die Lesarten sind von 1 bis { $last } nummeriert (`kaiser readings` listet sie)

## kaiser arena
cli-arena-unknown = unbekannte Strategie '{ $name }': random, greedy, pimc, best oder level1 bis level4
cli-arena-deals = --deals muss mindestens 1 sein
cli-arena-progress-deals = Verteilungen
cli-arena-table = { $players } Spieler in { $parties } Parteien ({ $line }); { $deals ->
        [one] eine Verteilung
       *[other] { $deals } Verteilungen
    }, jede { $plays ->
        [2] zweimal gespielt, die Strategien vertauscht
       *[other] { $plays }-mal gespielt, mit A reihum bei jeder Partei
    }.
cli-arena-sides = A: { $a } (Stufe { $alevel }) · B: { $b } (Stufe { $blevel })
cli-arena-wins = A gewinnt { $percent } % der { $hands } Spiele (±{ $margin } % bei 95 %; ausgeglichen wäre { $even } %).
cli-arena-points = Punkte von A pro Spiel mit dem Einsatz: { $points } (±{ $margin } bei 95 %).
cli-arena-time = Zeit pro Entscheid, { $side } ({ $strategy }): Median { $median } ms, Mittel { $mean } ms, 95 % innert { $p95 } ms ({ $decisions } Entscheide).
cli-arena-note = Startwert { $seed }. Jede Verteilung wird für jede Partei mit denselben Karten gespielt; ein Spiel, das niemand schreibt, zählt als ausgeglichen. Die Zeiten sind auf dieser Maschine gemessen und ändern von Lauf zu Lauf.

# kaiser puzzle (src/cli/puzzle.rs) und sein Teil von kaiser check und kaiser solve.
cli-check-puzzles = ok: { $puzzles ->
        [one] eine Aufgabe
       *[other] { $puzzles } Aufgaben
    } in { $files ->
        [one] einer Datei
       *[other] { $files } Dateien
    } neu gelöst, jede mit einer einzigen Antwort
cli-solve-lead-not-held = { $player } kann { $card } nicht ausspielen: nicht in der Hand oder jetzt nicht erlaubt
cli-solve-played-empty = --played { $cards }: ein leerer Kartenname (zwei Kommas oder ein Komma am Ende); schreibe --played KARTE,KARTE in der Spielfolge ab dem ersten Spieler
cli-solve-played-not-held = { $player } kann { $card } nicht in diesen Stich gespielt haben: nicht in der Hand oder damals nicht erlaubt; --played nennt die Karten des Stichs in der Spielfolge ab der ersten --hand, und die --hand jedes Spielers enthält die gespielte Karte
cli-solve-move-not-allowed = { $player } kann { $card } jetzt nicht spielen: nicht in der Hand oder nach den Karten auf dem Tisch nicht erlaubt
cli-solve-down-not-allowed = { $player } kann { $card } jetzt nicht verdeckt ablegen: nicht in der Hand, das System kennt kein verdecktes Ablegen, noch niemand hat in den Stich gespielt, oder wer stechen kann, muss stechen; versuche --move { $card }, um sie offen zu spielen
cli-solve-no-move = { $player } hat nach den Karten auf dem Tisch keine Karte zu spielen
cli-puzzle-theme = kein Aufgabenthema '{ $theme }'; die Themen: { $themes }
cli-puzzle-theme-not-here = das Regelsystem '{ $system }' kennt '{ $theme }' nicht (keine seiner Karten spielt diese Rolle)
cli-puzzle-theme-not-named = das Regelsystem '{ $system }' kennt '{ $theme }' nicht: «hiratä» ist ein Wort des Stanser Spiels, mit dr Fuil genannt { $source }, und die Quelle von { $system } kennt es nicht; versuch --variant stans, buochs oder wolfenschiessen
cli-puzzle-theme-elsewhere = keine Aufgabe von { $system } zeigt '{ $theme }': kaiser hat es nur in { $systems } gefunden; versuche --variant mit einem davon
cli-puzzle-theme-nowhere = noch keine mitgelieferte Aufgabe zeigt '{ $theme }'
cli-puzzle-none-mined = keine solche Aufgabe in den Verteilungen mit Startwert { $seed } ({ $system }); versuche einen anderen Startwert, Level oder ein anderes Thema
cli-puzzle-cut-progress = Verteilungen von { $system } nach einer Aufgabe zum verdeckten Ablegen durchsucht
cli-puzzle-none-cut = keine Aufgabe zum verdeckten Ablegen in den ersten { $deals } Verteilungen mit Startwert { $seed } ({ $system }): Stellungen, in denen nur eine verdeckt abgelegte Karte es schafft, sind selten; versuche einen anderen Startwert, etwa --seed { $next }, oder eine mitgelieferte: kaiser puzzle --variant { $system } --theme face-down
cli-puzzle-view-not-here = { $system } hat keine Rätsel nur aus deiner Sicht: Dort sieht niemand eine Karte seiner Partner (unsere Lesart 38; siehe `kaiser readings 38`); versuche es ohne --view und --level 4
cli-puzzle-no-id = keine mitgelieferte Aufgabe '{ $id }' in { $system }
cli-puzzle-none = keine solche mitgelieferte Aufgabe in { $system }; versuche ein anderes Level oder Thema, oder erzeuge eine mit --seed
