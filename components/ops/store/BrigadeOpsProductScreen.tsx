'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BRIGADE_DESCRIPTION_MAX,
  BRIGADE_MAX_PRICE_FEN,
  BRIGADE_MAX_STOCK,
  BRIGADE_PRODUCT_KINDS,
  BRIGADE_SUBTITLE_MAX,
  BRIGADE_TITLE_MAX,
  type BrigadeItineraryDay,
  type BrigadeProductKind,
} from '@/lib/contract';
import { saveOpsProduct, useOpsCategories, useOpsProduct, type OpsProductInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { useIdParam, useRoute } from '@/components/router/RouteContext';
import { TextAreaField } from '@/components/content/formParts';
import { fenOfYuan, yuanInput, yuanRules } from '@/components/money/amount';
import { DepartureSection } from './DepartureSection';
import { ItineraryEditor, dayComplete } from './ItineraryEditor';
import { leftLine, useSaleSwitch } from './OpsProductCard';
import { PictureEditor } from './PictureEditor';
import { BRIGADE_OPS_PATH, BRIGADE_OPS_PRODUCT_PATH } from './paths';

const isKind = (value: string | undefined): value is BrigadeProductKind => (BRIGADE_PRODUCT_KINDS as readonly string[]).includes(value ?? '');

/** On sale or not, with the switch: what buyers see follows at once. */
function SaleBar({ product, onChanged }: { product: OpsProductInfo; onChanged: () => Promise<unknown> }) {
  const { onSale, sale } = useSaleSwitch(product, onChanged);
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" variant="outlined" label={t(`brigadeOps.kind.${product.kind}`)} />
        <Chip size="small" color={onSale ? 'success' : 'default'} label={t(`brigadeOps.status.${product.status}`)} />
        <Typography variant="body2" sx={{ flex: 1, color: 'text.secondary' }}>
          {leftLine(product)} · {t('brigadeOps.sold', { n: product.soldCount })}
        </Typography>
        <Button size="small" variant={onSale ? 'outlined' : 'contained'} color={onSale ? 'error' : 'primary'} disabled={sale.pending} onClick={() => void sale.run()}>
          {t(onSale ? 'brigadeOps.putOffSale' : 'brigadeOps.putOnSale')}
        </Button>
      </Box>
      {!onSale && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t(product.kind === 'selfDrive' && product.departures.length === 0 ? 'brigadeOps.offSaleHintDepartures' : 'brigadeOps.offSaleHint')}
        </Typography>
      )}
      <SubmissionStatus action={sale} />
    </Box>
  );
}

