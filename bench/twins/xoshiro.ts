// xoshiro256** seeded by splitmix64 per path, as assembly/plan-odds.ts
// run it, for the bench's twins. JavaScript has no 64-bit integers outside BigInt (far too slow
// for this), so each 64-bit word is kept as two 32-bit halves.

/** Half-words of the generator's state: s[2k] high, s[2k+1] low, for the four 64-bit words. */
const state = new Uint32Array(8);

// 64-bit helpers on (hi, lo) pairs, results in these two slots.
let rh = 0;
let rl = 0;

/** (ah, al) × (bh, bl) mod 2^64, in 16-bit pieces so no partial product loses bits. */
function mul64(ah: number, al: number, bh: number, bl: number): void {
  const a0 = al & 0xffff;
  const a1 = al >>> 16;
  const b0 = bl & 0xffff;
  const b1 = bl >>> 16;
  const p00 = a0 * b0;
  const p01 = a0 * b1;
  const p10 = a1 * b0;
  const middle = (p00 >>> 16) + (p01 & 0xffff) + (p10 & 0xffff);
  rl = ((middle & 0xffff) << 16) | (p00 & 0xffff);
  rl >>>= 0;
  const carry = (middle >>> 16) + (p01 >>> 16) + (p10 >>> 16) + a1 * b1;
  rh = (carry + Math.imul(ah, bl) + Math.imul(al, bh)) >>> 0;
}

function add64(ah: number, al: number, bh: number, bl: number): void {
  const low = (al >>> 0) + (bl >>> 0);
  rl = low >>> 0;
  rh = (ah + bh + (low > 0xffffffff ? 1 : 0)) >>> 0;
}

/** splitmix64's finaliser of (h, l), into (rh, rl). */
function mix(h: number, l: number): void {
  // z ^= z >> 30; z *= 0xbf58476d1ce4e5b9
  let zl = (l ^ ((l >>> 30) | (h << 2))) >>> 0;
  let zh = (h ^ (h >>> 30)) >>> 0;
  mul64(zh, zl, 0xbf58476d, 0x1ce4e5b9);
  // z ^= z >> 27; z *= 0x94d049bb133111eb
  zl = (rl ^ ((rl >>> 27) | (rh << 5))) >>> 0;
  zh = (rh ^ (rh >>> 27)) >>> 0;
  mul64(zh, zl, 0x94d049bb, 0x133111eb);
  // z ^= z >> 31
  zl = (rl ^ ((rl >>> 31) | (rh << 1))) >>> 0;
  zh = (rh ^ (rh >>> 31)) >>> 0;
  rh = zh;
  rl = zl;
}

/** Seeds the generator for one path: the same (seed, path) always gives the same stream. */
export function seedPath(seed: number, path: number): void {
  // x = mix((seed << 32) ^ (path × 0xd1b54a32d192ed03))
  mul64(0, path >>> 0, 0xd1b54a32, 0xd192ed03);
  mix((seed ^ rh) >>> 0, rl);
  let xh = rh;
  let xl = rl;
  for (let word = 0; word < 4; word++) {
    add64(xh, xl, 0x9e3779b9, 0x7f4a7c15);
    xh = rh;
    xl = rl;
    mix(xh, xl);
    state[2 * word] = rh;
    state[2 * word + 1] = rl;
  }
}

/** The generator's last output, as two unsigned 32-bit halves. */
export const word = { high: 0, low: 0 };

/** xoshiro256**: the next 64-bit output into `word`. */
export function nextWords(): void {
  const s0h = state[0], s0l = state[1], s1h = state[2], s1l = state[3];
  const s2h = state[4], s2l = state[5], s3h = state[6], s3l = state[7];
  // result = rotl(s1 × 5, 7) × 9
  add64((s1h << 2) | (s1l >>> 30), s1l << 2, s1h, s1l);
  const fh = rh, fl = rl;
  const gh = ((fh << 7) | (fl >>> 25)) >>> 0;
  const gl = ((fl << 7) | (fh >>> 25)) >>> 0;
  add64((gh << 3) | (gl >>> 29), gl << 3, gh, gl);
  word.high = rh >>> 0;
  word.low = rl >>> 0;
  // t = s1 << 17
  const th = ((s1h << 17) | (s1l >>> 15)) >>> 0;
  const tl = (s1l << 17) >>> 0;
  const n2h = (s2h ^ s0h) >>> 0, n2l = (s2l ^ s0l) >>> 0;
  const n3h = (s3h ^ s1h) >>> 0, n3l = (s3l ^ s1l) >>> 0;
  state[2] = s1h ^ n2h;
  state[3] = s1l ^ n2l;
  state[0] = s0h ^ n3h;
  state[1] = s0l ^ n3l;
  state[4] = n2h ^ th;
  state[5] = n2l ^ tl;
  // s3 = rotl(s3, 45): the halves swap (32) and turn 13 more.
  state[6] = (n3l << 13) | (n3h >>> 19);
  state[7] = (n3h << 13) | (n3l >>> 19);
}
