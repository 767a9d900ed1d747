'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useSignInGate } from '@/components/ui/useSignInGate';
import { EntranceGrid } from '@/components/general/EntranceGrid';
import { entrancesFor } from '@/components/router/entrances';
import { navigate } from '@/components/router/history';
import { maskMobile } from './maskMobile';
import { UserSummary } from './UserSummary';
import { chinaHour } from '@/lib/time';
import { useViewer } from './useViewer';

const ALL_FEATURES_PATH = '/pages/index/index';
/** How many entrances the home screen shows before "all features". */
const QUICK_ENTRY_COUNT = 8;

/** Greeting by the reader's local time of day. */
function greetingKey(hour: number): string {
  if (hour >= 5 && hour < 11) return 'home.greeting.morning';
  if (hour >= 11 && hour < 18) return 'home.greeting.afternoon';
  return 'home.greeting.evening';
}

/** The app home (`/pages/appIndex/home`): a greeting, the user's identity and their role's quick entries. */
export default function AppIndexHomeScreen() {
  const { user, error, mutate } = useCurrentUser();
  const gate = useSignInGate();
  const viewer = useViewer();
  // The role's own shortcuts (the same as the market's row).
  const entrances = viewer ? entrancesFor(viewer, 'bazaar').slice(0, QUICK_ENTRY_COUNT) : [];

  return (
    <PageScaffold>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card>
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Loaded data={user} error={error} onRetry={() => void mutate()}>
              {(shown) => (
                <>
                  <Typography variant="h6" component="h2">
                    {t(greetingKey(chinaHour()), { name: shown.nickname || maskMobile(shown.mobile) })}
                  </Typography>
                  <UserSummary user={shown} size="small" />
                </>
              )}
            </Loaded>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
              <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
                {t('home.quickEntries')}
              </Typography>
              <Button size="small" onClick={() => navigate(ALL_FEATURES_PATH)}>
                {t('home.allFeatures')}
              </Button>
            </Box>
            <EntranceGrid entrances={entrances} onOpen={(entrance) => gate.open(entrance.path)} />
          </CardContent>
        </Card>
      </Box>
      {gate.dialog}
    </PageScaffold>
  );
}
