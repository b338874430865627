import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { twMerge } from "tailwind-merge";
import { buttonVariants } from "@/components/ui/button";
import { mayConflict } from "@/lib/utils/class-conflicts";
import { cn } from "@/lib/utils/cn";

/** Every class written in our components and pages, plus utilities tailwind-merge treats specially. */
function classCorpus(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith(".tsx") || path.endsWith(".ts")) files.push(path);
    }
  };
  ["components", "app"].forEach((dir) => walk(join(process.cwd(), dir)));
  const tokens = new Set<string>();
  for (const file of files) {
    for (const [, literal] of readFileSync(file, "utf8").matchAll(/"([a-z0-9[\]&_:./%()=,!#*+-][^"\n]*)"/g)) {
      for (const token of (literal ?? "").split(/\s+/))
        if (/^[!a-z[-][\w[\]&:./%()=,!#*+-]*$/.test(token) && token.length < 60) tokens.add(token);
    }
  }
  const tricky =
    "p-2 px-3 py-1 pt-4 pl-0 ps-2 m-2 mx-auto -mt-2 inset-0 inset-x-0 top-1/2 left-0 start-0 size-4 w-full h-11 min-w-0 max-w-md text-sm text-base text-[13px] text-[#fff] text-sm/6 leading-7 leading-none font-bold font-sans font-[550] border border-2 border-b border-t-2 border-input border-dashed outline-none outline-2 outline-offset-2 outline-ring ring ring-2 ring-offset-2 ring-primary pbs-2 mbe-1 inset-bs-0 inset-y-2 tabular-nums normal-nums translate-none translate-3 shrink-0 grow basis-1/2 flex inline-flex grid hidden block contents flex-1 flex-col flex-wrap grid-cols-2 grid-rows-3 line-clamp-3 truncate overflow-hidden overflow-x-auto whitespace-nowrap text-ellipsis text-balance text-wrap text-nowrap underline no-underline uppercase italic absolute relative fixed sticky visible invisible sr-only not-sr-only rounded rounded-lg rounded-t-none rounded-full shadow shadow-sm bg-white bg-white/80 bg-primary bg-gradient-to-t translate-x-1 -translate-y-1/2 scale-105 space-x-2 space-y-4 divide-y gap-2 gap-x-4 gap-y-1 isolate z-10 -z-10 opacity-60 [mask-type:luminance] [&_svg]:size-4".split(
      " ",
    );
  return [...tokens, ...tricky];
}

describe("mayConflict (the fast path of cn)", () => {
  const corpus = classCorpus();
  const variants = [
    "",
    "",
    "",
    "hover:",
    "md:",
    "focus-visible:",
    "disabled:",
    "[&_svg]:",
    "aria-[current=page]:",
    "md:hover:",
    "hover:md:",
    "!",
  ];

  it("finds enough of our classes to be a real check", () => {
    expect(corpus.length).toBeGreaterThan(300);
  });

  it("never says 'no' where tailwind-merge would change the list", () => {
    const token = fc
      .tuple(fc.constantFrom(...variants), fc.constantFrom(...corpus))
      .map(([variant, utility]) => (variant === "!" ? `${utility}!` : variant + utility));
    fc.assert(
      fc.property(fc.array(token, { minLength: 1, maxLength: 10 }), (tokens) => {
        const list = tokens.join(" ");
        if (!mayConflict(list)) expect(twMerge(list)).toBe(list);
      }),
      { numRuns: Number(process.env.CONFLICT_RUNS ?? 20_000) },
    );
  });

  it("lets later classes win, through tailwind-merge, when they conflict", () => {
    expect(cn("px-4 py-2", "px-2")).toBe("py-2 px-2");
    expect(cn("text-sm font-semibold", "text-base")).toBe("font-semibold text-base");
    expect(cn("animate-pulse rounded-md bg-muted", "size-9 rounded-full")).toBe(
      "animate-pulse bg-muted size-9 rounded-full",
    );
    expect(cn("absolute inset-0", "top-2")).toBe("absolute inset-0 top-2");
    expect(cn("flex", "hidden")).toBe("hidden");
    expect(cn("p-4")).toBe("p-4");
  });

  it("skips tailwind-merge for the button's own classes", () => {
    for (const variant of [
      "primary",
      "secondary",
      "outline",
      "ghost",
      "destructive",
      "accent",
      "link",
    ] as const) {
      for (const size of ["sm", "md", "icon"] as const)
        expect(mayConflict(buttonVariants({ variant, size }))).toBe(false);
    }
    expect(mayConflict("text-sm font-semibold text-primary")).toBe(false);
    expect(mayConflict("border border-input bg-background")).toBe(false);
    expect(mayConflict("absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2")).toBe(false);
  });
});
