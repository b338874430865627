/**
 * San José: the Teatro Nacional on the Plaza de la Cultura below the green mountains of the
 * Central Valley (hero); a café street in Barrio Escalante (gallery-1); a coworking over the low
 * rooftops (gallery-2).
 */
import {
  type Artwork,
  type Svg,
  bistroTable,
  birds,
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
  roundTree,
  seated,
  sky,
  skyline,
  streetLamp,
} from "../art";

const CITY = "san-jose-costa-rica";
const W = 1600;
const H = 900;
const GW = 1200;
const GH = 800;
const PEOPLE: Array<[string, string, string]> = [
  ["#3d5a80", "#c68b59", "#2b1d14"],
  ["#c2523f", "#8d5a3b", "#1c1410"],
  ["#2f6f5e", "#e0ac7e", "#6b4226"],
  ["#6c4f8a", "#a86f4c", "#1f1a17"],
];

/** Rows of coffee bushes following a slope. */
function coffeeRows(s: Svg, pts: Array<[number, number]>, x0: number, x1: number, color: string): void {
  const parts: string[] = [];
  for (let x = x0; x < x1; x += 18) {
    const top = pts.reduce((y, [px, py]) => (Math.abs(px - x) < 40 ? Math.min(y, py) : y), Infinity);
    if (!Number.isFinite(top)) continue;
    for (let r = 0; r < 5; r++) parts.push(ellipse(x + r * 6, top + 18 + r * 18, 9, 5, color));
  }
  s.add(group(parts.join(""), `opacity="0.7"`));
}

