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
import FactCheck from '@mui/icons-material/FactCheck';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import DirectionsBus from '@mui/icons-material/DirectionsBus';
import Groups from '@mui/icons-material/Groups';
import Business from '@mui/icons-material/Business';
import MailOutline from '@mui/icons-material/MailOutlined';
import Receipt from '@mui/icons-material/Receipt';
import Inbox from '@mui/icons-material/Inbox';
import Inventory from '@mui/icons-material/Inventory';
import Toll from '@mui/icons-material/Toll';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import type { IdentityType } from '@/lib/contract';
import { useCurrentUser, useQualification } from '@/lib/api';
import { APP_VERSION } from '@/lib/constants';
import { t } from '@/lib/i18n';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { isRegistered } from '@/components/router/routes';
import { PRIVACY_POLICY_PATH, USER_AGREEMENT_PATH } from '@/components/general/LegalLinks';
import {
  CertificationStatusChip,
  IDENTITY_SWITCH_PATH,
  QUALIFICATION_PATH,
  REAL_NAME_PATH,
  SELECT_IDENTITY_PATH,
} from '@/components/identity/certification';
import { identityCertificationStatus } from '@/components/identity/identityStatus';
import { REVIEW_QUEUE_PATH } from '@/components/ops/paths';
import { MY_WALLET_PATH } from '@/components/money/paths';
import { LanguageSwitch } from './LanguageSwitch';
import { UserSummary } from './UserSummary';
import { OfflineNote } from '@/components/ui/OfflineNote';

interface EntryProps {
  icon: ReactNode;
  label: string;
  detail?: string;
  to: string;
  /** Shown at the end of the row, e.g. a status chip. */
  end?: ReactNode;
}

function Entry({ icon, label, detail, to, end }: EntryProps) {
  return (
    <ListItemButton onClick={() => navigate(to)}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} secondary={detail} />
      {end}
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
 * My identity and what it can do next: the current identity with its certification status (from
 * the qualification overview), real name, choice and switch, and the console for operators.
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
    { icon: <SwitchAccount />, label: t('mine.chooseIdentity'), to: SELECT_IDENTITY_PATH },
  ];
  if (user && user.identities.length > 1) entries.push({ icon: <SwapHoriz />, label: t('mine.switchIdentity'), to: IDENTITY_SWITCH_PATH });
  if (user?.identities.includes('operator')) entries.push({ icon: <FactCheck />, label: t('mine.review'), to: REVIEW_QUEUE_PATH });
  return (
    <Card>
      <EntryList entries={entries} />
    </Card>
  );
}

/** Identities that release goods, for whom their goods sources are an entrance. */
const OWNER_IDENTITIES: readonly IdentityType[] = ['cargoOwner', 'enterpriseCargoOwner', 'enterpriseManager', 'tollCollector'];

/** Identities that act for an enterprise, for whom the enterprise console is an entrance. */
const ENTERPRISE_IDENTITIES: readonly IdentityType[] = ['enterpriseManager', 'personManager', 'carrier', 'enterpriseCargoOwner'];

/**
 * What a driver, truck owner, cargo owner, captain or enterprise does day to day: waybills, goods
 * sources, the wallet, vehicles, licence, fleet, carrier invitations, and the enterprise console.
 */
function FreightToolsCard() {
  const { user } = useCurrentUser();
  const entries: EntryProps[] = [
    { icon: <AccountBalanceWallet />, label: t('feature.myWallet'), to: MY_WALLET_PATH },
    { icon: <DirectionsCar />, label: t('feature.myVehicles'), to: '/pages/myVehicles/myVehicles' },
    { icon: <DirectionsBus />, label: t('feature.myTrucks'), to: '/pages/myTrucks/myTrucks' },
    { icon: <Badge />, label: t('feature.driverLicenseInfo'), to: '/pages/driverLicenseInfo/driverLicenseInfo' },
    { icon: <Groups />, label: t('feature.ownfleet'), to: '/pages/ownfleet/ownfleet' },
    { icon: <MailOutline />, label: t('mine.carrierInvites'), to: '/pages/acceptCarriersInvite/acceptCarriersInvite' },
  ];
  const held = user?.identities ?? [];
  // Waybills: what I carry and what I ship; goods sources for those who release; a toll collector's station.
  const waybillEntries: EntryProps[] = [
    { icon: <Receipt />, label: t('mine.myWaybills'), to: '/pages/myWaybill/myWaybill' },
    { icon: <Inbox />, label: t('mine.receiving'), to: '/pages/receivingList/receivingList' },
  ];
  if (held.some((identity) => OWNER_IDENTITIES.includes(identity))) {
    waybillEntries.push({ icon: <Inventory />, label: t('mine.myGoods'), to: '/pages/owner/owner' });
  }
  if (held.includes('tollCollector')) {
    waybillEntries.push({ icon: <Toll />, label: t('mine.stationWaybills'), to: '/pages/stationWaybill/stationWaybill' });
    waybillEntries.push({ icon: <Toll />, label: t('kiosk.entry'), to: '/kiosk/home' });
  }
  if (user?.identities.some((held) => ENTERPRISE_IDENTITIES.includes(held))) {
    entries.push({ icon: <Business />, label: t('feature.businessOwner'), to: '/pages/businessOwner/businessOwner' });
  }
  return (
    <>
      <Card component="section" aria-label={t('mine.waybills')}>
        <EntryList entries={waybillEntries} />
      </Card>
      <Card component="section" aria-label={t('mine.tools')}>
        <EntryList entries={entries} />
      </Card>
    </>
  );
}

/** Tab 1, my freight (`/pages/appIndex/mine`): who I am, my identity and its certifications, language, version, agreements, sign out. */
export default function AppIndexMineScreen() {
  const { user, error, mutate } = useCurrentUser();

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
        <IdentityCard />
        <FreightToolsCard />
        <Card>
          <List disablePadding>
            <ListItem secondaryAction={<LanguageSwitch />}>
              <ListItemIcon>
                <Translate />
              </ListItemIcon>
              <ListItemText primary={t('mine.language')} />
            </ListItem>
            <Divider component="li" />
            <Entry
              icon={<SystemUpdate />}
              label={t('mine.version')}
              detail={t('mine.versionDetail', { version: APP_VERSION })}
              to="/pages/appUpgrade/appUpgrade"
            />
            <Divider component="li" />
            <Entry icon={<Description />} label={t('agreement.title')} to={USER_AGREEMENT_PATH} />
            <Divider component="li" />
            <Entry icon={<PrivacyTip />} label={t('privacy.title')} to={PRIVACY_POLICY_PATH} />
          </List>
        </Card>
        <Card>
          <List disablePadding>
            <Entry icon={<Logout color="error" />} label={t('mine.signOut')} to="/pages/out/out" />
          </List>
        </Card>
      </Box>
    </PageScaffold>
  );
}
