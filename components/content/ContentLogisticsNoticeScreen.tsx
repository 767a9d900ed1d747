'use client';
import Button from '@mui/material/Button';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { ArticleList } from './ArticleList';
import { NEWS_PATH } from './paths';

/**
 * Logistics notices (`/pages/logisticsManagement/logisticsNotice/index`): notices for the freight
 * roles (the server shows each reader the ones meant for their role), with unread marks → noticeDetails.
 */
export default function ContentLogisticsNoticeScreen() {
  return (
    <PageScaffold>
      <ArticleList
        category="logisticsNotice"
        emptyMessage={t('content.logisticsNotice.empty')}
        emptyHint={t('content.logisticsNotice.emptyHint')}
        emptyAction={<Button variant="outlined" onClick={() => navigate(NEWS_PATH)}>{t('content.goNews')}</Button>}
      />
    </PageScaffold>
  );
}
