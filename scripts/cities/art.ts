/**
 * Tiny vector-illustration toolkit used by generate-images.ts: an SVG builder with gradient
 * helpers, a seeded random generator and reusable flat-art shapes (ridges, skylines, trees,
 * people, water, interiors). Everything returns SVG markup strings.
 */

/** One picture: where it goes and how to draw it. */
export type Artwork = { city: string; file: string; width: number; height: number; draw: (s: Svg) => void };

export type Stop = [offset: number, color: string, opacity?: number];

/** Deterministic PRNG (mulberry32) so every run draws the same pictures. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

export class Svg {
  private defs: string[] = [];
  private body: string[] = [];
  private n = 0;
  readonly r: () => number;

  constructor(
    readonly w: number,
    readonly h: number,
    seed: number,
  ) {
    this.r = rng(seed);
  }

  /** Random number in [a, b). */
  rand(a: number, b: number): number {
    return a + (b - a) * this.r();
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.r() * items.length)];
    if (item === undefined) throw new Error("pick() on an empty list");
    return item;
  }

  id(prefix: string): string {
    this.n += 1;
    return `${prefix}${this.n}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(markup: string): void {
    this.body.push(markup);
  }

  /** Linear gradient; coordinates are fractions of the shape's bounding box. Returns the fill value. */
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id("lg");
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
        .map(
          ([o, c, op]) =>
            `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
        )
        .join("")}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Linear gradient in user-space pixels. */
  linU(stops: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id("lu");
    this.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stops
        .map(
          ([o, c, op]) =>
            `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
        )
        .join("")}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in user-space pixels. */
  rad(stops: Stop[], cx: number, cy: number, r: number): string {
    const id = this.id("rg");
    this.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stops
        .map(
          ([o, c, op]) =>
            `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
        )
        .join("")}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  blur(std: number): string {
    const id = this.id("bl");
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    return `url(#${id})`;
  }

  clip(markup: string): string {
    const id = this.id("cp");
    this.def(`<clipPath id="${id}">${markup}</clipPath>`);
    return `url(#${id})`;
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }
}

export { f as fmt };

// ---------------------------------------------------------------------------------------------
// Basic shapes
// ---------------------------------------------------------------------------------------------

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = "",
): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${width}"${extra ? ` ${extra}` : ""}/>`;
}

