'use client';
import Button from '@mui/material/Button';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { useAtomValue } from 'jotai';
import type { CollectKind } from '@/lib/contract';
import { useCollect } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast, touristAtom } from '@/lib/state';
import { errorMessage } from '@/components/ui/errorMessage';

/**
 * 收藏 / 已收藏 for an item (a goods source, a circle post, an article): one tap keeps it or lets
 * it go, kept items are listed on /pages/collect/collect. Hidden for a tourist (nothing to keep
 * it in) and until the state is known, so it never shows the wrong word. Reads the content catalogue.
 */
export function CollectButton({ kind, itemId }: { kind: CollectKind; itemId: number }) {
  const tourist = useAtomValue(touristAtom);
  const { collected, pending, toggle } = useCollect(kind, itemId, !tourist);
  if (tourist || collected === undefined) return null;
  const onClick = () =>
    toggle().then(
      () => showToast(t(collected ? 'content.collect.removed' : 'content.collect.addedToast')),
      (failure: unknown) => showToast(errorMessage(failure)),
    );
  return (
    <Button
      size="small"
      color={collected ? 'warning' : 'inherit'}
      startIcon={collected ? <Star /> : <StarBorder />}
      aria-pressed={collected}
      disabled={pending}
      onClick={() => void onClick()}
    >
      {t(collected ? 'content.collect.added' : 'content.collect.add')}
    </Button>
  );
}
