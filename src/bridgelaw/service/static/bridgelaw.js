// bridgelaw web pages: the table, the lobby and the director's desk (no build step; claims.js
// holds the claim box and the end of the board).
import { boardEnd, claimBox } from "/static/claims.js";
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

function rankText(r) { return r === "T" ? "10" : r; }
function cardText(code) { return SYMBOL[code[0]] + rankText(code.slice(1)); }
function suitClass(code) { return code[0] === "H" || code[0] === "D" ? "red" : "black"; }
function cardSpan(code) { return el("span", { class: "cardtext " + suitClass(code), text: cardText(code) }); }

function applyLabels() {
  document.documentElement.lang = lang;
  document.querySelectorAll("[data-l10n]").forEach((e) => { e.textContent = t(e.dataset.l10n); });
  document.querySelectorAll("[data-l10n-placeholder]").forEach((e) => { e.placeholder = t(e.dataset.l10nPlaceholder); });
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

async function api(method, path, body, token) {
  const headers = { "Content-Type": "application/json" };
  if (token) headers.Authorization = "Bearer " + token;
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
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

function optionLabel(opt) {
  const [id, arg] = opt.split(":");
  const base = t("opt_" + id);
  if (!arg) return base;
  const args = arg.split(",").map((a) => (a.length === 1 ? SYMBOL[a] || a : cardText(a))).join(" ");
  return base + " " + args;
}

function rulingItem(r, extra = null) {
  const head = el("div", { class: "ruling-head" },
    el("span", { class: "law", text: t("law") + " " + r.law }),
    el("span", { class: "outcome o-" + r.outcome, text: r.outcome.replaceAll("_", " ") }),
    r.card ? cardSpan(r.card) : null,
    r.penalty ? el("span", { class: "penalty", text: t(r.penalty) }) : null,
    el("span", { class: "seq", text: "#" + (r.seq !== undefined ? r.seq : r.event + 1) }));
  const li = el("li", { class: "ruling" + (r.chosen ? " decided" : "") }, head, el("p", { class: "ruling-text", text: r.text }));
  if (r.chosen) {
    // decided: the option the non-offending side chose, not the list it chose from
    li.dataset.chosen = r.chosen;
    li.append(el("p", { class: "chosen" }, t("chosen") + ": " + optionLabel(r.chosen) +
      (r.chosen_seq ? " (#" + r.chosen_seq + ")" : "")));
  } else if (r.options && r.options.length) {
    li.append(el("p", { class: "opts" }, t("desk_options") + ": " + r.options.map(optionLabel).join(" · ")));
  }
  if (r.needs) li.append(el("p", { class: "needs", text: t("desk_needs") + ": " + r.needs }));
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

function tablePage() {
  const tableId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
  const token = params.get("token");
  let view = null;
  let selected = null;
  let socket = null;
  let announced = -1;  // the rulings already on the page at first sight are not announced
  let previewTimer = null;
  let voice = null;     // {seq, proposals}: what the microphone heard, for the position at seq
  let recorder = null;  // voice.js's VoiceRecorder, made on the first press of the microphone

  if (!token) { setStatus("This address needs ?token=... (the seat link from the lobby).", "error"); return; }

  function isDirector() { return view && view.you === "director"; }
  function mySeat() { return view && SEATS.includes(view.you) ? view.you : null; }

  function layout() {
    const me = mySeat() || "S";
    return { bottom: me, left: LHO[me], top: PARTNER[me], right: LHO[LHO[LHO[me]]] };
  }

  function playedCount(seat) {
    let n = 0;
    for (const tr of view.tricks) for (const c of tr.cards) if (c[0] === seat) n += 1;
    for (const c of view.trick) if (c[0] === seat) n += 1;
    const led = ledAwaitingChoice();
    if (led && led.seat === seat) n += 1;
    return n;
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

  function canAct(seat, card) {
    if (view.over) return false;
    if (view.legal_seat === seat && view.legal.includes(card)) return true;
    if (!$("any-card").checked || view.mode !== "face_to_face") return false;
    if (isDirector()) return true;
    const me = mySeat();
    return seat === me || (me === view.declarer && seat === view.dummy);
  }

  function handRows(seat, pbn) {
    const wrap = el("div", { class: "hand", role: "group", "aria-label": t(seat) });
    pbn.split(".").forEach((ranks, i) => {
      const suit = SUITS[i];
      const row = el("div", { class: "suit-row" }, el("span", { class: "suit " + suitClass(suit), text: SYMBOL[suit], "aria-hidden": "true" }));
      for (const r of ranks) {
        const code = suit + r;
        const ok = canAct(seat, code);
        const legal = view.legal_seat === seat && view.legal.includes(code);
        const isSel = selected && selected.card === code;
        const b = el("button", {
          type: "button", class: "card " + suitClass(code) + (legal ? " legal" : ok ? " irregular" : "") + (isSel ? " selected" : ""),
          "data-card": code, "data-seat": seat, disabled: !ok, "aria-pressed": isSel ? "true" : "false",
          "aria-label": cardText(code), text: rankText(r),
          onclick: () => select(seat, code),
        });
        row.append(b);
      }
      if (!ranks.length) row.append(el("span", { class: "void", text: "—" }));
      wrap.append(row);
    });
    return wrap;
  }

  function seatPanel(seat, where) {
    const box = $("seat-" + where);
    box.replaceChildren();
    box.dataset.seat = seat;
    box.className = "seat " + where + (view.turn === seat ? " turn" : "");
    const tags = [];
    if (seat === view.declarer) tags.push(t("declarer"));
    if (seat === view.dummy) tags.push(t("dummy"));
    const title = el("h2", { class: "seat-name" }, t(seat),
      tags.length ? el("span", { class: "tag", text: " · " + tags.join(", ") }) : null,
      view.turn === seat ? el("span", { class: "turn-mark", text: " · " + t("to_play") }) : null,
      seat === view.you ? el("span", { class: "you-mark", text: " (" + t("you") + ")" }) : null);
    box.append(title);
    const pbn = view.hands[seat];
    if (pbn !== undefined) box.append(handRows(seat, pbn));
    else box.append(el("p", { class: "hidden-hand", text: (13 - playedCount(seat)) + " " + t("hidden") }));
    const pens = view.penalty_cards.filter((p) => p.seat === seat);
    if (pens.length) {
      box.append(el("p", { class: "penalties" }, t("penalty_cards") + ": ",
        ...pens.map((p) => el("span", { class: "pen" }, cardSpan(p.card), " (" + t(p.class) + ") "))));
    }
  }

  function middle() {
    const m = $("middle");
    m.replaceChildren();
    const pos = layout();
    const where = {};
    for (const [k, s] of Object.entries(pos)) where[s] = k;
    const grid = el("div", { class: "trick-grid" });
    for (const c of view.trick) {
      grid.append(el("div", { class: "played " + where[c[0]], "aria-label": t(c[0]) + " " + cardText(c.slice(2)) },
        el("span", { class: "big " + suitClass(c.slice(2)), text: cardText(c.slice(2)) })));
    }
    const led = ledAwaitingChoice();
    if (led) {
      grid.append(el("div", { class: "played awaiting " + where[led.seat],
        "aria-label": t(led.seat) + " " + cardText(led.card) + " (Law " + led.law + ")" },
        el("span", { class: "big " + suitClass(led.card), text: cardText(led.card) })));
    }
    m.append(el("div", { class: "trick-head", text: t("trick") + " " + (view.tricks.length + (view.over ? 0 : 1)) }), grid,
      el("div", { class: "won", text: t("won") + ": " + t("ns") + " " + view.won.NS + " · " + t("ew") + " " + view.won.EW }));
    if (view.premature.length) m.append(el("div", { class: "premature", text: "57: " + view.premature.map((c) => c.slice(0, 2) + cardText(c.slice(2))).join(" ") }));
    if (view.over) m.append(el("div", { class: "over", text: t("over") }));
  }

  function choices() {
    const box = $("choices");
    const buttons = $("choices-buttons");
    buttons.replaceChildren();
    const oc = view.open_choice;
    if (!oc) { box.hidden = true; return; }
    box.hidden = false;
    const mine = isDirector() || (mySeat() && oc.choosers.includes(mySeat()));
    $("choices-h").textContent = mine ? t("choices") + " (" + t("law") + " " + oc.law + ")" : t("waiting_choice") + " " + oc.law;
    if (!mine) return;
    for (const opt of oc.options) {
      buttons.append(el("button", { type: "button", class: "choice", "data-option": opt, text: optionLabel(opt),
        onclick: () => send({ choose: opt, ...(isDirector() ? { by: oc.choosers[0] } : {}) }) }));
    }
  }

  function sayBox() {
    const show = !view.over && view.dummy_faced && (mySeat() === view.declarer || isDirector());
    $("say").hidden = !show;
    $("say-mic").hidden = !show || mySeat() !== view.declarer;  // voice: declarer's token only
  }

  function rulings() {
    const ol = $("rulings");
    ol.replaceChildren();
    if (!view.rulings.length) ol.append(el("li", { class: "empty", text: t("no_rulings") }));
    for (const r of [...view.rulings].reverse()) ol.append(rulingItem(r));
    const fresh = announced < 0 ? [] : view.rulings.filter((r) => r.seq > announced);
    if (fresh.length && announced >= 0) $("announce").textContent = fresh.map((r) => t("law") + " " + r.law + ": " + r.text).join(" ");
    announced = view.seq;
  }

  function recordBox() {
    const box = $("record-box");
    if (!view.record) { box.hidden = true; return; }
    box.hidden = false;
    const ol = $("record");
    ol.replaceChildren(...view.record.map((e) => {
      const { seq, by, ...rest } = e;
      return el("li", { text: seq + ". " + by + " " + Object.entries(rest).map(([k, v]) => k + " " + v).join(", ") });
    }));
  }

  function actOptions() {
    const sel = $("act");
    const cur = sel.value || "play";
    const acts = ["play", "show", "hold", "touch", "dummy_places"];
    sel.replaceChildren(...acts.map((a) => el("option", { value: a, text: t("act_" + a) })));
    sel.value = cur;
    const forL = $("act-for-l");
    forL.hidden = !isDirector();
    if (isDirector() && !$("act-for").options.length) {
      $("act-for").replaceChildren(el("option", { value: "", text: "auto" }), ...SEATS.map((s) => el("option", { value: s, text: t(s) })));
    }
    $("irregular").hidden = view.mode !== "face_to_face";
  }

  function render() {
    const v = view;
    document.body.dataset.seq = String(v.seq);
    $("info").textContent = t("contract") + " " + v.contract + " " + t("by") + " " + t(v.declarer) +
      " · " + t("laws") + " " + v.laws + " · " + v.mode + " · " + t("you") + ": " + t(v.you);
    const pos = layout();
    for (const [where, seat] of Object.entries(pos)) seatPanel(seat, where);
    middle(); choices(); sayBox(); rulings(); recordBox(); actOptions();
    const ctx = { el, t, send, mySeat, isDirector, tableId, go,
      api: (method, path, body) => api(method, path, body, token) };
    claimBox(v, ctx); boardEnd(v, ctx);
    if (voice && voice.seq !== v.seq) clearVoice(t("voice_moved"));
    if (selected && !canAct(selected.seat, selected.card)) cancel();
    if (!v.over && v.turn && (v.turn === mySeat() || (mySeat() === v.declarer && v.turn === v.dummy))) {
      setStatus(v.turn === v.dummy ? t("dummy_turn") : t("your_turn"), "turn");
    } else if (!$("status").classList.contains("error")) setStatus("");
  }

  function go(next) {  // the next board at the same seats: the same token, another table
    location.href = `/table/${encodeURIComponent(next)}${location.search}`;
  }

  function select(seat, card) {
    if (selected && selected.card === card) { confirm(); return; }
    selected = { seat, card };
    $("confirm").hidden = false;
    const act = $("act").value || "play";
    $("confirm-text").replaceChildren(t("act_" + act) + " ", cardSpan(card), " — " + t(seat) + "?");
    document.querySelectorAll("button.card").forEach((b) => {
      const on = b.dataset.card === card;
      b.classList.toggle("selected", on);
      b.setAttribute("aria-pressed", on ? "true" : "false");
    });
    $("confirm-go").focus();
  }

  function cancel() {
    selected = null;
    $("confirm").hidden = true;
    document.querySelectorAll("button.card.selected").forEach((b) => { b.classList.remove("selected"); b.setAttribute("aria-pressed", "false"); });
  }

  function byFor(seat) {
    const forced = $("act-for").value;
    if (forced) return forced;
    const act = $("act").value;
    if (act === "dummy_places") return view.dummy;
    if (act === "touch" || seat === view.dummy) return view.declarer;
    return seat;
  }

  function confirm() {
    if (!selected) return;
    const act = $("act").value || "play";
    const body = { [act]: selected.card };
    if (act === "touch") body.purpose = "play";
    if (act === "show") body.partner_could_see = true;
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

  async function send(body) {
    try {
      const out = await api("POST", `/v1/tables/${tableId}/events?lang=${lang}`, { ...body, expected_seq: view.seq }, token);
      setStatus("");
      await refresh(out.seq);
    } catch (e) {
      setStatus(t("error") + ": " + e.message, "error");
      if (e.status === 409) await refresh();
    }
  }

  async function refresh(atLeast = 0) {
    if (view && atLeast && view.seq >= atLeast) return;
    try {
      view = await api("GET", `/v1/tables/${tableId}/view?lang=${lang}`, undefined, token);
      render();
    } catch (e) { setStatus(t("error") + ": " + e.message, "error"); }
  }

  function connect() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(`${proto}//${location.host}/v1/tables/${tableId}/ws?token=${encodeURIComponent(token)}&lang=${lang}&delta=1`);
    const s = socket;
    s.onopen = () => { $("live").textContent = "● " + t("connected"); $("live").className = "live on"; if (view) s.send(JSON.stringify({ type: "hello", after: view.seq })); };
    s.onmessage = (m) => {
      const msg = JSON.parse(m.data);
      if ((msg.type === "event" || msg.type === "view") && msg.view && (!view || msg.view.seq >= view.seq)) {
        const v = msg.view;
        if (v.rulings_from !== undefined) {  // a delta view (?delta=1): keep the rulings before rulings_from
          if (!view || v.seq > view.seq + 1 || view.rulings.length < v.rulings_from) { refresh(); return; }
          v.rulings = view.rulings.slice(0, v.rulings_from).concat(v.rulings);
          delete v.rulings_from;
        }
        view = v; render();
      }
      if (msg.type === "call") setStatus(t("director_called") + " (" + t(msg.by) + ")", "call");
      if (msg.type === "next" && msg.table) refresh();
    };
    s.onclose = () => {
      if (s !== socket) return;
      $("live").textContent = "○ " + t("disconnected"); $("live").className = "live off";
      setTimeout(connect, 1000);
    };
  }

  $("lang").addEventListener("change", async () => {
    lang = $("lang").value; localStorage.setItem("bridgelaw-lang", lang); applyLabels();
    await refresh(); if (socket) { const old = socket; socket = null; old.close(); } connect();
  });
  $("confirm-go").addEventListener("click", confirm);
  $("confirm-cancel").addEventListener("click", cancel);
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") { cancel(); if (voice) clearVoice(); } });
  $("any-card").addEventListener("change", render);
  $("act").addEventListener("change", () => { if (selected) select(selected.seat, selected.card); });
  $("call").addEventListener("click", async () => {
    try { await api("POST", `/v1/tables/${tableId}/call`, {}, token); setStatus(t("director_called"), "call"); }
    catch (e) { setStatus(t("error") + ": " + e.message, "error"); }
  });
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
    $("say-words").value = ""; $("say-preview").textContent = "";
  });

  // ---- voice: the microphone proposes, declarer confirms (nothing is played before that)

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
        p.law ? " (" + t("law") + " " + p.law + ", " + p.outcome.replaceAll("_", " ") + ") " : " ",
        p.change ? el("span", { class: "voice-change", text: "→ " + (p.change.if_allowed ? cardText(p.change.if_allowed) : "")
          + " (" + t("law") + " " + p.change.law + ", " + p.change.outcome.replaceAll("_", " ") + ") " }) : " ", go);
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

  async function preview() {
    const words = $("say-words").value.trim();
    const out = $("say-preview");
    if (!words) { out.textContent = ""; return; }
    try {
      const p = await api("GET", `/v1/tables/${tableId}/preview?lang=${lang}&words=${encodeURIComponent(words)}`, undefined, token);
      out.replaceChildren(t("preview") + ": ", p.card ? cardSpan(p.card) : t("preview_none"),
        p.law ? " (" + t("law") + " " + p.law + ", " + p.outcome + ")" : "", p.candidates.length ? " " + p.candidates.map(cardText).join(" ") : "",
        p.reason ? " — " + p.reason : "");
      out.dataset.card = p.card || "";
    } catch (e) { out.textContent = e.message; }
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
    try {
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
const ACTS = ["play", "say", "touch", "show", "hold", "dummy_places", "dummy_indicates", "point", "choose", "several", "drop"];
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
    fbox.append(el("label", { class: "finding" }, el("span", { text: name }), " ", input));
  }

  function addEvent(ev = {}) {
    const li = el("li", { class: "event" });
    const by = el("select", { class: "e-by", "aria-label": "by" }, ...SEATS.map((s) => el("option", { value: s, text: s })));
    const act = el("select", { class: "e-act", "aria-label": t("act") }, ...ACTS.map((a) => el("option", { value: a, text: a })));
    const value = el("input", { class: "e-value", size: 16, "aria-label": t("desk_value"), placeholder: t("desk_value") });
    const extra = el("select", { class: "e-extra", "aria-label": t("desk_extra") });
    const fillExtra = () => {
      const spec = EXTRA[act.value];
      extra.replaceChildren(...(spec ? spec[1].map((v) => el("option", { value: v, text: v ? spec[0] + ": " + v : "—" })) : [el("option", { value: "", text: "—" })]));
      extra.disabled = !spec;
    };
    act.addEventListener("change", fillExtra);
    if (ev.by) by.value = ev.by;
    if (ev.act) act.value = ev.act;
    value.value = ev.value || "";
    fillExtra();
    if (ev.extra) extra.value = ev.extra;
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
    if (ext) input = el("select", { class: "answer" }, ...ext[1][1].filter(Boolean).map((v) => el("option", { value: v, text: v })));
    else {
      const f = FINDINGS.find(([n]) => n === need);
      input = f && f[1] === "bool"
        ? el("select", { class: "answer" }, el("option", { value: "true", text: t("true") }), el("option", { value: "false", text: t("false") }))
        : el("input", { class: "answer", size: 8 });
    }
    const go = el("button", { type: "button", class: "answer-go", text: t("desk_answer"), onclick: () => {
      if (ext && evLi) {
        evLi.querySelector(".e-act").value = ext[0];
        evLi.querySelector(".e-extra").value = input.value;
      } else if ($("f-" + need)) $("f-" + need).value = input.value;
      rule();
    } });
    return el("div", { class: "answer-box" }, el("label", {}, t("desk_needs") + " " + need + ": ", input), " ", go);
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
      setStatus(t("laws") + " " + doc.laws + " · " + doc.rulings.length + " " + t("rulings").toLowerCase());
    } catch (e) { setStatus(t("error") + ": " + e.message, "error"); }
  }

  $("d-add").addEventListener("click", () => { addEvent().querySelector(".e-value").focus(); });
  $("d-mode-deal").addEventListener("change", showMode);
  $("d-mode-snapshot").addEventListener("change", showMode);
  $("d-read").addEventListener("click", readBoard);
  $("incident").addEventListener("submit", (e) => { e.preventDefault(); rule(); });
  $("d-download").addEventListener("click", () => {
    const blob = new Blob([JSON.stringify(incident(), null, 1) + "\n"], { type: "application/json" });
    const a = el("a", { href: URL.createObjectURL(blob), download: "incident.json" });
    document.body.append(a); a.click(); a.remove();
  });
  $("lang").addEventListener("change", () => { lang = $("lang").value; localStorage.setItem("bridgelaw-lang", lang); applyLabels(); if ($("d-rulings").children.length) rule(); });
  addEvent();
}

await loadLabels();
const page = document.body.dataset.page;
if (page === "table") tablePage();
else if (page === "lobby") lobbyPage();
else if (page === "desk") deskPage();
