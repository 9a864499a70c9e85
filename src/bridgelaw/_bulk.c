/* bridgelaw._bulk: the compiled Law 44 core of bridgelaw.bulk (optional; pure Python fallback).
 *
 * play(hands, trump, leader, play) replays a list of (seat, card) pairs on four 52-bit hand
 * masks exactly as bridgelaw.table.Table does for a complete deal without restrictions:
 * turn (44B), card held (44), follow suit (44C, recorded as a revoke), trick winners
 * (44E/44F), the winner leads (44G). It returns
 *     (code, at, won_ns, won_ew, done, revokes)
 * code 0: every card was played; 1: card not held at index `at`; 2: not that seat's turn;
 * 3: a card after the 13th trick; 4: a malformed entry. revokes: list of
 * (trick, seat, card index, suit led). bridgelaw.bulk._play_py is the same function in Python.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

static PyObject *s_index;

/* card object -> index, for the 52 registered Card objects (register_cards); other objects are
 * read through their `index` attribute */
#define CTAB 256
static PyObject *ctab_key[CTAB];
static int ctab_val[CTAB];

static inline size_t ctab_slot(PyObject *o) { return (size_t)(((uintptr_t)o >> 4) * 2654435761u) % CTAB; }

static long card_index(PyObject *o) {
    size_t i = ctab_slot(o);
    while (ctab_key[i] != NULL) {
        if (ctab_key[i] == o) return ctab_val[i];
        i = (i + 1) % CTAB;
    }
    PyObject *io = PyObject_GetAttr(o, s_index);
    if (io == NULL) { PyErr_Clear(); return -1; }
    long idx = PyLong_AsLong(io);
    Py_DECREF(io);
    if (PyErr_Occurred()) { PyErr_Clear(); return -1; }
    return idx;
}

static PyObject *bulk_register_cards(PyObject *self, PyObject *arg) {
    (void)self;
    if (!PyTuple_Check(arg) || PyTuple_GET_SIZE(arg) != 52) { PyErr_SetString(PyExc_TypeError, "register_cards takes the 52 cards"); return NULL; }
    for (int k = 0; k < CTAB; k++) { Py_CLEAR(ctab_key[k]); }
    for (Py_ssize_t k = 0; k < 52; k++) {
        PyObject *o = PyTuple_GET_ITEM(arg, k);
        PyObject *io = PyObject_GetAttr(o, s_index);
        if (io == NULL) return NULL;
        long idx = PyLong_AsLong(io);
        Py_DECREF(io);
        if (idx == -1 && PyErr_Occurred()) return NULL;
        size_t i = ctab_slot(o);
        while (ctab_key[i] != NULL) i = (i + 1) % CTAB;
        Py_INCREF(o);
        ctab_key[i] = o;
        ctab_val[i] = (int)idx;
    }
    Py_RETURN_NONE;
}

static PyObject *bulk_play(PyObject *self, PyObject *args) {
    unsigned long long h[4];
    int trump, leader;
    PyObject *play;
    (void)self;
    if (!PyArg_ParseTuple(args, "(KKKK)iiO!", &h[0], &h[1], &h[2], &h[3], &trump, &leader,
                          &PyList_Type, &play))
        return NULL;
    Py_ssize_t n = PyList_GET_SIZE(play), i;
    int turn = leader & 3, won[2] = {0, 0}, done = 0, pos = 0, code = 0;
    int best_seat = 0, best_suit = 0, best_idx = 0, led = 0;
    PyObject *revokes = PyList_New(0);
    if (revokes == NULL)
        return NULL;
    for (i = 0; i < n; i++) {
        PyObject *item = PyList_GET_ITEM(play, i);
        if (!PyTuple_Check(item) || PyTuple_GET_SIZE(item) != 2) { code = 4; break; }
        long seat = PyLong_AsLong(PyTuple_GET_ITEM(item, 0));
        if (seat == -1 && PyErr_Occurred()) { PyErr_Clear(); code = 4; break; }
        long idx = card_index(PyTuple_GET_ITEM(item, 1));
        if (seat < 0 || seat > 3 || idx < 0 || idx > 51) { code = 4; break; }
        if (done >= 13) { code = 3; break; }
        if (seat != turn) { code = 2; break; }
        uint64_t bit = 1ULL << idx;
        if (!(h[seat] & bit)) { code = 1; break; }
        int suit = (int)(idx / 13);
        if (pos == 0) {
            led = suit; best_seat = (int)seat; best_suit = suit; best_idx = (int)idx;
        } else {
            if (suit != led && (h[seat] & (0x1FFFULL << (13 * led)))) {
                PyObject *r = Py_BuildValue("(iili)", done + 1, (int)seat, idx, led);
                if (r == NULL || PyList_Append(revokes, r) < 0) { Py_XDECREF(r); Py_DECREF(revokes); return NULL; }
                Py_DECREF(r);
            }
            if (suit == best_suit) {
                if (idx > best_idx) { best_seat = (int)seat; best_idx = (int)idx; }
            } else if (suit == trump) {
                best_seat = (int)seat; best_suit = suit; best_idx = (int)idx;
            }
        }
        h[seat] &= ~bit;
        if (++pos == 4) {
            won[best_seat & 1]++; done++; pos = 0; turn = best_seat;
        } else {
            turn = (int)((seat + 1) & 3);
        }
    }
    return Py_BuildValue("(iniiiN)", code, i, won[0], won[1], done, revokes);
}


/* ---------------------------------------------------------------- LIN reading helpers */

static int is_pyspace(Py_UCS4 c) { return c == ' ' || (c >= 9 && c <= 13) || (c >= 28 && c <= 31); }

