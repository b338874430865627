import { requireAdmin } from "@/lib/auth/current-user";
import { newsletterCsv } from "@/lib/admin/communications";
import { writeAudit } from "@/lib/admin/audit";
import { apiRoute } from "@/lib/http/api";

/** The newsletter list as a CSV download, streamed; formula-like values are neutralised. */
export const GET = apiRoute(async () => {
  const admin = await requireAdmin();
  await writeAudit({ actorId: admin.id, action: "newsletter.export", target: "newsletter_subscribers" });
  const encoder = new TextEncoder();
  const rows = newsletterCsv();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await rows.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="latitud-newsletter-${new Date().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "no-store",
    },
  });
});

export const dynamic = "force-dynamic";
