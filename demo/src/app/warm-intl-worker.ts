// A dedicated worker that makes the page's first Intl objects off the main thread.
// The first Intl object a Chromium renderer makes loads the locale and time zone data, once for the whole
// process: 25 to 45 ms at 1x on this machine (Lighthouse's phone multiplies it by 4), inside the app's
// first evaluation or render. Made here first, in a worker of the same process, the app's own formatters
// then take 0.2 ms. Started by the first screen's loader (first-screen/loader.ts), or by the app
// (warm-intl.ts) on the other pages; Vite builds it into a file of its own (`?worker&url`).
new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1);
new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(1.5);
// The locales and time zones the site formats with: French texts, the halls' clock (Europe/Paris), ISO
// days (en-CA) and 24-hour clocks (en-GB), days of the planning in UTC.
for (const locale of ['fr-FR', 'en-CA', 'en-GB']) {
  for (const timeZone of ['Europe/Paris', 'UTC']) {
    new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }).format(0);
  }
}
new Intl.Collator('fr', { numeric: true }).compare('a', 'b');
self.close();
