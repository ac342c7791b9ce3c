import { afterEach, describe, expect, it, vi } from 'vitest';
import { warnOfUndefinedTags } from './undefined-tags';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('warnOfUndefinedTags (the planning-only script on a page with other elements)', () => {
  it('names each multisalle-* tag the script does not define, once, and the script that has it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    customElements.define('multisalle-essai-defini', class extends HTMLElement {});
    document.body.innerHTML =
      '<multisalle-cart></multisalle-cart><multisalle-cart></multisalle-cart><multisalle-essai-defini></multisalle-essai-defini><autre-element></autre-element>';
    warnOfUndefinedTags('multisalle-planning.js', 'multisalle-elements.js');
    expect(warn.mock.calls).toEqual([
      [
        "Multisalle\u00a0: <multisalle-cart> n'est pas dans multisalle-planning.js, qui n'a que le planning\u00a0: chargez multisalle-elements.js (il a aussi le planning).",
      ],
    ]);
  });

  it('says nothing when every multisalle-* tag is defined', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<multisalle-essai-defini></multisalle-essai-defini>';
    warnOfUndefinedTags('multisalle-planning.js', 'multisalle-elements.js');
    expect(warn).not.toHaveBeenCalled();
  });
});
