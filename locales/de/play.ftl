# Der Spieltisch (src/tutor/play.rs): eine ganze Partie gegen den Computer. Die Wörter des
# Spiels (Spieldrei, kommen, gehen, Kritz) bleiben, wie die Quellen sie schreiben; die eigenen
# Wörter jedes Dorfs kommen aus dem YAML seines Systems (src/text/words.rs).

# Plätze und Parteien.
play-seat-you = A (du)
play-you-mark = {" "}(du)
# Du bist dran (ask_turn).
# Was eine Erhöhung bewirkt, nach dem Wort des Dorfs dafür.
play-raise-step = der Einsatz steigt um { $step }
play-raise-piece = der { $piece } rückt ein Feld vor, +{ $step }
play-opt-go = { $go } (dieses Spiel aufgeben)
play-confirm-go = Du gibst dieses Spiel auf, und «zurück» macht das nicht rückgängig. Wirklich { $go }?
play-prompt-card-raise-go = Deine Karte (Name oder Nummer; { $raise }, gehen, ende):
play-prompt-card-go = Deine Karte (Name oder Nummer; gehen, ende):
play-prompt-card = Deine Karte (Name oder Nummer; ende):
play-opt-quit = · Partie beenden
play-cannot-raise = Du kannst jetzt nicht Spieldrei sagen (die Parteien sind abwechselnd dran, oder ein Spieldrei wartet noch auf Antwort).
play-not-an-action = «{ $word }» ist hier kein Zug; wähle eine Karte (Name oder Nummer) oder hör auf.
play-not-held = Du hast { $card } nicht in der Hand; wähle eine deiner Karten.
play-not-legal = Du darfst { $card } jetzt nicht spielen (du musst den Stich machen, wenn du kannst); wähle eine deiner Karten.
# kommen oder gehen (ask_come).
play-opt-come = { $come } (annehmen)
play-opt-give-up = { $go } (das Spiel aufgeben)
play-come-or-go = Antworte mit { $come } (1) oder { $go } (2).
play-ask = Nehmt ihr an?
# Die eigene Frage des Dorfs («Kommt Ihr?»).
play-ask-village = «{ $ask }»
play-ask-kaiser-note = Der Kaiser zählt zum Einsatz.
# Einen Kaiser ansagen (ask_kaiser).
play-opt-no-kaiser = nein (er bleibt ein gewöhnlicher Banner, also die 10)
play-kritze = { $n ->
    [one] { $n } Kritz
   *[other] { $n } Kritze
}
# Ein Kaiser mit so vielen Kritzen unter dem Namen des Dorfs dafür (Dipfili, Grosser).
play-kritze-named = { $name } ({ $n ->
    [one] { $n } Kritz
   *[other] { $n } Kritze
})
play-ask-kaiser = { $card } als Kaiser ansagen?
play-option-number = Antworte mit der Nummer einer Antwortmöglichkeit, 1 bis { $n }.
# Das Geben.
play-your-cards = Deine Karten: { $cards }
# Lungerns Freien und Nachfreien, offen bis zum Ausgeben der ersten Karte (Learner::freien).
play-why-freien = Deine Partei hat das letzte Spiel verloren: Vor dem Ausgeben der ersten Karte darf sie den Knopf vorrücken, auf { $stake }, und { $n ->
        [one] { $others }
       *[other] die andere Partei ({ $others })
    } kann nicht gehen.
play-why-nachfreien = { $others } { $n ->
        [one] hat
       *[other] haben
    } im Hindersitz gefreit: Du darfst den Knopf vorrücken, auf { $stake }, und { $n ->
        [one] er kann
       *[other] sie können
    } nicht gehen.
