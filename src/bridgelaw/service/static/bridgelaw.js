// bridgelaw web pages: the table, the lobby and the director's desk (no build step; claims.js
// holds the claim box and the end of the board).
import { boardEnd, claimBox, contractText } from "/static/claims.js";
// Every piece of table state comes from the server's view (GET /v1/tables/{id}/view and the
// WebSocket), which holds only what this token may see.

const SUITS = ["S", "H", "D", "C"];
const SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };
const SEATS = ["N", "E", "S", "W"];
const LHO = { N: "E", E: "S", S: "W", W: "N" };
const PARTNER = { N: "S", E: "W", S: "N", W: "E" };
const params = new URLSearchParams(location.search);
let labels = { en: {} };
let lang = params.get("lang") || localStorage.getItem("bridgelaw-lang") || "en";

const $ = (id) => document.getElementById(id);
const t = (key) => (labels[lang] && labels[lang][key]) || labels.en[key] || key;
// A label shown after a number may give its plural forms, "one|few|many" ("карта скрыта|карты
// скрыты|карт скрыто"): the form of the language's plural rule (Intl.PluralRules) for n.
const tn = (key, n) => {
  const forms = t(key).split("|");
  const i = { one: 0, few: 1, many: 2 }[new Intl.PluralRules(lang).select(n)];
  return forms[i ?? forms.length - 1] ?? forms[forms.length - 1];
};

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
}

// What the catalogues and glossaries give (served inside labels.json, texts.web_labels): an
// outcome's, a finding's and a penalty class's words, and how the language cites a Law.
function outcomeText(id) { return t("outcome_" + id) === "outcome_" + id ? id.replaceAll("_", " ") : t("outcome_" + id); }
function needsText(id) { return t("needs_" + id) === "needs_" + id ? t("f_" + id) : t("needs_" + id); }
function lawText(law) {
  const st = (labels[lang] && labels[lang].law_style) || { word: "Law", brackets: true, space: false };
  let x = String(law);
  if (!st.brackets) x = x.replace(/\(([a-z0-9]+)\)/g, "$1");
  if (st.space) x = x.replace(/^(\d+)([A-Z].*)$/, "$1 $2");
  return st.word + " " + x;
}
// a label naming a Law the table gives ("Your choice ({Law:{law}})"): the Law as the language
// cites it; a plain {law} gets the bare number
function withLaw(text, law) { return text.replace("{Law:{law}}", lawText(law)).replace("{law}", law); }
function editionText(year) { return t("edition").replace("{year}", year); }

function rankText(r) { return r === "T" ? "10" : r; }
function cardText(code) { return SYMBOL[code[0]] + rankText(code.slice(1)); }
function suitClass(code) { return code[0] === "H" || code[0] === "D" ? "red" : "black"; }
// the card's name for a screen reader, in the page's language ("king of spades", "король пик")
function cardName(code) {
  return t("card_name").replace("{rank}", t("rank_" + code.slice(1))).replace("{suit}", t("suit_" + code[0]));
}
function cardSpan(code) {
  return el("span", { class: "cardtext " + suitClass(code), "aria-label": cardName(code), text: cardText(code) });
}

function applyLabels() {
  document.documentElement.lang = lang;
  document.querySelectorAll("[data-l10n]").forEach((e) => { e.textContent = t(e.dataset.l10n); });
  document.querySelectorAll("[data-l10n-placeholder]").forEach((e) => { e.placeholder = t(e.dataset.l10nPlaceholder); });
  document.querySelectorAll("[data-l10n-aria]").forEach((e) => { e.setAttribute("aria-label", t(e.dataset.l10nAria)); });
  const sel = $("lang");
  if (sel) sel.value = lang;
}

async function loadLabels() {
  try { labels = await (await fetch("/static/labels.json")).json(); } catch { labels = { en: {} }; }
  if (!labels[lang]) lang = "en";
  applyLabels();
}

function setStatus(text, kind = "") {
  const s = $("status");
  if (!s) return;
  s.textContent = text;
  s.className = "status " + kind;
}

// One request to the server. A server that cannot be reached (restarting, or the network gone)
// is an error with `offline` set and a friendly message, never the browser's "Failed to fetch".
async function api(method, path, body, token) {
  const headers = { "Content-Type": "application/json" };
  if (token) headers.Authorization = "Bearer " + token;
  let res;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    const err = new Error(t("offline"));
    err.offline = true; err.status = 0;
    throw err;
  }
  if (res.status === 502 || res.status === 504) {  // a proxy in front of a server that is restarting
    const err = new Error(t("offline"));
    err.offline = true; err.status = res.status;
    throw err;
  }
  let data = null;
  const text = await res.text();
  try { data = JSON.parse(text); } catch { data = text; }
  if (!res.ok) {
    const err = new Error((data && data.error && data.error.message) || res.statusText);
    err.status = res.status; err.data = data;
    throw err;
  }
  return data;
}

// a need's words for people, never its identifier: need_<id>, else the finding's words, else "a finding of fact"
function needName(need) {
  const k = "need_" + need; const s = t(k);
  if (s !== k) return s;
  const f = needsText(need);
  return f === "f_" + need || f === need ? t("need_unknown") : f;
}

// How the director answers a ruling's `needs` at the table (a `finding` on its event): the kind of
// control and the key of `findings` it fills. Needs that name no finding of fact are answered in
// words (x-ruling): the director rules at the table and the record keeps what he said.
const BOOL_FINDINGS = ["slip_of_tongue", "pause_for_thought", "deemed_lead", "accidental", "partner_could_see", "suggestion",
  "director_otherwise", "declarer_saw_dummy", "played_intentionally", "undiscovered_until_next_trick", "trick_quitted"];
const MEANT_CARD = ["win_meaning", "cover_meaning", "suit", "last_trick", "defenders_hands", "designation", "new_designation"];
function needAnswer(need) {
  if (BOOL_FINDINGS.includes(need)) return { key: need, kind: "bool" };
  if (need === "purpose") return { key: "purpose", kind: "choice", values: ["play", "arrange", "reach"] };
  if (need === "where") return { key: "where", kind: "choice", values: ["played_position", "touching_table", "lifted"] };
  if (need === "designated_card") return { key: "designated_card", kind: "candidates" };
  if (need === "intended_card" || need === "incontrovertible") return { key: need, kind: "card" };
  if (MEANT_CARD.includes(need)) return { key: "incontrovertible", kind: "card" };
  return { key: "x-ruling", kind: "words" };
}

function optionLabel(opt) {
  const [id, arg] = opt.split(":");
  const base = t("opt_" + id);
  if (!arg) return base;
  const args = arg.split(",").map((a) => (a.length === 1 ? SYMBOL[a] || a : cardText(a))).join(" ");
  return base + " " + args;
}

function rulingItem(r, extra = null) {
  const head = el("div", { class: "ruling-head" },
    el("span", { class: "law", text: lawText(r.law) }),
    el("span", { class: "outcome o-" + r.outcome, text: outcomeText(r.outcome) }),
    r.card ? cardSpan(r.card) : null,
    r.penalty ? el("span", { class: "penalty", text: t("penalty_" + r.penalty) }) : null,
    el("span", { class: "seq", text: "#" + (r.seq !== undefined ? r.seq : r.event + 1) }));
  const li = el("li", { class: "ruling" + (r.chosen ? " decided" : "") + (r.superseded_seq || r.replaced_seq ? " superseded" : "") + (r.reruled_seq ? " reruled" : "") },
    head, el("p", { class: "ruling-text", text: r.text }));
  if (r.reruled_seq) li.prepend(el("p", { class: "reruled-note", text: t("reruled_note").replace("{n}", "#" + r.reruled_seq) }));
  if (r.superseded_seq) li.append(el("p", { class: "superseded-note", text: t("superseded_note").replace("{n}", "#" + r.superseded_seq) }));
  if (r.replaced_seq) li.append(el("p", { class: "superseded-note replaced-note", text: t("replaced_note").replace("{n}", r.replaced_seq) }));
  if (r.chosen) {
    // decided: the option the non-offending side chose, not the list it chose from
    li.dataset.chosen = r.chosen;
    li.append(el("p", { class: "chosen" }, t("chosen") + ": " + optionLabel(r.chosen) +
      (r.chosen_seq ? " (#" + r.chosen_seq + ")" : "")));
  } else if (r.options && r.options.length) {
    li.append(el("p", { class: "opts" }, t("desk_options") + ": " + r.options.map(optionLabel).join(" · ")));
  }
  if (r.needs && !r.superseded_seq && !r.replaced_seq) {
    li.append(el("p", { class: "needs", text: (r.found_seq ? t("needs_answered").replace("{n}", "#" + r.found_seq) : t("desk_needs")) + ": " + needName(r.needs) }));
  }
  if (extra) li.append(extra);
  return li;
}

// A ruling that offered options is decided by the next `choose` event that answers it: the
// latest ruling still open whose options hold the choice (as the server marks a live table's
// rulings with `chosen`/`chosen_seq`). `events` are the incident's events, rulings in event order.
function markDecided(rulings, events) {
  const open = [];
  let k = 0;
  events.forEach((ev, i) => {
    if (ev.choose !== undefined) {
      const base = String(ev.choose).split(":")[0];
      for (let j = open.length - 1; j >= 0; j -= 1) {
        const r = open[j];
        if (r.options.includes(ev.choose) || r.options.some((o) => o.split(":")[0] === base)) {
          r.chosen = ev.choose; r.chosen_seq = i + 1; open.splice(j, 1); break;
        }
      }
    }
    while (k < rulings.length && rulings[k].event <= i) {
      if (rulings[k].options && rulings[k].options.length) open.push(rulings[k]);
      k += 1;
    }
  });
  return rulings;
}

// ------------------------------------------------------------------------------- the table

// The acts a page can record besides a normal play, and who may make them (face to face only).
// detail: the field that qualifies the act and its values ("" = not said: the director decides).
const TABLE_ACTS = {
  play: { who: "any" },
  show: { who: "player", detail: ["partner_could_see", ["", "true", "false"]], directorDetail: true },
  drop: { who: "player", detail: ["partner_could_see", ["", "true", "false"]], directorDetail: true },
  several: { who: "player", multi: true },
  hold: { who: "declarer", detail: ["where", ["played_position", "touching_table", "lifted", ""]] },
  touch: { who: "declarer", dummyCard: true, detail: ["purpose", ["play", "arrange", "reach", ""]] },
  point: { who: "declarer", dummyCard: true },
  dummy_places: { who: "dummy" },
};