export function poly(points: Array<[number, number]>, fill: string, extra = ""): string {
  return `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(" ")}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function group(content: string, extra = ""): string {
  return `<g${extra ? ` ${extra}` : ""}>${content}</g>`;
}

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothThrough(pts: Array<[number, number]>, tension = 0.5): string {
  if (pts.length < 2) return "";
  const first = pts[0] as [number, number];
  let d = `M${f(first[0])},${f(first[1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = (pts[i - 1] ?? pts[i]) as [number, number];
    const p1 = pts[i] as [number, number];
    const p2 = pts[i + 1] as [number, number];
    const p3 = (pts[i + 2] ?? p2) as [number, number];
    const c1x = p1[0] + ((p2[0] - p0[0]) / 6) * tension * 2;
    const c1y = p1[1] + ((p2[1] - p0[1]) / 6) * tension * 2;
    const c2x = p2[0] - ((p3[0] - p1[0]) / 6) * tension * 2;
    const c2y = p2[1] - ((p3[1] - p1[1]) / 6) * tension * 2;
    d += ` C${f(c1x)},${f(c1y)} ${f(c2x)},${f(c2y)} ${f(p2[0])},${f(p2[1])}`;
  }
  return d;
}

// ---------------------------------------------------------------------------------------------
// Landscape
// ---------------------------------------------------------------------------------------------

export function sky(s: Svg, stops: Stop[]): void {
  s.add(rect(0, 0, s.w, s.h, s.lin(stops)));
}

export function sun(
  s: Svg,
  cx: number,
  cy: number,
  r: number,
  core: string,
  glow: string,
  glowR = r * 6,
  glowOpacity = 0.55,
): void {
  s.add(
    circle(
      cx,
      cy,
      glowR,
      s.rad(
        [
          [0, glow, glowOpacity],
          [0.35, glow, glowOpacity * 0.35],
          [1, glow, 0],
        ],
        cx,
        cy,
        glowR,
      ),
    ),
  );
  s.add(circle(cx, cy, r, core));
}

/** Flat cloud made of overlapping circles on a flat base. */
export function cloud(s: Svg, x: number, y: number, scale: number, fill: string, opacity = 0.9): void {
  const parts: string[] = [];
  const bumps = 3 + Math.floor(s.rand(0, 3));
  const width = 120 * scale;
  for (let i = 0; i < bumps; i++) {
    const cx = x + (width * (i + 0.5)) / bumps + s.rand(-8, 8) * scale;
    const r = (22 + s.rand(0, 22) * (1 - Math.abs(i - (bumps - 1) / 2) / bumps)) * scale;
    parts.push(circle(cx, y - r * 0.45, r, fill));
  }
  parts.push(rect(x, y - 14 * scale, width + 8 * scale, 16 * scale, fill, `rx="${f(8 * scale)}"`));
  s.add(group(parts.join(""), `opacity="${opacity}"`));
}

/** Wispy horizontal cloud band (used at sunset). */
export function streak(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  opacity = 0.5,
): void {
  s.add(rect(x, y, w, h, fill, `rx="${f(h / 2)}" opacity="${opacity}"`));
}

/** Mountain ridge by midpoint displacement, filled down to the bottom of the picture. */
export function ridge(
  s: Svg,
  opts: {
    baseY: number;
    amp: number;
    fill: string;
    rough?: number;
    x0?: number;
    x1?: number;
    levels?: number;
    peaks?: Array<[number, number]>;
    smooth?: boolean;
    extra?: string;
  },
): Array<[number, number]> {
  const { baseY, amp, fill } = opts;
  const x0 = opts.x0 ?? -20;
  const x1 = opts.x1 ?? s.w + 20;
  const rough = opts.rough ?? 0.55;
  const levels = opts.levels ?? 7;
  let pts: Array<[number, number]> = [
    [x0, baseY + s.rand(-amp, amp) * 0.4],
    [x1, baseY + s.rand(-amp, amp) * 0.4],
  ];
  if (opts.peaks) {
    pts = [pts[0] as [number, number], ...opts.peaks, pts[1] as [number, number]];
  }
  let disp = amp;
  for (let l = 0; l < levels; l++) {
    const next: Array<[number, number]> = [];
    for (let i = 0; i < pts.length - 1; i++) {
      const a = pts[i] as [number, number];
      const b = pts[i + 1] as [number, number];
      next.push(a);
      next.push([(a[0] + b[0]) / 2 + s.rand(-4, 4), (a[1] + b[1]) / 2 + s.rand(-disp, disp)]);
    }
    next.push(pts[pts.length - 1] as [number, number]);
    pts = next;
    disp *= rough;
  }
  const top =
    opts.smooth === false
      ? pts.map(([x, y], i) => `${i === 0 ? "M" : "L"}${f(x)},${f(y)}`).join(" ")
      : smoothThrough(pts, 0.6);
  s.add(path(`${top} L${f(x1)},${f(s.h + 10)} L${f(x0)},${f(s.h + 10)} Z`, fill, opts.extra ?? ""));
  return pts;
}

/** Height of a ridge polyline at x (linear interpolation). */
export function ridgeY(pts: Array<[number, number]>, x: number): number {
  for (let i = 0; i < pts.length - 1; i++) {
    const a = pts[i] as [number, number];
    const b = pts[i + 1] as [number, number];
    if (x >= a[0] && x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0] || 1);
  }
  return (pts[pts.length - 1] as [number, number])[1];
}

/** Vertical fade used between depth layers (atmospheric perspective). */
export function haze(s: Svg, y0: number, y1: number, color: string, opacity: number): void {
  // Ramps from transparent at y0 to `opacity` at y1, then stays flat to the bottom so no hard edge
  // shows where the next layer does not cover it.
  const k = Math.min(1, (y1 - y0) / (s.h - y0));
  s.add(
    rect(
      0,
      y0,
      s.w,
      s.h - y0,
      s.linU(
        [
          [0, color, 0],
          [k, color, opacity],
          [1, color, opacity],
        ],
        0,
        y0,
        0,
        s.h,
      ),
    ),
  );
}

export function snowCap(s: Svg, pts: Array<[number, number]>, threshold: number, fill: string): void {
  // Polygons hugging the ridge wherever it rises above `threshold`.
  let seg: Array<[number, number]> = [];
  const flush = () => {
    if (seg.length > 2) {
      const top = seg.map(([x, y], i) => `${i === 0 ? "M" : "L"}${f(x)},${f(y)}`).join(" ");
      const back = [...seg]
        .reverse()
        .map(
          ([x, y], i) =>
            `L${f(x)},${f(Math.min(threshold, y + 26 + Math.sin(i * 0.9) * 10 + Math.sin(i * 2.3) * 4))}`,
        )
        .join(" ");
      s.add(path(`${top} ${back} Z`, fill));
    }
    seg = [];
  };
  for (const p of pts) {
    if (p[1] < threshold) seg.push(p);
    else flush();
  }
  flush();
}

export function birds(s: Svg, x: number, y: number, n: number, color: string, size = 10): void {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const bx = x + s.rand(-90, 90);
    const by = y + s.rand(-35, 35);
    const k = size * s.rand(0.6, 1.2);
    parts.push(
      `<path d="M${f(bx - k)},${f(by)} Q${f(bx - k / 2)},${f(by - k * 0.6)} ${f(bx)},${f(by)} Q${f(bx + k / 2)},${f(by - k * 0.6)} ${f(bx + k)},${f(by)}" fill="none" stroke="${color}" stroke-width="${f(Math.max(1.4, k / 5))}" stroke-linecap="round"/>`,
    );
  }
  s.add(group(parts.join("")));
}

