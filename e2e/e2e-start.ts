/**
 * The instant the browser tests' server starts its clock at (CLOCK_START, playwright.config.ts): a Tuesday
 * afternoon in Paris, far from midnight and from a change of clocks, with the rest of the week ahead. The
 * tests of other moments (midnight, the clock changes, New Year's Eve) start servers of their own.
 */
export const E2E_START = '2027-03-16T14:30:00+01:00';
