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
import { useCurrentUser } from '@/lib/api';
import { APP_VERSION } from '@/lib/constants';
import { t } from '@/lib/i18n';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { isRegistered } from '@/components/router/routes';
import { PRIVACY_POLICY_PATH, USER_AGREEMENT_PATH } from '@/components/general/LegalLinks';
import { LanguageSwitch } from './LanguageSwitch';
import { UserSummary } from './UserSummary';

const SELECT_IDENTITY_PATH = '/pages/selectThe/selectThe';

function Entry({ icon, label, detail, to }: { icon: ReactNode; label: string; detail?: string; to: string }) {
  return (
    <ListItemButton onClick={() => navigate(to)}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} secondary={detail} />
    </ListItemButton>
  );
}

/** Tab 1, my freight (`/pages/appIndex/mine`): who I am, language, version, agreements, sign out. */
export default function AppIndexMineScreen() {
  const { user, error, mutate } = useCurrentUser();

  return (
    <PageScaffold>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card>
          <CardContent>
            <Loaded data={user} error={error} onRetry={() => void mutate()}>
              {(shown) => <UserSummary user={shown} />}
            </Loaded>
          </CardContent>
        </Card>
        <Card>
          <List disablePadding>
            {isRegistered(SELECT_IDENTITY_PATH) && (
              <>
                <Entry icon={<SwitchAccount />} label={t('mine.chooseIdentity')} to={SELECT_IDENTITY_PATH} />
                <Divider component="li" />
              </>
            )}
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
