import { GET as confirmGET } from "@/app/[locale]/auth/confirm/route";
import { resendConfirmation } from "@/lib/auth/confirm-email";
import { createJoinLink } from "@/lib/auth/join-links";
import { login } from "@/lib/auth/login";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { registerUser } from "@/lib/auth/register";
import { confirmEnrolment, disableTwoFactor, startEnrolment } from "@/lib/auth/two-factor/enrolment";
import { loginWithSecondFactor } from "@/lib/auth/two-factor/second-step";
import { stepAt, totpCodeAt } from "@/lib/auth/two-factor/totp";
import { resumeSubscriptionAction } from "@/lib/billing/actions";
import { cancelSubscription } from "@/lib/billing/cancel";
import { subscribe } from "@/lib/billing/checkout";
import { resumeSubscription } from "@/lib/billing/resume";
import { flushWebhookDeliveries } from "@/lib/cali-sandbox/webhooks";
import type { Locale } from "@/lib/i18n/locales";
import { withMessageLocale } from "@/lib/i18n/server-messages";
import { newsletter } from "@/lib/config/newsletter";
import { confirmNewsletterAction, subscribeToNewsletterAction } from "@/lib/newsletter/actions";
import { subscribeToNewsletter } from "@/lib/newsletter/subscriptions";
import { db } from "@/lib/services/database";
import { flushOutbox } from "@/lib/services/email";
import { advance, billingUser, cardInput, startBillingServer } from "../support/billing";
import { createUser, randomClient, strongPassword, uniqueEmail } from "../support/factories";
import { setAmbientHeaders } from "../support/request-context";
import { signedInAs } from "../support/signed-in";
import { settle } from "../support/settle";

jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

/*
 * Every email is written in its recipient's stored language: members by `users.language`, newsletter
 * subscribers by the language of the page they signed up on. Each kind goes through the code path
 * that sends it in the product; English emails are asserted as they always were by the tests of
 * each area.
 */

const DECLINES_RENEWALS = "4000000000000341";
const NBSP = "\u00a0";

let server: Awaited<ReturnType<typeof startBillingServer>>;

beforeAll(async () => {
  server = await startBillingServer("emails-language-secret-0123456789abcdef");
});

afterAll(async () => {
  await server.close();
});

afterEach(() => setAmbientHeaders({}));

async function speaking<U extends { id: string }>(language: Locale, user: U): Promise<U> {
  await db.user.update({ where: { id: user.id }, data: { language } });
  return user;
}

async function mailsTo(to: string) {
  await flushOutbox();
  return db.devMailboxMessage.findMany({ where: { to }, orderBy: { createdAt: "asc" } });
}

/** The email with this subject, whose text and HTML are both in the language. */
async function emailTo(to: string, subject: string) {
  const mail = (await mailsTo(to)).find((m) => m.subject === subject);
  if (!mail) throw new Error(`No "${subject}" to ${to}: ${(await mailsTo(to)).map((m) => m.subject)}`);
  return mail;
}

const signature = { es: "— El equipo de Latitud", pt: "— Equipe Latitud" };
const tagline = {
  es: "Trabaja en remoto desde las mejores ciudades de Sudamérica",
  pt: "Trabalhe remotamente das melhores cidades da América do Sul",
};

/** The layout's own words in the language: signature, link hint, footer, html lang. */
function expectLayout(mail: { text: string; html: string }, language: "es" | "pt") {
  expect(mail.text).toContain(signature[language]);
  expect(mail.html).toContain(`<html lang="${language}">`);
  expect(mail.html).toContain(tagline[language]);
  expect(mail.html).toContain(language === "es" ? "O copia este enlace:" : "Ou copie este link:");
  expect(mail.text).not.toMatch(/The Latitud team|Or copy this link/);
}

