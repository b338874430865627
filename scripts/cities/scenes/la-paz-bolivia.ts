/**
 * La Paz, Bolivia: brick houses filling the canyon below the Altiplano rim and El Alto, downtown
 * towers, the red, yellow and green cable-car lines and the triple peak of Illimani (hero); a
 * coworking in Sopocachi with the canyon in its window; a steep market street with cholitas.
 */
import {
  type Artwork,
  type Svg,
  awning,
  birds,
  circle,
  cloud,
  ellipse,
  fmt as f,
  group,
  haze,
  line,
  path,
  person,
  plantPot,
  poly,
  produce,
  rect,
  ridge,
  sky,
  skyline,
  streetLamp,
} from "../art";
import { deskRow, PEOPLE, room, shelf, type View } from "./cordoba-argentina";
import { hillside } from "./valparaiso-chile";

const HW = 1600;
const HH = 900;
const GW = 1200;
const GH = 800;

const BRICK = ["#b8664a", "#c9785a", "#a65a40", "#c46e4e", "#d08a66", "#b35e44", "#e9dcc6", "#9a5038"];
const LINE_COLOURS = { red: "#d8342c", yellow: "#f2c230", green: "#3aa05a" };

/** Illimani: a broad massif with three snowy summits, blue shadows in its glaciers. */
function illimani(s: Svg, x: number, baseY: number, k: number): void {
  const u = (n: number) => n * k;
  s.add(
    path(
      `M${f(x - u(420))},${f(baseY)} L${f(x - u(250))},${f(baseY - u(150))} L${f(x - u(180))},${f(baseY - u(190))} L${f(x - u(120))},${f(baseY - u(260))} L${f(x - u(80))},${f(baseY - u(236))} L${f(x)},${f(baseY - u(300))} L${f(x + u(70))},${f(baseY - u(250))} L${f(x + u(140))},${f(baseY - u(280))} L${f(x + u(220))},${f(baseY - u(200))} L${f(x + u(320))},${f(baseY - u(150))} L${f(x + u(460))},${f(baseY)} Z`,
      "#9aa7c4",
    ),
  );
  s.add(
    path(
      `M${f(x - u(250))},${f(baseY - u(150))} L${f(x - u(180))},${f(baseY - u(190))} L${f(x - u(120))},${f(baseY - u(260))} L${f(x - u(80))},${f(baseY - u(236))} L${f(x)},${f(baseY - u(300))} L${f(x + u(70))},${f(baseY - u(250))} L${f(x + u(140))},${f(baseY - u(280))} L${f(x + u(220))},${f(baseY - u(200))} L${f(x + u(320))},${f(baseY - u(150))} L${f(x + u(280))},${f(baseY - u(120))} L${f(x + u(230))},${f(baseY - u(140))} L${f(x + u(170))},${f(baseY - u(110))} L${f(x + u(110))},${f(baseY - u(150))} L${f(x + u(40))},${f(baseY - u(120))} L${f(x - u(30))},${f(baseY - u(160))} L${f(x - u(100))},${f(baseY - u(120))} L${f(x - u(170))},${f(baseY - u(150))} Z`,
      "#fbfcff",
    ),
  );
  // shadowed faces
  s.add(
    poly(
      [
        [x, baseY - u(300)],
        [x + u(70), baseY - u(250)],
        [x + u(40), baseY - u(120)],
        [x + u(10), baseY - u(200)],
      ],
      "#d6e0f0",
    ),
  );
  s.add(
    poly(
      [
        [x + u(140), baseY - u(280)],
        [x + u(220), baseY - u(200)],
        [x + u(170), baseY - u(110)],
        [x + u(150), baseY - u(200)],
      ],
      "#d6e0f0",
    ),
  );
  s.add(
    poly(
      [
        [x - u(120), baseY - u(260)],
        [x - u(80), baseY - u(236)],
        [x - u(100), baseY - u(120)],
        [x - u(110), baseY - u(200)],
      ],
      "#d6e0f0",
    ),
  );
}

