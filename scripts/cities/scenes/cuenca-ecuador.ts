/**
 * Cuenca: the blue-tiled domes of the New Cathedral above El Barranco and the Tomebamba river
 * (hero), the flower market by Parque Calderón, and a hike among the lakes of Cajas National Park.
 */
import {
  type Artwork,
  type Svg,
  birds,
  bush,
  circle,
  cloud,
  cypress,
  ellipse,
  fmt as f,
  group,
  haze,
  line,
  path,
  person,
  poly,
  rect,
  ridge,
  ridgeY,
  roundTree,
  sky,
  sun,
  water,
} from "../art";

const PEOPLE: Array<[string, string, string]> = [
  ["#3d5a80", "#c68b59", "#2b1d14"],
  ["#b5523b", "#8d5a3b", "#1c1410"],
  ["#2f6f5e", "#e0ac7e", "#6b4226"],
  ["#6c4f8a", "#a86f4c", "#1f1a17"],
];
const BRICK = "#b0654a";
const BRICK_DARK = "#93523b";
const TILE_BLUE = "#4f8fd1";
const TILE_LIGHT = "#a9cdf0";

/** A blue-tiled dome on a brick drum, with white ribs and a lantern. */
function blueDome(s: Svg, x: number, baseY: number, w: number): void {
  s.add(rect(x - w * 0.42, baseY - w * 0.36, w * 0.84, w * 0.36, BRICK));
  for (let i = -2; i <= 2; i++)
    s.add(
      path(
        `M${f(x + i * w * 0.16 - w * 0.04)},${f(baseY - w * 0.04)} L${f(x + i * w * 0.16 - w * 0.04)},${f(baseY - w * 0.26)} Q${f(x + i * w * 0.16)},${f(baseY - w * 0.32)} ${f(x + i * w * 0.16 + w * 0.04)},${f(baseY - w * 0.26)} L${f(x + i * w * 0.16 + w * 0.04)},${f(baseY - w * 0.04)} Z`,
        "#f3ece0",
      ),
    );
  s.add(rect(x - w * 0.46, baseY - w * 0.4, w * 0.92, w * 0.05, "#f3ece0"));
  const top = baseY - w * 1.05;
  s.add(
    path(
      `M${f(x - w * 0.44)},${f(baseY - w * 0.4)} Q${f(x - w * 0.44)},${f(top)} ${f(x)},${f(top)} Q${f(x + w * 0.44)},${f(top)} ${f(x + w * 0.44)},${f(baseY - w * 0.4)} Z`,
      TILE_BLUE,
    ),
  );
  s.add(
    path(
      `M${f(x - w * 0.3)},${f(baseY - w * 0.42)} Q${f(x - w * 0.32)},${f(top + w * 0.1)} ${f(x - w * 0.02)},${f(top + w * 0.02)} Q${f(x - w * 0.2)},${f(top + w * 0.16)} ${f(x - w * 0.16)},${f(baseY - w * 0.42)} Z`,
      TILE_LIGHT,
      `opacity="0.7"`,
    ),
  );
  for (let i = -3; i <= 3; i++)
    s.add(
      path(
        `M${f(x + i * w * 0.12)},${f(baseY - w * 0.41)} Q${f(x + i * w * 0.1)},${f(top + w * 0.1)} ${f(x)},${f(top + 1)}`,
        "none",
        `stroke="#f3ece0" stroke-width="${f(Math.max(1.5, w * 0.015))}" opacity="0.85"`,
      ),
    );
  s.add(rect(x - w * 0.07, top - w * 0.16, w * 0.14, w * 0.17, "#f3ece0"));
  s.add(
    path(
      `M${f(x - w * 0.09)},${f(top - w * 0.16)} Q${f(x)},${f(top - w * 0.28)} ${f(x + w * 0.09)},${f(top - w * 0.16)} Z`,
      TILE_BLUE,
    ),
  );
  s.add(rect(x - 1.5, top - w * 0.38, 3, w * 0.12, "#3a3a3a"));
}

