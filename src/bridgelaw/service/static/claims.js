// Claims and concessions (Laws 68-71) and the end of the board (Law 77) on the live table: the
// claim box (claim or concede, agree, dispute, withdraw, the director's decision) and the
// end-of-board panel (the result and score, the four hands, the play trick by trick, the
// rulings of the end, the next board). Everything comes from the view (view.claim, view.board).

const SUITS = ["S", "H", "D", "C"];
const SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };
const SEATS = ["N", "E", "S", "W"];
const PARTNER = { N: "S", E: "W", S: "N", W: "E" };

function sameSide(a, b) { return a === b || PARTNER[a] === b; }
// "4S" -> "4♠", "3NTX" stays: the contract with its suit symbol
export function contractText(contract) {
  return String(contract || "").replace(/^(\d)([SHDC])/, (m, l, s) => l + SYMBOL[s]);
}
function rankText(r) { return r === "T" ? "10" : r; }
function cardText(code) { return SYMBOL[code[0]] + rankText(code.slice(1)); }
function suitClass(code) { return code[0] === "H" || code[0] === "D" ? "red" : "black"; }

// ctx: { el, t, lawText(law), send(body), api(method, path, body), tableId, mySeat(), isDirector(), go(tableId) }

function remainingFor(view, seat) {
  const done = view.tricks.length;
  const left = 13 - done - (view.trick.length ? 0 : 0);
  const played = view.trick.some((c) => c[0] === seat);
  return Math.max(0, left - (played ? 1 : 0));
}

function tricksSelect(ctx, id, max) {
  const { el, t } = ctx;
  const sel = el("select", { id, "aria-label": t("claim_tricks") });
  sel.append(el("option", { value: "all", text: t("claim_all") }));
  for (let n = max; n >= 0; n--) sel.append(el("option", { value: String(n), text: String(n) }));
  return sel;
}

function seatSelect(ctx, id, seats, chosen) {
  const { el, t } = ctx;
  const sel = el("select", { id, "aria-label": t("act_for") });
  for (const s of seats) sel.append(el("option", { value: s, text: t(s) }));
  if (chosen) sel.value = chosen;
  return sel;
}

function claimWords(view, ctx) {
  const { t } = ctx;
  const c = view.claim;
  const what = c.concession ? t("claim_concedes") : t("claim_claims");
  const n = c.concession ? c.remaining - c.tricks_claimed : c.tricks_claimed;
  let text = t(c.claimer) + " " + what + " " + n + " / " + c.remaining;
  if (c.statement) text += " — “" + c.statement + "”";
  return text;
}

let claimFormOpen = false;

function typed(id) {
  const e = document.getElementById(id);
  return e ? e.value : "";
}

