/**
 * Hero illustrations (1600x900), one per city: a layered landscape or skyline with the city's
 * best-known landmarks.
 */
import {
  type Artwork,
  type Svg,
  birds,
  bloomTree,
  circle,
  cloud,
  ellipse,
  fmt as f,
  group,
  haze,
  hillHouses,
  line,
  palm,
  path,
  poly,
  rect,
  ridge,
  ridgeY,
  roundTree,
  sky,
  skyline,
  snowCap,
  streetLamp,
  streak,
  sun,
  tower,
  water,
  person,
  cypress,
} from "./art";

const W = 1600;
const H = 900;

// ---------------------------------------------------------------------------------------------
// Medellín: green Aburrá valley, brick hillside barrios, Metrocable, Coltejer needle, guayacanes
// ---------------------------------------------------------------------------------------------
function medellin(s: Svg): void {
  sky(s, [
    [0, "#6fb2dc"],
    [0.45, "#aad6e8"],
    [0.8, "#e9efe0"],
    [1, "#f7e7c9"],
  ]);
  sun(s, 1260, 170, 46, "#fff6dc", "#ffe9b0", 380, 0.6);
  cloud(s, 180, 150, 1.3, "#ffffff", 0.85);
  cloud(s, 560, 95, 0.9, "#ffffff", 0.7);
  cloud(s, 900, 200, 1.1, "#ffffff", 0.8);
  cloud(s, 1380, 300, 0.8, "#ffffff", 0.6);

  // Far ranges
  ridge(s, {
    baseY: 360,
    amp: 60,
    fill: "#a9c8c6",
    peaks: [
      [300, 300],
      [800, 380],
      [1250, 310],
    ],
  });
  haze(s, 300, 480, "#eef2e6", 0.55);
  const mid = ridge(s, {
    baseY: 450,
    amp: 55,
    fill: "#7fae86",
    peaks: [
      [180, 360],
      [520, 470],
      [800, 560],
      [1100, 500],
      [1450, 390],
    ],
    rough: 0.5,
  });
  hillHouses(s, mid, 0, 620, 2.4, ["#c96f45", "#d98a5c", "#b85c37", "#e4a77c", "#efe3cf"], "#8c3f26", 110);
  hillHouses(
    s,
    mid,
    1030,
    1600,
    2.2,
    ["#c96f45", "#d98a5c", "#b85c37", "#e4a77c", "#efe3cf"],
    "#8c3f26",
    110,
  );
  haze(s, 420, 640, "#f3efe0", 0.45);

  // Valley city
  const win = { lit: "#f9f1d8", dark: "#8fa3ab", litRatio: 0.25, rowH: 9 };
  skyline(s, {
    x0: 330,
    x1: 1250,
    baseY: 660,
    minH: 40,
    maxH: 120,
    minW: 26,
    maxW: 60,
    fills: ["#b9c6c9", "#cdd5d3", "#a9b8bd", "#dcd6c8"],
    win,
    gap: 3,
  });
  // Coltejer tower with its needle top
  const cx = 760;
  tower(s, cx, 660, 40, 240, "#c3ccce", { win: { ...win, litRatio: 0.15 }, shade: "#aab5b9" });
  s.add(path(`M${cx},420 Q${cx + 20},330 ${cx + 20},300 Q${cx + 20},330 ${cx + 40},420 Z`, "#c3ccce"));
  s.add(ellipse(cx + 20, 392, 5, 16, "#dbe9ea"));
  skyline(s, {
    x0: 280,
    x1: 1320,
    baseY: 700,
    minH: 25,
    maxH: 80,
    minW: 30,
    maxW: 70,
    fills: ["#d7cfbf", "#c7b9a5", "#e3dccd", "#b3a996"],
    win: { ...win, litRatio: 0.1 },
    gap: 2,
  });
  haze(s, 560, 720, "#f5efe2", 0.35);
  // Elevated Metro running along the valley floor
  for (let px = 290; px < 1330; px += 70) s.add(rect(px, 690, 8, 40, "#a59d8e"));
  s.add(rect(250, 682, 1100, 10, "#9c9486"));
  s.add(rect(520, 662, 210, 21, "#eef0ec", `rx="6"`));
  for (let wx = 532; wx < 715; wx += 22) s.add(rect(wx, 667, 15, 7, "#4f6d7a", `rx="1.5"`));
  s.add(rect(520, 676, 210, 3, "#2e7d5b"));

  // Metrocable: two cables climbing to the right with towers and cabins
  const x0 = 940;
  const y0 = 700;
  const x1 = 1560;
  const y1 = 430;
  const cableY = (x: number) => y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  for (const off of [0, 7]) s.add(line(x0, y0 - 40 + off, x1, y1 - 40 + off, "#3e4a4f", 1.6));
  for (const tx of [1080, 1240, 1400]) {
    const ty = cableY(tx) - 40;
    s.add(
      poly(
        [
          [tx - 4, ty],
          [tx + 4, ty],
          [tx + 10, ty + 120],
          [tx - 10, ty + 120],
        ],
        "#5b676b",
      ),
    );
    s.add(rect(tx - 14, ty - 3, 28, 6, "#5b676b"));
  }
  const cabins: Array<[number, string]> = [
    [1010, "#e04b3a"],
    [1160, "#f2f2ee"],
    [1320, "#e04b3a"],
    [1470, "#f2f2ee"],
  ];
  for (const [gx, c] of cabins) {
    const gy = cableY(gx) - 36;
    s.add(line(gx, gy, gx, gy + 14, "#3e4a4f", 2));
    s.add(rect(gx - 13, gy + 14, 26, 22, c, `rx="5"`));
    s.add(rect(gx - 9, gy + 18, 18, 8, "#5d7c8c", `rx="2"`));
  }
  // Station on the hill
  s.add(rect(1500, 400, 80, 36, "#e8e4da"));
  s.add(
    poly(
      [
        [1494, 402],
        [1586, 402],
        [1560, 386],
        [1520, 386],
      ],
      "#9a4a2f",
    ),
  );

  // Foreground hills with trees
  const near = ridge(s, {
    baseY: 770,
    amp: 40,
    fill: "#4f8a5a",
    peaks: [
      [200, 720],
      [700, 800],
      [1300, 760],
    ],
    rough: 0.45,
  });
  hillHouses(s, near, 0, 420, 1.2, ["#c96f45", "#d98a5c", "#e4a77c"], "#7d3520", 40, 1.6);
  ridge(s, { baseY: 850, amp: 25, fill: "#3c7048", rough: 0.4 });
  for (const [x, size, bloom] of [
    [120, 120, "y"],
    [330, 90, "p"],
    [1180, 110, "p"],
    [1420, 140, "y"],
    [1560, 90, "y"],
  ] as const) {
    const gy = ridgeY(near, x) + 60;
    if (bloom === "y") bloomTree(s, x, gy, size, "#3f7d46", "#f2c12e", "#ffe07a", "#5b4330");
    else bloomTree(s, x, gy, size, "#3f7d46", "#e9799f", "#f8b6cc", "#5b4330");
  }
  palm(s, 560, 880, 170, "#2f5d39", 0.1);
  palm(s, 610, 885, 130, "#2f5d39", -0.15);
  roundTree(s, 900, 890, 80, "#3a6d44", "#5b9561", "#4a3a2a");
  birds(s, 420, 250, 5, "#4a5a60", 9);
}

