// Planning render figures for `npm run bench`: a week of 2,016 slots (16 courts, 7 days, 18 hours) drawn
// by our planning (PlanningPanel on preact/compat, as the elements and the site ship it) and by
// FullCalendar 7's week time grid on the same events, in the same Chromium page setup and run: time to the
// first frame that shows them, the main thread's blocking time (long tasks over 50 ms) meanwhile, and the
// time to re-render one slot's new status (to the DOM, then to the frame that shows it). Our planning
// changes the way a live event makes it: the week loads again (from a stand-in fetch that answers at
// once), and only the slot whose fields changed re-renders.
import { chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { embedBuildOptions } from '../packages/elements/build-embed.ts';

/** RENDER_RUNS: runs per calendar, the median kept (CI's short bench runs one). */
const RUNS = Number(process.env.RENDER_RUNS) || 5;

/** Monday 23 November 2026, 6:00 in Paris: the page's clock, so every slot of the week is to come. */
const MONDAY = '2026-11-23';
const PAGE_TIME = new Date(`${MONDAY}T06:00:00+01:00`);
const COURTS = 16;
const HOURS = Array.from({ length: 18 }, (_, index) => 6 + index);

interface WeekSlot {
  id: number;
  court: number;
  start: string;
  end: string;
}

/** The week's slots, one hour each, as local Paris times (+01:00 in November). */
function weekSlots(): WeekSlot[] {
  const slots: WeekSlot[] = [];
  for (let day = 0; day < 7; day += 1) {
    const date = new Date(`${MONDAY}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + day);
    const ymd = date.toISOString().slice(0, 10);
    for (const hour of HOURS) {
      for (let court = 1; court <= COURTS; court += 1) {
        const at = (h: number) => `${ymd}T${String(h % 24).padStart(2, '0')}:00:00+01:00`;
        const end = hour === 23 ? `${ymd}T23:59:00+01:00` : at(hour + 1);
        slots.push({ id: slots.length + 1, court, start: at(hour), end });
      }
    }
  }
  return slots;
}

/** The slots call's answer for these slots, as the server writes it. */
function wireBody(slots: WeekSlot[], bookedId?: number) {
  return {
    idMultisalle: 1,
    idSport: 1,
    dateStart: MONDAY,
    dateEnd: '2026-11-29',
    creneaux: slots.map((slot) => ({
      nIdCreneau: slot.id,
      nIdZone: slot.court,
      sLibelleZone: `Court ${slot.court}`,
      dtDateHeureDebut: slot.start,
      dtDateHeureFin: slot.end,
      dureeCreneau: 60,
      sStatut: slot.id === bookedId ? 'reserve' : 'disponible',
      fTarif: 6000,
      tarifIndividuel: 1500,
      prixBarre: null,
      nbPersonneConseille: 4,
      nbParticipantMax: null,
      remplissage: null,
    })),
  };
}

// Our planning: the answer handed over by a stand-in fetch, its bytes written before the clock starts (as
// the network delivers bytes); \`window.bench\` starts a render and a change.
const oursEntry = `
import { configure, requestPlanningReload } from '@multisalle/core';
import { PlanningPanel, planningCss } from '@multisalle/widgets/planning';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
let body;
configure({
  apiBase: 'https://bench.invalid/api/v2',
  adminBase: 'https://bench.invalid/api/admin',
  fetch: async () => {
    // When the week's answer reaches the page: a change's re-render is also timed from there.
    window.answeredAt = performance.now();
    return new Response(body, { headers: { 'content-type': 'application/json' } });
  },
});
const style = document.createElement('style');
style.textContent = planningCss;
document.head.append(style);
window.bench = {
  prepare(answer) {
    body = new TextEncoder().encode(JSON.stringify(answer));
  },
  render() {
    createRoot(document.getElementById('root')).render(
      createElement(PlanningPanel, { hallId: 1, sport: { id: 1, label: 'PADEL', recommendedPlayers: 4 }, visibleDays: 7 }),
    );
  },
  isShown: () => document.querySelectorAll('.ms-slot').length > 0,
  change(_answer, id) {
    requestPlanningReload();
    return () => document.querySelector('[data-slot-id="' + id + '"]')?.getAttribute('data-status') === 'booked';
  },
};
`;

// FullCalendar 7's vanilla build, its week time grid, the classic theme.
const fullCalendarEntry = `
import 'temporal-polyfill/global';
import { Calendar } from 'fullcalendar';
import timeGridPlugin from 'fullcalendar/timegrid';
import classicThemePlugin from 'fullcalendar/themes/classic';
import skeleton from 'fullcalendar/skeleton.css';
import theme from 'fullcalendar/themes/classic/theme.css';
import palette from 'fullcalendar/themes/classic/palette.css';
const style = document.createElement('style');
style.textContent = skeleton + theme + palette;
document.head.append(style);
let calendar;
window.bench = {
  render(events) {
    calendar = new Calendar(document.getElementById('root'), {
      plugins: [timeGridPlugin, classicThemePlugin],
      initialView: 'timeGridWeek',
      initialDate: '${MONDAY}',
      timeZone: 'Europe/Paris',
      locale: 'fr',
      slotMinTime: '06:00',
      height: 'auto',
      events,
    });
    calendar.render();
  },
  // Version 7's class names are its own: the events' text says they are drawn.
  isShown: () => document.getElementById('root').textContent.includes('Court 16'),
  change(_answer, id) {
    calendar.getEventById(String(id)).setProp('title', 'Réservé');
    return () => document.getElementById('root').textContent.includes('Réservé');
  },
};
`;

async function bundle(contents: string, calendar: 'ours' | 'fullcalendar'): Promise<string> {
  const options = embedBuildOptions('unused');
  const result = await build({
    ...options,
    entryPoints: undefined,
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    write: false,
    ...(calendar === 'fullcalendar' ? { alias: {}, loader: { '.css': 'text' }, plugins: [] } : {}),
  });
  return result.outputFiles?.[0]?.text ?? '';
}

type Measure = (data: unknown, changed: unknown, id: number) => Promise<RenderRun>;

/**
 * Runs in the page (plain JavaScript): renders, waits for the first frame that shows slots, sums the long
 * tasks' time over 50 ms, then changes one slot and waits for the frame that shows it.
 */
const measureScript = `
window.measure = async (data, changed, id) => {
  const bench = window.bench;
  const longTasks = [];
  new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask' });
  // Checked at the start of each frame (a requestAnimationFrame callback); the frame whose start sees it
  // done is the one that shows it, and a task queued from there runs once that frame is drawn. (Waiting
  // for one more frame would also time what the page does next, such as drawing the rest of a week.)
  const until = (check) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const onFrame = () => {
        if (check()) setTimeout(resolve, 0);
        else if (performance.now() - started > 30000) reject(new Error('nothing shown after 30 s'));
        else requestAnimationFrame(onFrame);
      };
      requestAnimationFrame(onFrame);
    });
  bench.prepare?.(data);
  const t0 = performance.now();
  bench.render(data);
  await until(bench.isShown);
  const firstFrameMs = performance.now() - t0;
  await new Promise((resolve) => setTimeout(resolve, 300));
  const blockingMs = longTasks
    .filter((task) => task.startTime >= t0)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  // The re-render: from the change to the DOM showing it (seen by a MutationObserver, whose callback
  // runs right after the script that changed the DOM); then to the frame that shows it.
  let isChanged = () => false;
  let renderedAt = 0;
  const watcher = new MutationObserver(() => {
    if (!renderedAt && isChanged()) renderedAt = performance.now();
  });
  watcher.observe(document.getElementById('root'), { subtree: true, childList: true, attributes: true, characterData: true });
  bench.prepare?.(changed);
  window.answeredAt = undefined;
  const t1 = performance.now();
  isChanged = bench.change(changed, id);
  await until(isChanged);
  const changeShownMs = performance.now() - t1;
  watcher.disconnect();
  renderedAt ||= t1 + changeShownMs;
  return {
    firstFrameMs,
    blockingMs,
    changeMs: renderedAt - t1,
    // A calendar that has the change in hand at once (FullCalendar's setProp) got it at t1.
    changeFromDataMs: renderedAt - (window.answeredAt ?? t1),
    changeShownMs,
    domNodes: document.querySelectorAll('#root *').length,
  };
};
`;

/**
 * The page's `Date` stopped at `at` (plain JavaScript for the page). Not Playwright's `page.clock`: it
 * also replaces `performance.now` with a whole-millisecond clock, which the timings need as it is.
 */
function fixedDateScript(at: Date): string {
  return `{
    const RealDate = Date;
    const fixed = ${at.getTime()};
    globalThis.Date = class extends RealDate {
      constructor(...args) { super(...(args.length > 0\u00a0? args\u00a0: [fixed])); }
      static now() { return fixed; }
    };
  }`;
}

interface RenderRun {
  firstFrameMs: number;
  blockingMs: number;
  /** From the change to the DOM showing it: for our planning, the week's reload included. */
  changeMs: number;
  /** From the changed data reaching the page (our planning: the week's answer) to the DOM showing it. */
  changeFromDataMs: number;
  /** From the change to the next frame after the DOM shows it (a frame is 16.7 ms at 60 Hz). */
  changeShownMs: number;
  domNodes: number;
}

/** One calendar in a fresh page: render, first frame, blocking time; then one slot's change. */
async function measure(
  page: Page,
  code: string,
  data: unknown,
  changed: unknown,
  id: number,
): Promise<RenderRun> {
  await page.setContent(
    `<!doctype html><html lang="fr"><head><script>${fixedDateScript(PAGE_TIME)}</script></head><body><div id="root"></div></body></html>`,
  );
  await page.addScriptTag({ content: code });
  await page.addScriptTag({ content: measureScript });
  // A plain arrow: tsx names the functions it compiles (`__name`), which the page does not have.
  return page.evaluate(
    ([d, c, i]) => (window as unknown as { measure: Measure }).measure(d, c, i as number),
    [data, changed, id] as const,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Prints, for our planning and for FullCalendar 7, the median time to the first frame of a week of
 * 2,016 slots, the blocking time, the time to show one slot's change and the DOM nodes drawn.
 *
 * @example await benchRender(log);
 */
export async function benchRender(
  log: (line: string) => void,
  target: (label: string, isMet: boolean, figure: string) => void = () => {},
): Promise<void> {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const slots = weekSlots();
  const changedId = slots[Math.floor(slots.length / 2)]?.id ?? 1;
  const events = slots.map((slot) => ({
    id: String(slot.id),
    title: `Court ${slot.court}`,
    start: slot.start,
    end: slot.end,
  }));
  const calendars = [
    { label: 'our planning (preact/compat)', code: await bundle(oursEntry, 'ours'), data: wireBody(slots) },
    {
      label: 'reference: FullCalendar 7.1',
      code: await bundle(fullCalendarEntry, 'fullcalendar'),
      data: events,
    },
  ];
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    log(
      `\nPlanning render: a week of ${slots.length} slots, ${RUNS === 1 ? 'one run' : `median of ${RUNS}`}, Chromium 1280x800`,
    );
    log(
      '  target: at least 3x faster than FullCalendar 7, under 200 ms blocking, a change re-rendered under 16 ms',
    );
    log(
      '  (our change reloads the week, as a live event does: re-rendered counts that reload, "from its data" starts at its answer)',
    );
    const firstFrames: number[] = [];
    const ourRuns = { blockingMs: 0, changeMs: 0 };
    for (const calendar of calendars) {
      const runs: RenderRun[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
        page.on('pageerror', (error) => log(`  ${calendar.label}: page error ${error.message}`));
        page.on('crash', () => log(`  ${calendar.label}: the page crashed`));
        runs.push(await measure(page, calendar.code, calendar.data, wireBody(slots, changedId), changedId));
        await page.close();
      }
      const m = (key: keyof RenderRun) => median(runs.map((run) => run[key]));
      firstFrames.push(m('firstFrameMs'));
      if (firstFrames.length === 1)
        Object.assign(ourRuns, { blockingMs: m('blockingMs'), changeMs: m('changeMs') });
      log(
        `  ${calendar.label.padEnd(30)} first frame ${m('firstFrameMs').toFixed(0)} ms  blocking ${m('blockingMs').toFixed(0)} ms  ` +
          `one slot changed: re-rendered ${m('changeMs').toFixed(1)} ms (${m('changeFromDataMs').toFixed(1)} ms from its data), ` +
          `shown ${m('changeShownMs').toFixed(0)} ms  ${m('domNodes')} DOM nodes`,
      );
    }
    const [ours = 0, reference = 0] = firstFrames;
    const ratio = reference / Math.max(1, ours);
    log(`  our first frame ${ratio.toFixed(1)}x faster than FullCalendar 7's (target 3x)`);
    target(
      'planning of 2,016 slots at least 3x faster than FullCalendar 7',
      ratio >= 3,
      `${ratio.toFixed(1)}x`,
    );
    target(
      'planning render blocking under 200 ms',
      ourRuns.blockingMs < 200,
      `${ourRuns.blockingMs.toFixed(0)} ms`,
    );
    // Timed from the change itself, the week's reload included (a live change makes our planning load
    // the week again, since the statuses are the player's own).
    target(
      'one slot changed re-rendered under 16 ms (the week reloaded)',
      ourRuns.changeMs < 16,
      `${ourRuns.changeMs.toFixed(1)} ms`,
    );
  } finally {
    await browser.close();
  }
}
