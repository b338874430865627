import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { community } from "@/lib/config/community";

/*
 * docker-compose.yml and deploy/nginx.conf, read as files: `docker compose up --scale app=3` must
 * give several app instances behind nginx on one address, sharing PostgreSQL and Redis. Where the
 * Docker Compose plugin is installed, `docker compose config` checks the file as Docker reads it;
 * the running deployment (sessions, live messages and rate limits across instances behind a proxy)
 * is tested in tests/system/cluster.test.ts.
 */
type Service = {
  image?: string;
  build?: unknown;
  command?: string[];
  container_name?: string;
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
};
const root = process.cwd();
const compose = load(readFileSync(join(root, "docker-compose.yml"), "utf8")) as {
  services: Record<string, Service>;
};
const { app, proxy, redis, db, migrate } = compose.services;
const nginx = readFileSync(join(root, "deploy", "nginx.conf"), "utf8");

it("has the database, Redis, a one-off migration, the app and nginx", () => {
  expect(Object.keys(compose.services).sort()).toEqual(["app", "db", "migrate", "proxy", "redis"]);
  expect(db?.image).toMatch(/^postgres:/);
  expect(redis?.image).toMatch(/^redis:/);
});

it("lets the app scale: no fixed host port or container name, nginx is the only way in", () => {
  expect(app?.ports).toBeUndefined();
  expect(app?.container_name).toBeUndefined();
  expect(app?.expose).toEqual(["3000"]);
  expect(proxy?.ports).toEqual(["${PROXY_PORT:-3000}:80"]);
  expect(proxy?.depends_on).toEqual({ app: { condition: "service_started" } });
});

it("migrates once before any instance, and the instances only serve", () => {
  expect(migrate?.command?.join(" ")).toContain("npm run db:migrate && npm run db:seed");
  expect(app?.depends_on?.migrate).toEqual({ condition: "service_completed_successfully" });
  expect(app?.command).toEqual(["node", "scripts/server.mjs"]);
  expect(app?.environment?.NODE_ENV).toBe("production");
});

it("shares what must be shared and trusts exactly the proxy", () => {
  const env = app?.environment ?? {};
  expect(env.DATABASE_URL).toBe(migrate?.environment?.DATABASE_URL);
  expect(env.REDIS_URL).toBe("redis://redis:6379");
  expect(app?.depends_on?.redis).toEqual({ condition: "service_healthy" });
  expect(env.TRUST_PROXY_HOPS).toBe("1");
  // The site's address is the proxy's.
  expect(env.NEXTAUTH_URL).toBe("http://localhost:${PROXY_PORT:-3000}");
  // One secret for every instance, never made up by each.
  expect(env.NEXTAUTH_SECRET).toMatch(/^\$\{NEXTAUTH_SECRET:\?/);
  expect(app?.volumes).toContain("app-data:/app/.data");
});

it("keeps the connections within PostgreSQL's default max_connections at three instances", () => {
  const env = app?.environment ?? {};
  const processes = Number(/^\$\{WEB_CONCURRENCY:-(\d+)\}$/.exec(env.WEB_CONCURRENCY ?? "")?.[1]);
  // Each process: its pool, and one connection for LISTEN (realtime).
  const perInstance = processes * (Number(env.DATABASE_POOL_SIZE) + 1);
  expect(3 * perInstance).toBeLessThanOrEqual(100 - 3 - 1); // reserved for superusers, the migration
});

it("sends every request to any app container, with the visitor's address, and streams live events", () => {
  const image = /^nginx:(\d+)\.(\d+)/.exec(proxy?.image ?? "");
  // `resolve` in an upstream (re-resolving the scaled service) exists from nginx 1.27.3.
  expect(Number(image?.[1]) * 100 + Number(image?.[2])).toBeGreaterThanOrEqual(128);
  expect(proxy?.volumes).toEqual(["./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro"]);
  expect(nginx).toMatch(/server app:3000 resolve;/);
  expect(nginx).toMatch(/resolver 127\.0\.0\.11 /);
  expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  expect(nginx).toMatch(/proxy_set_header Host \$host;/);
  // The live stream's location is the real route, unbuffered, and outlives many heartbeats.
  const stream = /location = (\S+) \{([^}]*)\}/.exec(nginx);
  expect(existsSync(join(root, "app", `${stream?.[1]}/route.ts`))).toBe(true);
  expect(stream?.[2]).toMatch(/proxy_buffering off;/);
  const timeout = /proxy_read_timeout (\d+)h;/.exec(stream?.[2] ?? "");
  expect(Number(timeout?.[1]) * 3_600_000).toBeGreaterThan(10 * community.heartbeatMs);
});

/** Why `docker compose` cannot run here, or null when it can. */
function composeMissing(): string | null {
  try {
    execFileSync("docker", ["compose", "version"], { stdio: "ignore" });
    return null;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOENT"
      ? "docker is not installed"
      : "the Docker Compose plugin is not installed (`docker compose version` fails)";
  }
}
const missing = composeMissing();

(missing ? it.skip : it)(
  `is valid for Docker Compose (docker compose config)${missing ? `: skipped, ${missing}` : ""}`,
  () => {
    const env = { ...process.env, NEXTAUTH_SECRET: "compose-config-check-0123456789abcdef0123" };
    execFileSync("docker", ["compose", "config", "--quiet"], { cwd: root, env, stdio: "pipe" });
  },
);
