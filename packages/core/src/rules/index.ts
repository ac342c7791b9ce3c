export {
  CANCELLATION_NOTICE_HOURS,
  CANCELLATION_NOTICE_MS,
  cancellableUntilText,
  cancellationDeadline,
  cancellationRuleText,
  cancellationTexts,
  describeHallInstant,
} from './cancellation';
export { breakpoints, FLOATING_HEADER_SCROLL_PX, timings } from './constants';
export {
  DISTANCE_DECIMALS_BELOW_KM,
  distanceKm,
  EARTH_RADIUS_KM,
  formatDistanceKm,
  type GeoPoint,
  nearestFirst,
} from './distance';
export { firstOfMonth, frenchDateFormat } from './french-dates';
export { addDays, daysBetween, formatDayLabel, hallDay, hallMinutes, mondayOf } from './hall-days';
export { hallIsoDateTime } from './hall-iso';
export {
  calendarGranularityMinutes,
  FREE_LABEL,
  formatDuration,
  formatPriceCents,
  HALL_TIME_ZONE,
  PLACES_LEFT_LABEL,
  perPersonCents,
  placesLeft,
  placesLeftText,
  placesText,
} from './prices';
export { type SportMeasures, sportMeasures } from './sport-measures';
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
export {
  formatClock,
  formatHallTime,
  formatMinutesOfDay,
  formatTimeIn,
  formatTimeRange,
  formatWireTime,
  formatWireTimeRange,
} from './times';
