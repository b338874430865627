/**
 * Mexico City: Bellas Artes, the Torre Latinoamericana and the Ángel below the volcanoes (hero); a
 * loft coworking over Roma's roofs (gallery-1); a Condesa street with jacarandas (gallery-2).
 */
import {
  type Artwork,
  type Svg,
  bloomTree,
  chair,
  circle,
  cloud,
  cup,
  ellipse,
  fmt as f,
  group,
  haze,
  laptop,
  line,
  path,
  pendantLamp,
  person,
  plantPot,
  poly,
  rect,
  ridge,
  roundTree,
  seated,
  sky,
  skyline,
  snowCap,
  streetLamp,
  sun,
  awning,
  bistroTable,
} from "../art";

const CITY = "mexico-city-mexico";
const W = 1600;
const PEOPLE: Array<[string, string, string]> = [
  ["#3d5a80", "#c68b59", "#2b1d14"],
  ["#b5523b", "#8d5a3b", "#1c1410"],
  ["#2f6f5e", "#e0ac7e", "#6b4226"],
  ["#6c4f8a", "#a86f4c", "#1f1a17"],
];
const JACARANDA = ["#6f8a4e", "#8a63c9", "#b79be8"] as const;

/** Popocatépetl (a symmetric snowy cone with a plume) and Iztaccíhuatl (a long snowy ridge). */
function volcanoes(
  s: Svg,
  baseY: number,
  k: number,
  x0: number,
  rock: string,
  snow: string,
  popoGap = 760,
): void {
  // Iztaccíhuatl, "the sleeping woman": head, chest, knees and feet
  const izta: Array<[number, number]> = [
    [x0, baseY],
    [x0 + 80 * k, baseY - 60 * k],
    [x0 + 150 * k, baseY - 92 * k],
    [x0 + 190 * k, baseY - 88 * k],
    [x0 + 240 * k, baseY - 118 * k],
    [x0 + 300 * k, baseY - 112 * k],
    [x0 + 350 * k, baseY - 130 * k],
    [x0 + 400 * k, baseY - 108 * k],
    [x0 + 460 * k, baseY - 96 * k],
    [x0 + 540 * k, baseY - 50 * k],
    [x0 + 600 * k, baseY - 30 * k],
  ];
  s.add(poly([...izta, [x0 + 600 * k, baseY + 10]], rock));
  snowCap(s, izta.slice(1, 10), baseY - 78 * k, snow);
  // Popocatépetl
  const px = x0 + popoGap * k;
  const top = baseY - 230 * k;
  const cone: Array<[number, number]> = [
    [px - 280 * k, baseY],
    [px - 120 * k, baseY - 150 * k],
    [px - 34 * k, top + 6 * k],
    [px - 14 * k, top],
    [px + 14 * k, top],
    [px + 34 * k, top + 6 * k],
    [px + 120 * k, baseY - 150 * k],
    [px + 280 * k, baseY],
  ];
  s.add(poly([...cone, [px + 280 * k, baseY + 10], [px - 280 * k, baseY + 10]], rock));
  s.add(
    path(
      `M${f(px - 34 * k)},${f(top + 6 * k)} L${f(px - 14 * k)},${f(top)} L${f(px + 14 * k)},${f(top)} L${f(px + 34 * k)},${f(top + 6 * k)} L${f(px + 92 * k)},${f(top + 92 * k)} Q${f(px + 60 * k)},${f(top + 80 * k)} ${f(px + 40 * k)},${f(top + 100 * k)} Q${f(px + 14 * k)},${f(top + 74 * k)} ${f(px - 10 * k)},${f(top + 104 * k)} Q${f(px - 40 * k)},${f(top + 76 * k)} ${f(px - 60 * k)},${f(top + 96 * k)} L${f(px - 92 * k)},${f(top + 92 * k)} Z`,
      snow,
    ),
  );
  // a thin fumarole plume drifting east
  s.add(
    path(
      `M${f(px - 4 * k)},${f(top)} C${f(px + 4 * k)},${f(top - 24 * k)} ${f(px + 30 * k)},${f(top - 34 * k)} ${f(px + 70 * k)},${f(top - 40 * k)} C${f(px + 40 * k)},${f(top - 26 * k)} ${f(px + 20 * k)},${f(top - 18 * k)} ${f(px + 6 * k)},${f(top)} Z`,
      "#eef0f2",
      `opacity="0.6"`,
    ),
  );
}

