import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, createMemoryStorage, resetConfig } from '../../config';
import { answering } from '../../http/test-fetch';
import {
  attestationMoment,
  hallsRequiringSafetyVideo,
  safetyVideosOfHalls,
  sendSafetyAttestation,
} from './index';

beforeEach(() => configure({ storage: createMemoryStorage(), getToken: () => 'jeton' }));
afterEach(() => resetConfig());

describe('safety video attestation (spec 2 sections 3 and 4)', () => {
  it('gives the Paris date and time of a moment', () => {
    expect(attestationMoment(new Date('2025-07-01T21:30:00Z'))).toEqual({
      date: '2025-07-01',
      time: '23:30',
    });
    expect(attestationMoment(new Date('2025-12-31T23:05:00Z'))).toEqual({
      date: '2026-01-01',
      time: '00:05',
    });
  });

  it('posts date, heure, videoRegardee and the hall id once watched', async () => {
    const server = answering({ status: 201, body: { bSucces: true } });
    configure({ fetch: server.fetch });
    expect(await sendSafetyAttestation(7, new Date('2025-03-01T09:05:00Z'))).toBe(true);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/v2/video/securite' });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      date: '2025-03-01',
      heure: '10:05',
      videoRegardee: true,
      idMultisalle: 7,
    });
  });

  it('reads which halls require the video from the hall list', async () => {
    const server = answering({
      status: 200,
      body: { multisalleListe: [{ idMultisalle: 1, videoSecuriteRequise: true }, { idMultisalle: 2 }] },
    });
    configure({ fetch: server.fetch });
    expect([...(await hallsRequiringSafetyVideo())]).toEqual([1]);
  });

  it("gives each hall requiring the video its own https video, null for the site's", async () => {
    const server = answering({
      status: 200,
      body: {
        multisalleListe: [
          {
            idMultisalle: 1,
            videoSecuriteRequise: true,
            urlVideoSecurite: 'https://videos.exemple.fr/a.mp4',
          },
          { idMultisalle: 2, videoSecuriteRequise: true, urlVideoSecurite: null },
          { idMultisalle: 3, videoSecuriteRequise: true, urlVideoSecurite: 'javascript:alert(1)' },
          { idMultisalle: 4, urlVideoSecurite: 'https://videos.exemple.fr/b.mp4' },
        ],
      },
    });
    configure({ fetch: server.fetch });
    expect([...(await safetyVideosOfHalls())]).toEqual([
      [1, 'https://videos.exemple.fr/a.mp4'],
      [2, null],
      [3, null],
    ]);
  });
});