export function claimBox(view, ctx) {
  const { el, t, send, mySeat, isDirector } = ctx;
  const box = document.getElementById("claim-box");
  if (!box) return;
  // the folded form's state and what was typed survive the re-render of each event
  const kept = { open: claimFormOpen, statement: typed("claim-statement"), tricks: typed("claim-tricks") };
  box.replaceChildren();
  const me = mySeat();
  const director = isDirector();
  const c = view.claim;
  const standing = c && c.status !== "void";
  if (!standing && (view.over || view.board || !view.dummy_faced)) { box.hidden = true; return; }
  box.hidden = false;
  if (!standing) {
    if (!me && !director) { box.hidden = true; return; }
    // folded until opened: a claim is rare, and the form must not push the rulings away on a phone
    const who = me || view.declarer;
    const form = el("form", { id: "claim-form", class: "claim-form" });
    const bySel = director ? seatSelect(ctx, "claim-by", SEATS, view.declarer) : null;
    const n = tricksSelect(ctx, "claim-tricks", remainingFor(view, who));
    const words = el("input", { id: "claim-statement", autocomplete: "off", placeholder: t("claim_statement") });
    const faced = el("input", { id: "claim-faced", type: "checkbox" });
    // 68: a claim or concession stops play at once: asked to confirm before it is sent
    const sure = el("div", { id: "claim-confirm", class: "claim-confirm", hidden: true, role: "alertdialog", "aria-labelledby": "claim-confirm-text" });
    const go = (kind) => (e) => {
      e.preventDefault();
      const body = { [kind]: n.value === "all" ? "all" : Number(n.value) };
      if (words.value.trim()) body.statement = words.value.trim();
      if (kind === "claim" && faced.checked) body.faced = true;
      if (bySel) body.by = bySel.value;
      const what = (kind === "claim" ? t("claim_go") : t("concede_go")) + " " + (body[kind] === "all" ? t("claim_all") : body[kind]);
      sure.replaceChildren(el("p", { id: "claim-confirm-text", text: what + ": " + t("claim_confirm") }),
        el("button", { type: "button", id: "claim-confirm-go", text: t("confirm"), onclick: () => { sure.hidden = true; send(body); } }), " ",
        el("button", { type: "button", id: "claim-confirm-cancel", text: t("cancel"), onclick: () => { sure.hidden = true; } }));
      sure.hidden = false;
      document.getElementById("claim-confirm-go").focus();
    };
    if (kept.statement) words.value = kept.statement;
    if (kept.tricks && [...n.options].some((o) => o.value === kept.tricks)) n.value = kept.tricks;
    form.append(...[
      bySel ? el("label", {}, t("act_for") + " ", bySel) : null,
      el("label", {}, t("claim_tricks") + " ", n),
      el("label", { class: "wide" }, t("claim_statement") + " ", words),
      el("label", {}, faced, " " + t("claim_faced")),
      el("div", { class: "buttons" },
        el("button", { type: "submit", id: "claim-go", text: t("claim_go"), onclick: go("claim") }),
        el("button", { type: "button", id: "concede-go", text: t("concede_go"), onclick: go("concede") })), sure].filter(Boolean));
    const details = el("details", { id: "claim-details", open: kept.open },
      el("summary", { id: "claim-h", text: t("claim") }), form);
    details.addEventListener("toggle", () => { claimFormOpen = details.open; });
    box.append(details);
    return;
  }
  claimFormOpen = false;
  box.append(el("h2", { id: "claim-h", text: t("claim") }));
  box.append(el("p", { id: "claim-words", class: "claim-words", text: claimWords(view, ctx) }),
    el("p", { id: "claim-status", class: "claim-status " + c.status, text: t(c.status === "adjudicated" && !c.decided ? "claim_status_proposed" : "claim_status_" + c.status) }));
  const buttons = el("div", { class: "buttons" });
  const opponents = SEATS.filter((s) => !sameSide(s, c.claimer));
  const act = (kind, value, seat) => () => send({ [kind]: value, ...(director ? { by: seat } : {}) });
  if (director) {
    // agree or dispute for a player at a physical table (the seat named); nothing to record for a
    // seat once the claim stands adjudicated: only the director's own decision remains
    const forSeat = c.status === "open" || c.status === "agreed";
    if (forSeat) {
      const who = seatSelect(ctx, "claim-for", SEATS, opponents[0]);
      buttons.append(el("label", {}, t("act_for") + " ", who));
      buttons.append(el("button", { type: "button", id: "agree-go", text: t("agree_go"), onclick: () => send({ agree: true, by: who.value }) }));
      buttons.append(el("button", { type: "button", id: "dispute-go", text: t("dispute_go"), onclick: () => send({ dispute: true, by: who.value }) }));
      box.append(buttons);
    }
    if (c.status === "adjudicated") box.append(decideForm(view, ctx));
    return;
  }
  if (!me) return;
  if (!sameSide(me, c.claimer) && (c.status === "open" || c.status === "agreed")) {
    if (!c.agreed_by.includes(me)) buttons.append(el("button", { type: "button", id: "agree-go", text: t("agree_go"), onclick: act("agree", true, me) }));
    buttons.append(el("button", { type: "button", id: "dispute-go", text: t("dispute_go"), onclick: act("dispute", true, me) }));
  } else if (sameSide(me, c.claimer) && me !== c.claimer && c.status === "open") {
    buttons.append(el("button", { type: "button", id: "dispute-go", text: t("dispute_partner"), onclick: act("dispute", true, me) }));
  }
  if (c.status === "agreed" && c.agreed_by.some((s) => sameSide(s, me))) {  // 69B, within the correction period
    buttons.append(el("button", { type: "button", id: "withdraw-agreement-go", text: t("withdraw_agreement_go"), onclick: act("withdraw_agreement", true, me) }));
  }
  if (c.status === "agreed" && sameSide(me, c.claimer) && c.awarded < c.remaining) {  // 71
    buttons.append(el("button", { type: "button", id: "withdraw-concession-go", text: t("withdraw_concession_go"), onclick: act("withdraw_concession", true, me) }));
  }
  if (buttons.children.length) box.append(buttons);
}

