// The moments a booking product gets wrong: just before midnight, the nights the clocks change, New Year's
// Eve. Each test starts a server of its own whose clock starts at that instant (CLOCK_START) and a browser
// whose clock follows it, so they run the same whatever the hour the suite runs at: the day's slots are
// that day's, and a hold made at once ends 15 minutes later on that clock, in the hall's time, in the API
// and in MON PANIER.
import { type APIRequestContext, expect, parisDay, serverNow, test } from './clock';
import { startOwnServer, stopOwnServer } from './own-server';
import { holdSlot, openAs, readyPlayer } from './payment-card';
import { hallByKey } from './support';

interface Moment {
  name: string;
  /** CLOCK_START of the moment's server. */
  start: string;
  /** Today in Paris at that instant. */
  day: string;
  /** The cart's `dtExpiration` for a hold made within the first minutes: 15 minutes on, in the hall's time. */
  holdEnd: RegExp;
}

const moments: Moment[] = [
  {
    name: 'at 23:50 in Paris',
    start: '2027-03-16T23:50:00+01:00',
    day: '2027-03-16',
    holdEnd: /^2027-03-17T00:0\d:\d\d\+01:00$/,
  },
  {
    name: 'ten minutes before the clocks go forward',
    start: '2027-03-28T01:50:00+01:00',
    day: '2027-03-28',
    holdEnd: /^2027-03-28T03:0\d:\d\d\+02:00$/,
  },
  {
    name: 'ten minutes before the clocks go back',
    start: '2027-10-31T02:50:00+02:00',
    day: '2027-10-31',
    holdEnd: /^2027-10-31T02:0\d:\d\d\+01:00$/,
  },
  {
    name: "on New Year's Eve at 23:50",
    start: '2027-12-31T23:50:00+01:00',
    day: '2027-12-31',
    holdEnd: /^2028-01-01T00:0\d:\d\d\+01:00$/,
  },
];

/** The moments' servers listen past the suite's two (E2E_PORT and E2E_PORT + 100). */
const firstPort = Number(process.env.E2E_PORT ?? 8090) + 300;

/** The padel slots of PADEL PARK on `day` (the route's one-day listing). */
async function slotsOf(request: APIRequestContext, day: string) {
  const hall = await hallByKey(request, 'padel-park');
  const sport = hall.sports[0] as { idSport: number };
  const response = await request.get(
    `/api/v2/creneaux/multisalle/${hall.idMultisalle}/debut/${day}/duree/1?activite=${sport.idSport}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { creneaux: { dtDateHeureDebut: string; sStatut: string }[] }).creneaux;
}

test.skip(({ isMobile }) => isMobile, "the server's clock is the same at every width");

moments.forEach((moment, index) => {
  test(`${moment.name}: the day's slots are that day's, and a hold made at once ends 15 minutes later, in the API and in MON PANIER`, async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const baseURL = `http://127.0.0.1:${firstPort + index}`;
    const server = await startOwnServer(firstPort + index, {
      CLOCK_START: moment.start,
      PUBLIC_SITE_URL: baseURL,
      SETTLEMENT_INTERVAL_MS: '0',
      NOTICES_INTERVAL_MS: '0',
    });
    const request = await playwright.request.newContext({ baseURL });
    try {
      const startedAt = await serverNow(request);
      expect(startedAt.getTime()).toBeGreaterThanOrEqual(Date.parse(moment.start));
      expect(parisDay(startedAt)).toBe(moment.day);

      // The day's listing holds that day's slots only, in the hall's time.
      const slots = await slotsOf(request, moment.day);
      for (const slot of slots) expect(slot.dtDateHeureDebut.slice(0, 10)).toBe(moment.day);
      if (moment.day === '2027-03-28') expect(slots.some((slot) => slot.sStatut === 'disponible')).toBe(true);

      // A hold made now ends 15 minutes later on the server's clock, written in the hall's time.
      const player = await readyPlayer(request);
      const heldFrom = await serverNow(request);
      await holdSlot(request, player.token, 'padel-park', 0);
      const cart = (await (await request.get('/api/v2/panier', { headers: player.headers })).json()) as {
        dtExpiration: string;
      };
      expect(cart.dtExpiration).toMatch(moment.holdEnd);
      // The wire writes whole seconds: the end may read up to a second before the exact 15 minutes.
      const holdMs = Date.parse(cart.dtExpiration) - heldFrom.getTime();
      expect(holdMs).toBeGreaterThan(15 * 60_000 - 1000);
      expect(holdMs).toBeLessThan(16 * 60_000);

      // MON PANIER, in a browser whose clock is the server's: the same end, in the hall's time.
      const context = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
      await context.clock.install({ time: await serverNow(request) });
      const page = await context.newPage();
      await openAs(page, player.token, '/cart');
      const until = `${cart.dtExpiration.slice(11, 13)}h${cart.dtExpiration.slice(14, 16)}`;
      await expect(
        page.getByText(
          new RegExp(`^Vos créneaux sont réservés pour vous encore 1[45] min, jusqu'à ${until}$`),
        ),
      ).toBeVisible();
      await context.close();
    } finally {
      await request.dispose();
      await stopOwnServer(server);
    }
  });
});
