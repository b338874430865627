import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/config/url";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: [
          "/api/",
          "/admin",
          "/lawyer/",
          "/profile",
          "/checkout",
          "/card-payment",
          "/checkout-success",
          "/cancellation-options/",
          "/chat",
          "/dev/",
          "/auth/",
          "/join",
          "/forgot-password",
          "/reset-password",
          "/newsletter/",
        ],
      },
    ],
    sitemap: `${siteUrl()}/sitemap.xml`,
    host: siteUrl(),
  };
}
