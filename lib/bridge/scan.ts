import { t } from '../i18n';

/** The Shape Detection API's barcode reader (Chromium, Android WebViews); not in TypeScript's DOM library. */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** How often a video frame is handed to the detector; fast enough to feel instant, light on the CPU. */
const SCAN_INTERVAL_MS = 250;

function barcodeDetector(): BarcodeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

/** True when this browser can read QR codes from the camera. */
export function canScanQr(): boolean {
  return Boolean(barcodeDetector() && navigator.mediaDevices?.getUserMedia);
}

/** A full-screen camera view with a hint and a cancel button, laid over the page. */
function scannerOverlay(video: HTMLVideoElement, onCancel: () => void): HTMLElement {
  const overlay = document.createElement('div');
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-label', t('bridge.scanTitle'));
  overlay.style.cssText = 'position:fixed;inset:0;z-index:2000;background:#000;display:flex;flex-direction:column';
  video.setAttribute('playsinline', '');
  video.muted = true;
  video.style.cssText = 'flex:1;width:100%;object-fit:cover';
  const hint = document.createElement('p');
  hint.textContent = t('bridge.scanTitle');
  hint.style.cssText = 'position:absolute;top:16px;left:0;right:0;text-align:center;color:#fff;margin:0';
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.textContent = t('bridge.scanCancel');
  cancel.style.cssText = 'position:absolute;bottom:32px;left:50%;transform:translateX(-50%);padding:10px 32px;font-size:16px';
  cancel.addEventListener('click', onCancel);
  overlay.append(video, hint, cancel);
  return overlay;
}

/**
 * Reads one QR code with the device camera (the browser side of the bridge's openScan): resolves
 * with the code's text, rejects when the browser cannot scan, the camera is refused, or the person
 * cancels.
 */
export async function scanQrWithCamera(): Promise<string> {
  const Detector = barcodeDetector();
  if (!Detector || !navigator.mediaDevices?.getUserMedia) throw new Error(t('bridge.scanUnsupported'));
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  } catch {
    throw new Error(t('bridge.scanCameraDenied'));
  }
  const detector = new Detector({ formats: ['qr_code'] });
  const video = document.createElement('video');
  return new Promise<string>((resolve, reject) => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const finish = () => {
      clearInterval(timer);
      stream.getTracks().forEach((track) => track.stop());
      overlay.remove();
    };
    const overlay = scannerOverlay(video, () => {
      finish();
      reject(new Error(t('bridge.scanCancelled')));
    });
    document.body.append(overlay);
    video.srcObject = stream;
    // Older engines return nothing from play() and some throw; either way detection simply waits for frames.
    void Promise.resolve()
      .then(() => video.play())
      .catch(() => undefined);
    let busy = false;
    timer = setInterval(() => {
      if (busy || video.readyState < 2) return;
      busy = true;
      detector
        .detect(video)
        .then((codes) => {
          const code = codes.find((c) => c.rawValue);
          if (code) {
            finish();
            resolve(code.rawValue);
          }
        })
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    }, SCAN_INTERVAL_MS);
  });
}
