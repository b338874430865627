import { AlertTriangle } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** Shown for plan code 'test': it charges a real $1.00. */
export function TestPlanNotice({ adminOnly, isAdmin }: { adminOnly: boolean; isAdmin: boolean }) {
  return (
    <Alert variant="warning">
      <AlertTriangle aria-hidden />
      <AlertTitle>Test plan</AlertTitle>
      <AlertDescription>
        This plan processes a real $1.00 payment to test the card provider end to end.
        {adminOnly
          ? isAdmin
            ? " It is available to administrators only."
            : " It is available to administrators only, so payment is disabled for your account."
          : null}
      </AlertDescription>
    </Alert>
  );
}