// ---------------------------------------------------------------------------------------------
// Rio de Janeiro: Sugarloaf and Christ the Redeemer over Guanabara Bay at sunset
// ---------------------------------------------------------------------------------------------
function christStatue(s: Svg, x: number, topY: number, scale: number, color: string): void {
  const k = scale;
  const parts: string[] = [];
  parts.push(rect(x - 9 * k, topY + 62 * k, 18 * k, 18 * k, color)); // pedestal
  parts.push(
    poly(
      [
        [x - 7 * k, topY + 62 * k],
        [x + 7 * k, topY + 62 * k],
        [x + 5 * k, topY + 14 * k],
        [x - 5 * k, topY + 14 * k],
      ],
      color,
    ),
  ); // robe
  parts.push(rect(x - 34 * k, topY + 14 * k, 68 * k, 6 * k, color, `rx="${f(3 * k)}"`)); // outstretched arms
  parts.push(
    poly(
      [
        [x - 34 * k, topY + 14 * k],
        [x - 30 * k, topY + 24 * k],
        [x - 22 * k, topY + 20 * k],
      ],
      color,
    ),
  );
  parts.push(
    poly(
      [
        [x + 34 * k, topY + 14 * k],
        [x + 30 * k, topY + 24 * k],
        [x + 22 * k, topY + 20 * k],
      ],
      color,
    ),
  );
  parts.push(circle(x, topY + 8 * k, 5 * k, color));
  s.add(group(parts.join("")));
}

function rio(s: Svg): void {
  sky(s, [
    [0, "#2b3468"],
    [0.32, "#6b4f98"],
    [0.58, "#e07a6a"],
    [0.72, "#f6a96b"],
    [0.8, "#ffd69a"],
  ]);
  sun(s, 700, 560, 52, "#fff1c9", "#ffc27a", 520, 0.7);
  streak(s, 80, 170, 420, 14, "#f39a8c", 0.55);
  streak(s, 260, 200, 300, 10, "#f7b19a", 0.5);
  streak(s, 900, 140, 520, 16, "#e98a8f", 0.45);
  streak(s, 1100, 180, 300, 9, "#f7b19a", 0.5);
  streak(s, 420, 380, 380, 10, "#ffc99a", 0.4);

  // Niterói hills across the bay
  ridge(s, { baseY: 585, amp: 18, fill: "#8a5a86", rough: 0.5 });
  haze(s, 540, 600, "#f4b48a", 0.5);

  // Bay
  water(s, 598, 900, "#f0a06e", "#3c3460", "#ffe0a8", 160);
  // Sun reflection column
  for (let i = 0; i < 26; i++) {
    const y = 606 + i * 11 + s.rand(-3, 3);
    const w = 30 + i * 6 + s.rand(-10, 10);
    s.add(
      rect(700 - w / 2 + s.rand(-12, 12), y, w, 3, "#fff0c8", `rx="1.5" opacity="${f(0.75 - i * 0.022)}"`),
    );
  }

  // Sugarloaf and Morro da Urca
  const rock = s.linU(
    [
      [0, "#5a3f6e"],
      [1, "#2c2140"],
    ],
    0,
    300,
    0,
    640,
  );
  s.add(path("M1010,612 C1040,560 1080,520 1130,512 C1180,505 1230,530 1262,575 L1270,612 Z", rock));
  s.add(
    path(
      "M1228,612 C1246,520 1262,420 1300,352 C1330,300 1372,284 1402,300 C1436,320 1452,380 1470,460 C1484,520 1500,575 1530,612 Z",
      rock,
    ),
  );
  s.add(
    path(
      "M1300,352 C1330,300 1372,284 1402,300 C1382,300 1350,318 1328,360 C1310,395 1300,440 1292,470 Z",
      "#7a5a86",
      `opacity="0.6"`,
    ),
  );
  // Cable car between the two peaks
  s.add(line(1135, 512, 1392, 300, "#2a2036", 1.4));
  s.add(rect(1244, 404, 14, 10, "#f4d9a8", `rx="2"`));
  s.add(line(1251, 396, 1251, 404, "#2a2036", 1.4));
  // Small hills and trees at the water line
  s.add(
    path(
      "M990,616 C1040,600 1100,604 1160,610 C1240,600 1320,596 1400,606 C1480,600 1560,598 1620,604 L1620,624 L990,624 Z",
      "#241b36",
    ),
  );

  // Corcovado with Christ the Redeemer
  const cor = s.linU(
    [
      [0, "#4a3a68"],
      [1, "#1f1a35"],
    ],
    0,
    220,
    0,
    640,
  );
  s.add(
    path(
      "M-20,640 L-20,470 C60,450 130,420 200,380 C260,345 300,300 330,262 C345,240 360,232 372,232 C386,232 398,245 410,270 C440,330 470,380 520,420 C600,480 700,520 820,560 L900,640 Z",
      cor,
    ),
  );
  s.add(
    path(
      "M-20,560 C80,520 170,470 240,420 C290,384 320,340 345,300 C330,360 300,420 250,470 C180,530 90,570 -20,600 Z",
      "#5b4878",
      `opacity="0.45"`,
    ),
  );
  s.add(
    path(
      "M420,300 C450,360 490,410 560,450 C640,495 740,530 860,566 L700,560 C600,530 520,490 470,440 C440,400 425,350 420,300 Z",
      "#2a2244",
      `opacity="0.5"`,
    ),
  );
  christStatue(s, 372, 150, 1.1, "#1f1a35");
  s.add(
    circle(
      372,
      200,
      70,
      s.rad(
        [
          [0, "#ffe3b0", 0.35],
          [1, "#ffe3b0", 0],
        ],
        372,
        200,
        70,
      ),
    ),
  );

  // Botafogo waterfront lights
  const wins = { lit: "#ffd58a", dark: "#3a2f55", litRatio: 0.45, rowH: 8, cols: 3 };
  skyline(s, {
    x0: 380,
    x1: 1010,
    baseY: 640,
    minH: 18,
    maxH: 62,
    minW: 18,
    maxW: 36,
    fills: ["#2d2546", "#352b52", "#281f3f"],
    win: wins,
    gap: 2,
  });
  s.add(rect(0, 636, 1010, 8, "#1f1a35"));

  // Sailboats
  for (const [bx, by, k] of [
    [560, 700, 1],
    [860, 660, 0.7],
    [980, 740, 1.2],
    [300, 690, 0.8],
  ] as const) {
    s.add(
      poly(
        [
          [bx, by],
          [bx + 2, by - 46 * k],
          [bx + 26 * k, by - 4],
        ],
        "#fbe8d0",
      ),
    );
    s.add(
      poly(
        [
          [bx - 3, by],
          [bx - 20 * k, by - 30 * k],
          [bx - 1, by - 34 * k],
        ],
        "#f4cfb0",
      ),
    );
    s.add(
      path(
        `M${bx - 28 * k},${by} L${bx + 34 * k},${by} L${bx + 26 * k},${by + 7 * k} L${bx - 22 * k},${by + 7 * k} Z`,
        "#2c2140",
      ),
    );
  }
  birds(s, 980, 250, 6, "#3a2a48", 10);

  // Copacabana promenade with the wave mosaic
  s.add(rect(0, 820, W, 80, "#f3e4cf"));
  const waves: string[] = [];
  for (let row = 0; row < 4; row++) {
    const y = 836 + row * 18;
    let d = `M-40,${y}`;
    for (let x = -40; x < W + 80; x += 80) d += ` q20,-14 40,0 q20,14 40,0`;
    waves.push(`<path d="${d}" fill="none" stroke="#1e1a24" stroke-width="6"/>`);
  }
  s.add(group(waves.join("")));
  s.add(rect(0, 806, W, 16, "#e9c99c"));
  palm(s, 90, 830, 330, "#1c1527", 0.12);
  palm(s, 200, 830, 250, "#1c1527", -0.1);
  palm(s, 1480, 830, 300, "#1c1527", -0.12);
  palm(s, 1560, 830, 220, "#1c1527", 0.1);
  person(s, 1200, 822, 58, "#1c1527");
  person(s, 1224, 822, 54, "#1c1527");
  person(s, 420, 822, 56, "#1c1527", undefined, { bag: true });
}