/** Palacio de Bellas Artes: white marble front with a big golden tiled dome and two small domes. */
function bellasArtes(s: Svg, cx: number, baseY: number, k: number): void {
  const marble = "#f3eee4";
  const shade = "#ddd4c4";
  const gold = "#e7a93a";
  const goldDark = "#c9822a";
  const w = 520 * k;
  const h = 150 * k;
  const x = cx - w / 2;
  const parts: string[] = [];
  // side wings and central body
  parts.push(rect(x, baseY - h, w, h, marble));
  parts.push(rect(x, baseY - h, w, 10 * k, shade));
  parts.push(rect(x - 8 * k, baseY - h - 8 * k, w + 16 * k, 10 * k, marble));
  // central pavilion, taller
  const pw = 200 * k;
  parts.push(rect(cx - pw / 2, baseY - h - 50 * k, pw, h + 50 * k, marble));
  parts.push(rect(cx - pw / 2 - 6 * k, baseY - h - 58 * k, pw + 12 * k, 10 * k, shade));
  // arched openings and columns
  for (let i = 0; i < 3; i++) {
    const ax = cx - 60 * k + i * 60 * k;
    parts.push(
      path(
        `M${f(ax - 20 * k)},${f(baseY)} L${f(ax - 20 * k)},${f(baseY - 70 * k)} Q${f(ax)},${f(baseY - 100 * k)} ${f(ax + 20 * k)},${f(baseY - 70 * k)} L${f(ax + 20 * k)},${f(baseY)} Z`,
        "#8b7d6b",
      ),
    );
  }
  for (let i = 0; i < 4; i++)
    parts.push(rect(cx - 94 * k + i * 60 * k, baseY - 150 * k, 8 * k, 150 * k, shade));
  for (const side of [-1, 1]) {
    for (let i = 0; i < 3; i++) {
      const wx = cx + side * (130 * k + i * 46 * k) - 12 * k;
      parts.push(rect(wx, baseY - 110 * k, 24 * k, 56 * k, "#9a8c78"));
      parts.push(rect(wx, baseY - 45 * k, 24 * k, 30 * k, "#9a8c78"));
    }
  }
  // statues on the attic
  for (const sx of [cx - pw / 2 + 12 * k, cx + pw / 2 - 12 * k])
    parts.push(ellipse(sx, baseY - h - 70 * k, 7 * k, 14 * k, shade));
  // drum and big dome
  const dy = baseY - h - 58 * k;
  parts.push(rect(cx - 70 * k, dy - 40 * k, 140 * k, 40 * k, marble));
  for (let i = 0; i < 6; i++)
    parts.push(rect(cx - 60 * k + i * 22 * k, dy - 34 * k, 10 * k, 26 * k, "#b8ac98"));
  parts.push(
    path(
      `M${f(cx - 82 * k)},${f(dy - 40 * k)} C${f(cx - 82 * k)},${f(dy - 150 * k)} ${f(cx + 82 * k)},${f(dy - 150 * k)} ${f(cx + 82 * k)},${f(dy - 40 * k)} Z`,
      gold,
    ),
  );
  parts.push(
    path(
      `M${f(cx + 10 * k)},${f(dy - 123 * k)} C${f(cx + 60 * k)},${f(dy - 118 * k)} ${f(cx + 82 * k)},${f(dy - 90 * k)} ${f(cx + 82 * k)},${f(dy - 40 * k)} L${f(cx + 30 * k)},${f(dy - 40 * k)} Z`,
      goldDark,
      `opacity="0.55"`,
    ),
  );
  // tile ribs
  for (const r of [-0.66, -0.33, 0, 0.33, 0.66])
    parts.push(
      `<path d="M${f(cx + r * 82 * k)},${f(dy - 40 * k)} Q${f(cx + r * 70 * k)},${f(dy - 110 * k)} ${f(cx)},${f(dy - 123 * k)}" fill="none" stroke="${goldDark}" stroke-width="${f(2.2 * k)}"/>`,
    );
  // lantern and eagle
  parts.push(rect(cx - 12 * k, dy - 150 * k, 24 * k, 30 * k, marble));
  parts.push(
    path(
      `M${f(cx - 16 * k)},${f(dy - 150 * k)} Q${f(cx)},${f(dy - 176 * k)} ${f(cx + 16 * k)},${f(dy - 150 * k)} Z`,
      gold,
    ),
  );
  parts.push(
    path(
      `M${f(cx - 18 * k)},${f(dy - 186 * k)} L${f(cx)},${f(dy - 176 * k)} L${f(cx + 18 * k)},${f(dy - 186 * k)} L${f(cx + 6 * k)},${f(dy - 172 * k)} L${f(cx)},${f(dy - 164 * k)} L${f(cx - 6 * k)},${f(dy - 172 * k)} Z`,
      "#3f4a4f",
    ),
  );
  // small domes on the corners of the pavilion
  for (const side of [-1, 1]) {
    const sx = cx + side * (pw / 2 + 40 * k);
    const sy = baseY - h - 8 * k;
    parts.push(rect(sx - 20 * k, sy - 18 * k, 40 * k, 18 * k, marble));
    parts.push(
      path(
        `M${f(sx - 24 * k)},${f(sy - 18 * k)} Q${f(sx)},${f(sy - 66 * k)} ${f(sx + 24 * k)},${f(sy - 18 * k)} Z`,
        gold,
      ),
    );
    parts.push(rect(sx - 2 * k, sy - 72 * k, 4 * k, 12 * k, goldDark));
  }
  // steps
  parts.push(rect(x - 30 * k, baseY, w + 60 * k, 10 * k, shade));
  s.add(group(parts.join("")));
}

