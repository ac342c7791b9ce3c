import { changeNoticeChoice, loadNoticeChoices, type NoticeChoices, type NoticeKind } from '@multisalle/core';
import { useEffect, useState } from 'react';

/** The texts of the MES NOTIFICATIONS card. */
export const noticeTexts = {
  title: 'MES NOTIFICATIONS',
  intro: 'Choisissez ce que vous recevez par e-mail et par SMS. Les SMS ne partent jamais entre 21 h et 8 h.',
  loading: 'Chargement de vos notifications…',
  failed: "Vos notifications n'ont pas pu être chargées.",
  locked: 'toujours envoyé',
  kinds: {
    rappels: 'Rappels avant mes parties',
    reponses: 'Réponses à mes invitations',
    actualites: 'Nouvelles des salles',
    paiements: 'Paiements',
    annulations: 'Parties annulées',
  },
} as const;

const rows = ['rappels', 'reponses', 'actualites', 'paiements', 'annulations'] as const;
const channels = [
  ['mail', 'e-mail'],
  ['sms', 'SMS'],
] as const;

/**
 * « Mes notifications » in MON COMPTE: a checkbox per kind and channel, saved at each change;
 * payments and cancellations are shown checked and locked (they cannot be turned off).
 */
export function NoticePreferences() {
  const [choices, setChoices] = useState<NoticeChoices | null | undefined>(undefined);
  const [isSaving, setIsSaving] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void loadNoticeChoices().then((loaded) => {
      if (isCurrent) setChoices(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  return (
    <div className="account-card">
      <h2 className="account-card__title">{noticeTexts.title}</h2>
      <p>{noticeTexts.intro}</p>
      {choices === undefined && <p role="status">{noticeTexts.loading}</p>}
      {choices === null && <p>{noticeTexts.failed}</p>}
      {choices && (
        <table className="notice-choices">
          <thead>
            <tr>
              <th scope="col">Notification</th>
              <th scope="col">E-mail</th>
              <th scope="col">SMS</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((kind) => (
              <tr key={kind}>
                <th scope="row">{noticeTexts.kinds[kind]}</th>
                {channels.map(([channel, channelName]) => {
                  const isLocked = choices[kind].isLocked === true;
                  return (
                    <td key={channel}>
                      <input
                        type="checkbox"
                        aria-label={`${noticeTexts.kinds[kind]} par ${channelName}${isLocked ? ` (${noticeTexts.locked})` : ''}`}
                        checked={choices[kind][channel]}
                        disabled={isLocked || isSaving}
                        onChange={async (event) => {
                          setIsSaving(true);
                          const saved = await changeNoticeChoice(
                            kind as NoticeKind,
                            channel,
                            event.target.checked,
                          );
                          setIsSaving(false);
                          if (saved) setChoices(saved);
                        }}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
