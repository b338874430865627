/**
 * Cartagena: the walled city at sunset with the Clock Tower gate, balconied houses, church domes
 * and the Caribbean (hero), a Getsemaní café street, and a colonial coworking with arched windows.
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
  streak,
  sun,
  water,
} from "../art";

const PEOPLE: Array<[string, string, string]> = [
  ["#2f6f8f", "#8d5a3b", "#1c1410"],
  ["#e07a3f", "#6b4430", "#1c1410"],
  ["#2f6f5e", "#c68b59", "#2b1d14"],
  ["#6c4f8a", "#a86f4c", "#1f1a17"],
  ["#f2c230", "#5e3b28", "#231815"],
];
const WALLS = ["#f2c14e", "#e5734a", "#4fa3b8", "#f3e6cf", "#e86f8a", "#7cc3a4", "#f08c3a"];
const BOUGAINVILLEA = ["#e0407a", "#c92f6b", "#f06fa0"];

/** Bougainvillea spilling over a balcony or a wall: a cascade of small pink clusters. */
function bougainvillea(s: Svg, x: number, y: number, w: number, drop: number): void {
  const parts: string[] = [];
  for (let i = 0; i < Math.round(w / 4); i++) {
    const px = x + s.rand(0, w);
    const py = y + Math.pow(s.r(), 1.6) * drop;
    parts.push(circle(px, py, s.rand(3, 6), s.pick(BOUGAINVILLEA)));
  }
  for (let i = 0; i < Math.round(w / 10); i++)
    parts.push(circle(x + s.rand(0, w), y + s.rand(0, drop * 0.5), s.rand(2, 4), "#3f7d46"));
  s.add(group(parts.join("")));
}

/** Colonial house with a long wooden balcony on the upper floor. */
function balconyHouse(
  s: Svg,
  x: number,
  baseY: number,
  w: number,
  h: number,
  wall: string,
  k = 1,
  flowers = true,
): void {
  const top = baseY - h;
  s.add(rect(x, top, w, h, wall));
  s.add(rect(x - 3 * k, top - 6 * k, w + 6 * k, 7 * k, "#f7efe0"));
  s.add(rect(x + w - 6 * k, top, 6 * k, h, "#000000", `opacity="0.07"`));
  const cols = Math.max(1, Math.floor(w / (46 * k)));
  const cw = w / cols;
  const upper = top + h * 0.18;
  for (let c = 0; c < cols; c++) {
    const cx = x + cw * (c + 0.5);
    s.add(rect(cx - 9 * k, upper, 18 * k, 28 * k, "#5a3a28"));
    s.add(rect(cx - 6 * k, upper + 3 * k, 12 * k, 22 * k, "#7a5038"));
    if (h > 110 * k) {
      s.add(rect(cx - 10 * k, baseY - 38 * k, 20 * k, 38 * k, "#f7efe0"));
      s.add(rect(cx - 7 * k, baseY - 35 * k, 14 * k, 35 * k, "#4a3326"));
    }
  }
  // wooden balcony: roof, rail and balusters
  const by = upper + 30 * k;
  s.add(rect(x + 4 * k, upper - 8 * k, w - 8 * k, 5 * k, "#6b4530"));
  s.add(rect(x + 4 * k, by, w - 8 * k, 4 * k, "#6b4530"));
  for (let bx = x + 6 * k; bx < x + w - 6 * k; bx += 5 * k)
    s.add(rect(bx, by - 14 * k, 1.8 * k, 14 * k, "#6b4530"));
  s.add(rect(x + 4 * k, by - 16 * k, w - 8 * k, 3 * k, "#6b4530"));
  for (let px = x + 6 * k; px < x + w - 4 * k; px += cw)
    s.add(rect(px, upper - 4 * k, 2.5 * k, 34 * k, "#6b4530"));
  if (flowers) bougainvillea(s, x + w * s.rand(0.05, 0.4), by, w * 0.45, 40 * k);
}

