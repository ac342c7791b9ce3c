import { useEffect, useRef } from 'react';
import { ConfirmAction } from './ConfirmAction.tsx';
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
  const stateRef = useRef<HTMLSpanElement>(null);
  const wasLive = useRef(device.revokedAt === null);
  const isLive = device.revokedAt === null;

  useEffect(() => {
    // The button is gone with the revocation: the focus goes to the words that replace it.
    if (wasLive.current && !isLive) stateRef.current?.focus();
    wasLive.current = isLive;
  }, [isLive]);

  const revoke = async () => {
    try {
      const revoked = await revokeDevice(hallKey, device.id);
      onNews({ kind: 'revoked', text: revokedText(device.name), device: revoked });
      return true;
    } catch (error) {
      onNews({ kind: 'error', text: error instanceof StaffApiError ? error.message : String(error) });
      return false;
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
        {isLive && (
          <ConfirmAction
            label={t.revoke}
            accessibleLabel={revokeOf(device.name)}
            question={revokeQuestion(device.name)}
            confirmLabel={t.confirmRevoke}
            busyLabel={t.revoking}
            backLabel={t.back}
            onConfirm={revoke}
          />
        )}
      </td>
    </tr>
  );
}