/** The Ángel de la Independencia: stepped base, slim column, golden winged Victory. */
function angel(s: Svg, x: number, baseY: number, h: number, stone: string, gold: string): void {
  const k = h / 400;
  const parts: string[] = [];
  parts.push(rect(x - 60 * k, baseY - 24 * k, 120 * k, 24 * k, stone));
  parts.push(rect(x - 44 * k, baseY - 70 * k, 88 * k, 46 * k, stone));
  parts.push(rect(x - 44 * k, baseY - 70 * k, 88 * k, 46 * k, "#000000", `opacity="0.06"`));
  parts.push(rect(x - 30 * k, baseY - 90 * k, 60 * k, 20 * k, stone));
  parts.push(
    poly(
      [
        [x - 13 * k, baseY - 90 * k],
        [x + 13 * k, baseY - 90 * k],
        [x + 10 * k, baseY - 330 * k],
        [x - 10 * k, baseY - 330 * k],
      ],
      stone,
    ),
  );
  parts.push(
    poly(
      [
        [x + 2 * k, baseY - 90 * k],
        [x + 13 * k, baseY - 90 * k],
        [x + 10 * k, baseY - 330 * k],
        [x + 2 * k, baseY - 330 * k],
      ],
      "#000000",
      `opacity="0.08"`,
    ),
  );
  for (const ry of [150, 210, 270]) parts.push(rect(x - 14 * k, baseY - ry * k, 28 * k, 6 * k, stone));
  parts.push(rect(x - 20 * k, baseY - 342 * k, 40 * k, 12 * k, stone));
  // Victory: body, raised wreath arm, wings
  const vy = baseY - 342 * k;
  parts.push(
    path(
      `M${f(x - 7 * k)},${f(vy)} L${f(x - 4 * k)},${f(vy - 36 * k)} L${f(x + 5 * k)},${f(vy - 36 * k)} L${f(x + 8 * k)},${f(vy)} Z`,
      gold,
    ),
  );
  parts.push(circle(x, vy - 42 * k, 5 * k, gold));
  parts.push(line(x + 3 * k, vy - 34 * k, x + 14 * k, vy - 60 * k, gold, 3 * k, `stroke-linecap="round"`));
  parts.push(circle(x + 15 * k, vy - 64 * k, 5 * k, "none", `stroke="${gold}" stroke-width="${f(2 * k)}"`));
  for (const side of [-1, 1])
    parts.push(
      path(
        `M${f(x)},${f(vy - 30 * k)} Q${f(x + side * 24 * k)},${f(vy - 60 * k)} ${f(x + side * 34 * k)},${f(vy - 54 * k)} Q${f(x + side * 22 * k)},${f(vy - 38 * k)} ${f(x + side * 4 * k)},${f(vy - 22 * k)} Z`,
        gold,
      ),
    );
  s.add(group(parts.join("")));
}

