"""Sentence templates, in French and in English, for telling a situation and its ruling in plain words.

Data only, beside the interface's words (:mod:`floorbook.words.interface`) and in their shape: each entry a
:class:`~floorbook.engine.declarations.Label` (``fr``, ``en``) with ``str.format`` placeholders, said by
:func:`floorbook.words.lookup.say` in :mod:`floorbook.rulings.sentences`. No sentence is typed per scenario: a
situation's narrative is made of the clauses of :data:`NARRATIVE` (named where they are told, as
``NARRATIVE["chip_push.push"]``) and :data:`NARRATIVE_BY_VALUE` (the clause of an input's value), a ruling of
the phrases of :data:`RULED` (one per output and kind of value), :data:`ACTION_RULINGS` and :data:`ACTIONS`
for a ruling on chips, and :data:`QUESTIONS` (what the ruling decides) for a silent or discretionary ruling
or part. A table is keyed either by names written out where they are said or by the values of the engine's
inputs and outcomes (situations, outputs, streets, kinds of action): no key is built from pieces, and
``tests/test_words.py`` checks both kinds.

French uses the TDA's French terms (petite blinde, grosse blinde, relance, suivre, call, tapis)
and French typography (a no-break space before ``:``; amounts as ``1 200``); English is ours.
Standard library only (with :mod:`floorbook.engine`): this module runs in the browser (Pyodide).
"""

from __future__ import annotations

from floorbook.engine.declarations import Label

# --- words ----------------------------------------------------------------------------------------

# the small words of the phrases, by a name written out where they are said
WORDS: dict[str, Label] = {
    "hand_for_hand_clock.per_hand": Label(fr="On compte {minutes_per_hand} minutes par main.",
                                          en="Each hand counts {minutes_per_hand} minutes."),
    "next_hand.heads_up_ante": Label(fr="L’ante du bouton est toujours payée en tête-à-tête.",
                                     en="The button ante is still posted heads-up."),
    "next_hand.heads_up_no_ante": Label(fr="Plus d’ante en tête-à-tête.", en="No more ante heads-up."),
    "or_sep": Label(fr=", ou ", en=", or "),
    "balance_tables.future_big_blind_later": Label(
        fr="Quand une table s’arrêtera, le joueur déplacé sera celui qui serait le prochain à payer la grosse blinde.",
        en="When a table stops, the player moved will be the one who would be next to pay the big blind."),
    "seat": Label(fr="siège {n}", en="seat {n}"),
    "burn.first": Label(fr="première", en="first"),
    "burn.second": Label(fr="deuxième", en="second"),
    "burn.third": Label(fr="troisième", en="third"),
    "seats": Label(fr="sièges {n}", en="seats {n}"),
    "chip_one": Label(fr="un jeton de {value}", en="a {value} chip"),
    "chip_many": Label(fr="{count} jetons de {value}", en="{count} {value} chips"),
    "posted_by": Label(fr="{amount} par {player}", en="{amount} by {player}"),
    "player": Label(fr="joueur", en="player"),
    "players": Label(fr="joueurs", en="players"),
    "motion": Label(fr="geste", en="motion"),
    "motions": Label(fr="gestes", en="motions"),
    "round": Label(fr="tour de table", en="round"),
    "rounds": Label(fr="tours de table", en="rounds"),
    "hand": Label(fr="main", en="hand"),
    "hands": Label(fr="mains", en="hands"),
    "minute": Label(fr="minute", en="minute"),
    "minutes": Label(fr="minutes", en="minutes"),
    "other_player": Label(fr="autre joueur", en="other player"),
    "other_players": Label(fr="autres joueurs", en="other players"),
    "main_pot": Label(fr="Le pot principal se joue entre {players}", en="The main pot is contested by {players}"),
    "main_pot_one": Label(fr="Le pot principal revient à {players}", en="The main pot goes to {players}"),
    "side_pot": Label(fr="le pot extérieur de {amount} entre {players}", en="the side pot of {amount} by {players}"),
    "side_pot_one": Label(fr="le pot extérieur de {amount} revient à {players}",
                          en="the side pot of {amount} goes to {players}"),
    # a player's last chips nobody called (ropta-2023/9.7 case A « immédiatement rendu »): given back, not won
    "side_pot_uncalled": Label(fr="le pot extérieur de {amount}, que personne n’a payé, est rendu à {players}",
                               en="the side pot of {amount}, which nobody called, goes back to {players}"),
    # tda-2010/9, club-tournois/10-7, club-nlhe/11.8 rule only « au plus qu'un seul joueur … à posséder des jetons »:
    # on the river, the betting over, with more than one, no street is left, the hands are shown as at any showdown
    "open_hands.showdown": Label(fr="La règle ne vise que le cas où un seul joueur au plus a encore des jetons\u00a0: "
                                    "ici, plus rien n’est à donner, les mains se montrent comme à tout abattage.",
                                 en="The rule covers only the case where at most one player still has chips: here "
                                    "nothing is left to deal, and the hands are shown as at any showdown."),
    # ropta-2023/11.4, the one rule losing the bets of a hand shown to an outsider: « ses mises sont perdues et la main
    # sera montrée à l'ensemble de la table en fin de coup »
    "hand_shown.bets_lost_shown_at_end": Label(fr="Ses mises sont perdues, et sa main sera montrée à toute la table "
                                                  "en fin de coup.",
                                               en="His bets are lost, and his hand will be shown to the whole table "
                                                  "at the end of the hand."),
    # ropta-2023/4.1: all in, « sa main reste vivante mais s'il n'est pas éliminé du tournoi, il devra être sanctionné »
    "player_fault.penalty_if_not_out": Label(fr="S’il n’est pas éliminé du tournoi, il est sanctionné.",
                                             en="If he is not knocked out of the tournament, he is penalised."),
    "side_pot_unsized": Label(fr="un pot extérieur entre {players}", en="a side pot by {players}"),
    "side_pot_one_unsized": Label(fr="un pot extérieur revient à {players}", en="a side pot goes to {players}"),
    "simultaneous_eliminations.group": Label(fr="{players}\u00a0: {places}", en="{players}: {places}"),
    "simultaneous_eliminations.places_one": Label(fr="{places}e place", en="place {places}"),
    "simultaneous_eliminations.places_shared": Label(fr="places {places} partagées", en="places {places} shared"),
    # equal stacks where the rule ranks by stack only (club-tournois/10-10, club-nlhe/11.11)
    "simultaneous_eliminations.places_unordered": Label(fr="places {places}, entre eux dans un ordre non dit",
                                                        en="places {places}, between them in an order not given"),
    "simultaneous_eliminations.paid_one": Label(fr=", payée", en=", paid"),
    "simultaneous_eliminations.paid": Label(fr=", dont places payées\u00a0: {paid_places}",
                                            en=", of which paid: {paid_places}"),
    # a betting round: what the player must add to call (the level less what he already has in), bet or raise
    "betting_round.to_add": Label(fr="Pour suivre à {to_call}, il doit ajouter {to_add}.",
                                  en="To call {to_call}, he must put in {to_add} more."),
    "betting_round.to_put_in": Label(fr="Pour suivre, il doit mettre {to_call}.",
                                     en="To call, he must put in {to_call}."),
    "betting_round.nothing_to_add": Label(fr="Il a déjà mis {to_call}\u00a0: il n’a rien à ajouter pour suivre.",
                                          en="He already has {to_call} in: he has nothing to add to call."),
    "betting_round.may_bet": Label(fr="Il peut miser.", en="He may bet."),
    # an action out of turn that binds: what the player must do when his turn comes
    "out_of_turn.must": Label(fr="À son tour, il doit {options}.", en="When his turn comes, he must {options}."),
    # the new level that should have applied to a hand played at the old level by mistake
    # the hand started on the old blinds belongs to the old level: no mistake (ropta-2023/3.1)
    "new_level.no_mistake": Label(fr="Les nouvelles blindes ne s’appliquent qu’au coup d’après celui qui se "
                                     "donne\u00a0: jouer ce coup aux anciennes blindes n’est pas une erreur.",
                                  en="The new blinds apply only from the hand after the one being dealt: playing this "
                                     "hand on the old blinds is no mistake."),
    "new_level.should_have": Label(fr="Les nouvelles blindes auraient dû s’appliquer à ce coup.",
                                   en="The new blinds should have applied to this hand."),
    # a ruling resting on a value of ours (a parameter's interpretation): said, with our reason
    # a player the betting is not reopened to: the minimum raise is said as the others', not his
    "betting_round.no_raise_min": Label(
        fr="Il ne peut pas relancer\u00a0: les enchères ne lui sont pas rouvertes (la relance minimale à "
           "{min_raise_to} ne vaut que pour un joueur à qui elles le sont).",
        en="He may not raise: the betting is not reopened to him (the minimum raise to {min_raise_to} is only for a "
           "player to whom it is)."),
    # the verdict of a ruling resting on a reading of ours, said in floorbook ask's heading too
    "verdict_on_our_reading": Label(fr="{verdict}, selon notre lecture", en="{verdict}, on our reading"),
    "our_reading": Label(fr="(Notre lecture, pas les mots du règlement\u00a0: {reason})",
                         en="(Our reading, not the rulebook's words: {reason})"),
    # a ruling under this tournament's rules (a house configuration: a base rulebook and the house's choices):
    # its heading, and each house value it rests on, with the base rulebook's own value
    "tournament": Label(fr="{event} — ce tournoi ({base} + {choices})",
                        en="{event} — this tournament ({base} + {choices})"),
    "tournament_as_published": Label(fr="{event} — ce tournoi ({base}, sans choix de la maison)",
                                     en="{event} — this tournament ({base}, no house choice)"),
    "house_choices.one": Label(fr="1 choix de la maison", en="1 house choice"),
    "house_choices.many": Label(fr="{count} choix de la maison", en="{count} house choices"),
    "verdict_on_house_choice": Label(fr="{verdict}, par choix de la maison", en="{verdict}, by house choice"),
    "house_choice": Label(fr="(Choix de la maison\u00a0: {value}\u00a0; {base}\u00a0: {base_value})",
                          en="(House choice: {value}; {base}: {base_value})"),
    "house_choice.as_base": Label(fr="(Choix de la maison\u00a0: {value}, comme {base})",
                                  en="(House choice: {value}, as {base})"),
    # odd chips counted, their owners not said
    "split_pot.odd_count": Label(fr="Il reste {odd_chips} jetons indivisibles.", en="{odd_chips} odd chips are left."),
    # a button that does not move
    "next_hand.button_stays": Label(fr="Le bouton reste au {button}", en="The button stays in {button}"),
    # a discretion that holds what the director may rule
    "discretion.held": Label(fr="Il peut retenir ceci\u00a0: {held}", en="He may rule this: {held}"),
    # a pot bet binds a valid bet: facing a bet, a valid raise; with none, at least the minimum bet
    "gesture.valid_raise": Label(fr="Il est engagé à faire une relance valable.",
                                 en="He is bound to make a valid raise."),
    # ropta-2023/9.19: conditional declarations « sont interdites » (forbidden), which says nothing of what they bind
    "gesture.conditional_forbidden": Label(fr="Une déclaration conditionnelle est interdite.",
                                           en="A conditional declaration is forbidden."),
    "gesture.valid_opening": Label(fr="Il est engagé à faire une mise valable, au moins la mise minimale.",
                                   en="He is bound to make a valid bet, at least the minimum bet."),
}


# a betting round, by the street an input or outcome names (``street``, ``bets_kept``)
STREETS: dict[str, Label] = {
    "preflop": Label(fr="avant le flop", en="before the flop"),
    "postflop": Label(fr="après le flop", en="after the flop"),
    "flop": Label(fr="au flop", en="on the flop"),
    "turn": Label(fr="au turn", en="on the turn"),
    "river": Label(fr="à la river", en="on the river"),
}


# what a player does, by the kind of action (a betting round's actions, an action out of turn)
ACTS: dict[str, Label] = {
    "check": Label(fr="checke", en="checks"),
    "call": Label(fr="suit", en="calls"),
    "bet": Label(fr="mise", en="bets"),
    "raise": Label(fr="relance", en="raises"),
    "all_in": Label(fr="fait tapis", en="goes all in"),
    "fold": Label(fr="se couche", en="folds"),
}


# the same with the player's total after it (``to``)
ACTS_TO: dict[str, Label] = {
    "call": Label(fr="suit à {to}", en="calls {to}"),
    "bet": Label(fr="mise {to}", en="bets {to}"),
    "raise": Label(fr="relance à {to}", en="raises to {to}"),
    "all_in": Label(fr="fait tapis pour {to}", en="goes all in for {to}"),
    "check": Label(fr="checke", en="checks"),
    "fold": Label(fr="se couche", en="folds"),
}


# what a player may still do, by the kind of action (the options a ruling leaves)
OPTIONS: dict[str, Label] = {
    "check": Label(fr="checker", en="check"),
    "call": Label(fr="suivre", en="call"),
    "bet": Label(fr="miser", en="bet"),
    "raise": Label(fr="relancer", en="raise"),
    "all_in": Label(fr="faire tapis", en="go all in"),
    "fold": Label(fr="se coucher", en="fold"),
}


# an action as a noun, by its kind (the actions that followed a skipped player…)
NOUNS: dict[str, Label] = {
    "check": Label(fr="un check", en="a check"),
    "call": Label(fr="un call", en="a call"),
    "bet": Label(fr="une mise", en="a bet"),
    "raise": Label(fr="une relance", en="a raise"),
    "all_in": Label(fr="un tapis", en="an all-in"),
    "fold": Label(fr="un abandon", en="a fold"),
}


# several of the same action in a row, by its kind: ``trois abandons`` (the count said before it)
NOUNS_MANY: dict[str, Label] = {
    "check": Label(fr="checks", en="checks"),
    "call": Label(fr="calls", en="calls"),
    "bet": Label(fr="mises", en="bets"),
    "raise": Label(fr="relances", en="raises"),
    "all_in": Label(fr="tapis", en="all-ins"),
    "fold": Label(fr="abandons", en="folds"),
}


# --- the situation, told ---------------------------------------------------------------------------

