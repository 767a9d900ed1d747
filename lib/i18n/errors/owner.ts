import type { ErrorTexts } from './catalogue';

/** Cargo-owner and enterprise applications and their details (server/src/modules/owner). */
export const owner = {
  'owner.realNameFirst': ['请先完成实名认证：申请货主需要已通过的实名认证', 'Complete real-name verification first: cargo-owner applications need an approved real name'],
  'owner.pending': ['您的货主申请正在审核中', 'Your cargo-owner application is already waiting for review'],
  'owner.approved': ['您已是认证货主', 'You are already a certified cargo owner'],
  'owner.unknownCargoTypes': ['未知的货物类型：{codes}', 'Unknown cargo types: {codes}'],
  'owner.fieldUnknownCargoTypes': ['包含不在货物类型列表中的代码：{codes}', 'has codes not in the cargo type list: {codes}'],
  'owner.enterprisePending': ['您已有企业申请正在审核中，请等待审核结果', 'An enterprise application of yours is already waiting for review: wait for its result first'],
  'owner.enterpriseApproved': ['该企业已通过认证', 'This enterprise is already certified'],
  'owner.permitRequired': ['承运商需要提供道路运输经营许可证', 'A carrier shows its road transport business permit'],
  'owner.fieldPermitRequired': ['承运商必须提供', 'is required for a carrier'],
  'owner.licenceNotUploaded': ['请先上传证照：这些不是您上传的图片', 'Upload the licence photos first: these are not your uploads'],
  'owner.creditCodeTaken': ['该统一社会信用代码的企业已被其他账号注册或正在审核', 'An enterprise with this credit code is already registered or under review by another account'],
  'owner.nothingToUpdate': ['没有要修改的内容：请填写地址、联系人或联系电话', 'Nothing to update: give an address, contact name or contact mobile'],
  'owner.fieldNothingElse': ['未填写其他内容时必填', 'is required when nothing else is given'],
  'owner.enterpriseNotFound': ['您没有编号为{id}的企业', 'No enterprise {id} of yours'],
  'owner.enterpriseNotApproved': ['只有已认证的企业可以直接修改信息而无需重新审核', 'Only an approved enterprise can change its details without a new review'],
  'owner.personalNoContact': ['个人货主没有联系人信息：修改企业信息请提供enterpriseId', 'A personal cargo owner has no contact fields: give enterpriseId to change an enterprise'],
  'owner.fieldEnterpriseOnly': ['仅适用于企业', 'applies to enterprises only'],
  'owner.noCertification': ['您还没有货主认证', 'You have no cargo-owner certification'],
  'owner.notApproved': ['只有已认证的货主可以直接修改地址而无需重新审核', 'Only an approved cargo owner can change the address without a new review'],
} as const satisfies ErrorTexts<'owner'>;
