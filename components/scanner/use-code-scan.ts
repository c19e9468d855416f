'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { createFrameReader } from '@/lib/browser/scanner/barcode-reader';
import { openRearCamera, showStream, stopCamera, type CameraProblem } from '@/lib/browser/scanner/rear-camera';
import { readScannedCode, type ScannedCode } from '@/lib/shop/scanning/scanned-code';

/** Pause between two frames read: enough for a steady hand, light on a phone's battery. */
const FRAME_INTERVAL_MS = 150;

export type ScanState =
  { step: 'starting' } | { step: 'scanning' } | { step: 'problem'; problem: CameraProblem | 'decoder' } | { step: 'read'; scanned: ScannedCode };

/**
 * Runs the rear camera into `video` and reads frames until one holds a code, which goes to `onRead`;
 * the camera is stopped then (its light goes off), on unmount and before a restart. Frames stay in the page.
 */
export function useCodeScan(video: HTMLVideoElement | null, onRead: (scanned: ScannedCode) => void): { state: ScanState; restart: () => void } {
  const [state, setState] = useState<ScanState>({ step: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const stream = useRef<MediaStream | null>(null);
  const read = useEffectEvent((scanned: ScannedCode) => {
    setState({ step: 'read', scanned });
    onRead(scanned);
  });

  useEffect(() => {
    if (!video) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stopCamera(stream.current);
      stream.current = null;
    };
    void (async () => {
      const opened = await openRearCamera();
      if (typeof opened === 'string') return stopped || setState({ step: 'problem', problem: opened });
      stream.current = opened;
      if (stopped) return stop();
      await showStream(video, opened);
      const readFrame = await createFrameReader().catch(() => null);
      if (stopped) return;
      if (!readFrame) return (stop(), setState({ step: 'problem', problem: 'decoder' }));
      setState({ step: 'scanning' });
      const tick = async () => {
        const texts = await readFrame(video).catch(() => [] as string[]);
        if (stopped) return;
        const scanned = texts.map((text) => readScannedCode(text, window.location.origin)).find((code) => code !== null);
        if (scanned) return (stop(), read(scanned));
        timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      void tick();
    })();
    return stop;
  }, [video, attempt]);

  const restart = () => {
    setState({ step: 'starting' });
    setAttempt((n) => n + 1);
  };
  return { state, restart };
}
