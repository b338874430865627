/**
 * San Carlos de Bariloche: the stone-and-timber Centro Cívico with its clock tower and the lakeside
 * cathedral before Lake Nahuel Huapi and the snowy Andes (hero); a wooden cabin workspace with a
 * wood stove; a summer pebble beach with kayaks.
 */
import {
  type Artwork,
  type Svg,
  birds,
  chair,
  circle,
  cloud,
  cup,
  cypress,
  ellipse,
  fmt as f,
  group,
  haze,
  laptop,
  line,
  path,
  person,
  plantPot,
  poly,
  rect,
  ridge,
  seated,
  sky,
  streetLamp,
  water,
} from "../art";
import { PEOPLE, room, type View } from "./cordoba-argentina";
import { snowPeaks } from "./mendoza-argentina";

const HW = 1600;
const HH = 900;
const GW = 1200;
const GH = 800;

const STONE = "#8f9a8c";
const STONE_DARK = "#6f7a6d";
const TIMBER = "#5a3f2c";
const ROOF = "#4a4f57";

/** Far Andes with snow, a jagged Cerro Catedral and dark forested hills down to the lake. */
function lakeMountains(s: Svg, x0: number, x1: number, baseY: number, k: number): void {
  const far = ridge(s, {
    baseY: baseY - 150 * k,
    amp: 40 * k,
    fill: "#a7b3cf",
    x0,
    x1,
    peaks: [
      [x0 + (x1 - x0) * 0.12, baseY - 250 * k],
      [x0 + (x1 - x0) * 0.3, baseY - 200 * k],
      [x0 + (x1 - x0) * 0.55, baseY - 270 * k],
      [x0 + (x1 - x0) * 0.8, baseY - 215 * k],
    ],
    rough: 0.45,
    levels: 6,
  });
  snowPeaks(s, far, baseY - 222 * k, "#fbfcff", 0.9);
  haze(s, baseY - 240 * k, baseY - 60 * k, "#e9f0f5", 0.3);
  // jagged spires of Cerro Catedral
  const cat = ridge(s, {
    baseY: baseY - 70 * k,
    amp: 40 * k,
    fill: "#7f8aa6",
    x0: x0 + (x1 - x0) * 0.45,
    x1,
    peaks: [
      [x0 + (x1 - x0) * 0.6, baseY - 150 * k],
      [x0 + (x1 - x0) * 0.66, baseY - 185 * k],
      [x0 + (x1 - x0) * 0.7, baseY - 160 * k],
      [x0 + (x1 - x0) * 0.75, baseY - 195 * k],
      [x0 + (x1 - x0) * 0.82, baseY - 150 * k],
    ],
    rough: 0.7,
    levels: 5,
    smooth: false,
  });
  snowPeaks(s, cat, baseY - 150 * k, "#f4f6fb", 0.6);
  ridge(s, {
    baseY: baseY - 20 * k,
    amp: 30 * k,
    fill: "#3e5f5c",
    x0,
    x1,
    peaks: [
      [x0 + (x1 - x0) * 0.2, baseY - 90 * k],
      [x0 + (x1 - x0) * 0.5, baseY - 50 * k],
      [x0 + (x1 - x0) * 0.85, baseY - 80 * k],
    ],
    rough: 0.5,
    levels: 6,
  });
  haze(s, baseY - 100 * k, baseY, "#dfeaf0", 0.25);
}

