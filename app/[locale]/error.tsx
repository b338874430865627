"use client";

import { RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { MessagePage } from "@/components/layout/message-page";

/** Friendly page for unexpected errors: never a bare 500. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <MessagePage
      title="Something went wrong"
      actions={[
        {
          onClick: reset,
          label: (
            <>
              <RefreshCw aria-hidden /> Try again
            </>
          ),
        },
        { href: "/", label: "Go back home" },
      ]}
    >
      Sorry, this page failed to load. Please try again in a moment.
      {error.digest ? <span className="mt-2 block text-xs">Reference: {error.digest}</span> : null}
    </MessagePage>
  );
}
