"""The showdown: who shows first, the right to see a hand, and hands turned face up in an all-in
(tda-2010/9 and tda-2010/11, tda-2019/16 to tda-2019/18 and fivebet/17, ropta-2023/10.4 and ropta-2023/10.5,
club-tournois/10-1 and club-tournois/10-7, club-nlhe/11.2 and club-nlhe/11.8); and the showdown's
irregularities: what a player claiming the pot must show (tda-2010/14, tda-2019/13 and tda-2019/19,
ropta-2023/10.1 and ropta-2023/10.2, club-tournois/10-3 and club-tournois/10-5, club-nlhe/11.1, club-nlhe/11.4
and club-nlhe/11.6), cards speak (tda-2010/8, tda-2019/12, ropta-2023/10.3, club-tournois/10-4,
club-nlhe/11.5), a hand mucked or killed (tda-2010/10, tda-2019/13 and tda-2019/14, ropta-2023/8.4 and
ropta-2023/10.2, club-tournois/5-3 and club-tournois/5-4, club-nlhe/7.3, club-nlhe/7.4 and club-nlhe/11.13),
and until when a pot or a reading can be disputed (tda-2010/15, tda-2019/22, ropta-2023/10.9,
club-tournois/11-1, club-nlhe/12.1).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal

from floorbook.engine.bounds import TABLE_SEATS
from floorbook.engine.outcomes import Ruling, Status, discretion, on_its_words, partial, ruled, silent, unsettled
from floorbook.engine.registry import Amount, Between, Input, InputError, MaxItems, MinItems, doc, situation
from floorbook.engine.rulesets import Ruleset, cite, cite_open

# --- who shows first ------------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class ShowdownInput(Input):
    players: Annotated[list[str], MinItems(2), MaxItems(TABLE_SEATS)] = field(metadata=doc(
        "players at the showdown, clockwise from the button's left"))
    last_aggressor: str | None = field(default=None, metadata=doc("who bet or raised last on the last round"))
    aggression: Literal["bet", "raise"] | None = field(default=None, metadata=doc(
        "was that last aggressive action a bet or a raise"))
    button_in_hand: bool | None = field(default=None, metadata=doc(
        "the button is at the showdown (then the last player listed)"))

    def check(self) -> None:
        if len(set(self.players)) != len(self.players):
            raise ValueError("a player is listed twice")
        if (self.last_aggressor is None) != (self.aggression is None):
            raise ValueError("give both last_aggressor and aggression, or neither")
        if self.last_aggressor is not None and self.last_aggressor not in self.players:
            raise ValueError("the last aggressor must be at the showdown")


@situation("showdown_order", ShowdownInput, {"first", "order", "order_from"})
def showdown_order(inp: ShowdownInput, rules: Ruleset) -> Ruling:
    """Who shows first at the showdown, and the order after them.

    The last player to bet or raise on the last round (tda-2019/17 item A, ropta-2023/10.5,
    club-nlhe/11.2) or the last to raise (tda-2010/11, club-tournois/10-1, read as written); without
    it, the first player left of the button (tda-2010/11, ropta-2023/10.5) or the first to act
    (tda-2019/17 item A, club-nlhe/11.2); fivebet/17: after check-check on the river, "dans l'ordre du
    bouton". Then clockwise (tda-2010/11, ropta-2023/10.5, club-tournois/10-1, club-nlhe/11.2).

    >>> rules = Ruleset.of("tda-2010", showdown_first_aggressor=("raise", "tda-2010/11"),
    ...                    showdown_first_without_aggression="first_left_of_button", showdown_then="clockwise")
    >>> showdown_order(ShowdownInput(players=["A", "B", "C"], last_aggressor="B", aggression="raise"), rules).value
    {'first': 'B', 'order': ['B', 'C', 'A']}
    >>> showdown_order(ShowdownInput(players=["A", "B", "C"], last_aggressor="B", aggression="bet"), rules).value
    {'first': 'A', 'order': ['A', 'B', 'C']}
    >>> fivebet = Ruleset.of("fivebet", showdown_first_aggressor="bet_or_raise",
    ...                      showdown_first_without_aggression="button_order", showdown_then="clockwise")
    >>> showdown_order(ShowdownInput(players=["A", "B", "C"]), fivebet).value["order_from"]
    'button'
    >>> showdown_order(ShowdownInput(players=["A", "B", "C"], button_in_hand=False), fivebet).value
    {'first': 'A', 'order': ['A', 'B', 'C'], 'order_from': 'button'}
    """
    agg, none, then = (rules["showdown_first_aggressor"], rules["showdown_first_without_aggression"],
                       rules["showdown_then"])
    # nobody bet: the first-aggressor rule, and a reading of ours on it, play no part (its words only)
    idle = (agg,) if inp.last_aggressor is None else ()
    # bet_or_raise: tda-2019/17 item A, ropta-2023/10.5, club-nlhe/11.2; raise: tda-2010/11, club-tournois/10-1
    counts = inp.last_aggressor is not None and (agg.value == "bet_or_raise" or
                                                 (agg.value == "raise" and inp.aggression == "raise"))
    if inp.last_aggressor is not None and (r := unsettled(agg)) is not None:
        return r
    if counts:
        first_i = inp.players.index(inp.last_aggressor or "")
        used = [agg]
    else:
        if (r := unsettled(none)) is not None:
            return r
        used = [agg, none] if inp.last_aggressor is not None else [none]
        if none.value == "button_order":  # fivebet/17 adds « dans l'ordre du bouton » to tda-2019/17 item A, which
            # it keeps: the first to show is the first who would have acted, the first player left of the button
            return on_its_words(ruled(cite(*used), first=inp.players[0], order=list(inp.players),
                                      order_from="button"), *idle)
        # first_left_of_button (tda-2010/11, ropta-2023/10.5) and first_to_act (tda-2019/17 item A, club-nlhe/11.2)
        # both name the first player clockwise from the button's left
        first_i = 0
    order = inp.players[first_i:] + inp.players[:first_i]
    value: dict[str, object] = {"first": order[0]}
    statuses: dict[str, Status] = {}
    if len(order) == 2:  # two hands: once the first is shown, the other is the only one left (tda-2019/17 item A
        value["order"] = order  # names the first; no order after it is needed)
    elif (open_then := unsettled(then)) is not None:  # the order after the first: a part the rulebook leaves open
        statuses["order"] = open_then.status  # type: ignore[assignment]
        value["order"] = None
    else:  # clockwise: tda-2010/11, ropta-2023/10.5, club-tournois/10-1, club-nlhe/11.2
        value["order"] = order
        used.append(then)
    return on_its_words(partial(cite(*used), statuses, **value), *idle)


# --- the right to see a hand -------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class SeeHandInput(Input):
    river_bet: bool = field(metadata=doc("there was a bet on the river"))
    requester_called: bool = field(metadata=doc("the requester called the last bet or raise on the river"))
    requester_has_cards: bool = field(metadata=doc("the requester still holds (or has tabled) a live hand"))
    target_is_last_aggressor: bool = field(metadata=doc("the hand asked for is the last river bettor's or raiser's"))
    suspects_cheating: bool = field(default=False, metadata=doc(
        "the player asks a tournament official to check that hand, saying clearly that he suspects cheating "
        "(collusion)"))

    def check(self) -> None:
        if self.requester_called and not self.river_bet:
            raise ValueError("nobody can have called on the river without a river bet")
        if self.target_is_last_aggressor and not self.river_bet:
            raise ValueError("no river bet: there is no last river aggressor")


@situation("see_hand", SeeHandInput, {"right", "official_check"})
def see_hand(inp: SeeHandInput, rules: Ruleset) -> Ruling:
    """Whether a player may make an opponent show their hand at the showdown.

    tda-2019/18: a player who has given up their cards loses any right (item A); a river caller has
    an inalienable right to see the last aggressor's hand (item B, and example 2 of the addendum);
    any other request is at the TD's discretion. ropta-2023/10.5: only players who called a river bet or raise
    may ask, and only to see the last bettor's or raiser's hand. A request to an official to check a hand not
    shown, for a suspicion of cheating said clearly: the official may grant it, and the player must then show
    (ropta-2023/10.6); under
    tda-2019/18 it is one of the other requests, at the TD's discretion.

    >>> rules = Ruleset.of("ropta-2023", see_hand_right=("river_callers_see_last_aggressor", "ropta-2023/10.5"),
    ...                    see_hand_other_requests="refused", see_hand_requires_cards="silent")
    >>> see_hand(SeeHandInput(river_bet=True, requester_called=True, requester_has_cards=True,
    ...                       target_is_last_aggressor=True), rules).value
    {'right': True}
    """
    if inp.suspects_cheating:
        check, cards = rules["collusion_check_request"], rules["see_hand_requires_cards"]
        if check.is_discretion and cards.value is True and not inp.requester_has_cards:
            # tda-2019/18 item A: without his cards he « perd tout droit ou privilège … de demander à voir une main
            # adverse »; whether an official checks the hand stays the TD's
            return partial(cite(cards, check), {"official_check": "discretion"}, check.note or "", right=False,
                           official_check=None)
        # a river caller asking to see the last aggressor keeps his own right, cheating suspected or not
        # (tda-2019/18 item B « un droit inaliénable », ropta-2023/10.5)
        right = rules["see_hand_right"]
        own = (not (right.is_silent or right.is_discretion) and inp.river_bet and inp.requester_called
               and inp.target_is_last_aggressor and inp.requester_has_cards)
        extra = {"right": True} if own else {}
        if (r := unsettled(check)) is not None:  # tda-2019/18: « Toutes les autres demandes sont à la discrétion »
            if own:
                return partial(cite(right, check), {"official_check": r.status}, r.note, right=True,
                               official_check=None)
            return r
        if check.value == "official_checks":  # ropta-2023/10.6: « Tout joueur à table peut demander à un
            return partial(cite(*((right,) if own else ()), check), {}, check.note or "", official_check=True,
                           **extra)  # responsable de vérifier »
        raise ValueError(f"unknown value {check.value!r} of collusion_check_request")
    p, others, cards = rules["see_hand_right"], rules["see_hand_other_requests"], rules["see_hand_requires_cards"]
    if (r := unsettled(p)) is not None:
        return r
    if cards.value is True and not inp.requester_has_cards:  # tda-2019/18 item A
        return ruled(cite(cards), right=False)
    if inp.river_bet and inp.requester_called and inp.target_is_last_aggressor:  # tda-2019/18 item B, ropta-2023/10.5
        return ruled(cite(p), right=True)
    if others.is_discretion:  # tda-2019/18: any other request
        return discretion(cite(p, others), others.note or "")
    if (r := unsettled(others)) is not None:
        return r
    return ruled(cite(p, others), right=others.value != "refused")  # refused: ropta-2023/10.5


# --- hands face up in an all-in ----------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class OpenHandsInput(Input):
    all_in: Annotated[int, Between(0, TABLE_SEATS)] = field(metadata=doc("players in the hand who are all-in"))
    with_chips: Annotated[int, Between(0, TABLE_SEATS)] = field(metadata=doc(
        "players in the hand who still have chips"))
    betting_over: bool = field(metadata=doc("the betting on this street is over"))
    river: bool = field(default=False, metadata=doc("this street is the river"))

    def check(self) -> None:
        if (players := self.all_in + self.with_chips) > TABLE_SEATS:  # one table's players (floorbook.engine.bounds)
            raise ValueError(f"{players} players in one hand: a table seats at most {TABLE_SEATS}")
        if self.all_in + self.with_chips < 2:
            raise ValueError("a hand needs at least two players")
        if self.all_in == 0:  # tda-2019/16, ropta-2023/10.4, tda-2010/9: the hands of an all-in
            raise InputError(("all_in",), "nobody is all-in: this rule turns the hands face up in an all-in; without "
                             "one, the hands are shown at the showdown as in any hand")
        if self.with_chips == 0 and not self.betting_over:
            raise InputError(("betting_over",), "every player in the hand is all-in: nobody can bet, so the betting "
                             "is over")


@situation("open_hands", OpenHandsInput, {"expose"})
def open_hands(inp: OpenHandsInput, rules: Ruleset) -> Ruling:
    """Whether every hand is turned face up now, in an all-in.

    As soon as a player is all-in and no more betting is possible (tda-2019/16, ropta-2023/10.4);
    when at most one player in the hand still has chips (tda-2010/9, club-tournois/10-7,
    club-nlhe/11.8 — read once the betting on the street is over).

    >>> all_in = OpenHandsInput(all_in=1, with_chips=2, betting_over=True, river=True)
    >>> open_hands(all_in, Ruleset.of("tda-2019", all_in_hands_exposed="no_more_betting")).value
    {'expose': True}
    >>> open_hands(all_in, Ruleset.of("tda-2010", all_in_hands_exposed="one_player_with_chips")).value
    {'expose': False}
    """
    p = rules["all_in_hands_exposed"]
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "no_more_betting":  # tda-2019/16, ropta-2023/10.4
        done = inp.betting_over and (inp.with_chips <= 1 or inp.river)
        return ruled(p.articles, expose=inp.all_in >= 1 and done)
    if p.value == "one_player_with_chips":  # tda-2010/9, club-tournois/10-7, club-nlhe/11.8
        ruling = ruled(p.articles, expose=inp.all_in >= 1 and inp.betting_over and inp.with_chips <= 1)
        # two players with chips or more: the rule's own condition is not met, the reading on when does not arise
        return on_its_words(ruling, p) if inp.with_chips >= 2 else ruling
    raise ValueError(f"unknown value {p.value!r} of all_in_hands_exposed")


# --- what a player claiming the pot must show ---------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class ShowCardsInput(Input):
    called: bool = field(metadata=doc("the last bet was called: the pot is won at the showdown, not uncalled"))
    shown_to_one: bool = field(default=False, metadata=doc(
        "the player showed his cards to one player (or a spectator), not to the whole table"))


@situation("show_cards", ShowCardsInput, {"show_both", "show_all"})
def show_cards(inp: ShowCardsInput, rules: Ruleset) -> Ruling:
    """What a player who takes the pot must show, and to whom.

    At the showdown, a player claiming all or part of the pot shows both cards, to every player
    (tda-2010/14, tda-2019/13 item A and tda-2019/19, ropta-2023/10.2, club-tournois/10-3, club-nlhe/11.1
    and club-nlhe/11.4). Winning uncalled, a player may show nothing or one card (ropta-2023/10.1), but
    cards shown to one are shown to all (ropta-2023/10.1, club-tournois/10-5, club-nlhe/11.6), and shown
    whole where a winner's hand shown must be (club-tournois/10-3).

    >>> rules = Ruleset.of("ropta-2023", claim_shows_all_cards=(True, "ropta-2023/10.2"),
    ...                    uncalled_may_hide=(True, "ropta-2023/10.1"), show_one_show_all=(True, "ropta-2023/10.1"),
    ...                    shown_hand_whole=(False, "ropta-2023/10.1"))
    >>> show_cards(ShowCardsInput(called=False, shown_to_one=True), rules).value
    {'show_both': False, 'show_all': True}
    """
    if inp.called:  # tda-2010/14, tda-2019/13, tda-2019/19, ropta-2023/10.2, club-tournois/10-3, club-nlhe/11.4
        claim = rules["claim_shows_all_cards"]
        if (r := unsettled(claim)) is not None:
            return r
        return ruled(claim.articles, show_both=claim.value is True, show_all=claim.value is True)
    hide, one_all = rules["uncalled_may_hide"], rules["show_one_show_all"]
    if not inp.shown_to_one:  # he showed no one: nothing to show if he may hide (tda-2019/17 item B,
        # ropta-2023/10.1), or if showing is his choice (« s'il est montré »: club-tournois/10-5, club-nlhe/11.6)
        for p in (hide, one_all):
            if p.value is True:
                return ruled(p.articles, show_both=False, show_all=False)
    # what he shows, shown whole: club-tournois/10-3 (true), ropta-2023/10.1 (one card may do); where the rulebook
    # does not say, a winner who need not show at all (tda-2019/17 item B) may show one card
    whole = rules["shown_hand_whole"]
    both = whole if not (whole.is_silent or whole.is_discretion) else hide
    statuses: dict[str, str] = {}
    value: dict[str, object] = {}
    for name, p, v in (("show_both", both, both.value is True if both is whole else both.value is not True),
                       ("show_all", one_all, inp.shown_to_one and one_all.value is True)):
        # show_all: ropta-2023/10.1, club-tournois/10-5, club-nlhe/11.6
        if p.is_silent or p.is_discretion:
            statuses[name] = "silent" if p.is_silent else "discretion"
            value[name] = None
        else:
            value[name] = v
    opened = (whole, hide) if both is hide else (whole,)
    return partial(cite_open(*opened, one_all), statuses,
                   " ".join(p.note or "" for p in (both, one_all)).strip(), **value)


# --- cards speak --------------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class CardsSpeakInput(Input):
    opponent_folded: bool = field(default=False, metadata=doc(
        "an opponent threw his cards away after the wrong announcement"))
    deliberate: bool = field(default=False, metadata=doc(
        "the floor judges the wrong announcement deliberate (or repeated)"))


@situation("cards_speak", CardsSpeakInput, {"call_binds", "folded_hand", "penalty"})
def cards_speak(inp: CardsSpeakInput, rules: Ruleset) -> Ruling:
    """A player announces his hand wrongly at the showdown (a hand higher than his cards, say).

    Cards speak: the announcement binds nobody, the hand is read as its cards (tda-2010/8,
    tda-2019/12, ropta-2023/10.3, club-tournois/10-4, club-nlhe/11.5). An opponent who threw his cards
    because of it has lost the pot (club-tournois/10-4, club-nlhe/11.5): it was his to check before throwing
    (club-tournois/10-2, club-nlhe/11.3); under tda-2019/14 cards pushed
    face down stay live while 100% retrievable and identifiable. A deliberate (or repeated) false call
    is penalised (tda-2010/8, club-nlhe/11.5) or may be (tda-2019/12, ropta-2023/10.3).

    >>> rules = Ruleset.of("club-nlhe", cards_speak=(True, "club-nlhe/11.5"),
    ...                    folded_to_wrong_call=("lost", "club-nlhe/11.5"), wrong_call_penalty=(True, "club-nlhe/11.5"))
    >>> cards_speak(CardsSpeakInput(opponent_folded=True, deliberate=True), rules).value
    {'call_binds': False, 'folded_hand': 'dead', 'penalty': True}
    """
    speak = rules["cards_speak"]  # each parameter read only when the case asks it: a reading of ours said only then
    if (r := unsettled(speak)) is not None:
        return r
    statuses: dict[str, str] = {}
    value: dict[str, object] = {"call_binds": speak.value is not True}
    used = [speak]
    notes: list[str] = []
    if inp.opponent_folded:
        folded = rules["folded_to_wrong_call"]
        used.append(folded)
        notes += [folded.note] if (folded.is_silent or folded.is_discretion) and folded.note else []
        if folded.is_silent or folded.is_discretion:
            statuses["folded_hand"], value["folded_hand"] = ("silent" if folded.is_silent else "discretion"), None
        elif folded.value == "lost":  # club-tournois/10-4, club-tournois/10-2, club-nlhe/11.5, club-nlhe/11.3
            value["folded_hand"] = "dead"
        else:  # live_if_retrievable: tda-2019/14
            value["folded_hand"] = "live_if_retrievable"
    if not inp.deliberate:  # the rules speak only of a deliberate or repeated false call (tda-2010/8,
        return partial(cite(*used), statuses, " ".join(notes), **value)  # tda-2019/12…
    pen = rules["wrong_call_penalty"]
    used.append(pen)
    if pen.is_silent:
        statuses["penalty"], value["penalty"] = "silent", None
    elif pen.is_discretion:  # tda-2019/12, ropta-2023/10.3: "peut être sanctionné"
        statuses["penalty"], value["penalty"] = "discretion", None
    else:  # tda-2010/8, club-nlhe/11.5: "sera sanctionné(e)"
        value["penalty"] = pen.value is True
    notes += [pen.note] if "penalty" in statuses and pen.note else []
    return partial(cite(*used), statuses, " ".join(notes), **value)


# --- a hand mucked, thrown or killed at the showdown ----------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class MuckedHandInput(Input):
    tabled: bool = field(metadata=doc("the hand had been tabled: every card face up, read by the table"))
    clearly_winning: bool = field(default=False, metadata=doc("the tabled hand was clearly the winning hand"))
    dealer_mucked: bool = field(default=False, metadata=doc("the dealer swept it into the muck"))
    touched_muck: bool = field(default=False, metadata=doc("the cards touched the muck (the discards)"))
    identifiable: bool = field(default=True, metadata=doc("the cards can be 100% retrieved and identified"))
    closer_to_player: bool = field(default=True, metadata=doc(
        "the cards lie nearer the player than the muck"))

    def check(self) -> None:
        if self.clearly_winning and not self.tabled:
            raise ValueError("only a tabled hand can be clearly winning")


@situation("mucked_hand", MuckedHandInput, {"live"})
def mucked_hand(inp: MuckedHandInput, rules: Ruleset) -> Ruling:
    """Whether a hand sent to the muck at the showdown can still win.

    A tabled winning hand cannot be killed by the dealer: the winner gets the pot (tda-2010/10,
    club-nlhe/11.13; only when it was clearly the winner, tda-2019/13 item C, ropta-2023/10.2). Any other
    hand: live while 100% retrievable and identifiable, dead once the dealer has mucked it (tda-2019/13 item B,
    tda-2019/14); dead when thrown face down toward the muck, identifiable or not (ropta-2023/8.4,
    ropta-2023/8.3), or burned by the dealer unprotected (ropta-2023/8.2); dead
    when it touched the muck (club-tournois/5-3, club-nlhe/7.3), otherwise retrieved only on the TD's
    judgement (club-nlhe/7.4; club-tournois/5-4 when it lies nearer the player than the muck).

    >>> rules = Ruleset.of("tda-2019", tabled_winner_protected=(True, "tda-2019/13"),
    ...                    tabled_winner_clearly=(True, "tda-2019/13"),
    ...                    mucked_hand_retrieval=("while_identifiable", "tda-2019/14"))
    >>> mucked_hand(MuckedHandInput(tabled=True, clearly_winning=True, dealer_mucked=True), rules).value
    {'live': True}
    >>> mucked_hand(MuckedHandInput(tabled=False, touched_muck=True), rules).value
    {'live': True}
    """
    protected, retrieval = rules["tabled_winner_protected"], rules["mucked_hand_retrieval"]
    clearly = rules["tabled_winner_clearly"]
    if inp.tabled and inp.dealer_mucked and (inp.clearly_winning or clearly.value is False):
        # tda-2010/10, tda-2019/13 item C, ropta-2023/10.2, club-nlhe/11.13; a winning hand tabled, clearly the
        # winner or not (tda-2010/10, club-nlhe/11.13: « Une main gagnante étalée ne peut être accidentellement
        # tuée »), or only clearly the winner (tda-2019/13 item C « manifestement », ropta-2023/10.2)
        if (r := unsettled(protected)) is not None:
            return r
        if protected.value is True:
            return ruled(cite(protected, clearly), live=True)
    if inp.tabled and inp.dealer_mucked and protected.value is False:  # club-tournois/5-8: no hand is protected
        return ruled(cite(protected), live=False)
    if inp.dealer_mucked and not inp.tabled and retrieval.is_silent:
        # a hand the dealer killed is dead where the rulebook says what a killed hand gets back: tda-2010/39 « le
        # joueur concerné n'a aucun recours et perd ses mises », though it says nothing of a hand merely pushed away
        killed = rules["killed_hand_refund"]  # tda-2010/39
        if not (killed.is_silent or killed.is_discretion):
            return ruled(killed.articles, live=False)
    if (r := unsettled(retrieval)) is not None:
        return r
    used = retrieval.articles
    if retrieval.value == "while_identifiable":  # tda-2019/13 item B, tda-2019/14
        return ruled(used, live=inp.identifiable and not inp.dealer_mucked)
    if retrieval.value == "dead":  # ropta-2023/8.4, ropta-2023/8.3: a hand thrown face down, not a tabled one;
        # ropta-2023/8.2: a hand the dealer burns, unprotected (a tabled hand not clearly the winner), is lost
        live = None if inp.tabled and not inp.dealer_mucked else False
        return silent(retrieval.note or "", used) if live is None else ruled(used, live=live)
    if inp.touched_muck or inp.dealer_mucked:  # club-tournois/5-3, club-nlhe/7.3: "irrémédiablement morte"
        return ruled(used, live=False)
    if retrieval.value == "td_if_closer_to_player" and not inp.closer_to_player:
        # club-tournois/5-1: « Une main est morte sur un mot ou un geste indiquant un abandon »; 5-4 gives a thrown
        # hand back « uniquement » when it lies nearer the player than the muck
        return ruled(used, live=False)
    # td_if_not_in_muck (club-nlhe/7.4), td_if_closer_to_player (club-tournois/5-4): the TD's judgement
    return discretion(used, retrieval.note or "")


# --- until when a pot or a reading can be disputed --------------------------------------------------------

# how far the game has gone, in order: the step at which a dispute ends closes it from then on
MOMENTS = ("pot_awarded", "cards_gathered", "shuffle", "deal", "substantial_action")


@dataclass(frozen=True, kw_only=True)
class PotDisputeInput(Input):
    dispute: Literal["reading", "pot"] = field(metadata=doc(
        "what is disputed: the reading of a tabled hand (a misread), or the pot's award (who wins it, how it is "
        "split); an amount bet in error is bet_error's (round_over), where a betting round's chips once gathered "
        "are final in the club rulebooks (club-nlhe/12.3, club-tournois/11-2)"))
    moment: Literal["pot_awarded", "cards_gathered", "shuffle", "deal", "substantial_action"] = field(
        metadata=doc("how far the game has gone when the dispute is raised"))
    break_minutes: Amount | None = field(default=None, metadata=doc(
        "the hand ended during a break: minutes since the pot was awarded"))

    def check(self) -> None:
        if self.break_minutes is not None and self.moment in ("shuffle", "deal", "substantial_action"):
            raise InputError(("break_minutes",), "a hand that ended before a break has no next hand under way: "
                             "the next hand begins after the break")


@situation("pot_dispute", PotDisputeInput, {"open"})
def pot_dispute(inp: PotDisputeInput, rules: Ruleset) -> Ruling:
    """Whether a hand's reading or a pot can still be disputed (and corrected).

    No decision changes a hand once the next hand has begun (tda-2010/15, tda-2019/22, club-tournois/11-1,
    club-nlhe/12.1; ropta-2023/10.9 for claiming a pot), the hand's beginning read from ``hand_starts_at``
    (tda-2010/18, tda-2019/23, ropta-2023/3.1, club-tournois/11-1); the pot's amount or award under
    tda-2019/22 until substantial action in the next hand; a misread under ropta-2023/10.9 until the cards
    are gathered; a hand ended in a break under tda-2019/22, one minute after the award.

    >>> rules = Ruleset.of("ropta-2023", reading_dispute_ends=("cards_gathered", "ropta-2023/10.9"),
    ...                    pot_dispute_ends=("next_hand_starts", "ropta-2023/10.9"), break_dispute_minutes="silent",
    ...                    hand_starts_at=("pot_awarded", "ropta-2023/3.1"))
    >>> pot_dispute(PotDisputeInput(dispute="reading", moment="pot_awarded"), rules).value
    {'open': True}
    >>> pot_dispute(PotDisputeInput(dispute="pot", moment="pot_awarded"), rules).value
    {'open': False}
    """
    ends = rules["reading_dispute_ends"] if inp.dispute == "reading" else rules["pot_dispute_ends"]
    brk = rules["break_dispute_minutes"]
    if inp.break_minutes is not None and not (brk.is_silent or brk.is_discretion):  # tda-2019/22: in a break
        return ruled(brk.articles, open=inp.break_minutes < int(brk.value))  # type: ignore[call-overload]
    if (r := unsettled(ends)) is not None:
        return r
    used = [ends]
    step = str(ends.value)
    if step == "next_hand_starts":  # tda-2010/15, tda-2019/22, ropta-2023/10.9, club-tournois/11-1, club-nlhe/12.1
        start = rules["hand_starts_at"]
        if (r := unsettled(start)) is not None:
            return r
        used.append(start)
        step = str(start.value)
        # only the moment a hand begins is read here: a reading of ours on that parameter about the level a hand
        # is played at (fivebet/23-1's « push ») is not this ruling's
        return on_its_words(ruled(cite(*used), open=MOMENTS.index(inp.moment) < MOMENTS.index(step)), start)
    # cards_gathered: ropta-2023/10.9; substantial_action: tda-2019/22
    return ruled(cite(*used), open=MOMENTS.index(inp.moment) < MOMENTS.index(step))
