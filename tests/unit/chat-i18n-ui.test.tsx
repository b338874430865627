/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { Composer } from "@/components/community/composer";
import { RelativeTime } from "@/components/community/relative-time";
import { UsageBar } from "@/components/visa-chat/usage-bar";
import type { Locale } from "@/lib/i18n/locales";

/** A few client parts of the visa chat and the community chat in Spanish and Portuguese. */
function inLocale(locale: Locale, children: ReactNode) {
  const messages = {
    assistant: jest.requireActual(`@/messages/${locale}/assistant.json`),
    community: jest.requireActual(`@/messages/${locale}/community.json`),
  };
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}

describe("the chats' client parts", () => {
  it("count characters and the rate limit in Spanish", () => {
    render(
      inLocale(
        "es",
        <Composer
          roomName="General"
          onSend={async () => true}
          sending={false}
          rateLimited
          secondsLeft={7}
          quotaMessage={null}
        />,
      ),
    );
    expect(screen.getByText("Quedan 500 caracteres")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(
      "Estás enviando mensajes demasiado rápido. Podrás enviar de nuevo en 7 s.",
    );
    expect(screen.getByLabelText("Mensaje").getAttribute("placeholder")).toBe("Escribe en General");
  });

  it("say how long ago a message was sent in each language", () => {
    const iso = new Date(Date.now() - 3 * 60_000).toISOString();
    const { unmount } = render(inLocale("es", <RelativeTime iso={iso} />));
    expect(screen.getByText("hace 3 minutos")).toBeTruthy();
    unmount();
    render(inLocale("pt", <RelativeTime iso={iso} />));
    expect(screen.getByText("há 3 minutos")).toBeTruthy();
  });

  it("show the visa chat's usage in Portuguese", () => {
    render(inLocale("pt", <UsageBar usage={{ count: 1, max: 3 }} signedIn={false} />));
    expect(screen.getByText("Mensagens hoje: 1/3")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ganhe mais mensagens" })).toBeTruthy();
  });
});