/** A cable-car line: the cable sagging between pylons, with cabins in its colour. */
function cableLine(
  s: Svg,
  pts: Array<[number, number]>,
  colour: string,
  cabins: number,
  k = 1,
  pylons = true,
): void {
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = pts[i] as [number, number];
    const [x1, y1] = pts[i + 1] as [number, number];
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2 + Math.abs(x1 - x0) * 0.03;
    s.add(
      `<path d="M${f(x0)},${f(y0)} Q${f(mx)},${f(my)} ${f(x1)},${f(y1)}" fill="none" stroke="#2f2f36" stroke-width="${f(1.6 * k)}"/>`,
    );
    s.add(
      `<path d="M${f(x0)},${f(y0 + 6 * k)} Q${f(mx)},${f(my + 6 * k)} ${f(x1)},${f(y1 + 6 * k)}" fill="none" stroke="#2f2f36" stroke-width="${f(1.2 * k)}" opacity="0.7"/>`,
    );
    const n = Math.max(
      1,
      Math.round((cabins * (i + 1)) / (pts.length - 1)) - Math.round((cabins * i) / (pts.length - 1)),
    );
    for (let c = 0; c < n; c++) {
      const t = (c + 0.5) / n;
      const cx = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * mx + t * t * x1;
      const cy = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * my + t * t * y1 + (c % 2) * 6 * k;
      s.add(line(cx, cy, cx, cy + 12 * k, "#2f2f36", 1.4 * k));
      s.add(rect(cx - 9 * k, cy + 12 * k, 18 * k, 16 * k, colour, `rx="${f(4 * k)}"`));
      s.add(rect(cx - 7 * k, cy + 15 * k, 14 * k, 6 * k, "#dfeef6", `rx="${f(1.5 * k)}"`));
    }
  }
  if (pylons)
    for (const [px, py] of pts.slice(1, -1)) {
      s.add(
        poly(
          [
            [px - 6 * k, py + 90 * k],
            [px + 6 * k, py + 90 * k],
            [px + 2 * k, py],
            [px - 2 * k, py],
          ],
          "#e9e4da",
        ),
      );
      s.add(rect(px - 10 * k, py - 2 * k, 20 * k, 5 * k, colour));
    }
}

/** Cholita: bowler hat, long braids, shawl and a wide layered pollera skirt. */
function cholita(
  s: Svg,
  x: number,
  groundY: number,
  h: number,
  skirt: string,
  shawl: string,
  skin = "#9a6a48",
): void {
  const k = h / 100;
  const parts: string[] = [];
  parts.push(rect(x - 7 * k, groundY - 10 * k, 5 * k, 10 * k, "#2a2420"));
  parts.push(rect(x + 2 * k, groundY - 10 * k, 5 * k, 10 * k, "#2a2420"));
  parts.push(
    path(
      `M${f(x - 10 * k)},${f(groundY - 62 * k)} L${f(x + 10 * k)},${f(groundY - 62 * k)} Q${f(x + 30 * k)},${f(groundY - 30 * k)} ${f(x + 27 * k)},${f(groundY - 9 * k)} L${f(x - 27 * k)},${f(groundY - 9 * k)} Q${f(x - 30 * k)},${f(groundY - 30 * k)} ${f(x - 10 * k)},${f(groundY - 62 * k)} Z`,
      skirt,
    ),
  );
  parts.push(
    path(
      `M${f(x - 26 * k)},${f(groundY - 18 * k)} L${f(x + 26 * k)},${f(groundY - 18 * k)}`,
      "none",
      `stroke="#ffffff" stroke-width="${f(2 * k)}" opacity="0.35"`,
    ),
  );
  parts.push(
    path(
      `M${f(x - 15 * k)},${f(groundY - 60 * k)} L${f(x - 12 * k)},${f(groundY - 84 * k)} Q${f(x)},${f(groundY - 90 * k)} ${f(x + 12 * k)},${f(groundY - 84 * k)} L${f(x + 15 * k)},${f(groundY - 60 * k)} L${f(x)},${f(groundY - 52 * k)} Z`,
      shawl,
    ),
  );
  parts.push(circle(x, groundY - 94 * k, 8 * k, skin));
  parts.push(line(x - 8.5 * k, groundY - 94 * k, x - 10 * k, groundY - 62 * k, "#17130f", 2.4 * k));
  parts.push(line(x + 8.5 * k, groundY - 94 * k, x + 10 * k, groundY - 62 * k, "#17130f", 2.4 * k));
  parts.push(ellipse(x, groundY - 100 * k, 12 * k, 3 * k, "#2a2420"));
  parts.push(
    path(
      `M${f(x - 7 * k)},${f(groundY - 100 * k)} L${f(x - 6 * k)},${f(groundY - 111 * k)} Q${f(x)},${f(groundY - 115 * k)} ${f(x + 6 * k)},${f(groundY - 111 * k)} L${f(x + 7 * k)},${f(groundY - 100 * k)} Z`,
      "#2a2420",
    ),
  );
  s.add(group(parts.join("")));
}

