/**
 * Oaxaca: the Templo de Santo Domingo behind the cactus garden, with Monte Albán on its hilltop
 * (hero); a café by the old aqueduct in Xochimilco (gallery-1); a market hall under papel picado
 * (gallery-2).
 */
import {
  type Artwork,
  type Svg,
  awning,
  bistroTable,
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
  person,
  poly,
  produce,
  rect,
  ridge,
  ridgeY,
  seated,
  sky,
  sun,
} from "../art";

const CITY = "oaxaca-mexico";
const W = 1600;
const GW = 1200;
const GH = 800;
const CANTERA = "#a9b08a";
const CANTERA_DARK = "#8b9470";
const CANTERA_LIGHT = "#c4c8a4";
const WALLS = ["#e78a54", "#f2c14e", "#3f8fb0", "#d9566b", "#8fbf6a", "#f4e3c4", "#b56fb0"];
const PEOPLE: Array<[string, string, string]> = [
  ["#3d5a80", "#c68b59", "#2b1d14"],
  ["#b5523b", "#8d5a3b", "#1c1410"],
  ["#2f6f5e", "#e0ac7e", "#6b4226"],
  ["#6c4f8a", "#a86f4c", "#1f1a17"],
];

/** Strings of papel picado: little cut-paper flags hanging from a sagging cord. */
function papelPicado(s: Svg, x0: number, x1: number, y: number, sag: number, size: number): void {
  const colors = ["#e2445c", "#f2a531", "#2fa39a", "#7a5cc7", "#f06fa4", "#43a047", "#ffd23f"];
  const parts: string[] = [];
  const at = (t: number) => y + 4 * sag * t * (1 - t);
  parts.push(
    `<path d="M${f(x0)},${f(y)} Q${f((x0 + x1) / 2)},${f(y + 2 * sag)} ${f(x1)},${f(y)}" fill="none" stroke="#5a4a3a" stroke-width="1.5"/>`,
  );
  const n = Math.floor((x1 - x0) / (size * 1.15));
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const fx = x0 + (x1 - x0) * t - size / 2;
    const fy = at(t);
    const c = colors[i % colors.length] ?? "#e2445c";
    // flag with a scalloped bottom and a few cut-outs
    parts.push(
      path(
        `M${f(fx)},${f(fy)} H${f(fx + size)} V${f(fy + size * 1.1)} Q${f(fx + size * 0.83)},${f(fy + size * 1.25)} ${f(fx + size * 0.66)},${f(fy + size * 1.1)} Q${f(fx + size / 2)},${f(fy + size * 1.25)} ${f(fx + size * 0.33)},${f(fy + size * 1.1)} Q${f(fx + size * 0.17)},${f(fy + size * 1.25)} ${f(fx)},${f(fy + size * 1.1)} Z`,
        c,
        `opacity="0.92"`,
      ),
    );
    parts.push(circle(fx + size / 2, fy + size * 0.45, size * 0.16, "#ffffff", `opacity="0.55"`));
    parts.push(rect(fx + size * 0.2, fy + size * 0.78, size * 0.6, size * 0.08, "#ffffff", `opacity="0.45"`));
  }
  s.add(group(parts.join("")));
}

/** Columnar organ-pipe cactus. */
function cactus(s: Svg, x: number, groundY: number, h: number, color: string, light: string): void {
  const w = h * 0.07;
  const parts: string[] = [];
  const stems: Array<[number, number]> = [
    [0, 1],
    [-w * 1.3, 0.72],
    [w * 1.3, 0.82],
  ];
  for (const [dx, k] of stems) {
    const top = groundY - h * k;
    parts.push(rect(x + dx - w / 2, top, w, h * k - h * 0.12, color, `rx="${f(w / 2)}"`));
    parts.push(rect(x + dx - w * 0.15, top + w * 0.3, w * 0.14, h * k - h * 0.2, light, `opacity="0.6"`));
  }
  parts.push(rect(x - w * 1.8, groundY - h * 0.16, w * 3.6, h * 0.16, color, `rx="${f(w / 2)}"`));
  s.add(group(parts.join("")));
}

