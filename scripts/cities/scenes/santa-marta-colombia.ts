/**
 * Santa Marta: the bay with the white cathedral, the Morro's lighthouse and the snowy Sierra Nevada
 * behind (hero), a laptop under a palm-thatch shade in Taganga's bay, and a café terrace in Minca.
 */
import {
  type Artwork,
  type Svg,
  birds,
  chair,
  circle,
  cloud,
  cup,
  ellipse,
  fmt as f,
  haze,
  laptop,
  line,
  palm,
  path,
  person,
  poly,
  rect,
  ridge,
  ridgeY,
  roundTree,
  seated,
  sky,
  sun,
  water,
} from "../art";

const PEOPLE: Array<[string, string, string]> = [
  ["#2f6f8f", "#8d5a3b", "#1c1410"],
  ["#e07a3f", "#c68b59", "#2b1d14"],
  ["#2f6f5e", "#e0ac7e", "#6b4226"],
  ["#6c4f8a", "#a86f4c", "#1f1a17"],
];

/** Snow on one summit: follows the ridge around x = px and ends in a soft scalloped edge. */
function snowPeak(s: Svg, pts: Array<[number, number]>, px: number, halfW: number, depth: number): void {
  const seg = pts.filter(([x]) => x > px - halfW && x < px + halfW);
  if (seg.length < 3) return;
  const top = seg.map(([x, y], i) => `${i === 0 ? "M" : "L"}${f(x)},${f(y)}`).join(" ");
  const back = [...seg]
    .reverse()
    .map(([x, y]) => {
      const u = (x - px) / halfW;
      const d = Math.max(0, depth * (1 - u * u)) * (0.8 + 0.2 * Math.sin(x / 9));
      return `L${f(x)},${f(y + d)}`;
    })
    .join(" ");
  s.add(path(`${top} ${back} Z`, "#f7fbff"));
}

/** Small fishing boat (lancha) seen from the side, with a painted stripe. */
function lancha(s: Svg, x: number, y: number, k: number, hull: string, stripe: string): void {
  s.add(
    path(
      `M${f(x - 40 * k)},${f(y - 12 * k)} L${f(x + 44 * k)},${f(y - 14 * k)} Q${f(x + 36 * k)},${f(y + 2 * k)} ${f(x + 24 * k)},${f(y + 4 * k)} L${f(x - 32 * k)},${f(y + 4 * k)} Z`,
      hull,
    ),
  );
  s.add(rect(x - 38 * k, y - 10 * k, 78 * k, 4 * k, stripe));
  s.add(rect(x - 42 * k, y - 15 * k, 88 * k, 3 * k, "#f4efe6"));
}

/** Thatched palm-leaf shade (palapa) on a pole. */
function palapa(s: Svg, x: number, groundY: number, h: number, w: number): void {
  s.add(rect(x - 4, groundY - h, 8, h, "#6b4a30"));
  const top = groundY - h - 10;
  s.add(
    path(
      `M${f(x - w / 2)},${f(top + 40)} Q${f(x)},${f(top - 30)} ${f(x + w / 2)},${f(top + 40)} Z`,
      "#c9a45c",
    ),
  );
  for (let i = 0; i < 18; i++) {
    const fx = x - w / 2 + (w * i) / 17;
    s.add(
      line(
        fx,
        top + 40,
        fx + s.rand(-4, 4),
        top + 54 + s.rand(0, 10),
        "#b08a48",
        3,
        `stroke-linecap="round"`,
      ),
    );
  }
  s.add(
    path(
      `M${f(x - w * 0.3)},${f(top + 14)} Q${f(x)},${f(top - 14)} ${f(x + w * 0.3)},${f(top + 14)}`,
      "none",
      `stroke="#a07c3c" stroke-width="3"`,
    ),
  );
}

