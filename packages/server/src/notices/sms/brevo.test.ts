// The Brevo client against the answer shapes of Brevo's documentation (POST /v3/transactionalSMS/send):
// 201 { messageId }, 400 { code: 'invalid_parameter', message }, 402 { code: 'not_enough_credits', message },
// 401 { code: 'unauthorized', message }. Never run against the live API.
import { describe, expect, it } from 'vitest';
import { brevoRecipient, createBrevoSmsSender } from './brevo.ts';

interface Recorded {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

function answering(status: number, body: unknown) {
  const requests: Recorded[] = [];
  const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({
      url: String(url),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return {
    requests,
    sender: createBrevoSmsSender({ apiKey: 'xkeysib-test', sender: 'Multisalle', fetcher }),
  };
}

describe('the Brevo SMS sender', () => {
  it('posts the transactional SMS with the API key and an international number', async () => {
    const { requests, sender } = answering(201, { messageId: 1511882900176220 });
    await sender.send({
      to: '06 12 34 56 78',
      text: 'Rappel : PADEL à PADEL PARK de 18h00 à 19h30. Multisalle',
    });
    expect(requests).toEqual([
      {
        url: 'https://api.brevo.com/v3/transactionalSMS/send',
        headers: expect.objectContaining({ 'api-key': 'xkeysib-test', 'content-type': 'application/json' }),
        body: {
          sender: 'Multisalle',
          recipient: '33612345678',
          content: 'Rappel : PADEL à PADEL PARK de 18h00 à 19h30. Multisalle',
          type: 'transactional',
          unicodeEnabled: false,
        },
      },
    ]);
  });

  it('asks for Unicode only when the text leaves GSM-7', async () => {
    const { requests, sender } = answering(201, { messageId: 1 });
    await sender.send({ to: '+33612345678', text: "Rappel : la fête de l'équipe vous attend" }); // ê is not in GSM-7
    expect(requests[0]?.body).toMatchObject({ recipient: '33612345678', unicodeEnabled: true });
    await sender.send({ to: '+33612345678', text: "Rappel : l'équipe vous attend" });
    // The straight apostrophe is GSM-7: the product writes no other (the curly one forced Unicode).
    expect(requests[1]?.body).toMatchObject({ unicodeEnabled: false });
  });

  it.each([
    [
      400,
      { code: 'invalid_parameter', message: 'recipient is invalid' },
      'Brevo SMS 400: invalid_parameter recipient is invalid',
    ],
    [401, { code: 'unauthorized', message: 'Key not found' }, 'Brevo SMS 401: unauthorized Key not found'],
    [
      402,
      { code: 'not_enough_credits', message: 'Not enough credits' },
      'Brevo SMS 402: not_enough_credits Not enough credits',
    ],
    [500, {}, 'Brevo SMS 500: no_code'],
  ])("throws on a %i answer, with Brevo's code, so the job is tried again", async (status, body, message) => {
    const { sender } = answering(status, body);
    await expect(sender.send({ to: '0612345678', text: 'x' })).rejects.toThrow(message);
  });

  it('writes French numbers the way Brevo reads them', () => {
    expect(brevoRecipient('0612345678')).toBe('33612345678');
    expect(brevoRecipient('+33 6 12 34 56 78')).toBe('33612345678');
    expect(brevoRecipient('0033612345678')).toBe('33612345678');
  });
});
