/**
 * A cheap pre-check for `cn`: could any two of these Tailwind classes override each other?
 *
 * tailwind-merge builds a map of every Tailwind class group on its first call, which costs a phone
 * 40 ms or more during hydration. Most class lists we join hold no two classes for the same CSS
 * property, and for those tailwind-merge would return the list unchanged. This check answers "maybe"
 * for every pair tailwind-merge treats as conflicting (and for some it does not: a false "maybe" only
 * costs a call to tailwind-merge), so `cn` can skip tailwind-merge when the answer is "no".
 * tests/unit/class-conflicts.test.ts holds it to that against tailwind-merge itself.
 */

const display = new Set([
  "block",
  "inline-block",
  "inline",
  "flex",
  "inline-flex",
  "table",
  "inline-table",
  "table-caption",
  "table-cell",
  "table-column",
  "table-column-group",
  "table-footer-group",
  "table-header-group",
  "table-row-group",
  "table-row",
  "flow-root",
  "grid",
  "inline-grid",
  "contents",
  "list-item",
  "hidden",
]);
const words = new Map<string, string[]>(
  Object.entries({
    static: ["position"],
    fixed: ["position"],
    absolute: ["position"],
    relative: ["position"],
    sticky: ["position"],
    visible: ["visibility"],
    invisible: ["visibility"],
    collapse: ["visibility"],
    "sr-only": ["sr"],
    "not-sr-only": ["sr"],
    truncate: ["overflow", "text-overflow", "whitespace"],
    underline: ["text-decoration"],
    overline: ["text-decoration"],
    "line-through": ["text-decoration"],
    "no-underline": ["text-decoration"],
    uppercase: ["text-transform"],
    lowercase: ["text-transform"],
    capitalize: ["text-transform"],
    "normal-case": ["text-transform"],
    italic: ["font-style"],
    "not-italic": ["font-style"],
    "normal-nums": ["fvn"],
    ordinal: ["fvn"],
    "slashed-zero": ["fvn"],
    "lining-nums": ["fvn"],
    "oldstyle-nums": ["fvn"],
    "proportional-nums": ["fvn"],
    "tabular-nums": ["fvn"],
    "diagonal-fractions": ["fvn"],
    "stacked-fractions": ["fvn"],
    isolate: ["isolation"],
    "isolation-auto": ["isolation"],
  }),
);
const fontSizes = new Set([
  "xs",
  "sm",
  "base",
  "lg",
  "xl",
  "2xl",
  "3xl",
  "4xl",
  "5xl",
  "6xl",
  "7xl",
  "8xl",
  "9xl",
]);
const fontWeights = new Set([
  "thin",
  "extralight",
  "light",
  "normal",
  "medium",
  "semibold",
  "bold",
  "extrabold",
  "black",
]);
const textAlign = new Set(["left", "center", "right", "justify", "start", "end"]);
const textWrap = new Set(["wrap", "nowrap", "balance", "pretty"]);
const borderStyles = new Set(["solid", "dashed", "dotted", "double", "hidden", "none"]);
const sides = new Map(
  Object.entries({
    x: ["l", "r"],
    y: ["t", "b"],
    t: ["t"],
    r: ["r"],
    b: ["b"],
    l: ["l"],
    s: ["l", "r"],
    e: ["l", "r"],
  }),
);
const insets = new Map(
  Object.entries({
    inset: ["top", "right", "bottom", "left"],
    "inset-x": ["left", "right"],
    "inset-y": ["top", "bottom"],
    top: ["top"],
    right: ["right"],
    bottom: ["bottom"],
    left: ["left"],
    start: ["left", "right"],
    end: ["left", "right"],
  }),
);
const isWidth = (value: string) => value === "" || /^(\d+|\[.*\]|\(.*\))$/.test(value);