static int suit_of(Py_UCS4 c) {
    switch (c) { case 'C': case 'c': return 0; case 'D': case 'd': return 1; case 'H': case 'h': return 2;
                 case 'S': case 's': return 3; default: return -1; }
}

static int rank_of(Py_UCS4 c) {
    switch (c) {
    case '2': return 0; case '3': return 1; case '4': return 2; case '5': return 3; case '6': return 4;
    case '7': return 5; case '8': return 6; case '9': return 7; case 'T': case 't': return 8;
    case 'J': case 'j': return 9; case 'Q': case 'q': return 10; case 'K': case 'k': return 11;
    case 'A': case 'a': return 12; default: return -1; }
}

#define NKEYS 11
static const char *key_names[NKEYS] = {"pc", "mb", "md", "qx", "pn", "up", "mc", "ah", "sv", "vg", "rs"};
static PyObject *key_objs[NKEYS];

/* index of the known key equal to text[a:b].strip().lower(), or -1 (a key the reader skips) */
static int key_code(PyObject *text, int kind, const void *data, Py_ssize_t a, Py_ssize_t b) {
    while (a < b && is_pyspace(PyUnicode_READ(kind, data, a))) a++;
    while (b > a && is_pyspace(PyUnicode_READ(kind, data, b - 1))) b--;
    if (b - a == 2) {
        Py_UCS4 c0 = PyUnicode_READ(kind, data, a), c1 = PyUnicode_READ(kind, data, a + 1);
        if (c0 < 128 && c1 < 128) {
            char k0 = (char)(c0 >= 'A' && c0 <= 'Z' ? c0 + 32 : c0), k1 = (char)(c1 >= 'A' && c1 <= 'Z' ? c1 + 32 : c1);
            for (int i = 0; i < NKEYS; i++)
                if (key_names[i][0] == k0 && key_names[i][1] == k1) return i;
            return -1;
        }
    }
    for (Py_ssize_t i = a; i < b; i++) {
        if (PyUnicode_READ(kind, data, i) >= 128) { /* Unicode: let Python say what strip().lower() gives */
            PyObject *sub = PyUnicode_Substring(text, a, b);
            if (sub == NULL) return -2;
            PyObject *st = PyObject_CallMethod(sub, "strip", NULL);
            Py_DECREF(sub);
            if (st == NULL) return -2;
            PyObject *lo = PyObject_CallMethod(st, "lower", NULL);
            Py_DECREF(st);
            if (lo == NULL) return -2;
            int found = -1;
            for (int k = 0; k < NKEYS; k++) {
                int eq = PyUnicode_Compare(lo, key_objs[k]);
                if (eq == 0) { found = k; break; }
            }
            Py_DECREF(lo);
            if (PyErr_Occurred()) return -2;
            return found;
        }
    }
    return -1;
}

static int emit(PyObject *events, PyObject *key, PyObject *value, Py_ssize_t n) {
    if (value == NULL) return -1;
    PyObject *t = Py_BuildValue("(ONn)", key, value, n);
    if (t == NULL) return -1;
    int r = PyList_Append(events, t);
    Py_DECREF(t);
    return r;
}

static int flush_run(PyObject *events, char *run, Py_ssize_t *nrun, Py_ssize_t run_n) {
    if (*nrun == 0) return 0;
    int r = emit(events, Py_None, PyBytes_FromStringAndSize(run, *nrun), run_n);
    *nrun = 0;
    return r;
}

/* lin_scan(text, n, final) -> (events, consumed, n): the key|value| pairs of LIN text the reader
 * uses, as (key, value, tag number) with key normalised (strip().lower()); consecutive plain cards
 * pc|SA| (two characters, suit and rank in either order, any case) as one (None, bytes of card
 * indices, tag number of the first). Keys the reader skips are dropped (tag numbers still count).
 * Not final: stops before an incomplete pair and says how many characters it consumed. */
static PyObject *bulk_lin_scan(PyObject *self, PyObject *args) {
    PyObject *text;
    Py_ssize_t n;
    int final;
    (void)self;
    if (!PyArg_ParseTuple(args, "Unp", &text, &n, &final)) return NULL;
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t len = PyUnicode_GET_LENGTH(text), pos = 0, nrun = 0, run_n = 0;
    PyObject *events = PyList_New(0);
    char *run = PyMem_Malloc(len / 2 + 16);
    if (events == NULL || run == NULL) { Py_XDECREF(events); PyMem_Free(run); return PyErr_NoMemory(); }
    for (;;) {
        Py_ssize_t kend = PyUnicode_FindChar(text, '|', pos, len, 1);
        if (kend == -2) goto fail;
        Py_ssize_t vend = kend < 0 ? -1 : PyUnicode_FindChar(text, '|', kend + 1, len, 1);
        if (vend == -2) goto fail;
        if (kend < 0 || vend < 0) {
            if (!final) break;
            if (flush_run(events, run, &nrun, run_n) < 0) goto fail;
            if (kend >= 0) { /* a key without the closing bar of its value: the rest is the value */
                int code = key_code(text, kind, data, pos, kend);
                if (code == -2) goto fail;
                n++;
                if (code >= 0 && emit(events, key_objs[code], PyUnicode_Substring(text, kend + 1, len), n) < 0) goto fail;
            } else {
                Py_ssize_t a = pos;
                while (a < len && is_pyspace(PyUnicode_READ(kind, data, a))) a++;
                if (a < len) { /* a last key with no value at all */
                    int code = key_code(text, kind, data, pos, len);
                    if (code == -2) goto fail;
                    n++;
                    if (code >= 0 && emit(events, key_objs[code], PyUnicode_New(0, 0), n) < 0) goto fail;
                }
            }
            pos = len;
            break;
        }
        int code = key_code(text, kind, data, pos, kend);
        if (code == -2) goto fail;
        n++;
        if (code == 0 && vend - kend == 3) {
            Py_UCS4 c0 = PyUnicode_READ(kind, data, kend + 1), c1 = PyUnicode_READ(kind, data, kend + 2);
            int s = suit_of(c0), r = rank_of(c1);
            if (s < 0 || r < 0) { s = suit_of(c1); r = rank_of(c0); }
            if (s >= 0 && r >= 0) {
                if (nrun == 0) run_n = n;
                run[nrun++] = (char)(s * 13 + r);
                pos = vend + 1;
                continue;
            }
        }
        if (code >= 0) {
            if (flush_run(events, run, &nrun, run_n) < 0) goto fail;
            if (emit(events, key_objs[code], PyUnicode_Substring(text, kend + 1, vend), n) < 0) goto fail;
        }
        pos = vend + 1;
    }
    if (flush_run(events, run, &nrun, run_n) < 0) goto fail;
    PyMem_Free(run);
    return Py_BuildValue("(Nnn)", events, pos, n);
fail:
    PyMem_Free(run);
    Py_DECREF(events);
    return NULL;
}

