'use client';
import { useDrivableVehicles, type EtcOrderInfo } from '@/lib/api';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { isEditable, useApplication, useKeptForm } from './applicationDraft';
import { AlreadySent } from './ApplicationStep';
import { EtcVehicleForm, isTypedVehicle } from './EtcVehicleForm';

function KeptVehicleForm({ order }: { order: EtcOrderInfo | null }) {
  const { kept, keep, forget } = useKeptForm(order ? `etcVehicle.${order.id}` : 'etcVehicle', isTypedVehicle);
  const { vehicles, error, mutate } = useDrivableVehicles();
  return (
    <Loaded data={kept === undefined ? undefined : vehicles} error={error} onRetry={() => void mutate()}>
      {(certified) => <EtcVehicleForm order={order} kept={kept ?? null} certified={certified} keep={keep} forget={forget} />}
    </Loaded>
  );
}

/**
 * The truck the card is for (`/pages/addETCVehicle/addETCVehicle?orderId=`): a certified vehicle
 * of the caller (owned or authorised to drive), or typed with the vehicle licence photos, which
 * the OCR reads to fill the form; axles, total weight in 吨 and length give the class (货1-货6).
 * Without an application yet it checks the plate (etcCheckIssue: colour, a live card or
 * application, the vehicle certified, the real name) and starts one (createOrder); otherwise it
 * changes the application's truck (updateOrder). What is typed is kept for the account meanwhile.
 */
export default function AddETCVehicleScreen() {
  const { order, error, reload } = useApplication();
  return (
    <PageScaffold contentSx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <Loaded data={order} error={error} onRetry={reload}>
        {(loaded) => (loaded && !isEditable(loaded) ? <AlreadySent order={loaded} /> : <KeptVehicleForm order={loaded} />)}
      </Loaded>
    </PageScaffold>
  );
}