// ---------------------------------------------------------------------------------------------
// São Paulo: dense skyline at blue hour, the wavy Edifício Copan and MASP on Avenida Paulista
// ---------------------------------------------------------------------------------------------
function saoPaulo(s: Svg): void {
  sky(s, [
    [0, "#1b2350"],
    [0.35, "#3f3a78"],
    [0.6, "#b0668a"],
    [0.74, "#f09a78"],
    [0.82, "#f7c48a"],
  ]);
  streak(s, 100, 200, 500, 12, "#6e5a9a", 0.5);
  streak(s, 900, 160, 600, 14, "#7a5f9e", 0.45);
  streak(s, 1200, 300, 300, 9, "#d98a9a", 0.4);

  // Far layer
  const farWin = { lit: "#f7c98f", dark: "#6a5a8c", litRatio: 0.12, rowH: 9 };
  skyline(s, {
    x0: -20,
    x1: W + 20,
    baseY: 720,
    minH: 90,
    maxH: 270,
    minW: 30,
    maxW: 70,
    fills: ["#6c5c8e", "#75649a", "#665687"],
    win: farWin,
    gap: 1,
    tops: ["flat", "flat", "antenna", "crown"],
  });
  haze(s, 430, 720, "#e9a18a", 0.35);

  // Paulista TV masts
  for (const [mx, mh] of [
    [1130, 470],
    [1290, 420],
    [1390, 380],
  ] as const) {
    s.add(
      poly(
        [
          [mx - 10, 640],
          [mx + 10, 640],
          [mx + 1.5, 640 - mh],
          [mx - 1.5, 640 - mh],
        ],
        "#3d3466",
      ),
    );
    for (let y = 640 - mh + 20; y < 620; y += 40) s.add(line(mx - 8, y, mx + 8, y + 20, "#3d3466", 1.2));
    s.add(circle(mx, 640 - mh, 4, "#ff5a5a"));
    s.add(circle(mx, 640 - mh + 90, 3, "#ff5a5a"));
  }

  // Mid layer with lit windows, Edifício Itália and the Banespa tower
  const win = { lit: "#ffd890", dark: "#3a3266", litRatio: 0.35, rowH: 10 };
  skyline(s, {
    x0: -20,
    x1: W + 20,
    baseY: 780,
    minH: 120,
    maxH: 300,
    minW: 40,
    maxW: 90,
    fills: ["#3f3870", "#463e7a", "#37305f"],
    win,
    gap: 2,
    tops: ["flat", "stepped", "flat", "antenna"],
  });
  tower(s, 690, 780, 62, 430, "#433b76", { win, top: "flat", shade: "#3a3268" });
  s.add(rect(684, 344, 74, 8, "#433b76"));
  tower(s, 860, 780, 80, 360, "#4a417c", { win, top: "stepped", shade: "#3f376e" });
  s.add(rect(896, 360, 8, 60, "#4a417c"));
  s.add(circle(900, 358, 3, "#ff5a5a"));

  // Edifício Copan: curving facade with horizontal brise-soleil
  const top = 330;
  const bottom = 800;
  const left = 60;
  const right = 600;
  const wave = (x: number) => Math.sin(((x - left) / (right - left)) * Math.PI * 1.5 + 0.3) * 26;
  let outline = `M${left},${bottom} L${left},${top + wave(left)}`;
  for (let x = left; x <= right; x += 10) outline += ` L${x},${top + wave(x)}`;
  outline += ` L${right},${bottom} Z`;
  const copanFill = s.linU(
    [
      [0, "#e6ddd2"],
      [0.3, "#b9aebf"],
      [0.55, "#f1e8dc"],
      [0.8, "#a99fb5"],
      [1, "#d8cfd0"],
    ],
    left,
    0,
    right,
    0,
  );
  s.add(path(outline, copanFill));
  const bands: string[] = [];
  for (let y = top + 10; y < bottom; y += 9) {
    let d = `M${left},${y + wave(left) * (1 - (y - top) / (bottom - top)) * 0.3}`;
    for (let x = left; x <= right; x += 12)
      d += ` L${x},${f(y + wave(x) * 0.3 + Math.sin(((x - left) / (right - left)) * Math.PI * 1.5 + 0.3) * 8)}`;
    bands.push(`<path d="${d}" fill="none" stroke="#6e6484" stroke-width="2.2" opacity="0.55"/>`);
  }
  s.add(group(bands.join(""), `clip-path="${s.clip(`<path d="${outline}"/>`)}"`));
  // a few lit apartments between the brises
  for (let i = 0; i < 70; i++) {
    const x = s.rand(left + 10, right - 20);
    const y = s.rand(top + 30, bottom - 40);
    s.add(rect(x, y, 10, 4, "#ffd890", `opacity="0.85"`));
  }

  // Avenida Paulista with light trails and lamps
  s.add(rect(0, 778, W, 122, "#231e3c"));
  s.add(rect(0, 778, W, 6, "#2f2850"));
  s.add(rect(0, 852, W, 48, "#1b1730"));
  for (let i = 0; i < 9; i++) {
    const y = 864 + i * 3.6;
    s.add(
      rect(-20, y, W + 40, 1.8, i % 2 === 0 ? "#ff6a5a" : "#fff2c8", `opacity="${f(0.35 + s.r() * 0.4)}"`),
    );
  }
  for (const tx of [660, 770, 1530]) roundTree(s, tx, 852, 70, "#1f3a36", "#2c4d47", "#171327");

  // MASP: glass box hanging from two red portal frames, open plaza underneath
  const mx0 = 980;
  const mx1 = 1460;
  s.add(
    rect(
      mx0 - 30,
      786,
      mx1 - mx0 + 60,
      66,
      s.lin([
        [0, "#5a4a7a"],
        [1, "#3a3058"],
      ]),
    ),
  );
  s.add(ellipse((mx0 + mx1) / 2, 842, 260, 26, "#ffd890", `opacity="0.25"`));
  s.add(rect(mx0 - 30, 842, mx1 - mx0 + 60, 10, "#2f2850"));
  s.add(rect(mx0, 676, mx1 - mx0, 96, "#2a2a3c"));
  s.add(
    rect(
      mx0 + 6,
      690,
      mx1 - mx0 - 12,
      66,
      s.lin([
        [0, "#6a7a9a"],
        [1, "#3a4260"],
      ]),
    ),
  );
  for (let x = mx0 + 20; x < mx1 - 10; x += 24) s.add(line(x, 690, x, 756, "#2a2a3c", 2));
  for (let i = 0; i < 10; i++)
    s.add(rect(s.rand(mx0 + 10, mx1 - 40), s.rand(696, 740), 22, 10, "#ffd890", `opacity="0.7"`));
  s.add(rect(mx0 - 18, 650, 26, 192, "#d7262b"));
  s.add(rect(mx1 - 8, 650, 26, 192, "#d7262b"));
  s.add(rect(mx0 - 18, 650, mx1 - mx0 + 36, 22, "#e0322f"));
  s.add(rect(mx0 - 18, 772, mx1 - mx0 + 36, 14, "#c41f26"));
  for (const px of [1050, 1090, 1180, 1260, 1300, 1400]) person(s, px, 842, s.rand(36, 46), "#17132a");
  for (let x = 40; x < W; x += 190)
    if (x < mx0 - 40 || x > mx1 + 30) streetLamp(s, x, 852, 90, "#171327", "#ffd890");
}

// ---------------------------------------------------------------------------------------------
// Buenos Aires: the Obelisco on Avenida 9 de Julio, jacarandas and colourful La Boca houses
// ---------------------------------------------------------------------------------------------
function labocaHouse(
  s: Svg,
  x: number,
  groundY: number,
  w: number,
  h: number,
  wall: string,
  trim: string,
  door: string,
): void {
  const parts: string[] = [];
  parts.push(rect(x, groundY - h, w, h, wall));
  // corrugated iron ribs
  for (let cx = x + 4; cx < x + w; cx += 7)
    parts.push(rect(cx, groundY - h, 2, h, "#000000", `opacity="0.07"`));
  parts.push(rect(x - 4, groundY - h - 10, w + 8, 10, trim));
  const floors = Math.max(1, Math.round(h / 120));
  for (let fl = 0; fl < floors; fl++) {
    const fy = groundY - h + 24 + fl * (h / floors);
    for (let wx = x + 14; wx + 26 < x + w; wx += 46) {
      parts.push(rect(wx, fy, 26, 40, trim));
      parts.push(rect(wx + 4, fy + 4, 18, 32, "#2f3e4f"));
      parts.push(rect(wx + 12, fy + 4, 2, 32, trim));
    }
    if (fl < floors - 1 || floors === 1) {
      parts.push(rect(x + 8, fy + 48, w - 16, 5, "#3a2f2a"));
      for (let bx = x + 10; bx < x + w - 10; bx += 8) parts.push(rect(bx, fy + 52, 2, 16, "#3a2f2a"));
      parts.push(rect(x + 8, fy + 66, w - 16, 3, "#3a2f2a"));
    }
  }
  parts.push(rect(x + w / 2 - 14, groundY - 56, 28, 56, door));
  s.add(group(parts.join("")));
}