/* lin_hand(text) -> 52-bit mask, or -1 when the text is not a plain hand (bridgelaw.notation.lin
 * then reads it itself and gives the exact error) */
static PyObject *bulk_lin_hand(PyObject *self, PyObject *arg) {
    (void)self;
    if (!PyUnicode_Check(arg)) { PyErr_SetString(PyExc_TypeError, "lin_hand takes a str"); return NULL; }
    int kind = PyUnicode_KIND(arg);
    const void *data = PyUnicode_DATA(arg);
    Py_ssize_t a = 0, b = PyUnicode_GET_LENGTH(arg);
    while (a < b && is_pyspace(PyUnicode_READ(kind, data, a))) a++;
    while (b > a && is_pyspace(PyUnicode_READ(kind, data, b - 1))) b--;
    uint64_t mask = 0;
    int suit = -1;
    for (Py_ssize_t i = a; i < b; i++) {
        Py_UCS4 c = PyUnicode_READ(kind, data, i);
        int s = suit_of(c);
        if (s >= 0) { suit = s; continue; }
        int r;
        if (c == '1' && i + 1 < b && PyUnicode_READ(kind, data, i + 1) == '0') { r = 8; i++; }
        else r = rank_of(c);
        if (r < 0 || suit < 0) return PyLong_FromLong(-1);
        uint64_t bit = 1ULL << (suit * 13 + r);
        if (mask & bit) return PyLong_FromLong(-1);
        mask |= bit;
    }
    return PyLong_FromUnsignedLongLong(mask);
}

/* sequence(cards, leader, trump, pairs) -> list of pairs[seat * 52 + card]: each card of a play
 * record (card indices in order) with its seat, clockwise from the leader of each trick (44B),
 * the winner of a trick leading the next (44E-44G); bridgelaw.notation.board.sequence_play */
static PyObject *bulk_sequence(PyObject *self, PyObject *args) {
    Py_buffer cards;
    int leader, trump;
    PyObject *pairs;
    (void)self;
    if (!PyArg_ParseTuple(args, "y*iiO!", &cards, &leader, &trump, &PyTuple_Type, &pairs)) return NULL;
    if (PyTuple_GET_SIZE(pairs) != 208) { PyBuffer_Release(&cards); PyErr_SetString(PyExc_ValueError, "pairs must hold 208 entries"); return NULL; }
    const unsigned char *c = cards.buf;
    Py_ssize_t n = cards.len;
    PyObject *out = PyList_New(n);
    if (out == NULL) { PyBuffer_Release(&cards); return NULL; }
    int seat = leader & 3, pos = 0, best_seat = 0, best_suit = 0, best_idx = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        int idx = c[i];
        if (idx > 51) { Py_DECREF(out); PyBuffer_Release(&cards); PyErr_SetString(PyExc_ValueError, "card index out of range"); return NULL; }
        PyObject *p = PyTuple_GET_ITEM(pairs, seat * 52 + idx);
        Py_INCREF(p);
        PyList_SET_ITEM(out, i, p);
        int suit = idx / 13;
        if (pos == 0) { best_seat = seat; best_suit = suit; best_idx = idx; }
        else if (suit == best_suit) { if (idx > best_idx) { best_seat = seat; best_idx = idx; } }
        else if (suit == trump) { best_seat = seat; best_suit = suit; best_idx = idx; }
        if (++pos == 4) { pos = 0; seat = best_seat; } else seat = (seat + 1) & 3;
    }
    PyBuffer_Release(&cards);
    return out;
}

/* ---------------------------------------------------------------- lin_fast: whole boards in C
 *
 * lin_fast(text, pos, n, final, results, first_board[, claims])
 *     -> (kind, a, b, n_a, n_b, header_seen, complete, claimed, stopped, no_play)
 *
 * Reads LIN text from character `pos` (a board boundary of bridgelaw.notation.lin._read_chunks:
 * the start of the text, or the key of a qx/md/pn tag that starts a board; `n` is the tag number
 * before it) and splits it into boards exactly as _read_chunks does. A board whose every tag is
 * of the plain kind (an md of four hands of 13 cards, the fourth possibly left out; mb calls of
 * the usual forms; plain pc cards; up and mc numbers; qx, ah, sv, pn of one room) is assembled
 * and classified here, as bridgelaw.bulk.classify would classify the Board the reader builds:
 * the auction's contract (Law 22), the play with its seats from rotation and trick winners
 * (44B, 44E-44G), card held, follow suit (44C), the claim and the recorded result. Clean classes
 * only (complete / claimed / stopped / no_play) are counted here; every other board (a revoke, a
 * card not held, a result that disagrees, anything not plain, vg/rs tags that change the file's
 * header) is handed back so that the Python reader and the Table give it its exact words.
 * Returns at the first such board, or at the end of the text:
 *   kind 0: the end. [a, end) is left for the Python reader (the last board, whose end depends
 *           on the range's boundary; empty when `final` and the last board was settled here);
 *   kind 1: [a, b) is one board for the Python reader; call again from b (tag number n_b);
 *   kind 3: [a, b) holds tags but no board (a qx follows it): only its header tags count.
 * header_seen: a pn with the names of both rooms was met (bridgelaw.notation.lin.Part).
 * results: None, or the declarer's tricks (int or None) of each entry of the file's rs tag, with
 * first_board the board number of the first (vg): the recorded results of a vugraph file.
 * claims: when true, a claimed board is handed back too (Python checks it against double dummy,
 * which needs its position, not only its class); the claimed count then stays 0. */

