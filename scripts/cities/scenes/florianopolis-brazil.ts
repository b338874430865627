/**
 * Florianópolis: the Hercílio Luz suspension bridge at dusk between the island and the mainland;
 * a coworking space looking over Lagoa da Conceição and its dunes; a café terrace in the Azorean
 * village of Santo Antônio de Lisboa at sunset.
 */
import {
  type Artwork,
  type Svg,
  birds,
  bistroTable,
  bush,
  chair,
  circle,
  cloud,
  cup,
  ellipse,
  fmt as f,
  group,
  haze,
  hillHouses,
  laptop,
  line,
  palm,
  path,
  pendantLamp,
  person,
  plantPot,
  poly,
  rect,
  ridge,
  ridgeY,
  roundTree,
  seated,
  sky,
  skyline,
  streak,
  streetLamp,
  sun,
  water,
} from "../art";

const CITY = "florianopolis-brazil";

// ---------------------------------------------------------------------------------------------
// Hero: the Hercílio Luz bridge at dusk
// ---------------------------------------------------------------------------------------------

/** One steel tower of the bridge: two tapering legs with X bracing. */
function bridgeTower(s: Svg, x: number, topY: number, baseY: number, color: string): void {
  const parts: string[] = [];
  const hb = 26;
  const ht = 11;
  parts.push(
    poly(
      [
        [x - hb, baseY],
        [x - hb + 9, baseY],
        [x - ht + 5, topY],
        [x - ht, topY],
      ],
      color,
    ),
  );
  parts.push(
    poly(
      [
        [x + hb, baseY],
        [x + hb - 9, baseY],
        [x + ht - 5, topY],
        [x + ht, topY],
      ],
      color,
    ),
  );
  const steps = 7;
  const at = (t: number): [number, number] => {
    const y = topY + (baseY - topY) * t;
    const half = ht + (hb - ht) * t - 4;
    return [y, half];
  };
  for (let i = 0; i < steps; i++) {
    const [y0, h0] = at(i / steps);
    const [y1, h1] = at((i + 1) / steps);
    parts.push(line(x - h0, y0, x + h1, y1, color, 2.4));
    parts.push(line(x + h0, y0, x - h1, y1, color, 2.4));
    parts.push(line(x - h1, y1, x + h1, y1, color, 2));
  }
  parts.push(rect(x - ht - 4, topY - 10, ht * 2 + 8, 12, color, `rx="2"`));
  s.add(group(parts.join("")));
}

/** The bridge: eyebar chain hanging between the towers, trussed down to the deck. */
function hercilioLuz(s: Svg): void {
  const deck = 598;
  const lt = 470;
  const rt = 1030;
  const top = 348;
  const color = "#eef0f6";
  const shade = "#c9cbe0";
  const lights: Array<[number, number]> = [];

  // Chain curves: main span (catenary-like parabola touching the deck truss mid-span) and side spans.
  const mainY = (x: number) => {
    const t = (x - lt) / (rt - lt);
    return top + (deck - 26 - top) * (1 - Math.pow(2 * t - 1, 2)) ** 0.75;
  };
  const leftY = (x: number) => {
    const t = (lt - x) / (lt - 240);
    return top + (deck - 10 - top) * Math.pow(t, 1.25);
  };
  const rightY = (x: number) => {
    const t = (x - rt) / (1260 - rt);
    return top + (deck - 10 - top) * Math.pow(t, 1.25);
  };
  const chain: Array<[number, number]> = [];
  for (let x = 240; x <= lt; x += 10) chain.push([x, leftY(x)]);
  for (let x = lt; x <= rt; x += 10) chain.push([x, mainY(x)]);
  for (let x = rt; x <= 1260; x += 10) chain.push([x, rightY(x)]);

  // Truss web between chain and deck (verticals and diagonals)
  const web: string[] = [];
  for (let i = 0; i < chain.length - 1; i += 2) {
    const [x, y] = chain[i] as [number, number];
    const [x2, y2] = (chain[i + 2] ?? chain[i]) as [number, number];
    if (y < deck - 6) web.push(line(x, y, x, deck, shade, 1.8));
    if (Math.max(y, y2) < deck - 6) web.push(line(x, y, x2, deck, color, 1.6));
    if (Math.max(y, y2) < deck - 6) web.push(line(x2, y2, x, deck, shade, 1.1));
    if (i % 4 === 0) lights.push([x, y]);
  }
  s.add(group(web.join(""), `opacity="0.9"`));
  // Chain
  s.add(
    `<polyline points="${chain.map(([x, y]) => `${f(x)},${f(y)}`).join(" ")}" fill="none" stroke="${color}" stroke-width="6" stroke-linejoin="round"/>`,
  );
  // Deck with a lower chord and approach viaducts on piers
  s.add(rect(-20, deck, 1400, 9, color));
  s.add(rect(-20, deck + 9, 1400, 4, shade));
  for (const px of [60, 140, 1300, 1370]) s.add(rect(px - 5, deck + 12, 10, 60, shade));
  for (const ax of [240, 1260]) s.add(rect(ax - 16, deck - 12, 32, 84, shade));
  bridgeTower(s, lt, top, deck + 70, color);
  bridgeTower(s, rt, top, deck + 70, color);
  for (const tx of [lt, rt]) s.add(rect(tx - 34, deck + 62, 68, 14, shade));
  // Warm lamps along the chain
  for (const [x, y] of lights) {
    s.add(
      circle(
        x,
        y,
        9,
        s.rad(
          [
            [0, "#ffe2a6", 0.6],
            [1, "#ffe2a6", 0],
          ],
          x,
          y,
          9,
        ),
      ),
    );
    s.add(circle(x, y, 2.2, "#fff3d1"));
  }
}