/** Centro Cívico block: stone ground floor with arcades, timber upper floor, steep slate roof. */
function civicBlock(s: Svg, x: number, baseY: number, w: number, h: number): void {
  const upper = h * 0.45;
  s.add(rect(x, baseY - h, w, h, STONE));
  const stones: string[] = [];
  for (let i = 0; i < (w * h) / 500; i++)
    stones.push(
      rect(
        x + s.rand(0, w - 14),
        baseY - s.rand(6, h - upper),
        s.rand(8, 16),
        s.rand(5, 8),
        s.pick([STONE_DARK, "#a2ac9e", "#7f8a7c"]),
        `rx="2" opacity="0.7"`,
      ),
    );
  s.add(group(stones.join("")));
  s.add(rect(x, baseY - h, w, upper, TIMBER));
  for (let tx = x + 8; tx < x + w - 8; tx += 18) s.add(rect(tx, baseY - h, 3, upper, "#3f2c1f"));
  for (let wx = x + 20; wx + 28 < x + w; wx += 52) {
    s.add(rect(wx, baseY - h + upper * 0.25, 28, upper * 0.5, "#e9dcb8"));
    s.add(rect(wx + 13, baseY - h + upper * 0.25, 2, upper * 0.5, TIMBER));
  }
  for (let ax = x + 12; ax + 34 < x + w; ax += 48)
    s.add(
      path(
        `M${f(ax)},${f(baseY)} L${f(ax)},${f(baseY - 40)} Q${f(ax + 17)},${f(baseY - 62)} ${f(ax + 34)},${f(baseY - 40)} L${f(ax + 34)},${f(baseY)} Z`,
        "#3b3632",
      ),
    );
  s.add(
    poly(
      [
        [x - 14, baseY - h + 2],
        [x + w + 14, baseY - h + 2],
        [x + w - 20, baseY - h - 70],
        [x + 20, baseY - h - 70],
      ],
      ROOF,
    ),
  );
  for (let rx = x; rx < x + w; rx += 40) {
    s.add(rect(rx + 14, baseY - h - 50, 16, 20, TIMBER));
    s.add(
      poly(
        [
          [rx + 10, baseY - h - 48],
          [rx + 34, baseY - h - 48],
          [rx + 22, baseY - h - 62],
        ],
        ROOF,
      ),
    );
  }
}

function clockTower(s: Svg, x: number, baseY: number, h: number): void {
  s.add(rect(x - 34, baseY - h, 68, h, STONE));
  s.add(rect(x + 10, baseY - h, 24, h, STONE_DARK, `opacity="0.5"`));
  s.add(rect(x - 40, baseY - h - 70, 80, 72, TIMBER));
  s.add(circle(x, baseY - h - 34, 22, "#f1ead6"));
  s.add(line(x, baseY - h - 34, x, baseY - h - 50, "#2a2420", 3));
  s.add(line(x, baseY - h - 34, x + 12, baseY - h - 30, "#2a2420", 3));
  s.add(
    poly(
      [
        [x - 50, baseY - h - 66],
        [x + 50, baseY - h - 66],
        [x, baseY - h - 170],
      ],
      ROOF,
    ),
  );
  s.add(rect(x - 1.5, baseY - h - 196, 3, 30, "#2a2420"));
  for (let wy = baseY - h + 40; wy < baseY - 40; wy += 60)
    s.add(rect(x - 8, wy, 16, 30, "#3b3632", `rx="8"`));
}

