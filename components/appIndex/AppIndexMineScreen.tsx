'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Divider from '@mui/material/Divider';
import Translate from '@mui/icons-material/Translate';
import SystemUpdate from '@mui/icons-material/SystemUpdate';
import Description from '@mui/icons-material/Description';
import PrivacyTip from '@mui/icons-material/PrivacyTip';
import Logout from '@mui/icons-material/Logout';
import SwitchAccount from '@mui/icons-material/SwitchAccount';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Badge from '@mui/icons-material/Badge';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useCurrentUser, useQualification } from '@/lib/api';
import { APP_VERSION } from '@/lib/constants';
import { t } from '@/lib/i18n';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { OfflineNote } from '@/components/ui/OfflineNote';
import { navigate } from '@/components/router/history';
import { entrancesFor } from '@/components/router/entrances';
import { isRegistered } from '@/components/router/routes';
import { PRIVACY_POLICY_PATH, USER_AGREEMENT_PATH } from '@/components/general/LegalLinks';
import { useSignOutConfirm } from '@/components/general/useSignOutConfirm';
import {
  CertificationStatusChip,
  IDENTITY_SWITCH_PATH,
  QUALIFICATION_PATH,
  REAL_NAME_PATH,
  SELECT_IDENTITY_PATH,
} from '@/components/identity/certification';
import { identityCertificationStatus } from '@/components/identity/identityStatus';
import { EntranceNeed } from './EntranceNeed';
import { LanguageSwitch } from './LanguageSwitch';
import { UserSummary } from './UserSummary';
import { useViewer } from './useViewer';

interface EntryProps {
  icon: ReactNode;
  label: string;
  detail?: ReactNode;
  to: string;
  /** Shown at the end of the row, e.g. a status chip. */
  end?: ReactNode;
}

/** A row that opens a screen: a chevron at its end says so. */
function Entry({ icon, label, detail, to, end }: EntryProps) {
  return (
    <ListItemButton onClick={() => navigate(to)}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} secondary={detail} slotProps={{ secondary: { component: 'div' } }} />
      {end}
      <ChevronRight aria-hidden sx={{ color: 'text.disabled', ml: 0.5 }} />
    </ListItemButton>
  );
}

/** Entrances only to registered screens, divided like the rest of the list. */
function EntryList({ entries }: { entries: EntryProps[] }) {
  const shown = entries.filter((entry) => isRegistered(entry.to));
  return (
    <List disablePadding>
      {shown.map((entry, index) => (
        <li key={entry.to}>
          {index > 0 && <Divider />}
          <Entry {...entry} />
        </li>
      ))}
    </List>
  );
}

/**
 * The current role's work, first (issue 15: a home per role): the entrances its domains declare
 * for the mine tab (components/<domain>/homeEntrances.ts), each with what it still needs.
 */
function WorkCard() {
  const viewer = useViewer();
  if (!viewer) return null;
  const entries: EntryProps[] = entrancesFor(viewer, 'mine').map((entrance) => ({
    icon: <entrance.Icon />,
    label: t(entrance.labelKey),
    to: entrance.path,
    detail: <EntranceNeed entrance={entrance} />,
  }));
  if (entries.length === 0) return null;
  return (
    <Card component="section" aria-label={t('mine.work')}>
      <EntryList entries={entries} />
    </Card>
  );
}

/**
 * My identity and what it can do next: the current identity with its certification status (from
 * the qualification overview), real name, choice and switch.
 */
function IdentityCard() {
  const { user } = useCurrentUser();
  const { qualification } = useQualification();
  const realName = qualification?.items.find((item) => item.kind === 'realName')?.certification ?? null;
  // Unknown until the user is read (offline with nothing saved): "none chosen" would be wrong for an approved driver.
  const identityLabel = user === undefined ? '' : t(user.identityType ? `identity.${user.identityType}` : 'identity.none');
  const entries: EntryProps[] = [
    {
      icon: <VerifiedUser />,
      label: t('mine.qualification'),
      detail: identityLabel,
      to: QUALIFICATION_PATH,
      end: qualification && user?.identityType && <CertificationStatusChip status={identityCertificationStatus(qualification.items)} />,
    },
    {
      icon: <Badge />,
      label: t('mine.realName'),
      to: REAL_NAME_PATH,
      end: qualification && <CertificationStatusChip status={realName?.status ?? null} />,
    },
  ];
  // Someone without an identity has 选择身份 first in their work list.
  if (user?.identityType) entries.push({ icon: <SwitchAccount />, label: t('mine.chooseIdentity'), to: SELECT_IDENTITY_PATH });
  if (user && user.identities.length > 1) entries.push({ icon: <SwapHoriz />, label: t('mine.switchIdentity'), to: IDENTITY_SWITCH_PATH });
  return (
    <Card component="section" aria-label={t('mine.qualification')}>
      <EntryList entries={entries} />
    </Card>
  );
}

/**
 * Tab 1, my freight (`/pages/appIndex/mine`): who I am, my role's work, my identity and its
 * certifications, language, version, agreements, and sign-out (a row and its confirmation: two taps).
 */
export default function AppIndexMineScreen() {
  const { user, error, mutate } = useCurrentUser();
  const leave = useSignOutConfirm();

  return (
    <PageScaffold>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <OfflineNote path="/app/api/user/info" onRetry={() => void mutate()} />
        <Card>
          <CardContent>
            <Loaded data={user} error={error} onRetry={() => void mutate()}>
              {(shown) => <UserSummary user={shown} />}
            </Loaded>
          </CardContent>
        </Card>
        <WorkCard />
        <IdentityCard />
        <Card>
          <List disablePadding>
            <ListItem secondaryAction={<LanguageSwitch />}>
              <ListItemIcon>
                <Translate />
              </ListItemIcon>
              <ListItemText primary={t('mine.language')} />
            </ListItem>
            <Divider component="li" />
            <li>
              <Entry
                icon={<SystemUpdate />}
                label={t('mine.version')}
                detail={t('mine.versionDetail', { version: APP_VERSION })}
                to="/pages/appUpgrade/appUpgrade"
              />
            </li>
            <Divider component="li" />
            <li>
              <Entry icon={<Description />} label={t('agreement.title')} to={USER_AGREEMENT_PATH} />
            </li>
            <Divider component="li" />
            <li>
              <Entry icon={<PrivacyTip />} label={t('privacy.title')} to={PRIVACY_POLICY_PATH} />
            </li>
          </List>
        </Card>
        <Card>
          <List disablePadding>
            <li>
              <ListItemButton onClick={leave.ask} disabled={leave.pending}>
                <ListItemIcon>
                  <Logout color="error" />
                </ListItemIcon>
                <ListItemText primary={t('mine.signOut')} slotProps={{ primary: { sx: { color: 'error.main' } } }} />
              </ListItemButton>
            </li>
          </List>
        </Card>
      </Box>
      {leave.dialog}
    </PageScaffold>
  );
}
