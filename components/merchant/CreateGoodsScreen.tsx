'use client';
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  addMerchantGoods,
  changeMerchantGoods,
  uploadCertificationImage,
  useManagedGoodsItem,
  type MerchantGoodsInfo,
  type MyMerchantInfo,
} from '@/lib/api';
import { MAX_GOODS_PRICE_FEN } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { UploadField } from '@/components/ui/UploadField';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { fenOfYuan, yuanInput, yuanRules } from '@/components/money/amount';
import { GOODS_DETAILS_PATH } from './paths';
import { AdminsOnly, MerchantScreen, useQueryId } from './widgets';

/** Name, price in yuan (sent in fen), description and a photo; a change of goods on shelf goes back to review. */
function GoodsForm({ merchant, goods }: { merchant: MyMerchantInfo; goods?: MerchantGoodsInfo }) {
  const form = useForm({
    goodsName: { initial: goods?.goodsName, rules: [rules.required, rules.length(2, 40)] },
    price: { initial: goods ? yuanInput(goods.priceFen) : '', rules: yuanRules(0, MAX_GOODS_PRICE_FEN) },
    description: { initial: goods?.description, rules: [rules.length(0, 500)] },
  });
  const [image, setImage] = useState<string | null>(goods?.image?.fileId ?? null);
  // The upload part says "uploaded" itself; the line below it speaks for a photo kept from before.
  const [uploadedNow, setUploadedNow] = useState(false);
  const [checked, setChecked] = useState(false);
  const description = form.field('description');

  const save = useSubmission(async (intent) => {
    const fields = {
      goodsName: form.values.goodsName.trim(),
      priceFen: fenOfYuan(form.values.price) as number,
      description: form.values.description.trim(),
      image: image as string,
    };
    const saved = goods ? await changeMerchantGoods(goods.id, fields, intent) : await addMerchantGoods(merchant.merchantId, fields, intent);
    showToast(t(goods ? 'merchant.goods.updated' : 'merchant.goods.created'));
    navigate(GOODS_DETAILS_PATH, { id: String(saved.id), merchantId: String(saved.merchantId) }, { replace: true });
  });

  return (
    <ActionForm
      validate={() => {
        setChecked(true);
        const fieldsPass = form.validate();
        return fieldsPass && image !== null;
      }}
      action={save}
      submitLabel={t('merchant.goods.save')}
      pendingLabel={t('merchant.goods.submitting')}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {goods && goods.status !== 'offShelf' ? t('merchant.goods.editIntro') : t('merchant.goods.formIntro', { name: merchant.merchantName })}
      </Typography>
      <FormField field={form.field('goodsName')} label={t('merchant.field.goodsName')} maxLength={40} />
      <FormField field={form.field('price')} label={t('merchant.field.priceYuan')} inputMode="decimal" maxLength={12} />
      <TextField
        id="field-description"
        label={t('merchant.field.description')}
        multiline
        minRows={3}
        value={description.value}
        onChange={(event) => description.onChange(event.target.value)}
        onBlur={description.onBlur}
        error={description.error !== null}
        helperText={description.error ?? `${description.value.length}/500`}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <UploadField
        label={t(image ? 'merchant.goods.replacePhoto' : 'merchant.field.photo')}
        accept="image/jpeg,image/png,image/webp"
        upload={(file, onProgress) => uploadCertificationImage(file, onProgress)}
        onUploaded={(stored) => {
          setImage(stored.fileId);
          setUploadedNow(true);
        }}
        name="image"
        invalid={checked && image === null}
      />
      {!uploadedNow && (
        <Typography variant="body2" sx={{ color: checked && image === null ? 'error.main' : 'text.secondary' }}>
          {image ? t('merchant.goods.photoUploaded') : t(checked ? 'merchant.goods.photoRequired' : 'merchant.goods.photoHint')}
        </Typography>
      )}
    </ActionForm>
  );
}

function EditGoods({ merchant, id }: { merchant: MyMerchantInfo; id: number }) {
  const { goods, error, mutate } = useManagedGoodsItem(id);
  return <Loaded data={goods} error={error} onRetry={() => void mutate()}>{(loaded) => <GoodsForm merchant={merchant} goods={loaded} />}</Loaded>;
}

/**
 * Add goods or change them (`/pages/createGoods/createGoods?merchantId=` or `?id=`): name, price
 * in yuan, description, a photo through the upload with progress. New goods start off shelf;
 * changed goods that were on shelf or waiting are reviewed again. For administrators.
 */
export default function CreateGoodsScreen() {
  const id = useQueryId('id');
  return (
    <MerchantScreen>
      {(merchant) =>
        merchant.role !== 'admin' ? <AdminsOnly merchant={merchant} /> : id === null ? <GoodsForm merchant={merchant} /> : <EditGoods merchant={merchant} id={id} />
      }
    </MerchantScreen>
  );
}
