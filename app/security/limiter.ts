/**
 * Work that costs the server something (a render, a body read into memory) is bounded: at most
 * `inFlight` at once, at most `waiting` more in line, none waiting longer than `waitMs`.
 */

export type Release = () => void;

/** `acquire` gives a release function (call it once the work is done), or undefined when the work is refused. */
export function createLimiter({ inFlight, waiting, waitMs }: { inFlight: number; waiting: number; waitMs: number }) {
  let active = 0;
  const queue: { grant: (release: Release | undefined) => void; timer: NodeJS.Timeout }[] = [];

  const makeRelease = (): Release => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      if (next) {
        clearTimeout(next.timer);
        next.grant(makeRelease());
      } else active--;
    };
  };

  return {
    acquire(): Promise<Release | undefined> {
      if (active < inFlight) {
        active++;
        return Promise.resolve(makeRelease());
      }
      if (queue.length >= waiting) return Promise.resolve(undefined);
      return new Promise((grant) => {
        const entry = {
          grant,
          timer: setTimeout(() => {
            queue.splice(queue.indexOf(entry), 1);
            grant(undefined);
          }, waitMs),
        };
        queue.push(entry);
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

export type Limiter = ReturnType<typeof createLimiter>;
