/* C reference for bench/replay.py: read a BBO LIN file and replay every board under Law 44
 * with 52-bit masks (card held, follow suit, trick winners, tricks won), the floor of what
 * the machine can do. Handles the LIN the benchmark writes: md (dealer digit, S W N E hands,
 * the fourth may be missing), mb calls (contract: last bid; declarer: first of the side to
 * name its denomination), pc cards; every other key is skipped.
 * Prints: boards cards complete revoke not_held
 * Build: cc -O2 -o ref_replay ref_replay.c ; run: ref_replay FILE.lin
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int suit_of(int c) {
    switch (c | 32) { case 'c': return 0; case 'd': return 1; case 'h': return 2; case 's': return 3; }
    return -1;
}
static int rank_of(int c) {
    const char *r = "23456789TJQKA";
    const char *p = strchr(r, c >= 'a' && c <= 'z' ? c - 32 : c);
    return (c && p) ? (int)(p - r) : -1;
}

typedef struct { uint64_t hand[4]; int dealer, ncards, ncalls; unsigned char cards[64]; char calls[64][4]; int has_md; } board_t;

static long boards, cards_total, complete, revokes, not_held;

static void replay(board_t *b) {
    if (!b->has_md) return;
    boards++;
    /* auction: seats N=0 E=1 S=2 W=3; dealer digit 1=S 2=W 3=N 4=E */
    static const int dseat[5] = {0, 2, 3, 0, 1};
    int seat = dseat[b->dealer], level = 0, den = -1, bidder = -1, first[2][5];
    memset(first, -1, sizeof first);
    for (int i = 0; i < b->ncalls; i++, seat = (seat + 1) & 3) {
        char *c = b->calls[i];
        if (c[0] >= '1' && c[0] <= '7') {
            int d = (c[1] | 32) == 'n' ? 4 : suit_of(c[1]);
            if (d < 0) continue;
            level = c[0] - '0'; den = d; bidder = seat;
            if (first[seat & 1][d] < 0) first[seat & 1][d] = seat;
        }
    }
    if (!level || !b->ncards) return;
    int declarer = first[bidder & 1][den], trump = den == 4 ? -1 : den;
    int turn = (declarer + 1) & 3, pos = 0, led = 0, bs = 0, bsuit = 0, bi = 0, won[2] = {0, 0}, done = 0, rev = 0;
    uint64_t h[4];
    memcpy(h, b->hand, sizeof h);
    for (int i = 0; i < b->ncards; i++) {
        int idx = b->cards[i], suit = idx / 13;
        uint64_t bit = 1ULL << idx;
        if (!(h[turn] & bit)) { not_held++; return; }
        if (pos == 0) { led = bsuit = suit; bs = turn; bi = idx; }
        else {
            if (suit != led && (h[turn] & (0x1FFFULL << (13 * led)))) rev = 1;
            if (suit == bsuit) { if (idx > bi) { bs = turn; bi = idx; } }
            else if (suit == trump) { bs = turn; bsuit = suit; bi = idx; }
        }
        h[turn] &= ~bit;
        cards_total++;
        if (++pos == 4) { won[bs & 1]++; done++; pos = 0; turn = bs; } else turn = (turn + 1) & 3;
    }
    if (rev) revokes++;
    else if (done == 13) complete++;
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: ref_replay FILE.lin\n"); return 2; }
    FILE *f = fopen(argv[1], "rb");
    if (!f) { perror(argv[1]); return 2; }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *t = malloc(n + 1);
    if (!t || fread(t, 1, n, f) != (size_t)n) { fprintf(stderr, "cannot read %s\n", argv[1]); return 2; }
    t[n] = 0;
    fclose(f);
    board_t b;
    memset(&b, 0, sizeof b);
    char *p = t, *end = t + n;
    while (p < end) {
        char *k = p, *bar = memchr(p, '|', end - p);
        if (!bar) break;
        char *v = bar + 1, *vend = memchr(v, '|', end - v);
        if (!vend) break;
        while (k < bar && (*k == '\n' || *k == '\r' || *k == ' ')) k++;
        if (bar - k == 2) {
            char k0 = k[0] | 32, k1 = k[1] | 32;
            if (k0 == 'm' && k1 == 'd') {
                if (b.has_md) { replay(&b); }
                memset(&b, 0, sizeof b);
                b.has_md = 1;
                b.dealer = v[0] - '0';
                static const int order[4] = {2, 3, 0, 1}; /* S W N E */
                int hand = 0, suit = -1;
                uint64_t all = 0;
                for (char *q = v + 1; q < vend; q++) {
                    if (*q == ',') { hand++; suit = -1; continue; }
                    int s = suit_of(*q);
                    if (s >= 0) { suit = s; continue; }
                    int r = rank_of(*q);
                    if (r >= 0 && suit >= 0 && hand < 4) { b.hand[order[hand]] |= 1ULL << (suit * 13 + r); all |= 1ULL << (suit * 13 + r); }
                }
                if (hand >= 3 && !b.hand[order[3]]) b.hand[order[3]] = ((1ULL << 52) - 1) & ~all;
            } else if (k0 == 'm' && k1 == 'b' && b.ncalls < 64) {
                size_t len = (size_t)(vend - v) < 3 ? (size_t)(vend - v) : 3;
                memcpy(b.calls[b.ncalls], v, len);
                b.calls[b.ncalls++][len] = 0;
            } else if (k0 == 'p' && k1 == 'c' && vend - v == 2 && b.ncards < 64) {
                int s = suit_of(v[0]), r = rank_of(v[1]);
                if (s >= 0 && r >= 0) b.cards[b.ncards++] = (unsigned char)(s * 13 + r);
            }
        }
        p = vend + 1;
    }
    replay(&b);
    printf("%ld %ld %ld %ld %ld\n", boards, cards_total, complete, revokes, not_held);
    free(t);
    return 0;
}
