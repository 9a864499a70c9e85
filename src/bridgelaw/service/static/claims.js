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
// a confirmation being asked survives the re-render of each view (a socket message may come
// between the click and the answer): the claim's kind, the dispute's {reason}
let claimAsking = null;
let disputeAsking = null;

function typed(id) {
  const e = document.getElementById(id);
  return e ? e.value : "";
}

export function claimBox(view, ctx) {
  const { el, t, send, mySeat, isDirector } = ctx;
  const box = document.getElementById("claim-box");
  if (!box) return;
  // the folded form's state and what was typed survive the re-render of each event
  const facedBox = document.getElementById("claim-faced");
  const kept = { open: claimFormOpen, statement: typed("claim-statement"), tricks: typed("claim-tricks"),
    faced: facedBox ? facedBox.checked : true };
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
    // 68C: the claimer faces his hand - ticked by default; unticking records a claim made without it
    const faced = el("input", { id: "claim-faced", type: "checkbox", checked: kept.faced });
    // 68: a claim or concession stops play at once: asked to confirm before it is sent
    const sure = el("div", { id: "claim-confirm", class: "claim-confirm", hidden: true, role: "alertdialog", "aria-labelledby": "claim-confirm-text" });
    const go = (kind) => (e) => {
      e.preventDefault();
      const body = { [kind]: n.value === "all" ? "all" : Number(n.value) };
      if (words.value.trim()) body.statement = words.value.trim();
      if (kind === "claim" && faced.checked) body.faced = true;
      if (bySel) body.by = bySel.value;
      const what = (kind === "claim" ? t("claim_go") : t("concede_go")) + " " + (body[kind] === "all" ? t("claim_all") : body[kind]);
      const unfaced = kind === "claim" && !faced.checked;
      // replaceChildren writes a null as the text "null": only the parts present
      sure.replaceChildren(...[el("p", { id: "claim-confirm-text", text: what + ": " + t("claim_confirm") }),
        unfaced ? el("p", { id: "claim-unfaced", class: "confirm-warn", text: t("claim_unfaced") }) : null,
        el("button", { type: "button", id: "claim-confirm-go", text: t("confirm"), onclick: () => { sure.hidden = true; claimAsking = null; send(body); } }), " ",
        el("button", { type: "button", id: "claim-confirm-cancel", text: t("cancel"), onclick: () => { sure.hidden = true; claimAsking = null; } })].filter((x) => x !== null));
      sure.hidden = false;
      claimAsking = kind;
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
    if (claimAsking && kept.open) go(claimAsking)({ preventDefault() {} });
    return;
  }
  claimFormOpen = false;
  claimAsking = null;
  box.append(el("h2", { id: "claim-h", text: t("claim") }));
  box.append(el("p", { id: "claim-words", class: "claim-words", text: claimWords(view, ctx) }),
    el("p", { id: "claim-status", class: "claim-status " + c.status, text: t(c.status === "adjudicated" && !c.decided ? "claim_status_proposed" : "claim_status_" + c.status) }));
  const buttons = el("div", { class: "buttons" });
  const opponents = SEATS.filter((s) => !sameSide(s, c.claimer));
  const act = (kind, value, seat) => () => send({ [kind]: value, ...(director ? { by: seat } : {}) });
  // 68D: a dispute stops the claim's settling and summons the director: asked to confirm, with
  // the player's reason (sent with it, read by every seat and the director)
  const disputeAsk = (label, seat) => el("button", { type: "button", id: "dispute-go", text: label, onclick: () => ask(seat) });
  const ask = (seat) => {
    const why = el("input", { id: "dispute-reason", autocomplete: "off", maxlength: "300", placeholder: t("dispute_reason") });
    why.value = disputeAsking ? disputeAsking.reason : "";
    disputeAsking = { seat, reason: why.value };
    why.addEventListener("input", () => { if (disputeAsking) disputeAsking.reason = why.value; });
    const sure = el("div", { id: "dispute-confirm", class: "claim-confirm", role: "alertdialog", "aria-labelledby": "dispute-confirm-text" },
      el("p", { id: "dispute-confirm-text", text: t("dispute_confirm") }),
      el("label", { class: "wide" }, t("dispute_reason") + " ", why),
      el("div", { class: "buttons" },
        el("button", { type: "button", id: "dispute-confirm-go", text: t("dispute_send"), onclick: () => {
          const body = { dispute: true, ...(director ? { by: seat() } : {}) };
          if (why.value.trim()) body.reason = why.value.trim();
          disputeAsking = null;
          send(body);
        } }), " ",
        el("button", { type: "button", id: "dispute-confirm-cancel", text: t("cancel"), onclick: () => { disputeAsking = null; sure.remove(); } })));
    const old = document.getElementById("dispute-confirm");
    if (old) old.remove();
    box.append(sure);
    why.focus();
  };
  if (c.dispute_reason && c.disputed_by) {
    box.append(el("p", { id: "dispute-why", class: "dispute-why", text: t("dispute_why").replace("{seat}", t(c.disputed_by)).replace("{reason}", c.dispute_reason) }));
  }
  if (director) {
    // agree or dispute for a player at a physical table (the seat named); nothing to record for a
    // seat once the claim stands adjudicated: only the director's own decision remains
    const forSeat = c.status === "open" || c.status === "agreed";
    if (forSeat) {
      const who = seatSelect(ctx, "claim-for", SEATS, opponents[0]);
      buttons.append(el("label", {}, t("act_for") + " ", who));
      buttons.append(el("button", { type: "button", id: "agree-go", text: t("agree_go"), onclick: () => send({ agree: true, by: who.value }) }));
      buttons.append(disputeAsk(t("dispute_go"), () => who.value));
      box.append(buttons);
      if (disputeAsking) ask(disputeAsking.seat);
    } else disputeAsking = null;
    // 70: once his decision is published the board is over: the box is folded away behind
    // "Amend my decision" (82C: he corrects his own error), not left open and active
    if (c.status === "adjudicated" && !c.decided) box.append(decideForm(view, ctx));
    else if (c.status === "adjudicated") {
      const fold = el("details", { id: "decide-amend", class: "decide-amend" }, el("summary", { text: t("decide_amend") }));
      if (decideAmendOpen) fold.open = true;
      fold.addEventListener("toggle", () => { decideAmendOpen = fold.open; });
      fold.append(decideForm(view, ctx));
      box.append(fold);
    }
    return;
  }
  if (!me) return;
  if (!sameSide(me, c.claimer) && (c.status === "open" || c.status === "agreed")) {
    if (!c.agreed_by.includes(me)) buttons.append(el("button", { type: "button", id: "agree-go", text: t("agree_go"), onclick: act("agree", true, me) }));
    buttons.append(disputeAsk(t("dispute_go"), () => me));
  } else if (sameSide(me, c.claimer) && me !== c.claimer && c.status === "open") {
    buttons.append(disputeAsk(t("dispute_partner"), () => me));
  }
  if (c.status === "agreed" && c.agreed_by.some((s) => sameSide(s, me))) {  // 69B, within the correction period
    buttons.append(el("button", { type: "button", id: "withdraw-agreement-go", text: t("withdraw_agreement_go"), onclick: act("withdraw_agreement", true, me) }));
  }
  if (c.status === "agreed" && sameSide(me, c.claimer) && c.awarded < c.remaining) {  // 71
    buttons.append(el("button", { type: "button", id: "withdraw-concession-go", text: t("withdraw_concession_go"), onclick: act("withdraw_concession", true, me) }));
  }
  if (buttons.children.length) box.append(buttons);
  if (disputeAsking && box.querySelector("#dispute-go")) ask(disputeAsking.seat);
  else disputeAsking = null;
}