/** Water body with gradient and little horizontal glints. */
export function water(
  s: Svg,
  y0: number,
  y1: number,
  top: string,
  bottom: string,
  glint: string,
  glints = 60,
  x0 = 0,
  x1?: number,
): void {
  const xe = x1 ?? s.w;
  s.add(
    rect(
      x0,
      y0,
      xe - x0,
      y1 - y0,
      s.lin([
        [0, top],
        [1, bottom],
      ]),
    ),
  );
  const parts: string[] = [];
  for (let i = 0; i < glints; i++) {
    const gy = y0 + Math.pow(s.r(), 1.6) * (y1 - y0);
    const depth = (gy - y0) / (y1 - y0);
    const gw = 10 + depth * 70 * s.rand(0.4, 1);
    const gx = s.rand(x0, xe - gw);
    parts.push(rect(gx, gy, gw, 1.5 + depth * 2.5, glint, `rx="1.5" opacity="${f(0.15 + s.r() * 0.3)}"`));
  }
  s.add(group(parts.join("")));
}

// ---------------------------------------------------------------------------------------------
// Buildings
// ---------------------------------------------------------------------------------------------

export type WindowStyle = {
  lit: string;
  dark: string;
  litRatio: number;
  cols?: number;
  rowH?: number;
  inset?: number;
  wFrac?: number;
  hFrac?: number;
};

export function windowsGrid(s: Svg, x: number, y: number, w: number, h: number, st: WindowStyle): string {
  const inset = st.inset ?? Math.max(3, w * 0.1);
  const cols = st.cols ?? Math.max(2, Math.round((w - inset * 2) / 9));
  const rowH = st.rowH ?? 11;
  const rows = Math.max(1, Math.floor((h - inset * 2) / rowH));
  const cw = (w - inset * 2) / cols;
  const ww = cw * (st.wFrac ?? 0.55);
  const wh = rowH * (st.hFrac ?? 0.5);
  const parts: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const lit = s.r() < st.litRatio;
      parts.push(
        rect(x + inset + c * cw + (cw - ww) / 2, y + inset + r * rowH, ww, wh, lit ? st.lit : st.dark),
      );
    }
  }
  return parts.join("");
}