/** Agave rosette: pointed blue-green leaves fanning up from the ground. */
function agave(s: Svg, x: number, groundY: number, size: number, color: string, dark: string): void {
  const parts: string[] = [];
  const leaves = 11;
  for (let i = 0; i < leaves; i++) {
    const a = Math.PI + (i / (leaves - 1)) * Math.PI;
    const len = size * (0.7 + 0.3 * Math.sin((i / (leaves - 1)) * Math.PI));
    const tx = x + Math.cos(a) * len;
    const ty = groundY + Math.sin(a) * len * 0.95;
    const nx = -Math.sin(a) * size * 0.09;
    const ny = Math.cos(a) * size * 0.09;
    parts.push(
      poly(
        [
          [x + nx, groundY + ny],
          [tx, ty],
          [x - nx, groundY - ny],
        ],
        i % 2 === 0 ? color : dark,
      ),
    );
  }
  s.add(group(parts.join("")));
}

/** A one-storey colonial house with a coloured wall, a door and barred windows. */
function house(s: Svg, x: number, groundY: number, w: number, h: number, wall: string): void {
  const parts: string[] = [];
  parts.push(rect(x, groundY - h, w, h, wall));
  parts.push(rect(x - 2, groundY - h - 6, w + 4, 8, "#f4ead8"));
  parts.push(rect(x, groundY - 10, w, 10, "#000000", `opacity="0.12"`));
  const door = Math.min(30, w * 0.25);
  parts.push(rect(x + w * 0.15, groundY - h * 0.62, door, h * 0.62, "#6b3f2a"));
  for (let wx = x + w * 0.15 + door + 14; wx + 22 < x + w - 6; wx += 40) {
    parts.push(rect(wx - 3, groundY - h * 0.72, 28, h * 0.42, "#f4ead8"));
    parts.push(rect(wx, groundY - h * 0.7, 22, h * 0.38, "#30404a"));
    for (let b = 1; b < 4; b++) parts.push(rect(wx + b * 5.5, groundY - h * 0.7, 1.5, h * 0.38, "#1e1e1e"));
  }
  s.add(group(parts.join("")));
}

/** Baroque bell tower with a tiled cupola. */
function belfry(s: Svg, x: number, baseY: number, w: number, h: number): void {
  const parts: string[] = [];
  parts.push(rect(x, baseY - h, w, h, CANTERA));
  parts.push(rect(x + w * 0.7, baseY - h, w * 0.3, h, CANTERA_DARK, `opacity="0.5"`));
  // two stages of belfry openings
  const stage = (y: number, sh: number) => {
    parts.push(rect(x - 6, y - 8, w + 12, 8, CANTERA_LIGHT));
    for (const ox of [0.2, 0.6]) {
      parts.push(
        path(
          `M${f(x + w * ox)},${f(y + sh)} V${f(y + sh * 0.35)} Q${f(x + w * (ox + 0.1))},${f(y + sh * 0.05)} ${f(x + w * (ox + 0.2))},${f(y + sh * 0.35)} V${f(y + sh)} Z`,
          "#3a3528",
        ),
      );
    }
  };
  stage(baseY - h, h * 0.3);
  stage(baseY - h - h * 0.34, h * 0.3);
  // upper stage wall
  parts.unshift(rect(x + w * 0.06, baseY - h - h * 0.34, w * 0.88, h * 0.34, CANTERA));
  const cy = baseY - h - h * 0.34 - 8;
  parts.push(
    path(
      `M${f(x + w * 0.04)},${f(cy)} C${f(x + w * 0.04)},${f(cy - w * 0.75)} ${f(x + w * 0.96)},${f(cy - w * 0.75)} ${f(x + w * 0.96)},${f(cy)} Z`,
      "#e9e1c8",
    ),
  );
  for (const r of [0.25, 0.5, 0.75]) parts.push(line(x + w * r, cy, x + w / 2, cy - w * 0.56, "#c9a84a", 2));
  parts.push(rect(x + w / 2 - 2, cy - w * 0.82, 4, w * 0.28, "#5a5040"));
  parts.push(rect(x + w / 2 - 8, cy - w * 0.74, 16, 3, "#5a5040"));
  s.add(group(parts.join("")));
}

