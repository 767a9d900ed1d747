'use client';
import Typography from '@mui/material/Typography';
import { useCurrentUser, useQualification } from '@/lib/api';
import { t } from '@/lib/i18n';
import type { Entrance } from '@/components/router/types';

/**
 * The certifications an entrance still needs, by name ("实名认证、货主认证"), or null when it needs
 * none or they are approved. Unknown (not read yet) counts as nothing missing: the screen itself
 * still says what is missing, the note only spares a person the surprise.
 */
export function useMissingCertifications(entrance: Entrance): string | null {
  const { user } = useCurrentUser();
  const { qualification } = useQualification();
  if (entrance.needs !== 'certification' || !qualification || !user) return null;
  // The server's rule is the granted identity (releaseSource: holds cargoOwner), so a person who
  // holds their current identity may act, whatever the overview says: no "待认证" on what works.
  if (user.identityType && user.identities.includes(user.identityType)) return null;
  const missing = qualification.items.filter((item) => item.required && item.certification?.status !== 'approved');
  return missing.length === 0 ? null : missing.map((item) => t(`certification.kind.${item.kind}`)).join('、');
}

/** What an entrance still needs, said on it: a short word in the shortcut row, the list in the mine tab. */
export function EntranceNeed(props: { entrance: Entrance; short?: boolean }) {
  // Only an entrance that needs something reads the qualification (a tourist's never do).
  return props.entrance.needs ? <MissingNote {...props} /> : null;
}

function MissingNote({ entrance, short }: { entrance: Entrance; short?: boolean }) {
  const missing = useMissingCertifications(entrance);
  if (!missing) return null;
  return (
    <Typography component="span" variant="caption" sx={{ color: 'warning.dark', display: 'block', lineHeight: 1.2 }}>
      {short ? t('entrance.needsShort') : t('entrance.needs', { what: missing })}
    </Typography>
  );
}
