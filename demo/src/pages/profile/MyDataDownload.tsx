import { fetchMyData } from '@multisalle/core';
import { useState } from 'react';
import { Link } from 'react-router';

/** The texts of the MES DONNÉES card. */
export const myDataTexts = {
  title: 'MES DONNÉES',
  intro:
    'Téléchargez tout ce que nous enregistrons sur vous\u00a0: compte, famille, réservations et réponses, paiements, messages envoyés, consentements et statistiques, dans un fichier JSON qui commence par un résumé en français.',
  button: 'TÉLÉCHARGER MES DONNÉES',
  preparing: 'Préparation de votre fichier…',
  policy: 'Ce que nous gardons et combien de temps',
} as const;

/**
 * Saves a text as a file through a temporary link: the browser's own download, no library. The object URL
 * is released on the next turn, once the browser has started reading it.
 */
function saveFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * « Télécharger mes données » in MON COMPTE (RGPD articles 15 and 20): the whole export in one file. While
 * the server prepares it the button is busy and a status says so; a failure shows core's French toast.
 */
export function MyDataDownload() {
  const [isPreparing, setIsPreparing] = useState(false);
  return (
    <div className="account-card">
      <h2 className="account-card__title">{myDataTexts.title}</h2>
      <p>{myDataTexts.intro}</p>
      <p>
        <Link to="/politique-de-confidentialite">{myDataTexts.policy}</Link>
      </p>
      <button
        type="button"
        className="button button--outline"
        disabled={isPreparing}
        aria-busy={isPreparing}
        onClick={async () => {
          setIsPreparing(true);
          const file = await fetchMyData();
          setIsPreparing(false);
          if (file) saveFile(file.fileName, file.text);
        }}
      >
        {myDataTexts.button}
      </button>
      <p role="status" className="account-card__muted">
        {isPreparing ? myDataTexts.preparing : ''}
      </p>
    </div>
  );
}