play-ask-freien = Freien?
play-ask-nachfreien = Nachfreien?
play-opt-freien = freien (der Knopf rückt vor)
play-opt-nachfreien = nachfreien (der Knopf rückt vor)
play-opt-not-now = jetzt nicht
play-you-freien = Du freist: Der Knopf rückt vor, der Einsatz ist { $stake }.
play-you-nachfreien = Du nachfreist: Der Knopf rückt vor, der Einsatz ist { $stake }.
play-they-freien = { $seat } freit: Der Knopf rückt vor, der Einsatz ist { $stake }.
play-they-nachfreien = { $seat } nachfreit: Der Knopf rückt vor, der Einsatz ist { $stake }.
# Liebenaus gemeinsames 3: zwei Kaiser zusammen angesagt (src/tutor/night.rs).
play-announces-joint = { $seat } sagt zwei Kaiser zusammen an ({ $first }, { $second }): ein 3.
play-ask-joint = { $first } und { $second } zusammen ansagen, für ein 3?
play-opt-joint = zusammen (ein 3 für beide)
play-opt-alone = jeden allein
# Der verdeckte Umschlag, wenn beide Parteien mit dem Tisch gewinnen können (Stans «nachts»,
# Willisau «Beidne goht's», Liebenaus verdeckter Umschlag; src/tutor/night.rs).
play-night-dealt = Die ersten Karten werden verdeckt gegeben: Wer spielen will, kehrt seine Karte, und { $others ->
        [one] der andere folgt
       *[other] die anderen folgen
    }.
play-night-your-card = Deine Karte, verdeckt: { $card }.
play-ask-turn = Kehrst du deine Karte?
play-opt-turn = kehren (es wird gespielt)
play-opt-keep = verdeckt lassen
play-night-you-turn = Du kehrst deine Karte: { $others ->
        [one] Der andere folgt
       *[other] Die anderen folgen
    }, und das Spiel wird gespielt.
play-night-turned = { $seat } kehrt seine Karte: { $others ->
        [one] Du folgst
       *[other] Die anderen folgen
    }, und das Spiel wird gespielt.
play-thrown-in = Niemand kehrt: Die Karten werden eingezogen ({ $n }. Mal), gemischt, und { $dealer } gibt wieder verdeckt.
play-thrown-in-last = Niemand kehrt: Die Karten werden eingezogen ({ $n }. Mal); jetzt wird auf jeden Fall gespielt, und { $dealer } gibt offen.
# Liebenau, jeder für sich (Lesart 41): Die kehrende Hand spielt zum ersten Stich aus; ein
# Spiel, das niemand kehrt, schreibt seine Kritze auf die Seite.
play-night-you-lead = Wo jeder für sich spielt, sticht die kehrende Hand zuerst: Du spielst zum ersten Stich aus, die übrigen der Reihe nach.
play-night-leads = Wo jeder für sich spielt, sticht die kehrende Hand zuerst: { $seat } spielt zum ersten Stich aus, die übrigen der Reihe nach.
play-kritze-aside = Die Kritze des eingezogenen Spiels werden auf die Seite geschrieben (jetzt { $aside } insgesamt): Wer als Nächster drei Stiche macht, nimmt sie mit seinem Spiel.
# Das Abheben: Ein Kaiser liegt zuunterst, also wird nochmals abgehoben (Stans, Willisau).
play-recut = { $n ->
    [one] Zuunterst lag ein Kaiser: Es wird nochmals abgehoben.
   *[other] Zuunterst lag ein Kaiser: Es wird nochmals abgehoben, { $n } Mal.
}
play-heading = kaiser play · { $title } · Startwert { $seed }
play-table = { $players } Spieler in { $parties } Parteien ({ $list }). { $rules }
play-rules = Du bist A; { $mates ->
        [0] du spielst allein
       *[other] du spielst mit { $partners }
    }. { $need } von { $tricks ->
        [one] 1 Stich
       *[other] { $tricks } Stichen
    } gewinnen ein Spiel; die Partie geht auf { $target }.