# the clauses of a situation's narrative, by a name written out where they are told
NARRATIVE: dict[str, Label] = {
    "exposed_card.dealers_own": Label(fr="C’est la propre carte du donneur.", en="It is the dealer’s own card."),
    "exposed_card.owner_touched": Label(fr="Son propriétaire l’avait touchée.", en="Its owner had touched it."),
    "exposed_card.mixed_with_hand": Label(fr="Le joueur la mêle à son autre carte.",
                                          en="The player mixes it with his other card."),
    "exposed_card.live_card_identifiable": Label(fr="On distingue encore la carte vivante.",
                                                 en="The live card can still be told apart."),
    "board_error.order_unknown": Label(fr="L’ordre d’apparition des cartes n’est pas connu.",
                                       en="The order in which the cards came out is not known."),
    "board_error.with_board_card": Label(fr="Elle est retournée avec la carte qui la suit.",
                                         en="It is exposed together with the card that follows it."),
    "board_error.all_in": Label(fr="Un joueur est à tapis et plus aucune mise n’est possible.",
                                en="A player is all in and no more betting is possible."),
    "button_short.short": Label(fr="Le joueur au bouton a reçu trop peu de cartes.",
                                en="The player on the button was dealt too few cards."),
    "button_short.acted": Label(fr="Il a déjà checké ou misé.", en="He has already checked or bet."),
    "rabbit_hunt.asked": Label(fr="Le coup s’est terminé avant la river, tous les adversaires s’étant couchés. Un "
                                  "joueur demande à voir les cartes du tableau qui seraient venues.",
                               en="The hand ended before the river, every opponent having folded. A player asks to "
                                  "see the board cards that would have come."),
    "rabbit_hunt.winner_consents": Label(fr="Le vainqueur du coup est d’accord.", en="The hand's winner agrees."),
    "stub_mixed.dropped": Label(fr="Le paquet restant à distribuer est tombé ou s’est mélangé pendant le coup.",
                                en="The stub fell or got mixed up during the hand."),
    "stub_mixed.order_rebuildable": Label(fr="On peut en reconstruire l’ordre.", en="Its order can be rebuilt."),
    "stub_mixed.mixed_with_muck": Label(fr="Il s’est mêlé à la défausse et aux cartes brûlées.",
                                        en="It got mixed with the muck and the burn cards."),
    "stub_mixed.no_betting": Label(fr="Plus aucune mise n’est possible.", en="No more betting is possible."),
    "bet.big_blind": Label(fr="Grosse blinde à {big_blind}, {street}.", en="Big blind {big_blind}, {street}."),
    "bet.current_bet": Label(fr="Mise à suivre\u00a0: {current_bet}.", en="Bet to call: {current_bet}."),
    "bet.no_bet": Label(fr="Personne n’a encore misé.", en="Nobody has bet yet."),
    "bet.last_full_raise": Label(fr="La dernière relance complète était de {last_full_raise}.",
                                 en="The last full raise was {last_full_raise}."),
    "bet.already_in": Label(fr="Le joueur a déjà mis {already_in} dans ce tour d’enchères.",
                            en="The player already has {already_in} in for this betting round."),
    "chip_push.push": Label(fr="Sans rien dire, le joueur pousse {chips}.",
                            en="Without a word, the player pushes {chips}."),
    "chip_push.push_raise": Label(fr="Le joueur annonce «\u00a0relance\u00a0» et pousse {chips}.",
                                  en="The player says “raise” and pushes {chips}."),
    "chip_push.stack_behind": Label(fr="Il lui reste {stack_behind} derrière.",
                                    en="He has {stack_behind} left behind."),
    "chip_push.all_chips": Label(fr="Ce sont tous ses jetons.", en="That is all the chips he has."),
    "chip_push.heads_up": Label(fr="Il ne reste que deux joueurs dans le coup.",
                                en="Only two players are left in the hand."),
    "chip_push.players": Label(fr="Il y a {players_in_hand} dans le coup.",
                               en="There are {players_in_hand} in the hand."),
    "bet_total.total": Label(fr="Le joueur met {total} en tout.", en="The player puts in a total of {total}."),
    "bet_total.total_raise": Label(fr="Le joueur annonce «\u00a0relance\u00a0» et met {total} en tout.",
                                   en="The player says “raise” and puts in a total of {total}."),
    "bet_total.all_in": Label(fr="C’est tout son tapis.", en="That is his whole stack."),
    # the word first, then the chips: the order the ruling rests on (tda-2019/40 item A: the first prevails)
    "declaration.chips": Label(fr="Puis il pousse {chips} en jetons.", en="Then he pushes {chips} in chips."),
    "string_bet.movements": Label(fr="Le joueur avance ses jetons en {count}\u00a0: {movements}.",
                                  en="The player moves his chips forward in {count}: {movements}."),
    "string_bet.announced": Label(fr="Il avait annoncé {announced_total}.", en="He had announced {announced_total}."),
    "string_bet.not_announced": Label(fr="Il n’a annoncé aucun montant.", en="He announced no amount."),
    "min_raise.question": Label(fr="Quelle est la relance minimale\u00a0?", en="What is the minimum raise?"),
    "betting_round.posted": Label(fr="Blindes déjà mises\u00a0: {posted}.", en="Blinds already in: {posted}."),
    "betting_round.actions": Label(fr="Dans l’ordre\u00a0: {actions}.", en="In turn: {actions}."),
    "betting_round.ask": Label(fr="C’est à {ask} de parler.", en="It is {ask}’s turn to act."),
    "big_blind_ante.blinds": Label(fr="Grosse blinde à {big_blind}, ante de grosse blinde de {ante}.",
                                   en="Big blind {big_blind}, big-blind ante {ante}."),
    "big_blind_ante.stack": Label(fr="Le joueur en grosse blinde n’a que {stack} devant lui.",
                                  en="The player in the big blind has only {stack} in front of him."),
    "big_blind_ante.bets": Label(fr="Mises des autres joueurs\u00a0: {bets}.", en="The other players’ bets: {bets}."),
    "big_blind_ante.folded": Label(fr="Se couchent ensuite\u00a0: {folded}.", en="Then fold: {folded}."),
    "abbreviated_amount.said": Label(fr="Le joueur annonce «\u00a0{said}\u00a0» sans préciser. Le pot est de "
                                        "{pot}\u202f; le plus petit jeton en jeu vaut {smallest_chip}.",
                                     en="The player says “{said}” and nothing more. The pot is {pot}; the smallest "
                                        "chip in play is {smallest_chip}."),
    "balance_tables.tables": Label(fr="Joueurs par table\u00a0: {tables}.", en="Players per table: {tables}."),
    "balance_tables.format.short_handed": Label(fr="Tables à effectif réduit (short-handed).",
                                                en="Short-handed tables."),
    "balance_tables.stage.late": Label(fr="Fin de tournoi.", en="Late in the tournament."),
    "bet_error.bet": Label(fr="Un joueur a misé {bet} alors que le bon montant, celui que la règle lui impose, était "
                              "{correct}{game}.",
                           en="A player bet {bet} where the right amount, the one the rule requires of him, was "
                              "{correct}{game}."),
    "bet_error.pot_limit": Label(fr=" (pot-limit)", en=" (pot-limit)"),
    "bet_error.substantial_action": Label(fr="Une action substantielle a eu lieu depuis.",
                                          en="Substantial action has taken place since."),
    "bet_error.round_over": Label(fr="Le tour d’enchères est terminé.", en="The betting round is over."),
    "call_time.facing_bet": Label(fr="Le temps est demandé sur un joueur qui fait face à une mise.",
                                  en="The clock is called on a player facing a bet."),
    "call_time.no_bet": Label(fr="Le temps est demandé sur un joueur qui n’a pas de mise à suivre.",
                              en="The clock is called on a player who faces no bet."),
    "call_time.acted_at": Label(fr="Il agit au bout de {acted_at} secondes.", en="He acts after {acted_at} seconds."),
    "call_time.acted_at_once": Label(fr="Il agit dès que le temps est demandé.", en="He acts as soon as the clock is "
                                                                                    "called."),
    "chip_race.race": Label(fr="Les jetons de {removed} sont retirés\u00a0; la course se fait pour des jetons de "
                               "{race_to}.",
                            en="The {removed} chips are taken out of play; the race is for {race_to} chips."),
    "chip_race.odd_chips": Label(fr="Jetons restants de {removed}\u00a0: {odd_chips}.",
                                 en="Odd {removed} chips left: {odd_chips}."),
    "chip_race.other_chips": Label(fr="Autres jetons\u00a0: {other_chips}.", en="Other chips: {other_chips}."),
    "chip_race.cards": Label(fr="Cartes reçues\u00a0: {cards}.", en="Cards dealt: {cards}."),
    "chip_race.smallest_remaining": Label(fr="Le plus petit jeton restant vaut {smallest_remaining}.",
                                          en="The smallest chip left is {smallest_remaining}."),
    "chip_race.chips_awarded": Label(fr="Jetons à gagner\u00a0: {chips_awarded}.",
                                     en="Chips to be won: {chips_awarded}."),
    "chip_race.seats": Label(fr="Places\u00a0: {seats}.", en="Seats: {seats}."),
    "chip_race.dealer": Label(fr="Le donneur est au {dealer}.", en="The dealer is in {dealer}."),
    "deck_error.recoverable": Label(fr="L’erreur peut être réparée.", en="The error can be put right."),
    "deck_error.after_folds": Label(fr="Des joueurs se sont déjà couchés.", en="Players have already folded."),
    "count_request.to_act": Label(fr="Le joueur qui demande est celui dont c’est le tour, face à cette mise.",
                                  en="The player asking is the one to act, facing that bet."),
    "count_request.to_act_plain": Label(fr="Le joueur qui demande est celui dont c’est le tour.",
                                        en="The player asking is the one to act."),
    "count_request.not_to_act": Label(fr="Le joueur qui demande n’est pas celui dont c’est le tour.",
                                      en="The player asking is not the one to act."),
    "count_request.out_of_hand": Label(fr="Il n’est plus dans le coup.", en="He is no longer in the hand."),
    "count_request.pot_limit": Label(fr="On joue en pot limit.", en="The game is pot limit."),
    "gesture.facing_bet": Label(fr="Quelqu’un a déjà misé dans ce tour d’enchères.",
                                en="Someone has already bet in this betting round."),
    "gesture.no_bet": Label(fr="Personne n’a encore misé dans ce tour d’enchères.",
                            en="Nobody has bet yet in this betting round."),
    "hidden_chips.found": Label(fr="Un joueur est à tapis\u00a0; une fois son tapis payé, des jetons à lui, cachés "
                                     "jusque-là, réapparaissent.",
                                  en="A player is all in; once his all-in is called, chips of his that were hidden "
                                     "reappear."),
    "hidden_chips.part": Label(fr="Le directeur décide qu’ils font partie du tapis.",
                               en="The TD decides they are part of the all-in."),
    "hidden_chips.not_part": Label(fr="Le directeur décide qu’ils ne font pas partie du tapis.",
                                   en="The TD decides they are not part of the all-in."),
    "hidden_chips.wins": Label(fr="Le joueur à tapis gagne le coup.", en="The all-in player wins the hand."),
    "hidden_chips.loses": Label(fr="Le joueur à tapis perd le coup.", en="The all-in player loses the hand."),
    "misinformed_call.told": Label(fr="On annonce au joueur une mise de {told}\u00a0; il suit pour {told}, mais la "
                                      "mise réelle est de {real_bet}.",
                                   en="The player is told the bet is {told}; he calls {told}, but the real bet is "
                                      "{real_bet}."),
    "misinformed_call.large": Label(fr="La différence est importante.", en="The difference is large."),
    "first_to_act.seats": Label(fr="Tour d’enchères {street}. Joueurs servis aux {players}\u00a0; le bouton est au "
                                   "{button}.",
                                en="Betting {street}. Players dealt in: {players}; the button is in {button}."),
    "first_to_act.big_blind": Label(fr="La grosse blinde est au {big_blind}.", en="The big blind is in {big_blind}."),
    "first_to_act.out": Label(fr="Ne peuvent plus agir (couchés ou à tapis)\u00a0: {out}.",
                              en="Can no longer act (folded or all in): {out}."),
    "hand_fouled.thrown": Label(fr="Un joueur jette ses cartes sur le jeu non protégé d’un adversaire.",
                                en="A player throws his cards onto an opponent's hand that was not protected."),
    "hand_fouled.identifiable": Label(fr="On peut encore reconnaître les cartes de l’adversaire.",
                                      en="The opponent's cards can still be told apart."),
    "hand_fouled.not_identifiable": Label(fr="On ne peut plus reconnaître les cartes de l’adversaire.",
                                          en="The opponent's cards can no longer be told apart."),
    "lost_chips_found.owner_known": Label(fr="Des jetons perdus sont retrouvés ; on sait à qui ils sont.",
                                          en="Chips that were lost are found; whose they are is known."),
    "lost_chips_found.owner_unknown": Label(fr="Des jetons perdus sont retrouvés ; on ne peut dire avec "
                                               "certitude à qui ils sont.",
                                            en="Chips that were lost are found; whose they are cannot be told "
                                               "with certainty."),
    "found_chips_after_race.found": Label(
        fr="Après la course aux jetons, on trouve {value} en jetons retirés\u00a0; le plus petit jeton restant vaut "
           "{smallest_remaining}.",
        en="After the chip race, {value} in chips taken out of play is found; the smallest chip left is "
           "{smallest_remaining}.",
    ),
    "hand_for_hand_clock.level": Label(fr="On joue main par main\u00a0; les niveaux durent {level_minutes} minutes.",
                                       en="Play is hand for hand; levels last {level_minutes} minutes."),
    "hand_for_hand_clock.level_one": Label(fr="On joue main par main\u00a0; les niveaux durent une minute.",
                                           en="Play is hand for hand; levels last one minute."),
    "killed_hand.hand": Label(fr="Mises dans le pot\u00a0: {contributions}. La main de {player} est tuée.",
                              en="Put in the pot: {contributions}. {player}’s hand is killed."),
    "misdeal.substantial_action": Label(fr="Une action substantielle a déjà eu lieu.",
                                        en="Substantial action has already taken place."),
    "new_level.old_level_by_mistake": Label(fr="La main est jouée par erreur avec les blindes de l’ancien niveau.",
                                            en="The hand is played by mistake at the old level’s blinds."),
    "new_level.substantial_action": Label(fr="Une action substantielle a eu lieu.",
                                          en="Substantial action has taken place."),
    "next_hand.seats": Label(fr="Joueurs aux {seats}. À la main qui se termine, le bouton était au {button}, la "
                                "petite blinde au {small_blind} et la grosse blinde au {big_blind}.",
                             en="Players in {seats}. In the hand just played, the button was in {button}, the small "
                                "blind in {small_blind} and the big blind in {big_blind}."),
    "next_hand.eliminated": Label(fr="Éliminés dans ce coup\u00a0: {eliminated}.",
                                  en="Knocked out in that hand: {eliminated}."),
    "next_hand.newcomers": Label(fr="Nouveaux joueurs arrivés\u00a0: {newcomers}.",
                                 en="New players arrived: {newcomers}."),
    "open_hands.players": Label(fr="À tapis\u00a0: {all_in}\u202f; ayant encore des jetons\u00a0: {with_chips}.",
                                en="All in: {all_in}; with chips left: {with_chips}."),
    "open_hands.betting_over": Label(fr="Les enchères sont terminées.", en="The betting is over."),
    "open_hands.betting_on": Label(fr="Les enchères ne sont pas terminées.", en="The betting is not over."),
    "open_hands.river": Label(fr="On est à la river.", en="This is the river."),
    "out_of_turn.all_in": Label(fr="Un tapis compte ici comme une mise qui augmente l’enjeu\u00a0; un tapis qui ne "
                                   "dépasse pas la mise à suivre se donne comme un call.",
                                en="An all-in counts here as raising the stakes; an all-in no larger than the bet to "
                                   "call is given as a call."),
    "out_of_turn.action": Label(fr="Un joueur {action} hors de son tour. Les joueurs qu’il a sautés font ensuite, "
                                   "dans l’ordre\u00a0: {skipped}.",
                                en="A player {action} out of turn. The players he skipped then make, in turn: "
                                   "{skipped}."),
    "out_of_turn.had_bet": Label(fr="Il avait lui-même déjà misé ou relancé dans ce tour d’enchères.",
                                 en="He had himself already bet or raised in this betting round."),
    "penalty_hands.players_at_table": Label(fr="{players_at_table} joueurs à la table.",
                                            en="{players_at_table} players at the table."),
    "penalty_hands.rounds": Label(fr="Pénalité\u00a0: {rounds}.", en="Penalty: {rounds}."),
    "penalty_hands.hands": Label(fr="Pénalité\u00a0: {hands}.", en="Penalty: {hands}."),
    "pots.contributions": Label(fr="Mises de chacun\u00a0: {contributions}.",
                                en="Each player’s chips in: {contributions}."),
    "pots.folded": Label(fr="Couchés\u00a0: {folded}.", en="Folded: {folded}."),
    "pots.antes": Label(fr="Antes\u00a0: {antes}.", en="Antes: {antes}."),
    "see_hand.river_bet": Label(fr="Il y a eu une mise à la river.", en="There was a bet on the river."),
    "see_hand.no_river_bet": Label(fr="Il n’y a pas eu de mise à la river.", en="There was no bet on the river."),
    "see_hand.called": Label(fr="Le joueur qui demande à voir a suivi.", en="The player asking to see called."),
    "see_hand.not_called": Label(fr="Le joueur qui demande à voir n’a pas suivi.",
                                 en="The player asking to see did not call."),
    "see_hand.has_cards": Label(fr="Il a encore ses cartes.", en="He still holds his cards."),
    "see_hand.no_cards": Label(fr="Il n’a plus ses cartes.", en="He no longer holds his cards."),
    "see_hand.aggressor": Label(fr="La main demandée est celle du dernier agresseur.",
                                en="The hand asked for is the last aggressor’s."),
    "see_hand.suspects_cheating": Label(fr="Il demande à un responsable du tournoi de vérifier cette main, en disant "
                                           "clairement qu’il soupçonne une triche.",
                                        en="He asks a tournament official to check that hand, saying clearly that "
                                           "he suspects cheating."),
    "see_hand.not_aggressor": Label(fr="La main demandée n’est pas celle du dernier agresseur.",
                                    en="The hand asked for is not the last aggressor’s."),
    "showdown_order.players": Label(fr="Abattage entre {players}.", en="Showdown between {players}."),
    "showdown_order.aggressor": Label(fr="{last_aggressor} a été le dernier agresseur.",
                                      en="{last_aggressor} was the last aggressor."),
    "showdown_order.no_aggressor": Label(fr="Personne n’a misé au dernier tour.", en="Nobody bet on the last round."),
    "showdown_order.button_in_hand": Label(fr="Le bouton est à l’abattage, dernier de la liste.",
                                           en="The button is at the showdown, the last one listed."),
    "showdown_order.button_out": Label(fr="Le bouton n’est pas à l’abattage.", en="The button is not at the showdown."),
    "simultaneous_eliminations.start": Label(
        fr="{players_left} joueurs restaient au début du coup, {paid_places} places sont payées.",
        en="{players_left} players were left when the hand began, {paid_places} places are paid.",
    ),
    "simultaneous_eliminations.busted": Label(fr="Sont éliminés dans ce coup\u00a0: {busted}.",
                                              en="Knocked out in that hand: {busted}."),
    "simultaneous_eliminations.player": Label(fr="{player}", en="{player}"),
    "simultaneous_eliminations.player_stack": Label(fr="{player} (tapis de départ {stack})",
                                                    en="{player} (starting stack {stack})"),
    "simultaneous_eliminations.player_table": Label(fr="{player} (table {table})", en="{player} (table {table})"),
    "simultaneous_eliminations.player_table_stack": Label(fr="{player} (table {table}, tapis de départ {stack})",
                                                          en="{player} (table {table}, starting stack {stack})"),
    "skipped_player.acted": Label(fr="Un joueur a été sauté par une action hors de son tour et n’a rien dit\u00a0; "
                                     "après lui, on a eu\u00a0: {acted_after}.",
                                  en="A player was skipped by an action out of turn and said nothing; after him "
                                     "came: {acted_after}."),
    "skipped_player.facing_bet": Label(fr="Il faisait face à une mise.", en="He was facing a bet."),
    "split_pot.split": Label(fr="Un pot de {amount} est partagé entre {winners}.",
                             en="A pot of {amount} is split between {winners}."),
    "split_pot.unit": Label(fr="Le plus petit jeton vaut {unit}.", en="The smallest chip is {unit}."),
    "substantial_action.actions": Label(fr="Depuis la donne, dans l’ordre\u00a0: {actions}.",
                                        en="Since the deal, in turn: {actions}."),
    "substantial_action.nothing": Label(fr="Personne n’a encore agi depuis la donne.",
                                        en="Nobody has acted since the deal."),
    "show_cards.called": Label(fr="Sa dernière mise a été suivie\u00a0: le coup se joue à l’abattage.",
                               en="His last bet was called: the hand goes to the showdown."),
    "show_cards.uncalled": Label(fr="Il gagne le coup sans que sa dernière mise soit suivie.",
                                 en="He wins the hand without his last bet being called."),
    "show_cards.shown_to_one": Label(fr="Il a montré ses cartes à un seul joueur.",
                                     en="He showed his cards to one player only."),
    "cards_speak.call": Label(fr="À l’abattage, un joueur annonce une main plus forte que ses cartes.",
                              en="At the showdown, a player announces a hand stronger than his cards."),
    "cards_speak.opponent_folded": Label(fr="Un adversaire jette alors ses cartes.",
                                         en="An opponent then throws his cards away."),
    "cards_speak.deliberate": Label(fr="L’arbitrage juge la fausse annonce volontaire.",
                                    en="The floor judges the wrong announcement deliberate."),
    "mucked_hand.tabled": Label(fr="La main avait été étalée, toutes ses cartes face visible.",
                                en="The hand had been tabled, every card face up."),
    "mucked_hand.not_tabled": Label(fr="La main n’avait pas été étalée\u00a0: elle a été poussée ou jetée vers "
                                       "la défausse.",
                                    en="The hand had not been tabled: it was pushed or thrown toward the muck."),
    "mucked_hand.clearly_winning": Label(fr="C’était manifestement la main gagnante.",
                                         en="It was clearly the winning hand."),
    "mucked_hand.dealer_mucked": Label(fr="Le donneur l’a mise à la défausse.", en="The dealer mucked it."),
    "mucked_hand.touched_muck": Label(fr="Les cartes ont touché la défausse.", en="The cards touched the muck."),
    "mucked_hand.not_identifiable": Label(fr="Les cartes ne sont plus à 100\u00a0% récupérables et identifiables.",
                                          en="The cards are no longer 100% retrievable and identifiable."),
    "mucked_hand.nearer_muck": Label(fr="Les cartes sont plus près de la défausse que du joueur.",
                                     en="The cards lie nearer the muck than the player."),
    "pot_dispute.break": Label(fr="Le coup s’est fini pendant une pause, le pot a été attribué il y a "
                                  "{minutes}.",
                               en="The hand ended during a break; the pot was awarded {minutes} ago."),
    "pot_dispute.cards_on_table": Label(fr="Les cartes sont encore sur la table.",
                                        en="The cards are still on the table."),
    "pot_dispute.break_now": Label(fr="Le coup s’est fini pendant une pause, le pot vient d’être attribué.",
                                   en="The hand ended during a break; the pot has just been awarded."),
    "hand_shown.in_turn": Label(fr="C’est à lui de parler : sans rien dire, il expose sa main au milieu de la "
                                   "table.",
                                en="It is his turn to act: without a word, he exposes his hand in the middle of "
                                   "the table."),
    "hand_shown.opponents": Label(fr="Encore dans le coup\u00a0: {others}.", en="Still in the hand: {others}."),
    "repeated_fault.offence": Label(fr="Le joueur commet la même faute pour la {offence_nth} fois.",
                                    en="The same player commits the same fault for the {offence_nth} time."),
    "repeated_fault.first": Label(fr="Le joueur commet cette faute pour la première fois.",
                                  en="The player commits this fault for the first time."),
    "repeated_fault.grave": Label(fr="Le directeur du tournoi juge la faute grave.",
                                  en="The tournament director judges the fault grave."),
    "player_fault.all_in": Label(fr="Il est à tapis.", en="He is all in."),
    "player_fault.repeated": Label(fr="Il a déjà été averti pour cette faute.",
                                   en="He has already been warned for this fault."),
    "player_fault.is_big_blind": Label(fr="C’est la grosse blinde, qui n’avait rien à payer.",
                                       en="He is the big blind, with nothing to call."),
    "player_fault.by_mistake": Label(fr="Il les a jetées par inadvertance.", en="He threw them away by mistake."),
    "late_arrival.paid": Label(fr="Un joueur inscrit, qui a payé son entrée d’avance, arrive pendant le niveau "
                                  "{level}.",
                               en="A registered player who paid his entry in advance arrives during level {level}."),
    "late_arrival.unpaid": Label(fr="Un joueur qui n’a pas encore payé son entrée arrive pendant le niveau {level}.",
                                 en="A player who has not yet paid his entry arrives during level {level}."),
    "late_arrival.rebuys_over": Label(fr="La période des recaves est terminée.", en="The rebuy period is over."),
    "late_arrival.stack_gone": Label(fr="Son tapis a disparu sous les blindes.", en="His stack is gone to the blinds."),
    "rebuy.stack": Label(fr="Grosse blinde à {big_blind} ; il reste {stack} en jetons au joueur, qui annonce "
                            "une recave avant le coup suivant.",
                         en="Big blind {big_blind}; the player has {stack} in chips left and announces a rebuy "
                            "before the next hand."),
    "rebuy.busted": Label(fr="Grosse blinde à {big_blind}\u00a0; le joueur n’a plus de jetons et annonce une recave "
                             "avant le coup suivant.",
                          en="Big blind {big_blind}; the player has no chips left and announces a rebuy before the "
                             "next hand."),
    "rebuy.add_on_taken": Label(fr="Il a déjà pris l’add-on.", en="He has already taken the add-on."),
}


