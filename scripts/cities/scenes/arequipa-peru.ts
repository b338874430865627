/**
 * Arequipa: the white sillar Cathedral and arcades of the Plaza de Armas below El Misti, Chachani
 * and Pichu Pichu (hero), the sillar arches of the Yanahuara lookout with a laptop on a café table,
 * and a coworking under a sillar vault.
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
  haze,
  laptop,
  line,
  palm,
  path,
  pendantLamp,
  person,
  plantPot,
  rect,
  ridge,
  seated,
  sky,
  sun,
} from "../art";

const SILLAR = "#f4efe4";
const SILLAR_SHADE = "#e0d8c8";
const SILLAR_DARK = "#c9bfac";
const PEOPLE: Array<[string, string, string]> = [
  ["#3d5a80", "#c68b59", "#2b1d14"],
  ["#b5523b", "#8d5a3b", "#1c1410"],
  ["#2f6f5e", "#e0ac7e", "#6b4226"],
  ["#6c4f8a", "#a86f4c", "#1f1a17"],
];

/** The three volcanoes: Chachani (broad, left), El Misti (the cone), Pichu Pichu (long ridge). */
function volcanoes(s: Svg, x0: number, baseY: number, k: number): void {
  // Chachani
  s.add(
    path(
      `M${f(x0 - 80 * k)},${f(baseY)} L${f(x0 + 60 * k)},${f(baseY - 150 * k)} L${f(x0 + 120 * k)},${f(baseY - 180 * k)} L${f(x0 + 190 * k)},${f(baseY - 160 * k)} L${f(x0 + 260 * k)},${f(baseY - 190 * k)} L${f(x0 + 420 * k)},${f(baseY)} Z`,
      "#a7a2b4",
    ),
  );
  s.add(
    path(
      `M${f(x0 + 60 * k)},${f(baseY - 150 * k)} L${f(x0 + 120 * k)},${f(baseY - 180 * k)} L${f(x0 + 190 * k)},${f(baseY - 160 * k)} L${f(x0 + 260 * k)},${f(baseY - 190 * k)} L${f(x0 + 300 * k)},${f(baseY - 144 * k)} L${f(x0 + 270 * k)},${f(baseY - 150 * k)} L${f(x0 + 240 * k)},${f(baseY - 132 * k)} L${f(x0 + 200 * k)},${f(baseY - 146 * k)} L${f(x0 + 150 * k)},${f(baseY - 130 * k)} L${f(x0 + 110 * k)},${f(baseY - 148 * k)} L${f(x0 + 80 * k)},${f(baseY - 134 * k)} Z`,
      "#f7f9fc",
    ),
  );
  // Pichu Pichu
  s.add(
    path(
      `M${f(x0 + 780 * k)},${f(baseY)} L${f(x0 + 880 * k)},${f(baseY - 110 * k)} L${f(x0 + 940 * k)},${f(baseY - 96 * k)} L${f(x0 + 1010 * k)},${f(baseY - 124 * k)} L${f(x0 + 1080 * k)},${f(baseY - 100 * k)} L${f(x0 + 1200 * k)},${f(baseY)} Z`,
      "#b0a3ac",
    ),
  );
  // El Misti: a near-perfect cone with a snow cap
  const mx = x0 + 600 * k;
  const top = baseY - 290 * k;
  s.add(
    path(
      `M${f(mx - 330 * k)},${f(baseY)} C${f(mx - 200 * k)},${f(baseY - 120 * k)} ${f(mx - 90 * k)},${f(top + 40 * k)} ${f(mx - 40 * k)},${f(top)} L${f(mx + 40 * k)},${f(top)} C${f(mx + 90 * k)},${f(top + 40 * k)} ${f(mx + 200 * k)},${f(baseY - 120 * k)} ${f(mx + 330 * k)},${f(baseY)} Z`,
      "#9b8e9c",
    ),
  );
  s.add(
    path(
      `M${f(mx + 10 * k)},${f(top)} L${f(mx + 40 * k)},${f(top)} C${f(mx + 90 * k)},${f(top + 40 * k)} ${f(mx + 200 * k)},${f(baseY - 120 * k)} ${f(mx + 330 * k)},${f(baseY)} L${f(mx + 120 * k)},${f(baseY)} Z`,
      "#8a7d8c",
      `opacity="0.6"`,
    ),
  );
  s.add(
    path(
      `M${f(mx - 40 * k)},${f(top)} L${f(mx + 40 * k)},${f(top)} C${f(mx + 62 * k)},${f(top + 18 * k)} ${f(mx + 80 * k)},${f(top + 40 * k)} ${f(mx + 92 * k)},${f(top + 58 * k)} L${f(mx + 70 * k)},${f(top + 50 * k)} L${f(mx + 56 * k)},${f(top + 70 * k)} L${f(mx + 36 * k)},${f(top + 48 * k)} L${f(mx + 16 * k)},${f(top + 74 * k)} L${f(mx - 4 * k)},${f(top + 50 * k)} L${f(mx - 26 * k)},${f(top + 68 * k)} L${f(mx - 44 * k)},${f(top + 46 * k)} L${f(mx - 66 * k)},${f(top + 60 * k)} L${f(mx - 84 * k)},${f(top + 52 * k)} C${f(mx - 70 * k)},${f(top + 32 * k)} ${f(mx - 56 * k)},${f(top + 14 * k)} ${f(mx - 40 * k)},${f(top)} Z`,
      "#f7f9fc",
    ),
  );
}

