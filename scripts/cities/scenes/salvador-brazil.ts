/**
 * Salvador: the upper city on its escarpment above the Bay of All Saints at sunset, with the
 * Elevador Lacerda, colonial churches and the round Forte São Marcelo; a coworking space looking
 * out to the Farol da Barra; a sloping square in the Pelourinho with an acarajé stall.
 */
import {
  type Artwork,
  type Svg,
  birds,
  bistroTable,
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
  roundTree,
  seated,
  sky,
  streak,
  water,
} from "../art";

const CITY = "salvador-brazil";
const W = 1600;
const H = 900;
const GW = 1200;
const GH = 800;

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** Colonial townhouse (sobrado): tall shuttered windows, iron balconies, a tiled roof edge. */
function sobrado(
  s: Svg,
  x: number,
  groundY: number,
  w: number,
  floors: number,
  floorH: number,
  wall: string,
  trim: string,
  opening = "#3b4756",
): void {
  const h = floors * floorH + 24;
  const top = groundY - h;
  const parts: string[] = [];
  parts.push(rect(x, top, w, h, wall));
  parts.push(rect(x - 3, top - 8, w + 6, 10, "#b4583c"));
  parts.push(rect(x - 2, top + 2, w + 4, 5, trim));
  parts.push(rect(x, top, 5, h, trim));
  parts.push(rect(x + w - 5, top, 5, h, trim));
  const cols = Math.max(2, Math.round(w / (floorH * 0.9)));
  const cw = w / cols;
  for (let fl = 0; fl < floors; fl++) {
    const fy = top + 18 + fl * floorH;
    const ground = fl === floors - 1;
    for (let c = 0; c < cols; c++) {
      const cx = x + c * cw + cw / 2;
      const ow = cw * 0.46;
      const oh = floorH * (ground ? 0.74 : 0.62);
      parts.push(rect(cx - ow / 2 - 3, fy - 3, ow + 6, oh + 3, trim));
      parts.push(
        path(
          `M${f(cx - ow / 2)},${f(fy + oh)} L${f(cx - ow / 2)},${f(fy + ow * 0.35)} Q${f(cx)},${f(fy - ow * 0.2)} ${f(cx + ow / 2)},${f(fy + ow * 0.35)} L${f(cx + ow / 2)},${f(fy + oh)} Z`,
          opening,
        ),
      );
      if (!ground && floorH > 30) {
        parts.push(rect(cx - ow / 2 - 5, fy + oh - 2, ow + 10, 3, "#2d2a2a"));
        for (let bx = cx - ow / 2 - 4; bx <= cx + ow / 2 + 4; bx += 5)
          parts.push(rect(bx, fy + oh - floorH * 0.2, 1.4, floorH * 0.2, "#2d2a2a"));
        parts.push(rect(cx - ow / 2 - 5, fy + oh - floorH * 0.21, ow + 10, 2, "#2d2a2a"));
      }
    }
  }
  s.add(group(parts.join("")));
}

