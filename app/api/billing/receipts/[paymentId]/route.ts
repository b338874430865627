import { requireUser } from "@/lib/auth/current-user";
import { receiptResponse } from "@/lib/billing/receipts/receipt-response";
import { apiRoute } from "@/lib/http/api";

type Context = { params: Promise<{ paymentId: string }> };

/** A charge's PDF receipt: its owner or an admin; 404 for anyone else. */
export const GET = apiRoute<Context>(async (_request, { params }) =>
  receiptResponse(await requireUser(), (await params).paymentId),
);

export const dynamic = "force-dynamic";