play-rules-alone = Du bist A. { $need } von { $tricks ->
        [one] 1 Stich
       *[other] { $tricks } Stichen
    } gewinnen ein Spiel; die Partie geht auf { $target }. Jedes Spiel zählt { $value } und die Kritze der angesagten Kaiser; bei mehr als zwei Parteien sagt niemand Spieldrei und niemand geht.
play-hand-heading = Spiel { $n } · Geber { $dealer } · { $leader } spielt aus · Stand{"\u00A0"}{ $score }
play-hand-heading-alone = Spiel { $n } · Geber { $dealer } · { $leader } spielt aus
play-phase = Beim jetzigen Stand gilt «{ $name }».
play-announces = { $seat } sagt einen Kaiser mit dem { $card } an: { $kritze }.
# Karten weglegen (stans).
play-lay-away = Leg eine Karte verdeckt weg, { $n } von { $total }:
play-lay-away-number = Gib die Nummer oder den Namen einer deiner Karten an, die du weglegen willst.
play-lay-away-why = Von deinen { $dealt } Karten behältst du { $kept } für die { $kept } Runden des Spiels und legst { $away } vor Spielbeginn weg { $source }.
play-all-lay-away = Alle legen { $n ->
    [one] eine Karte
   *[other] { $n } Karten
} verdeckt weg.
# Das Ende eines Spiels und der Partie.
play-books-tricks = { $party } { $members ->
        [one] schreibt { $points } mit seinen Stichen auf.
       *[other] schreiben { $points } mit ihren Stichen auf.
    }
play-books-gehen = { $party } { $members ->
        [one] schreibt
       *[other] schreiben
    } { $points } auf, weil { $gone ->
        [one] { $others }
       *[other] die andere Partei ({ $others })
    } gegangen ist.
play-books-false-kaiser = { $party } { $members ->
        [one] schreibt
       *[other] schreiben
    } wegen eines falschen Kaisers { $points } auf.
play-nobody-books = Keine Partei hat genug Stiche: dieses Spiel schreibt niemand auf.
play-game-won = { $party } { $members ->
        [one] gewinnt
       *[other] gewinnen
    } die Partie, { $score }.
play-game-won-you = { $party } { $members ->
        [one] gewinnt
       *[other] gewinnen
    } die Partie (deine Partei), { $score }.
play-board-party = Partei
play-board-score = Punkte
play-board-to-go = Fehlen
play-left = Du hast die Partie beim Stand { $standing } verlassen (sie geht auf { $target }).
# Die Stiche.
play-trick-heading = Stich { $n } · { $leader } spielt aus · Trumpf { $trump } · Einsatz { $stake } · Stiche{"\u00A0"}{ $tricks }
play-trick-heading-alone = Stich { $n } · { $leader } spielt aus · Trumpf { $trump } · das Spiel zählt { $value } · Stiche{"\u00A0"}{ $tricks }
play-stake-kaiser = Der Einsatz ist { $stake }: die { $table }, die jedes Spiel zählt, und die Kritze der angesagten Kaiser ({ $kritze }).
play-on-table = Auf dem Tisch: { $cards }; bis jetzt hat { $seat } den Stich
play-you-raise = Du sagst { $said }.
play-they-raise = { $seat }: { $said }
play-they-come = { $party } { $members ->
        [one] kommt
       *[other] kommen
    }: Der Einsatz ist jetzt { $stake }, so viel zählt das Spiel ({ $before } und { $why }).
play-they-go = { $party } { $members ->
        [one] gibt
       *[other] geben
    } das Spiel auf ({ $go }).
