import type { ManifestCrew } from '@serendib/domain/api/supplier-manifest'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'

/**
 * Who drives whom on the manifest and a guide's trip sheet (decision 074): one line per vehicle
 * of the booking with its driver-guide; numbered when a private group needs several vehicles.
 */
export function ManifestCrews({ crews }: { crews: ManifestCrew[] }) {
  const { t } = usePortalI18n()
  const lines: ManifestCrew[] = crews.length > 0 ? crews : [{ vehicle: null, guide: null, guide_phone: null }]
  const numbered = lines.length > 1
  return (
    <ul className="text-slate-700" data-crews={lines.length}>
      {lines.map((crew, i) => (
        <li key={i} data-crew={i + 1}>
          {crew.vehicle
            ? numbered
              ? t('crew.vehicleN', { n: i + 1, vehicle: crew.vehicle })
              : t('crew.vehicle', { vehicle: crew.vehicle })
            : numbered
              ? t('crew.noVehicleN', { n: i + 1 })
              : t('crew.noVehicle')}
          {' · '}
          {crew.guide ? (
            <>
              {t('crew.guide', { guide: crew.guide })}
              {crew.guide_phone ? (
                <>
                  {' '}
                  (
                  <a href={`tel:${crew.guide_phone.replace(/\s/g, '')}`} className="underline">
                    {crew.guide_phone}
                  </a>
                  )
                </>
              ) : null}
            </>
          ) : (
            t('crew.noGuide')
          )}
        </li>
      ))}
    </ul>
  )
}
