"use client";

import { ImagePlus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { community } from "@/lib/config/community";

const accepted = new Set(community.image.accept.split(","));

/**
 * The composer's image button: a file picker limited to JPEG, PNG and WebP of 5 MB at most, checked
 * here first so a member hears at once what the server would refuse.
 */
export function ImagePicker({ onPick, disabled }: { onPick: (file: File) => void; disabled: boolean }) {
  const t = useTranslations("community.image");
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept={community.image.accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          if (!accepted.has(file.type)) return void toast.error(t("wrongType"));
          if (file.size > community.image.maxBytes) return void toast.error(t("tooLarge"));
          onPick(file);
        }}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t("attach")}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden />
      </Button>
    </>
  );
}

/** The chosen image before sending: a thumbnail, its name and a button to take it off. */
export function ImageAttachment({ file, onRemove }: { file: File; onRemove: () => void }) {
  const t = useTranslations("community.image");
  // One object URL per chosen file, released when the file changes or the preview goes.
  const preview = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);
  return (
    <div className="flex items-center gap-3 rounded-lg border bg-muted/40 p-2">
      {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL, not an optimisable image */}
      <img src={preview} alt="" className="size-12 rounded object-cover" />
      <p className="min-w-0 flex-1 truncate text-sm">
        <span className="sr-only">{t("attached")}: </span>
        {file.name}
      </p>
      <Button type="button" variant="ghost" size="icon" aria-label={t("remove")} onClick={onRemove}>
        <X aria-hidden />
      </Button>
    </div>
  );
}
