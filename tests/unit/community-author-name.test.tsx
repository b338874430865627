/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useAuthorName } from "@/components/community/author-name";

/* A member who gave no name arrives with an empty name; the chat names them in the reader's language. */
function Names({ names }: { names: string[] }) {
  const authorName = useAuthorName();
  return (
    <ul>
      {names.map((name, i) => (
        <li key={i}>{authorName(name)}</li>
      ))}
    </ul>
  );
}

it.each([
  ["en", "Latitud member"],
  ["es", "Miembro de Latitud"],
  ["pt", "Membro da Latitud"],
] as const)("in %s an unnamed member is '%s'; a name stays as it is", (locale, unnamed) => {
  const community = jest.requireActual(`@/messages/${locale}/community.json`);
  render(
    <NextIntlClientProvider locale={locale} messages={{ community }} timeZone="UTC">
      <Names names={["", "Sofía Subscriber"]} />
    </NextIntlClientProvider>,
  );
  expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([unnamed, "Sofía Subscriber"]);
});