/** Two-storey street front seen close up: tall doors with grilles below, a balcony above. */
function streetHouse(
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
  s.add(rect(x - 4, top - 10, w + 8, 12, "#f7efe0"));
  s.add(rect(x + w - 8, top, 8, h, "#000000", `opacity="0.07"`));
  s.add(rect(x, groundY - 16, w, 16, trim, `opacity="0.8"`));
  const cols = Math.max(1, Math.floor(w / 95));
  const cw = w / cols;
  const mid = top + h * 0.48;
  for (let c = 0; c < cols; c++) {
    const cx = x + cw * (c + 0.5);
    // ground floor: tall door or window with a turned-wood grille
    s.add(rect(cx - 30, mid + 30, 60, groundY - mid - 30, "#f7efe0"));
    s.add(rect(cx - 24, mid + 36, 48, groundY - mid - 36, c % 2 === 0 ? "#4a3326" : trim));
    if (c % 2 === 1)
      for (let gx = cx - 20; gx < cx + 22; gx += 8)
        s.add(rect(gx, mid + 40, 3, groundY - mid - 60, "#4a3326"));
    // upper floor: shuttered window behind the balcony
    s.add(rect(cx - 22, top + 40, 44, mid - top - 46, "#f7efe0"));
    s.add(rect(cx - 18, top + 44, 36, mid - top - 54, trim));
    s.add(line(cx, top + 44, cx, mid - 10, "#f7efe0", 2));
  }
  // balcony across the upper floor
  s.add(rect(x + 6, top + 26, w - 12, 8, "#6b4530"));
  for (let px = x + 8; px < x + w - 4; px += cw / 2) s.add(rect(px, top + 30, 4, mid - top - 10, "#6b4530"));
  s.add(rect(x + 4, mid - 14, w - 8, 8, "#6b4530"));
  for (let bx = x + 8; bx < x + w - 8; bx += 8) s.add(rect(bx, mid - 44, 3, 30, "#6b4530"));
  s.add(rect(x + 4, mid - 48, w - 8, 5, "#6b4530"));
  bougainvillea(s, x + w * s.rand(0.1, 0.4), mid - 10, w * 0.5, 80);
}

/** Stone sentry box (garita) on the walls: round body, dome cap and slits. */
function garita(s: Svg, x: number, y: number, k: number, stone: string): void {
  s.add(rect(x - 12 * k, y - 32 * k, 24 * k, 32 * k, stone));
  s.add(
    path(
      `M${f(x - 14 * k)},${f(y - 32 * k)} Q${f(x)},${f(y - 52 * k)} ${f(x + 14 * k)},${f(y - 32 * k)} Z`,
      stone,
    ),
  );
  s.add(circle(x, y - 52 * k, 3 * k, stone));
  s.add(rect(x - 2 * k, y - 26 * k, 4 * k, 12 * k, "#5b4a3a"));
  s.add(path(`M${f(x - 16 * k)},${f(y)} Q${f(x)},${f(y + 14 * k)} ${f(x + 16 * k)},${f(y)} Z`, stone));
}

