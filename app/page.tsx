import { AppRoot } from '@/components/app/AppRoot';

/** The one page of the export: the hash router decides which screen shows. */
export default function Page() {
  return <AppRoot />;
}
