import { t } from '../i18n';

/**
 * A bridge command that could not be carried out. `key` is the catalogue key of the message (the
 * spec's bridge messages), so callers can tell the cases apart without comparing text.
 */
export class BridgeError extends Error {
  readonly key: string;
  readonly command: string;

  constructor(command: string, key: string, vars?: Record<string, string | number>) {
    super(t(key, { command, ...vars }));
    this.name = 'BridgeError';
    this.key = key;
    this.command = command;
  }
}

/** An error the shell itself reported; its text comes from the host app, not our catalogue. */
export class ShellError extends Error {
  readonly command: string;

  constructor(command: string, message: string) {
    super(message);
    this.name = 'ShellError';
    this.command = command;
  }
}
