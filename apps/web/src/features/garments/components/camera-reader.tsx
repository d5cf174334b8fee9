import { Camera, CameraOff, ImageUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/i18n';
import { scanMessages } from '../messages';
import { decodePhoto, drawn, qrDecoder } from './qr-decoder';

type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'missing' | 'failed';

/** How often a frame of the camera is read: a few times a second is quick enough and spares the battery. */
const FRAME_MS = 250;

function cameraFailure(err: unknown): CameraState {
  const name = err instanceof DOMException ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
}

/** Reads frames of the running camera until one holds a code; answers the stop. */
function readFrames(video: HTMLVideoElement, onCode: (code: string) => void): () => void {
  let stopped = false;
  const canvas = document.createElement('canvas');
  const tick = async () => {
    if (stopped) return;
    if (video.readyState >= 2 && video.videoWidth > 0) {
      const code = await (await qrDecoder()).decode(drawn(video, video.videoWidth, video.videoHeight, canvas));
      if (code && !stopped) return onCode(code);
    }
    if (!stopped) window.setTimeout(() => void tick(), FRAME_MS);
  };
  void tick();
  return () => {
    stopped = true;
  };
}

/**
 * The camera's preview, read for a QR code, and a photo of the tag as the other way in (decision
 * 152). A camera refused or missing says so; the typed code (beside this) always works.
 */
export function CameraReader({ onCode }: { onCode: (code: string) => void }) {
  const t = useMessages(scanMessages);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('off');
  const [photoMissed, setPhotoMissed] = useState(false);

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState((s) => (s === 'on' || s === 'starting' ? 'off' : s));
  };

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) return setState('missing');
    setState('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      setState('on');
    } catch (err) {
      setState(cameraFailure(err));
    }
  };

  useEffect(() => {
    const element = video.current;
    if (state !== 'on' || !element || !stream.current) return;
    element.srcObject = stream.current;
    void element.play().catch(() => undefined);
    return readFrames(element, (code) => {
      stop();
      onCode(code);
    });
  }, [state, onCode]);

  // The camera is let go when the screen closes.
  useEffect(() => () => stream.current?.getTracks().forEach((track) => track.stop()), []);

  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    const code = await decodePhoto(file).catch(() => null);
    setPhotoMissed(code === null);
    if (code) onCode(code);
  };

  const running = state === 'on' || state === 'starting';
  const problem = { denied: t.cameraDenied, missing: t.cameraMissing, failed: t.cameraFailed }[state as 'denied'] ?? null;
  return (
    <div className="space-y-3">
      {running && (
        <div className="overflow-hidden rounded-lg border border-border bg-black">
          <video ref={video} aria-label={t.cameraLabel} className="aspect-square w-full object-cover" muted playsInline />
        </div>
      )}
      <p role="status" className="text-sm text-muted-foreground">
        {state === 'starting' ? t.cameraStarting : state === 'on' ? t.pointAtTag : ''}
      </p>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="lg" onClick={() => (running ? stop() : void start())}>
          {running ? <CameraOff aria-hidden="true" /> : <Camera aria-hidden="true" />}
          {running ? t.stopCamera : t.startCamera}
        </Button>
        {/* A label styled as a button around the file input: the input keeps the keyboard, the label shows its focus. */}
        <label
          className={buttonVariants({
            variant: 'outline',
            size: 'lg',
            // Wraps in a narrow dialog at 375 px rather than running past its edge ("Choisir une photo de l’étiquette").
            wrap: true,
            className: 'max-w-full cursor-pointer focus-within:outline-2 focus-within:outline-ring',
          })}
        >
          <ImageUp aria-hidden="true" />
          {t.photo}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            data-testid="tag-photo"
            onChange={(e) => {
              void onPhoto(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      {photoMissed && (
        <p role="alert" className="text-sm text-destructive">
          {t.photoNoCode}
        </p>
      )}
    </div>
  );
}
