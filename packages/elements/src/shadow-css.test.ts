import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_SIZE_PROPERTY, shadowSafeCss } from './shadow-css.ts';

describe('shadowSafeCss', () => {
  it("turns each rem of a declaration into the element's own root size", () => {
    expect(shadowSafeCss('.a{padding:.5rem 1.25rem;margin:-2rem}')).toBe(
      '.a{padding:calc(.5*var(--ms-rem)) calc(1.25*var(--ms-rem));margin:calc(-2*var(--ms-rem))}',
    );
  });

  it('keeps the rem of media and container queries, where var() is not allowed', () => {
    expect(shadowSafeCss('@media (min-width:48rem){.a{gap:1rem}}@container (width>30rem){.b{top:0}}')).toBe(
      '@media (min-width:48rem){.a{gap:calc(1*var(--ms-rem))}}@container (width>30rem){.b{top:0}}',
    );
  });

  it('leaves other units and names that merely contain “rem” alone', () => {
    const css = '.remark{width:12px;font-size:1em;grid-template-columns:2fr 1fr}';
    expect(shadowSafeCss(css)).toBe(css);
  });

  it('uses a custom property that no widget stylesheet sets for itself', () => {
    const widgets = join(process.cwd(), 'packages/widgets/src');
    const sheets = readdirSync(widgets, { recursive: true, encoding: 'utf8' }).filter((path) =>
      path.endsWith('.css'),
    );
    expect(sheets.length).toBeGreaterThan(5);
    for (const sheet of sheets) {
      expect(readFileSync(join(widgets, sheet), 'utf8'), sheet).not.toContain(`${ROOT_SIZE_PROPERTY}:`);
    }
  });
});
