import type { Metadata } from "next";
import Link from "next/link";
import "./globals.css";

export const metadata: Metadata = { title: "Page not found · Latitud", robots: { index: false } };

/**
 * The 404 of the few paths the proxy leaves alone (API routes answer their own JSON). Every other
 * unknown path gets the 404 page of its language, in the site's shell. Kept small: Next.js sends
 * this boundary with every page.
 */
export default function RootNotFound() {
  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center p-6">
        <main className="max-w-md text-center">
          <p className="text-sm font-semibold text-primary">404</p>
          <h1 className="mt-2 text-2xl font-bold">This page took a wrong turn</h1>
          <p className="mt-3 text-muted-foreground">
            <Link className="font-medium text-primary underline" href="/">
              Go back home
            </Link>
          </p>
        </main>
      </body>
    </html>
  );
}
