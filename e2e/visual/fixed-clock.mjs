// Preloaded (`node --import`) by the visual tests' own server only: its clock starts at FIXED_NOW and runs
// on from there, so the seeded plannings, "today" and every date the pages show are the same at each run.
// The clock is outside our system; the server's code is not touched.
const fixed = process.env.FIXED_NOW;
if (fixed) {
  const RealDate = Date;
  const offset = new RealDate(fixed).getTime() - RealDate.now();
  if (Number.isNaN(offset)) throw new Error(`FIXED_NOW is not a date: ${fixed}`);
  class FixedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = FixedDate;
}
