let isScheduled = false;

/**
 * Makes the page's first Intl objects soon, in a task of their own (once per page). The first Intl object
 * a page makes loads the locale and time zone data: 25 to 45 ms at 1x on our machines, which
 * otherwise lands inside the render that first formats a price or a day, when the slots come. Our site
 * does this in a worker (demo/src/app/warm-intl-worker.ts); a partner page cannot host ours (a worker must
 * come from the page's origin, and a `blob:` one breaks the strict policies our embed docs describe), so
 * the embed elements call this as they connect, and it runs while their first calls are in flight.
 *
 * @example warmIntlSoon(); // in an element's connectedCallback
 */
export function warmIntlSoon(): void {
  if (isScheduled) return;
  isScheduled = true;
  setTimeout(() => {
    new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1);
    // The locales and zone the planning formats with (hall-days.ts, prices.ts, DayStrip).
    for (const locale of ['fr-FR', 'en-CA', 'en-GB']) {
      new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Paris', day: 'numeric', hour: '2-digit' }).format(
        0,
      );
    }
  }, 0);
}
