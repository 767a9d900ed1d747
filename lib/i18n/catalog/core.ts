/**
 * Request layer, toasts, bridge, form-checker and relative-time messages (spec §8). Owned by
 * lib/http and lib/bridge. Each key holds its Chinese and English text side by side, so neither
 * language can miss a key; the English texts are the spec's own words.
 */
const messages: Record<string, readonly [zhCN: string, en: string]> = {
  // Bodiless HTTP failures (spec §8 table).
  'http.status.400': ['请求错误', 'bad request'],
  'http.status.401': ['未授权，请登录', 'unauthorised, please log in'],
  'http.status.403': ['拒绝访问', 'access denied'],
  'http.status.404': ['网络连接失败', 'network connection failed'],
  'http.status.408': ['请求超时', 'request timeout'],
  'http.status.500': ['服务器内部错误', 'internal server error'],
  'http.status.501': ['服务未实现', 'service not implemented'],
  'http.status.502': ['网关错误', 'bad gateway'],
  'http.status.503': ['服务不可用', 'service unavailable'],
  'http.status.504': ['网关超时', 'gateway timeout'],
  'http.status.505': ['HTTP版本不受支持', 'HTTP version not supported'],
  'http.status.other': ['响应超时', 'response timeout'],

  // The four token-refresh toasts (spec §8).
  'http.refresh.logisticsFailed': ['刷新物流令牌失败', 'refreshing the logistics token failed'],
  'http.refresh.logisticsStillInvalid': [
    '上一次物流令牌交换后仍然无效，不再发起请求',
    'the previous logistics token exchange is still invalid, so no more requests',
  ],
  'http.refresh.userFailed': ['刷新内部令牌失败', 'refreshing the internal token failed'],
  'http.refresh.userStillInvalid': [
    '上一次内部令牌交换后仍然无效，不再发起请求',
    'the previous internal token exchange is still invalid, so no more requests',
  ],

  // Bridge (spec §8 "Bridge messages"), then this app's own bridge messages.
  'bridge.sourceIdMissing': ['未找到sourceId', 'sourceId is not found'],
  'bridge.phoneNumberMissing': ['未找到phoneNumber', 'phoneNumber is not found'],
  'bridge.titleMissing': ['未找到title', 'title is not found'],
  'bridge.urlMissing': ['未找到url', 'url is not found'],
  'bridge.carNumberMissing': ['未找到carNumber', 'carNumber is not found'],
  'bridge.waybillIdMissing': ['未找到waybillId', 'waybillId is not found'],
  'bridge.waybillIdOrCarNumberMissing': ['未找到waybillId或carNumber', 'waybillId or carNumber is not found'],
  'bridge.notInApp': ['不是指定的App环境！', 'Is not the specified app environment!'],
  'bridge.cannotJump': ['非App环境，无法跳转', 'non-app environment, cannot jump'],
  'bridge.previewInApp': ['需要在App中预览', 'needs preview in the app'],
  'bridge.timeout': ['App未及时响应（{command}）', 'the app did not answer in time ({command})'],
  'bridge.badReply': ['App的响应格式不正确（{command}）', 'the app answered in an unexpected form ({command})'],
  'bridge.locationUnavailable': ['无法获取当前位置', 'the current position is not available'],
  'bridge.locationDenied': ['未允许使用位置', 'location access was not allowed'],
  'bridge.locationTimeout': ['获取位置超时', 'finding the position took too long'],
  'bridge.scanTitle': ['将二维码放入取景框内', 'point the camera at a QR code'],
  'bridge.scanCancel': ['取消', 'cancel'],
  'bridge.scanCancelled': ['已取消扫码', 'scanning cancelled'],
  'bridge.scanUnsupported': ['这个浏览器不能用相机读码：请输入二维码下方的文字', 'this browser cannot read codes with the camera: type the text shown under the code'],
  'bridge.scanCameraDenied': ['无法打开摄像头', 'the camera could not be opened'],
  'bridge.linkCopied': ['链接已复制', 'link copied'],
  'bridge.shareUnsupported': ['当前浏览器不支持分享', 'this browser cannot share'],

  // Form checkers (spec §5).
  'validate.required': ['此项不能为空', 'this field is required'],
  'validate.mobile': ['请输入正确的手机号码', 'enter an 11-digit mobile number starting with 13-19'],
  'validate.nationalId': ['请输入正确的身份证号码', 'enter a valid 18-character national ID number'],
  'validate.plate': ['请输入正确的车牌号', 'enter a valid licence plate'],
  'validate.amount': ['请输入正确的金额（最多两位小数）', 'enter an amount with at most 2 decimals'],
  'validate.landline': ['请输入正确的固定电话，如0571-88886666', 'enter a landline such as 0571-88886666'],
  'validate.code': ['请输入{length}位数字验证码', 'enter the {length}-digit code'],
  'validate.email': ['请输入正确的邮箱地址', 'enter a valid email address'],
  'validate.url': ['请输入正确的网址', 'enter a valid web address'],
  'validate.date': ['请输入正确的日期', 'enter a valid date'],
  'validate.personName': ['请输入身份证上的姓名（2-30个汉字）', 'enter the name on your ID card (2-30 Chinese characters)'],
  'validate.creditCode': ['请输入正确的18位统一社会信用代码', 'enter a valid 18-character unified social credit code'],
  'validate.number': ['请输入数字', 'enter a number'],
  'validate.digits': ['只能输入数字', 'digits only'],
  'validate.chinese': ['只能输入汉字', 'Chinese characters only'],
  'validate.letters': ['只能输入字母', 'letters only'],
  'validate.alphanumeric': ['只能输入字母或数字', 'letters and digits only'],
  'validate.range': ['请输入{min}到{max}之间的数值', 'enter a number from {min} to {max}'],
  'validate.length': ['长度应为{min}到{max}个字符', 'enter {min} to {max} characters'],
  'validate.json': ['请输入正确的JSON', 'enter valid JSON'],

  // Relative time (spec §4); '.one' is the singular English needs.
  'time.justNow': ['刚刚', 'just now'],
  'time.minutesAgo': ['{n}分钟前', '{n} minutes ago'],
  'time.minutesAgo.one': ['{n}分钟前', '1 minute ago'],
  'time.hoursAgo': ['{n}小时前', '{n} hours ago'],
  'time.hoursAgo.one': ['{n}小时前', '1 hour ago'],
  'time.daysAgo': ['{n}天前', '{n} days ago'],
  'time.daysAgo.one': ['{n}天前', '1 day ago'],
  'time.monthsAgo': ['{n}个月前', '{n} months ago'],
  'time.monthsAgo.one': ['{n}个月前', '1 month ago'],
  'time.yearsAgo': ['{n}年前', '{n} years ago'],
  'time.yearsAgo.one': ['{n}年前', '1 year ago'],
};

const pick = (index: 0 | 1) =>
  Object.fromEntries(Object.entries(messages).map(([key, texts]) => [key, texts[index]])) as Record<string, string>;

export const core = {
  'zh-CN': pick(0),
  en: pick(1),
};
