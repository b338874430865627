import { env, validateEnv } from "@/lib/env";

/** lib/env: one schema composed of every area's keys.ts, defaults for a bare machine, a clear refusal. */
const saved = { ...process.env };

afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

describe("the environment", () => {
  it("gives every service its local default when nothing is set", () => {
    for (const name of ["DATABASE_URL", "SMTP_URL", "REDIS_URL", "PORT", "DATA_DIR", "MUTATION_LIMIT_PER_IP"])
      delete process.env[name];
    expect(env()).toEqual(
      expect.objectContaining({
        DATABASE_URL: undefined,
        DATA_DIR: ".data",
        PORT: 3000,
        MUTATION_LIMIT_PER_IP: 300,
        EMAIL_FROM: "Latitud <hello@latitud.app>",
      }),
    );
  });

  it("refuses to start on malformed variables, naming each one", () => {
    Object.assign(process.env, {
      REDIS_URL: "http://cache",
      MUTATION_LIMIT_PER_IP: "lots",
      PUSHER_PORT: "99999",
      NEWS_FEED_MEDIUM_URL: "not a url",
    });
    expect(validateEnv).toThrow(/Invalid environment configuration/);
    for (const name of ["REDIS_URL", "MUTATION_LIMIT_PER_IP", "PUSHER_PORT", "NEWS_FEED_MEDIUM_URL"])
      expect(validateEnv).toThrow(name);
  });

  it("sees a value changed at run time, and counts an empty value as unset", () => {
    process.env.MUTATION_LIMIT_PER_IP = "7";
    expect(env().MUTATION_LIMIT_PER_IP).toBe(7);
    process.env.MUTATION_LIMIT_PER_IP = "9";
    expect(env().MUTATION_LIMIT_PER_IP).toBe(9);
    process.env.MUTATION_LIMIT_PER_IP = "";
    process.env.SMTP_URL = " ";
    expect(env()).toEqual(expect.objectContaining({ MUTATION_LIMIT_PER_IP: 300, SMTP_URL: undefined }));
  });
});
