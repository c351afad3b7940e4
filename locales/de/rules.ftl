# The rules engine: its reasoning and its errors (crates/kaiser-engine/src/). Card, suit, rank and rule
# names and the game's words (Stecher, Throner, Stupf, Kaiser, Kritz, ...) stay German.

# Why a trick cannot be resolved (crates/kaiser-engine/src/trick.rs, TrickError)
rules-trick-empty = keine Karten: nenne die Karten des Stichs in der Reihenfolge, in der sie gespielt werden, die ausgespielte zuerst
rules-trick-too-many = { $n } Karten in einem Stich; ein Stich hat höchstens { $max } (eine Karte pro Spieler)
rules-trick-duplicate = { $card } wurde zweimal gespielt; jede Karte gibt es im Blatt nur einmal
rules-trick-not-in-deck = { $card } ist nicht im Blatt { $deck } des Regelsystems '{ $system }'
rules-trick-not-in-deck-other = { $card } ist nicht im Blatt { $deck } des Regelsystems '{ $system }'; die Karte gibt es in { $other } (wähle das Blatt mit --deck)
rules-trick-face-down-system = '{ $system }' kennt kein verdecktes Ablegen: seine Quellen erlauben es nicht (lass --down weg)
rules-trick-face-down-leading = die ausgespielte Karte wird nie verdeckt abgelegt ({ $reading }); markiere mit --down eine spätere Karte
rules-trick-face-down-not-played = { $card } ist mit --down markiert, gehört aber nicht zu den Karten des Stichs; nenne sie auch unter den Karten

# How the explanation names cards (crates/kaiser-engine/src/trick.rs, label and names)
rules-label-unannounced = { $card } (nicht angesagt: eine gewöhnliche 10)
rules-names-none = keine Karte
rules-names-or = { $list } oder { $last }

# The class of a row, as tables show it (crates/kaiser-engine/src/system/, Class::name)
rules-class-plain = gewöhnlich

# The reasoning of a trick, one sentence per card (crates/kaiser-engine/src/trick.rs, explain).
# $class is `plain` or the game's word (Throner, Stecher).
rules-lead-suit = { $me } wird ausgespielt: der Stich hat die Farbe { $suit }.
rules-lead-stecher = { $me } wird ausgespielt. Das ist ein Stecher, also hat der Stich keine Farbe: nur ein höherer Stecher kann ihn machen.
rules-lead-stupf = { $me } wird als Stupf ausgespielt, also hat der Stich keine Farbe: { $who }.
rules-stupf-who-stecher = nur ein höherer Stecher kann ihn machen
rules-stupf-who-only = nur { $names } kann ihn machen
rules-lead-demoted-stupf = { $me } wird im ersten Stich ausgespielt, wo die Karte kein Stupf ist, sondern nur eine gewöhnliche Karte: der Stich hat die Farbe { $suit }.
rules-takes-stecher = { $me } sticht { $them }: ein Stecher sticht jede Karte unter sich (Position { $mine } über { $theirs }).
rules-takes-in-suit = { $me } sticht { $them }: { $suit } wurde ausgespielt, und in der ausgespielten Farbe sticht { $class ->
        [plain] eine gewöhnliche Karte
       *[other] ein { $class }
    } jede tiefere Karte (Position { $mine } über { $theirs }).
rules-takes-stupf-taken-by = { $me } sticht { $them }: als ausgespielte Karte wird { $them } nur von { $names } gestochen.
rules-takes-stecher-over-stupf = { $me } sticht den ausgespielten Stupf { $them }: ein höherer Stecher sticht einen Stupf (Position { $mine } über { $theirs }).
rules-takes-extra = { $me } sticht die ausgespielte Karte { $them }.
rules-takes-extra-switch = { $me } sticht die ausgespielte Karte { $them } (Schalter { $switch } ist an).
rules-fails-too-low = { $me } sticht { $them } nicht: Position { $mine } liegt unter Position { $theirs }.
rules-fails-off-suit = { $me } sticht nicht: die Karte ist keine { $suit }-Karte, und { $class ->
        [plain] eine gewöhnliche Karte
       *[other] ein { $class }
    } sticht nur in der ausgespielten Farbe ({ $suit }).
