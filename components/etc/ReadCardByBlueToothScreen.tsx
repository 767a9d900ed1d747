'use client';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { ReadCard } from './ReadCard';

/**
 * Activating an issued card by reading it in the OBU over Bluetooth
 * (`/pages/readCardByBlueTooth/readCardByBlueTooth?cardId=`): the shell reads it; a browser is
 * told why it cannot and activates with the numbers typed (ReadCard).
 */
export default function ReadCardByBlueToothScreen() {
  return (
    <PageScaffold>
      <ReadCard reader="bluetooth" />
    </PageScaffold>
  );
}
