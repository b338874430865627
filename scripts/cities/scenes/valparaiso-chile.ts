/**
 * Valparaíso, Chile: hills covered in colourful houses above the bay, a funicular (ascensor)
 * climbing its track, the Naval building's tower, cranes and ships (hero); a rooftop café on
 * Cerro Concepción; a street in the Plan with murals and a vintage trolleybus.
 */
import {
  type Artwork,
  type Svg,
  bistroTable,
  birds,
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
  person,
  poly,
  rect,
  ridge,
  ridgeY,
  seated,
  sky,
  streetLamp,
  sun,
  water,
} from "../art";
import { PEOPLE } from "./cordoba-argentina";

const HW = 1600;
const HH = 900;
const GW = 1200;
const GH = 800;

export const WALLS = [
  "#f2c230",
  "#e56b4e",
  "#3a8fc2",
  "#3aa07a",
  "#f2a3b3",
  "#f4efe4",
  "#8fc1d8",
  "#d9482b",
  "#9b6fc2",
  "#f08a3c",
];

/** Houses stacked on a hillside: drawn from the top of the hill down so lower ones overlap. */
export function hillside(
  s: Svg,
  pts: Array<[number, number]>,
  x0: number,
  x1: number,
  o: { count: number; depth: number; size: number; walls: string[]; fade?: number; maxY?: number },
): void {
  const houses: Array<[number, number, number, number, string]> = [];
  for (let i = 0; i < o.count; i++) {
    const x = s.rand(x0, x1);
    const top = ridgeY(pts, x);
    const y = top + 6 * o.size + Math.pow(s.r(), 0.9) * o.depth;
    if (o.maxY !== undefined && y > o.maxY) continue;
    houses.push([x, y, s.rand(14, 28) * o.size, s.rand(12, 22) * o.size, s.pick(o.walls)]);
  }
  houses.sort((a, b) => a[1] - b[1]);
  const parts: string[] = [];
  for (const [x, y, w, h, c] of houses) {
    parts.push(rect(x, y - h, w, h + 6 * o.size, c));
    parts.push(rect(x + w * 0.72, y - h, w * 0.28, h + 6 * o.size, "#000000", `opacity="0.12"`));
    const rows = Math.max(1, Math.floor(h / (8 * o.size)));
    for (let r = 0; r < rows; r++)
      for (let wx = x + 3 * o.size; wx + 3 * o.size < x + w * 0.7; wx += 6 * o.size)
        parts.push(
          rect(
            wx,
            y - h + 3 * o.size + r * 8 * o.size,
            2.6 * o.size,
            4 * o.size,
            "#2f3b48",
            `opacity="0.75"`,
          ),
        );
    if (s.r() < 0.45)
      parts.push(
        poly(
          [
            [x - 1, y - h],
            [x + w + 1, y - h],
            [x + w * 0.5, y - h - 6 * o.size],
          ],
          s.pick(["#b5563a", "#8a8f96", "#9aa0a6"]),
        ),
      );
    else
      parts.push(
        rect(x - 1, y - h - 2 * o.size, w + 2, 2.5 * o.size, s.pick(["#8a8f96", "#b5563a", "#6b7078"])),
      );
  }
  s.add(group(parts.join(""), o.fade ? `opacity="${o.fade}"` : ""));
}

