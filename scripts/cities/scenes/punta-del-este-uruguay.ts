/**
 * Punta del Este: La Mano rising from the sand of Playa Brava at sunset, with the peninsula's
 * towers, the lighthouse and Isla de Lobos; a coworking space looking over the port; the wavy
 * Leonel Viera bridge at La Barra with a surf school on the beach.
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
  roundTree,
  seated,
  sky,
  skyline,
  streak,
  sun,
  water,
} from "../art";

const CITY = "punta-del-este-uruguay";
const W = 1600;
const H = 900;
const GW = 1200;
const GH = 800;

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

function lighthouse(s: Svg, x: number, baseY: number, h: number, wall: string, cap: string, girth = 1): void {
  const parts: string[] = [];
  const wb = h * 0.16 * girth;
  const wt = h * 0.1 * girth;
  parts.push(
    poly(
      [
        [x - wb / 2, baseY],
        [x + wb / 2, baseY],
        [x + wt / 2, baseY - h],
        [x - wt / 2, baseY - h],
      ],
      wall,
    ),
  );
  parts.push(
    poly(
      [
        [x + wb * 0.15, baseY],
        [x + wb / 2, baseY],
        [x + wt / 2, baseY - h],
        [x + wt * 0.15, baseY - h],
      ],
      "#000000",
      `opacity="0.08"`,
    ),
  );
  parts.push(rect(x - wt * 0.8, baseY - h - 4, wt * 1.6, 5, cap));
  parts.push(rect(x - wt * 0.45, baseY - h - h * 0.12, wt * 0.9, h * 0.12, "#fff2c4"));
  parts.push(
    poly(
      [
        [x - wt * 0.6, baseY - h - h * 0.12],
        [x, baseY - h - h * 0.22],
        [x + wt * 0.6, baseY - h - h * 0.12],
      ],
      cap,
    ),
  );
  s.add(group(parts.join("")));
}

/** Apartment slab with balcony stripes, white or pale, as seen along the peninsula. */
function slab(s: Svg, x: number, baseY: number, w: number, h: number, wall: string, glass: string): void {
  s.add(rect(x, baseY - h, w, h, wall));
  for (let y = baseY - h + 8; y < baseY - 6; y += 12) {
    s.add(rect(x + 3, y, w - 6, 6, glass));
    s.add(rect(x + 3, y + 6, w - 6, 2, "#ffffff", `opacity="0.6"`));
  }
  s.add(rect(x + w * 0.7, baseY - h, w * 0.3, h, "#000000", `opacity="0.08"`));
}

// ---------------------------------------------------------------------------------------------
// Hero: La Mano on Playa Brava at sunset
// ---------------------------------------------------------------------------------------------

function finger(
  s: Svg,
  x: number,
  baseY: number,
  w: number,
  h: number,
  lean: number,
  fill: string,
  shade: string,
): void {
  const tx = x + lean;
  const d = `M${f(x - w / 2)},${f(baseY)} C${f(x - w / 2)},${f(baseY - h * 0.5)} ${f(tx - w / 2)},${f(baseY - h * 0.8)} ${f(tx - w / 2)},${f(baseY - h + w / 2)} A${f(w / 2)},${f(w / 2)} 0 0 1 ${f(tx + w / 2)},${f(baseY - h + w / 2)} C${f(tx + w / 2)},${f(baseY - h * 0.8)} ${f(x + w / 2)},${f(baseY - h * 0.5)} ${f(x + w / 2)},${f(baseY)} Z`;
  s.add(path(d, fill));
  const sd = `M${f(x + w * 0.12)},${f(baseY)} C${f(x + w * 0.12)},${f(baseY - h * 0.5)} ${f(tx + w * 0.12)},${f(baseY - h * 0.8)} ${f(tx + w * 0.12)},${f(baseY - h + w / 2)} A${f(w / 2)},${f(w / 2)} 0 0 1 ${f(tx + w / 2)},${f(baseY - h + w / 2)} C${f(tx + w / 2)},${f(baseY - h * 0.8)} ${f(x + w / 2)},${f(baseY - h * 0.5)} ${f(x + w / 2)},${f(baseY)} Z`;
  s.add(path(sd, shade));
  // knuckle creases and a nail
  for (const t of [0.38, 0.66])
    s.add(
      path(
        `M${f(x - w * 0.36 + lean * t)},${f(baseY - h * t)} q${f(w * 0.36)},${f(-6)} ${f(w * 0.72)},0`,
        "none",
        `stroke="${shade}" stroke-width="3" stroke-linecap="round"`,
      ),
    );
  s.add(ellipse(tx, baseY - h + w * 0.42, w * 0.26, w * 0.18, "#ffffff", `opacity="0.25"`));
}

