/**
 * Gallery illustrations (1200x800): everyday scenes for each city — a coworking space, a café
 * street, a market, a park — each with the city's palette and a landmark or two.
 */
import {
  type Artwork,
  type Svg,
  awning,
  birds,
  bistroTable,
  bloomTree,
  bush,
  chair,
  circle,
  cloud,
  cup,
  cypress,
  ellipse,
  fmt as f,
  group,
  haze,
  hillHouses,
  laptop,
  line,
  palm,
  path,
  pendantLamp,
  person,
  plantPot,
  poly,
  produce,
  rect,
  ridge,
  roundTree,
  seated,
  sky,
  skyline,
  snowCap,
  streetLamp,
  sun,
  water,
  type Stop,
} from "./art";

const W = 1200;
const H = 800;

type View = (s: Svg, x: number, y: number, w: number, h: number) => void;

type InteriorStyle = {
  mode: "cowork" | "cafe";
  wall: Stop[];
  floor: Stop[];
  plank: string;
  frame: string;
  desk: string;
  deskEdge: string;
  chair: string;
  laptop: string;
  screen: string;
  lampShade: string;
  glow: string;
  pot: string;
  leaf: string;
  leafDark: string;
  people: Array<[body: string, head: string, hair: string]>;
  accent: string;
  view: View;
  /** Draw the room mirrored (plant on the right, shelf on the left) for variety. */
  mirror?: boolean;
};

// ---------------------------------------------------------------------------------------------
// Interiors: coworking space or café with a big window onto the city
// ---------------------------------------------------------------------------------------------
function interior(s: Svg, st: InteriorStyle): void {
  if (st.mirror) s.add(`<g transform="translate(${W},0) scale(-1,1)">`);
  s.add(rect(0, 0, W, 560, s.lin(st.wall)));
  // window with the city view
  const wx = 150;
  const wy = 70;
  const ww = 900;
  const wh = 370;
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
  s.add(`</g>`);
  const fr: string[] = [];
  fr.push(rect(wx - 14, wy - 14, ww + 28, 14, st.frame));
  fr.push(rect(wx - 14, wy + wh, ww + 28, 18, st.frame));
  fr.push(rect(wx - 14, wy - 14, 14, wh + 28, st.frame));
  fr.push(rect(wx + ww, wy - 14, 14, wh + 28, st.frame));
  for (let i = 1; i < 4; i++) fr.push(rect(wx + (ww * i) / 4 - 5, wy, 10, wh, st.frame));
  fr.push(rect(wx, wy + wh * 0.62, ww, 7, st.frame));
  s.add(group(fr.join("")));
  // soft light pool from the window on the floor
  s.add(
    rect(
      0,
      0,
      W,
      560,
      s.lin([
        [0, "#000000", 0],
        [1, "#000000", 0.08],
      ]),
    ),
  );

  // floor with planks
  s.add(rect(0, 560, W, 240, s.lin(st.floor)));
  if (st.mode === "cafe") {
    // classic black-and-white checkered tiles in one-point perspective
    const tiles: string[] = [];
    const vx = W / 2;
    const vy = 300;
    const xAt = (bottomX: number, y: number) => vx + ((bottomX - vx) * (y - vy)) / (H - vy);
    const rows: number[] = [];
    for (let t = 0; t <= 1.0001; t += 1 / 7) rows.push(560 + (H - 560) * Math.pow(t, 1.35));
    const cols: number[] = [];
    for (let bx = -1800; bx <= W + 1800; bx += 150) cols.push(bx);
    for (let r = 0; r < rows.length - 1; r++) {
      const y0 = rows[r] as number;
      const y1 = rows[r + 1] as number;
      for (let c = 0; c < cols.length - 1; c++) {
        if ((r + c) % 2 !== 0) continue;
        const b0 = cols[c] as number;
        const b1 = cols[c + 1] as number;
        tiles.push(
          poly(
            [
              [xAt(b0, y0), y0],
              [xAt(b1, y0), y0],
              [xAt(b1, y1), y1],
              [xAt(b0, y1), y1],
            ],
            "#efe8dc",
          ),
        );
      }
    }
    s.add(group(tiles.join(""), `opacity="0.9"`));
  } else {
    for (let y = 578; y < H; y += 22 + (y - 560) * 0.12)
      s.add(line(0, y, W, y, st.plank, 1.5, `opacity="0.45"`));
  }
  s.add(
    poly(
      [
        [wx, 560],
        [wx + ww, 560],
        [wx + ww + 160, 800],
        [wx - 160, 800],
      ],
      "#fff6dc",
      `opacity="0.1"`,
    ),
  );

  // side shelf with books (right) and a tall plant (left)
  s.add(rect(1090, 180, 110, 380, st.deskEdge));
  for (let shelf = 0; shelf < 4; shelf++) {
    const y = 230 + shelf * 88;
    s.add(rect(1096, y, 104, 8, st.desk));
    let bx = 1100;
    while (bx < 1190) {
      if (st.mode === "cafe") {
        const bh = s.rand(40, 56);
        const c = s.pick(["#3f6b4f", "#6a1f2a", "#c9a441", "#2f4f6f", "#e9d7a8"]);
        s.add(rect(bx, y - bh, 12, bh, c, `rx="4"`));
        s.add(rect(bx + 4, y - bh - 12, 4, 14, c));
        bx += 17;
      } else {
        const bw = s.rand(8, 16);
        const bh = s.rand(40, 70);
        s.add(
          rect(
            bx,
            y - bh,
            bw,
            bh,
            s.pick([st.accent, "#e7d9c0", "#5b7a8c", "#c2523f", "#3f6b4f", "#d9a441"]),
          ),
        );
        bx += bw + 2;
      }
    }
  }
  plantPot(s, 70, 640, 200, st.pot, st.leaf, st.leafDark);

  for (const lx of [330, 600, 870]) pendantLamp(s, lx, 0, 70, st.lampShade, st.glow);

  if (st.mode === "cowork") {
    // long shared desk
    s.add(rect(200, 600, 800, 16, st.desk));
    s.add(rect(200, 616, 800, 6, st.deskEdge));
    for (const lx of [220, 970]) s.add(rect(lx, 622, 10, 120, st.deskEdge));
    const laptops = [300, 470, 640, 810, 930];
    for (const lx of laptops) laptop(s, lx, 600, 80, st.laptop, st.screen, 1);
    cup(s, 385, 600, 16, st.accent, "#ffffff");
    cup(s, 725, 600, 14, "#f4f1ea");
    plantPot(s, 560, 600, 50, st.pot, st.leaf, st.leafDark);
    // people seated with their backs to us
    const seats: Array<[number, number]> = [
      [300, 760],
      [470, 764],
      [810, 760],
    ];
    seats.forEach(([px, py], i) => {
      const [body, head, hair] = st.people[i % st.people.length] ?? ["#333", "#a0785a", "#222"];
      chair(s, px + 10, 800, 120, st.chair);
      seated(s, px, py, 190, body, head, 1, hair);
    });
  } else {
    // café: bar counter on the right, bistro tables
    s.add(rect(860, 480, 340, 150, st.deskEdge));
    s.add(rect(850, 470, 350, 14, st.desk));
    for (let px = 880; px < 1200; px += 60) s.add(rect(px, 500, 40, 110, "#000000", `opacity="0.12"`));
    // espresso machine on the counter
    s.add(rect(930, 420, 90, 50, "#c9ccd1", `rx="6"`));
    s.add(rect(940, 430, 70, 8, "#9aa0a8"));
    cup(s, 960, 470, 12, "#f4f1ea");
    cup(s, 990, 470, 12, "#f4f1ea");
    for (const [tx, k] of [
      [250, 1],
      [520, 1.05],
    ] as const) {
      bistroTable(s, tx, 740, 150 * k, "#f2efe9", st.deskEdge);
      cup(s, tx - 20, 635, 14, "#f4f1ea", "#ffffff");
      cup(s, tx + 22, 635, 14, "#f4f1ea");
      chair(s, tx - 80, 760, 110, st.chair);
      chair(s, tx + 86, 760, 110, st.chair);
    }
    const [b1, h1, hr1] = st.people[0] ?? ["#333", "#a0785a", "#222"];
    const [b2, h2, hr2] = st.people[1] ?? ["#444", "#8a6a4a", "#111"];
    seated(s, 190, 700, 170, b1, h1, 1, hr1);
    seated(s, 610, 700, 170, b2, h2, -1, hr2);
    laptop(s, 560, 635, 70, st.laptop, st.screen, -1);
  }
  if (st.mirror) s.add("</g>");
}

