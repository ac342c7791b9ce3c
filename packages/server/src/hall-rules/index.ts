// The hall's rules its managers change from the console, without SQL: each change audited and seen at once.

export { sanitizeConventionOnServer } from './convention-html.ts';
export {
  addHallDevice,
  type DeviceView,
  deviceAdminMessages,
  hallDeviceViews,
  revokeHallDevice,
} from './devices.ts';
export { doorWindowOf, MAX_DOOR_OPENS_MINUTES_BEFORE, setDoorWindow } from './door-window.ts';
export {
  addHallConvention,
  type ConventionText,
  editHallConvention,
  type HallConventionView,
  hallConventionMessages,
  hallConventionViews,
  MAX_CONVENTION_ITEMS,
  MAX_HALL_CONVENTIONS,
  removeHallConvention,
} from './hall-conventions.ts';
export {
  addHallPhoto,
  findHallPhoto,
  HALL_PHOTO_PATH_PREFIX,
  type HallPhotoRef,
  type HallPhotoView,
  hallPhotoMessages,
  hallPhotoRefs,
  hallPhotoViews,
  MAX_HALL_PHOTO_BYTES,
  MAX_HALL_PHOTOS,
  MAX_PHOTO_ALT_CHARS,
  orderHallPhotos,
  photoTypeOf,
  removeHallPhoto,
  setHallPhotoAlt,
} from './hall-photos.ts';
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
export {
  MAX_DESCRIPTION_CHARS,
  normalizeDescription,
  type PublicSheetChange,
  type PublicSheetView,
  publicSheetMessages,
  publicSheetOf,
  setPublicSheet,
} from './public-sheet.ts';
