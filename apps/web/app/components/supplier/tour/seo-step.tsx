import { suggestSeoUrl } from '@serendib/domain/supplier-tours'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import type { TourEditor } from '../../../lib/supplier/use-tour-editor'
import { button } from '../ui'
import { TextField } from './controls'

/** Step 8: the tour's address (unique; suggested from the title), its search title and description. */
export function SeoStep({ editor }: { editor: TourEditor }) {
  const { fields: f, change, errors } = editor
  const { t } = usePortalI18n()
  const suggestion = suggestSeoUrl(f.title)
  return (
    <div className="grid gap-4">
      <div>
        <TextField
          path="seo_url"
          label={t('seo.url')}
          value={f.seo_url}
          errors={errors}
          onChange={(v) => change('seo_url', v)}
          hint={t('seo.urlHint', { url: f.seo_url || 'your-tour', id: editor.tour.id })}
        />
        {suggestion && suggestion !== f.seo_url ? (
          <button
            type="button"
            className={`${button.small} mt-2`}
            onClick={() => change('seo_url', suggestion)}
          >
            {t('seo.use', { suggestion })}
          </button>
        ) : null}
      </div>
      <TextField
        path="seo_title"
        label={t('seo.title', { length: f.seo_title.length })}
        value={f.seo_title}
        errors={errors}
        onChange={(v) => change('seo_title', v)}
      />
      <TextField
        path="seo_description"
        label={t('seo.description', { length: f.seo_description.length })}
        multiline
        rows={3}
        value={f.seo_description}
        errors={errors}
        onChange={(v) => change('seo_description', v)}
      />
    </div>
  )
}
