/**
 * Writes the seed's illustrations as small flat SVGs in the brand palette:
 *   public/images/scenes/generated/<motif>-<n>.svg  8 motifs × 8 variants (800×500)
 *   public/images/avatars/generated/<n>.svg         64 member avatars (400×400)
 *   public/images/logos/<n>.svg                     40 company marks (96×96)
 *   mocks/seed/avatarTraits.gen.ts                  each avatar's presentation, skin and age
 * Deterministic: each file draws from a mulberry32 PRNG seeded by its own name, and every number
 * is rounded before it is printed, so a run rewrites the same bytes. The three folders belong to
 * this script (it empties them first). Run: npx tsx scripts/generate/images.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  AVATAR_COUNT,
  LOGO_COUNT,
  SCENE_MOTIFS,
  SCENE_VARIANTS,
  avatarImage,
  logoImage,
  sceneImage,
  type SceneMotif,
} from '../../mocks/seed/images';

// ---------------------------------------------------------------------------------------------
// Determinism helpers

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`index ${index} out of range`);
  return item;
}

/** FNV-1a, to turn a file name into a seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 with a few conveniences. */
class Rng {
  private state: number;
  constructor(name: string) {
    this.state = hash(name);
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return at(items, Math.floor(this.next() * items.length));
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = at(out, i);
      out[i] = at(out, j);
      out[j] = tmp;
    }
    return out;
  }
}