function buenosAires(s: Svg): void {
  sky(s, [
    [0, "#4f9fd8"],
    [0.5, "#9fd0ee"],
    [0.85, "#e8f3f2"],
    [1, "#f6efe0"],
  ]);
  sun(s, 1330, 140, 40, "#fffbe8", "#fff2c0", 300, 0.55);
  cloud(s, 120, 170, 1.2, "#ffffff", 0.9);
  cloud(s, 1000, 120, 1.0, "#ffffff", 0.85);
  cloud(s, 560, 240, 0.7, "#ffffff", 0.7);

  // Distant towers (Puerto Madero / Catalinas)
  skyline(s, {
    x0: 240,
    x1: 1380,
    baseY: 620,
    minH: 80,
    maxH: 240,
    minW: 30,
    maxW: 60,
    fills: ["#b9cfe0", "#c6d9e7", "#aec6da"],
    gap: 6,
    tops: ["flat", "slant", "flat"],
  });
  haze(s, 380, 640, "#eef5f7", 0.5);

  // Parisian-style blocks with domes lining the avenue
  const win = { lit: "#f2e6cf", dark: "#6d7f8c", litRatio: 0.3, rowH: 22, wFrac: 0.4, hFrac: 0.6 };
  const blocks: Array<[number, number, number, string, boolean]> = [
    [180, 170, 200, "#e7dcc6", true],
    [350, 140, 160, "#d9cdb6", false],
    [490, 180, 220, "#efe6d3", true],
    [960, 170, 210, "#e2d6bf", true],
    [1130, 150, 170, "#d6c8af", false],
    [1280, 190, 230, "#ebe1cc", true],
  ];
  for (const [bx, bw, bh, c, dome] of blocks) {
    tower(s, bx, 660, bw, bh, c, { win });
    s.add(rect(bx + bw - 18, 660 - bh, 18, bh, "#000000", `opacity="0.06"`));
    s.add(rect(bx - 4, 660 - bh - 8, bw + 8, 10, "#b9ab93"));
    if (dome) {
      const dx = bx + bw - 40;
      s.add(rect(dx - 22, 660 - bh - 38, 44, 30, c));
      s.add(
        path(
          `M${dx - 26},${660 - bh - 36} Q${dx},${660 - bh - 100} ${dx + 26},${660 - bh - 36} Z`,
          "#6f8a93",
        ),
      );
      s.add(rect(dx - 2, 660 - bh - 88, 4, 24, "#6f8a93"));
      s.add(circle(dx, 660 - bh - 90, 4, "#6f8a93"));
    }
  }

  // The Obelisco
  const ox = 800;
  const base = 700;
  s.add(
    poly(
      [
        [ox - 26, base],
        [ox + 26, base],
        [ox + 18, 250],
        [ox - 18, 250],
      ],
      "#f7f4ee",
    ),
  );
  s.add(
    poly(
      [
        [ox + 2, base],
        [ox + 26, base],
        [ox + 18, 250],
        [ox + 2, 250],
      ],
      "#dcd6cc",
    ),
  );
  s.add(
    poly(
      [
        [ox - 18, 250],
        [ox + 18, 250],
        [ox, 205],
      ],
      "#ece7de",
    ),
  );
  s.add(
    poly(
      [
        [ox, 250],
        [ox + 18, 250],
        [ox, 205],
      ],
      "#d2cbc0",
    ),
  );
  s.add(rect(ox - 4, 262, 8, 12, "#5c6670"));
  s.add(rect(ox - 60, base, 120, 10, "#cfc7b8"));

  // Avenue: lanes, flower beds, jacarandas
  s.add(rect(0, 700, W, 200, "#8f959b"));
  s.add(rect(0, 700, W, 14, "#7a8086"));
  for (let x = 0; x < W; x += 80) s.add(rect(x, 760, 44, 4, "#f2f0e8"));
  s.add(rect(0, 732, W, 14, "#6f9a5a"));
  for (const [jx, js] of [
    [120, 150],
    [300, 120],
    [470, 140],
    [1120, 150],
    [1290, 125],
    [1470, 145],
  ] as const)
    bloomTree(s, jx, 742, js, "#55744e", "#8a6cc8", "#b59ae6", "#4a3a33");

  // La Boca houses framing the picture
  labocaHouse(s, -20, 900, 210, 330, "#f2c230", "#2b6cb0", "#c53030");
  labocaHouse(s, 190, 900, 150, 250, "#2f7fc1", "#f2c230", "#2f855a");
  labocaHouse(s, 1260, 900, 160, 260, "#e0533f", "#2f855a", "#2b6cb0");
  labocaHouse(s, 1420, 900, 200, 340, "#3aa07a", "#e8b83a", "#c53030");
  // Cobblestones
  s.add(rect(340, 860, 920, 40, "#6b6460"));
  for (let i = 0; i < 120; i++)
    s.add(rect(s.rand(340, 1250), s.rand(862, 896), s.rand(10, 18), 5, "#7d7570", `rx="2"`));
  // Tango dancers
  person(s, 760, 872, 96, "#1f1c24", undefined, { hair: "#1f1c24" });
  person(s, 792, 872, 88, "#b4232a", "#1f1c24", { hair: "#1f1c24" });
  streetLamp(s, 1200, 880, 150, "#2a2a30");
}

// ---------------------------------------------------------------------------------------------
// Lima: Miraflores cliffs over the Pacific, paragliders, surfers and the pier at golden hour
// ---------------------------------------------------------------------------------------------
function paraglider(s: Svg, x: number, y: number, k: number, canopy: string, stripe: string): void {
  s.add(
    path(
      `M${x - 44 * k},${y + 4 * k} Q${x},${y - 34 * k} ${x + 44 * k},${y + 4 * k} Q${x},${y - 18 * k} ${x - 44 * k},${y + 4 * k} Z`,
      canopy,
    ),
  );
  s.add(
    path(
      `M${x - 16 * k},${y - 11 * k} Q${x},${y - 16 * k} ${x + 16 * k},${y - 11 * k} L${x + 15 * k},${y - 4 * k} Q${x},${y - 8 * k} ${x - 15 * k},${y - 4 * k} Z`,
      stripe,
    ),
  );
  for (const lx of [-36, -14, 14, 36]) s.add(line(x + lx * k, y - 2 * k, x, y + 40 * k, "#4a4a4a", 0.8));
  s.add(circle(x, y + 44 * k, 4 * k, "#3a3a3a"));
}

