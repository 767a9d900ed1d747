'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { setIdentity, useCurrentUser } from '@/lib/api';
import type { IdentityType } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { IDENTITY_SWITCH_TIPS_PATH, SELECT_IDENTITY_PATH } from './certification';

/** Identity switch (`/pages/identitySwitch/identitySwitch`): among the identities the user holds, current one marked. */
export default function IdentitySwitchScreen() {
  const { user, error, mutate } = useCurrentUser();
  const switchTo = useAction(async (identityType: IdentityType) => {
    await setIdentity(identityType);
    navigate(IDENTITY_SWITCH_TIPS_PATH, {}, { replace: true });
  });
  const chooseAnother = (
    <Button variant="outlined" onClick={() => navigate(SELECT_IDENTITY_PATH)}>
      {t('identitySwitch.chooseAnother')}
    </Button>
  );

  return (
    <PageScaffold>
      <Loaded data={user} error={error} onRetry={() => void mutate()}>
        {(shown) =>
          shown.identities.length === 0 ? (
            <EmptyState message={t('identitySwitch.none')} action={chooseAnother} />
          ) : (
            <>
              {switchTo.error && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {switchTo.error}
                </Alert>
              )}
              <Card sx={{ mb: 2 }}>
                <List disablePadding>
                  {shown.identities.map((identity) => {
                    const current = identity === shown.identityType;
                    return (
                      <ListItemButton
                        key={identity}
                        selected={current}
                        disabled={switchTo.pending}
                        onClick={() => (current ? undefined : void switchTo.run(identity))}
                      >
                        <ListItemIcon>{current ? <RadioButtonChecked color="primary" /> : <RadioButtonUnchecked />}</ListItemIcon>
                        <ListItemText
                          primary={t(`identity.${identity}`)}
                          secondary={current ? t('identity.current') : undefined}
                        />
                      </ListItemButton>
                    );
                  })}
                </List>
              </Card>
              {chooseAnother}
            </>
          )
        }
      </Loaded>
    </PageScaffold>
  );
}
