/**
 * Bogotá: Monserrate and its white sanctuary above the brick city and La Candelaria (hero), a
 * Chapinero coworking loft looking at the Eastern Hills, and the Sunday Ciclovía.
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
  rect,
  ridge,
  ridgeY,
  roundTree,
  seated,
  sky,
  streetLamp,
  sun,
  windowsGrid,
} from "../art";

const BRICK = ["#a9553a", "#b8643f", "#9a4a33", "#c0714a"];
const PEOPLE: Array<[string, string, string]> = [
  ["#3d5a80", "#c68b59", "#2b1d14"],
  ["#b5523b", "#8d5a3b", "#1c1410"],
  ["#2f6f5e", "#e0ac7e", "#6b4226"],
  ["#6c4f8a", "#a86f4c", "#1f1a17"],
  ["#d9a441", "#7a4e33", "#231815"],
];

/** Soft band of mist hanging on the slopes (blurred flat ellipses). */
function mist(s: Svg, x: number, y: number, w: number, h: number, opacity = 0.5): void {
  const parts: string[] = [];
  for (let i = 0; i < 4; i++)
    parts.push(
      ellipse(
        x + (w * (i + 0.5)) / 4 + s.rand(-20, 20),
        y + s.rand(-h * 0.2, h * 0.2),
        w * 0.22,
        h * 0.5,
        "#f4f6f2",
      ),
    );
  s.add(group(parts.join(""), `filter="${s.blur(10)}" opacity="${opacity}"`));
}

/** The sanctuary on Monserrate: white nave with a red roof and a bell tower with a small dome. */
function sanctuary(s: Svg, x: number, baseY: number, k: number): void {
  const wall = "#f7f4ee";
  const shade = "#dcd8d0";
  const roof = "#b5533a";
  const parts: string[] = [];
  parts.push(rect(x - 30 * k, baseY - 26 * k, 62 * k, 26 * k, wall));
  parts.push(rect(x + 14 * k, baseY - 26 * k, 18 * k, 26 * k, shade));
  parts.push(
    poly(
      [
        [x - 33 * k, baseY - 26 * k],
        [x + 35 * k, baseY - 26 * k],
        [x + 22 * k, baseY - 38 * k],
        [x - 20 * k, baseY - 38 * k],
      ],
      roof,
    ),
  );
  // bell tower on the left with an arched opening and a little dome
  parts.push(rect(x - 44 * k, baseY - 58 * k, 18 * k, 58 * k, wall));
  parts.push(rect(x - 39 * k, baseY - 52 * k, 8 * k, 10 * k, "#7d6b5d", `rx="${f(4 * k)}"`));
  parts.push(
    path(
      `M${f(x - 46 * k)},${f(baseY - 58 * k)} Q${f(x - 35 * k)},${f(baseY - 76 * k)} ${f(x - 24 * k)},${f(baseY - 58 * k)} Z`,
      wall,
    ),
  );
  parts.push(rect(x - 36 * k, baseY - 84 * k, 2 * k, 10 * k, "#8a7f74"));
  parts.push(rect(x - 38.5 * k, baseY - 80 * k, 7 * k, 1.6 * k, "#8a7f74"));
  // door and round window
  parts.push(
    path(
      `M${f(x - 4 * k)},${f(baseY)} L${f(x - 4 * k)},${f(baseY - 12 * k)} Q${f(x + 1 * k)},${f(baseY - 18 * k)} ${f(x + 6 * k)},${f(baseY - 12 * k)} L${f(x + 6 * k)},${f(baseY)} Z`,
      "#7d6b5d",
    ),
  );
  parts.push(circle(x + 1 * k, baseY - 21 * k, 2.6 * k, "#7d6b5d"));
  s.add(group(parts.join("")));
}

