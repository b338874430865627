/**
 * Cusco: the Plaza de Armas with the Cathedral and La Compañía, red roofs climbing the hills,
 * Sacsayhuamán and the Cristo Blanco (hero), a San Blas café with blue window frames, and the
 * juice stalls of San Pedro market.
 */
import {
  type Artwork,
  type Svg,
  birds,
  bush,
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
  produce,
  rect,
  ridge,
  ridgeY,
  roundTree,
  seated,
  sky,
  sun,
} from "../art";

const PEOPLE: Array<[string, string, string]> = [
  ["#3d5a80", "#c68b59", "#2b1d14"],
  ["#b5523b", "#8d5a3b", "#1c1410"],
  ["#2f6f5e", "#e0ac7e", "#6b4226"],
  ["#6c4f8a", "#a86f4c", "#1f1a17"],
];
const STONE = "#9c8571";
const STONE_DARK = "#85705e";
const ROOFS = ["#b5533a", "#c4623f", "#a9472f", "#bf5a3a"];

/** Red tile roofs over white adobe walls, scattered along a ridge line. */
function roofTown(
  s: Svg,
  pts: Array<[number, number]>,
  x0: number,
  x1: number,
  n: number,
  depth: number,
  k: number,
): void {
  const parts: string[] = [];
  const items: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) {
    const x = s.rand(x0, x1);
    items.push([x, ridgeY(pts, x) + 10 * k + Math.pow(s.r(), 0.7) * depth]);
  }
  items.sort((a, b) => a[1] - b[1]);
  for (const [x, y] of items) {
    const w = s.rand(14, 26) * k;
    const h = s.rand(7, 12) * k;
    parts.push(rect(x, y - h, w, h, s.pick(["#f1ece2", "#e9dfcc", "#f5f1ea"])));
    parts.push(
      poly(
        [
          [x - 2 * k, y - h],
          [x + w + 2 * k, y - h],
          [x + w - 3 * k, y - h - 5 * k],
          [x + 3 * k, y - h - 5 * k],
        ],
        s.pick(ROOFS),
      ),
    );
  }
  s.add(group(parts.join("")));
}

/** Church front with two bell towers (the Cathedral is wide and squat, La Compañía tall). */
function twinTowerChurch(
  s: Svg,
  x: number,
  baseY: number,
  w: number,
  bodyH: number,
  towerW: number,
  towerH: number,
  stone: string,
  dark: string,
): void {
  s.add(rect(x, baseY - bodyH, w, bodyH, stone));
  // central portal with a stepped retable
  const cx = x + w / 2;
  s.add(rect(cx - w * 0.16, baseY - bodyH * 1.12, w * 0.32, bodyH * 1.12, dark));
  s.add(rect(cx - w * 0.13, baseY - bodyH * 1.08, w * 0.26, bodyH * 1.08, stone));
  s.add(
    path(
      `M${f(cx - w * 0.07)},${f(baseY)} L${f(cx - w * 0.07)},${f(baseY - bodyH * 0.45)} Q${f(cx)},${f(baseY - bodyH * 0.6)} ${f(cx + w * 0.07)},${f(baseY - bodyH * 0.45)} L${f(cx + w * 0.07)},${f(baseY)} Z`,
      "#4a3a30",
    ),
  );
  s.add(rect(cx - w * 0.05, baseY - bodyH * 0.9, w * 0.1, bodyH * 0.18, "#4a3a30", `rx="${f(w * 0.05)}"`));
  for (const tx of [x - towerW * 0.2, x + w - towerW * 0.8]) {
    s.add(rect(tx, baseY - towerH, towerW, towerH, stone));
    s.add(rect(tx + towerW * 0.7, baseY - towerH, towerW * 0.3, towerH, dark, `opacity="0.6"`));
    s.add(rect(tx - 3, baseY - towerH * 0.62, towerW + 6, 5, dark));
    // belfry with an arch
    s.add(
      path(
        `M${f(tx + towerW * 0.25)},${f(baseY - towerH * 0.66)} L${f(tx + towerW * 0.25)},${f(baseY - towerH * 0.82)} Q${f(tx + towerW * 0.5)},${f(baseY - towerH * 0.92)} ${f(tx + towerW * 0.75)},${f(baseY - towerH * 0.82)} L${f(tx + towerW * 0.75)},${f(baseY - towerH * 0.66)} Z`,
        "#3f332c",
      ),
    );
    s.add(rect(tx - 4, baseY - towerH - 4, towerW + 8, 6, dark));
    s.add(
      path(
        `M${f(tx)},${f(baseY - towerH - 4)} Q${f(tx + towerW / 2)},${f(baseY - towerH - towerW * 0.9)} ${f(tx + towerW)},${f(baseY - towerH - 4)} Z`,
        stone,
      ),
    );
    s.add(rect(tx + towerW / 2 - 1.5, baseY - towerH - towerW * 1.2, 3, towerW * 0.34, "#3a3a3a"));
    s.add(rect(tx + towerW / 2 - 5, baseY - towerH - towerW * 1.1, 10, 2.5, "#3a3a3a"));
  }
}

