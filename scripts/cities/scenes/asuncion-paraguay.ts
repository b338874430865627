/**
 * Asunción: the Palacio de López lit at dusk above the bay of the Paraguay River, with lapachos
 * in bloom, the Costanera and the flat Chaco across the water; a coworking space looking at the
 * towers of Villa Morra; friends sharing tereré in a plaza by the Panteón de los Héroes.
 */
import {
  type Artwork,
  type Svg,
  birds,
  bistroTable,
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
  roundTree,
  seated,
  sky,
  skyline,
  streak,
  streetLamp,
  sun,
  water,
} from "../art";

const CITY = "asuncion-paraguay";
const W = 1600;
const H = 900;
const GW = 1200;
const GH = 800;

const PINK: [string, string] = ["#e86fa3", "#f7a8c9"];
const YELLOW: [string, string] = ["#f2c12e", "#ffe07a"];

function lapacho(s: Svg, x: number, groundY: number, size: number, yellow = false): void {
  const [bloom, light] = yellow ? YELLOW : PINK;
  bloomTree(s, x, groundY, size, "#6b5a4a", bloom, light, "#5a4538");
}

/** Thermos and guampa: the tereré set. */
function tereSet(s: Svg, x: number, tableY: number, k: number): void {
  s.add(rect(x, tableY - 60 * k, 26 * k, 60 * k, "#2f7a4f", `rx="${f(6 * k)}"`));
  s.add(rect(x + 3 * k, tableY - 70 * k, 20 * k, 12 * k, "#1f4a32", `rx="${f(3 * k)}"`));
  s.add(rect(x, tableY - 44 * k, 26 * k, 6 * k, "#f2c12e"));
  s.add(
    path(
      `M${f(x + 40 * k)},${f(tableY)} L${f(x + 37 * k)},${f(tableY - 30 * k)} L${f(x + 61 * k)},${f(tableY - 30 * k)} L${f(x + 58 * k)},${f(tableY)} Z`,
      "#b07a4a",
    ),
  );
  s.add(rect(x + 37 * k, tableY - 22 * k, 24 * k, 4 * k, "#7a4e30"));
  s.add(line(x + 54 * k, tableY - 30 * k, x + 62 * k, tableY - 52 * k, "#c9ccd1", 2.4 * k));
}

// ---------------------------------------------------------------------------------------------
// Hero: the Palacio de López at dusk
// ---------------------------------------------------------------------------------------------