/** The white cathedral of Santa Marta: long nave, bell tower and a dome. */
function cathedral(s: Svg, x: number, baseY: number, k: number): void {
  const wall = "#f7f4ee";
  const shade = "#e3ded4";
  s.add(rect(x - 70 * k, baseY - 60 * k, 150 * k, 60 * k, wall));
  s.add(
    poly(
      [
        [x - 74 * k, baseY - 60 * k],
        [x + 84 * k, baseY - 60 * k],
        [x + 70 * k, baseY - 74 * k],
        [x - 60 * k, baseY - 74 * k],
      ],
      "#c9683f",
    ),
  );
  s.add(rect(x + 30 * k, baseY - 96 * k, 36 * k, 36 * k, wall));
  s.add(
    path(
      `M${f(x + 26 * k)},${f(baseY - 96 * k)} Q${f(x + 48 * k)},${f(baseY - 132 * k)} ${f(x + 70 * k)},${f(baseY - 96 * k)} Z`,
      shade,
    ),
  );
  s.add(rect(x + 46 * k, baseY - 144 * k, 4 * k, 14 * k, "#8a7f74"));
  // bell tower at the front
  s.add(rect(x - 96 * k, baseY - 150 * k, 38 * k, 150 * k, wall));
  s.add(rect(x - 70 * k, baseY - 150 * k, 12 * k, 150 * k, shade));
  s.add(
    path(
      `M${f(x - 86 * k)},${f(baseY - 110 * k)} L${f(x - 86 * k)},${f(baseY - 128 * k)} Q${f(x - 77 * k)},${f(baseY - 140 * k)} ${f(x - 68 * k)},${f(baseY - 128 * k)} L${f(x - 68 * k)},${f(baseY - 110 * k)} Z`,
      "#7d6b5d",
    ),
  );
  s.add(rect(x - 100 * k, baseY - 156 * k, 46 * k, 7 * k, wall));
  s.add(
    path(
      `M${f(x - 94 * k)},${f(baseY - 156 * k)} Q${f(x - 77 * k)},${f(baseY - 184 * k)} ${f(x - 60 * k)},${f(baseY - 156 * k)} Z`,
      wall,
    ),
  );
  s.add(rect(x - 79 * k, baseY - 198 * k, 4 * k, 18 * k, "#8a7f74"));
  s.add(rect(x - 84 * k, baseY - 192 * k, 14 * k, 3 * k, "#8a7f74"));
  s.add(
    path(
      `M${f(x - 20 * k)},${f(baseY)} L${f(x - 20 * k)},${f(baseY - 30 * k)} Q${f(x - 6 * k)},${f(baseY - 46 * k)} ${f(x + 8 * k)},${f(baseY - 30 * k)} L${f(x + 8 * k)},${f(baseY)} Z`,
      "#7d6b5d",
    ),
  );
}

