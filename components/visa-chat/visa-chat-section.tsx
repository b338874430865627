import { ClientMessages } from "@/components/i18n/client-messages";
import { VisaChatLoader } from "./visa-chat-loader";

/** The visa chat where a page shows it, with the messages its client part speaks. */
export function VisaChatSection() {
  return (
    <ClientMessages namespaces={["assistant"]}>
      <VisaChatLoader />
    </ClientMessages>
  );
}
