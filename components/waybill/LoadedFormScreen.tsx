'use client';
import { WeighScreen } from './WeightPhotoForm';

/** Finish loading (`/pages/loadedForm/loadedForm?id=`): loaded weight in kg and weighing-slip photos. */
export default function LoadedFormScreen() {
  return <WeighScreen kind="loaded" />;
}
