import { useEffect, useId, useRef, useState } from 'react';
import { auditDayText } from './format.ts';
import { type HallDevice, revokeDevice } from './rules-api.ts';
import {
  revokedOn,
  revokedText,
  revokeOf,
  revokeQuestion,
  scopeWords,
  rulesMessages as t,
} from './rules-messages.ts';
import { StaffApiError } from './staff-session.ts';

/** What a row tells the page: a device revoked (with the device as it now is) or a refusal. */
export type DeviceNews =
  | { kind: 'revoked'; text: string; device: HallDevice }
  | { kind: 'error'; text: string };

export interface DeviceRowProps {
  hallKey: string;
  device: HallDevice;
  onNews: (news: DeviceNews) => void;
}

/**
 * One device of the table: its name, its scopes in words, the day it was added, « Actif » or « Révoqué
 * le … », and « Révoquer » asking for a confirmation. Once revoked, the focus goes to the row's new state.
 */
export function DeviceRow({ hallKey, device, onNews }: DeviceRowProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const revokeRef = useRef<HTMLButtonElement>(null);
  const stateRef = useRef<HTMLSpanElement>(null);
  const wasConfirming = useRef(false);
  const wasLive = useRef(device.revokedAt === null);
  const questionId = useId();
  const isLive = device.revokedAt === null;

  useEffect(() => {
    if (isConfirming) confirmRef.current?.focus();
    else if (wasConfirming.current) revokeRef.current?.focus();
    wasConfirming.current = isConfirming;
  }, [isConfirming]);
  useEffect(() => {
    // The button is gone with the revocation: the focus goes to the words that replace it.
    if (wasLive.current && !isLive) stateRef.current?.focus();
    wasLive.current = isLive;
  }, [isLive]);

  const revoke = async () => {
    if (isBusy) return;
    setIsBusy(true);
    try {
      const revoked = await revokeDevice(hallKey, device.id);
      onNews({ kind: 'revoked', text: revokedText(device.name), device: revoked });
    } catch (error) {
      setIsConfirming(false);
      onNews({ kind: 'error', text: error instanceof StaffApiError ? error.message : String(error) });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <tr data-revoked={isLive ? 'false' : 'true'}>
      <td className="gestion-table__email">{device.name}</td>
      <td data-label={t.scopes}>{device.scopes.map((scope) => scopeWords[scope]).join(', ')}</td>
      <td data-label={t.addedOn} className="gestion-table__day">
        {auditDayText(device.createdAt)}
      </td>
      <td data-label={t.state}>
        <span ref={stateRef} tabIndex={-1} className="gestion-state" data-active={isLive ? 'true' : 'false'}>
          {device.revokedAt === null ? t.active : revokedOn(auditDayText(device.revokedAt))}
        </span>
      </td>
      <td>
        {isLive &&
          (isConfirming ? (
            <div className="gestion-confirm">
              <p id={questionId} className="gestion-confirm__question">
                {revokeQuestion(device.name)}
              </p>
              <div className="gestion-confirm__buttons">
                <button
                  ref={confirmRef}
                  type="button"
                  className="button button--danger gestion-small-button"
                  aria-describedby={questionId}
                  aria-disabled={isBusy ? 'true' : undefined}
                  onClick={revoke}
                >
                  {isBusy ? t.revoking : t.confirmRevoke}
                </button>
                <button
                  type="button"
                  className="button button--ghost gestion-small-button"
                  onClick={() => setIsConfirming(false)}
                >
                  {t.back}
                </button>
              </div>
            </div>
          ) : (
            <button
              ref={revokeRef}
              type="button"
              className="button button--ghost gestion-small-button"
              aria-label={revokeOf(device.name)}
              onClick={() => setIsConfirming(true)}
            >
              {t.revoke}
            </button>
          ))}
      </td>
    </tr>
  );
}