// Law 70: the director's decision - declarer's side's tricks in the whole board (what `decide`
// records), the proposal offered, what the board would be (Law 64's transfer, Law 77's score)
// shown before he confirms, and a confirmation before it reaches every seat.
let decideAmendOpen = false;  // "Amend my decision" opened: kept across re-renders
let decideDraft = null;  // {value, confirming}: kept across the re-render of each event

function resultText(view, ctx, r) {
  const { t } = ctx;
  const side = view.declarer === "N" || view.declarer === "S" ? t("ns") : t("ew");
  let how = "";
  if (r.down !== undefined) how = t("result_down").replace("{n}", r.down);
  else if (r.made === 0) how = t("result_made");
  else if (r.made !== undefined) how = t("result_made") + " +" + r.made;
  const score = r.score === null || r.score === undefined ? "" : " · " + t("score") + " " + side + " " + (r.score > 0 ? "+" : "") + r.score;
  return contractText(view.contract) + " " + t("by") + " " + t(view.declarer) + ": " + ctx.tn("result_tricks", r.tricks).replace("{n}", r.tricks) + (how ? ", " + how : "") + score;
}

function decideForm(view, ctx) {
  const { el, t, send } = ctx;
  const c = view.claim;
  const d = view.decide;
  const start = d && d.proposal !== null && d.proposal !== undefined ? String(d.proposal) : "";
  if (!decideDraft || decideDraft.seq !== view.seq) decideDraft = { seq: view.seq, value: start, words: "", confirming: false, error: "" };
  const law = ctx.lawText ? ctx.lawText("70") : "70";
  // the numbers decide accepts: the tricks declarer's side had won before the claim, up to
  // those plus the tricks that remained (the server refuses any other)
  const lo = d ? d.won : 0;
  const hi = d ? d.won + d.remaining : 13;
  const n = el("input", { id: "decide-tricks", type: "number", min: String(lo), max: String(hi), value: decideDraft.value,
    "aria-describedby": "decide-hint decide-range decide-preview" });
  // his reasons: the server's limit (words_max), counted as he types; beyond it the decision is
  // refused with the count, never cut (no maxlength: a paste would be cut in silence)
  const max = view.words_max || 600;
  const words = el("textarea", { id: "decide-words", rows: "2", "aria-label": t("decide_words"), placeholder: t("decide_words"),
    "aria-describedby": "decide-words-count" });
  words.value = decideDraft.words;
  const count = el("p", { id: "decide-words-count", class: "hint words-count", "aria-live": "polite" });
  const tooLong = () => words.value.trim().length > max;
  const countWords = () => {
    const n = words.value.trim().length;
    count.textContent = tooLong() ? t("words_too_long").replace("{n}", n).replace("{max}", max)
      : t("words_count").replace("{n}", n).replace("{max}", max);
    count.classList.toggle("error", tooLong());
  };
  countWords();
  const hint = el("p", { id: "decide-hint", class: "hint", text: d ? t("decide_hint").replace("{won}", d.won)
    .replace("{left}", d.remaining).replace("{proposal}", d.proposal === null ? "—" : d.proposal) : "" });
  const range = el("p", { id: "decide-range", class: "hint", text: t("decide_range").replace("{min}", lo).replace("{max}", hi) });
  const preview = el("p", { id: "decide-preview", class: "decide-preview", "aria-live": "polite" });
  const error = el("p", { id: "decide-error", class: "error", role: "alert", hidden: !decideDraft.error, text: decideDraft.error });
  // the number as typed, or null with the reason it cannot be given
  const read = () => {
    if (n.value === "") return { v: null, why: "" };
    const v = Number(n.value);
    if (!Number.isInteger(v) || v < lo || v > hi) {
      return { v: null, why: t("decide_out_of_range").replace("{n}", n.value).replace(/\{min\}/g, lo)
        .replace("{max}", hi).replace("{left}", d ? d.remaining : 13 - lo) };
    }
    return { v, why: "" };
  };
  const confirmBox = el("div", { id: "decide-confirm", class: "decide-confirm", hidden: !decideDraft.confirming },
    el("p", { text: t("decide_confirm") }),
    el("button", { type: "button", id: "decide-publish", text: t("decide_publish"), onclick: async () => {
      const { v } = read();
      if (v === null || tooLong()) return;
      const body = { decide: { tricks: v }, by: c.claimer };
      if (words.value.trim()) body.findings = { "x-ruling": words.value.trim() };
      const err = await send(body);
      if (err) {  // refused: said in the box itself, the number and words kept
        decideDraft.confirming = false; decideDraft.error = err;
        const box = document.getElementById("decide-error");
        const conf = document.getElementById("decide-confirm");
        if (box) { box.textContent = err; box.hidden = false; }
        if (conf) conf.hidden = true;
      }  // recorded: the next view's number starts a new draft
    } }),
    " ", el("button", { type: "button", id: "decide-cancel", text: t("cancel"), onclick: () => {
      decideDraft.confirming = false; confirmBox.hidden = true; n.focus();
    } }));
  const show = () => {
    decideDraft.value = n.value;
    const { v, why } = read();
    const r = d && v !== null ? d.results[v] : null;
    preview.classList.toggle("error", Boolean(why));
    preview.textContent = why || (r ? t("decide_result").replace("{result}", resultText(view, ctx, r) +
      (d.transfer ? " (" + t("decide_transfer").replace("{n}", d.transfer) + ")" : "")) : "");
  };
  n.addEventListener("input", () => {
    decideDraft.confirming = false; confirmBox.hidden = true;
    decideDraft.error = ""; error.hidden = true;
    show();
  });
  words.addEventListener("input", () => {
    decideDraft.words = words.value; countWords();
    if (tooLong()) { decideDraft.confirming = false; confirmBox.hidden = true; }
  });
  show();
  // novalidate: the box's own words say what is accepted and why not (not the browser's bubble)
  return el("form", { id: "decide-form", class: "decide", novalidate: true, onsubmit: (e) => {
    e.preventDefault();
    const { v, why } = read();
    if (v === null) {  // refused before the confirmation: the box says why
      preview.textContent = why || range.textContent; preview.classList.add("error");  // empty: the range
      n.focus();
      return;
    }
    if (tooLong()) { words.focus(); return; }  // the counter says why
    decideDraft.confirming = true; confirmBox.hidden = false;
    document.getElementById("decide-publish").focus();
  } },
    el("label", {}, t("decide_whole") + " (" + law + ") ", n), " ",
    el("button", { type: "submit", id: "decide-go", text: t("decide_go") }), range, hint,
    el("label", { class: "wide" }, t("decide_words") + " ", words), count, preview, error, confirmBox);
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
  return head + ": " + ctx.tn("result_tricks", r.tricks).replace("{n}", r.tricks) + (how ? ", " + how : "") + score;
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
