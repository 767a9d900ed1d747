import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appRoutes } from '@/components/router/routes';

/*
 * docs/screens.md is how newcomers, tests and benchmarks find screens (ARCHITECTURE.md): it must
 * list every registered screen and nothing that is not, and every spec screen path we register
 * must be one the spec names (routes.tsv), the operators' console (/ops/...), a station kiosk's
 * screens (/kiosk/..., docs/offline.md "Kiosk mode"), or the SMS sign-in
 * screen (the spec's bridge `login` command implies it; outside the shell it is ours).
 */
const OUTSIDE_THE_SPEC = ['/pages/login/login'];
const root = path.join(__dirname, '..', '..');
const documented = new Set(
  readFileSync(path.join(root, 'docs', 'screens.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([^`]+)`/g)].map((match) => match[1])),
);
const registered = appRoutes.all.map((route) => route.path);

describe('the screen list (docs/screens.md)', () => {
  it('documents every registered screen', () => {
    expect(registered.filter((screenPath) => !documented.has(screenPath))).toEqual([]);
  });

  it('documents no screen that is not registered', () => {
    expect([...documented].filter((screenPath) => screenPath !== '/' && !registered.includes(screenPath))).toEqual([]);
  });

  it('registers only screens the spec names, besides the operators console, the kiosk and the sign-in screen', () => {
    const specPaths = new Set(
      readFileSync(path.join(root, '..', 'shared', 'spec', 'routes.tsv'), 'utf8')
        .split('\n')
        .slice(1)
        .map((line) => line.split('\t')[1]),
    );
    expect(registered.filter((screenPath) => !specPaths.has(screenPath) && !screenPath.startsWith('/ops/') && !screenPath.startsWith('/kiosk/') && !OUTSIDE_THE_SPEC.includes(screenPath))).toEqual([]);
  });
});
