'use client';
import { WeighScreen } from './WeightPhotoForm';

/** Finish unloading (`/pages/unloadedForm/unloadedForm?id=`): unloaded weight in kg and receipt photos. */
export default function UnloadedFormScreen() {
  return <WeighScreen kind="unloaded" />;
}
