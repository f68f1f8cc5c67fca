"""The pages that run Python hold under hostile links and files, in Chromium, on the Material build (the
pages' own Python and JavaScript refuse them: the same in both builds); the builder's QR code of the site's
public address and the service worker's scope on the Zensical build too. Both are built with a public site
address (tests/conftest.py).

One test per case: a link or a file an attacker or a careless user could give the floor assistant or the
sheet builder. For each: no script of its runs, the tab answers (no crash, no wait past a few seconds),
every refusal is a message in the page's language (no traceback, no English on a French page), located
beside its field where a field holds it, what the link gave stays in the address, and the page still
rules or builds afterwards. Besides: the builder prints the QR code of a public address (the site's own
and one given in the link), the site's service worker is registered once at its root whatever the
page's address, a runtime lost on an input is started again and said so, and the publishing
instructions say that framing is forbidden by a response header.

The cases whose refusal rests on the bounds of the inputs (list lengths, sizes, digits, nesting in YAML,
alias cycles, characters that spoof a printed page) rest on the bounds declared once in the situations' and
the house's schemas (floorbook/engine/bounds.py). Those whose computation, unbounded, would take gigabytes
(3,000 contributions, a table of 10⁹ seats) first check that their bound is declared, and stop there when it
is not.
"""

from __future__ import annotations

import json
import re

import pytest

from floorbook.site_build.python_pages import data_files
from tests.conftest import PUBLIC_SITE_URL, REPO, on_one_generator, site_and_server_per_generator
from tests.test_assistant import browser_only, watch_errors

PHONE = {"width": 390, "height": 844}
FEW_SECONDS = 15000  # a refusal, or a runtime started again from its compiled copies, comes well within it
MARK = "fbPwned"
HOSTILE_NAME = f'<img src=x onerror="window.{MARK}=1">{{{{7*7}}}}'
GOOD = {"assistant": "situation=chip_push&big_blind=100&street=postflop&current_bet=325&chips=500,25",
        "sheet-builder": "base=ropta-2023&language=fr&event.name=Club&event.date=2026-12-03&event.venue=V"
                         "&event.td_contact=T"}
ROOTS = {"assistant": "#fb-assistant", "sheet-builder": "#fb-builder"}
OPEN = {"assistant": "(q) => window.fbAssistant.open(q)", "sheet-builder": "(q) => window.fbBuilder.open(q)"}
# everything the page says about a problem: its list, the messages beside the fields, its status line
SAID = """(root) => [...document.querySelectorAll(`${root} .fb-assistant-errors li, ${root} .fb-b-errors li,
  ${root} .fb-assistant-error, ${root} .fb-b-error, ${root} .fb-assistant-status, ${root} .fb-builder-status`)]
  .filter((e) => !e.closest('[hidden]') && e.textContent.trim()).map((e) => e.textContent)"""
STATE = "(root) => document.querySelector(root).dataset.state"
# the fields a message is shown beside: the assistant's follows its field's label or rows, the builder's ends the
# field's box (each named by its control, or its rows' data-field; a field's part by the field: a.b → a, a.b)
BESIDE = """(root) => [...document.querySelectorAll(`${root} .fb-assistant-error, ${root} .fb-b-error`)]
  .flatMap((p) => {
  const box = p.classList.contains('fb-b-error') ? p.parentElement : p.previousElementSibling;
  const named = box && (box.dataset.field || (box.querySelector('[name]') || box).getAttribute('name'));
  return named ? named.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.')) : [];
})"""
SHEET = "() => document.querySelector('.fb-b-sheet').shadowRoot"

# words that show a message is not in the page's language (its values, quoted, aside), or is a programmer's
NOT_FRENCH = re.compile(r"\b(is|the|must|should|cannot|not|expected|allowed|given|items?|Input|List|after)\b")
NOT_ENGLISH = re.compile(r"\b(est|doit|pas|une|les|des|il faut|n’est|donné)\b")
PROGRAMMER = re.compile(r"Traceback|[A-Z]\w*Error\b|File \"|line \d+, in|[Pp]yodide")


