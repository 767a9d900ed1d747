/**
 * A switchable network between the browser and the server, for weak-signal browser tests.
 * Playwright's `setOffline` does not stop the service worker's own requests; a proxy in front of
 * the server does, because the browser only knows the proxy's origin.
 *
 * Modes: `on` (forward, with optional latency), `off` (every connection is cut at once, as with no
 * signal). Answers can be lost after the server applied the request (`dropAnswers`): the request
 * reaches the server, the server answers, and the browser's socket is closed without the answer —
 * the "one bar of signal" case where a retry must not apply the action twice.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface DropRule {
  /** Which requests lose their answer, e.g. `/logistics/api/releaseSource`. */
  match: (method: string, url: string) => boolean;
  /** How many answers to lose (default 1); the rule is spent afterwards. */
  times?: number;
}

export interface NetProxy {
  url: string;
  /** Cuts or restores the network; `off` also closes every open connection. */
  setMode(mode: 'on' | 'off'): void;
  /** Added delay before each request is forwarded. */
  setLatency(ms: number): void;
  /** Share (0..1) of API answers lost at random after the server applied them. */
  setDropRate(rate: number): void;
  /** Loses the next answers of the matching requests. */
  dropAnswers(rule: DropRule): void;
  /** Method and URL of every request that reached the server, in order (for assertions). */
  forwarded: { method: string; url: string }[];
  /** How many answers were lost so far. */
  dropped(): number;
  close(): Promise<void>;
}

const API_PREFIXES = ['/appserver/', '/app/api/', '/logistics/api/', '/store/api/'];
const isApi = (url: string) => API_PREFIXES.some((prefix) => url.includes(prefix));

/** Starts a proxy on `port` (0: any free port) in front of `target` (e.g. http://127.0.0.1:8183). */
export async function startNetProxy(target: string, port = 0): Promise<NetProxy> {
  const upstream = new URL(target);
  let mode: 'on' | 'off' = 'on';
  let latency = 0;
  let dropRate = 0;
  let droppedCount = 0;
  const rules: Required<DropRule>[] = [];
  const sockets = new Set<Socket>();
  const forwarded: NetProxy['forwarded'] = [];

  const shouldDrop = (method: string, url: string): boolean => {
    const rule = rules.find((r) => r.times > 0 && r.match(method, url));
    if (rule) {
      rule.times -= 1;
      return true;
    }
    return dropRate > 0 && isApi(url) && Math.random() < dropRate;
  };

  const server = http.createServer((req, res) => {
    if (mode === 'off') return req.socket.destroy();
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      setTimeout(() => {
        if (mode === 'off') return req.socket.destroy();
        forwarded.push({ method, url });
        const drop = shouldDrop(method, url);
        const headers = { ...req.headers, host: upstream.host };
        const out = http.request(
          { host: upstream.hostname, port: upstream.port, method, path: url, headers },
          (answer) => {
            if (drop || mode === 'off') {
              // The server applied the request and answered; the phone never hears of it.
              answer.resume();
              answer.on('end', () => {
                droppedCount += 1;
                req.socket.destroy();
              });
              return;
            }
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        out.on('error', () => req.socket.destroy());
        out.end(Buffer.concat(chunks));
      }, latency);
    });
  });
  server.on('connection', (socket) => {
    if (mode === 'off') return socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${actual}`,
    setMode(next) {
      mode = next;
      if (next === 'off') for (const socket of sockets) socket.destroy();
    },
    setLatency(ms) {
      latency = ms;
    },
    setDropRate(rate) {
      dropRate = rate;
    },
    dropAnswers(rule) {
      rules.push({ times: 1, ...rule });
    },
    forwarded,
    dropped: () => droppedCount,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