/** Torre Latinoamericana: slim glass tower with setbacks and a mast. */
function torreLatino(s: Svg, x: number, baseY: number, h: number): void {
  const w = h * 0.16;
  const glass = "#7f9db4";
  const frame = "#5d7487";
  const parts: string[] = [];
  parts.push(rect(x - w / 2, baseY - h * 0.8, w, h * 0.8, glass));
  parts.push(rect(x + w * 0.18, baseY - h * 0.8, w * 0.32, h * 0.8, frame, `opacity="0.5"`));
  for (let y = baseY - h * 0.8 + 6; y < baseY; y += 9)
    parts.push(rect(x - w / 2, y, w, 2, "#dbe6ee", `opacity="0.55"`));
  parts.push(rect(x - w * 0.38, baseY - h * 0.88, w * 0.76, h * 0.08, glass));
  parts.push(rect(x - w * 0.26, baseY - h * 0.94, w * 0.52, h * 0.06, frame));
  parts.push(rect(x - 2, baseY - h, 4, h * 0.06, "#4a5966"));
  s.add(group(parts.join("")));
}

function pinkTaxi(s: Svg, x: number, y: number, k: number): void {
  s.add(rect(x, y - 34 * k, 150 * k, 34 * k, "#f4f1ec", `rx="${f(10 * k)}"`));
  s.add(rect(x, y - 34 * k, 150 * k, 12 * k, "#e0588f", `rx="${f(6 * k)}"`));
  s.add(rect(x + 30 * k, y - 60 * k, 86 * k, 28 * k, "#e0588f", `rx="${f(8 * k)}"`));
  s.add(rect(x + 38 * k, y - 55 * k, 32 * k, 18 * k, "#9fc4d8"));
  s.add(rect(x + 76 * k, y - 55 * k, 32 * k, 18 * k, "#9fc4d8"));
  s.add(circle(x + 32 * k, y, 13 * k, "#2a2a2e"));
  s.add(circle(x + 118 * k, y, 13 * k, "#2a2a2e"));
}

function metrobus(s: Svg, x: number, y: number, k: number): void {
  const w = 330 * k;
  s.add(rect(x, y - 80 * k, w, 72 * k, "#c8302f", `rx="${f(10 * k)}"`));
  s.add(rect(x, y - 32 * k, w, 6 * k, "#8f1f1f"));
  for (let wx = x + 16 * k; wx < x + w - 40 * k; wx += 46 * k)
    s.add(rect(wx, y - 70 * k, 38 * k, 28 * k, "#2f3e4a", `rx="3"`));
  s.add(rect(x + w - 30 * k, y - 70 * k, 22 * k, 40 * k, "#2f3e4a", `rx="3"`));
  s.add(rect(x + 40 * k, y - 50 * k, 60 * k, 6 * k, "#f4f1ec", `opacity="0.8"`));
  for (const wx of [x + 50 * k, x + w - 60 * k]) s.add(circle(wx, y - 6 * k, 14 * k, "#2a2a2e"));
}

