/**
 * Santa Cruz de la Sierra, Bolivia: the Plaza 24 de Septiembre with the brick cathedral, palms, a
 * flowering toborochi and porch-fronted colonial houses before the towers of Equipetrol (hero); a
 * bright coworking with a ceiling fan; a porch-shaded street of the Casco Viejo.
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
  laptop,
  line,
  palm,
  path,
  person,
  plantPot,
  poly,
  rect,
  roundTree,
  seated,
  sky,
  skyline,
  streetLamp,
  sun,
  tower,
} from "../art";
import { deskRow, PEOPLE, room, type View } from "./cordoba-argentina";

const HW = 1600;
const HH = 900;
const GW = 1200;
const GH = 800;

const BRICK = "#a8583a";
const BRICK_DARK = "#8a4630";
const TRIM = "#f4ede0";

/** Toborochi (Ceiba speciosa): swollen bottle-shaped trunk and sparse branches full of pink flowers. */
function toborochi(s: Svg, x: number, groundY: number, size: number): void {
  const k = size;
  s.add(
    path(
      `M${f(x - k * 0.07)},${f(groundY)} C${f(x - k * 0.17)},${f(groundY - k * 0.2)} ${f(x - k * 0.15)},${f(groundY - k * 0.5)} ${f(x - k * 0.04)},${f(groundY - k * 0.78)} L${f(x + k * 0.04)},${f(groundY - k * 0.78)} C${f(x + k * 0.15)},${f(groundY - k * 0.5)} ${f(x + k * 0.17)},${f(groundY - k * 0.2)} ${f(x + k * 0.07)},${f(groundY)} Z`,
      "#7f9a62",
    ),
  );
  for (let i = 0; i < 14; i++)
    s.add(circle(x + s.rand(-k * 0.1, k * 0.1), groundY - s.rand(k * 0.1, k * 0.6), k * 0.012, "#5f7a46"));
  const tips: Array<[number, number]> = [
    [-0.5, -1.05],
    [-0.25, -1.2],
    [0.05, -1.25],
    [0.3, -1.18],
    [0.55, -1.02],
  ];
  for (const [dx, dy] of tips)
    s.add(
      line(
        x,
        groundY - k * 0.76,
        x + dx * k,
        groundY + dy * k,
        "#6b5a44",
        k * 0.025,
        `stroke-linecap="round"`,
      ),
    );
  const flowers: string[] = [];
  for (let i = 0; i < 60; i++) {
    const [dx, dy] = s.pick(tips);
    const t = s.rand(0.4, 1.1);
    flowers.push(
      circle(
        x + dx * k * t + s.rand(-k * 0.12, k * 0.12),
        groundY - k * 0.76 + (dy * k + k * 0.76) * t + s.rand(-k * 0.1, k * 0.08),
        k * s.rand(0.05, 0.09),
        s.pick(["#e46aa0", "#f08cb8", "#d94f8c", "#f6b3cf"]),
      ),
    );
  }
  s.add(group(flowers.join("")));
}