rules-fails-no-suit = { $me } sticht nicht: ausgespielt wurde ein Stecher oder Stupf, der Stich hat also keine Farbe, und so sticht { $class ->
        [plain] eine gewöhnliche Karte
       *[other] ein { $class }
    } nichts.
rules-fails-trump-plain = { $me } sticht nicht: eine gewöhnliche Karte der Trumpffarbe sticht nichts.
rules-fails-stupf-not-led = { $me } sticht nicht: ein Stupf zählt nur, wenn er ausgespielt wird.
rules-fails-stupf-only-by = { $me } sticht die ausgespielte Karte { $them } nicht: das kann nur { $names }.
rules-fails-limited = { $me } sticht { $them } nicht: eine Regel dieses Systems beschränkt, was { $me } sticht.
rules-face-down = { $me } wird verdeckt abgelegt, wie die Quelle es erlaubt; die Karte sticht nichts und zählt in diesem Stich nicht ({ $reading }), also hält { $them } ihn weiter.
rules-fails-stupf-needs-stecher = { $me } sticht den ausgespielten Stupf { $them } nicht: das kann nur ein höherer Stecher.
rules-blocks = { $me } blockiert { $names }: sie verlieren ihre Kraft zu stechen. Den Stich hält jetzt { $holder }.

# The Umschlag: its errors and its reasoning (crates/kaiser-engine/src/umschlag.rs)
rules-umschlag-empty = keine Karten: nenne die aufgedeckten Karten in der Reihenfolge des Gebens
rules-umschlag-too-many = { $n } aufgedeckte Karten; eine pro Spieler, höchstens 12
rules-umschlag-duplicate = { $card } ist zweimal genannt; jede Karte gibt es nur einmal
rules-umschlag-not-in-deck = { $card } ist nicht im Blatt { $deck }
rules-umschlag-kaiser = { $card } ({ $name }) ist ein Kaiser und macht nie Trumpf.
rules-umschlag-kaiser-last = { $card } ({ $name }) ist ein Kaiser: im Umschlag kommt ein Kaiser nach dem König, er macht also nur Trumpf, wenn jede aufgedeckte Karte ein Kaiser ist.
# Ein Schritt, der auf unserer Lesart beruht, nicht auf der Quelle (docs/readings.md).
rules-umschlag-reading-mark = (unsere Lesart { $n })
rules-umschlag-reading = { $text } ({ $reading })
rules-umschlag-lowest-ass = { $card } ist die tiefste aufgedeckte Karte (das Ass ist die tiefste Karte).
rules-umschlag-lowest = { $card } ist die tiefste aufgedeckte Karte (das Ass ist die tiefste Karte, dann 3, 4, ... bis zum König).
rules-umschlag-ties = { $cards } ist gleich tief, wurde aber später gegeben: die zuerst gegebene Karte macht Trumpf.
rules-umschlag-trump = { $suit } ist Trumpf.
rules-umschlag-redeal = Aufgedeckt liegen die vier Kaiser und sonst nichts: mischen und neu geben.
rules-umschlag-kaiser-order = Jede aufgedeckte Karte ist ein Kaiser: dann macht der tiefste Kaiser nach Stechwert Trumpf, in der Reihenfolge { $order }.
rules-umschlag-lowest-kaiser = { $card } ist der tiefste von ihnen: { $suit } ist Trumpf.
rules-umschlag-none-can = Jede aufgedeckte Karte ist ein Kaiser, und keiner kann hier Trumpf machen: dreh die oberste Karte des Stocks um.
rules-umschlag-turn-stock = Jede aufgedeckte Karte ist ein Kaiser: nach dem Geben wird die oberste Karte des Stocks umgedreht, und ihre Farbe ist Trumpf.
rules-umschlag-turned = Die umgedrehte Karte ist { $card }: { $suit } ist Trumpf.

