export { createNoticeDeps, type NoticeDeps } from './notice-deps.ts';
export { noticeKinds, planBookingNotices, planCancellationNotices } from './plan-notices.ts';
export { runNotices, startNoticeRunner } from './run-notices.ts';
export { createSmsSender, type SmsConfig, type SmsSender, smsConfigFromEnv } from './sms/sms-sender.ts';