// How a record entry is said: the event kinds and their templates (labels "ev_<kind>").
const EVENT_KINDS = ["say", "play", "touch", "show", "hold", "dummy_places", "dummy_indicates", "choose", "point",
  "dummy_asks", "dummy_warns", "dummy_draws_attention", "dummy_calls_director", "dummy_looks", "dummy_says",
  "quit", "several", "drop", "call", "finding"];

function tablePage() {
  const tableId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
  // a seat's link holds its token; the director's queue opens a table with the admin token (this tab's)
  const token = params.get("token") || (params.get("as") === "director" ? sessionStorage.getItem("bridgelaw-admin") : null);
  let view = null;
  let selected = null;   // {seat, card} chosen for the confirm bar
  let multi = [];        // the cards chosen for "several cards at once" (58B)
  let socket = null;
  let announced = -1;    // the rulings already on the page at first sight are not announced
  let wasMyTurn = false;
  let offline = false;   // the server cannot be reached: the banner says so, the page retries
  let retryTimer = null;
  let previewTimer = null;
  let voice = null;      // {seq, proposals}: what the microphone heard, for the position at seq
  let recorder = null;   // voice.js's VoiceRecorder, made on the first press of the microphone
  let knownRulings = null;      // the rulings on the page (event, law, outcome, card, text); null: none yet
  const toldLate = new Set();     // those of an earlier event that appeared later (told late)
  const callDrafts = {};  // the director's answers to calls being made, by the call's event
  const needDrafts = {};  // the director's findings being made, by the ruling's event (needItem)
  const reopened = {};    // rulings whose recorded finding the director reopens to correct it (82C)
  let keptOffer = null;   // the withdrawal offer (62C1 ...) this seat chose to leave: its key

  if (!token) { setStatus("This address needs ?token=... (the seat link from the lobby).", "error"); return; }

  function isDirector() { return view && view.you === "director"; }
  function isSpectator() { return view && view.you === "spectator"; }
  function mySeat() { return view && SEATS.includes(view.you) ? view.you : null; }
  function act() { return $("act").value || "play"; }

  function layout() {
    const me = mySeat() || "S";
    return { bottom: me, left: LHO[me], top: PARTNER[me], right: LHO[LHO[LHO[me]]] };
  }

  // A card led out of turn while the other side's choice (53-56) is open: faced, so public, but
  // not yet in the trick; shown at its seat until the choice is made.
  function ledAwaitingChoice() {
    const oc = view.open_choice;
    if (!oc || oc.kind !== "lead" || !oc.card) return null;
    if (view.trick.some((c) => c.slice(2) === oc.card)) return null;
    if (view.penalty_cards.some((p) => p.card === oc.card)) return null;
    return oc;
  }

  // A ruling still waiting for the director's finding (its `needs`): not answered by a finding,
  // ruled again, replaced by his decision (70), nor a claim's adjudication once the board is over
  // (the server's pending_needs, the queue, says the same)
  function needOpen(r) {
    return Boolean(r.needs) && !r.found_seq && !r.superseded_seq && !r.replaced_seq && !(view.over && r.outcome === "adjudicated");
  }

  // 45C4(b): which card stands waits for the director's finding (a slip of the tongue?): it may
  // decide the trick, so play waits for him (9B2) - the ruling so marked, else null
  function findingAwaited() {
    if (view.over) return null;
    return (view.rulings || []).find((r) => r.needs === "slip_of_tongue" && needOpen(r)) || null;
  }

  function myTurn() {
    const me = mySeat();
    return Boolean(me && !view.over && !findingAwaited() && view.turn && (view.turn === me ? me !== view.dummy : me === view.declarer && view.turn === view.dummy && view.dummy_faced));
  }

  // May this page record the current act with this card? Legal cards always (a normal play);
  // with "any card" (face to face) the seat's own cards, and dummy's for declarer.
  // the seat's own revoke it may correct now (62A): a card of the suit led, from the offender's hand
  function correcting(seat, card) {
    const c = view.correct;
    return Boolean(c && act() === "play" && seat === c.seat && card[0] === c.suit);
  }

  function canAct(seat, card) {
    if (view.over || isSpectator()) return false;
    if (correcting(seat, card)) return true;
    const a = act();
    if (a === "play" && !$("any-card").checked) return (isDirector() || !findingAwaited()) && view.legal_seat === seat && view.legal.includes(card);
    if (view.mode !== "face_to_face") return false;
    if (isDirector()) return true;
    const me = mySeat();
    const spec = TABLE_ACTS[a] || TABLE_ACTS.play;
    if (spec.dummyCard) return me === view.declarer && seat === view.dummy;
    if (a === "dummy_places") return me === view.dummy && seat === me;
    if (a === "hold") return me === view.declarer && seat === me;
    return seat === me || (me === view.declarer && seat === view.dummy && a === "play");
  }

  function handRows(seat, pbn) {
    const wrap = el("div", { class: "hand", role: "group", "aria-label": t(seat) });
    pbn.split(".").forEach((ranks, i) => {
      const suit = SUITS[i];
      const row = el("div", { class: "suit-row" }, el("span", { class: "suit " + suitClass(suit), text: SYMBOL[suit], "aria-hidden": "true" }));
      const awaiting = ledAwaitingChoice();
      for (const r of ranks) {
        const code = suit + r;
        if (awaiting && awaiting.seat === seat && awaiting.card === code) continue;  // faced, waiting for the choice
        const ok = canAct(seat, code);
        const legal = (view.legal_seat === seat && view.legal.includes(code) && act() === "play" && (isDirector() || !findingAwaited())) || correcting(seat, code);
        const isSel = (selected && selected.card === code) || multi.includes(code);
        const pen = view.penalty_cards.find((p) => p.card === code);
        const name = cardName(code) + (pen ? ", " + t("penalty_card") + " (" + t(pen.class) + ")" : "") + (legal ? ", " + t("playable") : "");
        row.append(el("button", {
          type: "button", class: "card " + suitClass(code) + (legal ? " legal" : ok ? " irregular" : "") + (isSel ? " selected" : "") + (pen ? " faced" : ""),
          "data-card": code, "data-seat": seat, disabled: !ok, "aria-pressed": isSel ? "true" : "false",
          "aria-label": name, text: rankText(r),
          onclick: () => select(seat, code),
        }));
      }
      if (!ranks.length) row.append(el("span", { class: "void", text: "—", "aria-label": t("void") }));
      wrap.append(row);
    });
    return wrap;
  }

  function seatPanel(seat, where) {
    const box = $("seat-" + where);
    box.replaceChildren();
    box.dataset.seat = seat;
    const oc = view.open_choice && view.open_choice.kind !== "withdraw" ? view.open_choice : null;
    const toPlay = view.turn === seat && !view.over && !oc && !findingAwaited();
    box.className = "seat " + where + (toPlay ? " turn" : "") + (seat === view.you ? " mine" : "");
    const tags = [];
    if (seat === view.declarer) tags.push(t("declarer"));
    if (seat === view.dummy) tags.push(t("dummy"));
    if (view.board_data && view.board_data.dealer === seat) tags.push(t("dealer_short"));
    const title = el("h2", { class: "seat-name" }, t(seat),
      tags.length ? el("span", { class: "tag", text: " · " + tags.join(", ") }) : null,
      toPlay ? el("span", { class: "turn-mark", text: " · " + t("to_play") }) : null,
      oc && oc.choosers.includes(seat) ? el("span", { class: "turn-mark choosing", text: " · " + t("choosing") + " (" + lawText(oc.law) + ")" }) : null,
      seat === view.you ? el("span", { class: "you-mark", text: " (" + t("you") + ")" }) : null);
    box.append(title);
    const pbn = view.hands[seat];
    if (pbn !== undefined) box.append(handRows(seat, pbn));
    else box.append(el("p", { class: "hidden-hand", text: view.held[seat] + " " + tn("hidden", view.held[seat]) }));
    const pens = view.penalty_cards.filter((p) => p.seat === seat);
    if (pens.length) {
      box.append(el("p", { class: "penalties" }, t("penalty_cards") + ": ",
        ...pens.map((p) => el("span", { class: "pen" }, cardSpan(p.card), " (" + t("penalty_" + p.class) + ") "))));
    }
  }

  function trickLine(cards) {
    return cards.map((c, i) => el("span", { class: "trick-card" },
      el("span", { "aria-hidden": "true" }, el("span", { class: "seat-l", text: c[0] }), " ", cardSpan(c.slice(2))),
      el("span", { class: "sr-only", text: t(c[0]) + " " + cardName(c.slice(2)) + (i < cards.length - 1 ? ", " : ". ") })));
  }

  function middle() {
    const m = $("middle");
    m.replaceChildren();
    const pos = layout();
    const where = {};
    for (const [k, s] of Object.entries(pos)) where[s] = k;
    const grid = el("div", { class: "trick-grid", role: "group", "aria-label": t("trick") });
    for (const c of view.trick) {
      grid.append(el("div", { class: "played " + where[c[0]], role: "img", "aria-label": t(c[0]) + ": " + cardName(c.slice(2)) },
        el("span", { class: "big " + suitClass(c.slice(2)), text: cardText(c.slice(2)), "aria-hidden": "true" })));
    }
    const led = ledAwaitingChoice();
    if (led) {
      grid.append(el("div", { class: "played awaiting " + where[led.seat], role: "img",
        "aria-label": t(led.seat) + ": " + cardName(led.card) + " (" + lawText(led.law) + ")" },
        el("span", { class: "big " + suitClass(led.card), text: cardText(led.card), "aria-hidden": "true" })));
    }
    m.append(el("div", { class: "trick-head", text: t("trick") + " " + Math.min(13, view.tricks.length + 1) }), grid,
      el("div", { class: "won", text: t("won") + ": " + t("ns") + " " + view.won.NS + " · " + t("ew") + " " + view.won.EW }));
    const last = view.tricks[view.tricks.length - 1];
    if (last) {
      m.append(el("div", { class: "last-trick" }, t("last_trick") + (last.winner ? " (" + t(last.winner) + ")" : "") + ": ", ...trickLine(last.cards)));
    }
    if (view.premature.length) m.append(el("div", { class: "premature", text: "57: " + view.premature.map((c) => c.slice(0, 2) + cardText(c.slice(2))).join(" ") }));
    if (view.over) m.append(el("div", { class: "over", text: t("over") }));
  }

  function playedList() {
    const items = view.tricks.map((tr, i) => el("li", { value: i + 1 }, ...trickLine(tr.cards),
      tr.winner ? el("span", { class: "winner", text: " → " + t(tr.winner) }) : null));
    if (view.trick.length) items.push(el("li", { value: view.tricks.length + 1, class: "current" }, ...trickLine(view.trick)));
    $("played-list").replaceChildren(...items);
    if (!items.length) $("played-list").append(el("li", { class: "empty", text: t("none_yet") }));
  }

  function choices() {
    const box = $("choices");
    const buttons = $("choices-buttons");
    buttons.replaceChildren();
    const oc = view.open_choice;
    if (!oc || isSpectator()) { box.hidden = true; return; }
    box.hidden = false;
    const mine = isDirector() || (mySeat() && oc.choosers.includes(mySeat()));
    const who = oc.choosers.map((s) => t(s)).join(" / ");
    // a withdrawal offer (62C1, 47D ...) holds up nobody: the others are told it lapses with play
    $("choices-h").textContent = oc.kind === "withdraw" && (isDirector() || !mine)
      ? t("withdraw_others").replace("{who}", who) + " (" + lawText(oc.law) + ")"
      : mine ? t("choices") + " (" + lawText(oc.law) + ")" + (isDirector() ? " — " + who : "")
        : t("waiting_choice") + " " + lawText(oc.law) + " (" + who + ")";
    if (!mine) return;
    const key = oc.kind + ":" + oc.options.join(",") + ":" + view.tricks.length;
    if (oc.kind === "withdraw" && keptOffer === key) {  // kept: said so until play continues
      buttons.append(el("p", { id: "withdraw-kept", class: "hint", text: t("withdraw_kept") }));
      return;
    }
    for (const opt of oc.options) {
      buttons.append(el("button", { type: "button", class: "choice", "data-option": opt, text: optionLabel(opt),
        onclick: () => send({ choose: opt, ...(isDirector() ? { by: oc.choosers[0] } : {}) }) }));
    }
    if (oc.kind === "withdraw") {
      // a withdrawal is an offer, not a choice play waits for: the card stays unless withdrawn
      // before the next card is played (62C1, 47D ...) - nothing to send to keep it
      buttons.append(el("button", { type: "button", class: "choice", id: "withdraw-keep", text: t("withdraw_keep"),
        onclick: () => { keptOffer = key; choices(); } }));
      buttons.append(el("p", { class: "hint", text: t("withdraw_hint") }));
    }
  }

  function sayBox() {
    const ceased = view.claim && view.claim.status !== "void";  // 68D: no words to dummy while a claim stands
    const show = !view.over && !ceased && view.dummy_faced && (mySeat() === view.declarer || isDirector());
    $("say").hidden = !show;
    $("say-mic").hidden = !show || mySeat() !== view.declarer;  // voice: declarer's token only
  }

  // What the director told the table (view.answers): his words, or his findings, tied to the
  // call(s) it answered ("answering West's call #23: “East dropped ♣J”") or to the event.
  function findingsText(findings) {
    return Object.entries(findings || {}).map(([k, v]) => needName(k) + ": " +
      (v === true ? t("true") : v === false ? t("false") : typeof v === "string" && /^[SHDC][2-9TJQKA]$/.test(v) ? cardText(v) : String(v))).join("; ");
  }
  // his findings of fact and his words (a decide's tricks are in its own ruling)
  function answerWords(a) {
    const facts = a.kind === "claim" ? "" : findingsText(a.findings);
    return [facts, a.text].filter(Boolean).join(" — ") || t("answer_call");
  }
  function answerContext(a) {
    if (a.calls.length) {
      return a.calls.map((c) => t("answer_to_call").replace("{seat}", t(c.by)).replace("{n}", c.seq) +
        (c.reason ? " (“" + c.reason + "”)" : "")).join("; ");
    }
    return t("answer_on_event").replace("{n}", a.about);
  }
  function answerItem(a) {
    return el("li", { class: "ruling answer", "data-seq": a.seq },
      el("div", { class: "ruling-head" },
        el("span", { class: "law", text: t("answer_head") }),
        el("span", { class: "answer-to", text: answerContext(a) }),
        el("span", { class: "seq", text: "#" + a.seq })),
      el("p", { class: "ruling-text answer-text", text: answerWords(a) }));
  }

  function rulings() {
    const ol = $("rulings");
    ol.replaceChildren();
    const answers = view.answers || [];
    if (!view.rulings.length && !answers.length) ol.append(el("li", { class: "empty", text: t("no_rulings") }));
    // newest first: the rulings and the director's answers by their event's number
    // a ruling of an earlier event told only now (a revoke, once attention is drawn to it: 61A)
    // is marked and announced, not left unseen among the old ones; ruled again by a finding, it
    // says so itself
    const key = (r) => [r.seq, r.law, r.outcome, r.card || "", r.text].join("|");
    const lateNow = announced < 0 || knownRulings === null ? []
      : view.rulings.filter((r) => r.seq <= announced && !r.reruled_seq && !knownRulings.has(key(r)));
    for (const r of lateNow) toldLate.add(key(r));
    knownRulings = new Set(view.rulings.map(key));
    const late = (r) => toldLate.has(key(r));
    const items = [...view.rulings.map((r, i) => ({ seq: r.seq, i, node: () => {
      const li = rulingItem(r);
      if (late(r)) { li.classList.add("told-late"); li.prepend(el("p", { class: "told-late-note", text: t("told_late") })); }
      return li;
    } })),
      ...answers.map((a) => ({ seq: a.seq, i: 1e9, node: () => answerItem(a) }))];
    items.sort((x, y) => y.seq - x.seq || y.i - x.i);
    for (const it of items) ol.append(it.node());
    const fresh = announced < 0 ? [] : [...lateNow, ...view.rulings.filter((r) => r.seq > announced)];
    const told = announced < 0 ? [] : answers.filter((a) => a.seq > announced);
    if ((fresh.length || told.length) && announced >= 0) {
      $("announce").textContent = [...fresh.map((r) => lawText(r.law) + ": " + r.text),
        ...told.map((a) => t("answer_head") + ", " + answerContext(a) + ": " + answerWords(a))].join(" ");
    }
    announced = view.seq;
  }

  // one record entry in words: "East plays ♣J", "South chooses: Accept the lead (recorded by the director)"
  function describeEvent(e) {
    const { seq, by, director, ...rest } = e;
    const kind = EVENT_KINDS.find((k) => k in rest) || Object.keys(rest)[0];
    let value = rest[kind];
    delete rest[kind];
    if (kind === "choose") value = optionLabel(String(value));
    else if (Array.isArray(value)) value = value.map((c) => cardText(String(c))).join(" ");
    else if (typeof value === "string" && /^[SHDC][2-9TJQKA]$/.test(value)) value = cardText(value);
    else if (kind === "say") value = "“" + value + "”";
    const tmpl = t("ev_" + kind);
    let text = tmpl === "ev_" + kind ? t(by) + " " + kind + " " + value : tmpl.replace("{seat}", t(by)).replace("{x}", String(value));
    const details = Object.entries(rest).map(([k, v]) => k + ": " + (typeof v === "object" ? JSON.stringify(v) : v));
    if (details.length) text += " (" + details.join(", ") + ")";
    if (director) text += " — " + t("recorded_by_director");
    return text;
  }

  function recordBox() {
    const box = $("record-box");
    if (!view.record) { box.hidden = true; return; }
    box.hidden = false;
    $("record").replaceChildren(...view.record.map((e) => el("li", { value: e.seq, "data-seq": e.seq, text: describeEvent(e) })));
  }

  function actOptions() {
    const sel = $("act");
    const cur = act();
    const me = mySeat();
    const acts = Object.entries(TABLE_ACTS).filter(([, spec]) => isDirector() || spec.who === "any" ||
      (spec.who === "player" && me !== view.dummy) || (spec.who === "declarer" && me === view.declarer) ||
      (spec.who === "dummy" && me === view.dummy)).map(([a]) => a);
    sel.replaceChildren(...acts.map((a) => el("option", { value: a, text: t("act_" + a) })));
    sel.value = acts.includes(cur) ? cur : "play";
    $("act-hint").textContent = t("hint_" + act());
    const spec = TABLE_ACTS[act()] || {};
    const detail = spec.detail && (!spec.directorDetail || isDirector()) ? spec.detail : null;
    $("act-detail-l").hidden = !detail;
    if (detail && $("act-detail").dataset.for !== act()) {
      $("act-detail-name").textContent = t("detail_" + detail[0]);
      $("act-detail").replaceChildren(...detail[1].map((v) => el("option", { value: v, text: v ? t("detail_" + detail[0] + "_" + v) : t("not_said") })));
      $("act-detail").dataset.for = act();
    }
    const forL = $("act-for-l");
    forL.hidden = !isDirector();
    if (isDirector() && !$("act-for").options.length) {
      $("act-for").replaceChildren(el("option", { value: "", text: t("auto") }), ...SEATS.map((s) => el("option", { value: s, text: t(s) })));
    }
    $("irregular").hidden = view.mode !== "face_to_face" || isSpectator() || view.over;
  }

  function lastCardMine() {
    // the last card played to the table, if it was this seat's (or dummy's, for declarer)
    const me = mySeat();
    if (!me || view.over || (view.claim && view.claim.status !== "void")) return null;  // 68D: play has ceased
    const cards = view.trick.length ? view.trick : (view.tricks.length ? view.tricks[view.tricks.length - 1].cards : []);
    const last = cards[cards.length - 1];
    if (!last) return null;
    const seat = last[0];
    if (seat === me && me !== view.dummy) return last.slice(2);
    if (me === view.declarer && seat === view.dummy) return last.slice(2);
    return null;
  }

  // Someone failed to follow suit in a trick of the board so far (the current one or one already
  // turned): the 61B question "having none?" may be asked (dummy asks declarer: 42B1) while play
  // goes on - attention drawn before the revoke is established lets it be corrected (62A), after
  // it the Director rules on it at the end of play (63, 64). A show-out already asked about (a
  // revoke call after it) is not offered again. Each: {seat, card, seq} (seq: its ruling's event).
  function showOuts() {
    const tricks = view.tricks.map((tr) => tr.cards);
    if (view.trick.length) tricks.push(view.trick);
    const asked = [...(view.calls || []), ...(view.answers || []).flatMap((a) => a.calls)]
      .filter((c) => c.call === "revoke").map((c) => c.seq);
    const out = [];
    for (const cards of tricks) {
      const led = cards[0].slice(2, 3);
      for (const c of cards.slice(1)) {
        if (c.slice(2, 3) === led) continue;
        const r = [...view.rulings].reverse().find((x) => x.card === c.slice(2) && x.seat === c[0]);
        const seq = r ? r.seq : 0;
        if (!asked.some((q) => q > seq)) out.push({ seat: c[0], card: c.slice(2), seq });
      }
    }
    return out;
  }

  function askable() {
    const me = mySeat();
    if (!me || view.over || (view.claim && view.claim.status !== "void")) return [];
    const out = showOuts().filter((o) => o.seat !== me);
    if (me === view.dummy) return out.filter((o) => o.seat === view.declarer);  // 42B1: dummy asks declarer
    return out.filter((o) => o.seat !== view.dummy);                           // 61B: dummy's cards are seen
  }

  function mayAskRevoke() { return askable().length > 0; }

  function actionsBox() {
    const desk = $("open-desk");
    desk.hidden = !isDirector();
    if (isDirector()) desk.href = `/desk?table=${encodeURIComponent(tableId)}&lang=${lang}#token=${encodeURIComponent(token)}`;
    $("undo").hidden = !lastCardMine();
    $("call").hidden = isSpectator() || isDirector();
    $("ask-revoke").hidden = !mayAskRevoke();
  }

  function callsBanner() {
    const box = $("calls");
    const calls = view.calls || [];
    box.hidden = !calls.length;
    if (!calls.length) { box.replaceChildren(); return; }
    box.replaceChildren(el("span", { text: t("calls_open") + " " }),
      ...calls.map((c) => el("span", { class: "call-item", text: callText(c) + " " })));
  }

  function callText(c) {
    const bits = ["#" + c.seq];
    if (c.call === "revoke") bits.push(t("call_revoke"));
    if (c.concerns) bits.push(t("call_about").replace("{n}", c.concerns));
    return t(c.by) + " (" + bits.join(", ") + ")" + (c.reason ? " “" + c.reason + "”" : "");
  }

  // A ruling waiting for the director's finding: nothing preset (he chooses), his words beside
  // it (every seat reads them with the finding, x-ruling), and a confirmation before it is
  // recorded - the finding rules that event and the later ones again. What he chose and typed
  // survives the re-render of each event (needDrafts, by the ruling's event).
  function needItem(r) {
    const how = needAnswer(r.needs);
    const draft = needDrafts[r.seq] || (needDrafts[r.seq] = { value: "", words: "", confirming: false, error: "" });
    const label = needName(r.needs);
    const choose = el("option", { value: "", text: t("finding_choose") });
    let input;
    if (how.kind === "bool") input = el("select", { class: "answer", "aria-label": label }, choose, el("option", { value: "true", text: t("true") }), el("option", { value: "false", text: t("false") }));
    else if (how.kind === "choice") input = el("select", { class: "answer", "aria-label": label }, choose, ...how.values.map((v) => el("option", { value: v, text: t("detail_" + how.key + "_" + v) })));
    else if (how.kind === "candidates") input = el("select", { class: "answer", "aria-label": label }, choose, ...(r.candidates || []).map((c) => el("option", { value: c, text: cardText(c) })));
    else if (how.kind === "card") input = el("input", { class: "answer", size: 4, placeholder: "HK", "aria-label": t("meant_card") });
    else input = el("input", { class: "answer", "aria-label": t("answer_words"), placeholder: t("answer_words") });
    input.value = draft.value;
    const words = how.kind === "words" ? null : el("input", { class: "finding-words", "aria-label": t("finding_words"), placeholder: t("finding_words") });
    if (words) words.value = draft.words;
    const error = el("p", { class: "error need-error", role: "alert", hidden: !draft.error, text: draft.error });
    const sure = el("div", { class: "need-confirm", role: "alertdialog", hidden: !draft.confirming });
    // the finding as it would be sent, or null when nothing is chosen yet
    const finding = () => {
      let v = input.value.trim();
      if (how.kind === "words") return { [how.key]: v || label };
      if (v === "") return null;
      if (how.kind === "bool") v = v === "true";
      else if (how.kind === "card") v = v.toUpperCase();
      const out = { [how.key]: v };
      if (words && words.value.trim()) out["x-ruling"] = words.value.trim();
      return out;
    };
    const shown = () => (input.tagName === "SELECT" ? input.options[input.selectedIndex].text : input.value.trim().toUpperCase());
    const go = el("button", { type: "button", class: "answer-go", text: t("answer_need"), onclick: () => {
      const f = finding();
      if (!f) { draft.error = t("finding_must_choose"); error.textContent = draft.error; error.hidden = false; input.focus(); return; }
      draft.error = ""; error.hidden = true; draft.confirming = true;
      fillConfirm();
      sure.hidden = false;
      sure.querySelector(".need-publish").focus();
    } });
    function fillConfirm() {
      sure.replaceChildren(el("p", { text: t("finding_confirm").replace("{finding}", label)
        .replace("{answer}", how.kind === "words" ? (input.value.trim() || label) : shown()).replace("{n}", r.seq) }),
        el("button", { type: "button", class: "need-publish", text: t("finding_record"), onclick: async () => {
          const f = finding();
          if (!f) return;
          const err = await send({ finding: r.seq, findings: f });
          if (err) { draft.confirming = false; sure.hidden = true; draft.error = err; error.textContent = err; error.hidden = false; }
          else { delete needDrafts[r.seq]; delete reopened[r.seq]; }
        } }), " ",
        el("button", { type: "button", class: "need-cancel", text: t("cancel"), onclick: () => {
          draft.confirming = false; sure.hidden = true; input.focus();
        } }));
    }
    if (draft.confirming) fillConfirm();
    const changed = () => { draft.value = input.value; draft.confirming = false; sure.hidden = true; draft.error = ""; error.hidden = true; };
    input.addEventListener(input.tagName === "SELECT" ? "change" : "input", changed);
    if (words) words.addEventListener("input", () => { draft.words = words.value; });
    return el("li", { class: "director-need", "data-seq": r.seq, "data-needs": r.needs },
      el("span", { text: "#" + r.seq + " " + lawText(r.law) + ": " + t("desk_needs").toLowerCase() + " " + label + " " }),
      how.kind === "card" ? el("span", { text: t("meant_card") + " " }) : null, input, " ", go,
      words ? el("label", { class: "wide" }, t("finding_words") + " ", words) : null, error, sure);
  }

  // The director's own box: the calls to answer and the rulings waiting for his finding, each
  // answered with a `finding` on its event (the table is then ruled again from that event).
  function directorBox() {
    const box = $("director-box");
    if (!isDirector()) { box.hidden = true; return; }
    const items = [];
    for (const c of view.calls || []) {
      // his answer is confirmed before it is recorded, as a finding is (a slip of his hand stays
      // on the record); words and the question kept across the re-render of each event
      const draft = callDrafts[c.seq] || (callDrafts[c.seq] = { words: "", confirming: false });
      const words = el("input", { class: "answer-words", "aria-label": t("answer_words"), placeholder: t("answer_words") });
      words.value = draft.words;
      const sure = el("div", { class: "answer-confirm", role: "alertdialog", hidden: !draft.confirming },
        el("p", { text: t("answer_confirm").replace("{seat}", t(c.by)).replace("{n}", c.seq) }),
        el("button", { type: "button", class: "answer-publish", text: t("confirm"), onclick: async () => {
          const err = await send({ finding: c.seq, findings: { "x-ruling": words.value.trim() || t("answer_call") } });
          draft.confirming = false; sure.hidden = true;
          if (!err) delete callDrafts[c.seq];
        } }), " ",
        el("button", { type: "button", class: "answer-cancel", text: t("cancel"), onclick: () => {
          draft.confirming = false; sure.hidden = true; words.focus();
        } }));
      words.addEventListener("input", () => { draft.words = words.value; draft.confirming = false; sure.hidden = true; });
      items.push(el("li", { class: "director-call", "data-seq": c.seq },
        el("span", { text: t("ev_call").replace("{seat}", t(c.by)) + (c.call === "revoke" ? " (" + t("call_revoke") + ")" : "") + " #" + c.seq +
          (c.concerns ? ", " + t("call_about").replace("{n}", c.concerns) : "") + " " }),
        c.reason ? el("q", { class: "call-reason", text: c.reason }) : null, c.reason ? " " : null,
        words, " ", el("button", { type: "button", class: "answer-go", text: t("answer_call"), onclick: () => {
          draft.confirming = true; sure.hidden = false; sure.querySelector(".answer-publish").focus();
        } }), sure));
    }
    for (const r of view.rulings) {
      // replaced by his decision (70) or the claim settled the board: nothing to find
      if (!r.needs || r.replaced_seq || (view.over && r.outcome === "adjudicated")) continue;
      if (r.found_seq && !view.over) {
        // his finding is recorded: he may correct it while play goes on (82C: the director's own
        // error) - a second finding on the same event rules it and what follows again
        if (reopened[r.seq]) { items.push(needItem(r)); continue; }
        items.push(el("li", { class: "director-found", "data-seq": r.seq },
          el("span", { text: t("finding_recorded").replace("{n}", r.seq).replace("{need}", needName(r.needs)) + " " }),
          el("button", { type: "button", class: "finding-change", text: t("finding_change"), onclick: () => {
            reopened[r.seq] = true; render();
          } })));
        continue;
      }
      if (needOpen(r)) items.push(needItem(r));
    }
    // 63A: an established revoke is ruled at the end of play (Law 64): he is told now
    if (!view.over) {
      for (const r of view.rulings) {
        if (!/^63A/.test(r.law) || r.superseded_seq) continue;
        items.push(el("li", { class: "director-revoke", "data-seq": r.seq },
          el("span", { text: t("revoke_to_rule").replace("{n}", r.seq) + (r.card ? " " : "") }), r.card ? cardSpan(r.card) : null));
      }
    }
    // 64C: equity, once the board is over - his finding of the result had the revoke not occurred
    const equity = view.board && (view.board.rulings || []).find((r) => r.needs === "result_without_revoke");
    if (equity) {
      const n = el("input", { id: "equity-tricks", class: "answer", type: "number", min: "0", max: "13", "aria-label": t("equity_64c") });
      items.push(el("li", { class: "director-need director-equity", "data-needs": "result_without_revoke" },
        el("label", {}, t("equity_64c") + " ", n), " ",
        el("button", { type: "button", id: "equity-go", class: "answer-go", text: t("equity_go"), onclick: () => {
          if (n.value === "") return;
          const last = [...(view.record || [])].reverse().find((e) => !("finding" in e));
          if (last) send({ finding: last.seq, findings: { "x-result-without-revoke": Number(n.value) } });
        } })));
    }
    box.hidden = !items.length;
    $("director-list").replaceChildren(...items);
  }

  function banner() {
    const b = $("banner");
    let text = "";
    let kind = "";
    if (offline) { text = t("offline"); kind = "offline"; }
    else if (view && view.correct) {
      text = t("correct_revoke").replace("{card}", cardText(view.correct.card)).replace("{suit}", SYMBOL[view.correct.suit]);
      kind = "turn";
    } else if (view && view.claim && view.claim.status === "open") {
      text = t("claim_status_open"); kind = "wait";  // 68D: play has ceased while the claim stands
    } else if (view && mySeat() && findingAwaited()) {
      text = withLaw(t("wait_finding"), findingAwaited().law);
      kind = "wait";
    } else if (view && view.waiting) {
      text = withLaw(t("wait_choice").replace("{who}", view.waiting.choosers.map((s) => t(s)).join(" / ")), view.waiting.law);
      kind = "wait";
    } else if (view && view.open_choice && mySeat() && view.open_choice.choosers.includes(mySeat()) && view.open_choice.kind !== "withdraw") {
      text = withLaw(t("your_choice_banner"), view.open_choice.law);
      kind = "turn";
    } else if (view && view.open_choice && mySeat() && view.open_choice.kind !== "withdraw" && !view.over) {
      text = t("wait_choice").replace("{who}", view.open_choice.choosers.map((s) => t(s)).join(" / ")).replace("{law}", view.open_choice.law);
      kind = "wait";
    } else if (view && myTurn()) {
      text = view.turn === view.dummy ? t("dummy_turn") : t("your_turn");
      kind = "turn";
    } else if (view && view.over) { text = t("over"); kind = "over"; }
    b.hidden = !text;
    b.textContent = text;
    b.className = "banner " + kind;
    document.body.classList.toggle("my-turn", kind === "turn");
    document.title = (kind === "turn" ? "● " + t("your_turn") + " — " : kind === "wait" ? "⏸ " : "") + t("title_table");
    const nowMine = kind === "turn";
    if (nowMine && !wasMyTurn && view.seq > 0) $("announce").textContent = text;
    wasMyTurn = nowMine;
  }

  function info() {
    const v = view;
    const parts = [];
    const b = v.board_data || {};
    if (b.number) parts.push(t("board") + " " + b.number);
    if (b.dealer) parts.push(t("dealer") + " " + t(b.dealer));
    if (b.vulnerable) parts.push(t("vulnerable") + " " + t("vul_" + b.vulnerable));
    parts.push(contractText(v.contract) + " " + t("by") + " " + t(v.declarer));
    parts.push(editionText(v.laws));
    if (v.mode !== "face_to_face") parts.push(t("mode_" + v.mode));
    parts.push(t("you") + ": " + t(v.you));
    $("info").textContent = parts.join(" · ");
  }

  function render() {
    const v = view;
    document.body.dataset.seq = String(v.seq);
    document.body.dataset.role = v.you;
    info();
    actOptions();
    const pos = layout();
    for (const [where, seat] of Object.entries(pos)) seatPanel(seat, where);
    middle(); choices(); sayBox(); rulings(); recordBox(); playedList(); actionsBox(); callsBanner(); directorBox();
    const ctx = { el, t, tn, lawText, send, mySeat, isDirector, tableId, go,
      api: (method, path, body) => api(method, path, body, token) };
    claimBox(v, ctx); boardEnd(v, ctx); banner(); seatRecord();
    if (voice && voice.seq !== v.seq) clearVoice(t("voice_moved"));
    if (selected && !canAct(selected.seat, selected.card)) cancel();
    if ($("status").classList.contains("turn")) setStatus("");
  }

  // The director's page: what he records for a seat at a physical table (words to dummy, a
  // claim, another act) folded under "Record for a seat", closed by default, so that none is used
  // by mistake; a claim standing (his decision to make) stays in view.
  function seatRecord() {
    const fold = $("seat-record");
    if (!isDirector()) { fold.hidden = true; return; }
    fold.hidden = false;
    const body = $("seat-record-body");
    if ($("say").parentElement !== body) body.append($("say"), $("irregular"));
    const standing = view.claim && view.claim.status !== "void";
    const box = $("claim-box");
    if (standing && box.parentElement === body) fold.after(box);
    else if (!standing && box.parentElement !== body) body.append(box);
    fold.hidden = [...body.children].every((e) => e.hidden);
  }

  function go(next) {  // the next board at the same seats: the same token, another table
    location.href = `/table/${encodeURIComponent(next)}${location.search}`;
  }

  function select(seat, card) {
    if (TABLE_ACTS[act()] && TABLE_ACTS[act()].multi) { toggleMulti(seat, card); return; }
    if (selected && selected.card === card) { confirm(); return; }
    selected = { seat, card };
    $("confirm").hidden = false;
    $("several-named-l").hidden = true;
    const a = act();
    const warn = correcting(seat, card) ? el("span", { class: "confirm-warn", text: " " + t("correct_confirm") })
      : a !== "play" || !view.legal.includes(card) ? el("span", { class: "confirm-warn", text: " " + t("irregular_warn") }) : null;
    $("confirm-text").replaceChildren(...[t("act_" + a) + " ", cardSpan(card), " — " + t(seat) + "?", warn].filter(Boolean));
    document.querySelectorAll("button.card").forEach((b) => {
      const on = b.dataset.card === card;
      b.classList.toggle("selected", on);
      b.setAttribute("aria-pressed", on ? "true" : "false");
    });
    $("confirm-go").focus();
  }

  function toggleMulti(seat, card) {
    multi = multi.includes(card) ? multi.filter((c) => c !== card) : [...multi, card];
    selected = multi.length ? { seat, card: multi[0] } : null;
    document.querySelectorAll("button.card").forEach((b) => {
      const on = multi.includes(b.dataset.card);
      b.classList.toggle("selected", on);
      b.setAttribute("aria-pressed", on ? "true" : "false");
    });
    $("confirm").hidden = multi.length < 2;
    if (multi.length < 2) return;
    $("confirm-text").replaceChildren(t("act_several") + ": ", ...multi.flatMap((c) => [cardSpan(c), " "]), "— " + t(seat) + "?");
    const named = $("several-named");
    const keep = named.value;
    named.replaceChildren(el("option", { value: "", text: t("not_said") }), ...multi.map((c) => el("option", { value: c, text: cardText(c) })));
    named.value = multi.includes(keep) ? keep : "";
    $("several-named-l").hidden = false;
  }

  function cancel() {
    selected = null;
    multi = [];
    $("confirm").hidden = true;
    document.querySelectorAll("button.card.selected").forEach((b) => { b.classList.remove("selected"); b.setAttribute("aria-pressed", "false"); });
  }

  function byFor(seat) {
    const forced = $("act-for").value;
    if (forced) return forced;
    const a = act();
    if (a === "dummy_places") return view.dummy;
    if (a === "touch" || a === "point" || seat === view.dummy) return view.declarer;
    return seat;
  }

  function confirm() {
    if (!selected) return;
    const a = act();
    let body;
    if (TABLE_ACTS[a] && TABLE_ACTS[a].multi) {
      if (multi.length < 2) return;
      body = { several: [...multi] };
      if ($("several-named").value) body.named = $("several-named").value;
    } else {
      body = { [a]: selected.card };
      const spec = TABLE_ACTS[a] || {};
      if (spec.detail && !$("act-detail-l").hidden && $("act-detail").value) {
        const v = $("act-detail").value;
        body[spec.detail[0]] = v === "true" ? true : v === "false" ? false : v;
      }
    }
    if (isDirector()) body.by = byFor(selected.seat);
    const seat = selected.seat;
    cancel();
    $("any-card").checked = false;  // one irregular act at a time
    $("act").value = "play";
    send(body).then(() => {
      const next = document.querySelector("#seat-bottom button.card:not([disabled])") ||
        document.querySelector("button.card:not([disabled])") || $("say-words");
      if (next && !next.closest("[hidden]")) next.focus();
    });
    return seat;
  }

  function goneOffline() {
    offline = true;
    $("live").textContent = "○ " + t("disconnected"); $("live").className = "live off";
    if (view) banner();
    else { $("banner").hidden = false; $("banner").textContent = t("offline"); $("banner").className = "banner offline"; }
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => refresh(), 2000);
  }

  function backOnline() {
    if (!offline) return;
    offline = false;
    clearTimeout(retryTimer);
    if (view) banner();
  }

  // Send one event; null once it is recorded, else the refusal in words (also in the status line)
  async function send(body) {
    try {
      const out = await api("POST", `/v1/tables/${tableId}/events?lang=${lang}`, { ...body, expected_seq: view.seq }, token);
      setStatus("");
      await refresh(out.seq);
      return null;
    } catch (e) {
      if (e.offline) { setStatus(t("not_sent"), "error"); goneOffline(); return t("not_sent"); }
      setStatus(t("error") + ": " + e.message, "error");
      if (e.status === 409) await refresh();
      return t("error") + ": " + e.message;
    }
  }

  async function refresh(atLeast = 0) {
    if (view && atLeast && view.seq >= atLeast) return;
    try {
      view = await api("GET", `/v1/tables/${tableId}/view?lang=${lang}`, undefined, token);
      backOnline();
      render();
    } catch (e) {
      if (e.offline) { goneOffline(); return; }
      setStatus(t("error") + ": " + e.message, "error");
    }
  }

  function connect() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(`${proto}//${location.host}/v1/tables/${tableId}/ws?token=${encodeURIComponent(token)}&lang=${lang}&delta=1`);
    const s = socket;
    s.onopen = () => {
      $("live").textContent = "● " + t("connected"); $("live").className = "live on";
      if (offline) refresh();
      if (view) s.send(JSON.stringify({ type: "hello", after: view.seq }));
    };
    s.onmessage = (m) => {
      const msg = JSON.parse(m.data);
      if ((msg.type === "event" || msg.type === "view") && msg.view && (!view || msg.view.seq >= view.seq)) {
        const v = msg.view;
        if (v.rulings_from !== undefined) {  // a delta view (?delta=1): keep the rulings before rulings_from
          if (!view || v.seq > view.seq + 1 || view.rulings.length < v.rulings_from) { refresh(); return; }
          v.rulings = view.rulings.slice(0, v.rulings_from).concat(v.rulings);
          delete v.rulings_from;
        }
        view = v; backOnline(); render();
      }
      // a call is in the view (`calls`) until the director answers it: the red bar shows it
      if (msg.type === "next" && msg.table) refresh();
    };
    s.onclose = () => {
      if (s !== socket) return;
      $("live").textContent = "○ " + t("disconnected"); $("live").className = "live off";
      setTimeout(connect, 1000);
    };
  }

  // "Call the director": first what happened (optional words) and which event it is about (the
  // latest by default), then the call; "Having none?" (61B) is its own reason and goes at once.
  function openCallForm() {
    const sel = $("call-concerns");
    const seen = new Map();  // event number -> its words; every event of the board this token knows of
    const short = (x) => (x.length > 70 ? x.slice(0, 69) + "…" : x);
    for (const e of view.record || []) {  // the director's view holds every event
      if (!("finding" in e)) seen.set(e.seq, "#" + e.seq + " " + short(describeEvent(e)));
    }
    for (const r of view.rulings) {
      if (!seen.has(r.seq)) seen.set(r.seq, "#" + r.seq + " " + lawText(r.law) + ": " + short(r.text));
    }
    const calls = [...(view.calls || []), ...(view.answers || []).flatMap((a) => a.calls)];
    for (const c of calls) if (!seen.has(c.seq)) seen.set(c.seq, "#" + c.seq + " " + short(t("ev_call").replace("{seat}", t(c.by)) + (c.reason ? " “" + c.reason + "”" : "")));
    for (const a of view.answers || []) if (!seen.has(a.seq)) seen.set(a.seq, "#" + a.seq + " " + t("answer_head") + ": " + short(answerWords(a)));
    const all = [...seen.entries()].sort((x, y) => y[0] - x[0]);  // the latest first
    sel.replaceChildren(el("option", { value: "", text: t("call_concerns_none") }),
      ...all.map(([seq, text]) => el("option", { value: String(seq), text })));
    if (all.length) sel.value = String(all[0][0]);
    $("call-reason").value = "";
    $("call-form").hidden = false;
    $("call-reason").focus();
  }

  async function callDirector(about = "director", ready = false) {
    const me = mySeat();
    // no warning once play has ceased on a claim (68D): the director is summoned or play is over
    const ceased = Boolean(view.claim && ["open", "disputed", "adjudicated"].includes(view.claim.status));
    if (!ready && me && me === view.dummy && !view.over && !ceased && !(view.calls || []).length && about === "director" && !$("call-warn").dataset.ok) {
      $("call-warn").hidden = false;  // 43A1(a): dummy may not call during play unless attention was drawn
      $("call-warn-go").focus();
      return;
    }
    $("call-warn").hidden = true;
    if (about === "director" && !ready) { openCallForm(); return; }
    const body = { about };
    if (about === "revoke") {  // the question is about the latest show-out not yet asked about
      const out = askable();
      if (out.length && out[out.length - 1].seq) body.concerns = out[out.length - 1].seq;
    }
    if (ready) {
      const reason = $("call-reason").value.trim();
      if (reason) body.reason = reason;
      if ($("call-concerns").value) body.concerns = Number($("call-concerns").value);
      $("call-form").hidden = true;
    }
    try {
      if (me && me === view.dummy && about === "revoke") await send({ dummy_asks: "revoke" });
      else { const out = await api("POST", `/v1/tables/${tableId}/call`, body, token); await refresh(out.seq); }
    }
    catch (e) {
      if (e.offline) { setStatus(t("not_sent"), "error"); goneOffline(); return; }
      setStatus(t("error") + ": " + e.message, "error");
    }
  }

  function showUndoAnswer() {
    const card = lastCardMine();
    $("undo-answer-text").replaceChildren(t("undo_answer").replace("{card}", card ? cardText(card) : ""),
      mySeat() === view.declarer ? " " + t("undo_answer_declarer") : "");
    $("undo-answer").hidden = false;
    $("undo-close").focus();
  }

  $("lang").addEventListener("change", async () => {
    lang = $("lang").value; localStorage.setItem("bridgelaw-lang", lang); applyLabels();
    knownRulings = null; toldLate.clear();  // the texts change with the language: nothing told late
    await refresh(); if (socket) { const old = socket; socket = null; old.close(); } connect();
  });
  $("confirm-go").addEventListener("click", confirm);
  $("confirm-cancel").addEventListener("click", cancel);
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape") { cancel(); if (voice) clearVoice(); $("undo-answer").hidden = true; $("call-form").hidden = true; }
  });
  $("any-card").addEventListener("change", () => { cancel(); render(); });
  $("act").addEventListener("change", () => { cancel(); if (act() !== "play") $("any-card").checked = true; render(); });
  $("call").addEventListener("click", () => callDirector());
  $("ask-revoke").addEventListener("click", () => callDirector("revoke"));
  $("call-warn-go").addEventListener("click", () => { $("call-warn").dataset.ok = "1"; callDirector(); delete $("call-warn").dataset.ok; });
  $("call-warn-cancel").addEventListener("click", () => { $("call-warn").hidden = true; $("call").focus(); });
  $("call-go").addEventListener("click", () => callDirector("director", true));
  $("call-cancel").addEventListener("click", () => { $("call-form").hidden = true; $("call").focus(); });
  $("call-reason").addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); callDirector("director", true); } });
  $("undo").addEventListener("click", showUndoAnswer);
  $("undo-close").addEventListener("click", () => { $("undo-answer").hidden = true; $("undo").focus(); });
  $("undo-call").addEventListener("click", () => { $("undo-answer").hidden = true; callDirector(); });
  $("say-words").addEventListener("input", () => {
    clearTimeout(previewTimer);
    previewTimer = setTimeout(preview, 120);
  });
  $("say").addEventListener("submit", async (e) => {
    e.preventDefault();
    const words = $("say-words").value.trim();
    if (!words) return;
    const body = { say: words };
    if (isDirector()) body.by = view.declarer;
    await send(body);
    $("say-words").value = ""; $("say-preview").textContent = ""; $("say-preview").dataset.card = "";
  });


  function voiceStatus(text, error = false) {
    $("voice").hidden = false;
    $("voice-status").textContent = text;
    $("voice-status").className = "voice-status" + (error ? " error" : "");
  }

  function micIdle() {
    $("say-mic").setAttribute("aria-pressed", "false");
    $("say-mic").textContent = t("voice_speak");
  }

  function clearVoice(message = "") {
    voice = null;
    $("voice-list").replaceChildren();
    $("voice-note").hidden = true;
    $("voice-discard").hidden = true;
    if (message) voiceStatus(message); else { $("voice-status").textContent = ""; $("voice").hidden = true; }
  }

  function showProposals(answer) {
    if (!view || answer.seq !== view.seq) { clearVoice(t("voice_moved")); return; }
    const proposals = answer.proposals || [];
    if (!proposals.length) { clearVoice(t("voice_nothing")); return; }
    voice = { seq: answer.seq, proposals };
    const items = proposals.map((p, i) => {
      const card = p.card ? cardSpan(p.card) : el("span", { text: p.candidates.length ? p.candidates.map(cardText).join(" ") : t("preview_none") });
      const go = el("button", { type: "button", class: "voice-confirm", "data-transcript": p.transcript, "data-card": p.card || "",
        "aria-label": t("voice_confirm") + ": " + p.transcript + (p.card ? " → " + cardText(p.card) : ""),
        text: t("voice_confirm"), onclick: () => confirmVoice(i) });
      return el("li", { class: "voice-proposal", "data-card": p.card || "" },
        el("q", { class: "heard", text: p.transcript }), " → ", card,
        p.law ? " (" + lawText(p.law) + ", " + outcomeText(p.outcome) + ") " : " ",
        p.change ? el("span", { class: "voice-change", text: "→ " + (p.change.if_allowed ? cardText(p.change.if_allowed) : "")
          + " (" + lawText(p.change.law) + ", " + outcomeText(p.change.outcome) + ") " }) : " ", go);
    });
    $("voice-list").replaceChildren(...items);
    $("voice-list").setAttribute("aria-label", t("voice_heard"));
    voiceStatus(t("voice_heard") + ": " + proposals.map((p) => "“" + p.transcript + "”" + (p.card ? " " + cardText(p.card) : "")).join(", "));
    $("voice-note").hidden = false;
    $("voice-discard").hidden = false;
    const first = $("voice-list").querySelector("button");
    if (first) first.focus();
  }

  async function confirmVoice(i) {
    if (!voice || voice.seq !== view.seq) { clearVoice(t("voice_moved")); return; }
    const words = voice.proposals[i].transcript;
    clearVoice();
    $("say-words").value = words;  // the normal path: the words box, sent as a say event
    $("say").requestSubmit();
  }

  async function mic() {
    try {
      const mod = await import("/static/voice.js");
      if (!recorder) recorder = new mod.VoiceRecorder({ maxSeconds: 10 });
      if (!recorder.recording) {
        clearVoice();
        await recorder.start();
        $("say-mic").setAttribute("aria-pressed", "true");
        $("say-mic").textContent = t("voice_stop");
        voiceStatus(t("voice_listening"));
        return;
      }
      micIdle();
      voiceStatus(t("voice_hearing"));
      const wav = await recorder.stop();
      showProposals(await mod.postVoice(tableId, wav, { lang, headers: { Authorization: "Bearer " + token } }));
    } catch (e) {
      micIdle();
      clearVoice();
      voiceStatus(t("error") + ": " + e.message, true);
    }
  }

  $("say-mic").addEventListener("click", mic);
  $("voice-discard").addEventListener("click", () => { clearVoice(); $("say-mic").focus(); });

  // What the words would do, as the engine rules them on a copy of the position: the card that
  // would be played, then each ruling (a 45C4(b) change in one breath names its own clause).
  async function preview() {
    const words = $("say-words").value.trim();
    const out = $("say-preview");
    if (!words) { out.textContent = ""; out.dataset.card = ""; return; }
    try {
      const p = await api("GET", `/v1/tables/${tableId}/preview?lang=${lang}&words=${encodeURIComponent(words)}`, undefined, token);
      if ($("say-words").value.trim() !== words) return;  // typed on meanwhile: a newer preview follows
      const rs = p.rulings || [];
      out.replaceChildren(t("preview") + ": ", p.card ? cardSpan(p.card) : t("preview_none"),
        ...rs.map((r) => el("span", { class: "preview-ruling" }, " · " + lawText(r.law) + " " + outcomeText(r.outcome) +
          (r.needs ? " (" + t("desk_needs") + ": " + needName(r.needs) + ")" : ""))),
        p.candidates.length ? " " + p.candidates.map(cardText).join(" ") : "", p.reason ? " — " + p.reason : "");
      out.dataset.card = p.card || "";
    } catch (e) { out.textContent = e.message; out.dataset.card = ""; }
  }

  refresh().then(connect);
}


