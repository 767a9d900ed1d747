'use client';
import { useAtomValue } from 'jotai';
import { useCurrentUser } from '@/lib/api';
import { touristAtom } from '@/lib/state';
import { viewerOf } from '@/components/router/entrances';
import type { Viewer } from '@/components/router/types';

/** Who is looking (tourist, 'none', or the current identity); undefined while the user is read. */
export function useViewer(): Viewer | undefined {
  const tourist = useAtomValue(touristAtom);
  const { user } = useCurrentUser();
  return viewerOf(tourist, user);
}