/** The New Cathedral: brick body, two unfinished square towers and three blue domes. */
function newCathedral(s: Svg, x: number, baseY: number, k: number): void {
  const w = 520 * k;
  s.add(rect(x, baseY - 150 * k, w, 150 * k, BRICK));
  s.add(rect(x, baseY - 150 * k, w, 8 * k, BRICK_DARK));
  for (let ax = x + 150 * k; ax < x + w - 150 * k; ax += 44 * k)
    s.add(
      path(
        `M${f(ax)},${f(baseY - 20 * k)} L${f(ax)},${f(baseY - 90 * k)} Q${f(ax + 14 * k)},${f(baseY - 108 * k)} ${f(ax + 28 * k)},${f(baseY - 90 * k)} L${f(ax + 28 * k)},${f(baseY - 20 * k)} Z`,
        "#6e4434",
      ),
    );
  s.add(circle(x + w / 2, baseY - 118 * k, 16 * k, "#6e4434"));
  s.add(circle(x + w / 2, baseY - 118 * k, 10 * k, "#c9a86a"));
  for (const tx of [x, x + w - 110 * k]) {
    s.add(rect(tx, baseY - 230 * k, 110 * k, 230 * k, BRICK));
    s.add(rect(tx + 76 * k, baseY - 230 * k, 34 * k, 230 * k, BRICK_DARK, `opacity="0.6"`));
    s.add(rect(tx - 4 * k, baseY - 234 * k, 118 * k, 8 * k, "#f3ece0"));
    for (let y = baseY - 210 * k; y < baseY - 40 * k; y += 56 * k)
      s.add(
        path(
          `M${f(tx + 38 * k)},${f(y + 36 * k)} L${f(tx + 38 * k)},${f(y + 12 * k)} Q${f(tx + 55 * k)},${f(y - 4 * k)} ${f(tx + 72 * k)},${f(y + 12 * k)} L${f(tx + 72 * k)},${f(y + 36 * k)} Z`,
          "#6e4434",
        ),
      );
  }
  blueDome(s, x + w * 0.3, baseY - 150 * k, 120 * k);
  blueDome(s, x + w * 0.7, baseY - 150 * k, 120 * k);
  s.add(rect(x + w * 0.5 - 84 * k, baseY - 182 * k, 168 * k, 34 * k, BRICK));
  blueDome(s, x + w * 0.5, baseY - 180 * k, 200 * k);
}

/** A Barranco house on the cliff edge: white wall, tiled roof and a wooden balcony. */
function barrancoHouse(s: Svg, x: number, baseY: number, w: number, h: number, wall: string): void {
  s.add(rect(x, baseY - h, w, h, wall));
  s.add(
    poly(
      [
        [x - 8, baseY - h + 2],
        [x + w + 8, baseY - h + 2],
        [x + w - 6, baseY - h - 22],
        [x + 6, baseY - h - 22],
      ],
      "#b5533a",
    ),
  );
  const cols = Math.max(1, Math.floor(w / 60));
  for (let c = 0; c < cols; c++) {
    const cx = x + (w * (c + 0.5)) / cols;
    s.add(rect(cx - 12, baseY - h + 18, 24, 32, "#3f4f5a"));
    s.add(rect(cx - 12, baseY - h + 58, 24, 30, "#3f4f5a"));
  }
  s.add(rect(x - 4, baseY - h + 48, w + 8, 5, "#6b4530"));
  for (let bx = x - 2; bx < x + w + 2; bx += 6) s.add(rect(bx, baseY - h + 53, 2, 14, "#6b4530"));
  s.add(rect(x - 4, baseY - h + 66, w + 8, 4, "#6b4530"));
  for (let k = 0; k < 5; k++)
    s.add(
      circle(x + s.rand(0, w), baseY - h + 48 + s.rand(-4, 2), 4, s.pick(["#e04b3a", "#e86f8a", "#f2c230"])),
    );
}

