'use client';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { BRIGADE_MAX_TRAVELLERS, type BrigadeProductDetail } from '@/lib/contract';
import { keepDrivingSelection, placeBrigadeOrder, useBrigadeProduct, useBrigadeTravellers, useDrivingSelection } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { formatYuan } from '@/components/money/amount';
import { navigate } from '@/components/router/history';
import { useIdParam } from '@/components/router/RouteContext';
import { BRIGADE_PAY_MODE_PATH } from './buyPaths';
import { BuyLine, BuySection, GoShopping, TotalBar, useBuying, useKindRedirect } from './orderWidgets';
import { TravellerDialog } from './TravellerDialog';
import { bookable, DeparturePicker } from './DeparturePicker';

/** The buyer's saved travellers, ticked for this trip; a new one is added in place and ticked. */
function TravellerPicker({ chosen, onChange }: { chosen: number[]; onChange: (ids: number[]) => void }) {
  const { travellers, error, mutate } = useBrigadeTravellers();
  const [adding, setAdding] = useState(false);
  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen.filter((other) => other !== id), id] : chosen.filter((other) => other !== id));
  return (
    <>
      {travellers === undefined && error ? (
        <LoadFailure error={error} onRetry={() => void mutate()} />
      ) : travellers?.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('brigadeOrders.driving.noTravellers')}</Typography>
      ) : (
        travellers?.map((traveller) => (
          <FormControlLabel
            key={traveller.travellerId}
            sx={{ display: 'flex' }}
            control={<Checkbox checked={chosen.includes(traveller.travellerId)} onChange={(event) => toggle(traveller.travellerId, event.target.checked)} />}
            label={t('brigadeOrders.driving.traveller', { name: traveller.name, id: traveller.idCardNoMasked })}
          />
        ))
      )}
      <Button startIcon={<PersonAdd />} onClick={() => setAdding(true)} sx={{ mt: 1 }} disabled={chosen.length >= BRIGADE_MAX_TRAVELLERS}>
        {t('brigadeOrders.traveller.add')}
      </Button>
      <TravellerDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(saved) => {
          setAdding(false);
          onChange([...chosen.filter((id) => id !== saved.travellerId), saved.travellerId]);
          void mutate();
        }}
      />
    </>
  );
}

function DrivingCheckout({ product, queryDeparture }: { product: BrigadeProductDetail; queryDeparture: number | null }) {
  const selection = useDrivingSelection(product.productId);
  const { travellers } = useBrigadeTravellers();
  // A departure named by the detail screen's link starts the selection.
  useEffect(() => {
    if (queryDeparture !== null && !selection?.departureId) keepDrivingSelection(product.productId, { departureId: queryDeparture });
  }, [product.productId, queryDeparture, selection?.departureId]);
  const departureId = selection?.departureId ?? queryDeparture;
  const departure = product.departures.find((each) => each.departureId === departureId && bookable(each)) ?? null;
  // Travellers deleted meanwhile (another screen, another phone) no longer count.
  const chosen = (selection?.travellerIds ?? []).filter((id) => travellers === undefined || travellers.some((each) => each.travellerId === id));
  const blocked = !departure
    ? t('brigadeOrders.driving.pickDeparture')
    : chosen.length === 0
      ? t('brigadeOrders.driving.pickTravellers')
      : chosen.length > departure.seatsLeft
        ? t('brigadeOrders.driving.tooFewSeats', { seats: departure.seatsLeft })
        : null;

  const place = useBuying(async (intent) => {
    if (!departure) return undefined;
    const order = await placeBrigadeOrder({ kind: 'selfDrive', productId: product.productId, departureId: departure.departureId, travellerIds: chosen }, intent);
    navigate(BRIGADE_PAY_MODE_PATH, { orderId: String(order.orderId) }, { replace: true });
    return order;
  });

  return (
    <>
      <BuyLine picture={product.cover} title={product.title} detail={product.subtitle || undefined} priceFen={departure?.priceFen ?? product.priceFen} />
      <BuySection title={t('brigadeOrders.driving.departures')}>
        {product.departures.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('brigadeOrders.driving.noDepartures')}</Typography>
        ) : (
          <DeparturePicker departures={product.departures} chosen={departure?.departureId ?? null} onChoose={(id) => keepDrivingSelection(product.productId, { departureId: id })} />
        )}
      </BuySection>
      <BuySection title={t('brigadeOrders.driving.travellers', { count: chosen.length })}>
        <TravellerPicker chosen={chosen} onChange={(ids) => keepDrivingSelection(product.productId, { travellerIds: ids })} />
      </BuySection>
      {departure && chosen.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }} data-testid="per-traveller">
          {t('brigadeOrders.driving.perTraveller', { price: formatYuan(departure.priceFen), count: chosen.length })}
        </Typography>
      )}
      {blocked && <Alert severity="info" sx={{ mt: 1 }}>{blocked}</Alert>}
      <Box sx={{ mt: 1 }}>
        <SubmissionStatus action={place} />
      </Box>
      <TotalBar label={t('brigadeOrders.pay.total')} totalFen={departure ? departure.priceFen * chosen.length : null}>
        <Button size="large" variant="contained" disabled={place.pending || blocked !== null} onClick={() => void place.run()}>
          {place.pending ? t('brigadeOrders.pay.placing') : t('brigadeOrders.pay.place')}
        </Button>
      </TotalBar>
    </>
  );
}

/**
 * A self-drive package's order (`/pages/brigade/drivingPay?productId=[&departureId=]`): pick a
 * departure (date, price per traveller, seats left), tick saved travellers or add one (name, ID
 * checked, mobile); the total is the price per traveller times the travellers. The choice is kept
 * for the account while the buyer is away (lib/api/brigadeCart). The order takes one seat per
 * traveller and goes on to payMode.
 */
export default function BrigadeDrivingPayScreen() {
  const productId = useIdParam('productId');
  const queryDeparture = useIdParam('departureId');
  const { product, error, mutate } = useBrigadeProduct(productId);
  useKindRedirect(product, 'selfDrive');
  return (
    <PageScaffold>
      {productId === null ? (
        <EmptyState message={t('brigadeOrders.pay.noProduct')} action={<GoShopping />} />
      ) : (
        <Loaded data={product} error={error} onRetry={() => void mutate()}>
          {(loaded) => (loaded.kind === 'selfDrive' ? <DrivingCheckout product={loaded} queryDeparture={queryDeparture} /> : null)}
        </Loaded>
      )}
    </PageScaffold>
  );
}