// Views used inside the windows -------------------------------------------------------------

const medellinView: View = (s, x, y, w, h) => {
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linU(
        [
          [0, "#7fbde3"],
          [0.7, "#d9ecef"],
          [1, "#f3ead3"],
        ],
        0,
        y,
        0,
        y + h,
      ),
    ),
  );
  cloud(s, x + 120, y + 90, 1.1, "#ffffff", 0.85);
  cloud(s, x + 620, y + 60, 0.8, "#ffffff", 0.75);
  const far = ridge(s, {
    baseY: y + 200,
    amp: 30,
    fill: "#97bfa0",
    x0: x - 20,
    x1: x + w + 20,
    peaks: [
      [x + 200, y + 160],
      [x + 700, y + 150],
    ],
    levels: 6,
  });
  hillHouses(s, far, x, x + w, 2.5, ["#c96f45", "#d98a5c", "#e4a77c", "#efe3cf"], "#8c3f26", 120, 1.1, 20);
  s.add(line(x + 420, y + h, x + w, y + 170, "#3e4a4f", 1.6));
  s.add(rect(x + 640, y + 244, 22, 18, "#e04b3a", `rx="4"`));
  s.add(rect(x + 790, y + 200, 22, 18, "#f2f2ee", `rx="4"`));
  skyline(s, {
    x0: x,
    x1: x + w,
    baseY: y + h,
    minH: 40,
    maxH: 110,
    minW: 30,
    maxW: 60,
    fills: ["#c9d2d2", "#b8c4c6", "#ddd7ca"],
    win: { lit: "#f9f1d8", dark: "#8fa3ab", litRatio: 0.2, rowH: 9 },
    gap: 4,
  });
};

const saoPauloView: View = (s, x, y, w, h) => {
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linU(
        [
          [0, "#9cc3e0"],
          [1, "#f1e2cf"],
        ],
        0,
        y,
        0,
        y + h,
      ),
    ),
  );
  skyline(s, {
    x0: x - 10,
    x1: x + w + 10,
    baseY: y + h,
    minH: 150,
    maxH: 320,
    minW: 36,
    maxW: 80,
    fills: ["#b6bfcc", "#c5ccd6", "#a9b3c2"],
    win: { lit: "#f3f0e6", dark: "#8c98ab", litRatio: 0.3, rowH: 10 },
    gap: 3,
    tops: ["flat", "antenna", "crown"],
  });
  haze(s, y + 100, y + h, "#f3e9dc", 0.35);
  skyline(s, {
    x0: x - 10,
    x1: x + w + 10,
    baseY: y + h + 20,
    minH: 90,
    maxH: 220,
    minW: 50,
    maxW: 110,
    fills: ["#8e97a8", "#7f889b", "#99a2b2"],
    win: { lit: "#f8f2e2", dark: "#6a7489", litRatio: 0.25, rowH: 11 },
    gap: 4,
    tops: ["flat", "stepped"],
  });
  for (const mx of [x + 560, x + 640]) {
    s.add(
      poly(
        [
          [mx - 6, y + h],
          [mx + 6, y + h],
          [mx + 1, y + 40],
          [mx - 1, y + 40],
        ],
        "#6c7384",
      ),
    );
    s.add(circle(mx, y + 40, 3, "#e65b5b"));
  }
};

const quitoView: View = (s, x, y, w, h) => {
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linU(
        [
          [0, "#7db8df"],
          [1, "#eef1e6"],
        ],
        0,
        y,
        0,
        y + h,
      ),
    ),
  );
  const slope = ridge(s, {
    baseY: y + 120,
    amp: 30,
    fill: "#6f9a6a",
    x0: x - 20,
    x1: x + w + 20,
    peaks: [
      [x + 260, y + 40],
      [x + 640, y + 90],
    ],
    levels: 6,
  });
  cloud(s, x + 180, y + 90, 1.3, "#ffffff", 0.8);
  hillHouses(s, slope, x, x + w, 2.2, ["#f3eee4", "#eae1d0", "#f7f3ec"], "#b9573a", 240, 1.7, 80);
  churchDomeSmall(s, x + 520, y + h - 40, 60);
};

const montevideoView: View = (s, x, y, w, h) => {
  s.add(
    rect(
      x,
      y,
      w,
      h * 0.48,
      s.linU(
        [
          [0, "#5f9fd0"],
          [1, "#e9e6da"],
        ],
        0,
        y,
        0,
        y + h * 0.48,
      ),
    ),
  );
  cloud(s, x + 90, y + 60, 1, "#ffffff", 0.85);
  water(s, y + h * 0.48, y + h, "#9c8f7c", "#5f6a72", "#fff2d6", 50, x, x + w);
  // Palacio Salvo and the city on the far side of the bay
  skyline(s, {
    x0: x + 430,
    x1: x + w,
    baseY: y + h * 0.5,
    minH: 24,
    maxH: 70,
    minW: 30,
    maxW: 60,
    fills: ["#cfc4b7", "#bfb2a4", "#d9cfc2"],
    win: { lit: "#fff4dc", dark: "#8f8276", litRatio: 0.2, rowH: 9 },
    gap: 2,
  });
  const sx = x + 700;
  const sb = y + h * 0.5;
  s.add(rect(sx - 40, sb - 80, 80, 80, "#c9a98a"));
  s.add(rect(sx - 20, sb - 125, 40, 46, "#c9a98a"));
  s.add(rect(sx - 13, sb - 152, 26, 28, "#c9a98a"));
  s.add(path(`M${sx - 9},${sb - 152} Q${sx},${sb - 168} ${sx + 9},${sb - 152} Z`, "#a98a6c"));
  s.add(rect(sx - 1.5, sb - 190, 3, 26, "#a98a6c"));
  // Rambla promenade in the foreground
  s.add(
    path(
      `M${x},${y + h} L${x},${y + h * 0.88} C${x + 300},${y + h * 0.84} ${x + 600},${y + h * 0.81} ${x + w},${y + h * 0.79} L${x + w},${y + h} Z`,
      "#d9c8b0",
    ),
  );
  s.add(
    path(
      `M${x},${y + h * 0.89} C${x + 300},${y + h * 0.85} ${x + 600},${y + h * 0.82} ${x + w},${y + h * 0.8} L${x + w},${y + h * 0.83} C${x + 600},${y + h * 0.85} ${x + 300},${y + h * 0.88} ${x},${y + h * 0.92} Z`,
      "#8a7866",
    ),
  );
  for (let i = 0; i < 6; i++)
    streetLamp(s, x + 80 + i * 160, y + h * (0.92 - i * 0.02), 60 - i * 5, "#3a3036");
  palm(s, x + 160, y + h * 0.95, 140, "#3f6b45", 0.05);
  person(s, x + 420, y + h * 0.93, 50, "#2f3a4a");
  person(s, x + 446, y + h * 0.93, 46, "#b5523b");
};

const buenosAiresView: View = (s, x, y, w, h) => {
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linU(
        [
          [0, "#8ec3ea"],
          [1, "#eaf3f2"],
        ],
        0,
        y,
        0,
        y + h,
      ),
    ),
  );
  const facade = ["#e8dcc4", "#d9c9ae", "#efe4cf"];
  for (let i = 0; i < 5; i++) {
    const bx = x + i * 190 - 20;
    s.add(rect(bx, y + 40, 186, h, facade[i % 3] ?? "#e8dcc4"));
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 4; c++) s.add(rect(bx + 18 + c * 42, y + 70 + r * 58, 18, 34, "#6d7f8c"));
    s.add(rect(bx - 4, y + 34, 194, 10, "#b9ab93"));
  }
  s.add(rect(x, y + h - 60, w, 60, "#8f959b"));
  for (const tx of [x + 120, x + 420, x + 720])
    bloomTree(s, tx, y + h - 40, 130, "#55744e", "#8a6cc8", "#b59ae6", "#4a3a33");
  // black-and-yellow taxi
  s.add(rect(x + 520, y + h - 56, 110, 30, "#1e1e22", `rx="8"`));
  s.add(rect(x + 540, y + h - 76, 68, 24, "#f2c230", `rx="6"`));
  s.add(rect(x + 548, y + h - 72, 24, 14, "#9fb6c8"));
  s.add(rect(x + 578, y + h - 72, 24, 14, "#9fb6c8"));
  s.add(circle(x + 545, y + h - 24, 10, "#111"));
  s.add(circle(x + 605, y + h - 24, 10, "#111"));
};

