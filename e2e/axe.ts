import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The levels every page and panel is held to: WCAG 2.0 and 2.1, A and AA (RGAA follows WCAG 2.1 AA). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits (5 s at most) until no finite animation or transition runs: a toast or a dialog still fading in is
 * half transparent, and axe would read its text as too pale. Endless ones (a spinner) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  // Two frames first: an animation a scroll has just caused (the header turning into its floating bar)
  // starts only at the next style change, after the scroll's handler ran.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {
      // Still moving after 5 s: axe runs anyway and reports what it sees.
    });
}

/** Whether the page shows no document in a frame (an empty `about:blank` frame shows none). */
function hasNoFramedDocument(page: Page): boolean {
  return page.frames().every((frame) => frame === page.mainFrame() || frame.url() === 'about:blank');
}

/**
 * Runs axe on the page (or only inside `include`, e.g. a custom element, whose open shadow root axe
 * enters) and expects no WCAG A/AA violation; a failure lists each rule with its help text and targets.
 *
 * @example await expectNoA11yViolations(page, { include: 'multisalle-cart' });
 */
export async function expectNoA11yViolations(page: Page, { include }: { include?: string } = {}) {
  await settleAnimations(page);
  // Without a framed document, the legacy mode runs axe in the page itself, about twice as fast as the
  // default, which also opens a blank page to merge the frames' results. With one (the card form), the
  // default mode: it reads frames of any origin. (axe's `resultTypes: ['violations']`, tried too, made its
  // page-wide rules, landmark-unique and heading-order, report false violations: left out.)
  const builder = new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(hasNoFramedDocument(page));
  const results = await (include ? builder.include(include) : builder).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}
