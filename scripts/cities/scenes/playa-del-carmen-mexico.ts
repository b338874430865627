/**
 * Playa del Carmen: the beach at Parque Fundadores with the Portal Maya and the Cozumel ferry
 * (hero); a coworking under a palapa roof (gallery-1); swimmers in a jungle cenote (gallery-2).
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
  group,
  laptop,
  line,
  palm,
  path,
  person,
  plantPot,
  poly,
  rect,
  seated,
  sky,
  sun,
  water,
} from "../art";

const CITY = "playa-del-carmen-mexico";
const W = 1600;
const H = 900;
const GW = 1200;
const GH = 800;
const PEOPLE: Array<[string, string, string]> = [
  ["#3d5a80", "#c68b59", "#2b1d14"],
  ["#e76f51", "#8d5a3b", "#1c1410"],
  ["#2a9d8f", "#e0ac7e", "#6b4226"],
  ["#6c4f8a", "#a86f4c", "#1f1a17"],
];

/** The Portal Maya: two bronze bands, like figures, rising and meeting in a tall open ring. */
function portalMaya(s: Svg, cx: number, baseY: number, h: number): void {
  const k = h / 300;
  const bronze = s.linU(
    [
      [0, "#c98b4a"],
      [0.5, "#9a5f2e"],
      [1, "#6e3f1f"],
    ],
    cx - 110 * k,
    0,
    cx + 110 * k,
    0,
  );
  const parts: string[] = [];
  // left band: foot, body curving up and over to the top
  parts.push(
    path(
      `M${f(cx - 70 * k)},${f(baseY)} C${f(cx - 120 * k)},${f(baseY - 120 * k)} ${f(cx - 130 * k)},${f(baseY - 250 * k)} ${f(cx - 40 * k)},${f(baseY - 296 * k)} C${f(cx - 10 * k)},${f(baseY - 310 * k)} ${f(cx + 30 * k)},${f(baseY - 300 * k)} ${f(cx + 40 * k)},${f(baseY - 280 * k)} C${f(cx)},${f(baseY - 286 * k)} ${f(cx - 80 * k)},${f(baseY - 250 * k)} ${f(cx - 84 * k)},${f(baseY - 170 * k)} C${f(cx - 86 * k)},${f(baseY - 100 * k)} ${f(cx - 60 * k)},${f(baseY - 40 * k)} ${f(cx - 44 * k)},${f(baseY)} Z`,
      bronze,
    ),
  );
  // right band, mirrored and interlaced at the top
  parts.push(
    path(
      `M${f(cx + 70 * k)},${f(baseY)} C${f(cx + 124 * k)},${f(baseY - 120 * k)} ${f(cx + 126 * k)},${f(baseY - 240 * k)} ${f(cx + 50 * k)},${f(baseY - 286 * k)} C${f(cx + 20 * k)},${f(baseY - 300 * k)} ${f(cx - 26 * k)},${f(baseY - 290 * k)} ${f(cx - 30 * k)},${f(baseY - 268 * k)} C${f(cx + 10 * k)},${f(baseY - 276 * k)} ${f(cx + 82 * k)},${f(baseY - 244 * k)} ${f(cx + 86 * k)},${f(baseY - 166 * k)} C${f(cx + 88 * k)},${f(baseY - 100 * k)} ${f(cx + 62 * k)},${f(baseY - 40 * k)} ${f(cx + 46 * k)},${f(baseY)} Z`,
      bronze,
    ),
  );
  // heads and arms reaching for each other, suggested by knots on the bands
  parts.push(circle(cx - 96 * k, baseY - 214 * k, 13 * k, "#8a5428"));
  parts.push(circle(cx + 98 * k, baseY - 206 * k, 13 * k, "#8a5428"));
  parts.push(
    `<path d="M${f(cx - 84 * k)},${f(baseY - 120 * k)} Q${f(cx - 40 * k)},${f(baseY - 150 * k)} ${f(cx + 4 * k)},${f(baseY - 134 * k)}" fill="none" stroke="#8a5428" stroke-width="${f(9 * k)}" stroke-linecap="round"/>`,
  );
  parts.push(
    `<path d="M${f(cx + 86 * k)},${f(baseY - 112 * k)} Q${f(cx + 44 * k)},${f(baseY - 146 * k)} ${f(cx - 4 * k)},${f(baseY - 134 * k)}" fill="none" stroke="#8a5428" stroke-width="${f(9 * k)}" stroke-linecap="round"/>`,
  );
  parts.push(rect(cx - 130 * k, baseY, 260 * k, 10 * k, "#d9cdb6"));
  s.add(group(parts.join("")));
}

