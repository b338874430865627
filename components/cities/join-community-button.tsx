"use client";

import { Users } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/** 'Join the Community': to the plans, with the spec's toast (spec 2 §2). */
export function JoinCommunityButton() {
  const router = useRouter();
  return (
    <Button
      size="lg"
      variant="accent"
      onClick={() => {
        toast("Subscription Required", { description: "Please subscribe to access our visa services." });
        router.push("/subscription");
      }}
    >
      <Users aria-hidden /> Join the Community
    </Button>
  );
}