export function tower(
  s: Svg,
  x: number,
  baseY: number,
  w: number,
  h: number,
  fill: string,
  opts: {
    win?: WindowStyle;
    top?: "flat" | "antenna" | "spire" | "stepped" | "slant" | "crown";
    shade?: string;
  } = {},
): void {
  const y = baseY - h;
  const parts: string[] = [rect(x, y, w, h, fill)];
  if (opts.shade) parts.push(rect(x + w * 0.62, y, w * 0.38, h, opts.shade));
  if (opts.win) parts.push(windowsGrid(s, x, y, w, h, opts.win));
  switch (opts.top) {
    case "antenna":
      parts.push(rect(x + w / 2 - 1.5, y - h * 0.12, 3, h * 0.12, fill));
      break;
    case "spire":
      parts.push(
        poly(
          [
            [x + w * 0.3, y],
            [x + w / 2, y - h * 0.18],
            [x + w * 0.7, y],
          ],
          fill,
        ),
      );
      break;
    case "stepped":
      parts.push(rect(x + w * 0.15, y - h * 0.06, w * 0.7, h * 0.06, fill));
      parts.push(rect(x + w * 0.3, y - h * 0.11, w * 0.4, h * 0.05, fill));
      break;
    case "slant":
      parts.push(
        poly(
          [
            [x, y],
            [x + w, y - w * 0.45],
            [x + w, y],
          ],
          fill,
        ),
      );
      break;
    case "crown":
      parts.push(rect(x - 2, y - 6, w + 4, 6, fill));
      break;
    default:
      break;
  }
  s.add(group(parts.join("")));
}

/** A row of random towers between x0 and x1. */
export function skyline(
  s: Svg,
  opts: {
    x0: number;
    x1: number;
    baseY: number;
    minH: number;
    maxH: number;
    minW: number;
    maxW: number;
    fills: string[];
    win?: WindowStyle;
    gap?: number;
    tops?: Array<"flat" | "antenna" | "spire" | "stepped" | "slant" | "crown">;
    shade?: string;
  },
): void {
  let x = opts.x0;
  while (x < opts.x1) {
    const w = s.rand(opts.minW, opts.maxW);
    const h = s.rand(opts.minH, opts.maxH);
    tower(s, x, opts.baseY, w, h, s.pick(opts.fills), {
      win: opts.win,
      top: opts.tops ? s.pick(opts.tops) : "flat",
      shade: opts.shade,
    });
    x += w + (opts.gap ?? s.rand(-w * 0.3, 4));
  }
}

/** Little hillside houses (Andean cities): boxes with sloped roofs following a ridge. */
export function hillHouses(
  s: Svg,
  pts: Array<[number, number]>,
  x0: number,
  x1: number,
  density: number,
  walls: string[],
  roof: string,
  depth = 60,
  size = 1,
  minDepth = 6,
  minY = -Infinity,
): void {
  const parts: string[] = [];
  const n = Math.floor(((x1 - x0) / 10) * density);
  for (let i = 0; i < n; i++) {
    const x = s.rand(x0, x1);
    const top = ridgeY(pts, x);
    const y = top + minDepth + Math.pow(s.r(), 0.8) * depth;
    if (y < minY) continue;
    const w = s.rand(7, 15) * size;
    const h = s.rand(5, 10) * size;
    parts.push(rect(x, y - h, w, h, s.pick(walls)));
    parts.push(rect(x - 1, y - h - 2.2 * size, w + 2, 2.6 * size, roof));
  }
  s.add(group(parts.join("")));
}

// ---------------------------------------------------------------------------------------------
// Vegetation and people
// ---------------------------------------------------------------------------------------------