/** Long white sillar cathedral front with columns and two towers. */
function sillarCathedral(s: Svg, x: number, baseY: number, w: number, k: number): void {
  const h = 150 * k;
  s.add(rect(x, baseY - h, w, h, SILLAR));
  s.add(rect(x, baseY - h, w, 10 * k, SILLAR_SHADE));
  s.add(rect(x - 6, baseY - h - 8 * k, w + 12, 10 * k, SILLAR_SHADE));
  // columns along the front
  for (let cx = x + 30 * k; cx < x + w - 20 * k; cx += 46 * k) {
    s.add(rect(cx, baseY - h + 14 * k, 12 * k, h - 14 * k, SILLAR_SHADE));
    s.add(rect(cx - 3 * k, baseY - h + 12 * k, 18 * k, 5 * k, SILLAR_DARK));
  }
  // three portals
  for (const px of [x + w * 0.3, x + w * 0.5, x + w * 0.7]) {
    const pw = (px === x + w * 0.5 ? 34 : 26) * k;
    s.add(
      path(
        `M${f(px - pw / 2)},${f(baseY)} L${f(px - pw / 2)},${f(baseY - 60 * k)} Q${f(px)},${f(baseY - 60 * k - pw * 0.7)} ${f(px + pw / 2)},${f(baseY - 60 * k)} L${f(px + pw / 2)},${f(baseY)} Z`,
        "#6f6358",
      ),
    );
  }
  // towers at both ends
  for (const tx of [x + 10 * k, x + w - 60 * k]) {
    const tw = 50 * k;
    s.add(rect(tx, baseY - h - 80 * k, tw, 80 * k, SILLAR));
    s.add(rect(tx + tw * 0.7, baseY - h - 80 * k, tw * 0.3, 80 * k, SILLAR_SHADE));
    s.add(
      path(
        `M${f(tx + tw * 0.25)},${f(baseY - h - 20 * k)} L${f(tx + tw * 0.25)},${f(baseY - h - 50 * k)} Q${f(tx + tw / 2)},${f(baseY - h - 64 * k)} ${f(tx + tw * 0.75)},${f(baseY - h - 50 * k)} L${f(tx + tw * 0.75)},${f(baseY - h - 20 * k)} Z`,
        "#5f554c",
      ),
    );
    s.add(rect(tx - 4 * k, baseY - h - 86 * k, tw + 8 * k, 8 * k, SILLAR_SHADE));
    s.add(rect(tx + 6 * k, baseY - h - 120 * k, tw - 12 * k, 34 * k, SILLAR));
    s.add(
      path(
        `M${f(tx + 4 * k)},${f(baseY - h - 120 * k)} Q${f(tx + tw / 2)},${f(baseY - h - 156 * k)} ${f(tx + tw - 4 * k)},${f(baseY - h - 120 * k)} Z`,
        SILLAR,
      ),
    );
    s.add(rect(tx + tw / 2 - 1.5 * k, baseY - h - 176 * k, 3 * k, 22 * k, "#5f554c"));
    s.add(rect(tx + tw / 2 - 6 * k, baseY - h - 168 * k, 12 * k, 3 * k, "#5f554c"));
  }
}