function palacioDeLopez(s: Svg, x: number, baseY: number, k: number): void {
  const wall = "#f8f1e4";
  const shade = "#e2d3bb";
  const arch = "#e8a95c";
  const parts: string[] = [];
  const wingW = 300 * k;
  const floorH = 56 * k;
  // Two-storey arcaded body
  parts.push(rect(x - wingW, baseY - floorH * 2 - 12 * k, wingW * 2, floorH * 2 + 12 * k, wall));
  parts.push(rect(x - wingW - 6 * k, baseY - floorH * 2 - 16 * k, wingW * 2 + 12 * k, 8 * k, shade));
  parts.push(rect(x - wingW, baseY - floorH - 4 * k, wingW * 2, 6 * k, shade));
  for (let fl = 0; fl < 2; fl++) {
    const fy = baseY - floorH * (fl + 1) + 6 * k;
    for (let ax = x - wingW + 16 * k; ax < x + wingW - 20 * k; ax += 30 * k) {
      if (Math.abs(ax + 10 * k - x) < 60 * k) continue;
      parts.push(
        path(
          `M${f(ax)},${f(fy + floorH - 10 * k)} L${f(ax)},${f(fy + 14 * k)} Q${f(ax + 10 * k)},${f(fy)} ${f(ax + 20 * k)},${f(fy + 14 * k)} L${f(ax + 20 * k)},${f(fy + floorH - 10 * k)} Z`,
          arch,
        ),
      );
    }
  }
  // Balustrade along the roof
  for (let bx = x - wingW; bx < x + wingW; bx += 10 * k)
    parts.push(rect(bx, baseY - floorH * 2 - 28 * k, 4 * k, 12 * k, wall));
  parts.push(rect(x - wingW, baseY - floorH * 2 - 30 * k, wingW * 2, 4 * k, wall));
  // Central tower: a portico, two tiers and a lantern
  const tw = 110 * k;
  parts.push(rect(x - tw / 2, baseY - floorH * 2 - 60 * k, tw, floorH * 2 + 60 * k, wall));
  parts.push(rect(x + tw / 2 - 22 * k, baseY - floorH * 2 - 60 * k, 22 * k, floorH * 2 + 60 * k, shade));
  for (const cx of [-36, -12, 12, 36])
    parts.push(rect(x + cx * k - 4 * k, baseY - floorH * 2 + 4 * k, 8 * k, floorH * 2 - 6 * k, shade));
  parts.push(
    poly(
      [
        [x - tw / 2 - 6 * k, baseY - floorH * 2 - 60 * k],
        [x, baseY - floorH * 2 - 96 * k],
        [x + tw / 2 + 6 * k, baseY - floorH * 2 - 60 * k],
      ],
      wall,
    ),
  );
  const t2 = 70 * k;
  const t2y = baseY - floorH * 2 - 150 * k;
  parts.push(rect(x - t2 / 2, t2y, t2, 70 * k, wall));
  parts.push(rect(x + t2 / 2 - 14 * k, t2y, 14 * k, 70 * k, shade));
  parts.push(
    path(
      `M${f(x - 14 * k)},${f(t2y + 60 * k)} L${f(x - 14 * k)},${f(t2y + 22 * k)} Q${f(x)},${f(t2y + 8 * k)} ${f(x + 14 * k)},${f(t2y + 22 * k)} L${f(x + 14 * k)},${f(t2y + 60 * k)} Z`,
      arch,
    ),
  );
  parts.push(rect(x - t2 / 2 - 6 * k, t2y - 6 * k, t2 + 12 * k, 8 * k, shade));
  const t3 = 40 * k;
  parts.push(rect(x - t3 / 2, t2y - 56 * k, t3, 50 * k, wall));
  parts.push(
    path(
      `M${f(x - t3 / 2 - 4 * k)},${f(t2y - 56 * k)} Q${f(x)},${f(t2y - 96 * k)} ${f(x + t3 / 2 + 4 * k)},${f(t2y - 56 * k)} Z`,
      shade,
    ),
  );
  parts.push(rect(x - 2 * k, t2y - 120 * k, 4 * k, 28 * k, shade));
  parts.push(rect(x - 8 * k, t2y - 44 * k, 16 * k, 26 * k, arch));
  s.add(group(parts.join("")));
  // Floodlight glow
  const gr = wingW * 1.1;
  s.add(
    circle(
      x,
      baseY - 70 * k,
      gr,
      s.rad(
        [
          [0, "#ffe3b0", 0.3],
          [1, "#ffe3b0", 0],
        ],
        x,
        baseY - 70 * k,
        gr,
      ),
    ),
  );
}