export function roundTree(
  s: Svg,
  x: number,
  groundY: number,
  size: number,
  leaf: string,
  leafLight: string,
  trunk: string,
): void {
  const parts: string[] = [];
  parts.push(rect(x - size * 0.07, groundY - size * 0.9, size * 0.14, size * 0.9, trunk));
  const blobs = 5;
  for (let i = 0; i < blobs; i++) {
    const a = (i / blobs) * Math.PI * 2;
    parts.push(
      circle(
        x + Math.cos(a) * size * 0.32,
        groundY - size * 1.05 + Math.sin(a) * size * 0.22,
        size * s.rand(0.32, 0.42),
        leaf,
      ),
    );
  }
  parts.push(circle(x, groundY - size * 1.15, size * 0.45, leaf));
  parts.push(circle(x - size * 0.18, groundY - size * 1.3, size * 0.22, leafLight, `opacity="0.8"`));
  s.add(group(parts.join("")));
}

/** Flowering tree (jacaranda, guayacán): branching trunk under a cloud of small blossom clusters. */
export function bloomTree(
  s: Svg,
  x: number,
  groundY: number,
  size: number,
  leaf: string,
  bloom: string,
  bloomLight: string,
  trunk: string,
): void {
  const parts: string[] = [];
  const k = size;
  parts.push(
    path(
      `M${f(x - k * 0.06)},${f(groundY)} L${f(x - k * 0.03)},${f(groundY - k * 0.62)} L${f(x - k * 0.34)},${f(groundY - k * 0.98)} L${f(x - k * 0.29)},${f(groundY - k * 1.02)} L${f(x)},${f(groundY - k * 0.72)} L${f(x + k * 0.3)},${f(groundY - k * 1.04)} L${f(x + k * 0.35)},${f(groundY - k * 0.99)} L${f(x + k * 0.05)},${f(groundY - k * 0.6)} L${f(x + k * 0.07)},${f(groundY)} Z`,
      trunk,
    ),
  );
  // Shadowed underside, then mid tone, then light clusters on top: reads as a rounded canopy.
  const cy = groundY - k * 1.12;
  const clusters: Array<[number, number, number, string]> = [];
  for (let i = 0; i < 34; i++) {
    const a = s.rand(0, Math.PI * 2);
    const d = Math.sqrt(s.r());
    const px = x + Math.cos(a) * d * k * 0.62;
    const py = cy + Math.sin(a) * d * k * 0.3;
    const r = k * s.rand(0.09, 0.15);
    const light = py < cy - k * 0.05 ? bloomLight : bloom;
    clusters.push([px, py, r, light]);
  }
  clusters.sort((a, b) => b[1] - a[1]);
  parts.push(ellipse(x, cy + k * 0.08, k * 0.64, k * 0.28, leaf));
  for (const [px, py, r, c] of clusters) parts.push(circle(px, py, r, c));
  s.add(group(parts.join("")));
}

export function palm(s: Svg, x: number, groundY: number, h: number, color: string, lean = 0.15): void {
  const tx = x + h * lean;
  const ty = groundY - h;
  const parts: string[] = [];
  parts.push(
    `<path d="M${f(x)},${f(groundY)} Q${f(x + h * lean * 0.2)},${f(groundY - h * 0.5)} ${f(tx)},${f(ty)}" fill="none" stroke="${color}" stroke-width="${f(h * 0.045)}" stroke-linecap="round"/>`,
  );
  const fronds = 7;
  for (let i = 0; i < fronds; i++) {
    const a = -Math.PI + (i / (fronds - 1)) * Math.PI + s.rand(-0.15, 0.15);
    const len = h * s.rand(0.32, 0.42);
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len * 0.55 + len * 0.28;
    const mx = tx + Math.cos(a) * len * 0.5;
    const my = ty + Math.sin(a) * len * 0.5 - len * 0.12;
    parts.push(
      `<path d="M${f(tx)},${f(ty)} Q${f(mx)},${f(my - len * 0.12)} ${f(ex)},${f(ey)} Q${f(mx)},${f(my + len * 0.08)} ${f(tx)},${f(ty)} Z" fill="${color}"/>`,
    );
  }
  parts.push(circle(tx, ty + 2, h * 0.03, color));
  s.add(group(parts.join("")));
}

