"""The director's decisions and the players' answers on the web table, in Chromium: the decide box
gives the range it accepts and refuses any other number before the confirmation, a refusal of the
server stands in the box in full, and his reasons reach every seat (Law 70); a finding is not
preset, is confirmed before it is recorded and carries his words (45C4(b)); "I face my hand" is
ticked (68C) and a dispute is confirmed with the player's reason (68D); "Call the director" names
any event of the board (9B1); a withdrawal offer has "keep my card" beside it (62C1); his own page
folds what he records for a seat; the lobby gives the board's number, dealer and vulnerability
(Law 2); the queue speaks every language of the table.
"""

from __future__ import annotations

import json
from typing import Any

import httpx2 as httpx

from .conftest import ADMIN, Server, auth
from .test_browser_page import (
    LAPTOP,
    PHONE,
    SIZES,
    TRIAL_DEAL,
    _open,
    _post,
    _table,
    _view,
    _wait_seq,
    browser,
)

__all__ = ["browser"]  # the module's Chromium fixture

def EVENTS(url: str) -> bool:
    return "/events?" in url


#: Trick 1 of the board 4S by South on TRIAL_DEAL: West leads, North (dummy) follows, East, South.
TRICK_1 = (("W", {"play": "HQ"}), ("S", {"play": "H4"}), ("E", {"play": "H2"}), ("S", {"play": "H5"}))


def _trial_table(server: Server, *plays: tuple[str, dict[str, Any]]) -> tuple[str, dict[str, str]]:
    """A table of 4S by South on TRIAL_DEAL with ``plays`` (role, event) recorded in order: its id
    and tokens."""
    tid, tok = _table(server, deal=TRIAL_DEAL, contract="4S", declarer="S")
    for role, body in plays:
        _post(server, tid, tok[role], body)
    return tid, tok


def _disputed(server: Server) -> tuple[str, dict[str, str], int]:
    """4S by South, two tricks played (N/S won one), South claims the rest, East disputes: the
    table, its tokens and the record's length."""
    tid, tok = _trial_table(
        server,
        *TRICK_1, ("W", {"play": "HJ"}), ("S", {"play": "HA"}), ("E", {"play": "H3"}),
        ("S", {"play": "H7"}), ("S", {"claim": "all"}), ("E", {"dispute": True}),
    )
    return tid, tok, 10