/** Neo-Gothic cathedral of Nuestra Señora del Nahuel Huapi: stone nave and a tall slate spire. */
function lakeCathedral(s: Svg, x: number, baseY: number, k: number): void {
  const u = (n: number) => n * k;
  const wall = "#d9cdb3";
  const shade = "#bfb196";
  s.add(rect(x, baseY - u(150), u(260), u(150), wall));
  s.add(
    poly(
      [
        [x - u(10), baseY - u(148)],
        [x + u(270), baseY - u(148)],
        [x + u(250), baseY - u(230)],
        [x + u(10), baseY - u(230)],
      ],
      ROOF,
    ),
  );
  for (let wx = x + u(40); wx < x + u(250); wx += u(44)) {
    s.add(
      path(
        `M${f(wx)},${f(baseY - u(30))} L${f(wx)},${f(baseY - u(100))} L${f(wx + u(9))},${f(baseY - u(118))} L${f(wx + u(18))},${f(baseY - u(100))} L${f(wx + u(18))},${f(baseY - u(30))} Z`,
        "#4f5f8a",
      ),
    );
    s.add(rect(wx - u(8), baseY - u(150), u(6), u(150), shade));
  }
  const tx = x - u(40);
  s.add(rect(tx - u(40), baseY - u(300), u(80), u(300), wall));
  s.add(rect(tx + u(10), baseY - u(300), u(30), u(300), shade, `opacity="0.7"`));
  s.add(
    path(
      `M${f(tx - u(20))},${f(baseY)} L${f(tx - u(20))},${f(baseY - u(70))} L${f(tx)},${f(baseY - u(100))} L${f(tx + u(20))},${f(baseY - u(70))} L${f(tx + u(20))},${f(baseY)} Z`,
      "#3b3632",
    ),
  );
  s.add(circle(tx, baseY - u(150), u(18), "#4f5f8a"));
  s.add(circle(tx, baseY - u(150), u(18), "none", `stroke="${shade}" stroke-width="${f(u(4))}"`));
  s.add(
    path(
      `M${f(tx - u(12))},${f(baseY - u(200))} L${f(tx - u(12))},${f(baseY - u(250))} L${f(tx)},${f(baseY - u(268))} L${f(tx + u(12))},${f(baseY - u(250))} L${f(tx + u(12))},${f(baseY - u(200))} Z`,
      "#3b3632",
    ),
  );
  for (const ox of [-44, 44])
    s.add(
      poly(
        [
          [tx + u(ox) - u(6), baseY - u(300)],
          [tx + u(ox) + u(6), baseY - u(300)],
          [tx + u(ox), baseY - u(340)],
        ],
        wall,
      ),
    );
  s.add(
    poly(
      [
        [tx - u(36), baseY - u(300)],
        [tx + u(36), baseY - u(300)],
        [tx, baseY - u(520)],
      ],
      ROOF,
    ),
  );
  s.add(
    poly(
      [
        [tx, baseY - u(300)],
        [tx + u(36), baseY - u(300)],
        [tx, baseY - u(520)],
      ],
      "#3c4048",
    ),
  );
  s.add(rect(tx - u(1.5), baseY - u(548), u(3), u(30), "#2a2420"));
  s.add(rect(tx - u(8), baseY - u(538), u(16), u(3), "#2a2420"));
}

/** Coihue / cypress clumps of the Patagonian forest. */
function conifer(s: Svg, x: number, groundY: number, h: number, color: string): void {
  const parts: string[] = [rect(x - h * 0.025, groundY - h * 0.2, h * 0.05, h * 0.2, "#4a3a2c")];
  for (let i = 0; i < 4; i++) {
    const y = groundY - h * 0.15 - i * h * 0.22;
    const w = h * (0.34 - i * 0.07);
    parts.push(
      poly(
        [
          [x - w, y],
          [x + w, y],
          [x, y - h * 0.38],
        ],
        color,
      ),
    );
  }
  s.add(group(parts.join("")));
}

