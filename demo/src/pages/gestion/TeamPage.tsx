import { useCallback, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useAfterRender } from '../../app/use-after-render.ts';
import { ConsoleFrame, LoadingOrError } from './ConsoleFrame.tsx';
import { InviteForm } from './InviteForm.tsx';
import { consoleMessages as t } from './messages.ts';
import { fetchStaff, type StaffMember } from './staff-api.ts';
import { MemberRow, type RowNews } from './TeamRow.tsx';
import { useHeadingFocus, useStaffData, useStaffMe } from './use-console.ts';

/**
 * `/gestion/:cle/personnel` (owners): the hall's staff, each member's role to change, « Retirer » with a
 * confirmation, and the invitation of a new member with the activation link to pass on. A role that does
 * not allow it gets the server's 403 message.
 */
export function TeamPage() {
  const { cle = '' } = useParams();
  return <ConsoleFrame hallKey={cle}>{() => <TeamView hallKey={cle} />}</ConsoleFrame>;
}

function TeamView({ hallKey }: { hallKey: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const tableTitle = useRef<HTMLHeadingElement>(null);
  const afterRender = useAfterRender();
  useHeadingFocus(heading);
  const { state: me } = useStaffMe();
  const { state, reload, setData } = useStaffData((signal) => fetchStaff(hallKey, signal), [hallKey]);
  const [news, setNews] = useState<RowNews | null>(null);
  const myEmail = me.status === 'loaded' ? me.data.email : null;

  // After an invitation the list is read again without a loading screen: the form keeps its place.
  const refresh = useCallback(() => {
    fetchStaff(hallKey).then(setData, () => undefined);
  }, [hallKey, setData]);

  const onNews = (next: RowNews, members?: StaffMember[]) => {
    setNews(next);
    if (members) setData(members);
    // A removed member's row is gone, and the focus with it: it goes to the table's title.
    if (next.kind === 'removed') afterRender(() => tableTitle.current?.focus());
  };

  return (
    <section className="gestion-section" aria-labelledby="gestion-personnel-titre">
      <h1 id="gestion-personnel-titre" ref={heading} tabIndex={-1} className="page-title">
        {t.staffTitle}
      </h1>
      <LoadingOrError state={state} onRetry={reload} />
      {state.status === 'loaded' && (
        <>
          <h2 id="gestion-equipe-titre" ref={tableTitle} tabIndex={-1} className="gestion-subtitle">
            {t.staffTable}
          </h2>
          <p className="gestion-form-status" role="status">
            {news && news.kind !== 'error' ? news.text : ''}
          </p>
          {news?.kind === 'error' && (
            <p className="gestion-alert" role="alert">
              {news.text}
            </p>
          )}
          {state.data.length === 0 ? (
            <p>{t.noStaff}</p>
          ) : (
            // A table scrolled sideways on a phone: a region of its own, reachable by keyboard.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1).
            <section className="gestion-table-scroll" aria-labelledby="gestion-equipe-titre" tabIndex={0}>
              <table className="gestion-table gestion-table--stack">
                <thead>
                  <tr>
                    <th scope="col">{t.email}</th>
                    <th scope="col">{t.role}</th>
                    <th scope="col">{t.state}</th>
                    <th scope="col">{t.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {state.data.map((member) => (
                    <MemberRow
                      key={member.id}
                      hallKey={hallKey}
                      member={member}
                      members={state.data}
                      isMe={member.email === myEmail}
                      onNews={onNews}
                    />
                  ))}
                </tbody>
              </table>
            </section>
          )}
          <InviteForm hallKey={hallKey} onInvited={refresh} />
        </>
      )}
    </section>
  );
}