/** Two-storey sillar arcade (portales) along a side of the plaza. */
function portales(s: Svg, x: number, baseY: number, w: number, k: number): void {
  const h = 120 * k;
  s.add(rect(x, baseY - h, w, h, SILLAR));
  s.add(rect(x, baseY - h - 6 * k, w, 8 * k, SILLAR_SHADE));
  const aw = 40 * k;
  for (let ax = x + 6 * k; ax < x + w - aw; ax += aw + 8 * k) {
    s.add(
      path(
        `M${f(ax)},${f(baseY)} L${f(ax)},${f(baseY - 34 * k)} Q${f(ax + aw / 2)},${f(baseY - 58 * k)} ${f(ax + aw)},${f(baseY - 34 * k)} L${f(ax + aw)},${f(baseY)} Z`,
        "#8a7e72",
      ),
    );
    s.add(
      path(
        `M${f(ax + 4 * k)},${f(baseY - 66 * k)} L${f(ax + 4 * k)},${f(baseY - 90 * k)} Q${f(ax + aw / 2)},${f(baseY - 108 * k)} ${f(ax + aw - 4 * k)},${f(baseY - 90 * k)} L${f(ax + aw - 4 * k)},${f(baseY - 66 * k)} Z`,
        "#9d9184",
      ),
    );
  }
  s.add(rect(x, baseY - 64 * k, w, 5 * k, SILLAR_DARK));
}

