/** Why the camera could not be opened, each with its own Slovak message (Scanner.* in messages/sk.json). */
export type CameraProblem = 'denied' | 'no-camera' | 'unavailable';

/** The rear camera's stream, or why there is none. Video only: the microphone is never asked for. */
export async function openRearCamera(): Promise<MediaStream | CameraProblem> {
  if (!navigator.mediaDevices?.getUserMedia) return 'unavailable';
  try {
    return await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
    if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
    return 'unavailable';
  }
}

/** Stops every track, so the camera's light goes off when the scanner closes. */
export function stopCamera(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** Shows `stream` in `video` and starts it; a refused autoplay leaves the frame black but the reading goes on. */
export async function showStream(video: HTMLVideoElement, stream: MediaStream): Promise<void> {
  video.srcObject = stream;
  await video.play().catch(() => undefined);
}