export function cypress(s: Svg, x: number, groundY: number, h: number, color: string): void {
  s.add(
    path(
      `M${f(x)},${f(groundY - h)} C${f(x + h * 0.16)},${f(groundY - h * 0.7)} ${f(x + h * 0.14)},${f(groundY - h * 0.15)} ${f(x)},${f(groundY)} C${f(x - h * 0.14)},${f(groundY - h * 0.15)} ${f(x - h * 0.16)},${f(groundY - h * 0.7)} ${f(x)},${f(groundY - h)} Z`,
      color,
    ),
  );
}

export function bush(s: Svg, x: number, groundY: number, w: number, fill: string): void {
  const parts: string[] = [];
  const n = 4;
  for (let i = 0; i < n; i++)
    parts.push(
      circle(x + (w * (i + 0.5)) / n, groundY - w * 0.12 - s.rand(0, w * 0.08), w * s.rand(0.16, 0.22), fill),
    );
  parts.push(rect(x + w * 0.05, groundY - w * 0.14, w * 0.9, w * 0.14, fill));
  s.add(group(parts.join("")));
}

/** Standing person silhouette (feet at y). */
export function person(
  s: Svg,
  x: number,
  y: number,
  h: number,
  body: string,
  head?: string,
  opts: { bag?: boolean; hair?: string } = {},
): void {
  const k = h / 100;
  const parts: string[] = [];
  const legGap = s.rand(2, 7) * k;
  parts.push(rect(x - 7 * k - legGap / 2, y - 44 * k, 7 * k, 44 * k, body, `rx="${f(3 * k)}"`));
  parts.push(rect(x + legGap / 2, y - 44 * k, 7 * k, 44 * k, body, `rx="${f(3 * k)}"`));
  parts.push(
    path(
      `M${f(x - 13 * k)},${f(y - 40 * k)} L${f(x - 11 * k)},${f(y - 76 * k)} Q${f(x)},${f(y - 84 * k)} ${f(x + 11 * k)},${f(y - 76 * k)} L${f(x + 13 * k)},${f(y - 40 * k)} Z`,
      body,
    ),
  );
  parts.push(circle(x, y - 90 * k, 9.5 * k, head ?? body));
  if (opts.hair)
    parts.push(
      path(
        `M${f(x - 10 * k)},${f(y - 90 * k)} Q${f(x)},${f(y - 106 * k)} ${f(x + 10 * k)},${f(y - 90 * k)} Q${f(x)},${f(y - 96 * k)} ${f(x - 10 * k)},${f(y - 90 * k)} Z`,
        opts.hair,
      ),
    );
  if (opts.bag)
    parts.push(rect(x + 10 * k, y - 62 * k, 9 * k, 14 * k, body, `rx="${f(2 * k)}" opacity="0.85"`));
  s.add(group(parts.join("")));
}

/** Seated person at a desk, seen from the side/back (for interiors and cafés). */
export function seated(
  s: Svg,
  x: number,
  seatY: number,
  h: number,
  body: string,
  head: string,
  facing: 1 | -1 = 1,
  hair?: string,
): void {
  const k = h / 100;
  const parts: string[] = [];
  parts.push(
    path(
      `M${f(x - 12 * k)},${f(seatY)} L${f(x - 10 * k)},${f(seatY - 42 * k)} Q${f(x)},${f(seatY - 50 * k)} ${f(x + 10 * k)},${f(seatY - 42 * k)} L${f(x + 12 * k)},${f(seatY)} Z`,
      body,
    ),
  );
  parts.push(
    path(
      `M${f(x + 6 * k * facing)},${f(seatY - 34 * k)} L${f(x + 26 * k * facing)},${f(seatY - 22 * k)}`,
      "none",
      `stroke="${body}" stroke-width="${f(6 * k)}" stroke-linecap="round"`,
    ),
  );
  parts.push(circle(x + 2 * k * facing, seatY - 58 * k, 9 * k, head));
  if (hair)
    parts.push(
      path(
        `M${f(x - 8 * k)},${f(seatY - 60 * k)} Q${f(x + 2 * k * facing)},${f(seatY - 74 * k)} ${f(x + 11 * k)},${f(seatY - 60 * k)} Q${f(x)},${f(seatY - 64 * k)} ${f(x - 8 * k)},${f(seatY - 60 * k)} Z`,
        hair,
      ),
    );
  s.add(group(parts.join("")));
}