function churchDomeSmall(s: Svg, x: number, baseY: number, w: number): void {
  s.add(rect(x - w / 2, baseY - w * 0.5, w, w * 0.5 + 40, "#f2ede3"));
  s.add(
    path(
      `M${x - w * 0.42},${baseY - w * 0.5} Q${x - w * 0.42},${baseY - w * 1.15} ${x},${baseY - w * 1.15} Q${x + w * 0.42},${baseY - w * 1.15} ${x + w * 0.42},${baseY - w * 0.5} Z`,
      "#3f8f7a",
    ),
  );
  s.add(rect(x - 2, baseY - w * 1.4, 4, w * 0.26, "#f2ede3"));
}

// ---------------------------------------------------------------------------------------------
// Street with façades, terrace tables and trees
// ---------------------------------------------------------------------------------------------
type Facade = {
  wall: string;
  trim: string;
  shutter: string;
  floors: number;
  w: number;
  balcony?: boolean;
  awning?: [string, string];
};

function facadeRow(s: Svg, facades: Facade[], groundY: number, floorH: number, x0 = -10): void {
  let x = x0;
  for (const fa of facades) {
    const h = fa.floors * floorH + 40;
    const top = groundY - h;
    s.add(rect(x, top, fa.w, h, fa.wall));
    s.add(rect(x - 4, top - 12, fa.w + 8, 14, fa.trim));
    s.add(rect(x + fa.w - 10, top, 10, h, "#000000", `opacity="0.06"`));
    for (let fl = 0; fl < fa.floors; fl++) {
      const fy = top + 30 + fl * floorH;
      const isGround = fl === fa.floors - 1;
      const cols = Math.max(1, Math.floor(fa.w / 90));
      const cw = fa.w / cols;
      for (let c = 0; c < cols; c++) {
        const cx = x + c * cw + cw / 2;
        const wh = isGround ? floorH - 20 : floorH * 0.55;
        const ww = isGround ? cw * 0.6 : cw * 0.42;
        s.add(rect(cx - ww / 2 - 5, fy - 5, ww + 10, wh + 8, fa.trim));
        s.add(
          path(
            `M${f(cx - ww / 2)},${f(fy + wh)} L${f(cx - ww / 2)},${f(fy + ww / 2)} Q${f(cx)},${f(fy - ww * 0.1)} ${f(cx + ww / 2)},${f(fy + ww / 2)} L${f(cx + ww / 2)},${f(fy + wh)} Z`,
            isGround ? "#3b3430" : "#31414f",
          ),
        );
        if (!isGround) {
          s.add(rect(cx - ww / 2 - 14, fy + wh * 0.1, 12, wh * 0.9, fa.shutter));
          s.add(rect(cx + ww / 2 + 2, fy + wh * 0.1, 12, wh * 0.9, fa.shutter));
          if (fa.balcony) {
            s.add(rect(cx - ww / 2 - 16, fy + wh, ww + 32, 5, "#2d2a2a"));
            for (let bx = cx - ww / 2 - 14; bx < cx + ww / 2 + 14; bx += 7)
              s.add(rect(bx, fy + wh - 20, 2, 20, "#2d2a2a"));
            s.add(rect(cx - ww / 2 - 16, fy + wh - 22, ww + 32, 3, "#2d2a2a"));
          }
        } else if (fa.awning) {
          awning(s, cx - ww / 2 - 20, fy - 26, ww + 40, 34, fa.awning[0], fa.awning[1], 7);
        }
      }
    }
    x += fa.w;
  }
}

function terrace(
  s: Svg,
  tx: number,
  floorY: number,
  k: number,
  umbrella: string | null,
  people: Array<[string, string, string]>,
  tableTop = "#f2efe9",
): void {
  if (umbrella) {
    s.add(rect(tx - 2, floorY - 210 * k, 4, 210 * k, "#5a4a3a"));
    s.add(
      path(
        `M${tx - 100 * k},${floorY - 180 * k} Q${tx},${floorY - 250 * k} ${tx + 100 * k},${floorY - 180 * k} Z`,
        umbrella,
      ),
    );
    s.add(rect(tx - 100 * k, floorY - 182 * k, 200 * k, 8 * k, umbrella, `opacity="0.8"`));
  }
  bistroTable(s, tx, floorY, 120 * k, tableTop, "#3a3330");
  cup(s, tx - 14 * k, floorY - 84 * k, 11 * k, "#f4f1ea", "#ffffff");
  const [b1, h1, hr1] = people[0] ?? ["#333", "#a0785a", "#222"];
  const [b2, h2, hr2] = people[1] ?? ["#444", "#8a6a4a", "#111"];
  chair(s, tx - 62 * k, floorY + 6, 90 * k, "#3a3330");
  seated(s, tx - 58 * k, floorY - 40 * k, 120 * k, b1, h1, 1, hr1);
  chair(s, tx + 66 * k, floorY + 6, 90 * k, "#3a3330");
  seated(s, tx + 62 * k, floorY - 40 * k, 120 * k, b2, h2, -1, hr2);
}

const PEOPLE: Array<[string, string, string]> = [
  ["#3d5a80", "#c68b59", "#2b1d14"],
  ["#b5523b", "#8d5a3b", "#1c1410"],
  ["#2f6f5e", "#e0ac7e", "#6b4226"],
  ["#6c4f8a", "#a86f4c", "#1f1a17"],
  ["#d9a441", "#7a4e33", "#231815"],
];

function medellinStreet(s: Svg): void {
  sky(s, [
    [0, "#7cbfe6"],
    [1, "#e7f1ee"],
  ]);
  cloud(s, 700, 90, 1.1, "#ffffff", 0.85);
  ridge(s, { baseY: 250, amp: 30, fill: "#8fb98f", levels: 6 });
  facadeRow(
    s,
    [
      {
        wall: "#f1e6d4",
        trim: "#e0cdb1",
        shutter: "#3f7d5b",
        floors: 3,
        w: 330,
        balcony: true,
        awning: ["#2f6f5e", "#f3efe6"],
      },
      {
        wall: "#d9825b",
        trim: "#f3e4cf",
        shutter: "#f3e4cf",
        floors: 2,
        w: 260,
        awning: ["#f2c230", "#fbf5e6"],
      },
      {
        wall: "#f7f1e6",
        trim: "#c96f45",
        shutter: "#c96f45",
        floors: 3,
        w: 340,
        balcony: true,
        awning: ["#c96f45", "#fbf5e6"],
      },
      {
        wall: "#9fc4b0",
        trim: "#f3efe6",
        shutter: "#2f6f5e",
        floors: 2,
        w: 300,
        awning: ["#2f6f5e", "#fbf5e6"],
      },
    ],
    600,
    130,
  );
  s.add(rect(0, 600, W, 90, "#d8cdbb"));
  s.add(rect(0, 690, W, 110, "#8c8680"));
  for (let x = 0; x < W; x += 40) s.add(line(x, 600, x - 20, 690, "#c6baa6", 1.5));
  bloomTree(s, 140, 640, 220, "#3f7d46", "#f2c12e", "#ffe07a", "#5b4330");
  bloomTree(s, 1080, 640, 200, "#3f7d46", "#e9799f", "#f8b6cc", "#5b4330");
  terrace(s, 420, 660, 1, "#2f6f5e", [PEOPLE[0]!, PEOPLE[1]!]);
  terrace(s, 760, 660, 1, "#c96f45", [PEOPLE[2]!, PEOPLE[3]!]);
  plantPot(s, 600, 640, 80, "#c96f45", "#4f8a5a", "#3c7048");
  person(s, 980, 760, 140, "#3d3a5c", "#b07a52", { bag: true, hair: "#1c1410" });
  // moto-taxi free street, a yellow taxi
  s.add(rect(180, 710, 170, 50, "#f2c230", `rx="14"`));
  s.add(rect(215, 684, 100, 34, "#f2c230", `rx="10"`));
  s.add(rect(225, 690, 36, 22, "#9fc4d8"));
  s.add(rect(268, 690, 36, 22, "#9fc4d8"));
  s.add(circle(220, 762, 16, "#222"));
  s.add(circle(312, 762, 16, "#222"));
}