function hero(s: Svg): void {
  sky(s, [
    [0, "#1f2f66"],
    [0.3, "#4a4f8f"],
    [0.5, "#b77a9c"],
    [0.62, "#f2a27c"],
    [0.68, "#ffd192"],
  ]);
  sun(s, 300, 610, 0, "#ffffff", "#ffc88a", 520, 0.55);
  streak(s, 60, 380, 420, 12, "#e99a8c", 0.5);
  streak(s, 820, 240, 520, 14, "#9a7fb0", 0.45);
  streak(s, 1080, 320, 360, 10, "#d58ea0", 0.45);
  for (let i = 0; i < 30; i++)
    s.add(
      circle(s.rand(0, W), s.rand(10, 180), s.rand(0.6, 1.4), "#ffffff", `opacity="${f(s.rand(0.3, 0.8))}"`),
    );

  // The flat Chaco on the far bank, low and wooded
  s.add(path("M-20,600 C200,594 500,596 760,600 L760,612 L-20,612 Z", "#4a4466"));
  for (let i = 0; i < 60; i++)
    s.add(circle(s.rand(-10, 760), 598 + s.rand(-4, 4), s.rand(5, 12), s.pick(["#433d5e", "#4f4870"])));

  // City towers behind the palace
  const win = { lit: "#ffd992", dark: "#3e416a", litRatio: 0.45, rowH: 10 };
  skyline(s, {
    x0: 700,
    x1: 1620,
    baseY: 600,
    minH: 80,
    maxH: 240,
    minW: 30,
    maxW: 60,
    fills: ["#4d4f7c", "#585a88", "#44466f"],
    win,
    gap: 14,
    tops: ["flat", "antenna", "stepped"],
  });
  // Bank and gardens under the palace
  s.add(path("M700,640 C800,604 1000,598 1620,598 L1620,660 L700,660 Z", "#3a4a44"));
  palacioDeLopez(s, 1120, 606, 1);
  for (const [tx, size, yellow] of [
    [760, 90, false],
    [880, 110, true],
    [1380, 110, false],
    [1520, 96, true],
  ] as const)
    lapacho(s, tx, 612, size, yellow);

  // The bay
  water(s, 612, 900, "#e9a085", "#253363", "#ffe2b0", 150);
  for (let i = 0; i < 24; i++)
    s.add(
      rect(
        1120 - (20 + i * 7),
        624 + i * 10,
        40 + i * 14,
        3,
        "#fff0c8",
        `rx="1.5" opacity="${f(0.55 - i * 0.02)}"`,
      ),
    );
  // A riverboat
  s.add(path("M420,700 L560,700 L546,716 L434,716 Z", "#f4efe6"));
  s.add(rect(450, 684, 80, 16, "#e9e2d6"));
  for (let i = 0; i < 5; i++) s.add(rect(456 + i * 15, 688, 8, 7, "#ffd992"));

  // The Costanera promenade in front, with lamps and lapachos
  s.add(path("M-20,900 L-20,800 C400,788 1000,780 1640,790 L1640,900 Z", "#3b3550"));
  s.add(path("M-20,806 C400,794 1000,786 1640,796 L1640,808 C1000,798 400,806 -20,820 Z", "#5a5270"));
  for (const lx of [300, 640, 980, 1320]) streetLamp(s, lx, 800, 120, "#1f1b30", "#ffe0a0");
  lapacho(s, 110, 830, 230);
  lapacho(s, 1500, 826, 210, true);
  person(s, 520, 806, 64, "#1f1b30", undefined, { bag: true });
  person(s, 820, 804, 60, "#1f1b30");
  person(s, 844, 804, 56, "#1f1b30");
  // a cyclist
  s.add(circle(1130, 792, 14, "none", `stroke="#1f1b30" stroke-width="3"`));
  s.add(circle(1176, 792, 14, "none", `stroke="#1f1b30" stroke-width="3"`));
  s.add(
    path("M1130,792 L1150,770 L1176,792 M1150,770 L1160,752", "none", `stroke="#1f1b30" stroke-width="3"`),
  );
  person(s, 1154, 776, 40, "#1f1b30");
  birds(s, 600, 300, 6, "#2b2a4a", 10);
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: coworking facing the towers of Villa Morra
// ---------------------------------------------------------------------------------------------

function villaMorraView(s: Svg, x: number, y: number, w: number, h: number): void {
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linU(
        [
          [0, "#5fa6dc"],
          [0.75, "#cfe6f0"],
          [1, "#f3ecd8"],
        ],
        0,
        y,
        0,
        y + h,
      ),
    ),
  );
  cloud(s, x + 80, y + 60, 1, "#ffffff", 0.9);
  cloud(s, x + 600, y + 90, 0.8, "#ffffff", 0.85);
  skyline(s, {
    x0: x - 10,
    x1: x + w + 10,
    baseY: y + h - 60,
    minH: 120,
    maxH: 270,
    minW: 44,
    maxW: 80,
    fills: ["#c9d6e0", "#b6c7d6", "#dfe6ea"],
    win: { lit: "#eef5f8", dark: "#8fa6ba", litRatio: 0.2, rowH: 11 },
    gap: 28,
    tops: ["flat", "stepped", "slant"],
  });
  haze(s, y + 120, y + h, "#f3ecd8", 0.25);
  // Glass tower of the business district
  s.add(rect(x + 520, y + 60, 80, h, "#6f9cc0"));
  s.add(rect(x + 570, y + 60, 30, h, "#5a86aa"));
  for (let gy = y + 70; gy < y + h; gy += 14) s.add(rect(x + 524, gy, 72, 2, "#a9c8de", `opacity="0.7"`));
  // Street-level canopy of lapachos and mango trees
  for (let i = 0; i < 9; i++) {
    const tx = x + 40 + i * 110 + s.rand(-20, 20);
    if (i % 3 === 1) roundTree(s, tx, y + h + 30, 110, "#3f7a4f", "#5b9a66", "#5a4538");
    else lapacho(s, tx, y + h + 40, 150, i % 4 === 0);
  }
}