/** Arcaded colonial block with a row of enclosed wooden balconies. */
function arcadeBlock(s: Svg, x: number, baseY: number, w: number, h: number): void {
  s.add(rect(x, baseY - h, w, h, "#f1ece2"));
  s.add(
    poly(
      [
        [x - 6, baseY - h],
        [x + w + 6, baseY - h],
        [x + w - 4, baseY - h - 16],
        [x + 4, baseY - h - 16],
      ],
      "#b5533a",
    ),
  );
  s.add(rect(x, baseY - h * 0.42, w, 6, "#d9cfbd"));
  for (let ax = x + 6; ax < x + w - 30; ax += 40) {
    s.add(
      path(
        `M${ax},${baseY} L${ax},${baseY - h * 0.28} Q${ax + 16},${baseY - h * 0.42} ${ax + 32},${baseY - h * 0.28} L${ax + 32},${baseY} Z`,
        "#6f5d50",
      ),
    );
    s.add(rect(ax + 4, baseY - h * 0.86, 26, h * 0.3, "#2f6f8f"));
    s.add(rect(ax + 7, baseY - h * 0.82, 20, h * 0.18, "#c9dde6"));
    s.add(rect(ax + 2, baseY - h * 0.56, 30, 4, "#2f6f8f"));
  }
}