/** The Templo de Santo Domingo: twin towers and the carved retable façade between them. */
function santoDomingo(s: Svg, cx: number, baseY: number): void {
  const tw = 110;
  const th = 250;
  const fw = 260;
  // nave and dome behind the façade
  s.add(rect(cx - fw / 2, baseY - 250, fw + 260, 250, CANTERA_DARK));
  s.add(rect(cx + 200, baseY - 300, 80, 60, CANTERA));
  s.add(
    path(
      `M${cx + 190},${baseY - 300} C${cx + 190},${baseY - 380} ${cx + 290},${baseY - 380} ${cx + 290},${baseY - 300} Z`,
      "#e9e1c8",
    ),
  );
  s.add(rect(cx + 238, baseY - 384, 4, 26, "#5a5040"));
  // façade: stepped retable with niches, columns and a choir window
  const fx = cx - fw / 2;
  s.add(rect(fx, baseY - 300, fw, 300, CANTERA));
  s.add(
    path(
      `M${fx},${baseY - 300} L${cx - 60},${baseY - 300} Q${cx},${baseY - 360} ${cx + 60},${baseY - 300} L${fx + fw},${baseY - 300} Z`,
      CANTERA,
    ),
  );
  s.add(rect(cx - 4, baseY - 372, 8, 30, "#5a5040"));
  s.add(rect(cx - 12, baseY - 362, 24, 4, "#5a5040"));
  for (const ly of [baseY - 100, baseY - 190, baseY - 280])
    s.add(rect(fx + 10, ly, fw - 20, 8, CANTERA_LIGHT));
  for (const col of [-100, -62, 62, 100]) {
    s.add(rect(cx + col - 5, baseY - 280, 10, 180, CANTERA_LIGHT));
    s.add(rect(cx + col - 5, baseY - 280, 3, 180, "#ffffff", `opacity="0.25"`));
  }
  for (const nx of [-81, 81])
    for (const ny of [baseY - 180, baseY - 270]) {
      s.add(
        path(
          `M${cx + nx - 12},${ny + 76} V${ny + 22} Q${cx + nx},${ny + 6} ${cx + nx + 12},${ny + 22} V${ny + 76} Z`,
          "#6f7656",
        ),
      );
      s.add(ellipse(cx + nx, ny + 52, 6, 18, CANTERA_LIGHT));
    }
  // central relief and choir window
  s.add(rect(cx - 36, baseY - 270, 72, 64, "#969e78"));
  s.add(circle(cx, baseY - 238, 18, "#6f7656"));
  s.add(
    path(
      `M${cx - 22},${baseY - 104} V${baseY - 160} Q${cx},${baseY - 184} ${cx + 22},${baseY - 160} V${baseY - 104} Z`,
      "#4b4a38",
    ),
  );
  // main door
  s.add(
    path(
      `M${cx - 34},${baseY} V${baseY - 60} Q${cx},${baseY - 100} ${cx + 34},${baseY - 60} V${baseY} Z`,
      "#5b3a24",
    ),
  );
  s.add(rect(cx - 1, baseY - 80, 2, 80, "#3a2616"));
  // towers
  belfry(s, fx - tw + 6, baseY, tw, th);
  belfry(s, fx + fw - 6, baseY, tw, th);
}

