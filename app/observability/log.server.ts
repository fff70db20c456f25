import { pino, stdTimeFunctions, type Logger } from "pino";

/** The levels LOG_LEVEL may name, quietest last. */
export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;

/**
 * The server's one logger: a JSON line per request and per notable event, on standard output, at
 * the level LOG_LEVEL names (info unless told). Each line carries `time` (ISO), `level` (its name),
 * `event` (what happened: request, start, mail-sent, mail-failed, mail-stuck, sweep, purge,
 * shutdown…) and `msg`, and never what a visitor sent, their e-mail address or IP address
 * (docs/decisions/019).
 *
 * The line is written with process.stdout.write at the moment it is logged, so a process that
 * leaves right after (an uncaught error) has written it. Kept on globalThis: the server's own
 * modules and the bundle React Router builds both log through this one instance.
 */
function createLogger(): Logger {
  const level = (process.env.LOG_LEVEL ?? "").trim().toLowerCase() || "info";
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, not ${JSON.stringify(process.env.LOG_LEVEL)}`);
  }
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    { write: (line: string) => void process.stdout.write(line) },
  );
}

const SHARED = Symbol.for("pontos3d.logger");
type Holder = { [SHARED]?: Logger };

export const logger: Logger = ((globalThis as Holder)[SHARED] ??= createLogger());

/**
 * What a notable event adds to its line: an event name, its level (warn unless said) and plain values
 * (a reference, a count, an error's class and code).
 */
export type LogFields = { event: string; level?: "info" | "warn" | "error" } & Record<string, string | number | boolean | undefined>;

/** Logs one event: a sentence for a person, and the fields for a machine. */
export type EventLog = (message: string, fields?: LogFields) => void;

export const logEvent: EventLog = (message, fields) => {
  const { level = "warn", ...rest } = fields ?? { event: "notice" };
  logger[level](rest, message);
};
