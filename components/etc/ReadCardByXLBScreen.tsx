'use client';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { ReadCard } from './ReadCard';

/**
 * Activating an issued card with the card-reader device at an ETC outlet
 * (`/pages/readCardByXLB/readCardByXLB?cardId=`): what the outlet does, the shell's connection to
 * the reader, and in a browser the numbers typed instead (ReadCard).
 */
export default function ReadCardByXLBScreen() {
  return (
    <PageScaffold>
      <ReadCard reader="outlet" />
    </PageScaffold>
  );
}