function ferry(s: Svg, x: number, y: number, k: number): void {
  s.add(
    path(
      `M${f(x)},${f(y)} L${f(x + 200 * k)},${f(y)} L${f(x + 180 * k)},${f(y + 26 * k)} L${f(x + 14 * k)},${f(y + 26 * k)} Z`,
      "#f6f7f8",
    ),
  );
  s.add(rect(x + 8 * k, y + 10 * k, 182 * k, 6 * k, "#1f6fb0"));
  s.add(rect(x + 40 * k, y - 26 * k, 130 * k, 26 * k, "#f6f7f8", `rx="${f(4 * k)}"`));
  s.add(rect(x + 70 * k, y - 44 * k, 80 * k, 18 * k, "#f6f7f8", `rx="${f(4 * k)}"`));
  for (let wx = x + 48 * k; wx < x + 165 * k; wx += 16 * k)
    s.add(rect(wx, y - 20 * k, 10 * k, 8 * k, "#2f4a5c"));
  s.add(
    path(
      `M${f(x - 60 * k)},${f(y + 22 * k)} Q${f(x - 20 * k)},${f(y + 14 * k)} ${f(x + 14 * k)},${f(y + 24 * k)}`,
      "none",
      `stroke="#ffffff" stroke-width="${f(4 * k)}" opacity="0.8"`,
    ),
  );
}

function palapa(s: Svg, x: number, groundY: number, k: number): void {
  s.add(rect(x - 4 * k, groundY - 150 * k, 8 * k, 150 * k, "#8a6a44"));
  s.add(
    path(
      `M${f(x - 100 * k)},${f(groundY - 130 * k)} L${f(x)},${f(groundY - 200 * k)} L${f(x + 100 * k)},${f(groundY - 130 * k)} Z`,
      "#c9a35c",
    ),
  );
  for (let i = -90; i <= 90; i += 12)
    s.add(line(x + i * k, groundY - 132 * k, x + i * k * 0.4, groundY - 190 * k, "#a8843f", 2));
  s.add(
    path(
      `M${f(x - 104 * k)},${f(groundY - 132 * k)} L${f(x + 104 * k)},${f(groundY - 132 * k)} L${f(x + 96 * k)},${f(groundY - 120 * k)} L${f(x - 96 * k)},${f(groundY - 120 * k)} Z`,
      "#b38d47",
    ),
  );
}

function lounger(s: Svg, x: number, y: number, k: number, towel: string): void {
  s.add(
    poly(
      [
        [x, y],
        [x + 110 * k, y],
        [x + 110 * k, y - 8 * k],
        [x, y - 8 * k],
      ],
      "#a57c4f",
    ),
  );
  s.add(
    poly(
      [
        [x + 110 * k, y - 8 * k],
        [x + 140 * k, y - 40 * k],
        [x + 148 * k, y - 36 * k],
        [x + 118 * k, y - 4 * k],
      ],
      "#a57c4f",
    ),
  );
  s.add(rect(x + 10 * k, y - 12 * k, 90 * k, 6 * k, towel));
  for (const lx of [x + 6 * k, x + 100 * k]) s.add(rect(lx, y, 4 * k, 14 * k, "#7d5c38"));
}