/** The Basílica de San Francisco: carved stone façade and a square bell tower. */
function sanFrancisco(s: Svg, x: number, baseY: number, k: number): void {
  const u = (n: number) => n * k;
  const stone = "#cbbfa8";
  const shade = "#ad9f86";
  s.add(rect(x, baseY - u(150), u(170), u(150), stone));
  s.add(
    path(
      `M${f(x + u(60))},${f(baseY)} L${f(x + u(60))},${f(baseY - u(60))} Q${f(x + u(85))},${f(baseY - u(90))} ${f(x + u(110))},${f(baseY - u(60))} L${f(x + u(110))},${f(baseY)} Z`,
      "#4a3f36",
    ),
  );
  for (const cx of [x + u(40), x + u(130)]) s.add(rect(cx - u(4), baseY - u(120), u(8), u(120), shade));
  for (let i = 0; i < 30; i++)
    s.add(circle(x + u(50) + s.rand(0, u(70)), baseY - u(150) + s.rand(u(10), u(80)), u(2.5), shade));
  s.add(
    path(
      `M${f(x)},${f(baseY - u(150))} Q${f(x + u(85))},${f(baseY - u(210))} ${f(x + u(170))},${f(baseY - u(150))} Z`,
      stone,
    ),
  );
  const tx = x + u(200);
  s.add(rect(tx, baseY - u(230), u(56), u(230), stone));
  s.add(rect(tx + u(36), baseY - u(230), u(20), u(230), shade, `opacity="0.6"`));
  s.add(
    path(
      `M${f(tx + u(16))},${f(baseY - u(170))} L${f(tx + u(16))},${f(baseY - u(196))} Q${f(tx + u(28))},${f(baseY - u(212))} ${f(tx + u(40))},${f(baseY - u(196))} L${f(tx + u(40))},${f(baseY - u(170))} Z`,
      "#4a3f36",
    ),
  );
  s.add(
    path(
      `M${f(tx - u(4))},${f(baseY - u(230))} Q${f(tx + u(28))},${f(baseY - u(274))} ${f(tx + u(60))},${f(baseY - u(230))} Z`,
      shade,
    ),
  );
  s.add(rect(tx + u(26.5), baseY - u(296), u(3), u(26), "#4a3f36"));
  s.add(rect(tx + u(21), baseY - u(288), u(14), u(3), "#4a3f36"));
}

