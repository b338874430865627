// One virtual user: its own address (sent as X-Forwarded-For, as a load balancer would), its own
// account and session cookie, its own keep-alive connections, and its visa chat in progress.
import { HttpClient } from "./http";
import type { Role } from "./mix";

export type Account = { email: string; role: Role; subscriptionId: string | null };

export class VirtualUser {
  readonly http: HttpClient;
  /** The next-auth session cookie (`name=value`), set by a login. */
  session: string | null = null;
  /** The visa chat this user is writing in, and how many questions it holds. */
  chatId: string | null = null;
  chatQuestions = 0;

  constructor(
    readonly ip: string,
    readonly account: Account,
    base: string,
    timeoutMs: number,
  ) {
    this.http = new HttpClient(base, timeoutMs);
  }

  /** Headers every request of this user carries. */
  get baseHeaders(): Record<string, string> {
    return {
      "x-forwarded-for": this.ip,
      "user-agent": "latitud-bench-load/1",
      "accept-encoding": "gzip, deflate, br",
      // As a browser set to English sends it (every browser sends one): the English pages.
      "accept-language": "en-US,en;q=0.9",
    };
  }
}

/** A distinct private address per step and user: 10.<step>.<hi>.<lo>. */
export const addressOf = (step: number, index: number) =>
  `10.${step + 1}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
