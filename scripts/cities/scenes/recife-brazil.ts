/**
 * Recife: the historic port island on the river, an arched bridge, Brennand's tower on the reef,
 * jangadas and the towers of Boa Viagem; a coworking space in a restored townhouse on Rua do Bom
 * Jesus; a hilltop café in Olinda looking across the water to Recife.
 */
import {
  type Artwork,
  type Svg,
  birds,
  bistroTable,
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
  palm,
  path,
  pendantLamp,
  person,
  plantPot,
  poly,
  rect,
  seated,
  sky,
  skyline,
  streak,
  sun,
  water,
} from "../art";

const CITY = "recife-brazil";
const W = 1600;
const H = 900;
const GW = 1200;
const GH = 800;

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** Eclectic townhouse of the port island: tall windows, cornice and a parapet with a crest. */
function townhouse(
  s: Svg,
  x: number,
  groundY: number,
  w: number,
  h: number,
  wall: string,
  trim: string,
  opening = "#3b4a5a",
  floorH = 44,
): void {
  const top = groundY - h;
  const parts: string[] = [];
  parts.push(rect(x, top, w, h, wall));
  parts.push(rect(x - 2, top, w + 4, 7, trim));
  parts.push(rect(x + w * 0.3, top - 12, w * 0.4, 12, wall));
  parts.push(
    path(
      `M${f(x + w * 0.3)},${f(top - 12)} Q${f(x + w / 2)},${f(top - 26)} ${f(x + w * 0.7)},${f(top - 12)} Z`,
      wall,
    ),
  );
  parts.push(rect(x + w * 0.3, top - 14, w * 0.4, 3, trim));
  const floors = Math.max(1, Math.floor((h - 20) / floorH));
  const fh = (h - 20) / floors;
  const cols = Math.max(2, Math.round(w / 36));
  const cw = w / cols;
  for (let fl = 0; fl < floors; fl++) {
    const fy = top + 16 + fl * fh;
    if (fl > 0) parts.push(rect(x, fy - 6, w, 3, trim));
    for (let c = 0; c < cols; c++) {
      const cx = x + c * cw + cw / 2;
      const ow = cw * 0.46;
      const oh = fh * 0.62;
      parts.push(rect(cx - ow / 2 - 2, fy - 2, ow + 4, oh + 4, trim));
      parts.push(rect(cx - ow / 2, fy, ow, oh, opening));
    }
  }
  s.add(group(parts.join("")));
}

/** A jangada: a low raft with a tall triangular sail. */
function jangada(s: Svg, x: number, y: number, k: number, sail: string): void {
  s.add(rect(x - 40 * k, y - 6 * k, 84 * k, 8 * k, "#7a5a3a", `rx="${f(3 * k)}"`));
  s.add(line(x - 6 * k, y - 6 * k, x - 6 * k, y - 130 * k, "#4a3a2a", 2.4 * k));
  s.add(
    path(
      `M${f(x - 4 * k)},${f(y - 128 * k)} C${f(x + 30 * k)},${f(y - 100 * k)} ${f(x + 48 * k)},${f(y - 50 * k)} ${f(x + 50 * k)},${f(y - 12 * k)} L${f(x - 4 * k)},${f(y - 12 * k)} Z`,
      sail,
    ),
  );
  s.add(line(x - 4 * k, y - 70 * k, x + 42 * k, y - 62 * k, "#000000", 1.2 * k, `opacity="0.15"`));
}

// ---------------------------------------------------------------------------------------------
// Hero
// ---------------------------------------------------------------------------------------------