function santaMartaHero(s: Svg): void {
  sky(s, [
    [0, "#4f95cf"],
    [0.5, "#a9d0e6"],
    [0.75, "#f1e6cf"],
    [1, "#f6d9a8"],
  ]);
  sun(s, 1380, 150, 40, "#fffbe6", "#ffe7b0", 320, 0.55);
  cloud(s, 180, 120, 1.3, "#ffffff", 0.85);
  cloud(s, 760, 80, 0.9, "#ffffff", 0.7);

  // Sierra Nevada: high snowy peaks far inland
  const sierra = ridge(s, {
    baseY: 330,
    amp: 16,
    fill: "#8ea7c2",
    peaks: [
      [260, 310],
      [480, 270],
      [600, 196],
      [700, 236],
      [840, 164],
      [990, 250],
      [1300, 300],
    ],
    rough: 0.45,
  });
  snowPeak(s, sierra, 600, 70, 34);
  snowPeak(s, sierra, 840, 110, 50);
  haze(s, 200, 420, "#eef2f0", 0.5);
  // dry green foothills around the bay
  ridge(s, {
    baseY: 430,
    amp: 30,
    fill: "#7f9a66",
    peaks: [
      [100, 360],
      [420, 420],
      [900, 440],
      [1300, 380],
      [1560, 330],
    ],
    rough: 0.5,
  });
  ridge(s, {
    baseY: 470,
    amp: 20,
    fill: "#6b8a55",
    peaks: [
      [60, 400],
      [300, 470],
      [1240, 480],
      [1500, 400],
    ],
    rough: 0.45,
  });
  for (let i = 0; i < 40; i++) {
    const tx = s.rand(0, 1600);
    if (tx > 380 && tx < 1200) continue;
    const ty = s.rand(430, 500);
    s.add(circle(tx, ty, s.rand(5, 10), "#58784a", `opacity="0.7"`));
  }

  // The bay
  water(s, 520, 700, "#5fb3c8", "#1f6f8f", "#ffffff", 80);
  s.add(rect(0, 514, 1600, 10, "#e9d7b0"));
  // El Morro with its lighthouse
  s.add(path("M1230,560 C1250,510 1290,490 1320,494 C1350,498 1372,520 1390,560 Z", "#8a7a5a"));
  s.add(path("M1240,560 C1260,520 1290,504 1318,506 C1300,520 1284,540 1276,560 Z", "#a08e6a"));
  s.add(rect(1310, 456, 14, 40, "#f7f4ee"));
  s.add(rect(1306, 450, 22, 8, "#c8262f"));
  s.add(path("M1308,450 Q1317,436 1326,450 Z", "#c8262f"));
  s.add(rect(1340, 480, 24, 16, "#f7f4ee"));
  // boats
  for (const [bx, by, k, c] of [
    [420, 600, 1, "#f4efe6"],
    [700, 640, 1.3, "#2f6f8f"],
    [980, 590, 0.8, "#e04b3a"],
  ] as const)
    lancha(s, bx, by, k, c, "#f2c230");
  s.add(path("M1080,560 L1080,470 L1130,552 Z", "#f7f4ee"));
  s.add(path("M1074,560 L1074,490 L1040,556 Z", "#f2ede3"));
  s.add(path("M1030,562 L1140,562 L1128,574 L1044,574 Z", "#33485a"));

  // The town along the waterfront: low colonial blocks, the cathedral, palms on the promenade
  let x = 0;
  while (x < 1600) {
    const w = s.rand(70, 130);
    const h = s.rand(50, 110);
    const c = s.pick(["#f3e6cf", "#f2c14e", "#e5b08a", "#f7f4ee", "#9fc4b0", "#e58a6a"]);
    s.add(rect(x, 760 - h, w, h, c));
    s.add(rect(x - 2, 756 - h, w + 4, 6, "#f7efe0"));
    for (let wx = x + 10; wx < x + w - 14; wx += 22) s.add(rect(wx, 770 - h, 10, 16, "#5a4a40"));
    x += w;
  }
  cathedral(s, 760, 760, 1.3);
  // malecón
  s.add(rect(0, 758, 1600, 26, "#e3d3b2"));
  s.add(rect(0, 780, 1600, 120, "#d9c49e"));
  for (let i = 0; i < 70; i++)
    s.add(rect(s.rand(0, 1600), s.rand(790, 890), s.rand(16, 36), 4, "#c8b189", `rx="2" opacity="0.7"`));
  for (const [px, h, lean] of [
    [60, 300, 0.1],
    [250, 250, -0.12],
    [470, 280, 0.08],
    [1080, 300, -0.1],
    [1290, 240, 0.12],
    [1520, 320, -0.08],
  ] as const)
    palm(s, px, 800, h, "#2f5d39", lean);
  person(s, 620, 880, 130, PEOPLE[0]![0], PEOPLE[0]![1], { hair: PEOPLE[0]![2] });
  person(s, 660, 884, 120, PEOPLE[1]![0], PEOPLE[1]![1], { hair: PEOPLE[1]![2] });
  person(s, 1180, 880, 140, PEOPLE[2]![0], PEOPLE[2]![1], { hair: PEOPLE[2]![2], bag: true });
  // a vendor's cart with a striped umbrella
  s.add(rect(900, 820, 110, 50, "#f2efe6", `rx="6"`));
  s.add(circle(920, 876, 10, "#333"));
  s.add(circle(990, 876, 10, "#333"));
  s.add(rect(953, 720, 4, 100, "#5a4a3a"));
  s.add(path("M890,740 Q955,690 1020,740 Z", "#e04b3a"));
  s.add(path("M925,740 Q955,700 985,740 Z", "#f2c230"));
  birds(s, 380, 260, 5, "#4a5a60", 9);
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: Taganga bay, boats on the beach and a laptop under a palm-thatch shade
// ---------------------------------------------------------------------------------------------
function taganga(s: Svg): void {
  const W = s.w;
  sky(s, [
    [0, "#4fa3dc"],
    [1, "#e6f2ef"],
  ]);
  sun(s, 980, 100, 36, "#fffbe6", "#fff0b8", 240, 0.5);
  cloud(s, 120, 110, 1.0, "#ffffff", 0.85);
  // dry hills wrapping the bay, with cacti and scrub
  const hills = ridge(s, {
    baseY: 330,
    amp: 30,
    fill: "#9a9a62",
    peaks: [
      [0, 180],
      [260, 260],
      [560, 360],
      [900, 300],
      [1200, 200],
    ],
    rough: 0.5,
  });
  for (let i = 0; i < 60; i++) {
    const bx = s.rand(0, W);
    const by = ridgeY(hills, bx) + s.rand(14, 120);
    if (by < 386) s.add(circle(bx, by, s.rand(4, 9), "#6f7f48", `opacity="0.8"`));
  }
  for (const [cx, cy] of [
    [140, 330],
    [1020, 350],
    [1110, 300],
  ] as const) {
    s.add(rect(cx - 4, cy - 40, 8, 40, "#5f7a44", `rx="4"`));
    s.add(rect(cx - 16, cy - 26, 6, 16, "#5f7a44", `rx="3"`));
    s.add(rect(cx + 10, cy - 32, 6, 18, "#5f7a44", `rx="3"`));
  }
  // village houses at the foot of the hills
  for (let x = 380; x < 860; x += s.rand(34, 50)) {
    const h = s.rand(24, 44);
    s.add(rect(x, 392 - h, 36, h, s.pick(["#f3e6cf", "#4fa3b8", "#f2c14e", "#e58a6a", "#f7f4ee"])));
    s.add(rect(x - 2, 388 - h, 40, 5, "#c9683f"));
  }
  // bay with a dive boat
  water(s, 392, 560, "#48b3c4", "#1f7f9f", "#ffffff", 60);
  lancha(s, 520, 470, 1.4, "#f4efe6", "#2b6cb0");
  s.add(rect(560, 410, 3, 46, "#3a3a3a"));
  s.add(rect(563, 410, 34, 22, "#d8262f"));
  s.add(line(563, 432, 597, 410, "#ffffff", 5));
  for (const dx of [470, 500]) {
    s.add(circle(dx, 450, 7, "#1c1c22"));
    s.add(rect(dx - 6, 452, 12, 10, "#1c1c22"));
  }
  lancha(s, 860, 430, 0.9, "#e04b3a", "#f2c230");
  // beach with boats pulled up
  s.add(path(`M0,560 Q${W / 2},540 ${W},560 L${W},800 L0,800 Z`, "#eddcb8"));
  s.add(path(`M0,560 Q${W / 2},540 ${W},560 L${W},572 Q${W / 2},552 0,572 Z`, "#ffffff", `opacity="0.5"`));
  lancha(s, 820, 620, 2.2, "#2f6f5e", "#f2c230");
  lancha(s, 1060, 600, 1.6, "#f2c14e", "#e04b3a");
  // palapa shade with a table, laptop and two people
  palapa(s, 300, 760, 300, 420);
  const ty = 700;
  s.add(rect(180, ty - 74, 240, 10, "#8a5a36"));
  s.add(rect(196, ty - 64, 8, 64, "#6b4a30"));
  s.add(rect(396, ty - 64, 8, 64, "#6b4a30"));
  laptop(s, 300, ty - 74, 70, "#cfd3d8", "#cfe8ff", 1);
  cup(s, 360, ty - 74, 14, "#f4f1ea", "#ffffff");
  seated(s, 232, ty + 20, 160, PEOPLE[1]![0], PEOPLE[1]![1], 1, PEOPLE[1]![2]);
  seated(s, 392, ty + 22, 150, PEOPLE[3]![0], PEOPLE[3]![1], -1, PEOPLE[3]![2]);
  s.add(rect(200, ty + 20, 60, 8, "#6b4a30"));
  s.add(rect(360, ty + 22, 60, 8, "#6b4a30"));
  palm(s, 1140, 700, 320, "#2f5d39", -0.12);
  person(s, 960, 760, 130, "#f2c230", "#8d5a3b", { hair: "#1c1410" });
  birds(s, 700, 180, 4, "#4a5a60", 9);
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: a café terrace in Minca, jungle hills, a waterfall and a hammock
// ---------------------------------------------------------------------------------------------
function minca(s: Svg): void {
  const W = s.w;
  sky(s, [
    [0, "#8cc3e0"],
    [1, "#eef4ea"],
  ]);
  cloud(s, 200, 140, 1.4, "#ffffff", 0.8);
  cloud(s, 800, 200, 1.2, "#ffffff", 0.7);
  ridge(s, {
    baseY: 260,
    amp: 40,
    fill: "#7fa88a",
    peaks: [
      [300, 180],
      [900, 220],
    ],
    rough: 0.5,
  });
  haze(s, 180, 360, "#eef3ec", 0.4);
  ridge(s, {
    baseY: 360,
    amp: 40,
    fill: "#4f8a5a",
    peaks: [
      [150, 300],
      [700, 330],
      [1100, 280],
    ],
    rough: 0.5,
  });
  // waterfall down a cleft
  s.add(
    path("M560,300 C570,360 580,420 576,470 L610,470 C608,420 598,360 590,300 Z", "#f4fbff", `opacity="0.9"`),
  );
  s.add(ellipse(592, 474, 40, 10, "#dff2f7"));
  ridge(s, {
    baseY: 470,
    amp: 30,
    fill: "#3f7d46",
    peaks: [
      [100, 430],
      [600, 480],
      [1000, 440],
    ],
    rough: 0.5,
  });
  for (let i = 0; i < 14; i++)
    roundTree(s, s.rand(0, W), s.rand(470, 520), s.rand(50, 80), "#2f6b3a", "#4f8a5a", "#4a3a2a");
  for (let i = 0; i < 5; i++)
    palm(s, s.rand(0, W), s.rand(500, 540), s.rand(120, 180), "#2a5a34", s.rand(-0.15, 0.15));

  // wooden deck and railing
  s.add(rect(0, 560, W, 240, "#a8774a"));
  for (let y = 570; y < 800; y += 26) s.add(line(0, y, W, y, "#8a5f38", 2));
  s.add(rect(0, 520, W, 10, "#7a5232"));
  for (let x = 10; x < W; x += 40) s.add(rect(x, 520, 8, 44, "#7a5232"));
  s.add(rect(0, 556, W, 8, "#7a5232"));
  // roof beam with hanging plants at the top
  s.add(rect(0, 0, W, 30, "#6b4a30"));
  for (const hx of [120, 480, 860]) {
    s.add(line(hx, 30, hx, 84, "#6b4a30", 2));
    for (let k = 0; k < 7; k++) {
      const lx = hx - 24 + k * 8;
      s.add(
        path(
          `M${lx},96 q${s.rand(-6, 6)},${f(s.rand(30, 70))} ${s.rand(-4, 4)},${f(s.rand(60, 110))}`,
          "none",
          `stroke="#3f7d46" stroke-width="4" stroke-linecap="round"`,
        ),
      );
    }
    s.add(path(`M${hx - 26},84 L${hx + 26},84 L${hx + 20},104 L${hx - 20},104 Z`, "#c9683f"));
  }
  // hammock between two posts, with a fringe along its lower edge
  s.add(rect(760, 200, 14, 420, "#6b4a30"));
  s.add(rect(1130, 200, 14, 420, "#6b4a30"));
  s.add(line(774, 300, 800, 338, "#d9c49e", 3));
  s.add(line(1130, 300, 1104, 338, "#d9c49e", 3));
  s.add(path("M796,336 Q955,500 1108,336 L1108,352 Q955,540 796,352 Z", "#e04b3a"));
  s.add(path("M800,340 Q955,496 1104,340", "none", `stroke="#f2c230" stroke-width="5"`));
  for (let i = 1; i < 16; i++) {
    const u = i / 16;
    const fx = (1 - u) * (1 - u) * 796 + 2 * (1 - u) * u * 955 + u * u * 1108;
    const fy = (1 - u) * (1 - u) * 352 + 2 * (1 - u) * u * 540 + u * u * 352;
    s.add(line(fx, fy - 2, fx, fy + 16, "#f2c230", 3));
  }
  s.add(ellipse(900, 420, 40, 14, "#f4efe6", `transform="rotate(22 900 420)"`));
  // table with coffee and a laptop
  s.add(ellipse(360, 620, 140, 18, "#7a5232"));
  s.add(rect(352, 620, 16, 120, "#5a3a24"));
  laptop(s, 380, 614, 80, "#cfd3d8", "#cfe8ff", -1);
  cup(s, 290, 614, 16, "#f4f1ea", "#ffffff");
  cup(s, 320, 614, 14, "#c9683f");
  chair(s, 490, 800, 120, "#5a3a24");
  seated(s, 480, 760, 190, PEOPLE[0]![0], PEOPLE[0]![1], -1, PEOPLE[0]![2]);
  chair(s, 200, 800, 120, "#5a3a24");
  // hummingbird at a feeder
  s.add(line(620, 30, 620, 150, "#3a3a3a", 1.5));
  s.add(rect(608, 150, 24, 30, "#e04b3a", `rx="6"`));
  s.add(ellipse(660, 160, 14, 6, "#2f855a", `transform="rotate(-20 660 160)"`));
  s.add(line(646, 164, 630, 168, "#1c1c22", 2));
  s.add(ellipse(664, 150, 12, 4, "#7fb3a0", `opacity="0.7" transform="rotate(-60 664 150)"`));
}

const HERO = { width: 1600, height: 900 };
const GALLERY = { width: 1200, height: 800 };

export default [
  { city: "santa-marta-colombia", file: "hero", ...HERO, draw: santaMartaHero },
  { city: "santa-marta-colombia", file: "gallery-1", ...GALLERY, draw: taganga },
  { city: "santa-marta-colombia", file: "gallery-2", ...GALLERY, draw: minca },
] satisfies Artwork[];