def in_language(text: str, lang: str) -> bool:
    """Whether ``text`` is said whole in ``lang`` (what it quotes of the input aside)."""
    words = re.sub(r"'[^']*'|«[^»]*»|\"[^\"]*\"", "", text)
    return not PROGRAMMER.search(words) and not (NOT_FRENCH if lang == "fr" else NOT_ENGLISH).search(words)


# --- the sites, the pages ------------------------------------------------------------------------------


site, server = site_and_server_per_generator("hostile_pages")
# a hostile link or file is refused by the pages' own Python and JavaScript, the same archives and scripts in both
# builds: those cases run on the Material build; on both, what the generator's build gives the pages (the site's
# public address in the builder's QR code, the service worker's scope)
ON_MATERIAL = on_one_generator("hostile_pages")


@pytest.fixture(scope="module")
def context(browser):
    ctx = browser.new_context(viewport=PHONE)
    yield ctx
    ctx.close()


def _address(server: str, app: str, lang: str, query: str = "") -> str:
    return f"{server}/{'' if lang == 'fr' else 'en/'}{app}/" + (f"?{query}" if query else "")


def _ready(page, app: str) -> None:
    page.wait_for_function(f"() => document.querySelector('{ROOTS[app]}').dataset.state", timeout=180000)
    page.evaluate(f"() => window.{'fbAssistant' if app == 'assistant' else 'fbBuilder'}.ready")


def _load(context, server: str, app: str, lang: str, query: str = ""):
    """A page of ``app`` in ``lang`` opened at this query, its Python started, its first answer shown."""
    page = watch_errors(context.new_page())
    page.on("dialog", lambda d: (page.errors.append("dialog " + d.message), d.dismiss()))
    page.goto(_address(server, app, lang, query))
    _ready(page, app)
    return page


@pytest.fixture(scope="module")
def pages(context, server: str):
    """One ready page per page type and language (Pyodide started once for each), given a query with
    ``fbAssistant.open`` / ``fbBuilder.open``; a test that leaves its page unsure closes it (``drop``)."""
    opened: dict[tuple[str, str], object] = {}

    class Pages:
        def get(self, app: str, lang: str):
            if (app, lang) not in opened:
                opened[app, lang] = _load(context, server, app, lang)
            return opened[app, lang]

        def drop(self, app: str, lang: str) -> None:
            page = opened.pop((app, lang), None)
            if page is not None:
                page.close()

    yield Pages()
    for page in opened.values():
        page.close()


def _said(page, app: str) -> list[str]:
    return page.evaluate(SAID, ROOTS[app])


def _refused(page, app: str, lang: str, field: str | None = None) -> list[str]:
    """The page's refusal, once shown: every line in ``lang``; beside ``field`` when given (its control
    marked invalid, a message after it)."""
    page.wait_for_function(f"(root) => ['errors', 'file-errors'].includes(({STATE})(root))", arg=ROOTS[app],
                           timeout=FEW_SECONDS)
    said = _said(page, app)
    assert said, "a refusal with no words"
    assert all(in_language(line, lang) for line in said), said
    if field is not None:
        assert field in page.evaluate(BESIDE, ROOTS[app]), f"no refusal beside {field}: {said}"
    return said


def _still_works(page, app: str) -> None:
    """The next question is ruled, the next sheet written: the page (and its Python) is alive."""
    page.evaluate(OPEN[app], GOOD[app])
    page.wait_for_function(STATE + " === " + repr("ruled" if app == "assistant" else "sheet"), arg=ROOTS[app],
                           timeout=FEW_SECONDS)
    assert page.evaluate(f"typeof window.{MARK}") == "undefined"


def _open(page, app: str, query: str) -> None:
    """Give the page this query, as a link would: its state cleared, the page's answer not awaited (the test
    waits for what the page shows)."""
    page.evaluate("([root, api, q]) => { document.querySelector(root).dataset.state = 'asked'; window[api].open(q); }",
                  [ROOTS[app], "fbAssistant" if app == "assistant" else "fbBuilder", query])