function lima(s: Svg): void {
  sky(s, [
    [0, "#86aecb"],
    [0.4, "#c8d3d2"],
    [0.62, "#f3d3ab"],
    [0.7, "#f8c28a"],
  ]);
  sun(s, 300, 560, 44, "#fff0cf", "#ffd08c", 420, 0.65);
  cloud(s, 520, 200, 1.6, "#f4ede4", 0.55);
  cloud(s, 140, 110, 1.1, "#f4ede4", 0.5);
  streak(s, 40, 440, 500, 10, "#f6d6b4", 0.55);
  streak(s, 260, 480, 360, 8, "#f9dcbc", 0.5);
  streak(s, 1000, 200, 500, 12, "#e7e1d8", 0.45);

  // Ocean
  water(s, 560, 900, "#d9b48e", "#2f5a6e", "#fff2d2", 140);
  for (let i = 0; i < 18; i++)
    s.add(
      rect(
        300 - (20 + i * 7) + s.rand(-10, 10),
        570 + i * 14,
        40 + i * 14,
        3,
        "#fff0c8",
        `rx="1.5" opacity="${f(0.7 - i * 0.03)}"`,
      ),
    );

  // Cliffs of the Costa Verde: wavy strata, gullies and patches of vegetation
  const cliff =
    "M600,900 L630,770 C670,700 720,640 760,600 C800,560 840,470 900,440 C980,410 1100,400 1240,392 C1380,386 1500,384 1620,384 L1620,900 Z";
  const strata: string[] = [];
  const colors = ["#c29a72", "#ad845f", "#c9a47d", "#9f7754", "#b98f67", "#a87f5b"];
  let y = 380;
  for (let i = 0; y < 900; i++) {
    let d = `M590,${y}`;
    for (let x = 590; x <= 1640; x += 40) d += ` L${x},${f(y + Math.sin(x / 70 + i) * 4 + s.rand(-2, 2))}`;
    d += " L1640,910 L590,910 Z";
    strata.push(path(d, colors[i % colors.length] ?? "#b98f67"));
    y += s.rand(22, 48);
  }
  for (let i = 0; i < 26; i++) {
    const gx = s.rand(760, 1600);
    const gy = s.rand(430, 520);
    strata.push(
      poly(
        [
          [gx - 5, gy],
          [gx + 5, gy],
          [gx + s.rand(-20, 20), gy + s.rand(120, 320)],
        ],
        "#6e4f3a",
        `opacity="0.18"`,
      ),
    );
  }
  for (let i = 0; i < 30; i++)
    strata.push(
      ellipse(s.rand(700, 1600), s.rand(460, 700), s.rand(8, 26), s.rand(4, 9), "#7f9a55", `opacity="0.55"`),
    );
  s.add(group(strata.join(""), `clip-path="${s.clip(`<path d="${cliff}"/>`)}"`));
  s.add(
    path(
      cliff,
      s.linU(
        [
          [0, "#3a2a20", 0],
          [1, "#3a2a20", 0.35],
        ],
        0,
        380,
        0,
        900,
      ),
    ),
  );
  // green parks on top of the cliff
  s.add(
    path(
      "M860,452 C980,414 1100,404 1240,396 C1380,390 1500,388 1620,388 L1620,404 C1500,404 1380,406 1240,412 C1100,420 980,430 880,464 Z",
      "#6e9a4f",
    ),
  );
  for (let x = 900; x < 1600; x += 42)
    roundTree(s, x + s.rand(-10, 10), 404 - (x - 900) * 0.012, 22, "#4f7a3d", "#6e9a4f", "#4a3a2a");
  // Miraflores buildings along the top
  const win = { lit: "#fff1cf", dark: "#8a7f78", litRatio: 0.3, rowH: 10 };
  skyline(s, {
    x0: 960,
    x1: 1620,
    baseY: 398,
    minH: 50,
    maxH: 170,
    minW: 34,
    maxW: 70,
    fills: ["#e8ddd0", "#d8cabb", "#f0e6da", "#cbbcae"],
    win,
    gap: 10,
    tops: ["flat", "flat", "antenna"],
  });
  // Costa Verde road
  s.add(
    path(
      "M612,840 C700,806 800,782 1000,770 C1200,760 1400,756 1620,754 L1620,780 C1400,782 1200,786 1000,796 C830,806 730,826 630,862 Z",
      "#6f6a66",
    ),
  );
  for (let i = 0; i < 10; i++)
    s.add(
      rect(
        720 + i * 88 + s.rand(-20, 20),
        790 - i * 2.4,
        18,
        7,
        s.pick(["#e04b3a", "#f2f2ee", "#2b6cb0", "#f2c230"]),
        `rx="3"`,
      ),
    );
  // Pebble beach
  s.add(path("M560,900 C600,870 660,850 760,840 C960,822 1300,812 1620,808 L1620,900 Z", "#8d8278"));
  for (let i = 0; i < 60; i++)
    s.add(ellipse(s.rand(620, 1600), s.rand(850, 895), s.rand(3, 7), s.rand(2, 4), "#a59a8f"));

  // Waves and surfers
  const wv: string[] = [];
  for (let i = 0; i < 7; i++) {
    const wy = 630 + i * 34;
    const x0 = s.rand(0, 160);
    wv.push(
      `<path d="M${f(x0)},${wy} q40,-10 80,0 t80,0 t80,0 t80,0 t80,0" fill="none" stroke="#fff7e8" stroke-width="3" opacity="0.55" stroke-linecap="round"/>`,
    );
  }
  s.add(group(wv.join("")));
  // Pier with the Victorian restaurant at its end
  s.add(rect(470, 800, 230, 8, "#5c4a3e"));
  for (let px = 480; px < 700; px += 26) s.add(rect(px, 806, 4, 36, "#5c4a3e"));
  s.add(rect(360, 742, 140, 62, "#f3ede3"));
  s.add(rect(352, 800, 156, 8, "#5c4a3e"));
  s.add(
    poly(
      [
        [348, 744],
        [512, 744],
        [480, 708],
        [380, 708],
      ],
      "#b8433a",
    ),
  );
  s.add(
    poly(
      [
        [414, 708],
        [446, 708],
        [430, 684],
      ],
      "#b8433a",
    ),
  );
  for (let wx = 372; wx < 490; wx += 20) s.add(rect(wx, 756, 10, 20, "#f7c76a"));

  for (const [sx, sy] of [
    [160, 690],
    [280, 760],
    [560, 660],
  ] as const) {
    s.add(ellipse(sx, sy, 22, 4, "#f2f2ee"));
    person(s, sx, sy - 2, 30, "#23303a");
  }

  // Paragliders over the cliffs
  paraglider(s, 1040, 250, 1.3, "#f2c230", "#e04b3a");
  paraglider(s, 1300, 170, 0.9, "#e04b3a", "#ffffff");
  paraglider(s, 820, 320, 0.8, "#2b8fd6", "#f2f2ee");
  birds(s, 560, 330, 5, "#5a4a44", 10);
}

// ---------------------------------------------------------------------------------------------
// Quito: colonial domes and the Basílica below Pichincha, El Panecillo's winged Virgin, Cotopaxi
// ---------------------------------------------------------------------------------------------
function wingedVirgin(s: Svg, x: number, baseY: number, k: number, color: string): void {
  const parts: string[] = [];
  parts.push(rect(x - 14 * k, baseY - 24 * k, 28 * k, 24 * k, color));
  parts.push(ellipse(x, baseY - 28 * k, 14 * k, 6 * k, color)); // globe
  parts.push(
    poly(
      [
        [x - 8 * k, baseY - 30 * k],
        [x + 8 * k, baseY - 30 * k],
        [x + 4 * k, baseY - 78 * k],
        [x - 4 * k, baseY - 78 * k],
      ],
      color,
    ),
  );
  parts.push(circle(x, baseY - 84 * k, 5 * k, color));
  for (const dir of [-1, 1]) {
    // swept-back wing made of three feather tips
    parts.push(
      path(
        `M${x + 3 * k * dir},${baseY - 66 * k} C${x + 22 * k * dir},${baseY - 70 * k} ${x + 40 * k * dir},${baseY - 84 * k} ${x + 46 * k * dir},${baseY - 104 * k} L${x + 38 * k * dir},${baseY - 98 * k} L${x + 40 * k * dir},${baseY - 92 * k} L${x + 30 * k * dir},${baseY - 88 * k} L${x + 30 * k * dir},${baseY - 82 * k} C${x + 18 * k * dir},${baseY - 80 * k} ${x + 8 * k * dir},${baseY - 76 * k} ${x + 3 * k * dir},${baseY - 74 * k} Z`,
        color,
      ),
    );
  }
  s.add(group(parts.join("")));
}