function cuencaHero(s: Svg): void {
  sky(s, [
    [0, "#5a9bd6"],
    [0.6, "#b9d7ea"],
    [1, "#eef2ea"],
  ]);
  sun(s, 300, 130, 36, "#fffbe8", "#fff0c0", 260, 0.5);
  cloud(s, 620, 110, 1.5, "#ffffff", 0.9);
  cloud(s, 1220, 160, 1.1, "#ffffff", 0.85);
  // green hills around the basin with houses on the slopes
  const hills = ridge(s, {
    baseY: 360,
    amp: 30,
    fill: "#7fa06a",
    peaks: [
      [200, 300],
      [700, 340],
      [1200, 290],
      [1500, 330],
    ],
    rough: 0.5,
  });
  const houses: string[] = [];
  for (let i = 0; i < 160; i++) {
    const x = s.rand(0, 1600);
    const y = ridgeY(hills, x) + 20 + Math.pow(s.r(), 0.7) * 120;
    const w = s.rand(10, 20);
    houses.push(rect(x, y - 8, w, 8, s.pick(["#f1ece2", "#e9dfcc", "#e7c9a8"])));
    houses.push(rect(x - 1, y - 11, w + 2, 4, "#b5533a"));
  }
  s.add(group(houses.join("")));
  haze(s, 300, 520, "#eef2ea", 0.35);
  // the old town's roofs and bell towers
  for (let i = 0; i < 60; i++) {
    const x = s.rand(-20, 1600);
    const y = s.rand(470, 540);
    const w = s.rand(40, 80);
    s.add(rect(x, y, w, 30, s.pick(["#f3eee4", "#eae1d0", "#e9d2b8"])));
    s.add(
      poly(
        [
          [x - 4, y + 2],
          [x + w + 4, y + 2],
          [x + w - 6, y - 12],
          [x + 6, y - 12],
        ],
        s.pick(["#b9573a", "#c9683f", "#a94a32"]),
      ),
    );
  }
  for (const [bx, h] of [
    [160, 120],
    [1330, 140],
  ] as const) {
    s.add(rect(bx, 520 - h, 34, h, "#f3ece0"));
    s.add(path(`M${bx - 4},${520 - h} Q${bx + 17},${520 - h - 34} ${bx + 38},${520 - h} Z`, TILE_BLUE));
    s.add(rect(bx + 10, 540 - h, 14, 20, "#6e4434", `rx="7"`));
  }
  newCathedral(s, 540, 560, 1.05);

  // El Barranco: the cliff above the river with houses on its edge
  const cliff =
    "M-20,640 C200,630 400,650 600,636 C800,624 1000,646 1200,632 C1400,622 1500,640 1620,630 L1620,760 L-20,760 Z";
  s.add(path(cliff, "#8a7456"));
  for (let i = 0; i < 40; i++)
    s.add(
      ellipse(
        s.rand(0, 1600),
        s.rand(660, 750),
        s.rand(10, 30),
        s.rand(4, 10),
        s.pick(["#6f8f55", "#5e7f48", "#7a6448"]),
        `opacity="0.8"`,
      ),
    );
  let x = -20;
  const walls = ["#f6f2ea", "#f3e7cf", "#f6f2ea", "#e9d2b8", "#dfe8ec"];
  let i = 0;
  while (x < 1620) {
    const w = s.rand(150, 240);
    barrancoHouse(s, x, 640, w - 10, s.rand(90, 130), walls[i % walls.length]!);
    x += w;
    i += 1;
  }
  // stairs down to the river
  for (let k = 0; k < 8; k++) s.add(rect(900 + k * 10, 660 + k * 12, 60, 6, "#c9b79a"));
  // the Tomebamba river with rocks, grassy banks, willows and eucalyptus
  water(s, 760, 840, "#7fb2b0", "#3f7f86", "#ffffff", 50);
  for (let r = 0; r < 26; r++)
    s.add(
      ellipse(
        s.rand(0, 1600),
        s.rand(780, 836),
        s.rand(10, 26),
        s.rand(5, 10),
        s.pick(["#9a958c", "#85807a", "#aaa59c"]),
      ),
    );
  for (let r = 0; r < 24; r++) {
    const rx = s.rand(0, 1600);
    s.add(
      path(
        `M${f(rx)},${f(s.rand(784, 830))} q18,-5 36,0`,
        "none",
        `stroke="#ffffff" stroke-width="3" opacity="0.6" stroke-linecap="round"`,
      ),
    );
  }
  s.add(
    path("M-20,836 C300,826 600,846 900,834 C1200,824 1400,842 1620,832 L1620,900 L-20,900 Z", "#6f9a55"),
  );
  cypress(s, 80, 900, 260, "#3d5e3c");
  roundTree(s, 300, 892, 120, "#4f7f45", "#6f9a55", "#5b4330");
  cypress(s, 1250, 900, 220, "#3d5e3c");
  roundTree(s, 1460, 894, 140, "#4f7f45", "#6f9a55", "#5b4330");
  person(s, 620, 890, 110, PEOPLE[0]![0], PEOPLE[0]![1], { hair: PEOPLE[0]![2], bag: true });
  person(s, 720, 892, 100, PEOPLE[1]![0], PEOPLE[1]![1], { hair: PEOPLE[1]![2] });
  birds(s, 1000, 250, 4, "#4a5a60", 9);
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: the flower market by Parque Calderón, the blue domes above
// ---------------------------------------------------------------------------------------------
function flowerMarket(s: Svg): void {
  const W = s.w;
  sky(s, [
    [0, "#5a9bd6"],
    [1, "#e6f0f0"],
  ]);
  cloud(s, 150, 100, 1.2, "#ffffff", 0.9);
  // the cathedral's domes above the park's pines
  newCathedral(s, 340, 420, 1.0);
  for (const px of [150, 280, 960, 1080]) {
    s.add(
      poly(
        [
          [px, 160],
          [px - 50, 420],
          [px + 50, 420],
        ],
        "#2f5d3a",
      ),
    );
    s.add(rect(px - 6, 400, 12, 40, "#5b4330"));
  }
  // the little white church of El Carmen with its plaza in front
  s.add(rect(760, 240, 300, 260, "#f6f2ea"));
  s.add(
    poly(
      [
        [750, 244],
        [1070, 244],
        [1040, 210],
        [780, 210],
      ],
      "#b5533a",
    ),
  );
  s.add(path("M880,500 L880,380 Q910,346 940,380 L940,500 Z", "#6e4434"));
  s.add(rect(790, 300, 40, 50, "#d9c8a8"));
  s.add(rect(990, 300, 40, 50, "#d9c8a8"));
  s.add(rect(898, 150, 24, 70, "#f6f2ea"));
  s.add(path("M894,150 Q910,124 926,150 Z", TILE_BLUE));
  // paving
  s.add(rect(0, 500, W, 300, "#b9ad9c"));
  for (let k = 0; k < 260; k++)
    s.add(rect(s.rand(0, W), s.rand(506, 796), s.rand(12, 22), 6, s.pick(["#aa9e8c", "#c6bbab"]), `rx="2"`));
  // flower stalls: buckets of roses, lilies and chrysanthemums under white canopies
  for (let st = 0; st < 4; st++) {
    const sx = 20 + st * 300;
    s.add(rect(sx, 430, 260, 14, "#f4f1ea"));
    s.add(path(`M${sx - 10},444 L${sx + 270},444 L${sx + 250},470 L${sx + 10},470 Z`, "#e8e4dc"));
    s.add(rect(sx + 6, 444, 4, 140, "#6c6c6c"));
    s.add(rect(sx + 250, 444, 4, 140, "#6c6c6c"));
    for (let row = 0; row < 2; row++) {
      for (let b = 0; b < 5; b++) {
        const bx = sx + 20 + b * 48 + row * 20;
        const by = 640 + row * 70;
        const col = s.pick(["#e04b3a", "#f2c230", "#e86f8a", "#f4f1ea", "#c92f6b", "#f08c3a", "#8a5cc8"]);
        for (let fl = 0; fl < 9; fl++)
          s.add(line(bx + 18, by - 40, bx + s.rand(2, 34), by - s.rand(70, 100), "#3f7d46", 2));
        for (let fl = 0; fl < 12; fl++)
          s.add(circle(bx + s.rand(2, 34), by - s.rand(70, 110), s.rand(5, 8), col));
        s.add(
          path(
            `M${bx},${by - 44} L${bx + 36},${by - 44} L${bx + 32},${by} L${bx + 4},${by} Z`,
            s.pick(["#2f6f8f", "#5a5a5a", "#2f855a"]),
          ),
        );
      }
    }
  }
  // vendor in an apron and a shopper with a bouquet
  person(s, 560, 790, 170, "#f4f1ea", "#8d5a3b", { hair: "#1c1410" });
  s.add(rect(545, 690, 30, 50, "#2f6f8f", `rx="4"`));
  person(s, 880, 796, 180, PEOPLE[2]![0], PEOPLE[2]![1], { hair: PEOPLE[2]![2], bag: true });
  for (let k = 0; k < 7; k++)
    s.add(circle(860 + s.rand(-10, 10), 690 + s.rand(-10, 10), 6, s.pick(["#e04b3a", "#f2c230", "#e86f8a"])));
  s.add(line(866, 700, 872, 730, "#3f7d46", 3));
  bush(s, 1100, 520, 80, "#4f7f45");
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: hikers in Cajas National Park, páramo, lakes and paper trees
// ---------------------------------------------------------------------------------------------
function paperTree(s: Svg, x: number, groundY: number, k: number): void {
  const parts: string[] = [];
  parts.push(
    path(
      `M${f(x - 4 * k)},${f(groundY)} C${f(x - 10 * k)},${f(groundY - 30 * k)} ${f(x + 10 * k)},${f(groundY - 50 * k)} ${f(x - 6 * k)},${f(groundY - 80 * k)} L${f(x + 2 * k)},${f(groundY - 82 * k)} C${f(x + 18 * k)},${f(groundY - 52 * k)} ${f(x)},${f(groundY - 30 * k)} ${f(x + 6 * k)},${f(groundY)} Z`,
      "#b0603f",
    ),
  );
  parts.push(
    path(
      `M${f(x)},${f(groundY - 50 * k)} C${f(x + 20 * k)},${f(groundY - 60 * k)} ${f(x + 30 * k)},${f(groundY - 70 * k)} ${f(x + 40 * k)},${f(groundY - 86 * k)}`,
      "none",
      `stroke="#b0603f" stroke-width="${f(5 * k)}" stroke-linecap="round"`,
    ),
  );
  for (let i = 0; i < 9; i++)
    parts.push(
      ellipse(
        x + s.rand(-40, 50) * k,
        groundY - s.rand(80, 110) * k,
        s.rand(16, 26) * k,
        s.rand(9, 14) * k,
        s.pick(["#5a7f4a", "#4a6f3e", "#6f8f55"]),
      ),
    );
  s.add(group(parts.join("")));
}

function cajas(s: Svg): void {
  const W = s.w;
  sky(s, [
    [0, "#7fa9c9"],
    [1, "#e4ebe8"],
  ]);
  cloud(s, 100, 120, 1.6, "#ffffff", 0.85);
  cloud(s, 760, 90, 1.3, "#ffffff", 0.8);
  ridge(s, {
    baseY: 280,
    amp: 40,
    fill: "#8a9a8a",
    peaks: [
      [200, 210],
      [700, 240],
      [1000, 190],
    ],
    rough: 0.55,
  });
  haze(s, 180, 360, "#eef1ec", 0.4);
  const slope = ridge(s, {
    baseY: 360,
    amp: 40,
    fill: "#8f9a62",
    peaks: [
      [100, 300],
      [560, 340],
      [1100, 290],
    ],
    rough: 0.55,
  });
  // rocky outcrops on the slopes
  for (let i = 0; i < 8; i++) {
    const rx = s.rand(0, W - 70);
    const ry = Math.max(ridgeY(slope, rx), ridgeY(slope, rx + 60)) + s.rand(20, 50);
    s.add(
      poly(
        [
          [rx, ry],
          [rx + 30, ry - 24],
          [rx + 60, ry - 8],
          [rx + 70, ry + 10],
          [rx, ry + 10],
        ],
        "#7f7f78",
        `opacity="0.8"`,
      ),
    );
  }
  // the lake
  water(s, 400, 520, "#6f93a8", "#3f6a80", "#ffffff", 40);
  s.add(path(`M0,400 C200,390 400,410 600,398 C800,388 1000,404 ${W},396 L${W},410 L0,414 Z`, "#8f9a62"));
  // páramo grass in the foreground with tussocks
  s.add(path(`M0,520 C300,500 600,530 900,512 C1050,504 1150,520 ${W},514 L${W},800 L0,800 Z`, "#b5a45e"));
  for (let i = 0; i < 220; i++) {
    const gx = s.rand(0, W);
    const gy = s.rand(530, 800);
    const k = (gy - 500) / 300;
    s.add(
      path(
        `M${f(gx - 8 * k)},${f(gy)} L${f(gx - 4 * k)},${f(gy - 26 * k)} L${f(gx)},${f(gy)} L${f(gx + 4 * k)},${f(gy - 30 * k)} L${f(gx + 8 * k)},${f(gy)} Z`,
        s.pick(["#c9b56a", "#a8974f", "#d6c47c", "#9a8a48"]),
      ),
    );
  }
  paperTree(s, 980, 560, 1.4);
  paperTree(s, 1100, 600, 1.8);
  paperTree(s, 120, 580, 1.2);
  // a trail and hikers with backpacks
  s.add(
    path(
      "M420,800 C460,700 520,620 640,560 C700,530 760,520 820,512",
      "none",
      `stroke="#8a7456" stroke-width="18" stroke-linecap="round" opacity="0.8"`,
    ),
  );
  person(s, 560, 690, 170, "#d8262f", "#c68b59", { hair: "#2b1d14" });
  s.add(rect(536, 568, 22, 42, "#2b4c9b", `rx="6"`));
  person(s, 680, 600, 120, "#2f6f5e", "#8d5a3b", { hair: "#1c1410" });
  s.add(rect(664, 514, 16, 30, "#f2c230", `rx="5"`));
  // a pair of ducks on the lake
  s.add(ellipse(300, 460, 12, 5, "#3a3a3a"));
  s.add(circle(310, 455, 4, "#3a3a3a"));
  s.add(ellipse(340, 468, 12, 5, "#3a3a3a"));
  s.add(circle(350, 463, 4, "#3a3a3a"));
  birds(s, 900, 180, 3, "#4a5a60", 10);
}

const HERO = { width: 1600, height: 900 };
const GALLERY = { width: 1200, height: 800 };

export default [
  { city: "cuenca-ecuador", file: "hero", ...HERO, draw: cuencaHero },
  { city: "cuenca-ecuador", file: "gallery-1", ...GALLERY, draw: flowerMarket },
  { city: "cuenca-ecuador", file: "gallery-2", ...GALLERY, draw: cajas },
] satisfies Artwork[];
