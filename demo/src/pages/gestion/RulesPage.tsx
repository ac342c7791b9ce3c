import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { AddDeviceForm } from './AddDeviceForm.tsx';
import { ConsoleFrame, LoadingOrError } from './ConsoleFrame.tsx';
import { type DeviceNews, DeviceRow } from './DeviceRow.tsx';
import { DoorWindowForm } from './DoorWindowForm.tsx';
import { PartnerSites } from './PartnerSites.tsx';
import { fetchDevices, fetchDoorWindow, type HallDevice } from './rules-api.ts';
import { rulesMessages as t } from './rules-messages.ts';
import { useHeadingFocus, useStaffData } from './use-console.ts';

/**
 * `/gestion/:cle/regles` (owners and managers): the door's window before a session, and the hall's devices
 * (their scopes, « Révoquer » with a confirmation, a new one whose key shows once), and for owners the
 * partner sites. A role that does not allow it gets the server's 403 message.
 */
export function RulesPage() {
  const { cle = '' } = useParams();
  return (
    <ConsoleFrame hallKey={cle}>
      {({ hall }) => (
        <RulesView hallKey={cle} mayEditPartners={hall?.permissions.includes('partners') === true} />
      )}
    </ConsoleFrame>
  );
}

function RulesView({ hallKey, mayEditPartners }: { hallKey: string; mayEditPartners: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  const { state, reload, setData } = useStaffData(
    async (signal) => {
      const [minutesBefore, devices] = await Promise.all([
        fetchDoorWindow(hallKey, signal),
        fetchDevices(hallKey, signal),
      ]);
      return { minutesBefore, devices };
    },
    [hallKey],
  );
  const [news, setNews] = useState<DeviceNews | null>(null);

  const replaceDevices = (devices: HallDevice[]) => {
    if (state.status === 'loaded') setData({ ...state.data, devices });
  };
  const onNews = (next: DeviceNews) => {
    setNews(next);
    if (next.kind === 'revoked' && state.status === 'loaded') {
      replaceDevices(state.data.devices.map((found) => (found.id === next.device.id ? next.device : found)));
    }
  };

  return (
    <section className="gestion-section" aria-labelledby="gestion-regles-titre">
      <h1 id="gestion-regles-titre" ref={heading} tabIndex={-1} className="page-title">
        {t.title}
      </h1>
      <LoadingOrError state={state} onRetry={reload} />
      {state.status === 'loaded' && (
        <>
          <DoorWindowForm hallKey={hallKey} minutesBefore={state.data.minutesBefore} />
          <section className="gestion-rules__part" aria-labelledby="gestion-appareils-titre">
            <h2 id="gestion-appareils-titre" className="gestion-subtitle">
              {t.devicesTitle}
            </h2>
            <p className="gestion-form-status" role="status">
              {news?.kind === 'revoked' ? news.text : ''}
            </p>
            {news?.kind === 'error' && (
              <p className="gestion-alert" role="alert">
                {news.text}
              </p>
            )}
            {state.data.devices.length === 0 ? (
              <p className="gestion-muted">{t.noDevice}</p>
            ) : (
              // A table scrolled sideways on a phone: a region of its own, reachable by keyboard.
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1).
              <section className="gestion-table-scroll" aria-label={t.devicesTable} tabIndex={0}>
                <table className="gestion-table gestion-table--stack">
                  <caption className="visually-hidden">{t.devicesTable}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t.name}</th>
                      <th scope="col">{t.scopes}</th>
                      <th scope="col">{t.addedOn}</th>
                      <th scope="col">{t.state}</th>
                      <th scope="col">{t.actions}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {state.data.devices.map((device) => (
                      <DeviceRow key={device.id} hallKey={hallKey} device={device} onNews={onNews} />
                    ))}
                  </tbody>
                </table>
              </section>
            )}
          </section>
          <AddDeviceForm
            hallKey={hallKey}
            onAdded={(device) => {
              setNews(null);
              replaceDevices([...state.data.devices, device]);
            }}
          />
          {mayEditPartners && <PartnerSites hallKey={hallKey} />}
        </>
      )}
    </section>
  );
}
