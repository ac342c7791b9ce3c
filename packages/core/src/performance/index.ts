// What keeps the pages fast rather than what the spec rules: the Intl objects' first cost, paid out of the
// long tasks (made on first use, or warmed in a task of their own).
export { madeOnFirstUse } from './made-on-first-use';
export { warmIntlSoon } from './warm-intl';