function cowork(s: Svg): void {
  s.add(
    rect(
      0,
      0,
      GW,
      560,
      s.lin([
        [0, "#f4f0e8"],
        [1, "#e8e0d2"],
      ]),
    ),
  );
  const wx = 150;
  const wy = 70;
  const ww = 900;
  const wh = 380;
  const clip = s.clip(rect(wx, wy, ww, wh, "#000"));
  s.add(`<g clip-path="${clip}">`);
  villaMorraView(s, wx, wy, ww, wh);
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
  const frame = "#3a3330";
  const fr: string[] = [];
  fr.push(rect(wx - 12, wy - 12, ww + 24, 12, frame));
  fr.push(rect(wx - 12, wy + wh, ww + 24, 16, frame));
  fr.push(rect(wx - 12, wy - 12, 12, wh + 24, frame));
  fr.push(rect(wx + ww, wy - 12, 12, wh + 24, frame));
  for (let i = 1; i < 3; i++) fr.push(rect(wx + (ww * i) / 3 - 4, wy, 8, wh, frame));
  s.add(group(fr.join("")));
  // Ñandutí lace medallions on the wall
  for (const [cx, cy, r, c] of [
    [70, 140, 44, "#e86fa3"],
    [70, 250, 34, "#2f9e8f"],
    [1130, 160, 40, "#f2c12e"],
  ] as const) {
    s.add(circle(cx, cy, r, "none", `stroke="${c}" stroke-width="3"`));
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      s.add(line(cx, cy, cx + Math.cos(a) * r, cy + Math.sin(a) * r, c, 1.4));
    }
    s.add(circle(cx, cy, r * 0.45, "none", `stroke="${c}" stroke-width="2"`));
    s.add(circle(cx, cy, r * 0.15, c));
  }
  s.add(
    rect(
      0,
      560,
      GW,
      240,
      s.lin([
        [0, "#b99a78"],
        [1, "#9a7c5c"],
      ]),
    ),
  );
  for (let y = 580; y < GH; y += 24 + (y - 560) * 0.12)
    s.add(line(0, y, GW, y, "#7a5e42", 1.5, `opacity="0.45"`));
  for (const lx of [360, 600, 840]) pendantLamp(s, lx, 0, 50, "#3a3330", "#fff0c0");
  plantPot(s, 1120, 650, 210, "#c8744a", "#4f9a5e", "#2f6d3f");
  s.add(rect(200, 600, 800, 16, "#e9d8b8"));
  s.add(rect(200, 616, 800, 6, "#a9744a"));
  for (const lx of [220, 970]) s.add(rect(lx, 622, 10, 120, "#3a3330"));
  for (const lx of [300, 470, 700, 870]) laptop(s, lx, 600, 80, "#d5d8dd", "#bfe4ff", 1);
  tereSet(s, 560, 600, 1);
  cup(s, 385, 600, 16, "#e86fa3", "#ffffff");
  const people: Array<[number, number, string, string, string]> = [
    [300, 760, "#2f9e8f", "#c68b59", "#2b1d14"],
    [470, 764, "#e86fa3", "#a86f4c", "#1f1a17"],
    [870, 760, "#3d5a80", "#8d5a3b", "#1c1410"],
  ];
  for (const [px, py, body, head, hair] of people) {
    chair(s, px + 10, 800, 120, "#3a3330");
    seated(s, px, py, 190, body, head, 1, hair);
  }
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: tereré in a plaza by the Panteón Nacional de los Héroes
// ---------------------------------------------------------------------------------------------