/** The Clock Tower gate (Torre del Reloj): arched gate block, clock storey and a small cupola. */
function clockTower(s: Svg, x: number, baseY: number, k: number): void {
  const wall = "#f1c75b";
  const trim = "#fbf1da";
  const shade = "#d9a93e";
  const parts: string[] = [];
  parts.push(rect(x - 80 * k, baseY - 120 * k, 160 * k, 120 * k, wall));
  for (const ax of [-46, 0, 46]) {
    const w = ax === 0 ? 34 : 24;
    const hh = ax === 0 ? 84 : 66;
    parts.push(
      path(
        `M${f(x + (ax - w / 2) * k)},${f(baseY)} L${f(x + (ax - w / 2) * k)},${f(baseY - (hh - w / 2) * k)} Q${f(x + ax * k)},${f(baseY - (hh + w / 3) * k)} ${f(x + (ax + w / 2) * k)},${f(baseY - (hh - w / 2) * k)} L${f(x + (ax + w / 2) * k)},${f(baseY)} Z`,
        "#4a3328",
      ),
    );
  }
  parts.push(rect(x - 86 * k, baseY - 128 * k, 172 * k, 10 * k, trim));
  // tower storeys
  parts.push(rect(x - 36 * k, baseY - 210 * k, 72 * k, 84 * k, wall));
  parts.push(rect(x + 18 * k, baseY - 210 * k, 18 * k, 84 * k, shade));
  parts.push(rect(x - 40 * k, baseY - 214 * k, 80 * k, 8 * k, trim));
  parts.push(circle(x - 4 * k, baseY - 168 * k, 22 * k, trim));
  parts.push(circle(x - 4 * k, baseY - 168 * k, 18 * k, "#fdfaf2"));
  parts.push(line(x - 4 * k, baseY - 168 * k, x - 4 * k, baseY - 182 * k, "#2b2b2b", 2.2 * k));
  parts.push(line(x - 4 * k, baseY - 168 * k, x + 6 * k, baseY - 164 * k, "#2b2b2b", 2.2 * k));
  parts.push(rect(x - 26 * k, baseY - 262 * k, 52 * k, 48 * k, wall));
  parts.push(rect(x + 12 * k, baseY - 262 * k, 14 * k, 48 * k, shade));
  parts.push(
    path(
      `M${f(x - 12 * k)},${f(baseY - 218 * k)} L${f(x - 12 * k)},${f(baseY - 242 * k)} Q${f(x)},${f(baseY - 256 * k)} ${f(x + 12 * k)},${f(baseY - 242 * k)} L${f(x + 12 * k)},${f(baseY - 218 * k)} Z`,
      "#4a3328",
    ),
  );
  parts.push(rect(x - 30 * k, baseY - 266 * k, 60 * k, 6 * k, trim));
  parts.push(
    path(
      `M${f(x - 22 * k)},${f(baseY - 266 * k)} Q${f(x)},${f(baseY - 306 * k)} ${f(x + 22 * k)},${f(baseY - 266 * k)} Z`,
      "#e5a93a",
    ),
  );
  parts.push(rect(x - 2 * k, baseY - 322 * k, 4 * k, 22 * k, "#3a3a3a"));
  parts.push(rect(x - 7 * k, baseY - 316 * k, 14 * k, 3 * k, "#3a3a3a"));
  s.add(group(parts.join("")));
}

/** Church dome on a drum with a lantern (San Pedro Claver style). */
function dome(s: Svg, x: number, baseY: number, w: number, wall: string, cap: string): void {
  s.add(rect(x - w / 2, baseY - w * 0.45, w, w * 0.45, wall));
  s.add(
    path(
      `M${f(x - w * 0.5)},${f(baseY - w * 0.45)} Q${f(x - w * 0.5)},${f(baseY - w * 1.15)} ${f(x)},${f(baseY - w * 1.15)} Q${f(x + w * 0.5)},${f(baseY - w * 1.15)} ${f(x + w * 0.5)},${f(baseY - w * 0.45)} Z`,
      cap,
    ),
  );
  s.add(rect(x - w * 0.08, baseY - w * 1.32, w * 0.16, w * 0.2, wall));
  s.add(rect(x - 1.5, baseY - w * 1.5, 3, w * 0.2, "#3a3a3a"));
}