function crystalTower(s: Svg, x: number, baseY: number, h: number): void {
  const terracotta = "#c8744a";
  const light = "#e39a6a";
  const parts: string[] = [];
  parts.push(rect(x - 26, baseY - 22, 52, 22, "#8a6a5a"));
  parts.push(rect(x - 8, baseY - h * 0.81, 16, h * 0.81 - 20, terracotta));
  parts.push(rect(x - 8, baseY - h * 0.81, 5, h * 0.81 - 20, light));
  for (let i = 1; i < 5; i++)
    parts.push(rect(x - 11, baseY - 20 - (i * (h * 0.8 - 20)) / 5, 22, 4, "#a85a36"));
  // The tall flower-bud crown
  parts.push(
    path(
      `M${f(x)},${f(baseY - h)} C${f(x + 20)},${f(baseY - h * 0.94)} ${f(x + 18)},${f(baseY - h * 0.84)} ${f(x + 8)},${f(baseY - h * 0.8)} L${f(x - 8)},${f(baseY - h * 0.8)} C${f(x - 18)},${f(baseY - h * 0.84)} ${f(x - 20)},${f(baseY - h * 0.94)} ${f(x)},${f(baseY - h)} Z`,
      light,
    ),
  );
  parts.push(
    path(
      `M${f(x)},${f(baseY - h)} C${f(x + 20)},${f(baseY - h * 0.94)} ${f(x + 18)},${f(baseY - h * 0.84)} ${f(x + 8)},${f(baseY - h * 0.8)} L${f(x + 2)},${f(baseY - h * 0.8)} C${f(x + 8)},${f(baseY - h * 0.86)} ${f(x + 6)},${f(baseY - h * 0.94)} ${f(x)},${f(baseY - h)} Z`,
      terracotta,
    ),
  );
  s.add(group(parts.join("")));
}

