import "server-only";
/**
 * The card provider for server code. Client components import "@/lib/services/payments/crypto"
 * directly: this index pulls in node:crypto.
 */
export * from "./types";
export {
  paymentProvider,
  webhookSecret,
  webhookUrl,
  sandboxEnabled,
  SANDBOX_API_TOKEN,
  SANDBOX_BUSINESS_UNIT_TOKEN,
} from "./config";
export { httpPaymentProvider, providerErrorMessage } from "./http-provider";
export { withRetry, CIPHER_RETRY, DEFAULT_RETRY, RETRYABLE_STATUSES, type RetryOptions } from "./retry";
export { signWebhook, verifyWebhookSignature, SIGNATURE_HEADER, type SignatureCheck } from "./signature";
export { encryptCardField, decryptCardField } from "./crypto";