function fishingBoat(s: Svg, x: number, y: number, k: number, hull: string, stripe: string): void {
  s.add(
    path(
      `M${f(x - 40 * k)},${f(y - 12 * k)} L${f(x + 44 * k)},${f(y - 12 * k)} Q${f(x + 38 * k)},${f(y + 4 * k)} ${f(x + 26 * k)},${f(y + 6 * k)} L${f(x - 30 * k)},${f(y + 6 * k)} Q${f(x - 38 * k)},${f(y)} ${f(x - 40 * k)},${f(y - 12 * k)} Z`,
      hull,
    ),
  );
  s.add(rect(x - 38 * k, y - 12 * k, 80 * k, 4 * k, stripe));
  s.add(rect(x - 8 * k, y - 30 * k, 22 * k, 18 * k, "#f3efe6"));
  s.add(rect(x - 4 * k, y - 26 * k, 6 * k, 6 * k, "#5a6b86"));
  s.add(line(x + 20 * k, y - 12 * k, x + 20 * k, y - 50 * k, "#3b3550", 2 * k));
}

function hero(s: Svg): void {
  sky(s, [
    [0, "#1d2657"],
    [0.3, "#3d4588"],
    [0.52, "#9a70a6"],
    [0.64, "#ee9e86"],
    [0.7, "#ffcf96"],
  ]);
  sun(s, 250, 574, 40, "#fff0c8", "#ffc58a", 420, 0.7);
  streak(s, 60, 430, 380, 10, "#f3a68c", 0.5);
  streak(s, 520, 300, 460, 12, "#b98aae", 0.45);
  streak(s, 1150, 220, 360, 10, "#8f78aa", 0.4);
  for (let i = 0; i < 40; i++)
    s.add(
      circle(
        s.rand(0, 1600),
        s.rand(10, 200),
        s.rand(0.6, 1.4),
        "#ffffff",
        `opacity="${f(s.rand(0.3, 0.8))}"`,
      ),
    );

  // Mainland hills behind the sunset, and the island's Morro da Cruz on the right
  ridge(s, {
    baseY: 590,
    amp: 26,
    fill: "#7a5f8c",
    x1: 980,
    peaks: [
      [120, 560],
      [520, 572],
      [820, 560],
    ],
    rough: 0.5,
  });
  haze(s, 520, 610, "#f2a98c", 0.45);
  const morro = ridge(s, {
    baseY: 640,
    amp: 24,
    fill: "#3b4766",
    x0: 980,
    peaks: [
      [1160, 520],
      [1380, 432],
      [1560, 470],
    ],
    rough: 0.5,
    levels: 6,
  });
  // Antenna masts on the summit
  for (const [ax, h] of [
    [1350, 90],
    [1396, 120],
    [1430, 70],
  ] as const) {
    const gy = ridgeY(morro, ax) + 4;
    s.add(line(ax, gy, ax, gy - h, "#2a3350", 3));
    s.add(line(ax - 10, gy, ax, gy - h * 0.6, "#2a3350", 1.2));
    s.add(line(ax + 10, gy, ax, gy - h * 0.6, "#2a3350", 1.2));
    s.add(circle(ax, gy - h, 3, "#ff6b5b"));
  }
  hillHouses(s, morro, 1000, 1620, 2.4, ["#8a8fb0", "#a39fbf", "#7a80a3"], "#5a5577", 120, 1, 30);

  // Water
  water(s, 610, 900, "#e99a80", "#232a55", "#ffe2b0", 170);
  for (let i = 0; i < 22; i++)
    s.add(
      rect(
        250 - (16 + i * 5),
        618 + i * 12,
        32 + i * 10,
        3,
        "#fff0c8",
        `rx="1.5" opacity="${f(0.7 - i * 0.03)}"`,
      ),
    );

  // Centro: towers at the foot of the hill, windows lit at dusk
  const win = { lit: "#ffd992", dark: "#414868", litRatio: 0.45, rowH: 10 };
  skyline(s, {
    x0: 1090,
    x1: 1620,
    baseY: 650,
    minH: 60,
    maxH: 170,
    minW: 30,
    maxW: 56,
    fills: ["#5b6185", "#666c90", "#52587c"],
    win,
    gap: 3,
    tops: ["flat", "flat", "antenna"],
  });
  skyline(s, {
    x0: 1120,
    x1: 1620,
    baseY: 668,
    minH: 30,
    maxH: 80,
    minW: 40,
    maxW: 80,
    fills: ["#4a4f72", "#555a7d"],
    win: { ...win, litRatio: 0.5 },
    gap: 2,
  });
  // Mainland (Estreito) low skyline on the left
  skyline(s, {
    x0: -10,
    x1: 330,
    baseY: 640,
    minH: 24,
    maxH: 70,
    minW: 24,
    maxW: 46,
    fills: ["#6a5679", "#5d4b6d"],
    win: { ...win, litRatio: 0.35, rowH: 9 },
    gap: 2,
  });
  s.add(rect(-20, 636, 400, 12, "#4b3f60"));
  s.add(path("M1080,664 C1200,656 1400,654 1640,660 L1640,680 L1080,680 Z", "#3a3f60"));

  hercilioLuz(s);
  // Bridge lights reflected in the bay
  for (let i = 0; i < 40; i++) {
    const x = s.rand(240, 1260);
    s.add(
      rect(x, s.rand(640, 760), s.rand(8, 26), 2.5, "#ffe0a8", `rx="1" opacity="${f(s.rand(0.15, 0.45))}"`),
    );
  }

  fishingBoat(s, 640, 740, 1, "#d9533e", "#f3e3c6");
  fishingBoat(s, 900, 700, 0.7, "#2f7fa6", "#f3e3c6");
  fishingBoat(s, 1240, 760, 0.9, "#f2b84a", "#2c5f86");

  // Beira-Mar promenade in the foreground
  s.add(path("M-20,900 L-20,826 C400,812 1000,806 1640,818 L1640,900 Z", "#2a2744"));
  s.add(path("M-20,830 C400,816 1000,810 1640,822 L1640,834 C1000,822 400,828 -20,842 Z", "#4c4566"));
  for (const [lx, lh] of [
    [420, 110],
    [760, 110],
    [1100, 110],
  ] as const)
    streetLamp(s, lx, 826, lh, "#1d1a30", "#ffe0a0");
  palm(s, 110, 836, 300, "#171427", 0.1);
  palm(s, 190, 840, 220, "#171427", -0.14);
  palm(s, 1500, 836, 280, "#171427", -0.1);
  person(s, 560, 830, 64, "#171427", undefined, { bag: true });
  person(s, 930, 828, 60, "#171427");
  person(s, 954, 828, 56, "#171427");
  birds(s, 760, 250, 6, "#2b2a4a", 10);
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: coworking with a view of Lagoa da Conceição
// ---------------------------------------------------------------------------------------------

const GW = 1200;
const GH = 800;

function lagoaView(s: Svg, x: number, y: number, w: number, h: number): void {
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linU(
        [
          [0, "#6db4e4"],
          [0.6, "#bfe0ef"],
          [1, "#eaf3ec"],
        ],
        0,
        y,
        0,
        y + h,
      ),
    ),
  );
  cloud(s, x + 90, y + 70, 1.1, "#ffffff", 0.9);
  cloud(s, x + 560, y + 50, 0.8, "#ffffff", 0.8);
  // Forested hills around the lagoon
  const hills = ridge(s, {
    baseY: y + 170,
    amp: 30,
    fill: "#4f8c62",
    x0: x - 20,
    x1: x + w + 20,
    peaks: [
      [x + 160, y + 110],
      [x + 520, y + 150],
      [x + 760, y + 100],
    ],
    levels: 6,
  });
  ridge(s, {
    baseY: y + 200,
    amp: 12,
    fill: "#3f7a55",
    x0: x - 20,
    x1: x + w + 20,
    levels: 5,
  });
  hillHouses(s, hills, x, x + w, 0.8, ["#f4efe4", "#f2d7a0", "#e8b9a0"], "#b5563a", 50, 1, 40);
  // Lagoon
  water(s, y + 212, y + h, "#3fa3b4", "#2a7f98", "#e9fbff", 40, x, x + w);
  // Sand dunes on the far left shore
  s.add(
    path(
      `M${x - 10},${y + 226} C${x + 60},${y + 170} ${x + 140},${y + 176} ${x + 220},${y + 206} C${x + 260},${y + 190} ${x + 320},${y + 196} ${x + 380},${y + 226} Z`,
      "#f4e3bf",
    ),
  );
  s.add(
    path(
      `M${x + 60},${y + 226} C${x + 110},${y + 196} ${x + 170},${y + 198} ${x + 220},${y + 212} L${x + 220},${y + 226} Z`,
      "#e6cf9f",
    ),
  );
  // Little boats and a stand-up paddler on the lagoon
  for (const [bx, by, c] of [
    [x + 480, y + 270, "#e56b4e"],
    [x + 690, y + 300, "#f4f1ea"],
  ] as const) {
    s.add(path(`M${bx - 24},${by} L${bx + 24},${by} L${bx + 16},${by + 8} L${bx - 16},${by + 8} Z`, c));
    s.add(line(bx, by, bx, by - 34, "#3b4a58", 2));
    s.add(
      poly(
        [
          [bx + 2, by - 32],
          [bx + 2, by - 4],
          [bx + 20, by - 6],
        ],
        "#fdfaf2",
      ),
    );
  }
  s.add(rect(x + 300, y + 320, 50, 5, "#f2c230", `rx="2"`));
  person(s, x + 325, y + 320, 40, "#2f3a4a");
  s.add(line(x + 334, y + 286, x + 346, y + 324, "#2f3a4a", 1.5));
  // Shore and palms in front
  s.add(
    path(
      `M${x - 10},${y + h} L${x - 10},${y + h - 40} C${x + 300},${y + h - 56} ${x + 600},${y + h - 44} ${x + w + 10},${y + h - 60} L${x + w + 10},${y + h} Z`,
      "#d9c9a2",
    ),
  );
  palm(s, x + 120, y + h - 40, 170, "#2f6d3f", 0.08);
  palm(s, x + 820, y + h - 50, 150, "#2f6d3f", -0.1);
  bush(s, x + 520, y + h - 44, 90, "#3f7a4f");
}