/** The cathedral (Basílica Menor de San Lorenzo): exposed brick, white trim, two bell towers. */
function cruzCathedral(s: Svg, cx: number, baseY: number, k: number): void {
  const u = (n: number) => n * k;
  s.add(rect(cx - u(110), baseY - u(190), u(220), u(190), BRICK));
  for (let y = baseY - u(186); y < baseY; y += u(10))
    s.add(line(cx - u(110), y, cx + u(110), y, BRICK_DARK, 1, `opacity="0.35"`));
  s.add(
    poly(
      [
        [cx - u(110), baseY - u(190)],
        [cx + u(110), baseY - u(190)],
        [cx, baseY - u(250)],
      ],
      BRICK,
    ),
  );
  s.add(
    poly(
      [
        [cx - u(92), baseY - u(194)],
        [cx + u(92), baseY - u(194)],
        [cx, baseY - u(240)],
      ],
      "none",
      `stroke="${TRIM}" stroke-width="${f(u(4))}"`,
    ),
  );
  s.add(circle(cx, baseY - u(212), u(12), TRIM));
  s.add(
    path(
      `M${f(cx - u(30))},${f(baseY)} L${f(cx - u(30))},${f(baseY - u(80))} Q${f(cx)},${f(baseY - u(116))} ${f(cx + u(30))},${f(baseY - u(80))} L${f(cx + u(30))},${f(baseY)} Z`,
      "#4a2e22",
    ),
  );
  s.add(
    path(
      `M${f(cx - u(36))},${f(baseY - u(80))} Q${f(cx)},${f(baseY - u(122))} ${f(cx + u(36))},${f(baseY - u(80))}`,
      "none",
      `stroke="${TRIM}" stroke-width="${f(u(5))}"`,
    ),
  );
  for (const wx of [cx - u(70), cx + u(70)]) {
    s.add(rect(wx - u(12), baseY - u(150), u(24), u(44), "#4a2e22", `rx="${f(u(12))}"`));
    s.add(rect(wx - u(15), baseY - u(108), u(30), u(4), TRIM));
  }
  s.add(rect(cx - u(110), baseY - u(196), u(220), u(6), TRIM));
  for (const side of [-1, 1]) {
    const tx = cx + side * u(140);
    s.add(rect(tx - u(32), baseY - u(280), u(64), u(280), BRICK));
    for (let y = baseY - u(276); y < baseY; y += u(10))
      s.add(line(tx - u(32), y, tx + u(32), y, BRICK_DARK, 1, `opacity="0.35"`));
    if (side === 1) s.add(rect(tx + u(10), baseY - u(280), u(22), u(280), BRICK_DARK, `opacity="0.4"`));
    s.add(rect(tx - u(36), baseY - u(286), u(72), u(8), TRIM));
    s.add(rect(tx - u(26), baseY - u(350), u(52), u(64), TRIM));
    s.add(
      path(
        `M${f(tx - u(13))},${f(baseY - u(292))} L${f(tx - u(13))},${f(baseY - u(326))} Q${f(tx)},${f(baseY - u(342))} ${f(tx + u(13))},${f(baseY - u(326))} L${f(tx + u(13))},${f(baseY - u(292))} Z`,
        "#4a2e22",
      ),
    );
    s.add(rect(tx - u(30), baseY - u(356), u(60), u(7), "#d8cfbf"));
    s.add(
      path(
        `M${f(tx - u(24))},${f(baseY - u(356))} Q${f(tx)},${f(baseY - u(404))} ${f(tx + u(24))},${f(baseY - u(356))} Z`,
        "#c9ced4",
      ),
    );
    s.add(rect(tx - u(1.5), baseY - u(426), u(3), u(28), "#3a3330"));
    s.add(rect(tx - u(8), baseY - u(416), u(16), u(3), "#3a3330"));
    s.add(
      path(
        `M${f(tx - u(10))},${f(baseY)} L${f(tx - u(10))},${f(baseY - u(40))} Q${f(tx)},${f(baseY - u(52))} ${f(tx + u(10))},${f(baseY - u(40))} L${f(tx + u(10))},${f(baseY)} Z`,
        "#4a2e22",
      ),
    );
  }
}

/** One-storey colonial house with a tiled roof that reaches over the pavement on wooden posts. */
function porchHouse(
  s: Svg,
  x: number,
  baseY: number,
  w: number,
  h: number,
  wall: string,
  door: string,
  k = 1,
): void {
  const roofY = baseY - h;
  s.add(rect(x, roofY, w, h, wall));
  for (let dx = x + 30 * k; dx + 40 * k < x + w; dx += 90 * k) {
    s.add(rect(dx, baseY - 90 * k, 40 * k, 90 * k, door));
    s.add(rect(dx + 19 * k, baseY - 90 * k, 2 * k, 90 * k, "#000000", `opacity="0.2"`));
  }
  // the eave: a shadow band, the tiles and the posts in front
  s.add(rect(x, roofY, w, 40 * k, "#000000", `opacity="0.12"`));
  s.add(
    poly(
      [
        [x - 10 * k, roofY + 16 * k],
        [x + w + 10 * k, roofY + 16 * k],
        [x + w + 4 * k, roofY - 26 * k],
        [x - 4 * k, roofY - 26 * k],
      ],
      "#b5563a",
    ),
  );
  for (let tx = x; tx < x + w; tx += 10 * k)
    s.add(line(tx + 4 * k, roofY - 24 * k, tx, roofY + 14 * k, "#9a4630", 1.2 * k, `opacity="0.6"`));
  for (let px = x + 6 * k; px <= x + w - 6 * k; px += 70 * k)
    s.add(rect(px, roofY + 16 * k, 7 * k, h - 16 * k + 12 * k, "#6b4a32"));
  s.add(rect(x - 10 * k, baseY, w + 20 * k, 12 * k, "#c9b8a0"));
}

