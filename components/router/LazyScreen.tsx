'use client';
import { ScreenPending } from './ScreenPending';
import type { ScreenRoute } from './types';
import type { ChunkLoad } from './useChunk';
import { useScreenComponent } from './useScreenComponent';

/**
 * Renders a route's screen, loading its chunk first when needed: nothing for the first 200 ms,
 * then a loading indicator, and after 60 s without the chunk a message with a retry button. A
 * screen whose chunk a deploy removed, still missing after the one reload onto the new version,
 * offers reloading again and the way back to the goods market.
 */
export function LazyScreen({ route }: { route: ScreenRoute }) {
  const load = useScreenComponent(route);
  if (load.status === 'ready') return <load.Screen />;
  return <ChunkPending path={route.path} load={load} />;
}

/** What shows at `path` while a chunk the screen needs is loading or after it failed. */
export function ChunkPending({ path, load }: { path: string; load: Exclude<ChunkLoad<unknown>, { status: 'ready' }> }) {
  return (
    <ScreenPending
      key={load.status}
      path={path}
      onRetry={load.status === 'failed' ? load.retry : undefined}
      stillMissing={load.status === 'failed' && load.stillMissing}
    />
  );
}
