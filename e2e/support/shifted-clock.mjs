// Loaded into a journey's own server with `node --import` (own-server.ts): moves that process's
// clock by E2E_CLOCK_SHIFT_DAYS, so a journey can come back "a year later" to the same data. Only
// a server a journey starts for itself loads it; the product never does.
const shift = Number(process.env.E2E_CLOCK_SHIFT_DAYS ?? 0) * 86_400_000;
if (shift !== 0) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...args);
    }
    static now() {
      return RealDate.now() + shift;
    }
  }
  globalThis.Date = ShiftedDate;
}