function sloth(s: Svg, x: number, y: number, k: number): void {
  const u = (n: number) => n * k;
  s.add(ellipse(x, y + u(20), u(22), u(14), "#8a7158"));
  s.add(line(x - u(16), y + u(14), x - u(22), y, "#8a7158", u(6), `stroke-linecap="round"`));
  s.add(line(x + u(16), y + u(14), x + u(22), y, "#8a7158", u(6), `stroke-linecap="round"`));
  s.add(circle(x + u(18), y + u(28), u(9), "#a48a6c"));
  s.add(ellipse(x + u(18), y + u(29), u(6), u(4), "#e9dcc6"));
  s.add(circle(x + u(15), y + u(28), u(1.6), "#2a2420"));
  s.add(circle(x + u(21), y + u(28), u(1.6), "#2a2420"));
}

// ---------------------------------------------------------------------------------------------
// Hero
// ---------------------------------------------------------------------------------------------
function santaCruzHero(s: Svg): void {
  sky(s, [
    [0, "#3b86c6"],
    [0.5, "#9ccbe6"],
    [0.8, "#f5e6c8"],
    [1, "#f8d49a"],
  ]);
  sun(s, 1380, 170, 42, "#fffbe6", "#ffe3a0", 360, 0.6);
  cloud(s, 140, 140, 1.4, "#ffffff", 0.9);
  cloud(s, 620, 90, 1, "#ffffff", 0.85);
  cloud(s, 1040, 200, 1.2, "#ffffff", 0.8);

  // Equipetrol towers on the horizon, two twin towers among them
  skyline(s, {
    x0: -20,
    x1: HW + 20,
    baseY: 600,
    minH: 60,
    maxH: 200,
    minW: 40,
    maxW: 80,
    fills: ["#cfdde6", "#bfd0dc", "#e0e6e6", "#b5c8d6"],
    win: { lit: "#fdf3dc", dark: "#8aa2b6", litRatio: 0.2, rowH: 10 },
    gap: 14,
    tops: ["flat", "flat", "slant", "antenna"],
    shade: "#a9bccb",
  });
  for (const tx of [1120, 1200])
    tower(s, tx, 600, 62, 320, "#9fbfd6", {
      win: { lit: "#fdf3dc", dark: "#6f8fa8", litRatio: 0.15, rowH: 10 },
      top: "crown",
      shade: "#8aabc4",
    });
  haze(s, 300, 620, "#f6ead2", 0.4);

  // the plaza's tall trees behind the cathedral
  for (const [tx, ts] of [
    [380, 170],
    [1320, 160],
    [1480, 190],
  ] as const)
    roundTree(s, tx, 640, ts, "#4f7a3a", "#6f9a4c", "#5a4636");
  cruzCathedral(s, 800, 690, 1.05);

  // porch houses lining the plaza
  porchHouse(s, -20, 720, 420, 150, "#f4ede0", "#3f6b5a");
  porchHouse(s, 1130, 720, 490, 150, "#f2e2c4", "#7a2e3a");

  // plaza: palms, toborochi, benches and people
  s.add(rect(0, 732, HW, 168, "#cfc2a8"));
  const tiles: string[] = [];
  for (let y = 746; y < HH; y += 26) tiles.push(line(0, y, HW, y, "#b9ab90", 1.4));
  for (let x = -400; x < HW + 400; x += 80) tiles.push(line(x, 732, x + (x - 800) * 0.3, HH, "#b9ab90", 1.4));
  s.add(group(tiles.join("")));
  palm(s, 500, 860, 270, "#2f6b3f", 0.04);
  palm(s, 1090, 860, 250, "#2f6b3f", -0.04);
  toborochi(s, 230, 880, 300);
  toborochi(s, 1400, 890, 260);
  sloth(s, 148, 600, 1.2);
  for (const bx of [620, 900]) {
    s.add(rect(bx, 830, 110, 10, "#3f6b5a"));
    s.add(rect(bx, 806, 110, 8, "#3f6b5a"));
    s.add(rect(bx + 8, 840, 6, 22, "#2f3b30"));
    s.add(rect(bx + 96, 840, 6, 22, "#2f3b30"));
  }
  for (const [px, i, h] of [
    [680, 0, 110],
    [760, 3, 104],
    [980, 1, 112],
    [1250, 4, 106],
    [360, 2, 108],
  ] as const) {
    const [b, hd, hr] = PEOPLE[i]!;
    person(s, px, 880 + (i % 2) * 6, h, b, hd, { hair: hr, bag: i === 4 });
  }
  streetLamp(s, 590, 880, 170, "#2a2420", "#ffe2a6");
  streetLamp(s, 1030, 880, 170, "#2a2420", "#ffe2a6");
  birds(s, 980, 120, 6, "#44506a", 10);
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: bright coworking with a ceiling fan, palms and Equipetrol towers in the window
// ---------------------------------------------------------------------------------------------
const equipetrolView: View = (s, x, y, w, h) => {
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linU(
        [
          [0, "#4a93d0"],
          [0.8, "#cfe5f0"],
          [1, "#f4e6c8"],
        ],
        0,
        y,
        0,
        y + h,
      ),
    ),
  );
  cloud(s, x + 100, y + 80, 1.1, "#ffffff", 0.9);
  cloud(s, x + 600, y + 60, 0.8, "#ffffff", 0.85);
  skyline(s, {
    x0: x - 10,
    x1: x + w,
    baseY: y + h,
    minH: 120,
    maxH: 300,
    minW: 50,
    maxW: 90,
    fills: ["#cfdde6", "#bfd0dc", "#e0e6e6", "#a9c4d8"],
    win: { lit: "#fdf3dc", dark: "#7f9bb2", litRatio: 0.2, rowH: 11 },
    gap: 16,
    tops: ["flat", "slant", "crown"],
    shade: "#a9bccb",
  });
  for (const px of [x + 120, x + 420, x + 720]) palm(s, px, y + h + 20, 260, "#2f6b3f", s.rand(-0.1, 0.1));
};

