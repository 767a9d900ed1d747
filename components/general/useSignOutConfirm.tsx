'use client';
import { useState } from 'react';
import { signOut } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { BAZAAR_PATH } from '@/components/router/paths';

/**
 * Signing out behind one confirmation: `ask()` opens the question, its 退出登录 ends the session on
 * the server and returns to the market. Shared by the mine tab's row (two taps from the tab) and
 * the sign-out screen `/pages/out/out`. The brigade shop's corner returns to the shop instead (`afterPath`).
 */
export function useSignOutConfirm(afterPath: string = BAZAAR_PATH) {
  const [confirming, setConfirming] = useState(false);
  const leave = useAction(async () => {
    await signOut();
    showToast(t('out.done'));
    navigate(afterPath, undefined, { replace: true });
  });
  const dialog = (
    <ConfirmDialog
      open={confirming}
      danger
      title={t('out.confirmTitle')}
      message={t('out.confirmMessage')}
      confirmLabel={t('out.action')}
      pending={leave.pending}
      onCancel={() => setConfirming(false)}
      onConfirm={() => {
        setConfirming(false);
        void leave.run();
      }}
    />
  );
  return { ask: () => setConfirming(true), pending: leave.pending, dialog };
}
