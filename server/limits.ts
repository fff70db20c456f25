import { availableParallelism } from "node:os";

/**
 * How much work one client, and everyone together, can make the server do (docs/decisions/011).
 * Each bound is small enough that a flood is answered cheaply, and large enough that no visitor
 * of this site ever meets it.
 */
/** A whole number from the environment, or the default when it is unset or not one. */
function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? "");
  return process.env[name] !== undefined && process.env[name] !== "" && Number.isInteger(value) && value >= 0 ? value : fallback;
}

export const LIMITS = {
  /** Requests answered on one connection; later ones (a pipelined flood) get Node's cheap 503. */
  requestsPerSocket: 32,
  /** A request's headers must be complete this long after its first byte (checked every second). */
  headersTimeoutMs: 6_000,
  connectionsCheckingIntervalMs: 1_000,
  /** A body must bring this many bytes in every window while the server is reading it. */
  bodyMinBytesPerWindow: 16 * 1024,
  bodyWindowMs: 8_000,
  /** A backstop on a whole request, body included: 10.5 MB over a slow mobile uplink fits. */
  requestTimeoutMs: 10 * 60_000,
  /** A connection on which nothing moves either way for this long is closed (a reader that never reads). */
  idleSocketMs: 20_000,
  /** Open connections, in all and from one address (IPv6: its /64); a trusted proxy is not capped. */
  connections: 4_000,
  connectionsPerAddress: 64,
  /** Pages rendered at the same moment (pre-rendered files are never counted), and how many may wait. */
  rendersInFlight: setting("RENDERS_IN_FLIGHT", availableParallelism()),
  rendersWaiting: setting("RENDERS_WAITING", 32),
  renderWaitMs: 5_000,
  /** What a refused render tells the client to wait, in seconds. */
  retryAfterSeconds: 5,
} as const;

export { createLimiter } from "../app/security/limiter.ts";