/** An ascensor: rails up the slope, a station at each end and a little wooden car. */
function ascensor(s: Svg, x0: number, y0: number, x1: number, y1: number, t: number, car: string): void {
  const ang = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
  const len = Math.hypot(x1 - x0, y1 - y0);
  s.add(`<g transform="translate(${f(x0)} ${f(y0)}) rotate(${f(ang)})">`);
  s.add(rect(0, -4, len, 22, "#8a7f70"));
  for (let d = 10; d < len; d += 16) s.add(rect(d, -2, 3, 18, "#6b6258"));
  s.add(rect(0, 0, len, 3, "#4a4038"));
  s.add(rect(0, 12, len, 3, "#4a4038"));
  s.add("</g>");
  // the car keeps its floor level: a box whose underside follows the slope
  const cx = x0 + (x1 - x0) * t;
  const cy = y0 + (y1 - y0) * t;
  const m = (y1 - y0) / (x1 - x0);
  const yl = cy - 30 * m;
  const yr = cy + 30 * m;
  const top = Math.min(yl, yr) - 46;
  s.add(
    poly(
      [
        [cx - 30, yl],
        [cx + 30, yr],
        [cx + 30, top],
        [cx - 30, top],
      ],
      car,
    ),
  );
  s.add(rect(cx - 33, top - 6, 66, 8, "#4a4038"));
  for (const wx of [-24, -6, 12]) s.add(rect(cx + wx, top + 8, 13, 16, "#e9f1f4"));
  s.add(line(cx - 30, yl, cx + 30, yr, "#4a4038", 4));
  s.add(rect(x1 - 26, y1 - 40, 60, 44, "#f4efe4"));
  s.add(
    poly(
      [
        [x1 - 30, y1 - 40],
        [x1 + 38, y1 - 40],
        [x1 + 4, y1 - 62],
      ],
      "#b5563a",
    ),
  );
  s.add(rect(x0 - 40, y0 - 50, 70, 54, "#f4efe4"));
  s.add(rect(x0 - 44, y0 - 56, 78, 8, "#7a2e3a"));
}

/** The Naval building (former Intendencia) on Plaza Sotomayor, with its mansard clock tower. */
function armada(s: Svg, x: number, baseY: number, k: number): void {
  const u = (n: number) => n * k;
  const wall = "#e9dcc8";
  const shade = "#cdbda5";
  const slate = "#4d5868";
  s.add(rect(x, baseY - u(140), u(260), u(140), wall));
  s.add(rect(x + u(190), baseY - u(140), u(70), u(140), shade, `opacity="0.6"`));
  for (let fl = 0; fl < 3; fl++)
    for (let wx = x + u(16); wx < x + u(250); wx += u(30))
      s.add(
        path(
          `M${f(wx)},${f(baseY - u(20) - fl * u(42))} L${f(wx)},${f(baseY - u(44) - fl * u(42))} Q${f(wx + u(7))},${f(baseY - u(52) - fl * u(42))} ${f(wx + u(14))},${f(baseY - u(44) - fl * u(42))} L${f(wx + u(14))},${f(baseY - u(20) - fl * u(42))} Z`,
          "#5a6775",
        ),
      );
  s.add(rect(x - u(6), baseY - u(146), u(272), u(8), shade));
  s.add(
    poly(
      [
        [x, baseY - u(146)],
        [x + u(260), baseY - u(146)],
        [x + u(244), baseY - u(176)],
        [x + u(16), baseY - u(176)],
      ],
      slate,
    ),
  );
  for (let dx = x + u(24); dx < x + u(240); dx += u(40)) {
    s.add(rect(dx, baseY - u(172), u(14), u(18), wall));
    s.add(
      poly(
        [
          [dx - u(3), baseY - u(172)],
          [dx + u(17), baseY - u(172)],
          [dx + u(7), baseY - u(182)],
        ],
        slate,
      ),
    );
  }
  // central tower with clock and mansard dome
  const tx = x + u(130);
  s.add(rect(tx - u(34), baseY - u(230), u(68), u(84), wall));
  s.add(circle(tx, baseY - u(200), u(16), "#f7f2e6"));
  s.add(circle(tx, baseY - u(200), u(16), "none", `stroke="${slate}" stroke-width="${f(u(3))}"`));
  s.add(line(tx, baseY - u(200), tx, baseY - u(211), "#2a2420", u(2)));
  s.add(line(tx, baseY - u(200), tx + u(8), baseY - u(196), "#2a2420", u(2)));
  s.add(
    path(
      `M${f(tx - u(40))},${f(baseY - u(228))} C${f(tx - u(36))},${f(baseY - u(290))} ${f(tx + u(36))},${f(baseY - u(290))} ${f(tx + u(40))},${f(baseY - u(228))} Z`,
      slate,
    ),
  );
  s.add(rect(tx - u(8), baseY - u(300), u(16), u(26), wall));
  s.add(
    poly(
      [
        [tx - u(11), baseY - u(300)],
        [tx + u(11), baseY - u(300)],
        [tx, baseY - u(322)],
      ],
      slate,
    ),
  );
  s.add(rect(tx - u(1.5), baseY - u(344), u(3), u(26), "#2a2420"));
  s.add(rect(tx - u(12), baseY - u(344), u(12), u(8), "#d9482b"));
}

