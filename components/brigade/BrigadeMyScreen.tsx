'use client';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AssignmentReturn from '@mui/icons-material/AssignmentReturn';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DoNotDisturbOn from '@mui/icons-material/DoNotDisturbOn';
import Payments from '@mui/icons-material/Payments';
import Person from '@mui/icons-material/Person';
import QrCode2 from '@mui/icons-material/QrCode2';
import TaskAlt from '@mui/icons-material/TaskAlt';
import type { BrigadeOrderFilter } from '@/lib/contract';
import { useBrigadePasses, useCurrentUser } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useSignOutConfirm } from '@/components/general/useSignOutConfirm';
import { maskMobile } from '@/components/appIndex/maskMobile';
import { navigate } from '@/components/router/history';
import { BRIGADE_ORDER_LIST_PATH } from './buyPaths';
import { BRIGADE_HOME_PATH, ONE_CODE_INDEX_PATH } from './paths';
import { DetailBlock } from './ProductFacts';
import { ShopScaffold } from './ShopScaffold';
import { TravellerList } from './TravellerList';

/** The order list's tabs reachable from here, each with its icon. */
const ORDER_SHORTCUTS: { filter: Exclude<BrigadeOrderFilter, 'all'>; Icon: typeof Payments }[] = [
  { filter: 'unpaid', Icon: Payments },
  { filter: 'paid', Icon: TaskAlt },
  { filter: 'refunded', Icon: AssignmentReturn },
  { filter: 'closed', Icon: DoNotDisturbOn },
];

/**
 * The buyer's corner of the shop (`/pages/brigade/my`): who is signed in, the orders by status,
 * the annual passes, the saved travellers; signing out returns to the shop's front page.
 */
export default function BrigadeMyScreen() {
  const { user } = useCurrentUser();
  const { passes } = useBrigadePasses();
  const signOut = useSignOutConfirm(BRIGADE_HOME_PATH);
  const usable = passes?.filter((pass) => pass.status === 'bound' || pass.status === 'unbound').length;

  return (
    <ShopScaffold>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
          <Person />
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" noWrap>
            {user ? user.nickname || maskMobile(user.mobile) : '…'}
          </Typography>
          {user?.nickname && user.nickname !== maskMobile(user.mobile) && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {maskMobile(user.mobile)}
            </Typography>
          )}
        </Box>
      </Box>

      <Paper variant="outlined" component="section" aria-label={t('brigade.my.orders')} sx={{ p: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600 }}>
            {t('brigade.my.orders')}
          </Typography>
          <Button size="small" endIcon={<ChevronRight />} onClick={() => navigate(BRIGADE_ORDER_LIST_PATH)}>
            {t('brigade.my.allOrders')}
          </Button>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', mt: 1 }}>
          {ORDER_SHORTCUTS.map(({ filter, Icon }) => (
            <ButtonBase key={filter} onClick={() => navigate(BRIGADE_ORDER_LIST_PATH, { status: filter })} sx={{ flexDirection: 'column', gap: 0.5, py: 1, borderRadius: 1 }}>
              <Icon color="primary" />
              <Typography variant="body2">{t(`brigadeOrders.filter.${filter}`)}</Typography>
            </ButtonBase>
          ))}
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ mt: 2 }}>
        <List disablePadding>
          <ListItemButton onClick={() => navigate(ONE_CODE_INDEX_PATH)}>
            <ListItemIcon>
              <QrCode2 color="primary" />
            </ListItemIcon>
            <ListItemText
              primary={t('brigade.my.passes')}
              secondary={usable === undefined ? ' ' : usable > 0 ? t('brigade.my.passCount', { count: usable }) : t('brigade.my.noPass')}
            />
            <ChevronRight sx={{ color: 'text.secondary' }} />
          </ListItemButton>
        </List>
      </Paper>

      <DetailBlock title={t('brigade.my.travellers')}>
        <TravellerList />
      </DetailBlock>

      <Button fullWidth color="inherit" sx={{ mt: 2, mb: 1 }} disabled={signOut.pending} onClick={signOut.ask}>
        {t('brigade.my.signOut')}
      </Button>
      {signOut.dialog}
    </ShopScaffold>
  );
}