def _schema_bound(situation: str, field: str, key: str) -> None:
    """Stop here when the situation's input schema declares no ``key`` bound on ``field`` (its computation,
    unbounded, would hold the browser for minutes and gigabytes)."""
    schema = json.loads(data_files(REPO)["situations.json"])[situation]["input"]["properties"][field]
    branches = schema.get("anyOf", [schema])
    if not any(key in branch for branch in branches):
        pytest.fail(f"no {key} declared for {situation}.{field}")


# --- the floor assistant --------------------------------------------------------------------------------


@browser_only
@ON_MATERIAL
def test_deep_nesting_in_a_link_leaves_the_assistant_ruling(pages) -> None:
    """`actions=` with 3,000 `[` and 3,000 `]` (6 KB): once killed Pyodide (« Maximum call stack size
    exceeded »), after which nothing was ruled until a reload. Now refused or, the runtime lost, started
    again — said in words — and the next question is ruled."""
    page = pages.get("assistant", "fr")
    query = f"situation=betting_round&big_blind=100&street=preflop&ask=B&actions={'[' * 3000}{']' * 3000}"
    try:
        _open(page, "assistant", query)
        _refused(page, "assistant", "fr")
        _still_works(page, "assistant")
        assert [e for e in page.errors if "pageerror" in e] == []
    finally:
        pages.drop("assistant", "fr")  # Pyodide wrote its fatal error to the console


@browser_only
@ON_MATERIAL
def test_three_thousand_contributions_are_refused_at_once(pages) -> None:
    """`situation=pots&contributions=P0:1,…,P2999:3000` (30 KB) took the tab from 0.4 to 7 GB and crashed it:
    more players than a table seats, refused beside the field before anything is computed."""
    _schema_bound("pots", "contributions", "maxProperties")
    page = pages.get("assistant", "en")
    try:
        _open(page, "assistant", "situation=pots&contributions=" + ",".join(f"P{i}:{i + 1}" for i in range(3000)))
        _refused(page, "assistant", "en", "contributions")
        _still_works(page, "assistant")
    finally:
        pages.drop("assistant", "en")


@browser_only
@ON_MATERIAL
def test_a_table_of_a_billion_seats_is_refused_at_once(pages) -> None:
    """`next_hand … table_size=1000000000` ran 24 s into a MemoryError whose traceback the player read."""
    _schema_bound("next_hand", "table_size", "maximum")
    page = pages.get("assistant", "fr")
    try:
        _open(page, "assistant", "situation=next_hand&seats=1,2,3&button=1&small_blind=2&big_blind=3"
                                 "&table_size=1000000000")
        _refused(page, "assistant", "fr", "table_size")
        _still_works(page, "assistant")
    finally:
        pages.drop("assistant", "fr")


@browser_only
@ON_MATERIAL
def test_a_player_given_twice_in_a_mapping_is_refused(pages) -> None:
    """`contributions=A:100,A:900,B:300` was ruled as « A 900 »: which amount was meant is not guessed."""
    page = pages.get("assistant", "fr")
    _open(page, "assistant", "situation=pots&contributions=A:100,A:900,B:300")
    _refused(page, "assistant", "fr", "contributions")
    _still_works(page, "assistant")


@browser_only
@ON_MATERIAL
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_an_unknown_key_is_refused_by_name_and_stays_in_the_link(context, server: str, lang: str) -> None:
    """`stack_behnd=1000` was dropped and the address rewritten without it. Now Python refuses it by name, as
    `floorbook ask` does, the address keeps it, and the user takes it out with a button: then it rules."""
    query = f"{GOOD['assistant']}&stack_behnd=1000"
    page = _load(context, server, "assistant", lang, query)
    said = _refused(page, "assistant", lang)
    assert any("stack" in line for line in said), said
    assert "stack_behnd=1000" in page.evaluate("location.search")
    page.click(".fb-assistant-remove")
    page.wait_for_function(STATE + " === 'ruled'", arg=ROOTS["assistant"], timeout=FEW_SECONDS)
    assert "stack_behnd" not in page.evaluate("location.search")
    assert page.errors == []
    page.close()