// ---------------------------------------------------------------------------------------------
// Hero
// ---------------------------------------------------------------------------------------------
function laPazHero(s: Svg): void {
  sky(s, [
    [0, "#1f5fb0"],
    [0.5, "#6fa6dc"],
    [1, "#dcebf5"],
  ]);
  cloud(s, 160, 130, 1, "#ffffff", 0.8);
  cloud(s, 700, 80, 0.7, "#ffffff", 0.7);
  illimani(s, 1180, 500, 1.05);
  haze(s, 300, 520, "#e3edf5", 0.35);

  // right rim of the canyon, lower, towards the Zona Sur
  const right = ridge(s, {
    baseY: 520,
    amp: 20,
    fill: "#b28d6c",
    x0: 760,
    x1: HW + 20,
    peaks: [
      [900, 470],
      [1200, 450],
      [1450, 480],
    ],
    rough: 0.5,
    levels: 6,
  });
  hillside(s, right, 780, HW, { count: 380, depth: 220, size: 0.75, walls: BRICK, maxY: 720 });
  haze(s, 440, 640, "#efe6dc", 0.25);

  // the Altiplano rim and El Alto on the left, dropping into the canyon
  s.add(path("M-20,330 L420,322 C520,330 600,420 660,520 C700,590 740,650 780,720 L-20,720 Z", "#a57e5e"));
  const rimPts: Array<[number, number]> = [];
  for (let x = -20; x <= 780; x += 20) {
    const y = x < 420 ? 326 + Math.sin(x * 0.05) * 2 : 322 + Math.pow((x - 420) / 360, 1.4) * 398;
    rimPts.push([x, y]);
  }
  hillside(s, rimPts, -20, 760, { count: 620, depth: 380, size: 0.8, walls: BRICK, maxY: 730 });
  // El Alto on the rim
  const alto: string[] = [];
  for (let x = -20; x < 420; x += s.rand(16, 30)) {
    const h = s.rand(8, 22);
    alto.push(rect(x, 326 - h, s.rand(14, 26), h + 2, s.pick(["#c9b8a6", "#b8664a", "#d9cdb8", "#e8d6c8"])));
  }
  s.add(group(alto.join("")));

  // downtown towers in the bottom of the canyon
  s.add(rect(0, 716, HW, 130, "#a9866a"));
  skyline(s, {
    x0: 560,
    x1: 1120,
    baseY: 740,
    minH: 70,
    maxH: 240,
    minW: 34,
    maxW: 64,
    fills: ["#e9e6df", "#cfd8df", "#dcd4c8", "#b9c9d6"],
    win: { lit: "#f7f1de", dark: "#7d8ea6", litRatio: 0.15, rowH: 9 },
    gap: 6,
    tops: ["flat", "flat", "antenna", "slant"],
    shade: "#b9b4ab",
  });

  // Mi Teleférico: red and yellow lines climbing to El Alto, green line down to the Zona Sur
  cableLine(
    s,
    [
      [740, 640],
      [520, 520],
      [300, 420],
      [120, 326],
    ],
    LINE_COLOURS.red,
    8,
    1.1,
  );
  cableLine(
    s,
    [
      [960, 660],
      [700, 560],
      [460, 430],
      [260, 330],
    ],
    LINE_COLOURS.yellow,
    8,
    1.1,
  );
  cableLine(
    s,
    [
      [1000, 640],
      [1250, 650],
      [1480, 690],
      [1640, 720],
    ],
    LINE_COLOURS.green,
    6,
    1.1,
  );

  // foreground: low brick houses, San Francisco and a street
  hillside(
    s,
    [
      [-20, 720],
      [HW + 20, 730],
    ],
    -20,
    HW,
    { count: 90, depth: 60, size: 2.2, walls: BRICK, maxY: 820 },
  );
  sanFrancisco(s, 180, 860, 1.1);
  s.add(rect(0, 840, HW, 60, "#8a8178"));
  s.add(rect(0, 836, HW, 6, "#6f675f"));
  cholita(s, 620, 884, 70, "#c2255c", "#6c4f8a");
  cholita(s, 660, 886, 66, "#2f6f8f", "#d9a441");
  cholita(s, 1320, 884, 70, "#3aa05a", "#b5523b");
  person(s, 920, 886, 70, "#2f3b48", "#c68b59", { hair: "#2b1d14", bag: true });
  person(s, 1180, 886, 68, "#7a2e3a", "#9a6a48", { hair: "#17130f" });
  streetLamp(s, 1040, 890, 110, "#2a2420", "#ffe2a6");
  birds(s, 560, 220, 4, "#2f3b58", 9);
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: coworking in Sopocachi with the canyon and Illimani in the window
// ---------------------------------------------------------------------------------------------
const laPazView: View = (s, x, y, w, h) => {
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linU(
        [
          [0, "#2a6bb8"],
          [1, "#d9e9f4"],
        ],
        0,
        y,
        0,
        y + h,
      ),
    ),
  );
  illimani(s, x + w * 0.62, y + 210, 0.6);
  const slope = ridge(s, {
    baseY: y + 200,
    amp: 12,
    fill: "#a57e5e",
    x0: x - 20,
    x1: x + w + 20,
    peaks: [
      [x + 100, y + 150],
      [x + 500, y + 210],
      [x + 850, y + 180],
    ],
    levels: 5,
  });
  hillside(s, slope, x - 10, x + w, { count: 320, depth: 200, size: 0.9, walls: BRICK });
  skyline(s, {
    x0: x + 200,
    x1: x + 700,
    baseY: y + h,
    minH: 50,
    maxH: 150,
    minW: 30,
    maxW: 56,
    fills: ["#e9e6df", "#cfd8df", "#dcd4c8"],
    win: { lit: "#f7f1de", dark: "#7d8ea6", litRatio: 0.15, rowH: 8 },
    gap: 6,
    shade: "#b9b4ab",
  });
  cableLine(
    s,
    [
      [x - 20, y + 260],
      [x + 400, y + 170],
      [x + w + 20, y + 90],
    ],
    LINE_COLOURS.red,
    5,
    1.2,
    false,
  );
  cableLine(
    s,
    [
      [x - 20, y + 120],
      [x + 500, y + 230],
      [x + w + 20, y + 300],
    ],
    LINE_COLOURS.yellow,
    4,
    1.2,
    false,
  );
};

