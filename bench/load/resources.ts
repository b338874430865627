// Where the CPU went during a phase, and how busy the database was: the app server (its process
// tree), the PostgreSQL backends of the bench database, this load generator, and everything else on
// the machine (other jobs share it). CPU is in cores (1.00 = one core busy the whole phase). The
// database is sampled from pg_stat_activity: active backends (the app's pool holds at most
// DATABASE_POOL_SIZE) and what they wait on.
import { readFileSync, readdirSync } from "node:fs";
import { cpus } from "node:os";
import type { Client } from "pg";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export type ResourceFigures = {
  serverCores: number;
  postgresCores: number;
  loadGeneratorCores: number;
  otherCores: number;
  machineCores: number;
  /** Active backends of the bench database: mean and max over the samples. */
  dbActiveMean: number;
  dbActiveMax: number;
  /** Most frequent wait events of active backends, "Lock:transactionid 12%". */
  dbWaits: string[];
};

/** utime + stime of a process, in ticks; 0 when it is gone (or not Linux). */
export function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The process and its descendants. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  let entries: string[] = [];
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return [root];
  }
  for (const name of entries) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Busy and total ticks of the whole machine. */
function machineTicks(): { busy: number; total: number } {
  try {
    const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
    const numbers = values.map(Number);
    const total = numbers.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = numbers[3]! + numbers[4]!;
    return { busy: total - idle, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/** Ticks used by each process since it was first seen (processes that end keep their last count). */
class TickLedger {
  private readonly first = new Map<number, number>();
  private readonly last = new Map<number, number>();

  observe(pids: number[]): void {
    for (const pid of pids) {
      const ticks = processTicks(pid);
      if (!ticks && !this.first.has(pid)) continue;
      if (!this.first.has(pid)) this.first.set(pid, ticks);
      if (ticks) this.last.set(pid, ticks);
    }
  }

  used(): number {
    let sum = 0;
    for (const [pid, start] of this.first) sum += (this.last.get(pid) ?? start) - start;
    return sum;
  }
}

export function monitorResources({
  serverPid,
  db,
  database,
  intervalMs = 500,
}: {
  serverPid: number | undefined;
  db: Client;
  database: string;
  intervalMs?: number;
}) {
  const server = new TickLedger();
  const postgres = new TickLedger();
  const machineStart = machineTicks();
  const ownStart = process.cpuUsage();
  const startedAt = Date.now();
  const active: number[] = [];
  const waits = new Map<string, number>();
  let waitSamples = 0;
  let busy = false;

  async function sample() {
    if (busy) return;
    busy = true;
    try {
      if (serverPid) server.observe(processTree(serverPid));
      const { rows } = await db.query<{ pid: number; state: string | null; wait: string | null }>(
        `select pid, state, case when wait_event is null then null else wait_event_type || ':' || wait_event end as wait
           from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [database],
      );
      postgres.observe(rows.map((r) => r.pid));
      const running = rows.filter((r) => r.state === "active");
      active.push(running.length);
      for (const row of running) {
        waitSamples++;
        const key = row.wait ?? "CPU (no wait)";
        waits.set(key, (waits.get(key) ?? 0) + 1);
      }
    } catch {
      // a failed sample is skipped
    } finally {
      busy = false;
    }
  }

  void sample();
  const timer = setInterval(() => void sample(), intervalMs);

  return async function stop(): Promise<ResourceFigures> {
    clearInterval(timer);
    await sample();
    const seconds = (Date.now() - startedAt) / 1000;
    const machineEnd = machineTicks();
    const own = process.cpuUsage(ownStart);
    const cores = (ticks: number) => ticks / TICKS_PER_SECOND / seconds;
    const serverCores = cores(server.used());
    const postgresCores = cores(postgres.used());
    const loadGeneratorCores = (own.user + own.system) / 1e6 / seconds;
    const totalTicks = machineEnd.total - machineStart.total;
    const machineCores =
      totalTicks > 0 ? ((machineEnd.busy - machineStart.busy) / totalTicks) * cpus().length : 0;
    return {
      serverCores,
      postgresCores,
      loadGeneratorCores,
      otherCores: Math.max(0, machineCores - serverCores - postgresCores - loadGeneratorCores),
      machineCores,
      dbActiveMean: active.length ? active.reduce((a, b) => a + b, 0) / active.length : 0,
      dbActiveMax: Math.max(0, ...active),
      dbWaits: [...waits]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, count]) => `${name} ${Math.round((count / Math.max(1, waitSamples)) * 100)}%`),
    };
  };
}
