import { type AcceptStep, getConfig, safetyVideosOfHalls } from '@multisalle/core';
import { useEffect, useState } from 'react';
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
  /** The site's video, for a hall that has none of its own. @default {@link defaultSafetyVideo} */
  safetyVideo?: SafetyVideoSources;
  /** The step is done: the answer goes again. */
  onDone: () => void;
  /** The player closed it: the answer stays chosen, nothing is sent. */
  onCancel: () => void;
}

/**
 * The dialog of a step an accept was refused for: the hall's conventions (trigger
 * `reservation`) or its safety video (the hall's own when its sheet gives one, `urlVideoSecurite`, else
 * the site's); nothing for the phone and the card, which the panel shows inline.
 *
 * @example <AcceptStepDialog step="conventions" hallId={1} onDone={resend} onCancel={clearAcceptStep} />
 */
export function AcceptStepDialog({ step, hallId, safetyVideo, onDone, onCancel }: AcceptStepDialogProps) {
  if (step === 'conventions') {
    return <ConventionsModal hallId={hallId} trigger="reservation" onSuccess={onDone} onClose={onCancel} />;
  }
  if (step === 'safetyVideo') {
    return <HallSafetyVideo hallId={hallId} siteVideo={safetyVideo} onDone={onDone} onCancel={onCancel} />;
  }
  return null;
}

/**
 * CONSIGNES DE SÉCURITÉ with the hall's own video when its sheet gives one (an https address, which carries
 * its own captions), else the site's with its French captions; nothing while the halls' list is read.
 */
function HallSafetyVideo({
  hallId,
  siteVideo,
  onDone,
  onCancel,
}: {
  hallId: number;
  siteVideo: SafetyVideoSources | undefined;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [sources, setSources] = useState<{ videoUrl: string; captionsUrl?: string }>();
  useEffect(() => {
    let isCurrent = true;
    void safetyVideosOfHalls().then((videos) => {
      if (!isCurrent) return;
      const own = videos.get(hallId);
      setSources(own ? { videoUrl: own } : (siteVideo ?? defaultSafetyVideo()));
    });
    return () => {
      isCurrent = false;
    };
  }, [hallId, siteVideo]);
  if (!sources) return null;
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
