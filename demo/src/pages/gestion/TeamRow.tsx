import { useState } from 'react';
import { ConfirmAction } from './ConfirmAction.tsx';
import {
  removedText,
  removeOf,
  removeQuestion,
  roleChangedText,
  roleOf,
  roleWords,
  saveRoleOf,
  consoleMessages as t,
} from './messages.ts';
import { changeStaffRole, removeStaff, type StaffMember, type StaffRole, staffRoles } from './staff-api.ts';
import { StaffApiError } from './staff-session.ts';

/** What a row tells the page: a change done (said politely) or refused (said at once). */
export type RowNews = { kind: 'changed' | 'removed' | 'error'; text: string };

export interface MemberRowProps {
  hallKey: string;
  member: StaffMember;
  members: StaffMember[];
  /** The signed-in member's own row (« vous »). */
  isMe: boolean;
  /** Reports what happened, with the list as it now is when it changed. */
  onNews: (news: RowNews, members?: StaffMember[]) => void;
}

const messageOf = (error: unknown) => (error instanceof StaffApiError ? error.message : String(error));

/**
 * One member of the staff table: the address, the role as a select with « Enregistrer » once another is
 * chosen, the state (« Actif », « Lien envoyé »), and « Retirer » asking for a confirmation. A refusal
 * (409: one's own role, the last owner) is told and the saved role shows again; a failed call keeps the
 * choice, to try again.
 */
export function MemberRow({ hallKey, member, members, isMe, onNews }: MemberRowProps) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const [isBusy, setIsBusy] = useState(false);

  // The saved role shown again when it changes; while rendering, not in an effect that ran after the first
  // paint and could undo a role chosen at once.
  const [savedRole, setSavedRole] = useState(member.role);
  if (savedRole !== member.role) {
    setSavedRole(member.role);
    setRole(member.role);
  }

  const saveRole = async () => {
    if (isBusy) return;
    setIsBusy(true);
    try {
      await changeStaffRole(hallKey, member.id, role);
      const updated = members.map((found) => (found.id === member.id ? { ...found, role } : found));
      onNews({ kind: 'changed', text: roleChangedText(member.email, role) }, updated);
    } catch (error) {
      if (error instanceof StaffApiError && error.status >= 400) setRole(member.role);
      onNews({ kind: 'error', text: messageOf(error) });
    } finally {
      setIsBusy(false);
    }
  };

  const remove = async () => {
    try {
      await removeStaff(hallKey, member.id);
      onNews(
        { kind: 'removed', text: removedText(member.email) },
        members.filter((found) => found.id !== member.id),
      );
      return true;
    } catch (error) {
      onNews({ kind: 'error', text: messageOf(error) });
      return false;
    }
  };

  return (
    <tr>
      <td className="gestion-table__email">
        {member.email}
        {isMe && <span className="gestion-tag">{t.you}</span>}
      </td>
      <td>
        <div className="gestion-table__role">
          <select
            className="gestion-select"
            aria-label={roleOf(member.email)}
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {staffRoles.map((option) => (
              <option key={option} value={option}>
                {roleWords[option]}
              </option>
            ))}
          </select>
          {role !== member.role && (
            <button
              type="button"
              className="button button--primary gestion-small-button"
              aria-label={saveRoleOf(member.email)}
              aria-disabled={isBusy ? 'true' : undefined}
              onClick={saveRole}
            >
              {t.saveRole}
            </button>
          )}
        </div>
      </td>
      <td>
        <span className="gestion-state" data-active={member.isActive ? 'true' : 'false'}>
          {member.isActive ? t.active : t.linkSent}
        </span>
      </td>
      <td>
        <ConfirmAction
          label={t.remove}
          accessibleLabel={removeOf(member.email)}
          question={removeQuestion(member.email)}
          confirmLabel={t.confirmRemove}
          backLabel={t.cancel}
          onConfirm={remove}
        />
      </td>
    </tr>
  );
}