function cuscoHero(s: Svg): void {
  sky(s, [
    [0, "#2f7fcf"],
    [0.55, "#8fc0e4"],
    [1, "#e7eee8"],
  ]);
  sun(s, 260, 120, 38, "#fffbe8", "#fff0c0", 280, 0.5);
  cloud(s, 760, 110, 1.3, "#ffffff", 0.9);
  cloud(s, 1320, 170, 1.0, "#ffffff", 0.8);
  // far range with a snowy summit
  s.add(path("M1060,360 L1190,250 C1200,242 1212,242 1222,250 L1360,360 Z", "#a7b6c6"));
  s.add(
    path(
      "M1160,276 L1190,250 C1200,242 1212,242 1222,250 L1252,276 L1236,286 L1220,276 L1204,290 L1186,278 L1172,288 Z",
      "#f7fbff",
    ),
  );
  ridge(s, {
    baseY: 360,
    amp: 30,
    fill: "#9fae8c",
    peaks: [
      [300, 300],
      [800, 330],
      [1500, 300],
    ],
    rough: 0.5,
  });
  haze(s, 260, 420, "#eef2ea", 0.4);
  // the hills around the valley, with red-roofed houses climbing them
  const hills = ridge(s, {
    baseY: 420,
    amp: 30,
    fill: "#7f955f",
    peaks: [
      [80, 300],
      [380, 330],
      [700, 400],
      [1000, 390],
      [1300, 330],
      [1560, 350],
    ],
    rough: 0.45,
  });
  // Sacsayhuamán's zigzag terraces on the upper left, the Cristo Blanco on the hill top
  for (let i = 0; i < 3; i++) {
    let d = `M150,${352 + i * 20}`;
    for (let zx = 150; zx < 420; zx += 30) d += ` L${zx + 15},${346 + i * 20} L${zx + 30},${352 + i * 20}`;
    s.add(path(d, "none", `stroke="#b8a78f" stroke-width="8" stroke-linejoin="miter"`));
  }
  const cb = 470;
  const cy = ridgeY(hills, cb);
  s.add(rect(cb - 6, cy - 44, 12, 44, "#f7f7f2"));
  s.add(rect(cb - 26, cy - 40, 52, 8, "#f7f7f2"));
  s.add(circle(cb, cy - 50, 7, "#f7f7f2"));
  roofTown(s, hills, 0, 1600, 260, 170, 1);
  haze(s, 400, 620, "#f2efe6", 0.25);

  // Plaza de Armas: the Cathedral on the left, La Compañía on the right, arcades between
  twinTowerChurch(s, 240, 720, 380, 170, 70, 300, STONE, STONE_DARK);
  s.add(rect(620, 580, 140, 140, STONE));
  s.add(rect(620, 570, 140, 12, STONE_DARK));
  arcadeBlock(s, 770, 720, 240, 130);
  twinTowerChurch(s, 1080, 720, 230, 190, 54, 330, "#a48a72", "#8a725f");
  arcadeBlock(s, 1380, 720, 240, 130);
  arcadeBlock(s, -30, 720, 200, 130);

  // plaza gardens, fountain and people
  s.add(rect(0, 716, 1600, 184, "#a89a8a"));
  for (let i = 0; i < 120; i++)
    s.add(
      rect(s.rand(0, 1600), s.rand(724, 896), s.rand(14, 26), 5, s.pick(["#b6a898", "#998b7c"]), `rx="2"`),
    );
  s.add(ellipse(800, 820, 520, 56, "#6f9a55"));
  for (const gx of [380, 560, 1040, 1220]) bush(s, gx - 40, 820, 80, "#4f7f45");
  for (const [fx, fc] of [
    [580, "#e04b3a"],
    [690, "#f2c230"],
    [940, "#e86f8a"],
    [1120, "#f2c230"],
  ] as const)
    for (let k = 0; k < 8; k++) s.add(circle(fx + s.rand(-40, 40), 822 + s.rand(-10, 14), 5, fc));
  // fountain
  s.add(ellipse(800, 826, 90, 16, "#8b7d70"));
  s.add(ellipse(800, 820, 80, 12, "#9cc3d4"));
  s.add(rect(792, 720, 16, 100, "#c9b79a"));
  s.add(ellipse(800, 760, 44, 8, "#c9b79a"));
  s.add(ellipse(800, 724, 24, 6, "#c9b79a"));
  s.add(rect(796, 690, 8, 34, "#d6b24a"));
  for (const tx of [120, 1480]) roundTree(s, tx, 860, 110, "#4f7f45", "#6f9a55", "#5b4330");
  // rainbow flag on a pole
  s.add(rect(1000, 600, 5, 240, "#3a3a3a"));
  ["#e04b3a", "#f08c3a", "#f2c230", "#4fa35a", "#36a3d9", "#2b4c9b", "#7a4a9a"].forEach((c, i) =>
    s.add(rect(1005, 604 + i * 8, 80, 8, c)),
  );
  person(s, 300, 890, 140, "#c8262f", "#8d5a3b", { hair: "#1c1410" });
  s.add(ellipse(300, 766, 22, 6, "#3a2a22"));
  s.add(rect(288, 752, 24, 12, "#3a2a22", `rx="3"`));
  person(s, 1300, 892, 130, PEOPLE[0]![0], PEOPLE[0]![1], { hair: PEOPLE[0]![2], bag: true });
  // a llama
  const lx = 420;
  const ly = 890;
  for (const dx of [-16, -8, 10, 18]) s.add(rect(lx + dx, ly - 34, 5, 34, "#f1ead8"));
  s.add(ellipse(lx, ly - 40, 28, 14, "#f1ead8"));
  s.add(rect(lx + 18, ly - 82, 10, 44, "#f1ead8", `rx="5"`));
  s.add(ellipse(lx + 28, ly - 82, 12, 7, "#f1ead8"));
  s.add(
    poly(
      [
        [lx + 18, ly - 88],
        [lx + 21, ly - 100],
        [lx + 24, ly - 88],
      ],
      "#f1ead8",
    ),
  );
  s.add(rect(lx - 6, ly - 54, 16, 14, "#e04b3a"));
  birds(s, 620, 220, 4, "#4a5a60", 9);
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: a café in San Blas with whitewashed walls, blue frames and a view over the roofs
// ---------------------------------------------------------------------------------------------
function sanBlasCafe(s: Svg): void {
  const W = s.w;
  const H = s.h;
  s.add(
    rect(
      0,
      0,
      W,
      560,
      s.lin([
        [0, "#f7f3ea"],
        [1, "#ece4d4"],
      ]),
    ),
  );
  // wooden ceiling
  s.add(rect(0, 0, W, 36, "#6b4a30"));
  for (let bx = 0; bx < W; bx += 100) s.add(rect(bx, 0, 20, 46, "#5a3a24"));
  // big window with blue frames
  const wx = 120;
  const wy = 90;
  const ww = 760;
  const wh = 360;
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
          [0, "#3f8fd6"],
          [1, "#d8e9ef"],
        ],
        0,
        wy,
        0,
        wy + wh,
      ),
    ),
  );
  cloud(s, wx + 520, wy + 70, 1.1, "#ffffff", 0.9);
  const hills = ridge(s, {
    baseY: wy + 170,
    amp: 20,
    fill: "#7f955f",
    x0: wx - 20,
    x1: wx + ww + 20,
    peaks: [
      [wx + 160, wy + 120],
      [wx + 600, wy + 150],
    ],
    levels: 6,
  });
  roofTown(s, hills, wx, wx + ww, 120, 100, 1.1);
  // the Cathedral's towers rising from the roofs
  for (const tx of [wx + 320, wx + 430]) {
    s.add(rect(tx, wy + 170, 40, 200, STONE));
    s.add(path(`M${tx},${wy + 170} Q${tx + 20},${wy + 140} ${tx + 40},${wy + 170} Z`, STONE));
    s.add(
      path(
        `M${tx + 10},${wy + 210} L${tx + 10},${wy + 194} Q${tx + 20},${wy + 184} ${tx + 30},${wy + 194} L${tx + 30},${wy + 210} Z`,
        "#3f332c",
      ),
    );
  }
  s.add(rect(wx + 340, wy + 230, 110, 140, STONE));
  for (let i = 0; i < 40; i++) {
    const x = s.rand(wx, wx + ww);
    const y = s.rand(wy + 280, wy + wh);
    const w = s.rand(30, 60);
    s.add(rect(x, y, w, 30, "#f1ece2"));
    s.add(
      poly(
        [
          [x - 3, y],
          [x + w + 3, y],
          [x + w - 5, y - 10],
          [x + 5, y - 10],
        ],
        s.pick(ROOFS),
      ),
    );
  }
  s.add(`</g>`);
  const blue = "#2f6f9f";
  s.add(rect(wx - 14, wy - 14, ww + 28, 14, blue));
  s.add(rect(wx - 14, wy + wh, ww + 28, 20, blue));
  s.add(rect(wx - 14, wy - 14, 14, wh + 34, blue));
  s.add(rect(wx + ww, wy - 14, 14, wh + 34, blue));
  for (let i = 1; i < 4; i++) s.add(rect(wx + (ww * i) / 4 - 5, wy, 10, wh, blue));
  s.add(rect(wx, wy + 120, ww, 8, blue));
  // woven textile hanging on the wall to the right
  const tx = 950;
  s.add(rect(tx, 120, 180, 300, "#c8262f"));
  const bands = ["#f2c230", "#2b4c9b", "#f7f3ea", "#2f855a", "#e86f8a", "#1c1c22"];
  for (let i = 0; i < 12; i++) {
    const by = 134 + i * 23;
    s.add(rect(tx, by, 180, 8, bands[i % bands.length]!));
    for (let dx = 8; dx < 160; dx += 24)
      s.add(
        poly(
          [
            [tx + dx, by + 16],
            [tx + dx + 10, by + 10],
            [tx + dx + 20, by + 16],
            [tx + dx + 10, by + 22],
          ],
          bands[(i + 2) % bands.length]!,
        ),
      );
  }
  s.add(rect(tx - 10, 112, 200, 10, "#6b4a30"));
  for (let fx = tx + 4; fx < tx + 180; fx += 8) s.add(line(fx, 420, fx, 436, "#c8262f", 2));
  // terracotta floor
  s.add(
    rect(
      0,
      560,
      W,
      240,
      s.lin([
        [0, "#c27a52"],
        [1, "#a9623d"],
      ]),
    ),
  );
  for (let y = 580; y < H; y += 26 + (y - 560) * 0.1)
    s.add(line(0, y, W, y, "#8f4f30", 1.5, `opacity="0.5"`));
  for (const lx of [300, 640]) pendantLamp(s, lx, 36, 50, "#2f6f9f", "#ffe3a6");
  // tables with people working
  for (const [cx, flip] of [
    [300, 1],
    [720, -1],
  ] as const) {
    s.add(ellipse(cx, 640, 120, 16, "#7a5232"));
    s.add(rect(cx - 6, 640, 12, 110, "#5a3a24"));
    laptop(s, cx + 20 * flip, 634, 76, "#cfd3d8", "#cfe8ff", flip);
    cup(s, cx - 60 * flip, 634, 16, "#f4f1ea", "#ffffff");
  }
  chair(s, 170, 800, 120, "#5a3a24");
  seated(s, 160, 760, 190, PEOPLE[2]![0], PEOPLE[2]![1], 1, PEOPLE[2]![2]);
  chair(s, 860, 800, 120, "#5a3a24");
  seated(s, 850, 760, 190, PEOPLE[3]![0], PEOPLE[3]![1], -1, PEOPLE[3]![2]);
  plantPot(s, 1100, 700, 160, "#c4623f", "#4f8a5a", "#3c7048");
  s.add(rect(1040, 470, 150, 12, "#6b4a30"));
  for (let i = 0; i < 5; i++)
    s.add(ellipse(1060 + i * 28, 460, 10, 12, s.pick(["#c4623f", "#e9dfcc", "#2f6f9f"])));
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: San Pedro market, juice stalls, fruit heaps and hanging maize
// ---------------------------------------------------------------------------------------------
function sanPedro(s: Svg): void {
  const W = s.w;
  // arched iron roof and skylights
  s.add(rect(0, 0, W, 800, "#efe3cc"));
  s.add(rect(0, 0, W, 140, "#c9d2d6"));
  for (let x = 0; x < W; x += 100) {
    s.add(path(`M${x},140 Q${x + 50},40 ${x + 100},140`, "none", `stroke="#6c7479" stroke-width="6"`));
    s.add(rect(x + 46, 0, 8, 140, "#6c7479"));
  }
  s.add(rect(0, 136, W, 10, "#6c7479"));
  // hanging maize, bread rings and bunches of herbs
  for (let i = 0; i < 22; i++) {
    const hx = 30 + i * 54;
    s.add(line(hx, 146, hx, 180, "#6b4a30", 2));
    if (i % 3 === 0) {
      for (let k = 0; k < 3; k++)
        s.add(ellipse(hx - 8 + k * 8, 210, 6, 26, s.pick(["#51224a", "#f2c230", "#e9a23b"])));
    } else if (i % 3 === 1) {
      s.add(circle(hx, 200, 18, "none", `stroke="#c48a4a" stroke-width="8"`));
    } else {
      s.add(path(`M${hx - 12},180 L${hx + 12},180 L${hx + 4},240 L${hx - 4},240 Z`, "#4f8a5a"));
    }
  }
  // stall counters tiled in blue with fruit heaps and blenders
  const stalls: Array<[number, string[]]> = [
    [20, ["#f2c230", "#e9a23b", "#f08c3a"]],
    [420, ["#e04b3a", "#c92f6b", "#f08c3a"]],
    [820, ["#7fae4a", "#f2c230", "#e9c46a"]],
  ];
  for (const [x, cols] of stalls) {
    // painted stall board hanging from the roof
    s.add(line(x + 70, 146, x + 70, 300, "#6c7479", 2));
    s.add(line(x + 290, 146, x + 290, 300, "#6c7479", 2));
    s.add(rect(x + 40, 296, 280, 60, cols[0]!, `rx="8"`));
    s.add(rect(x + 52, 308, 256, 36, "#f7f3ea", `rx="6" opacity="0.9"`));
    for (let k = 0; k < 5; k++) s.add(circle(x + 90 + k * 45, 326, 11, cols[k % cols.length]!));
    // vendor in a white coat behind the counter, between the fruit heaps
    person(s, x + 180, 620, 170, "#f7f7f2", "#8d5a3b", { hair: "#1c1410" });
    s.add(rect(x + 166, 456, 28, 8, "#f7f7f2", `rx="3"`));
    produce(s, x + 6, 516, 150, cols, 12);
    produce(s, x + 206, 516, 150, [...cols].reverse(), 12);
    // ledge, tiled front
    s.add(rect(x - 6, 516, 372, 20, "#f7f3ea"));
    s.add(rect(x, 536, 360, 150, "#4aa3c9"));
    for (let ty = 542; ty < 684; ty += 24)
      for (let tx2 = x + 6; tx2 < x + 354; tx2 += 24) s.add(rect(tx2, ty, 20, 20, "#5cb3d6"));
    // blenders and glasses of juice on the ledge
    for (const bx of [x + 140, x + 222]) {
      s.add(rect(bx - 10, 470, 20, 40, "#dfe8ec", `opacity="0.85"`));
      s.add(rect(bx - 9, 486, 18, 24, s.pick(cols)));
      s.add(rect(bx - 12, 506, 24, 10, "#3a3a3a"));
    }
    for (let g = 0; g < 3; g++) {
      s.add(rect(x + 30 + g * 40, 494, 16, 22, s.pick(cols)));
      s.add(rect(x + 30 + g * 40, 490, 16, 4, "#ffffff", `opacity="0.7"`));
    }
  }
  // stools and customers
  s.add(rect(0, 686, W, 114, "#c8b89c"));
  for (const sx of [120, 300, 520, 700, 920, 1100]) {
    s.add(rect(sx - 26, 600, 52, 10, "#c8262f", `rx="4"`));
    s.add(rect(sx - 4, 610, 8, 150, "#5a5a5a"));
    s.add(rect(sx - 22, 756, 44, 6, "#5a5a5a"));
  }
  seated(s, 300, 602, 170, PEOPLE[0]![0], PEOPLE[0]![1], 1, PEOPLE[0]![2]);
  seated(s, 700, 602, 170, PEOPLE[1]![0], PEOPLE[1]![1], 1, PEOPLE[1]![2]);
  // a woman in a montera hat and pollera skirt with a bundle on her back
  const wx = 1000;
  const wy = 790;
  s.add(
    path(`M${wx - 44},${wy} L${wx - 28},${wy - 80} L${wx + 28},${wy - 80} L${wx + 44},${wy} Z`, "#c8262f"),
  );
  for (let i = 0; i < 3; i++) s.add(rect(wx - 40 + i * 3, wy - 20 - i * 18, 80 - i * 6, 4, "#f2c230"));
  s.add(rect(wx - 20, wy - 130, 40, 54, "#2b4c9b", `rx="8"`));
  s.add(ellipse(wx + 24, wy - 104, 22, 30, "#e86f8a"));
  for (let i = 0; i < 4; i++) s.add(rect(wx + 6, wy - 126 + i * 12, 36, 3, "#f2c230"));
  s.add(circle(wx, wy - 146, 15, "#8d5a3b"));
  s.add(rect(wx - 30, wy - 164, 60, 8, "#1c1c22"));
  s.add(rect(wx - 16, wy - 180, 32, 18, "#1c1c22", `rx="4"`));
  s.add(rect(wx - 16, wy - 168, 32, 4, "#c8262f"));
  person(s, 170, 790, 170, PEOPLE[2]![0], PEOPLE[2]![1], { hair: PEOPLE[2]![2], bag: true });
}

const HERO = { width: 1600, height: 900 };
const GALLERY = { width: 1200, height: 800 };

export default [
  { city: "cusco-peru", file: "hero", ...HERO, draw: cuscoHero },
  { city: "cusco-peru", file: "gallery-1", ...GALLERY, draw: sanBlasCafe },
  { city: "cusco-peru", file: "gallery-2", ...GALLERY, draw: sanPedro },
] satisfies Artwork[];