// Law 70: the director's decision - declarer's side's tricks in the whole board (what `decide`
// records), the proposal offered, what the board would be (Law 64's transfer, Law 77's score)
// shown before he confirms, and a confirmation before it reaches every seat.
let decideDraft = null;  // {value, confirming}: kept across the re-render of each event

function resultText(view, ctx, r) {
  const { t } = ctx;
  const side = view.declarer === "N" || view.declarer === "S" ? t("ns") : t("ew");
  let how = "";
  if (r.down !== undefined) how = t("result_down").replace("{n}", r.down);
  else if (r.made === 0) how = t("result_made");
  else if (r.made !== undefined) how = t("result_made") + " +" + r.made;
  const score = r.score === null || r.score === undefined ? "" : " · " + t("score") + " " + side + " " + (r.score > 0 ? "+" : "") + r.score;
  return contractText(view.contract) + " " + t("by") + " " + t(view.declarer) + ": " + t("result_tricks").replace("{n}", r.tricks) + (how ? ", " + how : "") + score;
}

function decideForm(view, ctx) {
  const { el, t, send } = ctx;
  const c = view.claim;
  const d = view.decide;
  const start = d && d.proposal !== null && d.proposal !== undefined ? String(d.proposal) : "";
  if (!decideDraft || decideDraft.seq !== view.seq) decideDraft = { seq: view.seq, value: start, confirming: false };
  const law = ctx.lawText ? ctx.lawText("70") : "70";
  const n = el("input", { id: "decide-tricks", type: "number", min: "0", max: "13", value: decideDraft.value,
    "aria-describedby": "decide-hint decide-preview" });
  const hint = el("p", { id: "decide-hint", class: "hint", text: d ? t("decide_hint").replace("{won}", d.won)
    .replace("{left}", d.remaining).replace("{proposal}", d.proposal === null ? "—" : d.proposal) : "" });
  const preview = el("p", { id: "decide-preview", class: "decide-preview", "aria-live": "polite" });
  const confirmBox = el("div", { id: "decide-confirm", class: "decide-confirm", hidden: !decideDraft.confirming },
    el("p", { text: t("decide_confirm") }),
    el("button", { type: "button", id: "decide-publish", text: t("decide_publish"), onclick: () => {
      if (n.value === "") return;
      decideDraft = null;
      send({ decide: { tricks: Number(n.value) }, by: c.claimer });
    } }),
    " ", el("button", { type: "button", id: "decide-cancel", text: t("cancel"), onclick: () => {
      decideDraft.confirming = false; confirmBox.hidden = true; n.focus();
    } }));
  const show = () => {
    decideDraft.value = n.value;
    const v = Number(n.value);
    const r = d && n.value !== "" && Number.isInteger(v) && v >= 0 && v <= 13 ? d.results[v] : null;
    preview.textContent = r ? t("decide_result").replace("{result}", resultText(view, ctx, r) +
      (d.transfer ? " (" + t("decide_transfer").replace("{n}", d.transfer) + ")" : "")) : "";
  };
  n.addEventListener("input", () => { decideDraft.confirming = false; confirmBox.hidden = true; show(); });
  show();
  return el("form", { id: "decide-form", class: "decide", onsubmit: (e) => {
    e.preventDefault();
    if (n.value === "") return;
    decideDraft.confirming = true; confirmBox.hidden = false;
    document.getElementById("decide-publish").focus();
  } },
    el("label", {}, t("decide_whole") + " (" + law + ") ", n), " ",
    el("button", { type: "submit", id: "decide-go", text: t("decide_go") }), hint, preview, confirmBox);
}

function handRows(ctx, pbn) {
  const { el } = ctx;
  const parts = pbn.split(".");
  return el("div", { class: "hand-rec" }, ...SUITS.map((s, i) =>
    el("div", { class: "suit-row " + (s === "H" || s === "D" ? "red" : "black") },
      el("span", { class: "sym", text: SYMBOL[s] }), " " + ((parts[i] || "").split("").map(rankText).join(" ") || "—"))));
}

