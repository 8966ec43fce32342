import { PageHero } from '../../components/page'
import { useT } from '../../i18n/use-t'

/**
 * The search page's heading and lead. The route shows them as soon as the route table is there (their texts
 * come with it), while the form's code is still on its way; the screen then shows the same.
 */
export function SearchHead() {
  const t = useT('landing')
  return (
    <PageHero title={t('landing.search.title')}>
      <p className="lead">{t('landing.search.intro')}</p>
    </PageHero>
  )
}
