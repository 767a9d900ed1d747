export { appStore } from './store';
export * from './atoms';
export * from './session';
export * from './toast';
export { STORAGE_PREFIX } from './persisted';
export { kioskAtom, stationChoiceAtom, type ChosenStation, type KioskSetting } from './kiosk';