function gantryCrane(s: Svg, x: number, baseY: number, k: number, c: string): void {
  const u = (n: number) => n * k;
  s.add(rect(x, baseY - u(160), u(10), u(160), c));
  s.add(rect(x + u(60), baseY - u(160), u(10), u(160), c));
  s.add(rect(x - u(70), baseY - u(170), u(200), u(12), c));
  s.add(rect(x + u(10), baseY - u(200), u(50), u(30), c));
  s.add(line(x - u(70), baseY - u(170), x + u(35), baseY - u(230), c, u(3)));
  s.add(line(x + u(130), baseY - u(170), x + u(35), baseY - u(230), c, u(3)));
  s.add(line(x + u(35), baseY - u(170), x + u(35), baseY - u(110), "#333", u(1.5)));
}

function ship(
  s: Svg,
  x: number,
  waterY: number,
  k: number,
  hull: string,
  deck: string,
  containers = true,
): void {
  const u = (n: number) => n * k;
  s.add(
    path(
      `M${f(x)},${f(waterY - u(30))} L${f(x + u(300))},${f(waterY - u(30))} L${f(x + u(280))},${f(waterY)} L${f(x + u(16))},${f(waterY)} Z`,
      hull,
    ),
  );
  if (containers)
    for (let i = 0; i < 9; i++)
      for (let j = 0; j < 2; j++)
        s.add(
          rect(
            x + u(40) + i * u(24),
            waterY - u(46) - j * u(14),
            u(22),
            u(13),
            s.pick(["#d9482b", "#3a8fc2", "#f2c230", "#3aa07a", "#8a8f96"]),
          ),
        );
  s.add(rect(x + u(250), waterY - u(74), u(36), u(44), deck));
  s.add(rect(x + u(254), waterY - u(68), u(28), u(6), "#3b4a58"));
  s.add(rect(x + u(262), waterY - u(92), u(10), u(18), "#2a2420"));
}