export function streetLamp(s: Svg, x: number, groundY: number, h: number, pole: string, glow?: string): void {
  const parts: string[] = [];
  if (glow)
    parts.push(
      circle(
        x,
        groundY - h,
        h * 0.28,
        s.rad(
          [
            [0, glow, 0.55],
            [1, glow, 0],
          ],
          x,
          groundY - h,
          h * 0.28,
        ),
      ),
    );
  parts.push(rect(x - 2, groundY - h, 4, h, pole));
  parts.push(rect(x - 7, groundY - 4, 14, 4, pole));
  parts.push(
    path(
      `M${f(x - 9)},${f(groundY - h + 2)} L${f(x - 5)},${f(groundY - h - 14)} L${f(x + 5)},${f(groundY - h - 14)} L${f(x + 9)},${f(groundY - h + 2)} Z`,
      pole,
    ),
  );
  if (glow) parts.push(rect(x - 5, groundY - h - 11, 10, 11, glow, `opacity="0.95"`));
  s.add(group(parts.join("")));
}

// ---------------------------------------------------------------------------------------------
// Interior furniture
// ---------------------------------------------------------------------------------------------

export function laptop(
  s: Svg,
  x: number,
  deskY: number,
  w: number,
  body: string,
  screen: string,
  facing: 1 | -1 = 1,
): void {
  const h = w * 0.62;
  const parts: string[] = [];
  // Seen from the back/side: lid as a slanted slab with a soft screen glow around it.
  parts.push(
    circle(
      x + (w / 2) * facing * 0.2,
      deskY - h * 0.5,
      w * 0.7,
      s.rad(
        [
          [0, screen, 0.35],
          [1, screen, 0],
        ],
        x,
        deskY - h * 0.5,
        w * 0.7,
      ),
    ),
  );
  parts.push(
    poly(
      [
        [x - w / 2, deskY],
        [x + w / 2, deskY],
        [x + w / 2 + 4 * facing, deskY - 3],
        [x - w / 2 + 4 * facing, deskY - 3],
      ],
      body,
    ),
  );
  parts.push(
    poly(
      [
        [x - w * 0.42, deskY - 3],
        [x - w * 0.36 + 6 * facing, deskY - h],
        [x + w * 0.36 + 6 * facing, deskY - h],
        [x + w * 0.42, deskY - 3],
      ],
      body,
    ),
  );
  s.add(group(parts.join("")));
}

export function plantPot(
  s: Svg,
  x: number,
  floorY: number,
  size: number,
  pot: string,
  leaf: string,
  leafDark: string,
): void {
  const parts: string[] = [];
  const leaves = 9;
  for (let i = 0; i < leaves; i++) {
    const a = -Math.PI / 2 + s.rand(-1.25, 1.25);
    const len = size * s.rand(0.55, 1);
    const ex = x + Math.cos(a) * len;
    const ey = floorY - size * 0.45 + Math.sin(a) * len;
    const nx = -Math.sin(a) * len * 0.22;
    const ny = Math.cos(a) * len * 0.22;
    const mx = (x + ex) / 2;
    const my = (floorY - size * 0.45 + ey) / 2;
    parts.push(
      path(
        `M${f(x)},${f(floorY - size * 0.45)} Q${f(mx + nx)},${f(my + ny)} ${f(ex)},${f(ey)} Q${f(mx - nx)},${f(my - ny)} ${f(x)},${f(floorY - size * 0.45)} Z`,
        i % 3 === 0 ? leafDark : leaf,
      ),
    );
  }
  parts.push(
    path(
      `M${f(x - size * 0.28)},${f(floorY - size * 0.48)} L${f(x + size * 0.28)},${f(floorY - size * 0.48)} L${f(x + size * 0.22)},${f(floorY)} L${f(x - size * 0.22)},${f(floorY)} Z`,
      pot,
    ),
  );
  s.add(group(parts.join("")));
}