play-you-come = Du kommst: Der Einsatz ist jetzt { $stake }, so viel zählt das Spiel ({ $before } und { $why }).
# Was eine angenommene Erhöhung dazugab (play-you-come, play-they-come).
play-adds-kaiser = { $kritze } für den Kaiser { $card }
play-adds-joint = 3 für die Kaiser { $first } und { $second } zusammen
play-adds-kritz = noch ein Kritz für den Kaiser { $card }
play-adds-raise = { $step } für { $raise }
play-plays = { $seat } spielt { $card }.
play-takes-with = { $seat } macht den Stich mit { $card }.
play-takes = { $seat } macht den Stich.
play-books = { $party } schreibt { $points } auf.
play-nobody-wins = Niemand gewinnt dieses Spiel: niemand schreibt auf.
play-wins-alone = { $party } gewinnt die Partie.
# Fehler.
play-no-stake = das Regelsystem '{ $id }' hat keine Einsatzregeln zum Spielen
play-bad-target = ein Partieziel von { $target } ist nicht möglich; { $allowed }

# Was der Lernende bei seinem Zug fragen kann (src/tutor/board.rs); die Wörter gelten in
# beiden Sprachen.
play-cmd-why = warum
play-cmd-rank = rang
play-cmd-last = letzter
play-cmd-undo = zurück
play-cmd-help = hilfe
play-cmd-quit = ende
play-opt-commands = · ? Befehle (warum, rang, letzter …)
play-commands-intro = Bei deinem Zug zeigt ? (oder hilfe), was du sonst noch fragen kannst.
play-commands-intro-menu = Bei deinem Zug zeigt die Menüzeile «? Befehle», was du sonst noch fragen oder tun kannst.
play-commands-prompt = Was willst du sehen oder tun?
play-opt-cards = · zurück zu deinen Karten
play-menu-why = { $word }: der letzte Stich, Schritt für Schritt
play-menu-rank = { $word }: die Machtposition
play-menu-last = { $word }: der letzte Stich
play-menu-undo = { $word }: deine letzte Karte zurücknehmen
play-help-heading = Bei deinem Zug kannst du eingeben:
play-help-why = { $word }: warum der letzte Stich so ausging, Schritt für Schritt, mit den Quellen
play-help-rank = { $word }: die Machtposition mit dem Trumpf dieses Spiels
play-help-last = { $word }: der letzte Stich: die Karten, wer sie spielte, wer ihn nahm
play-help-undo = { $word }: deine letzte Karte zurücknehmen (und die Karten danach)
play-help-help = ?, { $word }: diese Liste
play-help-card = Name oder Nummer einer Karte: sie spielen
play-help-quit = { $word }: die Partie beenden
play-no-trick-yet = In diesem Spiel ist noch kein Stich gespielt.
play-last = Stich { $n }: { $cards }. { $seat } nahm ihn mit { $card }.
play-why-heading = Warum Stich { $n } so ausging:
play-why-player = Karte { $n } { $seat }
play-rank-heading = Die Machtposition mit Trumpf { $trump }, von oben:
play-rank-more = Was jede Reihe nimmt: kaiser rank --variant { $id } --trump { $trump }
# --open: alle Karten offen, und zurück.
play-open-intro = Offene Karten: du siehst alle Hände, und zurück nimmt deine letzte Karte zurück. So lernen Anfänger ({ $reading }).
play-open-hand = { $seat } hat { $cards }
play-undo-closed = Eine Karte zurücknehmen geht nur mit offenen Karten: kaiser play --open.
play-undo-none = Du hast in diesem Spiel noch keine Karte gespielt: nichts zurückzunehmen.
play-undone = Du nimmst { $card } zurück, und die Karten danach.
# Was Partner voneinander sehen (Issue 15 Punkt 2): die Regel einmal, dann eine Zeile je Partner.
play-partners-all = Partner zeigen einander ihre Karten.
play-partners-sprecher = { $seat } ist der Sprecher deiner Partei: du siehst seine Karten, er deine und die aller Partner.
play-partners-you-sprecher = Du bist der Sprecher deiner Partei: du siehst die Karten aller Partner, und sie deine.
play-partners-signs = Partner deuten ihre ranghohen Karten dem Schreiber der Partei, { $seat }; er deutet seine Könige.
play-partners-you-schreiber = Du bist der Schreiber deiner Partei: deine Partner deuten dir ihre ranghohen Karten, und du ihnen deine Könige.
play-partners-none = Partner zeigen einander ihre Karten nicht.
play-partner-shows = { $seat } (Partner) zeigt { $cards }
play-partner-shows-sprecher = { $seat } (dein Sprecher) zeigt { $cards }
play-partner-signs = { $seat } (Partner) deutet { $cards }
play-partner-signs-none = { $seat } (Partner) deutet keine ranghohe Karte
play-partner-wurf = { $seat } (dein Schreiber) deutet seine Könige: { $cards }
play-partner-wurf-none = { $seat } (dein Schreiber) deutet keinen König