// ------------------------------------------------------------------------------- the lobby

function lobbyPage() {
  const admin = params.get("admin");
  if (admin) { $("admin").value = admin; history.replaceState(null, "", location.pathname); }
  $("lang").addEventListener("change", () => { lang = $("lang").value; localStorage.setItem("bridgelaw-lang", lang); applyLabels(); });
  $("create").addEventListener("submit", async (e) => {
    e.preventDefault();
    const source = document.querySelector("input[name=source]:checked").value;
    const body = { contract: $("contract").value.trim(), declarer: $("declarer").value, laws: $("laws").value,
      mode: $("mode").value, lang };
    if (source === "random") body.random = true; else body[source] = $("board").value;
    if (source !== "random") { delete body.contract; delete body.declarer; if ($("contract").value.trim()) { body.contract = $("contract").value.trim(); body.declarer = $("declarer").value; } }
    // the board's number, dealer and vulnerability (Law 2 from the number, or the board's own tags, unless given)
    if ($("board-number").value.trim()) body.board = Number($("board-number").value);
    if ($("dealer").value) body.dealer = $("dealer").value;
    if ($("vulnerable").value) body.vulnerable = $("vulnerable").value;
    try {
      sessionStorage.setItem("bridgelaw-admin", $("admin").value.trim());  // the queue (/director) in this tab
      const out = await api("POST", "/v1/tables", body, $("admin").value.trim());
      const list = $("link-list");
      list.replaceChildren();
      for (const [role, tok] of Object.entries(out.tokens)) {
        const url = `${location.origin}/table/${out.table}?token=${encodeURIComponent(tok)}&lang=${lang}`;
        list.append(el("li", {}, el("strong", { text: t(role) + ": " }),
          el("a", { href: url, target: "_blank", rel: "noopener noreferrer", "data-role": role, text: t("lobby_open") }),
          " ", el("input", { readonly: true, value: url, size: 70, "aria-label": t(role), onfocus: (ev) => ev.target.select() })));
      }
      $("links").hidden = false;
      setStatus(t("title_table") + " " + out.table);
    } catch (err) { setStatus(t("error") + ": " + err.message, "error"); }
  });
}