function churchDome(s: Svg, x: number, baseY: number, w: number, wall: string, dome: string): void {
  s.add(rect(x - w / 2, baseY - w * 0.5, w, w * 0.5, wall));
  s.add(
    path(
      `M${x - w * 0.42},${baseY - w * 0.5} Q${x - w * 0.42},${baseY - w * 1.15} ${x},${baseY - w * 1.15} Q${x + w * 0.42},${baseY - w * 1.15} ${x + w * 0.42},${baseY - w * 0.5} Z`,
      dome,
    ),
  );
  for (let i = -2; i <= 2; i++)
    s.add(
      line(
        x + i * w * 0.14,
        baseY - w * 0.52,
        x + i * w * 0.06,
        baseY - w * 1.1,
        "#ffffff",
        1.4,
        `opacity="0.35"`,
      ),
    );
  s.add(rect(x - w * 0.08, baseY - w * 1.32, w * 0.16, w * 0.18, wall));
  s.add(rect(x - 1.5, baseY - w * 1.5, 3, w * 0.2, wall));
  s.add(rect(x - w * 0.09, baseY - w * 1.43, w * 0.18, 3, wall));
}

function bellTower(s: Svg, x: number, baseY: number, w: number, h: number, wall: string, roof: string): void {
  s.add(rect(x - w / 2, baseY - h, w, h, wall));
  s.add(rect(x - w * 0.3, baseY - h + w * 0.3, w * 0.6, w * 0.5, "#4a3f3a", `rx="${f(w * 0.3)}"`));
  s.add(
    path(`M${x - w * 0.55},${baseY - h} Q${x},${baseY - h - w * 0.9} ${x + w * 0.55},${baseY - h} Z`, roof),
  );
  s.add(rect(x - 1.5, baseY - h - w * 1.25, 3, w * 0.4, roof));
}