/** Monte Albán: stepped platforms on a flattened hilltop. */
function monteAlban(
  s: Svg,
  pts: Array<[number, number]>,
  x0: number,
  x1: number,
  hill: string,
  color: string,
  light: string,
): void {
  // the hilltop levelled into a plaza
  const top = Math.min(ridgeY(pts, x0), ridgeY(pts, x1)) - 6;
  s.add(
    poly(
      [
        [x0 - 60, ridgeY(pts, x0 - 60) + 4],
        [x0, top],
        [x1, top],
        [x1 + 60, ridgeY(pts, x1 + 60) + 4],
        [x1 + 60, top + 80],
        [x0 - 60, top + 80],
      ],
      hill,
    ),
  );
  s.add(rect(x0, top, x1 - x0, 5, light));
  // stepped platforms and pyramids around the plaza
  const pyramids: Array<[number, number, number]> = [
    [x0 + 4, 54, 24],
    [x0 + (x1 - x0) / 2 - 40, 80, 34],
    [x1 - 64, 60, 26],
  ];
  for (const [px, pw, ph] of pyramids) {
    for (let i = 0; i < 3; i++) {
      const w = pw - i * (pw / 4);
      s.add(rect(px + (pw - w) / 2, top - (i + 1) * (ph / 3), w, ph / 3 + 1, i % 2 ? light : color));
    }
    s.add(rect(px + pw / 2 - 5, top - ph, 10, ph, "#000000", `opacity="0.08"`));
  }
}

