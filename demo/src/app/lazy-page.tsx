import { timings } from '@multisalle/core';
import { Spinner } from '@multisalle/widgets';
import { type ComponentType, useEffect, useState } from 'react';

/** What a page module exports: its page component as default. */
export interface PageModule {
  default: ComponentType;
}

/** Loads one page's code (a dynamic `import()`). */
export type PageLoader = () => Promise<PageModule>;

type LoadState = { status: 'loading' } | { status: 'loaded'; Page: ComponentType } | { status: 'failed' };

/** Pages already loaded, so coming back to a page shows it at once. */
const loadedPages = new WeakMap<PageLoader, ComponentType>();

export interface LazyPageProps {
  load: PageLoader;
  /** @default timings.assetLoadTimeoutMs (120 s, spec 1 section 9) */
  timeoutMs?: number;
}

/**
 * Renders the page that `load` brings in. While the chunk loads a spinner shows; when it fails or takes
 * longer than the asset timeout, a French message with a 'Réessayer' button that runs `load` again.
 * (React.lazy caches a rejected import for good, so it could not offer a retry.)
 */
export function LazyPage({ load, timeoutMs = timings.assetLoadTimeoutMs }: LazyPageProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const Page = loadedPages.get(load);
    return Page ? { status: 'loaded', Page } : { status: 'loading' };
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: bumping `attempt` is what runs the import again.
  useEffect(() => {
    const cached = loadedPages.get(load);
    if (cached) {
      setState({ status: 'loaded', Page: cached });
      return;
    }
    let isCurrent = true;
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      if (isCurrent) setState({ status: 'failed' });
    }, timeoutMs);
    load().then(
      (module) => {
        loadedPages.set(load, module.default);
        if (!isCurrent) return;
        clearTimeout(timer);
        setState({ status: 'loaded', Page: module.default });
      },
      () => {
        if (!isCurrent) return;
        clearTimeout(timer);
        setState({ status: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [load, timeoutMs, attempt]);

  if (state.status === 'loaded') return <state.Page />;
  if (state.status === 'loading') {
    return (
      <div className="lazy-page lazy-page--loading">
        <Spinner label="Chargement de la page" />
      </div>
    );
  }
  return (
    <div className="lazy-page lazy-page--failed" role="alert">
      <p className="lazy-page__title">Le chargement de la page a échoué.</p>
      <p>
        La connexion est peut-être interrompue ou trop lente, ou le site vient d'être mis à jour. Vérifiez
        votre connexion puis réessayez.
      </p>
      <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
        Réessayer
      </button>
    </div>
  );
}