# A table of named players with hands (src/text/hand.rs, error)
rules-hand-too-few = ein Spiel braucht mindestens zwei Spieler; gib pro Spieler ein --hand an
rules-hand-too-many = { $players } Spieler: das Regelsystem '{ $system }' kennt nur { $allowed }
rules-hand-duplicate-player = Spieler '{ $name }' ist zweimal genannt; gib jedem Spieler ein einziges --hand
rules-hand-card-twice-in-hand = { $card } ist zweimal in der Hand von { $holder }; jede Karte gibt es nur einmal
rules-hand-card-twice = { $card } ist in der Hand von { $first } und in der von { $second }; jede Karte gibt es nur einmal
rules-hand-unequal = ungleich grosse Hände: { $sizes }; jeder Spieler hält gleich viele Karten wie die anderen
rules-hand-empty = die Hand von { $name } ist leer
rules-hand-unknown-player = --team nennt '{ $name }', der kein --hand hat (Spieler: { $players })
rules-hand-two-teams = '{ $name }' ist in zwei Parteien
rules-hand-teams = --team braucht mindestens zwei Parteien mit je mindestens einem Spieler (erhalten: { $teams }); oder gib kein --team an: dann spielt jeder allein
rules-hand-no-team = '{ $name }' ist in keiner Partei; jeder Spieler gehört zu genau einem --team (oder gib kein --team an: dann spielt jeder allein)
rules-hand-need = --need { $need }: eine Partei braucht 1 bis { $tricks ->
        [one] 1 Stich
       *[other] { $tricks } Stiche
    }

# How many players a system allows, in words (src/text/hand.rs, players)
rules-players-nobody = niemand
rules-players-range = { $from } bis { $to } Spieler
rules-players-one = { $n } Spieler
rules-players-list = { $list } oder { $last } Spieler

# Dealing and playing a hand (src/text/hand.rs, deal_error)
rules-deal-players = das Regelsystem '{ $system }' hat keinen Tisch für { $players } Spieler; möglich sind { $allowed }
rules-deal-redeals = { $n } Mal hintereinander musste neu gegeben werden
rules-deal-hand-over = das Spiel ist vorbei
rules-deal-not-in-hand = { $card } ist nicht in dieser Hand
rules-deal-not-now = { $card } darf jetzt nicht gespielt werden
rules-deal-face-down-not-here = { $card } darf nicht verdeckt abgelegt werden: nach diesen Regeln wird keine Karte verdeckt abgelegt
rules-deal-face-down-leading = { $card } darf nicht verdeckt abgelegt werden: die erste Karte eines Stichs wird offen gespielt
rules-deal-face-down-must-take = { $card } darf nicht verdeckt abgelegt werden: wer diesen Stich nehmen kann, muss

# The exact search (crates/kaiser-engine/src/solver.rs, TooBig)
rules-solver-too-big = diese Verteilung ist zu gross, um sie genau zu lösen: mehr als { $n } Stellungen ohne Antwort; versuch es mit weniger Karten oder weniger Spielern
rules-solver-line-mismatch = die Spiellinie des Lösers führt nicht zu seinem eigenen Ergebnis; das ist ein Fehler in kaiser: bitte mit dem Befehl melden

# Building the Machtposition table (crates/kaiser-engine/src/power.rs, PowerError)
rules-power-not-a-banner = --unannounced erwartet einen Banner (einen Kaiser), nicht { $card }
rules-power-no-kaiser = das Regelsystem '{ $system }' hat keine Kaiser: seine Banner sind immer gewöhnliche Zehner, es gibt also nichts, das unangesagt bleiben könnte
rules-power-deck = das Regelsystem '{ $system }' spielt nicht mit dem Blatt { $deck }; es spielt mit { $decks }
rules-power-switch = das Regelsystem '{ $system }' hat keinen Schalter '{ $name }'; es hat: { $known }
# An empty list of names (switches)
rules-none = keine