function dealHands(board) {
  if (!board.deal) return board.hands || {};
  const [first, rest] = board.deal.split(":");
  const order = SEATS.slice(SEATS.indexOf(first)).concat(SEATS.slice(0, SEATS.indexOf(first)));
  const out = {};
  rest.trim().split(/\s+/).forEach((h, i) => { out[order[i]] = h; });
  return out;
}

function resultLine(view, ctx) {
  const { t } = ctx;
  const b = view.board;
  const r = b.result;
  const head = contractText(b.contract) + " " + t("by") + " " + t(b.declarer);
  if (!r) return head + ": " + t("result_director");
  const side = b.declarer === "N" || b.declarer === "S" ? t("ns") : t("ew");
  let how = "";
  if (r.down !== undefined) how = t("result_down").replace("{n}", r.down);
  else if (r.made === 0) how = t("result_made");
  else if (r.made !== undefined) how = t("result_made") + " +" + r.made;
  const score = r.score === null || r.score === undefined ? "" : " · " + t("score") + " " + side + " " + (r.score > 0 ? "+" : "") + r.score;
  return head + ": " + t("result_tricks").replace("{n}", r.tricks) + (how ? ", " + how : "") + score;
}

export function boardEnd(view, ctx) {
  const { el, t, isDirector, api, tableId, go } = ctx;
  const box = document.getElementById("board-end");
  if (!box) return;
  const b = view.board;
  if (!b) { box.hidden = true; box.replaceChildren(); return; }
  box.hidden = false;
  box.replaceChildren(el("h2", { id: "board-end-h", text: t("board_end") }),
    el("p", { id: "result-line", class: "result-line", text: resultLine(view, ctx) }),
    el("p", { class: "vul", text: t("vulnerable") + ": " + t("vul_" + b.vulnerable) }));
  const hands = dealHands(b);
  const grid = el("div", { class: "deal-grid", "aria-label": t("hands") });
  for (const s of SEATS) {
    if (hands[s] === undefined) continue;
    grid.append(el("div", { class: "deal-seat seat-" + s }, el("strong", { text: t(s) }), handRows(ctx, hands[s])));
  }
  box.append(grid);
  if (b.tricks.length) {
    const table = el("table", { class: "tricks-table", "aria-label": t("tricks") },
      el("thead", {}, el("tr", {}, ...["trick", "led_by", "cards", "won_by"].map((k) => el("th", { text: t(k) })))));
    const body = el("tbody");
    for (const tr of b.tricks) {
      body.append(el("tr", {}, el("td", { text: String(tr.number) }), el("td", { text: t(tr.leader) }),
        el("td", {}, ...tr.cards.map((c) => el("span", { class: "cardtext " + suitClass(c.slice(2)), text: c[0] + " " + cardText(c.slice(2)) + " " }))),
        el("td", { text: tr.winner ? t(tr.winner) : "—" })));
    }
    table.append(body);
    box.append(table);
  }
  if (b.rulings && b.rulings.length) {
    box.append(el("ol", { class: "ruling-list end-rulings" }, ...b.rulings.map((r) =>
      el("li", { class: "ruling" }, el("strong", { text: (ctx.lawText ? ctx.lawText(r.law) : t("law") + " " + r.law) + ": " }), r.text))));
  }
  if (view.next_table) {
    box.append(el("p", {}, el("button", { type: "button", id: "next-go", text: t("next_board"), onclick: () => go(view.next_table) })));
  } else if (isDirector()) {
    const contract = el("input", { id: "next-contract", value: "3NT", size: "5", "aria-label": t("contract") });
    const decl = el("select", { id: "next-declarer", "aria-label": t("declarer") }, ...SEATS.map((s) => el("option", { value: s, text: t(s) })));
    box.append(el("form", { id: "next-form", class: "next-form", onsubmit: async (e) => {
      e.preventDefault();
      try {
        const out = await api("POST", `/v1/tables/${tableId}/next`, { contract: contract.value.trim(), declarer: decl.value });
        go(out.table);
      } catch (err) { box.append(el("p", { class: "error", text: err.message })); }
    } }, el("label", {}, t("contract") + " ", contract), el("label", {}, t("declarer") + " ", decl),
      el("button", { type: "submit", id: "next-open", text: t("next_board") })));
  } else {
    box.append(el("p", { class: "waiting", text: t("next_waiting") }));
  }
}
