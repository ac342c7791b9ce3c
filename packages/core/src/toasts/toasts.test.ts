import { describe, expect, it } from 'vitest';
import { clearToasts, onToast, onToastsCleared, showToast, type ToastMessage } from './index';

describe('toasts', () => {
  it('hands each toast to every listener with a growing id', () => {
    const seen: ToastMessage[] = [];
    const stop = onToast((toast) => seen.push(toast));
    showToast('success', 'Moyen de paiement mis à jour');
    showToast('error', 'Lien déjà utilisé');
    stop();
    showToast('info', 'not seen');
    expect(seen.map(({ kind, message }) => [kind, message])).toEqual([
      ['success', 'Moyen de paiement mis à jour'],
      ['error', 'Lien déjà utilisé'],
    ]);
    expect(seen[1]?.id).toBe((seen[0]?.id ?? 0) + 1);
  });

  it('tells listeners when toasts are cleared, until they stop listening', () => {
    let cleared = 0;
    const stop = onToastsCleared(() => {
      cleared += 1;
    });
    clearToasts();
    stop();
    clearToasts();
    expect(cleared).toBe(1);
  });
});
