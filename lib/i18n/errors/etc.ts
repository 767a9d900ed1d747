import type { ErrorTexts } from './catalogue';

/** ETC toll cards: applications, withholding contracts, cards, activation, issuer notifications, tolls (server/src/modules/etc). */
export const etc = {
  // etcCheckIssue blockers (also refusals of createOrder / updateOrder).
  'etc.plateColor': ['ETC货车卡只办理黄色、黄绿色车牌（蓝牌仅限一类货车）', 'An ETC truck card takes yellow or yellow-green plates (blue plates: class 1 trucks only)'],
  'etc.plateHasCard': ['该车牌已有在用的ETC卡', 'This plate already has a live ETC card'],
  'etc.plateHasApplication': ['该车牌已有进行中的ETC办理申请', 'This plate already has an ETC application in progress'],
  'etc.vehicleNotCertified': ['该车辆不是您已认证的车辆（本人所有或已授权驾驶）', 'This vehicle is not a certified vehicle of yours (owned or authorised to drive)'],
  'etc.realNameRequired': ['请先完成实名认证：ETC卡以申请人本人名义办理', 'Complete your real-name verification first: the ETC card is issued in your name'],
  // Applications.
  'etc.orderNotFound': ['没有该ETC办理申请', 'No such ETC application'],
  'etc.orderNotEditable': ['该申请当前状态不能修改', 'This application cannot be changed in its current state'],
  'etc.orderNotCancellable': ['ETC卡已发行，不能取消申请', 'The card has been issued: the application can no longer be cancelled'],
  'etc.orderAlreadyIssued': ['发行方已发卡，申请不能取消', 'The issuer has already issued the card: the application cannot be cancelled'],
  'etc.orderIncomplete': ['申请资料不完整：{parts}', 'The application is incomplete: {parts}'],
  'etc.fieldMissing': ['请填写此项', 'Fill this in'],
  'etc.licensePhotosRequired': ['手动填写的车辆需要上传行驶证主页和副页照片', 'A typed vehicle needs photos of both pages of its vehicle licence'],
  'etc.photosNotYours': ['照片不是您上传的文件', 'The photos are not files you uploaded'],
  'etc.unknownChannel': ['不支持该签约银行', 'This bank cannot sign an ETC withholding contract'],
  'etc.unknownOutlet': ['没有该网点', 'No such outlet'],
  'etc.contractNotUsable': ['该代扣协议不可用：须为您本人已签约且未被其他申请占用的协议', 'This withholding contract cannot be used: it must be yours, signed, and not held by another application'],
  'etc.channelMismatch': ['代扣协议的银行与所选签约银行不一致', "The contract's bank is not the chosen withholding bank"],
  'etc.issuerUnavailable': ['ETC发行方暂时无法受理，请稍后重试', 'The ETC issuer cannot take it right now: try again shortly'],
  // OCR.
  'etc.fileNotFound': ['没有该照片', 'No such photo'],
  // Withholding contracts.
  'etc.bankCardNotFound': ['没有该银行卡', 'No such bank card'],
  'etc.bankCardNotVerified': ['该银行卡尚未验证', 'This bank card is not verified yet'],
  'etc.bankCardNotApplicants': ['代扣银行卡须为申请人本人的银行卡', "The withholding card must be the applicant's own card"],
  'etc.channelBankMismatch': ['该银行卡不属于所选签约银行', 'This card is not of the chosen bank'],
  'etc.bankRefused': ['银行拒绝签约：请核对银行卡', 'The bank refused the contract: check the card'],
  'etc.contractNotFound': ['没有该代扣协议', 'No such withholding contract'],
  'etc.contractFailed': ['验证码错误次数过多，本次签约已失败，请重新签约', 'Too many wrong codes: this signing failed, start again'],
  'etc.contractNotVerified': ['请先完成短信验证', 'Verify the SMS code first'],
  'etc.wrongSignCode': ['验证码错误', 'Wrong code'],
  'etc.signTooSoon': ['操作太频繁，请{seconds}秒后再试', 'Too soon: try again in {seconds} seconds'],
  // Safety verification.
  'etc.safetyTicketInvalid': ['安全验证已失效，请重新验证', 'The safety check has expired: verify again'],
  // Cards.
  'etc.cardNotFound': ['没有该ETC卡', 'No such ETC card'],
  'etc.cardUnknownAtIssuer': ['发行方没有该卡号：请核对卡面号码', 'The issuer knows no card with this number: check the number on the card'],
  'etc.cardPlateMismatch': ['卡号与车牌不匹配', 'The card number does not belong to this plate'],
  'etc.cardCancelled': ['该卡已注销', 'This card has been cancelled'],
  'etc.cardNotLive': ['该卡已解绑', 'This card has been unbound'],
  'etc.activationMismatch': ['读取的卡号或OBU号与发行的不一致，请核对设备', 'The card or OBU number read is not the one issued: check the devices'],
  'etc.cardNotIssued': ['该卡尚未发行，不能激活', 'This card is not issued yet: it cannot be activated'],
  // Issuer notifications.
  'etc.badNotificationSignature': ['通知签名无效', 'The notification signature is invalid'],
  'etc.unknownIssuerOrder': ['平台没有该发行方订单', 'The platform has no application with this issuer order number'],
  // Tolls and bills (helper B).
  'etc.tollNotFound': ['没有该通行记录', 'No such toll'],
  'etc.tollTimes': ['出口时间早于入口时间', 'The exit time is before the entry time'],
  'etc.unknownStation': ['未知收费站：{code}', 'Unknown toll station: {code}'],
} as const satisfies ErrorTexts<'etc'>;
