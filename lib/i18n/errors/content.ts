import type { ErrorTexts } from './catalogue';

/** Content: news and notices, hotlines, favourites (server/src/modules/content, docs/content.md). */
export const content = {
  'content.operatorOnly': ['只有平台运营人员可以发布和管理内容', 'Only a platform operator may publish and manage content'],
  'content.articleNotFound': ['没有该资讯或公告，可能已被撤回', 'No such article: it may have been withdrawn'],
  'content.hotlineNotFound': ['没有该服务热线', 'No such hotline'],
  'content.pictureNotFound': ['没有该图片', 'No such picture'],
  'content.coverNotFound': ['封面图片不存在，请重新上传', 'The cover image does not exist: upload it again'],
  'content.provinceUnknown': ['没有该省份', 'No such province'],
  'content.badCursor': ['列表位置已失效，请从头刷新', 'This list position is no longer valid: refresh from the top'],
  'content.itemNotFound': ['没有该{kind}，或您无权查看', 'No such {kind}, or you may not see it'],
  'content.alreadyCollected': ['您已收藏过该{kind}', 'You have already saved this {kind}'],
  'content.notCollected': ['您没有收藏该{kind}', 'You have not saved this {kind}'],
  'content.kindGoodsSource': ['货源', 'goods source'],
  'content.kindCirclePost': ['车友圈动态', 'circle post'],
  'content.kindNews': ['资讯', 'article'],
} as const satisfies ErrorTexts<'content'>;