/** Teatro Nacional: neoclassical front with paired columns, arched windows and statues on top. */
function teatro(s: Svg, cx: number, baseY: number, k: number): void {
  const stone = "#efe6d2";
  const shade = "#d6c9ae";
  const dark = "#6f6656";
  const w = 640 * k;
  const h = 210 * k;
  const x = cx - w / 2;
  const parts: string[] = [];
  // body and side pavilions
  parts.push(rect(x, baseY - h - 16 * k, w, h + 16 * k, stone));
  for (const px of [x - 20 * k, x + w - 110 * k])
    parts.push(rect(px, baseY - h - 16 * k, 130 * k, h + 16 * k, stone));
  parts.push(rect(x - 24 * k, baseY - h - 28 * k, w + 48 * k, 14 * k, shade));
  parts.push(rect(x, baseY - 104 * k, w, 8 * k, shade));
  // balustrade in front of the roof
  parts.push(rect(x - 20 * k, baseY - h - 46 * k, w + 40 * k, 20 * k, "#b9ab8f"));
  for (let bx = x - 20 * k; bx < x + w + 20 * k; bx += 12 * k)
    parts.push(rect(bx, baseY - h - 44 * k, 5 * k, 16 * k, shade));
  parts.push(rect(x - 24 * k, baseY - h - 48 * k, w + 48 * k, 6 * k, shade));
  // central portico, a step forward and higher, with paired columns
  const pw = 260 * k;
  parts.push(rect(cx - pw / 2, baseY - h - 40 * k, pw, h + 40 * k, stone));
  parts.push(rect(cx - pw / 2 - 8 * k, baseY - h - 52 * k, pw + 16 * k, 14 * k, shade));
  for (let i = 0; i < 6; i++) {
    const colX = cx - pw / 2 + 18 * k + i * ((pw - 36 * k) / 5);
    parts.push(rect(colX - 6 * k, baseY - h - 38 * k, 12 * k, h + 38 * k, "#f8f3e8"));
    parts.push(rect(colX + 2 * k, baseY - h - 38 * k, 4 * k, h + 38 * k, shade));
  }
  // arched doors and windows between the columns
  for (let i = 0; i < 5; i++) {
    const ax = cx - pw / 2 + 18 * k + (i + 0.5) * ((pw - 36 * k) / 5);
    parts.push(
      path(
        `M${f(ax - 14 * k)},${f(baseY)} V${f(baseY - 60 * k)} Q${f(ax)},${f(baseY - 84 * k)} ${f(ax + 14 * k)},${f(baseY - 60 * k)} V${f(baseY)} Z`,
        dark,
      ),
    );
    parts.push(
      path(
        `M${f(ax - 12 * k)},${f(baseY - 130 * k)} V${f(baseY - 176 * k)} Q${f(ax)},${f(baseY - 196 * k)} ${f(ax + 12 * k)},${f(baseY - 176 * k)} V${f(baseY - 130 * k)} Z`,
        "#8a826f",
      ),
    );
  }
  for (const side of [-1, 1]) {
    for (let i = 0; i < 3; i++) {
      const wx = cx + side * (pw / 2 + 40 * k + i * 56 * k);
      parts.push(
        path(
          `M${f(wx - 14 * k)},${f(baseY - 120 * k)} V${f(baseY - 170 * k)} Q${f(wx)},${f(baseY - 190 * k)} ${f(wx + 14 * k)},${f(baseY - 170 * k)} V${f(baseY - 120 * k)} Z`,
          "#8a826f",
        ),
      );
      parts.push(rect(wx - 14 * k, baseY - 70 * k, 28 * k, 52 * k, "#8a826f"));
    }
  }
  // statues on the roofline: winged Fame in the centre, Music and Dance on either side
  const ty = baseY - h - 52 * k;
  parts.push(rect(cx - 16 * k, ty - 16 * k, 32 * k, 16 * k, shade));
  parts.push(
    path(
      `M${f(cx - 8 * k)},${f(ty - 16 * k)} L${f(cx - 5 * k)},${f(ty - 56 * k)} L${f(cx + 5 * k)},${f(ty - 56 * k)} L${f(cx + 8 * k)},${f(ty - 16 * k)} Z`,
      "#bfb39a",
    ),
  );
  parts.push(circle(cx, ty - 62 * k, 6 * k, "#bfb39a"));
  for (const side of [-1, 1])
    parts.push(
      path(
        `M${f(cx)},${f(ty - 48 * k)} Q${f(cx + side * 26 * k)},${f(ty - 80 * k)} ${f(cx + side * 36 * k)},${f(ty - 70 * k)} Q${f(cx + side * 22 * k)},${f(ty - 52 * k)} ${f(cx + side * 4 * k)},${f(ty - 36 * k)} Z`,
        "#bfb39a",
      ),
    );
  for (const sx of [cx - pw / 2 + 10 * k, cx + pw / 2 - 10 * k]) {
    parts.push(rect(sx - 10 * k, ty - 10 * k, 20 * k, 10 * k, shade));
    parts.push(ellipse(sx, ty - 30 * k, 7 * k, 20 * k, "#bfb39a"));
    parts.push(circle(sx, ty - 54 * k, 5 * k, "#bfb39a"));
  }
  // steps
  parts.push(rect(cx - pw / 2 - 30 * k, baseY, pw + 60 * k, 8 * k, shade));
  parts.push(rect(cx - pw / 2 - 50 * k, baseY + 8 * k, pw + 100 * k, 8 * k, "#cbbd9f"));
  s.add(group(parts.join("")));
}