# Verdeckt abgelegte Karten (src/tutor/board.rs, seat.rs): die Wörter gelten in beiden
# Sprachen, vor der Karte.
play-cmd-down = ab
play-help-down = { $word } KARTE (oder ihre Nummer): die Karte verdeckt ablegen; sie sticht nichts, und die anderen sehen sie nicht
play-face-down-card = eine Karte verdeckt
play-face-down-shown = { $card } verdeckt
play-why-face-down = { $seat }: { $card }, sticht nichts.
play-lays-down = { $seat } legt eine Karte verdeckt ab.
play-lays-down-shown = { $seat } legt { $card } verdeckt ab.
play-lays-down-kaiser = { $seat } legt einen Kaiser verdeckt ab und nennt ihn: { $card }.
play-down-not-here = Nach diesen Regeln wird keine Karte verdeckt abgelegt; spiel eine Karte offen.
play-down-leading = Du spielst aus: die erste Karte eines Stichs wird offen gespielt.
play-down-must-take = Du kannst diesen Stich nehmen, und hier muss nehmen, wer kann: spiel eine Karte offen.
play-down-which = Welche Karte? Gib ihren Namen oder ihre Nummer nach dem Wort ein, z. B. «ab 2».
play-menu-down = { $word }: eine Karte verdeckt ablegen
play-down-prompt = Welche Karte verdeckt

# Lungerns Kritze in Stufen (src/tutor/steps.rs): ein Kritz nach dem anderen, jeder beantwortet.
play-they-add-kritz = { $seat } gibt dem Kaiser { $card } noch einen Kritz, { $kritze } insgesamt: { $ask }
play-you-add-kritz = Du gibst deinem Kaiser { $card } noch einen Kritz, { $kritze } insgesamt: { $ask }
play-why-kritz = Die anderen sind zu deinem Kaiser { $card } gekommen. Du kannst ihm noch einen Kritz geben und wieder fragen: { $ask }; gehen sie dann, gelten die Kritze davor.
play-ask-kritz = Noch einen Kritz?
play-opt-kritz = noch einen ({ $kritze } insgesamt)
play-opt-no-kritz = keinen mehr (er behält { $kritze })
# Liebenaus Innehalten beim Geben (src/tutor/steps.rs; Lesart 40).
play-pause-umschlag = Der Geber hält nach den ersten offenen Karten inne ({ $cards }): Jede Partei kann ein { $raise } machen, halten oder das Spiel lassen.
play-pause-covered = Der Geber hält nach vier verdeckten Karten inne: Jede Partei kann ein { $raise } machen, halten oder das Spiel lassen.
play-pause-your-cards = Deine Karten bis jetzt: { $cards }
play-pause-no-cards = Du hast noch keine Karte.
play-ask-pause = Halten, { $raise } oder lassen?
play-opt-hold = { $come } (das Geben geht weiter)
play-opt-hold-theirs = { $come } (ihr { $raise } halten: der Einsatz ist { $stake })
play-opt-leave = { $go } (das Spiel lassen: { $n ->
        [one] { $others }
       *[other] die andere Partei ({ $others })
    } schreibt { $stake })
