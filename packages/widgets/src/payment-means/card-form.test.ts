import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cardFormFor } from './card-form';
import { sandboxCardForm } from './sandbox-form';

// Lyra's glue loads a script from Lyra's servers: a stand-in with the glue's API records the calls.
const calls: unknown[][] = [];
let submit: (response: { rawClientAnswer: string; hash: string }) => unknown = () => undefined;
vi.mock('@lyracom/embedded-form-glue', () => {
  const KR = {
    setFormConfig: async (config: unknown) => calls.push(['setFormConfig', config]),
    onError: async () => undefined,
    onFormReady: async (callback: () => void) => callback(),
    onSubmit: async (callback: typeof submit) => {
      submit = callback;
    },
    renderElements: async (element: HTMLElement) => {
      calls.push(['renderElements', element.className]);
      return { result: { formId: 'f1' } };
    },
    removeForms: async () => calls.push(['removeForms']),
  };
  return {
    default: {
      loadLibrary: async (endpoint: string, publicKey: string) => {
        calls.push(['loadLibrary', endpoint, publicKey]);
        return { KR };
      },
    },
  };
});

const setup = {
  formToken: 'jeton-formulaire',
  publicKey: '12345678:testpublickey_abc',
  clientEndpoint: 'https://static.lyra.example',
};

describe('cardFormFor: one form interface, two providers', () => {
  it('sandbox (or any other name) is the iframe form', async () => {
    expect(await cardFormFor('sandbox')).toBe(sandboxCardForm);
  });

  it('lyra: loadLibrary(endpoint, publicKey), the form token in French, KR.onSubmit gives rawClientAnswer and hash', async () => {
    const form = await cardFormFor('lyra');
    const container = document.createElement('div');
    const onAnswer = vi.fn();
    const onReady = vi.fn();
    const unmount = form.mount(container, setup, { onAnswer, onReady });
    await waitFor(() => expect(calls.map((call) => call[0])).toContain('renderElements'));
    expect(calls.slice(0, 3)).toEqual([
      ['loadLibrary', 'https://static.lyra.example', '12345678:testpublickey_abc'],
      ['setFormConfig', { formToken: 'jeton-formulaire', 'kr-language': 'fr-FR' }],
      ['renderElements', 'kr-embedded'],
    ]);
    expect(onReady).toHaveBeenCalled();
    expect(submit({ rawClientAnswer: '{"orderStatus":"PAID"}', hash: 'abc' })).toBe(false);
    expect(onAnswer).toHaveBeenCalledWith({ rawAnswer: '{"orderStatus":"PAID"}', hash: 'abc' });
    unmount();
    expect(container.children).toHaveLength(0);
  });
});