// ---------------------------------------------------------------------------------------------
// Hero
// ---------------------------------------------------------------------------------------------
function valparaisoHero(s: Svg): void {
  sky(s, [
    [0, "#4d86c4"],
    [0.5, "#a7c9e6"],
    [0.8, "#f1e2d2"],
    [1, "#f6cfa4"],
  ]);
  sun(s, 240, 300, 38, "#fff5de", "#ffd9a0", 320, 0.5);
  cloud(s, 600, 120, 1, "#ffffff", 0.8);
  cloud(s, 1260, 90, 0.8, "#ffffff", 0.7);
  birds(s, 420, 200, 6, "#44506a", 9);

  // the bay
  water(s, 500, 900, "#5d8fb5", "#2f5f88", "#f4e6cf", 90, 0, 900);
  ship(s, 70, 640, 0.9, "#2f3b48", "#f4efe4");
  ship(s, 420, 560, 0.5, "#7a2e3a", "#f4efe4", false);
  s.add(path("M-20,520 C40,510 120,512 180,520 L180,526 L-20,526 Z", "#8a9cb0", `opacity="0.6"`));

  // far hills, pale
  const far = ridge(s, {
    baseY: 505,
    amp: 10,
    fill: "#b9b7c4",
    x0: 520,
    x1: HW + 20,
    peaks: [
      [640, 440],
      [760, 385],
      [1080, 360],
      [1400, 372],
      [1590, 390],
    ],
    rough: 0.5,
    levels: 6,
  });
  hillside(s, far, 600, HW, {
    count: 260,
    depth: 90,
    size: 0.7,
    walls: ["#d8c9c9", "#c9d3dc", "#e0d7c4", "#d4c4d8"],
    maxY: 560,
  });
  haze(s, 360, 600, "#f2e4d8", 0.35);

  // the main amphitheatre of hills, densely built
  const mid = ridge(s, {
    baseY: 630,
    amp: 10,
    fill: "#a58f74",
    x0: 400,
    x1: HW + 20,
    peaks: [
      [520, 560],
      [700, 470],
      [960, 440],
      [1250, 470],
      [1500, 430],
      [1590, 440],
    ],
    rough: 0.5,
    levels: 6,
  });
  hillside(s, mid, 460, HW, { count: 520, depth: 240, size: 1.1, walls: WALLS, maxY: 770 });

  // Cerro Concepción in front, with its ascensor
  const near = ridge(s, {
    baseY: 780,
    amp: 10,
    fill: "#97816a",
    x0: 960,
    x1: HW + 20,
    peaks: [
      [1060, 700],
      [1220, 560],
      [1420, 520],
      [1590, 540],
    ],
    rough: 0.45,
    levels: 5,
  });
  hillside(s, near, 1000, HW, { count: 150, depth: 200, size: 2, walls: WALLS, maxY: 790 });
  ascensor(s, 1090, 790, 1250, 590, 0.45, "#c9352e");

  // the Plan: Plaza Sotomayor, the Naval building, port cranes
  s.add(rect(0, 780, HW, 120, "#9b948a"));
  s.add(rect(0, 776, HW, 8, "#7d776e"));
  for (let i = 0; i < 9; i++) {
    const x = 620 + i * 110;
    const h = s.rand(60, 100);
    s.add(rect(x, 790 - h, 104, h, s.pick(["#e9dcc8", "#d8c9b1", "#c9d3dc", "#efe2cc"])));
    for (let wx = x + 10; wx < x + 96; wx += 22) s.add(rect(wx, 790 - h + 12, 10, 16, "#5a6775"));
  }
  armada(s, 300, 800, 1.15);
  gantryCrane(s, 90, 780, 0.9, "#c9352e");
  gantryCrane(s, 900, 790, 0.7, "#3a6f9c");
  const tiles: string[] = [];
  for (let y = 800; y < HH; y += 24) tiles.push(line(0, y, HW, y, "#8a847a", 1.2, `opacity="0.6"`));
  for (let x = -200; x < HW + 200; x += 60)
    tiles.push(line(x, 800, x + (x - 800) * 0.25, HH, "#8a847a", 1.2, `opacity="0.6"`));
  s.add(group(tiles.join("")));
  // Monument to the Heroes of Iquique in front of the Naval building
  s.add(rect(520, 820, 90, 40, "#c9c2b5"));
  s.add(rect(548, 700, 34, 122, "#d8d1c4"));
  s.add(rect(556, 672, 18, 30, "#5d5a4c"));
  s.add(circle(565, 666, 8, "#5d5a4c"));
  for (const [px, i, h] of [
    [230, 0, 70],
    [262, 1, 66],
    [700, 2, 72],
    [980, 3, 70],
    [1200, 4, 68],
    [1420, 0, 72],
  ] as const) {
    const [b, hd, hr] = PEOPLE[i]!;
    person(s, px, 888, h, b, hd, { hair: hr });
  }
  palm(s, 800, 900, 220, "#2f5a3a", 0.05);
  palm(s, 860, 900, 180, "#2f5a3a", -0.06);
  streetLamp(s, 700, 892, 110, "#2a2420", "#ffe2a6");
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: rooftop café terrace on Cerro Concepción
// ---------------------------------------------------------------------------------------------
function valpoTerrace(s: Svg): void {
  sky(s, [
    [0, "#5a93cc"],
    [0.7, "#cfe2ee"],
    [1, "#f3e6d6"],
  ]);
  cloud(s, 900, 90, 1, "#ffffff", 0.85);
  water(s, 230, 602, "#5d8fb5", "#3a6d96", "#f4ead8", 60);
  ship(s, 120, 300, 0.45, "#2f3b48", "#f4efe4");
  ship(s, 700, 340, 0.55, "#7a2e3a", "#f4efe4");
  // Cerro Alegre opposite, houses to the top
  const hill = ridge(s, {
    baseY: 560,
    amp: 6,
    fill: "#a58f74",
    x0: 440,
    x1: GW + 20,
    peaks: [
      [520, 470],
      [600, 420],
      [820, 260],
      [1100, 220],
      [1210, 230],
    ],
    rough: 0.45,
    levels: 5,
  });
  hillside(s, hill, 500, GW, { count: 260, depth: 260, size: 1.6, walls: WALLS, maxY: 600 });
  ascensor(s, 760, 560, 900, 360, 0.6, "#2f6f8f");
  // rooftop terrace
  s.add(rect(0, 600, GW, 200, "#c9b49a"));
  for (let x = 0; x < GW; x += 80) s.add(line(x, 600, x - 60, 800, "#b09a7e", 2));
  s.add(rect(0, 540, GW, 10, "#3a3330"));
  for (let x = 10; x < GW; x += 34) s.add(rect(x, 546, 5, 60, "#3a3330"));
  s.add(rect(0, 598, GW, 8, "#3a3330"));
  // geranium boxes on the railing
  for (const bx of [20, 760, 1000]) {
    s.add(rect(bx, 510, 170, 34, "#b5563a"));
    for (let i = 0; i < 14; i++)
      s.add(
        circle(bx + 10 + s.rand(0, 150), 508 - s.rand(0, 26), s.rand(7, 11), s.pick(["#3f7d46", "#4f8a5a"])),
      );
    for (let i = 0; i < 12; i++)
      s.add(
        circle(
          bx + 12 + s.rand(0, 146),
          500 - s.rand(0, 28),
          s.rand(5, 8),
          s.pick(["#d6336c", "#e64980", "#c2255c"]),
        ),
      );
  }
  // table with laptop, coffee and a person
  bistroTable(s, 560, 780, 250, "#f2efe9", "#3a3330");
  laptop(s, 560, 606, 110, "#c9ccd1", "#cfe6ff", -1);
  cup(s, 480, 606, 20, "#f4f1ea", "#ffffff");
  const [b, h, hr] = PEOPLE[0]!;
  chair(s, 380, GH, 170, "#3a3330");
  seated(s, 370, 744, 250, b, h, 1, hr);
  const [b2, h2, hr2] = PEOPLE[1]!;
  chair(s, 760, GH, 170, "#3a3330");
  seated(s, 752, 744, 250, b2, h2, -1, hr2);
  // parasol edge at the top
  s.add(
    path(
      `M-40,0 L${GW + 40},0 L${GW + 40},40 Q${GW * 0.75},90 ${GW / 2},40 Q${GW * 0.25},90 -40,40 Z`,
      "#2f6f8f",
    ),
  );
  s.add(
    path(
      `M-40,36 Q${GW * 0.25},86 ${GW / 2},36 Q${GW * 0.75},86 ${GW + 40},36`,
      "none",
      `stroke="#f4efe4" stroke-width="6"`,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: murals and a vintage trolleybus in the Plan
// ---------------------------------------------------------------------------------------------
function mural(s: Svg, x: number, y: number, w: number, h: number, base: string, kind: number): void {
  s.add(rect(x, y, w, h, base));
  if (kind === 0) {
    // big face with closed eyes and flowing hair
    s.add(circle(x + w * 0.5, y + h * 0.5, h * 0.3, "#f2c230"));
    s.add(
      path(
        `M${f(x + w * 0.38)},${f(y + h * 0.46)} q${f(h * 0.05)},${f(h * 0.04)} ${f(h * 0.1)},0`,
        "none",
        `stroke="#2f3b48" stroke-width="4"`,
      ),
    );
    s.add(
      path(
        `M${f(x + w * 0.55)},${f(y + h * 0.46)} q${f(h * 0.05)},${f(h * 0.04)} ${f(h * 0.1)},0`,
        "none",
        `stroke="#2f3b48" stroke-width="4"`,
      ),
    );
    s.add(
      path(
        `M${f(x + w * 0.2)},${f(y + h * 0.2)} C${f(x + w * 0.3)},${f(y)} ${f(x + w * 0.7)},${f(y)} ${f(x + w * 0.8)},${f(y + h * 0.25)} C${f(x + w * 0.95)},${f(y + h * 0.5)} ${f(x + w)},${f(y + h)} ${f(x + w * 0.85)},${f(y + h)} L${f(x + w * 0.7)},${f(y + h * 0.6)} Q${f(x + w * 0.5)},${f(y + h * 0.1)} ${f(x + w * 0.3)},${f(y + h * 0.6)} L${f(x + w * 0.15)},${f(y + h)} C${f(x)},${f(y + h)} ${f(x + w * 0.05)},${f(y + h * 0.5)} ${f(x + w * 0.2)},${f(y + h * 0.2)} Z`,
        "#d9482b",
      ),
    );
  } else if (kind === 1) {
    // waves and a whale
    for (let i = 0; i < 4; i++)
      s.add(
        path(
          `M${f(x)},${f(y + h * (0.45 + i * 0.14))} q${f(w / 8)},${f(-h * 0.1)} ${f(w / 4)},0 t${f(w / 4)},0 t${f(w / 4)},0 t${f(w / 4)},0 L${f(x + w)},${f(y + h)} L${f(x)},${f(y + h)} Z`,
          ["#3a8fc2", "#2f6f8f", "#8fc1d8", "#1f4f7c"][i] ?? "#3a8fc2",
          `opacity="0.9"`,
        ),
      );
    s.add(ellipse(x + w * 0.5, y + h * 0.32, w * 0.2, h * 0.1, "#2f3b48"));
    s.add(
      poly(
        [
          [x + w * 0.68, y + h * 0.3],
          [x + w * 0.8, y + h * 0.2],
          [x + w * 0.78, y + h * 0.38],
        ],
        "#2f3b48",
      ),
    );
  } else {
    // birds and suns
    for (let i = 0; i < 5; i++)
      s.add(
        circle(
          x + w * (0.15 + i * 0.18),
          y + h * (0.3 + (i % 2) * 0.3),
          h * 0.1,
          ["#f2c230", "#e56b4e", "#9b6fc2", "#3aa07a", "#f2a3b3"][i] ?? "#f2c230",
        ),
      );
    for (let i = 0; i < 6; i++) {
      const bx = x + w * (0.1 + i * 0.15);
      const by = y + h * (0.75 - (i % 3) * 0.08);
      s.add(
        path(
          `M${f(bx)},${f(by)} q${f(w * 0.03)},${f(-h * 0.08)} ${f(w * 0.06)},0 q${f(w * 0.03)},${f(-h * 0.08)} ${f(w * 0.06)},0`,
          "none",
          `stroke="#2f3b48" stroke-width="4"`,
        ),
      );
    }
  }
}

function trolleybusVintage(s: Svg, x: number, groundY: number, k: number): void {
  const u = (n: number) => n * k;
  s.add(line(x + u(90), groundY - u(150), x + u(200), groundY - u(400), "#2a2420", u(3)));
  s.add(line(x + u(110), groundY - u(150), x + u(230), groundY - u(392), "#2a2420", u(3)));
  s.add(
    path(
      `M${f(x)},${f(groundY - u(30))} L${f(x)},${f(groundY - u(120))} Q${f(x)},${f(groundY - u(150))} ${f(x + u(30))},${f(groundY - u(152))} L${f(x + u(330))},${f(groundY - u(152))} Q${f(x + u(360))},${f(groundY - u(150))} ${f(x + u(362))},${f(groundY - u(110))} L${f(x + u(362))},${f(groundY - u(30))} Z`,
      "#2f7a5a",
    ),
  );
  s.add(rect(x, groundY - u(90), u(362), u(20), "#efe6cf"));
  for (let i = 0; i < 7; i++)
    s.add(rect(x + u(14) + i * u(46), groundY - u(140), u(38), u(44), "#9fc4d2", `rx="${f(u(4))}"`));
  s.add(rect(x + u(310), groundY - u(66), u(36), u(36), "#f4efe4"));
  s.add(rect(x, groundY - u(34), u(362), u(10), "#1f5a40"));
  s.add(circle(x + u(70), groundY - u(22), u(22), "#26262a"));
  s.add(circle(x + u(290), groundY - u(22), u(22), "#26262a"));
  s.add(circle(x + u(70), groundY - u(22), u(8), "#8a8f96"));
  s.add(circle(x + u(290), groundY - u(22), u(8), "#8a8f96"));
}

function valpoPlan(s: Svg): void {
  sky(s, [
    [0, "#5a93cc"],
    [1, "#e9eef0"],
  ]);
  const hill = ridge(s, {
    baseY: 200,
    amp: 20,
    fill: "#a58f74",
    peaks: [
      [200, 120],
      [600, 90],
      [1000, 110],
    ],
    rough: 0.5,
    levels: 5,
  });
  hillside(s, hill, -20, GW, { count: 300, depth: 220, size: 1.5, walls: WALLS, maxY: 360 });
  // overhead wires
  s.add(line(0, 300, GW, 290, "#2a2420", 2));
  s.add(line(0, 312, GW, 302, "#2a2420", 2));
  // mural walls
  mural(s, -10, 330, 420, 260, "#3a8fc2", 0);
  mural(s, 410, 350, 380, 240, "#f4efe4", 1);
  mural(s, 790, 320, 420, 270, "#9b6fc2", 2);
  for (const x of [410, 790]) s.add(rect(x - 3, 320, 6, 270, "#2a2420", `opacity="0.3"`));
  // street
  s.add(rect(0, 590, GW, 60, "#b3a999"));
  s.add(rect(0, 650, GW, 150, "#7d7873"));
  for (let x = 0; x < GW; x += 120) s.add(rect(x + 20, 730, 70, 5, "#e9e4da"));
  trolleybusVintage(s, 430, 740, 1.1);
  for (const [px, i] of [
    [120, 0],
    [220, 2],
    [1010, 3],
    [1100, 4],
  ] as const) {
    const [b, h, hr] = PEOPLE[i]!;
    person(s, px, 660, 150, b, h, { hair: hr, bag: i === 2 });
  }
  streetLamp(s, 330, 650, 220, "#2a2420", "#ffe2a6");
  // a street dog, Valparaíso's most loyal resident
  s.add(ellipse(920, 690, 34, 14, "#b08a5a"));
  s.add(circle(952, 676, 12, "#b08a5a"));
  for (const lx of [896, 908, 930, 942]) s.add(rect(lx, 696, 5, 20, "#b08a5a"));
}

const artworks: Artwork[] = [
  { city: "valparaiso-chile", file: "hero", width: HW, height: HH, draw: valparaisoHero },
  { city: "valparaiso-chile", file: "gallery-1", width: GW, height: GH, draw: valpoTerrace },
  { city: "valparaiso-chile", file: "gallery-2", width: GW, height: GH, draw: valpoPlan },
];

export default artworks;
