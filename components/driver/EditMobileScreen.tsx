'use client';
import { EditMembershipScreen } from './editMembership';

/**
 * The enterprise's contact mobile for one of its drivers (`/pages/editMobile/editMobile?enterpriseId=&driverId=`);
 * the driver's account mobile is never changed by an enterprise.
 */
export default function EditMobileScreen() {
  return <EditMembershipScreen field="contactMobile" />;
}