/** Twin-towered baroque church façade with a curved gable and bulb-topped towers. */
function baroqueChurch(
  s: Svg,
  x: number,
  groundY: number,
  w: number,
  wall: string,
  trim: string,
  roof: string,
): void {
  const parts: string[] = [];
  const bodyH = w * 0.62;
  const tw = w * 0.22;
  const towerH = w * 1.02;
  parts.push(rect(x - w / 2 + tw, groundY - bodyH, w - tw * 2, bodyH, wall));
  parts.push(
    path(
      `M${f(x - w / 2 + tw)},${f(groundY - bodyH)} C${f(x - w * 0.18)},${f(groundY - bodyH - w * 0.1)} ${f(x - w * 0.12)},${f(groundY - bodyH - w * 0.26)} ${f(x)},${f(groundY - bodyH - w * 0.3)} C${f(x + w * 0.12)},${f(groundY - bodyH - w * 0.26)} ${f(x + w * 0.18)},${f(groundY - bodyH - w * 0.1)} ${f(x + w / 2 - tw)},${f(groundY - bodyH)} Z`,
      wall,
    ),
  );
  parts.push(rect(x - 1.5, groundY - bodyH - w * 0.42, 3, w * 0.14, trim));
  parts.push(rect(x - w * 0.05, groundY - bodyH - w * 0.37, w * 0.1, 3, trim));
  for (const side of [-1, 1]) {
    const tx = x + side * (w / 2 - tw / 2);
    parts.push(rect(tx - tw / 2, groundY - towerH, tw, towerH, wall));
    parts.push(rect(tx - tw / 2 - 2, groundY - towerH, tw + 4, 5, trim));
    parts.push(rect(tx - tw / 2 - 2, groundY - bodyH, tw + 4, 4, trim));
    parts.push(
      path(
        `M${f(tx - tw * 0.24)},${f(groundY - towerH * 0.82)} L${f(tx - tw * 0.24)},${f(groundY - towerH * 0.9)} Q${f(tx)},${f(groundY - towerH * 0.96)} ${f(tx + tw * 0.24)},${f(groundY - towerH * 0.9)} L${f(tx + tw * 0.24)},${f(groundY - towerH * 0.82)} Z`,
        "#3b4756",
      ),
    );
    parts.push(
      path(
        `M${f(tx - tw * 0.5)},${f(groundY - towerH)} Q${f(tx - tw * 0.55)},${f(groundY - towerH - tw * 0.7)} ${f(tx)},${f(groundY - towerH - tw * 0.95)} Q${f(tx + tw * 0.55)},${f(groundY - towerH - tw * 0.7)} ${f(tx + tw * 0.5)},${f(groundY - towerH)} Z`,
        roof,
      ),
    );
    parts.push(rect(tx - 1, groundY - towerH - tw * 1.25, 2, tw * 0.32, trim));
  }
  // Pilasters framing the towers
  for (const px of [x - w / 2, x - w / 2 + tw - 4, x + w / 2 - tw, x + w / 2 - 4])
    parts.push(rect(px, groundY - towerH + 4, 4, towerH - 4, trim));
  // Portal and windows
  parts.push(
    path(
      `M${f(x - w * 0.09)},${f(groundY)} L${f(x - w * 0.09)},${f(groundY - bodyH * 0.34)} Q${f(x)},${f(groundY - bodyH * 0.46)} ${f(x + w * 0.09)},${f(groundY - bodyH * 0.34)} L${f(x + w * 0.09)},${f(groundY)} Z`,
      "#3b4756",
    ),
  );
  for (const side of [-1, 1])
    parts.push(
      rect(x + side * w * 0.14 - w * 0.035, groundY - bodyH * 0.82, w * 0.07, bodyH * 0.2, "#3b4756"),
    );
  parts.push(circle(x, groundY - bodyH * 0.9, w * 0.05, "#3b4756"));
  s.add(group(parts.join("")));
}

