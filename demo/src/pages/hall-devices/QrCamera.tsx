import { useEffect, useRef, useState } from 'react';
import { hallDeviceMessages as text } from './messages.ts';

/** A frame read 4 times a second: a code held up is read at once, and a tablet's battery lasts. */
const SCAN_EVERY_MS = 250;
/** Frames are shrunk to this width before decoding: a phone's code fills much of the picture. */
const SCAN_WIDTH = 800;

type CameraState = { status: 'starting' } | { status: 'running' } | { status: 'failed'; message: string };

/** The French reason a camera could not start, from getUserMedia's error name. */
function cameraMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return text.cameraDenied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return text.cameraMissing;
  if (name === 'NotReadableError' || name === 'AbortError') return text.cameraBusy;
  return text.cameraFailed;
}

export interface QrCameraProps {
  /** Called with the text of each code seen, for every frame that shows it. */
  onCode: (code: string) => void;
}

/**
 * The tablet's camera, read for QR codes. The stream comes from `getUserMedia` (the rear camera when there
 * is one: the tablet faces the receptionist, the player shows the phone to its back) and plays muted in a
 * `<video>`; a frame goes through a canvas to the decoder, which loads only once the camera runs. A
 * camera refused or absent says so in French; the typed code next to it still works.
 */
export function QrCamera({ onCode }: QrCameraProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [state, setState] = useState<CameraState>({ status: 'starting' });

  useEffect(() => {
    let isStopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (message: string) => {
      if (!isStopped) setState({ status: 'failed', message });
    };

    const start = async () => {
      const media = globalThis.navigator?.mediaDevices;
      if (!media?.getUserMedia) {
        // Browsers hide the camera API outside https (localhost aside).
        return fail(globalThis.isSecureContext === false ? text.cameraInsecure : text.cameraMissing);
      }
      try {
        stream = await media.getUserMedia({
          audio: false,
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
        });
      } catch (error) {
        return fail(cameraMessage(error));
      }
      const video = videoRef.current;
      if (isStopped || !video) return;
      for (const track of stream.getVideoTracks()) {
        track.addEventListener('ended', () => fail(text.cameraFailed));
      }
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const { decodeQr } = await import('./qr-decoder.ts');
      if (isStopped) return;
      setState({ status: 'running' });
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true });
      const scan = () => {
        if (isStopped) return;
        if (context && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
          const scale = Math.min(1, SCAN_WIDTH / video.videoWidth);
          const width = Math.round(video.videoWidth * scale);
          const height = Math.round(video.videoHeight * scale);
          if (canvas.width !== width) canvas.width = width;
          if (canvas.height !== height) canvas.height = height;
          context.drawImage(video, 0, 0, width, height);
          const code = decodeQr(context.getImageData(0, 0, width, height).data, width, height);
          if (code) onCodeRef.current(code);
        }
        timer = setTimeout(scan, SCAN_EVERY_MS);
      };
      scan();
    };

    void start();
    return () => {
      isStopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="qr-camera" data-state={state.status}>
      <video ref={videoRef} className="qr-camera__video" muted playsInline aria-label={text.cameraVideo} />
      {state.status === 'starting' && <p className="qr-camera__overlay">{text.cameraStarting}</p>}
      {state.status === 'failed' && (
        <p className="qr-camera__overlay qr-camera__overlay--failed" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
