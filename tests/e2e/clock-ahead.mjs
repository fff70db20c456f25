// Preloaded into a server process (NODE_OPTIONS=--import=…) to run its clock CLOCK_AHEAD_MS ahead,
// as on a machine whose clock is wrong: every `new Date()` and `Date.now()` in it reads the offset.
const offset = Number(process.env.CLOCK_AHEAD_MS ?? 0);
const RealDate = globalThis.Date;

globalThis.Date = class extends RealDate {
  constructor(...args) {
    super(...(args.length === 0 ? [RealDate.now() + offset] : args));
  }

  static now() {
    return RealDate.now() + offset;
  }
};