@SIZES
def test_70_the_decide_box_gives_its_range_refuses_outside_it_and_publishes_his_reasons(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    tid, tok, seq = _disputed(server)
    d = _open(browser, server, tid, tok["director"], size, seq=seq)
    dec = _view(server, tid, tok["director"])["decide"]
    lo, hi = dec["won"], dec["won"] + dec["remaining"]
    assert (lo, hi) == (1, 12)
    assert f"Accepted: {lo} to {hi}" in d.inner_text("#decide-range")
    assert (d.get_attribute("#decide-tricks", "min"), d.get_attribute("#decide-tricks", "max")) == ("1", "12")
    d.fill("#decide-tricks", "")  # an empty box is refused with the range, not in silence
    d.click("#decide-go")
    assert "Accepted: 1 to 12" in d.inner_text("#decide-preview") and d.is_hidden("#decide-confirm")
    for bad in ("0", "13", "14"):
        d.fill("#decide-tricks", bad)
        text = d.inner_text("#decide-preview")
        assert f"{bad} cannot be" in text and "1 to 12" in text, text  # no result previewed for it
        d.click("#decide-go")
        assert d.is_hidden("#decide-confirm")  # refused before the confirmation: nothing sent
    assert _view(server, tid, tok["N"])["seq"] == seq
    d.fill("#decide-tricks", "1")
    assert "1 trick," in d.inner_text("#decide-preview") and "1 tricks" not in d.inner_text("#decide-preview")
    # a refusal of the server stands in the box, whole, and the status line is not squeezed
    d.route(EVENTS, lambda route: route.fulfill(status=409, content_type="application/json", body=json.dumps(
        {"error": {"code": "claim_refused", "message": "the director's decision gives declarer's side 1 "
                   "tricks: with 1 already won and 11 remaining it must be 1 to 12"}})))
    d.click("#decide-go")
    d.click("#decide-publish")
    d.wait_for_selector("#decide-error:not([hidden])")
    assert "must be 1 to 12" in d.inner_text("#decide-error")
    status = d.locator("#status")
    assert status.evaluate("e => e.scrollHeight <= e.clientHeight + 1")  # the whole line is shown
    s_box, c_box = status.bounding_box(), d.locator("#claim-box").bounding_box()
    assert s_box["y"] + s_box["height"] <= c_box["y"] + 1  # not under the claim box
    d.unroute(EVENTS)
    d.fill("#decide-tricks", "11")
    # his reasons: counted against the server's limit; beyond it refused with the count, never cut
    d.fill("#decide-words", "x" * 601)
    assert "601 characters, at most 600" in d.inner_text("#decide-words-count")
    d.click("#decide-go")
    assert d.is_hidden("#decide-confirm") and d.input_value("#decide-words") == "x" * 601
    words = "The statement named the club finesse: it loses to the king."
    d.fill("#decide-words", words)
    assert f"{len(words)} of 600 characters" in d.inner_text("#decide-words-count")
    d.click("#decide-go")
    d.click("#decide-publish")
    _wait_seq(d, seq + 1)
    assert not d.is_visible("#decide-tricks")  # the board is over: the box is folded, not left open
    assert d.get_attribute("#decide-amend", "open") is None
    west = _open(browser, server, tid, tok["W"], size, seq=seq + 1)
    answer = west.locator("#rulings li.answer").first
    assert words in answer.inner_text()
    assert _view(server, tid, tok["N"])["board"]["result"]["tricks"] == 11
    for page in (d, west):
        page.close()


@SIZES
def test_45C4b_the_finding_is_chosen_confirmed_and_carries_the_directors_words(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    tid, tok = _table(server, contract="4S")
    _post(server, tid, tok["W"], {"play": "H2"})
    said = _post(server, tid, tok["S"], {"say": "the ten, no, the queen"})["rulings"]
    assert said[-1]["needs"] == "slip_of_tongue"
    d = _open(browser, server, tid, tok["director"], size, seq=2)
    west = _open(browser, server, tid, tok["W"], size, seq=2)
    need = d.locator("#director-list li.director-need[data-needs='slip_of_tongue']")
    assert need.locator("select.answer").input_value() == ""  # no preset answer
    need.locator("button.answer-go").click()
    assert "Choose the finding first" in need.locator(".need-error").inner_text()
    assert need.locator(".need-confirm").is_hidden() and _view(server, tid, tok["N"])["seq"] == 2
    need.locator("select.answer").select_option("true")
    words = "He corrected in one breath, without a pause."
    need.locator("input.finding-words").fill(words)
    need.locator("button.answer-go").click()
    sure = need.locator(".need-confirm")
    assert sure.is_visible() and "slip of the tongue" in sure.inner_text() and "#2" in sure.inner_text()
    need.locator("button.need-cancel").click()
    assert sure.is_hidden() and _view(server, tid, tok["N"])["seq"] == 2  # nothing recorded
    need.locator("button.answer-go").click()
    need.locator("button.need-publish").click()
    _wait_seq(west, 3)
    assert _view(server, tid, tok["N"])["trick"] == ["W:H2", "N:HQ"]
    answer = west.locator("#rulings li.answer").first
    assert words in answer.inner_text()
    for page in (d, west):
        page.close()


def test_82C_the_director_changes_a_recorded_finding_from_his_page(server: Server, browser: Any) -> None:
    """A slip finding recorded "no" by mistake is changed to "yes" from the director's page (his
    own error, 82C): a second finding on the same event rules it again; both stay on record."""
    size = {"width": 1280, "height": 800}
    tid, tok = _table(server, contract="4S")
    _post(server, tid, tok["W"], {"play": "H2"})
    _post(server, tid, tok["S"], {"say": "the ten, no, the queen"})
    d = _open(browser, server, tid, tok["director"], size, seq=2)
    need = d.locator("#director-list li.director-need[data-needs='slip_of_tongue']")
    need.locator("select.answer").select_option("false")
    need.locator("button.answer-go").click()
    need.locator("button.need-publish").click()
    _wait_seq(d, 3)
    assert _view(server, tid, tok["N"])["trick"] == ["W:H2", "N:HT"]
    found = d.locator("#director-list li.director-found")
    assert "#2" in found.inner_text() and "slip of the tongue" in found.inner_text()
    found.locator("button.finding-change").click()
    again = d.locator("#director-list li.director-need[data-needs='slip_of_tongue']")
    again.locator("select.answer").select_option("true")
    again.locator("button.answer-go").click()
    again.locator("button.need-publish").click()
    _wait_seq(d, 4)
    assert _view(server, tid, tok["N"])["trick"] == ["W:H2", "N:HQ"]
    record = _view(server, tid, tok["director"])["record"]
    assert [e["findings"]["slip_of_tongue"] for e in record if "finding" in e] == [False, True]
    d.close()


@SIZES
def test_68C_68D_the_hand_is_faced_by_default_and_a_dispute_is_confirmed_with_its_reason(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    tid, tok = _trial_table(server, *TRICK_1)
    south = _open(browser, server, tid, tok["S"], size, seq=4)
    south.click("#claim-details summary")
    assert south.is_checked("#claim-faced")  # 68C
    south.uncheck("#claim-faced")
    south.click("#claim-go")
    assert "not faced" in south.inner_text("#claim-unfaced")  # said before it is sent
    south.click("#claim-confirm-cancel")
    south.check("#claim-faced")
    south.select_option("#claim-tricks", "all")
    south.click("#claim-go")
    assert south.locator("#claim-unfaced").count() == 0
    assert "null" not in south.inner_text("#claim-confirm")
    south.click("#claim-confirm-go")
    _wait_seq(south, 5)
    assert _view(server, tid, tok["E"])["claim"]["faced"] is True
    east = _open(browser, server, tid, tok["E"], size, seq=5)
    east.click("#dispute-go")
    assert east.is_visible("#dispute-confirm")
    assert "the director decides" in east.inner_text("#dispute-confirm")
    east.click("#dispute-confirm-cancel")
    assert east.locator("#dispute-confirm").count() == 0 and _view(server, tid, tok["E"])["seq"] == 5
    east.click("#dispute-go")
    east.fill("#dispute-reason", "he has a club loser")
    east.click("#dispute-confirm-go")
    _wait_seq(south, 6)
    assert "East disputes: “he has a club loser”" in south.inner_text("#dispute-why")
    for page in (south, east):
        page.close()


def test_9B1_the_call_names_any_event_of_the_board_the_latest_by_default(
    server: Server, browser: Any
) -> None:
    tid, tok = _trial_table(
        server,
        *TRICK_1, ("W", {"play": "HJ"}), ("S", {"play": "HA"}), ("E", {"play": "H3"}),
        ("S", {"play": "H7"}), ("S", {"play": "S2"}), ("E", {"play": "S3"}), ("S", {"play": "SQ"}),
    )
    r = httpx.post(f"{server.url}/v1/tables/{tid}/call", json={"reason": "a slow play"},
                   headers=auth(tok["E"]))
    assert r.status_code == 202, r.text
    west = _open(browser, server, tid, tok["W"], LAPTOP, seq=12)
    west.click("#call")
    values = west.eval_on_selector_all("#call-concerns option", "os => os.map(o => o.value)")
    assert values == [""] + [str(n) for n in range(12, 0, -1)]  # nothing in particular, then #12 ... #1
    assert west.input_value("#call-concerns") == "12"  # the latest: East's call
    assert "a slow play" in west.inner_text("#call-concerns option[value='12']")
    west.select_option("#call-concerns", "1")
    west.click("#call-go")
    _wait_seq(west, 13)
    assert _view(server, tid, tok["director"])["calls"][-1]["concerns"] == 1
    west.close()


@SIZES
def test_62C1_the_withdrawal_offer_has_keep_my_card_and_says_it_stands_until_play_goes_on(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    tid, tok = _trial_table(
        server,
        *TRICK_1, ("W", {"play": "HJ"}), ("S", {"play": "HA"}), ("E", {"play": "C4"}),
        ("S", {"play": "H7"}),
    )
    assert httpx.post(f"{server.url}/v1/tables/{tid}/call", json={"about": "revoke"},
                      headers=auth(tok["S"])).status_code == 202
    _post(server, tid, tok["E"], {"play": "H3"})  # the revoke corrected (62A): South may withdraw his card
    south = _open(browser, server, tid, tok["S"], size, seq=10)
    box = south.locator("#choices")
    assert box.locator("button[data-option='withdraw:H7']").is_visible()
    assert "until the next card is played" in box.inner_text()
    # nobody waits for a withdrawal offer: the others and the director are told it lapses with play
    east = _open(browser, server, tid, tok["E"], size, seq=10)
    d = _open(browser, server, tid, tok["director"], size, seq=10)
    for page in (east, d):
        head = page.inner_text("#choices-h")
        assert "South may still withdraw" in head and "lapses when the next card is played" in head, head
        assert "Waiting" not in page.inner_text("#choices")
    south.click("#withdraw-keep")
    assert "You keep your card" in south.inner_text("#withdraw-kept")
    assert box.locator("button[data-option='withdraw:H7']").count() == 0
    assert _view(server, tid, tok["S"])["seq"] == 10  # keeping sends nothing: play goes on
    _post(server, tid, tok["S"], {"play": "S2"})  # North (dummy) leads: the offer lapses
    _wait_seq(south, 11)
    assert box.is_hidden()
    for page in (east, d):  # the offer lapsed for everyone once play went on
        _wait_seq(page, 11)
        assert page.locator("#choices").is_hidden()
        page.close()
    south.close()


@SIZES
def test_the_directors_seat_acts_are_folded_and_his_decision_stays_in_view(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    tid, tok = _trial_table(server, *TRICK_1)
    d = _open(browser, server, tid, tok["director"], size, seq=4)
    fold = d.locator("#seat-record")
    assert fold.is_visible() and fold.get_attribute("open") is None  # closed by default
    assert not d.locator("#say-words").is_visible() and not d.locator("#claim-details summary").is_visible()
    d.click("#seat-record > summary")
    assert d.locator("#say-words").is_visible() and d.locator("#claim-details summary").is_visible()
    _post(server, tid, tok["S"], {"claim": "all"})
    _post(server, tid, tok["E"], {"dispute": True})
    _wait_seq(d, 6)
    d.click("#seat-record > summary")  # folded again: the decision is outside it
    assert d.locator("#decide-tricks").is_visible()
    d.close()


def test_2_the_lobby_gives_the_boards_number_dealer_and_vulnerability(server: Server, browser: Any) -> None:
    page = browser.new_page(viewport=PHONE, bypass_csp=True)
    page.goto(f"{server.url}/?admin={ADMIN}")
    page.wait_for_selector("body[data-ready]", state="attached")
    page.fill("#board-number", "7")
    page.select_option("#vulnerable", "ew")
    page.click("#create button[type=submit]")
    page.wait_for_selector("#link-list a[data-role='director']")
    href = page.get_attribute("#link-list a[data-role='director']", "href")
    assert href
    page.goto(href)
    page.wait_for_function("Number(document.body.dataset.seq || -1) >= 0", polling=50, timeout=10_000)
    bar = page.inner_text("#info")
    assert "Board 7" in bar and "Dealer South" in bar and "E/W" in bar, bar  # dealer by Law 2 from the number
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.close()


def test_the_queue_speaks_every_language_of_the_table(server: Server, browser: Any) -> None:
    page = browser.new_page(viewport=LAPTOP, bypass_csp=True)
    tid, tok = _table(server)
    page.goto(f"{server.url}/table/{tid}?token={tok['N']}&lang=en")
    page.wait_for_selector("body[data-ready]", state="attached")
    table = page.eval_on_selector_all("#lang option", "os => os.map(o => o.value)")
    page.goto(f"{server.url}/director?admin={ADMIN}")
    page.wait_for_selector("body[data-ready]", state="attached")
    queue = page.eval_on_selector_all("#lang option", "os => os.map(o => o.value)")
    assert queue == table and len(table) == 10
    page.close()


def test_61A_a_revoke_told_when_it_comes_to_light_is_marked_and_announced(
    server: Server, browser: Any
) -> None:
    tid, tok = _trial_table(
        server,
        *TRICK_1, ("W", {"play": "HJ"}), ("S", {"play": "HA"}), ("E", {"play": "C4"}),
        ("S", {"play": "H7"}), ("S", {"play": "HK"}),
    )
    west = _open(browser, server, tid, tok["W"], PHONE, seq=9)
    assert west.locator("#rulings li.told-late").count() == 0
    assert "revoke" not in west.inner_text("#rulings").lower()  # not told yet (61A)
    _post(server, tid, tok["E"], {"play": "H3"})  # East follows to a heart: the revoke comes to light
    _wait_seq(west, 10)
    late = west.locator("#rulings li.told-late")
    assert late.count() >= 1 and "Told to the table only now" in late.first.inner_text()
    assert "revoke" in late.first.inner_text().lower() and "#7" in late.first.inner_text()
    assert "revoke" in west.inner_text("#announce").lower()  # a screen reader is told
    west.close()