function buenosAiresMarket(s: Svg): void {
  sky(s, [
    [0, "#7fb8e3"],
    [1, "#eaf2f1"],
  ]);
  cloud(s, 200, 80, 1, "#ffffff", 0.85);
  facadeRow(
    s,
    [
      { wall: "#e9dcc5", trim: "#d2c0a2", shutter: "#4d6b80", floors: 3, w: 320, balcony: true },
      { wall: "#c96a4f", trim: "#eadcc4", shutter: "#eadcc4", floors: 2, w: 260, balcony: true },
      { wall: "#f1e8d6", trim: "#b9a888", shutter: "#3f6b5a", floors: 3, w: 320, balcony: true },
      { wall: "#7fa7b8", trim: "#efe5d2", shutter: "#efe5d2", floors: 2, w: 320, balcony: true },
    ],
    560,
    140,
  );
  // Paving
  s.add(rect(0, 560, W, 240, "#8e8680"));
  for (let i = 0; i < 400; i++)
    s.add(
      rect(
        s.rand(0, W),
        s.rand(566, 796),
        s.rand(12, 22),
        6,
        s.pick(["#9d958e", "#7f7771", "#a8a099"]),
        `rx="2"`,
      ),
    );
  // Stalls
  const stallColors: Array<[string, string]> = [
    ["#2b6cb0", "#f4f1ea"],
    ["#c53030", "#f4f1ea"],
    ["#2f855a", "#f4f1ea"],
    ["#d69e2e", "#f4f1ea"],
  ];
  stallColors.forEach(([a, b], i) => {
    const x = 40 + i * 290;
    s.add(rect(x, 560, 230, 70, "#6b4f3a"));
    s.add(rect(x - 6, 552, 242, 10, "#8a6a4f"));
    awning(s, x - 10, 430, 250, 40, a, b, 8);
    s.add(rect(x + 4, 470, 4, 84, "#4a3a2a"));
    s.add(rect(x + 222, 470, 4, 84, "#4a3a2a"));
    // goods: antiques, mate gourds, fileteado signs
    if (i === 0)
      for (let k = 0; k < 6; k++)
        s.add(ellipse(x + 30 + k * 34, 540, 13, 16, s.pick(["#7a4e2d", "#a0673d", "#5d3b22"])));
    if (i === 1)
      for (let k = 0; k < 5; k++)
        s.add(rect(x + 20 + k * 42, 500, 34, 50, s.pick(["#1d1d24", "#c53030", "#2b6cb0"]), `rx="4"`));
    if (i === 2) produce(s, x + 20, 552, 190, ["#e9a23b", "#d9482b", "#f2d06b", "#7fae4a"], 9);
    if (i === 3)
      for (let k = 0; k < 7; k++)
        s.add(circle(x + 22 + k * 30, 532, 12, s.pick(["#f2c230", "#d8d8d8", "#b7791f"])));
  });
  for (let i = 0; i < 9; i++) {
    const [body, head, hair] = PEOPLE[i % PEOPLE.length]!;
    person(s, 60 + i * 130 + s.rand(-30, 30), 760 + s.rand(-20, 20), s.rand(150, 180), body, head, {
      hair,
      bag: i % 3 === 0,
    });
  }
  // tango street performers
  person(s, 600, 700, 120, "#1f1c24", "#c68b59", { hair: "#1f1c24" });
  person(s, 630, 700, 112, "#b4232a", "#e0ac7e", { hair: "#1f1c24" });
  streetLamp(s, 1150, 720, 220, "#2a2a30");
}

function rioSantaTeresa(s: Svg): void {
  sky(s, [
    [0, "#5fb0e6"],
    [1, "#f3efe1"],
  ]);
  sun(s, 1020, 110, 34, "#fffbe6", "#fff0b8", 240, 0.5);
  cloud(s, 120, 110, 1.2, "#ffffff", 0.9);
  ridge(s, {
    baseY: 300,
    amp: 40,
    fill: "#4f8a5a",
    peaks: [
      [300, 240],
      [900, 280],
    ],
    levels: 6,
  });
  // Sloping street: houses step down the hill
  const slope = (x: number) => 640 - x * 0.18;
  const houses: Array<[number, number, string, string]> = [
    [0, 220, "#f2c230", "#2f6fa8"],
    [220, 200, "#e56b4e", "#f4f1ea"],
    [420, 230, "#3aa07a", "#f4f1ea"],
    [650, 200, "#f4efe4", "#2f6fa8"],
    [850, 200, "#8fc1d8", "#e56b4e"],
    [1050, 170, "#f2a3b3", "#2f6f5e"],
  ];
  for (const [x, w, wall, trim] of houses) {
    const base = slope(x + w / 2) - 30;
    const h = s.rand(230, 300);
    s.add(rect(x, base - h, w, h + 60, wall));
    s.add(
      poly(
        [
          [x - 10, base - h],
          [x + w + 10, base - h],
          [x + w - 20, base - h - 40],
          [x + 20, base - h - 40],
        ],
        "#b5563a",
      ),
    );
    for (let wx = x + 26; wx + 40 < x + w; wx += 70) {
      s.add(rect(wx - 4, base - h + 40, 48, 76, trim));
      s.add(rect(wx, base - h + 44, 40, 68, "#3b4a58"));
      s.add(rect(wx - 4, base - 100, 48, 70, trim));
      s.add(rect(wx, base - 96, 40, 62, "#3b4a58"));
    }
    if (s.r() < 0.6)
      for (let k = 0; k < 8; k++)
        s.add(
          circle(
            x + s.rand(10, w - 10),
            base - h + s.rand(0, 30),
            s.rand(6, 12),
            s.pick(["#d6336c", "#e64980", "#f783ac"]),
          ),
        );
  }
  // Street, cobbles and tram rails
  s.add(path(`M0,${slope(0)} L${W},${slope(W)} L${W},${H} L0,${H} Z`, "#7d746c"));
  for (let i = 0; i < 300; i++) {
    const x = s.rand(0, W);
    s.add(rect(x, s.rand(slope(x) + 6, H), s.rand(10, 18), 6, s.pick(["#8d847b", "#6f675f"]), `rx="2"`));
  }
  s.add(line(0, slope(0) + 60, W, slope(W) + 60, "#bfb6aa", 4));
  s.add(line(0, slope(0) + 100, W, slope(W) + 100, "#bfb6aa", 4));
  // The yellow bonde
  const bx = 420;
  const by = slope(bx) + 40;
  const tram = `<g transform="rotate(-10.2 ${bx + 170} ${by})">
    ${rect(bx, by - 150, 340, 120, "#f2b705", `rx="10"`)}
    ${rect(bx - 10, by - 162, 360, 16, "#7a5a2a", `rx="6"`)}
    ${rect(bx, by - 36, 340, 20, "#c98f00")}
    ${[0, 1, 2, 3, 4, 5].map((i) => rect(bx + 16 + i * 54, by - 132, 40, 50, "#6d5a3a")).join("")}
    ${rect(bx + 10, by - 70, 320, 8, "#7a5a2a")}
    ${circle(bx + 60, by - 10, 18, "#2d2a28")}
    ${circle(bx + 280, by - 10, 18, "#2d2a28")}
    ${line(bx + 170, by - 162, bx + 200, by - 240, "#333", 3)}
  </g>`;
  s.add(tram);
  s.add(line(0, 170, W, 130, "#333", 1.5));
  person(s, 1060, 760, 170, "#2f6f5e", "#8d5a3b", { hair: "#1c1410" });
  palm(s, 1150, 700, 300, "#2f6d3f", -0.1);
}