# the clause told for the value of an input's field: situation → field → value
NARRATIVE_BY_VALUE: dict[str, dict[str, dict[str, Label]]] = {
    "board_error": {
        "error": {
            "premature_flop": Label(fr="Le flop est donné avant la fin des enchères.",
                                    en="The flop is dealt before the betting is over."),
            "premature_turn": Label(fr="Le turn est donné avant la fin des enchères.",
                                    en="The turn is dealt before the betting is over."),
            "premature_river": Label(fr="La river est donnée avant la fin des enchères.",
                                     en="The river is dealt before the betting is over."),
            "flop_no_burn": Label(fr="Le flop est exposé sans carte brûlée.",
                                  en="The flop is dealt without a burn card."),
            "flop_two_burns": Label(fr="Le flop est exposé avec deux cartes brûlées.",
                                    en="The flop is dealt with two burn cards."),
            "four_card_flop": Label(fr="Le flop est exposé avec quatre cartes.",
                                    en="The flop is dealt with four cards."),
            "turn_or_river_no_burn": Label(fr="Le turn ou la river est exposé sans carte brûlée.",
                                           en="The turn or the river is dealt without a burn card."),
            "burn_card_exposed": Label(fr="La {burn} carte brûlée est retournée.",
                                       en="The {burn} burn card is exposed."),
        },
    },
    "exposed_card": {
        "happened": {
            "dealer_exposed": Label(fr="Le donneur retourne la carte d’un joueur pendant la donne (ni la première ni "
                                       "la deuxième carte donnée, qui font une fausse donne).",
                                    en="The dealer turns a player’s card face up during the deal (neither the first "
                                       "nor the second card dealt, which make a misdeal)."),
            "dealer_dropped": Label(fr="Une carte tombe de la table du fait du donneur.",
                                    en="A card falls off the table because of the dealer."),
            "player_dropped": Label(fr="Après la donne, une carte tombe de la table du fait du joueur.",
                                    en="After the deal, a card falls off the table because of the player."),
            "player_involuntary": Label(fr="Un mouvement involontaire du joueur retourne sa carte.",
                                        en="An involuntary move of the player turns his card face up."),
            "player_deliberate": Label(fr="Pendant la donne, un joueur retourne volontairement une de ses cartes.",
                                       en="During the deal, a player deliberately turns one of his cards face up."),
            "flashed_called_by_owner": Label(fr="Son propriétaire annonce que sa carte a été «\u00a0vue\u00a0».",
                                             en="Its owner calls his card “seen” (flashed)."),
            "flashed_called_by_other": Label(fr="Un autre joueur annonce avoir «\u00a0vu\u00a0» une carte.",
                                             en="Another player calls a card “seen” (flashed)."),
        },
    },
    "declaration": {
        "said": {
            "call": Label(fr="Le joueur annonce «\u00a0call\u00a0».", en="The player says “call”."),
            "check": Label(fr="Le joueur annonce «\u00a0check\u00a0».", en="The player says “check”."),
        },
    },
    "deck_error": {
        "error": {
            "irregular_deck": Label(fr="On découvre que le paquet est irrégulier {street}.",
                                    en="The deck is found to be irregular {street}."),
            "two_decks": Label(fr="On découvre des cartes de deux paquets {street}.",
                               en="Cards from two decks are found {street}."),
            "board_error": Label(fr="Une erreur est commise sur le tableau {street}.",
                                 en="An error is made on the board {street}."),
        },
    },
    "count_request": {
        "what": {
            "bet": Label(fr="Un joueur demande le compte d’une mise.", en="A player asks for a bet to be counted."),
            "all_in": Label(fr="Un joueur demande le compte d’un tapis.",
                            en="A player asks for an all-in to be counted."),
            "stack": Label(fr="Un joueur demande combien de jetons il reste à un adversaire.",
                           en="A player asks how many chips an opponent has left."),
            "pot": Label(fr="Un joueur demande le compte du pot.", en="A player asks for the pot to be counted."),
        },
    },
    "final_table_size": {
        "game": {
            "flop": Label(fr="Tables de {seats_per_table} places, jeu à flop.",
                          en="Tables of {seats_per_table} seats, a flop game."),
            "stud": Label(fr="Tables de {seats_per_table} places, stud.",
                          en="Tables of {seats_per_table} seats, stud."),
        },
    },
    "gesture": {
        "act": {
            "tap_table": Label(fr="À son tour, le joueur tape sur la table (une fois ou plusieurs).",
                               en="In turn, the player taps the table (once or more)."),
            "fold_word_or_gesture": Label(fr="À son tour, le joueur dit ou montre d’un geste qu’il passe.",
                                          en="In turn, the player says or shows with a gesture that he folds."),
            "pot_bet": Label(fr="En no limit, le joueur annonce «\u00a0je mise le pot\u00a0».",
                             en="In no limit, the player says “I bet the pot”."),
            "conditional": Label(fr="Le joueur fait une déclaration conditionnelle, son action dépendant de celle "
                                    "d’un autre joueur.",
                                 en="The player makes a conditional declaration, his action depending on another "
                                    "player’s."),
        },
    },
    "killed_hand": {
        "last_action": {
            "bet": Label(fr="Ses derniers jetons, que personne n’a payés, étaient une mise.",
                         en="His last chips, which nobody called, were a bet."),
            "raise": Label(fr="Ses derniers jetons, que personne n’a payés, étaient une relance.",
                           en="His last chips, which nobody called, were a raise."),
        },
    },
    "heads_up_antes": {
        "ante_format": {
            "classic": Label(fr="Tête-à-tête, avec des antes classiques.", en="Heads-up, with classic antes."),
            "button": Label(fr="Tête-à-tête, avec l’ante au bouton.", en="Heads-up, with a button ante."),
            "big_blind": Label(fr="Tête-à-tête, avec l’ante de grosse blinde.", en="Heads-up, with a big-blind ante."),
        },
    },
    "misdeal": {
        "event": {
            "first_or_second_card_exposed": Label(fr="La première ou la deuxième carte distribuée est exposée.",
                                                  en="The first or second card dealt is exposed."),
            "two_cards_exposed": Label(fr="Deux cartes sont exposées pendant la donne.",
                                       en="Two cards are exposed during the deal."),
            "boxed_cards": Label(fr="Des cartes retournées sont trouvées dans le paquet.",
                                 en="Boxed cards are found in the deck."),
            "first_card_wrong_seat": Label(fr="La première carte est donnée à la mauvaise place.",
                                           en="The first card is dealt to the wrong seat."),
            "wrong_deal_order": Label(fr="Les cartes sont données dans le mauvais ordre.",
                                      en="The cards are dealt in the wrong order."),
            "card_to_empty_seat": Label(fr="Une carte est donnée à une place vide.",
                                        en="A card is dealt to an empty seat."),
            "player_missed": Label(fr="Un joueur a été oublié à la donne.", en="A player was skipped in the deal."),
            "wrong_number_of_cards": Label(fr="Un joueur a reçu un mauvais nombre de cartes.",
                                           en="A player was dealt the wrong number of cards."),
            "extra_card_to_small_blind": Label(fr="La petite blinde a reçu une carte de trop.",
                                               en="The small blind was dealt an extra card."),
        },
    },
    "new_level": {
        "clock_ends": {
            "during_previous_hand": Label(fr="Le temps du niveau s’écoule pendant que le coup précédent est "
                                             "encore joué.",
                                          en="The level's time runs out while the previous hand is still being "
                                             "played."),
            "after_pot_awarded": Label(fr="Le niveau se termine après l’attribution du pot.",
                                       en="The level ends after the pot has been awarded."),
            "during_shuffle": Label(fr="Le niveau se termine pendant le mélange.",
                                    en="The level ends during the shuffle."),
            "during_deal": Label(fr="Le niveau se termine pendant la distribution.",
                                 en="The level ends during the deal."),
        },
        "announced": {
            "during_previous_hand": Label(fr="Le nouveau niveau est annoncé pendant le coup précédent.",
                                          en="The new level is announced during the previous hand."),
            "after_pot_awarded": Label(fr="Le nouveau niveau n’est annoncé qu’après l’attribution du pot.",
                                       en="The new level is announced only after the pot has been awarded."),
            "during_shuffle": Label(fr="Le nouveau niveau n’est annoncé que pendant le mélange.",
                                    en="The new level is announced only during the shuffle."),
            "during_deal": Label(fr="Le nouveau niveau n’est annoncé que pendant la distribution.",
                                 en="The new level is announced only during the deal."),
        },
    },
    "next_hand": {
        "ante_format": {
            "classic": Label(fr="Antes classiques.", en="Classic antes."),
            "button": Label(fr="Ante au bouton.", en="Button ante."),
            "big_blind": Label(fr="Ante de grosse blinde.", en="Big-blind ante."),
        },
    },
    "seated_at_deal": {
        "arrived": {
            "before_first_card": Label(fr="Le joueur regagne sa place avant la première carte.",
                                       en="The player is back in his seat before the first card."),
            "during_deal": Label(fr="Le joueur regagne sa place pendant la donne.",
                                 en="The player gets back to his seat during the deal."),
            "after_deal": Label(fr="Le joueur regagne sa place après la donne.",
                                en="The player gets back to his seat after the deal."),
        },
    },
    "showdown_order": {
        "aggression": {
            "bet": Label(fr="{last_aggressor} a fait la dernière mise.", en="{last_aggressor} made the last bet."),
            "raise": Label(fr="{last_aggressor} a fait la dernière relance.",
                           en="{last_aggressor} made the last raise."),
        },
    },
    "pot_dispute": {
        "dispute": {
            "reading": Label(fr="Un joueur conteste la lecture d’une main étalée.",
                             en="A player disputes the reading of a tabled hand."),
            "pot": Label(fr="Un joueur conteste l’attribution du pot (qui le gagne, son partage).",
                         en="A player disputes the pot’s award (who wins it, how it is split)."),
        },
        "moment": {
            "pot_awarded": Label(fr="Le pot vient d’être attribué\u00a0; les cartes sont encore sur la table.",
                                 en="The pot has just been awarded; the cards are still on the table."),
            "cards_gathered": Label(fr="Les cartes du coup ont été ramassées.",
                                    en="The hand’s cards have been gathered."),
            "shuffle": Label(fr="Le mélange du coup suivant a commencé.",
                             en="The shuffle for the next hand has begun."),
            "deal": Label(fr="La donne du coup suivant a commencé.", en="The deal of the next hand has begun."),
            "substantial_action": Label(fr="Il y a eu une action substantielle dans le coup suivant.",
                                        en="There has been substantial action in the next hand."),
        },
    },
    "collusion": {
        "fault": {
            "soft_play": Label(fr="Un joueur sous-joue pour favoriser un autre joueur (soft play).",
                               en="A player plays softly to favour another player (soft play)."),
            "chip_dumping": Label(fr="Un joueur donne volontairement des jetons à un autre, en se couchant face à "
                                     "sa mise.",
                                  en="A player deliberately gives chips to another by folding to his bet."),
            "nuts_checked_on_river": Label(fr="À la river, le dernier à parler checke avec le jeu maximum.",
                                           en="On the river, the last player to act checks with the nuts."),
        },
    },
    "hand_shown": {
        "shown_to": {
            "table": Label(fr="Un joueur encore dans le coup montre ses cartes à la table avant la fin des enchères.",
                           en="A player still in the hand shows his cards to the table before the betting is over."),
            "outsider": Label(fr="Un joueur encore dans le coup montre volontairement ses cartes à une personne "
                                 "hors du coup (un spectateur, un joueur couché).",
                              en="A player still in the hand deliberately shows his cards to someone out of the "
                                 "hand (a spectator, a player who folded)."),
        },
    },
    "chips_carried_away": {
        "how": {
            "out_of_sight": Label(fr="Un joueur garde ou transporte des jetons du tournoi hors de la vue de tous "
                                     "(dans une poche, un sac).",
                                  en="A player keeps or carries tournament chips out of everyone’s sight "
                                     "(in a pocket, a bag)."),
            "from_pocket": Label(fr="Un joueur pose sur la table des jetons sortis de sa poche.",
                                 en="A player puts on the table chips taken out of his pocket."),
            "from_outside": Label(fr="Un joueur pose sur la table des jetons venus de l’extérieur du tournoi.",
                                  en="A player puts on the table chips that came from outside the tournament."),
        },
    },
    "player_fault": {
        "fault": {
            "left_table": Label(fr="Un joueur encore dans le coup s’éloigne de la table avant l’abattage.",
                                en="A player still in the hand walks away from the table before the showdown."),
            "phone": Label(fr="Un joueur encore dans le coup répond au téléphone.",
                           en="A player still in the hand answers his phone."),
            "dodged_blind": Label(fr="En changeant de table, un joueur traîne exprès pour éviter une blinde.",
                                  en="Changing tables, a player takes his time on purpose to dodge a blind."),
            "repeated_misdeals": Label(fr="Un même joueur fait fausse donne encore et encore.",
                                       en="The same player misdeals again and again."),
            "abuses_time": Label(fr="Un joueur abuse des délais de réflexion.", en="A player abuses the time limits."),
            "repeated_out_of_turn": Label(fr="Un joueur agit hors de son tour encore et encore.",
                                          en="A player acts out of turn again and again."),
            "bets_into_pot": Label(fr="Un joueur mise encore et encore au centre de la table au lieu de mi-chemin.",
                                   en="A player bets into the middle of the table again and again instead of "
                                      "halfway."),
            "folded_when_could_check": Label(fr="Personne n’a misé : un joueur qui pouvait checker jette ses cartes.",
                                             en="Nobody has bet: a player who could check throws his cards away."),
            "left_tournament": Label(fr="Un joueur quitte le tournoi sans annoncer son abandon ; ses jetons "
                                        "restent à la table.",
                                     en="A player leaves the tournament without announcing his withdrawal; his chips "
                                        "stay at the table."),
            "damaged_cards": Label(fr="Un joueur est surpris à abîmer volontairement les cartes.",
                                   en="A player is caught deliberately damaging the cards."),
        },
    },
}