// ---------------------------------------------------------------------------------------------
// Hero
// ---------------------------------------------------------------------------------------------
function hero(s: Svg): void {
  sky(s, [
    [0, "#4e94cf"],
    [0.5, "#9fcbe6"],
    [0.85, "#f1e6cc"],
    [1, "#f6d9a8"],
  ]);
  sun(s, 1320, 170, 44, "#fff7dc", "#ffe1a0", 340, 0.6);
  cloud(s, 150, 140, 1.1, "#ffffff", 0.85);
  cloud(s, 760, 90, 0.8, "#ffffff", 0.75);

  // Sierra ranges and Monte Albán's hill
  ridge(s, {
    baseY: 420,
    amp: 50,
    fill: "#9fb0b8",
    peaks: [
      [300, 360],
      [900, 340],
      [1400, 380],
    ],
  });
  haze(s, 330, 500, "#f2e8d4", 0.45);
  const hill = ridge(s, {
    baseY: 520,
    amp: 30,
    fill: "#8f9e74",
    peaks: [
      [120, 500],
      [300, 430],
      [460, 428],
      [640, 500],
      [1100, 520],
    ],
    rough: 0.4,
    levels: 6,
  });
  monteAlban(s, hill, 310, 470, "#8f9e74", "#c6b08a", "#e0d0ae");
  haze(s, 470, 600, "#f2e6cf", 0.35);

  // Low colourful city
  let x = -20;
  while (x < W) {
    const w = s.rand(90, 170);
    house(s, x, 650, w, s.rand(60, 90), s.pick(WALLS));
    x += w;
  }
  s.add(rect(0, 648, W, 44, "#cdb994"));
  santoDomingo(s, 820, 690);

  // Forecourt and the ethnobotanical garden of cacti and agaves
  s.add(rect(0, 688, W, 220, "#d8c7a6"));
  s.add(rect(0, 688, W, 8, "#bca985"));
  for (let i = 0; i < 90; i++)
    s.add(rect(s.rand(0, W), s.rand(700, 900), s.rand(14, 30), 5, "#c9b693", `rx="2"`));
  for (const [cx, ch] of [
    [90, 300],
    [230, 240],
    [1260, 260],
    [1420, 330],
    [1540, 250],
  ] as const)
    cactus(s, cx, 800, ch, "#4f7a4a", "#7aa36a");
  for (const [ax, as] of [
    [40, 70],
    [330, 90],
    [470, 60],
    [1160, 80],
    [1350, 100],
    [1560, 70],
  ] as const)
    agave(s, ax, 830, as, "#7fa79a", "#5f8a7e");
  s.add(rect(0, 830, W, 80, "#b99b74"));
  for (let i = 0; i < 60; i++)
    s.add(ellipse(s.rand(0, W), s.rand(840, 900), s.rand(10, 20), 5, "#a88a64", `opacity="0.8"`));
  person(s, 640, 880, 110, "#e2445c", "#8d5a3b", { hair: "#1c1410" });
  person(s, 680, 884, 100, "#2f6f5e", "#c68b59", { hair: "#2b1d14", bag: true });
  person(s, 1000, 886, 104, "#3d5a80", "#e0ac7e", { hair: "#6b4226" });
  papelPicado(s, -20, 620, 40, 40, 34);
  papelPicado(s, 980, 1620, 50, 36, 34);
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: café by the aqueduct arches in Xochimilco
// ---------------------------------------------------------------------------------------------
function bougainvillea(s: Svg, x: number, y: number, w: number, h: number): void {
  const parts: string[] = [];
  for (let i = 0; i < 70; i++) {
    const px = x + s.rand(0, w);
    const py = y + Math.pow(s.r(), 0.7) * h;
    parts.push(circle(px, py, s.rand(6, 13), s.pick(["#d6337a", "#e85a98", "#b8246a", "#4f8a4a"])));
  }
  s.add(group(parts.join("")));
}

function aqueduct(s: Svg): void {
  sky(s, [
    [0, "#5aa0d8"],
    [1, "#e9f1ef"],
  ]);
  cloud(s, 860, 100, 1, "#ffffff", 0.85);
  cloud(s, 120, 150, 0.8, "#ffffff", 0.75);
  ridge(s, {
    baseY: 230,
    amp: 40,
    fill: "#9fb2a8",
    peaks: [
      [250, 170],
      [700, 200],
      [1050, 160],
    ],
    levels: 6,
  });
  ridge(s, { baseY: 270, amp: 20, fill: "#86a37e", levels: 6 });
  // houses and a lane seen through the arches
  let x = -10;
  while (x < GW) {
    const w = s.rand(120, 200);
    house(s, x, 610, w, s.rand(200, 250), s.pick(WALLS));
    x += w;
  }
  // aqueduct: a stone wall with a row of tall round arches, houses built into some of them
  const top = 290;
  const base = 610;
  const span = 210;
  const aw = 150;
  const spring = 430;
  const crown = 350;
  const stone = s.linU(
    [
      [0, "#bcbc9f"],
      [1, "#9a9d80"],
    ],
    0,
    top,
    0,
    base,
  );
  const arch = (ax: number) =>
    `M${ax},${base} V${spring} Q${ax},${crown} ${ax + aw / 2},${crown} Q${ax + aw},${crown} ${ax + aw},${spring} V${base} Z`;
  const starts: number[] = [];
  for (let ax = -40; ax < GW; ax += span) starts.push(ax);
  s.add(
    path(
      `M-20,${top} H${GW + 20} V${base} H-20 Z ${starts.map(arch).join(" ")}`,
      stone,
      `fill-rule="evenodd"`,
    ),
  );
  for (let y = top + 24; y < base; y += 30) {
    const courses: string[] = [];
    for (const ax of [-240, ...starts]) {
      const x0 = ax + aw;
      const x1 = ax + span;
      if (y > crown) courses.push(rect(x0, y, x1 - x0, 2, "#000000", `opacity="0.08"`));
    }
    if (y <= crown) courses.push(rect(-20, y, GW + 40, 2, "#000000", `opacity="0.08"`));
    s.add(group(courses.join("")));
  }
  // voussoirs around each arch and a few openings closed up as painted houses
  starts.forEach((ax, i) => {
    s.add(
      `<path d="M${ax},${spring} Q${ax},${crown} ${ax + aw / 2},${crown} Q${ax + aw},${crown} ${ax + aw},${spring}" fill="none" stroke="#8a8d70" stroke-width="8"/>`,
    );
    if (i % 3 === 1) {
      s.add(path(arch(ax), WALLS[(i * 2) % WALLS.length] ?? "#f2c14e"));
      s.add(rect(ax + aw / 2 - 18, base - 100, 36, 100, "#5b3a24"));
      s.add(rect(ax + 16, base - 190, 26, 36, "#30404a"));
      s.add(rect(ax + aw - 42, base - 190, 26, 36, "#30404a"));
      s.add(rect(ax, base - 12, aw, 12, "#000000", `opacity="0.12"`));
    }
  });
  s.add(rect(-20, top - 14, GW + 40, 16, "#a9ab8d"));
  bougainvillea(s, 520, 250, 280, 110);
  bougainvillea(s, -20, 260, 200, 100);
  // cobbled lane
  s.add(rect(0, 606, GW, 200, "#b0a48e"));
  for (let i = 0; i < 260; i++)
    s.add(
      ellipse(
        s.rand(0, GW),
        s.rand(612, 800),
        s.rand(9, 16),
        s.rand(4, 7),
        s.pick(["#9c8f78", "#c2b69f", "#a89b83"]),
      ),
    );
  // café table with a laptop and a cup of chocolate
  awning(s, 860, 480, 300, 44, "#2fa39a", "#f4ead8", 8);
  bistroTable(s, 330, 740, 170, "#f2efe9", "#3a3330");
  laptop(s, 330, 621, 80, "#cfd3d8", "#cfe8ff", 1);
  cup(s, 392, 621, 16, "#d9566b", "#ffffff");
  chair(s, 230, 770, 120, "#3a3330");
  const [body, head, hair] = PEOPLE[0] ?? ["#333", "#a0785a", "#222"];
  seated(s, 236, 700, 180, body, head, 1, hair);
  chair(s, 440, 770, 120, "#3a3330");
  seated(s, 440, 700, 180, "#e2445c", "#8d5a3b", -1, "#1c1410");
  bistroTable(s, 960, 700, 130, "#f2efe9", "#3a3330");
  cup(s, 950, 609, 12, "#f4f1ea");
  person(s, 720, 760, 170, "#2f6f5e", "#e0ac7e", { hair: "#6b4226", bag: true });
  papelPicado(s, 560, 1220, 40, 30, 30);
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: a market hall under papel picado
// ---------------------------------------------------------------------------------------------
/** A mound of chiles: small slanted pods piled in a half-ellipse. */
function chiles(s: Svg, cx: number, baseY: number, rx: number, ry: number, colors: string[]): void {
  const parts: string[] = [];
  const pods: Array<[number, number]> = [];
  for (let i = 0; i < 160; i++) {
    const a = s.rand(Math.PI, Math.PI * 2);
    const d = Math.sqrt(s.r());
    pods.push([cx + Math.cos(a) * d * rx, baseY + Math.sin(a) * d * ry - 4]);
  }
  pods.sort((p, q) => q[1] - p[1]);
  for (const [px, py] of pods) {
    const c = s.pick(colors);
    parts.push(
      `<ellipse cx="${f(px)}" cy="${f(py)}" rx="9" ry="3.6" fill="${c}" transform="rotate(${f(s.rand(-50, 50))} ${f(px)} ${f(py)})"/>`,
    );
  }
  s.add(group(parts.join("")));
}

function market(s: Svg): void {
  // hall: back wall, steel roof trusses, skylight
  s.add(rect(0, 0, GW, GH, "#efe2c8"));
  s.add(
    rect(
      0,
      0,
      GW,
      170,
      s.lin([
        [0, "#d7e7ee"],
        [1, "#f3ecd9"],
      ]),
    ),
  );
  for (let x = 0; x <= GW; x += 150) {
    s.add(line(x, 0, x + 75, 170, "#6c6258", 4));
    s.add(line(x + 150, 0, x + 75, 170, "#6c6258", 4));
  }
  s.add(rect(0, 166, GW, 10, "#6c6258"));
  s.add(rect(0, 176, GW, 260, "#e9d3ac"));
  for (let x = 40; x < GW; x += 240) {
    s.add(rect(x, 200, 150, 110, "#ffffff", `opacity="0.25"`));
    s.add(rect(x, 200, 150, 110, "none", `stroke="#b9a27e" stroke-width="3"`));
  }
  for (const y of [110, 230]) papelPicado(s, -20, GW + 20, y, 26, 32);

  // back stalls with shelves of mezcal and baskets
  s.add(rect(0, 330, GW, 120, "#8a5a3a"));
  s.add(rect(0, 330, GW, 10, "#6a4028"));
  for (let bx = 20; bx < 520; bx += 26) {
    const c = s.pick(["#d9e6c8", "#c8d9d0", "#e8dcb0", "#b9d0c0"]);
    s.add(rect(bx, 372, 16, 48, c, `rx="3" opacity="0.9"`));
    s.add(rect(bx + 5, 360, 6, 14, c));
    s.add(rect(bx + 2, 388, 12, 14, s.pick(["#e2445c", "#2fa39a", "#f2a531", "#7a5cc7"])));
  }
  for (let bx = 620; bx < GW; bx += 70) {
    s.add(ellipse(bx + 28, 420, 32, 12, "#c99a5a"));
    s.add(rect(bx - 4, 396, 64, 24, "#c99a5a", `rx="6"`));
    produce(s, bx, 398, 56, ["#c0392b", "#8e2a1e", "#e67e22", "#f1c40f"], 5);
  }

  // the vendor behind the first counter
  person(s, 600, 700, 240, "#7a5cc7", "#8d5a3b", { hair: "#1c1410" });
  // front stalls: chiles, chapulines, fruit
  const counter = (x: number, w: number, cloth: string) => {
    s.add(rect(x, 560, w, 240, "#7a4a2e"));
    s.add(rect(x - 6, 548, w + 12, 16, cloth));
    for (let i = x; i < x + w; i += 24) s.add(rect(i, 564, 12, 236, "#000000", `opacity="0.06"`));
  };
  counter(20, 360, "#2fa39a");
  counter(420, 360, "#e2445c");
  counter(820, 360, "#f2a531");
  // chiles in heaps
  chiles(s, 115, 548, 80, 60, ["#c0392b", "#a93226", "#27ae60", "#1e8449"]);
  chiles(s, 285, 548, 80, 56, ["#5b1f16", "#7b2d1f", "#3b1410", "#8e2a1e"]);
  // chapulines: baskets of small reddish grasshoppers
  for (const [bx, bw] of [
    [440, 150],
    [610, 150],
  ] as const) {
    s.add(path(`M${bx},${520} H${bx + bw} L${bx + bw - 14},${548} H${bx + 14} Z`, "#b5854b"));
    s.add(ellipse(bx + bw / 2, 520, bw / 2, 16, "#8e3b26"));
    for (let i = 0; i < 40; i++)
      s.add(
        ellipse(
          bx + s.rand(12, bw - 12),
          512 + s.rand(0, 14),
          5,
          2.5,
          s.pick(["#b4462c", "#7d2a1a", "#c95f3b"]),
        ),
      );
  }
  // fruit
  produce(s, 840, 548, 160, ["#f1c40f", "#e67e22", "#8bc34a", "#e74c3c"], 11);
  produce(s, 1010, 548, 150, ["#f39c12", "#d35400", "#f7dc6f"], 11);
  // vendor and shoppers
  person(s, 700, 800, 230, "#3d5a80", "#c68b59", { hair: "#2b1d14", bag: true });
  person(s, 900, 800, 220, "#2f6f5e", "#e0ac7e", { hair: "#6b4226" });
  for (const lx of [200, 600, 1000]) {
    s.add(line(lx, 176, lx, 300, "#3a3330", 2));
    s.add(path(`M${lx - 20},${318} Q${lx},${292} ${lx + 20},${318} Z`, "#3a3330"));
    s.add(ellipse(lx, 318, 12, 4, "#ffe3a6"));
  }
}

export default [
  { city: CITY, file: "hero", width: W, height: 900, draw: hero },
  { city: CITY, file: "gallery-1", width: GW, height: GH, draw: aqueduct },
  { city: CITY, file: "gallery-2", width: GW, height: GH, draw: market },
] satisfies Artwork[];