# Loading a rule system (crates/kaiser-engine/src/system/, SystemError): the file, the line and the problem
rules-system-unknown = unbekanntes Regelsystem '{ $id }'; bekannt: { $known }
rules-system-unknown-file = unbekanntes Regelsystem '{ $id }'; bekannt: { $known }. Eine Regelsystem-Datei gibst du mit --variant-file { $id } an
rules-system-unknown-suggest = unbekanntes Regelsystem '{ $id }'; bekannt: { $known } (meintest du { $suggestion }?)
rules-pattern-unknown-rank = unbekannter Rang '{ $rank }' im Muster '{ $pattern }'
rules-pattern-unknown = { $problem }; ein Muster ist eine Karte (Rosen-König), eine Trumpfkarte (T-7) oder ein Rang in jeder Farbe (*-König)
rules-system-yaml = kein gültiges YAML: { $info }
rules-system-yaml-anchor = kein gültiges YAML: { $info } (ein Muster, das mit * beginnt, muss in Anführungszeichen stehen: '*-König')
rules-system-alias = Aliase (*name) sind in einer Regelsystem-Datei nicht erlaubt: schreib den Wert aus
rules-system-too-deep = mehr als { $max } Ebenen tief verschachtelt; eine Regelsystem-Datei braucht fünf
rules-system-too-big = die Datei hat { $bytes } Bytes; ein Regelsystem hat höchstens { $max } Bytes
rules-system-extends-deep = 'extends' verkettet mehr als { $max } Systeme
rules-system-extends-unknown = 'extends: { $parent }' nennt kein bekanntes Regelsystem
rules-system-extends-cycle = 'extends: { $parent }' bildet einen Kreis
rules-system-format-version = format_version { $version } versteht dieses kaiser nicht (es liest { $reads })
rules-system-missing = '{ $what }' fehlt (gib es hier an oder im System, das 'extends' nennt)
rules-system-bad-id = die ID '{ $id }' muss aus 1 bis 40 Zeichen a-z, 0-9, '-' oder '_' bestehen und mit einem Buchstaben beginnen
rules-system-title-empty = 'title' ist leer
rules-system-sources-empty = 'sources' ist leer: nenne, woher die Regeln stammen
rules-system-decks-empty = 'decks' ist leer
rules-system-deck-twice = 'decks' nennt ein Blatt zweimal
rules-system-kaiser-order = umschlag: 'all_kaiser: kaiser-order' braucht 'kaiser_order' (eine Liste von Farben)
rules-system-umschlag-basis = umschlag: gib 'basis.{ $key }' (eine Quelle oder eine Lesart) oder eine 'source' für jeden Schritt
rules-system-umschlag-empty = umschlag: eine Grundlage braucht ein Zitat oder eine Lesart mit ihrer Nummer (1 oder mehr) und ihrem Text in 'en' und 'de'
rules-system-partners-basis = partners: eine Grundlage braucht ein Zitat oder eine Lesart mit ihrer Nummer (1 oder mehr) und ihrem Text in 'en' und 'de'; ein Sprecher braucht 'from' von 2 oder mehr
rules-system-citation-missing = citations: '{ $key }' fehlt; nenne die Quelle dieser Regel
rules-system-bad-switch = der Schaltername '{ $name }' muss aus 1 bis 40 Zeichen a-z, 0-9 oder '_' bestehen (so, wie er nach --switch getippt wird)
rules-system-set-switch = set_switches: kein Schalter '{ $name }'; dieses System hat: { $known }
rules-system-rows-count = 'rows' muss 1 bis 64 Zeilen enthalten
rules-system-row-cards-empty = 'cards' ist leer
rules-system-row-source-empty = 'source' ist leer: nenne die Quelle dieser Zeile
rules-system-row-stupf-only = 'taken_by' und 'not_in_first_trick' gehören nur zur Klasse stupf
rules-system-limit-not-in-row = limits nennt { $pattern }, das keine Karte dieser Zeile ist; setz die Einschränkung auf die Zeile, die sie enthält
rules-system-limit-empty = eine Einschränkung braucht 'takes_only' oder 'cannot_take'
rules-system-extra-switch = extra_takes nennt den Schalter '{ $switch }', der unter 'switches' nicht definiert ist (definiert: { $known })
rules-system-nickname-pattern = ein Übername nennt eine Karte, kein '*-'-Muster
rules-system-nickname-empty = der Übername '{ $name }' ist leer oder nicht druckbar
rules-system-nickname-taken = der Übername '{ $name }' ist schon der Name von { $existing }; wähle einen anderen
rules-system-nickname-twice = der Übername '{ $name }' ist zweimal vergeben
rules-system-table-players = players muss 2 bis 12 sein
rules-system-table-parties = { $players } Spieler können nicht in { $parties } gleich grossen Parteien sitzen
rules-system-table-discard = cards muss grösser als discard sein
rules-system-table-cards = { $players } Spieler x { $cards } Karten sind mehr als die { $biggest } Karten des grössten Blatts
rules-system-table-deck = das Blatt { $deck } ist keines der Blätter dieses Systems
rules-system-table-deck-cards = { $players } Spieler x { $cards } Karten sind mehr als die { $size } Karten des Blatts { $deck }
rules-system-table-need = need muss 1 bis { $tricks } sein (die Stiche eines Spiels)
rules-system-no-row = { $card } hat unter Trumpf { $trump } keine Zeile (Blatt { $deck }); füge die Karte einer Zeile hinzu, z. B. mit '*-{ $rank }'
rules-system-no-row-unannounced = { $card } hat unter Trumpf { $trump } keine Zeile (Blatt { $deck }, Kaiser nicht angesagt); füge die Karte einer Zeile hinzu, z. B. mit '*-{ $rank }'