# --- the ruling, said ------------------------------------------------------------------------------

# a call facing a short big blind before the flop, under a rulebook silent on what the others call: one question
# for every amount of a ruling on chips (floorbook.engine.betting.facing_short_big_blind)
SHORT_BLIND_AMOUNTS: dict[str, Label] = dict.fromkeys(
    ("to", "options"),
    Label(fr="combien il doit mettre pour suivre une grosse blinde incomplète",
          en="how much he must put in to call a big blind short of its full amount")) | dict.fromkeys(
    # the call's amount said, his chips short of it: made up, or taken back (an undercall the rulebook leaves open)
    ("completed", "returned"),
    Label(fr="s’il complète ce qu’il a mis ou le reprend",
          en="whether he makes up what he put in or takes it back")) | dict.fromkeys(
    # a raise over it, or over a short all-in: how large it must be (short_big_blind_min_raise,
    # short_all_in_increment), asked as ``<output>.raise``; the question line says which
    ("to.raise", "full.raise", "completed.raise", "returned.raise"),
    Label(fr="jusqu’où doit aller cette relance pour être complète",
          en="how far this raise must go to be a full raise"))

# what a ruling decides, for a silent or discretionary ruling (``*``) or one of its outputs: situation → output
QUESTIONS: dict[str, dict[str, Label]] = {
    "board_error": {
        "*": Label(fr="comment le tableau est rétabli", en="how the board is put right"),
    },
    "button_short": {
        "*": Label(fr="ce que devient la main du bouton à qui il manque une carte",
                   en="what becomes of the hand of a button missing a card"),
    },
    "exposed_card": {
        "*": Label(fr="ce que devient cette carte", en="what becomes of this card"),
        "hand_dead": Label(fr="si la main du joueur est morte", en="whether the player’s hand is dead"),
    },
    "stub_mixed": {
        "*": Label(fr="comment le paquet est refait", en="how the deck is made again"),
    },
    "rabbit_hunt": {
        "*": Label(fr="si les cartes qui seraient venues peuvent être montrées",
                   en="whether the cards that would have come may be shown"),
    },
    "abbreviated_amount": {
        "*": Label(fr="quel montant vaut cette annonce", en="what amount this announcement means"),
    },
    "balance_tables": {
        "*": Label(fr="à quel écart de joueurs une table s’arrête pour équilibrer",
                   en="at what difference in players a table stops to balance"),
    },
    "bet_error": {
        "*": Label(fr="ce que devient cette mise erronée", en="what becomes of this wrong bet"),
        "later_actions": Label(fr="ce que deviennent les actions suivantes", en="what becomes of the later actions"),
    },
    "bet_total": {
        "*": Label(fr="ce que vaut ce montant", en="what this amount counts as"),
        **SHORT_BLIND_AMOUNTS,
    },
    "betting_round": {
        "*": Label(fr="ce que ce joueur doit suivre et peut relancer", en="what this player must call and may raise"),
        "to_call": Label(fr="combien il doit suivre", en="how much he must call"),
        "min_raise_to": Label(fr="quelle est la relance minimale", en="what the minimum raise is"),
        "min_bet": Label(fr="quelle est la mise minimale", en="what the minimum bet is"),
        "may_raise": Label(fr="s’il peut relancer", en="whether he may raise"),
    },
    "big_blind_ante": {
        "*": Label(fr="comment se partagent l’ante et la blinde", en="how the ante and the blind are split"),
    },
    "call_time": {
        "*": Label(fr="combien de temps le joueur a", en="how long the player has"),
        "min_delay": Label(fr="le délai minimal avant de pouvoir demander le temps",
                           en="how long to wait before the clock may be called"),
        "result": Label(fr="si une action faite à la toute fin du décompte compte",
                        en="whether an action at the very end of the countdown counts"),
    },
    "chip_push": {
        "*": Label(fr="ce que vaut cette poussée de jetons", en="what this push of chips counts as"),
        **SHORT_BLIND_AMOUNTS,
    },
    "chip_race": {
        "*": Label(fr="comment se fait cette course aux jetons", en="how this chip race is run"),
        "winners": Label(fr="qui gagne les jetons", en="who wins the chips"),
        "winning_order": Label(fr="dans quel ordre les cartes donnent les jetons, à égalité de hauteur",
                               en="in what order the cards give the chips, between cards of the same rank"),
        "at_risk": Label(fr="qui la course ne peut pas éliminer", en="who cannot be knocked out by the race"),
        "chips_awarded": Label(fr="combien de jetons supérieurs sont attribués (l’arrondi)",
                               en="how many higher chips are handed out (the rounding)"),
        "value_awarded": Label(fr="combien de jetons supérieurs sont attribués (l’arrondi)",
                               en="how many higher chips are handed out (the rounding)"),
        "bonus_chips": Label(fr="ce que reçoit un joueur que la course laisserait sans jetons",
                             en="what a player the race would leave without chips gets"),
        "deal_from": Label(fr="d’où part la distribution des cartes", en="where the cards are dealt from"),
    },
    "deck_error": {
        "*": Label(fr="ce que devient ce coup", en="what becomes of this hand"),
    },
    "declaration": {
        "*": Label(fr="ce que vaut cette annonce", en="what this declaration counts as"),
        **SHORT_BLIND_AMOUNTS,
    },
    "count_request": {
        "*": Label(fr="ce que le joueur obtient en demandant ce compte",
                   en="what the player gets by asking for this count"),
        "counted_by": Label(fr="qui compte", en="who counts"),
    },
    "final_table_size": {
        "*": Label(fr="combien de joueurs forment la table finale", en="how many players make the final table"),
    },
    "first_to_act": {
        "*": Label(fr="qui parle en premier", en="who acts first"),
    },
    "found_chips_after_race": {
        "*": Label(fr="ce que deviennent ces jetons", en="what becomes of these chips"),
    },
    "lost_chips_found": {
        "*": Label(fr="ce que deviennent ces jetons", en="what becomes of these chips"),
    },
    "hand_fouled": {
        "*": Label(fr="ce que devient la main de l’adversaire", en="what becomes of the opponent's hand"),
        "owner_penalty": Label(fr="si l’adversaire, qui ne protégeait pas sa main, est sanctionné",
                               en="whether the opponent, who did not protect his hand, is penalised"),
        "thrower_penalty": Label(fr="si le joueur qui a jeté ses cartes est sanctionné",
                                 en="whether the player who threw his cards is penalised"),
    },
    "hand_for_hand_clock": {
        "*": Label(fr="comment décompter le temps main par main", en="how to count time hand for hand"),
        "hands": Label(fr="combien de mains dure un niveau qui ne fait pas un nombre entier de mains",
                       en="how many hands a level lasts when it is not a whole number of hands"),
    },
    "gesture": {
        "*": Label(fr="ce que vaut ce geste ou cette annonce", en="what this gesture or announcement counts as"),
        "penalty": Label(fr="s’il s’expose à une pénalité", en="whether he may be penalised"),
    },
    "hidden_chips": {
        "*": Label(fr="ce que deviennent ces jetons", en="what becomes of those chips"),
        "paid_by_caller": Label(fr="si le joueur qui a payé doit aussi ces jetons",
                                en="whether the caller owes those chips too"),
    },
    "heads_up_antes": {
        "*": Label(fr="si les antes restent en tête-à-tête", en="whether antes stay heads-up"),
    },
    "killed_hand": {
        "*": Label(fr="ce que récupère le joueur", en="what the player gets back"),
    },
    "min_raise": {
        "*": Label(fr="quelle est la relance minimale", en="what the minimum raise is"),
    },
    "misdeal": {
        "*": Label(fr="s’il y a fausse donne", en="whether it is a misdeal"),
    },
    "misinformed_call": {
        "*": Label(fr="ce que doit le joueur qui a suivi", en="what the caller owes"),
    },
    "new_level": {
        "*": Label(fr="à quel coup s’appliquent les nouvelles blindes", en="which hand the new blinds apply to"),
        "continues_on_old_level": Label(fr="si le coup commencé par erreur aux anciennes blindes continue ainsi",
                                        en="whether the hand started on the old blinds by mistake goes on so"),
    },
    "next_hand": {
        "*": Label(fr="où vont le bouton et les blindes", en="where the button and the blinds go"),
        "first_card": Label(fr="qui reçoit la première carte", en="who gets the first card"),
        "button": Label(fr="qui donne ce coup (et a le bouton)", en="who deals this hand (and has the button)"),
        "dealer": Label(fr="qui donne ce coup (et a le bouton)", en="who deals this hand (and has the button)"),
        "button_ante": Label(fr="qui paie l’ante du bouton ce coup-ci", en="who posts the button ante this hand"),
    },
    "open_hands": {
        "*": Label(fr="si les mains sont retournées", en="whether the hands are turned face up"),
    },
    "out_of_turn": {
        "*": Label(fr="si cette action hors de son tour engage le joueur",
                   en="whether this action out of turn binds the player"),
        "binds": Label(fr="si l’action l’engage", en="whether the action binds him"),
        "chips_returned": Label(fr="si ses jetons lui sont rendus", en="whether his chips are given back"),
        "options": Label(fr="ce qu’il peut faire à son tour", en="what he may do in turn"),
    },
    "penalty_hands": {
        "*": Label(fr="combien de mains dure la pénalité", en="how many hands the penalty lasts"),
        "leaves_table": Label(fr="si le joueur doit quitter la table", en="whether the player must leave the table"),
    },
    "pots": {
        "*": Label(fr="comment se forment les pots", en="how the pots are made"),
        "main_pot": Label(fr="ce que contient le pot principal, antes comprises",
                          en="what the main pot holds, antes included"),
        "side_pots": Label(fr="ce que contiennent les pots extérieurs", en="what the side pots hold"),
    },
    "seated_at_deal": {
        "*": Label(fr="si sa main est vivante", en="whether his hand is live"),
    },
    "see_hand": {
        "*": Label(fr="si le joueur peut voir cette main", en="whether the player may see this hand"),
        "official_check": Label(fr="si un responsable vérifie cette main", en="whether an official checks that hand"),
    },
    "showdown_order": {
        "*": Label(fr="qui montre en premier", en="who shows first"),
        "order": Label(fr="l’ordre des mains suivantes", en="the order of the other hands"),
    },
    "simultaneous_eliminations": {
        "*": Label(fr="comment se classent les joueurs éliminés", en="how the players knocked out are placed"),
        "tie_order": Label(fr="comment se classent entre eux des joueurs au même tapis de départ",
                           en="how players with the same starting stack are placed between them"),
    },
    "skipped_player": {
        "*": Label(fr="ce que peut encore faire le joueur sauté", en="what the skipped player may still do"),
        "hand_dead": Label(fr="si sa main est morte", en="whether his hand is dead"),
        "options": Label(fr="ce qu’il peut encore faire", en="what he may still do"),
        "out_of_turn_binds": Label(fr="si l’action hors de son tour est maintenue",
                                   en="whether the action out of turn stands"),
    },
    "split_pot": {
        "*": Label(fr="à qui revient le jeton indivisible", en="who gets the odd chip"),
        "shares": Label(fr="à qui vont les jetons indivisibles quand il y en a plus d’un",
                        en="who gets the odd chips when there is more than one"),
    },
    "string_bet": {
        "*": Label(fr="ce que valent ces jetons", en="what these chips count as"),
        **SHORT_BLIND_AMOUNTS,
    },
    "substantial_action": {
        "*": Label(fr="s’il y a action substantielle", en="whether it is substantial action"),
    },
    "show_cards": {
        "*": Label(fr="ce que le joueur doit montrer", en="what the player must show"),
        "show_both": Label(fr="s’il doit montrer ses deux cartes", en="whether he must show both cards"),
        "show_all": Label(fr="s’il doit montrer ses cartes à tous", en="whether he must show his cards to all"),
    },
    "cards_speak": {
        "*": Label(fr="ce que vaut cette annonce", en="what this announcement counts for"),
        "folded_hand": Label(fr="ce que devient la main de l’adversaire qui a jeté ses cartes",
                             en="what becomes of the hand of the opponent who threw his cards"),
        "penalty": Label(fr="si la fausse annonce est sanctionnée", en="whether the wrong announcement is penalised"),
    },
    "mucked_hand": {
        "*": Label(fr="si cette main peut encore gagner", en="whether this hand can still win"),
    },
    "pot_dispute": {
        "*": Label(fr="si on peut encore contester", en="whether it can still be disputed"),
    },
    "collusion": {
        "*": Label(fr="ce qu’encourt le joueur", en="what the player incurs"),
        "penalty": Label(fr="s’il est sanctionné", en="whether he is penalised"),
        "forfeit": Label(fr="s’il perd ses mises ou ses jetons", en="whether he loses his bets or his chips"),
        # the one forfeit a rulebook allows: tda-2010/43, club-nlhe/15.7 « retrait des mises », tda-2019/69
        # « confiscation des jetons »
        "forfeit.bets": Label(fr="s’il perd ses mises", en="whether he loses his bets"),
        "forfeit.chips": Label(fr="si ses jetons sont confisqués", en="whether his chips are confiscated"),
        "disqualified": Label(fr="s’il est disqualifié", en="whether he is disqualified"),
        "both_players": Label(fr="si les deux joueurs sont sanctionnés", en="whether both players are penalised"),
    },
    "hand_shown": {
        "*": Label(fr="ce que devient sa main", en="what becomes of his hand"),
        "hand_live": Label(fr="si sa main reste en jeu", en="whether his hand stays live"),
        "bets_lost": Label(fr="s’il perd ses mises", en="whether he loses his bets"),
        "penalty": Label(fr="s’il est sanctionné", en="whether he is penalised"),
        "penalty_starts": Label(fr="quand commence la sanction", en="when the penalty starts"),
        "options": Label(fr="ce que le joueur peut encore faire (suivre, relancer ou se coucher)",
                         en="what the player may still do (call, raise or fold)"),
    },
    "chips_carried_away": {
        "*": Label(fr="ce que deviennent ces jetons et le joueur", en="what becomes of these chips and the player"),
        "chips_removed": Label(fr="quels jetons sont retirés", en="which chips are removed"),
        "disqualified": Label(fr="s’il est disqualifié", en="whether he is disqualified"),
        "penalty": Label(fr="s’il est sanctionné", en="whether he is penalised"),
    },
    "repeated_fault": {
        "*": Label(fr="quelle sanction s’applique", en="which sanction applies"),
        "sanction": Label(fr="quelle sanction s’applique", en="which sanction applies"),
        "chips_removed": Label(fr="si ses jetons sont retirés", en="whether his chips are removed"),
    },
    "player_fault": {
        "*": Label(fr="quelle suite donner à cette faute", en="what follows this fault"),
        "hand_dead": Label(fr="si sa main est morte", en="whether his hand is dead"),
        "penalty": Label(fr="s’il est sanctionné", en="whether he is penalised"),
    },
    "late_arrival": {
        "*": Label(fr="s’il peut encore prendre sa place", en="whether he may still take his seat"),
        "may_enter": Label(fr="s’il peut encore prendre sa place", en="whether he may still take his seat"),
        "blinds_taken": Label(fr="si ses cartes sont distribuées et ses blindes prélevées pendant son retard",
                              en="whether he is dealt in and his blinds are taken while he is late"),
    },
    "rebuy": {
        "*": Label(fr="s’il peut se recaver", en="whether he may rebuy"),
        "may_rebuy": Label(fr="s’il peut se recaver", en="whether he may rebuy"),
        "chips_in_play": Label(fr="si les jetons de la recave jouent le coup suivant",
                               en="whether the rebuy's chips play the next hand"),
    },
}
# hidden chips ruled by the rule on chips out of sight (tda-2010/38, our reading): that rule's own words
QUESTIONS["hidden_chips"].update({k: QUESTIONS["chips_carried_away"][k] for k in ("chips_removed", "disqualified",
                                                                                  "penalty")})


