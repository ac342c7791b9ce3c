/**
 * Resolves at once when the device is online (or cannot tell), else when the browser says the network is
 * back (`online`). Rejects with the signal's reason if the caller aborts while waiting.
 *
 * @example await networkBack(signal); // then send the held write
 */
export function networkBack(signal?: AbortSignal): Promise<void> {
  const scope = globalThis as { navigator?: { onLine?: boolean } } & Partial<EventTarget>;
  if (scope.navigator?.onLine !== false || typeof scope.addEventListener !== 'function')
    return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      scope.removeEventListener?.('online', done);
      signal?.removeEventListener('abort', aborted);
      resolve();
    };
    const aborted = () => {
      scope.removeEventListener?.('online', done);
      reject(signal?.reason);
    };
    if (signal?.aborted) return aborted();
    scope.addEventListener?.('online', done);
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * Whether the browser says the device has no network (`navigator.onLine === false`); `false` when it cannot
 * tell. A `true` is reliable; a `false` is not proof that the server answers.
 *
 * @example if (isDeviceOffline()) showTheDeviceCopy()
 */
export function isDeviceOffline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;
}