function panteon(s: Svg, x: number, baseY: number, k: number): void {
  const wall = "#efe3cc";
  const shade = "#d8c7a8";
  const parts: string[] = [];
  parts.push(rect(x - 170 * k, baseY - 150 * k, 340 * k, 150 * k, wall));
  parts.push(rect(x + 110 * k, baseY - 150 * k, 60 * k, 150 * k, shade));
  // Portico with columns and pediment
  parts.push(rect(x - 90 * k, baseY - 170 * k, 180 * k, 20 * k, wall));
  parts.push(
    poly(
      [
        [x - 98 * k, baseY - 170 * k],
        [x, baseY - 214 * k],
        [x + 98 * k, baseY - 170 * k],
      ],
      wall,
    ),
  );
  parts.push(
    poly(
      [
        [x - 80 * k, baseY - 172 * k],
        [x, baseY - 206 * k],
        [x + 80 * k, baseY - 172 * k],
      ],
      shade,
    ),
  );
  for (let i = 0; i < 6; i++)
    parts.push(rect(x - 80 * k + i * 30 * k, baseY - 150 * k, 12 * k, 140 * k, "#fbf5ea"));
  parts.push(rect(x - 96 * k, baseY - 12 * k, 192 * k, 12 * k, shade));
  // Drum, dome and lantern
  parts.push(rect(x - 70 * k, baseY - 270 * k, 140 * k, 60 * k, wall));
  for (let i = 0; i < 7; i++)
    parts.push(rect(x - 60 * k + i * 20 * k, baseY - 262 * k, 8 * k, 44 * k, shade));
  parts.push(
    path(
      `M${f(x - 78 * k)},${f(baseY - 270 * k)} Q${f(x - 76 * k)},${f(baseY - 370 * k)} ${f(x)},${f(baseY - 374 * k)} Q${f(x + 76 * k)},${f(baseY - 370 * k)} ${f(x + 78 * k)},${f(baseY - 270 * k)} Z`,
      "#c9b48f",
    ),
  );
  parts.push(
    path(
      `M${f(x + 20 * k)},${f(baseY - 372 * k)} Q${f(x + 70 * k)},${f(baseY - 360 * k)} ${f(x + 78 * k)},${f(baseY - 270 * k)} L${f(x + 40 * k)},${f(baseY - 270 * k)} Q${f(x + 44 * k)},${f(baseY - 340 * k)} ${f(x + 20 * k)},${f(baseY - 372 * k)} Z`,
      "#b19c78",
    ),
  );
  parts.push(rect(x - 12 * k, baseY - 404 * k, 24 * k, 32 * k, wall));
  parts.push(
    path(
      `M${f(x - 14 * k)},${f(baseY - 404 * k)} Q${f(x)},${f(baseY - 424 * k)} ${f(x + 14 * k)},${f(baseY - 404 * k)} Z`,
      "#c9b48f",
    ),
  );
  parts.push(rect(x - 1.5 * k, baseY - 444 * k, 3 * k, 24 * k, "#8a7a60"));
  s.add(group(parts.join("")));
}

function colectivo(s: Svg, x: number, y: number): void {
  s.add(rect(x, y - 90, 280, 80, "#f2f2ee", `rx="10"`));
  s.add(rect(x, y - 40, 280, 26, "#d9342b"));
  s.add(rect(x, y - 48, 280, 8, "#2f7ac4"));
  for (let i = 0; i < 6; i++) s.add(rect(x + 14 + i * 44, y - 80, 34, 28, "#5a7890"));
  s.add(rect(x + 250, y - 80, 24, 60, "#3a4a5a"));
  s.add(circle(x + 60, y - 10, 18, "#2a2a2a"));
  s.add(circle(x + 220, y - 10, 18, "#2a2a2a"));
  s.add(circle(x + 60, y - 10, 7, "#9a9a9a"));
  s.add(circle(x + 220, y - 10, 7, "#9a9a9a"));
}

