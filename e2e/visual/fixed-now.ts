/** The instant the visual tests' server and browser both take as now: a Monday morning in Paris. */
export const FIXED_NOW = '2027-03-15T09:00:00+01:00';
