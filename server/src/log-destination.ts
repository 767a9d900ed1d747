import pino from 'pino';

/** What main.ts hands pino: a stream of log lines. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * The server's log lines to a file descriptor (stdout): through pino's sonic-boom, written
 * asynchronously, and handed to it once per event-loop turn as one string.
 *
 * sonic-boom measures the UTF-8 length of the whole chunk it is still holding each time it is given
 * a line (up to 16 KiB while a write is in flight, re-read per line): under load the access line's
 * hand-over cost more than pino building it (bench/README.md "Session 20"). Lines logged in one turn are
 * joined here and given to it together; an idle server still writes each line in the turn it
 * was logged. What is pending when the process exits is written synchronously (its own 'exit'
 * handler), so the line saying why a process stopped is never lost.
 */
export function lineBatchingDestination(fd: number): LogDestination {
  const boom = pino.destination({ dest: fd, sync: false });
  let pending: string[] = [];
  let scheduled = false;
  const handOver = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const lines = pending.length === 1 ? pending[0] : pending.join('');
    pending = [];
    boom.write(lines);
  };
  process.on('exit', () => {
    try {
      handOver();
      boom.flushSync();
    } catch {
      // not open yet or already closed: nothing buffered to lose
    }
  });
  return {
    write(line) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(handOver);
      }
    },
  };
}
