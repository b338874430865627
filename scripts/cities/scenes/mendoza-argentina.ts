/**
 * Mendoza, Argentina: vineyards and poplars below the snowy Andes and Aconcagua, with the Cerro de
 * la Gloria monument above the green city (hero); a café terrace on a street of plane trees and
 * acequias; a winery terrace with bicycles among the vines.
 */
import {
  type Artwork,
  type Svg,
  awning,
  bistroTable,
  birds,
  chair,
  circle,
  cloud,
  cup,
  cypress,
  ellipse,
  group,
  haze,
  laptop,
  line,
  path,
  person,
  poly,
  rect,
  ridge,
  roundTree,
  seated,
  sky,
  sun,
} from "../art";
import { PEOPLE } from "./cordoba-argentina";

const HW = 1600;
const HH = 900;
const GW = 1200;
const GH = 800;

/**
 * Snow on the peaks of a ridge (points from ridge()): the cap follows the crest and reaches further
 * down the higher the peak rises above `line`, tapering to nothing at the snow line.
 */
export function snowPeaks(
  s: Svg,
  pts: Array<[number, number]>,
  snowLine: number,
  fill: string,
  depth = 0.75,
): void {
  let seg: Array<[number, number]> = [];
  const flush = () => {
    if (seg.length > 2) {
      const top = seg.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
      const back = [...seg]
        .reverse()
        .map(([x, y], i) => {
          const d = (snowLine - y) * depth * (0.8 + 0.2 * Math.sin(i * 0.55) + 0.08 * Math.sin(i * 1.9));
          return `L${x.toFixed(1)},${(y + Math.max(0, d)).toFixed(1)}`;
        })
        .join(" ");
      s.add(path(`${top} ${back} Z`, fill));
    }
    seg = [];
  };
  for (const p of pts) {
    if (p[1] < snowLine) seg.push(p);
    else {
      if (seg.length) seg.push(p);
      flush();
    }
  }
  flush();
}

/** Vine rows in one-point perspective between y0 and the bottom of the picture. */
function vineyard(
  s: Svg,
  o: {
    vx: number;
    vy: number;
    y0: number;
    x0: number;
    x1: number;
    step: number;
    soil: string;
    leaf: string;
    leafDark: string;
  },
): void {
  s.add(rect(0, o.y0, s.w, s.h - o.y0, o.soil));
  const at = (bottomX: number, y: number) => o.vx + ((bottomX - o.vx) * (y - o.vy)) / (s.h - o.vy);
  const rows: string[] = [];
  for (let b = o.x0; b <= o.x1; b += o.step) {
    const half = o.step * 0.22;
    rows.push(
      poly(
        [
          [at(b - half, o.y0), o.y0],
          [at(b + half, o.y0), o.y0],
          [b + half, s.h],
          [b - half, s.h],
        ],
        o.leafDark,
      ),
    );
    // leafy top edge of each row, lighter
    rows.push(
      poly(
        [
          [at(b - half, o.y0), o.y0 - 1],
          [at(b + half * 0.2, o.y0), o.y0 - 1],
          [b + half * 0.2, s.h],
          [b - half, s.h],
        ],
        o.leaf,
        `opacity="0.85"`,
      ),
    );
  }
  s.add(group(rows.join("")));
  // posts along the rows
  const posts: string[] = [];
  for (let b = o.x0; b <= o.x1; b += o.step)
    for (let t = 0.15; t < 1; t += 0.22) {
      const y = o.y0 + (s.h - o.y0) * t * t;
      const x = at(b, y);
      const h = 6 + 40 * ((y - o.y0) / (s.h - o.y0));
      posts.push(rect(x - 1, y - h, 2 + h * 0.04, h, "#5a4636"));
    }
  s.add(group(posts.join("")));
}

