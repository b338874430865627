"use client";

import { Camera } from "lucide-react";
import { useTranslations } from "next-intl";
import { refreshSession } from "@/components/auth/session";
import { useRouter } from "@/lib/i18n/navigation";
import { useRef, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { AVATAR_MAX_BYTES } from "@/lib/profile/schema";

/** Avatar upload: JPEG, PNG or WebP up to 5 MB. The server checks the content and re-encodes it. */
export function AvatarUpload({
  avatarUrl,
  name,
  email,
}: {
  avatarUrl: string | null;
  name: string | null;
  email: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(avatarUrl);
  const [uploading, setUploading] = useState(false);
  const router = useRouter();
  const t = useTranslations("profile.avatar");
  const failure = useTranslations("profile.failure");

  async function upload(file: File) {
    if (file.size > AVATAR_MAX_BYTES)
      return void toast.error(failure("updateFailed"), { description: t("tooLarge") });
    setUploading(true);
    try {
      const body = new FormData();
      body.set("file", file);
      const response = await fetch("/api/profile/avatar", { method: "POST", body });
      const data = (await response.json().catch(() => ({}))) as { avatarUrl?: string; error?: string };
      if (!response.ok || !data.avatarUrl) throw new Error(data.error ?? t("notUploaded"));
      setUrl(data.avatarUrl);
      toast.success(t("updated"));
      await refreshSession();
      router.refresh();
    } catch (error) {
      toast.error(failure("updateFailed"), {
        description: error instanceof Error ? error.message : t("notUploaded"),
      });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div className="flex items-center gap-4">
      <Avatar src={url} name={name} email={email} className="size-20 text-2xl" />
      <div className="grid gap-2">
        <input
          ref={input}
          id="avatar-file"
          aria-label={t("uploadLabel")}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button variant="outline" size="sm" disabled={uploading} onClick={() => input.current?.click()}>
          <Camera aria-hidden /> {uploading ? t("uploading") : t("change")}
        </Button>
        <p className="text-xs text-muted-foreground">{t("formats")}</p>
      </div>
    </div>
  );
}