function fmt(value: number, digits: number): string {
  const k = 10 ** digits;
  const rounded = Math.round(value * k) / k;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Tagged template that prints numbers rounded (to `digits` decimals). */
function markup(digits: number) {
  return (strings: TemplateStringsArray, ...values: Array<string | number>): string => {
    let out = strings[0] ?? '';
    values.forEach((value, i) => {
      out += (typeof value === 'number' ? fmt(value, digits) : value) + (strings[i + 1] ?? '');
    });
    return out;
  };
}
const x = markup(0);
const x1 = markup(1);

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  if (t <= 0) return a;
  const from = rgb(a);
  const to = rgb(b);
  return `#${from
    .map((v, i) =>
      Math.round(v + (at(to, i) - v) * Math.min(t, 1))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** y at x of a quadratic curve from (0,y0) via control (mid,cy) to (800,y2). */
function bandY(y0: number, mid: number, cy: number, y2: number, px: number): number {
  const a = 800 - 2 * mid;
  const t =
    Math.abs(a) < 1e-6
      ? px / (2 * mid)
      : (-2 * mid + Math.sqrt(4 * mid * mid + 4 * a * px)) / (2 * a);
  return (1 - t) * (1 - t) * y0 + 2 * t * (1 - t) * cy + t * t * y2;
}

/** y of a quadratic curve from (0,y0) via control (400,cy) to (800,y2) at x. */
function qy(y0: number, cy: number, y2: number, px: number): number {
  const t = px / 800;
  return (1 - t) * (1 - t) * y0 + 2 * t * (1 - t) * cy + t * t * y2;
}

/** `round` puts stroke-linecap="round" on the root, which every stroke inherits. */
function svgDoc(
  size: [number, number],
  label: string,
  body: string,
  defs = '',
  round = true,
): string {
  const [w, h] = size;
  const caps = round ? ' stroke-linecap="round"' : '';
  // a minus sign separates numbers by itself: "q6 -7" → "q6-7"
  body = body.replace(/(\d) -(?=[\d.])/g, '$1-');
  defs = defs.replace(/(\d) -(?=[\d.])/g, '$1-');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${label}"${caps}>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
}

/** Round dots drawn as zero-length strokes: 10 bytes a dot. */
const dot = (px: number, py: number) => x`M${px} ${py}h0`;
const dots = (d: string, color: string, size: number, extra = '') =>
  d ? x`<path d="${d}" stroke="${color}" stroke-width="${size}"${extra}/>` : '';

// ---------------------------------------------------------------------------------------------
// Scenes

type Time = {
  key: string;
  phrase: string;
  sky: string[];
  tint: string;
  amount: number;
  body: 'sun' | 'moon' | 'none';
  bodyColor: string;
  bodyR: number;
  bodyY: [number, number];
  stars: number;
  clouds: number;
  cloudColor: string;
  cloudOpacity: number;
  rain: boolean;
  /** 0 = daylight windows, 1 = every window glows */
  lit: number;
  birds: boolean;
};

const TIMES: Time[] = [
  {
    key: 'dawn',
    phrase: 'at dawn',
    sky: ['#6f86c6', '#e9b7c3', '#fde3c0'],
    tint: '#c98a8f',
    amount: 0.14,
    body: 'sun',
    bodyColor: '#fff1d0',
    bodyR: 46,
    bodyY: [230, 290],
    stars: 4,
    clouds: 2,
    cloudColor: '#fbd6d6',
    cloudOpacity: 0.8,
    rain: false,
    lit: 0.35,
    birds: true,
  },
  {
    key: 'noon',
    phrase: 'at midday',
    sky: ['#4f9fd8', '#d4ecf7'],
    tint: '#ffffff',
    amount: 0,
    body: 'sun',
    bodyColor: '#fffbe8',
    bodyR: 42,
    bodyY: [70, 110],
    stars: 0,
    clouds: 3,
    cloudColor: '#ffffff',
    cloudOpacity: 0.9,
    rain: false,
    lit: 0,
    birds: true,
  },
  {
    key: 'golden',
    phrase: 'in the afternoon sun',
    sky: ['#f2b33d', '#fbe7d9'],
    tint: '#f2b33d',
    amount: 0.08,
    body: 'sun',
    bodyColor: '#fff4d6',
    bodyR: 54,
    bodyY: [110, 170],
    stars: 0,
    clouds: 1,
    cloudColor: '#fff4d6',
    cloudOpacity: 0.7,
    rain: false,
    lit: 0,
    birds: true,
  },
  {
    key: 'sunset',
    phrase: 'at sunset',
    sky: ['#5b2a5e', '#c9621f', '#f6b26b'],
    tint: '#7f2d08',
    amount: 0.25,
    body: 'sun',
    bodyColor: '#ffd58a',
    bodyR: 64,
    bodyY: [240, 290],
    stars: 0,
    clouds: 2,
    cloudColor: '#f29e6b',
    cloudOpacity: 0.75,
    rain: false,
    lit: 0.45,
    birds: true,
  },
  {
    key: 'dusk',
    phrase: 'at dusk',
    sky: ['#1d3f63', '#7a4d7a', '#f29e6b'],
    tint: '#2a2350',
    amount: 0.38,
    body: 'moon',
    bodyColor: '#fde3c0',
    bodyR: 24,
    bodyY: [70, 130],
    stars: 10,
    clouds: 0,
    cloudColor: '#7a4d7a',
    cloudOpacity: 0.6,
    rain: false,
    lit: 0.75,
    birds: false,
  },
  {
    key: 'night',
    phrase: 'at night',
    sky: ['#0b1330', '#2b3a67'],
    tint: '#0f1633',
    amount: 0.55,
    body: 'moon',
    bodyColor: '#fdf1d6',
    bodyR: 34,
    bodyY: [60, 120],
    stars: 30,
    clouds: 0,
    cloudColor: '#3a4670',
    cloudOpacity: 0.7,
    rain: false,
    lit: 1,
    birds: false,
  },
  {
    key: 'overcast',
    phrase: 'on an overcast day',
    sky: ['#97a3ad', '#e2e6e9'],
    tint: '#8a949c',
    amount: 0.3,
    body: 'none',
    bodyColor: '#eef1f3',
    bodyR: 0,
    bodyY: [0, 0],
    stars: 0,
    clouds: 4,
    cloudColor: '#c3cad0',
    cloudOpacity: 0.95,
    rain: false,
    lit: 0.15,
    birds: true,
  },
  {
    key: 'rain',
    phrase: 'in monsoon rain',
    sky: ['#46525e', '#97a4ae'],
    tint: '#46525c',
    amount: 0.42,
    body: 'none',
    bodyColor: '#eef1f3',
    bodyR: 0,
    bodyY: [0, 0],
    stars: 0,
    clouds: 4,
    cloudColor: '#5d6975',
    cloudOpacity: 0.95,
    rain: true,
    lit: 0.45,
    birds: false,
  },
];

type Sun = { x: number; y: number; r: number } | null;

type Ctx = {
  rng: Rng;
  time: Time;
  /** a foreground colour in this light */
  c: (hex: string) => string;
  /** a colour further away: tinted, then faded towards the horizon */
  far: (hex: string, k: number) => string;
  horizon: string;
  sun: Sun;
  /** window colour for a wall in this light */
  glass: (wall: string) => string;
};

type Drawn = { body: string; label: string; defs?: string };

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
const word = (n: number) => at(WORDS, n);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function sky(ctx: Ctx): { defs: string; back: string; front: string } {
  const { rng, time } = ctx;
  const n = time.sky.length;
  const stops = time.sky
    .map((color, i) => x`<stop offset="${fmt(i / (n - 1), 2)}" stop-color="${color}"/>`)
    .join('');
  let defs = `<linearGradient id="s" x2="0" y2="1">${stops}</linearGradient>`;
  let back = '<rect width="800" height="500" fill="url(#s)"/>';
  if (time.stars) {
    let small = '';
    let big = '';
    for (let i = 0; i < time.stars; i++) {
      const d = dot(rng.int(10, 790), rng.int(8, 230));
      if (rng.chance(0.25)) big += d;
      else small += d;
    }
    back += dots(small, '#fff', 3, ' opacity=".8"') + dots(big, '#fff4d6', 5);
  }
  if (ctx.sun && time.body === 'sun') {
    const { x: sx, y: sy, r } = ctx.sun;
    back += x`<circle cx="${sx}" cy="${sy}" r="${r * 1.5}" fill="${time.bodyColor}" opacity=".25"/>`;
    back += x`<circle cx="${sx}" cy="${sy}" r="${r}" fill="${time.bodyColor}"/>`;
  } else if (ctx.sun && time.body === 'moon') {
    const { x: sx, y: sy, r } = ctx.sun;
    back += x`<path d="M${sx} ${sy - r}A${r} ${r} 0 1 0 ${sx} ${sy + r}A${r * 0.7} ${r} 0 1 1 ${sx} ${sy - r}Z" fill="${time.bodyColor}"/>`;
  }
  let cloud = '';
  for (let i = 0; i < time.clouds; i++) {
    const w = rng.int(110, 220);
    const h = w * rng.range(0.32, 0.45);
    const cx0 = time.clouds > 3 ? (i * 800) / time.clouds + rng.int(-60, 20) : rng.int(-40, 700);
    const cy0 = rng.int(60, time.clouds > 3 ? 150 : 200);
    const p1 = [w * 0.28, -h * 0.45];
    const p2 = [w * 0.42, -h * 0.2];
    const p3 = [w * 0.3, h * 0.65];
    const arc = ([dx, dy]: number[]) => {
      const r = Math.hypot(dx ?? 0, dy ?? 0) / 2;
      return x`a${r} ${r} 0 0 1 ${dx ?? 0} ${dy ?? 0}`;
    };
    cloud += x`M${cx0} ${cy0}` + arc(p1) + arc(p2) + arc(p3) + 'Z';
  }
  if (cloud) {
    const op = time.cloudOpacity < 1 ? ` opacity="${time.cloudOpacity}"` : '';
    back += `<path d="${cloud}" fill="${time.cloudColor}"${op}/>`;
  }
  if (time.birds && rng.chance(0.6)) {
    let b = '';
    const bx = rng.int(120, 640);
    const by = rng.int(90, 170);
    for (let i = 0, count = rng.int(2, 4); i < count; i++) {
      const px = bx + i * rng.int(22, 40);
      const py = by + rng.int(-20, 20);
      b += x`M${px} ${py}q6 -7 12 0q6 -7 12 0`;
    }
    back += x`<path d="${b}" fill="none" stroke="${mix('#2b1d14', time.sky.at(-1) ?? '#fff', 0.2)}" stroke-width="3"/>`;
  }
  let front = '';
  if (time.rain) {
    defs +=
      '<pattern id="r" width="34" height="46" patternUnits="userSpaceOnUse" patternTransform="rotate(14)"><path d="M8 0v20M25 23v20" stroke="#e3ebf0" stroke-width="2" opacity=".55"/></pattern>';
    front = '<rect width="800" height="500" fill="url(#r)"/>';
  }
  return { defs, back, front };
}

/** Sun reflected on water below a low sun. */
function glitter(ctx: Ctx, horizon: number): string {
  const { sun, time } = ctx;
  if (!sun || time.body !== 'sun' || sun.y < 200) return '';
  const d = x`M${sun.x - 50} ${horizon + 10}h100M${sun.x - 34} ${horizon + 24}h68M${sun.x - 20} ${horizon + 38}h40`;
  return `<path d="${d}" stroke="${time.bodyColor}" stroke-width="5" opacity=".7"/>`;
}

const SEAS: Array<[string, string]> = [
  ['#2f8f9d', '#58b8c2'],
  ['#1d5a85', '#3c8fb8'],
  ['#1f7a8c', '#6cc3c9'],
  ['#2a6f97', '#7cc6d6'],
];

const FRONDS = [
  [-60, -12, -96, 30],
  [50, -30, 96, 4],
  [-22, -52, -74, -46],
  [30, -52, 82, -36],
  [-40, -2, -60, 54],
  [40, 2, 58, 54],
];

function palm(ctx: Ctx, px: number, base: number, height: number, lean: number, k: number) {
  const tx = px + lean;
  const ty = base - height;
  const trunk = x`<path d="M${px} ${base}Q${px + lean * 0.1} ${base - height * 0.55} ${tx} ${ty}" stroke="${ctx.c('#6b4a2b')}" stroke-width="${10 * k}" fill="none"/>`;
  const fronds = FRONDS.map(
    ([a, b, c, d]) => x`M${tx} ${ty}q${a! * k} ${b! * k} ${c! * k} ${d! * k}`,
  ).join('');
  return (
    trunk +
    x`<path d="${fronds}" stroke="${ctx.c('#2d6a37')}" stroke-width="${14 * k}" fill="none"/>`
  );
}

function sailboat(px: number, py: number, k: number, hull: string, sail: string): string {
  return (
    x`<path d="M${px - 32 * k} ${py}h${64 * k}l${-12 * k} ${13 * k}h${-40 * k}Z" fill="${hull}"/>` +
    x`<path d="M${px} ${py - 3}V${py - 62 * k}L${px + 30 * k} ${py - 6}ZM${px - 4} ${py - 52 * k}L${px - 26 * k} ${py - 6}H${px - 4}Z" fill="${sail}"/>`
  );
}

function longtail(px: number, py: number, k: number, hull: string, roof: string): string {
  return (
    x`<path d="M${px - 50 * k} ${py - 4 * k}Q${px} ${py + 16 * k} ${px + 52 * k} ${py - 14 * k}L${px + 44 * k} ${py + 6 * k}Q${px} ${py + 18 * k} ${px - 44 * k} ${py + 8 * k}Z" fill="${hull}"/>` +
    x`<path d="M${px - 22 * k} ${py}V${py - 16 * k}M${px + 12 * k} ${py - 2 * k}V${py - 16 * k}" stroke="${hull}" stroke-width="${3 * k}"/>` +
    x`<path d="M${px - 28 * k} ${py - 15 * k}h${46 * k}v${-6 * k}h${-46 * k}Z" fill="${roof}"/>`
  );
}

function beach(ctx: Ctx): Drawn {
  const { rng, c } = ctx;
  const h = rng.int(285, 330);
  const [sea, swell] = rng.pick(SEAS);
  const sand = rng.pick(['#e9c893', '#f2d7a8', '#e6b980', '#f4dcc0']);
  const y0 = rng.int(385, 430);
  const y2 = rng.int(385, 430);
  const cy = rng.int(360, 440);
  let s = x`<rect y="${h}" width="800" height="${500 - h}" fill="${c(sea)}"/>`;
  s += x`<path d="M0 ${h + 34}Q200 ${h + 20} 400 ${h + 34}T800 ${h + 30}V500H0Z" fill="${c(swell)}"/>`;
  if (rng.chance(0.5)) {
    const ix = rng.int(20, 600);
    const iw = rng.int(120, 260);
    s += x`<path d="M${ix} ${h + 1}q${iw * 0.2} ${-rng.int(25, 60)} ${iw * 0.45} ${-rng.int(30, 50)}t${iw * 0.55} ${rng.int(30, 50)}Z" fill="${ctx.far('#2d6a37', 0.5)}"/>`;
  }
  s += glitter(ctx, h);
  const boats = rng.int(0, 3);
  for (let i = 0; i < boats; i++) {
    const by = rng.int(h + 12, Math.min(y0, y2) - 30);
    const k = 0.45 + ((by - h) / 100) * 0.4;
    s += sailboat(
      rng.int(80, 720),
      by,
      k,
      c(rng.pick(['#7f2d08', '#3c2a20', '#1d5a85'])),
      c(rng.pick(['#ffffff', '#fbe7d9', '#c9621f', '#f2b33d'])),
    );
  }
  s += x`<path d="M0 ${y0}Q400 ${cy} 800 ${y2}V500H0Z" fill="${c(sand)}"/>`;
  s += x`<path d="M0 ${y0 - 3}Q400 ${cy - 3} 800 ${y2 - 3}" fill="none" stroke="${c('#ffffff')}" stroke-width="6" opacity=".6"/>`;
  // one to three palms, leaning in towards the middle, kept apart
  const spots: number[] = [];
  for (let tries = 0, want = rng.int(1, 3); spots.length < want && tries < 30; tries++) {
    const px = rng.int(40, 760);
    if (spots.every((o) => Math.abs(o - px) > 120)) spots.push(px);
  }
  let shades = 0;
  for (let tries = 0, want = rng.int(0, 3); shades < want && tries < 30; tries++) {
    const ux = rng.int(70, 730);
    if (!spots.every((o) => Math.abs(o - ux) > 110)) continue;
    shades++;
    const uy = qy(y0, cy, y2, ux) + rng.int(30, 60);
    const col = c(rng.pick(['#a93d0c', '#f2b33d', '#1d5a85', '#c9621f', '#2d6a37']));
    s += x`<path d="M${ux} ${uy}V${uy - 66}" stroke="${c('#6b4a2b')}" stroke-width="5"/>`;
    s += x`<path d="M${ux - 44} ${uy - 58}Q${ux} ${uy - 106} ${ux + 44} ${uy - 58}Z" fill="${col}"/>`;
  }
  for (const px of spots) {
    const k = rng.range(0.7, 1.15);
    const lean = (px < 400 ? 1 : -1) * rng.int(30, 110);
    s += palm(ctx, px, 500, rng.int(210, 280) * k, lean, k);
  }
  const palms = spots.length;
  const label = `Beach with ${palms === 1 ? 'a palm tree' : `${word(palms)} palm trees`}${boats ? ' and sailing boats' : ''}${shades ? ' and sunshades' : ''} ${ctx.time.phrase}`;
  return { body: s, label: cap(label) };
}

function island(ctx: Ctx): Drawn {
  const { rng, c, far } = ctx;
  const h = rng.int(320, 370);
  const [sea, swell] = rng.pick(SEAS);
  const green = rng.pick(['#2d6a37', '#3f8a4a', '#4f7d2e', '#355e3b']);
  const rock = rng.pick(['#b9b1a3', '#a89a88', '#c4b8a4']);
  let s = x`<rect y="${h}" width="800" height="${500 - h}" fill="${c(sea)}"/>`;
  s += glitter(ctx, h);
  const n = rng.int(2, 5);
  const slots = rng
    .shuffle([70, 190, 300, 420, 530, 650, 750])
    .slice(0, n)
    .map((sx) => ({ sx, depth: rng.next() }))
    .sort((a, b) => a.depth - b.depth);
  slots.forEach(({ sx }, i) => {
    const d = n === 1 ? 1 : i / (n - 1);
    const base = h + d * 45 + 4;
    const w = rng.int(70, 140) * (0.7 + 0.5 * d);
    const hh = Math.min(w * rng.range(1.1, 1.8), base - 90);
    const x0 = sx - w / 2;
    const top = base - hh;
    // steep sides and a saddle between two humps, the higher one on either side
    const m = rng.chance(0.5) ? 1 : -1;
    const X = (f: number) => sx + m * (f - 0.5) * w;
    const sad = top + hh * rng.range(0.1, 0.22);
    const hump = top + hh * rng.range(0.05, 0.12);
    s += x`<path d="M${X(0)} ${base}C${X(-0.12)} ${base - hh * 0.55} ${X(0)} ${top} ${X(0.3)} ${top}C${X(0.45)} ${top} ${X(0.5)} ${sad} ${X(0.62)} ${sad}C${X(0.85)} ${sad} ${X(0.95)} ${hump} ${X(1.02)} ${base - hh * 0.6}Q${X(1.1)} ${base - hh * 0.3} ${X(1)} ${base}Z" fill="${far(green, (1 - d) * 0.55)}"/>`;
    // the side away from the light in shade, and bare limestone showing through the jungle
    s += x`<path d="M${X(0.3)} ${top}C${X(0.2)} ${base - hh * 0.5} ${X(0.5)} ${base - hh * 0.3} ${X(0.42)} ${base}H${X(0)}C${X(-0.12)} ${base - hh * 0.55} ${X(0)} ${top} ${X(0.3)} ${top}Z" fill="${far(mix(green, '#0b2a14', 0.3), (1 - d) * 0.55)}"/>`;
    const b = base - 4;
    if (d >= 0.5)
      s += x`<path d="M${x0 + w * 0.18} ${b}v${-hh * rng.range(0.15, 0.35)}M${x0 + w * 0.42} ${b}v${-hh * rng.range(0.1, 0.3)}M${x0 + w * 0.7} ${b}v${-hh * rng.range(0.2, 0.4)}" stroke="${far(rock, (1 - d) * 0.55)}" stroke-width="${w * 0.07}" opacity=".7"/>`;
  });
  s += x`<path d="M0 ${h + 62}Q200 ${h + 52} 400 ${h + 62}T800 ${h + 58}V500H0Z" fill="${c(swell)}" opacity=".75"/>`;
  s += x`<path d="M${rng.int(40, 300)} ${h + 90}h120M${rng.int(400, 640)} ${h + 110}h140M${rng.int(100, 500)} ${h + 135}h90" stroke="${c('#ffffff')}" stroke-width="4" opacity=".4"/>`;
  const boats = rng.int(0, 2);
  for (let i = 0; i < boats; i++) {
    s += longtail(
      rng.int(90, 710),
      rng.int(h + 75, 470),
      rng.range(0.8, 1.2),
      c(rng.pick(['#7f2d08', '#8c5a3c', '#3c2a20'])),
      c(rng.pick(['#f2b33d', '#1d5a85', '#a93d0c', '#fbe7d9'])),
    );
  }
  const label = `${word(n)} limestone islands in the sea${boats ? ' with longtail boats' : ''} ${ctx.time.phrase}`;
  return { body: s, label: cap(label) };
}

function skylineBack(ctx: Ctx, gy: number, min: number, max: number, color: string, k: number) {
  const { rng, far } = ctx;
  let d = '';
  for (let px = -10; px < 800;) {
    const w = rng.int(40, 90);
    d += x`M${px} ${gy}V${gy - rng.int(min, max)}h${w}V${gy}Z`;
    px += w + rng.int(-5, 10);
  }
  return `<path d="${d}" fill="${far(color, k)}"/>`;
}

function market(ctx: Ctx): Drawn {
  const { rng, c, time } = ctx;
  const gy = rng.int(432, 452);
  let s = skylineBack(ctx, gy, 110, 250, rng.pick(['#7f2d08', '#3c2a20', '#5b4f73']), 0.4);
  const n = rng.int(3, 5);
  const slot = 800 / n;
  const w = slot * rng.range(0.7, 0.84);
  const style = rng.pick(['peak', 'stripe', 'umbrella'] as const);
  const ch = rng.int(70, 95);
  const ct = gy - ch;
  const cb = ct - rng.int(85, 115);
  // strings of lights above the stalls: bulbs are dashes of zero length along the wire
  let defs = '';
  const strings = n < 5 && time.clouds < 4 ? rng.int(1, 2) : 1; // a second string only where bytes allow
  const glow = time.lit > 0.4;
  let wire = '';
  let bulbs = '';
  for (let j = 0; j < strings; j++) {
    const y0 = rng.int(50, cb - 110);
    const ctl = y0 + 2 * rng.int(30, 70);
    wire += x`M0 ${y0}Q400 ${ctl} 800 ${y0}`;
    const line = x`M0 ${y0 + 10}Q400 ${ctl + 10} 800 ${y0 + 10}`;
    const gap = rng.int(70, 110);
    const colors = rng.shuffle(['#f2b33d', '#d9452b', '#fbe7d9', '#58b8c2']).slice(0, 2);
    defs += `<path id="b${j}" d="${line}" fill="none"/>`;
    const bulb = (col: string, width: number, dash: number, offset: number, extra = '') =>
      x`<use href="#b${j}" stroke="${col}" stroke-width="${width}" stroke-dasharray="0 ${dash}" stroke-dashoffset="${-offset}"${extra}/>`;
    if (glow) bulbs += bulb('#f6c453', 40, gap, gap / 2, ' opacity=".3"');
    colors.forEach((color, k) => {
      bulbs += bulb(glow ? color : c(color), 22, gap * 2, gap / 2 + k * gap);
    });
  }
  s += x`<path d="${wire}" fill="none" stroke="${c('#fdf1d6')}" stroke-width="2"/>` + bulbs;
  let backs = '';
  let counters = '';
  let posts = '';
  const goods: Record<string, string> = {};
  if (style === 'stripe') {
    defs +=
      '<pattern id="a" width="28" height="10" patternUnits="userSpaceOnUse"><rect width="14" height="10" fill="#fff" opacity=".45"/></pattern>';
  }
  let canopies = '';
  let stripes = '';
  const awnings: Record<string, string> = {};
  const edges: Record<string, string> = {};
  let edgeR = 0;
  const produce = rng.shuffle(['#f2b33d', '#d9452b', '#6a7f4b', '#c9621f', '#fbe7d9']).slice(0, 3);
  const palette = rng.shuffle([
    '#a93d0c',
    '#c9621f',
    '#f2b33d',
    '#1d5a85',
    '#2d6a37',
    '#6a7f4b',
    '#d9452b',
  ]);
  for (let i = 0; i < n; i++) {
    const x0 = i * slot + (slot - w) / 2 + rng.int(-10, 10);
    const col = c(at(palette, i));
    backs += x`M${x0} ${cb}h${w}V${ct}h${-w}Z`;
    counters += x`M${x0 - 6} ${ct}h${w + 12}V${gy}h${-w - 12}Z`;
    posts += x`M${x0 + 5} ${cb}V${gy}M${x0 + w - 5} ${cb}V${gy}`;
    if (style === 'peak') {
      canopies += x`<path d="M${x0 - 16} ${cb + 4}L${x0 + w / 2} ${cb - 50}L${x0 + w + 16} ${cb + 4}Z" fill="${col}"/>`;
    } else if (style === 'umbrella') {
      canopies += x`<path d="M${x0 - 20} ${cb + 6}Q${x0 + w / 2} ${cb - 80} ${x0 + w + 20} ${cb + 6}Z" fill="${col}"/>`;
    } else {
      // two colours in turn; the scalloped edge is a row of touching round dots
      const r = Math.round((w + 20) / 10);
      const tone = c(at(palette, i % 2));
      const rect = x`M${x0 - 10} ${cb - 36}h${w + 20}v36h${-w - 20}Z`;
      awnings[tone] = (awnings[tone] ?? '') + rect;
      edges[tone] = (edges[tone] ?? '') + x`M${x0 - 10 + r} ${cb}h${w + 20 - 2 * r}`;
      stripes += rect;
      edgeR = r;
    }
    // produce on the counter: two colours in alternating zero-length dashes
    rng
      .shuffle(produce)
      .slice(0, 2)
      .forEach((color, f) => {
        goods[color] = (goods[color] ?? '') + x`M${x0 + 12 + f * 20} ${ct - 8}h${w - 30}`;
      });
  }
  s += `<path d="${backs}" fill="${c(glow ? '#5a2a10' : '#3c2a20')}"/>`;
  if (glow) {
    let lamps = '';
    let cords = '';
    for (let i = 0; i < n; i++) {
      lamps += dot(i * slot + slot / 2, cb + 26);
      cords += x`M${i * slot + slot / 2} ${cb}v26`;
    }
    s +=
      dots(cords, '#2b1d14', 2) +
      dots(lamps, '#f6c453', 38, ' opacity=".4"') +
      dots(lamps, '#fff4d6', 14);
  }
  s += x`<path d="${posts}" stroke="${c('#3c2a20')}" stroke-width="7"/>`;
  for (const [color, d] of Object.entries(goods)) {
    s += dots(d, c(color), 18, ' stroke-dasharray="0 40"');
  }
  s += `<path d="${counters}" fill="${c(rng.pick(['#7f2d08', '#8c5a3c', '#6b4a2b']))}"/>`;
  s += canopies;
  for (const [tone, d] of Object.entries(awnings)) {
    s += `<path d="${d}" fill="${tone}"/>`;
    s += dots(edges[tone] ?? '', tone, 2 * edgeR, x` stroke-dasharray="0 ${2 * edgeR}"`);
  }
  if (stripes) s += `<path d="${stripes}" fill="url(#a)"/>`;
  s += x`<rect y="${gy}" width="800" height="${500 - gy}" fill="${c(rng.pick(['#3c2a20', '#8c7462', '#6b4a2b']))}"/>`;
  const kind = time.key === 'night' || time.key === 'dusk' ? 'Night market' : 'Street market';
  const label = `${kind} with ${word(n)} stalls under string lights ${time.phrase}`;
  return { body: s, label, defs };
}

function ridge(rng: Rng, peaks: number, minY: number, maxY: number, valley: [number, number]) {
  const pts: Array<[number, number]> = [[0, rng.int(valley[0], valley[1])]];
  const step = 800 / peaks;
  for (let i = 0; i < peaks; i++) {
    pts.push([i * step + step * rng.range(0.3, 0.7), rng.int(minY, maxY)]);
    pts.push([
      (i + 1) * step - (i === peaks - 1 ? 0 : rng.int(0, 30)),
      rng.int(valley[0], valley[1]),
    ]);
  }
  return pts;
}

function mountains(ctx: Ctx): Drawn {
  const { rng, c, far } = ctx;
  const main = rng.pick(['#50617a', '#5b4f73', '#3c5a6e', '#6a5a4a', '#46627a']);
  const farPts = ridge(rng, rng.int(4, 6), 170, 270, [280, 330]);
  let s = `<path d="M0 440${farPts.map(([px, py]) => x`L${px} ${py}`).join('')}V440Z" fill="${far(main, 0.55)}"/>`;
  const pts = ridge(rng, rng.int(2, 4), 110, 230, [290, 370]);
  s += `<path d="M0 460${pts.map(([px, py]) => x`L${px} ${py}`).join('')}V460Z" fill="${c(main)}"/>`;
  const snow = rng.chance(0.7);
  if (snow) {
    let caps = '';
    for (let i = 1; i < pts.length - 1; i += 2) {
      const [px, py] = at(pts, i);
      const [lx, ly] = at(pts, i - 1);
      const [rx, ry] = at(pts, i + 1);
      if (py > 200) continue;
      const f = 0.28;
      const ax = px + (lx - px) * f;
      const ay = py + (ly - py) * f;
      const bx = px + (rx - px) * f;
      const by = py + (ry - py) * f;
      caps += x`M${px} ${py}L${ax} ${ay}L${ax + (bx - ax) * 0.3} ${ay - 10}L${ax + (bx - ax) * 0.55} ${ay + 8}L${ax + (bx - ax) * 0.8} ${by - 8}L${bx} ${by}Z`;
    }
    if (caps) s += `<path d="${caps}" fill="${c('#ffffff')}"/>`;
  }
  const lake = rng.chance(0.4);
  const greens = rng.pick([
    ['#6f8f45', '#5b7a3a'],
    ['#4f7d2e', '#2d6a37'],
    ['#8a9a5b', '#6a7f4b'],
  ] as const);
  let label: string;
  if (lake) {
    const ly = rng.int(380, 410);
    s += x`<rect y="${ly}" width="800" height="${500 - ly}" fill="${c(rng.pick(['#3c8fb8', '#2f8f9d', '#1d5a85']))}"/>`;
    s += x`<path d="M${rng.int(60, 300)} ${ly + 20}h140M${rng.int(380, 600)} ${ly + 34}h160M${rng.int(200, 400)} ${ly + 52}h100" stroke="${c('#ffffff')}" stroke-width="4" opacity=".45"/>`;
    const sy = rng.int(455, 475);
    s += x`<path d="M0 ${sy}Q400 ${sy - rng.int(10, 40)} 800 ${sy + 5}V500H0Z" fill="${c(greens[1])}"/>`;
    label = `${snow ? 'Snow-capped mountains' : 'Mountains'} above a lake`;
  } else {
    const a = rng.int(350, 420);
    const b = rng.int(330, 430);
    const d = rng.int(350, 420);
    s += x`<path d="M0 ${a}Q400 ${b} 800 ${d}V500H0Z" fill="${c(greens[0])}"/>`;
    const trees = rng.int(0, 9);
    let pines = '';
    for (let i = 0; i < trees; i++) {
      const px = rng.int(20, 780);
      const base = qy(a, b, d, px) + rng.int(30, 60);
      const th = rng.int(40, 80);
      pines += x`M${px} ${base - th}l${th * 0.28} ${th}h${-th * 0.56}Z`;
    }
    if (pines) s += `<path d="${pines}" fill="${c('#2d4f2a')}"/>`;
    const e = rng.int(440, 470);
    s += x`<path d="M0 ${e}Q400 ${e - rng.int(0, 40)} 800 ${e + 10}V500H0Z" fill="${c(greens[1])}"/>`;
    label = `${snow ? 'Snow-capped mountain range' : 'Mountain range'}${trees ? ' above pine-covered hills' : ' above green hills'}`;
  }
  return { body: s, label: `${label} ${ctx.time.phrase}` };
}

function oldtown(ctx: Ctx): Drawn {
  const { rng, c, glass, time } = ctx;
  const gy = rng.int(430, 450);
  const n = rng.int(3, 6);
  const weights = Array.from({ length: n }, () => rng.range(0.7, 1.3));
  const total = weights.reduce((a, b) => a + b, 0);
  const gap = rng.int(4, 22);
  const span = 800 - gap * (n + 1);
  const walls = rng.shuffle([
    '#c9621f',
    '#f2b33d',
    '#e6b980',
    '#a93d0c',
    '#6a7f4b',
    '#7fb0b8',
    '#fbe7d9',
    '#d9a06e',
  ]);
  const roofCol = c(rng.pick(['#7f2d08', '#3c2a20', '#2d6a37', '#5a2a10']));
  const shutter = c(rng.pick(['#2d6a37', '#1d5a85', '#7f2d08', '#6a7f4b']));
  const style = rng.pick(['eave', 'pitch', 'mixed'] as const);
  let roofs = '';
  let frames = '';
  let panes = '';
  let doors = '';
  let s = '';
  let px = gap;
  weights.forEach((wt, i) => {
    const w = (wt / total) * span;
    const top = gy - rng.int(150, 270);
    const wall = at(walls, i);
    s += x`<rect x="${px}" y="${top}" width="${w}" height="${gy - top}" fill="${c(wall)}"/>`;
    const kind = style === 'mixed' ? rng.pick(['eave', 'pitch', 'flat'] as const) : style;
    if (kind === 'eave') {
      const rh = rng.int(34, 54);
      roofs += x`M${px - 18} ${top - 10}Q${px} ${top + 4} ${px + 20} ${top}H${px + w - 20}Q${px + w} ${top + 4} ${px + w + 18} ${top - 10}L${px + w - 24} ${top - rh}H${px + 24}Z`;
    } else if (kind === 'pitch') {
      roofs += x`M${px - 12} ${top}L${px + w / 2} ${top - rng.int(40, 70)}L${px + w + 12} ${top}Z`;
    } else {
      roofs += x`M${px - 6} ${top}v-14h${w * 0.3}l${w * 0.2 + 6} -30l${w * 0.2 + 6} 30h${w * 0.3}v14Z`;
    }
    const floors = Math.max(1, Math.floor((gy - top - 90) / 70));
    const cols = w > 140 ? 3 : 2;
    for (let f = 0; f < floors; f++) {
      const wy = top + 30 + f * 70;
      for (let k = 0; k < cols; k++) {
        const wx = px + ((k + 0.5) * w) / cols;
        frames += x`M${wx} ${wy}v36`;
        panes += x`M${wx} ${wy + 4}v28`;
      }
    }
    const dw = Math.min(46, w * 0.3);
    const dx = px + w / 2 - dw / 2 + rng.int(-10, 10);
    doors += x`M${dx} ${gy}v-50a${dw / 2} ${dw / 2} 0 0 1 ${dw} 0v50Z`;
    px += w + gap;
  });
  s += `<path d="${roofs}" fill="${roofCol}"/>`;
  s += dots(frames, shutter, 30, ' stroke-linecap="butt"');
  s += dots(panes, glass('#3c2a20'), 18, ' stroke-linecap="butt"');
  s += `<path d="${doors}" fill="${c('#3c2a20')}"/>`;
  const ly = rng.int(150, 220);
  const sag = rng.int(20, 50);
  s += x`<path d="M0 ${ly}Q400 ${ly + 2 * sag} 800 ${ly}" fill="none" stroke="${c('#3c2a20')}" stroke-width="2"/>`;
  let lanterns = '';
  const count = rng.int(5, 9);
  for (let i = 0; i < count; i++) {
    const lx = ((i + 0.5) / count) * 800;
    lanterns += x`M${lx} ${qy(ly, ly + 2 * sag, ly, lx) + 14}v10`;
  }
  const lanternCol = rng.pick(['#d9452b', '#f2b33d', '#a93d0c']);
  if (time.lit > 0.3) s += dots(lanterns, lanternCol, 44, ' opacity=".3"');
  s += dots(lanterns, time.lit > 0.3 ? lanternCol : c(lanternCol), 24);
  s += x`<rect y="${gy}" width="800" height="${500 - gy}" fill="${c(rng.pick(['#8c7462', '#a08a78', '#6b5a4c']))}"/>`;
  s += x`<path d="M0 ${gy + 22}H800M0 ${gy + 44}H800" stroke="${c('#5e4c40')}" stroke-width="3" stroke-dasharray="26 10" opacity=".5"/>`;
  return { body: s, label: `Old town with ${word(n)} shophouses and lanterns ${time.phrase}` };
}

function skyline(ctx: Ctx, variant: number): Drawn {
  const { rng, c, time } = ctx;
  const river = rng.chance(0.5);
  const gy = river ? rng.int(400, 430) : rng.int(435, 450);
  const tone = rng.pick(['#3c2a20', '#1d3f63', '#2b3a4a', '#5b4f73', '#4a3a5a']);
  let s = skylineBack(ctx, gy, 90, 260, tone, 0.5);
  let front = '';
  let spires = '';
  const landmark = at(
    ['needle', 'twin', 'stepped', 'dome'] as const,
    (variant + rng.int(0, 1) * 2) % 4,
  );
  const landmarkAt = rng.int(150, 600);
  let placed = false;
  for (let px = rng.int(-20, 20); px < 800;) {
    if (!placed && px >= landmarkAt) {
      placed = true;
      const t = gy - rng.int(330, 370);
      if (landmark === 'needle') {
        front += x`M${px + 14} ${gy}V${t + 60}h16V${gy}Z`;
        spires += x`M${px + 22} ${t + 60}m-26 0a26 18 0 0 1 52 0a26 18 0 0 1 -52 0ZM${px + 19} ${t + 46}L${px + 22} ${t - 30}L${px + 25} ${t + 46}Z`;
        px += 60;
      } else if (landmark === 'twin') {
        front += x`M${px} ${gy}V${t + 30}h40V${gy}ZM${px + 70} ${gy}V${t + 30}h40V${gy}ZM${px + 40} ${t + 130}h30v12h-30Z`;
        spires += x`M${px + 8} ${t + 30}L${px + 20} ${t - 20}L${px + 32} ${t + 30}ZM${px + 78} ${t + 30}L${px + 90} ${t - 20}L${px + 102} ${t + 30}Z`;
        px += 124;
      } else if (landmark === 'stepped') {
        front += x`M${px} ${gy}V${t + 120}h10V${t + 60}h10V${t}h40v60h10v60h10V${gy}Z`;
        spires += x`M${px + 38} ${t}V${t - 40}h4V${t}Z`;
        px += 94;
      } else {
        front += x`M${px} ${gy}V${t + 110}h90V${gy}Z`;
        spires += x`M${px + 5} ${t + 110}a40 40 0 0 1 80 0ZM${px + 43} ${t + 72}V${t + 30}h4v42Z`;
        px += 104;
      }
      continue;
    }
    const w = rng.int(40, 95);
    const top = gy - rng.int(90, 280);
    front += x`M${px} ${gy}V${top}h${w}V${gy}Z`;
    if (rng.chance(0.25)) spires += x`M${px + w / 2 - 2} ${top}v${-rng.int(20, 50)}h4V${top}Z`;
    else if (rng.chance(0.2))
      spires += x`M${px} ${top}L${px + w / 2} ${top - w * 0.5}L${px + w} ${top}Z`;
    px += w + rng.int(4, 16);
  }
  const dark = c(mix(tone, '#000000', 0.25));
  const win = time.lit > 0.3 ? '#f6c453' : '#bcd6e6';
  const winOp = time.lit > 0.3 ? fmt(0.35 + time.lit * 0.55, 2) : '.35';
  const defs = x`<pattern id="w" width="14" height="18" patternUnits="userSpaceOnUse"><path d="M4 5h6v8H4z" fill="${win}"/></pattern>`;
  s += `<path id="f" d="${front}" fill="${dark}"/><path d="${spires}" fill="${dark}"/>`;
  s += `<path d="${front}" fill="url(#w)" opacity="${winOp}"/>`;
  if (river) {
    s += x`<rect y="${gy}" width="800" height="${500 - gy}" fill="${c(rng.pick(['#1d5a85', '#2a6f97', '#1f4f6e']))}"/>`;
    s += x`<use href="#f" transform="matrix(1 0 0 -.45 0 ${gy * 1.45})" opacity=".3"/>`;
    s += x`<path d="M${rng.int(40, 300)} ${gy + 24}h150M${rng.int(380, 600)} ${gy + 44}h120M${rng.int(100, 400)} ${gy + 64}h200" stroke="${time.lit > 0.3 ? '#f6c453' : c('#ffffff')}" stroke-width="3" opacity=".5"/>`;
  } else {
    s += x`<rect y="${gy}" width="800" height="${500 - gy}" fill="${c('#2b1d14')}"/>`;
  }
  const what = {
    needle: 'a needle tower',
    twin: 'twin towers',
    stepped: 'a stepped tower',
    dome: 'a domed hall',
  }[landmark];
  return {
    body: s,
    defs,
    label: `City skyline with ${what}${river ? ' by the river' : ''} ${time.phrase}`,
  };
}

function tree(px: number, base: number, r: number): [string, string] {
  return [
    x`M${px} ${base}v${-r * 1.6}`,
    dot(px, base - r * 1.7) + dot(px - r * 0.6, base - r * 1.3) + dot(px + r * 0.6, base - r * 1.3),
  ];
}

function temple(ctx: Ctx, variant: number): Drawn {
  const { rng, c, far, time } = ctx;
  const gy = rng.int(445, 460);
  const green = rng.pick(['#6a7f4b', '#4f7d2e', '#5b7a3a']);
  const tx = rng.int(250, 550);
  const base = rng.int(330, 370);
  let s = '';
  // distant hills
  const hl = rng.int(80, 200);
  const hr = rng.int(600, 720);
  s += x`<path d="M${hl - 200} 440L${hl} ${rng.int(290, 340)}L${hl + 220} 440ZM${hr - 220} 440L${hr} ${rng.int(280, 340)}L${hr + 200} 440Z" fill="${far(green, 0.35)}"/>`;
  // hill under the temple, steps up it
  s += x`<path d="M${tx - 420} ${gy + 10}Q${tx} ${2 * base - gy} ${tx + 420} ${gy + 10}Z" fill="${c(green)}"/>`;
  s += x`<path d="M${tx - 22} ${base}h44l24 ${gy - base + 10}h-92Z" fill="${c('#d8c3a5')}"/>`;
  s += x`<path d="M${tx - 22} ${base + 14}h44M${tx - 24} ${base + 34}h48M${tx - 27} ${base + 56}h54M${tx - 30} ${base + 80}h60" stroke="${c('#b89f80')}" stroke-width="4"/>`;
  const kinds = ['pagoda', 'stupa', 'prang', 'hall'] as const;
  const kind = at(kinds, (variant - 1) % kinds.length);
  const k = rng.range(0.85, 1.1);
  let name = '';
  if (kind === 'pagoda') {
    const tiers = rng.int(3, 5);
    const w0 = rng.int(150, 190) * k;
    const th = rng.int(36, 44) * k;
    const wall = c(rng.pick(['#c9621f', '#a93d0c', '#fbe7d9']));
    const roof = c(rng.pick(['#7f2d08', '#3c2a20', '#2d6a37']));
    let walls = '';
    let roofs = '';
    for (let i = 0; i < tiers; i++) {
      const w = w0 * (1 - i * 0.17);
      const yb = base - i * th;
      walls += x`M${tx - w * 0.36} ${yb}V${yb - th}h${w * 0.72}V${yb}Z`;
      const y = yb - th + 10;
      roofs += x`M${tx - w / 2 - 16} ${y - 10}Q${tx - w / 2} ${y + 3} ${tx - w / 2 + 16} ${y}H${tx + w / 2 - 16}Q${tx + w / 2} ${y + 3} ${tx + w / 2 + 16} ${y - 10}L${tx + w * 0.26} ${y - 22}H${tx - w * 0.26}Z`;
    }
    const top = base - tiers * th - 12;
    roofs += x`M${tx - 4} ${top}L${tx} ${top - 46}L${tx + 4} ${top}Z`;
    s += `<path d="${walls}" fill="${wall}"/><path d="${roofs}" fill="${roof}"/>`;
    name = `${cap(word(tiers))}-tiered pagoda`;
  } else if (kind === 'stupa') {
    const gold = rng.chance(0.6);
    const body = c(gold ? '#f2b33d' : '#fbe7d9');
    const trim = c(gold ? '#c9621f' : '#f2b33d');
    const R = rng.int(70, 95) * k;
    const steps = x`M${tx - R - 30} ${base}v-22h${2 * R + 60}v22ZM${tx - R - 14} ${base - 22}v-18h${2 * R + 28}v18Z`;
    const dome = x`M${tx - R} ${base - 40}C${tx - R} ${base - 40 - R * 1.35} ${tx + R} ${base - 40 - R * 1.35} ${tx + R} ${base - 40}Z`;
    const yh = base - 40 - R;
    s += `<path d="${steps}" fill="${trim}"/><path d="${dome}" fill="${body}"/>`;
    s += x`<path d="M${tx - R * 0.25} ${yh + 6}h${R * 0.5}v-16h${-R * 0.5}ZM${tx - R * 0.2} ${yh - 10}L${tx} ${yh - R * 1.5}L${tx + R * 0.2} ${yh - 10}Z" fill="${trim}"/>`;
    let rings = '';
    for (const f of [0.2, 0.4, 0.6]) {
      const half = R * 0.2 * (1 - f) + 2;
      rings += x`M${tx - half} ${yh - 10 - (R * 1.5 - 10) * f}h${half * 2}`;
    }
    s += x`<path d="${rings}" stroke="${body}" stroke-width="4"/>`;
    name = gold ? 'Golden stupa' : 'White stupa';
  } else if (kind === 'prang') {
    // Khmer-style towers: stepped tiers on a rounded, corn-cob outline, the main one flanked
    const a = c(rng.pick(['#a93d0c', '#8c5a3c', '#b86a3c']));
    const b = c(rng.pick(['#c9621f', '#d9a06e']));
    let p1 = '';
    let p2 = '';
    const tower = (cx0: number, foot: number, w0: number, th: number, tiers: number) => {
      const width = (i: number) => w0 * Math.cos((i / tiers) * Math.PI * 0.5) ** 0.6;
      for (let i = 0; i < tiers; i++) {
        const wb = width(i);
        const wt = width(i + 1) * 0.86;
        const yb = foot - i * th;
        const seg = x`M${cx0 - wb / 2} ${yb}L${cx0 - wt / 2} ${yb - th}H${cx0 + wt / 2}L${cx0 + wb / 2} ${yb}Z`;
        if (i % 2) p2 += seg;
        else p1 += seg;
      }
      const top = foot - tiers * th;
      p2 += x`M${cx0 - 5} ${top + 2}L${cx0} ${top - th}L${cx0 + 5} ${top + 2}Z`;
    };
    const w0 = rng.int(100, 130) * k;
    const th = rng.int(30, 36) * k;
    p1 += x`M${tx - w0 * 0.9} ${base}v-24h${w0 * 1.8}v24Z`;
    if (rng.chance(0.7)) {
      tower(tx - w0 * 0.72, base - 24, w0 * 0.5, th * 0.6, 5);
      tower(tx + w0 * 0.72, base - 24, w0 * 0.5, th * 0.6, 5);
    }
    tower(tx, base - 24, w0, th, rng.int(6, 7));
    s += `<path d="${p1}" fill="${a}"/><path d="${p2}" fill="${b}"/>`;
    s += x`<path d="M${tx - 16} ${base - 24}v-30a16 16 0 0 1 32 0v30Z" fill="${c('#2b1d14')}"/>`;
    name = 'Stone temple tower';
  } else {
    const W = rng.int(190, 240) * k;
    const wh = rng.int(70, 90) * k;
    const yw = base - wh;
    const roofA = c(rng.pick(['#a93d0c', '#c9621f']));
    const roofB = c(rng.pick(['#2d6a37', '#1d5a85', '#7f2d08']));
    s += x`<path d="M${tx - W / 2} ${base}V${yw}h${W}V${base}Z" fill="${c('#fbe7d9')}"/>`;
    let cols = '';
    for (let i = 0; i <= 6; i++) cols += x`M${tx - W / 2 + 10 + (i * (W - 20)) / 6} ${base}V${yw}`;
    s += x`<path d="${cols}" stroke="${c('#f2b33d')}" stroke-width="8"/>`;
    const rh = rng.int(130, 165) * k;
    // layered roof: a wide low eave, a steep upper roof, a gilded gable, finials at the tips
    const gold = c('#f2b33d');
    s += x`<path d="M${tx - W / 2 - 30} ${yw + 4}L${tx - W * 0.3} ${yw - rh * 0.4}H${tx + W * 0.3}L${tx + W / 2 + 30} ${yw + 4}Z" fill="${roofB}"/>`;
    s += x`<path d="M${tx - W * 0.42} ${yw - rh * 0.3}L${tx} ${yw - rh}L${tx + W * 0.42} ${yw - rh * 0.3}Z" fill="${roofA}" stroke="${gold}" stroke-width="5" stroke-linejoin="round"/>`;
    s += x`<path d="M${tx - W * 0.2} ${yw - rh * 0.36}L${tx} ${yw - rh * 0.78}L${tx + W * 0.2} ${yw - rh * 0.36}Z" fill="${gold}"/>`;
    s += x`<path d="M${tx} ${yw - rh}q4-16-8-26M${tx - W / 2 - 30} ${yw + 4}q-6-14 6-22M${tx + W / 2 + 30} ${yw + 4}q6-14-6-22M${tx - W * 0.42} ${yw - rh * 0.3}q-6-14 6-22M${tx + W * 0.42} ${yw - rh * 0.3}q6-14-6-22" stroke="${gold}" stroke-width="5" fill="none"/>`;
    name = 'Temple hall';
  }
  const trees = rng.int(0, 4);
  let trunks = '';
  let crowns = '';
  for (let i = 0; i < trees; i++) {
    const side = i % 2 ? 1 : -1;
    const px = tx + side * rng.int(150, 330);
    const u = (px - tx + 420) / 840;
    const hillY =
      (1 - u) * (1 - u) * (gy + 10) + 2 * u * (1 - u) * (2 * base - gy) + u * u * (gy + 10);
    const [t, cr] = tree(px, Math.min(hillY + 20, gy + 10), rng.int(18, 30));
    trunks += t;
    crowns += cr;
  }
  if (trees) {
    s += `<path d="${trunks}" stroke="${c('#6b4a2b')}" stroke-width="8"/>`;
    s += dots(crowns, c(rng.pick(['#2d6a37', '#3f8a4a', '#4f7d2e'])), 46);
  }
  s += x`<rect y="${gy}" width="800" height="${500 - gy}" fill="${c(rng.pick(['#8c5a3c', '#6b4a2b', '#7a5a3c']))}"/>`;
  return { body: s, label: `${name} on a hill ${time.phrase}` };
}

const FIELDS = [
  { name: 'Green', fills: ['#6b9c3a', '#84b548'], edge: '#b5d77a', water: 0 },
  { name: 'Lush', fills: ['#2d6a37', '#3f8a4a'], edge: '#6b9c3a', water: 0 },
  { name: 'Golden', fills: ['#c9a23a', '#ddb94e'], edge: '#f2d27a', water: 0 },
  { name: 'Flooded', fills: ['#5f9fb0', '#7fb8c0'], edge: '#6b9c3a', water: 0.3 },
  { name: 'Young', fills: ['#a8cc6a', '#bfdc82'], edge: '#6b9c3a', water: 0 },
];

function terraces(ctx: Ctx, variant: number): Drawn {
  const { rng, c, far } = ctx;
  const field = at(FIELDS, (variant - 1) % FIELDS.length);
  const pts = ridge(rng, rng.int(2, 4), 120, 200, [210, 250]);
  let s = `<path d="M0 300${pts.map(([px, py]) => x`L${px} ${py}`).join('')}V300Z" fill="${far(rng.pick(['#50617a', '#6a7f4b', '#3c5a6e']), 0.5)}"/>`;
  const bands = rng.int(6, 9);
  const start = rng.int(200, 260);
  const step = (520 - start) / bands;
  const slant = rng.int(-80, 80);
  const bow = rng.pick([-1, -1, 1]) * rng.int(40, 110);
  const mid = rng.int(150, 650);
  const tops: Array<[number, number, number]> = [];
  for (let i = 0; i < bands; i++) {
    const y = start + i * step;
    const grow = 1 + i * 0.12;
    const y0 = y + slant;
    const y2 = y - slant;
    const cy = y + bow * grow;
    tops.push([y0, cy, y2]);
    let fill = c(at(field.fills, i % 2));
    if (field.water) fill = mix(fill, ctx.horizon, field.water);
    s += x`<path d="M0 ${y0}Q${mid} ${cy} 800 ${y2}V500H0Z" fill="${fill}"/>`;
    s += x`<path d="M0 ${y0}Q${mid} ${cy} 800 ${y2}" fill="none" stroke="${c(field.edge)}" stroke-width="${3 + i * 0.7}"/>`;
  }
  const hut = rng.chance(0.7);
  if (hut) {
    const [y0, cy, y2] = at(tops, rng.int(1, Math.min(3, bands - 1)));
    const hx = rng.int(100, 700);
    const hy = bandY(y0, mid, cy, y2, hx) + 6;
    const k = 0.8 + (hy - 200) / 400;
    s += x`<path d="M${hx - 26 * k} ${hy}v${-14 * k}M${hx + 26 * k} ${hy}v${-14 * k}" stroke="${c('#6b4a2b')}" stroke-width="${5 * k}"/>`;
    s += x`<path d="M${hx - 30 * k} ${hy - 14 * k}h${60 * k}v${-34 * k}h${-60 * k}Z" fill="${c('#8c5a3c')}"/>`;
    s += x`<path d="M${hx - 46 * k} ${hy - 44 * k}L${hx} ${hy - 84 * k}L${hx + 46 * k} ${hy - 44 * k}Z" fill="${c('#d9b062')}"/>`;
  }
  const palms = rng.int(0, 2);
  for (let i = 0; i < palms; i++) {
    const [y0, cy, y2] = at(tops, rng.int(2, bands - 1));
    const px = rng.int(40, 760);
    const k = rng.range(0.6, 0.85);
    s += palm(ctx, px, bandY(y0, mid, cy, y2, px) + 6, rng.int(150, 200) * k, rng.int(-30, 30), k);
  }
  const label = `${field.name} rice terraces${hut ? ' with a farmhouse' : ''} ${ctx.time.phrase}`;
  return { body: s, label };
}

const DRAW: Record<SceneMotif, (ctx: Ctx, variant: number) => Drawn> = {
  beach,
  island,
  market,
  mountains,
  oldtown,
  skyline,
  temple,
  terraces,
};

function scene(motif: SceneMotif, variant: number): string {
  const motifIndex = SCENE_MOTIFS.indexOf(motif);
  const time = at(TIMES, (variant - 1 + motifIndex * 3) % TIMES.length);
  const rng = new Rng(`${motif}-${variant}`);
  const horizon = time.sky.at(-1) ?? '#ffffff';
  const c = (hex: string) => mix(hex, time.tint, time.amount);
  const sun: Sun =
    time.body === 'none'
      ? null
      : { x: rng.int(90, 710), y: rng.int(time.bodyY[0], time.bodyY[1]), r: time.bodyR };
  const ctx: Ctx = {
    rng,
    time,
    c,
    far: (hex, k) => mix(c(hex), horizon, k),
    horizon,
    sun,
    glass: (frame) =>
      time.lit > 0.3 ? mix('#f6c453', '#fff4d6', 0.2) : mix(c('#9ab8c8'), frame, 0.35),
  };
  const { defs: skyDefs, back, front } = sky(ctx);
  const drawn = DRAW[motif](ctx, variant);
  return svgDoc([800, 500], drawn.label, back + drawn.body + front, skyDefs + (drawn.defs ?? ''));
}

// ---------------------------------------------------------------------------------------------
// Avatars

const SKINS = [
  '#fde0c8',
  '#f5cfa8',
  '#eab98e',
  '#d9a06e',
  '#c68650',
  '#a86a3c',
  '#8a5230',
  '#5e3620',
];
const HAIR_DARK = ['#1f1612', '#2b1d14', '#3c2a20', '#4a3020'];
const HAIR_LIGHT = ['#5a3a22', '#7a4a28', '#a0522d', '#c98b3c', '#d9b062'];
const HAIR_GREY = ['#9a9088', '#d8d2cb'];
const STYLES = [
  'short',
  'sidepart',
  'buzz',
  'long',
  'bob',
  'bun',
  'ponytail',
  'curly',
  'afro',
  'hijab',
  'cap',
  'bald',
  'beanie',
] as const;
type Style = (typeof STYLES)[number];
const CLOTHES = [
  '#a93d0c',
  '#c9621f',
  '#f2b33d',
  '#6a7f4b',
  '#2d6a37',
  '#1d5a85',
  '#7f2d08',
  '#3c6e8f',
  '#8c5a3c',
  '#5b4f73',
  '#2f8f9d',
  '#d9452b',
];
const BACKS = [
  '#fbe7d9',
  '#fde3c0',
  '#e4eff7',
  '#dcebd5',
  '#f6d28b',
  '#d9f1f7',
  '#f3e0ef',
  '#efe9df',
  '#f2b33d',
  '#8fc7cf',
  '#a8cc6a',
  '#f29e6b',
];
const PATTERNS = ['plain', 'dots', 'stripes', 'circle', 'split'] as const;
const NECKS = ['crew', 'vneck', 'collar', 'turtle', 'jacket'] as const;
// Who each avatar looks like. The seed reads these traits (mocks/seed/avatarTraits.gen.ts, written
// below) to give a member a fitting face, so every (presentation, skin) pair gets a few faces and
// every presentation a few older ones.
const PRESENTATIONS = ['woman', 'man'] as const;
const SKIN_GROUPS = ['light', 'medium', 'tan', 'brown', 'dark'] as const;
const AGES = ['young', 'middle', 'older'] as const;
type Presentation = (typeof PRESENTATIONS)[number];
type SkinGroup = (typeof SKIN_GROUPS)[number];
type Age = (typeof AGES)[number];
type Traits = { presentation: Presentation; skin: SkinGroup; age: Age };

/** The SKINS indexes in each group, lightest first. */
const SKIN_TONES: Record<SkinGroup, number[]> = {
  light: [0, 1],
  medium: [2, 3],
  tan: [4],
  brown: [5, 6],
  dark: [7],
};

/** Faces per skin group and how many of them look older; the rest split young/middle. */
const CAST: Record<Presentation, Record<SkinGroup, { count: number; older: number }>> = {
  woman: {
    light: { count: 6, older: 1 },
    medium: { count: 7, older: 2 },
    tan: { count: 7, older: 1 },
    brown: { count: 6, older: 2 },
    dark: { count: 6, older: 1 },
  },
  man: {
    light: { count: 6, older: 2 },
    medium: { count: 7, older: 1 },
    tan: { count: 7, older: 2 },
    brown: { count: 6, older: 1 },
    dark: { count: 6, older: 1 },
  },
};

/** Hairstyles per presentation, as many of each as there are faces (sums to 32). */
const STYLE_MIX: Record<Presentation, Partial<Record<Style, number>>> = {
  woman: {
    long: 6,
    bob: 4,
    bun: 4,
    ponytail: 4,
    curly: 3,
    afro: 2,
    hijab: 4,
    short: 2,
    sidepart: 1,
    cap: 1,
    beanie: 1,
  },
  man: {
    short: 7,
    sidepart: 5,
    buzz: 4,
    bald: 4,
    cap: 3,
    beanie: 2,
    curly: 3,
    afro: 2,
    bun: 1,
    long: 1,
  },
};

/** Styles that hide the ears, or that read as a man's only with a beard. */
const NO_EARS: Style[] = ['hijab'];
const BEARD_NEEDED: Style[] = ['long', 'bun', 'ponytail'];
/** A woman's short crop or hat gets earrings; a hat or side part long hair behind. */
const WOMAN_HAT_HAIR: Style[] = ['sidepart', 'cap', 'beanie'];

type Avatar = {
  traits: Traits;
  skin: number;
  style: Style;
  hair: string;
  longBack: boolean;
  back: string;
  pattern: (typeof PATTERNS)[number];
  cloth: string;
  neck: (typeof NECKS)[number];
  glasses: 'none' | 'round' | 'square';
  beard: 'none' | 'full' | 'moustache';
  earrings: boolean;
  accent: string;
  smile: 'arc' | 'open';
  eyes: 'dots' | 'happy';
};

function deck<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const out: T[] = [];
  while (out.length < count) out.push(...rng.shuffle(items));
  return rng.shuffle(out.slice(0, count));
}

function castTraits(rng: Rng): Traits[] {
  const cast: Traits[] = [];
  for (const presentation of PRESENTATIONS) {
    for (const skin of SKIN_GROUPS) {
      const { count, older } = CAST[presentation][skin];
      const middle = Math.floor((count - older) / 2);
      for (let i = 0; i < count; i++) {
        const age: Age = i < older ? 'older' : i < older + middle ? 'middle' : 'young';
        cast.push({ presentation, skin, age });
      }
    }
  }
  if (cast.length !== AVATAR_COUNT) throw new Error(`cast has ${cast.length} faces`);
  return rng.shuffle(cast);
}

function styleAllowed(style: Style, t: Traits): boolean {
  // afro-textured hair on the darker skin groups only
  if (style === 'afro') return t.skin === 'brown' || t.skin === 'dark';
  // an older woman's crop reads as a man's at thumbnail size
  if (t.presentation === 'woman' && t.age === 'older') return style !== 'short';
  return true;
}

function planAvatars(): Avatar[] {
  const rng = new Rng('avatars');
  const cast = castTraits(rng);
  const styleDeck = (presentation: Presentation) => {
    const styles = STYLES.flatMap((st) => Array<Style>(STYLE_MIX[presentation][st] ?? 0).fill(st));
    const faces = cast.filter((t) => t.presentation === presentation).length;
    if (styles.length !== faces) throw new Error(`${styles.length} ${presentation} styles`);
    return rng.shuffle(styles);
  };
  const styleDecks: Record<Presentation, Style[]> = {
    woman: styleDeck('woman'),
    man: styleDeck('man'),
  };
  // alternate the tones inside each skin group
  const toneTurn: Record<SkinGroup, number> = { light: 0, medium: 0, tan: 0, brown: 0, dark: 0 };
  const clothes = deck(rng, CLOTHES, AVATAR_COUNT);
  const patterns = deck(rng, PATTERNS, AVATAR_COUNT);
  const necks = deck(rng, NECKS, AVATAR_COUNT);
  const seen = new Set<string>();
  return cast.map((traits, i) => {
    const { presentation, age } = traits;
    const woman = presentation === 'woman';
    const tones = SKIN_TONES[traits.skin];
    const skin = at(tones, toneTurn[traits.skin]++ % tones.length);
    const styles = styleDecks[presentation];
    let pick = styles.findIndex((st) => styleAllowed(st, traits));
    if (pick < 0) pick = 0;
    let style = at(styles, pick);
    styles.splice(pick, 1);
    if (!styleAllowed(style, traits)) style = 'curly';
    const cloth = at(clothes, i);
    // each (style, skin, background) once, and never a background the clothes melt into
    const back =
      rng.shuffle(BACKS).find((b) => {
        const key = `${style}|${skin}|${b}`;
        if (seen.has(key) || Math.abs(luminance(b) - luminance(cloth)) < 0.12) return false;
        seen.add(key);
        return true;
      }) ?? at(BACKS, 0);
    const roll = rng.next();
    const lightOdds = { light: 0.6, medium: 0.3, tan: 0.15, brown: 0, dark: 0 }[traits.skin];
    const hair =
      age === 'older'
        ? rng.pick(HAIR_GREY)
        : roll < lightOdds
          ? rng.pick(HAIR_LIGHT)
          : rng.pick(HAIR_DARK);
    // an older face in a hijab shows no grey hair, so it always gets glasses
    const glassOdds =
      style === 'hijab' && age === 'older' ? 1 : { young: 0.12, middle: 0.35, older: 0.55 }[age];
    const beardOdds = style === 'bald' ? 0.7 : { young: 0.3, middle: 0.55, older: 0.5 }[age];
    const bearded =
      !woman && (BEARD_NEEDED.includes(style) || (style !== 'hijab' && rng.chance(beardOdds)));
    const earrings =
      !NO_EARS.includes(style) &&
      (woman
        ? ['short', 'buzz', ...WOMAN_HAT_HAIR].includes(style) || rng.chance(0.5)
        : rng.chance(0.05));
    return {
      traits,
      skin,
      style,
      hair,
      longBack: woman && WOMAN_HAT_HAIR.includes(style),
      back,
      pattern: at(patterns, i),
      cloth,
      neck: at(necks, i),
      glasses: rng.chance(glassOdds) ? rng.pick(['round', 'square'] as const) : 'none',
      beard: bearded ? (rng.chance(0.6) ? 'full' : 'moustache') : 'none',
      earrings,
      // the hijab, cap or beanie colour stands out from the background
      accent: rng.pick(
        CLOTHES.filter((col) => col !== cloth && Math.abs(luminance(col) - luminance(back)) > 0.1),
      ),
      smile: rng.chance(0.4) ? 'open' : 'arc',
      eyes: rng.chance(0.2) ? 'happy' : 'dots',
    };
  });
}

function avatar(a: Avatar, n: number): string {
  const rng = new Rng(`avatar-${n}`);
  const skin = at(SKINS, a.skin);
  const shade = mix(skin, '#5a2a10', 0.18);
  const cx = 200;
  const cy = rng.int(168, 180);
  const woman = a.traits.presentation === 'woman';
  const older = a.traits.age === 'older';
  const rx = woman ? rng.int(62, 68) : rng.int(67, 73);
  const ry = rng.int(80, 88);
  const L = cx - rx;
  const R = cx + rx;
  const T = cy - ry;
  const hair = a.hair;
  const light = luminance(a.back) > 0.6;
  const pc = light ? mix(a.back, '#c9621f', 0.14) : mix(a.back, '#ffffff', 0.3);
  let defs = '';
  let s = `<rect width="400" height="400" fill="${a.back}"/>`;
  if (a.pattern === 'dots') {
    defs = `<pattern id="p" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="18" cy="18" r="5" fill="${pc}"/></pattern>`;
    s += '<rect width="400" height="400" fill="url(#p)"/>';
  } else if (a.pattern === 'stripes') {
    defs = `<pattern id="p" width="32" height="32" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="14" height="32" fill="${pc}"/></pattern>`;
    s += '<rect width="400" height="400" fill="url(#p)"/>';
  } else if (a.pattern === 'circle') {
    s += x`<circle cx="200" cy="200" r="${rng.int(150, 175)}" fill="${pc}"/>`;
  } else if (a.pattern === 'split') {
    s += x`<path d="M0 ${rng.int(260, 400)}L400 ${rng.int(0, 140)}V400H0Z" fill="${pc}"/>`;
  }
  const crown = (lift: number, hairline: string, color = hair) =>
    x`<path d="M${L - 3} ${cy - 5}C${L - 8} ${T - lift} ${R + 8} ${T - lift} ${R + 3} ${cy - 5}${hairline}Z" fill="${color}"/>`;
  // hair behind the head
  const style = a.style;
  if (style === 'long' || a.longBack) {
    const end = rng.int(320, 360);
    s += x`<path d="M${L - 18} ${cy}C${L - 26} ${T - 34} ${R + 26} ${T - 34} ${R + 18} ${cy}L${R + 26} ${end}Q${cx} ${end + 20} ${L - 26} ${end}Z" fill="${hair}"/>`;
  } else if (style === 'bob') {
    s += x`<path d="M${L - 16} ${cy}C${L - 22} ${T - 34} ${R + 22} ${T - 34} ${R + 16} ${cy}L${R + 14} ${cy + 62}H${L - 14}Z" fill="${hair}"/>`;
  } else if (style === 'afro') {
    const r = rx + 46;
    const acy = cy - 26;
    let bumps = '';
    for (let i = 0; i < 16; i++) {
      const ang = (i / 16) * Math.PI * 2;
      bumps += dot(cx + Math.cos(ang) * r, acy + Math.sin(ang) * r * 0.92);
    }
    s +=
      x`<ellipse cx="${cx}" cy="${acy}" rx="${r}" ry="${r * 0.92}" fill="${hair}"/>` +
      dots(bumps, hair, 50);
  } else if (style === 'curly') {
    let bumps = '';
    for (let i = 0; i <= 10; i++) {
      const ang = Math.PI * (0.93 + (i / 10) * 1.14);
      bumps += dot(cx + Math.cos(ang) * (rx + 10), cy - 10 + Math.sin(ang) * (ry + 8));
    }
    bumps += dot(L - 8, cy + 30) + dot(R + 8, cy + 30);
    s += dots(bumps, hair, 58);
  } else if (style === 'bun') {
    s += dots(dot(cx + rng.int(-20, 20), T - 18), hair, 68);
  } else if (style === 'ponytail') {
    const dir = rng.chance(0.5) ? 1 : -1;
    const ex = cx + dir * (rx + 8);
    s += x`<path d="M${ex} ${cy - 50}q${dir * 44} 20 ${dir * 36} 110q${dir * -6} 30 ${dir * -30} 44q${dir * 10} -40 ${dir * -14} -100Z" fill="${hair}"/>`;
  }
  // neck, body, neckline
  const sw = rng.int(-12, 14);
  const body = x`<path d="M${34 - sw} 400C${40 - sw} 322 ${110} ${296} ${cx} ${294}C${290} ${296} ${360 + sw} 322 ${366 + sw} 400Z" fill="${a.cloth}"/>`;
  const clothShade = mix(a.cloth, '#000000', 0.2);
  if (style !== 'hijab')
    s += x`<path d="M${cx - 27} ${cy + ry - 40}h54v${330 - cy - ry}h-54Z" fill="${shade}"/>`;
  s += body;
  if (style !== 'hijab') {
    if (a.neck === 'crew')
      s += x`<path d="M${cx - 34} 295Q${cx} 340 ${cx + 34} 295Z" fill="${shade}" stroke="${clothShade}" stroke-width="6"/>`;
    else if (a.neck === 'vneck')
      s += x`<path d="M${cx - 32} 295L${cx} 346L${cx + 32} 295Z" fill="${shade}"/>`;
    else if (a.neck === 'collar')
      s += x`<path d="M${cx - 30} 294L${cx} 336L${cx + 30} 294Z" fill="${shade}"/><path d="M${cx - 34} 290l-10 36l38 -10ZM${cx + 34} 290l10 36l-38 -10Z" fill="#fbf6f0"/>`;
    else if (a.neck === 'turtle')
      s += x`<rect x="${cx - 36}" y="278" width="72" height="40" rx="16" fill="${clothShade}"/>`;
    else
      s += x`<path d="M${cx - 42} 296L${cx} 400L${cx + 42} 296Z" fill="${mix(a.accent, '#ffffff', 0.55)}"/><path d="M${cx - 24} 296L${cx} 330L${cx + 24} 296Z" fill="${shade}"/><path d="M${cx - 44} 296L${cx - 6} 400M${cx + 44} 296L${cx + 6} 400" stroke="${clothShade}" stroke-width="7"/>`;
  }
  let faceRx = rx;
  let faceRy = ry;
  let faceCy = cy;
  if (style === 'hijab') {
    const hc = a.accent;
    const hs = mix(hc, '#000000', 0.22);
    const hl = L - 26;
    const hr = R + 26;
    s += x`<path d="M${hl} ${cy + 20}C${hl} ${T - 44} ${hr} ${T - 44} ${hr} ${cy + 20}C${hr} ${cy + 80} ${hr + 36} 300 ${cx + 140} 350Q${cx} 380 ${cx - 140} 350C${hl - 36} 300 ${hl} ${cy + 80} ${hl} ${cy + 20}Z" fill="${hc}"/>`;
    s += x`<path d="M${cx - 60} ${cy + ry + 30}Q${cx} ${cy + ry + 60} ${cx + 80} ${cy + ry + 14}" stroke="${hs}" stroke-width="6" fill="none"/>`;
    faceRx = rx - 6;
    faceRy = ry - 6;
    faceCy = cy + 6;
    s += x`<ellipse cx="${cx}" cy="${faceCy}" rx="${faceRx + 6}" ry="${faceRy + 6}" fill="${hs}"/>`;
  } else {
    s += dots(dot(L + 4, cy + 8) + dot(R - 4, cy + 8), skin, 32);
    // a woman's earrings hang clear of the jaw; a man's are studs
    if (a.earrings && woman) s += dots(dot(L - 1, cy + 33) + dot(R + 1, cy + 33), '#f2b33d', 14);
    else if (a.earrings) s += dots(dot(L + 2, cy + 28) + dot(R - 2, cy + 28), '#f2b33d', 12);
  }
  s += x`<ellipse cx="${cx}" cy="${faceCy}" rx="${faceRx}" ry="${faceRy}" fill="${skin}"/>`;
  if (style === 'bald')
    s += x`<ellipse cx="${cx - 22}" cy="${T + 26}" rx="26" ry="12" fill="#fff" opacity=".25"/>`;
  // face
  const ey = faceCy + rng.int(0, 8);
  const ex = rng.int(26, 31);
  const brow = older ? mix(hair, '#3c2a20', 0.45) : style === 'hijab' ? '#3c2a20' : hair;
  const browLift = rng.int(0, 6);
  s += x`<path d="M${cx - ex - 14} ${ey - 22 - browLift}q12 -8 26 -3M${cx + ex - 12} ${ey - 25 - browLift}q14 -5 26 3" stroke="${brow}" stroke-width="7" fill="none"/>`;
  if (a.eyes === 'dots') {
    s += dots(dot(cx - ex, ey) + dot(cx + ex, ey), '#2b1d14', 15);
    s += dots(dot(cx - ex + 3, ey - 3) + dot(cx + ex + 3, ey - 3), '#fff', 4);
  } else {
    s += x`<path d="M${cx - ex - 10} ${ey + 2}q10 -12 20 0M${cx + ex - 10} ${ey + 2}q10 -12 20 0" stroke="#2b1d14" stroke-width="5" fill="none"/>`;
  }
  s += x`<path d="M${cx - 2} ${ey + 14}q-7 14 4 17" stroke="${shade}" stroke-width="5" fill="none"/>`;
  if (woman) {
    // lashes: a flick at each outer corner
    const [lx, ly] = a.eyes === 'dots' ? [ex + 7, ey - 4] : [ex + 10, ey + 1];
    s += x`<path d="M${cx - lx} ${ly}l-8 -5M${cx + lx} ${ly}l8 -5" stroke="#2b1d14" stroke-width="4"/>`;
  }
  if (a.traits.age === 'middle') {
    s += x`<path d="M${cx - 26} ${ey + 28}q-8 10 -4 20M${cx + 26} ${ey + 28}q8 10 4 20" stroke="${shade}" stroke-width="3" fill="none"/>`;
  }
  if (older) {
    // laugh lines and crow's feet
    s += x`<path d="M${cx - 26} ${ey + 26}q-9 12 -3 26M${cx + 26} ${ey + 26}q9 12 3 26M${cx - ex - 24} ${ey - 2}l-8 -4M${cx - ex - 24} ${ey + 6}l-8 3M${cx + ex + 24} ${ey - 2}l8 -4M${cx + ex + 24} ${ey + 6}l8 3" stroke="${shade}" stroke-width="4" fill="none"/>`;
  }
  s += dots(
    dot(cx - ex - 14, ey + 26) + dot(cx + ex + 14, ey + 26),
    '#e8846b',
    24,
    ' opacity=".35"',
  );
  const my = ey + 44;
  if (a.beard === 'full') {
    s += x`<path d="M${L + 2} ${cy}C${L + 4} ${cy + ry + 26} ${R - 4} ${cy + ry + 26} ${R - 2} ${cy}C${R - 14} ${my - 8} ${cx + 26} ${my - 12} ${cx} ${my - 14}C${cx - 26} ${my - 12} ${L + 14} ${my - 8} ${L + 2} ${cy}Z" fill="${hair}"/>`;
  } else if (a.beard === 'moustache') {
    s += x`<path d="M${cx - 26} ${my + 2}Q${cx} ${my - 20} ${cx + 26} ${my + 2}Q${cx} ${my - 8} ${cx - 26} ${my + 2}Z" fill="${hair}"/>`;
  }
  if (a.smile === 'open') {
    s += x`<path d="M${cx - 24} ${my}Q${cx} ${my + 34} ${cx + 24} ${my}Z" fill="#7f2d08"/><path d="M${cx - 18} ${my + 3}h36" stroke="#fff" stroke-width="5"/>`;
  } else {
    s += x`<path d="M${cx - 20} ${my}Q${cx} ${my + 18} ${cx + 20} ${my}" stroke="#7f2d08" stroke-width="6" fill="none"/>`;
  }
  // hair in front
  if (style === 'short' || style === 'cap' || style === 'beanie') {
    s += crown(
      38,
      x`C${R - 4} ${cy - 50} ${cx + 40} ${cy - 58} ${cx} ${cy - 56}S${L + 4} ${cy - 50} ${L - 3} ${cy - 5}`,
    );
  } else if (style === 'sidepart') {
    s += crown(
      40,
      x`C${R} ${cy - 40} ${cx + 50} ${cy - 72} ${cx - 20} ${cy - 58}C${cx - 60} ${cy - 50} ${L + 2} ${cy - 30} ${L - 3} ${cy - 5}`,
    );
  } else if (style === 'buzz') {
    s += crown(
      22,
      x`C${R} ${cy - 55} ${cx + 30} ${cy - 68} ${cx} ${cy - 66}S${L} ${cy - 55} ${L - 3} ${cy - 5}`,
      mix(hair, skin, 0.25),
    );
  } else if (style === 'long') {
    s += crown(
      40,
      x`C${R - 2} ${cy - 40} ${cx + 30} ${cy - 70} ${cx} ${cy - 72}C${cx - 30} ${cy - 70} ${L + 2} ${cy - 40} ${L - 3} ${cy - 5}`,
    );
  } else if (style === 'bob') {
    s += crown(
      40,
      x`C${R} ${cy - 20} ${R - 6} ${cy - 36} ${R - 14} ${cy - 40}H${L + 14}C${L + 6} ${cy - 36} ${L} ${cy - 20} ${L - 3} ${cy - 5}`,
    );
  } else if (style === 'bun' || style === 'ponytail') {
    s += crown(
      30,
      x`C${R - 2} ${cy - 50} ${cx + 40} ${cy - 66} ${cx} ${cy - 64}S${L + 2} ${cy - 50} ${L - 3} ${cy - 5}`,
    );
  } else if (style === 'curly') {
    let curls = '';
    for (let i = 0; i < 6; i++) {
      const px = L + 6 + (i * (R - L - 12)) / 5;
      const t = (px - cx) / rx;
      curls += dot(px, cy - 58 - (1 - t * t) * 26 + (i % 2) * 6);
    }
    s += crown(
      30,
      x`C${R} ${cy - 40} ${cx + 40} ${cy - 64} ${cx} ${cy - 62}S${L} ${cy - 40} ${L - 3} ${cy - 5}`,
    );
    s += dots(curls, hair, 40);
  } else if (style === 'afro') {
    s += crown(
      30,
      x`C${R} ${cy - 40} ${cx + 40} ${cy - 60} ${cx} ${cy - 58}S${L} ${cy - 40} ${L - 3} ${cy - 5}`,
    );
  } else if (style === 'bald') {
    s += x`<path d="M${L - 3} ${cy - 2}C${L - 6} ${cy - 30} ${L + 2} ${cy - 44} ${L + 10} ${cy - 48}C${L + 6} ${cy - 30} ${L + 8} ${cy - 16} ${L + 10} ${cy - 2}ZM${R + 3} ${cy - 2}C${R + 6} ${cy - 30} ${R - 2} ${cy - 44} ${R - 10} ${cy - 48}C${R - 6} ${cy - 30} ${R - 8} ${cy - 16} ${R - 10} ${cy - 2}Z" fill="${hair}"/>`;
  }
  if (a.glasses !== 'none') {
    const gc = rng.pick(['#2b1d14', '#7f2d08', '#1d5a85', '#3c2a20']);
    const lens =
      a.glasses === 'round'
        ? x`<circle cx="${cx - ex}" cy="${ey}" r="20"/><circle cx="${cx + ex}" cy="${ey}" r="20"/>`
        : x`<rect x="${cx - ex - 22}" y="${ey - 16}" width="44" height="32" rx="8"/><rect x="${cx + ex - 22}" y="${ey - 16}" width="44" height="32" rx="8"/>`;
    s += x`<g fill="#fff" fill-opacity=".15" stroke="${gc}" stroke-width="6">${lens}<path d="M${cx - ex + 20} ${ey}h${2 * ex - 40}M${cx - ex - 20} ${ey - 2}L${L + 2} ${ey - 6}M${cx + ex + 20} ${ey - 2}L${R - 2} ${ey - 6}" fill="none"/></g>`;
  }
  if (style === 'cap') {
    const cc = a.accent;
    const dir = rng.chance(0.5) ? 1 : -1;
    s += x`<path d="M${L - 6} ${cy - 26}C${L - 6} ${T - 44} ${R + 6} ${T - 44} ${R + 6} ${cy - 26}Z" fill="${cc}"/>`;
    s += x`<ellipse cx="${cx + dir * 18}" cy="${cy - 28}" rx="${rx + 22}" ry="13" fill="${mix(cc, '#000000', 0.25)}"/>`;
    s += dots(dot(cx, T - 14), mix(cc, '#000000', 0.25), 14);
  } else if (style === 'beanie') {
    const bc = a.accent;
    s += x`<path d="M${L - 6} ${cy - 30}C${L - 10} ${T - 54} ${R + 10} ${T - 54} ${R + 6} ${cy - 30}Z" fill="${bc}"/>`;
    s += x`<rect x="${L - 10}" y="${cy - 56}" width="${2 * rx + 20}" height="30" rx="12" fill="${mix(bc, '#000000', 0.2)}"/>`;
    s += dots(dot(cx, T - 34), mix(bc, '#ffffff', 0.5), 40);
  }
  return svgDoc([400, 400], 'Member photo', s, defs);
}

// ---------------------------------------------------------------------------------------------
// Logos

type Palette = { bg: string; fg: string; ac: string };
const PALETTES: Palette[] = [
  { bg: '#a93d0c', fg: '#fbe7d9', ac: '#f2b33d' },
  { bg: '#fbe7d9', fg: '#a93d0c', ac: '#f2b33d' },
  { bg: '#2d6a37', fg: '#fbe7d9', ac: '#a8cc6a' },
  { bg: '#e8eedf', fg: '#2d6a37', ac: '#c9621f' },
  { bg: '#1d5a85', fg: '#ffffff', ac: '#f2b33d' },
  { bg: '#e4eff7', fg: '#1d5a85', ac: '#58b8c2' },
  { bg: '#f2b33d', fg: '#7f2d08', ac: '#fff4d6' },
  { bg: '#2b1d14', fg: '#f2b33d', ac: '#c9621f' },
  { bg: '#2f8f9d', fg: '#ffffff', ac: '#fde3c0' },
  { bg: '#5b4f73', fg: '#fbe7d9', ac: '#f6b26b' },
  { bg: '#fff4d6', fg: '#c9621f', ac: '#1d5a85' },
];

const polygon = (sides: number, r: number, rot = -Math.PI / 2, cx = 48, cy = 48) =>
  `M${Array.from({ length: sides }, (_, i) => {
    const ang = rot + (i * 2 * Math.PI) / sides;
    return x1`${cx + Math.cos(ang) * r} ${cy + Math.sin(ang) * r}`;
  }).join('L')}Z`;

const star = (points: number, outer: number, inner: number) =>
  `M${Array.from({ length: points * 2 }, (_, i) => {
    const ang = -Math.PI / 2 + (i * Math.PI) / points;
    const r = i % 2 ? inner : outer;
    return x1`${48 + Math.cos(ang) * r} ${48 + Math.sin(ang) * r}`;
  }).join('L')}Z`;

const LOGO_SHAPES: Array<(p: Palette, alt: boolean) => string> = [
  // circle
  (p, alt) =>
    alt
      ? `<circle cx="48" cy="48" r="22" fill="none" stroke="${p.fg}" stroke-width="8"/><circle cx="48" cy="48" r="8" fill="${p.ac}"/>`
      : `<circle cx="48" cy="48" r="25" fill="${p.fg}"/><circle cx="58" cy="38" r="10" fill="${p.ac}"/>`,
  // hexagon
  (p, alt) =>
    alt
      ? `<path d="${polygon(6, 26, 0)}" fill="none" stroke="${p.fg}" stroke-width="7" stroke-linejoin="round"/><path d="${polygon(6, 10, 0)}" fill="${p.ac}"/>`
      : `<path d="${polygon(6, 28)}" fill="${p.fg}"/><path d="${polygon(6, 14)}" fill="${p.ac}"/>`,
  // leaf
  (p, alt) =>
    alt
      ? `<path d="M48 74C30 62 26 42 48 20C70 42 66 62 48 74Z" fill="${p.fg}"/><path d="M48 72V36" stroke="${p.ac}" stroke-width="4" stroke-linecap="round"/>`
      : `<path d="M26 70C26 42 44 26 72 24C72 52 56 70 26 70Z" fill="${p.fg}"/><path d="M30 66L58 38" stroke="${p.ac}" stroke-width="4" stroke-linecap="round"/>`,
  // wave
  (p, alt) =>
    alt
      ? `<circle cx="48" cy="48" r="27" fill="${p.fg}"/><path d="M24 50q6-8 12 0t12 0t12 0t12 0" fill="none" stroke="${p.ac}" stroke-width="6" stroke-linecap="round"/>`
      : `<path d="M20 36q7-9 14 0t14 0t14 0t14 0M20 50q7-9 14 0t14 0t14 0t14 0" fill="none" stroke="${p.fg}" stroke-width="6" stroke-linecap="round"/><path d="M20 64q7-9 14 0t14 0t14 0t14 0" fill="none" stroke="${p.ac}" stroke-width="6" stroke-linecap="round"/>`,
  // mountain
  (p, alt) =>
    alt
      ? `<path d="M16 70L42 28L68 70Z" fill="${p.fg}"/><path d="M42 28L50 41L44 39L38 44L35 39Z" fill="${p.ac}"/><path d="M52 70L66 46L80 70Z" fill="${p.ac}"/>`
      : `<circle cx="64" cy="32" r="8" fill="${p.ac}"/><path d="M16 70L38 36L52 56L60 46L80 70Z" fill="${p.fg}"/>`,
  // sun
  (p, alt) =>
    alt
      ? `<path d="M22 60a26 26 0 0 1 52 0Z" fill="${p.fg}"/><path d="M18 68h60" stroke="${p.ac}" stroke-width="6" stroke-linecap="round"/>`
      : `<circle cx="48" cy="48" r="13" fill="${p.fg}"/><circle cx="48" cy="48" r="24" fill="none" stroke="${p.ac}" stroke-width="7" stroke-dasharray="4 5.42"/>`,
  // bolt
  (p, alt) =>
    alt
      ? `<circle cx="48" cy="48" r="28" fill="${p.ac}"/><path d="M52 22L34 52H47L43 74L62 42H49Z" fill="${p.fg}"/>`
      : `<path d="M54 16L28 54H46L40 80L68 40H50Z" fill="${p.fg}" stroke="${p.fg}" stroke-width="3" stroke-linejoin="round"/>`,
  // chevrons
  (p, alt) =>
    alt
      ? `<path d="M28 28l18 20l-18 20M50 28l18 20l-18 20" fill="none" stroke="${p.fg}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`
      : `<path d="M26 32l22 14l22-14" fill="none" stroke="${p.ac}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/><path d="M26 50l22 14l22-14" fill="none" stroke="${p.fg}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  // rings
  (p, alt) =>
    alt
      ? `<circle cx="39" cy="48" r="16" fill="none" stroke="${p.fg}" stroke-width="6"/><circle cx="57" cy="48" r="16" fill="none" stroke="${p.ac}" stroke-width="6"/>`
      : `<g fill="none" stroke-width="5"><circle cx="48" cy="37" r="13" stroke="${p.fg}"/><circle cx="38" cy="55" r="13" stroke="${p.ac}"/><circle cx="58" cy="55" r="13" stroke="${p.fg}"/></g>`,
  // stacked bars
  (p, alt) =>
    alt
      ? `<g fill="${p.fg}"><rect x="22" y="26" width="52" height="10" rx="5"/><rect x="22" y="43" width="38" height="10" rx="5"/></g><rect x="22" y="60" width="24" height="10" rx="5" fill="${p.ac}"/>`
      : `<g fill="${p.fg}"><rect x="22" y="52" width="10" height="20" rx="3"/><rect x="36" y="42" width="10" height="30" rx="3"/><rect x="50" y="32" width="10" height="40" rx="3"/></g><rect x="64" y="22" width="10" height="50" rx="3" fill="${p.ac}"/>`,
  // diamond
  (p, alt) =>
    alt
      ? `<g fill="${p.fg}"><path d="${polygon(4, 12, 0, 48, 32)}"/><path d="${polygon(4, 12, 0, 32, 48)}"/><path d="${polygon(4, 12, 0, 64, 48)}"/></g><path d="${polygon(4, 12, 0, 48, 64)}" fill="${p.ac}"/>`
      : `<path d="${polygon(4, 30, 0)}" fill="${p.fg}"/><path d="${polygon(4, 13, 0)}" fill="${p.ac}"/>`,
  // triangle
  (p, alt) =>
    alt
      ? `<path d="M36 26L70 48L36 70Z" fill="${p.fg}" stroke="${p.fg}" stroke-width="8" stroke-linejoin="round"/>`
      : `<path d="M48 20L76 70H20Z" fill="${p.fg}"/><path d="M48 62L34 42H62Z" fill="${p.ac}"/>`,
  // star
  (p, alt) =>
    alt
      ? `<path d="${star(4, 30, 8)}" fill="${p.fg}"/><circle cx="68" cy="28" r="5" fill="${p.ac}"/>`
      : `<path d="${star(5, 28, 12)}" fill="${p.fg}" stroke="${p.fg}" stroke-width="3" stroke-linejoin="round"/><circle cx="48" cy="50" r="6" fill="${p.ac}"/>`,
  // plus
  (p, alt) =>
    alt
      ? `<path d="M48 22v52M22 48h52" stroke="${p.fg}" stroke-width="14" stroke-linecap="round" transform="rotate(45 48 48)"/><circle cx="48" cy="48" r="6" fill="${p.ac}"/>`
      : `<path d="M48 22v52M22 48h52" stroke="${p.fg}" stroke-width="14" stroke-linecap="round"/><circle cx="48" cy="48" r="6" fill="${p.ac}"/>`,
  // drop
  (p, alt) =>
    alt
      ? `<g fill="${p.fg}"><path d="M34 26c7 10 12 16 12 22a12 12 0 0 1-24 0c0-6 5-12 12-22Z"/><path d="M62 26c7 10 12 16 12 22a12 12 0 0 1-24 0c0-6 5-12 12-22Z"/></g><path d="M48 50c7 10 12 16 12 22a12 12 0 0 1-24 0c0-6 5-12 12-22Z" fill="${p.ac}"/>`
      : `<path d="M48 18C61 36 70 46 70 57A22 22 0 0 1 26 57C26 46 35 36 48 18Z" fill="${p.fg}"/><path d="M38 58a10 10 0 0 0 10 10" fill="none" stroke="${p.ac}" stroke-width="5" stroke-linecap="round"/>`,
  // arcs
  (p, alt) =>
    alt
      ? `<g fill="none" stroke-width="7" stroke-linecap="round"><path d="M26 44a30 30 0 0 1 44 0" stroke="${p.fg}"/><path d="M34 54a18 18 0 0 1 28 0" stroke="${p.fg}"/></g><circle cx="48" cy="66" r="6" fill="${p.ac}"/>`
      : `<g fill="none" stroke-width="7"><path d="M20 68a28 28 0 0 1 56 0" stroke="${p.fg}"/><path d="M32 68a16 16 0 0 1 32 0" stroke="${p.ac}"/></g><circle cx="48" cy="68" r="5" fill="${p.fg}"/>`,
  // dots
  (p, alt) =>
    alt
      ? `<path d="M34 34h0M62 34h0M34 62h0" stroke="${p.fg}" stroke-width="22" stroke-linecap="round"/><path d="M62 62h0" stroke="${p.ac}" stroke-width="22" stroke-linecap="round"/>`
      : `<path d="M28 28h0M48 28h0M68 28h0M28 48h0M68 48h0M28 68h0M48 68h0M68 68h0" stroke="${p.fg}" stroke-width="12" stroke-linecap="round"/><path d="M48 48h0" stroke="${p.ac}" stroke-width="14" stroke-linecap="round"/>`,
  // pinwheel
  (p, alt) => {
    const q = (rot: number, color: string) =>
      `<path d="M48 48V20A28 28 0 0 1 76 48Z" fill="${color}" transform="rotate(${rot} 48 48)"/>`;
    return alt
      ? q(0, p.fg) + q(180, p.fg) + q(90, p.ac)
      : q(0, p.fg) + q(90, p.ac) + q(180, p.fg) + q(270, p.ac);
  },
  // lotus
  (p, alt) => {
    const petal = (rot: number, color: string) =>
      `<path d="M48 26C59 40 59 58 48 70C37 58 37 40 48 26Z" fill="${color}" transform="rotate(${rot} 48 70)"/>`;
    return alt
      ? petal(-60, p.ac) + petal(60, p.ac) + petal(-30, p.fg) + petal(30, p.fg) + petal(0, p.fg)
      : petal(-40, p.ac) + petal(40, p.ac) + petal(0, p.fg);
  },
  // globe
  (p, alt) =>
    alt
      ? `<g fill="none" stroke="${p.fg}" stroke-width="5"><circle cx="48" cy="48" r="20"/><path d="M28 48h40M48 28c-10 12-10 28 0 40c10-12 10-28 0-40"/></g><ellipse cx="48" cy="48" rx="32" ry="10" fill="none" stroke="${p.ac}" stroke-width="4" transform="rotate(-25 48 48)"/>`
      : `<circle cx="48" cy="48" r="26" fill="${p.fg}"/><g fill="none" stroke="${p.bg}" stroke-width="4"><path d="M22 48h52M48 22c-13 15-13 37 0 52c13-15 13-37 0-52"/></g><circle cx="66" cy="30" r="6" fill="${p.ac}"/>`,
];

function logo(n: number): string {
  const i = n - 1;
  const shapes = LOGO_SHAPES.length;
  const alt = i >= shapes;
  const p = at(PALETTES, (i * 7 + (alt ? 4 : 0)) % PALETTES.length);
  const shape = at(LOGO_SHAPES, i % shapes);
  return svgDoc(
    [96, 96],
    'Company logo',
    `<rect width="96" height="96" rx="20" fill="${p.bg}"/>${shape(p, alt)}`,
    '',
    false,
  );
}

// ---------------------------------------------------------------------------------------------
// Write

const LIMITS = { scene: 3000, avatar: 3000, logo: 1500 };
const TRAITS_FILE = 'mocks/seed/avatarTraits.gen.ts';

/** The avatars' traits as a TypeScript module, already in prettier's format. */
function traitsModule(traits: Traits[]): string {
  const union = (items: readonly string[]) => items.map((item) => `'${item}'`).join(' | ');
  const rows = traits.map(
    (t) => `  { presentation: '${t.presentation}', skin: '${t.skin}', age: '${t.age}' },\n`,
  );
  return (
    '/**\n' +
    ' * GENERATED by scripts/generate/images.ts — do not edit. Regenerate with:\n' +
    ' *   npx tsx scripts/generate/images.ts\n' +
    ' * What each member avatar looks like: AVATAR_TRAITS[n - 1] describes avatarImage(n).\n' +
    ' */\n' +
    `export type AvatarPresentation = ${union(PRESENTATIONS)};\n` +
    `export type AvatarSkin = ${union(SKIN_GROUPS)};\n` +
    `export type AvatarAge = ${union(AGES)};\n` +
    'export type AvatarTraits = { presentation: AvatarPresentation; skin: AvatarSkin; age: AvatarAge };\n' +
    '\n' +
    'export const AVATAR_TRAITS: ReadonlyArray<AvatarTraits> = [\n' +
    rows.join('') +
    '];\n'
  );
}

const problems: string[] = [];

function write(publicPath: string, text: string, limit: number): number {
  const bytes = Buffer.byteLength(text);
  if (bytes > limit) problems.push(`${publicPath} is ${bytes} bytes (limit ${limit})`);
  if (/<script|<image|<text|href="(?!#)|url\((?!#)/.test(text)) {
    problems.push(`${publicPath}: external or scripted content`);
  }
  const file = `public${publicPath}`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return bytes;
}

for (const dir of [
  'public/images/scenes/generated',
  'public/images/avatars/generated',
  'public/images/logos',
]) {
  rmSync(dir, { recursive: true, force: true });
}

const totals = { scene: 0, avatar: 0, logo: 0 };
const labels = new Set<string>();
for (const motif of SCENE_MOTIFS) {
  for (let v = 1; v <= SCENE_VARIANTS; v++) {
    const text = scene(motif, v);
    const label = /aria-label="([^"]*)"/.exec(text)?.[1] ?? '';
    if (labels.has(label)) throw new Error(`duplicate scene label: ${label}`);
    labels.add(label);
    totals.scene += write(sceneImage(motif, v), text, LIMITS.scene);
  }
}
const plans = planAvatars();
plans.forEach((plan, i) => {
  totals.avatar += write(avatarImage(i + 1), avatar(plan, i + 1), LIMITS.avatar);
});
writeFileSync(TRAITS_FILE, traitsModule(plans.map((plan) => plan.traits)));
for (let n = 1; n <= LOGO_COUNT; n++) totals.logo += write(logoImage(n), logo(n), LIMITS.logo);

if (problems.length) throw new Error(problems.join('\n'));
console.log(
  `scenes: ${SCENE_MOTIFS.length * SCENE_VARIANTS} files, ${totals.scene} bytes; avatars: ${AVATAR_COUNT} files, ${totals.avatar} bytes; logos: ${LOGO_COUNT} files, ${totals.logo} bytes`,
);
