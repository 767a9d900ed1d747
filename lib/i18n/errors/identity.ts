import type { ErrorTexts } from './catalogue';

/** Real-name certification, the ID checker, uploads, the review console, dictionaries (server/src/modules/identity). */
export const identity = {
  'certification.sameImageTwice': ['身份证正反面必须是两张不同的照片', 'The two sides of the ID card must be two photos'],
  'certification.fieldSameImage': ['与正面是同一张照片', 'is the same photo as frontImage'],
  'certification.idCardNotUploaded': ['请先上传身份证照片：这些不是您上传的图片', 'Upload the ID card photos first: these are not your uploads'],
  'certification.fieldNotYourUpload': ['不是您上传的图片', 'is not an image you uploaded'],
  'certification.realNamePending': ['您的实名认证正在审核中', 'Your real-name verification is already waiting for review'],
  'certification.realNameApproved': ['您已完成实名认证', 'Your real name is already verified'],
  'certification.notFound': ['没有编号为{id}的认证', 'No certification {id}'],
  'certification.notPending': ['认证{id}的状态为{status}：只能审核待审核的认证', 'Certification {id} is {status}: only a pending one can be reviewed'],
  'certification.reviewedMeanwhile': ['认证{id}已被他人审核', 'Certification {id} was reviewed meanwhile'],
  'certification.operatorsOnly': ['只有运营人员可以审核认证：此账号没有运营身份', 'Only operators review certifications: this account does not hold the operator identity'],

  'idcheck.invalidNumber': ['实名校验未通过：身份证号码无效', 'Real-name check failed: The ID number is not a valid national ID number'],
  'idcheck.invalidName': ['实名校验未通过：姓名不是有效的法定姓名', 'Real-name check failed: The name is not a legal name'],
  'idcheck.mismatch': ['实名校验未通过：姓名与身份证号码在身份信息库中不匹配', 'Real-name check failed: The name and ID number do not match the identity register'],

  'file.notMultipart': ['请以multipart/form-data格式在字段“file”中发送图片', 'Send the image as multipart/form-data in the field "file"'],
  'file.wrongField': ['图片必须放在multipart字段“file”中发送', 'The image must be sent in the multipart field "file"'],
  'file.notImage': ['文件不是JPEG、PNG或WebP图片', 'The file is not a JPEG, PNG or WebP image'],
  'file.fieldNotImage': ['必须是JPEG、PNG或WebP图片', 'must be a JPEG, PNG or WebP image'],
  'file.damaged': ['图片无法读取：文件已损坏或不完整', 'The image could not be read: it is damaged or truncated'],
  'file.fieldDamaged': ['文件已损坏', 'is damaged'],
  'file.notFound': ['文件不存在', 'No such file'],

  'dict.notFound': ['没有名为{group}的字典', 'No dictionary named {group}'],

  'user.recommenderIsYou': ['邀请人不能是您自己', 'recommender cannot be yourself'],
  'user.recommenderMalformed': ['邀请人必须是用户编号或11位手机号', 'recommender must be a user id or an 11-digit mobile number'],
  'user.recommenderUnknown': ['邀请人不是已注册的用户，请检查邀请链接', 'recommender names no registered user: check the invitation link'],
  'user.identityNotHeld': ['{identity}身份需要授予而不能自选，此账号没有该身份；可选择：{selectable}', 'The {identity} identity is granted, not chosen, and this account does not hold it: you may choose one of {selectable}'],
  'user.gone': ['此账号已不存在', 'This account no longer exists'],

  'app.noRelease': ['{platform}平台尚未发布版本', 'No release has been published for {platform}'],
  'app.devSmsLocalOnly': ['开发用短信接口只在服务器所在的机器上应答', 'The development SMS endpoint answers only on the machine the server runs on'],
  'app.noSmsSent': ['没有向{phone}发送过验证码', 'No SMS code was sent to {phone}'],
} as const satisfies ErrorTexts<'certification' | 'idcheck' | 'file' | 'dict' | 'user' | 'app'>;
