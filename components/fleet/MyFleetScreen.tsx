'use client';
import type { ReactNode } from 'react';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useMyFleet } from './useMyFleet';

/** A screen about the caller's fleet (`?fleetId=`, else their own): `children` for it, `none` without one. */
export function MyFleetScreen({ none, children }: { none: ReactNode; children: (fleetId: number) => ReactNode }) {
  const { fleetId, error, retry } = useMyFleet();
  return (
    <PageScaffold>
      <Loaded data={fleetId} error={error} onRetry={retry}>
        {(id) => (id ? children(id) : none)}
      </Loaded>
    </PageScaffold>
  );
}
