/**
 * Santa Teresa: the surf beach at sunset with a rocky point and jungle hills (hero); an open-air
 * café deck with laptops and surfboards (gallery-1); the main road with quad bikes, a surf shop and
 * a howler monkey (gallery-2).
 */
import {
  type Artwork,
  type Svg,
  birds,
  bistroTable,
  chair,
  circle,
  cup,
  ellipse,
  fmt as f,
  group,
  laptop,
  line,
  palm,
  path,
  person,
  plantPot,
  poly,
  rect,
  ridge,
  roundTree,
  seated,
  sky,
  streak,
  sun,
  water,
} from "../art";

const CITY = "santa-teresa-costa-rica";
const W = 1600;
const H = 900;
const GW = 1200;
const GH = 800;
const PEOPLE: Array<[string, string, string]> = [
  ["#2a9d8f", "#c68b59", "#2b1d14"],
  ["#e76f51", "#8d5a3b", "#1c1410"],
  ["#3d5a80", "#e0ac7e", "#b5894e"],
  ["#6c4f8a", "#a86f4c", "#1f1a17"],
];
const BOARDS = ["#f4a261", "#2a9d8f", "#e9c46a", "#e76f51", "#8ecae6", "#f1faee"];

/** A surfer on a board, in silhouette or colour. */
function surfer(s: Svg, x: number, y: number, k: number, color: string, board: string): void {
  s.add(ellipse(x, y, 34 * k, 5 * k, board, `transform="rotate(-8 ${f(x)} ${f(y)})"`));
  person(s, x, y - 2 * k, 56 * k, color, color);
  s.add(line(x - 4 * k, y - 40 * k, x - 24 * k, y - 34 * k, color, 4 * k, `stroke-linecap="round"`));
  s.add(line(x + 4 * k, y - 40 * k, x + 24 * k, y - 46 * k, color, 4 * k, `stroke-linecap="round"`));
}

/** A breaking wave: a curling band with white foam along its lip. */
function wave(s: Svg, x0: number, x1: number, y: number, h: number, body: string, foam: string): void {
  const fill = s.linU(
    [
      [0, body, 0.95],
      [0.6, body, 0.6],
      [1, body, 0],
    ],
    0,
    y - h,
    0,
    y + h * 0.6,
  );
  s.add(
    path(
      `M${f(x0 - 60)},${f(y + h * 0.6)} C${f(x0)},${f(y)} ${f(x0 + (x1 - x0) * 0.3)},${f(y - h)} ${f(x0 + (x1 - x0) * 0.55)},${f(y - h)} C${f(x0 + (x1 - x0) * 0.8)},${f(y - h)} ${f(x1)},${f(y - h * 0.3)} ${f(x1 + 80)},${f(y + h * 0.6)} Z`,
      fill,
    ),
  );
  s.add(
    `<path d="M${f(x0 + (x1 - x0) * 0.2)},${f(y - h * 0.72)} C${f(x0 + (x1 - x0) * 0.35)},${f(y - h * 1.0)} ${f(x0 + (x1 - x0) * 0.7)},${f(y - h * 1.02)} ${f(x1 + 20)},${f(y - h * 0.2)}" fill="none" stroke="${foam}" stroke-width="${f(h * 0.12)}" stroke-linecap="round" opacity="0.85"/>`,
  );
  s.add(
    `<path d="M${f(x0 + (x1 - x0) * 0.3)},${f(y + h * 0.1)} C${f(x0 + (x1 - x0) * 0.5)},${f(y - h * 0.1)} ${f(x0 + (x1 - x0) * 0.75)},${f(y)} ${f(x1)},${f(y + h * 0.25)}" fill="none" stroke="${foam}" stroke-width="2" opacity="0.5"/>`,
  );
}

