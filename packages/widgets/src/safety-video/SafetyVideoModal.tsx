import { sendSafetyAttestation } from '@multisalle/core';
import { useRef, useState } from 'react';
import { Modal } from '../modal/Modal';

/** Props of {@link SafetyVideoModal}. */
export interface SafetyVideoModalProps {
  /** The hall the attestation is for. */
  hallId: number;
  /** The video file (WebM). */
  videoUrl: string;
  /** French captions (WebVTT) of the site's video; a hall's own video carries its own. @default none */
  captionsUrl?: string;
  /** Runs once the video has ended and the attestation is recorded. */
  onDone: () => void;
  /** Runs when the player closes the modal before the end (ANNULER, Escape, ×). */
  onClose: () => void;
}

/** The texts of the safety video modal (title: spec 2 section 2; the rest is ours). */
export const safetyVideoTexts = {
  title: 'CONSIGNES DE SÉCURITÉ',
  intro: "Regardez la vidéo jusqu'au bout pour poursuivre votre réservation.",
  captions: 'Français',
  recorded: 'Merci, votre visionnage est enregistré.',
  cancel: 'ANNULER',
} as const;

/**
 * 'CONSIGNES DE SÉCURITÉ' (spec 2 sections 2 and 4): the hall's safety video with controls and French
 * captions; once it has ended, the attestation goes to the server with the date, the time and the hall id,
 * then `onDone`.
 *
 * @example <SafetyVideoModal hallId={7} videoUrl="/videos/consignes-securite.webm" captionsUrl="/videos/consignes-securite.vtt" onDone={next} onClose={stop} />
 */
export function SafetyVideoModal({ hallId, videoUrl, captionsUrl, onDone, onClose }: SafetyVideoModalProps) {
  const [isRecorded, setIsRecorded] = useState(false);
  const isSending = useRef(false);

  const onEnded = async (close: () => void) => {
    if (isSending.current || isRecorded) return;
    isSending.current = true;
    const isSaved = await sendSafetyAttestation(hallId, new Date());
    isSending.current = false;
    if (!isSaved) return;
    setIsRecorded(true);
    close();
  };

  return (
    <Modal
      title={safetyVideoTexts.title}
      className="ms-dialog__box--wide ms-safety-video"
      onClose={() => (isRecorded ? onDone() : onClose())}
      actions={(close) => (
        <button type="button" className="ms-dialog__button" onClick={close}>
          {safetyVideoTexts.cancel}
        </button>
      )}
    >
      {(close) => (
        <>
          <p>{isRecorded ? safetyVideoTexts.recorded : safetyVideoTexts.intro}</p>
          {/* biome-ignore lint/a11y/useMediaCaption: the site's video has its track; a hall's own video (set from its console, which asks for a captioned one) carries its captions itself. */}
          <video controls preload="metadata" playsInline src={videoUrl} onEnded={() => void onEnded(close)}>
            {captionsUrl && (
              <track
                kind="captions"
                src={captionsUrl}
                srcLang="fr"
                label={safetyVideoTexts.captions}
                default
              />
            )}
          </video>
        </>
      )}
    </Modal>
  );
}