function stBernard(s: Svg, x: number, groundY: number, k: number): void {
  const u = (n: number) => n * k;
  s.add(ellipse(x, groundY - u(26), u(30), u(14), "#f4efe6"));
  s.add(ellipse(x - u(6), groundY - u(30), u(16), u(10), "#a0522d"));
  for (const lx of [-22, -10, 14, 24]) s.add(rect(x + u(lx), groundY - u(20), u(6), u(20), "#f4efe6"));
  s.add(circle(x + u(30), groundY - u(38), u(11), "#a0522d"));
  s.add(ellipse(x + u(38), groundY - u(34), u(7), u(5), "#f4efe6"));
  s.add(ellipse(x + u(24), groundY - u(34), u(4), u(8), "#7a3f22"));
  s.add(rect(x + u(22), groundY - u(26), u(10), u(8), "#8b5a2b", `rx="${f(u(2))}"`));
  s.add(
    path(
      `M${f(x - u(28))},${f(groundY - u(30))} Q${f(x - u(42))},${f(groundY - u(42))} ${f(x - u(38))},${f(groundY - u(20))}`,
      "none",
      `stroke="#a0522d" stroke-width="${f(u(5))}"`,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Hero
// ---------------------------------------------------------------------------------------------
function barilocheHero(s: Svg): void {
  sky(s, [
    [0, "#3a7bc0"],
    [0.5, "#8fc0e4"],
    [0.85, "#e2eef4"],
    [1, "#f1f2ea"],
  ]);
  cloud(s, 160, 140, 1.2, "#ffffff", 0.9);
  cloud(s, 1040, 90, 0.9, "#ffffff", 0.8);
  cloud(s, 1380, 210, 0.8, "#ffffff", 0.75);
  lakeMountains(s, -20, HW + 20, 500, 1.1);
  water(s, 490, 690, "#2f74a8", "#1d4f7e", "#d8ecf7", 80);
  // islands
  s.add(path("M560,520 C600,500 660,494 720,500 C760,504 800,512 820,522 Z", "#2f4f4a"));
  s.add(path("M980,534 C1010,520 1060,516 1110,524 C1130,528 1150,532 1160,538 Z", "#35554f"));
  // lakeshore road and the town's edge
  s.add(rect(0, 690, HW, 20, "#6f7a6d"));
  for (let x = 20; x < HW; x += 90) s.add(rect(x, 696, 40, 3, "#e9e4da"));
  // Centro Cívico
  civicBlock(s, 80, 800, 300, 170);
  civicBlock(s, 620, 800, 320, 180);
  s.add(rect(380, 640, 240, 160, STONE));
  s.add(rect(380, 640, 240, 60, TIMBER));
  for (let ax = 392; ax < 600; ax += 48)
    s.add(path(`M${ax},800 L${ax},760 Q${ax + 17},738 ${ax + 34},760 L${ax + 34},800 Z`, "#3b3632"));
  s.add(
    poly(
      [
        [368, 642],
        [632, 642],
        [600, 590],
        [400, 590],
      ],
      ROOF,
    ),
  );
  clockTower(s, 500, 800, 300);
  lakeCathedral(s, 1240, 760, 0.95);
  conifer(s, 1040, 770, 150, "#2f5a45");
  conifer(s, 1090, 776, 120, "#3a6a4f");
  conifer(s, 1540, 790, 200, "#2f5a45");
  cypress(s, 1000, 780, 130, "#35624a");
  // the plaza
  s.add(rect(0, 800, HW, 100, "#b9b3a6"));
  const flags: string[] = [];
  for (let i = 0; i < 260; i++)
    flags.push(
      rect(
        s.rand(0, HW),
        s.rand(804, 896),
        s.rand(14, 26),
        7,
        s.pick(["#c6c0b3", "#aaa497", "#bcb6a9"]),
        `rx="2"`,
      ),
    );
  s.add(group(flags.join("")));
  streetLamp(s, 40, 860, 150, "#2a2420", "#ffe2a6");
  streetLamp(s, 990, 860, 150, "#2a2420", "#ffe2a6");
  for (const [px, i, h] of [
    [260, 0, 90],
    [290, 3, 84],
    [720, 1, 92],
    [860, 2, 88],
    [1400, 4, 90],
  ] as const) {
    const [b, hd, hr] = PEOPLE[i]!;
    person(s, px, 880, h, b, hd, { hair: hr, bag: i === 1 });
  }
  stBernard(s, 800, 884, 1.1);
  birds(s, 900, 260, 5, "#3a4a66", 9);
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: wooden cabin workspace with a wood stove and the lake in the window
// ---------------------------------------------------------------------------------------------
const lakeView: View = (s, x, y, w, h) => {
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linU(
        [
          [0, "#5a98d0"],
          [1, "#dfeef4"],
        ],
        0,
        y,
        0,
        y + h,
      ),
    ),
  );
  cloud(s, x + 80, y + 70, 0.9, "#ffffff", 0.85);
  lakeMountains(s, x - 20, x + w + 20, y + 250, 0.75);
  water(s, y + 248, y + h, "#3a7fb2", "#245d8c", "#e4f2fa", 40, x, x + w);
  for (let i = 0; i < 7; i++)
    conifer(
      s,
      x + 40 + i * 130 + s.rand(-20, 20),
      y + h + 10,
      s.rand(90, 130),
      s.pick(["#2f5a45", "#3a6a4f"]),
    );
};

function barilocheCabin(s: Svg): void {
  room(s, {
    wall: [
      [0, "#c8935f"],
      [1, "#b07d4e"],
    ],
    texture: { kind: "planks", color: "#7a5232", opacity: 0.5 },
    floor: [
      [0, "#8d5f3b"],
      [1, "#6b4529"],
    ],
    plank: "#4f321e",
    frame: "#5a3b24",
    window: { x: 340, y: 80, w: 720, h: 360, cols: 3 },
    view: lakeView,
  });
  // beams
  s.add(rect(0, 0, GW, 30, "#6b4529"));
  for (let x = 0; x < GW; x += 300) s.add(rect(x + 120, 0, 30, 60, "#6b4529"));
  // wood stove with flue pipe and fire
  s.add(rect(130, 0, 22, 460, "#2b2b2e"));
  s.add(rect(70, 460, 140, 130, "#2f2f33", `rx="8"`));
  s.add(rect(92, 492, 96, 70, "#1d1d20", `rx="6"`));
  s.add(path("M110,560 Q120,510 140,540 Q150,500 168,560 Z", "#f39a3c"));
  s.add(path("M124,560 Q134,528 144,548 Q152,526 158,560 Z", "#ffd27a"));
  s.add(
    circle(
      140,
      530,
      90,
      s.rad(
        [
          [0, "#ffb25c", 0.3],
          [1, "#ffb25c", 0],
        ],
        140,
        530,
        90,
      ),
    ),
  );
  for (const lx of [80, 196]) s.add(rect(lx, 590, 10, 20, "#2f2f33"));
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 3 - (i % 2); j++) {
      const lx = 236 + j * 26 + (i % 2) * 13;
      const ly = 596 - i * 22;
      s.add(circle(lx, ly, 12, s.pick(["#8a5a36", "#7a4e2d", "#a06a40"])));
      s.add(circle(lx, ly, 6, "#c9a070"));
    }
  // rug
  s.add(ellipse(640, 720, 420, 60, "#8c2f2f", `opacity="0.85"`));
  s.add(ellipse(640, 720, 380, 48, "none", `stroke="#e6c27a" stroke-width="4" stroke-dasharray="14 10"`));
  // desk by the window with one person working
  s.add(rect(420, 600, 520, 18, "#a8764a"));
  s.add(rect(420, 618, 520, 8, "#7a5232"));
  for (const lx of [440, 910]) s.add(rect(lx, 626, 12, 130, "#7a5232"));
  laptop(s, 640, 600, 100, "#c9ccd1", "#cfe6ff", 1);
  cup(s, 740, 600, 18, "#b5523b", "#ffffff");
  s.add(ellipse(800, 592, 12, 12, "#6b4a2b"));
  s.add(line(802, 580, 808, 566, "#c9ccd1", 3));
  const [b, h, hr] = PEOPLE[3]!;
  chair(s, 650, GH, 130, "#5a3b24");
  seated(s, 640, 764, 200, b, h, 1, hr);
  // skis in the corner, a plant and a shelf of chocolate boxes
  for (const [sx, c] of [
    [1100, "#c2523f"],
    [1130, "#2f6f8f"],
  ] as const) {
    s.add(rect(sx, 250, 14, 330, c, `rx="7"`));
    s.add(path(`M${sx},256 Q${sx + 7},226 ${sx + 14},256 Z`, c));
  }
  plantPot(s, 1000, 640, 110, "#6b4a32", "#4f8a5a", "#3c7048");
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: summer on a pebble beach of Lake Nahuel Huapi
// ---------------------------------------------------------------------------------------------
function barilocheBeach(s: Svg): void {
  sky(s, [
    [0, "#2f78c2"],
    [0.6, "#8ec3e8"],
    [1, "#e6f2f5"],
  ]);
  cloud(s, 840, 110, 1.1, "#ffffff", 0.9);
  cloud(s, 120, 180, 0.8, "#ffffff", 0.8);
  lakeMountains(s, -20, GW + 20, 470, 0.95);
  water(s, 460, 640, "#2a78b0", "#1c5488", "#e0f0fa", 70);
  s.add(path("M380,488 C420,470 500,466 560,474 C600,478 630,484 650,492 Z", "#2f4f4a"));
  // pebble beach
  s.add(path("M-20,800 L-20,640 C300,628 700,622 1220,632 L1220,800 Z", "#c9c2b3"));
  const pebbles: string[] = [];
  for (let i = 0; i < 420; i++) {
    const y = s.rand(640, 800);
    pebbles.push(
      ellipse(
        s.rand(0, GW),
        y,
        s.rand(4, 9) * (0.6 + (y - 640) / 300),
        s.rand(2, 5),
        s.pick(["#b1a998", "#d8d2c4", "#9f9787", "#e4dfd2"]),
      ),
    );
  }
  s.add(group(pebbles.join("")));
  s.add(
    path(
      "M-20,648 C300,636 700,630 1220,640 L1220,634 C700,624 300,630 -20,642 Z",
      "#f4f6f5",
      `opacity="0.8"`,
    ),
  );
  // kayaks
  for (const [kx, ky, c] of [
    [180, 690, "#d9482b"],
    [300, 716, "#f2c230"],
  ] as const) {
    s.add(ellipse(kx, ky + 20, 110, 8, "#000000", `opacity="0.15"`));
    s.add(
      path(
        `M${kx - 120},${ky - 6} Q${kx - 60},${ky + 22} ${kx},${ky + 22} Q${kx + 60},${ky + 22} ${kx + 120},${ky - 8} Q${kx},${ky - 4} ${kx - 120},${ky - 6} Z`,
        c,
      ),
    );
    s.add(
      path(
        `M${kx - 120},${ky - 6} Q${kx},${ky - 22} ${kx + 120},${ky - 8} Q${kx},${ky - 4} ${kx - 120},${ky - 6} Z`,
        "#ffffff",
        `opacity="0.35"`,
      ),
    );
    s.add(ellipse(kx + 4, ky - 12, 26, 6, "#2b2b2e"));
    s.add(line(kx - 70, ky + 34, kx + 90, ky + 26, "#3a3a3a", 3));
    s.add(ellipse(kx - 76, ky + 34, 12, 5, "#3a3a3a"));
    s.add(ellipse(kx + 96, ky + 26, 12, 5, "#3a3a3a"));
  }
  // wooden deck with a person working in a deck chair
  s.add(
    poly(
      [
        [700, 660],
        [1220, 650],
        [1220, 800],
        [640, 800],
      ],
      "#a9784d",
    ),
  );
  for (let y = 670; y < 800; y += 20) s.add(line(670, y, 1220, y - 6, "#7b5638", 2));
  s.add(
    poly(
      [
        [700, 660],
        [1220, 650],
        [1220, 662],
        [696, 672],
      ],
      "#7b5638",
    ),
  );
  // deck chair
  s.add(line(820, 780, 880, 700, "#5a3b24", 6));
  s.add(line(960, 780, 900, 700, "#5a3b24", 6));
  s.add(
    poly(
      [
        [850, 700],
        [950, 700],
        [940, 760],
        [860, 760],
      ],
      "#2f6f8f",
    ),
  );
  const [b, h, hr] = PEOPLE[4]!;
  seated(s, 900, 752, 150, b, h, -1, hr);
  laptop(s, 868, 724, 60, "#c9ccd1", "#cfe6ff", -1);
  // mate and thermos on a small stool
  s.add(rect(1000, 740, 60, 10, "#7b5638"));
  s.add(rect(1010, 750, 8, 30, "#7b5638"));
  s.add(rect(1042, 750, 8, 30, "#7b5638"));
  s.add(ellipse(1018, 730, 10, 10, "#6b4a2b"));
  s.add(rect(1034, 700, 14, 40, "#2f6f5e", `rx="4"`));
  for (const [tx, th] of [
    [1120, 380],
    [1170, 300],
    [40, 260],
  ] as const)
    conifer(s, tx, 680, th, s.pick(["#2f5a45", "#3a6a4f"]));
  person(s, 520, 700, 80, "#2e3440", "#e0ac7e", { hair: "#6b4226" });
}

const artworks: Artwork[] = [
  { city: "bariloche-argentina", file: "hero", width: HW, height: HH, draw: barilocheHero },
  { city: "bariloche-argentina", file: "gallery-1", width: GW, height: GH, draw: barilocheCabin },
  { city: "bariloche-argentina", file: "gallery-2", width: GW, height: GH, draw: barilocheBeach },
];

export default artworks;