function quito(s: Svg): void {
  sky(s, [
    [0, "#6aaedc"],
    [0.45, "#b9daec"],
    [0.75, "#eef1e6"],
    [1, "#f5ead6"],
  ]);
  sun(s, 240, 150, 38, "#fffbe6", "#fff0c0", 280, 0.5);
  // Cotopaxi in the distance
  s.add(path("M1160,470 L1320,298 C1338,280 1362,280 1380,298 L1560,470 Z", "#9db5c9"));
  s.add(
    path(
      "M1276,346 L1320,298 C1338,280 1362,280 1380,298 L1426,346 L1410,358 L1392,346 L1372,364 L1352,348 L1330,362 L1306,350 Z",
      "#f7fbff",
    ),
  );
  haze(s, 330, 480, "#eaf1f2", 0.5);

  // Pichincha massif, houses only on its lower slopes
  const pich = ridge(s, {
    baseY: 430,
    amp: 40,
    fill: "#6f8f6a",
    peaks: [
      [160, 300],
      [420, 230],
      [560, 258],
      [760, 330],
      [1000, 420],
      [1300, 460],
    ],
    rough: 0.5,
  });
  s.add(
    path(
      "M300,290 C360,250 400,232 420,232 C450,234 500,250 560,262 C520,290 470,300 420,300 C380,302 340,300 300,290 Z",
      "#5b6f55",
      `opacity="0.6"`,
    ),
  );
  for (let i = 0; i < 14; i++) {
    const gx = s.rand(80, 900);
    s.add(
      poly(
        [
          [gx - 6, ridgeY(pich, gx) + 6],
          [gx + 6, ridgeY(pich, gx) + 6],
          [gx + s.rand(-30, 30), ridgeY(pich, gx) + s.rand(90, 160)],
        ],
        "#4f6b4c",
        `opacity="0.3"`,
      ),
    );
  }
  haze(s, 380, 560, "#f1efe4", 0.35);
  hillHouses(
    s,
    pich,
    0,
    1600,
    2.4,
    ["#f1ece2", "#e7dccb", "#f5f1ea", "#d9ccb6"],
    "#b9573a",
    140,
    1.1,
    90,
    440,
  );
  cloud(s, 200, 318, 1.7, "#ffffff", 0.85);
  cloud(s, 700, 300, 1.2, "#ffffff", 0.75);

  // Old town roofs
  const roofs: string[] = [];
  for (let i = 0; i < 80; i++) {
    const x = s.rand(-20, 1600);
    const y = s.rand(590, 740);
    const w = s.rand(34, 72);
    roofs.push(rect(x, y, w, 28, s.pick(["#f3eee4", "#eae1d0", "#f7f3ec"])));
    roofs.push(rect(x + w * 0.2, y + 10, 6, 9, "#6d5a4a"));
    roofs.push(
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
  s.add(group(roofs.join("")));

  // Basílica del Voto Nacional: neo-Gothic nave and twin spired towers
  const stone = "#a9a49b";
  const stoneDark = "#8f8a82";
  const bx = 520;
  s.add(rect(bx, 476, 250, 130, stone));
  s.add(
    poly(
      [
        [bx, 476],
        [bx + 250, 476],
        [bx + 250, 456],
        [bx, 456],
      ],
      stoneDark,
    ),
  );
  for (let x = bx + 14; x < bx + 250; x += 34) {
    s.add(
      poly(
        [
          [x - 5, 456],
          [x + 5, 456],
          [x, 424],
        ],
        stoneDark,
      ),
    );
    s.add(path(`M${x + 4},600 L${x + 4},520 Q${x + 12},498 ${x + 20},520 L${x + 20},600 Z`, "#6e6a64"));
  }
  for (const tx of [bx - 72, bx - 24]) {
    s.add(rect(tx, 330, 44, 276, stone));
    s.add(rect(tx + 30, 330, 14, 276, stoneDark));
    s.add(
      poly(
        [
          [tx - 4, 330],
          [tx + 48, 330],
          [tx + 22, 236],
        ],
        stoneDark,
      ),
    );
    s.add(
      poly(
        [
          [tx - 8, 334],
          [tx, 334],
          [tx - 4, 312],
        ],
        stoneDark,
      ),
    );
    s.add(
      poly(
        [
          [tx + 44, 334],
          [tx + 52, 334],
          [tx + 48, 312],
        ],
        stoneDark,
      ),
    );
    for (let y = 360; y < 590; y += 56)
      s.add(
        path(
          `M${tx + 12},${y + 36} L${tx + 12},${y + 12} Q${tx + 22},${y - 4} ${tx + 32},${y + 12} L${tx + 32},${y + 36} Z`,
          "#5f5b56",
        ),
      );
  }
  s.add(rect(bx - 30, 420, 8, 186, stone));
  s.add(circle(bx - 26, 452, 13, "#5f5b56"));
  s.add(circle(bx - 26, 452, 6, "#c9a86a"));

  // Green-tiled domes and white bell towers of the colonial centre
  churchDome(s, 880, 636, 84, "#f2ede3", "#3f8f7a");
  churchDome(s, 1010, 648, 58, "#f2ede3", "#3f8f7a");
  s.add(rect(1100, 596, 96, 64, "#f6f2ea"));
  bellTower(s, 1108, 660, 34, 128, "#f6f2ea", "#3f8f7a");
  bellTower(s, 1188, 660, 34, 128, "#f6f2ea", "#3f8f7a");
  s.add(path("M1130,660 L1130,624 Q1148,604 1166,624 L1166,660 Z", "#6d5a4a"));
  churchDome(s, 300, 656, 62, "#f2ede3", "#3f8f7a");

  // El Panecillo with the winged Virgin
  s.add(
    path(
      "M1220,760 C1280,690 1350,626 1450,612 C1530,602 1590,620 1640,650 L1640,780 L1220,780 Z",
      "#5d8a55",
    ),
  );
  wingedVirgin(s, 1452, 614, 1.25, "#e9edf0");

  // Foreground: colonial houses with wooden balconies and geraniums
  const fronts: Array<[number, number, string, string]> = [
    [-20, 250, "#f7f3ea", "#2f6f8f"],
    [230, 220, "#f3e7cf", "#3f8f7a"],
    [450, 260, "#f7f3ea", "#8a3b2e"],
    [710, 230, "#efe2c8", "#2f6f8f"],
    [940, 250, "#f7f3ea", "#3f8f7a"],
    [1190, 230, "#f3e7cf", "#2f6f8f"],
    [1420, 220, "#f7f3ea", "#8a3b2e"],
  ];
  for (const [fx, fw, wall, door] of fronts) {
    const top = 770 + s.rand(-8, 8);
    s.add(rect(fx, top, fw, 900 - top, wall));
    s.add(
      poly(
        [
          [fx - 10, top + 4],
          [fx + fw + 10, top + 4],
          [fx + fw - 8, top - 26],
          [fx + 8, top - 26],
        ],
        "#b9573a",
      ),
    );
    for (let tx = fx; tx < fx + fw; tx += 12)
      s.add(line(tx + 4, top - 24, tx, top + 4, "#9a4630", 1.4, `opacity="0.6"`));
    for (let wx = fx + 24; wx + 34 < fx + fw; wx += 72) {
      s.add(rect(wx, top + 30, 34, 48, door));
      s.add(rect(wx - 8, top + 74, 50, 6, "#6b4a32"));
      for (let bx2 = wx - 6; bx2 < wx + 42; bx2 += 7) s.add(rect(bx2, top + 80, 2.5, 18, "#6b4a32"));
      s.add(rect(wx - 8, top + 96, 50, 5, "#6b4a32"));
      for (let k = 0; k < 4; k++)
        s.add(circle(wx - 2 + k * 12, top + 72, 4.5, s.pick(["#d6453d", "#e96a5a", "#c23a4a"])));
    }
  }
  cypress(s, 130, 900, 230, "#3d5e3c");
  cypress(s, 1080, 900, 190, "#3d5e3c");
}

// ---------------------------------------------------------------------------------------------
// Santiago: snowy Andes behind the Gran Torre Santiago (Costanera) and Cerro San Cristóbal
// ---------------------------------------------------------------------------------------------
function santiago(s: Svg): void {
  sky(s, [
    [0, "#5e98cf"],
    [0.45, "#a9c9e4"],
    [0.7, "#f1dcd0"],
    [0.82, "#f6c9a8"],
  ]);
  cloud(s, 1300, 110, 0.9, "#ffffff", 0.6);
  // Andes: a high snowy range, then a nearer, darker range dusted with snow
  const andes = ridge(s, {
    baseY: 400,
    amp: 60,
    fill: "#9497b2",
    peaks: [
      [120, 250],
      [380, 180],
      [620, 240],
      [900, 170],
      [1180, 226],
      [1450, 190],
    ],
    rough: 0.46,
    levels: 5,
  });
  snowCap(s, andes, 320, "#fbf6f4");
  haze(s, 250, 420, "#f3e6e6", 0.35);
  ridge(s, {
    baseY: 420,
    amp: 30,
    fill: "#85839c",
    peaks: [
      [260, 350],
      [700, 372],
      [1100, 344],
      [1500, 366],
    ],
    rough: 0.45,
    levels: 5,
  });
  haze(s, 300, 460, "#f5e3e0", 0.45);
  ridge(s, { baseY: 500, amp: 40, fill: "#9c8f86", rough: 0.5 });
  haze(s, 440, 560, "#f0ddd2", 0.5);

  // Cerro San Cristóbal with the white Virgin
  s.add(
    path(
      "M-20,730 L-20,520 C60,470 160,420 250,400 C300,392 340,404 400,440 C470,480 540,560 640,730 Z",
      "#7d8b62",
    ),
  );
  s.add(
    path(
      "M150,430 C200,410 250,400 270,400 C300,400 330,412 360,430 C320,440 280,446 240,446 C200,446 170,440 150,430 Z",
      "#8f9c72",
      `opacity="0.7"`,
    ),
  );
  s.add(rect(258, 372, 24, 30, "#e9e6de"));
  s.add(
    poly(
      [
        [256, 374],
        [284, 374],
        [276, 332],
        [264, 332],
      ],
      "#fbfaf6",
    ),
  );
  s.add(path("M264,340 L248,356 L252,360 L266,348 Z", "#fbfaf6"));
  s.add(path("M276,340 L292,356 L288,360 L274,348 Z", "#fbfaf6"));
  s.add(circle(270, 324, 6.5, "#fbfaf6"));
  for (const [tx, ty] of [
    [120, 520],
    [200, 470],
    [340, 470],
    [420, 520],
    [500, 600],
    [80, 600],
    [260, 560],
  ] as const)
    cypress(s, tx, ty, 34, "#5c6d48");

  // Sanhattan towers
  const win = { lit: "#fdf0d6", dark: "#7d8ea6", litRatio: 0.18, rowH: 9 };
  skyline(s, {
    x0: 560,
    x1: 1600,
    baseY: 720,
    minH: 60,
    maxH: 230,
    minW: 34,
    maxW: 70,
    fills: ["#b8c6d6", "#a9b9cc", "#c7d2de", "#9fb0c5"],
    win,
    gap: 8,
    tops: ["flat", "slant", "flat", "crown"],
  });
  s.add(
    poly(
      [
        [1260, 720],
        [1260, 360],
        [1320, 320],
        [1320, 720],
      ],
      "#8ea7bf",
    ),
  );
  s.add(
    poly(
      [
        [1290, 720],
        [1290, 340],
        [1320, 320],
        [1320, 720],
      ],
      "#7893ad",
    ),
  );
  // Gran Torre Santiago
  const gx = 1010;
  const glass = s.linU(
    [
      [0, "#cfe0ee"],
      [0.45, "#8fb0cc"],
      [1, "#5f7f9e"],
    ],
    gx - 40,
    0,
    gx + 40,
    0,
  );
  s.add(
    poly(
      [
        [gx - 42, 720],
        [gx + 42, 720],
        [gx + 33, 170],
        [gx - 33, 170],
      ],
      glass,
    ),
  );
  for (let y = 190; y < 720; y += 14)
    s.add(
      line(gx - 33 - (y - 170) * 0.016, y, gx + 33 + (y - 170) * 0.016, y, "#ffffff", 1, `opacity="0.25"`),
    );
  for (const dx of [-20, 0, 20])
    s.add(line(gx + dx, 170, gx + dx * 1.25, 720, "#ffffff", 1, `opacity="0.2"`));
  for (let i = 0; i < 7; i++) {
    const x = gx - 33 + i * 11;
    s.add(line(x, 170, x + (i - 3) * 2.2, 110, "#8fb0cc", 2.2));
  }
  s.add(line(gx - 33, 150, gx + 33, 150, "#8fb0cc", 1.6));
  s.add(line(gx - 36, 130, gx + 36, 130, "#8fb0cc", 1.6));
  tower(s, 1070, 720, 46, 240, "#a4b8cc", { win, shade: "#93a8bd" });
  tower(s, 920, 720, 50, 200, "#b3c3d4", { win, shade: "#a1b3c6" });
  haze(s, 600, 760, "#efe3da", 0.3);

  // Parque Forestal along the Mapocho
  s.add(rect(0, 720, W, 180, "#6f8f4f"));
  s.add(
    path(
      "M-20,800 C300,780 600,820 900,800 C1200,782 1400,810 1640,796 L1640,830 C1400,846 1200,820 900,838 C600,856 300,818 -20,836 Z",
      "#8a7b62",
    ),
  );
  s.add(
    path(
      "M-20,808 C300,790 600,830 900,810 C1200,792 1400,820 1640,806 L1640,820 C1400,834 1200,808 900,826 C600,846 300,806 -20,824 Z",
      "#a08e72",
    ),
  );
  for (const [tx, ts] of [
    [70, 150],
    [250, 96],
    [700, 110],
    [1180, 100],
    [1390, 150],
    [1550, 90],
  ] as const)
    roundTree(
      s,
      tx,
      890 + s.rand(-10, 6),
      ts,
      s.pick(["#4d6b3a", "#557540", "#45633a"]),
      "#6f8f4f",
      "#4a3a2a",
    );
  cypress(s, 160, 890, 150, "#3f5a32");
  cypress(s, 1470, 890, 130, "#3f5a32");
  for (const [px, py] of [
    [480, 880],
    [520, 884],
    [940, 878],
  ] as const)
    person(s, px, py, 46, "#2e3440");
  streetLamp(s, 620, 880, 120, "#2e3440");
  streetLamp(s, 1020, 880, 120, "#2e3440");
}

// ---------------------------------------------------------------------------------------------
// Montevideo: the Rambla curving along the Río de la Plata, Palacio Salvo at sunset
// ---------------------------------------------------------------------------------------------
function palacioSalvo(
  s: Svg,
  x: number,
  baseY: number,
  k: number,
  wall: string,
  shade: string,
  win: string,
): void {
  const parts: string[] = [];
  // broad base block
  parts.push(rect(x - 80 * k, baseY - 170 * k, 160 * k, 170 * k, wall));
  parts.push(rect(x + 30 * k, baseY - 170 * k, 50 * k, 170 * k, shade));
  // stepped tower
  parts.push(rect(x - 40 * k, baseY - 260 * k, 80 * k, 92 * k, wall));
  parts.push(rect(x + 14 * k, baseY - 260 * k, 26 * k, 92 * k, shade));
  parts.push(rect(x - 28 * k, baseY - 320 * k, 56 * k, 62 * k, wall));
  parts.push(rect(x + 10 * k, baseY - 320 * k, 18 * k, 62 * k, shade));
  // corner turrets
  for (const tx of [-40, 30]) parts.push(rect(x + tx * k, baseY - 282 * k, 10 * k, 24 * k, wall));
  // lantern and spire
  parts.push(rect(x - 16 * k, baseY - 352 * k, 32 * k, 32 * k, wall));
  parts.push(
    path(
      `M${x - 18 * k},${baseY - 352 * k} Q${x},${baseY - 384 * k} ${x + 18 * k},${baseY - 352 * k} Z`,
      shade,
    ),
  );
  parts.push(rect(x - 2 * k, baseY - 420 * k, 4 * k, 46 * k, shade));
  // windows
  for (let y = baseY - 160 * k; y < baseY - 10 * k; y += 16 * k)
    for (let wx = x - 72 * k; wx < x + 72 * k; wx += 14 * k) parts.push(rect(wx, y, 6 * k, 9 * k, win));
  for (let y = baseY - 250 * k; y < baseY - 176 * k; y += 16 * k)
    for (let wx = x - 32 * k; wx < x + 32 * k; wx += 14 * k) parts.push(rect(wx, y, 6 * k, 9 * k, win));
  for (let y = baseY - 312 * k; y < baseY - 266 * k; y += 16 * k)
    for (let wx = x - 20 * k; wx < x + 20 * k; wx += 14 * k) parts.push(rect(wx, y, 6 * k, 9 * k, win));
  parts.push(rect(x - 8 * k, baseY - 344 * k, 16 * k, 18 * k, "#ffe6a8"));
  s.add(group(parts.join("")));
}

function montevideo(s: Svg): void {
  sky(s, [
    [0, "#3e5a93"],
    [0.35, "#8c7aa8"],
    [0.6, "#eea27a"],
    [0.72, "#fbd197"],
  ]);
  sun(s, 260, 560, 46, "#fff2cf", "#ffcf8c", 440, 0.65);
  streak(s, 40, 360, 420, 12, "#f5b08e", 0.5);
  streak(s, 700, 220, 520, 14, "#c98aa0", 0.45);
  streak(s, 1100, 300, 380, 10, "#f0a98c", 0.5);

  // River Plate
  water(s, 580, 900, "#f1b885", "#6c5a5c", "#fff0cc", 150);
  for (let i = 0; i < 20; i++)
    s.add(
      rect(
        260 - (20 + i * 6) + s.rand(-10, 10),
        590 + i * 13,
        40 + i * 12,
        3,
        "#fff0c8",
        `rx="1.5" opacity="${f(0.7 - i * 0.028)}"`,
      ),
    );

  // City along the curve of the bay
  const win = { lit: "#ffd89a", dark: "#5b4a66", litRatio: 0.35, rowH: 11 };
  skyline(s, {
    x0: 560,
    x1: 1620,
    baseY: 600,
    minH: 50,
    maxH: 130,
    minW: 40,
    maxW: 80,
    fills: ["#7a6680", "#86718a", "#6e5b76"],
    win,
    gap: 3,
    tops: ["flat", "flat", "crown"],
  });
  // Torre Antel
  s.add(
    poly(
      [
        [1380, 600],
        [1380, 330],
        [1440, 290],
        [1440, 600],
      ],
      "#5f6f8f",
    ),
  );
  s.add(
    poly(
      [
        [1410, 600],
        [1410, 310],
        [1440, 290],
        [1440, 600],
      ],
      "#4e5d7c",
    ),
  );
  for (let y = 340; y < 600; y += 12) s.add(line(1382, y, 1438, y, "#a9b7d0", 1, `opacity="0.35"`));
  palacioSalvo(s, 980, 610, 1.05, "#d8b89a", "#b8957a", "#ffe0a0");
  skyline(s, {
    x0: 600,
    x1: 1620,
    baseY: 660,
    minH: 30,
    maxH: 80,
    minW: 50,
    maxW: 100,
    fills: ["#8e7a88", "#9a8590", "#7f6c7c"],
    win: { ...win, litRatio: 0.45 },
    gap: 2,
    tops: ["flat", "crown"],
  });

  // Waterfront blocks and trees between the city and the Rambla
  s.add(path("M520,700 C600,672 700,660 800,656 L1640,648 L1640,700 Z", "#5d4d5e"));
  s.add(path("M470,720 C560,690 680,668 800,664 L800,700 Z", "#6a5868"));
  for (let x = 540; x < 1640; x += 34)
    s.add(
      circle(
        x + s.rand(-6, 6),
        668 + s.rand(-4, 4),
        s.rand(14, 22),
        s.pick(["#4f5a48", "#56614d", "#48523f"]),
      ),
    );
  // The Rambla: sea wall and promenade curving towards the city
  s.add(
    path("M-20,900 L-20,820 C300,790 700,720 1000,690 C1200,672 1400,664 1640,660 L1640,900 Z", "#c9b7a3"),
  );
  s.add(
    path(
      "M-20,830 C300,800 700,730 1000,700 C1200,682 1400,674 1640,670 L1640,684 C1400,688 1200,696 1000,714 C700,744 300,816 -20,848 Z",
      "#8a7866",
    ),
  );
  s.add(
    path("M-20,900 L-20,870 C300,840 700,780 1000,756 C1200,740 1400,734 1640,730 L1640,900 Z", "#b8a58f"),
  );
  s.add(
    path("M-20,900 L-20,886 C300,860 700,806 1000,786 C1200,772 1400,766 1640,764 L1640,900 Z", "#6f8a5a"),
  );
  // Lamps along the promenade
  for (const [lx, ly, lh] of [
    [160, 846, 150],
    [480, 800, 120],
    [760, 762, 100],
    [1000, 742, 84],
    [1200, 730, 70],
    [1400, 722, 60],
  ] as const)
    streetLamp(s, lx, ly, lh, "#3a2f3a", "#ffe3a0");
  // People: friends with mate, a fisherman, a jogger
  person(s, 300, 836, 80, "#2f2633", undefined, { bag: true });
  person(s, 330, 834, 74, "#2f2633");
  person(s, 620, 792, 62, "#2f2633");
  s.add(`<path d="M640,748 Q700,690 760,700" fill="none" stroke="#2f2633" stroke-width="2"/>`);
  person(s, 900, 770, 50, "#2f2633");
  birds(s, 640, 420, 7, "#4a3a4a", 11);
}

export const heroes: Artwork[] = [
  { city: "medellin-colombia", file: "hero", width: W, height: H, draw: medellin },
  { city: "buenos-aires-argentina", file: "hero", width: W, height: H, draw: buenosAires },
  { city: "sao-paulo-brazil", file: "hero", width: W, height: H, draw: saoPaulo },
  { city: "rio-de-janeiro-brazil", file: "hero", width: W, height: H, draw: rio },
  { city: "lima-peru", file: "hero", width: W, height: H, draw: lima },
  { city: "quito-ecuador", file: "hero", width: W, height: H, draw: quito },
  { city: "santiago-chile", file: "hero", width: W, height: H, draw: santiago },
  { city: "montevideo-uruguay", file: "hero", width: W, height: H, draw: montevideo },
];
