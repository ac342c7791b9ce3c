export { breakpoints, FLOATING_HEADER_SCROLL_PX, timings } from './constants';
export { addDays, daysBetween, formatDayLabel, hallDay, hallMinutes, mondayOf } from './hall-days';
export {
  calendarGranularityMinutes,
  FREE_LABEL,
  formatDuration,
  formatHallTime,
  formatPriceCents,
  formatTimeRange,
  HALL_TIME_ZONE,
  PLACES_LEFT_LABEL,
  perPersonCents,
  placesLeft,
} from './prices';
export {
  findSport,
  MAX_SPORTS_ON_CARD,
  SPORT_LABEL_MAX_CHARS,
  type SportGridEntry,
  type SportIconName,
  sportArticleSlug,
  sportGrid,
  sportIconName,
  sportKey,
  sportsOnCard,
  truncateSportLabel,
} from './sports';
