import { z } from "zod";
import { port, trimmedString } from "../../env/fields";

/** Pusher when PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET are set; lib/services/realtime/config.ts says how. */
export const realtimeKeys = z.object({
  PUSHER_APP_ID: trimmedString,
  PUSHER_KEY: trimmedString,
  PUSHER_SECRET: trimmedString,
  PUSHER_CLUSTER: trimmedString,
  PUSHER_HOST: trimmedString,
  PUSHER_PORT: port.optional(),
  PUSHER_USE_TLS: z.enum(["true", "false"]).optional(),
  PUSHER_WS_HOST: trimmedString,
  PUSHER_WS_PORT: port.optional(),
});
