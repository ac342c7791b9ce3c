import {
  describePendingPick,
  forgetPendingPick,
  keepPendingPick,
  type PendingPick,
  type PickDescription,
  pickParamNames,
  pickSearch,
  readPendingPick,
  readPickParams,
} from '@multisalle/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** What {@link usePendingPick} gives the sign-in and sign-up pages. */
export interface PendingPickView {
  /** The slot picked on a partner's page and waiting for the sign-in, `null` when none. */
  pick: PendingPick | null;
  /** The hall and slot as read from the API; `null` while it loads. */
  description: PickDescription | null;
  /** The query that carries the pick to the other account page (`?salle=…`), empty when none. */
  search: string;
  /** Forgets the pick (and takes its parameters off the address). */
  forget: () => void;
}

/**
 * The pick of a partner's planning (`?salle=&sport=&creneau=&zone=&retour=`, sent by the element's
 * CONNEXION and INSCRIPTION links): kept in storage on arrival, so that it survives the sign-up, the
 * activation mail and the sign-in on the same device; without parameters, the pick kept before.
 *
 * @example const { pick, description, search } = usePendingPick();
 */
export function usePendingPick(): PendingPickView {
  const [params, setParams] = useSearchParams();
  const fromAddress = readPickParams(params);
  const [kept, setKept] = useState<PendingPick | null>(() => fromAddress ?? readPendingPick());
  const pick = fromAddress ?? kept;
  const [description, setDescription] = useState<PickDescription | null>(null);
  // Strings, so the effects run again only when another slot is picked.
  const addressSearch = pickSearch(fromAddress);
  const search = pickSearch(pick);

  useEffect(() => {
    const picked = readPickParams(addressSearch);
    if (picked) keepPendingPick(picked);
  }, [addressSearch]);

  useEffect(() => {
    setDescription(null);
    const picked = readPickParams(search);
    if (!picked) return;
    let isCurrent = true;
    void describePendingPick(picked).then((found) => {
      if (isCurrent) setDescription(found);
    });
    return () => {
      isCurrent = false;
    };
  }, [search]);

  const forget = () => {
    forgetPendingPick();
    setKept(null);
    if (fromAddress) {
      const next = new URLSearchParams(params);
      for (const name of Object.values(pickParamNames)) next.delete(name);
      setParams(next, { replace: true });
    }
  };

  return { pick, description, search, forget };
}
