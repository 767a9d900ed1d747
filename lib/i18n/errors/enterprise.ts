import type { ErrorTexts } from './catalogue';

/** Enterprises and their staff (server/src/modules/enterprise). */
export const enterprise = {
  'enterprise.notYours': ['您没有编号为{id}的企业', 'No enterprise {id} of yours'],
  'enterprise.staffManagersOnly': ['只有企业管理员或人员管理员可以管理员工', 'Only the enterprise manager or a person manager manages its staff'],
  'enterprise.notApproved': ['企业认证通过后才能添加员工', 'The enterprise has staff once its certification is approved'],
  'enterprise.staffNotFound': ['该企业没有编号为{id}的员工', 'No staff member {id} in this enterprise'],
  'enterprise.managerAppointsPersonManagers': ['只有企业管理员可以任命或更改人员管理员', 'Only the enterprise manager appoints or changes person managers'],
  'enterprise.managerGrantsPermissions': ['只有企业管理员可以开通或关闭权限', 'Only the enterprise manager opens or closes permissions'],
  'enterprise.noAccountForMobile': ['没有账号使用该手机号：请对方先注册', 'No account has this mobile: they sign up first'],
  'enterprise.fieldNoAccount': ['没有对应的账号', 'belongs to no account'],
  'enterprise.managerNotStaff': ['企业管理员不能添加为员工', 'The manager is not added as staff'],
  'enterprise.fieldIsManager': ['是企业管理员的手机号', "is the enterprise manager's"],
  'enterprise.alreadyStaff': ['此人已是员工', 'This person is already on the staff'],
  'enterprise.staffFull': ['企业已有{max}名员工', 'The enterprise already has {max} staff members'],
  'enterprise.staffRemoved': ['该员工已被移除', 'This staff member was removed'],
  'enterprise.nothingToChange': ['没有要修改的内容：请填写姓名、角色或权限', 'Nothing to change: give a name, role or permissions'],
} as const satisfies ErrorTexts<'enterprise'>;