function rioBeachKiosk(s: Svg): void {
  sky(s, [
    [0, "#3a4a8c"],
    [0.45, "#d1778a"],
    [0.75, "#f6a96b"],
    [1, "#ffd89a"],
  ]);
  sun(s, 640, 470, 46, "#fff1c9", "#ffc27a", 420, 0.6);
  // Dois Irmãos
  s.add(
    path(
      "M700,520 C760,470 800,380 850,300 C880,250 910,240 930,262 C950,290 960,340 990,380 C1010,300 1040,250 1080,250 C1120,252 1150,330 1180,420 L1220,520 Z",
      "#3b2a4f",
    ),
  );
  s.add(path("M-20,520 C100,500 250,490 400,505 L400,520 Z", "#4a3a5c"));
  water(s, 520, 640, "#f2a474", "#5b4a78", "#ffe6b5", 70);
  for (let i = 0; i < 12; i++)
    s.add(
      rect(
        640 - (20 + i * 8),
        528 + i * 9,
        40 + i * 16,
        3,
        "#fff0c8",
        `rx="1.5" opacity="${f(0.7 - i * 0.04)}"`,
      ),
    );
  // Sand
  s.add(path("M-20,800 L-20,630 C300,620 700,612 1220,624 L1220,800 Z", "#f0cf9e"));
  s.add(
    path(
      "M-20,650 C300,640 700,632 1220,644 L1220,630 C700,618 300,626 -20,636 Z",
      "#fff3dc",
      `opacity="0.7"`,
    ),
  );
  // Kiosk (quiosque) with counter, laptop and coconut
  s.add(rect(80, 380, 420, 20, "#2f6f5e"));
  awning(s, 60, 400, 460, 40, "#2f6f5e", "#f4f1ea", 9);
  s.add(rect(100, 440, 10, 260, "#5a4a3a"));
  s.add(rect(470, 440, 10, 260, "#5a4a3a"));
  s.add(rect(80, 600, 420, 110, "#d8b07a"));
  for (let x = 90; x < 500; x += 24) s.add(rect(x, 604, 14, 102, "#c99e68"));
  s.add(rect(70, 590, 440, 16, "#8a6a48"));
  laptop(s, 250, 590, 110, "#d5d8dd", "#bfe4ff", -1);
  s.add(circle(380, 568, 24, "#6f9a3a"));
  s.add(circle(376, 562, 8, "#8fbf55", `opacity="0.6"`));
  s.add(line(384, 546, 396, 510, "#e64980", 3));
  // Beach chairs and umbrellas
  for (const [ux, c] of [
    [720, "#e64980"],
    [980, "#f2c230"],
  ] as const) {
    s.add(rect(ux - 2, 540, 4, 150, "#5a4a3a"));
    s.add(path(`M${ux - 90},${560} Q${ux},${490} ${ux + 90},${560} Z`, c));
    s.add(
      poly(
        [
          [ux - 40, 690],
          [ux + 40, 690],
          [ux + 56, 660],
          [ux - 24, 660],
        ],
        "#f4f1ea",
      ),
    );
  }
  palm(s, 1120, 660, 360, "#1c1527", -0.12);
  palm(s, 40, 660, 300, "#1c1527", 0.08);
  person(s, 880, 700, 120, "#1c1527");
  birds(s, 900, 200, 6, "#3a2a48", 10);
}

function limaBarranco(s: Svg): void {
  sky(s, [
    [0, "#9fc0d4"],
    [1, "#f3e6d2"],
  ]);
  cloud(s, 900, 100, 1.3, "#f7f3ee", 0.8);
  // Mansions on both sides of the ravine
  const left: Facade[] = [
    { wall: "#f2c230", trim: "#f7f1e6", shutter: "#2f6f8f", floors: 2, w: 260, balcony: true },
    { wall: "#e56b4e", trim: "#f7f1e6", shutter: "#2f6f5e", floors: 2, w: 220 },
  ];
  const right: Facade[] = [
    { wall: "#5aa9c9", trim: "#f7f1e6", shutter: "#f7f1e6", floors: 2, w: 240 },
    { wall: "#f4efe4", trim: "#c9683f", shutter: "#c9683f", floors: 2, w: 260, balcony: true },
  ];
  facadeRow(s, left, 470, 150, -20);
  facadeRow(s, right, 470, 150, 720);
  // Ravine with stairs down to the sea
  s.add(path("M460,470 L740,470 L820,800 L380,800 Z", "#a68a6c"));
  for (let y = 480; y < 800; y += 18) {
    const t = (y - 470) / 330;
    s.add(rect(460 - t * 80, y, 280 + t * 160, 6, "#c6ab8a"));
  }
  // Bougainvillea along the sides
  for (let i = 0; i < 60; i++)
    s.add(
      circle(
        s.rand(380, 470) + (s.r() < 0.5 ? 0 : 300),
        s.rand(470, 800),
        s.rand(8, 18),
        s.pick(["#d6336c", "#e64980", "#c2255c", "#3f7d46"]),
      ),
    );
  // Puente de los Suspiros
  s.add(rect(440, 410, 320, 24, "#7a5234"));
  s.add(rect(440, 380, 320, 6, "#7a5234"));
  for (let x = 446; x < 760; x += 18) s.add(rect(x, 384, 4, 28, "#7a5234"));
  s.add(
    poly(
      [
        [430, 410],
        [470, 410],
        [470, 470],
        [430, 470],
      ],
      "#6b452b",
    ),
  );
  s.add(
    poly(
      [
        [730, 410],
        [770, 410],
        [770, 470],
        [730, 470],
      ],
      "#6b452b",
    ),
  );
  s.add(path("M440,360 Q600,300 760,360", "none", `stroke="#7a5234" stroke-width="6"`));
  for (let x = 470; x < 760; x += 40)
    s.add(line(x, 340 - Math.sin(((x - 440) / 320) * Math.PI) * 26, x, 382, "#7a5234", 2));
  for (const [px, c] of [
    [520, 0],
    [560, 1],
    [690, 3],
  ] as const) {
    const [body, head, hair] = PEOPLE[c]!;
    person(s, px, 410, 70, body, head, { hair });
  }
  // Sea glimpse at the end of the ravine
  s.add(rect(560, 470, 80, 40, "#5b8ea6"));
  // Foreground street
  s.add(rect(0, 720, W, 80, "#7d746c"));
  streetLamp(s, 120, 760, 200, "#2d2a28", "#ffe3a0");
  streetLamp(s, 1080, 760, 200, "#2d2a28", "#ffe3a0");
  person(s, 260, 790, 160, "#2f6f5e", "#8d5a3b", { hair: "#1c1410", bag: true });
  person(s, 940, 790, 150, "#b5523b", "#c68b59", { hair: "#2b1d14" });
}

