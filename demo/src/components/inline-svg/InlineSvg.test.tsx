import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import logoSvg from '../../../public/logo.svg?raw';
import { InlineSvg, namedSvg } from './InlineSvg.tsx';

describe('InlineSvg (our own pictures written into the page)', () => {
  it("names the picture with our label, not the file's own title", () => {
    render(<InlineSvg svg={logoSvg} label="Multisalle, accueil" />);
    const logo = screen.getByRole('img', { name: 'Multisalle, accueil' });
    expect(logo.tagName.toLowerCase()).toBe('svg');
    expect(logo.querySelector('title')).toBeNull();
  });

  it('hides a decorative picture from assistive technology', () => {
    const html = namedSvg(
      '<svg viewBox="0 0 1 1" role="img" aria-label="x"><title>x</title></svg>',
      undefined,
    );
    expect(html).toBe('<svg aria-hidden="true" focusable="false" viewBox="0 0 1 1"></svg>');
  });

  it('writes a label with quotes as text, not as markup', () => {
    const html = namedSvg('<svg></svg>', 'L\'App "Store" & co');
    expect(html).toBe('<svg role="img" aria-label="L\'App &quot;Store&quot; &amp; co"></svg>');
  });
});
