'use client';
import { useRoute } from '@/components/router/RouteContext';

/** A positive integer query parameter (`?vehicleId=12`), or null when missing or not a number. */
export function useIdParam(name: string): number | null {
  const { query } = useRoute();
  const text = query[name] ?? '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}