// ---------------------------------------------------------------------------------------------
// Hero
// ---------------------------------------------------------------------------------------------
function hero(s: Svg): void {
  sky(s, [
    [0, "#4f9bd1"],
    [0.55, "#a9d4ea"],
    [1, "#eef4ea"],
  ]);
  cloud(s, 80, 170, 1.5, "#ffffff", 0.92);
  cloud(s, 560, 110, 1.2, "#ffffff", 0.9);
  cloud(s, 1100, 150, 1.6, "#ffffff", 0.92);
  cloud(s, 1380, 300, 0.9, "#ffffff", 0.8);
  birds(s, 900, 260, 4, "#3f5560", 9);

  // volcanic ranges around the valley (Irazú's broad shoulder to the east)
  ridge(s, {
    baseY: 390,
    amp: 40,
    fill: "#7fa3a8",
    peaks: [
      [200, 330],
      [700, 370],
      [1250, 300],
      [1500, 330],
    ],
  });
  haze(s, 320, 470, "#eef3ea", 0.4);
  const slope = ridge(s, {
    baseY: 470,
    amp: 40,
    fill: "#5f9a5a",
    peaks: [
      [150, 430],
      [560, 480],
      [1000, 450],
      [1450, 420],
    ],
    rough: 0.45,
  });
  coffeeRows(s, slope, 0, 520, "#3f7d44");
  coffeeRows(s, slope, 1120, 1600, "#3f7d44");
  hillHouses(
    s,
    slope,
    420,
    1300,
    1.6,
    ["#f1e4cc", "#e0a877", "#c8d9d0", "#f4c96b", "#e7e1d6"],
    "#a55b3a",
    70,
    1.1,
    20,
  );
  haze(s, 440, 600, "#f1f3ea", 0.35);

  // the low city with a few towers
  skyline(s, {
    x0: 0,
    x1: W,
    baseY: 640,
    minH: 30,
    maxH: 140,
    minW: 40,
    maxW: 90,
    fills: ["#d9d2c4", "#c9c6bd", "#e6dccb", "#b8c2c4"],
    gap: 6,
    win: { lit: "#f3ecd9", dark: "#8e9a9e", litRatio: 0.2, rowH: 12 },
  });
  haze(s, 560, 660, "#f2f1e8", 0.3);
  for (const [tx, ts] of [
    [120, 90],
    [1440, 110],
    [1540, 80],
  ] as const)
    roundTree(s, tx, 700, ts, "#3f7d46", "#5f9a5a", "#4a3a2a");

  teatro(s, 800, 700, 1);

  // Plaza de la Cultura
  s.add(rect(0, 716, W, 190, "#d6cbb8"));
  for (let y = 726; y < H; y += 26) s.add(line(0, y, W, y, "#c4b79f", 1.5));
  for (let x = -400; x < W + 400; x += 60) s.add(line(800 + (x - 800) * 0.35, 716, x, H, "#c4b79f", 1.5));
  palm(s, 280, 760, 260, "#2f6b4a", 0.08);
  palm(s, 1330, 760, 280, "#2f6b4a", -0.1);
  streetLamp(s, 420, 790, 150, "#2d2f33", "#ffe9b0");
  streetLamp(s, 1180, 790, 150, "#2d2f33", "#ffe9b0");
  person(s, 560, 850, 110, "#3d5a80", "#c68b59", { hair: "#2b1d14", bag: true });
  person(s, 600, 846, 100, "#c2523f", "#8d5a3b", { hair: "#1c1410" });
  person(s, 980, 860, 112, "#2f6f5e", "#e0ac7e", { hair: "#6b4226" });
  person(s, 1060, 880, 104, "#6c4f8a", "#a86f4c", { hair: "#1f1a17" });
  // pigeons
  for (let i = 0; i < 9; i++) {
    const px = s.rand(700, 900);
    const py = s.rand(820, 880);
    s.add(ellipse(px, py, 8, 5, "#7d8790"));
    s.add(circle(px + 7, py - 4, 3.5, "#6a737b"));
  }
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: Barrio Escalante café street
// ---------------------------------------------------------------------------------------------
function ticoHouse(
  s: Svg,
  x: number,
  groundY: number,
  w: number,
  wall: string,
  trim: string,
  roof: string,
): void {
  const h = 200;
  const top = groundY - h;
  s.add(rect(x, top, w, h, wall));
  // wooden siding lines
  for (let y = top + 12; y < groundY; y += 14) s.add(rect(x, y, w, 1.5, "#000000", `opacity="0.07"`));
  // corrugated metal roof with wide eaves
  s.add(
    poly(
      [
        [x - 16, top + 6],
        [x + w + 16, top + 6],
        [x + w - 10, top - 50],
        [x + 10, top - 50],
      ],
      roof,
    ),
  );
  for (let rx = x; rx < x + w; rx += 10)
    s.add(line(rx, top + 6, rx + (x + w / 2 - rx) * 0.06, top - 50, "#000000", 1, `opacity="0.12"`));
  // tall windows with shutters and a door
  for (let wx = x + 24; wx + 50 < x + w; wx += 90) {
    s.add(rect(wx - 4, top + 44, 48, 100, trim));
    s.add(rect(wx, top + 48, 40, 92, "#34474f"));
    s.add(rect(wx + 19, top + 48, 2, 92, trim));
  }
  s.add(rect(x + w - 66, groundY - 130, 44, 130, "#5b3a24"));
  s.add(rect(x + w - 70, groundY - 134, 52, 6, trim));
}

function heliconia(s: Svg, x: number, groundY: number, size: number): void {
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = -Math.PI / 2 + (i - 2.5) * 0.32;
    const len = size * s.rand(0.7, 1);
    const ex = x + Math.cos(a) * len * 0.6;
    const ey = groundY + Math.sin(a) * len;
    parts.push(
      path(
        `M${f(x)},${f(groundY)} Q${f(ex - 20)},${f((groundY + ey) / 2)} ${f(ex)},${f(ey)} Q${f(ex + 20)},${f((groundY + ey) / 2)} ${f(x)},${f(groundY)} Z`,
        i % 2 ? "#3f8a4a" : "#2f6b3a",
      ),
    );
  }
  for (let i = 0; i < 5; i++)
    parts.push(
      poly(
        [
          [x - 6 + i * 3, groundY - size * 0.45 - i * 14],
          [x + 18 + i * 3, groundY - size * 0.45 - i * 14 - 6],
          [x - 2 + i * 3, groundY - size * 0.45 - i * 14 + 6],
        ],
        i % 2 ? "#f2b82e" : "#e2442f",
      ),
    );
  s.add(group(parts.join("")));
}

