import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { exportedTables, exportUserData, notExported } from "@/lib/profile/export";
import { db } from "@/lib/services/database";
import { createUser } from "../support/factories";

/*
 * 'Download my data' must hold everything tied to the user. The list of tables is derived from
 * prisma/schema, so a table added later cannot be forgotten: it must be exported, or
 * excluded with a reason (lib/profile/export.ts).
 */

type Field = { name: string; type: string; attributes: string };
type Model = { name: string; fields: Field[] };

function schemaModels(): Model[] {
  const dir = join(process.cwd(), "prisma", "schema");
  const schema = readdirSync(dir)
    .filter((name) => name.endsWith(".prisma"))
    .map((name) => readFileSync(join(dir, name), "utf8"))
    .join("\n");
  return [...schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)].map(([, name, body]) => ({
    name: name!,
    fields: body!
      .split("\n")
      .map((line) => line.replace(/\/\/.*$/, "").trim())
      .filter((line) => /^\w+\s+\w/.test(line) && !line.startsWith("@@"))
      .map((line) => {
        const [fieldName, type, ...rest] = line.split(/\s+/);
        return { name: fieldName!, type: type!.replace(/[?[\]]/g, ""), attributes: rest.join(" ") };
      }),
  }));
}

/**
 * A column that holds a user's id: a UUID named after a person (userId, lawyerId, actorId,
 * createdById, mutedBy...).
 */
const holdsUserId = (field: Field) =>
  field.attributes.includes("@db.Uuid") &&
  /^(user|lawyer|actor|author|owner|member|admin|customer)Id$|By(Id)?$/.test(field.name);
/** A column that holds an email address, which is how some tables know a person. */
const holdsEmail = (field: Field) => field.type === "String" && /^(email|to)$|Email$/.test(field.name);
/** A relation that points at a row of `target` (this model holds the foreign key). */
const pointsAt = (field: Field, targets: Set<string>) =>
  targets.has(field.type) && /@relation\([^)]*fields:/.test(field.attributes);

/** Every model that points at users: directly, through a model that does, or by a user-id or email column. */
function modelsPointingAtUsers(): string[] {
  const models = schemaModels();
  const found = new Set(["User"]);
  for (let grew = true; grew;) {
    grew = false;
    for (const model of models) {
      if (found.has(model.name)) continue;
      if (model.fields.some((field) => pointsAt(field, found) || holdsUserId(field) || holdsEmail(field))) {
        found.add(model.name);
        grew = true;
      }
    }
  }
  return [...found].sort();
}

describe("'Download my data' covers the schema", () => {
  it("finds the tables it must cover (the derivation works)", () => {
    const tables = modelsPointingAtUsers();
    // A relation, a relation through another table, a user-id column without a relation, an email column.
    expect(tables).toEqual(
      expect.arrayContaining([
        "User",
        "Subscription",
        "Payment",
        "CancellationFeedback",
        "VisaChatMessage",
        "CommunityMessage",
        "ContactSubmission",
        "LawyerCredits",
        "NewsletterSubscriber",
      ]),
    );
    expect(tables).not.toContain("SubscriptionPlan");
    expect(tables).not.toContain("QuotaConfig");
  });

  it("exports every table that points at users, or excludes it with a reason", () => {
    const covered = new Set([...Object.keys(exportedTables), ...Object.keys(notExported)]);
    expect(modelsPointingAtUsers().filter((table) => !covered.has(table))).toEqual([]);
    for (const reason of Object.values(notExported)) expect(reason.length).toBeGreaterThan(20);
    // And names no table that does not exist.
    const models = new Set(schemaModels().map((model) => model.name));
    expect([...covered].filter((table) => !models.has(table))).toEqual([]);
  });
});

/** Every property name in a JSON value, at any depth. */
function fieldNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(fieldNames);
  if (value === null || typeof value !== "object" || value instanceof Date) return [];
  return Object.entries(value).flatMap(([name, inner]) => [name, ...fieldNames(inner)]);
}