/** Lombardy poplar, the windbreak tree of every Mendoza vineyard. */
function poplar(s: Svg, x: number, groundY: number, h: number, color: string): void {
  cypress(s, x, groundY, h, color);
  s.add(rect(x - 1.5, groundY - h * 0.12, 3, h * 0.12, "#5a4636"));
}

/** The Army of the Andes monument on Cerro de la Gloria: granite mass and the Liberty figure. */
function gloriaMonument(s: Svg, x: number, topY: number, k: number): void {
  const u = (n: number) => n * k;
  const stone = "#8a8276";
  const bronze = "#5d5a4c";
  s.add(
    poly(
      [
        [x - u(40), topY],
        [x + u(40), topY],
        [x + u(26), topY - u(34)],
        [x - u(26), topY - u(34)],
      ],
      stone,
    ),
  );
  s.add(
    poly(
      [
        [x - u(22), topY - u(34)],
        [x + u(22), topY - u(34)],
        [x + u(12), topY - u(70)],
        [x - u(12), topY - u(70)],
      ],
      stone,
    ),
  );
  s.add(rect(x - u(4), topY - u(96), u(8), u(26), bronze));
  s.add(circle(x, topY - u(100), u(4), bronze));
  s.add(line(x - u(2), topY - u(90), x - u(14), topY - u(112), bronze, u(3)));
  s.add(line(x + u(2), topY - u(90), x + u(14), topY - u(112), bronze, u(3)));
  // San Martín on horseback in front of the base
  s.add(ellipse(x + u(4), topY - u(14), u(12), u(6), bronze));
  s.add(rect(x - u(6), topY - u(12), u(2), u(10), bronze));
  s.add(rect(x + u(12), topY - u(12), u(2), u(10), bronze));
  s.add(rect(x + u(2), topY - u(30), u(4), u(14), bronze));
  s.add(circle(x + u(4), topY - u(32), u(2.5), bronze));
}