function saveiro(s: Svg, x: number, y: number, k: number, sail: string, hull: string): void {
  s.add(
    path(
      `M${f(x - 36 * k)},${f(y - 8 * k)} L${f(x + 40 * k)},${f(y - 8 * k)} Q${f(x + 32 * k)},${f(y + 6 * k)} ${f(x + 20 * k)},${f(y + 6 * k)} L${f(x - 26 * k)},${f(y + 6 * k)} Z`,
      hull,
    ),
  );
  s.add(line(x, y - 8 * k, x, y - 92 * k, "#4a3a36", 2 * k));
  s.add(
    poly(
      [
        [x + 2 * k, y - 88 * k],
        [x + 2 * k, y - 14 * k],
        [x + 44 * k, y - 18 * k],
        [x + 28 * k, y - 80 * k],
      ],
      sail,
    ),
  );
  s.add(
    poly(
      [
        [x - 2 * k, y - 70 * k],
        [x - 2 * k, y - 16 * k],
        [x - 30 * k, y - 16 * k],
      ],
      sail,
      `opacity="0.85"`,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Hero: the upper city, the Elevador Lacerda and the bay at sunset
// ---------------------------------------------------------------------------------------------

function elevadorLacerda(s: Svg, x: number, baseY: number, topY: number): void {
  const wall = "#f2e6cf";
  const shade = "#d8c6a6";
  const parts: string[] = [];
  const w = 58;
  parts.push(rect(x - w / 2, topY, w, baseY - topY, wall));
  parts.push(rect(x + w / 2 - 18, topY, 18, baseY - topY, shade));
  for (let gx = x - w / 2 + 10; gx < x + w / 2 - 20; gx += 10)
    parts.push(rect(gx, topY + 40, 3, baseY - topY - 60, shade));
  // Machine house on top, wider, with its windows and the walkway to the upper city
  parts.push(rect(x - w / 2 - 14, topY - 70, w + 28, 74, wall));
  parts.push(rect(x + w / 2 - 4, topY - 70, 18, 74, shade));
  parts.push(rect(x - w / 2 - 18, topY - 78, w + 36, 10, shade));
  for (let i = 0; i < 4; i++) parts.push(rect(x - w / 2 - 4 + i * 20, topY - 58, 10, 40, "#5f6f88"));
  parts.push(rect(x - w / 2 - 110, topY - 20, 100, 16, wall));
  parts.push(rect(x - w / 2 - 110, topY - 6, 100, 4, shade));
  parts.push(rect(x - 8, topY - 96, 16, 20, shade));
  s.add(group(parts.join("")));
}

function forteSaoMarcelo(s: Svg, x: number, y: number, k: number): void {
  const stone = "#b39a86";
  const dark = "#8a7262";
  s.add(ellipse(x, y + 26 * k, 140 * k, 24 * k, "#3a3050", `opacity="0.35"`));
  s.add(
    path(
      `M${f(x - 130 * k)},${f(y)} L${f(x - 130 * k)},${f(y + 22 * k)} A${f(130 * k)},${f(24 * k)} 0 0 0 ${f(x + 130 * k)},${f(y + 22 * k)} L${f(x + 130 * k)},${f(y)} Z`,
      dark,
    ),
  );
  s.add(ellipse(x, y, 130 * k, 24 * k, stone));
  s.add(ellipse(x, y, 112 * k, 18 * k, "#9c8472"));
  // Central round tower
  s.add(
    path(
      `M${f(x - 52 * k)},${f(y - 44 * k)} L${f(x - 52 * k)},${f(y + 4 * k)} A${f(52 * k)},${f(10 * k)} 0 0 0 ${f(x + 52 * k)},${f(y + 4 * k)} L${f(x + 52 * k)},${f(y - 44 * k)} Z`,
      stone,
    ),
  );
  s.add(rect(x + 18 * k, y - 44 * k, 34 * k, 50 * k, dark, `opacity="0.5"`));
  s.add(ellipse(x, y - 44 * k, 52 * k, 10 * k, "#c7b09c"));
  for (let i = -3; i <= 3; i++) s.add(rect(x + i * 14 * k - 3 * k, y - 56 * k, 6 * k, 8 * k, stone));
  s.add(line(x, y - 54 * k, x, y - 96 * k, "#4a3a36", 2));
  s.add(
    poly(
      [
        [x + 1, y - 96 * k],
        [x + 26 * k, y - 90 * k],
        [x + 1, y - 84 * k],
      ],
      "#2f8a4f",
    ),
  );
}

function hero(s: Svg): void {
  sky(s, [
    [0, "#2b3a78"],
    [0.28, "#6c5fa2"],
    [0.46, "#d88ea0"],
    [0.58, "#f6bb94"],
    [0.7, "#fbd9a8"],
  ]);
  streak(s, 80, 150, 460, 14, "#b48ab2", 0.45);
  streak(s, 900, 110, 560, 16, "#9c80b4", 0.4);
  streak(s, 1100, 260, 380, 10, "#e9a3a6", 0.45);

  // Escarpment: the green cliff between the upper and the lower city
  const cliffTop = (x: number) => 470 - Math.sin(x / 260) * 14 - (x > 1200 ? (x - 1200) * 0.05 : 0);
  const pts: Array<[number, number]> = [];
  for (let x = -20; x <= W + 20; x += 20) pts.push([x, cliffTop(x)]);
  s.add(
    path(
      `M-20,660 L${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(" L")} L${W + 20},660 Z`,
      s.linU(
        [
          [0, "#5f8a4e"],
          [1, "#3e6a45"],
        ],
        0,
        450,
        0,
        660,
      ),
    ),
  );
  for (let i = 0; i < 160; i++) {
    const x = s.rand(-10, W + 10);
    const y = s.rand(cliffTop(x) + 20, 650);
    s.add(circle(x, y, s.rand(8, 18), s.pick(["#4f7a45", "#6a9a55", "#3f6a40", "#7aa85a"]), `opacity="0.9"`));
  }

  // Upper city along the cliff top: pastel sobrados and churches in the warm light
  const walls = ["#f3d37a", "#f2a88c", "#8fc8d8", "#f4efe4", "#b8d88f", "#f5b8c4", "#e9c79a"];
  let x = -20;
  while (x < W + 20) {
    const w = s.rand(70, 120);
    const floors = Math.floor(s.rand(2, 4));
    if (Math.abs(x - 880) > 120)
      sobrado(s, x, cliffTop(x + w / 2) + 28, w, floors, 34, s.pick(walls), "#fbf5ea");
    x += w;
  }
  // Catedral Basílica and São Francisco rising above the rooftops, and the domed Palácio Rio Branco
  baroqueChurch(s, 360, cliffTop(360) - 40, 150, "#f6efe2", "#e0d2b8", "#8b6a52");
  baroqueChurch(s, 1240, cliffTop(1240) - 30, 120, "#f3e2c2", "#d8c6a6", "#7c5d48");
  baroqueChurch(s, 130, cliffTop(130) - 10, 96, "#8fc8d8", "#f4efe4", "#6a5a52");
  const px = 720;
  const py = cliffTop(px) + 10;
  s.add(rect(px - 80, py - 90, 160, 100, "#f0e4cc"));
  s.add(rect(px + 40, py - 90, 40, 100, "#d8c6a6"));
  for (let i = 0; i < 5; i++) s.add(rect(px - 70 + i * 30, py - 74, 14, 30, "#5f6f88"));
  s.add(
    path(
      `M${px - 38},${py - 90} Q${px - 38},${py - 150} ${px},${py - 152} Q${px + 38},${py - 150} ${px + 38},${py - 90} Z`,
      "#6d8fa6",
    ),
  );
  s.add(rect(px - 44, py - 96, 88, 8, "#e0d2b8"));
  s.add(rect(px - 2, py - 176, 4, 26, "#6d8fa6"));

  // The Elevador Lacerda from the lower city to the clifftop
  elevadorLacerda(s, 900, 660, cliffTop(900) - 20);

  // Lower city: Comércio buildings and the Mercado Modelo by the water
  for (let bx = -20; bx < W;) {
    const w = s.rand(60, 110);
    const h = s.rand(40, 90);
    if (bx + w < 640 || (bx > 1250 && bx + w < W + 40) || (bx > 940 && bx + w < 960)) {
      s.add(rect(bx, 660 - h, w, h + 10, s.pick(["#e9d8bc", "#f1c99a", "#d8c3a5", "#c9d6dc"])));
      for (let wy = 660 - h + 12; wy < 650; wy += 16)
        for (let wx = bx + 8; wx < bx + w - 12; wx += 16) s.add(rect(wx, wy, 7, 9, "#6a6f86"));
    }
    bx += w + 2;
  }
  const mx = 1100;
  s.add(rect(mx - 130, 600, 260, 66, "#f1d49a"));
  s.add(rect(mx - 136, 594, 272, 10, "#d9b77a"));
  s.add(rect(mx - 40, 572, 80, 26, "#f1d49a"));
  s.add(path(`M${mx - 46},572 L${mx},548 L${mx + 46},572 Z`, "#d9b77a"));
  for (let i = 0; i < 8; i++)
    s.add(
      path(
        `M${mx - 118 + i * 32},662 L${mx - 118 + i * 32},628 Q${mx - 106 + i * 32},612 ${mx - 94 + i * 32},628 L${mx - 94 + i * 32},662 Z`,
        "#6a5a52",
      ),
    );
  s.add(rect(-20, 660, W + 40, 16, "#8a7a70"));

  // The bay
  water(s, 676, 900, "#e6a58e", "#3a4a86", "#ffe9c2", 150);
  for (let i = 0; i < 30; i++)
    s.add(
      rect(
        s.rand(0, W),
        s.rand(684, 720),
        s.rand(20, 60),
        3,
        "#f6e0b0",
        `rx="1.5" opacity="${f(s.rand(0.2, 0.5))}"`,
      ),
    );
  forteSaoMarcelo(s, 520, 760, 1);
  saveiro(s, 1180, 790, 1.3, "#f6ead2", "#7a3f2f");
  saveiro(s, 260, 720, 0.8, "#f3dcc0", "#2f5f7a");
  saveiro(s, 1420, 730, 0.7, "#f6ead2", "#b5563a");
  birds(s, 1100, 220, 7, "#3a2f5a", 11);
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: coworking with a view of the Farol da Barra
// ---------------------------------------------------------------------------------------------

function barraView(s: Svg, x: number, y: number, w: number, h: number): void {
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linU(
        [
          [0, "#5aa7dc"],
          [0.7, "#bfe2ef"],
          [1, "#f3ecd6"],
        ],
        0,
        y,
        0,
        y + h,
      ),
    ),
  );
  cloud(s, x + 520, y + 60, 1.1, "#ffffff", 0.9);
  cloud(s, x + 90, y + 110, 0.7, "#ffffff", 0.8);
  const sea = y + h * 0.5;
  water(s, sea, y + h, "#2f9ac0", "#1f6f98", "#e8fbff", 50, x, x + w);
  s.add(rect(x, sea, w, 3, "#cfeaf2"));
  // Point with the fort and the lighthouse on the left
  s.add(
    path(
      `M${x - 10},${y + h} L${x - 10},${sea + 30} C${x + 80},${sea + 20} ${x + 180},${sea + 18} ${x + 300},${sea + 48} C${x + 360},${sea + 64} ${x + 380},${sea + 90} ${x + 400},${y + h} Z`,
      "#5f8a4e",
    ),
  );
  const fx = x + 170;
  const fy = sea + 30;
  s.add(
    poly(
      [
        [fx - 120, fy + 16],
        [fx - 96, fy - 18],
        [fx + 100, fy - 18],
        [fx + 130, fy + 16],
      ],
      "#e8d6a8",
    ),
  );
  s.add(rect(fx - 96, fy - 24, 196, 8, "#d4bf8c"));
  for (let i = 0; i < 9; i++) s.add(rect(fx - 92 + i * 22, fy - 32, 10, 8, "#e8d6a8"));
  s.add(rect(fx - 16, fy - 150, 32, 132, "#fbfbf6"));
  s.add(rect(fx - 16, fy - 110, 32, 26, "#24262e"));
  s.add(rect(fx + 6, fy - 150, 10, 132, "#000000", `opacity="0.08"`));
  s.add(rect(fx - 20, fy - 156, 40, 8, "#24262e"));
  s.add(rect(fx - 12, fy - 180, 24, 24, "#cfe7f1"));
  s.add(path(`M${fx - 14},${fy - 180} Q${fx},${fy - 198} ${fx + 14},${fy - 180} Z`, "#24262e"));
  // Beach and promenade on the right, with palms
  s.add(
    path(
      `M${x + 420},${y + h} C${x + 560},${y + h - 40} ${x + 760},${y + h - 56} ${x + w + 10},${y + h - 60} L${x + w + 10},${y + h} Z`,
      "#f1dcae",
    ),
  );
  for (const [px, ph] of [
    [x + 560, 150],
    [x + 700, 130],
    [x + 830, 160],
  ] as const)
    palm(s, px, y + h - 30, ph, "#2f6d3f", 0.06);
  for (const [sx, c] of [
    [x + 640, "#e64980"],
    [x + 760, "#f2c230"],
  ] as const) {
    s.add(line(sx, y + h - 40, sx, y + h - 80, "#5a4a3a", 2));
    s.add(path(`M${sx - 30},${y + h - 78} Q${sx},${y + h - 100} ${sx + 30},${y + h - 78} Z`, c));
  }
  person(s, x + 600, y + h - 34, 34, "#2f3a4a");
  saveiro(s, x + 460, sea + 40, 0.6, "#fdfaf2", "#7a3f2f");
}

function ceilingFan(s: Svg, x: number, y: number, color: string): void {
  s.add(line(x, 0, x, y, color, 3));
  s.add(ellipse(x, y + 4, 12, 7, color));
  s.add(ellipse(x - 58, y + 6, 52, 6, color));
  s.add(ellipse(x + 58, y + 6, 52, 6, color));
}

function cowork(s: Svg): void {
  s.add(
    rect(
      0,
      0,
      GW,
      560,
      s.lin([
        [0, "#f7efe0"],
        [1, "#efe0c6"],
      ]),
    ),
  );
  const wx = 150;
  const wy = 80;
  const ww = 900;
  const wh = 370;
  const clip = s.clip(rect(wx, wy, ww, wh, "#000"));
  s.add(`<g clip-path="${clip}">`);
  barraView(s, wx, wy, ww, wh);
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
  // Blue-painted colonial frame, shutters open on both sides
  const frame = "#2f6fa8";
  const fr: string[] = [];
  fr.push(rect(wx - 14, wy - 14, ww + 28, 14, frame));
  fr.push(rect(wx - 14, wy + wh, ww + 28, 18, frame));
  fr.push(rect(wx - 14, wy - 14, 14, wh + 28, frame));
  fr.push(rect(wx + ww, wy - 14, 14, wh + 28, frame));
  for (let i = 1; i < 3; i++) fr.push(rect(wx + (ww * i) / 3 - 5, wy, 10, wh, frame));
  s.add(group(fr.join("")));
  for (const sx of [wx - 92, wx + ww + 14]) {
    s.add(rect(sx, wy - 14, 78, wh + 28, "#3a80b8"));
    for (let ly = wy; ly < wy + wh; ly += 14) s.add(rect(sx + 8, ly, 62, 6, "#2f6fa8"));
  }
  // Bonfim ribbons tied on the window bar
  const ribbons = ["#e03131", "#f2c230", "#2f9e44", "#1c7ed6", "#f783ac", "#ffffff", "#7048e8"];
  for (let i = 0; i < 14; i++) {
    const rx = wx + 40 + i * 14;
    s.add(
      path(
        `M${rx},${wy + wh + 4} q6,26 -2,52`,
        "none",
        `stroke="${ribbons[i % ribbons.length]}" stroke-width="4"`,
      ),
    );
  }
  // Floor: terracotta tiles
  s.add(
    rect(
      0,
      560,
      GW,
      240,
      s.lin([
        [0, "#c9714e"],
        [1, "#a85a3e"],
      ]),
    ),
  );
  for (let y = 580; y < GH; y += 26 + (y - 560) * 0.14)
    s.add(line(0, y, GW, y, "#8a4a34", 1.5, `opacity="0.4"`));
  for (let bx = -600; bx < GW + 600; bx += 120)
    s.add(line(GW / 2 + (bx - GW / 2) * 0.3, 560, bx, GH, "#8a4a34", 1.2, `opacity="0.3"`));
  for (const fx of [380, 820]) ceilingFan(s, fx, 40, "#3a3330");
  plantPot(s, 70, 660, 230, "#2f6fa8", "#3f9a5e", "#2f6d3f");
  plantPot(s, 1130, 660, 200, "#e8c14a", "#3f9a5e", "#2f6d3f");
  // Desk, laptops and people
  s.add(rect(220, 600, 760, 16, "#a9744a"));
  s.add(rect(220, 616, 760, 6, "#7a4e30"));
  for (const lx of [240, 950]) s.add(rect(lx, 622, 10, 120, "#5a3a26"));
  for (const lx of [320, 500, 680, 860]) laptop(s, lx, 600, 80, "#d5d8dd", "#bfe4ff", 1);
  cup(s, 410, 600, 16, "#f4f1ea", "#ffffff");
  s.add(circle(600, 588, 12, "#6f9a3a"));
  s.add(line(604, 578, 612, 556, "#e64980", 2));
  const people: Array<[number, number, string, string, string]> = [
    [320, 760, "#f2c230", "#5a3a26", "#1c1410"],
    [500, 764, "#2f6fa8", "#a86f4c", "#1f1a17"],
    [860, 760, "#e64980", "#7a4e33", "#231815"],
  ];
  for (const [px, py, body, head, hair] of people) {
    chair(s, px + 10, 800, 120, "#3a3330");
    seated(s, px, py, 190, body, head, 1, hair);
  }
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: a sloping square in the Pelourinho
// ---------------------------------------------------------------------------------------------

function baiana(s: Svg, x: number, groundY: number, k: number): void {
  const parts: string[] = [];
  // Wide white skirt, lace blouse, turban and bead necklaces
  parts.push(
    path(
      `M${f(x - 46 * k)},${f(groundY)} C${f(x - 40 * k)},${f(groundY - 50 * k)} ${f(x - 26 * k)},${f(groundY - 84 * k)} ${f(x - 18 * k)},${f(groundY - 92 * k)} L${f(x + 18 * k)},${f(groundY - 92 * k)} C${f(x + 26 * k)},${f(groundY - 84 * k)} ${f(x + 40 * k)},${f(groundY - 50 * k)} ${f(x + 46 * k)},${f(groundY)} Z`,
      "#fbfaf6",
    ),
  );
  for (let i = 1; i < 4; i++)
    parts.push(rect(x - (30 + i * 4) * k, groundY - (70 - i * 20) * k, (60 + i * 8) * k, 2.5 * k, "#dcd6cc"));
  parts.push(
    path(
      `M${f(x - 18 * k)},${f(groundY - 92 * k)} L${f(x - 16 * k)},${f(groundY - 126 * k)} Q${f(x)},${f(groundY - 134 * k)} ${f(x + 16 * k)},${f(groundY - 126 * k)} L${f(x + 18 * k)},${f(groundY - 92 * k)} Z`,
      "#f4f1ea",
    ),
  );
  for (const side of [-1, 1])
    parts.push(
      line(
        x + side * 15 * k,
        groundY - 122 * k,
        x + side * 24 * k,
        groundY - 96 * k,
        "#6b4226",
        5 * k,
        `stroke-linecap="round"`,
      ),
    );
  parts.push(circle(x, groundY - 142 * k, 11 * k, "#6b4226"));
  parts.push(ellipse(x, groundY - 154 * k, 16 * k, 10 * k, "#fbfaf6"));
  parts.push(circle(x + 2 * k, groundY - 162 * k, 8 * k, "#fbfaf6"));
  for (const [c, d] of [
    ["#e03131", 0],
    ["#f2c230", 4],
    ["#1c7ed6", 8],
  ] as const)
    parts.push(
      path(
        `M${f(x - 10 * k)},${f(groundY - 128 * k)} Q${f(x)},${f(groundY - (112 - d) * k)} ${f(x + 10 * k)},${f(groundY - 128 * k)}`,
        "none",
        `stroke="${c}" stroke-width="${f(2.2 * k)}"`,
      ),
    );
  s.add(group(parts.join("")));
}

/** A chair with its back on the left (the sitter faces right). */
function chairFacingRight(s: Svg, x: number, floorY: number, size: number, color: string): void {
  s.add(`<g transform="translate(${f(2 * x)},0) scale(-1,1)">`);
  chair(s, x, floorY, size, color);
  s.add("</g>");
}

function pelourinho(s: Svg): void {
  sky(s, [
    [0, "#3f8fd6"],
    [1, "#cfe8f2"],
  ]);
  cloud(s, 520, 80, 1.3, "#ffffff", 0.9);
  cloud(s, 980, 140, 0.9, "#ffffff", 0.85);
  // Ground slopes down from left to right
  const ground = (x: number) => 520 + x * 0.1;

  // Igreja do Rosário dos Pretos: blue baroque church at the top of the square
  const cx = 230;
  baroqueChurch(s, cx, ground(cx) + 10, 300, "#5b8fd0", "#f4efe4", "#3f6aa0");
  // Sobrados stepping down the slope
  const row: Array<[number, number, string, string]> = [
    [390, 150, "#f3d37a", "#fbf5ea"],
    [540, 130, "#f2a88c", "#fbf5ea"],
    [670, 150, "#8fc8d8", "#fbf5ea"],
    [820, 130, "#f5b8c4", "#fbf5ea"],
    [950, 140, "#b8d88f", "#fbf5ea"],
    [1090, 130, "#e9c79a", "#fbf5ea"],
  ];
  for (const [hx, hw, wall, trim] of row) sobrado(s, hx, ground(hx + hw / 2) + 10, hw, 3, 70, wall, trim);

  // Festive bunting strung across the square
  const flags = ["#e03131", "#f2c230", "#2f9e44", "#1c7ed6", "#f783ac", "#ffffff"];
  for (const [y0, y1, sag] of [
    [300, 360, 60],
    [250, 330, 50],
  ] as const) {
    const at = (t: number): [number, number] => [
      380 + t * 840,
      y0 + (y1 - y0) * t + Math.sin(t * Math.PI) * sag,
    ];
    const pts = Array.from({ length: 31 }, (_, i) => at(i / 30));
    s.add(
      `<polyline points="${pts.map(([px, py]) => `${f(px)},${f(py)}`).join(" ")}" fill="none" stroke="#4a3a36" stroke-width="1.5"/>`,
    );
    pts.forEach(([px, py], i) => {
      if (i % 2 === 1 || i === pts.length - 1) return;
      s.add(
        poly(
          [
            [px - 9, py],
            [px + 9, py],
            [px, py + 20],
          ],
          flags[(i / 2) % flags.length] ?? "#e03131",
        ),
      );
    });
  }
  // Cobbled square
  s.add(
    path(
      `M-20,${ground(-20) + 10} L${GW + 20},${ground(GW + 20) + 10} L${GW + 20},${GH} L-20,${GH} Z`,
      "#9b8e84",
    ),
  );
  for (let i = 0; i < 420; i++) {
    const x = s.rand(-10, GW);
    s.add(
      rect(
        x,
        s.rand(ground(x) + 16, GH),
        s.rand(10, 18),
        6,
        s.pick(["#a99c90", "#8a7d73", "#b4a79b"]),
        `rx="2.5"`,
      ),
    );
  }

  // Acarajé stall: tray table, pot and the baiana under a parasol
  const ax = 560;
  const ay = 690;
  s.add(rect(ax - 2, ay - 250, 4, 250, "#5a4a3a"));
  s.add(path(`M${ax - 120},${ay - 220} Q${ax},${ay - 300} ${ax + 120},${ay - 220} Z`, "#f4f1ea"));
  s.add(
    path(
      `M${ax - 120},${ay - 220} Q${ax - 60},${ay - 280} ${ax},${ay - 286} L${ax},${ay - 220} Z`,
      "#e03131",
      `opacity="0.8"`,
    ),
  );
  baiana(s, ax - 70, ay + 20, 1.05);
  s.add(rect(ax - 10, ay - 70, 150, 12, "#8a5a3a"));
  s.add(rect(ax, ay - 58, 8, 78, "#6a4a30"));
  s.add(rect(ax + 122, ay - 58, 8, 78, "#6a4a30"));
  s.add(ellipse(ax + 40, ay - 78, 30, 10, "#3a3330"));
  s.add(rect(ax + 10, ay - 96, 60, 20, "#3a3330"));
  for (let i = 0; i < 5; i++)
    s.add(ellipse(ax + 90 + (i % 3) * 14, ay - 76 - Math.floor(i / 3) * 8, 9, 5, "#d9822b"));

  // Café table with a laptop in the foreground
  bistroTable(s, 920, 780, 180, "#f4efe6", "#3a3330");
  laptop(s, 900, 654, 96, "#d5d8dd", "#bfe4ff", 1);
  cup(s, 980, 654, 15, "#f4f1ea", "#ffffff");
  chairFacingRight(s, 812, 800, 120, "#3a3330");
  seated(s, 816, 760, 180, "#2f9e44", "#8d5a3b", 1, "#1c1410");
  // Drummers and passers-by up the slope
  for (const [dx, c] of [
    [740, "#1c7ed6"],
    [790, "#f2c230"],
  ] as const) {
    person(s, dx, ground(dx) + 70, 110, c, "#6b4226", { hair: "#1c1410" });
    s.add(rect(dx - 14, ground(dx) + 4, 28, 24, "#e03131", `rx="4"`));
    s.add(ellipse(dx, ground(dx) + 4, 14, 4, "#f4efe4"));
  }
  person(s, 1100, ground(1100) + 60, 100, "#6c4f8a", "#a86f4c", { hair: "#231815", bag: true });
  roundTree(s, 1150, 640, 140, "#3f7a4f", "#5b9a66", "#4a3a2a");
  birds(s, 760, 180, 4, "#2f3a4a", 9);
}

const artworks: Artwork[] = [
  { city: CITY, file: "hero", width: W, height: H, draw: hero },
  { city: CITY, file: "gallery-1", width: GW, height: GH, draw: cowork },
  { city: CITY, file: "gallery-2", width: GW, height: GH, draw: pelourinho },
];

export default artworks;
