// The hall's rules its managers change from the console, without SQL: each change audited and seen at once.
export {
  addHallDevice,
  type DeviceView,
  deviceAdminMessages,
  hallDeviceViews,
  revokeHallDevice,
} from './devices.ts';
export { doorWindowOf, MAX_DOOR_OPENS_MINUTES_BEFORE, setDoorWindow } from './door-window.ts';
export {
  type DayHoursView,
  type ExceptionView,
  HoursOverBookings,
  type OpeningHoursChange,
  type OpeningHoursView,
  openingHoursMessages,
  openingHoursOf,
  setOpeningHours,
} from './opening-hours.ts';
export {
  addPartnerSite,
  type PartnerSiteView,
  partnerSiteMessages,
  partnerSitesOf,
  removePartnerSite,
} from './partner-sites.ts';
export {
  type PriceRule,
  type PriceRuleView,
  priceMessages,
  pricesOf,
  setPrices,
} from './prices.ts';