/** The CSS properties (loosely named) a utility, without its variants, may set. */
function families(utility: string): string[] {
  const base = utility.replace(/^-/, "").replace(/\/[^/\]]*$/, "");
  if (display.has(base)) return ["display"];
  const word = words.get(base);
  if (word) return word;
  if (base.startsWith("[")) return [base.slice(1).split(":")[0] ?? base];
  const dash = base.indexOf("-");
  const root = dash < 0 ? base : base.slice(0, dash);
  const rest = dash < 0 ? "" : base.slice(dash + 1);

  // Padding and margin by side; the block-start/end forms (pbs, mbe) count as top and bottom.
  const spacing = /^([pm])(b[se]|[xytrblse])?$/.exec(root);
  if (spacing) {
    const [, kind = "", axis = ""] = spacing;
    if (axis.length === 2) return [kind + (axis === "bs" ? "t" : "b")];
    return (sides.get(axis) ?? ["t", "r", "b", "l"]).map((side) => kind + side);
  }
  const inset = insets.get(
    /^inset-[xy](-|$)/.test(base)
      ? base.slice(0, 7)
      : /^inset-bs(-|$)/.test(base)
        ? "top"
        : /^inset-be(-|$)/.test(base)
          ? "bottom"
          : root,
  );
  if (inset) return inset;
  if (root === "size") return ["w", "h"];
  if (root === "min" || root === "max") return [base.split("-").slice(0, 2).join("-")];
  if (root === "text") {
    if (fontSizes.has(rest)) return ["font-size"];
    if (textAlign.has(rest)) return ["text-align"];
    if (textWrap.has(rest)) return ["text-wrap"];
    if (rest === "ellipsis" || rest === "clip") return ["text-overflow"];
    // An arbitrary value may be a size or a colour.
    return rest.startsWith("[") || rest.startsWith("(") ? ["font-size", "text-color"] : ["text-color"];
  }
  if (root === "leading") return ["font-size"];
  if (root === "font")
    return fontWeights.has(rest)
      ? ["font-weight"]
      : rest.startsWith("[")
        ? ["font-weight", "font-family"]
        : ["font-family"];
  if (root === "border" || root === "outline" || root === "ring") {
    const parts = rest.split("-");
    if (root === "border" && sides.has(parts[0] ?? "") && (parts.length === 1 || isWidth(parts[1] ?? "")))
      return ["border-w"];
    if (rest.startsWith("offset")) return [`${root}-offset`];
    if (rest === "inset") return [`${root}-inset`];
    if (isWidth(rest)) return [`${root}-w`];
    if (borderStyles.has(rest)) return [`${root}-style`];
    return [`${root}-color`];
  }
  if (root === "flex") {
    if (rest === "") return ["display"];
    if (/^(row|col)/.test(rest)) return ["flex-direction"];
    if (/^(wrap|nowrap)/.test(rest)) return ["flex-wrap"];
    return ["flex", "basis", "grow", "shrink"];
  }
  if (root === "grid") return rest === "" ? ["display"] : [`grid-${rest.split("-")[0]}`];
  if (root === "line" && rest.startsWith("clamp")) return ["line-clamp", "overflow", "display"];
  if (["translate", "scale", "skew", "space", "divide", "scroll"].includes(root)) {
    const axis = /^[xyz](-|$)/.test(rest) ? rest[0] : null;
    return axis ? [`${root}-${axis}`] : [`${root}-x`, `${root}-y`, `${root}-z`, root];
  }
  return [root];
}

/** Splits `md:hover:bg-white` into its variants and its utility, keeping brackets whole. */
function splitVariants(token: string): [string, string] {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) last = i;
  }
  const variants = last < 0 ? "" : token.slice(0, last).split(":").sort().join(":");
  return [variants, token.slice(last + 1)];
}

/** True when two of the space-separated classes might set the same property under the same variants. */
export function mayConflict(classList: string): boolean {
  const seen = new Set<string>();
  for (const token of classList.split(" ")) {
    if (!token) continue;
    const [variants, utility] = splitVariants(token.replace(/^!|!$/g, ""));
    for (const family of families(utility)) {
      const key = `${variants}|${family}`;
      if (seen.has(key)) return true;
      seen.add(key);
    }
  }
  return false;
}
