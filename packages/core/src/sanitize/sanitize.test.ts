// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeConventionHtml } from './index';

function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeConventionHtml(html);
  return box;
}

describe('sanitizeConventionHtml (spec 2 section 5)', () => {
  it('keeps the allowed formatting tags and their text', () => {
    const html =
      '<h1>T</h1><h6>t</h6><p><span>a</span><s>b</s><strong>c</strong><em>d</em><u>e</u><br></p>' +
      '<ol><li>1</li></ol><ul><li>2</li></ul><blockquote>q</blockquote><pre><code>x</code></pre>';
    expect(sanitizeConventionHtml(html)).toBe(html);
  });

  it('removes scripts, styles and iframes with their content', () => {
    const box = parse(
      '<p>ok</p><script>window.__pwned=1</script><style>p{display:none}</style><iframe srcdoc="<script>alert(1)</script>"></iframe>',
    );
    expect(box.innerHTML).toBe('<p>ok</p>');
  });

  it('drops tags outside the list but keeps their text', () => {
    const box = parse(
      '<div><table><tr><td>cellule</td></tr></table><form action="https://x"><input></form></div>',
    );
    expect(box.querySelector('div, table, form, input')).toBeNull();
    expect(box.textContent).toContain('cellule');
  });

  it('removes event handlers and style attributes', () => {
    const box = parse('<p onclick="alert(1)" style="color:red" onmouseover="x()">texte</p>');
    expect(box.innerHTML).toBe('<p>texte</p>');
  });

  it('keeps http(s) links, opening in a new tab without opener', () => {
    const link = parse(
      '<a href="https://example.fr/reglement" target="_self" rel="opener">règlement</a>',
    ).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.fr/reglement');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps anchors in the page', () => {
    const link = parse('<a href="#article-3">article 3</a>').querySelector('a');
    expect(link?.getAttribute('href')).toBe('#article-3');
    expect(link?.hasAttribute('target')).toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:a@b.fr',
    '//evil.example/x',
    '/relative',
  ])('strips the link target %s', (href) => {
    const link = parse(`<a href="${href}">lien</a>`).querySelector('a');
    expect(link?.hasAttribute('href')).toBe(false);
    expect(link?.textContent).toBe('lien');
  });

  it('keeps images with an http(s) source only', () => {
    const box = parse(
      '<img src="https://example.fr/plan.png" alt="Plan"><img src="x" onerror="alert(1)"><img src="data:image/png;base64,AAAA"><img>',
    );
    const images = box.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe('https://example.fr/plan.png');
    expect(images[0]?.getAttribute('alt')).toBe('Plan');
    expect(images[0]?.hasAttribute('onerror')).toBe(false);
  });

  it('neutralises svg, math and meta tricks', () => {
    const box = parse(
      '<svg onload="alert(1)"><script>alert(2)</script></svg>' +
        '<math><mtext><table><mglyph><style><img src=x onerror=alert(3)></style></mglyph></table></mtext></math>' +
        '<meta http-equiv="refresh" content="0;url=javascript:alert(4)"><base href="https://evil.example/">',
    );
    expect(box.querySelector('svg, math, meta, base, script, style')).toBeNull();
    expect(box.innerHTML).not.toMatch(/onerror|onload|alert\(/i);
  });

  it('accepts an explicit window (a page without a global one)', () => {
    expect(sanitizeConventionHtml('<p onclick="x">a</p>', window)).toBe('<p>a</p>');
  });
});
