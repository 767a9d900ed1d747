import { z } from 'zod';
import { BRIDGE_REPLY_TIMEOUT_MS } from '../constants';
import { shellPort } from './environment';
import { BridgeError, ShellError } from './errors';

export { currentPlatform, isInShell, isInWeChat } from './environment';

/** The reply envelope; it comes from outside the page, so it is checked like any outside input. */
const Reply = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), data: z.unknown().optional() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);

interface Pending {
  command: string;
  schema: z.ZodType;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

const pending = new Map<string, Pending>();
let lastId = 0;

/** Settles the call `id` with the shell's reply; unknown or late ids are ignored (the call timed out). */
function receiveReply(id: unknown, raw: unknown): void {
  const call = typeof id === 'string' ? pending.get(id) : undefined;
  if (!call) return;
  pending.delete(id as string);
  clearTimeout(call.timer);
  let reply: z.output<typeof Reply>;
  try {
    // Native code often hands over JSON text rather than an object.
    reply = Reply.parse(typeof raw === 'string' ? JSON.parse(raw) : raw);
  } catch {
    call.reject(new BridgeError(call.command, 'bridge.badReply'));
    return;
  }
  if (!reply.ok) {
    call.reject(new ShellError(call.command, reply.error));
    return;
  }
  const data = call.schema.safeParse(reply.data ?? null);
  if (data.success) call.resolve(data.data);
  else call.reject(new BridgeError(call.command, 'bridge.badReply'));
}

function installReplyHandler(): void {
  if (typeof window !== 'undefined' && window.__bridgeReply !== receiveReply) window.__bridgeReply = receiveReply;
}
installReplyHandler();

/**
 * Sends `command` to the shell as JSON text `{id, command, args}` and waits for
 * `window.__bridgeReply(id, {ok, data | error})`; `data` must match `schema`. Rejects with a
 * BridgeError after BRIDGE_REPLY_TIMEOUT_MS without a reply, or when not inside the shell.
 */
export function callShell<S extends z.ZodType>(command: string, args: unknown, schema: S): Promise<z.output<S>> {
  const shell = shellPort();
  if (!shell) return Promise.reject(new BridgeError(command, 'bridge.notInApp'));
  installReplyHandler();
  lastId += 1;
  const id = `bridge-${lastId}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new BridgeError(command, 'bridge.timeout'));
    }, BRIDGE_REPLY_TIMEOUT_MS);
    pending.set(id, { command, schema, resolve: resolve as (value: unknown) => void, reject, timer });
    try {
      shell.port.postMessage(JSON.stringify({ id, command, args: args ?? null }));
    } catch (error) {
      pending.delete(id);
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
