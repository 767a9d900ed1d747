import { endpoints } from '@/lib/contract';
import { ANYONE, DEVICE, SIGNED_IN, only, own, type AuthzTable } from '../../http/authz';

/**
 * Who may get a 2xx from each circle call (server/src/http/authz.ts; checked by
 * server/test/authz-matrix.test.ts). Public posts are everyone's to read (tourists too) and every
 * signed-in person's to like, comment on, view and report; deleting is the author's
 * ('circlePost'); a shared post and its photos are open to anyone (the messaging app's browser);
 * moderation is for operators.
 */
export const circleAuthz: AuthzTable<typeof endpoints.circle> = {
  contentAdd: SIGNED_IN,
  stations: DEVICE,
  feed: DEVICE,
  detail: DEVICE,
  share: ANYONE,
  photo: ANYONE,
  commentAdd: SIGNED_IN,
  browseRecord: SIGNED_IN,
  like: SIGNED_IN,
  unlike: SIGNED_IN,
  myActivity: SIGNED_IN,
  deleteContent: own('circlePost'),
  report: SIGNED_IN,
  moderationQueue: only(['operator']),
  hide: only(['operator']),
  restore: only(['operator']),
};