// ------------------------------------------------------------------------------- the desk

const FINDINGS = [
  ["slip_of_tongue", "bool"], ["pause_for_thought", "bool"], ["deemed_lead", "bool"], ["accidental", "bool"],
  ["partner_could_see", "bool"], ["suggestion", "bool"], ["director_otherwise", "bool"], ["declarer_saw_dummy", "bool"],
  ["played_intentionally", "bool"], ["undiscovered_until_next_trick", "bool"],
  ["incontrovertible", "card"], ["intended_card", "card"], ["told_turn", "seat"],
];
const ACTS = ["play", "say", "touch", "show", "hold", "dummy_places", "dummy_indicates", "point", "choose", "several", "drop", "call"];
// several (58B): the value lists the cards faced at once ("S9 H2"); "named: first" designates the first one
const EXTRA = { touch: ["purpose", ["", "play", "arrange", "reach"]], hold: ["where", ["", "touching_table", "played_position", "lifted"]],
  show: ["partner_could_see", ["", "true", "false"]], drop: ["partner_could_see", ["", "true", "false"]],
  several: ["named", ["", "first"]] };

function deskPage() {
  const hands = $("d-hands");
  for (const s of SEATS) {
    hands.append(el("label", { class: "hand-in" }, el("span", { class: "seat-l", text: t(s) }),
      el("input", { id: "d-hand-" + s, size: 22, "aria-label": t(s) }),
      el("label", { class: "partial" }, el("input", { type: "checkbox", id: "d-partial-" + s }), " " + t("desk_partial"))));
  }
  const fbox = $("d-findings");
  for (const [name, kind] of FINDINGS) {
    let input;
    if (kind === "bool") {
      input = el("select", { id: "f-" + name }, el("option", { value: "", text: t("unknown") }),
        el("option", { value: "true", text: t("true") }), el("option", { value: "false", text: t("false") }));
    } else input = el("input", { id: "f-" + name, size: 4, placeholder: kind === "seat" ? "N/E/S/W" : "HK" });
    fbox.append(el("label", { class: "finding" }, el("span", { text: t("f_" + name) }), " ", input));
  }

  function addEvent(ev = {}) {
    const li = el("li", { class: "event" });
    const by = el("select", { class: "e-by", "aria-label": "by" }, ...SEATS.map((s) => el("option", { value: s, text: t(s) })));
    const act = el("select", { class: "e-act", "aria-label": t("act") }, ...ACTS.map((a) => el("option", { value: a, text: t("act_" + a) })));
    const value = el("input", { class: "e-value", size: 16, "aria-label": t("desk_value"), placeholder: t("desk_value") });
    const extra = el("select", { class: "e-extra", "aria-label": t("desk_extra") });
    const fillExtra = () => {
      const spec = EXTRA[act.value];
      extra.replaceChildren(...(spec ? spec[1].map((v) => el("option", { value: v, text: v ? t("f_" + spec[0]) + ": " + t("x_" + v) : "—" })) : [el("option", { value: "", text: "—" })]));
      extra.disabled = !spec;
    };
    act.addEventListener("change", fillExtra);
    if (ev.by) by.value = ev.by;
    if (ev.act) act.value = ev.act;
    value.value = ev.value || "";
    fillExtra();
    if (ev.extra) extra.value = ev.extra;
    if (ev.findings) li.dataset.findings = JSON.stringify(ev.findings);  // the event's own findings
    if (ev.seq) { li.dataset.seq = String(ev.seq); li.dataset.loaded = li.dataset.findings || "{}"; }
    li.append(by, act, value, extra, el("button", { type: "button", class: "e-remove", text: t("desk_remove"), onclick: () => li.remove() }));
    $("d-events").append(li);
    return li;
  }

  function wholeDeal() { return $("d-mode-deal").checked; }
  function showMode() { $("d-whole").hidden = !wholeDeal(); $("d-snapshot").hidden = wholeDeal(); }

  // the play so far of form (a): the cards in order, cut after "tricks played" when that is given
  function playSoFar() {
    const cards = $("d-play").value.split(/[\s,]+/).filter(Boolean).map((c) => c.toUpperCase());
    const n = $("d-tricks").value.trim();
    return n === "" ? cards : cards.slice(0, 4 * Number(n));
  }

  function incident() {
    const inc = { format: "bridgelaw-incident/1", laws: $("d-laws").value, contract: $("d-contract").value.trim(),
      declarer: $("d-declarer").value, events: [], findings: {} };
    if (wholeDeal()) {
      inc.deal = $("d-deal").value.trim();
      inc.play = playSoFar();
    } else {
      Object.assign(inc, { hands: {}, partial: [], trick: [] });
      for (const s of SEATS) {
        const v = $("d-hand-" + s).value.trim();
        if (v) inc.hands[s] = v;
        if ($("d-partial-" + s).checked) inc.partial.push(s);
      }
      inc.trick = $("d-trick").value.split(/[\s,]+/).filter(Boolean);
      const last = $("d-last").value.split(/[\s,]+/).filter(Boolean);
      if (last.length || $("d-last-winner").value) {
        inc.last_trick = { cards: last };
        if ($("d-last-winner").value) inc.last_trick.winner = $("d-last-winner").value;
      }
    }
    for (const li of document.querySelectorAll("#d-events li")) {
      const act = li.querySelector(".e-act").value;
      const ev = { by: li.querySelector(".e-by").value, [act]: li.querySelector(".e-value").value.trim() };
      const spec = EXTRA[act];
      const x = li.querySelector(".e-extra").value;
      if (act === "several") {
        ev.several = ev.several.split(/[\s,]+/).filter(Boolean);
        if (x === "first" && ev.several.length) ev.named = ev.several[0];
      } else if (spec && x) ev[spec[0]] = spec[0] === "partner_could_see" ? x === "true" : x;
      if (li.dataset.findings && li.dataset.findings !== "{}") ev.findings = JSON.parse(li.dataset.findings);
      inc.events.push(ev);
    }
    for (const [name, kind] of FINDINGS) {
      const v = $("f-" + name).value.trim();
      if (!v) continue;
      inc.findings[name] = kind === "bool" ? v === "true" : v.toUpperCase();
    }
    return inc;
  }

  function answerControl(r) {
    const need = r.needs;
    const idx = r.event;
    const evLi = document.querySelectorAll("#d-events li")[idx];
    let input;
    const ext = Object.entries(EXTRA).find(([, spec]) => spec[0] === need);
    if (ext) input = el("select", { class: "answer" }, ...ext[1][1].filter(Boolean).map((v) => el("option", { value: v, text: t("x_" + v) })));
    else {
      const f = FINDINGS.find(([n]) => n === need);
      input = f && f[1] === "bool"
        ? el("select", { class: "answer" }, el("option", { value: "true", text: t("true") }), el("option", { value: "false", text: t("false") }))
        : el("input", { class: "answer", size: 8 });
    }
    const go = el("button", { type: "button", class: "answer-go", text: t("desk_answer"), onclick: () => {
      if (live && evLi) {  // a live table's event: the answer is this event's own finding (applied with "Apply")
        const f = JSON.parse(evLi.dataset.findings || "{}");
        const key = need === "designated_card" ? "designated_card" : need;
        f[key] = (ext ? input.value : (FINDINGS.find(([n]) => n === need) || [0, ""])[1] === "bool" ? input.value === "true" : input.value.toUpperCase());
        evLi.dataset.findings = JSON.stringify(f);
      } else if (ext && evLi) {
        evLi.querySelector(".e-act").value = ext[0];
        evLi.querySelector(".e-extra").value = input.value;
      } else if ($("f-" + need)) $("f-" + need).value = input.value;
      rule();
    } });
    return el("div", { class: "answer-box" }, el("label", {}, t("desk_needs") + " " + needName(need) + ": ", input), " ", go);
  }

  async function readBoard() {
    try {
      const b = await api("POST", "/v1/board", { text: $("d-board").value });
      $("d-deal").value = b.deal;
      $("d-play").value = b.play.join(" ");
      $("d-tricks").value = "";
      if (b.contract) { $("d-contract").value = b.contract; $("d-declarer").value = b.declarer; }
      setStatus(t("desk_mode_deal") + ": " + b.play.length + " · " + b.tricks + " " + t("desk_tricks").toLowerCase());
    } catch (e) { setStatus(t("error") + ": " + e.message, "error"); }
  }

  async function rule() {
    try {
      const inc = incident();
      const doc = await api("POST", `/v1/rule?lang=${lang}`, inc);
      markDecided(doc.rulings, inc.events);
      const ol = $("d-rulings");
      ol.replaceChildren(...doc.rulings.map((r) => rulingItem(r, r.needs ? answerControl(r) : null)));
      setStatus(editionText(doc.laws) + " · " + doc.rulings.length + " " + t("rulings").toLowerCase());
    } catch (e) { setStatus(t("error") + ": " + e.message, "error"); }
  }

  // ---- a live table at the desk: load its record, apply the desk's findings and new events to it,
  // or open the desk's incident as a new live table (the admin token)
  let live = null;  // {table, token, events}: the live table loaded into the form

  function liveStatus(text, kind = "") { $("d-live-status").textContent = text; $("d-live-status").className = "status " + kind; }

  async function loadLive() {
    const table = $("d-live-table").value.trim();
    const tok = $("d-live-token").value.trim() || sessionStorage.getItem("bridgelaw-admin") || "";
    try {
      const res = await fetch(`/v1/tables/${encodeURIComponent(table)}/record`, { headers: { Authorization: "Bearer " + tok } });
      const text = await res.text();
      if (!res.ok) throw new Error((JSON.parse(text).error || {}).message || res.statusText);
      const lines = text.split("\n").filter(Boolean).map((l) => JSON.parse(l));
      const setup = lines[0].setup;
      const events = lines.slice(1);
      $("d-contract").value = setup.contract; $("d-declarer").value = setup.declarer; $("d-laws").value = setup.laws || "2017";
      if (setup.deal) {
        $("d-mode-deal").checked = true; showMode();
        $("d-deal").value = setup.deal; $("d-play").value = (setup.play || []).join(" "); $("d-tricks").value = "";
      } else {  // known hands and the trick so far
        $("d-mode-snapshot").checked = true; showMode();
        for (const s of SEATS) {
          $("d-hand-" + s).value = (setup.hands || {})[s] || "";
          $("d-partial-" + s).checked = (setup.partial || []).includes(s);
        }
        $("d-trick").value = (setup.trick || []).join(" ");
        $("d-last").value = ((setup.last_trick || {}).cards || []).join(" ");
        $("d-last-winner").value = (setup.last_trick || {}).winner || "";
      }
      $("d-events").replaceChildren();
      const own = {};  // the live findings on each event, folded into the event (its own findings)
      events.forEach((e) => { if (e.finding !== undefined) own[e.finding] = { ...(own[e.finding] || {}), ...e.findings }; });
      events.forEach((e, i) => {
        if (e.finding !== undefined) return;
        const act = ACTS.find((a) => a in e) || "play";
        const spec = EXTRA[act];
        addEvent({ by: e.by, act, value: Array.isArray(e[act]) ? e[act].join(" ") : String(e[act]),
          extra: spec ? String(e[spec[0]] ?? (act === "several" && e.named ? "first" : "")) : "",
          findings: { ...(e.findings || {}), ...(own[i + 1] || {}) }, seq: i + 1 });
      });
      live = { table, token: tok, events: events.length };
      liveStatus(t("desk_live_loaded").replace("{table}", table).replace("{n}", String(events.length)));
      rule();
    } catch (e) { liveStatus(t("error") + ": " + e.message, "error"); }
  }

  async function applyLive() {
    if (!live) return;
    const rows = [...document.querySelectorAll("#d-events li")];
    let sent = 0;
    try {
      for (const li of rows) {
        if (li.dataset.seq) {
          const now = JSON.parse(li.dataset.findings || "{}");
          const before = JSON.parse(li.dataset.loaded || "{}");
          const changed = Object.fromEntries(Object.entries(now).filter(([k, v]) => before[k] !== v));
          if (!Object.keys(changed).length) continue;
          await api("POST", `/v1/tables/${live.table}/events`, { finding: Number(li.dataset.seq), findings: changed }, live.token);
          li.dataset.loaded = JSON.stringify(now);
        } else {
          const ev = incident().events[rows.indexOf(li)];
          const out = await api("POST", `/v1/tables/${live.table}/events`, ev, live.token);
          li.dataset.seq = String(out.seq); li.dataset.loaded = li.dataset.findings || "{}";
        }
        sent += 1;
      }
      liveStatus(t("desk_live_applied").replace("{n}", String(sent)).replace("{table}", live.table));
    } catch (e) { liveStatus(t("error") + ": " + e.message, "error"); }
  }

  async function openLive() {
    const admin = $("d-admin").value.trim();
    if (admin) sessionStorage.setItem("bridgelaw-admin", admin);
    try {
      const out = await api("POST", "/v1/tables", { incident: incident(), lang }, admin);
      const list = $("d-live-links");
      list.replaceChildren(...Object.entries(out.tokens).map(([role, tok]) => {
        const url = `${location.origin}/table/${out.table}?token=${encodeURIComponent(tok)}&lang=${lang}`;
        return el("li", {}, el("strong", { text: t(role) + ": " }), el("a", { href: url, target: "_blank", rel: "noopener noreferrer", "data-role": role, text: t("lobby_open") }));
      }));
      $("d-live-table").value = out.table; $("d-live-token").value = out.tokens.director;
      liveStatus(t("desk_live_opened").replace("{table}", out.table));
    } catch (e) { liveStatus(t("error") + ": " + e.message, "error"); }
  }

  $("d-live-load").addEventListener("click", loadLive);
  $("d-live-apply").addEventListener("click", applyLive);
  $("d-live-open").addEventListener("click", openLive);
  $("d-admin").value = sessionStorage.getItem("bridgelaw-admin") || "";
  const fromTable = params.get("table");
  if (fromTable) {  // "Open at the desk" from a live table: its id, and its token in the address's fragment
    $("d-live-table").value = fromTable;
    const hash = new URLSearchParams(location.hash.slice(1));
    if (hash.get("token")) $("d-live-token").value = hash.get("token");
    history.replaceState(null, "", location.pathname + "?table=" + encodeURIComponent(fromTable));
  }

  $("d-add").addEventListener("click", () => { addEvent().querySelector(".e-value").focus(); });
  $("d-mode-deal").addEventListener("change", showMode);
  $("d-mode-snapshot").addEventListener("change", showMode);
  showMode();  // a mode chosen before this script ran (the page is a module, run after its labels load)
  $("d-read").addEventListener("click", readBoard);
  $("incident").addEventListener("submit", (e) => { e.preventDefault(); rule(); });
  $("d-download").addEventListener("click", () => {
    const blob = new Blob([JSON.stringify(incident(), null, 1) + "\n"], { type: "application/json" });
    const a = el("a", { href: URL.createObjectURL(blob), download: "incident.json" });
    document.body.append(a); a.click(); a.remove();
  });
  $("lang").addEventListener("change", () => { lang = $("lang").value; localStorage.setItem("bridgelaw-lang", lang); applyLabels(); if ($("d-rulings").children.length) rule(); });
  if (fromTable) loadLive(); else addEvent();
}