// ---------------------------------------------------------------------------------------------
// Hero
// ---------------------------------------------------------------------------------------------
function mendozaHero(s: Svg): void {
  sky(s, [
    [0, "#3f82c4"],
    [0.5, "#8fbfe2"],
    [0.8, "#e3eef0"],
    [1, "#f5ecd6"],
  ]);
  sun(s, 260, 140, 36, "#fffbe8", "#fff0c4", 260, 0.5);
  cloud(s, 980, 110, 0.9, "#ffffff", 0.8);
  cloud(s, 1380, 180, 0.7, "#ffffff", 0.7);

  // Aconcagua, far and high, then the Cordón del Plata
  const far = ridge(s, {
    baseY: 360,
    amp: 40,
    fill: "#a9afc9",
    peaks: [
      [140, 300],
      [520, 190],
      [640, 250],
      [980, 280],
      [1300, 240],
      [1540, 300],
    ],
    rough: 0.42,
    levels: 6,
  });
  snowPeaks(s, far, 285, "#fbfbff");
  haze(s, 220, 400, "#eef2f6", 0.35);
  const plata = ridge(s, {
    baseY: 420,
    amp: 40,
    fill: "#8c8fae",
    peaks: [
      [260, 380],
      [760, 300],
      [900, 320],
      [1150, 290],
      [1450, 370],
    ],
    rough: 0.45,
    levels: 6,
  });
  snowPeaks(s, plata, 338, "#f7f7fb");
  haze(s, 300, 500, "#f1ede4", 0.45);
  // dry brown foothills (precordillera)
  ridge(s, {
    baseY: 480,
    amp: 26,
    fill: "#b89a78",
    peaks: [
      [420, 455],
      [1000, 470],
      [1350, 448],
    ],
    rough: 0.5,
    levels: 6,
  });
  haze(s, 430, 560, "#f3ead8", 0.35);

  // Cerro de la Gloria and its monument
  s.add(path("M80,560 C160,520 230,478 300,472 C360,468 420,500 520,560 Z", "#9a8a63"));
  s.add(
    path(
      "M150,520 C200,492 250,478 300,476 C330,476 360,486 390,500 C340,506 290,510 240,512 C200,514 170,516 150,520 Z",
      "#a99a70",
      `opacity="0.8"`,
    ),
  );
  gloriaMonument(s, 300, 478, 1.15);

  // the city of plane trees, with a few taller buildings peeking out
  for (const [bx, bw, bh] of [
    [640, 40, 70],
    [700, 34, 54],
    [1040, 46, 82],
    [1100, 30, 50],
    [1230, 40, 60],
  ] as const) {
    s.add(rect(bx, 560 - bh, bw, bh, "#e9e1d3"));
    for (let wy = 560 - bh + 8; wy < 548; wy += 10)
      for (let wx = bx + 5; wx < bx + bw - 6; wx += 9) s.add(rect(wx, wy, 4, 5, "#9aa3ad"));
  }
  const canopy: string[] = [];
  for (let i = 0; i < 90; i++)
    canopy.push(
      circle(
        s.rand(-20, HW + 20),
        556 + s.rand(-10, 10),
        s.rand(14, 26),
        s.pick(["#5f8446", "#6d9350", "#577c42"]),
      ),
    );
  s.add(group(canopy.join("")));

  // poplar windbreak and the bodega
  for (let x = 520; x < 1120; x += 26)
    poplar(s, x + s.rand(-4, 4), 582, s.rand(90, 130), s.pick(["#4f7a3a", "#5b8745", "#46703a"]));
  for (let x = 1460; x < HW + 20; x += 24) poplar(s, x, 590, s.rand(100, 130), "#4f7a3a");

  vineyard(s, {
    vx: 800,
    vy: 430,
    y0: 588,
    x0: -2400,
    x1: 4000,
    step: 120,
    soil: "#c9a56e",
    leaf: "#7fa54a",
    leafDark: "#55803a",
  });

  // Bodega: adobe walls, tiled roof, an arched door and barrels
  const bx = 1140;
  const by = 610;
  s.add(rect(bx, by - 80, 300, 90, "#ead6b4"));
  s.add(rect(bx + 200, by - 80, 100, 90, "#d9c29c"));
  s.add(
    poly(
      [
        [bx - 12, by - 78],
        [bx + 312, by - 78],
        [bx + 290, by - 110],
        [bx + 10, by - 110],
      ],
      "#b5563a",
    ),
  );
  for (let tx = bx; tx < bx + 300; tx += 12)
    s.add(line(tx + 12, by - 108, tx + 2, by - 80, "#9a4630", 1.3, `opacity="0.6"`));
  s.add(
    path(
      `M${bx + 120},${by + 10} L${bx + 120},${by - 30} Q${bx + 150},${by - 64} ${bx + 180},${by - 30} L${bx + 180},${by + 10} Z`,
      "#6b4a32",
    ),
  );
  for (const wx of [bx + 40, bx + 230]) s.add(rect(wx, by - 56, 26, 30, "#6b4a32"));
  s.add(rect(bx + 60, by - 150, 60, 72, "#ead6b4"));
  s.add(
    poly(
      [
        [bx + 52, by - 148],
        [bx + 128, by - 148],
        [bx + 90, by - 176],
      ],
      "#b5563a",
    ),
  );
  s.add(circle(bx + 90, by - 120, 12, "#6b4a32"));
  for (const [cx, cy] of [
    [bx + 20, by + 4],
    [bx + 48, by + 4],
  ] as const) {
    s.add(ellipse(cx, cy - 12, 13, 16, "#8a5a36"));
    s.add(line(cx - 13, cy - 18, cx + 13, cy - 18, "#4a3322", 2));
    s.add(line(cx - 13, cy - 6, cx + 13, cy - 6, "#4a3322", 2));
  }

  // grape pickers' crates at the end of a row and a couple walking
  person(s, 430, 700, 80, "#3d5a80", "#c68b59", { hair: "#2b1d14" });
  person(s, 462, 702, 76, "#b5523b", "#8d5a3b", { hair: "#1c1410", bag: true });
  birds(s, 1150, 230, 5, "#4a4e66", 9);
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: café terrace under plane trees, an acequia along the kerb, the Andes behind
// ---------------------------------------------------------------------------------------------
function planeTree(s: Svg, x: number, groundY: number, size: number): void {
  s.add(rect(x - size * 0.05, groundY - size, size * 0.1, size, "#9b8e78"));
  for (let i = 0; i < 8; i++)
    s.add(
      ellipse(
        x - size * 0.04 + s.rand(-1, 1) * size * 0.03,
        groundY - size * s.rand(0.2, 0.9),
        size * 0.02,
        size * 0.015,
        "#c9bea7",
        `opacity="0.8"`,
      ),
    );
  const cy = groundY - size * 1.15;
  const blobs: string[] = [];
  for (let i = 0; i < 22; i++) {
    const a = s.rand(0, Math.PI * 2);
    const d = Math.sqrt(s.r());
    const py = cy + Math.sin(a) * d * size * 0.32;
    blobs.push(
      circle(
        x + Math.cos(a) * d * size * 0.6,
        py,
        size * s.rand(0.18, 0.28),
        py < cy ? s.pick(["#7ba04e", "#86ab58"]) : s.pick(["#5f8446", "#557a3e"]),
      ),
    );
  }
  s.add(group(blobs.join("")));
}

function mendozaStreet(s: Svg): void {
  sky(s, [
    [0, "#4f93cf"],
    [1, "#e9f0ee"],
  ]);
  const andes = ridge(s, {
    baseY: 300,
    amp: 30,
    fill: "#9597b5",
    peaks: [
      [120, 250],
      [300, 190],
      [520, 140],
      [700, 215],
      [900, 165],
      [1100, 230],
    ],
    rough: 0.45,
    levels: 6,
  });
  snowPeaks(s, andes, 225, "#fbfbff", 0.9);
  haze(s, 200, 340, "#eef1f2", 0.35);
  // low one- and two-storey fronts
  const fronts: Array<[number, number, number, string, string, [string, string] | null]> = [
    [-10, 290, 250, "#efe3cc", "#7a3b35", ["#7a2e3a", "#f3ece0"]],
    [280, 240, 200, "#d99a6c", "#f3e7d3", null],
    [520, 330, 250, "#f4ede0", "#3f6b5a", ["#3f6b5a", "#f3ece0"]],
    [850, 360, 210, "#c9b89a", "#f3e7d3", ["#b5563a", "#f3ece0"]],
  ];
  for (const [x, w, h, wall, trim, aw] of fronts) {
    const top = 560 - h;
    s.add(rect(x, top, w, h, wall));
    s.add(rect(x - 4, top - 12, w + 8, 14, trim));
    for (let wx = x + 30; wx + 50 < x + w; wx += 96) {
      s.add(rect(wx - 5, top + 34, 60, 80, trim));
      s.add(rect(wx, top + 39, 50, 70, "#3b4a58"));
      s.add(rect(wx, top + 150, 50, 90, "#3b3430"));
    }
    if (aw) awning(s, x + 10, top + 118, w - 30, 36, aw[0], aw[1], Math.round(w / 40));
  }
  // sidewalk, acequia and street
  s.add(rect(0, 560, GW, 130, "#cbbfae"));
  for (let x = 0; x < GW; x += 60) s.add(line(x, 560, x - 30, 690, "#b9ac99", 1.4));
  s.add(rect(0, 690, GW, 10, "#8a7f70"));
  s.add(rect(0, 700, GW, 26, "#6c8a86"));
  for (let x = 10; x < GW; x += 70) s.add(rect(x, 708, s.rand(20, 40), 2.5, "#e4f1ec", `opacity="0.6"`));
  s.add(rect(0, 726, GW, 10, "#8a7f70"));
  s.add(rect(0, 736, GW, 64, "#7d7873"));
  for (let x = 0; x < GW; x += 110) s.add(rect(x + 20, 770, 60, 4, "#e9e4da"));
  // a small bridge over the acequia
  s.add(rect(560, 692, 90, 36, "#a59a89"));
  // plane trees along the kerb
  for (const tx of [60, 500, 1150]) planeTree(s, tx, 692, 215);
  // café terrace
  for (const [tx, k, a, b] of [
    [330, 1, 0, 1],
    [650, 1.05, 2, 3],
  ] as const) {
    bistroTable(s, tx, 660, 120 * k, "#f2efe9", "#3a3330");
    cup(s, tx - 16 * k, 576, 11 * k, "#f4f1ea", "#ffffff");
    const [b1, h1, hr1] = PEOPLE[a]!;
    const [b2, h2, hr2] = PEOPLE[b]!;
    chair(s, tx - 62 * k, 666, 90 * k, "#3a3330");
    seated(s, tx - 58 * k, 620 - 40 * k + 40, 120 * k, b1, h1, 1, hr1);
    chair(s, tx + 66 * k, 666, 90 * k, "#3a3330");
    seated(s, tx + 62 * k, 620 - 40 * k + 40, 120 * k, b2, h2, -1, hr2);
    laptop(s, tx + 14 * k, 576, 46 * k, "#c9ccd1", "#cfe6ff", -1);
  }
  // a cyclist and a passer-by
  person(s, 980, 690, 150, "#2e3440", "#c68b59", { hair: "#2b1d14", bag: true });
  s.add(circle(180, 772, 24, "none", `stroke="#2e3440" stroke-width="4"`));
  s.add(circle(262, 772, 24, "none", `stroke="#2e3440" stroke-width="4"`));
  s.add(
    `<path d="M180,772 L208,734 L262,772 M208,734 L242,734 L262,772 M204,726 L216,726 M242,734 L248,720" fill="none" stroke="#7a2e3a" stroke-width="4"/>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: winery terrace with a laptop, a glass of Malbec and bicycles
// ---------------------------------------------------------------------------------------------
function wineryTerrace(s: Svg): void {
  sky(s, [
    [0, "#3d80c2"],
    [0.6, "#a5cbe6"],
    [1, "#f2ead8"],
  ]);
  cloud(s, 160, 120, 1, "#ffffff", 0.85);
  const andes = ridge(s, {
    baseY: 330,
    amp: 34,
    fill: "#9ea2bf",
    peaks: [
      [120, 270],
      [330, 200],
      [520, 250],
      [700, 170],
      [930, 240],
      [1100, 205],
    ],
    rough: 0.45,
    levels: 6,
  });
  snowPeaks(s, andes, 250, "#fbfbff", 0.9);
  haze(s, 240, 380, "#eef1f2", 0.35);
  ridge(s, { baseY: 380, amp: 16, fill: "#b39a7a", rough: 0.5, levels: 6 });
  for (let x = -10; x < GW; x += 22) cypress(s, x, 398, s.rand(50, 80), s.pick(["#4f7a3a", "#5b8745"]));
  vineyard(s, {
    vx: 600,
    vy: 330,
    y0: 398,
    x0: -1600,
    x1: 2800,
    step: 100,
    soil: "#caa66f",
    leaf: "#86ab52",
    leafDark: "#5b8640",
  });
  // pergola beams and vine leaves along the top
  s.add(rect(0, 0, GW, 22, "#6b4a32"));
  for (let x = 40; x < GW; x += 160) s.add(rect(x, 0, 14, 60, "#6b4a32"));
  const leaves: string[] = [];
  for (let i = 0; i < 80; i++)
    leaves.push(
      circle(s.rand(-10, GW + 10), s.rand(0, 50), s.rand(12, 24), s.pick(["#5b8640", "#6f9a4c", "#4d7436"])),
    );
  for (let i = 0; i < 10; i++) {
    const gx = s.rand(60, GW - 60);
    for (let j = 0; j < 7; j++)
      leaves.push(circle(gx + (j % 3) * 7 - 7, 56 + Math.floor(j / 3) * 8, 5, "#4b2a4a"));
  }
  s.add(group(leaves.join("")));
  // deck
  s.add(rect(0, 640, GW, 160, "#9b7350"));
  for (let y = 650; y < GH; y += 26) s.add(line(0, y, GW, y, "#7b5638", 2, `opacity="0.6"`));
  s.add(rect(0, 630, GW, 12, "#6b4a32"));
  for (let x = 30; x < GW; x += 90) s.add(rect(x, 580, 10, 52, "#6b4a32"));
  s.add(rect(0, 576, GW, 10, "#7b5638"));
  // wooden table with laptop, wine glass, bottle and cheese board
  s.add(rect(300, 640, 600, 22, "#7b5638"));
  s.add(rect(300, 662, 600, 8, "#5a3e28"));
  for (const lx of [330, 860]) s.add(rect(lx, 670, 14, 130, "#5a3e28"));
  laptop(s, 520, 640, 130, "#c9ccd1", "#cfe6ff", 1);
  s.add(
    path(
      "M700,600 Q700,628 716,632 L716,636 Q708,640 716,640 L730,640 Q738,640 730,636 L730,632 Q746,628 746,600 Z",
      "#f4f1ea",
      `opacity="0.6"`,
    ),
  );
  s.add(path("M702,612 Q702,628 716,630 L730,630 Q744,628 744,612 Z", "#6b1f3a"));
  s.add(rect(770, 560, 30, 80, "#2f3d2c", `rx="8"`));
  s.add(rect(779, 530, 12, 34, "#2f3d2c"));
  s.add(rect(772, 590, 26, 26, "#e9dcc0"));
  s.add(rect(360, 626, 110, 14, "#a57a52", `rx="4"`));
  for (let i = 0; i < 4; i++)
    s.add(
      poly(
        [
          [372 + i * 24, 626],
          [390 + i * 24, 626],
          [381 + i * 24, 612],
        ],
        "#f2d27a",
      ),
    );
  // person working at the table (seen from behind, on the left)
  const [b, h, hr] = PEOPLE[2]!;
  chair(s, 230, GH, 150, "#5a3e28");
  seated(s, 220, 772, 230, b, h, 1, hr);
  // bicycles leaning on a post at the right
  for (const [bx, c] of [
    [980, "#b5523b"],
    [1060, "#3d5a80"],
  ] as const) {
    s.add(circle(bx, 740, 34, "none", `stroke="#2e2a28" stroke-width="5"`));
    s.add(circle(bx + 100, 740, 34, "none", `stroke="#2e2a28" stroke-width="5"`));
    s.add(
      `<path d="M${bx},740 L${bx + 38},690 L${bx + 100},740 M${bx + 38},690 L${bx + 84},690 L${bx + 100},740 M${bx + 32},680 L${bx + 48},680 M${bx + 84},690 L${bx + 90},670 L${bx + 104},668" fill="none" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`,
    );
    s.add(rect(bx + 60, 672, 30, 14, "#6b4a32"));
  }
  s.add(rect(1170, 600, 14, 200, "#5a3e28"));
  roundTree(s, 60, 600, 110, "#55803a", "#7fa54a", "#5a4636");
}

const artworks: Artwork[] = [
  { city: "mendoza-argentina", file: "hero", width: HW, height: HH, draw: mendozaHero },
  { city: "mendoza-argentina", file: "gallery-1", width: GW, height: GH, draw: mendozaStreet },
  { city: "mendoza-argentina", file: "gallery-2", width: GW, height: GH, draw: wineryTerrace },
];

export default artworks;
