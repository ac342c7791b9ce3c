/**
 * `@multisalle/widgets/testing`: the planning panel's stand-in server (on core's fake server) and the
 * week it answers, with the panel tests' window and text helpers. The fake API server and the wire
 * builders the other panels' tests use live in `@multisalle/core/testing`.
 *
 * Workspace only: the entry has only the `source` condition, so the built and published package has none.
 *
 * @example
 * import { serveSlots, slots } from '@multisalle/widgets/testing';
 */
export * from '../planning/test-planning.ts';