export function pendantLamp(
  s: Svg,
  x: number,
  ceilY: number,
  drop: number,
  shade: string,
  glow: string,
): void {
  const y = ceilY + drop;
  s.add(line(x, ceilY, x, y, shade, 2));
  s.add(
    circle(
      x,
      y + 30,
      150,
      s.rad(
        [
          [0, glow, 0.28],
          [1, glow, 0],
        ],
        x,
        y + 30,
        150,
      ),
    ),
  );
  s.add(path(`M${f(x - 22)},${f(y + 18)} Q${f(x)},${f(y - 12)} ${f(x + 22)},${f(y + 18)} Z`, shade));
  s.add(ellipse(x, y + 18, 14, 4, glow));
}

export function chair(s: Svg, x: number, floorY: number, size: number, color: string): void {
  const parts: string[] = [];
  parts.push(rect(x - size * 0.35, floorY - size * 0.55, size * 0.7, size * 0.08, color));
  parts.push(rect(x - size * 0.32, floorY - size * 0.55, size * 0.06, size * 0.55, color));
  parts.push(rect(x + size * 0.26, floorY - size * 0.55, size * 0.06, size * 0.55, color));
  parts.push(rect(x + size * 0.26, floorY - size * 1.05, size * 0.07, size * 0.5, color));
  s.add(group(parts.join("")));
}

export function bistroTable(s: Svg, x: number, floorY: number, size: number, top: string, leg: string): void {
  s.add(rect(x - 2, floorY - size * 0.7, 4, size * 0.7, leg));
  s.add(rect(x - size * 0.18, floorY - 3, size * 0.36, 3, leg));
  s.add(ellipse(x, floorY - size * 0.7, size * 0.4, size * 0.06, top));
}

export function cup(s: Svg, x: number, tableY: number, size: number, color: string, steam?: string): void {
  s.add(
    path(
      `M${f(x - size / 2)},${f(tableY - size)} L${f(x + size / 2)},${f(tableY - size)} L${f(x + size * 0.38)},${f(tableY)} L${f(x - size * 0.38)},${f(tableY)} Z`,
      color,
    ),
  );
  if (steam)
    s.add(
      `<path d="M${f(x)},${f(tableY - size - 4)} q5,-7 0,-14 q-5,-7 0,-14" fill="none" stroke="${steam}" stroke-width="2" opacity="0.6" stroke-linecap="round"/>`,
    );
}

/** Striped awning over a shop front. */
export function awning(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  a: string,
  b: string,
  stripes = 8,
): void {
  const parts: string[] = [];
  const sw = w / stripes;
  for (let i = 0; i < stripes; i++) {
    const c = i % 2 === 0 ? a : b;
    parts.push(
      poly(
        [
          [x + i * sw, y],
          [x + (i + 1) * sw, y],
          [x + (i + 1) * sw + 6, y + h],
          [x + i * sw + 6, y + h],
        ],
        c,
      ),
    );
    parts.push(path(`M${f(x + i * sw + 6)},${f(y + h)} a${f(sw / 2)},${f(sw / 2.6)} 0 0 0 ${f(sw)},0 Z`, c));
  }
  s.add(group(parts.join("")));
}

/** Heap of fruit or vegetables (market stall) as a pyramid of circles. */
export function produce(s: Svg, x: number, baseY: number, w: number, colors: string[], r = 7): void {
  const parts: string[] = [];
  let row = 0;
  let width = w;
  while (width > r * 2) {
    const n = Math.floor(width / (r * 2));
    const start = x + (w - n * r * 2) / 2 + r;
    for (let i = 0; i < n; i++) {
      const c = s.pick(colors);
      parts.push(
        circle(start + i * r * 2 + s.rand(-1, 1), baseY - r - row * r * 1.7, r * s.rand(0.9, 1.05), c),
      );
      parts.push(
        circle(
          start + i * r * 2 - r * 0.3,
          baseY - r - row * r * 1.7 - r * 0.3,
          r * 0.28,
          "#ffffff",
          `opacity="0.25"`,
        ),
      );
    }
    row += 1;
    width -= r * 2.2;
    if (row > 4) break;
  }
  s.add(group(parts.join("")));
}
