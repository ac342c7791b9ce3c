import { configure, getConfig, resetConfig } from '@multisalle/core';
import { waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type PanelHostProps, panelElement } from './panel-element';

// The layer between r2wc and the panels, tried on a host component that shows the props it receives.

interface ProbeProps extends PanelHostProps {
  label?: string;
  count?: number;
  isStrict?: boolean;
  'multisalle:probe-done'?: (detail: { label: string }) => void;
}

function Probe(props: ProbeProps) {
  return createElement(
    'button',
    { type: 'button', onClick: () => props['multisalle:probe-done']?.({ label: props.label ?? '' }) },
    JSON.stringify({
      label: props.label ?? null,
      count: props.count ?? null,
      isStrict: props.isStrict ?? null,
      revision: props.revision ?? 0,
    }),
  );
}

class ProbeElement extends panelElement(Probe, {
  css: '.probe { color: rgb(1, 2, 3); }',
  props: { label: 'string', count: 'number', isStrict: 'boolean' },
  events: ['multisalle:probe-done'],
}) {
  declare label: string | undefined;
  declare count: number | undefined;
}

let tag = 0;
/** A new tag per test: a registry defines each name once. */
function defineProbe(): string {
  tag += 1;
  const name = `probe-panel-${tag}`;
  customElements.define(name, class extends ProbeElement {});
  return name;
}

const shown = (element: Element) =>
  JSON.parse(element.shadowRoot?.querySelector('button')?.textContent ?? 'null') as Record<string, unknown>;

afterEach(() => {
  document.body.innerHTML = '';
  resetConfig();
});

describe('panelElement (r2wc and our layer)', () => {
  it('reads typed props from kebab-case attributes and follows their changes and removal', async () => {
    const element = document.createElement(defineProbe());
    element.setAttribute('label', 'Padel');
    element.setAttribute('count', '4');
    document.body.append(element);
    await waitFor(() => expect(shown(element)).toMatchObject({ label: 'Padel', count: 4 }));
    element.setAttribute('count', '8');
    await waitFor(() => expect(shown(element)).toMatchObject({ count: 8 }));
    element.removeAttribute('label');
    await waitFor(() => expect(shown(element)).toMatchObject({ label: null, count: 8 }));
  });

  it('takes a bare boolean attribute as true, which r2wc alone would skip', async () => {
    const name = defineProbe();
    document.body.innerHTML = `<${name} is-strict></${name}>`;
    const element = document.querySelector(name) as Element;
    await waitFor(() => expect(shown(element)).toMatchObject({ isStrict: true }));
    element.setAttribute('is-strict', 'false');
    await waitFor(() => expect(shown(element)).toMatchObject({ isStrict: false }));
  });

  it('keeps a property set before the element was defined (a framework may render first)', async () => {
    const name = `probe-late-${++tag}`;
    const element = document.createElement(name) as HTMLElement & { label?: string };
    element.label = 'Tennis';
    document.body.append(element);
    customElements.define(name, class extends ProbeElement {});
    await waitFor(() => expect(shown(element)).toMatchObject({ label: 'Tennis' }));
    expect(element.getAttribute('label')).toBe('Tennis');
  });

  it('dispatches the event props as bubbling, composed DOM events with their detail', async () => {
    const element = document.createElement(defineProbe());
    element.setAttribute('label', 'Badminton');
    document.body.append(element);
    const heard: unknown[] = [];
    document.addEventListener('multisalle:probe-done', (event) => heard.push((event as CustomEvent).detail), {
      once: true,
    });
    await waitFor(() => expect(element.shadowRoot?.querySelector('button')).not.toBeNull());
    element.shadowRoot?.querySelector('button')?.click();
    expect(heard).toEqual([{ label: 'Badminton' }]);
  });

  it('renders beside the toast region, with the host reset and the panel CSS in the shadow root', async () => {
    const element = document.createElement(defineProbe());
    document.body.append(element);
    const shadow = element.shadowRoot as ShadowRoot;
    await waitFor(() => expect(shadow.querySelector('.ms-element button')).not.toBeNull());
    expect(shadow.querySelector('.ms-toast-region')).not.toBeNull();
    // jsdom has no constructable stylesheets: the layer falls back to a <style> element.
    const css = [...shadow.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toContain(':host');
    expect(css).toContain('rgb(1, 2, 3)');
  });

  it('applies api-base and lang, and re-renders with a new revision on refresh() and on getToken', async () => {
    const element = document.createElement(defineProbe()) as InstanceType<typeof ProbeElement>;
    element.setAttribute('api-base', 'https://salle.example.fr/api/v2');
    element.setAttribute('lang', 'fr');
    document.body.append(element);
    await waitFor(() => expect(shown(element)).toMatchObject({ revision: 0 }));
    expect(getConfig().apiBase).toBe('https://salle.example.fr/api/v2');
    expect(element.shadowRoot?.querySelector('.ms-element')?.getAttribute('lang')).toBe('fr');
    element.refresh();
    await waitFor(() => expect(shown(element)).toMatchObject({ revision: 1 }));
    element.getToken = () => 'jeton';
    await waitFor(() => expect(shown(element)).toMatchObject({ revision: 2 }));
    expect(getConfig().getToken('v2')).toBe('jeton');
    configure({ getToken: () => null });
  });

  it('unmounts on removal and renders again when put back', async () => {
    const element = document.createElement(defineProbe());
    element.setAttribute('label', 'Futsal');
    document.body.append(element);
    await waitFor(() => expect(shown(element)).toMatchObject({ label: 'Futsal' }));
    element.remove();
    await waitFor(() => expect(element.shadowRoot?.querySelector('button')).toBeNull());
    expect(element.shadowRoot?.querySelector('.ms-toast-region')).toBeNull();
    document.body.append(element);
    await waitFor(() => expect(shown(element)).toMatchObject({ label: 'Futsal' }));
  });
});
