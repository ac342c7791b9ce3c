import { type AcceptStep, getConfig } from '@multisalle/core';
import { ConventionsModal } from '../conventions/ConventionsModal';
import { SafetyVideoModal } from '../safety-video/SafetyVideoModal';

/** Where the safety video and its French captions are. */
export interface SafetyVideoSources {
  videoUrl: string;
  captionsUrl: string;
}

/**
 * The site's safety video, on the API's origin (the site serves `/videos/`): the same files on our site
 * and inside an element on a partner's page.
 *
 * @example defaultSafetyVideo().videoUrl // 'https://reservation.example.fr/videos/consignes-securite.webm'
 */
export function defaultSafetyVideo(): SafetyVideoSources {
  const page = globalThis.location?.href ?? 'http://localhost/';
  const api = new URL(getConfig().apiBase, page);
  return {
    videoUrl: new URL('/videos/consignes-securite.webm', api).href,
    captionsUrl: new URL('/videos/consignes-securite.vtt', api).href,
  };
}

/** Props of {@link AcceptStepDialog}. */
export interface AcceptStepDialogProps {
  /** The step the server asked for; only the conventions and the safety video are dialogs. */
  step: AcceptStep | null;
  hallId: number;
  /** @default {@link defaultSafetyVideo} */
  safetyVideo?: SafetyVideoSources;
  /** The step is done: the answer goes again. */
  onDone: () => void;
  /** The player closed it: the answer stays chosen, nothing is sent. */
  onCancel: () => void;
}

/**
 * The dialog of a step an accept was refused for: the hall's conventions (trigger
 * `reservation`) or its safety video; nothing for the phone and the card, which the panel shows inline.
 *
 * @example <AcceptStepDialog step="conventions" hallId={1} onDone={resend} onCancel={clearAcceptStep} />
 */
export function AcceptStepDialog({ step, hallId, safetyVideo, onDone, onCancel }: AcceptStepDialogProps) {
  if (step === 'conventions') {
    return <ConventionsModal hallId={hallId} trigger="reservation" onSuccess={onDone} onClose={onCancel} />;
  }
  if (step === 'safetyVideo') {
    const sources = safetyVideo ?? defaultSafetyVideo();
    return (
      <SafetyVideoModal
        hallId={hallId}
        videoUrl={sources.videoUrl}
        captionsUrl={sources.captionsUrl}
        onDone={onDone}
        onClose={onCancel}
      />
    );
  }
  return null;
}