function escalante(s: Svg): void {
  sky(s, [
    [0, "#63a8da"],
    [1, "#e8f2ee"],
  ]);
  cloud(s, 160, 120, 1.3, "#ffffff", 0.9);
  cloud(s, 820, 80, 1.1, "#ffffff", 0.88);
  ridge(s, {
    baseY: 300,
    amp: 40,
    fill: "#6f9e7a",
    peaks: [
      [300, 240],
      [900, 260],
    ],
    levels: 6,
  });
  ridge(s, { baseY: 360, amp: 20, fill: "#5a8f62", levels: 6 });
  ticoHouse(s, -20, 590, 330, "#f4c96b", "#f7f1e4", "#a9413a");
  ticoHouse(s, 310, 590, 300, "#9fcfc0", "#f7f1e4", "#56636b");
  ticoHouse(s, 610, 590, 300, "#f1e4cc", "#2f6f5e", "#a9413a");
  ticoHouse(s, 910, 590, 310, "#e88a6a", "#f7f1e4", "#56636b");
  // sidewalk and street
  s.add(rect(0, 590, GW, 100, "#cfc6b6"));
  s.add(rect(0, 686, GW, 114, "#7d7873"));
  s.add(rect(0, 684, GW, 8, "#b8ad9b"));
  for (let x = 40; x < GW; x += 140) s.add(rect(x, 745, 70, 5, "#f2efe6", `opacity="0.8"`));
  // tropical planting
  heliconia(s, 70, 640, 160);
  heliconia(s, 1130, 640, 170);
  plantPot(s, 625, 640, 120, "#c96f45", "#3f8a4a", "#2f6b3a");
  palm(s, 905, 650, 300, "#2f6b4a", -0.06);
  // terrace tables with laptops and coffee
  for (const [tx, a, b] of [
    [270, 0, 1],
    [470, 2, 3],
    [780, 1, 2],
  ] as const) {
    bistroTable(s, tx, 665, 120, "#f2efe9", "#2d2a2a");
    cup(s, tx - 14, 581, 11, "#f4f1ea", "#ffffff");
    const [b1, h1, hr1] = PEOPLE[a] ?? ["#333", "#a0785a", "#222"];
    const [b2, h2, hr2] = PEOPLE[b] ?? ["#444", "#8a6a4a", "#111"];
    chair(s, tx - 62, 671, 90, "#2d2a2a");
    seated(s, tx - 58, 625, 120, b1, h1, 1, hr1);
    chair(s, tx + 66, 671, 90, "#2d2a2a");
    seated(s, tx + 62, 625, 120, b2, h2, -1, hr2);
  }
  laptop(s, 290, 584, 46, "#cfd3d8", "#cfe8ff", -1);
  laptop(s, 800, 584, 46, "#cfd3d8", "#cfe8ff", -1);
  person(s, 1010, 770, 140, "#3d3a5c", "#b07a52", { hair: "#1c1410", bag: true });
  streetLamp(s, 1060, 686, 170, "#2d2f33");
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: coworking over the low rooftops
// ---------------------------------------------------------------------------------------------
function cityView(s: Svg, x: number, y: number, w: number, h: number): void {
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linU(
        [
          [0, "#6aaedc"],
          [0.7, "#d7ebee"],
          [1, "#eef1e6"],
        ],
        0,
        y,
        0,
        y + h,
      ),
    ),
  );
  cloud(s, x + 100, y + 70, 1.1, "#ffffff", 0.9);
  cloud(s, x + 560, y + 50, 1.2, "#ffffff", 0.9);
  ridge(s, {
    baseY: y + 170,
    amp: 30,
    fill: "#6f9e7a",
    x0: x - 20,
    x1: x + w + 20,
    peaks: [
      [x + 250, y + 120],
      [x + 700, y + 140],
    ],
    levels: 6,
  });
  const near = ridge(s, { baseY: y + 220, amp: 20, fill: "#5a8f62", x0: x - 20, x1: x + w + 20, levels: 6 });
  hillHouses(s, near, x, x + w, 2, ["#f1e4cc", "#e0a877", "#c8d9d0", "#f4c96b"], "#a55b3a", 40, 1, 12);
  // a few towers and then the tin roofs of the low city
  skyline(s, {
    x0: x + 560,
    x1: x + 820,
    baseY: y + 300,
    minH: 60,
    maxH: 120,
    minW: 40,
    maxW: 70,
    fills: ["#d9d2c4", "#c9c6bd", "#b8c2c4"],
    gap: 30,
    win: { lit: "#f3ecd9", dark: "#8e9a9e", litRatio: 0.2, rowH: 10 },
  });
  let rx = x - 20;
  while (rx < x + w) {
    const rw = s.rand(90, 160);
    const ry = y + s.rand(255, 295);
    const roof = s.pick(["#a9413a", "#56636b", "#8f9aa0", "#c46a3a", "#3f6f7a"]);
    s.add(rect(rx, ry + 20, rw, y + h - ry, s.pick(["#f1e4cc", "#e8d3b4", "#cfe0d6", "#f4d98b"])));
    s.add(
      poly(
        [
          [rx - 8, ry + 24],
          [rx + rw + 8, ry + 24],
          [rx + rw - 6, ry],
          [rx + 6, ry],
        ],
        roof,
      ),
    );
    for (let l = rx; l < rx + rw; l += 8) s.add(line(l, ry + 24, l + 2, ry, "#000000", 1, `opacity="0.12"`));
    rx += rw + s.rand(-4, 10);
  }
  // the street below with a red-and-white bus
  s.add(rect(x, y + h - 50, w, 50, "#8d8a85"));
  s.add(rect(x, y + h - 52, w, 5, "#c9c1b3"));
  const by = y + h - 8;
  s.add(rect(x + 300, by - 44, 190, 38, "#d6382f", `rx="7"`));
  s.add(rect(x + 300, by - 22, 190, 8, "#f4f1ec"));
  for (let wx = x + 310; wx < x + 470; wx += 30) s.add(rect(wx, by - 39, 22, 14, "#2f3e4a", `rx="2"`));
  s.add(circle(x + 334, by - 4, 8, "#2a2a2e"));
  s.add(circle(x + 456, by - 4, 8, "#2a2a2e"));
}

