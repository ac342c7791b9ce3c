import { $session, doorCodeHolders, loadQrCode, type WireReservationLine } from '@multisalle/core';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';

/**
 * The entry QR codes the player shows at the hall's door: their own and those of the family members
 * they added (spec 1 section 2, MES RÉSERVATIONS), each fetched with the session's token; offline, the
 * ones kept on the device.
 */
export function ReservationQrCodes({ reservation }: { reservation: WireReservationLine }) {
  const { user } = useStore($session);
  const accepted = user ? doorCodeHolders(reservation, user.contactId) : [];
  if (accepted.length === 0) return null;
  return (
    <div className="reservation-item__qr">
      <h3 className="reservation-item__subheading">QR codes d'entrée</h3>
      <ul>
        {accepted.map((p) => (
          <li key={p.id}>
            <QrCode reservationId={reservation.id_reservation} contactId={p.id} pseudo={p.pseudo} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function QrCode({
  reservationId,
  contactId,
  pseudo,
}: {
  reservationId: string;
  contactId: number;
  pseudo: string;
}) {
  const [src, setSrc] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let isCurrent = true;
    void loadQrCode(reservationId, contactId).then((url) => {
      if (isCurrent) setSrc(url);
    });
    return () => {
      isCurrent = false;
    };
  }, [reservationId, contactId]);
  if (src === undefined) return <p>Chargement du QR code de {pseudo}…</p>;
  if (src === null) return <p>Le QR code de {pseudo} n'a pas pu être chargé.</p>;
  return (
    <figure className="reservation-item__qr-code">
      <img src={src} alt={`QR code d'entrée de ${pseudo}`} width={160} height={160} />
      <figcaption>{pseudo}</figcaption>
    </figure>
  );
}
