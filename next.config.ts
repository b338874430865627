import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { env, isProduction } from "./lib/env";
import { securityHeaders } from "./lib/security/csp";

const nextConfig: NextConfig = {
  // Kept out of the server bundle: native addons, wasm and packages that read their own files at run time.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "@prisma/schema-engine-wasm",
    "@prisma/driver-adapter-utils",
    "pg",
    "@node-rs/argon2",
    "sharp",
    "nodemailer",
    "pdfkit",
    "pino",
  ],
  poweredByHeader: false,
  // scripts/server.mjs compresses (Brotli, else gzip); Next.js's own compression only knows gzip.
  compress: false,
  // A separate build folder per parallel run (scripts/lib/project.mjs distDir()); `.next` by default.
  distDir: env().NEXT_DIST_DIR,
  // Security headers of every response (pages also get their Content-Security-Policy in proxy.ts).
  async headers() {
    const production = env().NODE_ENV !== "development" && isProduction();
    return [
      {
        source: "/:path*",
        headers: Object.entries(securityHeaders(production)).map(([key, value]) => ({ key, value })),
      },
    ];
  },
  images: {
    formats: ["image/avif", "image/webp"],
  },
  // `npm test` (and CI) type-checks as its own first step; repeating it in every build only slows
  // `npm start` down on small machines.
  typescript: { ignoreBuildErrors: true },
};

// next-intl reads its per-request configuration (language, catalogue) from lib/i18n/request.ts.
// The catalogues are compiled when the app is built: messages are then formatted without an ICU
// parser in the browser's scripts, and messages with plain arguments without `Intl`, whose first use
// costs a phone tens of milliseconds (docs/PERFORMANCE.md).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

export default withNextIntl(nextConfig);