// ---------------------------------------------------------------------------------------------
// Hero
// ---------------------------------------------------------------------------------------------
function hero(s: Svg): void {
  sky(s, [
    [0, "#2f8fd6"],
    [0.55, "#8fd0f0"],
    [1, "#e8f7f8"],
  ]);
  sun(s, 1380, 130, 46, "#fffbe8", "#fff1c2", 360, 0.6);
  cloud(s, 140, 150, 1.2, "#ffffff", 0.9);
  cloud(s, 720, 100, 0.9, "#ffffff", 0.8);
  cloud(s, 1060, 220, 0.7, "#ffffff", 0.7);
  birds(s, 520, 230, 4, "#3c5a6a", 9);

  // Cozumel, low and green on the horizon
  const horizon = 470;
  s.add(
    path(
      `M640,${horizon} C760,${horizon - 22} 1100,${horizon - 30} 1340,${horizon - 18} C1440,${horizon - 12} 1560,${horizon - 8} 1620,${horizon - 4} V${horizon} Z`,
      "#6f9f8e",
    ),
  );
  // the sea in bands of turquoise
  water(s, horizon, 700, "#1d8fb8", "#3cc7c4", "#ffffff", 120);
  s.add(
    rect(
      0,
      620,
      W,
      80,
      s.lin([
        [0, "#5fd8cf", 0],
        [1, "#8fe6d8", 0.8],
      ]),
    ),
  );
  ferry(s, 980, 520, 1);
  // gentle surf line and the white beach
  s.add(path(`M0,700 C300,684 700,708 1000,692 C1250,680 1450,700 1600,690 V${H} H0 Z`, "#f4ecd8"));
  s.add(
    path(
      `M0,700 C300,684 700,708 1000,692 C1250,680 1450,700 1600,690`,
      "none",
      `stroke="#ffffff" stroke-width="6" opacity="0.9"`,
    ),
  );
  for (let i = 0; i < 80; i++)
    s.add(ellipse(s.rand(0, W), s.rand(730, 900), s.rand(6, 16), 2, "#e6dcc2", `opacity="0.8"`));

  // Parque Fundadores: the Portal Maya on its plaza
  s.add(ellipse(420, 790, 230, 30, "#e4d8bf"));
  portalMaya(s, 420, 790, 360);

  // palms, a palapa, loungers and beachgoers
  palm(s, 120, 820, 430, "#2f6b4a", 0.12);
  palm(s, 210, 840, 330, "#3a7d55", -0.1);
  palm(s, 1480, 830, 440, "#2f6b4a", -0.14);
  palm(s, 1380, 860, 320, "#3a7d55", 0.1);
  palapa(s, 1120, 820, 1);
  lounger(s, 1040, 840, 0.9, "#e76f51");
  lounger(s, 1150, 850, 0.9, "#2a9d8f");
  person(s, 760, 800, 110, "#e76f51", "#8d5a3b", { hair: "#1c1410" });
  person(s, 800, 806, 100, "#264653", "#c68b59", { hair: "#2b1d14" });
  person(s, 900, 760, 70, "#f4a261", "#e0ac7e", { hair: "#6b4226" });
  // a swimmer and a paddleboarder in the shallows
  s.add(circle(620, 660, 7, "#8d5a3b"));
  s.add(ellipse(620, 666, 16, 3, "#ffffff", `opacity="0.7"`));
  s.add(rect(700, 622, 90, 6, "#f4a261", `rx="3"`));
  person(s, 745, 622, 60, "#264653", "#c68b59", { hair: "#2b1d14" });
  s.add(line(760, 582, 772, 628, "#3a3330", 2));
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: coworking under a palapa roof
// ---------------------------------------------------------------------------------------------
function hammock(s: Svg, x0: number, x1: number, y: number, sag: number, color: string): void {
  s.add(line(x0, y - 40, x0 + 30, y, "#5a4a3a", 2));
  s.add(line(x1, y - 40, x1 - 30, y, "#5a4a3a", 2));
  s.add(
    path(
      `M${x0 + 30},${y} Q${(x0 + x1) / 2},${y + sag * 2} ${x1 - 30},${y} Q${(x0 + x1) / 2},${y + sag * 1.3} ${x0 + 30},${y} Z`,
      color,
    ),
  );
  for (let i = 1; i < 6; i++) {
    const t = i / 6;
    const xx = x0 + 30 + (x1 - x0 - 60) * t;
    const yy = y + sag * 2 * 2 * t * (1 - t) - 4;
    s.add(line(xx, yy - 6, xx, yy + 4, "#ffffff", 3, `opacity="0.5"`));
  }
}

function ceilingFan(s: Svg, x: number, y: number): void {
  s.add(line(x, y - 60, x, y, "#3a3330", 3));
  s.add(ellipse(x, y, 12, 6, "#3a3330"));
  s.add(ellipse(x - 48, y + 2, 44, 6, "#6b4f36"));
  s.add(ellipse(x + 48, y + 2, 44, 6, "#6b4f36"));
}

function palapaCowork(s: Svg): void {
  // view: sky, sea and palms, between the wooden posts
  sky(s, [
    [0, "#56aee0"],
    [1, "#dff3f4"],
  ]);
  cloud(s, 260, 250, 0.9, "#ffffff", 0.85);
  cloud(s, 820, 230, 0.8, "#ffffff", 0.8);
  water(s, 400, 560, "#1d8fb8", "#55d3c9", "#ffffff", 60);
  s.add(rect(0, 520, GW, 40, "#f1e6cc"));
  for (const [px, ph, lean] of [
    [80, 330, 0.1],
    [330, 280, -0.12],
    [900, 320, 0.14],
    [1120, 290, -0.1],
  ] as const)
    palm(s, px, 560, ph, "#2f6b4a", lean);
  // deck floor
  s.add(
    rect(
      0,
      560,
      GW,
      240,
      s.lin([
        [0, "#b58a5a"],
        [1, "#8f6a42"],
      ]),
    ),
  );
  for (let y = 575; y < GH; y += 20 + (y - 560) * 0.12)
    s.add(line(0, y, GW, y, "#6e4f30", 1.5, `opacity="0.5"`));
  // thatched roof with rafters
  s.add(path(`M-20,0 H${GW + 20} V150 Q${GW / 2},190 -20,150 Z`, "#c9a35c"));
  for (let x = -20; x < GW + 20; x += 14)
    s.add(line(x, 0, x + 6, 160 + 20 * Math.sin((x / GW) * Math.PI), "#a8843f", 2, `opacity="0.7"`));
  s.add(path(`M-20,150 Q${GW / 2},190 ${GW + 20},150 L${GW + 20},166 Q${GW / 2},206 -20,166 Z`, "#9c7a3a"));
  for (const px of [60, 600, 1140]) s.add(rect(px - 10, 150, 20, 420, "#7a5a3a"));
  ceilingFan(s, 330, 240);
  ceilingFan(s, 870, 240);
  hammock(s, 606, 1134, 420, 60, "#e76f51");
  // long table with laptops and people
  s.add(rect(120, 600, 820, 16, "#d9b88a"));
  s.add(rect(120, 616, 820, 6, "#6e4f30"));
  for (const lx of [140, 910]) s.add(rect(lx, 622, 10, 120, "#6e4f30"));
  for (const lx of [230, 400, 570, 740]) laptop(s, lx, 600, 80, "#cfd3d8", "#cfe8ff", 1);
  cup(s, 320, 600, 14, "#2a9d8f", "#ffffff");
  s.add(circle(660, 590, 10, "#9bc34a"));
  s.add(line(660, 580, 666, 566, "#e76f51", 2));
  plantPot(s, 870, 600, 60, "#c96f45", "#4f8a5a", "#3c7048");
  const seats: Array<[number, number]> = [
    [230, 760],
    [400, 764],
    [740, 760],
  ];
  seats.forEach(([px, py], i) => {
    const [body, head, hair] = PEOPLE[i % PEOPLE.length] ?? ["#333", "#a0785a", "#222"];
    chair(s, px + 10, 800, 120, "#6e4f30");
    seated(s, px, py, 190, body, head, 1, hair);
  });
  plantPot(s, 1080, 720, 220, "#d9cfbf", "#3f8a55", "#2f6b4a");
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: a jungle cenote
// ---------------------------------------------------------------------------------------------
function cenote(s: Svg): void {
  // cave: dark rock, a round opening to the jungle in the ceiling
  s.add(
    rect(
      0,
      0,
      GW,
      GH,
      s.lin([
        [0, "#2a2622"],
        [1, "#3d3831"],
      ]),
    ),
  );
  const holeCx = 560;
  const holeCy = 30;
  // the far wall, lit green-grey where the light falls
  s.add(
    ellipse(
      holeCx,
      420,
      360,
      200,
      s.rad(
        [
          [0, "#5d6a5c"],
          [1, "#3d3831", 0],
        ],
        holeCx,
        420,
        380,
      ),
    ),
  );
  s.add(ellipse(holeCx, holeCy, 270, 120, "#a8dcf0"));
  for (let i = 0; i < 34; i++) {
    const a = s.rand(0, Math.PI);
    s.add(
      circle(
        holeCx + Math.cos(a) * 270 * s.rand(0.8, 1.05),
        holeCy + Math.sin(a) * 120 * s.rand(0.75, 1.0),
        s.rand(18, 40),
        s.pick(["#2f6b3a", "#3f8a45", "#4f9a50", "#5aa85a"]),
      ),
    );
  }
  s.add(ellipse(holeCx, holeCy + 8, 290, 136, "none", `stroke="#221f1b" stroke-width="18"`));
  // rock walls framing the pool
  s.add(
    path(
      `M0,0 H${holeCx - 280} C${holeCx - 330},120 ${holeCx - 250},200 ${holeCx - 310},300 C${holeCx - 370},400 ${holeCx - 220},440 ${holeCx - 270},530 L0,540 Z`,
      "#4a433b",
    ),
  );
  s.add(
    path(
      `M${GW},0 H${holeCx + 280} C${holeCx + 330},140 ${holeCx + 270},210 ${holeCx + 340},300 C${holeCx + 410},390 ${holeCx + 260},450 ${holeCx + 340},530 L${GW},540 Z`,
      "#4a433b",
    ),
  );
  for (let i = 0; i < 30; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const x = holeCx + side * s.rand(320, 620);
    const y = s.rand(40, 520);
    s.add(
      ellipse(
        x,
        y,
        s.rand(30, 80),
        s.rand(6, 14),
        s.pick(["#5a5148", "#3d372f", "#635a4f"]),
        `opacity="0.8"`,
      ),
    );
  }
  // stalactites
  for (let i = 0; i < 26; i++) {
    const x = s.rand(0, GW);
    if (Math.abs(x - holeCx) < 280) continue;
    const len = s.rand(30, 110);
    const y = s.rand(0, 80);
    s.add(
      poly(
        [
          [x - 8, y],
          [x + 8, y],
          [x, y + len],
        ],
        "#5a5148",
      ),
    );
  }
  // shafts of sunlight
  for (const [x0, x1, op] of [
    [440, 360, 0.22],
    [560, 560, 0.28],
    [660, 760, 0.2],
  ] as const)
    s.add(
      poly(
        [
          [x0 - 40, 110],
          [x0 + 40, 110],
          [x1 + 90, 540],
          [x1 - 90, 540],
        ],
        s.lin([
          [0, "#fff7d6", op * 1.6],
          [1, "#fff7d6", op * 0.4],
        ]),
      ),
    );
  // hanging roots
  for (let i = 0; i < 22; i++) {
    const a = s.rand(0.15, Math.PI - 0.15);
    const x = holeCx + Math.cos(a) * 280;
    const y0 = holeCy + Math.sin(a) * 130;
    const len = s.rand(120, 380);
    s.add(
      `<path d="M${f(x)},${f(y0)} Q${f(x + s.rand(-20, 20))},${f(y0 + len / 2)} ${f(x + s.rand(-10, 10))},${f(y0 + len)}" fill="none" stroke="#6b5a42" stroke-width="${f(s.rand(2, 4))}" opacity="0.85"/>`,
    );
  }
  // turquoise water with glints and the rocky rim
  water(s, 520, GH, "#27c3c9", "#0b5f7a", "#e8ffff", 90);
  s.add(
    ellipse(
      560,
      560,
      260,
      40,
      s.rad(
        [
          [0, "#bff4f0", 0.7],
          [1, "#bff4f0", 0],
        ],
        560,
        560,
        260,
      ),
    ),
  );
  // wooden platform and ladder on the left
  s.add(rect(0, 500, 280, 24, "#8a6a44"));
  for (let x = 10; x < 280; x += 40) s.add(rect(x, 524, 8, 60, "#6e4f30"));
  s.add(rect(250, 520, 8, 90, "#c9c2b4"));
  s.add(rect(276, 520, 8, 90, "#c9c2b4"));
  for (let y = 540; y < 610; y += 18) s.add(rect(250, y, 34, 4, "#c9c2b4"));
  person(s, 120, 500, 130, "#e76f51", "#8d5a3b", { hair: "#1c1410" });
  // swimmers
  for (const [x, y, c] of [
    [470, 600, "#c68b59"],
    [640, 640, "#8d5a3b"],
    [820, 590, "#e0ac7e"],
  ] as const) {
    s.add(ellipse(x, y + 8, 30, 6, "#bff4f0", `opacity="0.55"`));
    s.add(circle(x, y, 11, c));
    s.add(rect(x - 30, y + 6, 24, 5, c, `rx="2.5"`));
  }
  s.add(ellipse(980, 700, 60, 12, "#f4a261"));
  s.add(circle(960, 690, 10, "#a86f4c"));
}

export default [
  { city: CITY, file: "hero", width: W, height: H, draw: hero },
  { city: CITY, file: "gallery-1", width: GW, height: GH, draw: palapaCowork },
  { city: CITY, file: "gallery-2", width: GW, height: GH, draw: cenote },
] satisfies Artwork[];
