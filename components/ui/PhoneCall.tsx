'use client';
import type { MouseEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import { isInShell } from '@/lib/bridge/environment';

/**
 * Calls `phone` the way the place the page runs in can: inside the shell the host's dialer
 * (makePhoneCall), elsewhere the tel: link itself. A host that refuses leaves the tel: link.
 */
function callThroughHost(phone: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isInShell()) return;
    event.preventDefault();
    void import('@/lib/bridge').then(({ bridge }) =>
      bridge.makePhoneCall(phone).catch(() => {
        window.location.href = `tel:${phone}`;
      }),
    );
  };
}

/** A number that can be dialled: digits, maybe a leading + and separators; a masked one (139****9000) cannot. */
const dialable = (phone: string) => /^\+?\d[\d\s-]{4,}$/.test(phone);

/** A phone number a person can tap to call, shown as text; a masked number stays plain text. */
export function PhoneLink({ phone, children }: { phone: string; children?: ReactNode }) {
  if (!dialable(phone)) return <>{children ?? phone}</>;
  return (
    <MuiLink href={`tel:${phone}`} onClick={callThroughHost(phone)}>
      {children ?? phone}
    </MuiLink>
  );
}

/** A button that calls `phone`. */
export function PhoneCallButton({ phone, children }: { phone: string; children: ReactNode }) {
  return (
    <Button size="small" variant="outlined" href={`tel:${phone}`} onClick={callThroughHost(phone)} sx={{ justifySelf: 'start' }}>
      {children}
    </Button>
  );
}