# The stake section of a rule-system file (src/text/stake.rs, invalid)
rules-stake-missing = '{ $what }' fehlt (gib es hier an oder im System, das 'extends' nennt)
rules-stake-kritze-rising = { $field }: { $values } müssen steigende Kritz-Zahlen von 1 bis 9 sein, jede nur einmal
rules-stake-kritze-empty = { $field } ist leer; gib die Kritze an, die dann erlaubt sind
rules-stake-kritze-not-allowed = { $field }: { $value } gehört nicht zu kaiser.values { $allowed }
rules-stake-source-empty = { $field }.source ist leer: nenne die Quelldatei, den Abschnitt und ein kurzes Zitat
rules-stake-table-value = table.value muss mindestens 1 sein
rules-stake-raise = raise: 'name' muss angegeben und 'step' mindestens 1 sein
rules-stake-stepwise = kaiser.stepwise gibt einen Kritz nach dem anderen, also muss kaiser.values 1 bis n sein; es ist { $values }
rules-stake-max-per-announcement = kaiser.max_per_announcement muss mindestens 1 sein
rules-stake-joint-three = kaiser.joint_three braucht die 3 in kaiser.values
rules-stake-target-values = target.values muss Ziele von mindestens 1 nennen
rules-stake-target-default = target.default { $target } ist nicht erlaubt; { $targets }
rules-stake-target-by-table = target.by_table: { $target } ist nicht erlaubt; { $targets }
rules-stake-board-raise = board braucht 'raise': der Knopf rückt um einen Erhöhungsschritt vor
rules-stake-board-fields = board.fields { $fields } muss bei table.value { $table } beginnen und um raise.step { $step } steigen
rules-stake-freien-raise = freien braucht 'raise': Freien rückt den Knopf um einen Erhöhungsschritt vor
rules-stake-zu-hause = zu_hause_bleiben: from { $from } muss mindestens to { $to } sein (Ziel minus from .. Ziel minus to)
rules-stake-gespielt-below = gespielt_bleiben.below { $below } muss kleiner als zu_hause_bleiben.to { $to } sein
rules-stake-gespielt-table = gespielt_bleiben.table muss mindestens 1 sein

