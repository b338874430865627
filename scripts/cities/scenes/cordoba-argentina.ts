/**
 * Córdoba, Argentina: the colonial cathedral and the neo-Gothic Capuchinos church above La Cañada
 * (hero), a loft coworking with the cathedral in the window, and the Paseo de las Artes fair in
 * Güemes at dusk. Also holds the room helpers (walls, window, desks) the other interiors of this
 * batch of cities share.
 */
import {
  type Artwork,
  type Stop,
  type Svg,
  awning,
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
  path,
  pendantLamp,
  person,
  plantPot,
  poly,
  rect,
  ridge,
  seated,
  sky,
  skyline,
  streetLamp,
  sun,
  water,
} from "../art";

const HW = 1600;
const HH = 900;
const GW = 1200;
const GH = 800;

// ---------------------------------------------------------------------------------------------
// Shared room helpers (also used by the Bariloche, La Paz and Santa Cruz interiors)
// ---------------------------------------------------------------------------------------------

/** Draws the city seen through a window: the rectangle x, y, w, h (already clipped). */
export type View = (s: Svg, x: number, y: number, w: number, h: number) => void;

export type RoomStyle = {
  wall: Stop[];
  /** Pattern over the wall: exposed brick, wooden planks or none. */
  texture?: { kind: "brick" | "planks"; color: string; opacity?: number };
  floor: Stop[];
  plank: string;
  frame: string;
  window: { x: number; y: number; w: number; h: number; cols: number; transom?: number };
  view: View;
};

/** People at desks: body, head and hair colours. */
export const PEOPLE: Array<[body: string, head: string, hair: string]> = [
  ["#3d5a80", "#c68b59", "#2b1d14"],
  ["#b5523b", "#8d5a3b", "#1c1410"],
  ["#2f6f5e", "#e0ac7e", "#6b4226"],
  ["#6c4f8a", "#a86f4c", "#1f1a17"],
  ["#d9a441", "#7a4e33", "#231815"],
];