function quad(
  s: Svg,
  x: number,
  groundY: number,
  k: number,
  color: string,
  rider?: [string, string, string],
): void {
  const parts: string[] = [];
  parts.push(circle(x - 40 * k, groundY - 18 * k, 18 * k, "#2a2a2e"));
  parts.push(circle(x + 40 * k, groundY - 18 * k, 18 * k, "#2a2a2e"));
  parts.push(circle(x - 40 * k, groundY - 18 * k, 7 * k, "#8a8a8a"));
  parts.push(circle(x + 40 * k, groundY - 18 * k, 7 * k, "#8a8a8a"));
  parts.push(
    path(
      `M${f(x - 64 * k)},${f(groundY - 30 * k)} Q${f(x - 40 * k)},${f(groundY - 54 * k)} ${f(x - 16 * k)},${f(groundY - 34 * k)} H${f(x + 16 * k)} Q${f(x + 40 * k)},${f(groundY - 56 * k)} ${f(x + 64 * k)},${f(groundY - 30 * k)} Z`,
      color,
    ),
  );
  parts.push(rect(x - 22 * k, groundY - 48 * k, 44 * k, 16 * k, "#2a2a2e", `rx="${f(5 * k)}"`));
  parts.push(line(x + 20 * k, groundY - 50 * k, x + 34 * k, groundY - 66 * k, "#2a2a2e", 3 * k));
  parts.push(line(x + 26 * k, groundY - 70 * k, x + 44 * k, groundY - 64 * k, "#2a2a2e", 3 * k));
  s.add(group(parts.join("")));
  if (rider) {
    const [body, head, hair] = rider;
    seated(s, x - 4 * k, groundY - 44 * k, 110 * k, body, head, 1, hair);
    // a bandana against the dust
    s.add(rect(x - 8 * k, groundY - 44 * k - 60 * k, 18 * k, 6 * k, "#e63946"));
  }
}

function scooter(
  s: Svg,
  x: number,
  groundY: number,
  k: number,
  color: string,
  board: string,
  rider: [string, string, string],
): void {
  // side rack with a surfboard
  s.add(
    ellipse(
      x + 6 * k,
      groundY - 56 * k,
      80 * k,
      9 * k,
      board,
      `transform="rotate(-4 ${f(x)} ${f(groundY - 56 * k)})"`,
    ),
  );
  s.add(circle(x - 36 * k, groundY - 16 * k, 16 * k, "#2a2a2e"));
  s.add(circle(x + 40 * k, groundY - 16 * k, 16 * k, "#2a2a2e"));
  s.add(
    path(
      `M${f(x - 50 * k)},${f(groundY - 24 * k)} Q${f(x - 40 * k)},${f(groundY - 56 * k)} ${f(x - 8 * k)},${f(groundY - 48 * k)} L${f(x + 26 * k)},${f(groundY - 40 * k)} L${f(x + 36 * k)},${f(groundY - 80 * k)} L${f(x + 44 * k)},${f(groundY - 80 * k)} L${f(x + 48 * k)},${f(groundY - 24 * k)} Z`,
      color,
    ),
  );
  s.add(line(x + 40 * k, groundY - 80 * k, x + 30 * k, groundY - 92 * k, "#2a2a2e", 3 * k));
  const [body, head, hair] = rider;
  seated(s, x - 16 * k, groundY - 46 * k, 110 * k, body, head, 1, hair);
}

/** Howler monkey sitting on a branch, tail curled around it. */
function howler(s: Svg, x: number, y: number, k: number): void {
  const fur = "#2b2118";
  s.add(ellipse(x, y - 22 * k, 18 * k, 24 * k, fur));
  s.add(circle(x + 12 * k, y - 48 * k, 11 * k, fur));
  s.add(ellipse(x + 18 * k, y - 46 * k, 5 * k, 4 * k, "#4a3a2c"));
  s.add(line(x - 6 * k, y - 6 * k, x - 10 * k, y + 6 * k, fur, 6 * k, `stroke-linecap="round"`));
  s.add(line(x + 10 * k, y - 8 * k, x + 16 * k, y + 6 * k, fur, 6 * k, `stroke-linecap="round"`));
  s.add(line(x + 10 * k, y - 34 * k, x + 28 * k, y - 10 * k, fur, 5 * k, `stroke-linecap="round"`));
  s.add(
    `<path d="M${f(x - 14 * k)},${f(y - 10 * k)} C${f(x - 40 * k)},${f(y + 10 * k)} ${f(x - 40 * k)},${f(y + 50 * k)} ${f(x - 20 * k)},${f(y + 44 * k)} C${f(x - 8 * k)},${f(y + 40 * k)} ${f(x - 20 * k)},${f(y + 26 * k)} ${f(x - 26 * k)},${f(y + 32 * k)}" fill="none" stroke="${fur}" stroke-width="${f(4 * k)}" stroke-linecap="round"/>`,
  );
}