function cartagenaHero(s: Svg): void {
  sky(s, [
    [0, "#5e95c7"],
    [0.35, "#a9c4d8"],
    [0.55, "#f6d3a0"],
    [0.68, "#f4a766"],
  ]);
  sun(s, 250, 450, 46, "#fff3d6", "#ffc07a", 420, 0.7);
  streak(s, 40, 330, 460, 10, "#f9d7b0", 0.6);
  streak(s, 300, 370, 380, 8, "#fbe0bf", 0.5);
  cloud(s, 900, 130, 1.4, "#fff6ea", 0.6);
  cloud(s, 1300, 200, 1.0, "#fff6ea", 0.5);

  // Caribbean with Bocagrande's towers on the far spit
  water(s, 470, 720, "#f0b27a", "#2f6f8f", "#fff1d4", 120);
  for (let i = 0; i < 16; i++)
    s.add(
      rect(
        250 - (20 + i * 8),
        478 + i * 14,
        40 + i * 16,
        3,
        "#fff0c8",
        `rx="1.5" opacity="${f(0.7 - i * 0.035)}"`,
      ),
    );
  for (let x = 560; x < 880; x += s.rand(18, 30)) {
    const h = s.rand(40, 120);
    s.add(rect(x, 470 - h, s.rand(12, 22), h, "#b9a6a8", `opacity="0.85"`));
  }
  s.add(rect(540, 466, 360, 6, "#a89a8e"));

  // The old town rises behind the walls
  const roofY = 610;
  let x = 700;
  while (x < 1640) {
    const w = s.rand(70, 120);
    const h = s.rand(110, 170);
    balconyHouse(s, x, roofY, w, h, s.pick(WALLS), 0.8, s.r() < 0.6);
    x += w;
  }
  // Cathedral tower and the dome of San Pedro Claver
  const ct = 1400;
  s.add(rect(ct - 30, 300, 60, 310, "#e9b35a"));
  s.add(rect(ct + 10, 300, 20, 310, "#d49a44"));
  for (let y = 330; y < 460; y += 50)
    s.add(
      path(
        `M${ct - 12},${y + 34} L${ct - 12},${y + 14} Q${ct},${y} ${ct + 12},${y + 14} L${ct + 12},${y + 34} Z`,
        "#4a3328",
      ),
    );
  s.add(rect(ct - 36, 296, 72, 8, "#fbf1da"));
  s.add(path(`M${ct - 30},296 Q${ct - 30},246 ${ct},236 Q${ct + 30},246 ${ct + 30},296 Z`, "#d8643a"));
  s.add(rect(ct - 4, 206, 8, 32, "#e9b35a"));
  s.add(circle(ct, 204, 6, "#e9b35a"));
  dome(s, 640, 540, 110, "#efe3cc", "#d98f4a");
  s.add(rect(560, 470, 40, 140, "#efe3cc"));
  s.add(path("M556,470 Q580,430 604,470 Z", "#d98f4a"));

  // The walls with sentry boxes
  const stone = "#c9ad86";
  const stoneDark = "#a88d68";
  s.add(rect(-10, 600, 1620, 110, stone));
  s.add(rect(-10, 596, 1620, 12, "#d8bf99"));
  for (let y = 620; y < 710; y += 18) {
    const off = (y / 18) % 2 === 0 ? 0 : 30;
    for (let bx = -10 + off; bx < 1610; bx += 60) s.add(rect(bx, y, 56, 15, stoneDark, `opacity="0.35"`));
  }
  s.add(rect(-10, 690, 1620, 20, stoneDark));
  for (const gx of [130, 500, 1290, 1530]) garita(s, gx, 600, 2.2, "#d8bf99");
  clockTower(s, 1010, 700, 1.1);
  for (const bx of [300, 760]) bougainvillea(s, bx, 604, 140, 60);

  // Foreground: palm-lined esplanade, a horse carriage and a palenquera
  s.add(rect(0, 706, 1600, 194, "#d9c7a5"));
  for (let i = 0; i < 90; i++)
    s.add(rect(s.rand(0, 1600), s.rand(720, 890), s.rand(18, 40), 4, "#c7b28d", `rx="2" opacity="0.7"`));
  palm(s, 90, 880, 300, "#2f5d39", 0.12);
  palm(s, 280, 890, 240, "#2f5d39", -0.1);
  palm(s, 1500, 890, 320, "#2f5d39", -0.12);
  // horse carriage
  const hx = 620;
  const hy = 860;
  const horse = "#f4efe6";
  for (const [lx, lean] of [
    [-30, -4],
    [-18, 4],
    [22, -3],
    [34, 5],
  ] as const)
    s.add(line(hx + lx, hy - 66, hx + lx + lean, hy - 2, horse, 7, `stroke-linecap="round"`));
  s.add(ellipse(hx, hy - 76, 50, 22, horse));
  s.add(
    path(
      `M${hx + 30},${hy - 90} C${hx + 44},${hy - 112} ${hx + 52},${hy - 124} ${hx + 60},${hy - 130} L${hx + 74},${hy - 120} C${hx + 62},${hy - 104} ${hx + 54},${hy - 88} ${hx + 46},${hy - 72} Z`,
      horse,
    ),
  );
  s.add(ellipse(hx + 74, hy - 120, 22, 10, horse, `transform="rotate(38 ${hx + 74} ${hy - 120})"`));
  s.add(
    poly(
      [
        [hx + 58, hy - 132],
        [hx + 62, hy - 146],
        [hx + 66, hy - 130],
      ],
      horse,
    ),
  );
  s.add(
    path(
      `M${hx + 30},${hy - 92} C${hx + 40},${hy - 112} ${hx + 48},${hy - 126} ${hx + 58},${hy - 134} L${hx + 54},${hy - 124} C${hx + 46},${hy - 112} ${hx + 40},${hy - 100} ${hx + 36},${hy - 88} Z`,
      "#8a7a6a",
    ),
  );
  s.add(
    path(
      `M${hx - 48},${hy - 82} Q${hx - 66},${hy - 60} ${hx - 58},${hy - 36}`,
      "none",
      `stroke="#8a7a6a" stroke-width="6" stroke-linecap="round"`,
    ),
  );
  s.add(rect(hx - 8, hy - 100, 22, 46, "#c8262f", `opacity="0.85"`));
  s.add(rect(hx - 180, hy - 110, 110, 60, "#2b2b30", `rx="8"`));
  s.add(rect(hx - 186, hy - 118, 122, 10, "#c8262f", `rx="4"`));
  s.add(circle(hx - 160, hy - 34, 32, "none", `stroke="#2b2b30" stroke-width="5"`));
  s.add(circle(hx - 90, hy - 28, 26, "none", `stroke="#2b2b30" stroke-width="5"`));
  s.add(line(hx - 70, hy - 72, hx - 20, hy - 78, "#2b2b30", 4));
  // palenquera with a bowl of fruit on her head
  const px = 1200;
  const py = 890;
  s.add(
    path(`M${px - 40},${py} L${px - 20},${py - 80} L${px + 20},${py - 80} L${px + 40},${py} Z`, "#f2c230"),
  );
  s.add(
    path(
      `M${px - 30},${py - 40} L${px + 30},${py - 40} L${px + 36},${py - 20} L${px - 36},${py - 20} Z`,
      "#2b6cb0",
    ),
  );
  s.add(rect(px - 18, py - 130, 36, 54, "#d8262f", `rx="8"`));
  s.add(circle(px, py - 146, 15, "#5e3b28"));
  s.add(ellipse(px, py - 164, 40, 8, "#8a5a30"));
  for (const [fx, fc] of [
    [-24, "#f2c230"],
    [-8, "#e04b3a"],
    [8, "#7fae4a"],
    [24, "#f08c3a"],
    [-14, "#f2c230"],
    [14, "#e04b3a"],
  ] as const)
    s.add(circle(px + fx, py - 172 - (Math.abs(fx) < 20 ? 8 : 0), 9, fc));
  person(s, 400, 890, 150, "#2f6f8f", "#c68b59", { hair: "#2b1d14", bag: true });
  birds(s, 820, 280, 5, "#6a4a4a", 9);
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: a Getsemaní street with bunting, a mural and a terrace café
// ---------------------------------------------------------------------------------------------
function getsemani(s: Svg): void {
  const W = s.w;
  sky(s, [
    [0, "#5fb0e6"],
    [1, "#eef3ea"],
  ]);
  cloud(s, 520, 90, 1.0, "#ffffff", 0.85);
  // the street ends at a church tower
  s.add(rect(555, 200, 90, 330, "#f0e2c8"));
  s.add(rect(615, 200, 30, 330, "#e0cfb0"));
  s.add(path("M560,250 L560,228 Q600,206 640,228 L640,250 Z", "#4a3328"));
  s.add(rect(548, 190, 104, 12, "#f7efe0"));
  s.add(
    poly(
      [
        [552, 190],
        [648, 190],
        [600, 140],
      ],
      "#d98f4a",
    ),
  );
  s.add(rect(597, 108, 6, 34, "#3a3a3a"));
  s.add(rect(588, 118, 24, 5, "#3a3a3a"));
  streetHouse(s, -10, 560, 300, 440, "#f08c3a", "#2f6f5e");
  streetHouse(s, 290, 560, 250, 350, "#4fa3b8", "#f2c14e");
  streetHouse(s, 660, 560, 250, 350, "#f2c14e", "#2b6cb0");
  streetHouse(s, 910, 560, 300, 440, "#e86f8a", "#2f6f5e");
  // mural between the doors of the yellow house: a toucan on a branch
  s.add(rect(756, 420, 60, 120, "#2f855a", `rx="6"`));
  s.add(ellipse(770, 520, 14, 7, "#7fae4a"));
  s.add(ellipse(800, 500, 14, 7, "#7fae4a"));
  s.add(ellipse(782, 470, 13, 22, "#1c1c22"));
  s.add(ellipse(785, 460, 8, 8, "#f7efe0"));
  s.add(path("M790,452 Q816,450 814,466 Q802,466 790,464 Z", "#f28c28"));
  s.add(circle(786, 458, 2.5, "#1c1c22"));
  s.add(line(764, 494, 810, 494, "#6b4530", 4));
  // bunting strung across the street
  for (const [y0, sag] of [
    [120, 40],
    [200, 50],
  ] as const) {
    s.add(
      path(`M0,${y0} Q${W / 2},${y0 + sag * 2} ${W},${y0}`, "none", `stroke="#3a3a3a" stroke-width="1.5"`),
    );
    for (let i = 1; i < 30; i++) {
      const t = i / 30;
      const bx = t * W;
      const by = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
      s.add(
        poly(
          [
            [bx - 12, by],
            [bx + 12, by],
            [bx, by + 24],
          ],
          s.pick(["#e04b3a", "#f2c230", "#2b6cb0", "#2f855a", "#e86f8a"]),
        ),
      );
    }
  }
  // cobbles
  s.add(rect(0, 560, W, 240, "#b8a58a"));
  for (let i = 0; i < 260; i++)
    s.add(
      ellipse(
        s.rand(0, W),
        s.rand(566, 796),
        s.rand(8, 16),
        s.rand(3, 6),
        s.pick(["#a89478", "#c4b195", "#9f8b70"]),
      ),
    );
  // terrace: table with laptop, two people
  const tx = 330;
  const fy = 700;
  s.add(ellipse(tx, fy - 84, 70, 10, "#f2efe9"));
  s.add(rect(tx - 3, fy - 84, 6, 84, "#3a3330"));
  laptop(s, tx + 18, fy - 86, 56, "#cfd3d8", "#cfe8ff", -1);
  cup(s, tx - 30, fy - 86, 12, "#f4f1ea", "#ffffff");
  chair(s, tx - 80, fy + 10, 100, "#3a3330");
  seated(s, tx - 76, fy - 40, 140, PEOPLE[0]![0], PEOPLE[0]![1], 1, PEOPLE[0]![2]);
  chair(s, tx + 86, fy + 10, 100, "#3a3330");
  seated(s, tx + 82, fy - 40, 140, PEOPLE[3]![0], PEOPLE[3]![1], -1, PEOPLE[3]![2]);
  plantPot(s, 520, 640, 90, "#e5734a", "#4f8a5a", "#3c7048");
  // palenquera walking down the street and a passer-by
  const px = 880;
  const py = 770;
  s.add(
    path(`M${px - 34},${py} L${px - 18},${py - 70} L${px + 18},${py - 70} L${px + 34},${py} Z`, "#f2c230"),
  );
  s.add(
    path(
      `M${px - 26},${py - 36} L${px + 26},${py - 36} L${px + 31},${py - 18} L${px - 31},${py - 18} Z`,
      "#2b6cb0",
    ),
  );
  s.add(rect(px - 16, py - 116, 32, 48, "#d8262f", `rx="8"`));
  s.add(circle(px, py - 130, 13, "#5e3b28"));
  s.add(ellipse(px, py - 146, 34, 7, "#8a5a30"));
  for (let i = 0; i < 6; i++)
    s.add(
      circle(
        px - 22 + i * 9,
        py - 154 - (i % 2) * 6,
        8,
        s.pick(["#f2c230", "#e04b3a", "#7fae4a", "#f08c3a"]),
      ),
    );
  person(s, 1080, 780, 160, PEOPLE[2]![0], PEOPLE[2]![1], { hair: PEOPLE[2]![2], bag: true });
  palm(s, 1150, 560, 200, "#2f5d39", -0.1);
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: a coworking in a colonial house, arched windows onto domes and the sea
// ---------------------------------------------------------------------------------------------
function cartagenaCowork(s: Svg): void {
  const W = s.w;
  const H = s.h;
  s.add(
    rect(
      0,
      0,
      W,
      560,
      s.lin([
        [0, "#f6ecd8"],
        [1, "#eadbbf"],
      ]),
    ),
  );
  // wooden ceiling beams
  s.add(rect(0, 0, W, 40, "#6b4530"));
  for (let bx = 20; bx < W; bx += 120) s.add(rect(bx, 0, 24, 52, "#5a3a28"));
  // two tall arched windows with the view
  const wins = [140, 640];
  for (const wx of wins) {
    const ww = 420;
    const wy = 110;
    const wh = 360;
    const shape = `M${wx},${wy + wh} L${wx},${wy + ww / 2} A${ww / 2},${ww / 2} 0 0 1 ${wx + ww},${wy + ww / 2} L${wx + ww},${wy + wh} Z`;
    const clip = s.clip(`<path d="${shape}"/>`);
    s.add(`<g clip-path="${clip}">`);
    s.add(
      rect(
        wx,
        wy,
        ww,
        wh,
        s.linU(
          [
            [0, "#6fb3e0"],
            [0.6, "#cfe6ef"],
            [1, "#f3e6cc"],
          ],
          0,
          wy,
          0,
          wy + wh,
        ),
      ),
    );
    water(s, wy + 240, wy + wh, "#5fb3c8", "#2f7f9f", "#ffffff", 30, wx, wx + ww);
    if (wx < 400) {
      dome(s, wx + 200, wy + 300, 120, "#efe3cc", "#d98f4a");
      balconyHouse(s, wx - 10, wy + wh, 150, 110, "#f2c14e", 0.7, false);
      balconyHouse(s, wx + 280, wy + wh, 150, 120, "#e5734a", 0.7, false);
    } else {
      for (let i = 0; i < 7; i++)
        s.add(
          rect(
            wx + 150 + i * 30,
            wy + 190 - (i % 3) * 14,
            20,
            60 + (i % 3) * 14,
            "#c5b9b5",
            `opacity="0.85"`,
          ),
        );
      s.add(rect(wx + 130, wy + 246, 240, 6, "#b9ab9c"));
      s.add(rect(wx, wy + 258, ww, 110, "#c9ad86"));
      s.add(rect(wx, wy + 254, ww, 8, "#d8bf99"));
      garita(s, wx + 90, wy + 258, 1.6, "#d8bf99");
      garita(s, wx + 320, wy + 258, 1.6, "#d8bf99");
    }
    s.add(`</g>`);
    s.add(path(shape, "none", `stroke="#f7efe0" stroke-width="26"`));
    s.add(path(shape, "none", `stroke="#2f6f5e" stroke-width="8"`));
    s.add(line(wx + ww / 2, wy + 20, wx + ww / 2, wy + wh, "#2f6f5e", 6));
    s.add(rect(wx - 20, wy + wh, ww + 40, 16, "#f7efe0"));
    // turned wooden window grille (reja) on the lower part
    for (let gx = wx + 12; gx < wx + ww - 6; gx += 18) s.add(rect(gx, wy + wh - 100, 5, 100, "#6b4530"));
    s.add(rect(wx, wy + wh - 104, ww, 6, "#6b4530"));
    bougainvillea(s, wx + 10, wy + 10, 120, 70);
  }
  // ceiling fan
  s.add(line(600, 40, 600, 80, "#3a3330", 3));
  s.add(ellipse(600, 84, 110, 7, "#5a3a28"));
  s.add(circle(600, 84, 12, "#3a3330"));
  // patterned cement-tile floor in perspective
  s.add(rect(0, 560, W, 240, "#ddd0b9"));
  const vx = W / 2;
  const vy = 300;
  const xAt = (bottomX: number, y: number) => vx + ((bottomX - vx) * (y - vy)) / (H - vy);
  const rows: number[] = [];
  for (let k = 0; k <= 8; k++) rows.push(560 + (H - 560) * Math.pow(k / 8, 1.3));
  const tiles: string[] = [];
  for (let r = 0; r < rows.length - 1; r++) {
    const y0 = rows[r] as number;
    const y1 = rows[r + 1] as number;
    for (let c = 0, bx = -1800; bx < W + 1800; bx += 110, c++) {
      const quad: Array<[number, number]> = [
        [xAt(bx, y0), y0],
        [xAt(bx + 110, y0), y0],
        [xAt(bx + 110, y1), y1],
        [xAt(bx, y1), y1],
      ];
      tiles.push(
        poly(quad, (r + c) % 2 === 0 ? "#c26b4a" : "#2f6f5e", `opacity="${(r + c) % 2 === 0 ? 0.45 : 0.3}"`),
      );
    }
  }
  s.add(group(tiles.join("")));
  // long wooden desk with laptops and people
  s.add(rect(170, 600, 860, 18, "#8a5a36"));
  s.add(rect(170, 618, 860, 6, "#5a3a28"));
  for (const lx of [200, 1000]) s.add(rect(lx, 624, 10, 120, "#5a3a28"));
  for (const lx of [290, 470, 650, 830, 960]) laptop(s, lx, 600, 80, "#cfd3d8", "#cfe8ff", 1);
  cup(s, 380, 600, 16, "#f4f1ea", "#ffffff");
  plantPot(s, 560, 600, 50, "#e5734a", "#4f8a5a", "#3c7048");
  const seats: Array<[number, number]> = [
    [290, 762],
    [650, 760],
    [830, 764],
  ];
  seats.forEach(([sx, sy], i) => {
    const [body, head, hair] = PEOPLE[i + 1] ?? ["#333", "#a0785a", "#222"];
    chair(s, sx + 10, 800, 120, "#3a3330");
    seated(s, sx, sy, 190, body, head, 1, hair);
  });
  plantPot(s, 80, 660, 220, "#e5734a", "#4f8a5a", "#3c7048");
  palm(s, 1130, 640, 240, "#3f7d46", -0.05);
  s.add(rect(1090, 600, 80, 60, "#f2c14e"));
}

const HERO = { width: 1600, height: 900 };
const GALLERY = { width: 1200, height: 800 };

export default [
  { city: "cartagena-colombia", file: "hero", ...HERO, draw: cartagenaHero },
  { city: "cartagena-colombia", file: "gallery-1", ...GALLERY, draw: getsemani },
  { city: "cartagena-colombia", file: "gallery-2", ...GALLERY, draw: cartagenaCowork },
] satisfies Artwork[];
