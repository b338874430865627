import { requireCommunityMember } from "@/lib/community/access";
import { liveImageKey } from "@/lib/community/messages";
import { community } from "@/lib/config/community";
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api";
import { readStoredFile } from "@/lib/services/storage";
import { z } from "zod";

const params = z.object({ messageId: z.uuid() });

/**
 * A message's image, for premium members only (401/403); 404 once the message is deleted. Each
 * image is stored once and never changes, so the browser may keep it, privately, for a day.
 */
export const GET = apiRoute<{ params: Promise<{ messageId: string }> }>(async (_request, context) => {
  await requireCommunityMember(community.text.authRead);
  const parsed = params.safeParse(await context.params);
  if (!parsed.success) throw new AppError("not_found", "Image not found");
  const key = await liveImageKey(parsed.data.messageId);
  const data = key ? await readStoredFile(key) : null;
  if (!data) throw new AppError("not_found", "Image not found");
  return new Response(new Uint8Array(data), {
    headers: {
      "content-type": "image/webp",
      "cache-control": "private, max-age=86400, immutable",
      "x-content-type-options": "nosniff",
    },
  });
});

export const dynamic = "force-dynamic";