await loadLabels();
// ------------------------------------------------------------------------------- the queue

// The director's queue across tables (admin token, kept for this tab only): every table with a
// call not yet answered or a ruling waiting for his finding, refreshed every few seconds.
function queuePage() {
  const fromAddress = params.get("admin");
  if (fromAddress) { sessionStorage.setItem("bridgelaw-admin", fromAddress); history.replaceState(null, "", location.pathname); }
  let timer = null;

  function entry(q) {
    const b = q.board || {};
    const head = [b.number ? t("board") + " " + b.number : null, contractText(q.contract) + " " + t("by") + " " + t(q.declarer),
      t("title_table") + " " + q.table].filter(Boolean).join(" · ");
    const calls = q.calls.map((c) => el("li", { class: "q-call" }, t("ev_call").replace("{seat}", t(c.by)) +
      (c.call === "revoke" ? " (" + t("call_revoke") + ")" : "") + " #" + c.seq +
      (c.concerns ? ", " + t("call_about").replace("{n}", c.concerns) : "") + (c.reason ? " “" + c.reason + "”" : "")));
    const needs = q.needs.map((n) => el("li", { class: "q-need" }, "#" + n.seq + " " + lawText(n.law) + ": " + t("desk_needs") + " " + needName(n.needs)));
    if (q.dispute) calls.push(el("li", { class: "q-dispute" }, t("queue_dispute").replace("{seat}", t(q.dispute.by)).replace("{claimer}", t(q.dispute.claimer)) + " #" + q.dispute.seq +
      (q.dispute.reason ? " “" + q.dispute.reason + "”" : "")));
    return el("li", { class: "q-table" + (q.calls.length || q.dispute ? " has-call" : ""), "data-table": q.table },
      el("div", { class: "q-head" }, el("strong", { text: head }), " ",
        el("a", { href: `/table/${q.table}?as=director&lang=${lang}`, class: "q-open", text: t("queue_open") })),
      el("ul", {}, ...calls, ...needs));
  }

  async function poll() {
    clearTimeout(timer);
    const admin = sessionStorage.getItem("bridgelaw-admin");
    if (!admin) { $("q-login").hidden = false; return; }
    try {
      const out = await api("GET", "/v1/director/queue", undefined, admin);
      $("q-login").hidden = true;
      $("queue").replaceChildren(...(out.tables.length ? out.tables.map(entry) : [el("li", { class: "empty", text: t("queue_empty") })]));
      setStatus(new Date().toLocaleTimeString());
    } catch (e) {
      if (e.status === 401) { sessionStorage.removeItem("bridgelaw-admin"); $("q-login").hidden = false; }
      setStatus(e.offline ? t("offline") : t("error") + ": " + e.message, "error");
    }
    timer = setTimeout(poll, 3000);
  }

  $("q-login").addEventListener("submit", (e) => { e.preventDefault(); sessionStorage.setItem("bridgelaw-admin", $("q-admin").value.trim()); poll(); });
  $("lang").addEventListener("change", () => { lang = $("lang").value; localStorage.setItem("bridgelaw-lang", lang); applyLabels(); poll(); });
  poll();
}

const page = document.body.dataset.page;
if (page === "table") tablePage();
else if (page === "lobby") lobbyPage();
else if (page === "desk") deskPage();
else if (page === "queue") queuePage();
document.body.dataset.ready = "1";  // every listener is attached (tests wait for it)