function coworking(s: Svg): void {
  s.add(
    rect(
      0,
      0,
      GW,
      560,
      s.lin([
        [0, "#f1ede4"],
        [1, "#e2dccf"],
      ]),
    ),
  );
  const wx = 100;
  const wy = 70;
  const ww = 1000;
  const wh = 380;
  const clip = s.clip(rect(wx, wy, ww, wh, "#000"));
  s.add(`<g clip-path="${clip}">`);
  cityView(s, wx, wy, ww, wh);
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
  const frame = "#f7f5f0";
  s.add(rect(wx - 14, wy - 14, ww + 28, 14, frame));
  s.add(rect(wx - 14, wy + wh, ww + 28, 22, "#d8d0c2"));
  s.add(rect(wx - 14, wy - 14, 14, wh + 28, frame));
  s.add(rect(wx + ww, wy - 14, 14, wh + 28, frame));
  for (let i = 1; i < 3; i++) s.add(rect(wx + (ww * i) / 3 - 6, wy, 12, wh, frame));
  // wooden floor
  s.add(
    rect(
      0,
      560,
      GW,
      240,
      s.lin([
        [0, "#c49a6c"],
        [1, "#a57b4f"],
      ]),
    ),
  );
  for (let y = 578; y < GH; y += 22 + (y - 560) * 0.12)
    s.add(line(0, y, GW, y, "#7a5a3a", 1.5, `opacity="0.45"`));
  for (const lx of [300, 600, 900]) pendantLamp(s, lx, 0, 40, "#2f6f5e", "#ffe3a6");
  plantPot(s, 80, 660, 210, "#2f6f5e", "#3f8a4a", "#2f6b3a");
  plantPot(s, 1130, 650, 180, "#c96f45", "#4f8a5a", "#3c7048");
  // two desks facing the window
  for (const [dx, dw] of [
    [180, 380],
    [640, 380],
  ] as const) {
    s.add(rect(dx, 600, dw, 14, "#e6d3b4"));
    s.add(rect(dx, 614, dw, 5, "#6b4f3a"));
    for (const lx of [dx + 16, dx + dw - 24]) s.add(rect(lx, 619, 8, 120, "#6b4f3a"));
  }
  for (const lx of [270, 470, 730, 930]) laptop(s, lx, 600, 80, "#cfd3d8", "#cfe8ff", 1);
  cup(s, 350, 600, 16, "#2f6f5e", "#ffffff");
  cup(s, 820, 600, 14, "#f4f1ea", "#ffffff");
  const seats: Array<[number, number, number]> = [
    [270, 760, 0],
    [470, 764, 1],
    [930, 760, 2],
  ];
  for (const [px, py, i] of seats) {
    const [body, head, hair] = PEOPLE[i] ?? ["#333", "#a0785a", "#222"];
    chair(s, px + 10, 800, 120, "#2d2a2a");
    seated(s, px, py, 190, body, head, 1, hair);
  }
}

export default [
  { city: CITY, file: "hero", width: W, height: H, draw: hero },
  { city: CITY, file: "gallery-1", width: GW, height: GH, draw: escalante },
  { city: CITY, file: "gallery-2", width: GW, height: GH, draw: coworking },
] satisfies Artwork[];
