export {
  addFamilyToReservation,
  cancelReservation,
  familyAddedTexts,
  generateParticipantPin,
  removeParticipant,
} from './actions';
export { $reservations, loadReservations, type ReservationsState } from './list';
export { RESERVATIONS_RETRY_MS, watchReservations } from './live';
export { doorCodeHolders, type OfflineReservations, readOfflineCopy } from './offline-copy';
export { loadQrCode } from './qr-code';
export type { WireArrival, WireReservationLine } from './types';
