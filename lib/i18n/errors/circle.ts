import type { ErrorTexts } from './catalogue';

/** The toll-station community: posts, comments, likes, reports and their moderation (server/src/modules/circle). */
export const circle = {
  'circle.stationNotFound': ['没有该收费站', 'No such toll station'],
  'circle.postNotFound': ['该动态不存在或已被删除', 'This post does not exist or has been removed'],
  'circle.photoNotFound': ['没有该图片', 'No such photo'],
  'circle.photosNotYours': ['图片须是您本人上传的文件，请重新上传', 'The photos must be files you uploaded: upload them again'],
  'circle.filteredWord': ['内容含有不允许发布的词语“{word}”，请修改后再发布', 'The text contains a word that cannot be published, "{word}": change it and send again'],
  'circle.tooManyPosts': ['发布太频繁：每{minutes}分钟最多发布{limit}条，请稍后再发', 'Too many posts: at most {limit} every {minutes} minutes, try again later'],
  'circle.tooManyComments': ['评论太频繁：每{minutes}分钟最多评论{limit}条，请稍后再评', 'Too many comments: at most {limit} every {minutes} minutes, try again later'],
  'circle.alreadyReported': ['您已举报过该动态，我们会尽快处理', 'You have already reported this post: we will look at it soon'],
  'circle.cannotReportOwn': ['不能举报自己的动态', 'You cannot report your own post'],
  'circle.coordinatePair': ['经纬度须同时提供', 'Send latitude and longitude together'],
  'circle.operatorsOnly': ['仅运营人员可处理动态', 'Only operators may moderate posts'],
  'circle.nothingToRestore': ['该动态未被隐藏，也没有待处理的举报', 'This post is not hidden and has no open reports'],
  'circle.alreadyHidden': ['该动态已被隐藏', 'This post is already hidden'],
} as const satisfies ErrorTexts<'circle'>;