#define MAXCALLS 128
#define MAXCARDS 256
#define NOCARD 255
enum { CALL_SKIP, CALL_UNKNOWN, CALL_AP, CALL_PASS, CALL_X, CALL_XX, CALL_BID, CALL_BAD };

typedef struct {
    Py_ssize_t start, nstart;
    int has_md, md_ok, dealer, ncalls, ncards, claim, slow, header, room, board_bad;
    long board_no;
    uint64_t hand[4];
    unsigned char call[MAXCALLS], bid[MAXCALLS], card[MAXCARDS];
} raw_t;

static void raw_reset(raw_t *r, Py_ssize_t start, Py_ssize_t nstart) {
    r->start = start; r->nstart = nstart;
    r->has_md = r->md_ok = r->ncalls = r->ncards = r->slow = r->header = r->room = r->board_bad = 0;
    r->dealer = 0; r->claim = -1; r->board_no = -1;
}

static int raw_content(const raw_t *r) { return r->has_md || r->ncalls > 0 || r->ncards > 0; }

/* [a, b) stripped of Python whitespace; 0 when a character is not ASCII */
static int ascii_strip(int kind, const void *data, Py_ssize_t *a, Py_ssize_t *b) {
    for (Py_ssize_t i = *a; i < *b; i++)
        if (PyUnicode_READ(kind, data, i) >= 128) return 0;
    while (*a < *b && is_pyspace(PyUnicode_READ(kind, data, *a))) (*a)++;
    while (*b > *a && is_pyspace(PyUnicode_READ(kind, data, *b - 1))) (*b)--;
    return 1;
}

/* ASCII digits only (at most 9): the value, else -1 */
static long digits(int kind, const void *data, Py_ssize_t a, Py_ssize_t b) {
    if (b <= a || b - a > 9) return -1;
    long v = 0;
    for (Py_ssize_t i = a; i < b; i++) {
        Py_UCS4 c = PyUnicode_READ(kind, data, i);
        if (c < '0' || c > '9') return -1;
        v = v * 10 + (long)(c - '0');
    }
    return v;
}

/* a plain LIN hand in [a, b) (stripped, ASCII): its mask, or -1 (lin_hand's rules) */
static long long hand_mask(int kind, const void *data, Py_ssize_t a, Py_ssize_t b) {
    while (a < b && is_pyspace(PyUnicode_READ(kind, data, a))) a++;
    while (b > a && is_pyspace(PyUnicode_READ(kind, data, b - 1))) b--;
    uint64_t mask = 0;
    int suit = -1;
    for (Py_ssize_t i = a; i < b; i++) {
        Py_UCS4 c = PyUnicode_READ(kind, data, i);
        int s = suit_of(c);
        if (s >= 0) { suit = s; continue; }
        int r;
        if (c == '1' && i + 1 < b && PyUnicode_READ(kind, data, i + 1) == '0') { r = 8; i++; }
        else r = rank_of(c);
        if (r < 0 || suit < 0) return -1;
        uint64_t bit = 1ULL << (suit * 13 + r);
        if (mask & bit) return -1;
        mask |= bit;
    }
    return (long long)mask;
}

/* md|...|: the deal when it is the usual four plain hands (md_ok), as bridgelaw.notation.lin._parse_deal */
static void read_md(raw_t *r, int kind, const void *data, Py_ssize_t a, Py_ssize_t b) {
    static const int dealer_seat[4] = {2, 3, 0, 1}; /* 1=S 2=W 3=N 4=E -> N=0 E=1 S=2 W=3 */
    r->has_md = 1;
    r->md_ok = 0;
    if (!ascii_strip(kind, data, &a, &b) || a >= b) return;
    Py_UCS4 d = PyUnicode_READ(kind, data, a);
    if (d < '1' || d > '4') return;
    r->dealer = dealer_seat[d - '1'];
    Py_ssize_t cut[5];
    int parts = 0;
    cut[0] = a + 1;
    for (Py_ssize_t i = a + 1; i < b; i++)
        if (PyUnicode_READ(kind, data, i) == ',') {
            if (++parts > 3) return;
            cut[parts] = i + 1;
        }
    if (parts != 3) return;
    cut[4] = b + 1;
    long long m[4];
    for (int k = 0; k < 3; k++) {
        m[k] = hand_mask(kind, data, cut[k], cut[k + 1] - 1);
        if (m[k] < 0 || __builtin_popcountll((unsigned long long)m[k]) != 13) return;
    }
    uint64_t s = (uint64_t)m[0], w = (uint64_t)m[1], nn = (uint64_t)m[2], e;
    if ((s & w) || (s & nn) || (w & nn)) return;
    Py_ssize_t ea = cut[3], eb = b;
    while (ea < eb && is_pyspace(PyUnicode_READ(kind, data, ea))) ea++;
    if (ea >= eb) e = 0xFFFFFFFFFFFFFULL & ~(s | w | nn);
    else {
        long long me = hand_mask(kind, data, cut[3], b);
        if (me < 0) return;
        e = (uint64_t)me;
    }
    if (__builtin_popcountll(e) != 13 || (e & (s | w | nn))) return;
    r->hand[0] = nn; r->hand[1] = e; r->hand[2] = s; r->hand[3] = w;
    r->md_ok = 1;
}

