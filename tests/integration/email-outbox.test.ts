import { resendConfirmation } from "@/lib/auth/confirm-email";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { clearSecuritySettingsCache } from "@/lib/auth/security-config";
import { emailOutbox } from "@/lib/config/email";
import { db } from "@/lib/services/database";
import { flushOutbox, sendEmail, startOutboxWorker, stopOutboxWorker } from "@/lib/services/email";
import { deliverDueEmails } from "@/lib/services/email/outbox";
import { hashPassword } from "@/lib/auth/password-hash";
import { fakeSmtpServer, type FakeSmtp } from "../support/fake-smtp";
import { randomClient, uniqueEmail } from "../support/factories";
import { settle } from "../support/settle";

/*
 * The email outbox on a real database, delivering to a real (local, slow) SMTP server: answers do
 * not wait for mail, messages survive a restart, failures are retried, and parallel workers never
 * send one message twice.
 */
let smtp: FakeSmtp;

beforeAll(async () => {
  // Every answer of this server takes 100 ms, about what a real mail server takes.
  smtp = await fakeSmtpServer({ delayMs: 100 });
  process.env.SMTP_URL = smtp.url;
});

afterAll(async () => {
  await stopOutboxWorker();
  await flushOutbox();
  await smtp.close();
  delete process.env.SMTP_URL;
});

beforeEach(async () => {
  clearSecuritySettingsCache();
  await flushOutbox();
  smtp.received.length = 0;
  smtp.failNext = 0;
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Accounts straight in the database (one hash for all: only their existence matters here). */
async function accounts(count: number, confirmed: boolean): Promise<string[]> {
  const passwordHash = await hashPassword("Cafecito-Andes-77");
  const emails = Array.from({ length: count }, () => uniqueEmail("timing"));
  await db.user.createMany({
    data: emails.map((email) => ({ email, passwordHash, emailConfirmedAt: confirmed ? new Date() : null })),
  });
  return emails;
}

describe("answers do not reveal whether an account exists", () => {
  it.each([
    ["forgot password", true, (email: string) => requestPasswordReset(email, randomClient())],
    ["resend confirmation", false, (email: string) => settle(resendConfirmation(email, randomClient()))],
  ] as const)(
    "%s: 40 samples each of a real and an unknown account, medians within 10 ms",
    async (name, confirmed, request) => {
      const real = await accounts(40, confirmed);
      await request(uniqueEmail("warmup"));
      await request((await accounts(1, confirmed))[0]!);
      const times = { real: [] as number[], unknown: [] as number[] };
      // Interleaved, first one then the other, so the mail a real account's request queued (and its
      // delivery in the background) weighs on both series alike.
      for (let i = 0; i < 40; i++) {
        const samples = [
          async () => times.real.push(await timed(() => request(real[i]!))),
          async () => times.unknown.push(await timed(() => request(uniqueEmail("ghost")))),
        ];
        for (const sample of i % 2 ? samples.reverse() : samples) await sample();
      }
      const [realMedian, unknownMedian] = [median(times.real), median(times.unknown)];
      console.log(
        `[timing] ${name}: median ${realMedian.toFixed(1)} ms for a real account, ${unknownMedian.toFixed(1)} ms for an unknown one`,
      );
      expect(Math.abs(realMedian - unknownMedian)).toBeLessThan(10);
      // The mail still goes out, after the answers.
      await flushOutbox();
      expect(smtp.received.filter((mail) => real.includes(mail.to[0]!))).toHaveLength(40);
    },
  );
});

describe("delivery", () => {
  it("messages a stopped process left in the outbox go out when the next one starts", async () => {
    const to = uniqueEmail("restart");
    // As written by a process that died before delivering: one never tried, one claimed by it.
    await db.emailOutbox.create({ data: { to, subject: "Left behind", text: "1", html: "<p>1</p>" } });
    await db.emailOutbox.create({
      data: {
        to,
        subject: "Claimed, then the process died",
        text: "2",
        html: "<p>2</p>",
        attempts: 1,
        claimedUntil: new Date(Date.now() - 1000),
      },
    });
    startOutboxWorker();
    await flushOutbox();
    await stopOutboxWorker();
    expect(smtp.received.filter((mail) => mail.to[0] === to)).toHaveLength(2);
    expect(await db.emailOutbox.count({ where: { to } })).toBe(0);
  });

  it("a failed send is retried after a back-off, and marked failed after the last attempt", async () => {
    const to = uniqueEmail("retry");
    smtp.failNext = 1;
    await sendEmail({ to, subject: "Retry me", text: "x", html: "<p>x</p>" });
    await flushOutbox();
    const waiting = await db.emailOutbox.findFirstOrThrow({ where: { to } });
    expect(waiting).toEqual(
      expect.objectContaining({
        attempts: 1,
        claimedUntil: null,
        failedAt: null,
        lastError: expect.stringContaining("451"),
      }),
    );
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 25_000);
    // The back-off is over: the next sweep delivers it.
    await db.emailOutbox.update({ where: { id: waiting.id }, data: { nextAttemptAt: new Date() } });
    await flushOutbox();
    expect(smtp.received.filter((mail) => mail.to[0] === to)).toHaveLength(1);
    expect(await db.emailOutbox.count({ where: { to } })).toBe(0);

    const doomed = uniqueEmail("doomed");
    await db.emailOutbox.create({
      data: {
        to: doomed,
        subject: "Last try",
        text: "x",
        html: "<p>x</p>",
        attempts: emailOutbox.maxAttempts - 1,
      },
    });
    smtp.failNext = 1;
    await flushOutbox();
    expect(await db.emailOutbox.findFirstOrThrow({ where: { to: doomed } })).toEqual(
      expect.objectContaining({ attempts: emailOutbox.maxAttempts, failedAt: expect.any(Date) }),
    );
  });

  it("three workers at once over 30 messages: each message sent exactly once", async () => {
    const to = Array.from({ length: 30 }, () => uniqueEmail("once"));
    await db.emailOutbox.createMany({
      data: to.map((address, i) => ({ to: address, subject: `Message ${i}`, text: "x", html: "<p>x</p>" })),
    });
    await Promise.all([deliverDueEmails(), deliverDueEmails(), deliverDueEmails()]);
    const sent = smtp.received.map((mail) => mail.to[0]).filter((address) => to.includes(address!));
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
  });
});
