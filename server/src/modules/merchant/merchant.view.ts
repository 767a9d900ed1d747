import type { MerchantStaffRole } from '@/lib/contract';
import { fileUrl } from '../identity/file.service';
import type { GoodsView, MerchantView, StaffRow } from './merchant.repository';

/** How merchants, staff and goods are shown (contract PublicMerchant, Merchant, MyMerchant, MerchantStaff, MerchantGoods). */

export function toPublicMerchant({ merchant, stationName }: MerchantView) {
  return {
    merchantId: merchant.id,
    merchantName: merchant.name,
    category: merchant.category,
    stationId: merchant.stationId,
    stationName,
    address: merchant.address,
    lng: merchant.lng,
    lat: merchant.lat,
    contactPhone: merchant.contactPhone,
  };
}

export function toMerchant(view: MerchantView) {
  const { merchant } = view;
  return {
    ...toPublicMerchant(view),
    status: merchant.status,
    rejectReason: merchant.rejectReason,
    licenceImage: { fileId: merchant.licenceFileId, url: fileUrl(merchant.licenceFileId) },
    ownerUserId: merchant.ownerUserId,
    invitedByUserId: merchant.invitedByUserId,
    createdAt: merchant.createdAt.toISOString(),
    reviewedAt: merchant.reviewedAt?.toISOString() ?? null,
  };
}

export function toMyMerchant(view: MerchantView, role: MerchantStaffRole) {
  return { ...toMerchant(view), role };
}

export function toStaff(row: StaffRow) {
  return {
    id: row.id,
    merchantId: row.merchantId,
    userId: row.userId,
    name: row.name,
    phone: row.phone,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toGoods({ goods, merchantName }: GoodsView) {
  return {
    id: goods.id,
    merchantId: goods.merchantId,
    merchantName,
    goodsName: goods.name,
    description: goods.description,
    priceFen: goods.priceFen,
    image: goods.imageFileId ? { fileId: goods.imageFileId, url: fileUrl(goods.imageFileId) } : null,
    status: goods.status,
    rejectReason: goods.rejectReason,
    createdAt: goods.createdAt.toISOString(),
    updatedAt: goods.updatedAt.toISOString(),
  };
}