@browser_only
@ON_MATERIAL
def test_a_key_given_twice_is_refused_beside_its_field(context, server: str) -> None:
    """`big_blind=100&big_blind=200` took the first value silently: now « given twice », beside the big
    blind, both values still in the address; the user's own change of the field decides, and it rules."""
    page = _load(context, server, "assistant", "en", "situation=chip_push&big_blind=100&big_blind=200&chips=500")
    said = _refused(page, "assistant", "en", "big_blind")
    assert any("given twice" in line for line in said), said
    assert page.evaluate("location.search").count("big_blind=") == 2
    page.fill('#fb-assistant input[name="big_blind"]', "200")
    page.wait_for_function(STATE + " === 'ruled'", arg=ROOTS["assistant"], timeout=FEW_SECONDS)
    assert page.evaluate("location.search").count("big_blind=") == 1
    assert page.errors == []
    page.close()


@browser_only
@ON_MATERIAL
def test_a_number_with_an_underscore_is_refused(pages) -> None:
    """`big_blind=1_000` was read as 1000 (Python's int() allows it; a player's figure does not)."""
    page = pages.get("assistant", "fr")
    _open(page, "assistant", "situation=chip_push&big_blind=1_000&chips=500")
    said = _refused(page, "assistant", "fr", "big_blind")
    assert any("1_000" in line for line in said), said
    _still_works(page, "assistant")


@browser_only
@ON_MATERIAL
def test_a_refused_name_is_said_whole_in_the_pages_language(pages) -> None:
    """« Joueur : '{{7*7}}…' is impossible: a name holds no control character or markup » mixed both
    languages; the markup in it never runs."""
    page = pages.get("assistant", "fr")
    _open(page, "assistant", f"situation=killed_hand&player={HOSTILE_NAME}&contributions=A:100,B:100")
    said = _refused(page, "assistant", "fr", "player")
    assert any(line.startswith("Joueur\u00a0: ") and "un nom ne contient" in line for line in said), said
    _still_works(page, "assistant")


# --- the sheet builder ---------------------------------------------------------------------------------


@browser_only
def test_the_builder_prints_the_qr_code_of_the_sites_public_address(pages) -> None:
    """The site is built with a public address (site_url): every sheet prints it with its QR code — which
    needs `decimal`, once missing from the page's trimmed standard library (the builder could not start)."""
    page = pages.get("sheet-builder", "fr")
    page.evaluate(OPEN["sheet-builder"], GOOD["sheet-builder"])
    page.wait_for_function(STATE + " === 'sheet'", arg=ROOTS["sheet-builder"], timeout=FEW_SECONDS)
    sheet = page.evaluate(f"() => ({SHEET})().innerHTML")
    assert f"{PUBLIC_SITE_URL}rules/ropta-2023/" in sheet
    assert page.evaluate(f"() => ({SHEET})().querySelectorAll('svg.qr path').length") == 1
    assert page.errors == []


@browser_only
@ON_MATERIAL
def test_the_builder_prints_the_qr_code_of_an_address_given_in_the_link(context, server: str) -> None:
    """The issue's own link: an English sheet with `url=https://floorbook.example.org/`."""
    query = ("base=tda-2019&language=en&event.name=X&event.date=2026-12-03&event.venue=V&event.td_contact=T"
             "&url=https://floorbook.example.org/")
    page = _load(context, server, "sheet-builder", "en", query)
    assert page.evaluate(STATE, ROOTS["sheet-builder"]) == "sheet", _said(page, "sheet-builder")
    assert "https://floorbook.example.org/en/rules/tda-2019/" in page.evaluate(f"() => ({SHEET})().innerHTML")
    assert page.evaluate(f"() => ({SHEET})().querySelectorAll('svg.qr').length") == 1
    assert page.errors == []
    page.close()


@browser_only
@ON_MATERIAL
def test_deep_nesting_in_a_choice_leaves_the_builder_building(pages) -> None:
    """A choice of 2,000 nested `{"a":` once left the builder answering nothing more."""
    page = pages.get("sheet-builder", "en")
    query = GOOD["sheet-builder"] + "&choices.final_table_size=" + '{"a":' * 2000 + "1" + "}" * 2000
    try:
        _open(page, "sheet-builder", query)
        _refused(page, "sheet-builder", "en")
        _still_works(page, "sheet-builder")
    finally:
        pages.drop("sheet-builder", "en")