function ProductForm({ product, kind, onSaved }: { product: OpsProductInfo | null; kind: BrigadeProductKind; onSaved?: () => Promise<unknown> }) {
  const { categories } = useOpsCategories();
  const form = useForm({
    categoryId: { initial: product ? String(product.categoryId) : '', rules: [rules.required] },
    title: { initial: product?.title, rules: [rules.required, rules.length(1, BRIGADE_TITLE_MAX)] },
    subtitle: { initial: product?.subtitle, rules: [rules.length(0, BRIGADE_SUBTITLE_MAX)] },
    description: { initial: product?.description, rules: [rules.length(0, BRIGADE_DESCRIPTION_MAX)] },
    price: { initial: product ? yuanInput(product.basePriceFen) : '', rules: yuanRules(1, BRIGADE_MAX_PRICE_FEN) },
    stock: { initial: '0', rules: product || kind === 'selfDrive' ? [] : [rules.required, rules.range(0, BRIGADE_MAX_STOCK)] },
  });
  const [pictures, setPictures] = useState<string[]>(product?.pictures.map((picture) => picture.fileId) ?? []);
  const [itinerary, setItinerary] = useState<BrigadeItineraryDay[]>(product?.itinerary ?? []);
  const [checked, setChecked] = useState(false);

  const save = useSubmission(async (intent) => {
    const saved = await saveOpsProduct(
      {
        productId: product?.productId,
        kind,
        categoryId: Number(form.values.categoryId),
        title: form.values.title.trim(),
        subtitle: form.values.subtitle.trim(),
        description: form.values.description.trim(),
        pictureIds: pictures,
        priceFen: fenOfYuan(form.values.price)!,
        ...(product || kind === 'selfDrive' ? {} : { stock: Number(form.values.stock) }),
        itinerary: kind === 'selfDrive' ? itinerary.map((day) => ({ title: day.title.trim(), text: day.text.trim() })) : [],
      },
      intent,
    );
    await onSaved?.();
    showToast(t('brigadeOps.saved'));
    // A new product opens as itself: put it on sale, add a package's departures.
    if (!product) navigate(BRIGADE_OPS_PRODUCT_PATH, { id: String(saved.productId) }, { replace: true });
  });

  const validate = () => {
    setChecked(true);
    return form.validate() && (kind !== 'selfDrive' || itinerary.every(dayComplete));
  };

  const categoryField = form.field('categoryId');
  return (
    <ActionForm validate={validate} action={save} submitLabel={t('brigadeOps.save')} pendingLabel={t('brigadeOps.saving')}>
      <TextField
        select
        id="field-categoryId"
        label={t('brigadeOps.form.category')}
        value={categoryField.value}
        onChange={(event) => categoryField.onChange(event.target.value)}
        onBlur={categoryField.onBlur}
        error={categoryField.error !== null}
        helperText={categoryField.error ?? (categories?.length === 0 ? t('brigadeOps.form.noCategories') : ' ')}
      >
        {(categories ?? []).map((category) => (
          <MenuItem key={category.categoryId} value={String(category.categoryId)}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      <FormField field={form.field('title')} label={t('brigadeOps.form.title')} maxLength={BRIGADE_TITLE_MAX} />
      <FormField field={form.field('subtitle')} label={t('brigadeOps.form.subtitle')} maxLength={BRIGADE_SUBTITLE_MAX} hint={t('brigadeOps.form.subtitleHint')} />
      <TextAreaField field={form.field('description')} label={t('brigadeOps.form.description')} hint={t(`brigadeOps.form.descriptionHint.${kind}`)} minRows={4} />
      <FormField field={form.field('price')} label={t(`brigadeOps.form.price.${kind}`)} inputMode="decimal" hint={kind === 'selfDrive' ? t('brigadeOps.form.priceHintSelfDrive') : undefined} />
      {!product && kind !== 'selfDrive' && <FormField field={form.field('stock')} label={t('brigadeOps.form.stock')} inputMode="numeric" hint={t('brigadeOps.form.stockHint')} />}
      <PictureEditor fileIds={pictures} onChange={setPictures} />
      {kind === 'selfDrive' && <ItineraryEditor days={itinerary} onChange={setItinerary} invalid={checked} />}
    </ActionForm>
  );
}

/**
 * One product in the operators' console (`/ops/brigade/product?id=`, or `?kind=` for a new one):
 * on sale or not, its texts, price, pictures (the first is the cover), a package's itinerary and
 * its departures. A new product is saved off sale and opens as itself, to be put on sale.
 */
export default function BrigadeOpsProductScreen() {
  const id = useIdParam('id');
  const { query } = useRoute();
  const { product, error, mutate } = useOpsProduct(id);
  const newKind = isKind(query.kind) ? query.kind : 'goods';
  return (
    <PageScaffold title={id === null ? t('brigadeOps.newKind', { kind: t(`brigadeOps.kind.${newKind}`) }) : undefined}>
      {id === null ? (
        <ProductForm product={null} kind={newKind} />
      ) : (
        <Loaded data={product} error={error} onRetry={() => void mutate()}>
          {(loaded) => (
            <>
              <SaleBar product={loaded} onChanged={() => mutate()} />
              <ProductForm key={loaded.productId} product={loaded} kind={loaded.kind} onSaved={() => mutate()} />
              {loaded.kind === 'selfDrive' && (
                <>
                  <Divider sx={{ my: 3 }} />
                  <DepartureSection product={loaded} onChanged={() => mutate()} />
                </>
              )}
              <Button sx={{ mt: 3 }} fullWidth onClick={() => navigate(BRIGADE_OPS_PATH, { tab: 'products' })}>
                {t('brigadeOps.backToList')}
              </Button>
            </>
          )}
        </Loaded>
      )}
    </PageScaffold>
  );
}
