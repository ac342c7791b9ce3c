import type { CardForm } from './card-form';
import { importLyraGlue } from './import-lyra-glue';

interface LyraAnswer {
  rawClientAnswer: string;
  hash: string;
}

interface LyraKR {
  setFormConfig(config: Record<string, unknown>): Promise<unknown>;
  onSubmit(callback: (response: LyraAnswer) => boolean | undefined): Promise<unknown>;
  onError(callback: (error: { errorCode: string; errorMessage: string }) => void): Promise<unknown>;
  onFormReady(callback: () => void): Promise<unknown>;
  renderElements(elements: HTMLElement): Promise<{ result: { formId: string } }>;
  removeForms(): Promise<unknown>;
}

interface LyraGlue {
  loadLibrary(endpoint: string, publicKey: string, formToken?: string): Promise<{ KR: LyraKR }>;
}

/** The glue module; a CommonJS default may arrive wrapped once more depending on the bundler. */
async function loadGlue(): Promise<LyraGlue> {
  const module = (await importLyraGlue()) as { default: LyraGlue | { default: LyraGlue } };
  const glue = module.default;
  return 'loadLibrary' in glue ? glue : glue.default;
}

/**
 * Lyra's embedded form ("Krypton") through `@lyracom/embedded-form-glue`, imported only when this form is
 * used: `KRGlue.loadLibrary(endpoint, publicKey)`, `KR.setFormConfig({ formToken, 'kr-language': 'fr-FR' })`,
 * the fields rendered into the container, `KR.onSubmit` giving `rawClientAnswer` and `hash`. Not run
 * against the live service (see the server README).
 *
 * @example lyraCardForm.mount(container, setup, { onAnswer })
 */
export const lyraCardForm: CardForm = {
  mount(container, { formToken, publicKey, clientEndpoint }, callbacks) {
    let isRemoved = false;
    let kr: LyraKR | undefined;
    const fields = document.createElement('div');
    fields.className = 'kr-embedded';
    container.append(fields);
    const start = async () => {
      const { KR } = await (await loadGlue()).loadLibrary(clientEndpoint, publicKey);
      kr = KR;
      if (isRemoved) return;
      await KR.setFormConfig({ formToken, 'kr-language': 'fr-FR' });
      await KR.onError((error) => callbacks.onError?.(new Error(error.errorMessage || error.errorCode)));
      await KR.onFormReady(() => callbacks.onReady?.());
      await KR.onSubmit((response) => {
        callbacks.onSubmit?.();
        callbacks.onAnswer({ rawAnswer: response.rawClientAnswer, hash: response.hash });
        // false: stay on the page (no redirection); our server gets the answer from onAnswer.
        return false;
      });
      await KR.renderElements(fields);
    };
    start().catch((error: unknown) =>
      callbacks.onError?.(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      isRemoved = true;
      void kr?.removeForms();
      fields.remove();
    };
  },
};