# a ruling's verdict in a word or two (``floorbook ask``'s table), by the verdict
# (floorbook.engine.outcomes.VERDICTS)
VERDICT_NAMES: dict[str, Label] = {
    "ruled": Label(fr="tranché", en="ruled"),
    "discretion": Label(fr="laissé au directeur du tournoi", en="left to the tournament director"),
    "silent": Label(fr="le règlement ne dit rien", en="the rulebook is silent"),
    "partial": Label(fr="tranché en partie", en="partly ruled"),
    # a partial ruling that rules none of its outputs (floorbook.rulings.ask.heading)
    "partial_open": Label(fr="laissé en partie au directeur du tournoi, le reste non dit",
                          en="partly left to the tournament director, the rest unsaid"),
}


# a ruling that rules nothing, by a name written out where it is said
RULING_VERDICTS: dict[str, Label] = {
    "silent": Label(fr="Le règlement ne dit pas {question}.", en="The rulebook does not say {question}."),
    "discretion": Label(fr="Le règlement laisse au directeur du tournoi le soin de décider {question}.",
                        en="The rulebook leaves it to the tournament director to decide {question}."),
    "discretion_between": Label(fr="Le règlement laisse le choix au directeur du tournoi\u00a0: {options}.",
                                en="The rulebook leaves the choice to the tournament director: {options}."),
}


# an output a ruling leaves open, by its status
FIELD_VERDICTS: dict[str, Label] = {
    "silent": Label(fr="Le règlement ne dit pas {question}.", en="The rulebook does not say {question}."),
    "discretion": Label(fr="C’est au directeur du tournoi de décider {question}.",
                        en="It is for the tournament director to decide {question}."),
}


# --- a ruling on chips put in (chip_push, bet_total, declaration, string_bet) -----------------------

# what the chips count as, by the ruling's ``action``
ACTION_RULINGS: dict[str, Label] = {
    "bet": Label(fr="C’est une mise de {to}", en="It is a bet of {to}"),
    "call": Label(fr="C’est un call de {to}", en="It is a call of {to}"),
    "raise": Label(fr="C’est une relance à {to}", en="It is a raise to {to}"),
    "check": Label(fr="C’est un check", en="It is a check"),
    "fold": Label(fr="Le joueur se couche", en="The player folds"),
    "choice": Label(fr="Le joueur choisit\u00a0: {options}", en="The player chooses: {options}"),
    "call_or_fold": Label(fr="Le joueur doit suivre ou se coucher\u00a0: {options}",
                          en="The player must call or fold: {options}"),
    "call_or_forfeit": Label(fr="Le joueur complète son call ou abandonne les jetons déjà mis et se couche\u00a0: "
                                "{options}",
                             en="The player completes the call, or forfeits the chips put in and folds: {options}"),
}


# the action when its amount is left unsaid (a short big blind before the flop, under a rulebook silent on it)
ACTION_AMOUNT_UNSAID: dict[str, Label] = {
    "call": Label(fr="C’est un call", en="It is a call"),
    "call_or_fold": Label(fr="Le joueur doit suivre ou se coucher", en="The player must call or fold"),
    "raise": Label(fr="C’est une relance", en="It is a raise"),
}

# an option of a choice, by its name, with the player's total (``to``)
OPTIONS_TO: dict[str, Label] = {
    "call": Label(fr="suivre à {to}", en="call {to}"),
    "raise": Label(fr="relancer à {to}", en="raise to {to}"),
    "bet": Label(fr="miser {to}", en="bet {to}"),
    "fold": Label(fr="se coucher", en="fold"),
    "check": Label(fr="checker", en="check"),
}


# the rest of such a ruling, by a name written out where it is said
ACTIONS: dict[str, Label] = {
    "option.completed": Label(fr="en ajoutant {completed}", en="and add {completed}"),
    "option.returned": Label(fr="en reprenant {returned}", en="and take back {returned}"),
    "option.forfeit": Label(fr="en laissant {in_pot} dans le pot", en="leaving {in_pot} in the pot"),
    "all_in": Label(fr=", à tapis", en=", all in"),
    # whether it reopens the betting is the rule of a betting round (betting_round's may_raise), not said here:
    # some rulebooks say nothing of it (club-tournois/9-7)
    "incomplete": Label(fr=" (relance incomplète)", en=" (not a full raise)"),
    # an all-in above the call but short of a full raise: some rulebooks say it is no raise at all (ropta-2023/9.8
    # « ne peut être considérée comme une relance »): said as what it is, an all-in, whatever the rulebook
    "short_all_in": Label(fr="Il est à tapis à {to} : plus que le montant à suivre, moins qu’une relance complète",
                          en="He is all in for {to}: more than the call, less than a full raise"),
    "chip_removed": Label(fr="\u00a0: en retirant le jeton de {chip_removed}, il reste moins que le montant à suivre",
                          en=": without the {chip_removed} chip, what is left is less than the amount to call"),
    "end": Label(fr=".", en="."),
    "completed": Label(fr="Il doit ajouter {completed}.", en="He must add {completed}."),
    "returned": Label(fr="On lui rend {returned}.", en="{returned} goes back to him."),
    "chip_committed": Label(fr="Le jeton de {chip_committed} reste engagé dans le pot.",
                            en="The {chip_committed} chip stays in the pot."),
    "may_raise.false": Label(fr="Il ne peut pas relancer.", en="He may not raise."),
}


# --- every other ruling, one phrase per output -----------------------------------------------------