/** Brick apartment tower (Torres del Parque style): stepped, rounded top and rows of windows. */
function brickTower(s: Svg, x: number, baseY: number, w: number, h: number, fill: string): void {
  const parts: string[] = [];
  const steps = 3;
  for (let i = 0; i < steps; i++) {
    const sw = w * (1 - i * 0.16);
    const sx = x + (w - sw) / 2 + i * w * 0.05;
    const top = baseY - h + i * h * 0.07;
    parts.push(
      path(
        `M${f(sx)},${f(baseY)} L${f(sx)},${f(top + 10)} Q${f(sx)},${f(top)} ${f(sx + 10)},${f(top)} L${f(sx + sw - 10)},${f(top)} Q${f(sx + sw)},${f(top)} ${f(sx + sw)},${f(top + 10)} L${f(sx + sw)},${f(baseY)} Z`,
        fill,
      ),
    );
  }
  for (let y = baseY - h + 16; y < baseY - 8; y += 13) {
    parts.push(rect(x + 4, y, w - 8, 2, "#7a3a26", `opacity="0.45"`));
    for (let wx = x + 8; wx < x + w - 10; wx += 11)
      parts.push(rect(wx, y + 3, 6, 6, s.r() < 0.25 ? "#f6e6c4" : "#5f4a44"));
  }
  parts.push(rect(x + w * 0.7, baseY - h, w * 0.3, h, "#000000", `opacity="0.12"`));
  s.add(group(parts.join("")));
}

/** Colonial house of La Candelaria: white wall, tiled roof, coloured door and a wooden balcony. */
function candelariaHouse(
  s: Svg,
  x: number,
  groundY: number,
  w: number,
  h: number,
  wall: string,
  trim: string,
): void {
  const top = groundY - h;
  s.add(rect(x, top, w, h, wall));
  s.add(rect(x, groundY - 26, w, 26, trim, `opacity="0.9"`));
  s.add(
    poly(
      [
        [x - 10, top + 4],
        [x + w + 10, top + 4],
        [x + w - 6, top - 22],
        [x + 6, top - 22],
      ],
      "#a9472f",
    ),
  );
  for (let tx = x; tx < x + w; tx += 11)
    s.add(line(tx + 4, top - 20, tx, top + 4, "#8c3a26", 1.3, `opacity="0.55"`));
  const cols = Math.max(1, Math.floor(w / 80));
  for (let c = 0; c < cols; c++) {
    const cx = x + (w * (c + 0.5)) / cols;
    // upper window with a wooden balcony
    s.add(rect(cx - 16, top + 22, 32, 40, trim));
    s.add(rect(cx - 12, top + 26, 24, 32, "#3c4a52"));
    s.add(rect(cx - 24, top + 58, 48, 5, "#5b3b26"));
    for (let bx = cx - 22; bx < cx + 24; bx += 6) s.add(rect(bx, top + 63, 2.5, 14, "#5b3b26"));
    s.add(rect(cx - 24, top + 76, 48, 4, "#5b3b26"));
    // ground-floor door
    if (h > 120) {
      s.add(rect(cx - 14, groundY - 58, 28, 58, trim));
      s.add(rect(cx - 10, groundY - 54, 20, 54, "#3b2c24"));
    }
  }
}