function hero(s: Svg): void {
  sky(s, [
    [0, "#2f3f7e"],
    [0.32, "#7b6aa8"],
    [0.52, "#e59a8e"],
    [0.62, "#fbc98f"],
  ]);
  sun(s, 1210, 470, 44, "#fff2cc", "#ffc98a", 440, 0.7);
  streak(s, 60, 220, 480, 12, "#b38ab0", 0.45);
  streak(s, 700, 150, 520, 14, "#9a7fb0", 0.4);
  streak(s, 900, 360, 360, 10, "#f6b08e", 0.5);

  // Ocean with Isla de Lobos on the horizon
  const horizon = 540;
  water(s, horizon, 900, "#e3a08c", "#3a4c86", "#ffe6bc", 140);
  s.add(path(`M300,${horizon + 1} C330,${horizon - 10} 420,${horizon - 12} 470,${horizon + 1} Z`, "#6f5a86"));
  lighthouse(s, 400, horizon - 8, 40, "#e9e2ee", "#6f5a86");

  // The peninsula on the right: towers, the church and the lighthouse, catching the sunset
  const pen = 580;
  s.add(
    path(
      `M860,${pen + 8} C960,${pen - 4} 1200,${pen - 10} 1620,${pen - 12} L1620,${pen + 20} L860,${pen + 20} Z`,
      "#5d4b6d",
    ),
  );
  const towers: Array<[number, number, number]> = [
    [900, 40, 90],
    [946, 46, 150],
    [998, 40, 120],
    [1044, 52, 200],
    [1104, 44, 160],
    [1290, 50, 230],
    [1348, 44, 170],
    [1400, 56, 250],
    [1464, 42, 140],
    [1512, 50, 190],
    [1568, 44, 130],
  ];
  for (const [tx, tw, th] of towers) slab(s, tx, pen + 2, tw, th, "#cdb4c6", "#7d6590");
  lighthouse(s, 1200, pen - 2, 140, "#f6f1f0", "#7a6a8a");
  skyline(s, {
    x0: 880,
    x1: 1620,
    baseY: pen + 8,
    minH: 16,
    maxH: 44,
    minW: 30,
    maxW: 60,
    fills: ["#8c7391", "#7c6584"],
    win: { lit: "#ffd99a", dark: "#5d4b6d", litRatio: 0.5, rowH: 8 },
    gap: 3,
  });
  haze(s, 560, 620, "#f6b89a", 0.25);

  // Surf and the wide sand of Playa Brava
  for (let i = 0; i < 6; i++) {
    const y = 640 + i * 16;
    s.add(
      path(
        `M-20,${y} C300,${y - 8} 700,${y + 6} 1640,${y - 4}`,
        "none",
        `stroke="#fff2dc" stroke-width="${2 + i * 0.6}" opacity="${f(0.35 + i * 0.08)}"`,
      ),
    );
  }
  s.add(path("M-20,900 L-20,730 C300,716 800,706 1640,716 L1640,900 Z", "#e9c49a"));
  s.add(
    path(
      "M-20,744 C300,730 800,720 1640,730 L1640,716 C800,706 300,716 -20,730 Z",
      "#c9a282",
      `opacity="0.7"`,
    ),
  );
  for (let i = 0; i < 70; i++)
    s.add(ellipse(s.rand(0, W), s.rand(760, 890), s.rand(14, 40), 2.5, "#d7ae86", `opacity="0.6"`));

  // La Mano: five concrete fingers rising from the sand
  const base = 800;
  const stone = "#dcd5d0";
  const shade = "#b3a6a8";
  s.add(ellipse(560, base + 6, 260, 24, "#b98e6e", `opacity="0.6"`));
  finger(s, 380, base, 70, 210, -10, stone, shade);
  finger(s, 470, base, 78, 320, -4, stone, shade);
  finger(s, 565, base, 80, 360, 6, stone, shade);
  finger(s, 660, base, 74, 300, 14, stone, shade);
  finger(s, 780, base + 4, 84, 190, 40, stone, shade);
  s.add(path(`M330,${base + 6} C420,${base - 10} 740,${base - 12} 840,${base + 8} Z`, "#e9c49a"));

  person(s, 1020, 790, 70, "#2b2440");
  person(s, 1046, 792, 64, "#2b2440", undefined, { bag: true });
  person(s, 1300, 760, 46, "#2b2440");
  birds(s, 780, 260, 7, "#3a2f5a", 11);
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: coworking looking over the port
// ---------------------------------------------------------------------------------------------

function sailboat(s: Svg, x: number, y: number, k: number, hull: string): void {
  s.add(
    path(
      `M${f(x - 34 * k)},${f(y - 8 * k)} L${f(x + 38 * k)},${f(y - 8 * k)} L${f(x + 28 * k)},${f(y + 4 * k)} L${f(x - 26 * k)},${f(y + 4 * k)} Z`,
      hull,
    ),
  );
  s.add(line(x, y - 8 * k, x, y - 110 * k, "#5a6478", 1.6 * k));
  s.add(rect(x - 14 * k, y - 16 * k, 30 * k, 8 * k, "#e9eef3"));
}

function portView(s: Svg, x: number, y: number, w: number, h: number): void {
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linU(
        [
          [0, "#6aaede"],
          [0.7, "#cfe6f0"],
          [1, "#f2ecdc"],
        ],
        0,
        y,
        0,
        y + h,
      ),
    ),
  );
  cloud(s, x + 100, y + 70, 1, "#ffffff", 0.9);
  cloud(s, x + 640, y + 40, 0.8, "#ffffff", 0.85);
  const sea = y + h * 0.46;
  // Isla Gorriti on the horizon
  s.add(
    path(
      `M${x + 40},${sea + 1} C${x + 90},${sea - 18} ${x + 250},${sea - 22} ${x + 320},${sea + 1} Z`,
      "#5f8a5a",
    ),
  );
  water(s, sea, y + h, "#4f9cc4", "#2f7aa6", "#ffffff", 50, x, x + w);
  // The peninsula on the right with its towers and lighthouse
  s.add(
    path(
      `M${x + 520},${sea + 30} L${x + w + 10},${sea + 16} L${x + w + 10},${sea + 40} L${x + 520},${sea + 40} Z`,
      "#d9d0c0",
    ),
  );
  for (const [tx, tw, th] of [
    [540, 34, 70],
    [580, 40, 110],
    [626, 34, 90],
    [740, 44, 130],
    [790, 36, 96],
    [830, 40, 120],
  ] as const)
    slab(s, x + tx, sea + 30, tw, th, "#f4f1ea", "#8fb4c8");
  lighthouse(s, x + 690, sea + 30, 120, "#ffffff", "#5a6478", 1.6);
  // Marina: pier, masts and a sea lion on the slipway
  s.add(rect(x - 10, y + h - 70, w * 0.7, 12, "#8a7a6a"));
  for (let px = x; px < x + w * 0.7; px += 60) s.add(rect(px, y + h - 58, 6, 40, "#6a5a4a"));
  for (const [bx, by, k, c] of [
    [120, h - 80, 1, "#ffffff"],
    [250, h - 84, 0.9, "#f4f1ea"],
    [370, h - 80, 1.1, "#ffffff"],
    [560, h - 30, 1.2, "#f2c230"],
    [720, h - 24, 1, "#ffffff"],
  ] as const)
    sailboat(s, x + bx, y + by, k, c);
  s.add(ellipse(x + 470, y + h - 76, 34, 12, "#5a4a40"));
  s.add(circle(x + 500, y + h - 92, 10, "#5a4a40"));
  s.add(
    poly(
      [
        [x + 438, y + h - 74],
        [x + 420, y + h - 84],
        [x + 424, y + h - 68],
      ],
      "#5a4a40",
    ),
  );
}

