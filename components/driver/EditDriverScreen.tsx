'use client';
import { EditMembershipScreen } from './editMembership';

/** The enterprise's remark about one of its drivers (`/pages/editDriver/editDriver?enterpriseId=&driverId=`). */
export default function EditDriverScreen() {
  return <EditMembershipScreen field="remark" />;
}