function bench(s: Svg, x: number, groundY: number, w: number): void {
  s.add(rect(x, groundY - 44, w, 8, "#7a5a3a"));
  s.add(rect(x, groundY - 80, w, 8, "#7a5a3a"));
  s.add(rect(x, groundY - 64, w, 6, "#7a5a3a"));
  for (const lx of [x + 10, x + w - 16]) s.add(rect(lx, groundY - 80, 6, 80, "#3a3330"));
}

function plaza(s: Svg): void {
  sky(s, [
    [0, "#3f90d8"],
    [1, "#d6ecf4"],
  ]);
  cloud(s, 100, 100, 1.2, "#ffffff", 0.9);
  cloud(s, 860, 70, 1, "#ffffff", 0.85);
  // Street with the Panteón across it
  panteon(s, 760, 500, 1);
  for (const [bx, bw, bh, c] of [
    [-20, 230, 200, "#e9d8bc"],
    [210, 180, 160, "#f1c99a"],
    [1000, 220, 190, "#cfdde2"],
  ] as const) {
    s.add(rect(bx, 500 - bh, bw, bh, c));
    for (let wy = 500 - bh + 20; wy < 480; wy += 36)
      for (let wx = bx + 18; wx < bx + bw - 30; wx += 44) s.add(rect(wx, wy, 22, 24, "#5a6b7c"));
  }
  s.add(rect(-20, 500, GW + 40, 70, "#8a8a8e"));
  for (let dx = 0; dx < GW; dx += 60) s.add(rect(dx, 530, 30, 4, "#f2f2ee"));
  colectivo(s, 90, 560);
  // Plaza: red earth paths, grass, lapachos
  s.add(rect(-20, 570, GW + 40, 230, "#7aa85a"));
  s.add(path("M-20,800 L-20,640 C300,620 800,620 1220,640 L1220,800 Z", "#c9825a"));
  for (let i = 0; i < 120; i++)
    s.add(ellipse(s.rand(0, GW), s.rand(650, 790), s.rand(8, 20), 2, "#b36f4a", `opacity="0.6"`));
  lapacho(s, 140, 640, 300);
  lapacho(s, 1080, 640, 280);
  lapacho(s, 560, 600, 180, true);
  // Fallen petals
  for (let i = 0; i < 90; i++)
    s.add(
      circle(s.rand(0, GW), s.rand(640, 790), s.rand(2, 4), s.pick(["#f7a8c9", "#e86fa3"]), `opacity="0.8"`),
    );

  // Friends sharing tereré on a bench; a woman working on a laptop on another
  bench(s, 250, 740, 240);
  seated(s, 300, 700, 150, "#2f9e8f", "#a86f4c", 1, "#1c1410");
  seated(s, 430, 700, 150, "#d9342b", "#c68b59", -1, "#2b1d14");
  tereSet(s, 340, 742, 0.9);
  person(s, 520, 740, 150, "#3d5a80", "#8d5a3b", { hair: "#1c1410" });
  s.add(path("M530,642 L560,648", "none", `stroke="#3d5a80" stroke-width="8" stroke-linecap="round"`));
  s.add(path("M556,650 L553,624 L575,624 L572,650 Z", "#b07a4a"));
  s.add(rect(553, 630, 22, 4, "#7a4e30"));
  s.add(line(570, 624, 578, 604, "#c9ccd1", 2.4));
  bench(s, 760, 760, 240);
  seated(s, 840, 720, 150, "#e86fa3", "#8d5a3b", 1, "#231815");
  laptop(s, 900, 692, 70, "#d5d8dd", "#bfe4ff", 1);
  bistroTable(s, 1010, 780, 110, "#f4efe6", "#3a3330");
  cup(s, 1000, 703, 12, "#f4f1ea", "#ffffff");
  birds(s, 600, 150, 5, "#2f4a6a", 9);
}

const artworks: Artwork[] = [
  { city: CITY, file: "hero", width: W, height: H, draw: hero },
  { city: CITY, file: "gallery-1", width: GW, height: GH, draw: cowork },
  { city: CITY, file: "gallery-2", width: GW, height: GH, draw: plaza },
];

export default artworks;
