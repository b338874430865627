import { GET as confirmGET } from "@/app/[locale]/auth/confirm/route";
import {
  forgotPasswordAction,
  joinRegisterAction,
  reauthenticateAction,
  registerAction,
} from "@/lib/auth/actions";
import { createJoinLink } from "@/lib/auth/join-links";
import { decodeLoginError } from "@/lib/auth/login-messages";
import { clearSecuritySettingsCache } from "@/lib/auth/security-config";
import { updateProfileAction } from "@/lib/profile/actions";
import { translator } from "@/lib/i18n/translator";
import { db } from "@/lib/services/database";
import { AUTH_ORIGIN, callAuthRoute, csrfFor } from "../support/auth-http";
import {
  createUser,
  linkFromLatestEmail,
  randomClient,
  strongPassword,
  tokenFrom,
  uniqueEmail,
} from "../support/factories";
import { ambientRequest, setAmbientHeaders } from "../support/request-context";
import { signedInAs } from "../support/signed-in";

/*
 * Accounts in the member's language: registration keeps the language of the page it happened on,
 * and the account flows answer in the language of the page (the proxy's x-next-intl-locale header
 * for actions, the NEXT_LOCALE cookie for routes). Only Next's request context is stood in for.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

process.env.NEXTAUTH_SECRET ??= "accounts-language-secret-that-is-long-enough-0123456789";
process.env.NEXTAUTH_URL = AUTH_ORIGIN;

beforeEach(() => clearSecuritySettingsCache());

/** Server actions called as from a page in `locale`, from a new address. */
function onPage(locale: "en" | "es" | "pt") {
  setAmbientHeaders({ "x-next-intl-locale": locale, "x-forwarded-for": randomClient().ip });
  ambientRequest.cookies = {};
}

describe("registration keeps the page's language", () => {
  it("from a Spanish page, the account's language is es", async () => {
    onPage("es");
    const email = uniqueEmail("es-register");
    expect(
      await registerAction({
        name: "Lucía",
        email,
        password: strongPassword,
        confirmPassword: strongPassword,
      }),
    ).toEqual({ ok: true, data: { confirmationRequired: true } });
    expect((await db.user.findUniqueOrThrow({ where: { email } })).language).toBe("es");
  });

  it("from an English page, en; from a Portuguese join link page, pt", async () => {
    onPage("en");
    const english = uniqueEmail("en-register");
    await registerAction({ email: english, password: strongPassword, confirmPassword: strongPassword });
    expect((await db.user.findUniqueOrThrow({ where: { email: english } })).language).toBe("en");

    const invited = uniqueEmail("pt-join");
    const { token } = await createJoinLink({ email: invited });
    onPage("pt");
    expect(
      await joinRegisterAction({ token, password: strongPassword, confirmPassword: strongPassword }),
    ).toEqual(expect.objectContaining({ ok: true }));
    expect((await db.user.findUniqueOrThrow({ where: { email: invited } })).language).toBe("pt");
  });

  it("answers a refused registration in the page's language", async () => {
    onPage("es");
    const weak = await registerAction({
      email: uniqueEmail("weak"),
      password: "abc",
      confirmPassword: "abc",
    });
    expect(weak).toEqual(
      expect.objectContaining({
        ok: false,
        error:
          "La contraseña debe tener al menos 8 caracteres. La contraseña debe contener al menos una letra mayúscula. La contraseña debe contener al menos un número",
      }),
    );
    onPage("pt");
    const common = await registerAction({
      email: uniqueEmail("common"),
      password: "Qwerty123!",
      confirmPassword: "Qwerty123!",
    });
    expect(common).toEqual(
      expect.objectContaining({
        ok: false,
        error: "Esta senha é comum demais. Escolha uma mais difícil de adivinhar",
      }),
    );
    const mismatch = await registerAction({
      email: uniqueEmail("mismatch"),
      password: strongPassword,
      confirmPassword: `${strongPassword}x`,
    });
    expect(mismatch).toEqual(
      expect.objectContaining({ ok: false, fieldErrors: { confirmPassword: "As senhas não coincidem" } }),
    );
  });
});