@browser_only
@ON_MATERIAL
def test_a_number_of_five_thousand_digits_is_refused_beside_its_field(pages) -> None:
    """5,000-digit numbers raised « Exceeds the limit (4300 digits) » as a traceback."""
    page = pages.get("sheet-builder", "fr")
    _open(page, "sheet-builder", GOOD["sheet-builder"] + "&choices.time_seconds=" + "9" * 5000)
    _refused(page, "sheet-builder", "fr", "choices.time_seconds")
    _still_works(page, "sheet-builder")


def _open_file(page, text: str, name: str) -> None:
    page.evaluate("([text, name]) => { document.querySelector('#fb-builder').dataset.state = 'asked';"
                  " window.fbBuilder.load(text, name); }", [text, name])


@browser_only
@ON_MATERIAL
@pytest.mark.parametrize(("case", "text"), [
    ("alias-cycle", "event: &a [*a]\n"),  # 15 bytes: looped for ever in the duplicate-key check
    ("billion-laughs", "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 9)}]\n" for i in range(8))),
    ("deep-nesting", "event: " + "[" * 10000 + "]" * 10000 + "\n"),  # a RecursionError nobody showed
], ids=["alias-cycle", "billion-laughs", "deep-nesting"])
def test_a_hostile_yaml_file_is_refused_at_once(pages, case: str, text: str) -> None:
    """A YAML file that froze the builder (an alias cycle, alias expansion, deep nesting): refused with a
    located message, the form unchanged."""
    page = pages.get("sheet-builder", "fr")
    try:
        _open_file(page, text, f"{case}.yaml")
        said = _refused(page, "sheet-builder", "fr")
        assert page.evaluate(STATE, ROOTS["sheet-builder"]) == "file-errors", said  # located in the file
        assert all(line.startswith(f"{case}.yaml") for line in said[1:]), said
        _still_works(page, "sheet-builder")
    finally:
        pages.drop("sheet-builder", "fr")  # a page left computing is not given to the next test


@browser_only
@ON_MATERIAL
def test_a_topic_listed_twice_is_refused(pages) -> None:
    """Repeated topics were printed twice (10,000 repeats: a sheet of 4.4 million characters)."""
    page = pages.get("sheet-builder", "fr")
    _open(page, "sheet-builder", GOOD["sheet-builder"] + "&topics=" + ",".join(["multiple-chips"] * 10000))
    said = _refused(page, "sheet-builder", "fr")
    # 10,000 topics: more than every topic once, refused by their number, in the form's words
    assert any("Sujets imprimés" in line and "une fois au plus" in line for line in said), said
    _still_works(page, "sheet-builder")


@browser_only
@ON_MATERIAL
@pytest.mark.parametrize("character", ["\u202e", "\u200b", "\u0007"], ids=["right-to-left", "zero-width", "control"])
def test_characters_that_spoof_a_printed_sheet_are_refused(pages, character: str) -> None:
    """Right-to-left overrides, zero-width and control characters were printed in the event name and the
    local rules (the assistant refuses them in names)."""
    page = pages.get("sheet-builder", "en")
    _open(page, "sheet-builder", GOOD["sheet-builder"].replace("event.name=Club", f"event.name=Club{character}gpj.exe")
          + f"&additions.0.fr=R{character}gle")
    _refused(page, "sheet-builder", "en", "event.name")
    _still_works(page, "sheet-builder")


@browser_only
@ON_MATERIAL
def test_a_long_bad_date_is_shortened_in_its_message(pages) -> None:
    """A 100,000-character bad date was echoed whole in the message."""
    page = pages.get("sheet-builder", "fr")
    _open(page, "sheet-builder", GOOD["sheet-builder"].replace("2026-12-03", "x" * 100000))
    said = _refused(page, "sheet-builder", "fr", "event.date")
    assert max(len(line) for line in said) < 500, [len(line) for line in said]
    _still_works(page, "sheet-builder")


