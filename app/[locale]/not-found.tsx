import { Compass } from "lucide-react";
import type { Metadata } from "next";
import { MessagePage } from "@/components/layout/message-page";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <MessagePage
      icon={<Compass />}
      eyebrow="404"
      title="This page took a wrong turn"
      actions={[
        { href: "/", label: "Go back home" },
        { href: "/cities", label: "Browse cities" },
      ]}
    >
      We couldn&apos;t find the page you were looking for. It may have moved, or the link may be mistyped.
    </MessagePage>
  );
}