/** Big tropical leaves (banana, philodendron) framing a scene. */
function jungleLeaves(s: Svg, x: number, y: number, size: number, n: number, colors: string[]): void {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = s.rand(-Math.PI, 0);
    const len = size * s.rand(0.6, 1.1);
    const ex = x + Math.cos(a) * len;
    const ey = y + Math.sin(a) * len;
    const nx = -Math.sin(a) * len * 0.3;
    const ny = Math.cos(a) * len * 0.3;
    const mx = (x + ex) / 2;
    const my = (y + ey) / 2;
    parts.push(
      path(
        `M${f(x)},${f(y)} Q${f(mx + nx)},${f(my + ny)} ${f(ex)},${f(ey)} Q${f(mx - nx)},${f(my - ny)} ${f(x)},${f(y)} Z`,
        s.pick(colors),
      ),
    );
  }
  s.add(group(parts.join("")));
}

// ---------------------------------------------------------------------------------------------
// Hero
// ---------------------------------------------------------------------------------------------
function hero(s: Svg): void {
  sky(s, [
    [0, "#3b3f7a"],
    [0.35, "#8a5a9a"],
    [0.6, "#ea8a6a"],
    [0.78, "#fbc27a"],
    [0.86, "#ffe0a0"],
  ]);
  streak(s, 80, 180, 460, 14, "#f6a28a", 0.5);
  streak(s, 260, 214, 300, 9, "#ffc39a", 0.45);
  streak(s, 980, 150, 520, 16, "#e98a8f", 0.45);
  streak(s, 1140, 190, 320, 10, "#ffc39a", 0.5);
  sun(s, 960, 520, 58, "#fff2c8", "#ffc07a", 520, 0.7);
  birds(s, 560, 300, 5, "#3a2f4a", 10);

  // the Pacific: horizon, sun path, swell lines
  const horizon = 540;
  water(s, horizon, 780, "#f2a070", "#4a3d6a", "#ffe0a8", 120);
  for (let i = 0; i < 22; i++) {
    const y = horizon + 8 + i * 10 + s.rand(-3, 3);
    const w = 30 + i * 8 + s.rand(-10, 10);
    s.add(
      rect(960 - w / 2 + s.rand(-10, 10), y, w, 3, "#fff0c8", `rx="1.5" opacity="${f(0.75 - i * 0.03)}"`),
    );
  }
  // jungle headlands on the left, layered
  s.add(
    path(
      `M-20,${horizon - 10} C120,${horizon - 120} 320,${horizon - 150} 460,${horizon - 60} C520,${horizon - 30} 560,${horizon - 10} 600,${horizon + 6} L-20,${horizon + 6} Z`,
      "#5a3f5e",
    ),
  );
  s.add(
    path(
      `M-20,${horizon + 60} C80,${horizon - 140} 300,${horizon - 210} 430,${horizon - 60} C480,${horizon} 520,${horizon + 40} 560,${horizon + 90} L-20,${horizon + 120} Z`,
      "#3b2c48",
    ),
  );
  // a ragged canopy along the nearer headland's crest (points on its first Bézier segment)
  const bez = (a: number, b: number, c: number, d: number, u: number) =>
    (1 - u) ** 3 * a + 3 * (1 - u) ** 2 * u * b + 3 * (1 - u) * u ** 2 * c + u ** 3 * d;
  for (let u = 0.04; u < 1; u += 0.035) {
    const cx = bez(-20, 80, 300, 430, u);
    const cy = bez(horizon + 60, horizon - 140, horizon - 210, horizon - 60, u);
    s.add(circle(cx, cy + 8, s.rand(12, 20), "#3b2c48"));
  }
  // the rocky point on the right, with a blowhole splash
  s.add(
    path(
      `M1320,720 C1340,640 1400,600 1460,610 C1520,620 1560,650 1620,660 L1620,760 L1300,760 Z`,
      "#2e2238",
    ),
  );
  s.add(
    path(`M1380,650 C1420,620 1470,618 1510,634 C1470,630 1430,636 1400,662 Z`, "#4a3a5a", `opacity="0.7"`),
  );
  // waves rolling in, with surfers
  wave(s, 300, 820, 640, 40, "#6a4f7a", "#ffe9c8");
  wave(s, 700, 1300, 690, 54, "#5a4470", "#fff1d8");
  surfer(s, 560, 612, 1, "#2a1f36", "#f4a261");
  surfer(s, 1040, 650, 1.1, "#2a1f36", "#e9c46a");
  s.add(ellipse(420, 720, 24, 4, "#2a1f36"));
  s.add(circle(414, 712, 7, "#2a1f36"));
  // the beach
  s.add(path(`M-20,760 C300,730 700,744 1000,748 C1250,752 1450,744 1620,740 V${H} H-20 Z`, "#d99a6a"));
  s.add(
    path(
      `M-20,760 C300,730 700,744 1000,748 C1250,752 1450,744 1620,740`,
      "none",
      `stroke="#ffe9c8" stroke-width="6" opacity="0.85"`,
    ),
  );
  s.add(path(`M-20,800 C400,780 900,800 1620,790 V${H} H-20 Z`, "#c9885a", `opacity="0.6"`));
  // leaning palms and beachgoers in silhouette
  palm(s, 140, 880, 520, "#22182c", 0.22);
  palm(s, 260, 900, 400, "#22182c", 0.3);
  palm(s, 1500, 890, 480, "#22182c", -0.2);
  person(s, 760, 860, 120, "#22182c", "#22182c", { hair: "#22182c" });
  s.add(ellipse(800, 790, 12, 70, "#22182c", `transform="rotate(8 800 790)"`));
  person(s, 1180, 870, 110, "#22182c", "#22182c", { hair: "#22182c" });
  person(s, 1215, 872, 96, "#22182c", "#22182c", { hair: "#22182c" });
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: open-air café deck with laptops and surfboards
// ---------------------------------------------------------------------------------------------
function cafeDeck(s: Svg): void {
  sky(s, [
    [0, "#8fd0e8"],
    [1, "#e4f4ec"],
  ]);
  // jungle in layers
  ridge(s, { baseY: 220, amp: 40, fill: "#6fa86a", levels: 6 });
  for (let row = 0; row < 3; row++)
    for (let i = 0; i < 16; i++)
      roundTree(
        s,
        (i + s.rand(-0.4, 0.4)) * (GW / 15),
        330 + row * 80 + s.rand(-20, 20),
        s.rand(110, 170) - row * 10,
        s.pick(["#3f8a45", "#2f6b3a", "#4f9a50", "#2a5e34"]),
        s.pick(["#6fb86a", "#5aa85a"]),
        "#4a3a2a",
      );
  palm(s, 980, 520, 380, "#2f6b3a", -0.08);
  palm(s, 240, 520, 340, "#3f8a45", 0.1);
  jungleLeaves(s, 80, 520, 220, 12, ["#2f6b3a", "#3f8a45", "#1f5a30"]);
  jungleLeaves(s, 1140, 520, 240, 12, ["#2f6b3a", "#3f8a45", "#1f5a30"]);
  // roof edge with wooden beams
  s.add(rect(0, 0, GW, 60, "#7a5a3a"));
  s.add(rect(0, 60, GW, 12, "#5e4329"));
  for (const px of [40, 1160]) s.add(rect(px - 12, 60, 24, 470, "#6e4f30"));
  // deck and railing
  s.add(
    rect(
      0,
      520,
      GW,
      280,
      s.lin([
        [0, "#b98a5a"],
        [1, "#94673d"],
      ]),
    ),
  );
  for (let y = 536; y < GH; y += 18 + (y - 520) * 0.12)
    s.add(line(0, y, GW, y, "#6e4f30", 1.5, `opacity="0.5"`));
  s.add(rect(0, 440, GW, 10, "#6e4f30"));
  for (let x = 20; x < GW; x += 60) s.add(rect(x, 440, 8, 80, "#6e4f30"));
  // surfboard rack
  s.add(rect(820, 350, 12, 200, "#5e4329"));
  s.add(rect(1090, 350, 12, 200, "#5e4329"));
  for (let i = 0; i < 6; i++) {
    const bx = 850 + i * 40;
    const c = BOARDS[i % BOARDS.length] ?? "#f4a261";
    s.add(ellipse(bx, 430, 16, 110, c));
    s.add(line(bx, 330, bx, 530, "#000000", 1.5, `opacity="0.15"`));
  }
  s.add(rect(810, 530, 300, 10, "#5e4329"));
  // tables with laptops, coffee and a smoothie bowl
  for (const [tx, a, b] of [
    [220, 0, 1],
    [560, 2, 3],
  ] as const) {
    bistroTable(s, tx, 700, 150, "#e9dcc6", "#3a3330");
    cup(s, tx - 26, 595, 14, "#f4f1ea", "#ffffff");
    const [b1, h1, hr1] = PEOPLE[a] ?? ["#333", "#a0785a", "#222"];
    const [b2, h2, hr2] = PEOPLE[b] ?? ["#444", "#8a6a4a", "#111"];
    chair(s, tx - 80, 720, 110, "#3a3330");
    seated(s, tx - 74, 660, 160, b1, h1, 1, hr1);
    chair(s, tx + 86, 720, 110, "#3a3330");
    seated(s, tx + 80, 660, 160, b2, h2, -1, hr2);
  }
  laptop(s, 240, 595, 70, "#cfd3d8", "#cfe8ff", -1);
  laptop(s, 540, 595, 70, "#cfd3d8", "#cfe8ff", 1);
  s.add(ellipse(600, 592, 18, 6, "#e9c46a"));
  s.add(circle(594, 588, 5, "#e76f51"));
  s.add(circle(604, 587, 4, "#7b2cbf"));
  plantPot(s, 1000, 720, 150, "#c96f45", "#3f8a45", "#2f6b3a");
  // a pair of hanging string lights
  s.add(`<path d="M60,90 Q600,170 1140,90" fill="none" stroke="#3a3330" stroke-width="1.5"/>`);
  for (let i = 1; i < 20; i++) {
    const t = i / 20;
    const x = 60 + 1080 * t;
    const y = 90 + 160 * t * (1 - t);
    s.add(circle(x, y + 6, 5, "#ffe3a6"));
  }
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: the main road
// ---------------------------------------------------------------------------------------------
function surfShop(s: Svg, x: number, groundY: number): void {
  const w = 360;
  const h = 220;
  s.add(rect(x, groundY - h, w, h, "#d9a066"));
  for (let y = groundY - h + 10; y < groundY; y += 16) s.add(rect(x, y, w, 2, "#000000", `opacity="0.08"`));
  s.add(
    poly(
      [
        [x - 30, groundY - h + 10],
        [x + w + 30, groundY - h + 10],
        [x + w - 20, groundY - h - 60],
        [x + 20, groundY - h - 60],
      ],
      "#2a9d8f",
    ),
  );
  s.add(rect(x + 60, groundY - h - 30, 240, 30, "#f1faee", `rx="6"`));
  for (let i = 0; i < 7; i++)
    s.add(ellipse(x + 96 + i * 28, groundY - h - 15, 9, 5, BOARDS[i % BOARDS.length] ?? "#f4a261"));
  s.add(rect(x + 130, groundY - 150, 100, 150, "#4a3a2c"));
  // boards leaning outside
  for (let i = 0; i < 5; i++) {
    const bx = x + 20 + i * 22;
    s.add(
      ellipse(
        bx,
        groundY - 80,
        12,
        80,
        BOARDS[(i + 2) % BOARDS.length] ?? "#e9c46a",
        `transform="rotate(-6 ${bx} ${groundY - 80})"`,
      ),
    );
  }
  for (let i = 0; i < 4; i++) {
    const bx = x + 260 + i * 24;
    s.add(
      ellipse(
        bx,
        groundY - 80,
        12,
        80,
        BOARDS[i % BOARDS.length] ?? "#e9c46a",
        `transform="rotate(5 ${bx} ${groundY - 80})"`,
      ),
    );
  }
}

function mainRoad(s: Svg): void {
  sky(s, [
    [0, "#6fb8e6"],
    [1, "#f1f2e2"],
  ]);
  ridge(s, {
    baseY: 300,
    amp: 50,
    fill: "#5f9a5a",
    levels: 6,
    peaks: [
      [300, 220],
      [900, 260],
    ],
  });
  for (let i = 0; i < 30; i++)
    roundTree(
      s,
      s.rand(0, GW),
      s.rand(380, 440),
      s.rand(80, 140),
      s.pick(["#3f8a45", "#2f6b3a", "#4f9a50"]),
      "#6fb86a",
      "#4a3a2a",
    );
  surfShop(s, 620, 560);
  // a small café shack on the left
  s.add(rect(40, 400, 300, 160, "#e9c46a"));
  s.add(
    poly(
      [
        [20, 410],
        [360, 410],
        [330, 360],
        [50, 360],
      ],
      "#7a5a3a",
    ),
  );
  s.add(rect(80, 450, 90, 110, "#4a3a2c"));
  s.add(rect(200, 440, 100, 60, "#34474f"));
  plantPot(s, 360, 560, 110, "#c96f45", "#3f8a45", "#2f6b3a");
  // dusty road
  s.add(
    rect(
      0,
      556,
      GW,
      250,
      s.lin([
        [0, "#d8b98e"],
        [1, "#c49a6a"],
      ]),
    ),
  );
  for (let i = 0; i < 160; i++)
    s.add(
      ellipse(s.rand(0, GW), s.rand(570, 800), s.rand(4, 12), s.rand(1.5, 3), "#b08556", `opacity="0.6"`),
    );
  for (const tx of [180, 420, 760])
    s.add(
      path(
        `M${tx},800 Q${tx + 30},680 ${tx + 80},560`,
        "none",
        `stroke="#b08556" stroke-width="10" opacity="0.35"`,
      ),
    );
  // traffic: two quads and a scooter with a board
  quad(s, 300, 720, 1.1, "#e63946", PEOPLE[1]);
  quad(s, 860, 660, 0.8, "#f4a261", PEOPLE[2]);
  scooter(s, 560, 780, 1.05, "#2a9d8f", "#f1faee", PEOPLE[0] ?? ["#2a9d8f", "#c68b59", "#2b1d14"]);
  // dust kicked up behind the quads
  for (const [dx, dy] of [
    [200, 700],
    [780, 646],
  ] as const)
    for (let i = 0; i < 6; i++)
      s.add(
        circle(dx - i * 22, dy - s.rand(0, 30), s.rand(14, 30), "#e6d2b2", `opacity="${f(0.5 - i * 0.07)}"`),
      );
  person(s, 1080, 700, 150, "#3d5a80", "#e0ac7e", { hair: "#b5894e" });
  s.add(ellipse(1110, 640, 10, 64, "#e9c46a", `transform="rotate(10 1110 640)"`));
  // overhanging tree with the howler monkey
  s.add(
    path(
      `M${GW + 20},40 C1000,70 900,110 760,120`,
      "none",
      `stroke="#4a3a2a" stroke-width="16" stroke-linecap="round"`,
    ),
  );
  jungleLeaves(s, 1160, 60, 200, 14, ["#2f6b3a", "#3f8a45", "#1f5a30"]);
  jungleLeaves(s, 900, 110, 140, 10, ["#2f6b3a", "#3f8a45"]);
  howler(s, 960, 108, 1.3);
  palm(s, 40, 620, 480, "#2f6b3a", 0.16);
}

export default [
  { city: CITY, file: "hero", width: W, height: H, draw: hero },
  { city: CITY, file: "gallery-1", width: GW, height: GH, draw: cafeDeck },
  { city: CITY, file: "gallery-2", width: GW, height: GH, draw: mainRoad },
] satisfies Artwork[];