# The game targets in words (src/text/stake.rs, targets); $list is e.g. "51 or 101"
rules-stake-targets = die Partie geht auf { $list }
rules-stake-targets-odd = die Partie geht auf { $list } oder jede andere ungerade Zahl
rules-stake-targets-any = die Partie geht auf { $list } oder jede andere Zahl
rules-stake-nothing = nichts

# Moves the stake rules refuse (src/text/stake.rs, error)
rules-stake-no-party = es gibt keine Partei { $party }; der Einsatz eines Spiels gilt zwischen Partei 0 und Partei 1
rules-stake-hand-over = das Spiel ist vorbei; fang das nächste an
rules-stake-target = ein Partieziel von { $target } ist nicht möglich; { $targets }
rules-stake-game-over = die Partie ist vorbei: Partei { $party } hat das Ziel erreicht; fang eine neue an
rules-stake-no-raise = dieses Regelsystem kennt kein Erhöhen: das Spiel ist die Tafel wert, { $table }
rules-stake-window = { $what } geht nicht { $now }: erlaubt ist es { $window }
rules-stake-pending = Partei { $party } wartet mit { $what } noch auf eine Antwort: zuerst sagt Partei { $other } kommen oder gehen
rules-stake-answer-first = Partei { $party } wartet mit { $what } auf eine Antwort: zuerst kommen oder gehen, dann erhöhen
rules-stake-alternation = Partei { $party } hat das letzte { $name } gemacht: Partei { $other } muss eines machen, bevor Partei { $party } wieder darf ({ $name } geht abwechselnd)
rules-stake-gespielt = { $name }: Partei { $party } liegt in der Partie vorn und darf nur erhöhen, indem sie Kaiser ansagt, nicht mit { $what }
rules-stake-nothing-pending = nichts wartet auf eine Antwort: kommen beantwortet eine Erhöhung der anderen Partei
rules-stake-own-raise = Partei { $party } kann ihre eigene Erhöhung nicht beantworten; Partei { $other } beantwortet sie (kommen oder gehen)
rules-stake-no-kaiser = dieses Regelsystem hat keine Kaiser zum Ansagen
rules-stake-not-a-kaiser = { $card } ist kein Kaiser; die Kaiser sind die vier Banner
rules-stake-kaiser-twice = { $card } ist in diesem Spiel schon angesagt
rules-stake-empty-announcement = eine Ansage nennt mindestens einen Kaiser
rules-stake-too-many-kaiser = { $count } Kaiser in einer Ansage: höchstens { $max } dürfen auf einmal angesagt werden
rules-stake-kaiser-value = ein Kaiser mit { $kritze ->
        [one] einem Kritz
       *[other] { $kritze } Kritzen
    } ist nicht erlaubt{ $why }; erlaubt: { $allowed }
