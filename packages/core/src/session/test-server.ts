// The invitation store's tests import the fake server by this path; every other test imports
// `@multisalle/core/testing` (or `../testing` inside core).
export { fakeJwt, fakeServer, type Reply, type SeenRequest, v2Token } from '../testing/fake-server.ts';
export { wireProfile } from '../testing/wire.ts';