# situation → output → the phrase for a value: ``*`` any value; ``true``/``false`` a yes-or-no; ``none`` no value;
# ``zero``/``one`` those numbers; ``empty`` an empty list or mapping; a choice's value that value (else ``*``);
# None: nothing is said. The outputs are said in this order.
RULED: dict[str, dict[str, dict[str, Label | None]]] = {
    "board_error": {
        "remedy": {
            "reshuffled_no_new_burn": Label(fr="Ce qui a été donné trop tôt est repris et remélangé au paquet, puis "
                                               "redonné sans nouvelle carte brûlée.",
                                            en="What was dealt too soon is taken back and shuffled into the stub, "
                                               "then dealt again without a new burn card."),
            "all_reshuffled_with_burn": Label(fr="Toutes les cartes sorties sont remélangées au paquet et le flop est "
                                                 "redonné avec une carte brûlée.",
                                              en="All the cards dealt are shuffled back into the stub and the flop is "
                                                 "dealt again with a burn card."),
            "redealt_with_new_burn": Label(fr="Seul ce qui a été donné trop tôt est repris, puis redonné avec une "
                                              "nouvelle carte brûlée.",
                                           en="Only what was dealt too soon is taken back, then dealt again with a new "
                                              "burn card."),
            "river_card_as_turn": Label(fr="La carte est mise de côté\u00a0; une carte est brûlée et la suivante, qui "
                                           "devait être la river, sert de turn\u00a0; la carte mise de côté est "
                                           "ensuite "
                                           "remélangée au paquet et la river donnée sans carte brûlée.",
                                        en="The card is set aside; a card is burned and the next one, which was to be "
                                           "the "
                                           "river, is the turn; the card set aside is then shuffled into the stub and "
                                           "the "
                                           "river dealt without a burn card."),
            "first_card_burned": Label(fr="La première carte du flop est brûlée et une quatrième complète le flop.",
                                       en="The flop’s first card is burned and a fourth completes the flop."),
            "flop_reshuffled_with_burn": Label(fr="Le flop est remélangé et redonné en brûlant une carte.",
                                               en="The flop is reshuffled and dealt again with a burn card."),
            "random_burn_from_flop": Label(fr="Les trois cartes du flop sont mélangées pour tirer la carte "
                                              "brûlée\u00a0; "
                                              "la carte suivante complète le flop.",
                                           en="The three flop cards are mixed to draw the burn card; the next card "
                                              "completes the flop."),
            "second_burn_to_flop": Label(fr="La deuxième carte brûlée devient la première du flop et la dernière du "
                                            "flop devient la carte brûlée du turn.",
                                         en="The second burn card becomes the flop’s first, and the flop’s last card "
                                            "becomes the turn’s burn card."),
            "flop_and_one_burn_reshuffled": Label(fr="Le flop et une des cartes brûlées sont remélangés et redonnés "
                                                     "sans "
                                                     "brûler de carte.",
                                                  en="The flop and one of the burn cards are reshuffled and dealt "
                                                     "again "
                                                     "without a burn card."),
            "all_mixed_burn_flop_burn": Label(fr="Le flop et les deux cartes brûlées sont mélangés pour brûler une "
                                                 "carte, "
                                                 "tirer un nouveau flop et brûler une carte avant le turn.",
                                              en="The flop and both burn cards are mixed to burn a card, draw a new "
                                                 "flop "
                                                 "and burn a card before the turn."),
            "last_card_turn_burn": Label(fr="La dernière carte du flop devient la carte brûlée du turn.",
                                         en="The flop’s last card becomes the turn’s burn card."),
            "four_reshuffled_redealt": Label(fr="Les quatre cartes sont remélangées et le flop redonné sans brûler de "
                                                "carte.",
                                             en="The four cards are reshuffled and the flop dealt again without a burn "
                                                "card."),
            "random_turn_burn": Label(fr="Les quatre cartes sont mélangées faces cachées et une, tirée au hasard, "
                                         "devient "
                                         "la carte brûlée du turn\u00a0; les trois autres forment le flop.",
                                      en="The four cards are mixed face down and one, drawn at random, becomes the "
                                         "turn’s burn card; the other three make the flop."),
            "burned_next_dealt": Label(fr="Cette carte est brûlée et la suivante est exposée.",
                                       en="That card is burned and the next one is exposed."),
            "burn_taken_back": Label(fr="La carte brûlée seule est reprise.", en="The burn card alone is taken back."),
            "burn_and_card_taken_back": Label(fr="La carte brûlée et la river sont reprises.",
                                              en="The burn card and the river are taken back."),
            "burn_card_played": Label(fr="La carte brûlée retournée est jouée.", en="The exposed burn card is played."),
        },
    },
    "button_short": {
        "misdeal": {
            "true": Label(fr="Un nombre de cartes erroné est une fausse donne\u202f: elle se règle comme toute fausse "
                             "donne (voir «\u00a0Fausse donne\u00a0»).",
                          en="A wrong number of cards is a misdeal: it is ruled as any misdeal (see “Misdeal”)."),
            "false": None,
        },
        "cards_given": {
            "true": Label(fr="La carte manquante lui est donnée.", en="The missing card is given to him."),
            "false": Label(fr="La carte manquante ne lui est pas donnée.", en="The missing card is not given to him."),
        },
        "hand_dead": {
            "true": Label(fr="Sa main est morte.", en="His hand is dead."),
            "false": None,
            "none": None,
        },
    },
    "exposed_card": {
        "card": {
            "replaced": Label(fr="La carte est morte\u00a0; la donne finie, elle est échangée contre la carte qui "
                                 "devait "
                                 "être brûlée la première.",
                              en="The card is dead; once the deal is over, it is swapped for the card that was to be "
                                 "burned first."),
            "dead": Label(fr="La carte est morte.", en="The card is dead."),
            "played": Label(fr="La carte doit être jouée.", en="The card must be played."),
            "kept": Label(fr="Le joueur garde sa carte et le jeu continue.", en="The player keeps his card; play goes "
                             "on."),
            "kept_shown": Label(fr="La carte n’est pas échangée\u00a0: le donneur la garde et elle est montrée à tous.",
                                en="The card is not swapped: the dealer keeps it and it is shown to all."),
            "owner_chooses": Label(fr="Son propriétaire choisit de la garder ou non\u00a0; s’il ne la garde pas, elle "
                                      "est "
                                      "traitée comme une carte retournée par le donneur.",
                                   en="Its owner chooses whether to keep it; if he does not, it is treated as a card "
                                      "exposed by the dealer."),
        },
        "hand_dead": {
            "true": Label(fr="Sa main est morte\u00a0; les autres joueurs continuent le coup.",
                          en="His hand is dead; the other players play on."),
            "false": Label(fr="Sa main reste vivante.", en="His hand stays live."),
        },
    },
    "rabbit_hunt": {
        "shown": {
            "true": Label(fr="Les cartes qui seraient venues peuvent être montrées, exceptionnellement.",
                          en="The cards that would have come may be shown, exceptionally."),
            "false": Label(fr="Les cartes qui seraient venues ne sont pas montrées.",
                           en="The cards that would have come are not shown."),
        },
    },
    "stub_mixed": {
        "remedy": {
            "order_rebuilt": Label(fr="On reconstruit l’ordre d’origine du paquet.",
                                   en="The stub’s original order is rebuilt."),
            "stub_reshuffled": Label(fr="Seules les cartes restant à distribuer sont remélangées et coupées\u00a0; le "
                                        "coup "
                                        "continue.",
                                     en="Only the cards still to be dealt are reshuffled and cut; the hand goes on."),
            "all_reshuffled": Label(fr="Toutes les cartes, défausse et cartes brûlées comprises, sont "
                                       "remélangées\u00a0; le "
                                       "coup continue.",
                                    en="All the cards, muck and burn cards included, are reshuffled; the hand goes "
                                       "on."),
        },
    },
    "abbreviated_amount": {
        "amount": {
            "*": Label(fr="L’annonce vaut {amount}.", en="The announcement means {amount}."),
        },
    },
    "balance_tables": {
        "threshold": {
            "*": Label(fr="On équilibre dès {threshold} joueurs d’écart entre tables.",
                       en="Tables are balanced once they differ by {threshold} players."),
        },
        "stop": {
            "*": Label(fr="Tables qui s’arrêtent pour équilibrer\u00a0: {stop}.",
                       en="Tables that stop to balance: {stop}."),
            "one": Label(fr="Table qui s’arrête pour équilibrer\u00a0: {stop}.",
                         en="Table that stops to balance: {stop}."),
            "empty": Label(fr="Aucune table ne s’arrête.", en="No table stops."),
        },
        "player_moved": {
            "future_big_blind": Label(fr="Le joueur déplacé est celui qui serait le prochain à payer la grosse blinde.",
                                      en="The player moved is the one who would be next to pay the big blind."),
        },
        "new_seat": {
            "big_blind_or_nearest_left_never_small_blind": Label(
                fr="Il s’assoit en grosse blinde si possible, sinon au plus près à sa gauche, jamais en petite blinde.",
                en="He sits in the big blind if possible, otherwise as near as possible to its left, never in the "
                   "small blind.",
            ),
            "pays_big_blind_soonest": Label(fr="Il s’assoit à la place qui paiera la grosse blinde le plus tôt.",
                                            en="He sits in the seat that will pay the big blind soonest."),
            "nearest_free_left_of_big_blind": Label(
                fr="Il s’assoit à la première place libre à gauche de la grosse blinde.",
                en="He sits in the first free seat left of the big blind.",
            ),
        },
    },
    "bet_error": {
        "corrected": {
            "true": Label(fr="La mise est corrigée à {to}.", en="The bet is corrected to {to}."),
            "false": Label(fr="La mise de {to} est maintenue.", en="The bet of {to} stands."),
        },
        "completed": {
            "*": Label(fr="Le joueur ajoute {completed}.", en="The player adds {completed}."),
            "zero": None,
        },
        "returned": {
            "*": Label(fr="On lui rend {returned}.", en="{returned} goes back to him."),
            "zero": None,
        },
        "later_actions": {
            "stand": Label(fr="Les actions suivantes sont maintenues.", en="The later actions stand."),
            "adjusted": Label(fr="Les actions suivantes sont ajustées au bon montant.",
                              en="The later actions are adjusted to the right amount."),
            "replayed": Label(fr="Les actions suivantes sont rejouées.", en="The later actions are played again."),
        },
    },
    "betting_round": {
        "to_call": {
            "*": Label(fr="Il doit suivre à {to_call}.", en="He must call {to_call}."),
            "zero": Label(fr="Il n’a rien à suivre.", en="He has nothing to call."),
        },
        "min_raise_to": {
            "*": Label(fr="La relance minimale est à {min_raise_to}.", en="The minimum raise is to {min_raise_to}."),
        },
        "min_bet": {
            "*": Label(fr="La mise minimale est de {min_bet}.", en="The minimum bet is {min_bet}."),
        },
        "may_raise": {
            "true": Label(fr="Il peut relancer.", en="He may raise."),
            "false": Label(fr="Il ne peut pas relancer\u00a0: les enchères ne lui sont pas rouvertes.",
                           en="He may not raise: the betting is not reopened to him."),
        },
    },
    "big_blind_ante": {
        "ante_posted": {
            "*": Label(fr="Il paie d’abord l’ante\u00a0: {ante_posted}.", en="He pays the ante first: {ante_posted}."),
        },
        "blind_posted": {
            "*": Label(fr="Il reste {blind_posted} pour la blinde.", en="{blind_posted} is left for the blind."),
            "zero": Label(fr="Il ne reste rien pour la blinde.", en="Nothing is left for the blind."),
        },
        "big_blind_in_play": {
            "true": Label(fr="Sa blinde est en jeu.", en="His blind is in play."),
            "false": Label(fr="Il ne joue pas de blinde.", en="He plays no blind."),
        },
        "all_in": {
            "true": Label(fr="Il est à tapis.", en="He is all in."),
            "false": Label(fr="Il n’est pas à tapis.", en="He is not all in."),
        },
        "main_pot": {
            "*": Label(fr="Le pot principal est de {main_pot}.", en="The main pot is {main_pot}."),
        },
        "side_pots": {
            "*": Label(fr="Pots extérieurs\u00a0: {side_pots}.", en="Side pots: {side_pots}."),
            "one": Label(fr="Pot extérieur\u00a0: {side_pots}.", en="Side pot: {side_pots}."),
        },
        "returned": {
            "*": Label(fr="Reprennent leur surplus, et celui des joueurs couchés qu’eux seuls couvrent\u00a0: "
                          "{returned}.",
                       en="Take back their surplus, and that of folded players only they cover: {returned}."),
        },
        "to_call": {
            "*": Label(fr="Suivre la grosse blinde coûte une grosse blinde entière\u00a0: {to_call}.",
                       en="Calling the big blind costs a full big blind: {to_call}."),
        },
    },
    "call_time": {
        "seconds": {
            "*": Label(fr="Le joueur a {seconds} secondes", en="The player has {seconds} seconds"),
        },
        "countdown": {
            "*": Label(fr=", dont un compte à rebours de {countdown} secondes.",
                       en=", ending with a {countdown}-second countdown."),
        },
        "min_delay": {
            "*": Label(fr="Le temps ne peut être demandé qu’après {min_delay} secondes.",
                       en="The clock may be called only after {min_delay} seconds."),
        },
        "result": {
            "dead": Label(fr="À l’expiration, sa main est morte.", en="When time runs out, his hand is dead."),
            "check": Label(fr="À l’expiration, il est considéré comme ayant checké.",
                           en="When time runs out, he is taken to have checked."),
            "action_stands": Label(fr="Ayant agi à temps, son action est valable.",
                                   en="He acted in time: his action stands."),
        },
    },
    "chip_race": {
        "chips_awarded": {
            "*": Label(fr="{chips_awarded} jetons de {race_to} sont attribués",
                       en="{chips_awarded} chips of {race_to} are awarded"),
            "one": Label(fr="Un jeton de {race_to} est attribué", en="One chip of {race_to} is awarded"),
            "zero": Label(fr="Aucun jeton de {race_to} n’est attribué", en="No chip of {race_to} is awarded"),
        },
        "value_awarded": {
            "*": Label(fr=" (valeur {value_awarded}, pour {value_removed} en jetons retirés).",
                       en=" (worth {value_awarded}, for {value_removed} in chips taken out of play)."),
        },
        "value_removed": {  # said alone only when the chips awarded are not (their phrase holds it)
            "*": Label(fr="Les jetons retirés valent {value_removed} en tout.",
                       en="The chips taken out of play are worth {value_removed} in all."),
        },
        "winners": {
            "*": Label(fr="Gagnants\u00a0: {winners}.", en="Winners: {winners}."),
        },
        "winning_order": {
            "*": Label(fr="Les jetons vont, de la plus haute carte à la plus basse, dans cet ordre\u00a0: "
                          "{winning_order}.",
                       en="The chips go, highest card first, in this order: {winning_order}."),
        },
        "at_risk": {
            "*": Label(fr="Joueurs qui ne peuvent être éliminés par la course\u00a0: {at_risk}.",
                       en="Players who cannot be knocked out by the race: {at_risk}."),
        },
        "bonus_chips": {
            "*": Label(fr="Jetons en plus\u00a0: {bonus_chips}.", en="Extra chips: {bonus_chips}."),
        },
        "deal_from": {
            "seat_1": Label(fr="Les cartes sont distribuées à partir du siège 1", en="The cards are dealt from seat 1"),
            "button": Label(fr="Les cartes sont distribuées à partir du bouton",
                            en="The cards are dealt from the button"),
            "left_of_dealer": Label(fr="Les cartes sont distribuées à partir de la gauche du donneur",
                                    en="The cards are dealt from the dealer’s left"),
            "no_race": Label(fr="Les cartes n’ont rien à départager", en="The cards have nothing to decide"),
        },
        "deal_from_seat": {
            "*": Label(fr=" (le {deal_from_seat})", en=" ({deal_from_seat})"),
        },
        "deal_order": {
            "*": Label(fr=", dans l’ordre\u00a0: {deal_order}", en=", in this order: {deal_order}"),
        },
    },
    "deck_error": {
        "outcome": {
            "replayed": Label(fr="Le coup est annulé et redonné.", en="The hand is void and dealt again."),
            "pot_shared": Label(fr="Le pot est partagé entre les joueurs restants, à égalité de mises.",
                                en="The pot is shared among the remaining players, on equal bets."),
            "board_redealt": Label(fr="Le tableau est redonné.", en="The board is dealt again."),
            "continues": Label(fr="Le coup continue.", en="The hand goes on."),
        },
        "bets_kept": {
            "*": Label(fr="Les mises faites {bets_kept} restent acquises.", en="The bets made {bets_kept} stand."),
            "empty": Label(fr="Toutes les mises sont rendues.", en="Every bet is given back."),
        },
    },
    "count_request": {
        "given": {
            "exact_count": Label(fr="Le montant exact doit lui être donné.", en="He must be given the exact amount."),
            "estimate": Label(fr="Il peut obtenir une estimation raisonnable, pas un compte exact.",
                              en="He may get a reasonable estimate, not an exact count."),
            "nothing": Label(fr="Personne n’est tenu de compter pour lui.", en="Nobody has to count for him."),
        },
        "counted_by": {
            "dealer": Label(fr="Le croupier compte.", en="The dealer counts."),
            "player": Label(fr="Le joueur qui a misé compte et annonce le montant.",
                            en="The player who bet counts and announces the amount."),
            "player_or_dealer": Label(fr="Le joueur à tapis compte\u00a0; s’il ne veut pas, le croupier ou le "
                                         "floor compte.",
                                      en="The all-in player counts; if he will not, the dealer or the floor counts."),
        },
    },
    "final_table_size": {
        "players": {
            "*": Label(fr="La table finale réunit {players} joueurs.", en="The final table has {players} players."),
        },
    },
    "first_to_act": {
        "first": {
            "*": Label(fr="Le joueur du {first} parle en premier.", en="The player in {first} acts first."),
        },
    },
    "lost_chips_found": {
        "removed": {
            "true": Label(fr="Ils sont sortis du jeu et remis à l’inventaire des jetons du tournoi.",
                          en="They are taken out of play and returned to the tournament's stock of chips."),
        },
    },
    "hand_fouled": {
        "hand_live": {
            "true": Label(fr="La main de l’adversaire reste en jeu.", en="The opponent's hand stays live."),
            "false": Label(fr="La main de l’adversaire est morte.", en="The opponent's hand is dead."),
        },
        "owner_penalty": {
            "true": Label(fr="L’adversaire est sanctionné pour ne pas avoir protégé sa main.",
                          en="The opponent is penalised for not protecting his hand."),
        },
        "thrower_penalty": {
            "true": Label(fr="Le joueur qui a jeté ses cartes est sanctionné.",
                          en="The player who threw his cards is penalised."),
        },
    },
    "found_chips_after_race": {
        "exchanged": {
            "*": Label(fr="On échange {exchanged} contre des jetons en jeu.",
                       en="{exchanged} is exchanged for chips in play."),
            "zero": Label(fr="Rien n’est échangé.", en="Nothing is exchanged."),
        },
        "removed": {
            "*": Label(fr="Retiré du jeu\u00a0: {removed}.", en="Taken out of play: {removed}."),
            "zero": Label(fr="Rien n’est retiré.", en="Nothing is taken out."),
        },
    },
    "hand_for_hand_clock": {
        "hands": {
            "*": Label(fr="Le niveau dure {hands} mains", en="The level lasts {hands} hands"),
            "one": Label(fr="Le niveau dure une main", en="The level lasts one hand"),
        },
        "minutes_per_hand": {
            "*": Label(fr=", à raison de {minutes_per_hand} minutes par main.",
                       en=", counting {minutes_per_hand} minutes per hand."),
        },
    },
    "gesture": {
        "action": {
            "check": Label(fr="Cela vaut parole (check).", en="It counts as a check."),
            "call_or_fold": Label(fr="Cela vaut parole (check) face à une mise\u00a0: le joueur ne peut plus que "
                                     "suivre ou se coucher, pas relancer.",
                                  en="It counts as a check facing a bet: the player may only call or fold, not "
                                     "raise."),
            "fold": Label(fr="Cela vaut passe (fold)\u00a0: sa main est morte.",
                          en="It counts as a fold: his hand is dead."),
            "valid_bet": Label(fr="Il est engagé à faire une mise valable\u00a0: au moins la mise minimale, "
                                  "une relance valable s’il fait face à une mise.",
                               en="He is bound to make a valid bet: at least the minimum, a valid raise if he faces "
                                  "a bet."),
        },
        "valid": {
            "false": Label(fr="Ce n’est pas une annonce valable.", en="It is not a valid announcement."),
        },
        "penalty": {
            "possible": Label(fr="Il s’expose à une pénalité.", en="He may be penalised."),
            "if_reported": Label(fr="Il s’expose à une sanction si un adversaire attire l’attention du directeur du "
                                    "tournoi sur sa déclaration.",
                                 en="He may be penalised if an opponent draws the tournament director’s attention to "
                                    "his declaration."),
            "penalty": Label(fr="Il est sanctionné.", en="He is penalised."),
            "none": Label(fr="Il perd sa blinde, sans autre sanction.",
                          en="He loses his blind, without further penalty."),
        },
    },
    "hidden_chips": {
        "paid_by_caller": {
            "true": Label(fr="Le joueur qui a payé doit aussi payer ces jetons.",
                          en="The caller must pay those chips too."),
            "false": Label(fr="Le joueur qui a payé n’a pas à payer ces jetons.",
                           en="The caller does not have to pay those chips."),
        },
        "lost_by_all_in": {
            "true": Label(fr="Le joueur à tapis perd aussi ces jetons.", en="The all-in player loses those chips too."),
        },
    },
    "heads_up_antes": {
        "antes": {
            "true": Label(fr="Les antes restent en tête-à-tête.", en="Antes stay heads-up."),
            "false": Label(fr="Plus d’antes en tête-à-tête.", en="No more antes heads-up."),
        },
    },
    "killed_hand": {
        "refund": {
            "*": Label(fr="Le joueur récupère {refund}", en="The player gets back {refund}"),
            "zero": Label(fr="Le joueur ne récupère rien", en="The player gets nothing back"),
        },
        "forfeited": {
            "*": Label(fr=" et perd {forfeited}.", en=" and loses {forfeited}."),
            "zero": Label(fr=" et ne perd rien.", en=" and loses nothing."),
        },
    },
    "min_raise": {
        "min_raise_to": {
            "*": Label(fr="La relance minimale est à {min_raise_to}.", en="The minimum raise is to {min_raise_to}."),
        },
        "min_bet": {
            "*": Label(fr="La mise minimale est de {min_bet}.", en="The minimum bet is {min_bet}."),
        },
    },
    "misdeal": {
        "misdeal": {
            "true": Label(fr="C’est une fausse donne.", en="It is a misdeal."),
            "false": Label(fr="Le coup n’est pas annulé pour fausse donne.",
                           en="The hand is not called off as a misdeal."),
        },
        "hand_continues": {
            "true": Label(fr="Le coup continue.", en="The hand goes on."),
            "false": Label(fr="Le coup s’arrête.", en="The hand stops."),
        },
        "affected_hand_dead": {
            "true": Label(fr="La main du joueur concerné est morte.", en="The affected player’s hand is dead."),
            "false": Label(fr="La main du joueur concerné reste vivante.", en="The affected player’s hand stays live."),
        },
    },
    "misinformed_call": {
        "to": {
            "*": Label(fr="Son call vaut {to}.", en="His call is for {to}."),
        },
        "completed": {
            "*": Label(fr="Il doit compléter la différence, {completed}.",
                       en="He must make up the difference, {completed}."),
        },
    },
    "new_level": {
        "applies_to": {
            "this_hand": Label(fr="Les nouvelles blindes s’appliquent déjà au coup qui se donne (ou va se donner).",
                               en="The new blinds already apply to the hand being dealt (or about to be)."),
            "next_hand": Label(fr="Les nouvelles blindes ne s’appliquent qu’au coup d’après celui qui se donne.",
                               en="The new blinds apply only from the hand after the one being dealt."),
        },
        "continues_on_old_level": {
            "true": Label(fr="Le coup se termine à l’ancien niveau.", en="The hand is finished at the old level."),
            "false": Label(fr="Le coup ne continue pas à l’ancien niveau.",
                           en="The hand does not go on at the old level."),
        },
    },
    "next_hand": {
        "heads_up": {
            "true": Label(fr="On est en tête-à-tête.", en="Play is heads-up."),
            "false": None,
        },
        "button": {
            "*": Label(fr="Le bouton va au {button}", en="The button goes to {button}"),
        },
        "button_dead": {
            "true": Label(fr=" (bouton mort).", en=" (dead button)."),
            "false": Label(fr=".", en="."),
        },
        "small_blind": {
            "*": Label(fr="Petite blinde au {small_blind}.", en="Small blind in {small_blind}."),
            "none": Label(fr="Pas de petite blinde.", en="No small blind."),
        },
        "big_blind": {
            "*": Label(fr="Grosse blinde au {big_blind}.", en="Big blind in {big_blind}."),
        },
        "waiting": {
            "*": Label(fr="Sans cartes ce coup-ci\u00a0: {waiting}.", en="Not dealt in this hand: {waiting}."),
        },
        "first_card": {
            "*": Label(fr="La première carte va au {first_card}.", en="The first card goes to {first_card}."),
        },
        "dealer": {
            "*": Label(fr="Le donneur est au {dealer}.", en="The dealer is in {dealer}."),
        },
        "button_ante": {
            "true": Label(fr="L’ante est payée même avec le bouton mort.",
                          en="The ante is paid even with a dead button."),
            "false": Label(fr="Pas d’ante quand le bouton est mort.", en="No ante when the button is dead."),
        },
    },
    "open_hands": {
        "expose": {
            "true": Label(fr="Toutes les mains sont retournées maintenant.", en="Every hand is turned face up now."),
            "false": Label(fr="Les mains ne sont pas encore retournées.", en="The hands are not turned up yet."),
        },
    },
    "out_of_turn": {
        "binds": {
            "true": Label(fr="L’action hors de son tour engage le joueur.",
                          en="The action out of turn binds the player."),
            "false": Label(fr="L’action hors de son tour n’engage pas le joueur.",
                           en="The action out of turn does not bind the player."),
        },
        "chips_returned": {
            "true": Label(fr="Ses jetons lui sont rendus.", en="His chips are given back."),
            "false": Label(fr="Ses jetons ne lui sont pas rendus.", en="His chips are not given back."),
        },
        "options": {
            "*": Label(fr="À son tour, il peut\u00a0: {options}.", en="When his turn comes, he may: {options}."),
        },
    },
    "penalty_hands": {
        "hands": {
            "*": Label(fr="La pénalité dure {hands}.", en="The penalty lasts {hands}."),
        },
        "leaves_table": {
            "true": Label(fr="Le joueur doit quitter la table.", en="The player must leave the table."),
            "false": Label(fr="Le joueur peut rester à la table.", en="The player may stay at the table."),
        },
    },
    "pots": {
        "main_pot": {
            "*": Label(fr="Le pot principal est de {main_pot}.", en="The main pot is {main_pot}."),
        },
        "side_pots": {
            "*": Label(fr="Pots extérieurs\u00a0: {side_pots}.", en="Side pots: {side_pots}."),
            "one": Label(fr="Pot extérieur\u00a0: {side_pots}.", en="Side pot: {side_pots}."),
        },
        "eligible": {
            "*": Label(fr="{eligible}.", en="{eligible}."),
        },
    },
    "seated_at_deal": {
        "live": {
            "true": Label(fr="Sa main est vivante.", en="His hand is live."),
            "false": Label(fr="Sa main est morte.", en="His hand is dead."),
        },
    },
    "see_hand": {
        "right": {
            "true": Label(fr="Il peut demander à voir cette main.", en="He may ask to see that hand."),
            "false": Label(fr="Il ne peut pas demander à voir cette main.", en="He may not ask to see that hand."),
        },
        "official_check": {
            # ropta-2023/10.6: the player « peut demander à un responsable de vérifier »; the official validates the
            # request (« sans quoi le responsable ne peut valider la demande »); asked by him, the player must show
            "true": Label(fr="Il peut demander à un responsable de vérifier la main\u00a0; si le responsable valide "
                             "la demande, le joueur doit montrer ses cartes\u00a0: le dealer les retourne, et le "
                             "responsable prend une éventuelle décision.",
                          en="He may ask an official to check the hand; if the official grants the request, the "
                             "player must show his cards: the dealer turns them over, and the official takes a "
                             "decision if need be."),
        },
    },
    "showdown_order": {
        "first": {
            "*": Label(fr="{first} montre en premier.", en="{first} shows first."),
        },
        "order": {
            "*": Label(fr="Ordre\u00a0: {order}.", en="Order: {order}."),
        },
        "order_from": {
            "button": Label(fr="Les mains se montrent dans l’ordre du bouton.",
                            en="Hands are shown in order from the button."),
        },
    },
    "simultaneous_eliminations": {
        "groups": {
            "*": Label(fr="Classement\u00a0: {groups}.", en="Placings: {groups}."),
        },
    },
    "skipped_player": {
        "options": {
            "*": Label(fr="Il peut encore\u00a0: {options}.", en="He may still: {options}."),
            "empty": Label(fr="Il ne peut plus rien faire.", en="He may do nothing more."),
        },
        "hand_dead": {
            "true": Label(fr="Sa main est morte.", en="His hand is dead."),
            "false": Label(fr="Sa main reste vivante.", en="His hand stays live."),
        },
        "out_of_turn_binds": {
            "true": Label(fr="L’action hors de son tour est maintenue.", en="The action out of turn stands."),
            "false": Label(fr="L’action hors de son tour n’est pas maintenue.",
                           en="The action out of turn does not stand."),
            "none": Label(fr="Les actions faites hors de leur tour engagent ou non leurs auteurs selon ce qu’il "
                             "fera.",
                          en="Whether the actions taken out of turn bind those who took them depends on what he "
                             "does."),
        },
    },
    "split_pot": {
        "shares": {
            "*": Label(fr="Parts\u00a0: {shares}.", en="Shares: {shares}."),
        },
        "odd_chips": {
            "*": Label(fr="Les {odd_chips} jetons indivisibles sont comptés dans ces parts ({odd_to}).",
                       en="The {odd_chips} odd chips are counted in these shares ({odd_to})."),
            "zero": Label(fr="Aucun jeton indivisible.", en="No odd chip."),
            "one": Label(fr="Le jeton indivisible est compté dans la part de {odd_to}.",
                         en="The odd chip is counted in {odd_to}’s share."),
        },
    },
    "substantial_action": {
        "substantial": {
            "true": Label(fr="C’est une action substantielle.", en="It is substantial action."),
            "false": Label(fr="Ce n’est pas une action substantielle.", en="It is not substantial action."),
        },
    },
    "show_cards": {
        "show_both": {
            "true": Label(fr="Il doit montrer ses deux cartes, entièrement.",
                          en="He must show both cards, his whole hand."),
            "false": Label(fr="Il n’est pas obligé de montrer ses deux cartes.", en="He need not show both cards."),
        },
        "show_all": {
            "true": Label(fr="Ce qu’il montre doit l’être à tous les joueurs de la table.",
                          en="What he shows must be shown to every player at the table."),
            "false": Label(fr="Il n’a rien à montrer aux autres joueurs.",
                           en="He has nothing to show the other players."),
        },
    },
    "cards_speak": {
        "call_binds": {
            "true": Label(fr="L’annonce engage le joueur.", en="The announcement binds the player."),
            "false": Label(fr="Les cartes parlent\u00a0: l’annonce n’engage personne, la main vaut ses cartes.",
                           en="Cards speak: the announcement binds nobody, the hand is worth its cards."),
        },
        "folded_hand": {
            "dead": Label(fr="L’adversaire qui a jeté ses cartes a perdu le pot.",
                          en="The opponent who threw his cards has lost the pot."),
            "live_if_retrievable": Label(fr="Les cartes jetées restent vivantes tant qu’elles sont à 100\u00a0% "
                                            "récupérables et identifiables.",
                                         en="The thrown cards stay live while 100% retrievable and identifiable."),
        },
        "penalty": {
            "true": Label(fr="Le joueur est sanctionné.", en="The player is penalised."),
            "false": Label(fr="Pas de sanction.", en="No penalty."),
        },
    },
    "mucked_hand": {
        "live": {
            "true": Label(fr="La main est vivante et peut gagner le pot.", en="The hand is live and can win the pot."),
            "false": Label(fr="La main est morte.", en="The hand is dead."),
        },
    },
    "pot_dispute": {
        "open": {
            "true": Label(fr="On peut encore contester et corriger.", en="It can still be disputed and corrected."),
            "false": Label(fr="Trop tard\u00a0: le coup ne peut plus être changé.",
                           en="Too late: the hand can no longer be changed."),
        },
    },
    "collusion": {
        "penalty": {
            "true": Label(fr="Le joueur est sanctionné.", en="The player is penalised."),
            "false": Label(fr="Le joueur n’est pas sanctionné.", en="The player is not penalised."),
        },
        "forfeit": {
            "bets": Label(fr="Il perd ses mises.", en="He loses his bets."),
            "chips": Label(fr="Ses jetons sont confisqués.", en="His chips are forfeited."),
        },
        "disqualified": {
            "true": Label(fr="Il est disqualifié.", en="He is disqualified."),
            "false": Label(fr="Il n’est pas disqualifié.", en="He is not disqualified."),
        },
        "both_players": {
            "true": Label(fr="Cela vaut pour les deux joueurs.", en="This applies to both players."),
            "false": Label(fr="Cela ne vaut que pour ce joueur.", en="This applies to this player only."),
        },
    },
    "hand_shown": {
        "hand_live": {
            "true": Label(fr="Sa main reste en jeu.", en="His hand stays live."),
            "false": Label(fr="Sa main est couchée.", en="His hand is folded."),
        },
        "bets_lost": {
            "true": Label(fr="Ses mises sont perdues.", en="His bets are lost."),
            "false": Label(fr="Il garde ses mises dans le pot.", en="His bets stay in the pot."),
        },
        "penalty": {
            "penalty": Label(fr="Il est sanctionné.", en="He is penalised."),
            "warning": Label(fr="Il reçoit un avertissement.", en="He gets a warning."),
        },
        "penalty_starts": {
            "next_hand": Label(fr="La sanction s’applique au début du coup suivant.",
                               en="The penalty applies from the start of the next hand."),
            "end_of_hand": Label(fr="La sanction commence à la fin du coup.",
                                 en="The penalty starts at the end of the hand."),
        },
        "options": {
            "*": Label(fr="Il doit préciser ses intentions : {options}, jamais relancer.",
                       en="He must say what he means: {options}, never a raise."),
        },
    },
    "chips_carried_away": {
        "chips_removed": {
            "all": Label(fr="Tous ses jetons sont retirés du tournoi.",
                         en="All his chips are removed from the tournament."),
            "hidden": Label(fr="Les jetons cachés sont confisqués et retirés du jeu.",
                            en="The hidden chips are forfeited and removed from play."),
            "brought": Label(fr="Les jetons apportés sont retirés du tournoi.",
                             en="The chips brought in are removed from the tournament."),
        },
        "disqualified": {
            "true": Label(fr="Le joueur est disqualifié.", en="The player is disqualified."),
            "false": Label(fr="Le joueur n’est pas disqualifié.", en="The player is not disqualified."),
        },
        "penalty": {
            "true": Label(fr="Le joueur est sanctionné.", en="The player is penalised."),
            "false": Label(fr="Le joueur n’est pas sanctionné.", en="The player is not penalised."),
        },
    },
    "repeated_fault": {
        "sanction": {
            "warning": Label(fr="À ce rang, l’échelle prévoit un avertissement.",
                             en="At this step the scale provides a warning."),
            "warning_one_hand": Label(fr="À ce rang, l’échelle prévoit un avertissement avec une main de suspension.",
                                      en="At this step the scale provides a warning with a one-hand suspension."),
            "hands_2_to_4": Label(fr="À ce rang, l’échelle prévoit une suspension de 2, 3 ou 4 mains, loin de la "
                                     "table.",
                                  en="At this step the scale provides a suspension of 2, 3 or 4 hands, away from the "
                                     "table."),
            "rounds_1_to_4": Label(fr="À ce rang, l’échelle prévoit une suspension de 1 à 4 tours de table, loin de "
                                      "la table.",
                                   en="At this step the scale provides a suspension of 1 to 4 rounds, away from the "
                                      "table."),
            "suspension_one_round": Label(fr="À ce rang, l’échelle prévoit une suspension d’un tour de table, loin "
                                             "de la table.",
                                          en="At this step the scale provides a suspension of one round, away from "
                                             "the table."),
            "warning_and_fine": Label(fr="À ce rang, l’échelle prévoit un 2e avertissement et une amende égale au "
                                         "surblind en cours.",
                                      en="At this step the scale provides a second warning and a fine equal to the "
                                         "current big blind."),
            "exclusion": Label(fr="À ce rang, l’échelle prévoit l’exclusion définitive du tournoi, avec ses jetons, "
                                  "et le remboursement de 3 caves au plus.",
                               en="At this step the scale provides definitive exclusion from the tournament, with his "
                                  "chips, and up to three buy-ins refunded."),
            "disqualification": Label(fr="À ce rang, l’échelle prévoit la disqualification.",
                                      en="At this step the scale provides disqualification."),
        },
        "chips_removed": {
            "true": Label(fr="Ses jetons sont retirés du tournoi.", en="His chips are removed from the tournament."),
            "false": None,
        },
    },
    "player_fault": {
        "hand_dead": {
            "true": Label(fr="Sa main est morte.", en="His hand is dead."),
            "false": Label(fr="Sa main reste vivante.", en="His hand stays live."),
        },
        "penalty": {
            "penalty": Label(fr="Il est sanctionné.", en="He is penalised."),
            "possible": Label(fr="Il s’expose à une pénalité.", en="He may be penalised."),
            "warning": Label(fr="Il reçoit un avertissement.", en="He gets a warning."),
            "none": Label(fr="Il perd sa blinde, sans autre sanction.",
                          en="He loses his blind, without further penalty."),
        },
        "acts_only_seated": {
            "true": Label(fr="Il ne peut agir qu’assis à sa place.", en="He may act only when seated."),
        },
    },
    "late_arrival": {
        "may_enter": {
            "true": Label(fr="Il peut encore prendre sa place.", en="He may still take his seat."),
            "false": Label(fr="Il ne peut plus prendre sa place.",
                           en="He may no longer take his seat."),
        },
        "blinds_taken": {
            "true": Label(fr="Pendant son retard, ses cartes sont distribuées et ses blindes prélevées.",
                          en="While he was late, he was dealt in and his blinds were taken."),
            "false": Label(fr="Pendant son retard, il ne reçoit pas de cartes et on ne touche pas à ses jetons.",
                           en="While he was late, he was not dealt in and his chips were not touched."),
        },
    },
    "rebuy": {
        "may_rebuy": {
            "true": Label(fr="Il peut se recaver.", en="He may rebuy."),
            "false": Label(fr="Il ne peut pas se recaver.", en="He may not rebuy."),
        },
        "chips_in_play": {
            "true": Label(fr="Les jetons de la recave sont considérés comme devant lui pour ce coup ; il doit payer "
                             "la recave.",
                          en="The rebuy's chips count as in front of him for that hand; he owes the rebuy."),
            "false": Label(fr="Il n’a pas de jetons de recave pour ce coup.",
                           en="He has no rebuy chips for that hand."),
        },
    },
}
# hidden chips ruled by the rule on chips out of sight (tda-2010/38, our reading): that rule's own words
RULED["hidden_chips"] = {**{k: RULED["chips_carried_away"][k] for k in ("chips_removed", "disqualified", "penalty")},
                         **RULED["hidden_chips"]}  # the penalty first, then what it leaves unsaid