function ceilingFan(s: Svg, x: number, y: number): void {
  s.add(line(x, 0, x, y, "#3a3330", 3));
  s.add(ellipse(x, y, 16, 8, "#3a3330"));
  s.add(ellipse(x - 70, y + 2, 62, 7, "#7a5a3e"));
  s.add(ellipse(x + 70, y - 2, 62, 7, "#7a5a3e"));
  s.add(ellipse(x, y + 12, 12, 6, "#f6e8c0"));
}

function santaCruzCowork(s: Svg): void {
  room(s, {
    wall: [
      [0, "#fbf7ef"],
      [1, "#efe6d6"],
    ],
    floor: [
      [0, "#d9c4a4"],
      [1, "#bfa37e"],
    ],
    plank: "#a88a64",
    frame: "#f2ede4",
    window: { x: 210, y: 70, w: 800, h: 400, cols: 4 },
    view: equipetrolView,
  });
  // the white frame needs an outline to read against the white wall
  s.add(rect(196, 56, 828, 432, "none", `stroke="#d6cdbd" stroke-width="3"`));
  ceilingFan(s, 600, 40);
  // big monstera in a basket and a hanging plant
  plantPot(s, 1110, 650, 230, "#c9a070", "#3f8a55", "#2f6f45");
  plantPot(s, 90, 640, 190, "#c9a070", "#4f9a5a", "#3c7048");
  s.add(line(1080, 0, 1080, 180, "#8a6a48", 2));
  plantPot(s, 1080, 220, 70, "#c97b58", "#5f9a5a", "#3c7048");
  deskRow(s, {
    x0: 230,
    x1: 1000,
    y: 600,
    top: "#f2ede4",
    edge: "#c9b8a0",
    chair: "#3a3330",
    laptop: "#c9ccd1",
    screen: "#cfe6ff",
    laptops: [320, 480, 640, 800, 930],
    seats: [320, 640, 800],
    pot: ["#c97b58", "#4f8a5a", "#3c7048", 560],
  });
  // a glass of fresh juice
  s.add(path("M720,600 L716,570 L738,570 L734,600 Z", "#f2a03c", `opacity="0.9"`));
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: a Casco Viejo street with porches, café tables, a toborochi and a micro
// ---------------------------------------------------------------------------------------------
function micro(s: Svg, x: number, groundY: number, k: number): void {
  const u = (n: number) => n * k;
  s.add(rect(x, groundY - u(120), u(260), u(100), "#f2f0e8", `rx="${f(u(14))}"`));
  s.add(rect(x, groundY - u(60), u(260), u(22), "#2f8a5a"));
  s.add(rect(x, groundY - u(40), u(260), u(10), "#f2c230"));
  for (let i = 0; i < 5; i++)
    s.add(rect(x + u(16) + i * u(46), groundY - u(108), u(38), u(36), "#9fc4d2", `rx="${f(u(3))}"`));
  s.add(rect(x + u(168), groundY - u(138), u(84), u(18), "#2a2420", `rx="${f(u(3))}"`));
  s.add(
    `<text x="${f(x + u(210))}" y="${f(groundY - u(124))}" font-family="Arial, sans-serif" font-size="${f(u(12))}" font-weight="700" fill="#f2c230" text-anchor="middle">2° ANILLO</text>`,
  );
  s.add(circle(x + u(54), groundY - u(20), u(20), "#26262a"));
  s.add(circle(x + u(206), groundY - u(20), u(20), "#26262a"));
}

function cascoViejo(s: Svg): void {
  sky(s, [
    [0, "#3b86c6"],
    [1, "#f3ead2"],
  ]);
  cloud(s, 700, 90, 1.2, "#ffffff", 0.9);
  // cathedral tower peeking at the end of the street
  cruzCathedral(s, 1010, 372, 0.62);
  porchHouse(s, -20, 560, 640, 280, "#f4ede0", "#3f6b5a", 1.6);
  porchHouse(s, 626, 560, 614, 250, "#f2d9b8", "#7a2e3a", 1.6);
  // pavement under the porches and the street
  s.add(rect(0, 580, GW, 40, "#c9b8a0"));
  s.add(rect(0, 620, GW, 180, "#8a847c"));
  for (let x = 0; x < GW; x += 110) s.add(rect(x + 20, 700, 60, 5, "#e9e4da"));
  // café tables in the shade of the porch
  for (const [tx, a, b] of [
    [240, 0, 1],
    [470, 2, 3],
  ] as const) {
    bistroTable(s, tx, 580, 110, "#f2efe9", "#3a3330");
    cup(s, tx - 14, 503, 11, "#f4f1ea", "#ffffff");
    const [b1, h1, hr1] = PEOPLE[a]!;
    const [b2, h2, hr2] = PEOPLE[b]!;
    chair(s, tx - 58, 586, 84, "#3a3330");
    seated(s, tx - 54, 546, 112, b1, h1, 1, hr1);
    chair(s, tx + 62, 586, 84, "#3a3330");
    seated(s, tx + 58, 546, 112, b2, h2, -1, hr2);
    laptop(s, tx + 12, 503, 44, "#c9ccd1", "#cfe6ff", -1);
  }
  toborochi(s, 880, 612, 320);
  micro(s, 60, 780, 1.2);
  const [b, h, hr] = PEOPLE[4]!;
  person(s, 1080, 660, 150, b, h, { hair: hr, bag: true });
}

const artworks: Artwork[] = [
  { city: "santa-cruz-bolivia", file: "hero", width: HW, height: HH, draw: santaCruzHero },
  { city: "santa-cruz-bolivia", file: "gallery-1", width: GW, height: GH, draw: santaCruzCowork },
  { city: "santa-cruz-bolivia", file: "gallery-2", width: GW, height: GH, draw: cascoViejo },
];

export default artworks;
