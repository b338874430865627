import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  const t = useTranslations("community.page");
  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 py-6" role="status" aria-label={t("loading")}>
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-[60dvh] w-full" rounded="2xl" />
    </div>
  );
}