# --- the engine's own notes ---------------------------------------------------------------------------

# a note the engine writes itself (not a parameter's), keyed by its English as the engine writes it
# (``{placeholders}`` where the engine fills in a figure): floorbook.rulings.notes gives it in French
ENGINE_NOTES: dict[str, Label] = {
    "the level is not a whole number of hands: whether the last part of a hand is played is not said": Label(
        fr="Le niveau ne fait pas un nombre entier de mains\u00a0: le texte ne dit pas si la main entamée se joue",
        en="the level is not a whole number of hands: whether the last part of a hand is played is not said"),
    "the new dealer and the previous one are both gone: the rules do not say who deals": Label(
        fr="Le nouveau donneur et le précédent sont tous deux partis\u00a0: les règles ne disent pas qui donne",
        en="the new dealer and the previous one are both gone: the rules do not say who deals"),
    "the rule takes back a premature flop with its burn card known: it does not say what is done when the burn card "
    "cannot be told from the flop": Label(
        fr="La règle reprend un flop prématuré dont la carte brûlée est connue\u00a0: elle ne dit pas ce qu’on fait "
           "quand on ne distingue pas la carte brûlée du flop",
        en="the rule takes back a premature flop with its burn card known: it does not say what is done when the "
           "burn card cannot be told from the flop"),
    "36-A's words make a check and a fold no substantial action (“dont au moins un a engagé des jetons dans le "
    "pot”) and its parenthesis makes them one (“donc toute combinaison de deux actions à l’exception de 2 check "
    "ou 2 folds”): the text contradicts itself, and the floor decides such a case": Label(
        fr="Les mots du 36-A ne font pas d'un check et d'un fold une action substantielle («\u00a0dont au moins un a "
           "engagé des jetons dans le pot\u00a0») et sa parenthèse en fait une («\u00a0donc toute combinaison de "
           "deux actions à l’exception de 2 check ou 2 folds\u00a0»)\u00a0: le texte se contredit, et le floor "
           "décide d'un tel cas",
        en="36-A's words make a check and a fold no substantial action (“dont au moins un a engagé des jetons dans "
           "le pot”) and its parenthesis makes them one (“donc toute combinaison de deux actions à l’exception de 2 "
           "check ou 2 folds”): the text contradicts itself, and the floor decides such a case"),
    "by this rule the hand being dealt is still played on the old blinds: dealing it on them was no mistake": Label(
        fr="selon cette règle, le coup qui se donne se joue encore aux anciennes blindes : le donner ainsi n’était "
           "pas une erreur",
        en="by this rule the hand being dealt is still played on the old blinds: dealing it on them was no mistake"),
    "a chip much smaller than the bet is the TD's to read (he may count it a call of the whole bet); one he does not "
    "judge so is an undercall, which must be completed here": Label(
        fr="un jeton beaucoup plus petit que l’enchère est laissé à l’interprétation du TD (qui peut y voir un call "
           "de toute l’enchère) ; un jeton qu’il ne juge pas tel est un call insuffisant, qui doit ici être complété",
        en="a chip much smaller than the bet is the TD's to read (he may count it a call of the whole bet); one he "
           "does not judge so is an undercall, which must be completed here"),
    "heads-up, or facing the first bet of the round, he must complete; otherwise the TD chooses between completing "
    "and forfeiting his bet": Label(
        fr="en tête-à-tête, ou face à la première mise du tour, il doit compléter\u00a0; sinon le TD choisit entre "
           "compléter et abandonner sa mise",
        en="heads-up, or facing the first bet of the round, he must complete; otherwise the TD chooses between "
           "completing and forfeiting his bet"),
    "complete the call, or forfeit the chips put in and fold": Label(
        fr="compléter le call, ou abandonner les jetons misés et se coucher",
        en="complete the call, or forfeit the chips put in and fold"),
    "several short all-ins add up to a full raise: the rule addresses one short all-in": Label(
        fr="plusieurs tapis incomplets font ensemble une relance complète\u00a0: la règle traite d'un seul tapis "
           "incomplet",
        en="several short all-ins add up to a full raise: the rule addresses one short all-in"),
    "newcomers who must wait would leave fewer than two players dealt in; the rules do not cover it": Label(
        fr="les nouveaux venus qui doivent attendre laisseraient moins de deux joueurs servis\u00a0; les règles "
           "ne le prévoient pas",
        en="newcomers who must wait would leave fewer than two players dealt in; the rules do not cover it"),
    "with so few players, the dealer dealing again would also be the big blind; the rules do not say what "
    "happens then": Label(
        fr="avec si peu de joueurs, le donneur qui donnerait de nouveau serait aussi la grosse blinde\u00a0; les "
           "règles ne disent pas ce qui se passe alors",
        en="with so few players, the dealer dealing again would also be the big blind; the rules do not say "
           "what happens then"),
    "The articles rule only on chips the TD does not count as part of the all-in.": Label(
        fr="Les articles ne règlent que les jetons que le TD ne compte pas dans le tapis.",
        en="The articles rule only on chips the TD does not count as part of the all-in."),
    "no multiple-chip rule: the total is judged as a bet or raise": Label(
        fr="pas de règle des jetons multiples\u00a0: le total est jugé comme une mise ou une relance",
        en="no multiple-chip rule: the total is judged as a bet or raise"),
    "11.4 rules a hand shown while more than one other player is in the hand": Label(
        fr="le 11.4 règle une main montrée alors que plus d'un autre joueur est encore dans le coup",
        en="11.4 rules a hand shown while more than one other player is in the hand"),
    "ROPTA 1.10 and 2.7 decide players out at one table, or each at a different table; not a mix of both": Label(
        fr="Les 1.10 et 2.7 du ROPTA départagent des joueurs éliminés à une même table, ou chacun à une table "
           "différente\u00a0; pas un mélange des deux",
        en="ROPTA 1.10 and 2.7 decide players out at one table, or each at a different table; not a mix of "
           "both"),
    "the rulebook shares the paid places only among players out in the hand that reaches the money; of players "
    "out in another hand it says nothing": Label(
        fr="le règlement ne partage les places payées qu'entre les joueurs éliminés dans la main qui atteint "
           "l'argent\u00a0; des joueurs éliminés dans une autre main, il ne dit rien",
        en="the rulebook shares the paid places only among players out in the hand that reaches the money; of "
           "players out in another hand it says nothing"),
    "equal stacks at the start of the hand: the rule ranks the bigger stack first only": Label(
        fr="tapis égaux au début du coup\u00a0: la règle classe seulement le plus gros tapis en premier",
        en="equal stacks at the start of the hand: the rule ranks the bigger stack first only"),
    "no final-table size for tables of {seats_per_table} ({game}).": Label(
        fr="pas de nombre de joueurs en table finale pour des tables de {seats_per_table} ({game}).",
        en="no final-table size for tables of {seats_per_table} ({game})."),
    "the TD decides whether the skipped hand is dead or limited in action": Label(
        fr="le TD décide si la main sautée est morte ou limitée dans son action",
        en="the TD decides whether the skipped hand is dead or limited in action"),
    "excluded with his chips, and up to three buy-ins refunded": Label(
        fr="exclu avec ses jetons, et remboursé de trois caves au plus",
        en="excluded with his chips, and up to three buy-ins refunded"),
    "the rule speaks of one odd chip, to the first winner left of the button": Label(
        fr="la règle parle d’un seul jeton indivisible, au premier gagnant à gauche du bouton",
        en="the rule speaks of one odd chip, to the first winner left of the button"),
    "the rulebook counts the chips itself: the number given is not used": Label(
        fr="le règlement compte lui-même les jetons\u00a0: le nombre donné n’est pas retenu",
        en="the rulebook counts the chips itself: the number given is not used"),
    "the TD first decides whether the hidden chips count as part of the all-in": Label(
        fr="le TD décide d’abord si les jetons cachés font partie du tapis",
        en="the TD first decides whether the hidden chips count as part of the all-in"),
    "a tie of ranks decides the last chip and the rulebook gives no suit order.": Label(
        fr="une égalité de rang décide du dernier jeton et le règlement ne donne aucun ordre des couleurs.",
        en="a tie of ranks decides the last chip and the rulebook gives no suit order."),
}
