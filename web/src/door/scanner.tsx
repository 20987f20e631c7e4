import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { createDecoder } from './decoder.ts';

/**
 * The door's camera: frames from the back camera are decoded a few times a second; each new code is handed to
 * `onCode`; a code is handed again only after 3 s out of view, so a ticket held in front of the camera is one scan.
 * `hint` replaces what the scanner asks for while scanning (the booth staff scan badges, not tickets).
 */
export function Scanner({ onCode, onClose, hint }: { onCode: (code: string) => void; onClose: () => void; hint?: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const state = useSignal<'starting' | 'scanning' | 'failed'>('starting');
  const problem = useSignal('');

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer = 0;
    const seen = new Map<string, number>();
    const canvas = document.createElement('canvas');
    void (async () => {
      try {
        const [{ decode }, media] = await Promise.all([createDecoder(), navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })]);
        stream = media;
        if (stopped) return media.getTracks().forEach((track) => track.stop());
        const v = video.current!;
        v.srcObject = media;
        await v.play();
        state.value = 'scanning';
        const tick = async () => {
          if (stopped) return;
          if (v.videoWidth > 0) {
            canvas.width = v.videoWidth;
            canvas.height = v.videoHeight;
            const g = canvas.getContext('2d', { willReadFrequently: true })!;
            g.drawImage(v, 0, 0);
            const text = await decode(g.getImageData(0, 0, canvas.width, canvas.height)).catch(() => null);
            const now = Date.now();
            if (text) {
              if (now - (seen.get(text) ?? 0) > 3000) onCode(text);
              seen.set(text, now);
            }
          }
          timer = window.setTimeout(() => void tick(), 250);
        };
        void tick();
      } catch (err) {
        state.value = 'failed';
        problem.value = (err as Error).message;
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <section class="card" aria-labelledby="scanner-title">
      <h3 id="scanner-title">{t('scan:scanner_title')}</h3>
      <video ref={video} muted playsInline aria-label={t('scan:camera')} style={{ width: '100%', maxWidth: '24rem' }} />
      <p role="status" data-testid="scanner-state">
        {state.value === 'scanning' ? (hint ?? t('scan:scanning')) : state.value === 'failed' ? t('scan:camera_failed', { reason: problem.value }) : t('scan:starting')}
      </p>
      <button type="button" onClick={onClose}>
        {t('scan:close_camera')}
      </button>
    </section>
  );
}