/** Aguayo: the striped woven cloth of the Andes, hung on the wall. */
function aguayo(s: Svg, x: number, y: number, w: number, h: number): void {
  const bands = ["#c2255c", "#2f6f8f", "#f2c230", "#3aa05a", "#6c4f8a", "#e56b4e", "#1f1c24"];
  let by = y;
  let i = 0;
  while (by < y + h) {
    const bh = s.rand(6, 18);
    s.add(rect(x, by, w, Math.min(bh, y + h - by), bands[i % bands.length] ?? "#c2255c"));
    if (bh > 12)
      for (let dx = x + 6; dx < x + w - 6; dx += 16)
        s.add(
          poly(
            [
              [dx, by + bh / 2],
              [dx + 6, by + 2],
              [dx + 12, by + bh / 2],
              [dx + 6, by + bh - 2],
            ],
            "#f4efe6",
            `opacity="0.7"`,
          ),
        );
    by += bh;
    i += 1;
  }
  s.add(rect(x - 6, y - 8, w + 12, 8, "#6b4a32"));
}

function laPazCowork(s: Svg): void {
  room(s, {
    wall: [
      [0, "#f5f0e6"],
      [1, "#ebe2d2"],
    ],
    floor: [
      [0, "#a67c52"],
      [1, "#7e5a3a"],
    ],
    plank: "#5e4128",
    frame: "#3a3330",
    window: { x: 250, y: 70, w: 860, h: 380, cols: 3, transom: 0.66 },
    view: laPazView,
  });
  aguayo(s, 40, 90, 160, 230);
  shelf(s, 1130, 160, 70, 400, "#6b4a32", ["#c2255c", "#2f6f8f", "#f2c230", "#e7d9c0"]);
  plantPot(s, 110, 640, 170, "#b8664a", "#4f8a5a", "#3c7048");
  for (const lx of [420, 680, 940]) {
    s.add(line(lx, 0, lx, 56, "#3a3330", 2));
    s.add(path(`M${lx - 20},${76} Q${lx},${44} ${lx + 20},${76} Z`, "#c2255c"));
    s.add(ellipse(lx, 76, 12, 4, "#ffd58a"));
  }
  deskRow(s, {
    x0: 230,
    x1: 1060,
    y: 600,
    top: "#d6b48a",
    edge: "#8a6648",
    chair: "#3a3330",
    laptop: "#c9ccd1",
    screen: "#cfe6ff",
    laptops: [330, 500, 670, 840, 970],
    seats: [330, 500, 840],
    pot: ["#b8664a", "#4f8a5a", "#3c7048", 590],
  });
  // coca-leaf tea
  s.add(path("M750,600 L756,576 L776,576 L782,600 Z", "#f4f1ea"));
  s.add(ellipse(766, 578, 9, 2.5, "#7a9a48"));
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: a steep market street with cholitas and a cable car overhead
// ---------------------------------------------------------------------------------------------
function laPazMarket(s: Svg): void {
  sky(s, [
    [0, "#2a6bb8"],
    [1, "#d7e8f4"],
  ]);
  illimani(s, 900, 330, 0.55);
  cableLine(
    s,
    [
      [-20, 60],
      [GW + 20, 190],
    ],
    LINE_COLOURS.green,
    2,
    2.2,
    false,
  );
  // the street climbs from right to left
  const slope = (x: number) => 700 - (GW - x) * 0.12;
  const houses: Array<[number, number, string, string]> = [
    [-10, 230, "#b8664a", "#f4efe4"],
    [220, 200, "#e9dcc6", "#2f6f8f"],
    [420, 250, "#c46e4e", "#f4efe4"],
    [670, 220, "#d9cdb8", "#7a2e3a"],
    [890, 320, "#a65a40", "#f4efe4"],
  ];
  for (const [x, w, wall, trim] of houses) {
    const base = slope(x + w / 2) - 20;
    const h = s.rand(300, 380);
    s.add(rect(x, base - h, w, h + 80, wall));
    if (wall !== "#e9dcc6" && wall !== "#d9cdb8")
      for (let by = base - h + 6; by < base; by += 12)
        for (let bx = x + ((by / 12) % 2) * 10; bx < x + w - 8; bx += 22)
          s.add(rect(bx, by, 18, 8, "#000000", `opacity="0.06"`));
    for (let wx = x + 24; wx + 40 < x + w; wx += 70) {
      s.add(rect(wx - 4, base - h + 40, 48, 66, trim));
      s.add(rect(wx, base - h + 44, 40, 58, "#3b4a58"));
      s.add(rect(wx - 8, base - h + 104, 56, 6, "#3a3330"));
    }
    s.add(rect(x - 6, base - h - 8, w + 12, 10, trim));
  }
  // pavement
  s.add(path(`M0,${slope(0)} L${GW},${slope(GW)} L${GW},${GH} L0,${GH} Z`, "#8a8178"));
  for (let i = 0; i < 260; i++) {
    const x = s.rand(0, GW);
    s.add(rect(x, s.rand(slope(x) + 6, GH), s.rand(12, 20), 6, s.pick(["#978e85", "#7b726a"]), `rx="2"`));
  }
  // stalls with awnings and heaps of produce
  const stalls: Array<[number, string, string, string[]]> = [
    [40, "#2f6f8f", "#f4efe4", ["#6b4a32", "#c9a070", "#7a3f5a", "#e2c27a", "#a06a40"]],
    [420, "#c2255c", "#f4efe4", ["#f2a03c", "#d9482b", "#f2d06b", "#7fae4a"]],
    [800, "#3aa05a", "#f4efe4", ["#e9c443", "#8fbf55", "#d9482b", "#f2a03c"]],
  ];
  for (const [x, a, b, goods] of stalls) {
    const by = slope(x + 150) + 10;
    s.add(rect(x, by - 70, 300, 80, "#5a4034"));
    awning(s, x - 10, by - 200, 320, 36, a, b, 8);
    s.add(rect(x + 4, by - 164, 4, 100, "#3a2a22"));
    s.add(rect(x + 292, by - 164, 4, 100, "#3a2a22"));
    produce(s, x + 10, by - 70, 280, goods, 10);
  }
  cholita(s, 300, 760, 190, "#c2255c", "#6c4f8a");
  cholita(s, 640, 740, 170, "#2f6f8f", "#d9a441", "#8a5a3a");
  cholita(s, 1080, 730, 180, "#e56b4e", "#3aa05a");
  const [b, h, hr] = PEOPLE[2]!;
  person(s, 860, 770, 190, b, h, { hair: hr, bag: true });
}

const artworks: Artwork[] = [
  { city: "la-paz-bolivia", file: "hero", width: HW, height: HH, draw: laPazHero },
  { city: "la-paz-bolivia", file: "gallery-1", width: GW, height: GH, draw: laPazCowork },
  { city: "la-paz-bolivia", file: "gallery-2", width: GW, height: GH, draw: laPazMarket },
];

export default artworks;