function santiagoLastarria(s: Svg): void {
  sky(s, [
    [0, "#79acd8"],
    [1, "#f1e9e0"],
  ]);
  // Andes peeking above the rooftops
  const a = ridge(s, {
    baseY: 150,
    amp: 24,
    fill: "#a0a3bb",
    peaks: [
      [240, 80],
      [560, 110],
      [860, 60],
    ],
    levels: 5,
  });
  snowCap(s, a, 130, "#fbf6f4");
  facadeRow(
    s,
    [
      {
        wall: "#e9d6bd",
        trim: "#cbb291",
        shutter: "#5a6b7a",
        floors: 3,
        w: 300,
        balcony: true,
        awning: ["#7a2e3a", "#f3ece0"],
      },
      {
        wall: "#b7b9a5",
        trim: "#efe7d8",
        shutter: "#efe7d8",
        floors: 3,
        w: 280,
        awning: ["#2f5f4f", "#f3ece0"],
      },
      {
        wall: "#d59a72",
        trim: "#f3ece0",
        shutter: "#4d5d6b",
        floors: 3,
        w: 320,
        balcony: true,
        awning: ["#1f3b57", "#f3ece0"],
      },
      {
        wall: "#efe7d8",
        trim: "#a98a6c",
        shutter: "#7a2e3a",
        floors: 3,
        w: 320,
        awning: ["#7a2e3a", "#f3ece0"],
      },
    ],
    600,
    130,
  );
  s.add(rect(0, 600, W, 200, "#a39a90"));
  for (let i = 0; i < 260; i++)
    s.add(rect(s.rand(0, W), s.rand(606, 796), s.rand(12, 20), 6, s.pick(["#b2a99f", "#958c83"]), `rx="2"`));
  // plane trees
  for (const tx of [120, 1090]) {
    roundTree(s, tx, 640, 240, "#5d7d3e", "#7c9c52", "#6b5a48");
  }
  terrace(s, 420, 660, 1, "#7a2e3a", [PEOPLE[3]!, PEOPLE[2]!]);
  terrace(s, 780, 660, 1, "#1f3b57", [PEOPLE[0]!, PEOPLE[4]!]);
  // string lights
  s.add(`<path d="M0,300 Q300,360 600,300 T1200,300" fill="none" stroke="#3a3330" stroke-width="1.5"/>`);
  for (let x = 20; x < W; x += 40)
    s.add(circle(x, 300 + Math.sin((x / 600) * Math.PI) * 28 * (x < 600 ? 1 : -1) + 6, 4, "#ffd98a"));
  person(s, 600, 780, 150, "#2e3440", "#c68b59", { hair: "#2b1d14", bag: true });
  // bicycle
  s.add(circle(980, 760, 26, "none", `stroke="#2e3440" stroke-width="4"`));
  s.add(circle(1060, 760, 26, "none", `stroke="#2e3440" stroke-width="4"`));
  s.add(
    `<path d="M980,760 L1010,720 L1060,760 M1010,720 L1040,720 L1060,760 M1005,712 L1018,712 M1040,720 L1046,706" fill="none" stroke="#7a2e3a" stroke-width="4"/>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Markets
// ---------------------------------------------------------------------------------------------
function saoPauloMercadao(s: Svg): void {
  s.add(rect(0, 0, W, H, "#e9dcc6"));
  // Arched stained-glass windows
  for (let i = 0; i < 4; i++) {
    const x = 90 + i * 270;
    const w = 210;
    const arch = `M${x},380 L${x},160 Q${x + w / 2},40 ${x + w},160 L${x + w},380 Z`;
    s.add(path(arch, "#8a6a48"));
    const clip = s.clip(`<path d="${arch}"/>`);
    const panes: string[] = [];
    for (let r = 0; r < 8; r++)
      for (let c = 0; c < 5; c++)
        panes.push(
          rect(
            x + c * (w / 5) + 4,
            60 + r * 42 + 4,
            w / 5 - 8,
            34,
            s.pick(["#e5a33b", "#3f7fb0", "#c2523f", "#5f9a5a", "#f0d48a", "#7a4e8a"]),
          ),
        );
    s.add(group(panes.join(""), `clip-path="${clip}" opacity="0.9"`));
    s.add(path(arch, "none", `stroke="#5a4330" stroke-width="10"`));
  }
  // Iron roof beams
  s.add(rect(0, 0, W, 40, "#5a4330"));
  for (let x = 0; x < W; x += 135) s.add(rect(x, 0, 14, 420, "#6b523c"));
  s.add(rect(0, 400, W, 30, "#6b523c"));
  // Stalls
  s.add(rect(0, 430, W, 370, "#c9b79c"));
  const stalls: Array<[number, string[]]> = [
    [20, ["#d9482b", "#e9a23b", "#f2d06b"]],
    [310, ["#7fae4a", "#4f8a3a", "#c2d96a"]],
    [600, ["#e64980", "#d9482b", "#f08c3a"]],
    [890, ["#f2c230", "#e9a23b", "#7a2e5a"]],
  ];
  for (const [x, cols] of stalls) {
    s.add(rect(x, 470, 280, 26, "#2f6f5e"));
    s.add(rect(x + 20, 474, 240, 18, "#f4efe4", `rx="4"`));
    s.add(rect(x, 560, 280, 140, "#8a6a48"));
    s.add(rect(x - 6, 552, 292, 12, "#6b523c"));
    produce(s, x + 10, 552, 130, cols, 10);
    produce(s, x + 140, 552, 130, [...cols].reverse(), 10);
    // hanging bananas
    for (let k = 0; k < 3; k++) s.add(path(`M${x + 60 + k * 80},496 q-12,30 0,56 q8,-26 0,-56 Z`, "#f2c230"));
  }
  // Mortadella sandwich sign
  s.add(rect(520, 440, 160, 20, "#c2523f", `rx="6"`));
  for (let i = 0; i < 8; i++) {
    const [body, head, hair] = PEOPLE[i % PEOPLE.length]!;
    person(s, 80 + i * 150 + s.rand(-30, 30), 790, s.rand(170, 200), body, head, { hair, bag: i % 2 === 0 });
  }
}

function limaMarket(s: Svg): void {
  s.add(rect(0, 0, W, H, "#f0e4cf"));
  // Corrugated roof and hanging bulbs
  s.add(rect(0, 0, W, 110, "#9aa3a8"));
  for (let x = 0; x < W; x += 16) s.add(rect(x, 0, 8, 110, "#8a9398"));
  for (let x = 100; x < W; x += 200) {
    s.add(line(x, 110, x, 190, "#333", 2));
    s.add(
      circle(
        x,
        198,
        60,
        s.rad(
          [
            [0, "#ffe3a0", 0.5],
            [1, "#ffe3a0", 0],
          ],
          x,
          198,
          60,
        ),
      ),
    );
    s.add(circle(x, 198, 10, "#ffe3a0"));
  }
  // Signs
  const signs: Array<[number, string]> = [
    [40, "#c2523f"],
    [440, "#2f6f8f"],
    [840, "#3f7d46"],
  ];
  for (const [x, c] of signs) s.add(rect(x, 220, 320, 50, c, `rx="8"`));
  // Stalls
  const stalls: Array<[number, string[]]> = [
    [30, ["#6b2d5c", "#7a3a6a", "#51224a"]],
    [430, ["#f2c230", "#e9a23b", "#d9482b"]],
    [830, ["#7fae4a", "#e9c46a", "#f08c3a"]],
  ];
  for (const [x, cols] of stalls) {
    s.add(rect(x, 520, 340, 180, "#5aa9c9"));
    s.add(rect(x - 6, 510, 352, 14, "#3d7f9c"));
    produce(s, x + 10, 510, 150, cols, 11);
    produce(s, x + 180, 510, 150, [...cols].reverse(), 11);
    // crates
    for (let k = 0; k < 3; k++) s.add(rect(x + 20 + k * 110, 620, 90, 70, "#b58a5a"));
    for (let k = 0; k < 3; k++)
      for (let l = 0; l < 3; l++) s.add(rect(x + 20 + k * 110, 628 + l * 20, 90, 6, "#8a6a48"));
  }
  // Purple corn cobs and chillies hanging
  for (let i = 0; i < 12; i++) s.add(ellipse(60 + i * 26, 320, 8, 28, "#51224a"));
  for (let i = 0; i < 14; i++) s.add(path(`M${480 + i * 22},300 q-6,28 2,48 q6,-24 -2,-48 Z`, "#d9482b"));
  for (let i = 0; i < 10; i++)
    s.add(circle(880 + i * 30, 330, 12, s.pick(["#e9c46a", "#7fae4a", "#f08c3a"])));
  s.add(rect(0, 700, W, 100, "#cdbfa8"));
  for (let i = 0; i < 7; i++) {
    const [body, head, hair] = PEOPLE[(i + 2) % PEOPLE.length]!;
    person(s, 90 + i * 170 + s.rand(-30, 30), 790, s.rand(170, 200), body, head, { hair, bag: i % 2 === 1 });
  }
}

function montevideoPuerto(s: Svg): void {
  s.add(rect(0, 0, W, H, "#2d2a30"));
  // Iron roof structure and skylight
  s.add(
    rect(
      0,
      0,
      W,
      300,
      s.lin([
        [0, "#f3d9a8"],
        [1, "#c9a87a"],
      ]),
    ),
  );
  for (let x = 0; x < W; x += 100) s.add(line(x, 0, x + 50, 300, "#3a3236", 4));
  for (let x = 100; x < W + 100; x += 100) s.add(line(x, 0, x - 50, 300, "#3a3236", 4));
  for (let y = 60; y < 300; y += 60) s.add(line(0, y, W, y, "#3a3236", 5));
  s.add(rect(0, 290, W, 24, "#4a3a40"));
  for (let x = 40; x < W; x += 220) {
    s.add(rect(x, 300, 24, 500, "#3a3236"));
    s.add(circle(x + 12, 300, 18, "#3a3236"));
  }
  // Back wall with the clock
  s.add(rect(0, 314, W, 200, "#5a3f36"));
  s.add(circle(600, 380, 44, "#f4efe4"));
  s.add(circle(600, 380, 44, "none", `stroke="#3a3236" stroke-width="6"`));
  s.add(line(600, 380, 600, 352, "#3a3236", 4));
  s.add(line(600, 380, 620, 392, "#3a3236", 4));
  // Grill master behind the grill, then the grill with fire and meat
  person(s, 780, 640, 240, "#f4efe4", "#c68b59", { hair: "#2b1d14" });
  s.add(rect(300, 470, 600, 150, "#6b4f3a"));
  s.add(rect(320, 490, 560, 110, "#2a1f1c"));
  for (let i = 0; i < 40; i++)
    s.add(
      circle(s.rand(330, 870), s.rand(570, 596), s.rand(6, 12), s.pick(["#ff8a3a", "#ffb347", "#d9482b"])),
    );
  for (let x = 330; x < 880; x += 14) s.add(line(x, 520, x, 560, "#555", 2));
  s.add(rect(320, 520, 560, 4, "#777"));
  for (let i = 0; i < 10; i++)
    s.add(rect(340 + i * 52, 524, 40, 16, s.pick(["#8a3a2a", "#a0472f", "#6f2f22"]), `rx="6"`));
  const smoke = s.blur(14);
  for (let i = 0; i < 7; i++)
    s.add(
      circle(
        360 + i * 85 + s.rand(-20, 20),
        450 - i * 10 - s.rand(0, 30),
        36 + i * 6,
        "#e8e2d8",
        `opacity="0.18" filter="${smoke}"`,
      ),
    );
  // Counter with stools and diners
  s.add(rect(0, 640, W, 40, "#8a5a3a"));
  s.add(rect(0, 630, W, 14, "#b07a4f"));
  s.add(rect(0, 680, W, 120, "#3e2c26"));
  for (let i = 0; i < 7; i++) {
    const x = 90 + i * 170;
    s.add(rect(x - 30, 720, 60, 12, "#b07a4f"));
    s.add(rect(x - 4, 732, 8, 68, "#1f1a1c"));
    if (i % 2 === 0) {
      const [body, head, hair] = PEOPLE[i % PEOPLE.length]!;
      seated(s, x, 724, 170, body, head, 1, hair);
    } else {
      s.add(ellipse(x, 628, 26, 5, "#f4efe4"));
      s.add(rect(x + 30, 596, 8, 30, "#6a1f2a", `rx="3"`));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Parks and landscapes
// ---------------------------------------------------------------------------------------------
function saoPauloIbirapuera(s: Svg): void {
  sky(s, [
    [0, "#8cc4e8"],
    [1, "#f3ede0"],
  ]);
  cloud(s, 160, 100, 1.2, "#ffffff", 0.9);
  cloud(s, 820, 70, 0.9, "#ffffff", 0.8);
  // skyline beyond the trees
  skyline(s, {
    x0: -10,
    x1: W + 10,
    baseY: 380,
    minH: 60,
    maxH: 200,
    minW: 30,
    maxW: 60,
    fills: ["#b9c4d2", "#c7d0db", "#aab6c6"],
    gap: 4,
    tops: ["flat", "antenna"],
  });
  haze(s, 200, 390, "#f3ede0", 0.5);
  // tree line
  for (let x = -20; x < W + 40; x += 46)
    roundTree(
      s,
      x,
      420 + s.rand(-6, 6),
      s.rand(70, 110),
      s.pick(["#3f7d4a", "#4a8a52", "#356f40"]),
      "#6fae6a",
      "#4a3a2a",
    );
  // The Oca: white dome
  s.add(ellipse(860, 440, 160, 90, "#f7f7f2"));
  s.add(rect(700, 440, 320, 20, "#f7f7f2"));
  for (let i = 0; i < 6; i++)
    s.add(ellipse(760 + i * 40, 420 - Math.sin((i / 5) * Math.PI) * 40, 10, 7, "#9aa5ad"));
  // Lake
  water(s, 470, 600, "#7fb7d6", "#3f7fa6", "#ffffff", 50);
  s.add(path("M0,470 C300,480 700,460 1200,476 L1200,470 L0,470 Z", "#3f7d4a"));
  // Lawn and path
  s.add(path("M-20,800 L-20,590 C300,610 800,580 1220,600 L1220,800 Z", "#78b06a"));
  s.add(path("M200,800 C300,700 500,660 1220,660 L1220,720 C700,720 480,740 420,800 Z", "#e6d8bd"));
  for (let i = 0; i < 5; i++) {
    const [body, head, hair] = PEOPLE[i]!;
    person(s, 560 + i * 120, 720 + i * 6, 110 + i * 8, body, head, { hair });
  }
  // bikes and picnic
  s.add(rect(120, 680, 140, 70, "#e56b4e", `opacity="0.9"`));
  seated(s, 160, 700, 100, PEOPLE[2]![0], PEOPLE[2]![1], 1, PEOPLE[2]![2]);
  seated(s, 230, 702, 96, PEOPLE[4]![0], PEOPLE[4]![1], -1, PEOPLE[4]![2]);
  palm(s, 1120, 640, 260, "#2f6d3f", -0.08);
  roundTree(s, 60, 620, 200, "#356f40", "#5a9a5a", "#4a3a2a");
}

function quitoTeleferico(s: Svg): void {
  sky(s, [
    [0, "#5d86c4"],
    [0.5, "#f0b99a"],
    [1, "#fbe2c0"],
  ]);
  sun(s, 300, 380, 36, "#fff3d6", "#ffd9a0", 300, 0.6);
  // Cotopaxi and valley haze
  s.add(path("M760,420 L880,300 C892,288 908,288 920,300 L1040,420 Z", "#a8a6c4"));
  s.add(
    path(
      "M846,334 L880,300 C892,288 908,288 920,300 L954,334 L940,342 L924,332 L906,346 L888,334 L870,344 Z",
      "#fbf6f4",
    ),
  );
  haze(s, 300, 440, "#fbe2c0", 0.6);
  const city = ridge(s, { baseY: 450, amp: 16, fill: "#c4b7a6", levels: 5 });
  hillHouses(s, city, 0, W, 4.5, ["#f3eee4", "#eae1d0", "#e2d4be", "#f7f3ec"], "#b9573a", 260, 1.5, 10);
  churchDomeSmall(s, 360, 600, 46);
  haze(s, 420, 700, "#fbe2c0", 0.25);
  // Pichincha slope in the foreground, lower right
  s.add(path("M-20,800 L-20,760 C300,730 600,640 850,520 C980,460 1100,380 1220,300 L1220,800 Z", "#5f7f58"));
  s.add(
    path(
      "M600,690 C750,620 900,540 1050,450 C1110,414 1160,380 1220,344 L1220,400 C1150,440 1080,480 1000,526 C860,606 740,660 620,710 Z",
      "#6f9066",
      `opacity="0.7"`,
    ),
  );
  for (let i = 0; i < 24; i++) {
    const bx = s.rand(300, W);
    const by = Math.max(800 - (bx - 300) * 0.55 + s.rand(20, 120), 560);
    if (by < 790) bush(s, bx, by, s.rand(30, 56), s.pick(["#4a6b45", "#557a4e", "#3f5e3c"]));
  }
  // Cable with gondolas
  s.add(line(0, 640, 1220, 70, "#2f2f3a", 2));
  s.add(line(0, 660, 1220, 90, "#2f2f3a", 2));
  for (const tx of [760, 1080]) {
    const ty = 640 - tx * 0.467;
    s.add(
      poly(
        [
          [tx - 6, ty],
          [tx + 6, ty],
          [tx + 16, ty + 260],
          [tx - 16, ty + 260],
        ],
        "#6b6b75",
      ),
    );
    s.add(rect(tx - 22, ty - 4, 44, 8, "#6b6b75"));
  }
  for (const [gx, c] of [
    [200, "#e04b3a"],
    [560, "#f2f2ee"],
    [940, "#e04b3a"],
  ] as const) {
    const gy = 640 - gx * 0.467;
    s.add(line(gx, gy, gx, gy + 24, "#2f2f3a", 3));
    s.add(rect(gx - 26, gy + 24, 52, 44, c, `rx="10"`));
    s.add(rect(gx - 20, gy + 32, 40, 16, "#5d7c8c", `rx="4"`));
  }
  birds(s, 600, 200, 5, "#4a4a5a", 10);
}

function santiagoVineyard(s: Svg): void {
  sky(s, [
    [0, "#6fa6d8"],
    [1, "#f4e4d0"],
  ]);
  const andes = ridge(s, {
    baseY: 300,
    amp: 50,
    fill: "#9a9cb6",
    peaks: [
      [200, 170],
      [600, 130],
      [1000, 180],
    ],
    levels: 5,
  });
  snowCap(s, andes, 240, "#fbf6f4");
  haze(s, 200, 330, "#f4e4d0", 0.45);
  ridge(s, { baseY: 370, amp: 30, fill: "#a59a80", levels: 5 });
  ridge(s, { baseY: 420, amp: 20, fill: "#8c9a62", levels: 5 });
  // Vine rows converging to the horizon
  s.add(rect(0, 430, W, 370, "#b9a47a"));
  const vx = 600;
  const vy = 430;
  for (let i = -14; i <= 14; i++) {
    const bx = vx + i * 110;
    s.add(
      poly(
        [
          [vx + i * 12 - 2, vy],
          [vx + i * 12 + 2, vy],
          [bx + 24, H],
          [bx - 24, H],
        ],
        "#5d7d3e",
      ),
    );
    s.add(
      poly(
        [
          [vx + i * 12, vy],
          [vx + i * 12 + 1, vy],
          [bx + 8, H],
          [bx - 6, H],
        ],
        "#7c9c52",
        `opacity="0.6"`,
      ),
    );
    for (let t = 0.3; t < 1; t += 0.14) {
      const gx = vx + i * 12 + (bx - vx - i * 12) * t;
      const gy = vy + (H - vy) * t;
      s.add(circle(gx + 6 * t, gy, 5 * t + 1, "#4b2a5a"));
    }
  }
  // Farmhouse and poplars
  s.add(rect(180, 380, 140, 56, "#f4efe4"));
  s.add(
    poly(
      [
        [170, 384],
        [330, 384],
        [300, 356],
        [200, 356],
      ],
      "#b9573a",
    ),
  );
  for (const px of [360, 390, 420, 840, 870]) cypress(s, px, 430, 110, "#4a6a3a");
  person(s, 640, 700, 130, "#7a2e3a", "#c68b59", { hair: "#2b1d14", bag: true });
  s.add(rect(670, 620, 26, 30, "#8a6a48"));
}

// ---------------------------------------------------------------------------------------------
// Palettes for the interiors
// ---------------------------------------------------------------------------------------------
const baseInterior = {
  plank: "#7a5a3a",
  chair: "#2d2a2a",
  laptop: "#cfd3d8",
  screen: "#cfe8ff",
  lampShade: "#2d2a2a",
  glow: "#ffe3a6",
  pot: "#c96f45",
  leaf: "#4f8a5a",
  leafDark: "#3c7048",
  people: PEOPLE,
};

export const galleries: Artwork[] = [
  {
    city: "medellin-colombia",
    file: "gallery-1",
    width: W,
    height: H,
    draw: (s) =>
      interior(s, {
        ...baseInterior,
        mode: "cowork",
        wall: [
          [0, "#f4efe6"],
          [1, "#e7dccb"],
        ],
        floor: [
          [0, "#c99a6a"],
          [1, "#a97a4a"],
        ],
        frame: "#2f3a33",
        desk: "#d9b88a",
        deskEdge: "#8a6a48",
        accent: "#2f6f5e",
        view: medellinView,
      }),
  },
  { city: "medellin-colombia", file: "gallery-2", width: W, height: H, draw: medellinStreet },
  {
    city: "buenos-aires-argentina",
    file: "gallery-1",
    width: W,
    height: H,
    draw: (s) =>
      interior(s, {
        ...baseInterior,
        mode: "cafe",
        wall: [
          [0, "#6b3f2a"],
          [1, "#4e2d1f"],
        ],
        frame: "#2a1a12",
        desk: "#c9a27a",
        deskEdge: "#5a3a26",
        chair: "#1e140f",
        accent: "#b4232a",
        glow: "#ffd58a",
        plank: "#5a3a2a",
        floor: [
          [0, "#3a2a22"],
          [1, "#241812"],
        ],
        view: buenosAiresView,
      }),
  },
  { city: "buenos-aires-argentina", file: "gallery-2", width: W, height: H, draw: buenosAiresMarket },
  {
    city: "sao-paulo-brazil",
    file: "gallery-1",
    width: W,
    height: H,
    draw: (s) =>
      interior(s, {
        ...baseInterior,
        mode: "cowork",
        wall: [
          [0, "#e9e6e1"],
          [1, "#d6d1ca"],
        ],
        floor: [
          [0, "#8c8f94"],
          [1, "#6c7075"],
        ],
        plank: "#5a5e63",
        frame: "#1f2226",
        desk: "#f2efe9",
        deskEdge: "#3a3d42",
        accent: "#d7262b",
        view: saoPauloView,
        mirror: true,
      }),
  },
  { city: "sao-paulo-brazil", file: "gallery-2", width: W, height: H, draw: saoPauloMercadao },
  { city: "sao-paulo-brazil", file: "gallery-3", width: W, height: H, draw: saoPauloIbirapuera },
  { city: "rio-de-janeiro-brazil", file: "gallery-1", width: W, height: H, draw: rioSantaTeresa },
  { city: "rio-de-janeiro-brazil", file: "gallery-2", width: W, height: H, draw: rioBeachKiosk },
  { city: "lima-peru", file: "gallery-1", width: W, height: H, draw: limaBarranco },
  { city: "lima-peru", file: "gallery-2", width: W, height: H, draw: limaMarket },
  {
    city: "quito-ecuador",
    file: "gallery-1",
    width: W,
    height: H,
    draw: (s) =>
      interior(s, {
        ...baseInterior,
        mode: "cowork",
        wall: [
          [0, "#f3ead9"],
          [1, "#e2d3ba"],
        ],
        floor: [
          [0, "#b5835a"],
          [1, "#8f633e"],
        ],
        frame: "#4a3a2e",
        desk: "#e3c69a",
        deskEdge: "#6b4f3a",
        accent: "#3f8f7a",
        view: quitoView,
        mirror: true,
      }),
  },
  { city: "quito-ecuador", file: "gallery-2", width: W, height: H, draw: quitoTeleferico },
  { city: "santiago-chile", file: "gallery-1", width: W, height: H, draw: santiagoLastarria },
  { city: "santiago-chile", file: "gallery-2", width: W, height: H, draw: santiagoVineyard },
  {
    city: "montevideo-uruguay",
    file: "gallery-1",
    width: W,
    height: H,
    draw: (s) =>
      interior(s, {
        ...baseInterior,
        mode: "cowork",
        wall: [
          [0, "#eef0ee"],
          [1, "#dcdfdc"],
        ],
        floor: [
          [0, "#b89b7a"],
          [1, "#947a5c"],
        ],
        frame: "#283845",
        desk: "#e9dcc6",
        deskEdge: "#4a4036",
        accent: "#1f5f8f",
        view: montevideoView,
      }),
  },
  { city: "montevideo-uruguay", file: "gallery-2", width: W, height: H, draw: montevideoPuerto },
];
