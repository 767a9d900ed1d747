import type { ErrorTexts } from './catalogue';

/** Idempotency keys of creating and changing calls (server/src/modules/idempotency). */
export const idempotency = {
  'idempotency.malformedKey': ['Idempotency-Key请求头必须是8-100个字母、数字或 - _ . :', 'The Idempotency-Key header must be 8-100 letters, digits or - _ . :'],
  'idempotency.fieldMalformed': ['格式不正确', 'is malformed'],
  'idempotency.inProgress': ['该操作正在处理中，请稍后再试', 'This action is being applied right now: try again in a moment'],
  'idempotency.keyReused': ['该Idempotency-Key已用于另一个请求：新的操作请使用新的key', 'This Idempotency-Key was already used for a different request: make a new key for a new action'],
} as const satisfies ErrorTexts<'idempotency'>;