function bogotaHero(s: Svg): void {
  sky(s, [
    [0, "#7fb0d6"],
    [0.45, "#bcd3df"],
    [0.8, "#e7ece6"],
    [1, "#f1eee4"],
  ]);
  sun(s, 1330, 120, 40, "#fffbe8", "#fff1c4", 300, 0.55);
  cloud(s, 120, 140, 1.5, "#ffffff", 0.85);
  cloud(s, 520, 90, 1.0, "#ffffff", 0.75);
  cloud(s, 1420, 250, 1.1, "#ffffff", 0.7);

  // Eastern Hills: far range, then Monserrate and Guadalupe
  ridge(s, {
    baseY: 300,
    amp: 40,
    fill: "#9bb5b0",
    peaks: [
      [200, 270],
      [640, 240],
      [1500, 230],
    ],
  });
  haze(s, 220, 420, "#e7ede8", 0.45);
  const hills = ridge(s, {
    baseY: 360,
    amp: 30,
    fill: "#557f5c",
    peaks: [
      [120, 400],
      [430, 330],
      [760, 300],
      [980, 212],
      [1120, 290],
      [1360, 236],
      [1560, 320],
    ],
    rough: 0.45,
  });
  // darker forest gullies and a mist band across the slopes
  for (let i = 0; i < 26; i++) {
    const gx = s.rand(60, 1560);
    const gy = ridgeY(hills, gx);
    s.add(
      poly(
        [
          [gx - 6, gy + 8],
          [gx + 6, gy + 8],
          [gx + s.rand(-40, 40), gy + s.rand(120, 240)],
        ],
        "#3f6a48",
        `opacity="0.35"`,
      ),
    );
  }
  mist(s, 380, 380, 520, 40, 0.6);
  mist(s, 1050, 360, 420, 34, 0.55);
  s.add(ellipse(982, 218, 60, 10, "#557f5c"));
  sanctuary(s, 985, 214, 1.15);
  // Guadalupe's statue on the next summit
  s.add(rect(1355, 218, 10, 18, "#f2f2ee"));
  s.add(circle(1360, 214, 4, "#f2f2ee"));
  s.add(rect(1346, 234, 28, 5, "#f2f2ee"));
  // Cable car and funicular down to the foot of the hill
  s.add(line(964, 222, 760, 520, "#3b4447", 1.6));
  s.add(line(970, 224, 768, 522, "#3b4447", 1.6));
  s.add(line(860, 372, 860, 386, "#3b4447", 2));
  s.add(rect(848, 386, 26, 20, "#d8452f", `rx="4"`));
  s.add(rect(852, 390, 18, 7, "#8fb1c4", `rx="2"`));
  s.add(rect(745, 516, 46, 20, "#ece7dc"));
  s.add(rect(741, 512, 54, 6, "#8c4a32"));
  haze(s, 380, 620, "#eef0ea", 0.4);

  // Brick city on the plain below the hills
  const towers: Array<[number, number, number]> = [
    [40, 70, 150],
    [130, 60, 110],
    [270, 64, 140],
    [1060, 70, 120],
    [1160, 58, 160],
    [1250, 72, 130],
    [1420, 66, 150],
    [1510, 80, 110],
  ];
  for (const [tx, tw, th] of towers) brickTower(s, tx, 630, tw, th, s.pick(BRICK));
  // Colpatria tower: slim, pale and the tallest of the centre
  const cx = 520;
  s.add(rect(cx, 330, 70, 310, "#c9ced1"));
  s.add(rect(cx + 48, 330, 22, 310, "#aeb5b9"));
  s.add(group(windowsGrid(s, cx, 340, 70, 300, { lit: "#f3f0e2", dark: "#7f9099", litRatio: 0.2, rowH: 9 })));
  s.add(rect(cx - 4, 322, 78, 10, "#8e989d"));
  s.add(rect(cx + 30, 296, 10, 28, "#8e989d"));
  // BD Bacatá: two glass towers
  s.add(rect(690, 390, 56, 250, "#7f99a8"));
  s.add(rect(750, 360, 50, 280, "#6d8897"));
  for (let y = 370; y < 630; y += 12) {
    s.add(rect(690, y + 20, 56, 1.5, "#b9ccd6", `opacity="0.6"`));
    s.add(rect(750, y, 50, 1.5, "#b9ccd6", `opacity="0.6"`));
  }
  // lower brick blocks filling the plain
  for (let x = -20; x < 1620; x += s.rand(50, 90)) {
    const h = s.rand(40, 90);
    const w = s.rand(60, 110);
    s.add(rect(x, 636 - h, w, h, s.pick(BRICK)));
    s.add(
      group(windowsGrid(s, x, 636 - h, w, h, { lit: "#f6e6c4", dark: "#6b4d42", litRatio: 0.15, rowH: 12 })),
    );
  }
  haze(s, 540, 640, "#f2ede2", 0.25);
  // Avenue with a red TransMilenio bus
  const ay = 634;
  s.add(rect(0, ay, 1600, 30, "#8b8782"));
  s.add(rect(0, ay + 14, 1600, 2, "#e8e2d6", `opacity="0.7"`));
  s.add(rect(860, ay - 22, 190, 32, "#c8262f", `rx="6"`));
  s.add(rect(1048, ay - 16, 6, 24, "#2f2f33"));
  s.add(rect(1054, ay - 22, 150, 32, "#c8262f", `rx="6"`));
  for (let wx = 870; wx < 1195; wx += 26)
    if (wx < 1040 || wx > 1060) s.add(rect(wx, ay - 16, 18, 11, "#2f3b44", `rx="2"`));
  for (const wx of [890, 1020, 1080, 1180]) s.add(circle(wx, ay + 11, 8, "#222"));
  s.add(rect(620, ay - 12, 66, 22, "#f2c230", `rx="6"`));
  s.add(circle(634, ay + 11, 7, "#222"));
  s.add(circle(672, ay + 11, 7, "#222"));

  // La Candelaria in the foreground
  const houses: Array<[number, number, number, string, string]> = [
    [-20, 230, 190, "#f6f2ea", "#2f6f5e"],
    [210, 200, 150, "#f1e6cf", "#2f5f8f"],
    [410, 240, 200, "#f6f2ea", "#a33a2f"],
    [650, 210, 160, "#f3d9a8", "#2f6f5e"],
    [860, 250, 195, "#f6f2ea", "#2f5f8f"],
    [1110, 220, 165, "#e9cfc0", "#2f6f5e"],
    [1330, 290, 185, "#f6f2ea", "#a33a2f"],
  ];
  for (const [hx, hw, hh, wall, trim] of houses) candelariaHouse(s, hx, 880, hw, hh, wall, trim);
  s.add(rect(0, 878, 1600, 22, "#8d8076"));
  for (let x = 0; x < 1600; x += 18)
    s.add(rect(x + s.rand(0, 6), 884 + s.rand(0, 8), 12, 5, "#a29487", `rx="2"`));
  streetLamp(s, 630, 884, 150, "#2b2b2f");
  streetLamp(s, 1320, 884, 150, "#2b2b2f");
  person(s, 560, 890, 120, "#3d3a5c", "#b07a52", { hair: "#1c1410", bag: true });
  person(s, 1060, 892, 110, "#8a3b2e", "#c68b59", { hair: "#2b1d14" });
  birds(s, 300, 250, 5, "#4a5a60", 9);
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: a brick-loft coworking in Chapinero with the Eastern Hills and Monserrate outside
// ---------------------------------------------------------------------------------------------
function bogotaCowork(s: Svg): void {
  const W = s.w;
  // exposed brick wall
  s.add(rect(0, 0, W, 560, "#b5674a"));
  const bricks: string[] = [];
  for (let row = 0; row * 18 < 560; row++) {
    const off = row % 2 === 0 ? 0 : 22;
    for (let x = -off; x < W; x += 44)
      bricks.push(rect(x + 1, row * 18 + 1, 42, 16, s.pick(["#b86b4d", "#a95c40", "#bf7556", "#ad6246"])));
  }
  s.add(group(bricks.join("")));
  // big steel window: the view
  const wx = 140;
  const wy = 60;
  const ww = 920;
  const wh = 380;
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
          [0, "#8cbbdc"],
          [0.7, "#d8e6ea"],
          [1, "#eef0ea"],
        ],
        0,
        wy,
        0,
        wy + wh,
      ),
    ),
  );
  cloud(s, wx + 90, wy + 80, 1.1, "#ffffff", 0.85);
  cloud(s, wx + 640, wy + 60, 0.9, "#ffffff", 0.75);
  const hills = ridge(s, {
    baseY: wy + 210,
    amp: 20,
    fill: "#5d8763",
    x0: wx - 20,
    x1: wx + ww + 20,
    peaks: [
      [wx + 150, wy + 200],
      [wx + 470, wy + 118],
      [wx + 700, wy + 170],
      [wx + 860, wy + 150],
    ],
    levels: 6,
    rough: 0.45,
  });
  sanctuary(s, wx + 478, ridgeY(hills, wx + 470) + 2, 0.8);
  s.add(line(wx + 462, wy + 126, wx + 320, wy + 300, "#3b4447", 1.3));
  mist(s, wx + 120, wy + 236, 360, 30, 0.55);
  for (let x = wx - 10; x < wx + ww; x += s.rand(50, 80))
    brickTower(s, x, wy + wh, s.rand(45, 70), s.rand(80, 170), s.pick(BRICK));
  s.add(
    rect(
      wx,
      wy,
      ww,
      wh,
      s.lin(
        [
          [0, "#ffffff", 0.1],
          [1, "#ffffff", 0],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  s.add(`</g>`);
  const fr: string[] = [];
  const frame = "#23272a";
  fr.push(rect(wx - 12, wy - 12, ww + 24, 12, frame));
  fr.push(rect(wx - 12, wy + wh, ww + 24, 16, frame));
  fr.push(rect(wx - 12, wy - 12, 12, wh + 28, frame));
  fr.push(rect(wx + ww, wy - 12, 12, wh + 28, frame));
  for (let i = 1; i < 6; i++) fr.push(rect(wx + (ww * i) / 6 - 3, wy, 6, wh, frame));
  for (let i = 1; i < 3; i++) fr.push(rect(wx, wy + (wh * i) / 3 - 3, ww, 6, frame));
  s.add(group(fr.join("")));

  // concrete floor
  s.add(
    rect(
      0,
      560,
      W,
      240,
      s.lin([
        [0, "#9c9a96"],
        [1, "#7d7b78"],
      ]),
    ),
  );
  s.add(
    poly(
      [
        [wx, 560],
        [wx + ww, 560],
        [wx + ww + 180, 800],
        [wx - 180, 800],
      ],
      "#fff6dc",
      `opacity="0.1"`,
    ),
  );
  for (const lx of [330, 600, 870]) pendantLamp(s, lx, 0, 50, "#1f2224", "#ffe3a6");
  // shelf with plants on the right, tall plant on the left
  s.add(rect(1100, 200, 100, 360, "#5b4534"));
  for (let k = 0; k < 4; k++) {
    const y = 250 + k * 80;
    s.add(rect(1104, y, 96, 7, "#c89f6e"));
    plantPot(s, 1130, y, 44, "#d9d2c5", "#4f8a5a", "#3c7048");
    for (let b = 0; b < 3; b++)
      s.add(
        rect(
          1160 + b * 11,
          y - 44 + b * 3,
          9,
          44 - b * 3,
          s.pick(["#2f6f5e", "#e7d9c0", "#c2523f", "#d9a441"]),
        ),
      );
  }
  plantPot(s, 70, 640, 210, "#e8e2d6", "#4f8a5a", "#3c7048");
  // long shared desk
  s.add(rect(190, 598, 820, 16, "#d9b88a"));
  s.add(rect(190, 614, 820, 6, "#8a6a48"));
  for (const lx of [210, 990]) s.add(rect(lx, 620, 10, 120, "#2d2a2a"));
  for (const lx of [300, 470, 640, 810, 940]) laptop(s, lx, 598, 80, "#cfd3d8", "#cfe8ff", 1);
  cup(s, 385, 598, 16, "#2f6f5e", "#ffffff");
  cup(s, 725, 598, 14, "#f4f1ea", "#ffffff");
  // people at work
  const seats: Array<[number, number]> = [
    [300, 760],
    [470, 764],
    [810, 760],
  ];
  seats.forEach(([px, py], i) => {
    const [body, head, hair] = PEOPLE[i % PEOPLE.length] ?? ["#333", "#a0785a", "#222"];
    chair(s, px + 10, 800, 120, "#2d2a2a");
    seated(s, px, py, 190, body, head, 1, hair);
  });
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: Sunday Ciclovía on a car-free avenue below the hills
// ---------------------------------------------------------------------------------------------
function bike(
  s: Svg,
  x: number,
  groundY: number,
  k: number,
  frame: string,
  rider: [string, string, string],
): void {
  const r = 24 * k;
  const wheelY = groundY - r;
  const back = x - 30 * k;
  const front = x + 32 * k;
  const parts: string[] = [];
  for (const wx of [back, front]) {
    parts.push(circle(wx, wheelY, r, "none", `stroke="#222" stroke-width="${f(3.5 * k)}"`));
    parts.push(circle(wx, wheelY, 2.5 * k, "#222"));
  }
  const seat: [number, number] = [x - 10 * k, wheelY - 30 * k];
  const bar: [number, number] = [x + 22 * k, wheelY - 34 * k];
  const crank: [number, number] = [x - 2 * k, wheelY];
  const st = `fill="none" stroke="${frame}" stroke-width="${f(3.5 * k)}" stroke-linejoin="round" stroke-linecap="round"`;
  parts.push(
    `<path d="M${f(back)},${f(wheelY)} L${f(crank[0])},${f(crank[1])} L${f(seat[0])},${f(seat[1])} Z M${f(crank[0])},${f(crank[1])} L${f(bar[0] - 4 * k)},${f(bar[1] + 6 * k)} L${f(seat[0])},${f(seat[1])} M${f(bar[0] - 4 * k)},${f(bar[1] + 6 * k)} L${f(front)},${f(wheelY)} M${f(bar[0] - 4 * k)},${f(bar[1] + 6 * k)} L${f(bar[0])},${f(bar[1])}" ${st}/>`,
  );
  parts.push(rect(seat[0] - 7 * k, seat[1] - 3 * k, 14 * k, 4 * k, "#222", `rx="${f(2 * k)}"`));
  const [body, head, hair] = rider;
  // rider: leg to the pedal, torso leaning to the bars, arms forward
  parts.push(
    `<path d="M${f(seat[0])},${f(seat[1] - 2 * k)} L${f(crank[0] + 6 * k)},${f(crank[1] - 14 * k)} L${f(crank[0] + 4 * k)},${f(crank[1])}" fill="none" stroke="${body}" stroke-width="${f(7 * k)}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  parts.push(
    `<path d="M${f(seat[0] - 2 * k)},${f(seat[1] - 4 * k)} L${f(seat[0] + 10 * k)},${f(seat[1] - 38 * k)}" stroke="${body}" stroke-width="${f(13 * k)}" stroke-linecap="round"/>`,
  );
  parts.push(
    `<path d="M${f(seat[0] + 9 * k)},${f(seat[1] - 34 * k)} L${f(bar[0])},${f(bar[1] - 2 * k)}" stroke="${body}" stroke-width="${f(5 * k)}" stroke-linecap="round"/>`,
  );
  parts.push(circle(seat[0] + 14 * k, seat[1] - 50 * k, 8 * k, head));
  parts.push(
    path(
      `M${f(seat[0] + 5 * k)},${f(seat[1] - 52 * k)} Q${f(seat[0] + 14 * k)},${f(seat[1] - 66 * k)} ${f(seat[0] + 23 * k)},${f(seat[1] - 52 * k)} Z`,
      hair,
    ),
  );
  s.add(group(parts.join("")));
}

function bogotaCiclovia(s: Svg): void {
  const W = s.w;
  sky(s, [
    [0, "#7cb3dc"],
    [1, "#e6eee9"],
  ]);
  sun(s, 1040, 110, 34, "#fffbe6", "#fff0b8", 240, 0.5);
  cloud(s, 140, 120, 1.2, "#ffffff", 0.9);
  cloud(s, 640, 80, 0.9, "#ffffff", 0.8);
  const hills = ridge(s, {
    baseY: 300,
    amp: 20,
    fill: "#5d8763",
    peaks: [
      [150, 280],
      [520, 180],
      [820, 250],
      [1100, 210],
    ],
    levels: 6,
    rough: 0.45,
  });
  sanctuary(s, 528, ridgeY(hills, 520) + 2, 0.9);
  mist(s, 160, 300, 420, 34, 0.5);
  haze(s, 240, 420, "#eef1ec", 0.3);
  // brick buildings along the avenue
  for (let x = -10; x < W; x += s.rand(70, 120)) {
    const h = s.rand(120, 260);
    brickTower(s, x, 520, s.rand(70, 110), h, s.pick(BRICK));
  }
  // tree-lined median, road and cycle lanes
  s.add(rect(0, 520, W, 40, "#7e9b6e"));
  for (let x = 40; x < W; x += 150)
    roundTree(s, x + s.rand(-20, 20), 540, 70, "#3f7d46", "#5b9561", "#4a3a2a");
  s.add(rect(0, 556, W, 244, "#8f8c88"));
  for (let x = 0; x < W; x += 90) s.add(rect(x, 672, 50, 6, "#f1ece2", `opacity="0.8"`));
  // orange cones marking the Ciclovía
  for (let x = 60; x < W; x += 170) {
    s.add(
      poly(
        [
          [x - 9, 600],
          [x + 9, 600],
          [x, 570],
        ],
        "#f08a24",
      ),
    );
    s.add(rect(x - 6, 584, 12, 4, "#ffffff"));
  }
  bike(s, 260, 660, 1.6, "#e04b3a", PEOPLE[0]!);
  bike(s, 560, 700, 1.9, "#2f6f8f", PEOPLE[2]!);
  bike(s, 900, 640, 1.4, "#f2c230", PEOPLE[1]!);
  bike(s, 1080, 760, 2.1, "#2f6f5e", PEOPLE[3]!);
  person(s, 420, 790, 150, "#d9a441", "#a86f4c", { hair: "#231815" });
  person(s, 760, 610, 90, "#3d5a80", "#c68b59", { hair: "#2b1d14" });
  // roller skater and a juice stand with a striped umbrella on the sidewalk
  s.add(rect(40, 560, 150, 60, "#f3efe6"));
  s.add(rect(36, 556, 158, 8, "#2f6f5e"));
  for (let k = 0; k < 6; k++)
    s.add(circle(58 + k * 22, 552, 9, s.pick(["#f2c230", "#e04b3a", "#7fae4a", "#f08c3a"])));
  s.add(rect(112, 430, 5, 130, "#5a4a3a"));
  s.add(path("M30,460 Q114,400 200,460 Z", "#e04b3a"));
  s.add(rect(30, 458, 170, 6, "#f2c230"));
  bush(s, 1130, 560, 70, "#4f8a5a");
  birds(s, 820, 140, 4, "#4a5a60", 8);
}

const HERO = { width: 1600, height: 900 };
const GALLERY = { width: 1200, height: 800 };

export default [
  { city: "bogota-colombia", file: "hero", ...HERO, draw: bogotaHero },
  { city: "bogota-colombia", file: "gallery-1", ...GALLERY, draw: bogotaCowork },
  { city: "bogota-colombia", file: "gallery-2", ...GALLERY, draw: bogotaCiclovia },
] satisfies Artwork[];
