'use client';
import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { KIOSK_IDLE_MS, KIOSK_IDLE_WARNING_MS } from '@/lib/constants';
import { t } from '@/lib/i18n';
import { appStore, isSignedInAtom, kioskAtom } from '@/lib/state';
import { navigate } from '@/components/router/history';
import { SIGN_IN_PATH } from '@/components/router/paths';
import { KIOSK_HOME_PATH } from './paths';

const TOUCHES = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * On a station kiosk, a person who walks away is signed out: after KIOSK_IDLE_MS without a touch
 * (a warning with a way to stay KIOSK_IDLE_WARNING_MS before), the same sign-out as 换人, and the
 * kiosk waits at sign-in for the next collector. Nothing happens on a personal phone.
 */
export function KioskIdleGuard() {
  const kiosk = useAtomValue(kioskAtom, { store: appStore });
  const signedIn = useAtomValue(isSignedInAtom, { store: appStore });
  const active = kiosk !== null && signedIn;
  const lastTouch = useRef(0);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(() => {
    if (!active) return undefined;
    lastTouch.current = Date.now();
    const touched = () => {
      lastTouch.current = Date.now();
    };
    for (const name of TOUCHES) window.addEventListener(name, touched, { capture: true, passive: true });
    let leaving = false;
    const tick = window.setInterval(() => {
      const left = KIOSK_IDLE_MS - (Date.now() - lastTouch.current);
      if (left <= 0 && !leaving) {
        leaving = true;
        setSecondsLeft(null);
        navigate(SIGN_IN_PATH, { redirect: KIOSK_HOME_PATH }, { replace: true });
        void import('@/lib/api').then(({ switchKioskPerson }) => switchKioskPerson());
        return;
      }
      setSecondsLeft(left <= KIOSK_IDLE_WARNING_MS ? Math.ceil(left / 1000) : null);
    }, 1000);
    return () => {
      window.clearInterval(tick);
      for (const name of TOUCHES) window.removeEventListener(name, touched, { capture: true });
      setSecondsLeft(null);
    };
  }, [active]);

  return (
    <Dialog open={secondsLeft !== null} aria-labelledby="idle-title" fullWidth maxWidth="xs">
      <DialogTitle id="idle-title">{t('kiosk.idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('kiosk.idle.message', { seconds: secondsLeft ?? 0 })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => setSecondsLeft(null)}>
          {t('kiosk.idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