// ---------------------------------------------------------------------------------------------
// Hero
// ---------------------------------------------------------------------------------------------
function hero(s: Svg): void {
  sky(s, [
    [0, "#5f9fd3"],
    [0.45, "#a6cde6"],
    [0.75, "#e6eee8"],
    [1, "#f4e6cf"],
  ]);
  sun(s, 300, 150, 40, "#fff8e4", "#ffe8b8", 320, 0.55);
  cloud(s, 520, 130, 1.1, "#ffffff", 0.85);
  cloud(s, 1250, 90, 0.9, "#ffffff", 0.75);
  cloud(s, 60, 260, 0.8, "#ffffff", 0.7);

  volcanoes(s, 540, 0.85, 900, "#9aa3c2", "#f7f6f4", 560);
  haze(s, 380, 560, "#efe9df", 0.55);
  ridge(s, { baseY: 540, amp: 14, fill: "#a7b2b8", rough: 0.5, levels: 6 });
  haze(s, 500, 580, "#f1ebe0", 0.5);

  // Reforma towers and the wider city
  skyline(s, {
    x0: 0,
    x1: 560,
    baseY: 610,
    minH: 90,
    maxH: 230,
    minW: 34,
    maxW: 64,
    fills: ["#b9c7d1", "#c8d3da", "#a9b9c4"],
    gap: 10,
    tops: ["flat", "slant", "antenna", "flat"],
    win: { lit: "#e8eef2", dark: "#98abb8", litRatio: 0.3, rowH: 9 },
  });
  skyline(s, {
    x0: 0,
    x1: W,
    baseY: 640,
    minH: 30,
    maxH: 80,
    minW: 40,
    maxW: 90,
    fills: ["#d8cbb6", "#cdbfa8", "#e3d8c6", "#c9b49c"],
    gap: 2,
    win: { lit: "#f3ead8", dark: "#a4998a", litRatio: 0.15, rowH: 12 },
  });
  torreLatino(s, 1130, 650, 330);
  haze(s, 560, 660, "#f3ede2", 0.3);

  // Alameda trees behind the palace
  for (let x = 560; x < 1500; x += 70)
    roundTree(s, x + s.rand(-10, 10), 690, s.rand(60, 80), "#5f8a55", "#7fa86d", "#4a3a2a");
  bellasArtes(s, 880, 700, 1);

  // Ángel de la Independencia on the left
  angel(s, 250, 760, 470, "#ece6da", "#e2a737");

  // Street level: jacarandas, taxis and a Metrobús
  s.add(rect(0, 708, W, 150, "#9a9690"));
  s.add(rect(0, 706, W, 10, "#c9c1b3"));
  for (let x = 0; x < W; x += 90) s.add(rect(x, 782, 50, 5, "#f2efe6"));
  s.add(rect(0, 850, W, 60, "#d8cfc0"));
  s.add(rect(0, 850, W, 6, "#bfb4a2"));
  for (const [jx, js] of [
    [80, 170],
    [470, 150],
    [1330, 160],
    [1530, 180],
  ] as const)
    bloomTree(s, jx, 760, js, ...JACARANDA, "#4a3a33");
  metrobus(s, 540, 806, 1);
  pinkTaxi(s, 1010, 842, 1);
  pinkTaxi(s, 1230, 776, 0.85);
  streetLamp(s, 930, 850, 150, "#2d2f33");
  person(s, 170, 892, 90, "#3d5a80", "#c68b59", { hair: "#2b1d14", bag: true });
  person(s, 205, 894, 84, "#b5523b", "#8d5a3b", { hair: "#1c1410" });
  person(s, 760, 896, 92, "#2f6f5e", "#e0ac7e", { hair: "#6b4226" });
  person(s, 1420, 894, 88, "#6c4f8a", "#a86f4c", { hair: "#1f1a17", bag: true });
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: loft coworking over Roma's roofs
// ---------------------------------------------------------------------------------------------
function coworking(s: Svg): void {
  const GW = s.w;
  // view through the window
  const wx = 120;
  const wy = 60;
  const ww = 960;
  const wh = 420;
  const clip = s.clip(rect(wx, wy, ww, wh, "#000"));
  s.add(`<g clip-path="${clip}">`);
  s.add(
    rect(
      wx,
      wy,
      ww,
      wh,
      s.linU(
        [
          [0, "#7db5e0"],
          [0.7, "#dbe9ee"],
          [1, "#f1e7d4"],
        ],
        0,
        wy,
        0,
        wy + wh,
      ),
    ),
  );
  cloud(s, wx + 150, wy + 90, 1, "#ffffff", 0.85);
  cloud(s, wx + 640, wy + 70, 0.8, "#ffffff", 0.75);
  volcanoes(s, wy + 270, 0.5, wx + 40, "#a7aec8", "#f8f7f5");
  skyline(s, {
    x0: wx + 600,
    x1: wx + 900,
    baseY: wy + 330,
    minH: 90,
    maxH: 190,
    minW: 30,
    maxW: 52,
    fills: ["#a9bccb", "#bccad4", "#9fb1c0"],
    gap: 14,
    tops: ["flat", "slant", "antenna"],
    win: { lit: "#eef3f6", dark: "#8ea3b3", litRatio: 0.3, rowH: 8 },
  });
  // flat roofs with black water tanks, gas tanks and laundry lines
  let x = wx - 10;
  while (x < wx + ww) {
    const bw = s.rand(80, 150);
    const bh = s.rand(60, 140);
    const top = wy + wh - bh;
    s.add(rect(x, top, bw, bh + 20, s.pick(["#e6d3b8", "#d9b99a", "#f0e4d0", "#c98f6e", "#e9c7a0"])));
    s.add(rect(x, top, bw, 6, "#b8a488"));
    for (let c = x + 12; c < x + bw - 20; c += 28)
      s.add(rect(c, top + 24, 14, 20, "#5b6770", `opacity="0.7"`));
    if (s.r() < 0.75) {
      const tx = x + s.rand(10, bw - 40);
      s.add(rect(tx, top - 26, 28, 26, "#1f2326", `rx="4"`));
      s.add(rect(tx + 4, top - 30, 20, 5, "#2c3236", `rx="2"`));
    }
    if (s.r() < 0.4) {
      const lx = x + 10;
      s.add(line(lx, top - 18, lx + bw - 20, top - 18, "#6b6b6b", 1));
      for (let c = lx + 8; c < lx + bw - 30; c += 18)
        s.add(rect(c, top - 18, 10, 14, s.pick(["#e0588f", "#f2c230", "#4f8fc0", "#ffffff"])));
    }
    x += bw + s.rand(-6, 4);
  }
  s.add(
    rect(
      wx,
      wy,
      ww,
      wh,
      s.lin(
        [
          [0, "#ffffff", 0.12],
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
  // exposed-brick wall around the window, steel frame
  const wall = s.linU(
    [
      [0, "#c97f5f"],
      [1, "#b06a4c"],
    ],
    0,
    0,
    0,
    560,
  );
  s.add(
    path(`M0,0 H${GW} V560 H0 Z M${wx},${wy} V${wy + wh} H${wx + ww} V${wy} Z`, wall, `fill-rule="evenodd"`),
  );
  const inWindow = (x0: number, y0: number, w: number, h: number) =>
    x0 + w > wx && x0 < wx + ww && y0 + h > wy && y0 < wy + wh;
  const mortar: string[] = [];
  for (let row = 0; row * 22 < 560; row++) {
    const by = row * 22;
    if (by + 3 > wy - 10 && by < wy + wh + 14) {
      mortar.push(rect(0, by, wx - 10, 3, "#f0d2bc"));
      mortar.push(rect(wx + ww + 10, by, GW - wx - ww - 10, 3, "#f0d2bc"));
    } else mortar.push(rect(0, by, GW, 3, "#f0d2bc"));
    for (let bx = row % 2 === 0 ? 0 : -30; bx < GW; bx += 60) {
      if (inWindow(bx, by, 60, 22)) continue;
      mortar.push(rect(bx, by, 3, 22, "#f0d2bc"));
      if (s.r() < 0.35)
        mortar.push(rect(bx + 3, by + 3, 57, 19, "#000000", `opacity="${f(s.rand(0.03, 0.08))}"`));
    }
  }
  s.add(group(mortar.join(""), `opacity="0.5"`));
  const frame = "#1f2326";
  s.add(rect(wx - 10, wy - 10, ww + 20, 10, frame));
  s.add(rect(wx - 10, wy + wh, ww + 20, 14, frame));
  s.add(rect(wx - 10, wy - 10, 10, wh + 24, frame));
  s.add(rect(wx + ww, wy - 10, 10, wh + 24, frame));
  for (let i = 1; i < 6; i++) s.add(rect(wx + (ww * i) / 6 - 3, wy, 6, wh, frame));
  for (const fy of [wy + wh * 0.33, wy + wh * 0.66]) s.add(rect(wx, fy - 3, ww, 6, frame));
  // concrete floor
  s.add(
    rect(
      0,
      560,
      GW,
      240,
      s.lin([
        [0, "#a8a39b"],
        [1, "#8d8880"],
      ]),
    ),
  );
  s.add(
    poly(
      [
        [wx, 560],
        [wx + ww, 560],
        [wx + ww + 160, 800],
        [wx - 160, 800],
      ],
      "#fff6dc",
      `opacity="0.1"`,
    ),
  );
  for (const lx of [320, 600, 880]) pendantLamp(s, lx, 0, 50, "#1f2326", "#ffe3a6");
  plantPot(s, 1120, 660, 200, "#d9d2c5", "#4f8a5a", "#3c7048");
  plantPot(s, 70, 640, 150, "#c96f45", "#5f9a5f", "#3c7048");
  // long desk
  s.add(rect(180, 600, 840, 16, "#d9b88a"));
  s.add(rect(180, 616, 840, 6, "#2a2a2e"));
  for (const lx of [200, 990]) s.add(rect(lx, 622, 8, 130, "#2a2a2e"));
  for (const lx of [290, 460, 640, 810, 940]) laptop(s, lx, 600, 80, "#cfd3d8", "#cfe8ff", 1);
  cup(s, 375, 600, 16, "#e0588f", "#ffffff");
  cup(s, 725, 600, 14, "#f4f1ea");
  plantPot(s, 550, 600, 50, "#c96f45", "#4f8a5a", "#3c7048");
  const seats: Array<[number, number]> = [
    [290, 760],
    [460, 764],
    [810, 760],
  ];
  seats.forEach(([px, py], i) => {
    const [body, head, hair] = PEOPLE[i % PEOPLE.length] ?? ["#333", "#a0785a", "#222"];
    chair(s, px + 10, 800, 120, "#2a2a2e");
    seated(s, px, py, 190, body, head, 1, hair);
  });
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: Condesa street with Art Deco buildings, a terrace café, Ecobici and jacarandas
// ---------------------------------------------------------------------------------------------
function decoBuilding(
  s: Svg,
  x: number,
  groundY: number,
  w: number,
  floors: number,
  wall: string,
  trim: string,
): void {
  const fh = 90;
  const h = floors * fh + 50;
  const top = groundY - h;
  s.add(rect(x, top, w, h, wall));
  // stepped Art Deco crown with vertical fins
  s.add(rect(x + w * 0.3, top - 40, w * 0.4, 40, wall));
  s.add(rect(x + w * 0.4, top - 62, w * 0.2, 22, wall));
  for (const fx of [x + w * 0.34, x + w * 0.48, x + w * 0.62]) s.add(rect(fx, top - 34, 6, 34, trim));
  s.add(rect(x - 4, top - 6, w + 8, 8, trim));
  s.add(rect(x + w - 14, top, 14, h, "#000000", `opacity="0.06"`));
  // curved corner balconies and windows
  for (let fl = 0; fl < floors - 1; fl++) {
    const fy = top + 30 + fl * fh;
    s.add(rect(x + 16, fy, w - 32, 50, trim, `rx="4"`));
    for (let wx = x + 24; wx < x + w - 40; wx += 44) s.add(rect(wx, fy + 6, 34, 38, "#35515f"));
    s.add(rect(x + 8, fy + 50, w - 16, 6, trim));
    s.add(rect(x + 8, fy + 56, w - 16, 16, "#2d2a2a", `opacity="0.18"`));
  }
  // Art Deco pilasters rising above the roofline, and speed lines under the cornice
  for (const px of [x + 4, x + w - 18]) {
    s.add(rect(px, top - 24, 14, h + 24 - 80, trim));
    s.add(rect(px + 3, top - 34, 8, 12, trim));
  }
  for (let i = 0; i < 3; i++) s.add(rect(x + 22, top + 8 + i * 6, w - 44, 2, trim));
  // ground floor
  s.add(rect(x + 10, groundY - 80, w - 20, 80, "#3b3430"));
}

function ecobiciStation(s: Svg, x: number, groundY: number, n: number): void {
  s.add(rect(x - 10, groundY - 80, 14, 80, "#c8302f"));
  s.add(rect(x - 16, groundY - 96, 26, 22, "#c8302f", `rx="3"`));
  s.add(rect(x - 12, groundY - 92, 18, 10, "#e8eef2"));
  for (let i = 0; i < n; i++) {
    const bx = x + 40 + i * 70;
    s.add(rect(bx - 3, groundY - 38, 6, 38, "#5a5f66"));
    const c = "#c8302f";
    s.add(circle(bx - 16, groundY - 14, 13, "none", `stroke="#2a2a2e" stroke-width="3"`));
    s.add(circle(bx + 16, groundY - 14, 13, "none", `stroke="#2a2a2e" stroke-width="3"`));
    s.add(
      `<path d="M${f(bx - 16)},${f(groundY - 14)} L${f(bx - 4)},${f(groundY - 36)} L${f(bx + 12)},${f(groundY - 36)} L${f(bx + 16)},${f(groundY - 14)} M${f(bx - 4)},${f(groundY - 36)} L${f(bx)},${f(groundY - 14)} L${f(bx + 12)},${f(groundY - 36)}" fill="none" stroke="${c}" stroke-width="4" stroke-linejoin="round"/>`,
    );
    s.add(rect(bx - 8, groundY - 42, 12, 4, "#2a2a2e"));
    s.add(rect(bx + 8, groundY - 44, 12, 3, "#2a2a2e"));
  }
}

function condesa(s: Svg): void {
  const GW = s.w;
  sky(s, [
    [0, "#78b4e0"],
    [1, "#eef2ea"],
  ]);
  cloud(s, 720, 90, 1.1, "#ffffff", 0.85);
  cloud(s, 120, 150, 0.8, "#ffffff", 0.7);
  decoBuilding(s, -20, 600, 330, 4, "#efe3cc", "#d6c3a2");
  decoBuilding(s, 310, 600, 280, 3, "#e7b9a3", "#f3e6d6");
  decoBuilding(s, 590, 600, 320, 4, "#f3efe6", "#9fc0b5");
  decoBuilding(s, 910, 600, 310, 3, "#cfdcc9", "#f3efe6");
  awning(s, 330, 520, 240, 40, "#2f6f5e", "#f3efe6", 8);
  awning(s, 610, 520, 280, 40, "#e0588f", "#fbf5e6", 9);
  // sidewalk and street
  s.add(rect(0, 600, GW, 90, "#d8cdbb"));
  s.add(rect(0, 690, GW, 110, "#8c8680"));
  for (let x = 0; x < GW; x += 40) s.add(line(x, 600, x - 20, 690, "#c6baa6", 1.5));
  s.add(rect(0, 686, GW, 8, "#bfb4a2"));
  // jacaranda petals on the pavement
  for (let i = 0; i < 140; i++)
    s.add(
      circle(
        s.rand(0, GW),
        s.rand(604, 690),
        s.rand(1.5, 3),
        s.pick(["#8a63c9", "#b79be8"]),
        `opacity="0.8"`,
      ),
    );
  bloomTree(s, 150, 650, 240, ...JACARANDA, "#4a3a33");
  bloomTree(s, 1070, 650, 230, ...JACARANDA, "#4a3a33");
  // terrace tables
  for (const [tx, people] of [
    [430, [PEOPLE[0], PEOPLE[1]]],
    [760, [PEOPLE[2], PEOPLE[3]]],
  ] as const) {
    bistroTable(s, tx, 665, 120, "#f2efe9", "#2d2a2a");
    cup(s, tx - 14, 581, 11, "#f4f1ea", "#ffffff");
    const [b1, h1, hr1] = people[0] ?? ["#333", "#a0785a", "#222"];
    const [b2, h2, hr2] = people[1] ?? ["#444", "#8a6a4a", "#111"];
    chair(s, tx - 62, 671, 90, "#2d2a2a");
    seated(s, tx - 58, 625, 120, b1, h1, 1, hr1);
    chair(s, tx + 66, 671, 90, "#2d2a2a");
    seated(s, tx + 62, 625, 120, b2, h2, -1, hr2);
  }
  laptop(s, 452, 584, 46, "#cfd3d8", "#cfe8ff", -1);
  ecobiciStation(s, 870, 690, 3);
  person(s, 300, 760, 130, "#3d3a5c", "#b07a52", { hair: "#1c1410" });
  // a dog walker with a dog
  person(s, 620, 770, 136, "#2f6f5e", "#e0ac7e", { hair: "#6b4226" });
  s.add(line(632, 720, 676, 752, "#2a2a2e", 1.5));
  s.add(ellipse(690, 756, 20, 10, "#b98a5a"));
  s.add(circle(708, 748, 8, "#b98a5a"));
  for (const lx of [676, 700]) s.add(rect(lx, 760, 4, 12, "#b98a5a"));
  streetLamp(s, 1180, 690, 170, "#2d2f33");
}

export default [
  { city: CITY, file: "hero", width: 1600, height: 900, draw: hero },
  { city: CITY, file: "gallery-1", width: 1200, height: 800, draw: coworking },
  { city: CITY, file: "gallery-2", width: 1200, height: 800, draw: condesa },
] satisfies Artwork[];