describe("'Download my data' content", () => {
  async function memberWithHistory(email?: string) {
    const user = await createUser(email ? { email } : {});
    const plan = await db.subscriptionPlan.upsert({
      where: { code: "export-test" },
      update: {},
      create: { code: "export-test", name: "Export test", description: "A plan", priceCents: 1999 },
    });
    const now = new Date();
    const subscription = await db.subscription.create({
      data: {
        userId: user.id,
        planId: plan.id,
        status: "canceled",
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
        canceledAt: now,
        billingProviderId: `sub_${user.id}`,
      },
    });
    await db.payment.create({
      data: {
        subscriptionId: subscription.id,
        transactionId: `tx_${user.id}`,
        amountCents: 1999,
        status: "approved",
        kind: "first",
        cardBrand: "visa",
        cardLastFour: "4242",
      },
    });
    await db.cancellationFeedback.create({
      data: {
        userId: user.id,
        subscriptionId: subscription.id,
        reason: "too-expensive",
        additionalFeedback: `Feedback of ${user.email}`,
      },
    });
    await db.visaChat.create({
      data: {
        userId: user.id,
        assistantName: "Sofía",
        anonymousToken: `anon-secret-${user.id}`,
        messages: { create: [{ messageType: "user", messageText: `Visa question of ${user.email}` }] },
      },
    });
    await db.communityMessage.create({
      data: { userId: user.id, room: "general", message: `Community post of ${user.email}` },
    });
    await db.contactSubmission.create({
      data: {
        userId: user.id,
        name: "Camila",
        email: user.email,
        country: "colombia",
        message: `Lawyer request of ${user.email}`,
        consentAt: now,
      },
    });
    await db.emailToken.create({
      data: { userId: user.id, purpose: "confirm_email", tokenHash: `token-hash-${user.id}`, expiresAt: now },
    });
    await db.twoFactorSecret.create({
      data: { userId: user.id, secretEncrypted: `sealed-secret-${user.id}` },
    });
    await db.newsletterSubscriber.create({ data: { email: user.email } });
    return user;
  }

  it("holds the subscriptions, payments, cancellation feedback, visa chats, community messages and lawyer requests", async () => {
    const user = await memberWithHistory();
    const { tables } = await exportUserData(user.id);
    expect(tables.Subscription).toEqual([
      expect.objectContaining({ status: "canceled", plan: { code: "export-test", name: "Export test" } }),
    ]);
    expect(tables.Payment).toEqual([expect.objectContaining({ amountCents: 1999, cardLastFour: "4242" })]);
    expect(tables.CancellationFeedback).toEqual([
      expect.objectContaining({ additionalFeedback: `Feedback of ${user.email}` }),
    ]);
    expect(tables.VisaChat).toHaveLength(1);
    expect(tables.VisaChatMessage).toEqual([
      expect.objectContaining({ messageText: `Visa question of ${user.email}` }),
    ]);
    expect(tables.CommunityMessage).toEqual([
      expect.objectContaining({ message: `Community post of ${user.email}` }),
    ]);
    expect(tables.ContactSubmission).toEqual([
      expect.objectContaining({ message: `Lawyer request of ${user.email}` }),
    ]);
    expect(tables.NewsletterSubscriber).toEqual(expect.objectContaining({ email: user.email }));
  });

  it("leaves secrets out, and holds nothing of another user", async () => {
    const user = await memberWithHistory();
    const other = await memberWithHistory();
    const data = await exportUserData(user.id);
    const json = JSON.stringify(data);
    // No field of any row named like a secret, and none of the secret values.
    expect(
      fieldNames(Object.values(data.tables)).filter((name) => /hash|secret|token|password/i.test(name)),
    ).toEqual([]);
    for (const secret of [
      `token-hash-${user.id}`,
      `sealed-secret-${user.id}`,
      `anon-secret-${user.id}`,
      "argon2",
    ])
      expect(json).not.toContain(secret);
    expect(json).not.toContain(other.email);
    expect(json).not.toContain(other.id);
  });
});