/* mb|...|: one call, as bridgelaw.notation.board._contract_from_auction reads it */
static void read_call(raw_t *r, int kind, const void *data, Py_ssize_t a, Py_ssize_t b) {
    int i = r->ncalls++;
    if (i >= MAXCALLS) { r->slow = 1; return; }
    if (!ascii_strip(kind, data, &a, &b)) { r->slow = 1; return; }
    char c[16];
    Py_ssize_t len = 0;
    for (Py_ssize_t k = a; k < b; k++) {
        if (len >= 15) { r->call[i] = CALL_BAD; return; }
        Py_UCS4 ch = PyUnicode_READ(kind, data, k);
        c[len++] = (char)(ch >= 'a' && ch <= 'z' ? ch - 32 : ch);
    }
    while (len > 0 && (c[len - 1] == '!' || c[len - 1] == '?')) len--;
    c[len] = 0;
    int code;
    if (len == 0) code = CALL_SKIP;
    else if (!strcmp(c, "-")) code = CALL_UNKNOWN;
    else if (!strcmp(c, "AP")) code = CALL_AP;
    else if (!strcmp(c, "P") || !strcmp(c, "PASS")) code = CALL_PASS;
    else if (!strcmp(c, "X") || !strcmp(c, "D") || !strcmp(c, "DBL")) code = CALL_X;
    else if (!strcmp(c, "XX") || !strcmp(c, "R") || !strcmp(c, "RDBL")) code = CALL_XX;
    else if (c[0] >= '1' && c[0] <= '7') {
        char *d = c + 1, *e = c + len;
        while (d < e && is_pyspace((Py_UCS4)(unsigned char)*d)) d++;
        while (e > d && is_pyspace((Py_UCS4)(unsigned char)e[-1])) e--;
        *e = 0;
        int den = -1;
        if (!strcmp(d, "NT") || !strcmp(d, "N") || !strcmp(d, "NOTRUMP") || !strcmp(d, "NOTRUMPS")) den = 4;
        else if (e - d == 1) den = suit_of((Py_UCS4)(unsigned char)*d);
        if (den < 0) code = CALL_BAD;
        else { code = CALL_BID; r->bid[i] = (unsigned char)((c[0] - '0') * 8 + den); }
    } else code = CALL_BAD;
    r->call[i] = (unsigned char)code;
}

/* The class of a finished plain board (0 complete, 1 claimed, 2 stopped, 3 no_play), or -1 when
 * the Python reader and the Table must give it (not plain, or not clean). */
static int finish_board(const raw_t *r, PyObject *results, long first_board, int claims) {
    if (r->slow || r->header || !r->has_md || !r->md_ok) return -1;
    int seat = r->dealer, level = 0, den = 0, by = 0, first[2][5];
    memset(first, -1, sizeof first);
    for (int i = 0; i < r->ncalls; i++) {
        int code = r->call[i];
        if (code == CALL_SKIP) continue;
        if (code == CALL_UNKNOWN) { seat = (seat + 1) & 3; continue; }
        if (code == CALL_AP) break;
        if (code == CALL_BAD) return -1;
        if (code == CALL_BID) {
            level = r->bid[i] / 8; den = r->bid[i] % 8; by = seat;
            if (first[seat & 1][den] < 0) first[seat & 1][den] = seat;
        }
        seat = (seat + 1) & 3;
    }
    if (!level && r->ncards) return -1; /* cards without a contract: the reader's problem, the Table's class */
    if (!level || r->ncards == 0) return 3; /* passed out / no play */
    int declarer = first[by & 1][den], trump = den == 4 ? -1 : den;
    uint64_t h[4] = {r->hand[0], r->hand[1], r->hand[2], r->hand[3]};
    int turn = (declarer + 1) & 3, pos = 0, led = 0, bs = 0, bsuit = 0, bi = 0, won[2] = {0, 0}, done = 0;
    for (int i = 0; i < r->ncards; i++) {
        int idx = r->card[i];
        if (idx == NOCARD || done >= 13) return -1;
        uint64_t bit = 1ULL << idx;
        if (!(h[turn] & bit)) return -1; /* not held: the Table's words */
        int suit = idx / 13;
        if (pos == 0) { led = bsuit = suit; bs = turn; bi = idx; }
        else {
            if (suit != led && (h[turn] & (0x1FFFULL << (13 * led)))) return -1; /* a revoke: Law 64's words */
            if (suit == bsuit) { if (idx > bi) { bs = turn; bi = idx; } }
            else if (suit == trump) { bs = turn; bsuit = suit; bi = idx; }
        }
        h[turn] &= ~bit;
        if (++pos == 4) { won[bs & 1]++; done++; pos = 0; turn = bs; } else turn = (turn + 1) & 3;
    }
    int tricks = won[declarer & 1], has_result = 0;
    long result = 0;
    if (results != Py_None && PyTuple_GET_SIZE(results) > 0 && r->room) {
        if (r->board_bad) return -1;
        if (r->board_no >= 0) {
            long i = (r->board_no - first_board) * 2 + (r->room == 1 ? 0 : 1);
            if (i >= 0 && i < PyTuple_GET_SIZE(results)) {
                PyObject *v = PyTuple_GET_ITEM(results, i);
                if (v != Py_None) {
                    result = PyLong_AsLong(v);
                    if (result == -1 && PyErr_Occurred()) { PyErr_Clear(); return -1; }
                    has_result = 1;
                }
            }
        }
    }
    if (r->claim >= 0 && !has_result) { result = r->claim; has_result = 1; }
    if (done >= 13) return has_result && result != tricks ? -1 : 0;
    long lo = tricks, hi = tricks + 13 - done;
    if (r->claim >= 0) {
        if (r->claim < lo || r->claim > hi) return -1;
        if (has_result && result != r->claim) return -1;
        return claims ? -1 : 1;
    }
    if (has_result && (result < lo || result > hi)) return -1;
    return 2;
}

