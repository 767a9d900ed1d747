'use client';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { ADD_VEHICLE_PATH } from './paths';

/** Where the other kinds of vehicle are registered (the enterprise-vehicle screens). */
const ENTERPRISE_VEHICLE_PATH = '/pages/addbusinessVehicle/addbusinessVehicle';
const TEMPORARY_VEHICLES_PATH = '/pages/manageTemporaryVehicle/manageTemporaryVehicle';

const CHOICES = [
  { key: 'personal', path: ADD_VEHICLE_PATH },
  { key: 'enterprise', path: ENTERPRISE_VEHICLE_PATH },
  { key: 'temporary', path: TEMPORARY_VEHICLES_PATH },
] as const;

/** Which vehicle to add (`/pages/addVehicles/addVehicles`): my own, my enterprise's, or a temporary one. */
export default function AddVehiclesScreen() {
  return (
    <PageScaffold>
      {CHOICES.map((choice) => (
        <Card key={choice.key} variant="outlined" sx={{ mb: 1.5 }}>
          <CardActionArea onClick={() => navigate(choice.path)} aria-label={t(`vehicle.add.choice.${choice.key}`)}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {t(`vehicle.add.choice.${choice.key}`)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`vehicle.add.choice.${choice.key}Hint`)}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </PageScaffold>
  );
}
