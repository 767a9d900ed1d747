/** The browser side of openScan: the camera QR scanner on BarcodeDetector and getUserMedia. */
import { freshClient, type Client } from '../support';

let client: Client;
let stopped: number;

function fakeCamera({ refuse = false } = {}) {
  stopped = 0;
  const stream = { getTracks: () => [{ stop: () => (stopped += 1) }] } as unknown as MediaStream;
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: jest.fn(() => (refuse ? Promise.reject(new Error('NotAllowedError')) : Promise.resolve(stream))) },
  });
}

/** A detector that finds nothing for `emptyFrames` frames, then the code. */
function fakeDetector(code: string, emptyFrames = 1) {
  let frames = 0;
  (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = class {
    constructor(readonly options: { formats: string[] }) {}
    async detect() {
      frames += 1;
      return frames > emptyFrames ? [{ rawValue: code }] : [];
    }
  };
}

beforeEach(() => {
  client = freshClient();
  // jsdom plays no video; the scanner waits for frames, so report one as available.
  jest.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
  delete (navigator as { mediaDevices?: unknown }).mediaDevices;
  document.body.innerHTML = '';
});

test('reads a QR code from the camera, then stops the camera and closes the view', async () => {
  fakeCamera();
  fakeDetector('WAYBILL:20250601-0042');
  expect(client.bridge.canScanQr()).toBe(true);
  const scanning = client.bridge.bridge.openScan();
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.querySelector('[role="dialog"]')).toHaveTextContent('point the camera at a QR code');
  await expect(scanning).resolves.toBe('WAYBILL:20250601-0042');
  expect(stopped).toBe(1);
  expect(document.querySelector('[role="dialog"]')).toBeNull();
});

test('cancel closes the scanner and rejects', async () => {
  fakeCamera();
  fakeDetector('never read', Number.POSITIVE_INFINITY);
  const scanning = client.bridge.scanQrWithCamera();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const cancel = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'cancel')!;
  cancel.click();
  await expect(scanning).rejects.toThrow('scanning cancelled');
  expect(stopped).toBe(1);
  expect(document.querySelector('[role="dialog"]')).toBeNull();
});

test('a refused camera rejects with a clear message', async () => {
  fakeCamera({ refuse: true });
  fakeDetector('x');
  await expect(client.bridge.scanQrWithCamera()).rejects.toThrow('the camera could not be opened');
});
