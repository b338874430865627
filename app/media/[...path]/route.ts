import { readStoredFile } from "@/lib/services/storage";

const types: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  pdf: "application/pdf",
};

/** Serves stored files (avatars). Names change on every upload, so an hour of caching is safe. */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const key = (await params).path.join("/");
  const data = await readStoredFile(key);
  const extension = key.split(".").pop()?.toLowerCase() ?? "";
  if (!data || !types[extension]) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(data), {
    headers: {
      "content-type": types[extension]!,
      "cache-control": "public, max-age=3600",
      "x-content-type-options": "nosniff",
    },
  });
}