describe("failures in the page's language", () => {
  it("a failed login from a Portuguese page shows the Portuguese message", async () => {
    const user = await createUser();
    const ip = randomClient().ip;
    const { csrfToken, cookies } = await csrfFor(ip);
    const response = await callAuthRoute("POST", ["callback", "credentials"], {
      ip,
      cookies: { ...cookies, NEXT_LOCALE: "pt" },
      form: {
        email: user.email,
        password: "Wrong-Pass-00",
        csrfToken,
        callbackUrl: AUTH_ORIGIN,
        json: "true",
      },
    });
    expect(response.status).toBe(401);
    // next-auth's client reads the code from `url`; the form words it in the page's language.
    const failure = decodeLoginError(
      new URL(((await response.json()) as { url: string }).url).searchParams.get("error"),
    );
    expect(failure).toEqual(expect.objectContaining({ code: "invalid", message: "invalid" }));
    const t = await translator("pt", "auth");
    expect(t(`login.errors.${failure.message}`)).toBe("E-mail ou senha inválidos");
  });

  it("a wrong password when confirming it's you, from a Portuguese page", async () => {
    const user = await createUser();
    await signedInAs(user);
    ambientRequest.headers.set("x-next-intl-locale", "pt");
    expect(await reauthenticateAction({ password: "Wrong-Pass-00" })).toEqual({
      ok: false,
      error: "Sua senha está incorreta",
      fieldErrors: { password: "Sua senha está incorreta" },
    });
  });

  it("a signed-out member's action is refused in the page's language", async () => {
    onPage("es");
    expect(await updateProfileAction({ fullName: "Ana", occupation: "", phoneNumber: "" })).toEqual({
      ok: false,
      error: "No iniciaste sesión",
    });
    onPage("en");
    expect(await updateProfileAction({ fullName: "Ana", occupation: "", phoneNumber: "" })).toEqual({
      ok: false,
      error: "User not authenticated",
    });
  });

  it("validation keys of the profile form come back translated", async () => {
    const user = await createUser();
    await signedInAs(user);
    ambientRequest.headers.set("x-next-intl-locale", "es");
    expect(await updateProfileAction({ fullName: "A", occupation: "", phoneNumber: "call me" })).toEqual({
      ok: false,
      error: "El nombre debe tener al menos 2 caracteres.",
      fieldErrors: {
        fullName: "El nombre debe tener al menos 2 caracteres.",
        phoneNumber: "Escribe un número de teléfono válido.",
      },
    });
  });

  it("too many reset requests, with the wait, from a Spanish page", async () => {
    const user = await createUser();
    onPage("es");
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await forgotPasswordAction({ email: user.email }));
    expect(answers.slice(0, 3).map((answer) => answer.ok)).toEqual([true, true, true]);
    expect(answers[3]).toEqual({
      ok: false,
      error: expect.stringMatching(/^Demasiadas solicitudes\. Inténtalo de nuevo en \d+ segundos\.$/),
    });
  });
});

/** The link as it arrives without a language prefix (the proxy serves it as English). */
const confirmRoute = (request: Request) => confirmGET(request, { params: Promise.resolve({ locale: "en" }) });

describe("the confirmation link lands in the account's language", () => {
  it("a Spanish account's link opens /es", async () => {
    onPage("es");
    const email = uniqueEmail("es-confirm");
    await registerAction({ email, password: strongPassword, confirmPassword: strongPassword });
    const token = tokenFrom(await linkFromLatestEmail(email, "/auth/confirm"));
    const confirm = () =>
      confirmRoute(
        new Request(`${AUTH_ORIGIN}/auth/confirm?token=${token}`, { headers: { "user-agent": "jest" } }),
      );
    const first = new URL((await confirm()).headers.get("location")!);
    expect([first.pathname, first.searchParams.get("confirmed")]).toEqual(["/es", "1"]);
    // Used once: the error screen, still in Spanish.
    const again = new URL((await confirm()).headers.get("location")!);
    expect([again.pathname, again.searchParams.get("error")]).toEqual(["/es", "access_denied"]);
  });

  it("an unknown link follows the browser's language", async () => {
    const response = await confirmRoute(
      new Request(`${AUTH_ORIGIN}/auth/confirm?token=${"x".repeat(40)}`, {
        headers: { "accept-language": "pt-BR,pt;q=0.9" },
      }),
    );
    expect(new URL(response.headers.get("location")!).pathname).toBe("/pt");
  });
});
