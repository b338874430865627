import type { ReactNode } from "react";

/**
 * The document (<html lang>, the shell) is app/[locale]/layout.tsx: it knows the language. This
 * root only passes through; app/not-found.tsx covers the few paths outside any language.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
