import type { ErrorTexts } from './catalogue';

/**
 * The brigade shop: catalogue, travellers, annual passes and the
 * operators' catalogue (server/src/modules/brigade); orders, payment and refunds: brigadeOrders.ts.
 */
export const brigade = {
  // Catalogue
  'brigade.categoryNotFound': ['没有该商品分类', 'No such category'],
  'brigade.productNotFound': ['该商品不存在或已下架', 'This product does not exist or is no longer on sale'],
  'brigade.pictureNotFound': ['没有该图片', 'No such picture'],
  'brigade.departureNotFound': ['该出发日期不存在，请重新选择', 'No such departure date: choose another'],
  // Travellers
  'brigade.travellerNotFound': ['没有该出行人', 'No such traveller'],
  'brigade.travellerExists': ['该身份证号的出行人已保存，请直接选择或修改', 'A traveller with this ID number is saved already: choose or edit them'],
  'brigade.tooManyTravellers': ['最多保存{max}位出行人，请先删除不再需要的', 'You can keep at most {max} travellers: delete one you no longer need first'],
  // Refunds (the orders' own codes are in errors/brigadeOrders.ts)
  'brigade.passBoundNoRefund': ['年卡已绑定持卡人，不能退款', 'The pass is bound to a holder: it cannot be refunded'],
  // Annual pass
  'brigade.passNotFound': ['没有该年卡', 'No such pass'],
  'brigade.passBound': ['该年卡已绑定持卡人，不能更改', 'This pass is bound to a holder already and cannot be changed'],
  'brigade.passNotUsable': ['该年卡{status}，不能绑定', 'This pass is {status}: it cannot be bound'],
  'brigade.photoNotYours': ['照片须是您本人上传的文件，请重新上传', 'The photo must be a file you uploaded: upload it again'],
  // Pass status names, as {status} params (server: brigade.names.ts)
  'brigade.passStatusUnbound': ['未绑定', 'not bound'],
  'brigade.passStatusBound': ['已绑定', 'bound'],
  'brigade.passStatusExpired': ['已过期', 'expired'],
  'brigade.passStatusVoided': ['已作废', 'voided'],
  // Operators
  'brigade.operatorsOnly': ['仅运营人员可维护商城', 'Only operators may maintain the shop'],
  'brigade.categoryExists': ['已有同名分类“{name}”', 'A category named "{name}" exists already'],
  'brigade.categoryNotEmpty': ['该分类下还有{count}件商品，请先移走或删除', 'This category still holds {count} products: move them first'],
  'brigade.picturesNotYours': ['图片须是您本人上传的文件，请重新上传', 'Pictures must be files you uploaded: upload them again'],
  'brigade.kindChanged': ['商品类型创建后不能更改', 'A product\'s kind cannot change after it is created'],
  'brigade.noStockForSelfDrive': ['自驾游按出发日期设置名额，没有库存', 'A self-drive package has seats per departure, not stock'],
  'brigade.stockBelowZero': ['库存仅剩{left}件，不能减少{change}件', 'Only {left} are in stock: {change} cannot be taken'],
  'brigade.stockTooHigh': ['库存最多{max}件', 'Stock can be at most {max}'],
  'brigade.notSelfDrive': ['只有自驾游商品有出发日期', 'Only self-drive packages have departures'],
  'brigade.departureExists': ['{date}已有出发日期，请修改它', 'There is a departure on {date} already: change that one'],
  'brigade.seatsBelowTaken': ['该出发日期已有{taken}个名额被预订，名额不能少于此数', '{taken} seats of this departure are booked: seats cannot go below that'],
  'brigade.departureBooked': ['该出发日期已有人预订，不能删除', 'This departure has bookings: it cannot be deleted'],
  'brigade.departurePast': ['出发日期不能早于今天', 'A departure cannot be before today'],
} as const satisfies ErrorTexts<'brigade'>;