rules-stake-first-kaiser-three = der erste Kaiser des Spiels muss an diesem Tisch mit 3 geschrieben werden (als Kaiser, nicht als Dipfili)
rules-stake-not-stepwise = Kritze gibt man hier in einer einzigen Ansage (kein «Kommt Ihr?» Schritt für Schritt); sag den Kaiser mit allen seinen Kritzen an
rules-stake-unknown-kaiser = Partei { $party } hat keinen angenommenen Kaiser { $card }, dem sie noch einen Kritz geben könnte; sag ihn zuerst an
rules-stake-no-joint = zwei Kaiser können sich hier keine 3 teilen; sag jeden mit seinen eigenen Kritzen an
rules-stake-no-freien = dieses Regelsystem kennt kein { $what }
rules-stake-freien-right = Partei { $party } darf nicht { $what }: { $why }
rules-stake-no-gehen = dieses Regelsystem kennt kein Gehen: das Spiel wird fertig gespielt
rules-stake-no-false-kaiser-rule = dieses Regelsystem hat keine Regel für einen falschen Kaiser
rules-stake-no-kaiser-announced = Partei { $party } hat in diesem Spiel keinen Kaiser angesagt, also kann keiner ihrer Kaiser falsch sein
rules-stake-already-false = in diesem Spiel ist schon ein falscher Kaiser bewiesen
rules-stake-unanswered = Partei { $party } wartet mit { $what } noch auf eine Antwort; beantworte sie (kommen oder gehen), bevor { $next }
rules-stake-order = { $what } geht nicht { $now }
rules-stake-no-night-deal = jetzt wird nicht verdeckt (nachts) gegeben: { $why }
# Why a Kaiser value is not allowed: the end-game state's name (after a space)
rules-stake-why-goes = für Partei { $party } jetzt ({ $name })

# Where a hand stands, and when a move is allowed (src/text/stake.rs, stage and window)
rules-stake-stage-before-deal = vor dem Geben
rules-stake-stage-dealing = während des Gebens
rules-stake-stage-play = nach dem ersten Ausspielen
rules-stake-stage-over = nach dem Spiel
rules-stake-from-before-deal = schon vor dem Geben
rules-stake-from-deal = ab dem Geben
rules-stake-until-first-lead = bis zum ersten Ausspielen
rules-stake-until-last-card = bis zur letzten Karte des Spiels

# Moves and raises in words (src/text/stake.rs, raise)
rules-stake-raise-word = Erhöhung
rules-stake-joint-kaiser = Kaiser ({ $a } und { $b }, zusammen 3)
rules-stake-kritz-for = Kritz für { $card }
rules-stake-announcing-kaiser = einen Kaiser ansagen
rules-stake-dealing = geben
rules-stake-now-dealt = mehr: die Karten sind schon gegeben
rules-stake-leading = ausspielen
rules-stake-leading-first = das erste Ausspielen
rules-stake-now-twice = zweimal
rules-stake-winning-by-tricks = mit Stichen gewinnen
rules-stake-next-dealt = die erste Karte gegeben wird
rules-stake-next-led = die erste Karte ausgespielt wird
rules-stake-next-hand-ends = das Spiel endet

# Why Freien or Nachfreien is refused (src/text/stake.rs, freien_bar)
rules-freien-beyond-start = { $name }: der Knopf steht schon nicht mehr am Start
rules-freien-gespielt = { $name }: der Knopf beginnt schon auf { $table }, es gibt also nichts zu freien
rules-freien-zu-hause = { $name }: die bessere Partei darf nicht mehr freien (der Knopf bleibt zu Hause)
rules-freien-led = das muss vor dem Ausgeben der ersten Karte geschehen
rules-freien-missed = es muss vor jedem Spielen und jedem Kaiser kommen; der Moment ist verpasst
rules-freien-not-agreed = Nachfreien wurde für diese Partie nicht abgemacht
rules-freien-nobody-yet = noch niemand hat gefreit
rules-freien-other-party = nachfreien darf nur die andere Partei
rules-freien-vordersitz = im Vordersitz (die freiende Partei gibt nicht) gibt es kein Nachfreien
rules-freien-nach-done = Nachfreien ist schon gemacht
rules-freien-done = Freien ist schon gemacht
rules-freien-first-hand = im ersten Spiel einer Partie darf niemand freien
rules-freien-loser = das darf nur Partei { $party }, die das letzte Spiel verloren hat

# The covered (night) deal (src/text/stake.rs, night_bar)
rules-night-none = dieses Regelsystem kennt kein verdecktes Geben (nachts)
rules-night-max = nach { $max } Mal Einwerfen wird das Spiel auf jeden Fall gespielt und wie gewohnt gegeben
rules-night-needs = { $name } braucht beide Parteien auf { $points } oder mehr

