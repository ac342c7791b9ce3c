import { parseVideoShare } from '@multisalle/core';
import { useSearchParams } from 'react-router';
import { InvalidShare, ShareFrame } from './ShareFrame.tsx';

/** /miniature?miniature=&video=: a shared highlight clip, its picture and a link to watch it (public). */
export function VideoSharePage() {
  const [params] = useSearchParams();
  const share = parseVideoShare(params);
  return (
    <ShareFrame title="MA VIDÉO">
      {share ? (
        <div className="video-share">
          {share.thumbnailUrl && (
            <img
              className="video-share__picture"
              src={share.thumbnailUrl}
              alt="Aperçu du temps fort partagé"
            />
          )}
          <p>
            <a className="button button--primary" href={share.videoUrl} rel="noopener noreferrer">
              REGARDER LA VIDÉO
            </a>
          </p>
        </div>
      ) : (
        <InvalidShare />
      )}
    </ShareFrame>
  );
}
