/** The kiosk's screens (components/kiosk/routes.ts), outside the spec's paths like the operators' /ops/ console. */
export const KIOSK_HOME_PATH = '/kiosk/home';