/* qx|o12,...| or ah|Board 12|: the board number (for the recorded results) and the room */
static void read_number(raw_t *r, int kind, const void *data, Py_ssize_t a, Py_ssize_t b, int qx) {
    if (!ascii_strip(kind, data, &a, &b)) { /* Python's strip() and lower() decide: the room too for qx */
        r->board_bad = 1;
        if (qx) r->slow = 1;
        return;
    }
    r->board_bad = 0;
    if (qx) {
        Py_UCS4 c = a < b ? PyUnicode_READ(kind, data, a) : 0;
        if (c == 'O' || c == 'o' || c == 'C' || c == 'c' || a >= b) {
            r->room = c == 'O' || c == 'o' ? 1 : c == 'C' || c == 'c' ? 2 : 0;
            if (a < b) a++;
            Py_ssize_t e = a;
            while (e < b && PyUnicode_READ(kind, data, e) != ',') e++;
            b = e;
        }
    } else if (b - a >= 5) {
        static const char *word = "board";
        int match = 1;
        for (int k = 0; k < 5; k++) {
            Py_UCS4 c = PyUnicode_READ(kind, data, a + k);
            if ((c >= 'A' && c <= 'Z' ? c + 32 : c) != (Py_UCS4)word[k]) { match = 0; break; }
        }
        if (match) {
            a += 5;
            while (a < b && is_pyspace(PyUnicode_READ(kind, data, a))) a++;
        }
    }
    r->board_no = digits(kind, data, a, b);
}

static PyObject *fast_result(int kind, Py_ssize_t a, Py_ssize_t b, Py_ssize_t na, Py_ssize_t nb, int header_seen,
                             const long *cnt) {
    return Py_BuildValue("(innnnillll)", kind, a, b, na, nb, header_seen, cnt[0], cnt[1], cnt[2], cnt[3]);
}

static PyObject *bulk_lin_fast(PyObject *self, PyObject *args) {
    PyObject *text, *results;
    Py_ssize_t pos, n;
    int final, claims = 0;
    long first_board;
    (void)self;
    if (!PyArg_ParseTuple(args, "UnnpOl|p", &text, &pos, &n, &final, &results, &first_board, &claims)) return NULL;
    if (results != Py_None && !PyTuple_Check(results)) { PyErr_SetString(PyExc_TypeError, "results: a tuple or None"); return NULL; }
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t len = PyUnicode_GET_LENGTH(text);
    long cnt[4] = {0, 0, 0, 0};
    int header_seen = 0;
    raw_t *r = PyMem_Malloc(sizeof(raw_t));
    if (r == NULL) return PyErr_NoMemory();
    raw_reset(r, pos, n);
    PyObject *out = NULL;
    for (;;) {
        Py_ssize_t kstart = pos;
        Py_ssize_t kend = pos < len ? PyUnicode_FindChar(text, '|', pos, len, 1) : -1;
        if (kend == -2) goto done;
        Py_ssize_t vend = kend < 0 ? -1 : PyUnicode_FindChar(text, '|', kend + 1, len, 1);
        if (vend == -2) goto done;
        if (kend < 0 || vend < 0) { /* the end of the text */
            int blank = final && kend < 0 && raw_content(r);
            for (Py_ssize_t i = pos; blank && i < len; i++) {
                Py_UCS4 c = PyUnicode_READ(kind, data, i);
                if (c >= 128 || !is_pyspace(c)) blank = 0;
            }
            if (blank) {
                int cls = finish_board(r, results, first_board, claims);
                if (PyErr_Occurred()) goto done;
                if (cls < 0) { out = fast_result(1, r->start, len, r->nstart, n, header_seen, cnt); goto done; }
                cnt[cls]++;
                out = fast_result(0, len, len, n, n, header_seen, cnt);
                goto done;
            }
            out = fast_result(0, r->start, len, r->nstart, n, header_seen, cnt);
            goto done;
        }
        int code = key_code(text, kind, data, pos, kend);
        if (code == -2) goto done;
        Py_ssize_t before = n++;
        Py_ssize_t va = kend + 1;
        if (code == 2 || code == 3 || code == 4) { /* md, qx, pn: maybe a new board */
            int split = code == 3 ? raw_content(r) : r->has_md;
            if (split) {
                int cls = finish_board(r, results, first_board, claims);
                if (PyErr_Occurred()) goto done;
                if (cls < 0) { out = fast_result(1, r->start, kstart, r->nstart, before, header_seen, cnt); goto done; }
                cnt[cls]++;
                raw_reset(r, kstart, before);
            } else if (code == 3) {
                if (r->header || r->slow) { /* tags that are no board but may set the header */
                    out = fast_result(3, r->start, kstart, r->nstart, before, header_seen, cnt);
                    goto done;
                }
                raw_reset(r, kstart, before);
            }
        }
        switch (code) {
        case 0: /* pc */
            if (r->ncards >= MAXCARDS) { r->slow = 1; r->ncards++; break; }
            if (vend - kend == 3) {
                Py_UCS4 c0 = PyUnicode_READ(kind, data, va), c1 = PyUnicode_READ(kind, data, va + 1);
                int s = suit_of(c0), rk = rank_of(c1);
                if (s < 0 || rk < 0) { s = suit_of(c1); rk = rank_of(c0); }
                if (s >= 0 && rk >= 0) { r->card[r->ncards++] = (unsigned char)(s * 13 + rk); break; }
            }
            r->card[r->ncards++] = NOCARD;
            break;
        case 1: read_call(r, kind, data, va, vend); break;
        case 2: read_md(r, kind, data, va, vend); break;
        case 3: read_number(r, kind, data, va, vend, 1); break;
        case 4: { /* pn: a vugraph header names both rooms (more than four names) */
            int commas = 0;
            for (Py_ssize_t i = va; i < vend; i++) commas += PyUnicode_READ(kind, data, i) == ',';
            if (commas >= 4) header_seen = 1;
            break;
        }
        case 5: { /* up|N|: take back N cards (empty: 1) */
            Py_ssize_t a = va, b = vend;
            if (!ascii_strip(kind, data, &a, &b)) { r->slow = 1; break; }
            long k = a >= b ? 1 : digits(kind, data, a, b);
            if (k < 0) { r->slow = 1; break; }
            r->ncards = k >= r->ncards ? 0 : r->ncards - (int)k;
            r->claim = -1;
            break;
        }
        case 6: { /* mc|N|: declarer's total tricks claimed */
            Py_ssize_t a = va, b = vend;
            if (!ascii_strip(kind, data, &a, &b)) { r->slow = 1; break; }
            long k = digits(kind, data, a, b);
            if (k < 0) { r->slow = 1; break; }
            if (k > 13) { r->slow = 1; break; } /* a problem on the board (the reader says so): Python classes it */
            r->claim = (int)k;
            break;
        }
        case 7: read_number(r, kind, data, va, vend, 0); break;
        case 9: case 10: r->header = 1; break; /* vg, rs: the file's header */
        default: break; /* sv, and keys the reader skips */
        }
        pos = vend + 1;
    }
done:
    PyMem_Free(r);
    return out;
}

