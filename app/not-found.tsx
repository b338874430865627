import type { Metadata } from "next";
import Link from "next/link";
import "./globals.css";

export const metadata: Metadata = { title: "Page not found · Latitud", robots: { index: false } };

/**
 * The 404 of paths outside every language (a file that does not exist, such as /missing.txt). Pages
 * under a language get app/[locale]/not-found.tsx, in their language, inside the site's shell.
 */
export default function RootNotFound() {
  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center p-6">
        <main className="max-w-md text-center">
          <p className="text-sm font-semibold text-primary">404</p>
          <h1 className="mt-2 text-2xl font-bold">This page took a wrong turn</h1>
          <p className="mt-3 text-muted-foreground">
            We couldn&apos;t find the page you were looking for.{" "}
            <Link className="font-medium text-primary underline" href="/">
              Go back home
            </Link>
          </p>
        </main>
      </body>
    </html>
  );
}