function cowork(s: Svg): void {
  s.add(
    rect(
      0,
      0,
      GW,
      560,
      s.lin([
        [0, "#f2f2ee"],
        [1, "#e3e4df"],
      ]),
    ),
  );
  const wx = 140;
  const wy = 70;
  const ww = 920;
  const wh = 380;
  const clip = s.clip(rect(wx, wy, ww, wh, "#000"));
  s.add(`<g clip-path="${clip}">`);
  portView(s, wx, wy, ww, wh);
  s.add(
    rect(
      wx,
      wy,
      ww,
      wh,
      s.lin(
        [
          [0, "#ffffff", 0.12],
          [1, "#ffffff", 0],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  s.add("</g>");
  const frame = "#3a4450";
  const fr: string[] = [];
  fr.push(rect(wx - 12, wy - 12, ww + 24, 12, frame));
  fr.push(rect(wx - 12, wy + wh, ww + 24, 16, "#2c343e"));
  fr.push(rect(wx - 12, wy - 12, 12, wh + 24, frame));
  fr.push(rect(wx + ww, wy - 12, 12, wh + 24, frame));
  for (let i = 1; i < 4; i++) fr.push(rect(wx + (ww * i) / 4 - 3, wy, 6, wh, frame));
  s.add(group(fr.join("")));
  // Light oak floor, a mate set on the desk, plants
  s.add(
    rect(
      0,
      560,
      GW,
      240,
      s.lin([
        [0, "#d8c2a0"],
        [1, "#bfa67f"],
      ]),
    ),
  );
  for (let y = 580; y < GH; y += 24 + (y - 560) * 0.12)
    s.add(line(0, y, GW, y, "#a58a64", 1.5, `opacity="0.45"`));
  for (const lx of [360, 600, 840]) pendantLamp(s, lx, 0, 50, "#2f3a4a", "#fff0c0");
  plantPot(s, 70, 650, 200, "#f4f1ea", "#4f9a5e", "#2f6d3f");
  roundTree(s, 1130, 650, 110, "#4f8a5e", "#6aa876", "#7a5a40");
  s.add(rect(1090, 610, 80, 40, "#f4f1ea"));
  s.add(rect(200, 600, 800, 16, "#f4f1ea"));
  s.add(rect(200, 616, 800, 6, "#c9c9c2"));
  for (const lx of [220, 970]) s.add(rect(lx, 622, 8, 120, "#2f3a4a"));
  for (const lx of [300, 470, 700, 870]) laptop(s, lx, 600, 80, "#d5d8dd", "#bfe4ff", 1);
  // Mate gourd and thermos
  s.add(rect(560, 546, 20, 54, "#8a8f98", `rx="6"`));
  s.add(rect(563, 538, 14, 10, "#3a3a42", `rx="3"`));
  s.add(path("M600,600 C588,596 588,572 598,566 L622,566 C632,572 632,596 620,600 Z", "#7a4e30"));
  s.add(line(616, 566, 626, 540, "#c9ccd1", 3));
  cup(s, 385, 600, 16, "#2f7aa6", "#ffffff");
  const people: Array<[number, number, string, string, string]> = [
    [300, 760, "#2f7aa6", "#e0ac7e", "#6b4226"],
    [470, 764, "#d9534f", "#c68b59", "#2b1d14"],
    [870, 760, "#3f6b4f", "#a86f4c", "#1c1410"],
  ];
  for (const [px, py, body, head, hair] of people) {
    chair(s, px + 10, 800, 120, "#2f3a4a");
    seated(s, px, py, 190, body, head, 1, hair);
  }
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: the Leonel Viera bridge and a surf school at La Barra
// ---------------------------------------------------------------------------------------------

function surfboard(
  s: Svg,
  x: number,
  baseY: number,
  h: number,
  fill: string,
  stripe: string,
  tilt: number,
): void {
  const w = h * 0.2;
  const d = `M${f(x)},${f(baseY)} C${f(x - w)},${f(baseY - h * 0.2)} ${f(x - w)},${f(baseY - h * 0.8)} ${f(x)},${f(baseY - h)} C${f(x + w)},${f(baseY - h * 0.8)} ${f(x + w)},${f(baseY - h * 0.2)} ${f(x)},${f(baseY)} Z`;
  s.add(
    `<g transform="rotate(${tilt} ${f(x)} ${f(baseY)})">${path(d, fill)}${line(x, baseY - 6, x, baseY - h + 6, stripe, 3)}</g>`,
  );
}

function laBarra(s: Svg): void {
  sky(s, [
    [0, "#3f8ed4"],
    [0.7, "#bfe0f0"],
    [1, "#f4ecd8"],
  ]);
  sun(s, 1040, 120, 30, "#fffbe6", "#fff0b8", 220, 0.5);
  cloud(s, 120, 110, 1.2, "#ffffff", 0.9);
  cloud(s, 700, 70, 0.9, "#ffffff", 0.85);
  // Far shore with pines and houses
  ridge(s, { baseY: 392, amp: 10, fill: "#4f7a55", levels: 5 });
  for (let i = 0; i < 26; i++) {
    const hx = s.rand(0, GW);
    s.add(rect(hx, 372 + s.rand(0, 10), s.rand(24, 40), 16, s.pick(["#f4f1ea", "#e9dcc6", "#d9e4ea"])));
  }
  // Arroyo Maldonado meeting the sea
  water(s, 400, 600, "#5ab0cf", "#2f86ad", "#ffffff", 70);
  // The wavy bridge: two humps on slim piers
  const deck = (x: number) => {
    const t = (x - 40) / 1120;
    return 470 - Math.abs(Math.sin(t * Math.PI * 2)) * 110;
  };
  const pts: Array<[number, number]> = [];
  for (let x = -20; x <= GW + 20; x += 10) pts.push([x, x < 40 ? 470 : x > 1160 ? 470 : deck(x)]);
  const top = pts.map(([x, y]) => `${f(x)},${f(y)}`).join(" L");
  const bottom = [...pts]
    .reverse()
    .map(([x, y]) => `${f(x)},${f(y + 22)}`)
    .join(" L");
  for (let px = 60; px < GW; px += 110) {
    const py = pts.find(([x]) => x >= px)?.[1] ?? 470;
    s.add(rect(px - 6, py + 20, 12, 560 - py, "#d6d9de"));
  }
  s.add(path(`M${top} L${bottom} Z`, "#eef0f2"));
  s.add(
    path(
      `M${pts.map(([x, y]) => `${f(x)},${f(y + 16)}`).join(" L")}`,
      "none",
      `stroke="#b9bec6" stroke-width="6"`,
    ),
  );
  s.add(
    path(
      `M${pts.map(([x, y]) => `${f(x)},${f(y - 10)}`).join(" L")}`,
      "none",
      `stroke="#8a929e" stroke-width="2"`,
    ),
  );
  for (const [cx, c] of [
    [300, "#d9534f"],
    [760, "#2f7aa6"],
  ] as const) {
    const cy = pts.find(([x]) => x >= cx)?.[1] ?? 470;
    s.add(rect(cx - 22, cy - 20, 44, 20, c, `rx="6"`));
    s.add(circle(cx - 12, cy, 5, "#222"));
    s.add(circle(cx + 12, cy, 5, "#222"));
  }

  // Beach and dunes in the foreground
  s.add(path("M-20,800 L-20,600 C300,586 700,590 1220,606 L1220,800 Z", "#efd9b0"));
  s.add(path("M-20,800 L-20,650 C160,610 320,620 460,680 C560,720 620,760 700,800 Z", "#e6cc9c"));
  for (let i = 0; i < 40; i++) {
    const gx = s.rand(0, 600);
    const gy = 680 - gx * 0.08 + s.rand(-30, 40);
    s.add(
      path(
        `M${f(gx)},${f(gy)} l-6,-22 M${f(gx)},${f(gy)} l2,-26 M${f(gx)},${f(gy)} l9,-20`,
        "none",
        `stroke="#8aa05a" stroke-width="2"`,
      ),
    );
  }
  bush(s, 40, 660, 120, "#7a9a5a");
  // Surf school: board rack, flag and a lesson on the sand
  s.add(rect(800, 560, 6, 150, "#5a4a3a"));
  s.add(
    poly(
      [
        [806, 562],
        [880, 580],
        [806, 600],
      ],
      "#f2c230",
    ),
  );
  s.add(rect(860, 660, 260, 10, "#7a5a3a"));
  for (const lx of [870, 1100]) s.add(rect(lx, 670, 8, 50, "#5a4a3a"));
  const boards: Array<[number, string, string]> = [
    [890, "#f2c230", "#d9534f"],
    [930, "#8fd0d6", "#2f6f8a"],
    [970, "#f4f1ea", "#2f7aa6"],
    [1010, "#e57a5a", "#f4f1ea"],
    [1050, "#b6d68c", "#3f6b4f"],
  ];
  for (const [bx, c, st] of boards) surfboard(s, bx, 720, 200, c, st, -4);
  for (const [px, c] of [
    [620, "#2b2b33"],
    [680, "#2b2b33"],
  ] as const) {
    s.add(ellipse(px, 712, 50, 8, "#8fd0d6"));
    person(s, px, 710, 90, c, "#c68b59");
  }
  // Someone working on a laptop on the dune
  s.add(ellipse(250, 690, 70, 10, "#2f7aa6"));
  seated(s, 230, 690, 130, "#f2c230", "#8d5a3b", 1, "#1c1410");
  laptop(s, 280, 690, 60, "#d5d8dd", "#bfe4ff", -1);
  birds(s, 520, 200, 5, "#2f4a6a", 9);
}

const artworks: Artwork[] = [
  { city: CITY, file: "hero", width: W, height: H, draw: hero },
  { city: CITY, file: "gallery-1", width: GW, height: GH, draw: cowork },
  { city: CITY, file: "gallery-2", width: GW, height: GH, draw: laBarra },
];

export default artworks;
