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

static PyMethodDef methods[] = {
    {"play", bulk_play, METH_VARARGS,
     "play(hands, trump, leader, play) -> (code, at, won_ns, won_ew, done, revokes): Law 44 core."},
    {"register_cards", bulk_register_cards, METH_O, "register_cards(cards): the 52 Card objects (index lookup)."},
    {"lin_scan", bulk_lin_scan, METH_VARARGS, "lin_scan(text, n, final) -> (events, consumed, n): LIN pairs."},
    {"lin_hand", bulk_lin_hand, METH_O, "lin_hand(text) -> 52-bit mask, or -1 when not a plain LIN hand."},
    {"sequence", bulk_sequence, METH_VARARGS, "sequence(cards, leader, trump, pairs) -> play in order with seats."},
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
