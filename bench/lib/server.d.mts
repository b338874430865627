export function startBenchServer(options?: {
  port?: string;
  env?: Record<string, string>;
  logFile?: string;
  nodeArgs?: string[];
}): Promise<{
  base: string;
  env: Record<string, string | undefined>;
  pid: number | undefined;
  stop(): Promise<void>;
}>;
