/**
 * `@multisalle/core/testing`: the test kit of the packages, the demo and the server's tests. One fake API
 * server (`fakeFetch`, and `fakeServer` on it), the stand-ins of the stateful endpoints built on it (cart,
 * payment means), the builders of wire answers (slots, halls, profile, cart lines, discounts,
 * reservations, invitations, open games) and the XSS corpus helpers.
 *
 * Workspace only: the entry has only the `source` condition, so the built and published package has none.
 *
 * @example
 * import { fakeServer, v2Token, wireProfile } from '@multisalle/core/testing';
 */
export { answering, type RecordedRequest, type TestFetch } from '../http/test-fetch.ts';
export * from '../sanitize/test-xss.ts';
export * from '../stores/cart/test-cart.ts';
export { wireDiscount } from '../stores/discounts/test-discount.ts';
export { keepInvitation } from '../stores/invitation/pending.ts';
export * from '../stores/invitation/test-wire.ts';
export * from '../stores/payment-means/test-payment-means.ts';
export * from './fake-server.ts';
export * from './invitation.ts';
export * from './open-game.ts';
export { readText } from './read-text.ts';
export * from './wire.ts';