function hero(s: Svg): void {
  sky(s, [
    [0, "#3a78c0"],
    [0.4, "#8cc0e2"],
    [0.62, "#f1d9b6"],
    [0.66, "#f7c99a"],
  ]);
  sun(s, 1320, 430, 34, "#fff6da", "#ffe0a6", 360, 0.6);
  cloud(s, 140, 150, 1.4, "#ffffff", 0.9);
  cloud(s, 640, 90, 1, "#ffffff", 0.85);
  cloud(s, 1080, 200, 1.2, "#ffffff", 0.8);
  streak(s, 760, 330, 380, 10, "#ffffff", 0.5);

  // Boa Viagem towers along the coast in the distance
  skyline(s, {
    x0: 1060,
    x1: 1620,
    baseY: 572,
    minH: 90,
    maxH: 210,
    minW: 20,
    maxW: 36,
    fills: ["#c6d3de", "#b8c7d4", "#d4dee6"],
    win: { lit: "#eef4f7", dark: "#9fb1c1", litRatio: 0.2, rowH: 9 },
    gap: 10,
    tops: ["flat", "antenna"],
  });
  haze(s, 460, 580, "#f3e2c6", 0.35);
  water(s, 572, 900, "#8fbfd0", "#2c6a8c", "#ffffff", 150);
  // The reef breakwater with Brennand's sculpture park
  s.add(path("M840,612 C1000,604 1300,598 1620,600 L1620,614 C1300,612 1000,618 840,622 Z", "#6a5a56"));
  for (let i = 0; i < 26; i++)
    s.add(
      ellipse(
        s.rand(860, 1600),
        s.rand(604, 616),
        s.rand(12, 30),
        3,
        "#ffffff",
        `opacity="${f(s.rand(0.4, 0.8))}"`,
      ),
    );
  crystalTower(s, 1040, 612, 300);
  for (const [sx, sh] of [
    [980, 40],
    [1100, 34],
    [1150, 46],
  ] as const) {
    s.add(rect(sx - 6, 606 - sh, 12, sh, "#b86a44"));
    s.add(circle(sx, 606 - sh, 9, "#d98a5a"));
  }

  // The port island: eclectic townhouses, a church and the Porto Digital tower
  const ground = 616;
  const walls = ["#f3c65a", "#e9826a", "#8fc4d4", "#f4efe4", "#b6d68c", "#f2a8b8", "#c9b5e0"];
  let x = -20;
  while (x < 860) {
    const w = s.rand(64, 100);
    const h = s.rand(90, 150);
    townhouse(s, x, ground, w, h, s.pick(walls), "#fbf6ec");
    x += w;
  }
  // Twin towers of the Madre de Deus church rising behind the row
  for (const tx of [372, 452]) {
    s.add(rect(tx - 20, 392, 40, 130, "#f6efe2"));
    s.add(rect(tx - 23, 392, 46, 6, "#d8cbb4"));
    s.add(path(`M${tx - 10},430 L${tx - 10},414 Q${tx},404 ${tx + 10},414 L${tx + 10},430 Z`, "#3b4a5a"));
    s.add(path(`M${tx - 20},392 Q${tx - 22},360 ${tx},350 Q${tx + 22},360 ${tx + 20},392 Z`, "#c8744a"));
    s.add(rect(tx - 1.5, 332, 3, 20, "#d8cbb4"));
  }
  s.add(rect(392, 430, 40, 90, "#f6efe2"));
  s.add(path("M392,430 Q412,404 432,430 Z", "#f6efe2"));
  // The grey modernist tower of the Porto Digital
  s.add(rect(640, 300, 70, 220, "#9aa3ad"));
  s.add(rect(690, 300, 20, 220, "#838c97"));
  for (let wy = 312; wy < 510; wy += 12) s.add(rect(646, wy, 40, 5, "#6f7a86"));
  townhouse(s, 600, ground, 90, 120, "#f4efe4", "#fbf6ec");
  townhouse(s, 690, ground, 80, 110, "#e9826a", "#fbf6ec");
  s.add(rect(-20, ground, 880, 12, "#8a7d70"));

  // Bridge with low arches over the Capibaribe in the foreground
  const deck = 700;
  s.add(rect(-20, deck, 1000, 20, "#e9dcc6"));
  s.add(rect(-20, deck - 12, 1000, 12, "#f6efe2"));
  for (let bx = -20; bx < 980; bx += 14) s.add(rect(bx, deck - 22, 4, 12, "#e9dcc6"));
  s.add(rect(-20, deck - 24, 1000, 4, "#d8cbb4"));
  for (let i = 0; i < 6; i++) {
    const ax = 40 + i * 170;
    s.add(
      path(
        `M${ax - 70},${deck + 20} L${ax - 70},${deck + 80} Q${ax},${deck + 26} ${ax + 70},${deck + 80} L${ax + 70},${deck + 20} Z`,
        "#d8cbb4",
      ),
    );
    s.add(rect(ax + 70, deck + 20, 30, 90, "#cbbba2"));
  }
  s.add(path(`M980,${deck - 24} L1010,${deck + 110} L960,${deck + 110} L950,${deck - 24} Z`, "#cbbba2"));
  for (const lx of [120, 360, 600, 840]) {
    s.add(rect(lx - 2, deck - 80, 4, 60, "#3a3a42"));
    s.add(circle(lx, deck - 84, 7, "#f6efe2"));
  }
  person(s, 250, deck - 22, 40, "#2f4a6a");
  person(s, 520, deck - 22, 38, "#b5523b");
  person(s, 540, deck - 22, 36, "#2f6f5e");

  // Jangadas
  jangada(s, 1220, 760, 1.3, "#fbf6ec");
  jangada(s, 1430, 690, 0.8, "#f3c65a");
  jangada(s, 900, 850, 1, "#e9826a");
  birds(s, 820, 250, 6, "#2f4a6a", 10);
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: coworking in a restored townhouse on Rua do Bom Jesus
// ---------------------------------------------------------------------------------------------

function bomJesusView(s: Svg, x: number, y: number, w: number, h: number): void {
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linU(
        [
          [0, "#7fbde3"],
          [1, "#dff0f6"],
        ],
        0,
        y,
        0,
        y + h,
      ),
    ),
  );
  cloud(s, x + 120, y + 70, 0.9, "#ffffff", 0.9);
  cloud(s, x + 560, y + 50, 0.7, "#ffffff", 0.85);
  // The upper floors of the townhouses across the street
  const walls = ["#f3c65a", "#8fc4d4", "#e9826a", "#b6d68c", "#f2a8b8", "#f4efe4", "#c9b5e0"];
  let hx = x - 40;
  let i = 0;
  while (hx < x + w + 40) {
    const hw = 150 + (i % 3) * 30;
    const top = y + 130 + (i % 2) * 26;
    townhouse(
      s,
      hx,
      y + h + 150,
      hw,
      y + h + 150 - top,
      walls[i % walls.length] ?? "#f3c65a",
      "#fbf6ec",
      "#3b4a5a",
      120,
    );
    hx += hw;
    i += 1;
  }
}