@browser_only
@ON_MATERIAL
def test_the_builders_refusals_are_in_the_pages_language(pages) -> None:
    """A key given twice, a key unknown, a value out of range: each refused in French on the French page
    (the command line's English words are its own), beside its field, the unknown one with a button that
    takes it out of the link."""
    page = pages.get("sheet-builder", "fr")
    query = GOOD["sheet-builder"] + "&choices.time_seconds=5"
    page.evaluate(OPEN["sheet-builder"], query)
    said = _refused(page, "sheet-builder", "fr", "choices.time_seconds")
    assert any("5 est hors des valeurs permises\u00a0: 10 à 300 secondes" in line for line in said), said
    page.evaluate(OPEN["sheet-builder"], GOOD["sheet-builder"] + "&event.name=Autre")
    said = _refused(page, "sheet-builder", "fr", "event.name")
    assert any("est donné deux fois" in line for line in said), said
    assert page.evaluate("location.search").count("event.name=") == 2
    page.evaluate(OPEN["sheet-builder"], GOOD["sheet-builder"] + "&stack_behnd=1000")
    said = _refused(page, "sheet-builder", "fr")
    assert any(line.startswith("stack_behnd\u00a0: clé inconnue") for line in said), said
    page.click(".fb-b-remove-given")
    page.wait_for_function(STATE + " === 'sheet'", arg=ROOTS["sheet-builder"], timeout=FEW_SECONDS)
    assert "stack_behnd" not in page.evaluate("location.search")
    assert page.errors == []


# --- a runtime lost, the service worker, framing -----------------------------------------------------------

# the next call of the page's Python answered as a runtime lost for good (or never: `slow`), as Pyodide's
# fatal error or a computation that never ends would; the page's PythonPage then starts a new worker
LOSE_NEXT_CALL = """([api, slow]) => {
  const python = window[api].python;
  const real = python.post.bind(python);
  if (slow) python.callLimit = 300;
  python.post = (message) => {
    if (message.kind !== 'call') return real(message);
    python.post = real;
    python.callLimit = 30000;
    return slow ? new Promise(() => {}) : Promise.reject(Object.assign(new Error('lost'), {fatal: true}));
  };
}"""


@browser_only
@ON_MATERIAL
@pytest.mark.parametrize(("app", "lang", "slow"), [("assistant", "en", False), ("sheet-builder", "fr", False),
                                                   ("assistant", "fr", True)],
                         ids=["assistant-lost", "builder-lost", "assistant-no-answer"])
def test_a_runtime_lost_is_said_and_started_again(pages, app: str, lang: str, slow: bool) -> None:
    """The runtime fails for good on a question (or never answers it): the page says so in its language —
    not the error's text — starts a new one, and the next change is answered."""
    page = pages.get(app, lang)
    api = "fbAssistant" if app == "assistant" else "fbBuilder"
    page.evaluate(LOSE_NEXT_CALL, [api, slow])
    _open(page, app, GOOD[app])
    said = _refused(page, app, lang)
    failure = "engine_slow" if slow else "engine_restarted"
    assert page.evaluate("(root) => document.querySelector(root).dataset.failure", ROOTS[app]) == failure
    assert not any("lost" in line for line in said), said
    _still_works(page, app)


@browser_only
def test_the_service_worker_is_registered_once_at_the_sites_root(browser, server: str) -> None:
    """`http://HOST//` registered a second worker, of scope `//`, which saved the whole site again."""
    ctx = browser.new_context(viewport=PHONE, service_workers="allow")
    try:
        page = ctx.new_page()
        page.goto(f"{server}//")
        scopes = page.evaluate("""async () => {
          await navigator.serviceWorker.ready;
          return (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope);
        }""")
        assert scopes == [f"{server}/"]
    finally:
        ctx.close()


def test_the_publishing_instructions_forbid_framing_by_a_response_header() -> None:
    """A policy in a `<meta>` cannot forbid framing: the publishing page says to send the headers that do, and
    the README's section on publishing says so and links it."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Publish the site", 1)[1].split("\n## ", 1)[0]
    for words in ("framing", "FLOORBOOK_SITE_URL", "docs/publishing.md"):
        assert words in section, words
    publishing = (REPO / "docs" / "publishing.md").read_text(encoding="utf-8")
    for words in ("frame-ancestors 'none'", "X-Frame-Options", "header", "<meta>", "FLOORBOOK_SITE_URL"):
        assert words in publishing, words