/** Wall, big window onto the view, wooden floor (floor line at y = 560 on a 1200×800 picture). */
export function room(s: Svg, st: RoomStyle): void {
  const floorY = 560;
  s.add(rect(0, 0, s.w, floorY, s.lin(st.wall)));
  if (st.texture) {
    const parts: string[] = [];
    const op = st.texture.opacity ?? 0.35;
    if (st.texture.kind === "brick") {
      for (let row = 0, y = 0; y < floorY; row++, y += 22) {
        const off = row % 2 === 0 ? 0 : 24;
        for (let x = -48 + off; x < s.w; x += 48)
          parts.push(
            rect(x + 2, y + 2, 44, 18, st.texture.color, `rx="2" opacity="${f(op * s.rand(0.6, 1.2))}"`),
          );
      }
    } else {
      for (let y = 0; y < floorY; y += 34) {
        parts.push(rect(0, y, s.w, 2.5, st.texture.color, `opacity="${f(op)}"`));
        for (let x = s.rand(0, 300); x < s.w; x += s.rand(260, 420))
          parts.push(rect(x, y, 2.5, 34, st.texture.color, `opacity="${f(op * 0.8)}"`));
      }
    }
    s.add(group(parts.join("")));
  }
  const { x: wx, y: wy, w: ww, h: wh, cols } = st.window;
  const clip = s.clip(rect(wx, wy, ww, wh, "#000"));
  s.add(`<g clip-path="${clip}">`);
  st.view(s, wx, wy, ww, wh);
  s.add(
    rect(
      wx,
      wy,
      ww,
      wh,
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
  const fr: string[] = [];
  fr.push(rect(wx - 14, wy - 14, ww + 28, 14, st.frame));
  fr.push(rect(wx - 18, wy + wh, ww + 36, 18, st.frame));
  fr.push(rect(wx - 14, wy - 14, 14, wh + 28, st.frame));
  fr.push(rect(wx + ww, wy - 14, 14, wh + 28, st.frame));
  for (let i = 1; i < cols; i++) fr.push(rect(wx + (ww * i) / cols - 5, wy, 10, wh, st.frame));
  if (st.window.transom !== undefined) fr.push(rect(wx, wy + wh * st.window.transom, ww, 7, st.frame));
  s.add(group(fr.join("")));
  s.add(
    rect(
      0,
      0,
      s.w,
      floorY,
      s.lin([
        [0, "#000000", 0],
        [1, "#000000", 0.08],
      ]),
    ),
  );
  s.add(rect(0, floorY, s.w, s.h - floorY, s.lin(st.floor)));
  for (let y = floorY + 18; y < s.h; y += 22 + (y - floorY) * 0.12)
    s.add(line(0, y, s.w, y, st.plank, 1.5, `opacity="0.45"`));
  s.add(
    poly(
      [
        [wx, floorY],
        [wx + ww, floorY],
        [wx + ww + 160, s.h],
        [wx - 160, s.h],
      ],
      "#fff6dc",
      `opacity="0.1"`,
    ),
  );
}

/** A long shared desk with laptops, cups and people seen from behind. */
export function deskRow(
  s: Svg,
  o: {
    x0: number;
    x1: number;
    y: number;
    top: string;
    edge: string;
    chair: string;
    laptop: string;
    screen: string;
    laptops: number[];
    seats: number[];
    people?: Array<[string, string, string]>;
    pot?: [pot: string, leaf: string, leafDark: string, x: number];
  },
): void {
  s.add(rect(o.x0, o.y, o.x1 - o.x0, 16, o.top));
  s.add(rect(o.x0, o.y + 16, o.x1 - o.x0, 6, o.edge));
  for (const lx of [o.x0 + 20, o.x1 - 30]) s.add(rect(lx, o.y + 22, 10, 120, o.edge));
  for (const lx of o.laptops) laptop(s, lx, o.y, 80, o.laptop, o.screen, 1);
  cup(s, (o.laptops[0] ?? o.x0 + 100) + 80, o.y, 16, "#f4f1ea", "#ffffff");
  if (o.pot) plantPot(s, o.pot[3], o.y, 50, o.pot[0], o.pot[1], o.pot[2]);
  const people = o.people ?? PEOPLE;
  o.seats.forEach((px, i) => {
    const [body, head, hair] = people[i % people.length] ?? ["#333", "#a0785a", "#222"];
    chair(s, px + 10, GH, 120, o.chair);
    seated(s, px, o.y + 160 + (i % 2) * 4, 190, body, head, 1, hair);
  });
}

/** Bookshelf against a wall. */
export function shelf(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  wood: string,
  books: string[],
): void {
  s.add(rect(x, y, w, h, wood));
  s.add(rect(x + 6, y + 6, w - 12, h - 12, "#000000", `opacity="0.12"`));
  for (let sy = y + 80; sy < y + h; sy += 88) {
    s.add(rect(x + 6, sy, w - 12, 8, wood));
    let bx = x + 10;
    while (bx < x + w - 20) {
      const bw = s.rand(8, 15);
      const bh = s.rand(40, 66);
      s.add(rect(bx, sy - bh, bw, bh, s.pick(books)));
      bx += bw + 2;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Landmarks
// ---------------------------------------------------------------------------------------------
const STONE = "#e4caa0";
const STONE_SHADE = "#cbaa7e";
const STONE_DARK = "#7a5e45";

/** Córdoba cathedral: arcaded portico between two baroque towers, big dome and lantern behind. */
function cathedral(s: Svg, cx: number, baseY: number, k: number, light = STONE, shade = STONE_SHADE): void {
  const u = (n: number) => n * k;
  // dome on its drum, behind the façade
  s.add(rect(cx - u(58), baseY - u(250), u(116), u(70), light));
  for (let i = -2; i <= 2; i++)
    s.add(
      path(
        `M${f(cx + i * u(20) - u(5))},${f(baseY - u(188))} L${f(cx + i * u(20) - u(5))},${f(baseY - u(228))} Q${f(cx + i * u(20))},${f(baseY - u(238))} ${f(cx + i * u(20) + u(5))},${f(baseY - u(228))} L${f(cx + i * u(20) + u(5))},${f(baseY - u(188))} Z`,
        STONE_DARK,
        `opacity="0.75"`,
      ),
    );
  s.add(rect(cx - u(64), baseY - u(256), u(128), u(8), shade));
  s.add(
    path(
      `M${f(cx - u(60))},${f(baseY - u(254))} C${f(cx - u(58))},${f(baseY - u(320))} ${f(cx + u(58))},${f(baseY - u(320))} ${f(cx + u(60))},${f(baseY - u(254))} Z`,
      "#d2a66e",
    ),
  );
  for (let i = -3; i <= 3; i++)
    s.add(
      line(
        cx + i * u(17),
        baseY - u(256),
        cx + i * u(5),
        baseY - u(304),
        "#fff3dc",
        Math.max(1, u(2)),
        `opacity="0.45"`,
      ),
    );
  s.add(rect(cx - u(12), baseY - u(338), u(24), u(32), light));
  s.add(rect(cx - u(5), baseY - u(332), u(10), u(18), STONE_DARK, `opacity="0.7"`));
  s.add(
    path(
      `M${f(cx - u(15))},${f(baseY - u(338))} Q${f(cx)},${f(baseY - u(360))} ${f(cx + u(15))},${f(baseY - u(338))} Z`,
      "#d2a66e",
    ),
  );
  s.add(rect(cx - u(1.5), baseY - u(384), u(3), u(28), STONE_DARK));
  s.add(rect(cx - u(8), baseY - u(376), u(16), u(3), STONE_DARK));

  // façade: portico of three arches with a balustrade and pediment
  s.add(rect(cx - u(92), baseY - u(150), u(184), u(150), light));
  s.add(rect(cx + u(40), baseY - u(150), u(52), u(150), shade, `opacity="0.5"`));
  for (const ax of [-56, 0, 56])
    s.add(
      path(
        `M${f(cx + u(ax) - u(20))},${f(baseY)} L${f(cx + u(ax) - u(20))},${f(baseY - u(62))} Q${f(cx + u(ax))},${f(baseY - u(92))} ${f(cx + u(ax) + u(20))},${f(baseY - u(62))} L${f(cx + u(ax) + u(20))},${f(baseY)} Z`,
        STONE_DARK,
      ),
    );
  for (const px of [-84, -28, 28, 84]) s.add(rect(cx + u(px) - u(4), baseY - u(100), u(8), u(100), shade));
  s.add(rect(cx - u(96), baseY - u(108), u(192), u(8), shade));
  for (let bx = cx - u(90); bx < cx + u(90); bx += u(9)) s.add(rect(bx, baseY - u(126), u(4), u(18), shade));
  s.add(rect(cx - u(96), baseY - u(130), u(192), u(6), shade));
  s.add(
    poly(
      [
        [cx - u(50), baseY - u(150)],
        [cx + u(50), baseY - u(150)],
        [cx, baseY - u(186)],
      ],
      light,
    ),
  );
  s.add(
    poly(
      [
        [cx - u(38), baseY - u(154)],
        [cx + u(38), baseY - u(154)],
        [cx, baseY - u(178)],
      ],
      shade,
      `opacity="0.6"`,
    ),
  );

  // two towers with arched belfries and small cupolas
  for (const side of [-1, 1]) {
    const tx = cx + side * u(122);
    s.add(rect(tx - u(30), baseY - u(230), u(60), u(230), light));
    if (side === 1) s.add(rect(tx + u(8), baseY - u(230), u(22), u(230), shade, `opacity="0.55"`));
    s.add(rect(tx - u(34), baseY - u(236), u(68), u(8), shade));
    s.add(rect(tx - u(10), baseY - u(200), u(20), u(34), STONE_DARK, `rx="${f(u(10))}"`));
    // belfry
    s.add(rect(tx - u(25), baseY - u(296), u(50), u(60), light));
    s.add(
      path(
        `M${f(tx - u(12))},${f(baseY - u(244))} L${f(tx - u(12))},${f(baseY - u(272))} Q${f(tx)},${f(baseY - u(290))} ${f(tx + u(12))},${f(baseY - u(272))} L${f(tx + u(12))},${f(baseY - u(244))} Z`,
        STONE_DARK,
      ),
    );
    s.add(rect(tx - u(29), baseY - u(302), u(58), u(7), shade));
    // upper stage and cupola
    s.add(rect(tx - u(17), baseY - u(330), u(34), u(28), light));
    s.add(rect(tx - u(6), baseY - u(324), u(12), u(16), STONE_DARK, `rx="${f(u(6))}"`));
    s.add(
      path(
        `M${f(tx - u(21))},${f(baseY - u(330))} Q${f(tx)},${f(baseY - u(372))} ${f(tx + u(21))},${f(baseY - u(330))} Z`,
        "#d2a66e",
      ),
    );
    s.add(rect(tx - u(1.5), baseY - u(392), u(3), u(28), STONE_DARK));
    s.add(rect(tx - u(7), baseY - u(384), u(14), u(3), STONE_DARK));
    for (const ox of [-26, 26]) s.add(circle(tx + u(ox), baseY - u(304), u(4), shade));
  }
}

/** Iglesia de los Capuchinos: one tall Gothic spire, the other tower left unfinished on purpose. */
function capuchinos(s: Svg, cx: number, baseY: number, k: number): void {
  const u = (n: number) => n * k;
  const wall = "#c9b8a6";
  const shade = "#ab998a";
  const dark = "#5b4b44";
  // nave gable
  s.add(rect(cx - u(70), baseY - u(190), u(140), u(190), wall));
  s.add(
    poly(
      [
        [cx - u(72), baseY - u(190)],
        [cx + u(72), baseY - u(190)],
        [cx, baseY - u(262)],
      ],
      wall,
    ),
  );
  s.add(circle(cx, baseY - u(208), u(22), dark));
  s.add(circle(cx, baseY - u(208), u(15), "#c65d4c", `opacity="0.75"`));
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    s.add(
      line(cx, baseY - u(208), cx + Math.cos(a) * u(15), baseY - u(208) + Math.sin(a) * u(15), dark, u(2)),
    );
  }
  s.add(
    path(
      `M${f(cx - u(26))},${f(baseY)} L${f(cx - u(26))},${f(baseY - u(80))} L${f(cx)},${f(baseY - u(130))} L${f(cx + u(26))},${f(baseY - u(80))} L${f(cx + u(26))},${f(baseY)} Z`,
      dark,
    ),
  );
  s.add(
    path(
      `M${f(cx - u(34))},${f(baseY - u(80))} L${f(cx)},${f(baseY - u(144))} L${f(cx + u(34))},${f(baseY - u(80))}`,
      "none",
      `stroke="${shade}" stroke-width="${f(u(5))}"`,
    ),
  );
  // left tower with the tall spire
  const lx = cx - u(98);
  s.add(rect(lx - u(30), baseY - u(330), u(60), u(330), wall));
  s.add(rect(lx + u(10), baseY - u(330), u(20), u(330), shade, `opacity="0.6"`));
  for (const y of [120, 200, 275])
    s.add(
      path(
        `M${f(lx - u(8))},${f(baseY - u(y) + u(40))} L${f(lx - u(8))},${f(baseY - u(y) + u(8))} L${f(lx)},${f(baseY - u(y) - u(6))} L${f(lx + u(8))},${f(baseY - u(y) + u(8))} L${f(lx + u(8))},${f(baseY - u(y) + u(40))} Z`,
        dark,
      ),
    );
  s.add(rect(lx - u(34), baseY - u(336), u(68), u(8), shade));
  s.add(
    poly(
      [
        [lx - u(26), baseY - u(336)],
        [lx + u(26), baseY - u(336)],
        [lx, baseY - u(560)],
      ],
      wall,
    ),
  );
  s.add(
    poly(
      [
        [lx, baseY - u(336)],
        [lx + u(26), baseY - u(336)],
        [lx, baseY - u(560)],
      ],
      shade,
    ),
  );
  for (let y = 360; y < 540; y += 28) {
    const t = (y - 336) / (560 - 336);
    s.add(
      line(
        lx - u(26) * (1 - t),
        baseY - u(y),
        lx + u(26) * (1 - t),
        baseY - u(y),
        dark,
        u(1.2),
        `opacity="0.35"`,
      ),
    );
  }
  for (const ox of [-32, 32])
    s.add(
      poly(
        [
          [lx + u(ox) - u(6), baseY - u(336)],
          [lx + u(ox) + u(6), baseY - u(336)],
          [lx + u(ox), baseY - u(380)],
        ],
        wall,
      ),
    );
  s.add(rect(lx - u(1.5), baseY - u(584), u(3), u(26), dark));
  s.add(rect(lx - u(7), baseY - u(576), u(14), u(3), dark));
  // right tower: unfinished, flat-topped
  const rx = cx + u(98);
  s.add(rect(rx - u(30), baseY - u(280), u(60), u(280), wall));
  s.add(rect(rx + u(10), baseY - u(280), u(20), u(280), shade, `opacity="0.6"`));
  for (let bx = rx - u(30); bx < rx + u(30); bx += u(12)) s.add(rect(bx, baseY - u(290), u(7), u(10), wall));
  for (const y of [120, 200])
    s.add(
      path(
        `M${f(rx - u(8))},${f(baseY - u(y) + u(40))} L${f(rx - u(8))},${f(baseY - u(y) + u(8))} L${f(rx)},${f(baseY - u(y) - u(6))} L${f(rx + u(8))},${f(baseY - u(y) + u(8))} L${f(rx + u(8))},${f(baseY - u(y) + u(40))} Z`,
        dark,
      ),
    );
}

/** Tipa tree: slender forked trunk under a broad, flat canopy dotted with yellow blossom. */
function tipa(s: Svg, x: number, groundY: number, size: number): void {
  const k = size;
  const trunk = "#5a4636";
  const limbs: Array<[number, number]> = [
    [-0.55, -1.0],
    [-0.2, -1.12],
    [0.25, -1.1],
    [0.6, -0.98],
  ];
  s.add(
    path(
      `M${f(x - k * 0.05)},${f(groundY)} L${f(x - k * 0.03)},${f(groundY - k * 0.55)} L${f(x + k * 0.03)},${f(groundY - k * 0.55)} L${f(x + k * 0.05)},${f(groundY)} Z`,
      trunk,
    ),
  );
  for (const [dx, dy] of limbs)
    s.add(
      line(x, groundY - k * 0.52, x + dx * k, groundY + dy * k, trunk, k * 0.028, `stroke-linecap="round"`),
    );
  const cy = groundY - k * 1.12;
  const blobs: string[] = [];
  for (let i = 0; i < 34; i++) {
    const a = s.rand(0, Math.PI * 2);
    const d = Math.sqrt(s.r());
    const px = x + Math.cos(a) * d * k * 0.78;
    const py = cy + Math.sin(a) * d * k * 0.2;
    blobs.push(
      circle(
        px,
        py,
        k * s.rand(0.12, 0.19),
        py < cy ? s.pick(["#7a9a48", "#6f9042"]) : s.pick(["#5a7a38", "#4f6e33"]),
      ),
    );
  }
  s.add(group(blobs.join("")));
  const dots: string[] = [];
  for (let i = 0; i < 160; i++) {
    const a = s.rand(0, Math.PI * 2);
    const d = Math.sqrt(s.r());
    dots.push(
      circle(
        x + Math.cos(a) * d * k * 0.86,
        cy - k * 0.04 + Math.sin(a) * d * k * 0.24,
        k * s.rand(0.012, 0.022),
        s.pick(["#f0c93e", "#f6dc6a", "#e2b42f"]),
      ),
    );
  }
  s.add(group(dots.join("")));
}

function trolleybus(s: Svg, x: number, groundY: number, k: number): void {
  const u = (n: number) => n * k;
  s.add(line(x + u(40), groundY - u(70), x + u(90), groundY - u(118), "#2b2b30", u(2.5)));
  s.add(line(x + u(56), groundY - u(70), x + u(110), groundY - u(118), "#2b2b30", u(2.5)));
  s.add(rect(x, groundY - u(72), u(200), u(60), "#f1ede4", `rx="${f(u(8))}"`));
  s.add(rect(x, groundY - u(36), u(200), u(18), "#c8352e"));
  for (let i = 0; i < 6; i++)
    s.add(rect(x + u(12) + i * u(30), groundY - u(64), u(24), u(22), "#7d98aa", `rx="${f(u(3))}"`));
  s.add(circle(x + u(40), groundY - u(12), u(12), "#26262a"));
  s.add(circle(x + u(160), groundY - u(12), u(12), "#26262a"));
}

// ---------------------------------------------------------------------------------------------
// Hero: the cathedral, the Capuchinos spire, the towers of Nueva Córdoba, the Sierras, La Cañada
// ---------------------------------------------------------------------------------------------
function cordobaHero(s: Svg): void {
  sky(s, [
    [0, "#5d8fc7"],
    [0.45, "#9fc1df"],
    [0.75, "#f1dcc4"],
    [1, "#f6c99a"],
  ]);
  sun(s, 1290, 250, 40, "#fff6de", "#ffdca0", 340, 0.55);
  cloud(s, 120, 150, 1.1, "#ffffff", 0.8);
  cloud(s, 760, 110, 0.8, "#ffffff", 0.7);
  cloud(s, 1420, 360, 0.7, "#fff4e6", 0.6);
  birds(s, 640, 220, 5, "#4a4e66", 9);

  // The Sierras de Córdoba: two soft blue ranges
  ridge(s, {
    baseY: 470,
    amp: 40,
    fill: "#9aa6c8",
    peaks: [
      [200, 420],
      [560, 445],
      [1000, 405],
      [1400, 440],
    ],
    rough: 0.45,
    levels: 6,
  });
  haze(s, 400, 540, "#f3e2d2", 0.45);
  ridge(s, {
    baseY: 520,
    amp: 30,
    fill: "#8493b5",
    peaks: [
      [350, 495],
      [800, 510],
      [1250, 488],
    ],
    rough: 0.45,
    levels: 6,
  });
  haze(s, 470, 640, "#f2dfcf", 0.4);

  // Student towers of Nueva Córdoba
  const win = { lit: "#fbe9c8", dark: "#8a94a8", litRatio: 0.25, rowH: 10 };
  skyline(s, {
    x0: -20,
    x1: HW + 20,
    baseY: 700,
    minH: 90,
    maxH: 250,
    minW: 44,
    maxW: 86,
    fills: ["#e9dccb", "#d9cdbf", "#f1e8dc", "#cfc6bd"],
    win,
    gap: 10,
    tops: ["flat", "flat", "crown", "antenna"],
    shade: "#c4b9ad",
  });
  haze(s, 440, 720, "#f5e4d2", 0.35);

  // Low colonial blocks of the centre
  const blocks: string[] = [];
  for (let x = -20; x < HW; x += s.rand(70, 120)) {
    const h = s.rand(40, 70);
    const w = s.rand(80, 130);
    blocks.push(rect(x, 700 - h, w, h + 10, s.pick(["#efe2cc", "#e6d3b6", "#f3e9d8", "#dcc7a8"])));
    blocks.push(rect(x - 2, 700 - h - 6, w + 4, 7, "#c9b193"));
    for (let wx = x + 12; wx < x + w - 16; wx += 26) blocks.push(rect(wx, 700 - h + 14, 10, 18, "#7b6a5a"));
  }
  s.add(group(blocks.join("")));

  capuchinos(s, 430, 706, 0.92);
  cathedral(s, 950, 706, 1.05);

  // Street along La Cañada
  s.add(rect(0, 700, HW, 70, "#cdb99c"));
  s.add(rect(0, 700, HW, 6, "#b9a384"));
  for (const px of [240, 268, 700, 1010, 1040, 1380])
    person(s, px, 756, s.rand(44, 54), s.pick(["#3d4660", "#7a3b35", "#2f5a4e", "#4b3f5e"]));
  trolleybus(s, 1150, 762, 0.9);
  s.add(line(0, 648, HW, 640, "#2b2b30", 1.2, `opacity="0.6"`));
  s.add(line(0, 654, HW, 646, "#2b2b30", 1.2, `opacity="0.6"`));
  for (const lx of [120, 560, 880, 1520]) streetLamp(s, lx, 768, 110, "#2d2a2a", "#ffe0a0");

  // The canal: far wall of stone blocks, water, near parapet
  s.add(rect(0, 768, HW, 14, "#d8c7ad"));
  s.add(rect(0, 782, HW, 78, "#b8a184"));
  const stones: string[] = [];
  for (let row = 0, y = 784; y < 856; row++, y += 18) {
    for (let x = row % 2 ? -30 : 0; x < HW; x += 60)
      stones.push(rect(x + 2, y + 2, 56, 14, s.pick(["#c3ac8e", "#ad977b", "#bba386"]), `rx="2"`));
  }
  s.add(group(stones.join("")));
  water(s, 856, 888, "#8fa58a", "#6d8772", "#e8f0dc", 40);
  s.add(rect(0, 886, HW, 14, "#d8c7ad"));

  tipa(s, 130, 770, 260);
  tipa(s, 1490, 770, 240);
}

// ---------------------------------------------------------------------------------------------
// Gallery 1: loft coworking with brick wall, the cathedral in the window
// ---------------------------------------------------------------------------------------------
const cordobaView: View = (s, x, y, w, h) => {
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linU(
        [
          [0, "#7fb0dc"],
          [0.7, "#d8e6ee"],
          [1, "#f4e3cc"],
        ],
        0,
        y,
        0,
        y + h,
      ),
    ),
  );
  cloud(s, x + 90, y + 80, 1, "#ffffff", 0.85);
  cloud(s, x + 640, y + 50, 0.7, "#ffffff", 0.75);
  ridge(s, { baseY: y + 230, amp: 14, fill: "#a5b0cf", x0: x - 20, x1: x + w + 20, levels: 5 });
  skyline(s, {
    x0: x - 10,
    x1: x + w,
    baseY: y + h,
    minH: 60,
    maxH: 150,
    minW: 40,
    maxW: 70,
    fills: ["#e5d9ca", "#d6cbbd", "#efe6da"],
    win: { lit: "#fbecd0", dark: "#8f9aac", litRatio: 0.2, rowH: 9 },
    gap: 8,
  });
  cathedral(s, x + 470, y + h + 40, 0.78);
  const roofs: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rx = x + i * 96 - 10;
    roofs.push(rect(rx, y + h - 28, 92, 40, s.pick(["#efe2cc", "#e2cfb2", "#f2e8d6"])));
    roofs.push(rect(rx - 2, y + h - 32, 96, 6, "#c9b193"));
  }
  s.add(group(roofs.join("")));
};

function cordobaCowork(s: Svg): void {
  room(s, {
    wall: [
      [0, "#f3ebe0"],
      [1, "#e8dccb"],
    ],
    floor: [
      [0, "#b98e62"],
      [1, "#8e6a48"],
    ],
    plank: "#6e5036",
    frame: "#2e2a28",
    window: { x: 300, y: 70, w: 820, h: 370, cols: 4, transom: 0.62 },
    view: cordobaView,
  });
  // exposed brick wall on the left
  s.add(rect(0, 0, 250, 560, "#b5654a"));
  const bricks: string[] = [];
  for (let row = 0, y = 0; y < 560; row++, y += 20) {
    for (let x = row % 2 ? -22 : 0; x < 250; x += 44)
      bricks.push(
        rect(
          x + 2,
          y + 2,
          Math.min(40, 246 - x),
          16,
          s.pick(["#c0704f", "#a95b41", "#b8674a", "#c97b58"]),
          `rx="1.5"`,
        ),
      );
  }
  s.add(group(bricks.join("")));
  s.add(rect(240, 0, 12, 560, "#000000", `opacity="0.12"`));
  // framed poster and a neon sign on the brick
  s.add(rect(50, 120, 140, 100, "#f4efe6"));
  s.add(rect(60, 130, 120, 80, "#2f6f8f"));
  s.add(circle(120, 170, 26, "#f2c230"));
  s.add(rect(44, 300, 160, 36, "#2e2a28", `rx="6"`));
  s.add(
    `<text x="124" y="325" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#ffb347" text-anchor="middle">LA DOCTA</text>`,
  );
  for (const lx of [420, 660, 900]) pendantLamp(s, lx, 0, 60, "#2e2a28", "#ffd58a");
  shelf(s, 1130, 150, 70, 410, "#6b4a32", ["#2f6f8f", "#c2523f", "#e7d9c0", "#3f6b4f", "#d9a441"]);
  plantPot(s, 90, 650, 180, "#c96f45", "#4f8a5a", "#3c7048");
  deskRow(s, {
    x0: 250,
    x1: 1060,
    y: 600,
    top: "#d8b98f",
    edge: "#8a6648",
    chair: "#2e2a28",
    laptop: "#c9ccd1",
    screen: "#cfe6ff",
    laptops: [340, 500, 660, 820, 960],
    seats: [340, 500, 820],
    pot: ["#c96f45", "#4f8a5a", "#3c7048", 590],
  });
  // mate gourd and thermos on the desk
  s.add(ellipse(740, 590, 12, 12, "#7a4e2d"));
  s.add(line(742, 578, 750, 560, "#c9ccd1", 3));
  s.add(rect(764, 556, 16, 44, "#3f6b4f", `rx="5"`));
}

// ---------------------------------------------------------------------------------------------
// Gallery 2: the Paseo de las Artes craft fair in Güemes at dusk
// ---------------------------------------------------------------------------------------------
function guemesFair(s: Svg): void {
  sky(s, [
    [0, "#33406e"],
    [0.5, "#8b6f9c"],
    [0.85, "#f0a878"],
    [1, "#f7c98f"],
  ]);
  // the Capuchinos spire on the skyline
  capuchinos(s, 980, 420, 0.5);
  // low old houses with painted façades
  const fronts: Array<[number, number, string, string]> = [
    [-10, 250, "#e9b44c", "#f6ead4"],
    [240, 220, "#6aa39b", "#f6ead4"],
    [460, 260, "#d2694f", "#f4e3c8"],
    [720, 230, "#f0e2c4", "#3f6b8a"],
    [950, 260, "#8d7bb8", "#f6ead4"],
  ];
  for (const [x, w, wall, trim] of fronts) {
    const top = 300 + s.rand(-10, 20);
    s.add(rect(x, top, w, 560 - top, wall));
    s.add(rect(x - 4, top - 14, w + 8, 16, trim));
    for (let bx = x + 6; bx < x + w - 6; bx += 10) s.add(rect(bx, top - 30, 5, 16, trim));
    s.add(rect(x - 4, top - 34, w + 8, 6, trim));
    for (let wx = x + 30; wx + 50 < x + w; wx += 90) {
      s.add(rect(wx - 6, top + 40, 62, 120, trim));
      s.add(
        path(
          `M${wx},${top + 156} L${wx},${top + 70} Q${wx + 25},${top + 44} ${wx + 50},${top + 70} L${wx + 50},${top + 156} Z`,
          s.r() < 0.5 ? "#ffd58a" : "#3b3440",
        ),
      );
    }
    s.add(rect(x + w - 8, top, 8, 560 - top, "#000000", `opacity="0.08"`));
  }
  // string lights across the street
  for (const [y0, sag] of [
    [180, 60],
    [240, 50],
  ] as const) {
    s.add(
      `<path d="M0,${y0} Q${GW / 2},${y0 + sag * 2} ${GW},${y0}" fill="none" stroke="#2e2a30" stroke-width="1.5"/>`,
    );
    for (let x = 20; x < GW; x += 44) {
      const t = x / GW;
      const y = y0 + 4 * sag * t * (1 - t) + 6;
      s.add(circle(x, y, 9, "#ffd98a", `opacity="0.25"`));
      s.add(circle(x, y, 4, "#ffe6a6"));
    }
  }
  // paving
  s.add(rect(0, 560, GW, 240, "#7d7077"));
  for (let i = 0; i < 320; i++)
    s.add(
      rect(
        s.rand(0, GW),
        s.rand(566, 796),
        s.rand(12, 22),
        6,
        s.pick(["#8b7e85", "#6f636a", "#948890"]),
        `rx="2"`,
      ),
    );
  // stalls
  const stalls: Array<[string, string]> = [
    ["#2f6f5e", "#f4ece0"],
    ["#c2523f", "#f4ece0"],
    ["#3d5a80", "#f4ece0"],
    ["#d9a441", "#f4ece0"],
  ];
  stalls.forEach(([a, b], i) => {
    const x = 30 + i * 295;
    s.add(rect(x, 560, 240, 80, "#5a4034"));
    s.add(rect(x - 6, 552, 252, 12, "#7a5a46"));
    awning(s, x - 10, 420, 260, 40, a, b, 8);
    s.add(rect(x + 4, 460, 4, 96, "#3a2a22"));
    s.add(rect(x + 232, 460, 4, 96, "#3a2a22"));
    if (i === 0)
      for (let k = 0; k < 6; k++) {
        // mate gourds with bombillas
        s.add(ellipse(x + 28 + k * 36, 534, 13, 15, s.pick(["#7a4e2d", "#a0673d", "#5d3b22"])));
        s.add(line(x + 30 + k * 36, 520, x + 36 + k * 36, 504, "#d7d9dc", 2.5));
      }
    if (i === 1)
      for (let k = 0; k < 5; k++)
        s.add(rect(x + 20 + k * 42, 500, 34, 48, s.pick(["#f2c230", "#2f6f8f", "#e9e2d2"]), `rx="3"`));
    if (i === 2)
      for (let k = 0; k < 7; k++)
        s.add(circle(x + 22 + k * 30, 534, 12, s.pick(["#c97b58", "#e7d9c0", "#8d7bb8"])));
    if (i === 3)
      for (let k = 0; k < 4; k++)
        s.add(rect(x + 22 + k * 52, 490, 40, 58, s.pick(["#6aa39b", "#d2694f", "#3d5a80"]), `rx="2"`));
  });
  for (let i = 0; i < 8; i++) {
    const [body, head, hair] = PEOPLE[i % PEOPLE.length]!;
    person(s, 80 + i * 150 + s.rand(-30, 30), 750 + s.rand(-16, 20), s.rand(150, 180), body, head, {
      hair,
      bag: i % 3 === 1,
    });
  }
  streetLamp(s, 1160, 720, 220, "#2a2530", "#ffd98a");
  streetLamp(s, 40, 720, 220, "#2a2530", "#ffd98a");
}

const artworks: Artwork[] = [
  { city: "cordoba-argentina", file: "hero", width: HW, height: HH, draw: cordobaHero },
  { city: "cordoba-argentina", file: "gallery-1", width: GW, height: GH, draw: cordobaCowork },
  { city: "cordoba-argentina", file: "gallery-2", width: GW, height: GH, draw: guemesFair },
];

export default artworks;