describe("account emails", () => {
  it("the confirmation link, in Spanish, leads to the Spanish site", async () => {
    const user = await speaking("es", await createUser({ confirmed: false }));
    await resendConfirmation(user.email, randomClient());
    const mail = await emailTo(user.email, "Confirma tu cuenta de Latitud");
    expect(mail.text).toContain("¡Te damos la bienvenida a Latitud!");
    expect(mail.text).toContain("vence en 24 horas");
    const link = mail.text.match(
      /Confirmar mi correo: (https?:\/\/\S+\/es\/auth\/confirm\?token=[\w-]+)/,
    )?.[1];
    expectLayout(mail, "es");

    // The link confirms the address and lands on the Spanish home page.
    const answer = await confirmGET(new Request(link!), { params: Promise.resolve({ locale: "es" }) });
    expect(answer.status).toBe(303);
    expect(new URL(answer.headers.get("location")!).pathname).toBe("/es");
    expect(new URL(answer.headers.get("location")!).searchParams.get("confirmed")).toBe("1");
  });

  it("'already registered' goes to the account's owner in their language, not the visitor's", async () => {
    const owner = await speaking("pt", await createUser());
    await registerUser({ email: owner.email, password: strongPassword }, randomClient());
    const mail = await emailTo(owner.email, "Sua conta no Latitud");
    expect(mail.text).toContain("mas você já tem uma");
    expect(mail.text).toMatch(/\/pt\/forgot-password/);
    expectLayout(mail, "pt");
  });

  it("the password reset, in Portuguese", async () => {
    const user = await speaking("pt", await createUser());
    await requestPasswordReset(user.email, randomClient());
    const mail = await emailTo(user.email, "Redefina sua senha do Latitud");
    expect(mail.text).toContain("expira em 60 minutos");
    expect(mail.text).toMatch(/Escolher uma nova senha: https?:\/\/\S+\/pt\/reset-password\?token=[\w-]+/);
    expectLayout(mail, "pt");
  });

  it("a join link is written in the language the inviter chose and names the plan in it", async () => {
    const email = uniqueEmail("convidada");
    await createJoinLink({ email, planCode: "quarterly", language: "pt" });
    const mail = await emailTo(email, "Seu convite para o Latitud");
    expect(mail.text).toContain("Você recebeu um convite para entrar no Latitud com o plano Trimestral.");
    expect(mail.text).toContain("expira em 7 dias");
    expect(mail.text).toMatch(/\/pt\/join\?token=[\w-]+/);
    expectLayout(mail, "pt");

    const invited = uniqueEmail("invitada");
    await createJoinLink({ email: invited, planCode: "annual", language: "es" });
    expect((await emailTo(invited, "Tu invitación a Latitud")).text).toContain(
      "Te invitaron a unirte a Latitud con el plan Anual.",
    );
  });

  it("two-factor notices: turned on, a recovery code used, turned off", async () => {
    const user = await speaking("es", await createUser());
    const now = new Date();
    const started = await startEnrolment(user);
    if (!started.ok) throw new Error(started.error);
    const secret = started.data.manualKey.replace(/ /g, "");
    const confirmed = await confirmEnrolment(user, totpCodeAt(secret, stepAt(now)), null, now);
    if (!confirmed.ok) throw new Error(confirmed.error);
    const on = await emailTo(
      user.email,
      "La autenticación de dos factores está activada en tu cuenta de Latitud",
    );
    expect(on.text).toMatch(/\/es\/profile#two-factor/);
    expect(on.text).toContain("Si no fuiste tú, restablece tu contraseña");
    expectLayout(on, "es");

    const attempt = await login({ email: user.email, password: strongPassword }, randomClient(), now);
    if (attempt.ok || attempt.code !== "two_factor_required") throw new Error("expected a challenge");
    const second = await loginWithSecondFactor(
      { challenge: attempt.challenge, recoveryCode: confirmed.data.recoveryCodes[0]! },
      randomClient(),
      now,
    );
    expect(second).toEqual(expect.objectContaining({ ok: true }));
    const used = await emailTo(user.email, "Se usó un código de recuperación para iniciar sesión en Latitud");
    expect(used.text).toContain("Te quedan 9 códigos sin usar.");

    await disableTwoFactor(user, null);
    await emailTo(user.email, "La autenticación de dos factores está desactivada en tu cuenta de Latitud");
  });
});

describe("billing emails", () => {
  it("receipt, renewal, cancellation and resumption, in Spanish, with Spanish money, dates and links", async () => {
    const user = await speaking("es", await billingUser());
    const result = await subscribe(user, await cardInput("monthly"));
    if (!result.ok) throw new Error(result.error);
    await flushWebhookDeliveries();

    const receipt = await emailTo(user.email, "Tu recibo del plan Mensual de Latitud");
    expect(receipt.text).toContain(
      `¡Gracias! Hicimos un cargo de USD${NBSP}19.00 a tu VISA terminada en 4242 por el plan Mensual.`,
    );
    expect(receipt.text).toMatch(/Tu plan se renueva el \d{1,2} de [a-z]+ de \d{4}/);
    expect(receipt.text).toMatch(/Ver tu suscripción: https?:\/\/\S+\/es\/profile\?tab=subscription/);
    expectLayout(receipt, "es");

    await advance(server.url, result.subscriptionId);
    await flushWebhookDeliveries();
    const renewal = await emailTo(user.email, "Se renovó tu plan Mensual de Latitud");
    expect(renewal.text).toMatch(/Próxima renovación: \d{1,2} de [a-z]+ de \d{4}\./);

    await cancelSubscription(user, { subscriptionId: result.subscriptionId });
    const cancelled = await emailTo(user.email, "Se canceló tu suscripción a Latitud");
    expect(cancelled.text).toContain("Tu plan Mensual está cancelado y no se renovará.");
    expect(cancelled.text).toMatch(/Volver a suscribirme: https?:\/\/\S+\/es\/subscription/);
    expect(cancelled.text).toContain("Responde a support@latitud.app");

    await resumeSubscription(user, result.subscriptionId);
    const resumed = await emailTo(user.email, "Tu plan de Latitud vuelve a estar activo");
    expect(resumed.text).toMatch(/Tu plan Mensual ya no está cancelado: se renueva el \d{1,2} de [a-z]+ de/);
  });

  it("a failed renewal (dunning), in Portuguese", async () => {
    const user = await speaking("pt", await billingUser());
    const result = await subscribe(user, await cardInput("quarterly", DECLINES_RENEWALS));
    if (!result.ok) throw new Error(result.error);
    await flushWebhookDeliveries();
    const receipt = await emailTo(user.email, "Seu recibo do plano Trimestral do Latitud");
    expect(receipt.text).toContain(`Cobramos US$${NBSP}49,00 no seu cartão VISA com final 0341`);

    await advance(server.url, result.subscriptionId);
    await flushWebhookDeliveries();
    const failed = await emailTo(user.email, "Não conseguimos renovar seu plano do Latitud");
    expect(failed.text).toContain("Seu cartão foi recusado quando tentamos renovar seu plano Trimestral.");
    expect(failed.text).toMatch(/Você mantém o acesso premium até \d{1,2} de [a-zç]+ de \d{4}\./);
    expect(failed.text).toContain(`/pt/billing/card/${result.subscriptionId}`);
    expectLayout(failed, "pt");
  });

  it("English members still get the English emails", async () => {
    const user = await billingUser();
    const result = await subscribe(user, await cardInput("annual"));
    if (!result.ok) throw new Error(result.error);
    const receipt = await emailTo(user.email, "Your Latitud Annual receipt");
    expect(receipt.text).toContain(
      "Thank you! We charged $179.00 to VISA ending in 4242 for the Annual plan.",
    );
    expect(receipt.text).toMatch(/Your plan renews on [A-Z][a-z]+ \d{1,2}, \d{4}; you can cancel/);
    expect(receipt.text).toMatch(/See your subscription: https?:\/\/[^/\s]+\/profile\?tab=subscription/);
    expect(receipt.text).toContain("— The Latitud team");
    expect(receipt.html).toContain("Work Remotely from South America&#39;s Best Cities");
  });
});

describe("messages that name a plan, in the reader's language", () => {
  it("a checkout refused by the one-plan rule", async () => {
    const user = await billingUser();
    expect(await subscribe(user, await cardInput("annual"))).toEqual(expect.objectContaining({ ok: true }));
    const refused = await withMessageLocale("pt", async () => subscribe(user, await cardInput("quarterly")));
    expect(refused).toEqual(
      expect.objectContaining({
        ok: false,
        status: 409,
        title: "Você já tem uma assinatura",
        error: expect.stringMatching(
          /^Você já tem o plano Anual\. Para mudar para o Trimestral, cancele o Anual no seu perfil \(o acesso premium continua até \d{1,2} de [a-zç]+ de \d{4}\) e depois escolha o Trimestral\.$/,
        ),
      }),
    );
  });

  it("a resume refused while another plan holds the slot, from a Spanish page", async () => {
    const user = await billingUser();
    const first = await subscribe(user, await cardInput("monthly"));
    if (!first.ok) throw new Error(first.error);
    await cancelSubscription(user, { subscriptionId: first.subscriptionId });
    expect(await subscribe(user, await cardInput("annual"))).toEqual(expect.objectContaining({ ok: true }));
    await signedInAs(user);
    setAmbientHeaders({ "x-next-intl-locale": "es" });
    expect(await resumeSubscriptionAction({ subscriptionId: first.subscriptionId })).toEqual({
      ok: false,
      error:
        "No puedes reactivar Mensual mientras tu plan Anual esté activo: solo puedes tener un plan a la vez. Si prefieres quedarte con este, primero cancela el otro.",
    });
    expect(await settle(resumeSubscription(user, first.subscriptionId))).toEqual(
      expect.objectContaining({
        error: expect.stringMatching(/^Monthly can't be resumed while your Annual plan/),
      }),
    );
  });
});

describe("newsletter emails", () => {
  it("are written in the language of the page the visitor signed up on", async () => {
    setAmbientHeaders({ "x-next-intl-locale": "pt" });
    expect(await subscribeToNewsletterAction({ email: "leitora@example.com" })).toEqual(
      expect.objectContaining({ ok: true }),
    );
    expect(
      (await db.newsletterSubscriber.findUniqueOrThrow({ where: { email: "leitora@example.com" } })).language,
    ).toBe("pt");
    const confirm = await emailTo("leitora@example.com", "Confirme sua inscrição na newsletter do Latitud");
    expect(confirm.text).toContain("expira em 48 horas");
    expectLayout(confirm, "pt");
    const token = confirm.text.match(/\/pt\/newsletter\/confirm\?token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();

    // The welcome follows the stored language, whatever page the link is confirmed from.
    setAmbientHeaders({ "x-next-intl-locale": "es" });
    expect(await confirmNewsletterAction({ token })).toEqual(expect.objectContaining({ ok: true }));
    const welcome = await emailTo("leitora@example.com", "Boas-vindas à newsletter do Latitud");
    expect(welcome.text).toMatch(/Cancelar inscrição: https?:\/\/\S+\/pt\/newsletter\/unsubscribe\?token=/);
  });

  it("a later sign-up from another language's page writes the next emails in that language", async () => {
    setAmbientHeaders({ "x-next-intl-locale": "es" });
    await subscribeToNewsletterAction({ email: "lector@example.com" });
    await emailTo("lector@example.com", "Confirma tu suscripción al boletín de Latitud");
    const later = new Date(Date.now() + newsletter.confirmResendIntervalMs + 1000);
    await subscribeToNewsletter("lector@example.com", "pt", later);
    await emailTo("lector@example.com", "Confirme sua inscrição na newsletter do Latitud");
    expect(
      (await db.newsletterSubscriber.findUniqueOrThrow({ where: { email: "lector@example.com" } })).language,
    ).toBe("pt");
  });
});