function surfboard(
  s: Svg,
  x: number,
  baseY: number,
  h: number,
  fill: string,
  stripe: string,
  tilt = -8,
): void {
  const w = h * 0.22;
  const d = `M${f(x)},${f(baseY)} C${f(x - w)},${f(baseY - h * 0.2)} ${f(x - w)},${f(baseY - h * 0.8)} ${f(x)},${f(baseY - h)} C${f(x + w)},${f(baseY - h * 0.8)} ${f(x + w)},${f(baseY - h * 0.2)} ${f(x)},${f(baseY)} Z`;
  s.add(
    `<g transform="rotate(${tilt} ${f(x)} ${f(baseY)})">${path(d, fill)}${line(x, baseY - 6, x, baseY - h + 6, stripe, 3)}</g>`,
  );
}

function cowork(s: Svg): void {
  s.add(
    rect(
      0,
      0,
      GW,
      560,
      s.lin([
        [0, "#f4efe6"],
        [1, "#e7dccb"],
      ]),
    ),
  );
  // Window wall
  const wx = 170;
  const wy = 70;
  const ww = 860;
  const wh = 380;
  const clip = s.clip(rect(wx, wy, ww, wh, "#000"));
  s.add(`<g clip-path="${clip}">`);
  lagoaView(s, wx, wy, ww, wh);
  s.add(
    rect(
      wx,
      wy,
      ww,
      wh,
      s.lin(
        [
          [0, "#ffffff", 0.14],
          [1, "#ffffff", 0],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  s.add("</g>");
  const frame = "#7a5a40";
  const fr: string[] = [];
  fr.push(rect(wx - 14, wy - 14, ww + 28, 14, frame));
  fr.push(rect(wx - 14, wy + wh, ww + 28, 20, frame));
  fr.push(rect(wx - 14, wy - 14, 14, wh + 28, frame));
  fr.push(rect(wx + ww, wy - 14, 14, wh + 28, frame));
  for (let i = 1; i < 3; i++) fr.push(rect(wx + (ww * i) / 3 - 5, wy, 10, wh, frame));
  s.add(group(fr.join("")));
  // Wooden slatted ceiling edge and floor
  for (let x = 0; x < GW; x += 26) s.add(rect(x, 0, 18, 26, "#c79a6b"));
  s.add(
    rect(
      0,
      560,
      GW,
      240,
      s.lin([
        [0, "#c9a077"],
        [1, "#a67c55"],
      ]),
    ),
  );
  for (let y = 580; y < GH; y += 24 + (y - 560) * 0.12)
    s.add(line(0, y, GW, y, "#8a6443", 1.5, `opacity="0.45"`));
  s.add(
    poly(
      [
        [wx, 560],
        [wx + ww, 560],
        [wx + ww + 150, 800],
        [wx - 150, 800],
      ],
      "#fff6dc",
      `opacity="0.12"`,
    ),
  );
  // Surfboards leaning on the wall on the right, a plant on the left
  s.add(ellipse(1100, 646, 70, 8, "#000000", `opacity="0.12"`));
  surfboard(s, 1078, 644, 320, "#f2c230", "#e56b4e", -5);
  surfboard(s, 1132, 646, 290, "#8fd0d6", "#2f6f8a", 4);
  plantPot(s, 80, 640, 210, "#d9774f", "#4f9a5e", "#2f6d3f");
  for (const lx of [360, 600, 840]) pendantLamp(s, lx, 26, 60, "#2f3a3a", "#fff0c0");

  // Long shared desk with laptops and people
  s.add(rect(210, 600, 780, 16, "#e9d8b8"));
  s.add(rect(210, 616, 780, 6, "#b08a60"));
  for (const lx of [230, 960]) s.add(rect(lx, 622, 10, 120, "#6b4e36"));
  for (const lx of [310, 480, 650, 820]) laptop(s, lx, 600, 80, "#d5d8dd", "#bfe4ff", 1);
  cup(s, 395, 600, 16, "#2f7fa6", "#ffffff");
  cup(s, 905, 600, 14, "#f4f1ea");
  plantPot(s, 565, 600, 46, "#d9774f", "#4f9a5e", "#2f6d3f");
  const people: Array<[number, number, string, string, string]> = [
    [310, 760, "#2f7fa6", "#c68b59", "#2b1d14"],
    [480, 764, "#e56b4e", "#8d5a3b", "#1c1410"],
    [820, 760, "#3f7a55", "#e0ac7e", "#8a5a2b"],
  ];
  for (const [px, py, body, head, hair] of people) {
    chair(s, px + 10, 800, 120, "#3a3330");
    seated(s, px, py, 190, body, head, 1, hair);
  }
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: café terrace in Santo Antônio de Lisboa at sunset
// ---------------------------------------------------------------------------------------------

function azoreanHouse(
  s: Svg,
  x: number,
  groundY: number,
  w: number,
  h: number,
  wall: string,
  trim: string,
  door: string,
): void {
  const parts: string[] = [];
  parts.push(rect(x, groundY - h, w, h, wall));
  parts.push(
    poly(
      [
        [x - 8, groundY - h],
        [x + w + 8, groundY - h],
        [x + w - 14, groundY - h - 36],
        [x + 14, groundY - h - 36],
      ],
      "#a9472f",
    ),
  );
  parts.push(rect(x - 8, groundY - h - 4, w + 16, 6, "#f4efe4"));
  parts.push(rect(x, groundY - h, 8, h, trim));
  parts.push(rect(x + w - 8, groundY - h, 8, h, trim));
  const openings = Math.max(2, Math.round(w / 70));
  for (let i = 0; i < openings; i++) {
    const cx = x + (w * (i + 0.5)) / openings;
    const isDoor = i === Math.floor(openings / 2);
    const ow = 30;
    const oh = isDoor ? h * 0.7 : h * 0.42;
    const oy = isDoor ? groundY - oh : groundY - h * 0.78;
    parts.push(rect(cx - ow / 2 - 5, oy - 5, ow + 10, oh + 5, trim));
    parts.push(rect(cx - ow / 2, oy, ow, oh, isDoor ? door : "#37475a"));
    if (!isDoor) parts.push(rect(cx - ow / 2, oy + oh * 0.45, ow, 3, trim));
  }
  s.add(group(parts.join("")));
}

function santoAntonio(s: Svg): void {
  sky(s, [
    [0, "#4a5a9c"],
    [0.4, "#c98aa6"],
    [0.62, "#f7ad7c"],
    [0.72, "#ffd79b"],
  ]);
  sun(s, 990, 472, 40, "#fff2cc", "#ffc98a", 380, 0.7);
  streak(s, 640, 300, 420, 10, "#f7b49a", 0.5);
  streak(s, 820, 360, 300, 8, "#ffd0a6", 0.5);
  // Mainland hills across the bay
  ridge(s, {
    baseY: 500,
    amp: 20,
    fill: "#8a6a90",
    x0: 460,
    peaks: [
      [700, 470],
      [1100, 480],
    ],
    levels: 6,
  });
  water(s, 505, 650, "#f4ae80", "#7a6a9a", "#fff0cc", 60, 460, GW);
  for (let i = 0; i < 12; i++)
    s.add(
      rect(
        990 - (14 + i * 6),
        512 + i * 11,
        28 + i * 12,
        3,
        "#fff0c8",
        `rx="1.5" opacity="${f(0.7 - i * 0.05)}"`,
      ),
    );
  // Wooden pier with a moored boat
  s.add(rect(880, 584, 330, 10, "#6b4e3a"));
  for (let px = 896; px < 1210; px += 48) s.add(rect(px, 590, 6, 50, "#5a4030"));
  fishingBoat(s, 1060, 620, 0.9, "#2f7fa6", "#f3e3c6");

  // The white church on its rise with the houses
  const cx = 300;
  const cy = 430;
  s.add(rect(cx - 70, cy - 150, 140, 170, "#f7f3ea"));
  s.add(
    poly(
      [
        [cx - 78, cy - 150],
        [cx, cy - 206],
        [cx + 78, cy - 150],
      ],
      "#f7f3ea",
    ),
  );
  s.add(rect(cx - 80, cy - 154, 160, 8, "#d8cfbf"));
  s.add(circle(cx, cy - 110, 14, "#4a6a8a"));
  // bell tower
  s.add(rect(cx + 70, cy - 230, 54, 250, "#f7f3ea"));
  s.add(rect(cx + 84, cy - 210, 26, 34, "#4a6a8a"));
  s.add(
    poly(
      [
        [cx + 64, cy - 230],
        [cx + 97, cy - 290],
        [cx + 130, cy - 230],
      ],
      "#e3dccd",
    ),
  );
  s.add(line(cx + 97, cy - 290, cx + 97, cy - 318, "#a9a294", 3));
  s.add(line(cx + 88, cy - 308, cx + 106, cy - 308, "#a9a294", 3));
  s.add(rect(cx + 64, cy - 234, 66, 6, "#d8cfbf"));

  // Row of Azorean houses along the street
  const ground = 560;
  const houses: Array<[number, number, number, string, string, string]> = [
    [-20, 170, 120, "#f2c230", "#f4efe4", "#2f6fa8"],
    [150, 160, 110, "#f4efe4", "#2f6fa8", "#2f6fa8"],
    [310, 150, 118, "#e56b4e", "#f4efe4", "#3f7a55"],
    [460, 170, 112, "#8fc1d8", "#f4efe4", "#b5563a"],
    [630, 160, 120, "#3f9a7a", "#f4efe4", "#f2c230"],
  ];
  for (const [hx, hw, hh, wall, trim, door] of houses) azoreanHouse(s, hx, ground, hw, hh, wall, trim, door);
  roundTree(s, 810, 566, 96, "#3f7a55", "#5b9a66", "#4a3a2a");

  // Cobbled street and terrace
  s.add(path(`M-20,${ground} L850,${ground} L850,640 L1220,640 L1220,${GH} L-20,${GH} Z`, "#8a7a70"));
  s.add(rect(850, 636, 370, 10, "#6f625a"));
  s.add(rect(846, 556, 10, 90, "#6f625a"));
  for (let i = 0; i < 260; i++) {
    const x = s.rand(-10, 1200);
    const y = s.rand(x > 850 ? 650 : ground + 6, GH);
    s.add(rect(x, y, s.rand(12, 20), 6, s.pick(["#9a8a7e", "#7a6b62", "#a59587"]), `rx="2"`));
  }
  // String lights across the terrace
  s.add(`<path d="M-10,330 Q300,420 620,360 T1210,380" fill="none" stroke="#2e2630" stroke-width="2"/>`);
  for (let i = 0; i < 26; i++) {
    const t = i / 25;
    const x = -10 + t * 1220;
    const y =
      t < 0.52 ? 330 + Math.sin(t * Math.PI * 1.9) * 70 : 370 + Math.sin((t - 0.52) * Math.PI * 2.1) * 20;
    s.add(circle(x, y + 6, 5, "#ffe6a6"));
    s.add(
      circle(
        x,
        y + 6,
        14,
        s.rad(
          [
            [0, "#ffe6a6", 0.45],
            [1, "#ffe6a6", 0],
          ],
          x,
          y + 6,
          14,
        ),
      ),
    );
  }
  // Terrace tables: an oyster lunch on one, a laptop on the other
  bistroTable(s, 300, 760, 170, "#f4efe6", "#3a3330");
  laptop(s, 290, 641, 90, "#d5d8dd", "#bfe4ff", -1);
  cup(s, 360, 641, 14, "#f4f1ea", "#ffffff");
  chair(s, 190, 790, 120, "#3a3330");
  seated(s, 196, 744, 170, "#2f7fa6", "#c68b59", 1, "#2b1d14");
  bistroTable(s, 760, 770, 150, "#f4efe6", "#3a3330");
  s.add(ellipse(760, 662, 46, 8, "#dfe5ea"));
  for (let i = 0; i < 5; i++) s.add(circle(736 + i * 12, 658, 6, "#c9c2b6"));
  chair(s, 670, 795, 110, "#3a3330");
  seated(s, 676, 754, 150, "#e56b4e", "#8d5a3b", 1, "#1c1410");
  chair(s, 860, 795, 110, "#3a3330");
  seated(s, 850, 754, 150, "#3f7a55", "#e0ac7e", -1, "#6b4226");
  palm(s, 1150, 650, 280, "#2f5d3f", -0.06);
  plantPot(s, 50, 790, 130, "#d9774f", "#4f9a5e", "#2f6d3f");
  plantPot(s, 1010, 800, 110, "#c9653f", "#4f9a5e", "#2f6d3f");
  birds(s, 700, 220, 5, "#5a4a6a", 9);
}

const artworks: Artwork[] = [
  { city: CITY, file: "hero", width: 1600, height: 900, draw: hero },
  { city: CITY, file: "gallery-1", width: GW, height: GH, draw: cowork },
  { city: CITY, file: "gallery-2", width: GW, height: GH, draw: santoAntonio },
];

export default artworks;
