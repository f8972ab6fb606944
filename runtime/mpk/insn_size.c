/* insn_size.c — how many bytes of memory an x86-64 instruction accesses,
 * for the report of a protection-key fault no hook announced (code heddle-cc
 * --backend=mpk built leaves such accesses to the keys): the check backend
 * names an access with its size, and the report should say the same. Covers
 * the moves and arithmetic compilers emit for loads and stores of scalars and
 * SSE/AVX vectors; anything else is 0 (unknown; the report then says 1). */
#include "insn_size.h"

/* The operand size of a general-purpose instruction with prefixes seen. */
static unsigned gp_size(int rex_w, int opsize16) { return rex_w ? 8 : opsize16 ? 2 : 4; }

/* Map 0F opcodes (legacy SSE or VEX-encoded: `vex_l` selects 256 bits). */
static unsigned map0f_size(uint8_t op, uint8_t pfx, int rex_w, int vex_l) {
  unsigned vec = vex_l ? 32 : 16;
  switch (op) {
  case 0xB6: case 0xBE: return 1; /* movzx/movsx r, m8 */
  case 0xB7: case 0xBF: return 2; /* movzx/movsx r, m16 */
  case 0xAF: return gp_size(rex_w, pfx == 0x66); /* imul r, r/m */
  case 0x10: case 0x11: /* movups/movupd/movss/movsd */
  case 0x51: case 0x58: case 0x59: case 0x5C: case 0x5D: case 0x5E: case 0x5F:
    return pfx == 0xF3 ? 4 : pfx == 0xF2 ? 8 : vec;
  case 0x28: case 0x29: case 0x54: case 0x57: return vec; /* movaps/movapd, andps, xorps */
  case 0x6F: case 0x7F: return pfx == 0x66 || pfx == 0xF3 ? vec : 8; /* movdqa/movdqu; MMX movq */
  case 0x12: case 0x13: case 0x16: case 0x17: case 0xD6: return 8; /* movlps/movhps, movq m64 */
  case 0x7E: return pfx == 0xF3 || rex_w ? 8 : 4; /* movq xmm, m64; movd/movq r/m, xmm */
  case 0x6E: return rex_w ? 8 : 4; /* movd/movq xmm, r/m */
  case 0x2E: case 0x2F: return pfx == 0x66 ? 8 : 4; /* ucomisd/ucomiss */
  case 0x5A: return pfx == 0xF2 ? 8 : pfx == 0xF3 ? 4 : 8; /* cvtsd2ss/cvtss2sd/cvtps2pd */
  case 0x2A: return rex_w ? 8 : 4; /* cvtsi2ss/sd from m32/m64 */
  case 0x2C: case 0x2D: return pfx == 0xF2 ? 8 : 4; /* cvt(t)sd2si / cvt(t)ss2si */
  default: return 0;
  }
}

unsigned hd_insn_access_size(const uint8_t *b) {
  int rex_w = 0, opsize16 = 0;
  uint8_t pfx = 0; /* the mandatory-prefix byte of SSE instructions: 0x66, 0xF2 or 0xF3 */
  int i = 0;
  for (; i < 14; i++) {
    uint8_t x = b[i];
    if (x == 0x66) opsize16 = 1, pfx = pfx ? pfx : 0x66;
    else if (x == 0xF2 || x == 0xF3) pfx = x;
    else if (x == 0xF0 || x == 0x67 || x == 0x2E || x == 0x3E || x == 0x26 || x == 0x64 || x == 0x65 || x == 0x36) ;
    else break;
  }
  if ((b[i] & 0xF0) == 0x40) rex_w = (b[i++] >> 3) & 1;
  uint8_t op = b[i];
  if (op == 0xC5 || op == 0xC4) { /* VEX */
    static const uint8_t vex_pfx[4] = {0, 0x66, 0xF3, 0xF2};
    uint8_t p = op == 0xC5 ? b[i + 1] : b[i + 2];
    if (op == 0xC4 && (b[i + 1] & 0x1F) != 1) return 0; /* only map 0F */
    int w = op == 0xC4 ? (b[i + 2] >> 7) & 1 : 0;
    return map0f_size(b[i + (op == 0xC5 ? 2 : 3)], vex_pfx[p & 3], w, (p >> 2) & 1);
  }
  if (op == 0x0F) return map0f_size(b[i + 1], pfx, rex_w, 0);
  switch (op) {
  case 0x88: case 0x8A: case 0xC6: case 0x80: case 0x84: case 0x86: case 0xF6: case 0xFE:
  case 0xC0: case 0xD0: case 0xD2:
    return 1;
  case 0x89: case 0x8B: case 0xC7: case 0x81: case 0x83: case 0x85: case 0x87: case 0xF7:
  case 0xC1: case 0xD1: case 0xD3: case 0xFF:
    return gp_size(rex_w, opsize16);
  case 0x63: /* movsxd r, m32 (movslq: a sign-extended int load into a long) */
    return opsize16 ? 2 : 4;
  default:
    /* add/or/adc/sbb/and/sub/xor/cmp: 00-3B, low 3 bits 0-3 (even: 8-bit) */
    if (op < 0x40 && (op & 7) < 4) return op & 1 ? gp_size(rex_w, opsize16) : 1;
    return 0;
  }
}
