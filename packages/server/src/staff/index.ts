// The hall's staff: their accounts and roles, the console's sign-in, the audit trail and the day's view.
// The routes are in routes/staff-*.ts; every rule that matters is checked here, on the server.

export { listStaffActions, recordStaffAction, type StaffActor } from './audit.ts';
export { cancelForHall } from './cancel-for-hall.ts';
export {
  type ClosureOutcome,
  ClosureOverBookings,
  type ClosureView,
  closeCourts,
  listClosures,
  MAX_CLOSURE_DAYS,
  MAX_CLOSURE_WEEKS,
  reopenCourts,
} from './closures.ts';
export { bookAtDesk, cancelDeskBooking, type DeskBooking, type DeskBookingRequest } from './desk-bookings.ts';
export { hallDay, hallDays, MAX_HALL_DAYS } from './hall-day.ts';
export { inviteStaff, type StaffInvitation } from './invite-staff.ts';
export { enterByHand } from './manual-entry.ts';
export { staffMessages } from './messages.ts';
export { requireStaff, type StaffEnv, staffHall } from './require-staff.ts';
export { permissionsOf, roleAllows, type StaffPermission, type StaffRole, staffRoles } from './roles.ts';
export {
  activateStaff,
  changeStaffRole,
  findStaffByEmail,
  hallIdByKey,
  hallsOfStaff,
  listHallStaff,
} from './staff-members.ts';
export {
  issueStaffToken,
  revokeStaffToken,
  type StaffCaller,
  type StaffTokenOptions,
  verifyStaffToken,
} from './staff-tokens.ts';