/** The outline of an arched window, as path data. */
function archPath(x: number, y: number, w: number, h: number): string {
  return `M${f(x)},${f(y + h)} L${f(x)},${f(y + w / 2)} A${f(w / 2)},${f(w / 2)} 0 0 1 ${f(x + w)},${f(y + w / 2)} L${f(x + w)},${f(y + h)} Z`;
}

function archFrame(s: Svg, x: number, y: number, w: number, h: number, frame: string): void {
  s.add(path(archPath(x, y, w, h), "none", `stroke="${frame}" stroke-width="14"`));
  s.add(line(x + w / 2, y, x + w / 2, y + h, frame, 6));
  s.add(line(x, y + h * 0.55, x + w, y + h * 0.55, frame, 6));
  s.add(rect(x - 14, y + h, w + 28, 14, "#d8cbb4"));
}

function cowork(s: Svg): void {
  s.add(
    rect(
      0,
      0,
      GW,
      560,
      s.lin([
        [0, "#f3ead8"],
        [1, "#e6d8bf"],
      ]),
    ),
  );
  // A patch of restored brick where the plaster was removed
  for (let by = 40; by < 300; by += 18)
    for (let bx = 20 + ((by / 18) % 2) * 20; bx < 160; bx += 40)
      s.add(rect(bx, by, 36, 14, s.pick(["#c0704e", "#b3654a", "#c98060"]), `rx="2"`));
  // One street scene seen through the three arched windows
  const arches = [200, 500, 800];
  const clip = s.clip(arches.map((ax) => path(archPath(ax, 90, 200, 360), "#000")).join(""));
  s.add(`<g clip-path="${clip}">`);
  bomJesusView(s, 180, 90, 840, 360);
  s.add(
    rect(
      180,
      90,
      840,
      360,
      s.lin(
        [
          [0, "#ffffff", 0.14],
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
  for (const ax of arches) archFrame(s, ax, 90, 200, 360, "#2f5f5a");
  s.add(
    rect(
      0,
      560,
      GW,
      240,
      s.lin([
        [0, "#8f6a4a"],
        [1, "#6f4e36"],
      ]),
    ),
  );
  for (let y = 580; y < GH; y += 24 + (y - 560) * 0.12)
    s.add(line(0, y, GW, y, "#5a3e2a", 1.5, `opacity="0.4"`));
  for (const lx of [300, 600, 900]) pendantLamp(s, lx, 0, 40, "#2f5f5a", "#fff0c0");
  plantPot(s, 1110, 640, 210, "#e9826a", "#3f9a5e", "#2f6d3f");
  // Hanging plants
  for (const hx of [110, 1080]) {
    s.add(line(hx, 0, hx, 80, "#5a4a3a", 2));
    s.add(ellipse(hx, 90, 26, 14, "#c8744a"));
    for (let i = 0; i < 7; i++)
      s.add(
        path(
          `M${hx - 18 + i * 6},${92} q${-6 + i * 2},40 ${-2 + i},${70 + (i % 3) * 20}`,
          "none",
          `stroke="#3f9a5e" stroke-width="5" stroke-linecap="round"`,
        ),
      );
  }
  // Desk and people
  s.add(rect(200, 600, 800, 16, "#e9d8b8"));
  s.add(rect(200, 616, 800, 6, "#a9744a"));
  for (const lx of [220, 970]) s.add(rect(lx, 622, 10, 120, "#3a3330"));
  for (const lx of [300, 470, 640, 810, 930]) laptop(s, lx, 600, 76, "#d5d8dd", "#bfe4ff", 1);
  cup(s, 385, 600, 16, "#e9826a", "#ffffff");
  cup(s, 725, 600, 14, "#f4f1ea");
  const people: Array<[number, number, string, string, string]> = [
    [300, 760, "#2f5f5a", "#8d5a3b", "#1c1410"],
    [470, 764, "#f3c65a", "#c68b59", "#6b4226"],
    [810, 760, "#e9826a", "#7a4e33", "#231815"],
  ];
  for (const [px, py, body, head, hair] of people) {
    chair(s, px + 10, 800, 120, "#3a3330");
    seated(s, px, py, 190, body, head, 1, hair);
  }
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: hilltop café in Olinda
// ---------------------------------------------------------------------------------------------

/** Olinda's giant carnival puppet: a tall figure with a big papier-mâché head. */
function bonecoGigante(s: Svg, x: number, groundY: number, k: number): void {
  const parts: string[] = [];
  parts.push(
    path(
      `M${f(x - 40 * k)},${f(groundY)} L${f(x - 26 * k)},${f(groundY - 170 * k)} L${f(x + 26 * k)},${f(groundY - 170 * k)} L${f(x + 40 * k)},${f(groundY)} Z`,
      "#c92a2a",
    ),
  );
  for (let i = 0; i < 5; i++)
    parts.push(rect(x - (38 - i * 3) * k, groundY - (30 + i * 30) * k, (76 - i * 6) * k, 8 * k, "#f2c230"));
  parts.push(rect(x - 50 * k, groundY - 168 * k, 100 * k, 16 * k, "#1c7ed6", `rx="${f(8 * k)}"`));
  parts.push(circle(x, groundY - 206 * k, 34 * k, "#e0ac7e"));
  parts.push(
    path(
      `M${f(x - 36 * k)},${f(groundY - 212 * k)} Q${f(x)},${f(groundY - 268 * k)} ${f(x + 36 * k)},${f(groundY - 212 * k)} Q${f(x)},${f(groundY - 236 * k)} ${f(x - 36 * k)},${f(groundY - 212 * k)} Z`,
      "#2b1d14",
    ),
  );
  parts.push(circle(x - 12 * k, groundY - 206 * k, 4 * k, "#2b1d14"));
  parts.push(circle(x + 12 * k, groundY - 206 * k, 4 * k, "#2b1d14"));
  parts.push(
    path(
      `M${f(x - 12 * k)},${f(groundY - 190 * k)} Q${f(x)},${f(groundY - 180 * k)} ${f(x + 12 * k)},${f(groundY - 190 * k)}`,
      "none",
      `stroke="#9a3a2a" stroke-width="${f(3 * k)}"`,
    ),
  );
  s.add(group(parts.join("")));
}

function olinda(s: Svg): void {
  sky(s, [
    [0, "#4a92d6"],
    [0.6, "#bfe0f0"],
    [1, "#f3ead6"],
  ]);
  cloud(s, 160, 90, 1.1, "#ffffff", 0.9);
  cloud(s, 760, 60, 0.9, "#ffffff", 0.85);
  // The sea and Recife's skyline on the horizon
  water(s, 380, 660, "#5fb0cf", "#2f86ad", "#ffffff", 60);
  skyline(s, {
    x0: 700,
    x1: 1220,
    baseY: 384,
    minH: 30,
    maxH: 90,
    minW: 10,
    maxW: 20,
    fills: ["#b8c7d4", "#a9bac9", "#c6d3de"],
    gap: 6,
  });
  s.add(rect(690, 380, 540, 6, "#9fb1a6"));
  // Green slope of the hill with roofs and palms descending towards the sea
  s.add(path("M-20,800 L-20,420 C200,430 420,470 620,540 C760,590 900,610 1220,620 L1220,800 Z", "#5f9a55"));
  const roofs = ["#b5563a", "#c8744a", "#a9472f"];
  const walls = ["#f3c65a", "#8fc4d4", "#e9826a", "#b6d68c", "#f2a8b8", "#f4efe4", "#c9b5e0"];
  // Rows of colourful houses stepping down the hill towards the sea
  for (let r = 0; r < 5; r++) {
    let hx = 420 + r * 30 - s.rand(0, 40);
    while (hx < GW + 20) {
      const hw = s.rand(44, 70);
      const hy = 540 + r * 24 + (hx - 380) * 0.1;
      s.add(rect(hx, hy - 30, hw, 40, s.pick(walls)));
      s.add(rect(hx + hw * 0.3, hy - 22, hw * 0.18, 20, "#3b4a5a"));
      s.add(
        poly(
          [
            [hx - 3, hy - 30],
            [hx + hw + 3, hy - 30],
            [hx + hw - 6, hy - 44],
            [hx + 6, hy - 44],
          ],
          s.pick(roofs),
        ),
      );
      hx += hw + 2;
    }
  }
  for (const [px, py, ph] of [
    [520, 560, 170],
    [760, 600, 190],
    [980, 626, 150],
    [1120, 630, 200],
  ] as const)
    palm(s, px, py, ph, "#2f6d3f", 0.06);

  // The white Sé church on the hilltop
  const cx = 220;
  const cy = 470;
  s.add(rect(cx - 110, cy - 150, 220, 170, "#fbf9f2"));
  s.add(
    path(
      `M${cx - 110},${cy - 150} C${cx - 70},${cy - 160} ${cx - 40},${cy - 210} ${cx},${cy - 214} C${cx + 40},${cy - 210} ${cx + 70},${cy - 160} ${cx + 110},${cy - 150} Z`,
      "#fbf9f2",
    ),
  );
  s.add(rect(cx - 116, cy - 154, 232, 8, "#e2dccd"));
  s.add(
    path(
      `M${cx - 26},${cy + 20} L${cx - 26},${cy - 50} Q${cx},${cy - 78} ${cx + 26},${cy - 50} L${cx + 26},${cy + 20} Z`,
      "#4a5a6a",
    ),
  );
  for (const side of [-1, 1]) s.add(rect(cx + side * 70 - 12, cy - 110, 24, 44, "#4a5a6a"));
  s.add(circle(cx, cy - 170, 12, "#4a5a6a"));
  s.add(rect(cx + 110, cy - 200, 50, 220, "#fbf9f2"));
  s.add(rect(cx + 122, cy - 184, 26, 36, "#4a5a6a"));
  s.add(
    poly(
      [
        [cx + 106, cy - 200],
        [cx + 135, cy - 236],
        [cx + 164, cy - 200],
      ],
      "#c8744a",
    ),
  );
  s.add(rect(cx - 2, cy - 238, 4, 24, "#c2b9a6"));
  s.add(rect(cx - 10, cy - 230, 20, 4, "#c2b9a6"));

  // Café terrace in the foreground: stone floor, the puppet by a doorway, table with a laptop
  s.add(path("M-20,800 L-20,640 C300,630 800,636 1220,650 L1220,800 Z", "#d9c7a6"));
  for (let i = 0; i < 160; i++) {
    const x = s.rand(-10, GW);
    s.add(rect(x, s.rand(654, GH), s.rand(20, 36), 10, s.pick(["#cdb994", "#e2d2b2", "#c4ae8a"]), `rx="3"`));
  }
  s.add(rect(-20, 600, 300, 46, "#f3c65a"));
  s.add(rect(-20, 596, 300, 8, "#fbf6ec"));
  bush(s, 300, 648, 120, "#3f7a4f");
  bonecoGigante(s, 120, 700, 1.1);
  bistroTable(s, 700, 780, 180, "#f4efe6", "#3a3330");
  laptop(s, 690, 654, 96, "#d5d8dd", "#bfe4ff", -1);
  cup(s, 620, 654, 15, "#f4f1ea", "#ffffff");
  s.add(circle(760, 640, 14, "#6f9a3a"));
  s.add(line(764, 628, 772, 604, "#e64980", 2));
  chair(s, 820, 800, 120, "#3a3330");
  seated(s, 822, 760, 180, "#1c7ed6", "#c68b59", -1, "#2b1d14");
  plantPot(s, 1120, 780, 150, "#c8744a", "#3f9a5e", "#2f6d3f");
  birds(s, 520, 200, 5, "#2f4a6a", 9);
}

const artworks: Artwork[] = [
  { city: CITY, file: "hero", width: W, height: H, draw: hero },
  { city: CITY, file: "gallery-1", width: GW, height: GH, draw: cowork },
  { city: CITY, file: "gallery-2", width: GW, height: GH, draw: olinda },
];

export default artworks;
