import { redirect } from "next/navigation";

/** The dashboard opens on its first tab. */
export default function Page() {
  redirect("/lawyer/dashboard/marketplace");
}