/* lin_has_header(text) -> bool: True when LIN text holds a key of the file-level header (vg, rs,
 * or a pn with more than four names): bridgelaw.notation.lin.lin_header reads it only then */
static PyObject *bulk_lin_has_header(PyObject *self, PyObject *arg) {
    (void)self;
    if (!PyUnicode_Check(arg)) { PyErr_SetString(PyExc_TypeError, "lin_has_header takes a str"); return NULL; }
    int kind = PyUnicode_KIND(arg);
    const void *data = PyUnicode_DATA(arg);
    Py_ssize_t len = PyUnicode_GET_LENGTH(arg), pos = 0;
    for (;;) {
        Py_ssize_t kend = PyUnicode_FindChar(arg, '|', pos, len, 1);
        if (kend == -2) return NULL;
        if (kend < 0) { /* a last key with no value at all: the reader takes it (value "") */
            int code = key_code(arg, kind, data, pos, len);
            if (code == -2) return NULL;
            return PyBool_FromLong(code == 9 || code == 10);
        }
        Py_ssize_t vend = PyUnicode_FindChar(arg, '|', kend + 1, len, 1);
        if (vend == -2) return NULL;
        int code = key_code(arg, kind, data, pos, kend);
        if (code == -2) return NULL;
        if (code == 9 || code == 10) Py_RETURN_TRUE;
        if (code == 4) {
            Py_ssize_t stop = vend < 0 ? len : vend;
            int commas = 0;
            for (Py_ssize_t i = kend + 1; i < stop; i++) commas += PyUnicode_READ(kind, data, i) == ',';
            if (commas >= 4) Py_RETURN_TRUE;
        }
        if (vend < 0) Py_RETURN_FALSE;
        pos = vend + 1;
    }
}

/* pbn_play(cards, first, trump, pairs) -> (play, unknown) or None: a PBN [Play] section whose
 * entries are all cards with no mark, as bridgelaw.notation.pbn._read_play orders it: rows of four
 * columns = seats from `first`, each trick led by the winner of the one before (44G); play is the
 * list of pairs[seat * 52 + card] in order of play, unknown True when cards follow an incomplete
 * trick. None when a card appears twice (the Python loop then gives the problem). */
static PyObject *bulk_pbn_play(PyObject *self, PyObject *args) {
    Py_buffer cards;
    int first, trump;
    PyObject *pairs;
    (void)self;
    if (!PyArg_ParseTuple(args, "y*iiO!", &cards, &first, &trump, &PyTuple_Type, &pairs)) return NULL;
    if (PyTuple_GET_SIZE(pairs) != 208) { PyBuffer_Release(&cards); PyErr_SetString(PyExc_ValueError, "pairs must hold 208 entries"); return NULL; }
    const unsigned char *c = cards.buf;
    Py_ssize_t n = cards.len;
    PyObject *out = PyList_New(0);
    if (out == NULL) { PyBuffer_Release(&cards); return NULL; }
    uint64_t seen = 0;
    int leader = first & 3, unknown = 0;
    for (Py_ssize_t start = 0; start < n; start += 4) {
        Py_ssize_t k = n - start < 4 ? n - start : 4;
        int got = 0, bs = 0, bsuit = 0, bi = 0;
        for (int i = 0; i < 4; i++) {
            int seat = (leader + i) & 3, col = (seat - first) & 3;
            if (col >= k) break;
            int idx = c[start + col];
            if (idx > 51) { Py_DECREF(out); PyBuffer_Release(&cards); PyErr_SetString(PyExc_ValueError, "card index out of range"); return NULL; }
            if (seen & (1ULL << idx)) { Py_DECREF(out); PyBuffer_Release(&cards); Py_RETURN_NONE; }
            seen |= 1ULL << idx;
            if (PyList_Append(out, PyTuple_GET_ITEM(pairs, seat * 52 + idx)) < 0) { Py_DECREF(out); PyBuffer_Release(&cards); return NULL; }
            int suit = idx / 13;
            if (got == 0) { bs = seat; bsuit = suit; bi = idx; }
            else if (suit == bsuit) { if (idx > bi) { bs = seat; bi = idx; } }
            else if (suit == trump) { bs = seat; bsuit = suit; bi = idx; }
            got++;
        }
        if (got < 4) { unknown = (n - start) > got; break; }
        leader = bs;
    }
    PyBuffer_Release(&cards);
    return Py_BuildValue("(NO)", out, unknown ? Py_True : Py_False);
}