# A booked hand (src/text/stake.rs, booking)
rules-booking = Partei { $party } schreibt { $points } auf ({ $how })
rules-booking-tricks = mit Stichen
rules-booking-gehen = die andere Partei ist gegangen
rules-booking-false-kaiser = die andere Partei hat einen falschen Kaiser angesagt

# Meldungen von Bibliotheken (YAML-Fehler von serde, Zahlen), in der Sprache des Benutzers
# neu gebaut von i18n::library_message.
rules-lib-missing-field = das Feld `{ $field }` fehlt
rules-lib-duplicate-field = das Feld `{ $field }` steht doppelt
rules-lib-unknown-field = unbekanntes Feld `{ $name }`; erwartet: { $allowed }
rules-lib-unknown-variant = unbekannter Wert `{ $name }`; erwartet: { $allowed }
rules-lib-no-fields = unbekanntes Feld `{ $name }`; hier sind keine Felder erlaubt
rules-lib-invalid-type = falscher Typ: { $found }; erwartet: { $expected }
rules-lib-invalid-value = ungültiger Wert: { $found }; erwartet: { $expected }
rules-lib-invalid-length = falsche Länge { $found }; erwartet: { $expected }
rules-lib-not-in-range = { $value } liegt nicht im Bereich { $range }
rules-lib-invalid-digit = keine ganze Zahl
rules-lib-empty-number = leere Zahl
rules-lib-too-large = die Zahl ist zu gross
rules-lib-too-small = die Zahl ist zu klein
rules-lib-unknown-field-one-of = unbekanntes Feld `{ $name }`; erlaubt sind { $allowed }
rules-lib-unknown-variant-one-of = unbekannter Wert `{ $name }`; erlaubt sind { $allowed }
rules-lib-control-characters = Steuerzeichen sind nicht erlaubt
rules-lib-text-expected = ein Text oder eine Zuordnung mit `en` und `de`
rules-text-blank = der Text unter `{ $field }` ist leer; schreib einen Text für beide Sprachen oder `{"{"}en: ..., de: ...{"}"}` mit einem Text in jeder
rules-lib-a-map = eine Zuordnung von Feldern (Schlüssel: Wert)
rules-lib-word-sequence = Liste
rules-lib-word-map = Zuordnung
rules-lib-word-nothing = nichts
rules-lib-word-string = Text
rules-lib-word-integer = Zahl
rules-lib-word-float = Kommazahl
rules-lib-word-boolean = Wahrheitswert
rules-lib-word-a-boolean = ein Wahrheitswert (true oder false)
rules-lib-word-a-string = ein Text
rules-lib-word-a-sequence = eine Liste
rules-lib-word-a-number = eine ganze Zahl

## Die Meldungen des YAML-Parsers (er spricht nur Englisch): text/system.rs `syntax`.
rules-yaml-flow-sequence = eine Liste in [ ] ist nicht geschlossen: ',' oder ']' erwartet
rules-yaml-flow-mapping = eine Zuordnung in { "{" } { "}" } ist nicht geschlossen: ',' oder '{ "}" }' erwartet
rules-yaml-block-mapping = eine Zeile ist anders eingerückt als die Zeilen um sie, oder ein Schlüssel fehlt
rules-yaml-block-collection = ein Listeneintrag ohne '- ', oder anders eingerückt als die anderen
rules-yaml-no-value = ein Wert fehlt
rules-yaml-open-quote = ein Anführungszeichen wird nie geschlossen
rules-yaml-tab = ein Tabulator, wo YAML Leerzeichen verlangt
rules-yaml-colon = ein ': ', wo kein Schlüssel beginnen kann (einen Text mit ': ' in Anführungszeichen setzen)
rules-yaml-dash = ein Listeneintrag '- ', wo keine Liste beginnen kann (Einrückung prüfen)
rules-yaml-indentation = falsche Einrückung
rules-yaml-anchor = ein Verweis (*Name) ohne seinen Anker
