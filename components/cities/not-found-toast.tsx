"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast";

export function NotFoundToast() {
  useEffect(() => {
    toast.error("City Not Found", { description: "We couldn't find the city you're looking for." });
  }, []);
  return null;
}