function arequipaHero(s: Svg): void {
  sky(s, [
    [0, "#1f6fc2"],
    [0.6, "#79b3e2"],
    [1, "#dcebf2"],
  ]);
  sun(s, 1380, 110, 38, "#fffbe8", "#fff2c8", 280, 0.5);
  cloud(s, 160, 120, 1.0, "#ffffff", 0.8);
  volcanoes(s, 120, 560, 1.15);
  haze(s, 380, 600, "#e7eef0", 0.45);
  // dry foothills and the green campiña
  ridge(s, {
    baseY: 560,
    amp: 14,
    fill: "#b9a98a",
    peaks: [
      [300, 540],
      [1200, 548],
    ],
    rough: 0.5,
  });
  ridge(s, { baseY: 590, amp: 10, fill: "#8fa864", rough: 0.5 });
  // low white city behind the plaza
  for (let x = -10; x < 1620; x += s.rand(40, 70)) {
    const h = s.rand(24, 60);
    s.add(rect(x, 630 - h, s.rand(40, 72), h, s.pick([SILLAR, "#eae3d6", "#f0e4cf", "#e7d9c2"])));
  }
  // the Cathedral along the north side and arcades on the sides
  sillarCathedral(s, 380, 720, 840, 1.3);
  portales(s, -20, 720, 380, 1.1);
  portales(s, 1240, 720, 380, 1.1);
  // plaza: paving, gardens, palms and the fountain
  s.add(rect(0, 716, 1600, 184, "#cdbfa8"));
  for (let i = 0; i < 120; i++)
    s.add(
      rect(s.rand(0, 1600), s.rand(724, 896), s.rand(14, 26), 5, s.pick(["#d9ccb6", "#bcae96"]), `rx="2"`),
    );
  s.add(ellipse(800, 830, 560, 50, "#7fa35a"));
  for (const gx of [300, 520, 1000, 1220]) bush(s, gx - 40, 830, 80, "#5f8a45");
  for (const [px, h, lean] of [
    [200, 330, 0.05],
    [420, 280, -0.06],
    [1180, 290, 0.07],
    [1400, 340, -0.05],
  ] as const)
    palm(s, px, 840, h, "#3f6b3a", lean);
  // bronze fountain with the little soldier on top
  s.add(ellipse(800, 836, 96, 16, "#a99a84"));
  s.add(ellipse(800, 830, 86, 12, "#8fc0d4"));
  s.add(rect(790, 744, 20, 86, "#7a6a4a"));
  s.add(ellipse(800, 776, 50, 9, "#7a6a4a"));
  s.add(ellipse(800, 748, 28, 6, "#7a6a4a"));
  s.add(rect(795, 716, 10, 30, "#6a5a3a"));
  s.add(circle(800, 712, 6, "#6a5a3a"));
  person(s, 560, 890, 140, PEOPLE[0]![0], PEOPLE[0]![1], { hair: PEOPLE[0]![2], bag: true });
  person(s, 1060, 892, 130, PEOPLE[1]![0], PEOPLE[1]![1], { hair: PEOPLE[1]![2] });
  person(s, 1100, 896, 120, PEOPLE[2]![0], PEOPLE[2]![1], { hair: PEOPLE[2]![2] });
  // pigeons
  for (let i = 0; i < 8; i++) {
    const bx = s.rand(640, 960);
    const by = s.rand(870, 896);
    s.add(ellipse(bx, by, 8, 5, "#8a8f9a"));
    s.add(circle(bx + 7, by - 4, 3.5, "#8a8f9a"));
  }
  birds(s, 1000, 200, 4, "#3a4a5a", 9);
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: the Yanahuara lookout, sillar arches framing El Misti, a laptop on a café table
// ---------------------------------------------------------------------------------------------
function yanahuara(s: Svg): void {
  const W = s.w;
  sky(s, [
    [0, "#2a7bcc"],
    [1, "#d9eaf2"],
  ]);
  volcanoes(s, 125, 470, 0.85);
  haze(s, 300, 500, "#e7eef0", 0.35);
  ridge(s, { baseY: 470, amp: 10, fill: "#8fa864", rough: 0.5 });
  // the city below
  for (let x = -10; x < W; x += s.rand(30, 60)) {
    const h = s.rand(16, 40);
    s.add(rect(x, 500 - h, s.rand(30, 56), h, s.pick([SILLAR, "#eae3d6", "#f0e4cf"])));
  }
  s.add(rect(0, 496, W, 40, "#a8b88a"));
  // arcade of sillar arches across the picture
  const top = 120;
  const base = 560;
  s.add(rect(0, top - 40, W, 50, SILLAR));
  s.add(rect(0, top - 48, W, 10, SILLAR_SHADE));
  const aw = 230;
  for (let i = 0; i < 6; i++) {
    const px = -60 + i * (aw + 40);
    s.add(rect(px, top, 40, base - top, SILLAR));
    s.add(rect(px + 28, top, 12, base - top, SILLAR_SHADE));
    s.add(rect(px - 6, base - 40, 52, 40, SILLAR_SHADE));
    // arch spandrel between pillars
    const ax = px + 40;
    s.add(
      path(
        `M${ax},${top} L${ax + aw},${top} L${ax + aw},${top + 100} Q${ax + aw / 2},${top - 10} ${ax},${top + 100} Z`,
        SILLAR,
      ),
    );
    // carved lines on the arch face (the poems are carved on the arches)
    for (let l = 0; l < 3; l++)
      s.add(
        line(ax + 40, top + 10 + l * 10, ax + aw - 40, top + 10 + l * 10, SILLAR_DARK, 2, `opacity="0.7"`),
      );
  }
  // terrace floor, balustrade
  s.add(rect(0, base, W, 240, "#d8cbb3"));
  for (let y = base + 20; y < 800; y += 30) s.add(line(0, y, W, y, "#c4b69c", 2));
  // café table with a laptop, a couple at the lookout
  const tx = 330;
  const ty = 700;
  s.add(ellipse(tx, ty - 90, 110, 14, "#f4f1ea"));
  s.add(rect(tx - 5, ty - 90, 10, 90, "#3a3330"));
  laptop(s, tx + 20, ty - 94, 70, "#cfd3d8", "#cfe8ff", -1);
  cup(s, tx - 50, ty - 94, 14, "#f4f1ea", "#ffffff");
  // queso helado in a cup
  cup(s, tx - 80, ty - 94, 14, "#f2e6c4");
  s.add(ellipse(tx - 80, ty - 110, 9, 6, "#f8f2e2"));
  chair(s, tx + 110, ty + 60, 120, "#3a3330");
  seated(s, tx + 104, ty + 18, 180, PEOPLE[3]![0], PEOPLE[3]![1], -1, PEOPLE[3]![2]);
  person(s, 820, 780, 170, PEOPLE[0]![0], PEOPLE[0]![1], { hair: PEOPLE[0]![2] });
  person(s, 880, 784, 160, PEOPLE[1]![0], PEOPLE[1]![1], { hair: PEOPLE[1]![2], bag: true });
  plantPot(s, 1120, 720, 140, "#c9683f", "#4f8a5a", "#3c7048");
  for (let i = 0; i < 6; i++) s.add(circle(1090 + s.rand(0, 60), 640 + s.rand(0, 40), 6, "#e04b3a"));
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: a coworking under a sillar barrel vault, El Misti through the window
// ---------------------------------------------------------------------------------------------
function arequipaCowork(s: Svg): void {
  const W = s.w;
  const H = s.h;
  // vaulted sillar room
  s.add(
    rect(
      0,
      0,
      W,
      580,
      s.lin([
        [0, "#ebe4d6"],
        [1, "#f4efe4"],
      ]),
    ),
  );
  s.add(path(`M0,120 Q${W / 2},-60 ${W},120 L${W},0 L0,0 Z`, "#d6cdb9"));
  for (let i = 1; i < 8; i++) {
    const y = 120 + i * 60;
    s.add(line(0, y, W, y, SILLAR_DARK, 1.5, `opacity="0.5"`));
  }
  for (let i = 0; i < 12; i++) {
    const bx = i * 100 + (i % 2) * 50;
    s.add(line(bx, 120, bx, 560, SILLAR_DARK, 1.2, `opacity="0.3"`));
  }
  // deep arched window in the thick wall
  const wx = 300;
  const wy = 140;
  const ww = 600;
  const wh = 340;
  const shape = `M${wx},${wy + wh} L${wx},${wy + ww / 4} Q${wx + ww / 2},${wy - ww / 5} ${wx + ww},${wy + ww / 4} L${wx + ww},${wy + wh} Z`;
  const clip = s.clip(`<path d="${shape}"/>`);
  s.add(`<g clip-path="${clip}">`);
  s.add(
    rect(
      wx,
      wy - 100,
      ww,
      wh + 100,
      s.linU(
        [
          [0, "#2a7bcc"],
          [1, "#d9eaf2"],
        ],
        0,
        wy,
        0,
        wy + wh,
      ),
    ),
  );
  volcanoes(s, wx - 60, wy + 310, 0.6);
  for (let x = wx; x < wx + ww; x += s.rand(26, 50)) {
    const h = s.rand(14, 40);
    s.add(rect(x, wy + wh - h, s.rand(26, 50), h, s.pick([SILLAR, "#eae3d6", "#f0e4cf"])));
  }
  // a sillar dome on the skyline
  s.add(rect(wx + 424, wy + wh - 60, 72, 60, SILLAR));
  s.add(rect(wx + 476, wy + wh - 60, 20, 60, SILLAR_SHADE));
  s.add(
    path(
      `M${wx + 428},${wy + wh - 60} Q${wx + 428},${wy + wh - 112} ${wx + 460},${wy + wh - 112} Q${wx + 492},${wy + wh - 112} ${wx + 492},${wy + wh - 60} Z`,
      SILLAR,
    ),
  );
  s.add(rect(wx + 452, wy + wh - 124, 16, 14, SILLAR));
  s.add(rect(wx + 458, wy + wh - 142, 4, 20, "#5f554c"));
  s.add(rect(wx + 453, wy + wh - 136, 14, 3, "#5f554c"));
  s.add(`</g>`);
  s.add(path(shape, "none", `stroke="${SILLAR_SHADE}" stroke-width="30"`));
  s.add(path(shape, "none", `stroke="#5a3a24" stroke-width="6"`));
  s.add(line(wx + ww / 2, wy - 4, wx + ww / 2, wy + wh, "#5a3a24", 6));
  s.add(rect(wx - 30, wy + wh, ww + 60, 20, SILLAR_SHADE));
  // stone floor
  s.add(
    rect(
      0,
      580,
      W,
      220,
      s.lin([
        [0, "#b9ab92"],
        [1, "#9d8f77"],
      ]),
    ),
  );
  for (let y = 600; y < H; y += 30 + (y - 580) * 0.12)
    s.add(line(0, y, W, y, "#8a7c66", 1.5, `opacity="0.5"`));
  for (const lx of [260, 600, 940]) pendantLamp(s, lx, 60, 60, "#2d2a2a", "#ffe3a6");
  // desks
  s.add(rect(150, 610, 900, 18, "#8a5a36"));
  s.add(rect(150, 628, 900, 6, "#5a3a24"));
  for (const lx of [170, 1030]) s.add(rect(lx, 634, 10, 120, "#2d2a2a"));
  for (const lx of [260, 430, 600, 770, 940]) laptop(s, lx, 610, 80, "#cfd3d8", "#cfe8ff", 1);
  cup(s, 340, 610, 16, "#c9683f", "#ffffff");
  plantPot(s, 680, 610, 50, "#c9683f", "#4f8a5a", "#3c7048");
  const seats: Array<[number, number]> = [
    [260, 770],
    [600, 772],
    [940, 770],
  ];
  seats.forEach(([px, py], i) => {
    const [body, head, hair] = PEOPLE[i] ?? ["#333", "#a0785a", "#222"];
    chair(s, px + 10, 800, 120, "#2d2a2a");
    seated(s, px, py, 190, body, head, 1, hair);
  });
  plantPot(s, 70, 700, 220, "#c9683f", "#4f8a5a", "#3c7048");
  // alpaca-wool throw on a bench on the right
  s.add(rect(1060, 560, 140, 60, "#8a5a36"));
  s.add(rect(1070, 520, 110, 44, "#c8262f", `rx="6"`));
  for (let i = 0; i < 4; i++) s.add(rect(1070, 526 + i * 10, 110, 3, "#f2c230", `opacity="0.8"`));
}

const HERO = { width: 1600, height: 900 };
const GALLERY = { width: 1200, height: 800 };

export default [
  { city: "arequipa-peru", file: "hero", ...HERO, draw: arequipaHero },
  { city: "arequipa-peru", file: "gallery-1", ...GALLERY, draw: yanahuara },
  { city: "arequipa-peru", file: "gallery-2", ...GALLERY, draw: arequipaCowork },
] satisfies Artwork[];