/* pbn_deal(text) -> (N, E, S, W masks) or None: a PBN [Deal] value of the plain form
 * "F:h1 h2 h3 h4" (F one of N E S W, hands clockwise from F, each "S.H.D.C" with the ranks
 * AKQJT98765432, 13 cards, no card twice); None for anything else (bridgelaw.cards.Deal.parse then
 * reads it and gives the exact error) */
static PyObject *bulk_pbn_deal(PyObject *self, PyObject *arg) {
    (void)self;
    if (!PyUnicode_Check(arg)) { PyErr_SetString(PyExc_TypeError, "pbn_deal takes a str"); return NULL; }
    int kind = PyUnicode_KIND(arg);
    const void *data = PyUnicode_DATA(arg);
    Py_ssize_t a = 0, b = PyUnicode_GET_LENGTH(arg);
    if (!ascii_strip(kind, data, &a, &b) || b - a < 2 || PyUnicode_READ(kind, data, a + 1) != ':') Py_RETURN_NONE;
    int first;
    switch (PyUnicode_READ(kind, data, a)) {
    case 'N': first = 0; break; case 'E': first = 1; break; case 'S': first = 2; break; case 'W': first = 3; break;
    default: Py_RETURN_NONE;
    }
    uint64_t hand[4] = {0, 0, 0, 0}, all = 0;
    int h = 0, suit = 3, count = 0, in_hand = 0;
    for (Py_ssize_t i = a + 2; i <= b; i++) {
        Py_UCS4 c = i < b ? PyUnicode_READ(kind, data, i) : ' ';
        if (c == ' ' || c == '\t') {
            if (in_hand) {
                if (suit != 0 || count != 13) Py_RETURN_NONE;
                h++; in_hand = 0; suit = 3; count = 0;
            }
            continue;
        }
        if (h >= 4) Py_RETURN_NONE;
        in_hand = 1;
        if (c == '.') { if (--suit < 0) Py_RETURN_NONE; continue; }
        int r;
        switch (c) {
        case 'A': r = 12; break; case 'K': r = 11; break; case 'Q': r = 10; break; case 'J': r = 9; break;
        case 'T': r = 8; break; case '9': r = 7; break; case '8': r = 6; break; case '7': r = 5; break;
        case '6': r = 4; break; case '5': r = 3; break; case '4': r = 2; break; case '3': r = 1; break;
        case '2': r = 0; break; default: Py_RETURN_NONE;
        }
        uint64_t bit = 1ULL << (suit * 13 + r);
        if (all & bit) Py_RETURN_NONE;
        all |= bit;
        hand[(first + h) & 3] |= bit;
        count++;
    }
    if (h != 4) Py_RETURN_NONE;
    return Py_BuildValue("(KKKK)", (unsigned long long)hand[0], (unsigned long long)hand[1],
                         (unsigned long long)hand[2], (unsigned long long)hand[3]);
}

static PyMethodDef methods[] = {
    {"play", bulk_play, METH_VARARGS,
     "play(hands, trump, leader, play) -> (code, at, won_ns, won_ew, done, revokes): Law 44 core."},
    {"register_cards", bulk_register_cards, METH_O, "register_cards(cards): the 52 Card objects (index lookup)."},
    {"lin_scan", bulk_lin_scan, METH_VARARGS, "lin_scan(text, n, final) -> (events, consumed, n): LIN pairs."},
    {"lin_hand", bulk_lin_hand, METH_O, "lin_hand(text) -> 52-bit mask, or -1 when not a plain LIN hand."},
    {"sequence", bulk_sequence, METH_VARARGS, "sequence(cards, leader, trump, pairs) -> play in order with seats."},
    {"pbn_deal", bulk_pbn_deal, METH_O, "pbn_deal(text) -> (N, E, S, W masks) or None: a plain PBN deal."},
    {"pbn_play", bulk_pbn_play, METH_VARARGS, "pbn_play(cards, first, trump, pairs) -> (play, unknown) or None."},
    {"lin_has_header", bulk_lin_has_header, METH_O, "lin_has_header(text) -> True when vg, rs or a pn of both rooms is there."},
    {"lin_fast", bulk_lin_fast, METH_VARARGS,
     "lin_fast(text, pos, n, final, results, first_board[, claims]) -> (kind, a, b, n_a, n_b, header_seen, "
     "complete, claimed, stopped, no_play): whole LIN boards assembled and classified (claims: hand back claimed boards too)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_bulk", "Compiled Law 44 core of bridgelaw.bulk.", -1, methods,
                                    NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__bulk(void) {
    s_index = PyUnicode_InternFromString("index");
    if (s_index == NULL)
        return NULL;
    for (int i = 0; i < NKEYS; i++) {
        key_objs[i] = PyUnicode_InternFromString(key_names[i]);
        if (key_objs[i] == NULL)
            return NULL;
    }
    return PyModule_Create(&module);
}
