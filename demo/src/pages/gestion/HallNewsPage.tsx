import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmAction } from './ConfirmAction.tsx';
import { ConsoleFrame, LoadingOrError } from './ConsoleFrame.tsx';
import { auditDayText } from './format.ts';
import { HallNewsForm, type HallNewsFormErrors } from './HallNewsForm.tsx';
import {
  fetchHallNews,
  type HallNews,
  type NewHallNews,
  newsFormFields,
  publishHallNews,
  withdrawHallNews,
} from './hall-news-api.ts';
import {
  newsAlreadyText,
  newsPublishedText,
  newsWithdrawnText,
  hallNewsMessages as t,
  withdrawNewsOf,
  withdrawNewsQuestion,
  withdrawnDay,
} from './hall-news-messages.ts';
import { ScrollTable } from './ScrollTable.tsx';
import { asStaffError } from './staff-session.ts';
import { useHeadingFocus, useStaffData } from './use-console.ts';

/**
 * `/gestion/:cle/actualites` (owners and managers): the hall's news, newest first, each with its link, its
 * day and « Retirer » asked twice; and « Publier une actualité », which tells the hall's players who chose
 * the news, once.
 */
export function HallNewsPage() {
  const { cle = '' } = useParams();
  return <ConsoleFrame hallKey={cle}>{() => <HallNewsView hallKey={cle} />}</ConsoleFrame>;
}

function HallNewsView({ hallKey }: { hallKey: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  const { state, reload, setData } = useStaffData((signal) => fetchHallNews(hallKey, signal), [hallKey]);
  const [isBusy, setIsBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const items = state.status === 'loaded' ? state.data : [];

  const publish = async (news: NewHallNews): Promise<HallNewsFormErrors | null> => {
    if (isBusy) return {};
    setIsBusy(true);
    setRefusal(null);
    setSaid('');
    try {
      const published = await publishHallNews(hallKey, news);
      // The same slug published before answers that item: nothing goes out again.
      const isKnown = items.some((item) => item.id === published.id);
      setData(isKnown ? items : [published, ...items]);
      setSaid(isKnown ? newsAlreadyText(published.title) : newsPublishedText(published.title));
      return null;
    } catch (caught) {
      const error = asStaffError(caught);
      const byField: HallNewsFormErrors = {};
      for (const [wire, message] of Object.entries(error.fieldErrors)) {
        const field = newsFormFields[wire] as keyof HallNewsFormErrors | undefined;
        if (field) byField[field] ??= message;
      }
      if (Object.keys(byField).length === 0) setRefusal(error.message);
      return byField;
    } finally {
      setIsBusy(false);
    }
  };

  const onWithdrawn = (withdrawn: HallNews) => {
    setData(items.map((item) => (item.id === withdrawn.id ? withdrawn : item)));
    setSaid(newsWithdrawnText(withdrawn.title));
  };

  return (
    <section className="gestion-section" aria-labelledby="gestion-actualites-titre">
      <h1 id="gestion-actualites-titre" ref={heading} tabIndex={-1} className="page-title">
        {t.title}
      </h1>
      <LoadingOrError state={state} onRetry={reload} />
      {state.status === 'loaded' && (
        <>
          <p className="gestion-muted">{t.intro}</p>
          {refusal && (
            <p className="gestion-alert" role="alert">
              {refusal}
            </p>
          )}
          <p className="gestion-form-status" role="status">
            {isBusy ? t.publishing : said}
          </p>
          {items.length === 0 ? (
            <p className="gestion-muted">{t.none}</p>
          ) : (
            <ScrollTable caption={t.table} className="gestion-table gestion-table--stack">
              <thead>
                <tr>
                  <th scope="col">{t.news}</th>
                  <th scope="col">{t.link}</th>
                  <th scope="col">{t.publishedOn}</th>
                  <th scope="col">{t.state}</th>
                  <th scope="col">{t.actions}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <NewsRow
                    key={item.id}
                    hallKey={hallKey}
                    news={item}
                    onWithdrawn={onWithdrawn}
                    onRefused={(message) => {
                      setSaid('');
                      setRefusal(message);
                    }}
                  />
                ))}
              </tbody>
            </ScrollTable>
          )}
          <HallNewsForm isBusy={isBusy} onPublish={publish} />
        </>
      )}
    </section>
  );
}

interface NewsRowProps {
  hallKey: string;
  news: HallNews;
  onWithdrawn: (news: HallNews) => void;
  onRefused: (message: string) => void;
}

/** One news item; once withdrawn, its « Retirer » is gone and the focus goes to its new state. */
function NewsRow({ hallKey, news, onWithdrawn, onRefused }: NewsRowProps) {
  const stateRef = useRef<HTMLSpanElement>(null);
  const isWithdrawn = news.withdrawnAt !== null;
  const wasWithdrawn = useRef(isWithdrawn);

  useEffect(() => {
    if (!wasWithdrawn.current && isWithdrawn) stateRef.current?.focus();
    wasWithdrawn.current = isWithdrawn;
  }, [isWithdrawn]);

  const withdraw = async () => {
    try {
      onWithdrawn(await withdrawHallNews(hallKey, news.id));
      return true;
    } catch (caught) {
      onRefused(asStaffError(caught).message);
      return false;
    }
  };

  return (
    <tr data-withdrawn={isWithdrawn ? 'true' : 'false'}>
      <td>
        <strong>{news.title}</strong>
        <p className="gestion-muted">{news.summary}</p>
      </td>
      <td data-label={t.link}>{news.path}</td>
      <td data-label={t.publishedOn} className="gestion-table__day">
        {auditDayText(news.publishedAt)}
      </td>
      <td data-label={t.state}>
        <span ref={stateRef} tabIndex={-1}>
          <span className="gestion-state" data-active={isWithdrawn ? 'false' : 'true'}>
            {news.withdrawnAt === null ? t.published : t.withdrawn}
          </span>
          {news.withdrawnAt !== null && (
            <span className="gestion-muted"> {withdrawnDay(news.withdrawnAt)}</span>
          )}
        </span>
      </td>
      <td>
        {!isWithdrawn && (
          <ConfirmAction
            label={t.withdraw}
            accessibleLabel={withdrawNewsOf(news.title)}
            question={withdrawNewsQuestion(news.title)}
            confirmLabel={t.confirmWithdraw}
            busyLabel={t.withdrawing}
            backLabel={t.back}
            onConfirm={withdraw}
          />
        )}
      </td>
    </tr>
  );
}
