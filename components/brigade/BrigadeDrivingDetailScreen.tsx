'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import type { BrigadeProductDetail } from '@/lib/contract';
import { buyNow, buyNowRoute, useBrigadeProduct, useDrivingSelection } from '@/lib/api';
import { t } from '@/lib/i18n';
import { touristAtom } from '@/lib/state';
import { formatDayLong } from '@/lib/time';
import { EmptyState } from '@/components/ui/EmptyState';
import { OfflineNote } from '@/components/ui/OfflineNote';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useShareCard } from '@/components/ui/useShareCard';
import { useSignInGate } from '@/components/ui/useSignInGate';
import { formatYuan } from '@/components/money/amount';
import { navigate } from '@/components/router/history';
import { useIdParam } from '@/components/router/RouteContext';
import { bookable, DeparturePicker } from './DeparturePicker';
import { Itinerary } from './Itinerary';
import { productDetailRead } from './offlinePaths';
import { BRIGADE_COMMODITY_PATH, BRIGADE_DRIVING_DETAIL_PATH } from './paths';
import { PictureGallery } from './PictureGallery';
import { ActionBar, Description, DetailBlock, ProductHead } from './ProductFacts';
import { ProductLoaded } from './ProductLoaded';

/** The package's page: itinerary, departures to choose from, the price per traveller; sign up. */
function PackagePage({ product, wanted }: { product: BrigadeProductDetail; wanted: number | null }) {
  const tourist = useAtomValue(touristAtom);
  const selection = useDrivingSelection(product.productId);
  const gate = useSignInGate();
  const open = product.departures.filter(bookable);
  // The link's departure, else the one chosen before (a detour to sign in), else the earliest open one.
  const initial = [wanted, selection?.departureId ?? null].find((id) => id !== null && open.some((d) => d.departureId === id)) ?? open[0]?.departureId ?? null;
  const [chosen, setChosen] = useState<number | null>(initial);
  const departure = product.departures.find((d) => d.departureId === chosen) ?? null;

  const signUp = () => {
    if (!departure) return;
    const options = { departureId: departure.departureId };
    const route = tourist ? buyNowRoute('selfDrive', product.productId, options) : buyNow('selfDrive', product.productId, options);
    gate.open(route.path, route.query);
  };

  return (
    <>
      <PictureGallery pictures={product.pictures} title={product.title} />
      <ProductHead product={product} />
      <DetailBlock title={t('brigade.driving.departures')}>
        {product.departures.length > 0 ? (
          <DeparturePicker departures={product.departures} chosen={chosen} onChoose={setChosen} />
        ) : (
          <EmptyState
            message={t('brigade.driving.noDepartures')}
            hint={t('brigade.driving.noDeparturesHint')}
            action={
              <Button variant="outlined" onClick={() => navigate(BRIGADE_COMMODITY_PATH, { kind: 'selfDrive' })}>
                {t('brigade.driving.otherPackages')}
              </Button>
            }
          />
        )}
      </DetailBlock>
      {product.itinerary.length > 0 && (
        <DetailBlock title={t('brigade.driving.itinerary', { days: product.itinerary.length })}>
          <Itinerary days={product.itinerary} />
        </DetailBlock>
      )}
      {product.description && (
        <DetailBlock title={t('brigade.driving.about')}>
          <Description text={product.description} />
        </DetailBlock>
      )}
      <ActionBar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }} noWrap>
            {departure ? formatDayLong(departure.date) : t('brigade.driving.chooseDate')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ color: 'error.main', fontVariantNumeric: 'tabular-nums' }} data-testid="price-per-traveller">
            {departure ? `${formatYuan(departure.priceFen)} ${t('brigade.price.perTraveller')}` : '—'}
          </Typography>
        </Box>
        <Button variant="contained" disabled={!departure} onClick={signUp} sx={{ px: 4 }}>
          {t('brigade.driving.signUp')}
        </Button>
      </ActionBar>
      {gate.dialog}
    </>
  );
}

/**
 * A self-drive package (`?productId=`, `?departureId=` preselects a date): itinerary, departures
 * with the seats left and the price per traveller. Public, readable offline once seen.
 */
export default function BrigadeDrivingDetailScreen() {
  const productId = useIdParam('productId');
  const departureId = useIdParam('departureId');
  const { product, error, mutate } = useBrigadeProduct(productId);
  useShareCard(product ? { title: product.title, desc: product.subtitle || t('brigade.home.tagline'), path: BRIGADE_DRIVING_DETAIL_PATH, query: { productId: String(product.productId) } } : null);

  return (
    <PageScaffold contentSx={{ display: 'flex', flexDirection: 'column' }}>
      {productId !== null && <OfflineNote path={productDetailRead(productId)} onRetry={() => void mutate()} />}
      <ProductLoaded productId={productId} product={product} error={error} onRetry={() => void mutate()} kind="selfDrive">
        {(loaded) => <PackagePage product={loaded} wanted={departureId} />}
      </ProductLoaded>
    </PageScaffold>
  );
}
